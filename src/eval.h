/* eval.h: the tree-walking evaluator behind interp.h, and what values and
 * builtins need from it: calling functions, formatting.  Errors are raised
 * through base/error.h. */
#ifndef CST_EVAL_H
#define CST_EVAL_H

#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"
#include "lang/ast.h"
#include "values/builtins.h"
#include "interp.h"
#include "base/source.h"
#include "values/value.h"

Interp *eval_new(const Options *opts);
void eval_free(Interp *in);
/* Runs one parsed unit on the calling thread; takes ownership of src and
 * program.  Reports its error, if any, before returning. */
RunStatus eval_unit(Interp *in, Source *src, Node *program, unsigned flags);
int eval_exit_code(const Interp *in);

/* Whether a name is a global variable or a builtin. */
bool eval_name_known(const Interp *in, const char *name);
/* Each global variable, in no particular order (for the REPL's :vars). */
void eval_each_global(const Interp *in, void (*visit)(const char *name, Value v, void *ctx), void *ctx);
/* The names a function body binds (assignment and loop targets, def and
 * declaration names), without looking into nested function bodies: Python's
 * rule for which names are local.  A name may be reported more than once. */
void eval_bound_names(const Node *body, void (*add)(const char *name, void *ctx), void *ctx);
/* The targets of the `:=` anywhere under n, nested functions left out. */
void eval_walrus_names(const Node *n, void (*add)(const char *name, void *ctx), void *ctx);

/* What Python rejects before running anything ('break' outside loop,
 * 'return' outside function, bad parameter lists): reports each mistake,
 * returns how many. */
int eval_check_structure(const Source *src, const Node *program);

/* What the race checker (race.h) and the trace ask of the running
 * program, through interp.c.  The operation being applied now: the
 * innermost call, operator, index, attribute, truth test or augmented
 * assignment whose operands are evaluated, else the running statement
 * (node NULL before the first statement), as a place that changes as the
 * program runs, valid as long as in: the race checker looks at every
 * device operation and reads it without a call. */
const Site *eval_site_ref(const Interp *in);
/* The first N_NAME under n, in source order, whose variable (of the
 * running function, else global) holds a value match accepts: how a
 * message names the tensor an operation went through.  NULL when none. */
const Node *eval_find_name(const Interp *in, const Node *n, bool (*match)(Value v, const void *ctx),
                           const void *ctx);

/* Calls any callable value (function, builtin, method, type). */
bool eval_call(Interp *in, Value callee, const Args *args, Value *out);

#endif
