/* dispatch.c: from an operation and its operands to a kernel launch, with
 * PyTorch's rules for devices, dtypes, shapes and memory overlap (see
 * dispatch.h).  cpu tensors compute at once through the simulated device's
 * kernels; device tensors are enqueued on the caller's stream. */
#include "tensor/dispatch.h"

#include <float.h>
#include <math.h>
#include <string.h>

#include "cpu/kernels.h"

/* ---- operands ---- */

/* Python scalars and 0-d cpu tensors: values read on the host. */
static bool scalar_like(const Operand *x)
{
    return x->kind != OPERAND_TENSOR || (x->t->ndim == 0 && tensor_device(x->t) < 0);
}

static DType operand_dtype(const Operand *x)
{
    switch (x->kind) {
    case OPERAND_TENSOR: return x->t->dtype;
    case OPERAND_BOOL: return DT_BOOL;
    case OPERAND_INT: return DT_INT64;
    case OPERAND_FLOAT: break;
    }
    return DT_FLOAT64;
}

DType dispatch_scalar_dtype(Operand x)
{
    DType dt = operand_dtype(&x);
    return dt == DT_FLOAT64 && x.kind != OPERAND_TENSOR ? dtype_default_float() : dt;
}

static void promote_operand(TensorPromotion *p, const Operand *x)
{
    if (x->kind == OPERAND_TENSOR)
        tensor_promotion_tensor(p, x->t->dtype, x->t->ndim);
    else
        tensor_promotion_scalar(p, operand_dtype(x));
}

/* A scalar-like operand's value: floats as double, the rest as int64. */
static bool scalar_is_float(const Operand *x)
{
    return dtype_is_float(operand_dtype(x));
}

static double scalar_double(const Operand *x)
{
    switch (x->kind) {
    case OPERAND_TENSOR: return dtype_load_double(x->t->dtype, tensor_data(x->t));
    case OPERAND_BOOL: return x->b;
    case OPERAND_INT: return (double)x->i;
    case OPERAND_FLOAT: break;
    }
    return x->f;
}

static int64_t scalar_int(const Operand *x)
{
    switch (x->kind) {
    case OPERAND_TENSOR: return dtype_load_int(x->t->dtype, tensor_data(x->t));
    case OPERAND_BOOL: return x->b;
    case OPERAND_INT: return x->i;
    case OPERAND_FLOAT: break;
    }
    return x->f >= -9223372036854775808.0 && x->f < 9223372036854775808.0 ? (int64_t)x->f : 0;
}

/* The value converted to dt as a cast would (one rounding from an integer,
 * float16/bfloat16 through float), as the kernel parameters sf and si. */
static void scalar_to(const Operand *x, DType dt, double *sf, int64_t *si)
{
    unsigned char v[8];
    if (scalar_is_float(x))
        dtype_store_double(dt, v, scalar_double(x));
    else
        dtype_store_int(dt, v, scalar_int(x));
    *sf = dtype_load_double(dt, v);
    *si = dtype_load_int(dt, v);
}

/* ---- errors ---- */

static bool not_implemented(int dev, const char *cpu, const char *cuda, DType dt, Error *err)
{
    error_set(err, "\"%s\" not implemented for '%s'", dev < 0 ? cpu : cuda, tensor_type_name(dt));
    return false;
}

static bool device_mismatch(int a, int b, Error *err)
{
    char da[16], db[16];
    tensor_device_str(a, da, sizeof da);
    tensor_device_str(b, db, sizeof db);
    error_set(err, "Expected all tensors to be on the same device, but found at least two "
                   "devices, %s and %s!", da, db);
    return false;
}

bool dispatch_same_device(Tensor *const *ts, int n, int *dev, Error *err)
{
    *dev = tensor_device(ts[0]);
    for (int i = 1; i < n; i++) {
        if (tensor_device(ts[i]) != *dev)
            return device_mismatch(*dev, tensor_device(ts[i]), err);
    }
    return true;
}

static bool overlap_error(bool internal, Error *err)
{
    error_set(err, "unsupported operation: %s refer%s to a single memory location. Please "
                   "clone() the tensor before performing the operation.",
              internal ? "more than one element of the written-to tensor"
                       : "some elements of the input tensor and the written-to tensor",
              internal ? "s" : "");
    return false;
}

bool dispatch_no_internal_overlap(const Tensor *t, Error *err)
{
    return !tensor_has_internal_overlap(t) || overlap_error(true, err);
}

bool dispatch_no_overlap(const Tensor *written, const Tensor *read, Error *err)
{
    TensorOverlap o = tensor_overlap(written, read);
    return (o != TENSOR_OVERLAP_FULL && o != TENSOR_OVERLAP_PARTIAL) || overlap_error(false, err);
}

/* ---- the rules ---- */

bool dispatch_device(const Operand *xs, int n, int *dev, Error *err)
{
    int found = -2;
    for (int i = 0; i < n; i++) {
        if (xs[i].kind != OPERAND_TENSOR || scalar_like(&xs[i]))
            continue;
        int d = tensor_device(xs[i].t);
        if (found == -2)
            found = d;
        else if (d != found)
            return device_mismatch(found, d, err);
    }
    *dev = found == -2 ? -1 : found;
    return true;
}

/* PyTorch's sub_check: bool operands of `-` are refused with advice. */
static bool sub_check(const Operand *xs, int n, Error *err)
{
    int nbool = 0;
    for (int i = 0; i < n; i++)
        nbool += operand_dtype(&xs[i]) == DT_BOOL;
    if (nbool == 0)
        return true;
    if (nbool == n)
        error_set(err, "Subtraction, the `-` operator, with two bool tensors is not supported. "
                       "Use the `^` or `logical_xor()` operator instead.");
    else
        error_set(err, "Subtraction, the `-` operator, with a bool tensor is not supported. If "
                       "you are trying to invert a mask, use the `~` or `logical_not()` "
                       "operator instead.");
    return false;
}

