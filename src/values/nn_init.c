/* nn_init.c: torch.nn.init, the in-place weight initializers, composed of
 * the tensor's own fill_, zero_, uniform_ and normal_ (compose.h) so that
 * both devices have them at once.  Their bounds and deviations are
 * PyTorch's (fans, gains); the draws are cst's generator's, so that only
 * the shapes, dtypes and ranges are PyTorch's, as with torch.randn. */
#include "values/nn_init.h"

#include <math.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "values/args.h"
#include "values/compose.h"

/* ---------------------------------------------------------------- gains */

/* ValueError(before + str(v) + after), as the f-strings of PyTorch's
 * checks word it. */
static bool unsupported(Interp *in, const char *before, Value v, const char *after)
{
    Buf b = {0};
    if (!value_to_text(in, &b, v)) {
        buf_free(&b);
        return false;
    }
    error_raise_as(in, ERR_VALUE, "%s%s%s", before, buf_cstr(&b), after);
    buf_free(&b);
    return false;
}

/* calculate_gain(nonlinearity, param): the gain PyTorch recommends for
 * it (the int 1 where it returns 1), raising ValueError as its Python
 * does. */
static bool gain_of(Interp *in, Value nl, Value param, Value *gain)
{
    static const char *const unit[] = {"linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d",
                                       "conv_transpose2d", "conv_transpose3d", "sigmoid"};
    const char *s = nl.kind == V_STR ? value_as_str(nl)->data : "";
    for (size_t i = 0; i < sizeof unit / sizeof unit[0]; i++)
        if (strcmp(s, unit[i]) == 0) return *gain = value_int(1), true;
    if (strcmp(s, "tanh") == 0) return *gain = value_float(5.0 / 3), true;
    if (strcmp(s, "relu") == 0) return *gain = value_float(sqrt(2.0)), true;
    if (strcmp(s, "selu") == 0) return *gain = value_float(3.0 / 4), true;
    if (strcmp(s, "leaky_relu") == 0) {
        double slope = 0.01;
        if (param.kind != V_NONE) {
            if (!value_is_number(param))
                return error_raise_as(in, ERR_VALUE, "negative_slope %s not a valid number", value_type_name(param));
            slope = value_number(param);
        }
        return *gain = value_float(sqrt(2.0 / (1 + slope * slope))), true;
    }
    return unsupported(in, "Unsupported nonlinearity ", nl, "");
}

static bool i_calculate_gain(Interp *in, const Args *a, Value *out)
{
    return gain_of(in, a->p[0], a->p[1], out);
}

/* (fan_in, fan_out) of a weight: its dims 1 and 0 times the size of a
 * kernel (the dims after them). */
static bool fans(Interp *in, const Tensor *t, double *fan_in, double *fan_out)
{
    if (t->ndim < 2)
        return error_raise_as(in, ERR_VALUE,
                              "Fan in and fan out can not be computed for tensor with fewer than 2 dimensions");
    double field = 1;
    for (int d = 2; d < t->ndim; d++) field *= (double)t->shape[d];
    *fan_in = (double)t->shape[1] * field;
    *fan_out = (double)t->shape[0] * field;
    return true;
}

/* ---------------------------------------------------------------- fills */

enum { I_ZEROS, I_ONES, I_CONSTANT, I_UNIFORM, I_NORMAL };

/* zeros_, ones_, constant_(tensor, val), uniform_(tensor, a, b) and
 * normal_(tensor, mean, std): the tensor, filled. */
static bool i_fill(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    Work w = work_new(in, a);
    switch (a->fn->data) {
    case I_ZEROS: work_method(&w, a->p[0], "zero_", 0, NULL); break;
    case I_ONES: work_method(&w, a->p[0], "fill_", 1, (Value[]){value_int(1)}); break;
    case I_CONSTANT: work_method(&w, a->p[0], "fill_", 1, &a->p[1]); break;
    case I_UNIFORM: work_method(&w, a->p[0], "uniform_", 2, &a->p[1]); break;
    default: work_method(&w, a->p[0], "normal_", 2, &a->p[1]); break;
    }
    return work_done(&w, a->p[0], out);
}

/* xavier_uniform_/xavier_normal_(tensor, gain): std gain * sqrt(2 / (fan_in
 * + fan_out)), uniform within sqrt(3) std of 0 or normal. */
static bool i_xavier(Interp *in, const Args *a, Value *out)
{
    double fi = 0, fo = 0;
    if (!args_need_tensor(in, a, 0) || !fans(in, value_as_tensor(a->p[0]), &fi, &fo)) return false;
    if (!value_is_number(a->p[1])) return args_type_error(in, a, 1, "float");
    double std = value_number(a->p[1]) * sqrt(2.0 / (fi + fo));
    Work w = work_new(in, a);
    if (a->fn->data == I_UNIFORM)
        work_method(&w, a->p[0], "uniform_", 2, (Value[]){value_float(-sqrt(3.0) * std), value_float(sqrt(3.0) * std)});
    else work_method(&w, a->p[0], "normal_", 2, (Value[]){value_float(0.0), value_float(std)});
    return work_done(&w, a->p[0], out);
}

/* kaiming_uniform_/kaiming_normal_(tensor, a, mode, nonlinearity): std
 * gain / sqrt(fan of mode); a zero-element tensor is left as it is. */
