/* module.c: the namespaces and `import` (module.h). */
#include "values/module.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "values/args.h"
#include "values/dict.h"
#include "values/functional_layers.h"
#include "values/functional_losses.h"
#include "values/functional_sample.h"
#include "values/functional_volume.h"
#include "values/generator_value.h"
#include "values/linalg.h"
#include "values/nn.h"
#include "values/nn_init.h"
#include "values/overloads.h"
#include "values/tensor_compose.h"
#include "values/tensor_create.h"
#include "values/tensor_methods.h"
#include "values/tensor_numeric.h"
#include "values/torch_settings.h"

/* The value a row names: a type, a constant (made now), or the function. */
static bool row_value(Interp *in, const Builtin *r, Value *out)
{
    if (r->flags & BI_TYPE) {
        *out = value_type(r->kind);
        return true;
    }
    if (r->flags & BI_VALUE) {
        Args a = {0};
        return builtins_call(in, r, &a, out);
    }
    *out = value_builtin(r);
    return true;
}

/* -------------------------------------------------------- the modules */

/* torch's own rows: no_grad() and its kin (autograd is out of scope:
 * every tensor is as if under no_grad), and constants. */

/* The context no_grad() returns, called as a decorator: PyTorch's
 * _DecoratorContextManager.__call__(orig_func), which here returns the
 * function as it is. */
static bool grad_context_call(Interp *in, const Args *a, Value *out)
{
    static const char *const self = "_DecoratorContextManager.__call__()";
    if (a->nkw > 0)
        return error_raise_as(in, ERR_TYPE, "%s got an unexpected keyword argument '%s'", self, a->kw_names[0]);
    if (a->n == 0)
        return error_raise_as(in, ERR_TYPE, "%s missing 1 required positional argument: 'orig_func'", self);
    if (a->n > 1)
        return error_raise_as(in, ERR_TYPE, "%s takes 2 positional arguments but %d were given", self, a->n + 1);
    *out = value_retain(a->v[0]);
    return true;
}

static const Builtin grad_context = {"no_grad", V_NONE, BI_RAW, grad_context_call, NULL, 0,
                                     "a context that changes nothing, or a decorator that returns its function"};

bool module_is_grad_context(Value v)
{
    return v.kind == V_BUILTIN && v.u.builtin == &grad_context;
}

static bool bi_no_grad(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_builtin(&grad_context);
    return true;
}

static bool bi_set_grad_enabled(Interp *in, const Args *a, Value *out)
{
    bool on;
    if (!value_truth(in, a->p[0], &on)) return false;
    if (on) return error_raise(in, "set_grad_enabled(True): autograd is out of scope in cst");
    *out = value_none();
    return true;
}

static bool bi_is_grad_enabled(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_bool(false);
    return true;
}

/* pi and e: which in data. */
enum { CONST_PI, CONST_E };

static bool bi_const(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_float(a->fn->data == CONST_PI ? 3.141592653589793 : 2.718281828459045);
    return true;
}

/* torch.float, torch.int, torch.bool, torch.short: dtypes (the DType in
 * data), where the bare names are Python's types. */
static bool bi_dtype_alias(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_dtype((DType)a->fn->data);
    return true;
}

/* torch.Event(device=None, *, enable_timing=False, blocking=False,
 * interprocess=False): torch.cuda.Event's flags after a device, of which
 * PyTorch keeps the type only (the event takes its device when recorded). */
static bool bi_torch_event(Interp *in, const Args *a, Value *out)
{
    int dev;
    if (a->p[0].kind != V_NONE && !args_to_device(in, "Event", a->p[0], &dev)) return false;
    if (a->p[0].kind != V_NONE && dev < 0)
        return error_raise(in, "torch.Event(device='cpu'): cst's events are CUDA events");
    static const char *const names[] = {"enable_timing", "blocking", "interprocess"};
    return builtins_call_name(in, a, "Event", 0, NULL, 3, names, a->p + 1, out);
}

/* torch.FloatTensor(...) and torch.cuda.FloatTensor(...): the dtype in data. */
static bool bi_legacy_host(Interp *in, const Args *a, Value *out)
{
    return tensor_create_legacy(in, a, (DType)a->fn->data, false, out);
}

static bool bi_legacy_cuda(Interp *in, const Args *a, Value *out)
{
    return tensor_create_legacy(in, a, (DType)a->fn->data, true, out);
}

bool module_legacy_type(Value v, DType *dtype, bool *cuda)
{
    if (v.kind != V_BUILTIN || (v.u.builtin->fn != bi_legacy_host && v.u.builtin->fn != bi_legacy_cuda))
        return false;
    *dtype = (DType)v.u.builtin->data;
    *cuda = v.u.builtin->fn == bi_legacy_cuda;
    return true;
}

