/* tensor_ops.c: the operation library's builtins (tensor_ops.h).  This file
 * only reads arguments the way PyTorch's signatures take them and turns
 * results into values; the rules live in dispatch_reduce.c,
 * dispatch_linalg.c, dispatch_shape.c and npy.c. */
#include "values/tensor_ops.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "values/args.h"
#include "values/builtins.h"
#include "values/compose.h"
#include "values/iter.h"
#include "values/tensor_create.h"
#include "values/tensor_methods.h"
#include "values/tensor_stats.h"
#include "tensor/dispatch_linalg.h"
#include "tensor/dispatch_reduce.h"
#include "tensor/dispatch_shape.h"
#include "tensor/dispatch_softmax.h"
#include "tensor/dispatch_sort.h"
#include "base/error.h"
#include "tensor/npy.h"
#include "values/tensor_value.h"

/* ------------------------------------------------------------ helpers */

/* The result pairs of the ops here, and how each checks an out= pair. */
static const PairOut max_pair = {"max", "max_out", NULL, PAIR_STRUCTURED},
                     min_pair = {"min", "min_out", NULL, PAIR_STRUCTURED},
                     sort_pair = {"sort", "sort_out", NULL, PAIR_STRUCTURED},
                     topk_pair = {"topk", "topk_out", NULL, PAIR_STRUCTURED},
                     mode_pair = {"mode", "mode_out", NULL, PAIR_MODE},
                     cummax_pair = {"cummax", "cummax_out", NULL, PAIR_CUMULATIVE},
                     cummin_pair = {"cummin", "cummin_out", NULL, PAIR_CUMULATIVE};

/* The backend and the stream for work on t's device. */
static bool device_of(Interp *in, const Tensor *t, const Backend **be, DevStream **s)
{
    if (!tensor_backend(in, be)) return false;
    *s = tensor_stream(tensor_device(t));
    return true;
}

static bool reduce(Interp *in, Tensor *t, const Reduction *r, Value *out)
{
    const Backend *be;
    DevStream *s;
    Error err;
    Tensor *res;
    if (!device_of(in, t, &be, &s)) return false;
    if (!dispatch_reduce(be, s, t, r, &res, &err)) return tensor_fail(in, &err);
    return args_give(out, res);
}

/* ---------------------------------------------------------- reductions */

/* The dtype a reduction of t computes in when its out= (parameter i) is
 * given, as PyTorch's get_dtype_from_result takes it: out's, unless dtype=
 * names another (an error).  mean adopts only a floating out's from a
 * floating input: its own check and the cast check speak otherwise. */
static bool reduce_out_dtype(Interp *in, const Args *a, int i, const Tensor *t, OpCode op, DType *dtype)
{
    Tensor *o;
    if (a->p[i].kind == V_NONE) return true;
    if (a->method) return error_raise_as(in, ERR_TYPE, "%s() got an unexpected keyword argument 'out'", a->fn->name);
    if (!args_tensor(in, a, i, &o)) return false;
    if (*dtype != DT_COUNT && *dtype != o->dtype)
        return error_raise(in, "Expected out tensor to have dtype %s, but got %s instead", dtype_cpp_name(*dtype),
                           dtype_cpp_name(o->dtype));
    if (*dtype == DT_COUNT && (op != OP_mean || (dtype_is_float(t->dtype) && dtype_is_float(o->dtype))))
        *dtype = o->dtype;
    return true;
}

/* ok: a result in *out, which an out= (parameter i) given takes. */
static bool reduce_give(Interp *in, const Args *a, int i, bool ok, Value *out)
{
    if (!ok || a->p[i].kind == V_NONE) return ok;
    return tensor_methods_deliver(in, a, *out, out);
}

/* sum, mean, prod: (input, dim=None, keepdim=False, dtype=None, *,
 * out=None); the OpCode in data. */
static bool bi_sum_like(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Reduction r = dispatch_reduction((OpCode)a->fn->data);
    bool ok = r.op == OP_prod ? args_dim(in, a, 1, &r) : args_dims(in, a, 1, &r);
    r.dtype = DT_COUNT;
    if (!ok || !value_truth(in, p[2], &r.keepdim) || !args_dtype(in, a, 3, &r.dtype) ||
        !reduce_out_dtype(in, a, 4, t, r.op, &r.dtype))
        return false;
    return reduce_give(in, a, 4, reduce(in, t, &r, out), out);
}

/* An out= (parameter i) of amax and amin, of all and any: PyTorch's
 * checks of its dtype, the input's (amax, amin) or bool or uint8 (all,
 * any, whose result it then takes). */
static bool extreme_out_checks(Interp *in, const Args *a, int i, const Tensor *t, OpCode op)
{
    Tensor *o;
    if (a->p[i].kind == V_NONE || a->method) return true;
    if (!args_tensor(in, a, i, &o)) return false;
    bool logical = op == OP_all || op == OP_any;
    if (logical && o->dtype != DT_BOOL && o->dtype != DT_UINT8)
        return error_raise(in, "%s only supports bool tensor for result, got: %s", op_name(op),
                           tensor_type_name(o->dtype));
    if (!logical && o->dtype != t->dtype)
        return error_raise(in, "Expected the dtype for input and out to match, but got %s for input's dtype and %s "
                           "for out's dtype.", tensor_type_name(t->dtype), tensor_type_name(o->dtype));
    return true;
}

