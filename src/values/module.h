/* module.h: namespaces (V_MODULE) and what `import` finds.
 *
 * The modules are torch, torch.nn (its functional part only),
 * torch.nn.functional, torch.cuda, torch.accelerator (torch.cuda's stream
 * and device functions by their names there), torch.linalg, math and
 * time.  torch and torch.cuda name every global builtin (torch.randn is
 * randn, as the prefix always meant), plus their own rows and submodules;
 * `torch` is bound without an import so that existing programs run.  Each
 * module's own functions are builtins rows that are not globals
 * (BI_MODULE). */
#ifndef CST_MODULE_H
#define CST_MODULE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tensor/dispatch.h"
#include "values/builtins.h"
#include "values/value.h"

struct Module {
    const char *name;              /* "torch.nn.functional" */
    const char *shown;             /* how :help writes it: "F" */
    const Builtin *rows;           /* its own functions and constants */
    size_t nrows;
    const Module *const *subs;     /* submodules, NULL-terminated (or NULL) */
    bool builtins;                 /* every global builtin is an attribute too */
    /* Why an attribute it lacks is missing, when there is a reason worth
     * giving (torch.nn's modules with parameters); NULL: AttributeError. */
    const char *missing;
    /* rows and submodules by name (module.c's index_rows): an
     * open-addressing table of entries (0: an empty slot) and their
     * names' hashes */
    struct { uint32_t entry, hash; } *by_name;
    size_t by_name_mask;
    /* A name that only annotations use (typing.List, __future__.annotations):
     * subscripting it gives it back, so `Dict[str, Tensor]` evaluates. */
    bool form;
};

/* Defines the class, binds `torch` and adds the modules' rows (from
 * interp_new, after every module of global rows: torch.randn looks them up). */
void module_register(void);
/* `F.relu(input, inplace=False): help`, as :help shows a module's row. */
void module_help(const Module *m, const Builtin *row, Buf *out);

/* Whether v is what torch.no_grad() and torch.inference_mode() return: a
 * context that changes nothing (`with`), or a decorator returning its
 * function. */
bool module_is_grad_context(Value v);
/* Whether v is a typed legacy constructor (torch.FloatTensor,
 * torch.cuda.LongTensor): its dtype, and whether it is torch.cuda's. */
bool module_legacy_type(Value v, DType *dtype, bool *cuda);

/* `import NAME` for a dotted NAME: the module, or ModuleNotFoundError in
 * Python's words (numpy gets a sentence of its own). */
bool module_import(Interp *in, const char *dotted, Value *out);
/* Each attribute name a module has, for completion (the global builtins
 * of torch and torch.cuda not included). */
void module_each_name(const Module *m, void (*visit)(const char *name, bool callable, void *ctx), void *ctx);
/* `from m import *`: every own row and submodule, bound by visit (v borrowed). */
bool module_each_value(Interp *in, const Module *m, void (*visit)(const char *name, Value v, void *ctx), void *ctx);

/* The rows of math and time (math_module.c). */
const Builtin *math_module_rows(size_t *count);
const Builtin *time_module_rows(size_t *count);
/* The rows of torch.nn.functional and torch.linalg (functional.c). */
const Builtin *functional_rows(size_t *count);
const Builtin *linalg_rows(size_t *count);
/* Registers torch.'s own spellings of F.'s functions (torch.celu). */
void functional_register(void);
/* For functional_losses.c: r, or r copied into the input when the call
 * is in place (a row named NAME_, or its parameter inplace_at true; -1:
 * none; F.'s rows alone have one), which is then the result; and F.logsigmoid of a float x. */
bool functional_give(Interp *in, const Args *a, int inplace_at, Value r, Value *out);
/* op (ops.def) of the call's input 0 and rest, its other inputs and then
 * its float64 parameters, written into input 0 itself when the call is in
 * place (functional_give's rule): one kernel either way. */
bool functional_apply(Interp *in, const Args *a, OpCode op, const Operand *rest, int inplace_at, Value *out);
struct Work;
Value functional_logsigmoid(struct Work *w, Value x);
/* A loss's reduction into *red.  size_average and reduce, when either is
 * given, decide it by PyTorch's legacy rule; else anything but 'none',
 * 'mean' or 'sum' is PyTorch's ValueError, in the wording of get_enum or
 * (terse) of the losses PyTorch writes in Python. */
bool losses_reduction(Interp *in, Value size_average, Value reduce, Value reduction, bool terse, const char **red);

#endif
