/* module.h: namespaces (V_MODULE) and what `import` finds.
 *
 * The modules are torch, torch.nn (its functional part only),
 * torch.nn.functional, torch.cuda, torch.linalg, math and time.  torch and
 * torch.cuda name every global builtin (torch.randn is randn, as the
 * prefix always meant), plus their own rows and submodules; `torch` is
 * bound without an import so that existing programs run.  Each module's
 * own functions are builtins rows that are not globals. */
#ifndef CST_MODULE_H
#define CST_MODULE_H

#include <stdbool.h>
#include <stddef.h>

#include "values/builtins.h"
#include "values/value.h"

struct Module {
    const char *name;              /* "torch.nn.functional" */
    const Builtin *rows;           /* its own functions and constants */
    size_t nrows;
    const Module *const *subs;     /* submodules, NULL-terminated (or NULL) */
    bool builtins;                 /* every global builtin is an attribute too */
    /* Why an attribute it lacks is missing, when there is a reason worth
     * giving (torch.nn's modules with parameters); NULL: AttributeError. */
    const char *missing;
};

/* Defines the class, binds `torch` (from interp_new). */
void module_register(void);

/* `import NAME` for a dotted NAME: the module, or ModuleNotFoundError in
 * Python's words (numpy gets a sentence of its own). */
bool module_import(Interp *in, const char *dotted, Value *out);
/* Each attribute name a module has, for completion (the global builtins
 * of torch and torch.cuda not included). */
void module_each_name(const Module *m, void (*visit)(const char *name, bool callable, void *ctx), void *ctx);
/* `from m import *`: every own row and submodule, bound by visit (v borrowed). */
bool module_each_value(Interp *in, const Module *m, void (*visit)(const char *name, Value v, void *ctx), void *ctx);

/* The global builtin row named name (what eval binds), or NULL: how
 * torch.NAME finds NAME, and how a module's function calls a tensor op. */
const Builtin *module_global_row(const char *name);

/* How functions written with other builtins call them: the global
 * builtin name with positional arguments v and keyword arguments
 * kw_names/kw (nkw may be 0), and self.name(v...) for a method of self's
 * kind; their errors are placed at the outer call a.  At most
 * MODULE_CALL_MAX arguments. */
enum { MODULE_CALL_MAX = 6 };
bool module_call(Interp *in, const Args *a, const char *name, int n, const Value *v, int nkw,
                 const char *const *kw_names, const Value *kw, Value *out);
bool module_method(Interp *in, const Args *a, Value self, const char *name, int n, const Value *v, Value *out);

/* The rows of math and time (math_module.c). */
const Builtin *math_module_rows(size_t *count);
const Builtin *time_module_rows(size_t *count);
/* The rows of torch.nn.functional and torch.linalg (functional.c). */
const Builtin *functional_rows(size_t *count);
const Builtin *linalg_rows(size_t *count);

#endif