/* amax, amin, all, any: (input, dim=None, keepdim=False, *, out=None);
 * the OpCode in data. */
static bool bi_amax_like(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Reduction r = dispatch_reduction((OpCode)a->fn->data);
    if (!args_dims(in, a, 1, &r) || !value_truth(in, p[2], &r.keepdim) ||
        !extreme_out_checks(in, a, 3, t, r.op))
        return false;
    return reduce_give(in, a, 3, reduce(in, t, &r, out), out);
}

/* aminmax(input, *, dim=None, keepdim=False, out=None) -> (min, max):
 * amin and amax, with aminmax's own refusals of nothing to reduce. */
static bool bi_aminmax(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"min", "max"};
    const Value *p = a->p;
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Reduction lo = dispatch_reduction(OP_amin);
    if (!args_dim(in, a, 1, &lo) || !value_truth(in, p[2], &lo.keepdim)) return false;
    if (tensor_numel(t) == 0 && lo.ndims < 0)
        return error_raise(in, "aminmax(): cannot compute aminmax over an empty dimension as the operation has no "
                           "identity.");
    int d;
    Error err;
    if (lo.ndims > 0 && !tensor_wrap_dim(lo.dims[0], t->ndim, &d, &err)) return tensor_fail(in, &err);
    if (lo.ndims > 0 && t->shape[d] == 0)
        return error_raise_as(in, ERR_INDEX, "aminmax: Expected reduction dim %d to have non-zero size.", d);
    Reduction hi = lo;
    hi.op = OP_amax;
    Value min, max;
    if (!reduce(in, t, &lo, &min)) return false;
    if (!reduce(in, t, &hi, &max)) {
        value_release(min);
        return false;
    }
    /* the pair takes the tensors' references, not their values */
    Tensor *lo_t = tensor_retain(value_as_tensor(min)), *hi_t = tensor_retain(value_as_tensor(max));
    value_release(min);
    value_release(max);
    static const PairOut pair = {"aminmax", "aminmax_out", fields, PAIR_STRUCTURED};
    return tensor_methods_deliver_pair(in, a, &pair, lo_t, hi_t, out);
}

/* 2 ** e for e up to 1024 either way, as two factors: one power of two
 * would overflow (or underflow) float64 at the ends of its range. */
static Value scale_down(Work *w, Value x, Value e)
{
    Value half = work_call(w, "floor", 1, (Value[]){work_binary(w, OP_DIV, e, value_int(2))});
    Value rest = work_binary(w, OP_SUB, e, half);
    Value x1 = work_binary(w, OP_DIV, x, work_call(w, "exp2", 1, &half));
    return work_binary(w, OP_DIV, x1, work_call(w, "exp2", 1, &rest));
}

/* frexp(input): torch.return_types.frexp(mantissa, exponent), input =
 * mantissa * 2 ** exponent with 0.5 <= |mantissa| < 1 (int32 exponents;
 * zeros, infinities and NaNs are their own mantissa, exponent 0).
 * Composed in float64, which holds every float dtype's numbers and
 * exponents exactly; log2's rounding near a power of two is corrected
 * by one step either way. */
static bool bi_frexp(Interp *in, const Args *a, Value *out)
{
    static const char *const fields[] = {"mantissa", "exponent"};
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    if (!dtype_is_float(t->dtype)) return error_raise(in, "torch.frexp() only supports floating-point dtypes");
    Work w = work_new(in, a);
    Value x = work_method(&w, a->p[0], "double", 0, NULL);
    Value mag = work_call(&w, "abs", 1, &x);
    Value nonzero = work_binary(&w, OP_GT, mag, value_int(0));
    Value finite = work_binary(&w, OP_BITAND, work_call(&w, "isfinite", 1, &mag), nonzero);
    Value safe = work_call(&w, "where", 3, (Value[]){finite, mag, value_float(1.0)});
    Value e = work_binary(&w, OP_ADD, work_call(&w, "floor", 1, (Value[]){work_call(&w, "log2", 1, &safe)}),
                          value_int(1));
    Value m = scale_down(&w, safe, e);
    Value big = work_binary(&w, OP_GE, m, value_float(1.0)), small = work_binary(&w, OP_LT, m, value_float(0.5));
    e = work_binary(&w, OP_ADD, e, big);
    e = work_call(&w, "where", 3, (Value[]){small, work_binary(&w, OP_SUB, e, value_int(1)), e});
    m = scale_down(&w, x, e);
    m = work_call(&w, "where", 3, (Value[]){finite, m, x});
    e = work_call(&w, "where", 3, (Value[]){finite, e, value_float(0.0)});
    Value mantissa = work_method(&w, m, "to", 1, (Value[]){value_dtype(t->dtype)});
    Value exponent = work_method(&w, e, "to", 1, (Value[]){value_dtype(DT_INT32)});
    Value r = value_none();
    if (w.ok) r = work_keep(&w, true, iter_return_pair("frexp", fields, value_retain(mantissa), value_retain(exponent)));
    return work_done(&w, r, out);
}