/* The op's result dtype and the dtype its kernel computes in, or the error
 * PyTorch gives for these operand dtypes. */
/* The operands' common dtype, a where's condition left out. */
static DType promoted(OpCode op, const Operand *xs, int n)
{
    TensorPromotion p = TENSOR_PROMOTION_INIT;
    for (int i = op_info(op)->rule == RULE_WHERE ? 1 : 0; i < n; i++)
        promote_operand(&p, &xs[i]);
    return tensor_promotion_result(&p);
}

static bool plan(OpCode op, const Operand *xs, int n, int dev, DType *result, DType *compute,
                 Error *err)
{
    OpRule rule = op_info(op)->rule;
    DType c = promoted(op, xs, n);
    DType r = c;
    char cpu[48], cuda[48];

    switch (rule) {
    case RULE_NONE:
        error_set(err, "internal error: %s is not an elementwise operation", op_name(op));
        return false;
    case RULE_SAME:
        if (c == DT_BOOL && op == OP_neg) {
            error_set(err, "Negation, the `-` operator, on a bool tensor is not supported. If you "
                           "are trying to invert a mask, use the `~` or `logical_not()` operator "
                           "instead.");
            return false;
        }
        if (c == DT_BOOL && op == OP_abs)
            return not_implemented(dev, "abs_cpu", "abs_cuda", c, err);
        if (c == DT_BOOL && op == OP_relu) {
            error_set(err, "Boolean inputs not supported for relu");
            return false;
        }
        if (op == OP_sub && !sub_check(xs, n, err))
            return false;
        if (c == DT_BOOL && op == OP_floordiv)
            return not_implemented(dev, "div_floor_cpu", "div_floor_cuda", c, err);
        if (c == DT_BOOL && op == OP_mod)
            return not_implemented(dev, "remainder_cpu", "remainder_cuda", c, err);
        if (c == DT_BOOL && op == OP_fmod)
            return not_implemented(dev, "fmod_cpu", "fmod_cuda", c, err);
        if (c == DT_BOOL && op == OP_pow)
            return not_implemented(dev, "pow", "pow_cuda", c, err);
        break;
    case RULE_FLOAT:
    case RULE_DIV:
        if (!dtype_is_float(c))
            c = r = dtype_default_float();
        break;
    case RULE_ROUND:
        if (c == DT_BOOL) {
            snprintf(cpu, sizeof cpu, "%s_vml_cpu", op_name(op));
            snprintf(cuda, sizeof cuda, "%s_cuda", op_name(op));
            return not_implemented(dev, cpu, cuda, c, err);
        }
        break;
    case RULE_COMPARE:
        r = DT_BOOL;
        break;
    case RULE_FLOATS:
        /* nextafter of a 16-bit float would need a kernel stepping in its
         * own format: refused, as PyTorch's CUDA kernel refuses Half. */
        if (!dtype_is_float(c) || (op == OP_nextafter && (c == DT_FLOAT16 || c == DT_BFLOAT16))) {
            snprintf(cpu, sizeof cpu, "%s_cpu", op_info(op)->py);
            snprintf(cuda, sizeof cuda, "%s_cuda", op_info(op)->py);
            return not_implemented(dev, cpu, cuda, c, err);
        }
        break;
    case RULE_FLOATFD:
        if (c == DT_FLOAT16 || c == DT_BFLOAT16) {
            /* torch.special's kernels are special_X's X: bessel_j0_cpu */
            const char *py = op_info(op)->py, *kernel = strncmp(py, "special_", 8) == 0 ? py + 8 : py;
            snprintf(cpu, sizeof cpu, "%s_cpu", kernel);
            snprintf(cuda, sizeof cuda, "%s_cuda", kernel);
            return not_implemented(dev, cpu, cuda, c, err);
        }
        if (!dtype_is_float(c))
            c = r = dtype_default_float();
        break;
    case RULE_INTS:
        if (dtype_is_float(c) || c == DT_BOOL) {
            snprintf(cpu, sizeof cpu, "%s_cpu", op_info(op)->py);
            snprintf(cuda, sizeof cuda, "%s_cuda", op_info(op)->py);
            return not_implemented(dev, cpu, cuda, c, err);
        }
        break;
    case RULE_BITWISE:
        if ((op == OP_lshift || op == OP_rshift) && (dtype_is_float(c) || c == DT_BOOL)) {
            snprintf(cpu, sizeof cpu, "%s_cpu", op_name(op));
            snprintf(cuda, sizeof cuda, "%s_cuda", op_name(op));
            return not_implemented(dev, cpu, cuda, c, err);
        }
        if (dtype_is_float(c)) {
            snprintf(cpu, sizeof cpu, "%s_cpu", op_info(op)->py);
            snprintf(cuda, sizeof cuda, "%s_cuda", op_info(op)->py);
            return not_implemented(dev, cpu, cuda, c, err);
        }
        break;
    case RULE_WHERE:
        if (operand_dtype(&xs[0]) != DT_BOOL) {
            error_set(err, "where expected condition to be a boolean tensor, but got a tensor "
                           "with dtype %s", tensor_type_name(operand_dtype(&xs[0])));
            return false;
        }
        break;
    case RULE_CLAMP:
        break;
    }
    *result = r;
    *compute = c;
    return true;
}

bool dispatch_result_type(OpCode op, const Operand *xs, int n, DType *out, Error *err)
{
    int dev;
    DType compute;
    return dispatch_device(xs, n, &dev, err) && plan(op, xs, n, dev, out, &compute, err);
}

/* Integer //, % and fmod by a scalar zero raise, as PyTorch does on the CPU; a
 * zero inside a tensor gives 0 on a device (see kernels/sim/elementwise.c)
 * and raises on the cpu (check_divisor).  An integer
 * base to a negative Python-int power is refused too. */
