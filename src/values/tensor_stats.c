/* tensor_stats.c: statistics PyTorch computes from sorted slices or
 * counts (median, nanmedian, kthvalue, quantile, nanquantile, histc,
 * bincount), the NaN-ignoring reductions (nansum, nanmean),
 * logcumsumexp, the products inner and cross, torch.linalg's norms, cov
 * and corrcoef, the trapezoidal rule and renorm.
 * Each is composed of existing builtins (compose.h), so it runs on every
 * device without kernels of its own; median, nanmedian and kthvalue pick
 * their element with ops.def's kth (a selection) instead of a sort. */
#include "values/tensor_stats.h"

#include <math.h>
#include <string.h>

#include "base/error.h"
#include "tensor/dispatch_distance.h"
#include "tensor/dispatch_sort.h"
#include "values/args.h"
#include "values/compose.h"
#include "values/iter.h"
#include "values/linalg.h"
#include "values/tensor_methods.h"
#include "values/tensor_value.h"

static const char *const dtype_device[] = {"dtype", "device"};

enum { TRAPEZOID_TOTAL, TRAPEZOID_CUMULATIVE };

/* dim wrapped for a tensor of ndim dims (0-d ones take -1 and 0). */
static bool wrap_dim(Interp *in, int64_t dim, int ndim, int *out)
{
    Error err;
    return tensor_wrap_dim(dim, ndim, out, &err) || tensor_fail(in, &err);
}

/* A number parameter read as a double. */
static bool number_arg(Interp *in, const Args *a, int i, double *out)
{
    Operand o;
    if (!args_number(in, a, args_name(a, i), a->p[i], &o)) return false;
    *out = o.kind == OPERAND_FLOAT ? o.f : o.kind == OPERAND_INT ? (double)o.i : (double)o.b;
    return true;
}

/* torch.tensor(v, dtype=dt, device=x.device), kept by w. */
static Value scalar_like(Work *w, Value x, Value v, DType dt)
{
    Value dev = work_attr(w, x, "device");
    return work_call_kw(w, "tensor", 1, &v, 2, dtype_device, (Value[]){value_dtype(dt), dev});
}

/* torch.zeros(n, dtype=dt, device=x.device), kept by w. */
static Value zeros_like_n(Work *w, Value x, int64_t n, DType dt)
{
    Value dev = work_attr(w, x, "device");
    return work_call_kw(w, "zeros", 1, (Value[]){value_int(n)}, 2, dtype_device, (Value[]){value_dtype(dt), dev});
}

/* A host number out of a one-element tensor, kept by w. */
static double item_of(Work *w, Value t)
{
    return value_number(work_method(w, t, "item", 0, NULL));
}

static bool is_integral(DType dt)
{
    return dt == DT_UINT8 || dt == DT_INT8 || dt == DT_INT16 || dt == DT_INT32 || dt == DT_INT64;
}

/* PyTorch's zero_numel_check_dims: an empty tensor cannot be reduced along
 * an empty dim by an operation without an identity. */
static bool nonempty_dim(Interp *in, const char *fn, const Tensor *t, int d)
{
    if (tensor_numel(t) == 0 && t->ndim > 0 && t->shape[d] == 0)
        return error_raise_as(in, ERR_INDEX, "%s(): Expected reduction dim %d to have non-zero size.", fn, d);
    return true;
}

/* ------------------------------------------- median, nanmedian, kthvalue */

enum { ORDER_MEDIAN, ORDER_NANMEDIAN, ORDER_KTHVALUE };
static const char *const order_names[] = {[ORDER_MEDIAN] = "median", [ORDER_NANMEDIAN] = "nanmedian",
                                          [ORDER_KTHVALUE] = "kthvalue"};
static const PairOut order_pairs[] = {[ORDER_MEDIAN] = {"median", "median_out", NULL, PAIR_MEDIAN},
                                      [ORDER_NANMEDIAN] = {"nanmedian", "nanmedian_out", NULL, PAIR_MEDIAN},
                                      [ORDER_KTHVALUE] = {"kthvalue", "kthvalue_out", NULL, PAIR_KTHVALUE}};

/* kthvalue's place, k - 1, for every slice of x along d: an int64 tensor
 * of x's shape with d of size 1.  median and nanmedian leave theirs to
 * kth's rules, which count each line's NaNs where it is selected (a
 * float32 median(-1) of 1,000 had counted them in four kernels of its own
 * before kth's one). */
static Value kth_places(Work *w, Value x, int d, int64_t k)
{
    if (!w->ok) return value_none();
    Value slices = work_method(w, x, "narrow", 3, (Value[]){value_int(d), value_int(0), value_int(1)});
    return work_call_kw(w, "full_like", 2, (Value[]){slices, value_int(k - 1)}, 1, (const char *[]){"dtype"},
                        (Value[]){value_dtype(DT_INT64)});
}

/* ops.def's kth of x along d at the places of rule (at's for KTH_AT):
 * the values, and *indices (both kept by w), as x's stable sort gathered
 * at them. */
static Value work_kth(Work *w, Value x, int d, KthRule rule, Value at, Value *indices)
{
    const Backend *be;
    Tensor *v = NULL, *i = NULL;
    Error err;
    *indices = value_none();
    if (!w->ok || !(w->ok = tensor_backend(w->in, &be))) return value_none();
    Tensor *t = value_as_tensor(x);
    Tensor *places = rule == KTH_AT ? value_as_tensor(at) : NULL;
    if (!dispatch_kth(be, tensor_stream(tensor_device(t)), t, d, rule, places, &v, &i, &err)) {
        w->ok = tensor_fail(w->in, &err);
        return value_none();
    }
    *indices = work_keep(w, true, value_tensor(i));
    return work_keep(w, true, value_tensor(v));
}

/* median(input, dim=None, keepdim=False, *, out=None), nanmedian
 * likewise, and kthvalue(input, k, dim=-1, keepdim=False, *, out=None), by
 * data: with a dim, the (values, indices) along it (or in out=); median
 * and nanmedian of the whole tensor its flattening's value (NaN when
 * empty). */
/* PyTorch's median and nanmedian of a bool tensor: the CUDA whole-tensor
 * one sorts, which takes bools; its kernels along a dim and all of the
 * CPU's dispatch over numbers only, and name themselves in the message. */
static bool median_takes_bool(Interp *in, const Tensor *t, bool whole)
{
    bool cpu = tensor_device(t) < 0;
    if (whole && !cpu) return true;
    const char *kernel = whole ? "median_cpu" : cpu ? "median_out" : "median_out_impl";
    return error_raise(in, "\"%s\" not implemented for 'Bool'", kernel);
}

static bool x_order(Interp *in, const Args *a, Value *out)
{
    int how = (int)a->fn->data;
    bool kth = how == ORDER_KTHVALUE, keepdim;
    const char *name = order_names[how];
    Tensor *t;
    int64_t k = 1, dim = 0;
    Value dimv = a->p[kth ? 2 : 1];
    if (!args_tensor(in, a, 0, &t) || !value_truth(in, a->p[kth ? 3 : 2], &keepdim)) return false;
    if (kth && !args_int(in, a, 1, &k)) return false;
    bool whole = dimv.kind == V_NONE;
    /* the whole tensor's statistic has no out= */
    if (whole && a->p[kth ? 4 : 3].kind != V_NONE)
        return error_raise_as(in, ERR_TYPE, "%s() got an unexpected keyword argument 'out'", name);
    if (!whole && !args_int_value(in, a, "dim", dimv, &dim)) return false;
    int d = 0;
    if (!whole && !wrap_dim(in, dim, t->ndim, &d)) return false;
    if (!whole && !nonempty_dim(in, name, t, d)) return false;
    int64_t n = whole ? tensor_numel(t) : t->ndim ? t->shape[d] : 1;
    if (kth && (k < 1 || k > n))
        return error_raise(in, "kthvalue(): selected number k out of range for dimension %d", d);
    if (kth && t->dtype == DT_BOOL)
        return error_raise(in, "\"kthvalue_%s\" not implemented for 'Bool'", tensor_device(t) < 0 ? "cpu" : "cuda");
    if (!kth && t->dtype == DT_BOOL && !median_takes_bool(in, t, whole)) return false;
    Work w = work_new(in, a);
    if (whole && n == 0) return work_done(&w, scalar_like(&w, a->p[0], value_float(NAN), t->dtype), out);
    /* x: the input as a tensor of at least one dim, the statistic's along d */
    Value x = whole || t->ndim == 0 ? work_method(&w, a->p[0], "reshape", 1, (Value[]){value_int(-1)}) : a->p[0];
    KthRule rule = how == ORDER_MEDIAN ? KTH_MEDIAN : how == ORDER_NANMEDIAN ? KTH_NANMEDIAN : KTH_AT;
    Value at = rule == KTH_AT ? kth_places(&w, x, d, k) : value_none();
    Value indices;
    Value values = work_kth(&w, x, d, rule, at, &indices);
    if (whole) return work_done(&w, work_method(&w, values, "squeeze", 0, NULL), out);
    if (!keepdim || t->ndim == 0) {
        values = work_method(&w, values, "squeeze", 1, (Value[]){value_int(d)});
        indices = work_method(&w, indices, "squeeze", 1, (Value[]){value_int(d)});
    }
    Value r = value_none();
    if (w.ok) {
        bool ok = tensor_methods_deliver_pair(in, a, &order_pairs[how], tensor_retain(value_as_tensor(values)),
                                              tensor_retain(value_as_tensor(indices)), &r);
        r = work_keep(&w, ok, r);
    }
    return work_done(&w, r, out);
}

