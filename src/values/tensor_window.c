/* tensor_window.c: hann_window, hamming_window, blackman_window,
 * bartlett_window and kaiser_window, composed step by step as PyTorch's
 * TensorFactories.cpp composes them (each step rounded in the window's
 * dtype), so that float32 windows hold PyTorch's very digits.  A periodic
 * window is the symmetric one of length + 1 without its last point. */
#include "values/tensor_window.h"

#include <math.h>

#include "base/error.h"
#include "values/args.h"
#include "values/builtins.h"
#include "values/compose.h"

enum { WIN_HANN, WIN_HAMMING, WIN_BLACKMAN, WIN_BARTLETT, WIN_KAISER };

/* hamming: alpha - beta cos(2 pi n / (L - 1)); hann is alpha = beta = 0.5. */
static Value hamming_shape(Work *w, Value n, int64_t L, double alpha, double beta)
{
    Value c = work_call(w, "cos", 1, (Value[]){work_binary(w, OP_MUL, n, value_float(2 * M_PI / (double)(L - 1)))});
    return work_binary(w, OP_ADD, work_binary(w, OP_MUL, c, value_float(-beta)), value_float(alpha));
}

/* blackman: 0.08 cos(4 pi n / (L - 1)) - 0.5 cos(2 pi n / (L - 1)) + 0.42, in PyTorch's order. */
static Value blackman_shape(Work *w, Value n, int64_t L)
{
    Value x = work_binary(w, OP_MUL, n, value_float(M_PI / (double)(L - 1)));
    Value c4 = work_call(w, "cos", 1, (Value[]){work_binary(w, OP_MUL, x, value_int(4))});
    Value c2 = work_call(w, "cos", 1, (Value[]){work_binary(w, OP_MUL, x, value_int(2))});
    Value d = work_binary(w, OP_SUB, work_binary(w, OP_MUL, c4, value_float(0.08)),
                          work_binary(w, OP_MUL, c2, value_float(0.5)));
    return work_binary(w, OP_ADD, d, value_float(0.42));
}

/* bartlett: 2n / (L - 1) rising, then 2 - that past the middle (in place, as PyTorch). */
static Value bartlett_shape(Work *w, Value n, int64_t L)
{
    Value x = work_binary(w, OP_MUL, n, value_float(2.0 / (double)(L - 1)));
    int64_t half = ((L - 1) >> 1) + 1;
    Value tail = work_method(w, x, "narrow", 3, (Value[]){value_int(0), value_int(half), value_int(L - half)});
    tail = work_method(w, tail, "mul_", 1, (Value[]){value_int(-1)});
    work_method(w, tail, "add_", 1, (Value[]){value_int(2)});
    return x;
}

/* kaiser: i0(beta sqrt(|1 - ((n - a) / a)^2|)) / i0(beta), a = (L - 1) / 2,
 * each step in the window's dtype as PyTorch's kernel computes it. */
static Value kaiser_shape(Work *w, Value n, int64_t L, Value beta, Value dtype)
{
    Value alpha = value_float((double)(L - 1) / 2.0);
    Value r = work_binary(w, OP_DIV, work_binary(w, OP_SUB, n, alpha), alpha);
    r = work_binary(w, OP_SUB, value_int(1), work_binary(w, OP_MUL, r, r));
    r = work_call(w, "sqrt", 1, (Value[]){work_call(w, "abs", 1, &r)});
    r = work_call(w, "i0", 1, (Value[]){work_binary(w, OP_MUL, r, beta)});
    const char *kw[] = {"dtype"};
    Value beta_t = work_call_kw(w, "tensor", 1, &beta, 1, kw, &dtype);
    return work_binary(w, OP_DIV, r, work_call(w, "i0", 1, &beta_t));
}

/* The rows' params end with the factory options dtype, device and
 * requires_grad; hamming's alpha and beta are p[2] and p[3], kaiser's beta p[2]. */
static bool x_window(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int nopt = builtins_signature(a->fn)->n - 3;
    int64_t length;
    bool periodic;
    DType dt = dtype_default_float();
    int dev;
    if (!args_int(in, a, 0, &length) || !value_truth(in, p[1], &periodic) || !args_dtype(in, a, nopt, &dt) ||
        !args_device(in, a, nopt + 1, &dev))
        return false;
    if (length < 0)
        return error_raise(in, "%s requires non-negative window_length, got window_length=%lld", a->fn->name,
                           (long long)length);
    if (!dtype_is_float(dt))
        return error_raise(in,
                           "%s expects floating point dtypes, got: TensorOptions(dtype=%s, device=%s, layout=Strided "
                           "(default), requires_grad=false (default), pinned_memory=false, "
                           "memory_format=(nullopt))",
                           a->fn->name, dtype_cpp_name(dt), dev < 0 ? "cpu" : "cuda");
    Work w = work_new(in, a);
    const char *kw[] = {"dtype", "device", "requires_grad"};
    Value opts[] = {value_dtype(dt), p[nopt + 1], p[nopt + 2]};
    if (length <= 1)
        return work_done(&w, work_call_kw(&w, length ? "ones" : "empty", 1, (Value[]){value_int(length)}, 3, kw, opts),
                         out);
    int64_t L = periodic ? length + 1 : length;
    Value n = work_call_kw(&w, "arange", 1, (Value[]){value_int(L)}, 3, kw, opts), r;
    switch (a->fn->data) {
    case WIN_HANN: r = hamming_shape(&w, n, L, 0.5, 0.5); break;
    case WIN_HAMMING: r = hamming_shape(&w, n, L, value_number(p[2]), value_number(p[3])); break;
    case WIN_BLACKMAN: r = blackman_shape(&w, n, L); break;
    case WIN_BARTLETT: r = bartlett_shape(&w, n, L); break;
    default: r = kaiser_shape(&w, n, L, p[2], opts[0]); break;
    }
    if (periodic) r = work_method(&w, r, "narrow", 3, (Value[]){value_int(0), value_int(0), value_int(L - 1)});
    return work_done(&w, r, out);
}

#define OPTS "*, dtype=None, device=None, requires_grad=False"
static const Builtin rows[] = {
    {"hann_window", V_NONE, BI_FUNC, x_window, "window_length, periodic=True, " OPTS, WIN_HANN,
     "0.5 - 0.5 cos(2 pi n / N): N = window_length (periodic) or window_length - 1"},
    {"hamming_window", V_NONE, BI_FUNC, x_window, "window_length, periodic=True, alpha=0.54, beta=0.46, " OPTS,
     WIN_HAMMING, "alpha - beta cos(2 pi n / N): N = window_length (periodic) or window_length - 1"},
    {"blackman_window", V_NONE, BI_FUNC, x_window, "window_length, periodic=True, " OPTS, WIN_BLACKMAN,
     "0.42 - 0.5 cos(2 pi n / N) + 0.08 cos(4 pi n / N): N = window_length (periodic) or window_length - 1"},
    {"bartlett_window", V_NONE, BI_FUNC, x_window, "window_length, periodic=True, " OPTS, WIN_BARTLETT,
     "the triangle 1 - |2n / N - 1|: N = window_length (periodic) or window_length - 1"},
    {"kaiser_window", V_NONE, BI_FUNC, x_window, "window_length, periodic=True, beta=12.0, " OPTS, WIN_KAISER,
     "i0(beta sqrt(1 - (2n / N - 1)^2)) / i0(beta): N = window_length (periodic) or window_length - 1"},
};

void tensor_window_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
