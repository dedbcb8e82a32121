/* eval_internal.h: what the two halves of the evaluator share: eval.c
 * (scopes, calls, the core expressions and statements) and eval_py.c
 * (comprehensions and generators, lambdas and closures, exceptions,
 * imports, del, the context of `with`, star arguments).  Not for any
 * other file: the rest of cst sees eval.h. */
#ifndef CST_EVAL_INTERNAL_H
#define CST_EVAL_INTERNAL_H

#include "eval.h"

typedef enum Flow { FLOW_NEXT, FLOW_BREAK, FLOW_CONTINUE, FLOW_RETURN, FLOW_ERROR } Flow;

typedef struct Entry {
    char *name;          /* owned; NULL for an empty slot */
    Value value;
} Entry;

/* A name -> value map (open addressing, never shrinks). */
typedef struct Scope {
    Entry *slots;
    size_t cap, len;
} Scope;

typedef struct Frame {
    Func *fn;
    Value *slots;        /* fn->nlocals values */
    bool *bound;         /* whether each slot holds a value yet */
} Frame;

/* The variables of a comprehension (its targets) or of a generator (its
 * targets and what it captured), innermost first: Python 3 gives each its
 * own scope, so they neither leak out nor are seen by called functions. */
typedef struct CompScope {
    struct CompScope *up;
    int n;
    const char **names;  /* point into the syntax tree */
    Value *values;
    bool *bound;
} CompScope;

struct Interp {
    Raised raised;             /* first: error.h raises through an Interp */
    Options opts;
    Scope globals;
    Scope builtins;
    Frame *frame;              /* the running function, NULL at top level */
    CompScope *comp;           /* the running comprehension's variables, or NULL */
    int depth;                 /* user function calls in progress */
    uint64_t steps;            /* statements run by this unit (opts.max_steps) */
    unsigned flags;            /* RUN_ECHO */
    Value retval;              /* what a `return` carries up */
    Value handling;            /* the exception an `except` block handles (bare `raise`), or None */

    /* The operation being applied and the statement running (eval_site). */
    Site site;
    const Node *stmt;

    /* Every unit run so far: functions point into their trees. */
    Source **units_src;
    Node **units_prog;
    size_t nunits, capunits;
};

/* eval.c, for eval_py.c */
bool ev_eval(Interp *in, const Node *n, Value *out);
Flow ev_exec_block(Interp *in, const Node *block);
bool ev_assign(Interp *in, const Node *target, Value v);
bool ev_load_name(Interp *in, const char *name, Value *out);
void ev_store_name(Interp *in, const char *name, Value v);
/* Unbinds a name of the running scope: false (after NameError) if unbound. */
bool ev_delete_name(Interp *in, const char *name);
/* The value of a name bound in the running function or comprehension,
 * without raising: NULL if it is none of theirs (a global, or unbound); a
 * variable `nonlocal` shares gives its cell. */
const Value *ev_peek_local(const Interp *in, const char *name);
/* n is the operation about to be applied (eval_site). */
void ev_at(Interp *in, const Node *n);
/* The slot of a function's local name, or -1. */
int ev_local_slot(const Func *fn, const char *name);

/* eval_py.c, for eval.c */
/* The function value of an N_DEF or N_LAMBDA: defaults evaluated, locals
 * known, what it reads of the enclosing scope captured. */
bool ev_make_function(Interp *in, const Node *def, Value *out);
/* Binds a call's arguments to fn's parameters, Python's way (slots and
 * bound: fn->nlocals each). */
bool ev_bind_params(Interp *in, const Func *fn, const Args *a, Value *slots, bool *bound);
/* The name a call error gives fn: its qualified name ("outer.<locals>.inner"). */
const char *ev_func_qualname(const Func *fn);
/* A comparison, chained or not: *right is its right operand (a reference). */
bool ev_compare(Interp *in, const Node *n, Value *out, Value *right);
bool ev_comprehension(Interp *in, const Node *n, Value *out);
bool ev_lambda(Interp *in, const Node *n, Value *out);
bool ev_dict(Interp *in, const Node *n, Value *out);
bool ev_set(Interp *in, const Node *n, Value *out);
/* Makes fn (a def or lambda) capture what its body reads of the running
 * function's and comprehensions' variables. */
void ev_capture(Interp *in, Func *fn);
/* The arguments of a call of fn with *xs or **d among them, evaluated and
 * spread (fn only names a script's function in a bad *'s error);
 * args_free releases what it holds. */
typedef struct CallArgs {
    int n, nkw;
    Value *v, *kw;
    Span *spans, *kw_spans;
    const char **kw_names;
    Value keep;                /* a list of the dicts whose keys name keywords */
} CallArgs;
bool ev_spread_args(Interp *in, const Node *call, Value fn, CallArgs *out);
void ev_args_free(CallArgs *a);
Flow ev_try(Interp *in, const Node *s);
Flow ev_raise(Interp *in, const Node *s);
Flow ev_assert(Interp *in, const Node *s);
Flow ev_del(Interp *in, const Node *s);
Flow ev_import(Interp *in, const Node *s);
/* `with EXPR`: what a stream, a device or None means; `as NAME` binds. */
Flow ev_with_value(Interp *in, const Node *s);
/* `graph g { }` */
Flow ev_with_graph(Interp *in, const Node *s);
/* The names a `global` statement in body declares (not in nested defs). */
void ev_globals_of(const Node *body, void (*add)(const char *name, void *ctx), void *ctx);
/* Makes the slots of f that nested defs declare nonlocal cells (a call's start). */
void ev_open_cells(Frame *f);
/* Likewise the names its `nonlocal` statements declare. */
void ev_nonlocals_of(const Node *body, void (*add)(const char *name, void *ctx), void *ctx);

#endif