/* ------------------------------------------------ quantile, nanquantile */

enum { INTERP_LINEAR, INTERP_LOWER, INTERP_HIGHER, INTERP_MIDPOINT, INTERP_NEAREST, INTERP_COUNT };
static const char *const interpolations[] = {"linear", "lower", "higher", "midpoint", "nearest"};

/* The interpolation named by v, or PyTorch's message. */
static bool interpolation_of(Interp *in, Value v, int *out)
{
    const char *s = v.kind == V_STR ? value_as_str(v)->data : "";
    for (int i = 0; i < INTERP_COUNT; i++)
        if (strcmp(s, interpolations[i]) == 0) return *out = i, true;
    return error_raise(in, "quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, but got %s",
                       s);
}

/* PyTorch's quantile_checks, in its order, for a q of q_ndim dims (0 for
 * a number, which takes the input's dtype). */
static bool quantile_checks(Interp *in, const Tensor *t, int q_ndim, DType q_dtype)
{
    if (tensor_numel(t) == 0) return error_raise(in, "quantile() input tensor must be non-empty");
    if (q_ndim > 1) return error_raise(in, "quantile() q must be a scalar or 1D tensor");
    if (t->dtype != DT_FLOAT32 && t->dtype != DT_FLOAT64)
        return error_raise(in, "quantile() input tensor must be either float or double dtype");
    if (q_dtype != t->dtype) return error_raise(in, "quantile() q tensor must be same dtype as the input tensor");
    return true;
}

/* The ranks (positions in the sorted slices, as floats) each q picks,
 * shaped (q's count, the slices' shape..., 1), as PyTorch's
 * quantile_compute: q * (n - 1), or n - 1 (the NaN) where a slice holds a
 * NaN; nanquantile q * (numbers - 1), n - 1 where a slice is all NaN. */
static Value quantile_ranks(Work *w, bool nan_skipped, Value sorted, Value qcol, int64_t n)
{
    Value nan = work_call(w, "isnan", 1, &sorted);
    if (!nan_skipped) {
        Value any = work_method(w, nan, "any", 2, (Value[]){value_int(-1), value_bool(true)});
        return work_call(w, "where", 3, (Value[]){any, value_float((double)(n - 1)), work_binary(w, OP_MUL, qcol, value_int(n - 1))});
    }
    Value numbers = work_method(w, work_call(w, "logical_not", 1, &nan), "sum", 2, (Value[]){value_int(-1), value_bool(true)});
    Value ranks = work_binary(w, OP_MUL, qcol, work_binary(w, OP_SUB, numbers, value_int(1)));
    return work_call(w, "where", 3, (Value[]){work_binary(w, OP_LT, ranks, value_int(0)), value_float((double)(n - 1)), ranks});
}

/* The sorted slices' values at the ranks, interpolated between the
 * neighbours below and above as the mode says (PyTorch's lerp). */
static Value quantile_values(Work *w, int mode, Value sorted, Value ranks, DType dt)
{
    static const char *const rounding[] = {[INTERP_LOWER] = "floor", [INTERP_HIGHER] = "ceil", [INTERP_NEAREST] = "round"};
    if (mode == INTERP_LOWER || mode == INTERP_HIGHER || mode == INTERP_NEAREST)
        ranks = work_method(w, ranks, rounding[mode], 0, NULL);
    Value below = work_method(w, ranks, "long", 0, NULL);
    Value low = work_method(w, sorted, "gather", 2, (Value[]){value_int(-1), below});
    if (mode != INTERP_LINEAR && mode != INTERP_MIDPOINT) return low;
    Value weights = work_binary(w, OP_SUB, ranks, below);
    if (mode == INTERP_MIDPOINT) {
        Value between = work_method(w, work_binary(w, OP_NE, ranks, below), "to", 1, (Value[]){value_dtype(dt)});
        weights = work_binary(w, OP_MUL, between, value_float(0.5));
    }
    Value above = work_method(w, work_method(w, ranks, "ceil", 0, NULL), "long", 0, NULL);
    Value high = work_method(w, sorted, "gather", 2, (Value[]){value_int(-1), above});
    return work_method(w, low, "lerp", 2, (Value[]){high, weights});
}

/* quantile(input, q, dim=None, keepdim=False, *, interpolation='linear')
 * and nanquantile (by data): the slices along dim (or the flattened
 * input) sorted, each q's rank in them found and interpolated; a 1-d q
 * puts its dim first. */
static bool x_quantile(Interp *in, const Args *a, Value *out)
{
    bool nan_skipped = a->fn->data, keepdim;
    const Value *p = a->p;
    Tensor *t;
    int mode = INTERP_LINEAR;
    if (!args_tensor(in, a, 0, &t) || !value_truth(in, p[3], &keepdim)) return false;
    bool scalar_q = p[1].kind != V_TENSOR;
    double qv = 0;
    if (scalar_q && !number_arg(in, a, 1, &qv)) return false;
    if (scalar_q && !(qv >= 0 && qv <= 1))
        return error_raise(in, "quantile() q must be in the range [0, 1] but got %g", qv);
    if (!interpolation_of(in, p[4], &mode)) return false;
    Tensor *qt = scalar_q ? NULL : value_as_tensor(p[1]);
    if (!quantile_checks(in, t, qt ? qt->ndim : 0, qt ? qt->dtype : t->dtype)) return false;
    bool whole = p[2].kind == V_NONE;
    int64_t dim = 0;
    int d = 0;
    if (!whole && (!args_int(in, a, 2, &dim) || !wrap_dim(in, dim, t->ndim, &d))) return false;
    /* out_shape: q's count (a 1-d q), then the input's shape reduced */
    int64_t shape[TENSOR_MAX_DIMS + 1];
    int nd = 0;
    bool q_listed = qt && qt->ndim == 1;
    if (q_listed) shape[nd++] = qt->shape[0];
    for (int i = 0; i < t->ndim; i++)
        if (keepdim || (!whole && i != d)) shape[nd++] = whole || i == d ? 1 : t->shape[i];
    Work w = work_new(in, a);
    Value q = scalar_q ? scalar_like(&w, p[0], value_float(qv), t->dtype) : p[1];
    /* sorted: the slices as the last dim, (the rest..., n) */
    Value x = whole ? work_method(&w, p[0], "reshape", 1, (Value[]){value_int(-1)})
                    : work_method(&w, work_method(&w, p[0], "unsqueeze", 1, (Value[]){value_int(-1)}), "transpose", 2,
                                  (Value[]){value_int(d), value_int(-1)});
    Value sorted = work_attr(&w, work_method(&w, x, "sort", 1, (Value[]){value_int(-1)}), "values");
    int sorted_nd = whole ? 1 : t->ndim + 1;
    int64_t nq = q_listed ? qt->shape[0] : 1, n = whole ? tensor_numel(t) : t->ndim ? t->shape[d] : 1;
    int64_t qshape[TENSOR_MAX_DIMS + 2] = {nq}, eshape[TENSOR_MAX_DIMS + 2] = {nq};
    for (int i = 0; i < sorted_nd; i++) qshape[i + 1] = 1;
    Value qcol = work_method(&w, q, "reshape", 1, (Value[]){work_keep(&w, true, value_size_new(qshape, sorted_nd + 1))});
    Value ranks = quantile_ranks(&w, nan_skipped, sorted, qcol, n);
    Value sshape = work_attr(&w, sorted, "shape");
    for (int i = 0; w.ok && i < sorted_nd; i++) eshape[i + 1] = value_as_list(sshape)->items[i].u.i;
    Value spread = work_method(&w, work_method(&w, sorted, "unsqueeze", 1, (Value[]){value_int(0)}), "expand", 1,
                               (Value[]){work_keep(&w, true, value_size_new(eshape, sorted_nd + 1))});
    Value r = quantile_values(&w, mode, spread, ranks, t->dtype);
    return work_done(&w, work_method(&w, r, "reshape", 1, (Value[]){work_keep(&w, true, value_size_new(shape, nd))}), out);
}

/* ------------------------------------------------------ histc, bincount */

