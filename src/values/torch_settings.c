/* torch_settings.c: torch's process-wide settings and small queries that
 * change no result in cst, kept so that a ported script's calls run and
 * read back what they set: set_num_threads, use_deterministic_algorithms
 * (cst's kernels are deterministic already), set_float32_matmul_precision
 * (cst's float32 matmuls are float32 throughout), and typename. */
#include "values/torch_settings.h"

#include <string.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/error.h"
#include "values/args.h"
#include "values/builtins.h"

static int num_threads;             /* 0: not set, the cores online */
static bool deterministic, deterministic_warn_only;
static const char *matmul_precision = "highest";

static bool x_set_num_threads(Interp *in, const Args *a, Value *out)
{
    Value n = a->p[0];
    if (n.kind != V_INT) return error_raise(in, "set_num_threads expects an int, but got %s", value_type_name(n));
    if (n.u.i <= 0 || n.u.i > INT32_MAX) return error_raise(in, "set_num_threads expects a positive integer");
    num_threads = (int)n.u.i;
    *out = value_none();
    return true;
}

static bool x_get_num_threads(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_int(num_threads ? num_threads : sysconf(_SC_NPROCESSORS_ONLN));
    return true;
}

static bool x_use_deterministic(Interp *in, const Args *a, Value *out)
{
    const char *names[] = {"mode", "warn_only"};
    for (int i = 0; i < 2; i++)
        if (a->p[i].kind != V_BOOL)
            return error_raise_as(in, ERR_TYPE, "_set_deterministic_algorithms(): argument '%s'%s must be bool, not %s",
                                  names[i], i ? "" : " (position 1)", value_type_name(a->p[i]));
    deterministic = a->p[0].u.b;
    deterministic_warn_only = a->p[1].u.b;
    *out = value_none();
    return true;
}

/* are_deterministic_algorithms_enabled (data 0), is_deterministic_algorithms_warn_only_enabled (1). */
static bool x_deterministic(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_bool(a->fn->data ? deterministic_warn_only : deterministic);
    return true;
}

/* A name PyTorch does not know leaves the setting as it was (PyTorch warns). */
static bool x_set_matmul_precision(Interp *in, const Args *a, Value *out)
{
    static const char *const known[] = {"highest", "high", "medium"};
    Value s = a->p[0];
    if (s.kind != V_STR)
        return error_raise(in, "set_float32_matmul_precision expects a str, but got %s", value_type_name(s));
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (strcmp(value_as_str(s)->data, known[i]) == 0) matmul_precision = known[i];
    *out = value_none();
    return true;
}

static bool x_get_matmul_precision(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_cstr(matmul_precision);
    return true;
}

/* typename(o): a tensor's type() ('torch.cuda.FloatTensor'), a module's
 * name, else the qualified name of o's class ('int', 'torch.dtype'). */
static bool x_typename(Interp *in, const Args *a, Value *out)
{
    Value o = a->p[0];
    if (o.kind == V_TENSOR) return builtins_call_method(in, a, o, "type", 0, NULL, out);
    if (o.kind == V_MODULE) return builtins_get_attr(in, o, "__name__", out);
    *out = value_cstr(value_class(o.kind)->qualname);
    return true;
}

#define MF (BI_FUNC | BI_MODULE)
static const Builtin rows[] = {
    {"set_num_threads", V_MODULE, MF, x_set_num_threads, "int", 0,
     "recorded for get_num_threads (cst's host kernels size their own pool)"},
    {"get_num_threads", V_MODULE, MF, x_get_num_threads, "", 0,
     "what set_num_threads recorded; the cores online until then"},
    {"use_deterministic_algorithms", V_MODULE, MF, x_use_deterministic, "mode, *, warn_only=False", 0,
     "recorded (cst's kernels are deterministic whatever it says)"},
    {"are_deterministic_algorithms_enabled", V_MODULE, MF, x_deterministic, "", 0,
     "the mode use_deterministic_algorithms recorded (False until then)"},
    {"is_deterministic_algorithms_warn_only_enabled", V_MODULE, MF, x_deterministic, "", 1,
     "the warn_only use_deterministic_algorithms recorded (False until then)"},
    {"set_float32_matmul_precision", V_MODULE, MF, x_set_matmul_precision, "precision", 0,
     "'highest', 'high' or 'medium', recorded (cst's float32 matmuls stay float32); another name changes nothing"},
    {"get_float32_matmul_precision", V_MODULE, MF, x_get_matmul_precision, "", 0,
     "what set_float32_matmul_precision recorded ('highest' until then)"},
    {"typename", V_MODULE, MF, x_typename, "obj", 0,
     "a tensor's type() ('torch.cuda.FloatTensor'), else the qualified name of obj's type"},
};

const Builtin *torch_settings_rows(size_t *count)
{
    *count = sizeof rows / sizeof rows[0];
    return rows;
}