static bool check_scalars(OpCode op, const Operand *xs, int n, DType compute, Error *err)
{
    if (n < 2 || !dtype_is_int(compute) || !scalar_like(&xs[1]) || scalar_is_float(&xs[1]))
        return true;
    if ((op == OP_floordiv || op == OP_mod || op == OP_fmod) && scalar_int(&xs[1]) == 0) {
        error_set(err, "ZeroDivisionError");
        return false;
    }
    if (op == OP_pow && xs[1].kind == OPERAND_INT && xs[1].i < 0) {
        error_set(err, "Integers to negative integer powers are not allowed.");
        return false;
    }
    return true;
}

/* Whether host tensor t holds a zero (its elements walked by strides). */
static bool has_zero(const Tensor *t)
{
    int64_t n = tensor_numel(t), at[TENSOR_MAX_DIMS] = {0};
    const char *base = tensor_data(t);
    size_t size = dtype_size(t->dtype);
    for (int64_t k = 0; k < n; k++) {
        int64_t offset = 0;
        for (int d = 0; d < t->ndim; d++)
            offset += at[d] * t->strides[d];
        if (dtype_load_int(t->dtype, base + offset * (int64_t)size) == 0)
            return true;
        for (int d = t->ndim - 1; d >= 0 && ++at[d] == t->shape[d]; d--)
            at[d] = 0;
    }
    return false;
}

/* Integer //, % and fmod by a tensor holding a zero raise on the CPU, as
 * PyTorch's CPU kernels check; a GPU does not (the result there is 0). */
static bool check_divisor(OpCode op, const Operand *xs, int n, int dev, DType compute, Error *err)
{
    if (dev >= 0 || n < 2 || !dtype_is_int(compute) || xs[1].kind != OPERAND_TENSOR ||
        (op != OP_floordiv && op != OP_mod && op != OP_fmod) || !has_zero(xs[1].t))
        return true;
    error_set(err, "ZeroDivisionError");
    return false;
}

/* ---- launching ---- */

static bool (*host_check)(OpCode op, const OpArgs *a, Error *err);

void dispatch_set_host_check(bool (*check)(OpCode op, const OpArgs *a, Error *err))
{
    host_check = check;
}

static bool launch(const Backend *be, DevStream *s, int dev, OpCode op, const OpArgs *a,
                   Error *err)
{
    if (dev < 0) {
        if (host_check && !host_check(op, a, err))
            return false;
        cpu_run(op, a);
        return true;
    }
    return be->launch(op, a, s ? s : be->default_stream(dev), err);
}

bool dispatch_launch(const Backend *be, DevStream *s, int dev, OpCode op, const OpArgs *a,
                     Error *err)
{
    return launch(be, s, dev, op, a, err);
}

static bool same_shape(int n, const int64_t *shape, const Tensor *t)
{
    if (n != t->ndim)
        return false;
    for (int d = 0; d < n; d++) {
        if (shape[d] != t->shape[d])
            return false;
    }
    return true;
}