/* histc(input, bins=100, min=0, max=0), as PyTorch's CUDA kernel: equal
 * min and max take the data's; each element in [min, max] counts in bin
 * (x - min) * bins / (max - min) (the last bin closing at max), computed
 * in the input's dtype; NaNs count nowhere.  The counts take the input's
 * dtype, integers included. */
static bool x_histc(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t bins;
    double lo, hi;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &bins) || !number_arg(in, a, 2, &lo) ||
        !number_arg(in, a, 3, &hi))
        return false;
    if (t->dtype == DT_FLOAT16) return error_raise(in, "HalfTensor is not supported");
    if (!is_integral(t->dtype) && t->dtype != DT_FLOAT32 && t->dtype != DT_FLOAT64)
        return error_raise(in, "\"histc\" not implemented for '%s'", tensor_type_name(t->dtype));
    if (bins <= 0) return error_raise(in, "bins must be > 0");
    bool integral = is_integral(t->dtype);
    /* the bounds in the input's dtype, as the kernel holds them */
    if (integral) lo = trunc(lo), hi = trunc(hi);
    else if (t->dtype == DT_FLOAT32) lo = (float)lo, hi = (float)hi;
    Work w = work_new(in, a);
    if (lo == hi && tensor_numel(t) > 0) {
        lo = item_of(&w, work_method(&w, a->p[0], "min", 0, NULL));
        hi = item_of(&w, work_method(&w, a->p[0], "max", 0, NULL));
    }
    if (lo == hi) lo -= 1, hi += 1;
    if (w.ok && (!isfinite(lo) || !isfinite(hi)))
        w.ok = error_raise(in, "range of [%g, %g] is not finite", lo, hi);
    if (w.ok && !(lo < hi)) w.ok = error_raise(in, "max must be larger than min");
    /* every element counts, whatever input's shape: index_add takes a vector */
    Value x = work_method(&w, a->p[0], "reshape", 1, (Value[]){value_int(-1)});
    Value low = integral ? value_int((int64_t)lo) : value_float(lo);
    double span = t->dtype == DT_FLOAT32 ? (double)((float)hi - (float)lo) : hi - lo;
    Value scaled = work_binary(&w, OP_MUL, work_binary(&w, OP_SUB, x, low), value_int(bins));
    Value bin = integral ? work_binary(&w, OP_FLOORDIV, scaled, value_int((int64_t)span))
                         : work_binary(&w, OP_DIV, scaled, value_float(span));
    bin = work_method(&w, work_method(&w, bin, "long", 0, NULL), "clamp", 2, (Value[]){value_int(0), value_int(bins - 1)});
    Value inside = work_binary(&w, OP_BITAND, work_binary(&w, OP_GE, x, low),
                               work_binary(&w, OP_LE, x, integral ? value_int((int64_t)hi) : value_float(hi)));
    Value ones = work_method(&w, inside, "to", 1, (Value[]){value_dtype(t->dtype)});
    Value counts = zeros_like_n(&w, x, bins, t->dtype);
    return work_done(&w, work_method(&w, counts, "index_add", 3, (Value[]){value_int(0), bin, ones}), out);
}

/* bincount(input, weights=None, minlength=0), as PyTorch's CUDA kernel:
 * the count (or summed weight) of each value 0..max(max + 1, minlength);
 * float32 weights give float32 sums, other weights float64. */
static bool x_bincount(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *wt = NULL;
    int64_t minlength;
    const Value *p = a->p;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (!is_integral(t->dtype))
        return error_raise(in, "\"bincount_cuda\" not implemented for '%s'", tensor_type_name(t->dtype));
    if ((p[1].kind != V_NONE && !args_tensor(in, a, 1, &wt)) || !args_int(in, a, 2, &minlength)) return false;
    if (minlength < 0) return error_raise(in, "minlength should be >= 0");
    Work w = work_new(in, a);
    if (t->ndim == 1 && tensor_numel(t) == 0) return work_done(&w, zeros_like_n(&w, p[0], minlength, DT_INT64), out);
    bool ok = t->ndim == 1 && (t->dtype == DT_UINT8 || item_of(&w, work_method(&w, p[0], "min", 0, NULL)) >= 0);
    if (w.ok && !ok) w.ok = error_raise(in, "bincount only supports 1-d non-negative integral inputs.");
    if (w.ok && wt && (wt->ndim != 1 || wt->shape[0] != t->shape[0]))
        w.ok = error_raise(in, "weights should be 1-d and have the same length as input");
    double top = item_of(&w, work_method(&w, p[0], "max", 0, NULL)) + 1;
    int64_t bins = (int64_t)top > minlength ? (int64_t)top : minlength;
    DType dt = !wt ? DT_INT64 : wt->dtype == DT_FLOAT32 ? DT_FLOAT32 : DT_FLOAT64;
    Value each = wt ? work_method(&w, p[1], "to", 1, (Value[]){value_dtype(dt)})
                    : work_call(&w, "ones_like", 1, (Value[]){p[0]});
    if (!wt) each = work_method(&w, each, "long", 0, NULL);
    Value index = work_method(&w, p[0], "long", 0, NULL);
    Value counts = zeros_like_n(&w, p[0], bins, dt);
    return work_done(&w, work_method(&w, counts, "index_add", 3, (Value[]){value_int(0), index, each}), out);
}

/* ---------------------------------------------------- nansum, nanmean */

/* input with its NaNs made 0, kept by w (integers have none). */
static Value nan_zeroed(Work *w, Value x, const Tensor *t)
{
    if (!dtype_is_float(t->dtype)) return x;
    return work_method(w, x, "masked_fill", 2, (Value[]){work_call(w, "isnan", 1, &x), value_int(0)});
}

/* sum(x, dim, keepdim, dtype=, out=) of nansum's and nanmean's
 * arguments, out= where given (sum takes its dtype as PyTorch's nansum
 * does). */
static Value nan_sum(Work *w, Value x)
{
    const Value *p = w->a->p;
    int nkw = p[4].kind == V_NONE ? 1 : 2;
    return work_call_kw(w, "sum", 3, (Value[]){x, p[1], p[2]}, nkw, (const char *[]){"dtype", "out"},
                        (Value[]){p[3], p[4]});
}

/* nansum(input, dim=None, keepdim=False, *, dtype=None, out=None): the
 * sum with NaNs taken as 0 (integers: the sum). */
static bool x_nansum(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *o;
    DType dt = DT_COUNT;
    if (!args_tensor(in, a, 0, &t) || !args_dtype(in, a, 3, &dt)) return false;
    if (a->p[4].kind != V_NONE && dt == DT_COUNT) {
        if (!args_tensor(in, a, 4, &o)) return false;
        dt = o->dtype;
    }
    if (dtype_is_float(t->dtype) && dt != DT_COUNT && !dtype_is_float(dt))
        return error_raise(in, "\"nansum_cuda\" not implemented for '%s'", tensor_type_name(dt));
    Work w = work_new(in, a);
    return work_done(&w, nan_sum(&w, nan_zeroed(&w, a->p[0], t)), out);
}

/* nanmean(input, dim=None, keepdim=False, *, dtype=None, out=None):
 * nansum over the count of numbers (PyTorch's composition: all NaN gives
 * NaN; with out=, the nansum in out divided in place). */
static bool x_nanmean(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "nanmean(): expected input to have floating point or complex dtype but got %s",
                           tensor_type_name(t->dtype));
    Work w = work_new(in, a);
    Value x = a->p[0];
    Value numbers = work_call(&w, "logical_not", 1, (Value[]){work_call(&w, "isnan", 1, &x)});
    Value count = work_call(&w, "sum", 3, (Value[]){numbers, a->p[1], a->p[2]});
    Value sum = nan_sum(&w, nan_zeroed(&w, x, t));
    if (a->p[4].kind != V_NONE) return work_done(&w, work_method(&w, sum, "div_", 1, &count), out);
    return work_done(&w, work_binary(&w, OP_DIV, sum, count), out);
}

/* -------------------------------------------------------- logcumsumexp */

/* logcumsumexp(input, dim, *, out=None): a Hillis-Steele scan of logaddexp along dim
 * (step s joins each element with the one s before it, -inf before the
 * start), so each running value is exact however far apart the elements
 * are; each step's chain ends with it. */
