/* module.c: the namespaces and `import` (module.h). */
#include "values/module.h"

#include <stdlib.h>
#include <string.h>

#include "base/error.h"

/* ------------------------------------------------------- global rows */

/* Global names -> the row eval binds (the first of that name), hashed
 * on first use. */
static const Builtin **globals;
static size_t globals_mask;

static size_t name_hash(const char *s)
{
    size_t h = 1469598103934665603u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

const Builtin *module_global_row(const char *name)
{
    if (!globals) {
        size_t n;
        const Builtin *rows = builtins_table(&n);
        size_t cap = 1;
        while (cap < 2 * n) cap *= 2;
        globals = xcalloc(cap, sizeof *globals);
        globals_mask = cap - 1;
        for (size_t i = 0; i < n; i++) {
            if (!(rows[i].flags & (BI_FUNC | BI_TYPE | BI_VALUE))) continue;
            size_t k = name_hash(rows[i].name) & globals_mask;
            while (globals[k] && strcmp(globals[k]->name, rows[i].name) != 0) k = (k + 1) & globals_mask;
            if (!globals[k]) globals[k] = &rows[i];
        }
    }
    for (size_t k = name_hash(name) & globals_mask; globals[k]; k = (k + 1) & globals_mask)
        if (strcmp(globals[k]->name, name) == 0) return globals[k];
    return NULL;
}

bool module_call(Interp *in, const Args *a, const char *name, int n, const Value *v, int nkw,
                 const char *const *kw_names, const Value *kw, Value *out)
{
    const Builtin *row = module_global_row(name);
    if (!row) return error_raise(in, "no builtin named '%s'", name);
    Span spans[MODULE_CALL_MAX];
    for (int i = 0; i < MODULE_CALL_MAX; i++) spans[i] = a->span;
    Args b = {.fn = row, .n = n, .v = v, .spans = spans, .nkw = nkw, .kw_names = kw_names, .kw = kw,
              .kw_spans = spans, .span = a->span};
    return row->fn(in, &b, out);
}

bool module_method(Interp *in, const Args *a, Value self, const char *name, int n, const Value *v, Value *out)
{
    const Builtin *row = builtins_member(self.kind, name);
    if (!row)
        return error_raise_as(in, ERR_ATTRIBUTE, "'%s' object has no attribute '%s'", value_type_name(self), name);
    Value all[MODULE_CALL_MAX + 1];
    Span spans[MODULE_CALL_MAX + 1];
    all[0] = self;
    for (int i = 0; i < n; i++) all[i + 1] = v[i];
    for (int i = 0; i <= MODULE_CALL_MAX; i++) spans[i] = a->span;
    Args b = {.fn = row, .n = n + 1, .v = all, .spans = spans, .span = a->span};
    return row->fn(in, &b, out);
}

/* The value a row names: a type, a constant (made now), or the function. */
static bool row_value(Interp *in, const Builtin *r, Value *out)
{
    if (r->flags & BI_TYPE) {
        *out = value_type(r->kind);
        return true;
    }
    if (r->flags & BI_VALUE) {
        Args a = {.fn = r};
        return r->fn(in, &a, out);
    }
    *out = value_builtin(r);
    return true;
}

/* -------------------------------------------------------- the modules */

/* torch's own rows: no_grad() and its kin (autograd is out of scope:
 * every tensor is as if under no_grad), and constants. */
static bool bi_no_grad(Interp *in, const Args *a, Value *out)
{
    if (!builtins_bind(in, a, (const char *[]){NULL}, 0, NULL)) return false;
    *out = value_none();
    return true;
}

static bool bi_set_grad_enabled(Interp *in, const Args *a, Value *out)
{
    Value mode;
    if (!builtins_bind(in, a, (const char *[]){"mode", NULL}, 1, &mode)) return false;
    bool on;
    if (!value_truth(in, mode, &on)) return false;
    if (on) return error_raise(in, "set_grad_enabled(True): autograd is out of scope in cst");
    *out = value_none();
    return true;
}

static bool bi_is_grad_enabled(Interp *in, const Args *a, Value *out)
{
    if (!builtins_bind(in, a, (const char *[]){NULL}, 0, NULL)) return false;
    *out = value_bool(false);
    return true;
}

static bool bi_const(Interp *in, const Args *a, Value *out)
{
    (void)in;
    const char *n = a->fn->name;
    *out = value_float(strcmp(n, "pi") == 0 ? 3.141592653589793 : 2.718281828459045);
    return true;
}

/* torch.float, torch.int, torch.bool, torch.short: dtypes, where the
 * bare names are Python's types. */
static bool bi_dtype_alias(Interp *in, const Args *a, Value *out)
{
    (void)in;
    const char *n = a->fn->name;
    *out = value_dtype(n[0] == 'f' ? DT_FLOAT32 : n[0] == 'i' ? DT_INT32 : n[0] == 'b' ? DT_BOOL : DT_INT16);
    return true;
}

static const Builtin torch_rows[] = {
    {"float", V_MODULE, BI_VALUE, bi_dtype_alias, "torch.float: float32"},
    {"int", V_MODULE, BI_VALUE, bi_dtype_alias, "torch.int: int32"},
    {"bool", V_MODULE, BI_VALUE, bi_dtype_alias, "torch.bool: the bool dtype"},
    {"short", V_MODULE, BI_VALUE, bi_dtype_alias, "torch.short: int16"},
    {"no_grad", V_MODULE, BI_FUNC, bi_no_grad, "torch.no_grad(): a context that changes nothing (no tensor tracks gradients)"},
    {"inference_mode", V_MODULE, BI_FUNC, bi_no_grad, "torch.inference_mode(): as torch.no_grad()"},
    {"set_grad_enabled", V_MODULE, BI_FUNC, bi_set_grad_enabled, "torch.set_grad_enabled(False): a context that changes nothing"},
    {"is_grad_enabled", V_MODULE, BI_FUNC, bi_is_grad_enabled, "torch.is_grad_enabled(): False"},
    {"pi", V_MODULE, BI_VALUE, bi_const, "torch.pi: 3.141592653589793"},
    {"e", V_MODULE, BI_VALUE, bi_const, "torch.e: 2.718281828459045"},
};

/* torch.cuda.stream(s) and torch.cuda.device(d): the stream or device
 * itself, which `with` makes current. */
static bool bi_cuda_stream(Interp *in, const Args *a, Value *out)
{
    Value s;
    if (!builtins_bind(in, a, (const char *[]){"stream", NULL}, 1, &s)) return false;
    if (s.kind != V_NONE && s.kind != V_STREAM)
        return error_raise_as(in, ERR_TYPE, "stream(): argument 'stream' must be Stream or None, not %s",
                              value_type_name(s));
    *out = value_retain(s);
    return true;
}

static bool bi_cuda_device(Interp *in, const Args *a, Value *out)
{
    Value d;
    if (!builtins_bind(in, a, (const char *[]){"device", NULL}, 1, &d)) return false;
    if (d.kind == V_INT) {
        if (d.u.i < 0) {
            *out = value_none();
            return true;
        }
        *out = value_device((Device){DEV_CUDA, (int32_t)(d.u.i > INT32_MAX ? INT32_MAX : d.u.i)});
        return true;
    }
    if (d.kind == V_NONE || d.kind == V_DEVICE) {
        *out = value_retain(d);
        return true;
    }
    if (d.kind == V_STR) {
        Device dev;
        if (!value_parse_device(value_as_str(d)->data, &dev))
            return error_raise(in, "Invalid device string: '%s'", value_as_str(d)->data);
        *out = value_device(dev);
        return true;
    }
    return error_raise_as(in, ERR_TYPE, "device(): argument 'device' must be torch.device, int or None, not %s",
                          value_type_name(d));
}

static const Builtin cuda_rows[] = {
    {"stream", V_MODULE, BI_FUNC, bi_cuda_stream, "torch.cuda.stream(s): a context that makes s the current stream (None: none)"},
    {"device", V_MODULE, BI_FUNC, bi_cuda_device, "torch.cuda.device(d): a context that makes d the current device"},
};

static Module torch_m, nn_m, functional_m, cuda_m, linalg_m, math_m, time_m;
static const Module *torch_subs[] = {&nn_m, &cuda_m, &linalg_m, NULL};
static const Module *nn_subs[] = {&functional_m, NULL};
static const Module *const all_modules[] = {&torch_m, &nn_m, &functional_m, &cuda_m, &linalg_m, &math_m, &time_m};

static const char *last_part(const char *dotted)
{
    const char *dot = strrchr(dotted, '.');
    return dot ? dot + 1 : dotted;
}

static Value module_value(const Module *m)
{
    Value v = {V_MODULE, {.module = m}};
    return v;
}

static bool module_getattr(Interp *in, Value v, const char *name, Value *out, bool *found)
{
    const Module *m = v.u.module;
    *found = true;
    for (size_t i = 0; i < m->nrows; i++)
        if (strcmp(m->rows[i].name, name) == 0) return row_value(in, &m->rows[i], out);
    for (const Module *const *s = m->subs; s && *s; s++) {
        if (strcmp(last_part((*s)->name), name) == 0) {
            *out = module_value(*s);
            return true;
        }
    }
    if (m->builtins) {
        const Builtin *r = module_global_row(name);
        if (r) return row_value(in, r, out);
    }
    if (strcmp(name, "__name__") == 0) {
        *out = value_cstr(m->name);
        return true;
    }
    if (m->missing) return error_raise_as(in, ERR_ATTRIBUTE, "%s.%s: %s", m->name, name, m->missing);
    return error_raise_as(in, ERR_ATTRIBUTE, "module '%s' has no attribute '%s'", m->name, name);
}

static bool module_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    const Module *m = v.u.module;
    if (m == &math_m || m == &time_m) buf_printf(out, "<module '%s' (built-in)>", m->name);
    else buf_printf(out, "<module '%s'>", m->name);
    return true;
}

