/* builtins.h: the one table of everything a program can name without
 * defining it: functions (print), types (int, list, Size), constants (nan,
 * argv, float32), and the methods and attributes of each kind of value
 * (xs.append, d.type).
 *
 * A row is a plain initializer, {name, kind, flags, fn, params, data,
 * help}: params is the parameter list in Python's syntax (signature.h),
 * parsed once when the table is built; `:help` shows `name(params): help`
 * and the REPL completes keyword names from it.  data tells the function
 * which row called it (an OpCode, a DType, a field), so that one function
 * serves many rows and none reads its own name.
 *
 * builtins_call binds a call's arguments to the row's parameters before
 * the function runs: it finds them in Args.p, one value per parameter,
 * defaults filled in.  A method gets its receiver first, so one C function
 * serves both `sum(t)` and `t.sum()` (a row with BI_FUNC | BI_METHOD, whose
 * params name the receiver "input"); a method-only row does not write its
 * receiver.  A BI_RAW row reads its arguments as written instead (Args.v,
 * Args.kw), for messages no generic binder gives (print's, isinstance's);
 * its params are still the one signature :help shows.  Values in Args are
 * borrowed; *out receives a new reference. */
#ifndef CST_BUILTINS_H
#define CST_BUILTINS_H

#include <stdbool.h>
#include <stddef.h>

#include "base/source.h"
#include "values/signature.h"
#include "values/value.h"

typedef struct Args {
    const Builtin *fn;          /* the row being called */
    /* the call as written */
    int n;                      /* positional arguments, a method's receiver first */
    const Value *v;
    const Span *spans;          /* where each positional argument is written */
    int nkw;                    /* keyword arguments */
    const char *const *kw_names;
    const Value *kw;
    const Span *kw_spans;
    Span span;                  /* the whole call */
    bool method;                /* t.f(...): v[0] is the receiver, which PyTorch's positions leave out */
    /* bound by builtins_call: one per parameter of fn (an attribute's:
     * its receiver), defaults filled in; NULL for a BI_RAW row */
    const Value *p;
    const Span *at;             /* where each was written (the call, for a default) */
    unsigned long given;        /* bit i: parameter i was written in the call */
} Args;

typedef bool (*BuiltinFn)(Interp *in, const Args *args, Value *out);

enum {
    BI_FUNC = 1,     /* a global function: print(x) */
    BI_METHOD = 2,   /* a method of `kind`: xs.append(1) */
    BI_ATTR = 4,     /* an attribute of `kind`: d.type (fn gets the receiver alone) */
    BI_TYPE = 8,     /* the global name of type `kind`; fn builds one (NULL: it cannot be built) */
    BI_VALUE = 16,   /* a global constant: fn makes it once per interpreter */
    BI_RAW = 32,     /* fn reads the call as written; builtins_bind binds it on demand */
    BI_MODULE = 64,  /* a name of a module's own (module.h: math.sqrt), with BI_FUNC or BI_VALUE */
    BI_STATIC = 128, /* an attribute of type `kind` and of its values, called without a
                        receiver, as a static method (dict.fromkeys()); with BI_FUNC also a
                        global name (priority_range()) */
    BI_TORCH = 256,  /* a torch function that is not a tensor's (a factory, can_cast) whose
                        argument errors are still PyTorch's parser's, as a tensor function's are */
    BI_PYTHON = 512, /* an F function PyTorch writes in Python: its keywords are its own names,
                        without its parser's NumPy ones (axis for dim) */
    BI_PY_METHOD = 1024 /* a tensor row whose method torch/_tensor.py writes in Python
                           (t.split, t.unflatten): a method call's argument errors are
                           CPython's, naming Tensor.NAME */
};

struct Builtin {
    const char *name;
    ValueKind kind;             /* whose method, attribute or type; V_NONE for the rest */
    unsigned flags;
    BuiltinFn fn;
    const char *params;         /* "input, dim=None"; NULL for what is not called */
    int data;                   /* for fn: which of its rows this is */
    const char *help;           /* one line: what it does */
};