/* out = in, converted and broadcast, both on dev. */
static bool copy_kernel(const Backend *be, DevStream *s, int dev, Tensor *out, Tensor *in,
                        Error *err)
{
    if (tensor_numel(out) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(out, &a.out[0]);
    a.nout = 1;
    tensor_dev_broadcast(in, out->ndim, out->shape, &a.in[0]);
    a.nin = 1;
    a.dtype = out->dtype;
    return launch(be, s, dev, OP_copy, &a, err);
}

/* Sets up an elementwise launch over the first nin operands: result shape,
 * output (self, checked, or a new tensor laid out like the inputs) and the
 * kernel's view of each operand; scalar-like operand i is converted to
 * load[i].  Fills *out with a new reference unless self is given. */
static bool prepare(const Backend *be, DevStream *s, int dev, const Operand *xs, int nin,
                    Tensor *self, DType result, DType compute, const DType *load, OpArgs *a,
                    Tensor **out, Error *err)
{
    int nd = 0;
    int64_t shape[TENSOR_MAX_DIMS];
    for (int i = 0; i < nin; i++) {
        if (scalar_like(&xs[i]))
            continue;
        const Tensor *t = xs[i].t;
        if (!tensor_broadcast_shapes(nd, shape, t->ndim, t->shape, &nd, shape, err))
            return false;
    }
    memset(a, 0, sizeof *a);
    a->nout = 1;
    a->nin = nin;
    a->dtype = compute;
    for (int i = 0; i < nin; i++) {
        if (scalar_like(&xs[i])) {
            a->in_is_scalar[i] = true;
            scalar_to(&xs[i], load[i], &a->sf[i], &a->si[i]);
        } else {
            tensor_dev_broadcast(xs[i].t, nd, shape, &a->in[i]);
        }
    }
    if (self) {
        if (!same_shape(nd, shape, self)) {
            char have[160], want[160];
            tensor_shape_str(self->ndim, self->shape, have, sizeof have);
            tensor_shape_str(nd, shape, want, sizeof want);
            error_set(err, "output with shape %s doesn't match the broadcast shape %s", have, want);
            return false;
        }
        if (tensor_has_internal_overlap(self))
            return overlap_error(true, err);
        for (int i = 0; i < nin; i++) {
            if (!scalar_like(&xs[i]) && tensor_overlap(self, xs[i].t) == TENSOR_OVERLAP_PARTIAL)
                return overlap_error(false, err);
        }
        tensor_dev(self, &a->out[0]);
        return true;
    }
    const int64_t *in_strides[3];
    int k = 0;
    for (int i = 0; i < nin; i++) {
        if (!a->in_is_scalar[i])
            in_strides[k++] = a->in[i].strides;
    }
    int64_t strides[TENSOR_MAX_DIMS];
    tensor_layout(nd, shape, k, in_strides, strides);
    if (!tensor_empty_strided(be, dev, s, result, nd, shape, strides, out, err))
        return false;
    tensor_dev(*out, &a->out[0]);
    return true;
}

/* The value of isinf and its kin for an integer or bool input, which is
 * never infinite: PyTorch fills the result without reading the input, and
 * so does cst.  -1: op reads its input. */
static int constant_test(OpCode op, DType compute)
{
    if (dtype_is_float(compute))
        return -1;
    switch (op) {
    case OP_isinf:
    case OP_isposinf:
    case OP_isneginf:
        return 0;
    case OP_isfinite:
        return 1;
    default:
        return -1;
    }
}

/* Operands xs: the op's inputs, then its float64 parameters (numbers). */
static bool elementwise(const Backend *be, DevStream *s, OpCode op, const Operand *xs, int n,
                        Tensor *self, Tensor **out, Error *err)
{
    const OpInfo *info = op_info(op);
    if (info->group != GROUP_EW || info->rule == RULE_CLAMP || info->arity + info->params != n) {
        error_set(err, "internal error: %s takes %d operands", op_name(op), info->arity + info->params);
        return false;
    }
    n = info->arity;
    int dev;
    DType result, compute;
    if (!dispatch_device(xs, n, &dev, err))
        return false;
    if (self && dev != tensor_device(self))
        return device_mismatch(tensor_device(self), dev, err);
    if (!plan(op, xs, n, dev, &result, &compute, err)) {
        /* PyTorch checks that the common dtype casts to self's before it
         * looks for a kernel: int.bitwise_and_(1.5) is a cast error. */
        if (self && !tensor_can_cast(promoted(op, xs, n), self->dtype))
            error_set(err, "result type %s can't be cast to the desired output type %s",
                      tensor_type_name(promoted(op, xs, n)), tensor_type_name(self->dtype));
        return false;
    }
    if (!check_scalars(op, xs, n, compute, err) || !check_divisor(op, xs, n, dev, compute, err))
        return false;
    if (self && op == OP_pow && xs[1].kind != OPERAND_TENSOR && result != self->dtype) {
        /* PyTorch's pow_ with a number exponent computes in the promoted
         * dtype and checks that its output already has it. */
        error_set(err, "Found dtype %s but expected %s", tensor_type_name(self->dtype),
                  tensor_type_name(result));
        return false;
    }
    if (self && !tensor_can_cast(result, self->dtype)) {
        error_set(err, "result type %s can't be cast to the desired output type %s",
                  tensor_type_name(result), tensor_type_name(self->dtype));
        return false;
    }
    /* Rounding an integer leaves it as it is. */
    if (op_info(op)->rule == RULE_ROUND && !dtype_is_float(compute))
        op = OP_copy;
    DType load[3] = {compute, compute, compute};
    if (op == OP_where)
        load[0] = DT_BOOL;
    OpArgs a;
    Tensor *r = NULL;
    if (!prepare(be, s, dev, xs, n, self, result, compute, load, &a, self ? NULL : &r, err))
        return false;
    for (int k = 0; k < info->params; k++)
        a.sf[n + k] = scalar_double(&xs[n + k]);
    if (op == OP_copy && a.in_is_scalar[0]) {
        /* A scalar-like operand: the copy is a fill of its value. */
        op = OP_fill;
        a.nin = 0;
        a.dtype = a.out[0].dtype;
        scalar_to(&xs[0], a.dtype, &a.sf[0], &a.si[0]);
    }
    int constant = constant_test(op, compute);
    if (constant >= 0) {
        op = OP_fill;
        a.nin = 0;
        a.dtype = a.out[0].dtype;
        a.sf[0] = constant;
        a.si[0] = constant;
    }
    int64_t numel = 1;
    for (int d = 0; d < a.out[0].ndim; d++)
        numel *= a.out[0].shape[d];
    if (numel > 0 && !(self && op == OP_copy) && !launch(be, s, dev, op, &a, err)) {
        tensor_release(r);
        return false;
    }
    if (out)
        *out = r;
    return true;
}

bool dispatch_op(const Backend *be, DevStream *s, OpCode op, const Operand *xs, int n,
                 Tensor **out, Error *err)
{
    if (op == OP_div && n == 2 && xs[0].kind != OPERAND_TENSOR && xs[1].kind == OPERAND_TENSOR) {
        /* Python evaluates `3 / t` as t.__rtruediv__(3), which PyTorch
         * computes as t.reciprocal() * 3: two roundings, not one. */
        Operand recip[2] = {operand_int(1), xs[1]};
        Tensor *r;
        if (!elementwise(be, s, OP_div, recip, 2, NULL, &r, err))
            return false;
        Operand prod[2] = {operand_tensor(r), xs[0]};
        bool ok = elementwise(be, s, OP_mul, prod, 2, NULL, out, err);
        tensor_release(r);
        return ok;
    }
    return elementwise(be, s, op, xs, n, NULL, out, err);
}

bool dispatch_inplace(const Backend *be, DevStream *s, OpCode op, const Operand *xs, int n,
                      Error *err)
{
    if (n < 1 || xs[0].kind != OPERAND_TENSOR) {
        error_set(err, "internal error: an in-place %s needs a tensor to write", op_name(op));
        return false;
    }
    return elementwise(be, s, op, xs, n, xs[0].t, NULL, err);
}

bool dispatch_clamp(const Backend *be, DevStream *s, Tensor *x, const Operand *lo,
                    const Operand *hi, Tensor **out, Error *err)
{
    if (!lo && !hi) {
        error_set(err, "torch.clamp: At least one of 'min' or 'max' must not be None");
        return false;
    }
    Operand xs[3];
    int n = 0;
    xs[n++] = operand_tensor(x);
    if (lo)
        xs[n++] = *lo;
    if (hi)
        xs[n++] = *hi;
    if ((lo && !scalar_like(lo)) || (hi && !scalar_like(hi))) {
        /* Tensor bounds: max then min, both NaN-propagating, which is what
         * PyTorch's clamp does with tensor bounds. */
        Tensor *t = tensor_retain(x);
        const Operand *bounds[2] = {lo, hi};
        OpCode ops[2] = {OP_maximum, OP_minimum};
        for (int i = 0; i < 2; i++) {
            if (!bounds[i])
                continue;
            Operand pair[2] = {operand_tensor(t), *bounds[i]};
            Tensor *r;
            bool ok = dispatch_op(be, s, ops[i], pair, 2, &r, err);
            tensor_release(t);
            if (!ok)
                return false;
            t = r;
        }
        *out = t;
        return true;
    }
    int dev;
    DType result, compute;
    if (!dispatch_device(xs, n, &dev, err) || !plan(OP_clamp, xs, n, dev, &result, &compute, err))
        return false;
    if (compute == DT_BOOL) {
        if (lo && hi)
            return not_implemented(dev, "clamp_scalar_cpu", "clamp_scalar_cuda", compute, err);
        if (lo)
            return not_implemented(dev, "clamp_min_cpu", "clamp_min_scalar_cuda", compute, err);
        return not_implemented(dev, "clamp_max_scalar_cpu", "clamp_max_scalar_cuda", compute, err);
    }
    /* The kernel converts each number bound to the compute dtype with
     * c10's overflow check. */
    if ((lo && lo->kind != OPERAND_TENSOR && !dispatch_fill_check(compute, lo, err)) ||
        (hi && hi->kind != OPERAND_TENSOR && !dispatch_fill_check(compute, hi, err)))
        return false;
    OpArgs a;
    Tensor *r;
    if (!prepare(be, s, dev, xs, 1, NULL, result, compute, &compute, &a, &r, err))
        return false;
    if (lo) {
        a.in_is_scalar[1] = true;
        scalar_to(lo, compute, &a.sf[1], &a.si[1]);
    }
    if (hi) {
        a.in_is_scalar[2] = true;
        scalar_to(hi, compute, &a.sf[2], &a.si[2]);
    }
    if (tensor_numel(r) > 0 && !launch(be, s, dev, OP_clamp, &a, err)) {
        tensor_release(r);
        return false;
    }
    *out = r;
    return true;
}

/* ---- data movement ---- */

/* c10's checked conversion of a fill value: integers may not leave their
 * dtype's range (uint8 accepts down to -255, wrapping), floats may not
 * exceed their finite range unless infinite; bool takes anything. */
bool dispatch_fill_check(DType dt, const Operand *v, Error *err)
{
    static const char *const names[DT_COUNT] = {
        "bool", "uint8_t", "int8_t", "int16_t", "int", "int64_t", "at::Half", "at::BFloat16",
        "float", "double",
    };
    static const double max[DT_COUNT] = {
        [DT_UINT8] = 255, [DT_INT8] = 127, [DT_INT16] = 32767, [DT_INT32] = 2147483647,
        [DT_INT64] = 9223372036854775807.0, [DT_FLOAT16] = 65504,
        [DT_BFLOAT16] = 3.3895313892515355e38, [DT_FLOAT32] = FLT_MAX, [DT_FLOAT64] = DBL_MAX,
    };
    bool over = false;
    if (dt == DT_BOOL) {
        over = false;
    } else if (!scalar_is_float(v)) {
        int64_t i = scalar_int(v);
        double lowest = dt == DT_UINT8 ? -255 : dtype_is_int(dt) ? -max[dt] - 1 : -max[dt];
        over = dt != DT_INT64 && ((double)i > max[dt] || (double)i < lowest);
    } else {
        double f = scalar_double(v);
        if (dtype_is_float(dt))
            over = !isinf(f) && (f < -max[dt] || f > max[dt]);
        else
            over = isnan(f) || f < (dt == DT_UINT8 ? 0 : -max[dt] - 1) || f > max[dt];
    }
    if (over)
        error_set(err, "value cannot be converted to type %s without overflow", names[dt]);
    return !over;
}

/* t filled with the one element of the device tensor v, which PyTorch's
 * fill_ clones first when it is a view of t (so the copy sees no overlap). */
static bool fill_from_device(const Backend *be, DevStream *s, Tensor *t, Tensor *v, Error *err)
{
    if (v->storage != t->storage)
        return dispatch_copy(be, s, t, v, false, err);
    Tensor *tmp;
    if (!dispatch_clone(be, s, v, &tmp, err))
        return false;
    bool ok = dispatch_copy(be, s, t, tmp, false, err);
    tensor_release(tmp);
    return ok;
}

bool dispatch_fill(const Backend *be, DevStream *s, Tensor *t, Operand v, Error *err)
{
    if (v.kind == OPERAND_TENSOR) {
        if (v.t->ndim != 0) {
            error_set(err, "fill_ only supports 0-dimension value tensor but got tensor with %d "
                           "dimensions.", v.t->ndim);
            return false;
        }
        if (!scalar_like(&v))
            return fill_from_device(be, s, t, v.t, err);
    }
    if (!dispatch_fill_check(t->dtype, &v, err))
        return false;
    if (tensor_numel(t) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(t, &a.out[0]);
    a.nout = 1;
    a.dtype = t->dtype;
    scalar_to(&v, t->dtype, &a.sf[0], &a.si[0]);
    return launch(be, s, tensor_device(t), OP_fill, &a, err);
}

/* The runtime's current stream of a device (dispatch_set_current_streams). */
static DevStream *(*current_stream)(int dev);

void dispatch_set_current_streams(DevStream *(*current)(int dev))
{
    current_stream = current;
}

/* Where work for device dev that no caller's stream orders goes. */
static DevStream *stream_of(const Backend *be, int dev)
{
    DevStream *s = current_stream ? current_stream(dev) : NULL;
    return s ? s : be->default_stream(dev);
}

/* waiter goes on only after everything enqueued on `on` (of device dev)
 * so far: an event recorded on `on` and waited for by waiter. */
static bool stream_after(const Backend *be, DevStream *waiter, DevStream *on, int dev, Error *err)
{
    if (waiter == on)
        return true;
    DevEvent *e;
    if (!be->event_create(dev, false, false, &e, err))
        return false;
    bool ok = be->event_record(e, on, err) && be->stream_wait_event(waiter, e, err);
    be->event_destroy(e);
    return ok;
}

static size_t nbytes(const Tensor *t)
{
    return (size_t)tensor_numel(t) * dtype_size(t->dtype);
}

/* A tensor with t's contents, contiguous, on t's device in dtype dt and
 * shape (ndim, shape) (t broadcasts to it); t itself when it already is. */
static bool staged(const Backend *be, DevStream *s, Tensor *t, DType dt, int ndim,
                   const int64_t *shape, Tensor **out, Error *err)
{
    if (tensor_is_contiguous(t) && t->dtype == dt && same_shape(ndim, shape, t)) {
        *out = tensor_retain(t);
        return true;
    }
    int dev = tensor_device(t);
    if (!tensor_empty(be, dev, s, dt, ndim, shape, out, err))
        return false;
    if (!copy_kernel(be, s, dev, *out, t, err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}

/* Copies between the host and a device, or between two devices, of
 * contiguous tensors of the same dtype and shape go through backend->copy;
 * anything else is converted on the side that has a kernel for it.
 *
 * Between two devices the copy runs on s, the source device's stream,
 * with PyTorch's two-way barrier around it: s first waits for the
 * destination device's current stream (whose earlier work may still use
 * the destination), and that stream then waits for the copy, so work
 * enqueued next on either side is ordered after it and the host never
 * waits. */
static bool copy_across(const Backend *be, DevStream *s, Tensor *dst, Tensor *src,
                        bool non_blocking, Error *err)
{
    int dd = tensor_device(dst), sd = tensor_device(src);
    CopyKind kind = sd < 0 ? COPY_HOST_TO_DEVICE : dd < 0 ? COPY_DEVICE_TO_HOST
                                                          : COPY_DEVICE_TO_DEVICE;
    bool across = kind == COPY_DEVICE_TO_DEVICE;
    DevStream *cs = s ? s : be->default_stream(sd >= 0 ? sd : dd);
    /* Where the destination side's work goes: the destination device's
     * current stream between devices. */
    DevStream *ds = across ? stream_of(be, dd) : kind == COPY_HOST_TO_DEVICE ? s : NULL;
    Tensor *from, *to = NULL;
    /* Host sources are staged as they are (the device converts); device
     * sources are converted on their device first. */
    bool ok = kind == COPY_HOST_TO_DEVICE
                  ? staged(be, NULL, src, src->dtype, src->ndim, src->shape, &from, err)
                  : staged(be, s, src, dst->dtype, dst->ndim, dst->shape, &from, err);
    if (!ok)
        return false;
    bool direct = tensor_is_contiguous(dst) && from->dtype == dst->dtype &&
                  same_shape(from->ndim, from->shape, dst);
    if (direct)
        to = tensor_retain(dst);
    else
        ok = tensor_empty(be, dd, ds, from->dtype, from->ndim, from->shape, &to, err);
    ok = ok && (!across || stream_after(be, cs, ds, dd, err));
    /* A copy from pageable host memory has read its source when it returns,
     * as cudaMemcpyAsync's does, so the staging tensor may go at once. */
    ok = ok && be->copy(tensor_data(to), tensor_data(from), nbytes(from), kind, cs, err);
    ok = ok && (!across || stream_after(be, ds, cs, sd, err));
    bool wait = kind == COPY_DEVICE_TO_HOST && (!direct || !non_blocking || !dst->storage->pinned);
    if (ok && wait)
        ok = be->stream_synchronize(cs, err);
    if (ok && !direct)
        ok = copy_kernel(be, ds, dd, dst, to, err);
    tensor_release(from);
    tensor_release(to);
    return ok;
}

bool dispatch_copy(const Backend *be, DevStream *s, Tensor *dst, Tensor *src,
                   bool non_blocking, Error *err)
{
    int nd;
    int64_t shape[TENSOR_MAX_DIMS];
    if (!tensor_broadcast_shapes(dst->ndim, dst->shape, src->ndim, src->shape, &nd, shape, err))
        return false;
    if (!same_shape(nd, shape, dst)) {
        char have[160], want[160];
        tensor_shape_str(dst->ndim, dst->shape, have, sizeof have);
        tensor_shape_str(nd, shape, want, sizeof want);
        error_set(err, "output with shape %s doesn't match the broadcast shape %s", have, want);
        return false;
    }
    if (tensor_has_internal_overlap(dst))
        return overlap_error(true, err);
    if (tensor_numel(dst) == 0 || src == dst)
        return true;
    if (tensor_device(dst) != tensor_device(src))
        return copy_across(be, s, dst, src, non_blocking, err);
    if (src->storage != dst->storage || tensor_overlap(dst, src) == TENSOR_OVERLAP_NO)
        return copy_kernel(be, s, tensor_device(dst), dst, src, err);
    if (tensor_overlap(dst, src) == TENSOR_OVERLAP_FULL && src->dtype == dst->dtype)
        return true;
    /* PyTorch's TensorIterator refuses dense views that partly overlap
     * (x[1:].copy_(x[:-1]), x[1:] = x[:-1]). */
    if (tensor_overlap(dst, src) == TENSOR_OVERLAP_PARTIAL)
        return overlap_error(false, err);
    /* Views too strided to decide: copy through a temporary, so the result
     * is as if src were read before dst is written. */
    Tensor *tmp;
    if (!dispatch_clone(be, s, src, &tmp, err))
        return false;
    bool ok = copy_kernel(be, s, tensor_device(dst), dst, tmp, err);
    tensor_release(tmp);
    return ok;
}

/* An empty tensor like t on dev in dt, laid out in format f. */
static bool empty_like(const Backend *be, DevStream *s, Tensor *t, int dev, DType dt, MemoryFormat f,
                       Tensor **out, Error *err)
{
    int64_t strides[TENSOR_MAX_DIMS];
    return tensor_like_strides(t, f, strides, err) &&
           tensor_empty_strided(be, dev, s, dt, t->ndim, t->shape, strides, out, err);
}

bool dispatch_to(const Backend *be, DevStream *s, Tensor *t, int dev, DType dt,
                 bool non_blocking, Tensor **out, Error *err)
{
    return dispatch_to_format(be, s, t, dev, dt, MEM_PRESERVE, non_blocking, out, err);
}

bool dispatch_to_format(const Backend *be, DevStream *s, Tensor *t, int dev, DType dt, MemoryFormat f,
                        bool non_blocking, Tensor **out, Error *err)
{
    int from = tensor_device(t);
    if (from == dev && t->dtype == dt) {
        *out = tensor_retain(t);
        return true;
    }
    /* The new memory is ordered on s when s belongs to its device, else
     * on the device's current stream (a copy from another device). */
    DevStream *as = dev == from || from < 0 ? s : dev >= 0 ? stream_of(be, dev) : NULL;
    if (!empty_like(be, as, t, dev, dt, f, out, err))
        return false;
    if (!dispatch_copy(be, s, *out, t, non_blocking, err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}

bool dispatch_read_element(const Backend *be, DevStream *s, Tensor *t, void *host, Error *err)
{
    DevStream *cs = s ? s : be->default_stream(tensor_device(t));
    return be->copy(host, tensor_data(t), dtype_size(t->dtype), COPY_DEVICE_TO_HOST, cs, err) &&
           be->stream_synchronize(cs, err);
}

bool dispatch_clone(const Backend *be, DevStream *s, Tensor *t, Tensor **out, Error *err)
{
    return dispatch_clone_as(be, s, t, MEM_PRESERVE, out, err);
}

bool dispatch_clone_as(const Backend *be, DevStream *s, Tensor *t, MemoryFormat f, Tensor **out,
                       Error *err)
{
    if (!empty_like(be, s, t, tensor_device(t), t->dtype, f, out, err))
        return false;
    if (!copy_kernel(be, s, tensor_device(t), *out, t, err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}

bool dispatch_flip(const Backend *be, DevStream *s, Tensor *t, uint64_t dims, Tensor **out, Error *err)
{
    int dev = tensor_device(t);
    if (!empty_like(be, s, t, dev, t->dtype, MEM_PRESERVE, out, err))
        return false;
    if (tensor_numel(t) == 0)
        return true;
    OpArgs a;
    memset(&a, 0, sizeof a);
    tensor_dev(*out, &a.out[0]);
    a.nout = 1;
    tensor_dev(t, &a.in[0]);
    a.nin = 1;
    a.dtype = t->dtype;
    a.si[0] = (int64_t)dims;
    if (!launch(be, s, dev, OP_flip, &a, err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}

bool dispatch_contiguous(const Backend *be, DevStream *s, Tensor *t, Tensor **out, Error *err)
{
    return staged(be, s, t, t->dtype, t->ndim, t->shape, out, err);
}

bool dispatch_reshape(const Backend *be, DevStream *s, Tensor *t, int ndim,
                      const int64_t *shape, Tensor **out, Error *err)
{
    int64_t sizes[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    if (!tensor_infer_shape(ndim, shape, tensor_numel(t), sizes, err))
        return false;
    if (tensor_view_strides(t, ndim, sizes, strides)) {
        *out = tensor_as_strided(t, ndim, sizes, strides, t->offset);
        return true;
    }
    Tensor *c;
    if (!tensor_empty(be, tensor_device(t), s, t->dtype, t->ndim, t->shape, &c, err))
        return false;
    if (!copy_kernel(be, s, tensor_device(t), c, t, err)) {
        tensor_release(c);
        return false;
    }
    bool ok = tensor_view(c, ndim, sizes, out, err);
    tensor_release(c);
    return ok;
}

bool dispatch_flatten(const Backend *be, DevStream *s, Tensor *t, int64_t start, int64_t end,
                      Tensor **out, Error *err)
{
    int ndim;
    int64_t shape[TENSOR_MAX_DIMS];
    return tensor_flatten_shape(t, start, end, &ndim, shape, err) &&
           dispatch_reshape(be, s, t, ndim, shape, out, err);
}

bool dispatch_pin_memory(const Backend *be, Tensor *t, Tensor **out, Error *err)
{
    if (tensor_device(t) >= 0) {
        error_set(err, "cannot pin 'torch.cuda.%sTensor' only dense CPU tensors can be pinned",
                  tensor_type_name(t->dtype));
        return false;
    }
    if (!tensor_empty_pinned(be, t->dtype, t->ndim, t->shape, NULL, out, err))
        return false;
    if (!copy_kernel(be, NULL, -1, *out, t, err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}

/* ---- creation ---- */

bool dispatch_full(const Backend *be, DevStream *s, int dev, DType dt, int ndim,
                   const int64_t *shape, Operand value, Tensor **out, Error *err)
{
    if (!tensor_empty(be, dev, s, dt, ndim, shape, out, err))
        return false;
    if (!dispatch_fill(be, s, *out, value, err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}

/* A 1-d tensor of n elements, filled by generator op with args a. */
static bool generate(const Backend *be, DevStream *s, int dev, DType dt, int ndim,
                     const int64_t *shape, OpCode op, OpArgs *a, Tensor **out, Error *err)
{
    if (!tensor_empty(be, dev, s, dt, ndim, shape, out, err))
        return false;
    if (tensor_numel(*out) == 0)
        return true;
    tensor_dev(*out, &a->out[0]);
    a->nout = 1;
    a->dtype = dt;
    if (!launch(be, s, dev, op, a, err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}

static void scalar_str(const Operand *x, char *buf, size_t n)
{
    if (scalar_is_float(x))
        snprintf(buf, n, "%g", scalar_double(x));
    else
        snprintf(buf, n, "%lld", (long long)scalar_int(x));
}

/* arange's values, start + i * step below end, or (inclusive, the
 * deprecated torch.range) up to end itself: dt given (not DT_COUNT). */
static bool steps_from(const Backend *be, DevStream *s, int dev, DType dt, Operand start, Operand end,
                       Operand step, bool inclusive, Tensor **out, Error *err)
{
    if (dt == DT_BOOL)
        return not_implemented(dev, inclusive ? "range_cpu" : "arange_cpu", inclusive ? "range_cuda" : "arange_cuda",
                                dt, err);
    OpArgs a;
    memset(&a, 0, sizeof a);
    double size;
    /* PyTorch checks the bounds in the dtype's accumulate type: int64 for
     * integers (so a fractional step may truncate to 0), double for floats. */
    if (dtype_is_int(dt)) {
        int64_t x0 = scalar_int(&start), x1 = scalar_int(&end), dx = scalar_int(&step);
        if (dx == 0) {
            error_set(err, "step must be nonzero");
            return false;
        }
        if (!((dx > 0 && x1 >= x0) || (dx < 0 && x1 <= x0))) {
            error_set(err, "upper bound and larger bound inconsistent with step sign");
            return false;
        }
        if (inclusive)
            size = (double)(((__int128)x1 - x0) / dx + 1);
        else if (dt == DT_INT64)
            /* PyTorch divides in int64 here, truncating: arange(0, 10, 2) has 5 elements. */
            size = (double)(((__int128)x1 - x0 + dx - ((dx > 0) - (dx < 0))) / dx);
        else
            size = ceil((scalar_double(&end) - scalar_double(&start)) / scalar_double(&step));
        a.si[0] = x0;
        a.si[1] = dx;
    } else {
        double x0 = scalar_double(&start), x1 = scalar_double(&end), dx = scalar_double(&step);
        if (dx == 0) {
            error_set(err, "step must be nonzero");
            return false;
        }
        if (!isfinite(x0) || !isfinite(x1)) {
            char a0[32], a1[32];
            scalar_str(&start, a0, sizeof a0);
            scalar_str(&end, a1, sizeof a1);
            error_set(err, "unsupported range: %s -> %s", a0, a1);
            return false;
        }
        if (!((dx > 0 && x1 >= x0) || (dx < 0 && x1 <= x0))) {
            error_set(err, "upper bound and larger bound inconsistent with step sign");
            return false;
        }
        size = inclusive ? floor((x1 - x0) / dx + 1) : ceil((x1 - x0) / dx);
        a.sf[0] = x0;
        a.sf[1] = dx;
    }
    if (!(size >= 0 && size <= 9223372036854775807.0)) {
        error_set(err, "invalid size, possible overflow?");
        return false;
    }
    int64_t n = (int64_t)size;
    return generate(be, s, dev, dt, 1, &n, OP_arange, &a, out, err);
}

bool dispatch_arange(const Backend *be, DevStream *s, int dev, DType dt, Operand start,
                     Operand end, Operand step, Tensor **out, Error *err)
{
    if (dt == DT_COUNT) {
        bool any_float = scalar_is_float(&start) || scalar_is_float(&end) || scalar_is_float(&step);
        dt = any_float ? dtype_default_float() : DT_INT64;
    }
    return steps_from(be, s, dev, dt, start, end, step, false, out, err);
}

bool dispatch_range(const Backend *be, DevStream *s, int dev, DType dt, Operand start,
                    Operand end, Operand step, Tensor **out, Error *err)
{
    return steps_from(be, s, dev, dt == DT_COUNT ? dtype_default_float() : dt, start, end, step, true, out, err);
}

bool dispatch_linspace(const Backend *be, DevStream *s, int dev, DType dt, Operand start,
                       Operand end, int64_t steps, Tensor **out, Error *err)
{
    if (steps < 0) {
        error_set(err, "number of steps must be non-negative");
        return false;
    }
    if (dt == DT_COUNT)
        dt = dtype_default_float();
    if (dt == DT_BOOL)
        return not_implemented(dev, "linspace_cpu", "linspace_cuda", dt, err);
    OpArgs a;
    memset(&a, 0, sizeof a);
    if (dtype_is_int(dt)) {
        a.si[0] = scalar_int(&start);
        a.si[1] = scalar_int(&end);
    } else {
        int64_t ignored;
        scalar_to(&start, dt, &a.sf[0], &ignored);
        scalar_to(&end, dt, &a.sf[1], &ignored);
    }
    a.si[2] = steps;
    return generate(be, s, dev, dt, 1, &steps, OP_linspace, &a, out, err);
}

bool dispatch_eye(const Backend *be, DevStream *s, int dev, DType dt, int64_t n, int64_t m,
                  Tensor **out, Error *err)
{
    if (n < 0 || m < 0) {
        error_set(err, "%s must be greater or equal to 0, got %lld", n < 0 ? "n" : "m",
                  (long long)(n < 0 ? n : m));
        return false;
    }
    OpArgs a;
    memset(&a, 0, sizeof a);
    int64_t shape[2] = {n, m};
    return generate(be, s, dev, dt, 2, shape, OP_eye, &a, out, err);
}

bool dispatch_from_host(const Backend *be, DevStream *s, int dev, DType dt, int ndim,
                        const int64_t *shape, const void *data, Tensor **out, Error *err)
{
    if (!tensor_empty(be, dev, s, dt, ndim, shape, out, err))
        return false;
    size_t bytes = nbytes(*out);
    if (bytes == 0)
        return true;
    if (dev < 0) {
        memcpy(tensor_data(*out), data, bytes);
        return true;
    }
    if (!be->copy(tensor_data(*out), data, bytes, COPY_HOST_TO_DEVICE,
                  s ? s : be->default_stream(dev), err)) {
        tensor_release(*out);
        return false;
    }
    return true;
}
