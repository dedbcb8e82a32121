/* tensor_fill.c: a tensor's in-place random fills, t.normal_(mean, std)
 * and t.uniform_(from, to), as the CUDA semantics notes' examples use
 * them: randn_like or rand_like scaled and shifted, then copied into t on
 * the current stream; and torch.multinomial's draws.  The numbers are
 * cst's generator's (cst(7), "Random numbers"), not PyTorch's. */
#include "values/tensor_fill.h"

#include "tensor/random.h"
#include "values/args.h"
#include "values/builtins.h"
#include "values/module.h"
#include "base/error.h"
#include "values/compose.h"
#include "values/generator_value.h"
#include "values/tensor_value.h"

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

/* self = random * scale + shift (random: randn_like of self when normal,
 * else rand_like, from the call's generator=). */
static bool fill(Interp *in, const Args *a, Value self, bool normal, double scale, double shift, Value *out)
{
    Value r, t;
    if (!generator_draw_like(in, a->fn->name, self, normal, a->p[3], &r)) return false;
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
    return fill(in, a, p[0], true, std, mean, out);
}

static bool bi_uniform_(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    double lo = 0, hi = 0;
    if (!number(in, a, 1, &lo) || !number(in, a, 2, &hi)) return false;
    if (lo > hi)
        return error_raise(in, "uniform_ expects to return a [from, to) range, but found from=%g > to=%g", lo, hi);
    return fill(in, a, p[0], false, hi - lo, lo, out);
}

/* ------------------------------------------------------- multinomial */

/* w's steps released after an error: false. */
static bool abandon(Work *w)
{
    Value ignored;
    work_done(w, value_none(), &ignored);
    return false;
}

/* multinomial(input, num_samples, replacement=False, *, generator=None):
 * PyTorch's checks, in its order (the values' through a host read, as
 * its CPU kernel reads them), then random_multinomial on float64 rows. */
static bool bi_multinomial(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    int64_t k;
    bool repl;
    if (!args_tensor(in, a, 0, &t) || !value_truth(in, a->p[2], &repl) || !args_int(in, a, 1, &k)) return false;
    if (t->ndim < 1 || t->ndim > 2) return error_raise(in, "prob_dist must be 1 or 2 dim");
    if (!dtype_is_float(t->dtype))
        return error_raise(in, "multinomial only supports floating-point dtypes for input, got: %s",
                           tensor_type_name(t->dtype));
    if (k <= 0) return error_raise(in, "cannot sample n_sample <= 0 samples");
    int64_t n = t->shape[t->ndim - 1], rows = t->ndim == 2 ? t->shape[0] : 1;
    if (!repl && k > n) return error_raise(in, "cannot sample n_sample > prob_dist.size(-1) samples without replacement");
    if (n > (int64_t)1 << 24) return error_raise(in, "number of categories cannot exceed 2^24");
    Work w = work_new(in, a);
    Value p = work_method(&w, work_method(&w, a->p[0], "double", 0, NULL), "reshape", 2,
                          (Value[]){value_int(rows), value_int(n)});
    p = work_method(&w, p, "contiguous", 0, NULL);
    /* PyTorch's checks of the values, in its order, read back at once:
     * with replacement, < 0 (or NaN), then inf; without, any of them;
     * then a row whose sum is not positive.  Three reductions of the
     * input find them: its min is below 0 or NaN where an element is
     * (min passes a NaN on), its max is inf where one is and no NaN, and a
     * row of no negative element sums to 0 just where its max is 0 */
    static const char *const bad[2][3] = {
        {"probability tensor contains either `inf`, `nan` or element < 0", NULL,
         "invalid multinomial distribution (sum of probabilities <= 0)"},
        {"invalid multinomial distribution (encountering probability entry < 0)",
         "invalid multinomial distribution (encountering probability entry = infinity or NaN)",
         "invalid multinomial distribution (sum of probabilities <= 0)"},
    };
    const char *fault = NULL;
    if (w.ok && rows * n > 0) {
        Value q = work_method(&w, a->p[0], "reshape", 2, (Value[]){value_int(rows), value_int(n)});
        Value lo = work_method(&w, q, "min", 0, NULL), hi = work_method(&w, q, "max", 0, NULL);
        Value neg = work_binary(&w, OP_BITOR, work_binary(&w, OP_LT, lo, value_int(0)), work_call(&w, "isnan", 1, &lo));
        Value inf = work_call(&w, "isinf", 1, &hi);
        if (!repl) neg = work_binary(&w, OP_BITOR, neg, inf);
        Value empty = work_binary(&w, OP_LE, work_method(&w, work_method(&w, q, "amax", 1, (Value[]){value_int(-1)}),
                                                         "min", 0, NULL), value_int(0));
        Value list = work_keep(&w, true, value_list_new(V_LIST, 3));
        Value parts[] = {neg, inf, empty};
        for (int i = 0; w.ok && i < 3; i++) value_list_push(list, value_retain(parts[i]));
        Value found = work_method(&w, work_call(&w, "stack", 1, &list), "tolist", 0, NULL);
        List *f = w.ok ? value_as_list(found) : NULL;
        for (int i = 0; f && !fault && i < 3; i++)
            if (f->items[i].kind == V_BOOL && f->items[i].u.b && bad[repl][i]) fault = bad[repl][i];
    }
    if (!w.ok || fault) {
        abandon(&w);
        return fault ? error_raise(in, "%s", fault) : false;
    }
    const Backend *be;
    Error err;
    Tensor *r;
    Tensor *pt = value_as_tensor(p);
    Generator *g;
    if (!tensor_backend(in, &be) || !generator_arg(in, "multinomial", a->p[3], &g)) return abandon(&w);
    if (!random_multinomial(be, tensor_stream(tensor_device(pt)), g, pt, k, repl, &r, &err)) {
        abandon(&w);
        return tensor_fail(in, &err);
    }
    Value result = work_keep(&w, true, value_tensor(r));
    if (t->ndim == 1) result = work_method(&w, result, "reshape", 1, (Value[]){value_int(k)});
    return work_done(&w, result, out);
}

static const Builtin rows[] = {
    {"normal_", V_TENSOR, BI_METHOD, bi_normal_, "mean=0.0, std=1.0, *, generator=None", 0,
     "fill t with normal random numbers, in place"},
    {"multinomial", V_TENSOR, BI_FUNC | BI_METHOD, bi_multinomial,
     "input, num_samples, replacement=False, *, generator=None", 0,
     "num_samples int64 category indices a row, drawn with the row's weights"},
    {"uniform_", V_TENSOR, BI_METHOD, bi_uniform_, "from=0.0, to=1.0, *, generator=None", 0,
     "fill t with uniform random numbers in [from, to), in place"},
};

void tensor_fill_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
