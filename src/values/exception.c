/* exception.c: exception classes and instances (exception.h), printing
 * and behaving as Python 3.11's. */
#include "values/exception.h"

#include <stdlib.h>
#include <string.h>

#include "values/builtins.h"

typedef struct Exc {
    Obj obj;
    ErrorClass cls;
    Value args;     /* a tuple */
} Exc;

static Exc *as_exc(Value v)
{
    return (Exc *)v.u.obj;
}

Value exception_new(ErrorClass cls, Value args)
{
    Exc *e = value_obj_new(sizeof *e);
    e->cls = cls;
    e->args = args;
    return value_from_obj(V_EXCEPTION, e);
}

Value exception_from_message(ErrorClass cls, const char *msg)
{
    Value args = value_list_new(V_TUPLE, 1);
    value_list_push(args, value_cstr(msg));
    return exception_new(cls, args);
}

ErrorClass exception_class(Value exc)
{
    return as_exc(exc)->cls;
}

Value exception_type(Value exc)
{
    return exception_class_value(as_exc(exc)->cls);
}

/* str(e): nothing, the one argument, or the tuple of them; a KeyError
 * shows its key's repr. */
static bool exc_str(Interp *in, Buf *out, Value v)
{
    Exc *e = as_exc(v);
    List *args = value_as_list(e->args);
    if (args->len == 0) return true;
    if (args->len == 1) {
        if (e->cls == ERR_KEY) return value_repr(in, out, args->items[0]);
        return value_to_text(in, out, args->items[0]);
    }
    return value_repr(in, out, e->args);
}

static bool exc_repr(Interp *in, Buf *out, Value v)
{
    Exc *e = as_exc(v);
    const char *name = error_class_name(e->cls), *dot = strrchr(name, '.');
    buf_puts(out, dot ? dot + 1 : name);
    List *args = value_as_list(e->args);
    if (args->len == 1) {
        buf_putc(out, '(');
        bool ok = value_repr(in, out, args->items[0]);
        buf_putc(out, ')');
        return ok;
    }
    if (args->len == 0) {
        buf_puts(out, "()");
        return true;
    }
    return value_repr(in, out, e->args);
}

static void exc_free(Obj *obj)
{
    Exc *e = (Exc *)obj;
    value_release(e->args);
    free(e);
}

static size_t exc_take(Value v, Value **out)
{
    Exc *e = as_exc(v);
    *out = xmalloc(sizeof **out);
    (*out)[0] = e->args;
    e->args = value_list_new(V_TUPLE, 0);
    return 1;
}

static bool exc_getattr(Interp *in, Value v, const char *name, Value *out, bool *found)
{
    (void)in;
    *found = true;
    if (strcmp(name, "args") == 0) {
        *out = value_retain(as_exc(v)->args);
    } else if (strcmp(name, "__class__") == 0) {
        *out = exception_type(v);
    } else {
        *found = false;
    }
    return true;
}

static const ValueClass exc_class = {
    .name = "Exception", .qualname = "Exception", .free = exc_free, .repr = exc_repr, .str = exc_str,
    .take_children = exc_take, .getattr = exc_getattr, .type = exception_type,
};

/* ------------------------------------------------------------ classes */

static bool type_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    buf_printf(out, "<class '%s'>", error_class_name((ErrorClass)v.u.i));
    return true;
}

static bool type_call(Interp *in, Value v, const Args *a, Value *out)
{
    const char *name = error_class_name((ErrorClass)v.u.i);
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "%s() takes no keyword arguments", name);
    Value args = value_list_new(V_TUPLE, (size_t)a->n);
    for (int i = 0; i < a->n; i++) value_list_push(args, value_retain(a->v[i]));
    *out = exception_new((ErrorClass)v.u.i, args);
    return true;
}

static bool type_getattr(Interp *in, Value v, const char *name, Value *out, bool *found)
{
    (void)in;
    *found = strcmp(name, "__name__") == 0;
    if (*found) {
        const char *full = error_class_name((ErrorClass)v.u.i), *dot = strrchr(full, '.');
        *out = value_cstr(dot ? dot + 1 : full);
    }
    return true;
}

static bool type_hash(Interp *in, Value v, uint64_t *out)
{
    (void)in;
    *out = (uint64_t)v.u.i * 0x9E3779B97F4A7C15ULL >> 5;
    return true;
}