static bool x_logcumsumexp(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t dim;
    int d = 0;
    if (!args_tensor(in, a, 0, &t)) return false;
    /* logcumsumexp_out's first check: out= of input's own dtype. */
    if (!a->method && a->p[2].kind == V_TENSOR && value_as_tensor(a->p[2])->dtype != t->dtype)
        return error_raise(in, "expected scalar_type %s but found %s", tensor_type_name(t->dtype),
                           tensor_type_name(value_as_tensor(a->p[2])->dtype));
    if (!args_int(in, a, 1, &dim) || !wrap_dim(in, dim, t->ndim, &d)) return false;
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "\"logcumsumexp_cuda\" not implemented for '%s'", tensor_type_name(t->dtype));
    int64_t n = t->ndim ? t->shape[d] : 1;
    Value run = value_retain(a->p[0]);
    bool ok = true;
    for (int64_t s = 1; ok && s < n; s *= 2) {
        Work w = work_new(in, a);
        Value head = work_method(&w, run, "narrow", 3, (Value[]){value_int(d), value_int(0), value_int(s)});
        Value pad = work_call(&w, "full_like", 2, (Value[]){head, value_float(-INFINITY)});
        Value kept = work_method(&w, run, "narrow", 3, (Value[]){value_int(d), value_int(0), value_int(n - s)});
        Value list = work_keep(&w, true, value_list_new(V_LIST, 2));
        if (w.ok) value_list_push(list, value_retain(pad)), value_list_push(list, value_retain(kept));
        Value before = work_call(&w, "cat", 2, (Value[]){list, value_int(d)});
        Value next;
        ok = work_done(&w, work_call(&w, "logaddexp", 2, (Value[]){run, before}), &next);
        value_release(run);
        run = ok ? next : value_none();
    }
    if (ok && n <= 1) {
        value_release(run);
        ok = builtins_call_method(in, a, a->p[0], "clone", 0, NULL, &run);
    }
    return ok && tensor_methods_deliver(in, a, run, out);
}

/* ------------------------------------------------------- inner, cross */

/* inner(input, other): a scalar's product, else the sum over both last
 * dims (tensordot). */
static bool x_inner(Interp *in, const Args *a, Value *out)
{
    Tensor *x, *y;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &y)) return false;
    if (x->ndim == 0 || y->ndim == 0) return value_binary(in, OP_MUL, a->p[0], a->p[1], out);
    if (x->shape[x->ndim - 1] != y->shape[y->ndim - 1]) {
        char xs[200], ys[200];
        tensor_shape_str(x->ndim, x->shape, xs, sizeof xs);
        tensor_shape_str(y->ndim, y->shape, ys, sizeof ys);
        return error_raise(in, "inner() the last dimension must match on both input tensors but got shapes %s and %s",
                           xs, ys);
    }
    Work w = work_new(in, a);
    Value last = work_keep(&w, true, value_list_new(V_LIST, 1));
    if (w.ok) value_list_push(last, value_int(-1));
    Value dims = work_keep(&w, true, value_list_new(V_LIST, 2));
    if (w.ok) value_list_push(dims, value_retain(last)), value_list_push(dims, value_retain(last));
    return work_done(&w, work_call_kw(&w, "tensordot", 2, a->p, 1, (const char *[]){"dims"}, &dims), out);
}

/* cross(input, other, dim=None) and linalg.cross(input, other, *,
 * dim=-1), by data: the cross product of the 3-vectors along dim (torch's
 * default: the first dim of size 3), as a[1]b[2] - a[2]b[1] and its
 * rotations. */
bool tensor_stats_cross(Interp *in, const Args *a, Value *out)
{
    Tensor *x, *y;
    int64_t dim = -1;
    if (!args_tensor(in, a, 0, &x) || !args_tensor(in, a, 1, &y)) return false;
    if (a->fn->data == STATS_CROSS_TORCH && a->p[2].kind == V_NONE) {
        for (dim = 0; dim < x->ndim && x->shape[dim] != 3; dim++) {}
        if (dim == x->ndim) return error_raise(in, "no dimension of size 3 in input");
    } else if (!args_int(in, a, 2, &dim)) {
        return false;
    }
    if (x->ndim != y->ndim) return error_raise(in, "linalg.cross: inputs must have the same number of dimensions.");
    int d = 0;
    if (!wrap_dim(in, dim, x->ndim, &d)) return false;
    int64_t xn = x->ndim ? x->shape[d] : 1, yn = y->ndim ? y->shape[d] : 1;
    if (xn != 3 || yn != 3)
        return error_raise(in, "linalg.cross: inputs dimension %lld must have length 3. Got %lld and %lld",
                           (long long)dim, (long long)xn, (long long)yn);
    if (x->dtype != y->dtype)
        return error_raise(in, "expected scalar type %s but found %s", tensor_type_name(x->dtype),
                           tensor_type_name(y->dtype));
    if (x->dtype == DT_BOOL)
        return error_raise(in, "\"cross_%s\" not implemented for 'Bool'", tensor_device(x) < 0 ? "cpu" : "cuda");
    const Backend *be;
    Tensor *r;
    Error err;
    if (!tensor_backend(in, &be) || !dispatch_cross(be, tensor_stream(tensor_device(x)), x, y, d, &r, &err))
        return tensor_fail(in, &err);
    *out = value_tensor(r);
    return true;
}

/* -------------------------------------------------------- linalg norms */

/* PyTorch's check_linalg_norm_dtype: a float dtype the input's widens to. */
static bool norm_dtype_ok(Interp *in, const char *fn, DType input, DType dt)
{
    if (dt == DT_COUNT) return true;
    if (!dtype_is_float(dt))
        return error_raise(in, "%s: dtype should be floating point or complex, but got %s", fn, tensor_type_name(dt));
    if (tensor_promote_types(input, dt) != dt)
        return error_raise(in, "%s: the dtype of the input (%s) should be convertible without narrowing to the "
                           "specified dtype (%s)", fn, tensor_type_name(input), tensor_type_name(dt));
    return true;
}

/* The ints of a dim argument (an int or a list of them) into dims. */
static bool dims_of(Interp *in, const Args *a, Value v, int64_t *dims, int *n)
{
    if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_SIZE) {
        *n = 1;
        return args_int_value(in, a, "dim", v, dims);
    }
    List *l = value_as_list(v);
    if (l->len > TENSOR_MAX_DIMS) return error_raise(in, "dim has too many entries");
    *n = (int)l->len;
    for (int i = 0; i < *n; i++)
        if (!args_int_value(in, a, "dim", l->items[i], &dims[i])) return false;
    return true;
}

/* A norm's call: x (cast to dtype dt unless DT_COUNT) given to norm
 * with p, dim and keepdim, kept by w. */
static Value norm_call(Work *w, Value x, DType dt, Value p, Value dim, Value keepdim)
{
    if (dt != DT_COUNT) x = work_method(w, x, "to", 1, (Value[]){value_dtype(dt)});
    return work_call_kw(w, "norm", 3, (Value[]){x, p, dim}, 1, (const char *[]){"keepdim"}, &keepdim);
}

/* vector_norm's checks, in PyTorch's order: a float input, an identity for
 * an empty reduction (norms below 0 and inf have none), the dtype. */
bool tensor_stats_vector_norm_checks(Interp *in, const Args *a, const Tensor *t, double ord, Value dimv, DType dt)
{
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "linalg.vector_norm: Expected a floating point or complex tensor as input. Got %s",
                           tensor_type_name(t->dtype));
    int64_t dims[TENSOR_MAX_DIMS];
    int n = 0;
    if (dimv.kind != V_NONE && !dims_of(in, a, dimv, dims, &n)) return false;
    if (tensor_numel(t) == 0 && (ord < 0 || ord == INFINITY)) {
        if (n == 0)
            return error_raise(in, "linalg.vector_norm cannot compute the %g norm on an empty tensor because the "
                               "operation does not have an identity", ord);
        for (int i = 0; i < n; i++) {
            int d = 0;
            if (!wrap_dim(in, dims[i], t->ndim, &d)) return false;
            if (t->ndim && t->shape[d] == 0)
                return error_raise(in, "linalg.vector_norm cannot compute the %g norm on the dimension %lld"
                                   "because this dimension is empty and the operation does not have an identity",
                                   ord, (long long)dims[i]);
        }
    }
    return norm_dtype_ok(in, "linalg.vector_norm", t->dtype, dt);
}

/* The order a norm's ord names: a number, or -1 with *name set for a
 * string ('fro', 'nuc'). */
static bool ord_of(Interp *in, const Args *a, Value v, double *ord, const char **name)
{
    *name = v.kind == V_STR ? value_as_str(v)->data : NULL;
    if (*name) return true;
    Operand o;
    if (!args_number(in, a, "ord", v, &o)) return false;
    *ord = o.kind == OPERAND_FLOAT ? o.f : o.kind == OPERAND_INT ? (double)o.i : (double)o.b;
    return true;
}

/* ATen's 2-norm and nuclear norm of the matrices over dims (d0, d1): the
 * largest or smallest singular value, or their sum (pick), computed with
 * those dims moved last, put back when keep. */