#define MF (BI_FUNC | BI_MODULE)
#define MV (BI_VALUE | BI_MODULE)

/* PyTorch's typed legacy constructors, one row per dtype, of torch (fn
 * bi_legacy_host) or torch.cuda (bi_legacy_cuda). */
#define LEGACY_ROWS(fn, where)                                                                       \
    {"FloatTensor", V_MODULE, MF, fn, "*args, device=None", DT_FLOAT32, "a float32 tensor " where},  \
    {"DoubleTensor", V_MODULE, MF, fn, "*args, device=None", DT_FLOAT64, "a float64 tensor " where}, \
    {"HalfTensor", V_MODULE, MF, fn, "*args, device=None", DT_FLOAT16, "a float16 tensor " where},   \
    {"BFloat16Tensor", V_MODULE, MF, fn, "*args, device=None", DT_BFLOAT16,                          \
     "a bfloat16 tensor " where},                                                                    \
    {"ByteTensor", V_MODULE, MF, fn, "*args, device=None", DT_UINT8, "a uint8 tensor " where},       \
    {"CharTensor", V_MODULE, MF, fn, "*args, device=None", DT_INT8, "an int8 tensor " where},        \
    {"ShortTensor", V_MODULE, MF, fn, "*args, device=None", DT_INT16, "an int16 tensor " where},     \
    {"IntTensor", V_MODULE, MF, fn, "*args, device=None", DT_INT32, "an int32 tensor " where},       \
    {"LongTensor", V_MODULE, MF, fn, "*args, device=None", DT_INT64, "an int64 tensor " where},      \
    {"BoolTensor", V_MODULE, MF, fn, "*args, device=None", DT_BOOL, "a bool tensor " where}

/* torch.sum, torch.abs and the rest whose global name is also Python's
 * builtin (sum([1, 2]), abs(-1), pow(2, 10)): under torch the tensor
 * function alone, checked against PyTorch's overloads and the row's own
 * parameters, so torch.sum([1, 2]) is PyTorch's TypeError and
 * torch.sum(a=t) NumPy's keyword.  The rows that are methods alone (t.sum)
 * then take the input as their receiver. */
static bool bi_torch_tensor_fn(Interp *in, const Args *a, Value *out)
{
    Value p[SIGNATURE_MAX];
    Span at[SIGNATURE_MAX];
    unsigned long given;
    const char *name = a->fn->name;
    if (!overloads_check(in, a, true) || !builtins_bind(in, a, p, at, &given)) return false;
    const Builtin *t = builtins_member(V_TENSOR, name);
    if (t->flags & BI_FUNC) return builtins_call(in, t, a, out);
    if (p[0].kind != V_TENSOR)
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'input'%s must be Tensor, not %s", name,
                              a->n ? " (position 1)" : "", value_type_name(p[0]));
    /* The input by keyword (input=, or NumPy's x=, a=, x1=) is the one
     * keyword the binding found it under. */
    for (int k = 0; !a->n && k < a->nkw; k++)
        if (a->kw[k].kind == V_TENSOR && value_as_tensor(a->kw[k]) == value_as_tensor(p[0]) &&
            (strcmp(a->kw_names[k], "input") == 0 || strcmp(a->kw_names[k], "x") == 0 ||
             strcmp(a->kw_names[k], "a") == 0 || strcmp(a->kw_names[k], "x1") == 0))
            return builtins_call_as_method(in, t, a, k, out);
    return builtins_call(in, t, a, out);
}

#define TORCH_FN(name, params, help) {name, V_MODULE, MF | BI_RAW | BI_TORCH, bi_torch_tensor_fn, params, 0, help}

