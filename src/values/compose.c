/* compose.c: chains of builtins (compose.h). */
#include "values/compose.h"

#include "base/error.h"
#include <string.h>

#include "values/iter.h"
#include "values/tensor_value.h"

Work work_new(Interp *in, const Args *a)
{
    Work w;
    w.in = in;
    w.a = a;
    w.n = 0;
    w.ok = true;
    return w;
}

Value work_keep(Work *w, bool ok, Value v)
{
    if (!ok) {
        w->ok = false;
        return value_none();
    }
    if (w->n == WORK_MAX) {
        /* A chain longer than the table is a bug of its builtin: refuse
         * it rather than leak. */
        value_release(v);
        w->ok = error_raise(w->in, "internal error: %s composes too many steps", w->a->fn->name);
        return value_none();
    }
    w->v[w->n++] = v;
    return v;
}

Value work_call_kw(Work *w, const char *name, int n, const Value *v, int nkw, const char *const *kwn,
                   const Value *kw)
{
    Value r = value_none();
    if (!w->ok) return r;
    return work_keep(w, builtins_call_name(w->in, w->a, name, n, v, nkw, kwn, kw, &r), r);
}

Value work_call(Work *w, const char *name, int n, const Value *v)
{
    return work_call_kw(w, name, n, v, 0, NULL, NULL);
}

bool compose_torch_attr(Interp *in, const char *dotted, Value *fn)
{
    Args none = {0};
    Value at;
    if (!builtins_call(in, builtins_global("torch"), &none, &at)) return false;
    for (const char *part = dotted; part; part = strchr(part, '.') ? strchr(part, '.') + 1 : NULL) {
        char name[64];
        size_t len = strcspn(part, ".");
        if (len >= sizeof name) return error_raise(in, "internal error: torch.%s", dotted);
        memcpy(name, part, len);
        name[len] = '\0';
        Value next;
        bool ok = builtins_get_attr(in, at, name, &next);
        value_release(at);
        if (!ok) return false;
        at = next;
    }
    *fn = at;
    return true;
}

Value work_call_in(Work *w, const char *dotted, int n, const Value *v, int nkw, const char *const *kwn,
                   const Value *kw)
{
    Value f, r = value_none();
    if (!w->ok) return r;
    if (!compose_torch_attr(w->in, dotted, &f)) return work_keep(w, false, r);
    Span spans[BUILTINS_CALL_MAX];
    for (int i = 0; i < BUILTINS_CALL_MAX; i++) spans[i] = w->a->span;
    Args b = {.n = n, .v = v, .spans = spans, .nkw = nkw, .kw_names = kwn, .kw = kw, .kw_spans = spans,
              .span = w->a->span};
    bool ok = builtins_call(w->in, f.u.builtin, &b, &r);
    value_release(f);
    return work_keep(w, ok, r);
}

Value work_method(Work *w, Value self, const char *name, int n, const Value *v)
{
    Value r = value_none();
    if (!w->ok) return r;
    return work_keep(w, builtins_call_method(w->in, w->a, self, name, n, v, &r), r);
}

Value work_attr(Work *w, Value obj, const char *name)
{
    Value r = value_none();
    if (!w->ok) return r;
    return work_keep(w, builtins_get_attr(w->in, obj, name, &r), r);
}

Value work_binary(Work *w, Op op, Value x, Value y)
{
    Value r = value_none();
    if (!w->ok) return r;
    return work_keep(w, value_binary(w->in, op, x, y, &r), r);
}

Value work_op(Work *w, OpCode op, int n, const Value *v)
{
    Value r = value_none();
    Operand xs[3];
    if (!w->ok) return r;
    for (int i = 0; i < n; i++)
        if (!tensor_operand(v[i], &xs[i])) return work_keep(w, error_raise(w->in, "internal error: %s of a %s",
                                                                            op_name(op), value_type_name(v[i])), r);
    return work_keep(w, tensor_run(w->in, op, xs, n, &r), r);
}

bool work_done(Work *w, Value r, Value *out)
{
    if (w->ok) *out = value_retain(r);
    for (int i = 0; i < w->n; i++) value_release(w->v[i]);
    return w->ok;
}

bool work_give_tuple(Work *w, const char *name, const char *const *fields, size_t n, const Value *items, Value *out)
{
    Value kept[4], none;
    for (size_t i = 0; w->ok && i < n; i++) kept[i] = value_retain(items[i]);
    if (!work_done(w, value_none(), &none)) return false;
    *out = iter_return_tuple(name, fields, n, kept);
    return true;
}