static Value spectral_norm(Work *w, Value x, DType dt, int d0, int d1, const char *pick, bool keep)
{
    Value dims = work_keep(w, true, value_size_new((int64_t[]){d0, d1}, 2));
    Value last = work_keep(w, true, value_size_new((int64_t[]){-2, -1}, 2));
    if (dt != DT_COUNT) x = work_method(w, x, "to", 1, (Value[]){value_dtype(dt)});
    Value values = linalg_work_svdvals(w, work_method(w, x, "movedim", 2, (Value[]){dims, last}));
    Value r = work_method(w, values, pick, 1, (Value[]){value_int(-1)});
    if (!keep) return r;
    r = work_method(w, work_method(w, r, "unsqueeze", 1, (Value[]){value_int(-1)}), "unsqueeze", 1,
                    (Value[]){value_int(-1)});
    return work_method(w, r, "movedim", 2, (Value[]){last, dims});
}

/* matrix_norm of x over the dims (d0, d1): 'fro' the 2-norm of the
 * elements; +-1 the largest (smallest) column sum of magnitudes, +-inf
 * the row sums; +-2 and 'nuc' from the singular values. */
static bool matrix_norm(Interp *in, const Args *a, const Tensor *t, double ord, const char *name, const int64_t *dims,
                        int ndims, Value keepdim, DType dt, Value *out)
{
    const char *fn = "linalg.matrix_norm";
    double mag = fabs(ord);
    if (name && strcmp(name, "fro") != 0 && strcmp(name, "nuc") != 0)
        return error_raise(in, "%s: Order %s not supported.", fn, name);
    if (!name && mag != 1 && mag != 2 && mag != INFINITY) return error_raise(in, "%s: Order %g not supported.", fn, ord);
    if (t->ndim < 2) return error_raise(in, "%s: The input tensor A must have at least 2 dimensions.", fn);
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "%s: Expected a floating point or complex tensor as input. Got %s", fn,
                           tensor_type_name(t->dtype));
    if (ndims != 2) return error_raise(in, "%s: dim must be a 2-tuple.", fn);
    int d0 = 0, d1 = 0;
    if (!wrap_dim(in, dims[0], t->ndim, &d0) || !wrap_dim(in, dims[1], t->ndim, &d1)) return false;
    if (d0 == d1) return error_raise(in, "%s: dims must be different. Got (%d, %d)", fn, d0, d1);
    if (!norm_dtype_ok(in, fn, t->dtype, dt)) return false;
    bool keep;
    if (!value_truth(in, keepdim, &keep)) return false;
    Work w = work_new(in, a);
    if (name ? strcmp(name, "nuc") == 0 : mag == 2)
        return work_done(&w, spectral_norm(&w, a->p[0], dt, d0, d1, name ? "sum" : ord > 0 ? "amax" : "amin", keep),
                         out);
    if (name) {
        Value pair = work_keep(&w, true, value_size_new((int64_t[]){d0, d1}, 2));
        return work_done(&w, norm_call(&w, a->p[0], dt, value_int(2), pair, keepdim), out);
    }
    /* the sums run down the columns for +-1 (over d0), along the rows for
     * +-inf (over d1); the extreme is then taken over the other dim */
    int sum_dim = mag == 1 ? d0 : d1, pick_dim = mag == 1 ? d1 : d0;
    if (!keep && sum_dim < pick_dim) pick_dim--;
    Value sums = norm_call(&w, a->p[0], dt, value_int(1), value_int(sum_dim), keepdim);
    return work_done(&w, work_method(&w, sums, ord > 0 ? "amax" : "amin", 2, (Value[]){value_int(pick_dim), keepdim}),
                     out);
}

bool tensor_stats_matrix_norm(Interp *in, const Args *a, const Tensor *t, const char *name, Value dimv, Value keepdim,
                              DType dt, Value *out)
{
    int64_t dims[TENSOR_MAX_DIMS];
    int n = t->ndim;
    for (int i = 0; i < n; i++) dims[i] = i;
    if (dimv.kind != V_NONE && !dims_of(in, a, dimv, dims, &n)) return false;
    return matrix_norm(in, a, t, 0, name, dims, n, keepdim, dt, out);
}

/* linalg.norm(input, ord=None, dim=None, keepdim=False, *, dtype=None,
 * out=None), linalg.vector_norm(x, ord=2, ...) and linalg.matrix_norm(A,
 * ord='fro', dim=None (the last two), ...), by data, routed as PyTorch's
 * linalg_norm: a given ord over two dims (a matrix's, without dim) is a
 * matrix norm, anything else a vector norm; an out= of the result's dtype
 * takes it. */
static bool norm_value(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    DType dt = DT_COUNT;
    if (p[0].kind != V_TENSOR)
        return error_raise_as(in, ERR_TYPE, "linalg_%s(): argument '%s' (position 1) must be Tensor, not %s",
                              a->fn->name, args_name(a, 0), value_type_name(p[0]));
    if (!args_tensor(in, a, 0, &t) || !args_dtype(in, a, 4, &dt)) return false;
    double ord = 2;
    const char *name = NULL;
    if (p[1].kind != V_NONE && !ord_of(in, a, p[1], &ord, &name)) return false;
    int64_t dims[TENSOR_MAX_DIMS] = {-2, -1};
    int ndims = 2;
    if (p[2].kind != V_NONE && !dims_of(in, a, p[2], dims, &ndims)) return false;
    if (a->fn->data == STATS_NORM_MATRIX) return matrix_norm(in, a, t, ord, name, dims, ndims, p[3], dt, out);
    bool given = p[1].kind != V_NONE;
    if (a->fn->data == STATS_NORM_ANY) {
        if (p[2].kind != V_NONE && ndims != 1 && ndims != 2) {
            char given[256];
            tensor_shape_str(ndims, dims, given, sizeof given);
            return error_raise(in, "linalg.norm: If dim is specified, it must be of length 1 or 2. Got %s", given);
        }
        if (p[2].kind == V_NONE && given && t->ndim != 1 && t->ndim != 2)
            return error_raise(in, "linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got %dD.",
                               t->ndim);
        if (p[2].kind == V_NONE) dims[0] = 0, dims[1] = 1;
        if (name || (given && (p[2].kind == V_NONE ? t->ndim == 2 : ndims == 2)))
            return matrix_norm(in, a, t, ord, name, dims, ndims, p[3], dt, out);
    } else if (name) {
        return error_raise_as(in, ERR_TYPE, "linalg_vector_norm(): argument 'ord' must be Number, not str");
    }
    if (!tensor_stats_vector_norm_checks(in, a, t, ord, p[2], dt)) return false;
    Work w = work_new(in, a);
    Value r = norm_call(&w, p[0], dt, given ? p[1] : value_int(2), p[2], p[3]);
    return work_done(&w, r, out);
}

bool tensor_stats_norm(Interp *in, const Args *a, Value *out)
{
    Value r;
    return norm_value(in, a, &r) && tensor_methods_deliver_same(in, a, r, out);
}

/* ------------------------------------------------------ cov, corrcoef */

/* A cov() weight's checks, in PyTorch's order: one dim at most, an
 * integral (fweights) or floating (aweights) dtype, one weight for each
 * observation, none negative.  False with the error raised. */
static bool cov_weight_ok(Work *w, const char *which, Value v, bool integral, int64_t n)
{
    Interp *in = w->in;
    const Tensor *t = value_as_tensor(v);
    if (t->ndim > 1)
        return error_raise(in, "cov(): expected %s to have one or fewer dimensions but got %s with %d dimensions", which,
                           which, t->ndim);
    if (integral ? !is_integral(t->dtype) : !dtype_is_float(t->dtype))
        return error_raise(in, "cov(): expected %s to have %s dtype but got %s with %s dtype", which,
                           integral ? "integral" : "floating point", which, tensor_type_name(t->dtype));
    if (tensor_numel(t) != n)
        return error_raise(in, "cov(): expected %s to have the same numel as there are observations in the input but "
                           "got %lld != %lld", which, (long long)tensor_numel(t), (long long)n);
    if (n > 0 && item_of(w, work_method(w, v, "min", 0, NULL)) < 0)
        return error_raise(in, "cov(): %s cannot be negative", which);
    return true;
}

/* The divisor of cov's sums: the weights' total less the correction, each
 * observation counting by its aweight when there are aweights; 0 where
 * that leaves no degree of freedom (PyTorch warns and divides by 0). */
static Value cov_divisor(Work *w, Value weights, Value aweights, Value total, int64_t correction)
{
    Value less = value_int(correction);
    if (aweights.kind != V_NONE && correction != 0) {
        Value spent = work_method(w, work_binary(w, OP_MUL, weights, aweights), "sum", 0, NULL);
        less = work_binary(w, OP_DIV, work_binary(w, OP_MUL, spent, value_int(correction)), total);
    }
    Value divisor = work_binary(w, OP_SUB, total, less);
    bool no_freedom = w->ok && item_of(w, divisor) <= 0;
    return no_freedom ? work_call(w, "zeros_like", 1, &divisor) : divisor;
}

/* cov(input, *, correction=1, fweights=None, aweights=None), as PyTorch's
 * composition: the rows are variables, the columns observations; each
 * row's weighted mean taken out, the weighted products of the rows summed
 * by mm and divided by cov_divisor, the result squeezed. */