static const ValueClass module_class = {
    .name = "module", .qualname = "module", .repr = module_repr, .getattr = module_getattr,
};

bool module_import(Interp *in, const char *dotted, Value *out)
{
    for (size_t i = 0; i < sizeof all_modules / sizeof all_modules[0]; i++) {
        if (strcmp(all_modules[i]->name, dotted) == 0) {
            *out = module_value(all_modules[i]);
            return true;
        }
    }
    size_t top = strcspn(dotted, ".");
    if (strncmp(dotted, "numpy", top) == 0 && top == 5)
        return error_raise_as(in, ERR_MODULE_NOT_FOUND,
                              "No module named 'numpy' in cst: tensors stand in for arrays (cpu tensors, "
                              "tolist(), and save()/load() of .npy files)");
    for (size_t i = 0; i < sizeof all_modules / sizeof all_modules[0]; i++) {
        const char *name = all_modules[i]->name;
        if (strlen(name) == top && strncmp(name, dotted, top) == 0 && !all_modules[i]->subs)
            return error_raise_as(in, ERR_MODULE_NOT_FOUND, "No module named '%s'; '%s' is not a package", dotted,
                                  name);
    }
    if (strncmp(dotted, "torch.", 6) == 0)
        return error_raise_as(in, ERR_MODULE_NOT_FOUND,
                              "No module named '%s' in cst (torch.nn.functional, torch.cuda and torch.linalg are)",
                              dotted);
    return error_raise_as(in, ERR_MODULE_NOT_FOUND, "No module named '%s'", dotted);
}