static const Builtin torch_rows[] = {
    TORCH_FN("abs", "input, *, out=None", "the absolute value of each element"),
    TORCH_FN("pow", "input|self, exponent, *, out=None", "input ** exponent (a number input too)"),
    TORCH_FN("round", "input, *, decimals=0, out=None", "each element rounded half to even"),
    TORCH_FN("sum", "input, dim=None, keepdim=False, *, dtype=None, out=None",
             "input.sum(dim, keepdim, dtype=dtype)"),
    TORCH_FN("any", "input, dim=None, keepdim=False, *, out=None", "input.any(dim, keepdim)"),
    TORCH_FN("all", "input, dim=None, keepdim=False, *, out=None", "input.all(dim, keepdim)"),
    TORCH_FN("max", "input, dim=None, keepdim=False, *, other=None, out=None",
             "input.max(), input.max(dim, keepdim) or maximum(input, other)"),
    TORCH_FN("min", "input, dim=None, keepdim=False, *, other=None, out=None",
             "input.min(), input.min(dim, keepdim) or minimum(input, other)"),
    {"range", V_MODULE, MF | BI_TORCH, tensor_create_range,
     "start, end, step=1, *, dtype=None, device=None, requires_grad=False, pin_memory=False, out=None", 0,
     "deprecated: start, start+step, ... up to end included (float32 unless dtype=)"},
    {"float", V_MODULE, MV, bi_dtype_alias, NULL, DT_FLOAT32, "float32"},
    {"int", V_MODULE, MV, bi_dtype_alias, NULL, DT_INT32, "int32"},
    {"bool", V_MODULE, MV, bi_dtype_alias, NULL, DT_BOOL, "the bool dtype"},
    {"short", V_MODULE, MV, bi_dtype_alias, NULL, DT_INT16, "int16"},
    {"no_grad", V_MODULE, MF, bi_no_grad, "", 0, "a context that changes nothing (no tensor tracks gradients)"},
    {"inference_mode", V_MODULE, MF, bi_no_grad, "", 0, "as torch.no_grad()"},
    {"set_grad_enabled", V_MODULE, MF, bi_set_grad_enabled, "mode", 0,
     "with mode False: a context that changes nothing (True is refused)"},
    {"is_grad_enabled", V_MODULE, MF, bi_is_grad_enabled, "", 0, "False"},
    {"pi", V_MODULE, MV, bi_const, NULL, CONST_PI, "3.141592653589793"},
    {"e", V_MODULE, MV, bi_const, NULL, CONST_E, "2.718281828459045"},
    {"Event", V_MODULE, MF, bi_torch_event, "device=None, *, enable_timing=False, blocking=False, interprocess=False",
     0, "torch.cuda.Event(enable_timing, blocking, interprocess); device names its type, 'cuda'"},
    LEGACY_ROWS(bi_legacy_host, "on the host: of sizes (unfilled) or of data"),
};

/* torch.cuda.stream(s) and torch.cuda.device(d): the stream or device
 * itself, which `with` makes current. */
static bool bi_cuda_stream(Interp *in, const Args *a, Value *out)
{
    Value s = a->p[0];
    if (s.kind != V_NONE && s.kind != V_STREAM)
        return error_raise_as(in, ERR_TYPE, "stream(): argument 'stream' must be Stream or None, not %s",
                              value_type_name(s));
    *out = value_retain(s);
    return true;
}

static bool bi_cuda_device(Interp *in, const Args *a, Value *out)
{
    Value d = a->p[0];
    if (d.kind == V_INT) {
        if (d.u.i < 0) {
            *out = value_none();
            return true;
        }
        *out = value_device((Device){DEV_CUDA, (int32_t)(d.u.i > INT32_MAX ? INT32_MAX : d.u.i)});
        return true;
    }
    if (d.kind == V_NONE || d.kind == V_DEVICE) {
        *out = value_retain(d);
        return true;
    }
    if (d.kind == V_STR) {
        Device dev;
        if (!value_parse_device(value_as_str(d)->data, &dev))
            return error_raise(in, "Invalid device string: '%s'", value_as_str(d)->data);
        *out = value_device(dev);
        return true;
    }
    return error_raise_as(in, ERR_TYPE, "device(): argument 'device' must be torch.device, int or None, not %s",
                          value_type_name(d));
}

/* torch.accelerator's functions are the torch.cuda ones of another name
 * (the global of that name, in data's entry of accelerator_names). */
enum { ACCEL_CURRENT_STREAM, ACCEL_SET_STREAM, ACCEL_SYNCHRONIZE, ACCEL_DEVICE_COUNT, ACCEL_IS_AVAILABLE,
       ACCEL_CURRENT_DEVICE, ACCEL_SET_DEVICE };
static const char *const accelerator_names[] = {
    [ACCEL_CURRENT_STREAM] = "current_stream", [ACCEL_SET_STREAM] = "set_stream",
    [ACCEL_SYNCHRONIZE] = "synchronize", [ACCEL_DEVICE_COUNT] = "device_count",
    [ACCEL_IS_AVAILABLE] = "is_available", [ACCEL_CURRENT_DEVICE] = "current_device",
    [ACCEL_SET_DEVICE] = "set_device",
};

static bool bi_accelerator(Interp *in, const Args *a, Value *out)
{
    int n = builtins_signature(a->fn)->n;
    return builtins_call_name(in, a, accelerator_names[a->fn->data], n, a->p, 0, NULL, NULL, out);
}