/* ldexp(input, other): input * 2 ** other, composed as PyTorch's is
 * (mul(input, pow(2.0, other))), so its dtypes and overflows are too. */
static bool bi_ldexp(Interp *in, const Args *a, Value *out)
{
    Work w = work_new(in, a);
    Value scale = work_call(&w, "pow", 2, (Value[]){value_float(2.0), a->p[1]});
    return work_done(&w, work_call(&w, "mul", 2, (Value[]){a->p[0], scale}), out);
}

/* argmax, argmin: (input, dim=None, keepdim=False, *, out=None); no dim
 * indexes the flattened tensor.  The OpCode in data; an out= must be
 * int64, as their structured kernels check it. */
static bool bi_argmax(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    Value r;
    if (!args_tensor(in, a, 0, &t)) return false;
    Reduction red = dispatch_reduction((OpCode)a->fn->data);
    if (!args_dim(in, a, 1, &red) || !value_truth(in, p[2], &red.keepdim)) return false;
    return reduce(in, t, &red, &r) && tensor_methods_deliver_same(in, a, r, out);
}

/* max(input), max(input, dim, keepdim=False) -> (values, indices), and
 * max(input, other) (elementwise maximum), each with out= (a pair with
 * dim); min alike, OP_min in data.  Raw: other= is an overload of its
 * own, taken before binding the rest. */
static bool bi_max(Interp *in, const Args *a, Value *out)
{
    bool is_max = a->fn->data == OP_max;
    Value p[4];
    Span at[4];
    Tensor *t;
    if (a->nkw == 1 && strcmp(a->kw_names[0], "other") == 0 && a->n == 1) {
        Value o = a->kw[0];
        if (a->v[0].kind != V_TENSOR || o.kind != V_TENSOR)
            return error_raise_as(in, ERR_TYPE, "%s(): argument 'other' must be Tensor", a->fn->name);
        Operand xs[2] = {operand_tensor(value_as_tensor(a->v[0])), operand_tensor(value_as_tensor(o))};
        return tensor_run(in, is_max ? OP_maximum : OP_minimum, xs, 2, out);
    }
    if (!builtins_bind(in, a, p, at, NULL)) return false;
    Args bound = *a;
    bound.p = p;
    bound.at = at;
    t = value_as_tensor(p[0]);
    if (p[1].kind == V_TENSOR) {
        Operand xs[2] = {operand_tensor(t), operand_tensor(value_as_tensor(p[1]))};
        return reduce_give(in, &bound, 3, tensor_run(in, is_max ? OP_maximum : OP_minimum, xs, 2, out), out);
    }
    if (p[1].kind == V_NONE) {
        if (tensor_numel(t) == 0)
            return error_raise(in, "%s(): Expected reduction dim to be specified for input.numel() == 0. Specify "
                                  "the reduction dim with the 'dim' argument.", a->fn->name);
        Reduction r = dispatch_reduction(is_max ? OP_amax : OP_amin);
        return reduce_give(in, &bound, 3, reduce(in, t, &r, out), out);
    }
    int64_t dim = 0;
    bool keepdim;
    if (!args_int_value(in, a, "dim", p[1], &dim) || !value_truth(in, p[2], &keepdim)) return false;
    const Backend *be;
    DevStream *s;
    Error err;
    Tensor *values, *indices;
    if (!device_of(in, t, &be, &s)) return false;
    if (!dispatch_max_dim(be, s, is_max ? OP_max : OP_min, t, dim, keepdim, &values, &indices, &err))
        return tensor_fail(in, &err);
    return tensor_methods_deliver_pair(in, &bound, is_max ? &max_pair : &min_pair, values, indices, out);
}

/* The reduction r of a float t, computed in the float dtype of its out=
 * (parameter i) where one is given, as PyTorch's std and var compute in
 * their result's dtype. */
static bool reduce_in_out_dtype(Interp *in, const Args *a, int i, Tensor *t, const Reduction *r, Value *out)
{
    Tensor *o, *c;
    if (a->p[i].kind == V_NONE || a->method || !dtype_is_float(t->dtype)) return reduce(in, t, r, out);
    if (!args_tensor(in, a, i, &o)) return false;
    if (!dtype_is_float(o->dtype) || o->dtype == t->dtype) return reduce(in, t, r, out);
    if (!tensor_to(in, t, tensor_device(t), o->dtype, false, false, &c)) return false;
    bool ok = reduce(in, c, r, out);
    tensor_release(c);
    return ok;
}

/* std, var: (input, dim=None, unbiased=None, keepdim=False,
 * correction=None, *, out=None); std(input, unbiased) is PyTorch's other
 * overload.  The OpCode in data. */