static bool x_cov(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t, *weight;
    int64_t correction;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &correction)) return false;
    if (t->ndim > 2)
        return error_raise(in, "cov(): expected input to have two or fewer dimensions but got an input with %d dimensions",
                           t->ndim);
    if (t->dtype == DT_BOOL) return error_raise(in, "cov(): bool dtype is not supported for input");
    for (int i = 2; i <= 3; i++)
        if (p[i].kind != V_NONE && !args_tensor(in, a, i, &weight)) return false;
    int64_t n = t->ndim == 2 ? t->shape[1] : tensor_numel(t);
    Work w = work_new(in, a);
    Value x = t->ndim < 2 ? work_method(&w, p[0], "reshape", 2, (Value[]){value_int(1), value_int(-1)}) : p[0];
    Value weights = value_none();
    if (p[2].kind != V_NONE) {
        w.ok = w.ok && cov_weight_ok(&w, "fweights", p[2], true, n);
        weights = p[2];
    }
    if (p[3].kind != V_NONE) {
        w.ok = w.ok && cov_weight_ok(&w, "aweights", p[3], false, n);
        weights = weights.kind == V_NONE ? p[3] : work_binary(&w, OP_MUL, weights, p[3]);
    }
    bool weighted = weights.kind != V_NONE;
    Value total = weighted ? work_method(&w, weights, "sum", 0, NULL) : scalar_like(&w, p[0], value_int(n), DT_INT64);
    if (w.ok && weighted && item_of(&w, total) == 0)
        w.ok = error_raise(in, "cov(): weights sum to zero, can't be normalized");
    Value mean = work_binary(&w, OP_DIV,
                             work_method(&w, weighted ? work_binary(&w, OP_MUL, x, weights) : x, "sum", 1,
                                         (Value[]){value_int(1)}),
                             total);
    Value divisor = cov_divisor(&w, weights, p[3], total, correction);
    Value centred = work_binary(&w, OP_SUB, x, work_method(&w, mean, "unsqueeze", 1, (Value[]){value_int(1)}));
    Value other = weighted ? work_binary(&w, OP_MUL, centred, weights) : centred;
    Value sums = work_call(&w, "mm", 2, (Value[]){centred, work_method(&w, other, "t", 0, NULL)});
    return work_done(&w, work_method(&w, work_binary(&w, OP_DIV, sums, divisor), "squeeze", 0, NULL), out);
}

/* corrcoef(input): cov's matrix over the outer product of its standard
 * deviations, clipped to [-1, 1]; a single variable's c / c. */
static bool x_corrcoef(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (t->ndim > 2)
        return error_raise(in, "corrcoef(): expected input to have two or fewer dimensions but got an input with %d "
                           "dimensions", t->ndim);
    Work w = work_new(in, a);
    Value c = work_call(&w, "cov", 1, a->p);
    if (w.ok && value_as_tensor(c)->ndim == 0) return work_done(&w, work_binary(&w, OP_DIV, c, c), out);
    Value spread = work_call(&w, "sqrt", 1, (Value[]){work_method(&w, c, "diag", 0, NULL)});
    Value column = work_method(&w, spread, "view", 2, (Value[]){value_int(-1), value_int(1)});
    Value row = work_method(&w, spread, "view", 2, (Value[]){value_int(1), value_int(-1)});
    c = work_binary(&w, OP_DIV, work_binary(&w, OP_DIV, c, column), row);
    return work_done(&w, work_method(&w, c, "clip", 2, (Value[]){value_int(-1), value_int(1)}), out);
}

/* ------------------------------------ trapezoid, cumulative_trapezoid */

/* v's n - 1 elements along d starting at from (0 or 1); none when n is 0. */
static Value along(Work *w, Value v, int d, int64_t n, int64_t from)
{
    Value start = value_int(n > 0 ? from : 0), len = value_int(n > 0 ? n - 1 : 0);
    return work_method(w, v, "narrow", 3, (Value[]){value_int(d), start, len});
}

/* The spacings x[i + 1] - x[i] along y's dim d, as PyTorch's trapezoid
 * shapes them to broadcast against y's: a 1-d x laid along d, a shorter
 * one given leading dims of size 1. */
static Value spacings(Work *w, const char *fn, Value x, const Tensor *xt, const Tensor *yt, int d)
{
    int64_t shape[TENSOR_MAX_DIMS] = {0};
    int nd = yt->ndim;
    if (xt->ndim == 1) {
        if (xt->shape[0] != (yt->ndim ? yt->shape[d] : 1)) {
            w->ok = w->ok && error_raise(w->in, "%s: There must be one `x` value for each sample point", fn);
            return value_none();
        }
        for (int i = 0; i < nd; i++) shape[i] = i == d ? xt->shape[0] : 1;
    } else if (xt->ndim < yt->ndim) {
        for (int i = 0; i < nd; i++) shape[i] = i < nd - xt->ndim ? 1 : xt->shape[i - (nd - xt->ndim)];
    } else {
        nd = xt->ndim;
        memcpy(shape, xt->shape, sizeof shape[0] * (size_t)nd);
    }
    Value laid = work_method(w, x, "reshape", 1, (Value[]){work_keep(w, true, value_size_new(shape, nd))});
    int64_t m = nd ? shape[d] : 1;
    return work_binary(w, OP_SUB, along(w, laid, d, m, 1), along(w, laid, d, m, 0));
}

/* trapezoid(y, x=None, *, dx=None, dim=-1) (and trapz) and
 * cumulative_trapezoid, by data, as PyTorch writes them: with x, the
 * halved sums of neighbours times x's spacings, summed (or accumulated);
 * with a constant dx, trapezoid's sum less half the end points, times dx.
 * An empty dim integrates to zeros. */
static bool x_trapezoid(Interp *in, const Args *a, Value *out)
{
    bool cumulative = a->fn->data == TRAPEZOID_CUMULATIVE;
    const char *fn = cumulative ? "cumulative_trapezoid" : "trapezoid";
    const Value *p = a->p;
    Tensor *y, *xt = NULL;
    int64_t dim;
    int d = 0;
    double dx = 1;
    if (!args_tensor(in, a, 0, &y) || !args_int(in, a, 3, &dim) || !wrap_dim(in, dim, y->ndim, &d)) return false;
    if (p[1].kind != V_NONE && p[2].kind != V_NONE)
        return error_raise_as(in, ERR_TYPE, "%s() takes either x or dx, not both", fn);
    if (p[1].kind != V_NONE && !args_tensor(in, a, 1, &xt)) return false;
    if (p[2].kind != V_NONE && !number_arg(in, a, 2, &dx)) return false;
    int64_t n = y->ndim ? y->shape[d] : 1;
    Work w = work_new(in, a);
    if (!cumulative && n == 0) {
        Value shape = work_attr(&w, p[0], "shape"), dev = work_attr(&w, p[0], "device");
        Value sizes = work_keep(&w, true, value_list_new(V_LIST, TENSOR_MAX_DIMS));
        for (int i = 0; w.ok && i < y->ndim; i++)
            if (i != d) value_list_push(sizes, value_retain(value_as_list(shape)->items[i]));
        return work_done(&w, work_call_kw(&w, "zeros", 1, &sizes, 2, dtype_device, (Value[]){value_dtype(y->dtype), dev}),
                         out);
    }
    if (y->dtype == DT_BOOL || (xt && xt->dtype == DT_BOOL))
        w.ok = w.ok && error_raise(in, "%s: received a bool input for `%s`, but bool is not supported", fn,
                                   xt ? "x` or `y" : "y");
    if (p[2].kind == V_BOOL) w.ok = w.ok && error_raise(in, "%s: Currently, we only support dx as a real number.", fn);
    Value pairs = work_binary(&w, OP_ADD, along(&w, p[0], d, n, 1), along(&w, p[0], d, n, 0));
    Value r;
    if (cumulative) {
        Value half = xt ? work_binary(&w, OP_DIV, spacings(&w, fn, p[1], xt, y, d), value_float(2)) : value_float(dx / 2);
        r = work_method(&w, work_binary(&w, OP_MUL, half, pairs), "cumsum", 1, (Value[]){value_int(d)});
    } else if (xt) {
        Value areas = work_binary(&w, OP_MUL, spacings(&w, fn, p[1], xt, y, d), pairs);
        r = work_method(&w, work_binary(&w, OP_DIV, areas, value_float(2)), "sum", 1, (Value[]){value_int(d)});
    } else {
        Value ends = work_binary(&w, OP_ADD, work_method(&w, p[0], "select", 2, (Value[]){value_int(d), value_int(0)}),
                                 work_method(&w, p[0], "select", 2, (Value[]){value_int(d), value_int(-1)}));
        Value inner = work_binary(&w, OP_SUB, work_method(&w, p[0], "sum", 1, (Value[]){value_int(d)}),
                                  work_binary(&w, OP_MUL, ends, value_float(0.5)));
        r = work_binary(&w, OP_MUL, inner, value_float(dx));
    }
    return work_done(&w, r, out);
}