static const Builtin accelerator_rows[] = {
    {"current_stream", V_MODULE, MF, bi_accelerator, "device=None", ACCEL_CURRENT_STREAM,
     "torch.cuda.current_stream(device)"},
    {"set_stream", V_MODULE, MF, bi_accelerator, "stream", ACCEL_SET_STREAM, "torch.cuda.set_stream(stream)"},
    {"synchronize", V_MODULE, MF, bi_accelerator, "device=None", ACCEL_SYNCHRONIZE,
     "torch.cuda.synchronize(device)"},
    {"device_count", V_MODULE, MF, bi_accelerator, "", ACCEL_DEVICE_COUNT, "torch.cuda.device_count()"},
    {"is_available", V_MODULE, MF, bi_accelerator, "", ACCEL_IS_AVAILABLE, "torch.cuda.is_available()"},
    {"current_device_index", V_MODULE, MF, bi_accelerator, "", ACCEL_CURRENT_DEVICE,
     "torch.cuda.current_device()"},
    {"set_device_index", V_MODULE, MF, bi_accelerator, "device", ACCEL_SET_DEVICE,
     "torch.cuda.set_device(device)"},
};

/* torch.cuda._sleep(cycles): device_sleep at a nominal clock of 1 GHz,
 * 10^6 cycles a millisecond (PyTorch's tests measure theirs first with
 * get_cycles_per_ms(), which a port defines as that). */
static bool bi_cuda_sleep(Interp *in, const Args *a, Value *out)
{
    int64_t cycles;
    if (!args_int(in, a, 0, &cycles)) return false;
    if (cycles < 0) cycles = 0;
    Value ms = value_float((double)cycles / 1e6);
    return builtins_call_name(in, a, "device_sleep", 1, &ms, 0, NULL, NULL, out);
}

static const Builtin cuda_rows[] = {
    {"_sleep", V_MODULE, MF, bi_cuda_sleep, "cycles", 0,
     "device_sleep(cycles / 1e6): cycles of a nominal 1 GHz clock on the current stream"},
    {"stream", V_MODULE, MF, bi_cuda_stream, "stream", 0, "a context that makes stream the current stream (None: none)"},
    {"device", V_MODULE, MF, bi_cuda_device, "device", 0, "a context that makes device the current device"},
    {"manual_seed_all", V_MODULE, MF, generator_seed_all, "seed", 0,
     "manual_seed(seed): cst has one generator for every device"},
    LEGACY_ROWS(bi_legacy_cuda, "on a CUDA device: of sizes (unfilled) or of data"),
};

/* torch.special.NAME(...): the torch function its help names (torch.NAME,
 * or an alias's: expit is torch.sigmoid), the call passed on as written. */
static bool bi_special(Interp *in, const Args *a, Value *out)
{
    const char *torch_name = a->fn->help + strlen("torch.");
    return builtins_call_name(in, a, torch_name, a->n, a->v, a->nkw, a->kw_names, a->kw, out);
}

