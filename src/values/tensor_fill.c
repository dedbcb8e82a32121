/* tensor_fill.c: a tensor's in-place random fills, t.normal_(mean, std)
 * and t.uniform_(from, to), as the CUDA semantics notes' examples use
 * them: randn_like or rand_like scaled and shifted, then copied into t on
 * the current stream.  The numbers are cst's generator's (cst(7),
 * "Random numbers"), not PyTorch's. */
#include "values/tensor_fill.h"

#include "values/args.h"
#include "values/builtins.h"
#include "values/module.h"
#include "base/error.h"

/* Parameter i, a number, as a double, or TypeError naming it. */
static bool number(Interp *in, const Args *a, int i, double *out)
{
    Value v = a->p[i];
    if (!value_is_number(v))
        return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be float, not %s", a->fn->name, args_name(a, i),
                              value_type_name(v));
    *out = v.kind == V_FLOAT ? v.u.f : (double)(v.kind == V_INT ? v.u.i : v.u.b);
    return true;
}

/* self = random * scale + shift (random: randn_like or rand_like of self). */
static bool fill(Interp *in, const Args *a, Value self, const char *like, double scale, double shift, Value *out)
{
    Value r, t;
    if (!builtins_call_name(in, a, like, 1, &self, 0, NULL, NULL, &r)) return false;
    bool ok = value_binary(in, OP_MUL, r, value_float(scale), &t);
    value_release(r);
    if (!ok) return false;
    ok = value_binary(in, OP_ADD, t, value_float(shift), &r);
    value_release(t);
    if (!ok) return false;
    ok = builtins_call_method(in, a, self, "copy_", 1, &r, &t);
    value_release(r);
    if (!ok) return false;
    value_release(t);
    *out = value_retain(self);
    return true;
}

static bool bi_normal_(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    double mean = 0, std = 0;
    if (!number(in, a, 1, &mean) || !number(in, a, 2, &std)) return false;
    if (!(std >= 0)) return error_raise(in, "normal expects std >= 0.0, but found std %g", std);
    return fill(in, a, p[0], "randn_like", std, mean, out);
}

static bool bi_uniform_(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    double lo = 0, hi = 0;
    if (!number(in, a, 1, &lo) || !number(in, a, 2, &hi)) return false;
    if (lo > hi)
        return error_raise(in, "uniform_ expects to return a [from, to) range, but found from=%g > to=%g", lo, hi);
    return fill(in, a, p[0], "rand_like", hi - lo, lo, out);
}

static const Builtin rows[] = {
    {"normal_", V_TENSOR, BI_METHOD, bi_normal_, "mean=0.0, std=1.0, *, generator=None", 0,
     "fill t with normal random numbers, in place"},
    {"uniform_", V_TENSOR, BI_METHOD, bi_uniform_, "from=0.0, to=1.0, *, generator=None", 0,
     "fill t with uniform random numbers in [from, to), in place"},
};

void tensor_fill_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