/* ------------------------------------------------------------- gradient */

/* f's len elements along d from start. */
static Value slab(Work *w, Value f, int d, int64_t start, int64_t len)
{
    return work_method(w, f, "narrow", 3, (Value[]){value_int(d), value_int(start), value_int(len)});
}

/* x0 * c0 + x1 * c1 + x2 * c2, summed left to right as PyTorch writes it. */
static Value weighted(Work *w, Value x0, Value c0, Value x1, Value c1, Value x2, Value c2)
{
    Value sum = work_binary(w, OP_ADD, work_binary(w, OP_MUL, x0, c0), work_binary(w, OP_MUL, x1, c1));
    return work_binary(w, OP_ADD, sum, work_binary(w, OP_MUL, x2, c2));
}

static Value negated(Work *w, Value x)
{
    return work_method(w, x, "neg", 0, NULL);
}

/* first, center and last joined along d. */
static Value ends_around(Work *w, Value first, Value center, Value last, int d)
{
    Value pieces[3] = {first, center, last};
    Value parts = work_keep(w, true, value_list_new(V_LIST, 3));
    for (int i = 0; w->ok && i < 3; i++) value_list_push(parts, value_retain(pieces[i]));
    return work_call(w, "cat", 2, (Value[]){parts, value_int(d)});
}

/* The gradient of f (n >= edge + 1 samples along d) at spacing h, a
 * number: central differences inside, one-sided ones of the edge order
 * at the ends, as PyTorch's gradient_helper_float computes them. */
static Value uniform_gradient(Work *w, Value f, int d, int64_t n, Value h, int64_t edge)
{
    Value center = work_binary(w, OP_SUB, slab(w, f, d, 2, n - 2), slab(w, f, d, 0, n - 2));
    center = work_binary(w, OP_DIV, work_binary(w, OP_DIV, center, h), value_int(2));
    Value first, last;
    if (edge == 1) {
        first = work_binary(w, OP_SUB, slab(w, f, d, 1, 1), slab(w, f, d, 0, 1));
        last = work_binary(w, OP_SUB, slab(w, f, d, n - 1, 1), slab(w, f, d, n - 2, 1));
    } else {
        first = weighted(w, slab(w, f, d, 0, 1), value_float(-1.5), slab(w, f, d, 1, 1), value_int(2),
                         slab(w, f, d, 2, 1), value_float(-0.5));
        last = weighted(w, slab(w, f, d, n - 3, 1), value_float(0.5), slab(w, f, d, n - 2, 1), value_int(-2),
                        slab(w, f, d, n - 1, 1), value_float(1.5));
    }
    return ends_around(w, work_binary(w, OP_DIV, first, h), center, work_binary(w, OP_DIV, last, h), d);
}

/* The weights of f at x - s1, x and x + s2 in the second-order estimate
 * of f'(x), into c[0..2]: PyTorch's gradient_helper's a, b and c. */
static void inner_weights(Work *w, Value s1, Value s2, Value *c)
{
    Value both = work_binary(w, OP_ADD, s1, s2);
    c[0] = work_binary(w, OP_DIV, negated(w, s2), work_binary(w, OP_MUL, s1, both));
    c[1] = work_binary(w, OP_DIV, work_binary(w, OP_SUB, s2, s1), work_binary(w, OP_MUL, s1, s2));
    c[2] = work_binary(w, OP_DIV, s1, work_binary(w, OP_MUL, s2, both));
}

/* The gradient of f along d at the sample coordinates x (1-d, m of them),
 * as PyTorch's gradient_helper: the second-order estimate for uneven
 * spacing inside, one-sided differences of the edge order at the ends. */
static Value coordinate_gradient(Work *w, Value f, int d, int nd, int64_t n, Value x, int64_t m, int64_t edge)
{
    Value dx = work_method(w, x, "diff", 0, NULL), c[3];
    inner_weights(w, slab(w, dx, 0, 0, m - 2), slab(w, dx, 0, 1, m - 2), c);
    int64_t shape[TENSOR_MAX_DIMS];
    for (int i = 0; i < nd; i++) shape[i] = i == d ? m - 2 : 1;
    Value laid = work_keep(w, true, value_size_new(shape, nd));
    for (int i = 0; i < 3; i++) c[i] = work_method(w, c[i], "reshape", 1, &laid);
    Value center = weighted(w, c[0], slab(w, f, d, 0, n - 2), c[1], slab(w, f, d, 1, n - 2), c[2],
                            slab(w, f, d, 2, n - 2));
    Value h0 = work_method(w, dx, "select", 2, (Value[]){value_int(0), value_int(0)});
    Value hn = work_method(w, dx, "select", 2, (Value[]){value_int(0), value_int(-1)});
    Value first, last;
    if (edge == 1) {
        first = work_binary(w, OP_DIV, work_binary(w, OP_SUB, slab(w, f, d, 1, 1), slab(w, f, d, 0, 1)), h0);
        last = work_binary(w, OP_DIV, work_binary(w, OP_SUB, slab(w, f, d, n - 1, 1), slab(w, f, d, n - 2, 1)), hn);
    } else {
        Value h1 = work_method(w, dx, "select", 2, (Value[]){value_int(0), value_int(1)});
        Value hm = work_method(w, dx, "select", 2, (Value[]){value_int(0), value_int(-2)});
        Value s0 = work_binary(w, OP_ADD, h0, h1), sn = work_binary(w, OP_ADD, hn, hm);
        Value a0 = work_binary(w, OP_DIV, negated(w, work_binary(w, OP_ADD, work_binary(w, OP_MUL, value_float(2), h0), h1)),
                               work_binary(w, OP_MUL, h0, s0));
        Value b0 = work_binary(w, OP_DIV, s0, work_binary(w, OP_MUL, h0, h1));
        Value c0 = work_binary(w, OP_DIV, negated(w, h0), work_binary(w, OP_MUL, h1, s0));
        first = weighted(w, a0, slab(w, f, d, 0, 1), b0, slab(w, f, d, 1, 1), c0, slab(w, f, d, 2, 1));
        Value an = work_binary(w, OP_DIV, hn, work_binary(w, OP_MUL, hm, sn));
        Value bn = work_binary(w, OP_DIV, negated(w, sn), work_binary(w, OP_MUL, hn, hm));
        Value cn = work_binary(w, OP_DIV, work_binary(w, OP_ADD, work_binary(w, OP_MUL, value_int(2), hn), hm),
                               work_binary(w, OP_MUL, hn, sn));
        last = weighted(w, an, slab(w, f, d, n - 3, 1), bn, slab(w, f, d, n - 2, 1), cn, slab(w, f, d, n - 1, 1));
    }
    return ends_around(w, first, center, last, d);
}

/* One of gradient's dims, wrapped into *out; a 0-d tensor has none, as
 * its size() says. */
static bool gradient_dim(Interp *in, const Tensor *t, Value dim, int *out)
{
    int64_t d;
    if (!value_as_index(in, dim, &d)) return false;
    if (t->ndim == 0)
        return error_raise_as(in, ERR_INDEX, "Dimension specified as %lld but tensor has no dimensions", (long long)d);
    return wrap_dim(in, d, t->ndim, out);
}

/* gradient's dims, wrapped, into dims (*n of them): dim None (every
 * dimension), an int or a list; PyTorch's error for one named twice. */
static bool gradient_dims(Interp *in, const Tensor *t, Value dim, int *dims, int *n)
{
    Value list;
    *n = 0;
    if (dim.kind == V_NONE) {
        for (int i = 0; i < t->ndim; i++) dims[i] = i;
        *n = t->ndim;
        return true;
    }
    if (dim.kind == V_INT) {
        *n = 1;
        return gradient_dim(in, t, dim, &dims[0]);
    }
    if (!value_items(in, dim, &list)) return false;
    List *l = value_as_list(list);
    uint64_t seen = 0;
    bool ok = true;
    /* Each dim stored is new and below ndim, so at most ndim are. */
    for (size_t k = 0; ok && k < l->len; k++) {
        int d;
        ok = gradient_dim(in, t, l->items[k], &d);
        if (ok && (seen >> d & 1)) ok = error_raise(in, "dim %d appears multiple times in the list of dims", d);
        if (ok) {
            seen |= 1ull << d;
            dims[(*n)++] = d;
        }
    }
    value_release(list);
    return ok;
}

/* gradient(input, *, spacing=1.0, dim=None, edge_order=1): a tuple of f's
 * estimated partial derivatives along each of the dims; spacing a number
 * (a 0-d tensor's too), a list of one for each dim, or a list of 1-d
 * tensors of their sample coordinates (overloads.c has let only those
 * through).  PyTorch's checks, in its order. */