#define SPECIAL_AS(name, target, params) {name, V_MODULE, MF | BI_RAW, bi_special, params, 0, "torch." target}
#define SPECIAL(name, params) SPECIAL_AS(name, name, params)
/* The ops of ops.def that torch.special alone has. */
#define SPECIAL_UNARY(name, op, help) {name, V_MODULE, MF, tensor_methods_unary, "input, *, out=None", op, help}
/* The orthogonal polynomials of torch.special: x at the order n. */
#define SPECIAL_POLY(name, help) {#name, V_MODULE, MF, tensor_methods_binary, "x, n, *, out=None", OP_##name, help}
static const Builtin special_rows[] = {
    SPECIAL("erf", "input"), SPECIAL("erfc", "input"), SPECIAL("erfinv", "input"), SPECIAL("expm1", "input"),
    SPECIAL("exp2", "input"),
    SPECIAL("log1p", "input"), SPECIAL("logsumexp", "input, dim, keepdim=False"),
    SPECIAL("softmax", "input, dim, dtype=None"), SPECIAL("log_softmax", "input, dim, dtype=None"),
    SPECIAL("round", "input, decimals=0"), SPECIAL_AS("expit", "sigmoid", "input"),
    SPECIAL("logit", "input, eps=None"), SPECIAL("xlogy", "input, other"),
    SPECIAL("sinc", "input"), SPECIAL_AS("gammaln", "lgamma", "input"), SPECIAL("digamma", "input"),
    SPECIAL_AS("psi", "digamma", "input"), SPECIAL("polygamma", "n, input"), SPECIAL("i0", "input"),
    SPECIAL_AS("multigammaln", "mvlgamma", "input, p"), SPECIAL_AS("gammainc", "igamma", "input, other"),
    SPECIAL_AS("gammaincc", "igammac", "input, other"),
    {"entr", V_MODULE, MF, tensor_numeric_entr, "input", 0, "-x ln x elementwise (0 at 0, -inf below)"},
    {"xlog1py", V_MODULE, MF, nn_xlogy, "input, other", XLOG1PY, "input * log1p(other), 0 where input is 0"},
    {"ndtr", V_MODULE, MF, tensor_compose_ndtr, "input", 0, "the standard normal CDF of each element"},
    SPECIAL_UNARY("ndtri", OP_ndtri, "the standard normal quantile of each element"),
    SPECIAL_UNARY("log_ndtr", OP_log_ndtr, "the log of the standard normal CDF of each element"),
    SPECIAL_UNARY("erfcx", OP_erfcx, "e^(x^2) erfc(x) of each element"),
    SPECIAL_UNARY("i0e", OP_i0e, "i0(x) e^-|x| of each element"),
    SPECIAL_UNARY("i1", OP_i1, "the modified Bessel function of the first kind of order 1 of each element"),
    SPECIAL_UNARY("i1e", OP_i1e, "i1(x) e^-|x| of each element"),
    {"zeta", V_MODULE, MF, tensor_methods_binary, "input, other, *, out=None", OP_zeta,
     "the Hurwitz zeta of input (the exponent) at other"},
    SPECIAL_UNARY("bessel_j0", OP_bessel_j0, "the Bessel function J0 of each element"),
    SPECIAL_UNARY("bessel_j1", OP_bessel_j1, "the Bessel function J1 of each element"),
    SPECIAL_UNARY("bessel_y0", OP_bessel_y0, "the Bessel function Y0 of each element"),
    SPECIAL_UNARY("bessel_y1", OP_bessel_y1, "the Bessel function Y1 of each element"),
    SPECIAL_UNARY("modified_bessel_i0", OP_modified_bessel_i0, "the modified Bessel function I0 of each element"),
    SPECIAL_UNARY("modified_bessel_i1", OP_modified_bessel_i1, "the modified Bessel function I1 of each element"),
    SPECIAL_UNARY("modified_bessel_k0", OP_modified_bessel_k0, "the modified Bessel function K0 of each element"),
    SPECIAL_UNARY("modified_bessel_k1", OP_modified_bessel_k1, "the modified Bessel function K1 of each element"),
    SPECIAL_UNARY("scaled_modified_bessel_k0", OP_scaled_modified_bessel_k0, "K0(x) e^x of each element"),
    SPECIAL_UNARY("scaled_modified_bessel_k1", OP_scaled_modified_bessel_k1, "K1(x) e^x of each element"),
    SPECIAL_UNARY("spherical_bessel_j0", OP_spherical_bessel_j0, "sin(x) / x of each element"),
    SPECIAL_UNARY("airy_ai", OP_airy_ai, "the Airy function Ai of each element"),
    SPECIAL_POLY(chebyshev_polynomial_t, "the Chebyshev polynomial T_n(x) of the first kind"),
    SPECIAL_POLY(chebyshev_polynomial_u, "the Chebyshev polynomial U_n(x) of the second kind"),
    SPECIAL_POLY(chebyshev_polynomial_v, "the Chebyshev polynomial V_n(x) of the third kind"),
    SPECIAL_POLY(chebyshev_polynomial_w, "the Chebyshev polynomial W_n(x) of the fourth kind"),
    SPECIAL_POLY(shifted_chebyshev_polynomial_t, "T_n(2x - 1)"),
    SPECIAL_POLY(shifted_chebyshev_polynomial_u, "U_n(2x - 1)"),
    SPECIAL_POLY(shifted_chebyshev_polynomial_v, "V_n(2x - 1)"),
    SPECIAL_POLY(shifted_chebyshev_polynomial_w, "W_n(2x - 1)"),
    SPECIAL_POLY(hermite_polynomial_h, "the physicists' Hermite polynomial H_n(x)"),
    SPECIAL_POLY(hermite_polynomial_he, "the probabilists' Hermite polynomial He_n(x)"),
    SPECIAL_POLY(laguerre_polynomial_l, "the Laguerre polynomial L_n(x)"),
    SPECIAL_POLY(legendre_polynomial_p, "the Legendre polynomial P_n(x)"),
};

/* typing.cast(typ, val): val, as Python's is (types are not checked). */
static bool bi_typing_cast(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_retain(a->p[1]);
    return true;
}

static const Builtin typing_rows[] = {
    {"cast", V_MODULE, MF, bi_typing_cast, "typ, val", 0, "val itself: cst checks no types"},
};

/* typing's names and __future__'s features: a script imports them for its
 * annotations, which cst reads and drops (STATEMENTS in cst(7)). */