void module_each_name(const Module *m, void (*visit)(const char *name, bool callable, void *ctx), void *ctx)
{
    for (size_t i = 0; i < m->nrows; i++) visit(m->rows[i].name, (m->rows[i].flags & BI_FUNC) != 0, ctx);
    for (const Module *const *s = m->subs; s && *s; s++) visit(last_part((*s)->name), false, ctx);
}

bool module_each_value(Interp *in, const Module *m, void (*visit)(const char *name, Value v, void *ctx), void *ctx)
{
    for (size_t i = 0; i < m->nrows; i++) {
        Value v;
        if (!row_value(in, &m->rows[i], &v)) return false;
        visit(m->rows[i].name, v, ctx);
        value_release(v);
    }
    for (const Module *const *s = m->subs; s && *s; s++) visit(last_part((*s)->name), module_value(*s), ctx);
    return true;
}

static bool bi_torch(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = module_value(&torch_m);
    return true;
}

static const Builtin rows[] = {
    {"torch", V_MODULE, BI_VALUE, bi_torch, "torch: the namespace of every builtin (torch.randn is randn), bound without an import"},
};

void module_register(void)
{
    torch_m = (Module){"torch", torch_rows, sizeof torch_rows / sizeof torch_rows[0], torch_subs, true, NULL};
    nn_m = (Module){"torch.nn", NULL, 0, nn_subs, false,
                    "modules with parameters are out of scope in cst; torch.nn.functional is there (cst(7), "
                    "PORTING FROM PYTORCH)"};
    functional_m = (Module){"torch.nn.functional", NULL, 0, NULL, false, NULL};
    functional_m.rows = functional_rows(&functional_m.nrows);
    cuda_m = (Module){"torch.cuda", cuda_rows, sizeof cuda_rows / sizeof cuda_rows[0], NULL, true, NULL};
    linalg_m = (Module){"torch.linalg", NULL, 0, NULL, false, NULL};
    linalg_m.rows = linalg_rows(&linalg_m.nrows);
    math_m = (Module){"math", NULL, 0, NULL, false, NULL};
    math_m.rows = math_module_rows(&math_m.nrows);
    time_m = (Module){"time", NULL, 0, NULL, false, NULL};
    time_m.rows = time_module_rows(&time_m.nrows);
    value_define_class(V_MODULE, &module_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
