/* compose.h: builtins written as chains of other builtins (nn.c,
 * tensor_search.c).  A Work holds a chain's intermediate values: each
 * step's result is kept and released by work_done; once a step fails the
 * later ones do nothing and return None, so a chain reads straight and is
 * checked once, its errors placed at the outer call. */
#ifndef CST_COMPOSE_H
#define CST_COMPOSE_H

#include <stdbool.h>

#include "lang/ast.h"
#include "ops.h"
#include "values/builtins.h"

enum { WORK_MAX = 96 };
typedef struct Work {
    Interp *in;
    const Args *a;
    Value v[WORK_MAX];
    int n;
    bool ok;
} Work;

Work work_new(Interp *in, const Args *a);
/* v, the result of a step that succeeded when ok, kept for work_done. */
Value work_keep(Work *w, bool ok, Value v);
/* The global builtin name(v..., kw...). */
Value work_call_kw(Work *w, const char *name, int n, const Value *v, int nkw, const char *const *kwn,
                   const Value *kw);
Value work_call(Work *w, const char *name, int n, const Value *v);
/* torch.DOTTED(v..., kw...) for a function of a torch module:
 * work_call_in(w, "linalg.solve", ...). */
Value work_call_in(Work *w, const char *dotted, int n, const Value *v, int nkw, const char *const *kwn,
                   const Value *kw);
/* *fn = torch.DOTTED ("nn.functional.relu"), found by attribute from the
 * global torch. */
bool compose_torch_attr(Interp *in, const char *dotted, Value *fn);
/* self.name(v...) */
Value work_method(Work *w, Value self, const char *name, int n, const Value *v);
/* obj.name */
Value work_attr(Work *w, Value obj, const char *name);
/* x op y, as the operator */
Value work_binary(Work *w, Op op, Value x, Value y);
/* ops.def's elementwise op over the n tensors and numbers v, broadcast
 * (one with no builtin of its own: muladd) */
Value work_op(Work *w, OpCode op, int n, const Value *v);
/* *out = r (a new reference) if every step succeeded; the steps released. */
bool work_done(Work *w, Value r, Value *out);
/* work_done with a torch.return_types.NAME of the chain's values
 * items[0..n) (n <= 4) named fields[i]. */
bool work_give_tuple(Work *w, const char *name, const char *const *fields, size_t n, const Value *items, Value *out);

#endif