static const ValueClass type_class = {
    .name = "type", .qualname = "type", .repr = type_repr, .call = type_call, .getattr = type_getattr,
    .hash = type_hash,
};

static void release_payload(void *payload)
{
    value_release(value_from_obj(V_EXCEPTION, payload));
}

bool exception_raise(Interp *in, Value exc)
{
    if (exc.kind == V_EXC_TYPE) {
        Value inst = exception_new((ErrorClass)exc.u.i, value_list_new(V_TUPLE, 0));
        bool ok = exception_raise(in, inst);
        value_release(inst);
        return ok;
    }
    if (exc.kind != V_EXCEPTION) return error_raise_as(in, ERR_TYPE, "exceptions must derive from BaseException");
    Buf b = BUF_INIT;
    if (!exc_str(in, &b, exc)) {
        buf_free(&b);
        return false;
    }
    error_raise_as(in, as_exc(exc)->cls, "%s", buf_cstr(&b));
    buf_free(&b);
    Raised *r = error_raised(in);
    if (r->final) return false;
    r->named = true;
    r->payload = value_retain(exc).u.obj;
    r->payload_release = release_payload;
    return false;
}

Value exception_pending(Interp *in)
{
    Raised *r = error_raised(in);
    if (r->payload && r->payload_release == release_payload) return value_retain(value_from_obj(V_EXCEPTION, r->payload));
    return exception_from_message(r->cls, r->msg ? r->msg : "");
}

bool exception_matches(Interp *in, ErrorClass raised, Value cls, bool *out)
{
    if (cls.kind == V_EXC_TYPE) {
        *out = *out || error_class_is(raised, (ErrorClass)cls.u.i);
        return true;
    }
    if (cls.kind == V_TUPLE) {
        List *l = value_as_list(cls);
        for (size_t i = 0; i < l->len; i++)
            if (!exception_matches(in, raised, l->items[i], out)) return false;
        return true;
    }
    return error_raise_as(in, ERR_TYPE, "catching classes that do not inherit from BaseException is not allowed");
}

/* ------------------------------------------------------------- table */

/* Each class's name: the ErrorClass in data. */
static bool bi_class(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = exception_class_value((ErrorClass)a->fn->data);
    return true;
}

static const Builtin rows[] = {
    {"BaseException", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_BASE_EXCEPTION, "the root of every exception class"},
    {"Exception", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_EXCEPTION,
     "what every error a program can catch derives from"},
    {"RuntimeError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_RUNTIME, "PyTorch's error for shapes, dtypes and CUDA"},
    {"TypeError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_TYPE, "an argument of the wrong type"},
    {"ValueError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_VALUE, "an argument of the right type but a wrong value"},
    {"ArithmeticError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_ARITHMETIC, "ZeroDivisionError and OverflowError"},
    {"ZeroDivisionError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_ZERO_DIVISION, "division or modulo by zero"},
    {"OverflowError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_OVERFLOW, "a result too large (ints are 64-bit)"},
    {"LookupError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_LOOKUP, "IndexError and KeyError"},
    {"IndexError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_INDEX, "an index or dimension out of range"},
    {"KeyError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_KEY, "a dict key that is absent"},
    {"NameError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_NAME, "a name that is not defined"},
    {"UnboundLocalError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_UNBOUND_LOCAL, "a local read before it is set"},
    {"AttributeError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_ATTRIBUTE, "no attribute of that name"},
    {"AssertionError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_ASSERTION, "a failed assert"},
    {"NotImplementedError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_NOT_IMPLEMENTED,
     "a RuntimeError for what is not there"},
    {"RecursionError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_RECURSION, "calls nested too deep"},
    {"ImportError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_IMPORT, "an import that failed"},
    {"ModuleNotFoundError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_MODULE_NOT_FOUND, "no module of that name"},
    {"StopIteration", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_STOP_ITERATION, "next() of an exhausted iterator"},
    {"MemoryError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_MEMORY, "a host allocation that failed"},
    {"OutOfMemoryError", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_OUT_OF_MEMORY,
     "torch.cuda's, a device allocation that failed"},
    {"KeyboardInterrupt", V_EXC_TYPE, BI_VALUE, bi_class, NULL, ERR_KEYBOARD_INTERRUPT, "Ctrl-C"},
};

void exception_register(void)
{
    value_define_class(V_EXCEPTION, &exc_class);
    value_define_class(V_EXC_TYPE, &type_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