static bool bi_var(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Reduction r = dispatch_reduction((OpCode)a->fn->data);
    Value unbiased = p[2];
    if (p[1].kind == V_BOOL && unbiased.kind == V_NONE) {
        unbiased = p[1];
        r.ndims = -1;
    } else if (!args_dims(in, a, 1, &r)) {
        return false;
    }
    if (!value_truth(in, p[3], &r.keepdim)) return false;
    /* No PyTorch overload takes both: its parser's TypeError. */
    if (unbiased.kind != V_NONE && p[4].kind != V_NONE)
        return error_raise_as(in, ERR_TYPE, "%s(): cannot specify both unbiased and correction", a->fn->name);
    if (unbiased.kind != V_NONE) {
        bool u;
        if (!value_truth(in, unbiased, &u)) return false;
        r.correction = u ? 1 : 0;
    } else if (p[4].kind == V_INT || p[4].kind == V_BOOL) {
        r.correction = p[4].kind == V_INT ? (double)p[4].u.i : p[4].u.b;
    } else if (p[4].kind == V_FLOAT) {
        r.correction = p[4].u.f;
    } else if (p[4].kind != V_NONE) {
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'correction' must be Number, not %s", a->fn->name,
                              value_type_name(p[4]));
    }
    return reduce_give(in, a, 5, reduce_in_out_dtype(in, a, 5, t, &r, out), out);
}

/* norm(input, p='fro', dim=None, keepdim=False, dtype=None, *, out=None),
 * routed as PyTorch 2's torch.norm: 'fro' over at most two dims and a
 * number p are linalg.vector_norm (its checks, dtype= taken), another str
 * p (or 'fro' over more dims) linalg.matrix_norm over dim, all dims when
 * None; an out= of the result's dtype takes it. */
static bool norm_value(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    DType dt = DT_COUNT;
    if (!args_tensor(in, a, 0, &t) || !args_dtype(in, a, 4, &dt)) return false;
    Reduction r = dispatch_reduction(OP_norm);
    if (p[1].kind == V_STR) {
        const char *s = value_as_str(p[1])->data;
        bool few = p[2].kind != V_LIST && p[2].kind != V_TUPLE && p[2].kind != V_SIZE;
        if (strcmp(s, "fro") != 0 || !(few || value_as_list(p[2])->len <= 2))
            return tensor_stats_matrix_norm(in, a, t, s, p[2], p[3], dt, out);
    } else if (p[1].kind == V_INT || p[1].kind == V_BOOL) {
        r.p = p[1].kind == V_INT ? (double)p[1].u.i : p[1].u.b;
    } else if (p[1].kind == V_FLOAT) {
        r.p = p[1].u.f;
    } else if (p[1].kind != V_NONE) {
        return error_raise_as(in, ERR_TYPE, "norm(): argument 'p' must be Number or str, not %s",
                              value_type_name(p[1]));
    }
    if (!tensor_stats_vector_norm_checks(in, a, t, r.p, p[2], dt)) return false;
    if (!args_dims(in, a, 2, &r) || !value_truth(in, p[3], &r.keepdim)) return false;
    if (dt == DT_COUNT) return reduce(in, t, &r, out);
    Tensor *c;
    if (!tensor_to(in, t, tensor_device(t), dt, false, false, &c)) return false;
    bool ok = reduce(in, c, &r, out);
    tensor_release(c);
    return ok;
}

static bool bi_norm(Interp *in, const Args *a, Value *out)
{
    Value r;
    return norm_value(in, a, &r) && tensor_methods_deliver_same(in, a, r, out);
}

/* cumsum(input, dim, dtype=None, *, out=None) and cumprod, by data (the
 * OpCode); the in-place rows have no out (has_out false). */
static bool cumulative(Interp *in, const Args *a, bool has_out, Value *out)
{
    Tensor *t;
    int64_t dim = 0;
    DType dt = DT_COUNT;
    OpCode op = (OpCode)a->fn->data;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim) || !args_dtype(in, a, 2, &dt) ||
        (has_out && !reduce_out_dtype(in, a, 3, t, op, &dt)))
        return false;
    const Backend *be;
    DevStream *s;
    Error err;
    Tensor *r;
    if (!device_of(in, t, &be, &s)) return false;
    if (!dispatch_cumulative(be, s, op, t, dim, dt, &r, &err)) return tensor_fail(in, &err);
    return has_out ? reduce_give(in, a, 3, args_give(out, r), out) : args_give(out, r);
}

static bool bi_cumulative(Interp *in, const Args *a, Value *out)
{
    return cumulative(in, a, true, out);
}

/* t.cumsum_(dim) and t.cumprod_: the running result copied back into t.
 * PyTorch runs the kernel in t's dtype, which has no bool one (a 0-d or
 * empty t never reaches it). */