static bool i_kaiming(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    const Tensor *t = value_as_tensor(a->p[0]);
    if (tensor_numel(t) == 0) {
        *out = value_retain(a->p[0]);
        return true;
    }
    const char *mode = a->p[2].kind == V_STR ? value_as_str(a->p[2])->data : "";
    bool in_mode = strcmp(mode, "fan_in") == 0;
    if (!in_mode && strcmp(mode, "fan_out") != 0) {
        return unsupported(in, "Mode ", a->p[2], " not supported, please use one of ['fan_in', 'fan_out']");
    }
    double fi = 0, fo = 0;
    Value gain;
    if (!fans(in, t, &fi, &fo) || !gain_of(in, a->p[3], a->p[1], &gain)) return false;
    double std = value_number(gain) / sqrt(in_mode ? fi : fo);
    Work w = work_new(in, a);
    if (a->fn->data == I_UNIFORM)
        work_method(&w, a->p[0], "uniform_", 2, (Value[]){value_float(-sqrt(3.0) * std), value_float(sqrt(3.0) * std)});
    else work_method(&w, a->p[0], "normal_", 2, (Value[]){value_float(0.0), value_float(std)});
    return work_done(&w, a->p[0], out);
}

/* trunc_normal_(tensor, mean, std, a, b): PyTorch's inverse-CDF method,
 * uniform between the CDFs of a and b mapped back through erfinv, then
 * clamped to [a, b]. */
static bool i_trunc_normal(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    for (int i = 1; i <= 4; i++)
        if (!value_is_number(a->p[i])) return args_type_error(in, a, i, "float");
    double mean = value_number(a->p[1]), std = value_number(a->p[2]);
    double lo = (1 + erf((value_number(a->p[3]) - mean) / std / sqrt(2.0))) / 2;
    double hi = (1 + erf((value_number(a->p[4]) - mean) / std / sqrt(2.0))) / 2;
    Work w = work_new(in, a);
    Value t = a->p[0];
    work_method(&w, t, "uniform_", 2, (Value[]){value_float(2 * lo - 1), value_float(2 * hi - 1)});
    work_method(&w, t, "erfinv_", 0, NULL);
    work_method(&w, t, "mul_", 1, (Value[]){value_float(std * sqrt(2.0))});
    work_method(&w, t, "add_", 1, (Value[]){value_float(mean)});
    work_method(&w, t, "clamp_", 2, &a->p[3]);
    return work_done(&w, t, out);
}

/* eye_(tensor): the identity of a 2-d tensor's shape. */
static bool i_eye(Interp *in, const Args *a, Value *out)
{
    if (!args_need_tensor(in, a, 0)) return false;
    const Tensor *t = value_as_tensor(a->p[0]);
    if (t->ndim != 2) return error_raise_as(in, ERR_VALUE, "Only tensors with 2 dimensions are supported");
    Work w = work_new(in, a);
    Value n[] = {value_int(t->shape[0]), value_int(t->shape[1])};
    Value eye = work_call(&w, "eye", 2, n);
    work_method(&w, a->p[0], "copy_", 1, &eye);
    return work_done(&w, a->p[0], out);
}

/* --------------------------------------------------------------- tables */

#define IF (BI_FUNC | BI_MODULE | BI_PYTHON)
static const Builtin init_rows[] = {
    {"calculate_gain", V_MODULE, IF, i_calculate_gain, "nonlinearity, param=None", 0,
     "the recommended gain of a nonlinearity"},
    {"zeros_", V_MODULE, IF, i_fill, "tensor", I_ZEROS, "tensor filled with 0, in place"},
    {"ones_", V_MODULE, IF, i_fill, "tensor", I_ONES, "tensor filled with 1, in place"},
    {"constant_", V_MODULE, IF, i_fill, "tensor, val", I_CONSTANT, "tensor filled with val, in place"},
    {"uniform_", V_MODULE, IF, i_fill, "tensor, a=0.0, b=1.0", I_UNIFORM,
     "tensor filled with uniform random numbers in [a, b), in place"},
    {"normal_", V_MODULE, IF, i_fill, "tensor, mean=0.0, std=1.0", I_NORMAL,
     "tensor filled with normal random numbers, in place"},
    {"xavier_uniform_", V_MODULE, IF, i_xavier, "tensor, gain=1.0", I_UNIFORM,
     "Glorot's uniform initialization, in place"},
    {"xavier_normal_", V_MODULE, IF, i_xavier, "tensor, gain=1.0", I_NORMAL, "Glorot's normal initialization, in place"},
    {"kaiming_uniform_", V_MODULE, IF, i_kaiming, "tensor, a=0, mode='fan_in', nonlinearity='leaky_relu'", I_UNIFORM,
     "He's uniform initialization, in place"},
    {"kaiming_normal_", V_MODULE, IF, i_kaiming, "tensor, a=0, mode='fan_in', nonlinearity='leaky_relu'", I_NORMAL,
     "He's normal initialization, in place"},
    {"trunc_normal_", V_MODULE, IF, i_trunc_normal, "tensor, mean=0.0, std=1.0, a=-2.0, b=2.0", 0,
     "normal random numbers truncated to [a, b], in place"},
    {"eye_", V_MODULE, IF, i_eye, "tensor", 0, "a 2-d tensor made the identity, in place"},
};

const Builtin *nn_init_rows(size_t *count)
{
    *count = sizeof init_rows / sizeof init_rows[0];
    return init_rows;
}
