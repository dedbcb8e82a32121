/* eval.h: the tree-walking evaluator behind interp.h, and what values and
 * builtins need from it: raising errors, calling functions, formatting.
 *
 * Errors are values that travel up: a function that fails raises the error
 * here (a message, and later its location) and returns false; every caller
 * returns false in turn until the statement that caused it, where the
 * evaluator reports it.  An error raised without a location gets the span
 * of the innermost expression that sees it fail (the call for a builtin,
 * the whole expression with the caret on the operator for a binary
 * operator). */
#ifndef CST_EVAL_H
#define CST_EVAL_H

#include <stdbool.h>
#include <stddef.h>

#include "ast.h"
#include "builtins.h"
#include "interp.h"
#include "source.h"
#include "value.h"

Interp *eval_new(const Options *opts);
void eval_free(Interp *in);
/* Runs one parsed unit on the calling thread; takes ownership of src and
 * program.  Reports its error, if any, before returning. */
RunStatus eval_unit(Interp *in, Source *src, Node *program, unsigned flags);
int eval_exit_code(const Interp *in);
const Options *eval_options(const Interp *in);

/* Whether a name is a global variable or a builtin. */
bool eval_name_known(const Interp *in, const char *name);
/* Each global variable, in no particular order (for the REPL's :vars). */
void eval_each_global(const Interp *in, void (*visit)(const char *name, Value v, void *ctx), void *ctx);
/* The names a function body binds (assignment and loop targets, def and
 * declaration names), without looking into nested function bodies: Python's
 * rule for which names are local.  A name may be reported more than once. */
void eval_bound_names(const Node *body, void (*add)(const char *name, void *ctx), void *ctx);

/* What Python rejects before running anything ('break' outside loop,
 * 'return' outside function, bad parameter lists): reports each mistake,
 * returns how many. */
int eval_check_structure(const Source *src, const Node *program);

/* Raising errors: both always return false. */
bool eval_raise(Interp *in, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* An error at a span of the source being run. */
bool eval_raise_at(Interp *in, Span span, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* exit(code): unwinds like an error, and interp_run returns RUN_EXIT. */
bool eval_exit(Interp *in, int code);

/* Raises an error at span of src, with a note line after the message,
 * that stays the statement's error: callers that re-raise a failing
 * library call's message (as every builtin does) leave it as it is.  The
 * race checker's errors, which point at a variable, not at the call. */
bool eval_raise_final(Interp *in, const Source *src, Span span, const char *note, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* What the race checker (race.h) and the trace ask of the running
 * program.  The operation being applied now: the innermost call,
 * operator, index, attribute, truth test or augmented assignment whose
 * operands are evaluated, else the running statement; NULL before the
 * first statement.  *src gets the source it belongs to. */
const Node *eval_site(const Interp *in, const Source **src);
/* The same as a place that changes as the program runs, valid as long as
 * in: for the race checker, which looks at every device operation and
 * reads it without a call. */
typedef struct EvalSite {
    const Node *node;
    const Source *src;
} EvalSite;
const EvalSite *eval_site_ref(const Interp *in);
/* The first N_NAME under n, in source order, whose variable (of the
 * running function, else global) holds a value match accepts: how a
 * message names the tensor an operation went through.  NULL when none. */
const Node *eval_find_name(const Interp *in, const Node *n, bool (*match)(Value v, const void *ctx),
                           const void *ctx);

/* Calls any callable value (function, builtin, method, type). */
bool eval_call(Interp *in, Value callee, const Args *args, Value *out);
/* format(v, spec): what an f-string field {v:spec} appends. */
bool eval_format(Interp *in, Value v, const char *spec, size_t len, Buf *out);

#endif