#define FORM(dotted) {dotted, dotted, NULL, 0, NULL, false, NULL, NULL, 0, true}
static Module typing_forms[] = {
    FORM("typing.Any"),      FORM("typing.Callable"), FORM("typing.Dict"),     FORM("typing.Iterable"),
    FORM("typing.Iterator"), FORM("typing.List"),     FORM("typing.Literal"),  FORM("typing.Mapping"),
    FORM("typing.Optional"), FORM("typing.Sequence"), FORM("typing.Set"),      FORM("typing.Tuple"),
    FORM("typing.Type"),     FORM("typing.Union"),    FORM("typing.Final"),    FORM("typing.NoReturn"),
};
static Module future_features[] = {
    FORM("__future__.annotations"),   FORM("__future__.division"),       FORM("__future__.print_function"),
    FORM("__future__.absolute_import"), FORM("__future__.generator_stop"), FORM("__future__.unicode_literals"),
};
#define NFORMS (sizeof typing_forms / sizeof typing_forms[0])
#define NFEATURES (sizeof future_features / sizeof future_features[0])
static const Module *typing_subs[NFORMS + 1];
static const Module *future_subs[NFEATURES + 1];

static Module torch_m, nn_m, functional_m, init_m, cuda_m, accelerator_m, linalg_m, special_m, math_m, time_m,
    typing_m, future_m, collections_m;
static const Module *torch_subs[] = {&nn_m, &cuda_m, &accelerator_m, &linalg_m, &special_m, NULL};
static const Module *nn_subs[] = {&functional_m, &init_m, NULL};
static Module *const all_modules[] = {&torch_m,  &nn_m,     &functional_m, &init_m,  &cuda_m,   &accelerator_m,
                                      &linalg_m, &special_m, &math_m,       &time_m,  &typing_m, &future_m,
                                      &collections_m};

static const char *last_part(const char *dotted)
{
    const char *dot = strrchr(dotted, '.');
    return dot ? dot + 1 : dotted;
}

static Value module_value(const Module *m)
{
    Value v = {V_MODULE, {.module = m}};
    return v;
}

static size_t name_hash(const char *s)
{
    size_t h = 14695981039346656037u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

/* The name of entry e (see index_rows). */
static const char *entry_name(const Module *m, uint32_t e)
{
    return e <= m->nrows ? m->rows[e - 1].name : last_part(m->subs[e - 1 - m->nrows]->name);
}

/* The slot of m's table that holds name (hash h), or the empty one that
 * ends its probe: strcmp only where the hashes agree. */
static uint32_t slot_of(const Module *m, const char *name, size_t h)
{
    size_t k = h & m->by_name_mask;
    for (; m->by_name[k].entry; k = (k + 1) & m->by_name_mask)
        if (m->by_name[k].hash == (uint32_t)h && strcmp(entry_name(m, m->by_name[k].entry), name) == 0) break;
    return (uint32_t)k;
}

/* m's rows and submodules by name, so that an attribute costs a hash
 * rather than a strcmp a row (F has hundreds); entry k + 1 names row k,
 * nrows + j + 1 submodule j, and the first of a name wins, as a scan of
 * the rows and then the submodules would have found it. */
static void index_rows(Module *m)
{
    size_t nsubs = 0;
    while (m->subs && m->subs[nsubs]) nsubs++;
    size_t n = m->nrows + nsubs, cap = 1;
    while (cap < 2 * n) cap *= 2;
    m->by_name = xcalloc(cap, sizeof *m->by_name);
    m->by_name_mask = cap - 1;
    for (size_t e = 0; e < n; e++) {
        const char *name = e < m->nrows ? m->rows[e].name : last_part(m->subs[e - m->nrows]->name);
        size_t h = name_hash(name);
        uint32_t k = slot_of(m, name, h);
        if (!m->by_name[k].entry) {
            m->by_name[k].entry = (uint32_t)(e + 1);
            m->by_name[k].hash = (uint32_t)h;
        }
    }
}

/* The entry of m named name, or 0. */
static uint32_t entry_named(const Module *m, const char *name)
{
    return m->by_name[slot_of(m, name, name_hash(name))].entry;
}

static bool module_getattr(Interp *in, Value v, const char *name, Value *out, bool *found)
{
    const Module *m = v.u.module;
    *found = true;
    uint32_t e = entry_named(m, name);
    if (e && e <= m->nrows) return row_value(in, &m->rows[e - 1], out);
    if (e) {
        *out = module_value(m->subs[e - 1 - m->nrows]);
        return true;
    }
    if (m->builtins) {
        const Builtin *r = builtins_global(name);
        if (r) return row_value(in, r, out);
        /* torch.abs_(x) and its kin: the in-place method, its receiver first. */
        r = name[0] && name[strlen(name) - 1] == '_' ? builtins_member(V_TENSOR, name) : NULL;
        if (r && (r->flags & BI_METHOD)) return row_value(in, r, out);
    }
    if (strcmp(name, "__name__") == 0) {
        *out = value_cstr(m->name);
        return true;
    }
    if (m->missing) return error_raise_as(in, ERR_ATTRIBUTE, "%s.%s: %s", m->name, name, m->missing);
    return error_raise_as(in, ERR_ATTRIBUTE, "module '%s' has no attribute '%s'", m->name, name);
}

static bool module_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    const Module *m = v.u.module;
    if (m->form) buf_printf(out, "%s", m->name);
    else if (m == &math_m || m == &time_m) buf_printf(out, "<module '%s' (built-in)>", m->name);
    else buf_printf(out, "<module '%s'>", m->name);
    return true;
}