static bool bi_cumulative_(Interp *in, const Args *a, Value *out)
{
    Tensor *t = value_as_tensor(a->p[0]);
    int64_t dim = 0;
    int d;
    Error err;
    if (t->dtype == DT_BOOL && a->p[2].kind == V_NONE && t->ndim > 0 && tensor_numel(t) > 0) {
        if (!args_int(in, a, 1, &dim)) return false;
        if (!tensor_wrap_dim(dim, t->ndim, &d, &err)) return tensor_fail(in, &err);
        return error_raise(in, "\"%s_%s\" not implemented for 'Bool'", a->fn->data == OP_cumsum ? "cumsum" : "cumprod",
                           tensor_device(t) < 0 ? "out_cpu" : "cuda");
    }
    /* The result is written into t, so a dtype= must be t's own. */
    if (a->p[2].kind == V_DTYPE && a->p[2].u.dtype != t->dtype) {
        if (!args_int(in, a, 1, &dim)) return false;
        if (!tensor_wrap_dim(dim, t->ndim ? t->ndim : 1, &d, &err)) return tensor_fail(in, &err);
        return error_raise(in, "Bad in-place call: input tensor dtype %s and output tensor dtype %s should match",
                           dtype_cpp_name(t->dtype), dtype_cpp_name(a->p[2].u.dtype));
    }
    Value r, ignored;
    if (!cumulative(in, a, false, &r)) return false;
    bool ok = builtins_call_method(in, a, a->p[0], "copy_", 1, &r, &ignored);
    value_release(r);
    if (!ok) return false;
    value_release(ignored);
    *out = value_retain(a->p[0]);
    return true;
}

/* cummax(input, dim, *, out=None) and cummin, by data (the OpCode): a
 * torch.return_types.cummax (cummin) of values and indices. */
static bool bi_cumextreme(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t dim = 0;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim)) return false;
    const Backend *be;
    DevStream *s;
    Error err;
    Tensor *values, *indices;
    OpCode op = (OpCode)a->fn->data;
    if (!device_of(in, t, &be, &s)) return false;
    if (!dispatch_cumextreme(be, s, op, t, dim, &values, &indices, &err)) return tensor_fail(in, &err);
    return tensor_methods_deliver_pair(in, a, op == OP_cummax ? &cummax_pair : &cummin_pair, values, indices, out);
}

/* ------------------------------------------------------ linear algebra */

typedef bool (*ProductFn)(const Backend *, DevStream *, Tensor *, Tensor *, Tensor **, Error *);

static bool product(Interp *in, ProductFn fn, Tensor *x, Tensor *y, Value *out)
{
    const Backend *be;
    DevStream *s;
    Error err;
    Tensor *r;
    if (!device_of(in, tensor_device(x) >= 0 ? x : y, &be, &s)) return false;
    if (!fn(be, s, x, y, &r, &err)) return tensor_fail(in, &err);
    return args_give(out, r);
}

/* matmul, mm, bmm, mv, dot: which in data. */
enum { PRODUCT_MATMUL, PRODUCT_MM, PRODUCT_BMM, PRODUCT_MV, PRODUCT_DOT };

static bool bi_product(Interp *in, const Args *a, Value *out)
{
    static const ProductFn fns[] = {
        [PRODUCT_MATMUL] = dispatch_matmul, [PRODUCT_MM] = dispatch_mm, [PRODUCT_BMM] = dispatch_bmm,
        [PRODUCT_MV] = dispatch_mv, [PRODUCT_DOT] = dispatch_dot,
    };
    Tensor *t;
    if (!args_tensor(in, a, 0, &t)) return false;
    Tensor *other;
    if (!args_tensor(in, a, 1, &other)) return false;
    Value r;
    if (!product(in, fns[a->fn->data], t, other, &r)) return false;
    Tensor *o = a->p[2].kind == V_TENSOR ? value_as_tensor(a->p[2]) : NULL;
    if (o && value_as_tensor(r)->ndim == 0 && o->dtype != t->dtype) {
        /* A product of two vectors is dot's, which words its out= check itself. */
        value_release(r);
        return error_raise(in, "result dtype %s does not match input dtype %s", tensor_type_name(o->dtype),
                           tensor_type_name(t->dtype));
    }
    return tensor_methods_deliver_same(in, a, r, out);
}

/* --------------------------------------------------------------- shape */

/* cat/concat/stack(tensors, dim=0): which in data. */
enum { JOIN_CAT, JOIN_STACK };

static bool bi_cat(Interp *in, const Args *a, Value *out)
{
    int64_t dim = 0;
    Tensor **ts = NULL;
    int n = 0;
    if (!args_int(in, a, 1, &dim) || !args_tensors(in, a, 0, &ts, &n)) return false;
    const Backend *be;
    Error err;
    Tensor *r;
    int dev = -1;
    for (int i = 0; i < n; i++)
        if (tensor_device(ts[i]) >= 0) dev = tensor_device(ts[i]);
    bool ok = tensor_backend(in, &be);
    if (ok) {
        ok = a->fn->data == JOIN_STACK ? dispatch_stack(be, tensor_stream(dev), ts, n, dim, &r, &err)
                   : dispatch_cat(be, tensor_stream(dev), ts, n, dim, &r, &err);
        if (!ok) ok = tensor_fail(in, &err);
        /* cat's own check of an out= its result can't cast to (stack and
         * concat run PyTorch's cat too). */
        else if (a->p[2].kind == V_TENSOR && !tensor_can_cast(r->dtype, value_as_tensor(a->p[2])->dtype)) {
            ok = error_raise(in, "torch.cat(): input types can't be cast to the desired output type %s",
                             tensor_type_name(value_as_tensor(a->p[2])->dtype));
            tensor_release(r);
        } else {
            ok = tensor_methods_deliver(in, a, value_tensor(r), out);
        }
    }
    free(ts);
    return ok;
}