/* Whether a row is a global name (print, int, nan), as the evaluator binds them. */
static inline bool builtins_is_global(const Builtin *row)
{
    return (row->flags & (BI_FUNC | BI_TYPE | BI_VALUE)) && !(row->flags & BI_MODULE);
}

/* The script's arguments, which `argv` holds (interp_new, before the
 * table is first used). */
void builtins_configure(int argc, char **argv);
/* Adds a module's rows (tensors, streams, ...) to the table; each module's
 * registration runs from interp_new, before the table is first used.  The
 * rows must outlive the program. */
void builtins_register(const Builtin *rows, size_t count);
/* Marks rows of module functions (torch.nn.functional, torch.linalg) as
 * PyTorch's, whose argument errors are its parser's, as every tensor
 * function's and method's are (signature_bind); the parser names them
 * prefix + name (linalg_inv), prefix NULL for the name alone. */
void builtins_mark_torch(const Builtin *rows, size_t count, const char *prefix);
/* The name PyTorch's parser gives fn in its errors, into buf when it is
 * not fn's own: linalg_inv() for torch.linalg.inv. */
const char *builtins_parser_name(const Builtin *fn, char *buf, size_t len);
/* The whole table, for binding globals, :help and completion. */
const Builtin *builtins_table(size_t *count);
/* A method or attribute of a kind, or NULL. */
const Builtin *builtins_member(ValueKind kind, const char *name);
/* The BI_TYPE row naming a kind, or NULL. */
const Builtin *builtins_type(ValueKind kind);
/* "print", or "str.upper" for a method, as Python names them in messages. */
const char *builtins_display_name(const Builtin *fn, char *buf, size_t len);
/* The parsed params of a row of the table. */
const Signature *builtins_signature(const Builtin *row);
/* `name(params): help`, `xs.append(x): help` or `d.type: help`, as :help
 * shows a row. */
void builtins_help(const Builtin *row, Buf *out);

/* Calls row with the arguments call holds (call->fn is ignored): binds
 * them first unless the row is BI_RAW. */
bool builtins_call(Interp *in, const Builtin *row, const Args *call, Value *out);
/* For a BI_RAW row: binds a's arguments to its params, as builtins_call
 * would have (signature_bind; a `*NAME` tuple in p is the caller's);
 * given (or NULL) gets Args.given's bits. */
bool builtins_bind(Interp *in, const Args *a, Value *p, Span *at, unsigned long *given);
/* The binder's error for parameter i of a's row not given: for a `*NAME`
 * that must not be empty, `zeros() missing required argument 'size' (pos 1)`. */
bool builtins_missing(Interp *in, const Args *a, int i);

/* obj.name: a class's getattr hook (value.h), then the rows of its kind
 * (an attribute, or a method bound to obj); AttributeError as Python
 * words it otherwise. */
bool builtins_get_attr(Interp *in, Value obj, const char *name, Value *out);

/* The global row named name (the first of that name, as the evaluator
 * binds them), or NULL: how torch.NAME and the REPL find NAME. */
const Builtin *builtins_global(const char *name);
/* How builtins written with other builtins call them: the global name
 * with positional arguments v and keyword arguments kw_names/kw (nkw may
 * be 0), and self.name(v...) for a method of self's kind; their errors
 * are placed at the outer call a.  At most BUILTINS_CALL_MAX arguments. */
enum { BUILTINS_CALL_MAX = 6 };
/* f(input=t, k=v, ...) as t.f(k=v, ...): keyword argument input_at made
 * the receiver of method m. */
bool builtins_call_as_method(Interp *in, const Builtin *m, const Args *a, int input_at, Value *out);
bool builtins_call_name(Interp *in, const Args *a, const char *name, int n, const Value *v, int nkw,
                        const char *const *kw_names, const Value *kw, Value *out);
bool builtins_call_method(Interp *in, const Args *a, Value self, const char *name, int n, const Value *v,
                          Value *out);

/* Raises "WHAT must be str, not T" unless v is a str. */
bool builtins_need_str(Interp *in, Value v, const char *what);

/* Python's whitespace, for one ASCII byte (int(' 1 '), str.split()). */
static inline bool builtins_is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Where print() and the REPL's echo write: standard output. */
void builtins_write(const char *s, size_t n);

#endif