/* Optional[Tensor], Dict[str, int]: the form itself (an annotation's
 * parameters are not kept). */
static bool module_index(Interp *in, Value obj, const Value *items, int n, Value *out)
{
    (void)items;
    (void)n;
    if (!obj.u.module->form) return error_raise_as(in, ERR_TYPE, "'module' object is not subscriptable");
    *out = obj;
    return true;
}

static const ValueClass module_class = {
    .name = "module", .qualname = "module", .repr = module_repr, .getattr = module_getattr, .index = module_index,
};

bool module_import(Interp *in, const char *dotted, Value *out)
{
    for (size_t i = 0; i < sizeof all_modules / sizeof all_modules[0]; i++) {
        if (strcmp(all_modules[i]->name, dotted) == 0) {
            *out = module_value(all_modules[i]);
            return true;
        }
    }
    size_t top = strcspn(dotted, ".");
    if (strncmp(dotted, "numpy", top) == 0 && top == 5)
        return error_raise_as(in, ERR_MODULE_NOT_FOUND,
                              "No module named 'numpy' in cst: tensors stand in for arrays (cpu tensors, "
                              "tolist(), and save()/load() of .npy files)");
    for (size_t i = 0; i < sizeof all_modules / sizeof all_modules[0]; i++) {
        const char *name = all_modules[i]->name;
        if (strlen(name) == top && strncmp(name, dotted, top) == 0 && !all_modules[i]->subs)
            return error_raise_as(in, ERR_MODULE_NOT_FOUND, "No module named '%s'; '%s' is not a package", dotted,
                                  name);
    }
    if (strncmp(dotted, "torch.", 6) == 0)
        return error_raise_as(in, ERR_MODULE_NOT_FOUND,
                              "No module named '%s' in cst (torch.nn.functional, torch.cuda, torch.accelerator, "
                              "torch.linalg and torch.special are)",
                              dotted);
    return error_raise_as(in, ERR_MODULE_NOT_FOUND, "No module named '%s'", dotted);
}

void module_each_name(const Module *m, void (*visit)(const char *name, bool callable, void *ctx), void *ctx)
{
    for (size_t i = 0; i < m->nrows; i++) visit(m->rows[i].name, (m->rows[i].flags & BI_FUNC) != 0, ctx);
    for (const Module *const *s = m->subs; s && *s; s++) visit(last_part((*s)->name), false, ctx);
}

bool module_each_value(Interp *in, const Module *m, void (*visit)(const char *name, Value v, void *ctx), void *ctx)
{
    for (size_t i = 0; i < m->nrows; i++) {
        Value v;
        if (!row_value(in, &m->rows[i], &v)) return false;
        visit(m->rows[i].name, v, ctx);
        value_release(v);
    }
    for (const Module *const *s = m->subs; s && *s; s++) visit(last_part((*s)->name), module_value(*s), ctx);
    return true;
}

static bool bi_torch(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = module_value(&torch_m);
    return true;
}

static const Builtin rows[] = {
    {"torch", V_MODULE, BI_VALUE, bi_torch, NULL, 0,
     "the namespace of every builtin (torch.randn is randn), bound without an import"},
};

void module_help(const Module *m, const Builtin *row, Buf *out)
{
    buf_printf(out, "%s.", m->shown);
    builtins_help(row, out);
}

/* The rows of a module written in several files, joined once into the
 * one table a module has (*all, *count). */
static void joined_table(Module *m, const Builtin *(*const *parts)(size_t *), size_t nparts, Builtin **all,
                         size_t *count)
{
    if (!*all) {
        const Builtin *rows[8];
        size_t n[8];
        for (size_t i = 0; i < nparts; i++) {
            rows[i] = parts[i](&n[i]);
            *count += n[i];
        }
        *all = xmalloc(*count * sizeof **all);
        size_t at = 0;
        for (size_t i = 0; i < nparts; i++) {
            memcpy(*all + at, rows[i], n[i] * sizeof **all);
            at += n[i];
        }
    }
    m->rows = *all;
    m->nrows = *count;
}

