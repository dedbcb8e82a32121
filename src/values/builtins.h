/* builtins.h: the one table of everything a program can name without
 * defining it: functions (print), types (int, list, Size), constants (nan,
 * argv, float32), and the methods and attributes of each kind of value
 * (xs.append, d.type).  Each row carries a one-line help text, which
 * `:help` and the man pages show.
 *
 * A builtin is called with its arguments already evaluated.  A method gets
 * its receiver as the first positional argument, so one C function can serve
 * both `sum(t)` and `t.sum()` (a row with BI_FUNC | BI_METHOD).  Values in
 * Args are borrowed; *out receives a new reference. */
#ifndef CST_BUILTINS_H
#define CST_BUILTINS_H

#include <stdbool.h>
#include <stddef.h>

#include "base/source.h"
#include "values/value.h"

typedef struct Args {
    const Builtin *fn;          /* the row being called */
    int n;                      /* positional arguments, a method's receiver first */
    const Value *v;
    const Span *spans;          /* where each positional argument is written */
    int nkw;                    /* keyword arguments */
    const char *const *kw_names;
    const Value *kw;
    const Span *kw_spans;
    Span span;                  /* the whole call */
} Args;

typedef bool (*BuiltinFn)(Interp *in, const Args *args, Value *out);

enum {
    BI_FUNC = 1,     /* a global function: print(x) */
    BI_METHOD = 2,   /* a method of `kind`: xs.append(1) */
    BI_ATTR = 4,     /* an attribute of `kind`: d.type (fn gets the receiver alone) */
    BI_TYPE = 8,     /* the global name of type `kind`; fn builds one (NULL: it cannot be built) */
    BI_VALUE = 16    /* a global constant: fn makes it once per interpreter */
};

struct Builtin {
    const char *name;
    ValueKind kind;             /* whose method, attribute or type; V_NONE for the rest */
    unsigned flags;
    BuiltinFn fn;
    const char *help;           /* one line: how it is called, what it does */
};

/* The script's arguments, which `argv` holds (interp_new, before the
 * table is first used). */
void builtins_configure(int argc, char **argv);
/* Adds a module's rows (tensors, streams, ...) to the table; each module's
 * registration runs from interp_new, before the table is first used.  The
 * rows must outlive the program. */
void builtins_register(const Builtin *rows, size_t count);
/* The whole table, for binding globals, :help and completion. */
const Builtin *builtins_table(size_t *count);
/* A method or attribute of a kind, or NULL. */
const Builtin *builtins_member(ValueKind kind, const char *name);
/* The BI_TYPE row naming a kind, or NULL. */
const Builtin *builtins_type(ValueKind kind);
/* "print", or "str.upper" for a method, as Python names them in messages. */
const char *builtins_display_name(const Builtin *fn, char *buf, size_t len);

/* Matches arguments to parameter names (NULL-terminated), Python-style:
 * positionals in order, then keywords by name.  out[] must hold the
 * defaults (borrowed) on entry; the first `required` parameters must be
 * given.  Errors: `round() takes at most 2 arguments (3 given)`,
 * `round() missing required argument 'number' (pos 1)`,
 * `round() got an unexpected keyword argument 'x'`. */
bool builtins_bind(Interp *in, const Args *a, const char *const *params, int required, Value *out);

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