static bool give_parts(Value *out, Tensor **parts, int n)
{
    Value tuple = value_list_new(V_TUPLE, (size_t)n);
    for (int i = 0; i < n; i++)
        value_list_push(tuple, value_tensor(parts[i]));
    free(parts);
    *out = tuple;
    return true;
}

/* split(tensor, split_size_or_sections, dim=0) -> a tuple of views. */
static bool bi_split(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    int64_t dim = 0;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 2, &dim))
        return false;
    Tensor **parts;
    int n;
    Error err;
    bool ok;
    if (value_is_seq(p[1])) {
        List *l = value_as_list(p[1]);
        int64_t *sizes = xcalloc(l->len + 1, sizeof *sizes);
        for (size_t i = 0; i < l->len; i++) {
            if (l->items[i].kind != V_INT) {
                free(sizes);
                return error_raise_as(in, ERR_TYPE, "split(): split sizes must be ints, not %s",
                                      value_type_name(l->items[i]));
            }
            sizes[i] = l->items[i].u.i;
        }
        ok = dispatch_split(t, 0, sizes, (int)l->len, dim, &parts, &n, &err);
        free(sizes);
    } else {
        int64_t size = 0;
        if (!args_int(in, a, 1, &size)) return false;
        ok = dispatch_split(t, size, NULL, 0, dim, &parts, &n, &err);
    }
    return ok ? give_parts(out, parts, n) : tensor_fail(in, &err);
}

/* chunk(input, chunks, dim=0) -> a tuple of views. */
static bool bi_chunk(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t chunks = 0, dim = 0;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &chunks) || !args_int(in, a, 2, &dim))
        return false;
    Tensor **parts;
    int n;
    Error err;
    if (!dispatch_chunk(t, chunks, dim, &parts, &n, &err)) return tensor_fail(in, &err);
    return give_parts(out, parts, n);
}

/* softmax/log_softmax(input, dim, dtype=None): data says which (a log
 * or not). */
enum { SOFTMAX_PLAIN, SOFTMAX_LOG };

static bool bi_softmax(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t dim = 0;
    DType dt = DT_COUNT;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim) || !args_dtype(in, a, 2, &dt)) return false;
    const Backend *be;
    DevStream *s;
    Error err;
    Tensor *r;
    if (!device_of(in, t, &be, &s)) return false;
    if (!dispatch_softmax(be, s, t, dim, dt, a->fn->data == SOFTMAX_LOG, false, &r, &err))
        return tensor_fail(in, &err);
    return args_give(out, r);
}

/* sort(input, dim=-1, descending=False, stable=False, *, out=None) ->
 * (values, indices); cst's sort is always stable. */
static bool bi_sort(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    int64_t dim = 0;
    bool desc, stable;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim) || !value_truth(in, p[2], &desc) || !value_truth(in, p[3], &stable))
        return false;
    const Backend *be;
    DevStream *s;
    Error err;
    Tensor *v, *i;
    if (!device_of(in, t, &be, &s)) return false;
    if (!dispatch_sort(be, s, t, dim, desc, &v, &i, &err)) return tensor_fail(in, &err);
    return tensor_methods_deliver_pair(in, a, &sort_pair, v, i, out);
}

/* msort(input): input sorted along dim 0, the values alone (a sort
 * without indices, faster on the device). */
static bool bi_msort(Interp *in, const Args *a, Value *out)
{
    Tensor *t, *v;
    const Backend *be;
    DevStream *s;
    Error err;
    if (!args_tensor(in, a, 0, &t) || !device_of(in, t, &be, &s)) return false;
    if (!dispatch_sort(be, s, t, 0, false, &v, NULL, &err)) return tensor_fail(in, &err);
    return args_give(out, v);
}

/* mode(input, dim=-1, keepdim=False, *, out=None) -> (values, indices):
 * the smallest of the most frequent values and the index of its last
 * occurrence. */
static bool bi_mode(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t dim = 0;
    bool keepdim;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &dim) || !value_truth(in, a->p[2], &keepdim)) return false;
    const Backend *be;
    DevStream *s;
    Error err;
    Tensor *v, *i;
    if (!device_of(in, t, &be, &s)) return false;
    if (!dispatch_mode(be, s, t, dim, keepdim, &v, &i, &err)) return tensor_fail(in, &err);
    return tensor_methods_deliver_pair(in, a, &mode_pair, v, i, out);
}

/* topk(input, k, dim=-1, largest=True, sorted=True, *, out=None) ->
 * (values, indices); the values always come sorted. */