/* F's rows: functional.c's, functional_layers.c's and their kin. */
static void functional_table(Module *m)
{
    static Builtin *all;
    static size_t count;
    static const Builtin *(*const parts[])(size_t *) = {functional_rows, functional_layers_rows,
                                                          functional_losses_rows, functional_volume_rows,
                                                          functional_sample_rows};
    joined_table(m, parts, sizeof parts / sizeof parts[0], &all, &count);
}

static const Builtin *torch_own_rows(size_t *count)
{
    *count = sizeof torch_rows / sizeof torch_rows[0];
    return torch_rows;
}

/* torch's own rows: module.c's and torch_settings.c's. */
static void torch_table(Module *m)
{
    static Builtin *all;
    static size_t count;
    static const Builtin *(*const parts[])(size_t *) = {torch_own_rows, torch_settings_rows};
    joined_table(m, parts, sizeof parts / sizeof parts[0], &all, &count);
}

/* torch.linalg's: functional.c's products and norms, linalg.c's
 * decompositions, linalg_extra.c's compositions. */
static void linalg_table(Module *m)
{
    static Builtin *all;
    static size_t count;
    static const Builtin *(*const parts[])(size_t *) = {linalg_rows, linalg_decomp_rows, linalg_extra_rows};
    joined_table(m, parts, sizeof parts / sizeof parts[0], &all, &count);
}

void module_register(void)
{
    /* Each interpreter registers them anew (a fuzzer makes thousands):
     * the previous one's indexes go before its modules are overwritten. */
    for (size_t i = 0; i < sizeof all_modules / sizeof all_modules[0]; i++) free(all_modules[i]->by_name);
    torch_m = (Module){"torch", "torch", NULL, 0, torch_subs, true, NULL, NULL, 0, false};
    torch_table(&torch_m);
    nn_m = (Module){"torch.nn", "nn", NULL, 0, nn_subs, false,
                    "modules with parameters are out of scope in cst; torch.nn.functional is there (cst(7), "
                    "PORTING FROM PYTORCH)", NULL, 0, false};
    functional_m = (Module){"torch.nn.functional", "F", NULL, 0, NULL, false, NULL, NULL, 0, false};
    functional_table(&functional_m);
    init_m = (Module){"torch.nn.init", "torch.nn.init", NULL, 0, NULL, false, NULL, NULL, 0, false};
    init_m.rows = nn_init_rows(&init_m.nrows);
    cuda_m = (Module){"torch.cuda", "torch.cuda", cuda_rows, sizeof cuda_rows / sizeof cuda_rows[0], NULL, true, NULL, NULL, 0, false};
    accelerator_m = (Module){"torch.accelerator", "torch.accelerator", accelerator_rows,
                             sizeof accelerator_rows / sizeof accelerator_rows[0], NULL, false, NULL, NULL, 0, false};
    linalg_m = (Module){"torch.linalg", "torch.linalg", NULL, 0, NULL, false, NULL, NULL, 0, false};
    linalg_table(&linalg_m);
    builtins_mark_torch(functional_m.rows, functional_m.nrows, NULL);
    builtins_mark_torch(linalg_m.rows, linalg_m.nrows, "linalg_");
    special_m = (Module){"torch.special", "torch.special", special_rows, sizeof special_rows / sizeof special_rows[0],
                         NULL, false, NULL, NULL, 0, false};
    math_m = (Module){"math", "math", NULL, 0, NULL, false, NULL, NULL, 0, false};
    math_m.rows = math_module_rows(&math_m.nrows);
    time_m = (Module){"time", "time", NULL, 0, NULL, false, NULL, NULL, 0, false};
    time_m.rows = time_module_rows(&time_m.nrows);
    for (size_t i = 0; i < NFORMS; i++) typing_subs[i] = &typing_forms[i];
    for (size_t i = 0; i < NFEATURES; i++) future_subs[i] = &future_features[i];
    typing_m = (Module){"typing", "typing", typing_rows, sizeof typing_rows / sizeof typing_rows[0], typing_subs,
                        false, NULL, NULL, 0, false};
    collections_m = (Module){"collections", "collections", NULL, 0, NULL, false, NULL, NULL, 0, false};
    collections_m.rows = collections_rows(&collections_m.nrows);
    future_m = (Module){"__future__", "__future__", NULL, 0, future_subs, false, NULL, NULL, 0, false};
    value_define_class(V_MODULE, &module_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
    /* Their rows join the table for their signatures, as BI_MODULE rows
     * that are no globals. */
    for (size_t i = 0; i < sizeof all_modules / sizeof all_modules[0]; i++) {
        if (all_modules[i]->nrows) builtins_register(all_modules[i]->rows, all_modules[i]->nrows);
        index_rows(all_modules[i]);
    }
}