static bool x_gradient(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    int64_t edge;
    int dims[TENSOR_MAX_DIMS], ndims;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 3, &edge)) return false;
    if (t->dtype == DT_UINT8) return error_raise(in, "torch.gradient does not support uint8 input.");
    bool listed = p[1].kind == V_LIST || p[1].kind == V_TUPLE;
    size_t nspacing = listed ? value_as_list(p[1])->len : 0;
    int wanted = p[2].kind == V_NONE ? t->ndim : 1;
    if (p[2].kind != V_NONE && p[2].kind != V_INT) {
        Value list;
        if (!value_items(in, p[2], &list)) return false;
        wanted = (int)value_as_list(list)->len;
        value_release(list);
    }
    if (listed && p[2].kind == V_NONE && nspacing != (size_t)t->ndim)
        return error_raise(in, "torch.gradient expected spacing to be unspecified, a scalar or a list of length %d "
                           "but got a list of length %zu", t->ndim, nspacing);
    if (listed && p[2].kind != V_NONE && nspacing != (size_t)wanted)
        return error_raise(in, "torch.gradient expected spacing to be unspecified, a scalar or it's spacing and dim "
                           "arguments to have the same length, but got a spacing argument of length %zu and a dim "
                           "argument of length %d.", nspacing, wanted);
    if (edge != 1 && edge != 2) return error_raise(in, "torch.gradient only supports edge_order=1 and edge_order=2.");
    if (!gradient_dims(in, t, p[2], dims, &ndims)) return false;
    for (int i = 0; i < ndims; i++)
        if (t->shape[dims[i]] < edge + 1)
            return error_raise(in, "torch.gradient expected each dimension size to be at least edge_order+1");
    /* A list of tensors is of sample coordinates, one for each dim. */
    const Value *coords = NULL;
    if (listed && nspacing && value_as_list(p[1])->items[0].kind == V_TENSOR) coords = value_as_list(p[1])->items;
    for (int i = 0; coords && i < ndims; i++) {
        int nd = value_as_tensor(coords[i])->ndim;
        if (nd != 1)
            return error_raise(in, "torch.gradient expected each element of spacing to have one dimension, but got an "
                               "element with %d dimensions!", nd);
    }
    Value r = value_list_new(V_TUPLE, (size_t)ndims);
    for (int i = 0; i < ndims; i++) {
        Work w = work_new(in, a);
        int64_t n = t->shape[dims[i]];
        Value g;
        if (coords) {
            g = coordinate_gradient(&w, p[0], dims[i], t->ndim, n, coords[i], value_as_tensor(coords[i])->shape[0], edge);
        } else {
            Value h = listed ? value_as_list(p[1])->items[i] : p[1];
            g = uniform_gradient(&w, p[0], dims[i], n, h, edge);
        }
        if (!work_done(&w, g, &g)) {
            value_release(r);
            return false;
        }
        value_list_push(r, g);
    }
    *out = r;
    return true;
}

/* ------------------------------------------------------------- renorm */

/* renorm(input, p, dim, maxnorm): each slice along dim whose p-norm (over
 * the other dims) passes maxnorm scaled by maxnorm / (norm + 1e-7), as
 * PyTorch's kernel; half inputs take their norms in float32. */
static bool x_renorm(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    double p, maxnorm;
    int64_t dim;
    int d = 0;
    if (!args_tensor(in, a, 0, &t) || !number_arg(in, a, 1, &p) || !args_int(in, a, 2, &dim) ||
        !number_arg(in, a, 3, &maxnorm))
        return false;
    if (!(p > 0)) return error_raise(in, "renorm: non-positive-norm not supported");
    if (!(maxnorm >= 0)) return error_raise(in, "renorm: expected maxnorm to be >= 0 but got %g", maxnorm);
    if (t->ndim < 2) return error_raise(in, "renorm: input needs at least 2 dimensions, got %d dimensions", t->ndim);
    if (!wrap_dim(in, dim, t->ndim, &d)) return false;
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "linalg.vector_norm: Expected a floating point or complex tensor as input. Got %s",
                           tensor_type_name(t->dtype));
    Work w = work_new(in, a);
    Value others = work_keep(&w, true, value_list_new(V_LIST, TENSOR_MAX_DIMS));
    for (int i = 0; w.ok && i < t->ndim; i++)
        if (i != d) value_list_push(others, value_int(i));
    bool half = t->dtype == DT_FLOAT16 || t->dtype == DT_BFLOAT16;
    Value x = half ? work_method(&w, a->p[0], "float", 0, NULL) : a->p[0];
    Value norm = work_call_kw(&w, "norm", 3, (Value[]){x, a->p[1], others}, 1, (const char *[]){"keepdim"},
                              (Value[]){value_bool(true)});
    Value scaled = work_binary(&w, OP_DIV, value_float(maxnorm), work_binary(&w, OP_ADD, norm, value_float(1e-7)));
    Value over = work_binary(&w, OP_GT, norm, value_float(maxnorm));
    Value factor = work_call(&w, "where", 3, (Value[]){over, scaled, value_float(1)});
    if (half) factor = work_method(&w, factor, "to", 1, (Value[]){value_dtype(t->dtype)});
    return work_done(&w, work_binary(&w, OP_MUL, a->p[0], factor), out);
}

/* ------------------------------------------------------------ the table */

#define FM (BI_FUNC | BI_METHOD)
static const Builtin rows[] = {
    {"median", V_TENSOR, FM, x_order, "input, dim=None, keepdim=False, *, out=None", ORDER_MEDIAN,
     "the lower median (NaN if any); with dim, (values, indices)"},
    {"nanmedian", V_TENSOR, FM, x_order, "input, dim=None, keepdim=False, *, out=None", ORDER_NANMEDIAN,
     "the lower median of the non-NaN values; with dim, (values, indices)"},
    {"kthvalue", V_TENSOR, FM, x_order, "input, k, dim=-1, keepdim=False, *, out=None", ORDER_KTHVALUE,
     "the k-th smallest along dim, (values, indices)"},
    {"quantile", V_TENSOR, FM, x_quantile, "input, q, dim=None, keepdim=False, *, interpolation='linear'", 0,
     "the q-th quantiles (along dim), interpolated"},
    {"nanquantile", V_TENSOR, FM, x_quantile, "input, q, dim=None, keepdim=False, *, interpolation='linear'", 1,
     "quantile, NaNs left out"},
    {"histc", V_TENSOR, FM, x_histc, "input, bins=100, min=0, max=0", 0,
     "the counts in bins equal-width bins over [min, max] (the data's range when equal)"},
    {"bincount", V_TENSOR, FM, x_bincount, "input, weights=None, minlength=0", 0,
     "the count (or summed weight) of each non-negative int"},
    {"nansum", V_TENSOR, FM, x_nansum, "input, dim=None, keepdim=False, *, dtype=None, out=None", 0,
     "the sum, NaNs as 0"},
    {"nanmean", V_TENSOR, FM, x_nanmean, "input, dim=None, keepdim=False, *, dtype=None, out=None", 0,
     "the mean of the non-NaN values"},
    {"logcumsumexp", V_TENSOR, FM, x_logcumsumexp, "input, dim, *, out=None", 0, "log(cumsum(exp(input))) along dim, stably"},
    {"inner", V_TENSOR, FM, x_inner, "input, other", 0, "the sum of products over both last dims"},
    {"cross", V_TENSOR, FM, tensor_stats_cross, "input, other, dim=None", STATS_CROSS_TORCH,
     "the cross product of 3-vectors along dim (default: the first of size 3)"},
    {"cov", V_TENSOR, FM, x_cov, "input, *, correction=1, fweights=None, aweights=None", 0,
     "the covariance matrix of the rows (variables) over the columns (observations)"},
    {"corrcoef", V_TENSOR, FM, x_corrcoef, "input", 0, "the Pearson correlation matrix of the rows"},
    {"gradient", V_TENSOR, BI_FUNC, x_gradient, "input, *, spacing=1.0, dim=None, edge_order=1", 0,
     "the partial derivatives of input's samples along each dim, by finite differences (a tuple)"},
    {"trapezoid", V_TENSOR, BI_FUNC, x_trapezoid, "y, x=None, *, dx=None, dim=-1", TRAPEZOID_TOTAL,
     "the trapezoidal rule's integral of y along dim"},
    {"trapz", V_TENSOR, BI_FUNC, x_trapezoid, "y, x=None, *, dx=None, dim=-1", TRAPEZOID_TOTAL, "trapezoid"},
    {"cumulative_trapezoid", V_TENSOR, BI_FUNC, x_trapezoid, "y, x=None, *, dx=None, dim=-1", TRAPEZOID_CUMULATIVE,
     "the trapezoidal rule's running integral of y along dim"},
    {"renorm", V_TENSOR, FM, x_renorm, "input, p, dim, maxnorm", 0,
     "the slices along dim whose p-norm passes maxnorm scaled down to it"},
};

void tensor_stats_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