static bool bi_topk(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    int64_t k = 0, dim = 0;
    bool largest, sorted;
    if (!args_tensor(in, a, 0, &t) || !args_int(in, a, 1, &k) || !args_int(in, a, 2, &dim) || !value_truth(in, p[3], &largest) ||
        !value_truth(in, p[4], &sorted))
        return false;
    const Backend *be;
    DevStream *s;
    Error err;
    Tensor *v, *i;
    if (!device_of(in, t, &be, &s)) return false;
    if (!dispatch_topk(be, s, t, k, dim, largest, &v, &i, &err)) return tensor_fail(in, &err);
    return tensor_methods_deliver_pair(in, a, &topk_pair, v, i, out);
}

/* --------------------------------------------------------------- files */

static bool path_arg(Interp *in, const Args *a, Value v, const char **path)
{
    if (v.kind != V_STR)
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'f' must be str, not %s", a->fn->name, value_type_name(v));
    *path = value_as_str(v)->data;
    return true;
}

/* save(obj, f): the tensor's elements as a .npy file, read on the host
 * after the work that makes them (as t.cpu() waits). */
static bool bi_save(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    const char *path = NULL;
    if (!args_tensor(in, a, 0, &t) || !path_arg(in, a, a->p[1], &path)) return false;
    Tensor *h, *c;
    if (!tensor_host(in, t, &h)) return false;
    Error err;
    bool ok = dispatch_contiguous(NULL, NULL, h, &c, &err);
    tensor_release(h);
    if (!ok) return tensor_fail(in, &err);
    ok = npy_write(path, c->dtype, c->ndim, c->shape, tensor_data(c), &err);
    tensor_release(c);
    if (!ok) return tensor_fail(in, &err);
    *out = value_none();
    return true;
}

/* load(f, device=None, map_location=None): a .npy file as a tensor on the
 * current cuda device, or the one named. */
static bool bi_load(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *path = NULL;
    if (!path_arg(in, a, p[0], &path)) return false;
    int dev;
    if (!args_to_device(in, "load", p[1].kind != V_NONE ? p[1] : p[2], &dev)) return false;
    DType dt;
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
    void *data;
    Error err;
    if (!npy_read(path, TENSOR_MAX_DIMS, &dt, &ndim, shape, &data, &err)) return tensor_fail(in, &err);
    const Backend *be = NULL;
    Tensor *t;
    bool ok = (dev < 0 || tensor_backend(in, &be)) &&
              (dispatch_from_host(be, tensor_stream(dev), dev, dt, ndim, shape, data, &t, &err) ||
               tensor_fail(in, &err));
    free(data);
    return ok && args_give(out, t);
}

/* ---------------------------------------------------------------- table */

#define FM (BI_FUNC | BI_METHOD)

static const Builtin rows[] = {
    /* sum(t), all(t), any(t): Python's builtins (iter.c) hand a tensor to these. */
    {"sum", V_TENSOR, BI_METHOD, bi_sum_like, "dim=None, keepdim=False, dtype=None, *, out=None", OP_sum,
     "the sum (integers give int64)"},
    {"mean", V_TENSOR, FM, bi_sum_like, "input, dim=None, keepdim=False, dtype=None, *, out=None", OP_mean,
     "the mean of a float tensor"},
    {"prod", V_TENSOR, FM, bi_sum_like, "input, dim=None, keepdim=False, dtype=None, *, out=None", OP_prod,
     "the product (integers give int64)"},
    {"amax", V_TENSOR, FM, bi_amax_like, "input, dim=None, keepdim=False, *, out=None", OP_amax, "the largest values (NaN wins)"},
    {"amin", V_TENSOR, FM, bi_amax_like, "input, dim=None, keepdim=False, *, out=None", OP_amin, "the smallest values (NaN wins)"},
    {"all", V_TENSOR, BI_METHOD, bi_amax_like, "dim=None, keepdim=False, *, out=None", OP_all, "whether every element is nonzero"},
    {"any", V_TENSOR, BI_METHOD, bi_amax_like, "dim=None, keepdim=False, *, out=None", OP_any, "whether some element is nonzero"},
    {"frexp", V_TENSOR, FM, bi_frexp, "input", 0,
     "(mantissa, exponent) with input = mantissa * 2 ** exponent, a torch.return_types.frexp"},
    {"ldexp", V_TENSOR, FM, bi_ldexp, "input, other", 0, "input * 2 ** other"},
    {"aminmax", V_TENSOR, FM, bi_aminmax, "input, *, dim=None, keepdim=False, out=None", 0,
     "(min, max), a torch.return_types.aminmax"},
    {"argmax", V_TENSOR, FM, bi_argmax, "input, dim=None, keepdim=False, *, out=None", OP_argmax, "the index of the first largest"},
    {"argmin", V_TENSOR, FM, bi_argmax, "input, dim=None, keepdim=False, *, out=None", OP_argmin,
     "the index of the first smallest"},
    {"max", V_TENSOR, BI_METHOD | BI_RAW, bi_max, "dim=None, keepdim=False, *, out=None", OP_max,
     "the largest element; with dim, (values, indices) along it; t.max(other) the larger of t and other, "
     "elementwise"},
    {"min", V_TENSOR, BI_METHOD | BI_RAW, bi_max, "dim=None, keepdim=False, *, out=None", OP_min,
     "the smallest element; with dim, (values, indices) along it; t.min(other) the smaller of t and other, "
     "elementwise"},
    {"std", V_TENSOR, FM, bi_var, "input, dim=None, unbiased=None, keepdim=False, correction=None, *, out=None",
     OP_std,
     "the standard deviation (unbiased unless unbiased=False; correction=N divides by n - N)"},
    {"var", V_TENSOR, FM, bi_var, "input, dim=None, unbiased=None, keepdim=False, correction=None, *, out=None",
     OP_var,
     "the variance (unbiased unless unbiased=False; correction=N divides by n - N)"},
    {"norm", V_TENSOR, FM | BI_PY_METHOD, bi_norm, "input, p='fro', dim=None, keepdim=False, dtype=None, *, out=None", 0,
     "the p-norm"},
    {"cumsum", V_TENSOR, FM, bi_cumulative, "input, dim, dtype=None, *, out=None", OP_cumsum, "running sums along dim"},
    {"cumsum_", V_TENSOR, BI_METHOD, bi_cumulative_, "dim, dtype=None", OP_cumsum, "t.cumsum(...), in place"},
    {"cumprod_", V_TENSOR, BI_METHOD, bi_cumulative_, "dim, dtype=None", OP_cumprod, "t.cumprod(...), in place"},
    {"cumprod", V_TENSOR, FM, bi_cumulative, "input, dim, dtype=None, *, out=None", OP_cumprod,
     "running products along dim, left to right"},
    {"cummax", V_TENSOR, FM, bi_cumextreme, "input, dim, *, out=None", OP_cummax,
     "running largest values and their indices along dim, a torch.return_types.cummax"},
    {"cummin", V_TENSOR, FM, bi_cumextreme, "input, dim, *, out=None", OP_cummin,
     "running smallest values and their indices along dim, a torch.return_types.cummin"},
    {"matmul", V_TENSOR, FM, bi_product, "input, other, *, out=None", PRODUCT_MATMUL, "the matrix product, as the @ operator"},
    {"mm", V_TENSOR, FM, bi_product, "input, mat2, *, out=None", PRODUCT_MM, "the product of two matrices"},
    {"bmm", V_TENSOR, FM, bi_product, "input, mat2, *, out=None", PRODUCT_BMM, "batched products of 3-d tensors"},
    {"mv", V_TENSOR, FM, bi_product, "input, vec, *, out=None", PRODUCT_MV, "a matrix times a vector"},
    {"dot", V_TENSOR, FM, bi_product, "input, tensor, *, out=None", PRODUCT_DOT, "the dot product of two 1-d tensors"},
    {"cat", V_NONE, BI_FUNC, bi_cat, "tensors, dim=0, *, out=None", JOIN_CAT, "tensors joined along dim"},
    {"concat", V_NONE, BI_FUNC, bi_cat, "tensors, dim=0, *, out=None", JOIN_CAT, "cat"},
    {"stack", V_NONE, BI_FUNC, bi_cat, "tensors, dim=0, *, out=None", JOIN_STACK,
     "tensors of one shape stacked along a new dim"},
    {"split", V_TENSOR, FM | BI_PY_METHOD, bi_split, "tensor, split_size_or_sections|split_size, dim=0", 0, "a tuple of views"},
    {"chunk", V_TENSOR, FM, bi_chunk, "input, chunks, dim=0", 0, "a tuple of at most `chunks` views"},
    {"unsafe_split", V_TENSOR, FM, bi_split, "tensor, split_size_or_sections|split_size, dim=0", 0,
     "split (PyTorch's name for views its autograd leaves unchecked)"},
    {"unsafe_chunk", V_TENSOR, FM, bi_chunk, "input, chunks, dim=0", 0,
     "chunk (PyTorch's name for views its autograd leaves unchecked)"},
    {"softmax", V_TENSOR, FM, bi_softmax, "input, dim, dtype=None", SOFTMAX_PLAIN,
     "exp(x) / sum(exp(x)) along dim"},
    {"log_softmax", V_TENSOR, FM, bi_softmax, "input, dim, dtype=None", SOFTMAX_LOG, "log(softmax(x)) along dim"},
    {"sort", V_TENSOR, FM, bi_sort, "input, dim=-1, descending=False, stable=False, *, out=None", 0,
     "(values, indices) sorted along dim (the sort is always stable)"},
    {"msort", V_TENSOR, FM, bi_msort, "input", 0, "input sorted along dim 0"},
    {"mode", V_TENSOR, FM, bi_mode, "input, dim=-1, keepdim=False, *, out=None", 0,
     "the smallest of the most frequent values along dim and the index of its last occurrence"},
    {"topk", V_TENSOR, FM, bi_topk, "input, k, dim=-1, largest=True, sorted=True, *, out=None", 0,
     "(values, indices) of the k largest (or smallest) along dim"},
    {"save", V_NONE, BI_FUNC, bi_save, "obj, f", 0, "write a tensor to the NumPy .npy file f"},
    {"load", V_NONE, BI_FUNC, bi_load, "f, device=None, map_location=None", 0,
     "read a NumPy .npy file as a tensor (on cuda by default)"},
};

void tensor_ops_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
