/* math_module.c: the functions and constants of Python's math module,
 * and the time module's clocks (module.h), with Python 3.11's results
 * and errors: "math domain error" (ValueError), "math range error"
 * (OverflowError).  A one-element tensor is a number here, as Python's
 * math reads it through __float__. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "values/module.h"
#include "base/error.h"

static const char *fname(const Args *a)
{
    return a->fn->name;
}

/* A real number argument, as a double. */
static bool real(Interp *in, Value v, double *out)
{
    if (!value_has_scalar(v))
        return error_raise_as(in, ERR_TYPE, "must be real number, not %s", value_type_name(v));
    Value s;
    if (!value_scalar(in, v, &s)) return false;
    *out = s.kind == V_FLOAT ? s.u.f : (double)(s.kind == V_BOOL ? s.u.b : s.u.i);
    return true;
}

/* The exact int argument, or TypeError. */
static bool integer(Interp *in, Value v, int64_t *out)
{
    if (v.kind == V_INT || v.kind == V_BOOL) {
        *out = v.kind == V_INT ? v.u.i : v.u.b;
        return true;
    }
    return error_raise_as(in, ERR_TYPE, "'%s' object cannot be interpreted as an integer", value_type_name(v));
}

/* The math functions take positional arguments only, as many as their
 * params say, and refuse others in CPython's words (these rows are
 * BI_RAW for that). */
static bool nargs(Interp *in, const Args *a)
{
    const Signature *sig = builtins_signature(a->fn);
    int lo = sig->nreq, hi = sig->npos;
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "math.%s() takes no keyword arguments", fname(a));
    if (a->n >= lo && a->n <= hi) return true;
    if (lo == hi && lo == 1)
        return error_raise_as(in, ERR_TYPE, "math.%s() takes exactly one argument (%d given)", fname(a), a->n);
    if (lo == hi) return error_raise_as(in, ERR_TYPE, "%s expected %d arguments, got %d", fname(a), lo, a->n);
    if (a->n < lo) return error_raise_as(in, ERR_TYPE, "%s expected at least %d argument%s, got %d", fname(a), lo,
                                         lo == 1 ? "" : "s", a->n);
    return error_raise_as(in, ERR_TYPE, "%s expected at most %d arguments, got %d", fname(a), hi, a->n);
}

static bool domain(Interp *in)
{
    return error_raise_as(in, ERR_VALUE, "math domain error");
}

/* A float result, checked as CPython's math_1 checks it: NaN from a
 * number is a domain error, inf from a finite number a range error. */
static bool give(Interp *in, double x, double r, bool can_overflow, Value *out)
{
    if (isnan(r) && !isnan(x)) return domain(in);
    if (isinf(r) && isfinite(x)) {
        if (can_overflow) return error_raise_as(in, ERR_OVERFLOW, "math range error");
        return domain(in);
    }
    *out = value_float(r);
    return true;
}

/* The functions of one float argument, by data. */
enum {
    U_SQRT, U_EXP, U_EXP2, U_EXPM1, U_LOG2, U_LOG10, U_LOG1P, U_SIN, U_COS, U_TAN, U_ASIN, U_ACOS, U_ATAN,
    U_SINH, U_COSH, U_TANH, U_ASINH, U_ACOSH, U_ATANH, U_FABS, U_DEGREES, U_RADIANS, U_ERF, U_ERFC, U_GAMMA,
    U_LGAMMA, U_CBRT, U_ULP
};

static bool m_unary(Interp *in, const Args *a, Value *out)
{
    double x = 0;
    if (!nargs(in, a) || !real(in, a->v[0], &x)) return false;
    double r;
    bool can_overflow = false;
    switch (a->fn->data) {
    case U_SQRT:
        if (x < 0) return domain(in);
        r = sqrt(x);
        break;
    case U_EXP: r = exp(x), can_overflow = true; break;
    case U_EXP2: r = exp2(x), can_overflow = true; break;
    case U_EXPM1: r = expm1(x), can_overflow = true; break;
    case U_LOG2:
    case U_LOG10:
        if (x <= 0) return domain(in);
        r = a->fn->data == U_LOG2 ? log2(x) : log10(x);
        break;
    case U_LOG1P:
        if (x <= -1) return domain(in);
        r = log1p(x);
        break;
    case U_SIN:
    case U_COS:
    case U_TAN:
        if (isinf(x)) return domain(in);
        r = a->fn->data == U_SIN ? sin(x) : a->fn->data == U_COS ? cos(x) : tan(x);
        break;
    case U_ASIN:
    case U_ACOS:
        if (x < -1 || x > 1) return domain(in);
        r = a->fn->data == U_ASIN ? asin(x) : acos(x);
        break;
    case U_ATAN: r = atan(x); break;
    case U_SINH: r = sinh(x), can_overflow = true; break;
    case U_COSH: r = cosh(x), can_overflow = true; break;
    case U_TANH: r = tanh(x); break;
    case U_ASINH: r = asinh(x); break;
    case U_ACOSH:
        if (x < 1) return domain(in);
        r = acosh(x);
        break;
    case U_ATANH:
        if (x <= -1 || x >= 1) return domain(in);
        r = atanh(x);
        break;
    case U_FABS: r = fabs(x); break;
    case U_DEGREES: r = x * (180.0 / 3.141592653589793); break;
    case U_RADIANS: r = x * (3.141592653589793 / 180.0); break;
    case U_ERF: r = erf(x); break;
    case U_ERFC: r = erfc(x); break;
    case U_GAMMA:
    case U_LGAMMA:
        if (x <= 0 && x == floor(x)) return domain(in);
        r = a->fn->data == U_GAMMA ? tgamma(x) : lgamma(x), can_overflow = true;
        break;
    case U_CBRT: r = cbrt(x); break;
    default:
        r = nextafter(fabs(x), INFINITY) - fabs(x);   /* ulp */
        if (isinf(x)) r = INFINITY;
        if (isnan(x)) r = x;
    }
    return give(in, x, r, can_overflow, out);
}

/* log(x[, base]) */
static bool m_log(Interp *in, const Args *a, Value *out)
{
    double x, base = 0;
    if (!nargs(in, a) || !real(in, a->v[0], &x)) return false;
    if (a->n == 2 && !real(in, a->v[1], &base)) return false;
    if (x <= 0) return domain(in);
    double r = log(x);
    if (a->n == 2) {
        if (base <= 0) return domain(in);
        double d = log(base);
        if (d == 0) return error_raise_as(in, ERR_ZERO_DIVISION, "float division by zero");
        r /= d;
    }
    *out = value_float(r);
    return true;
}

/* floor, ceil, trunc: ints, by data. */
enum { R_FLOOR, R_CEIL, R_TRUNC };

static bool m_round(Interp *in, const Args *a, Value *out)
{
    if (!nargs(in, a)) return false;
    Value v = a->v[0];
    if (v.kind == V_INT || v.kind == V_BOOL) {
        *out = value_int(v.kind == V_INT ? v.u.i : v.u.b);
        return true;
    }
    double x = 0;
    if (!real(in, v, &x)) return false;
    double r = a->fn->data == R_FLOOR ? floor(x) : a->fn->data == R_CEIL ? ceil(x) : trunc(x);
    if (isnan(r)) return error_raise_as(in, ERR_VALUE, "cannot convert float NaN to integer");
    if (isinf(r)) return error_raise_as(in, ERR_OVERFLOW, "cannot convert float infinity to integer");
    if (r >= 9223372036854775808.0 || r < -9223372036854775808.0) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
    *out = value_int((int64_t)r);
    return true;
}

/* The functions of two floats, by data. */
enum { B_POW, B_ATAN2, B_HYPOT, B_FMOD, B_COPYSIGN, B_REMAINDER, B_NEXTAFTER };

static bool m_binary(Interp *in, const Args *a, Value *out)
{
    double x = 0, y = 0;
    if (!nargs(in, a) || !real(in, a->v[0], &x) || !real(in, a->v[1], &y)) return false;
    double r;
    bool can_overflow = false;
    switch (a->fn->data) {
    case B_POW:
        if (x == 0 && y < 0) return domain(in);
        if (x < 0 && isfinite(y) && y != floor(y)) return domain(in);
        r = pow(x, y);
        if (isinf(r) && isfinite(x) && isfinite(y)) return error_raise_as(in, ERR_OVERFLOW, "math range error");
        *out = value_float(r);
        return true;
    case B_ATAN2: r = atan2(x, y); break;
    case B_HYPOT: r = hypot(x, y), can_overflow = true; break;
    case B_FMOD:
        if (y == 0 && !isnan(x)) return domain(in);
        if (isinf(x) && !isnan(y)) return domain(in);
        r = fmod(x, y);
        break;
    case B_COPYSIGN: r = copysign(x, y); break;
    case B_REMAINDER:
        if ((y == 0 || isinf(x)) && !isnan(x) && !isnan(y)) return domain(in);
        r = remainder(x, y);
        break;
    default: r = nextafter(x, y);
    }
    if (isnan(r) && !isnan(x) && !isnan(y)) return domain(in);
    if (isinf(r) && isfinite(x) && isfinite(y)) {
        if (can_overflow) return error_raise_as(in, ERR_OVERFLOW, "math range error");
        return domain(in);
    }
    *out = value_float(r);
    return true;
}

/* isnan, isinf, isfinite, by data. */
enum { T_NAN, T_INF, T_FINITE };

static bool m_test(Interp *in, const Args *a, Value *out)
{
    double x = 0;
    if (!nargs(in, a) || !real(in, a->v[0], &x)) return false;
    *out = value_bool(a->fn->data == T_NAN ? isnan(x) : a->fn->data == T_INF ? isinf(x) : isfinite(x));
    return true;
}

static bool m_isclose(Interp *in, const Args *a, Value *out)
{
    Value p[4];
    Span at[4];
    if (a->n > 2) return error_raise_as(in, ERR_TYPE, "isclose() takes exactly 2 positional arguments (%d given)", a->n);
    if (!builtins_bind(in, a, p, at, NULL)) return false;
    double x = 0, y = 0, rel = 0, abs_tol = 0;
    if (!real(in, p[0], &x) || !real(in, p[1], &y) || !real(in, p[2], &rel) || !real(in, p[3], &abs_tol)) return false;
    if (rel < 0 || abs_tol < 0) return error_raise_as(in, ERR_VALUE, "tolerances must be non-negative");
    bool r;
    if (x == y) r = true;
    else if (isinf(x) || isinf(y)) r = false;
    else {
        double diff = fabs(y - x);
        r = (diff <= fabs(rel * y)) || (diff <= fabs(rel * x)) || diff <= abs_tol;
    }
    *out = value_bool(r);
    return true;
}

static bool m_factorial(Interp *in, const Args *a, Value *out)
{
    int64_t n = 0;
    if (!nargs(in, a) || !integer(in, a->v[0], &n)) return false;
    if (n < 0) return error_raise_as(in, ERR_VALUE, "factorial() not defined for negative values");
    int64_t r = 1;
    for (int64_t i = 2; i <= n; i++)
        if (__builtin_mul_overflow(r, i, &r)) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
    *out = value_int(r);
    return true;
}

static int64_t gcd2(int64_t x, int64_t y)
{
    uint64_t a = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x, b = y < 0 ? (uint64_t)0 - (uint64_t)y : (uint64_t)y;
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return (int64_t)a;
}

/* gcd(*ints) and lcm(*ints), by data. */
enum { GCD, LCM };

static bool m_gcd(Interp *in, const Args *a, Value *out)
{
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "math.%s() takes no keyword arguments", fname(a));
    bool lcm = a->fn->data == LCM;
    int64_t r = lcm ? 1 : 0;
    for (int i = 0; i < a->n; i++) {
        int64_t x = 0;
        if (!integer(in, a->v[i], &x)) return false;
        if (!lcm) {
            r = gcd2(r, x);
        } else if (x == 0 || r == 0) {
            r = 0;
        } else {
            int64_t g = gcd2(r, x), m;
            if (__builtin_mul_overflow(r / g, x < 0 ? -x : x, &m)) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
            r = m < 0 ? -m : m;
        }
    }
    *out = value_int(r);
    return true;
}

/* comb(n, k) and perm(n, k=None), by data. */
enum { COMB, PERM };

static bool m_comb(Interp *in, const Args *a, Value *out)
{
    bool perm = a->fn->data == PERM;
    if (!nargs(in, a)) return false;
    int64_t n = 0, k = 0;
    if (!integer(in, a->v[0], &n)) return false;
    if (a->n == 2 && a->v[1].kind != V_NONE) {
        if (!integer(in, a->v[1], &k)) return false;
    } else {
        k = n;
    }
    if (n < 0) return error_raise_as(in, ERR_VALUE, "n must be a non-negative integer");
    if (k < 0) return error_raise_as(in, ERR_VALUE, "k must be a non-negative integer");
    if (k > n) {
        *out = value_int(0);
        return true;
    }
    if (!perm && k > n - k) k = n - k;
    __int128 r = 1;
    for (int64_t i = 0; i < k; i++) {
        r *= n - i;
        if (!perm) r /= i + 1;
        if (r > INT64_MAX) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
    }
    *out = value_int((int64_t)r);
    return true;
}

static bool m_isqrt(Interp *in, const Args *a, Value *out)
{
    int64_t n = 0;
    if (!nargs(in, a) || !integer(in, a->v[0], &n)) return false;
    if (n < 0) return error_raise_as(in, ERR_VALUE, "isqrt() argument must be nonnegative");
    int64_t r = (int64_t)sqrtl((long double)n);
    while (r * r > n) r--;
    while ((r + 1) * (r + 1) <= n) r++;
    *out = value_int(r);
    return true;
}

/* prod(iterable, start=1) with Python's arithmetic. */
static bool m_prod(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    Span at[2];
    if (a->n > 1) return error_raise_as(in, ERR_TYPE, "prod() takes exactly 1 positional argument (%d given)", a->n);
    if (!builtins_bind(in, a, p, at, NULL)) return false;
    Value items;
    if (!value_items(in, p[0], &items)) return false;
    Value acc = value_retain(p[1]);
    List *l = value_as_list(items);
    bool ok = true;
    for (size_t i = 0; i < l->len && ok; i++) {
        Value r;
        ok = value_binary(in, OP_MUL, acc, l->items[i], &r);
        if (ok) {
            value_release(acc);
            acc = r;
        }
    }
    value_release(items);
    if (!ok) {
        value_release(acc);
        return false;
    }
    *out = acc;
    return true;
}

/* fsum: Shewchuk's exact sum of partials, as CPython's msum. */
static bool m_fsum(Interp *in, const Args *a, Value *out)
{
    if (!nargs(in, a)) return false;
    Value items;
    if (!value_items(in, a->v[0], &items)) return false;
    List *l = value_as_list(items);
    double *partials = xmalloc((l->len + 1) * sizeof *partials);
    size_t np = 0;
    double special = 0;
    bool ok = true;
    for (size_t i = 0; i < l->len && ok; i++) {
        double x = 0;
        if (!(ok = real(in, l->items[i], &x))) break;
        if (!isfinite(x)) {
            special += x;
            continue;
        }
        size_t k = 0;
        for (size_t j = 0; j < np; j++) {
            double y = partials[j];
            if (fabs(x) < fabs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            double hi = x + y, lo = y - (hi - x);
            if (lo != 0.0) partials[k++] = lo;
            x = hi;
        }
        partials[k] = x;
        np = k + 1;
    }
    value_release(items);
    if (!ok) {
        free(partials);
        return false;
    }
    double hi = 0;
    if (special != 0 || isnan(special)) {
        hi = special;
    } else if (np > 0) {
        size_t n = np;
        hi = partials[--n];
        double lo = 0;
        while (n > 0) {
            double x = hi, y = partials[--n];
            hi = x + y;
            double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) break;
        }
        if (n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0))) {
            double y = lo * 2.0, x = hi + y, yr = x - hi;
            if (y == yr) hi = x;
        }
    }
    free(partials);
    *out = value_float(hi);
    return true;
}

static bool m_frexp(Interp *in, const Args *a, Value *out)
{
    double x = 0;
    if (!nargs(in, a) || !real(in, a->v[0], &x)) return false;
    int e = 0;
    double m = isfinite(x) ? frexp(x, &e) : x;
    Value t = value_list_new(V_TUPLE, 2);
    value_list_push(t, value_float(m));
    value_list_push(t, value_int(e));
    *out = t;
    return true;
}

static bool m_ldexp(Interp *in, const Args *a, Value *out)
{
    double x = 0;
    int64_t e = 0;
    if (!nargs(in, a) || !real(in, a->v[0], &x) || !integer(in, a->v[1], &e)) return false;
    double r = ldexp(x, (int)(e > 100000 ? 100000 : e < -100000 ? -100000 : e));
    if (isinf(r) && isfinite(x)) return error_raise_as(in, ERR_OVERFLOW, "math range error");
    *out = value_float(r);
    return true;
}

static bool m_modf(Interp *in, const Args *a, Value *out)
{
    double x = 0, ip = 0;
    if (!nargs(in, a) || !real(in, a->v[0], &x)) return false;
    double fp = isinf(x) ? copysign(0.0, x) : modf(x, &ip);
    if (isinf(x)) ip = x;
    Value t = value_list_new(V_TUPLE, 2);
    value_list_push(t, value_float(fp));
    value_list_push(t, value_float(ip));
    *out = t;
    return true;
}

static bool m_dist(Interp *in, const Args *a, Value *out)
{
    if (!nargs(in, a)) return false;
    Value p, q;
    if (!value_items(in, a->v[0], &p)) return false;
    if (!value_items(in, a->v[1], &q)) {
        value_release(p);
        return false;
    }
    List *x = value_as_list(p), *y = value_as_list(q);
    bool ok = true;
    double sum = 0;
    if (x->len != y->len) ok = error_raise_as(in, ERR_VALUE, "both points must have the same number of dimensions");
    for (size_t i = 0; ok && i < x->len; i++) {
        double u = 0, v = 0;
        ok = real(in, x->items[i], &u) && real(in, y->items[i], &v);
        sum += (u - v) * (u - v);
    }
    value_release(p);
    value_release(q);
    if (ok) *out = value_float(sqrt(sum));
    return ok;
}

/* pi, e, tau, inf, nan: which in data. */
enum { C_PI, C_E, C_TAU, C_INF, C_NAN };

static bool m_const(Interp *in, const Args *a, Value *out)
{
    (void)in;
    static const double values[] = {
        [C_PI] = 3.141592653589793, [C_E] = 2.718281828459045, [C_TAU] = 6.283185307179586,
        [C_INF] = INFINITY, [C_NAN] = NAN,
    };
    *out = value_float(values[a->fn->data]);
    return true;
}

/* The math functions read their arguments as written (BI_RAW): nargs
 * refuses others with CPython's messages. */
#define MR (BI_FUNC | BI_MODULE | BI_RAW)
static const Builtin math_rows[] = {
    {"sqrt", V_MODULE, MR, m_unary, "x, /", U_SQRT, "the square root"},
    {"exp", V_MODULE, MR, m_unary, "x, /", U_EXP, "e ** x"},
    {"exp2", V_MODULE, MR, m_unary, "x, /", U_EXP2, "2 ** x"},
    {"expm1", V_MODULE, MR, m_unary, "x, /", U_EXPM1, "e ** x - 1, exact for small x"},
    {"log", V_MODULE, MR, m_log, "x, base=2.718281828459045, /", 0, "the logarithm (natural, or to base)"},
    {"log2", V_MODULE, MR, m_unary, "x, /", U_LOG2, "the base-2 logarithm"},
    {"log10", V_MODULE, MR, m_unary, "x, /", U_LOG10, "the base-10 logarithm"},
    {"log1p", V_MODULE, MR, m_unary, "x, /", U_LOG1P, "log(1 + x), exact for small x"},
    {"pow", V_MODULE, MR, m_binary, "x, y, /", B_POW, "x ** y as floats"},
    {"sin", V_MODULE, MR, m_unary, "x, /", U_SIN, "the sine of x (radians)"},
    {"cos", V_MODULE, MR, m_unary, "x, /", U_COS, "the cosine of x (radians)"},
    {"tan", V_MODULE, MR, m_unary, "x, /", U_TAN, "the tangent of x (radians)"},
    {"asin", V_MODULE, MR, m_unary, "x, /", U_ASIN, "the arc sine, in radians"},
    {"acos", V_MODULE, MR, m_unary, "x, /", U_ACOS, "the arc cosine, in radians"},
    {"atan", V_MODULE, MR, m_unary, "x, /", U_ATAN, "the arc tangent, in radians"},
    {"atan2", V_MODULE, MR, m_binary, "y, x, /", B_ATAN2, "the angle of the point (x, y)"},
    {"sinh", V_MODULE, MR, m_unary, "x, /", U_SINH, "the hyperbolic sine"},
    {"cosh", V_MODULE, MR, m_unary, "x, /", U_COSH, "the hyperbolic cosine"},
    {"tanh", V_MODULE, MR, m_unary, "x, /", U_TANH, "the hyperbolic tangent"},
    {"asinh", V_MODULE, MR, m_unary, "x, /", U_ASINH, "the inverse hyperbolic sine"},
    {"acosh", V_MODULE, MR, m_unary, "x, /", U_ACOSH, "the inverse hyperbolic cosine"},
    {"atanh", V_MODULE, MR, m_unary, "x, /", U_ATANH, "the inverse hyperbolic tangent"},
    {"floor", V_MODULE, MR, m_round, "x, /", R_FLOOR, "the largest int <= x"},
    {"ceil", V_MODULE, MR, m_round, "x, /", R_CEIL, "the smallest int >= x"},
    {"trunc", V_MODULE, MR, m_round, "x, /", R_TRUNC, "x rounded toward zero, an int"},
    {"fabs", V_MODULE, MR, m_unary, "x, /", U_FABS, "|x| as a float"},
    {"fmod", V_MODULE, MR, m_binary, "x, y, /", B_FMOD, "C's fmod (the sign of x)"},
    {"remainder", V_MODULE, MR, m_binary, "x, y, /", B_REMAINDER, "IEEE 754 remainder"},
    {"copysign", V_MODULE, MR, m_binary, "x, y, /", B_COPYSIGN, "|x| with the sign of y"},
    {"hypot", V_MODULE, MR, m_binary, "x, y, /", B_HYPOT, "sqrt(x*x + y*y)"},
    {"nextafter", V_MODULE, MR, m_binary, "x, y, /", B_NEXTAFTER, "the next float after x toward y"},
    {"ulp", V_MODULE, MR, m_unary, "x, /", U_ULP, "the value of the least significant bit of x"},
    {"isnan", V_MODULE, MR, m_test, "x, /", T_NAN, "whether x is a NaN"},
    {"isinf", V_MODULE, MR, m_test, "x, /", T_INF, "whether x is infinite"},
    {"isfinite", V_MODULE, MR, m_test, "x, /", T_FINITE, "whether x is neither infinite nor a NaN"},
    {"isclose", V_MODULE, MR, m_isclose, "a, b, *, rel_tol=1e-09, abs_tol=0.0", 0,
     "whether a and b are within the tolerances of each other"},
    {"factorial", V_MODULE, MR, m_factorial, "n, /", 0, "n!"},
    {"gcd", V_MODULE, MR, m_gcd, "*integers", GCD, "the greatest common divisor"},
    {"lcm", V_MODULE, MR, m_gcd, "*integers", LCM, "the least common multiple"},
    {"comb", V_MODULE, MR, m_comb, "n, k, /", COMB, "ways to choose k of n"},
    {"perm", V_MODULE, MR, m_comb, "n, k=None, /", PERM, "ways to arrange k of n"},
    {"isqrt", V_MODULE, MR, m_isqrt, "n, /", 0, "the integer square root"},
    {"prod", V_MODULE, MR, m_prod, "iterable, /, *, start=1", 0, "the product of the items"},
    {"fsum", V_MODULE, MR, m_fsum, "seq, /", 0, "the exactly rounded sum"},
    {"degrees", V_MODULE, MR, m_unary, "x, /", U_DEGREES, "radians to degrees"},
    {"radians", V_MODULE, MR, m_unary, "x, /", U_RADIANS, "degrees to radians"},
    {"erf", V_MODULE, MR, m_unary, "x, /", U_ERF, "the error function"},
    {"erfc", V_MODULE, MR, m_unary, "x, /", U_ERFC, "1 - erf(x)"},
    {"gamma", V_MODULE, MR, m_unary, "x, /", U_GAMMA, "the gamma function"},
    {"lgamma", V_MODULE, MR, m_unary, "x, /", U_LGAMMA, "log |gamma(x)|"},
    {"cbrt", V_MODULE, MR, m_unary, "x, /", U_CBRT, "the cube root"},
    {"frexp", V_MODULE, MR, m_frexp, "x, /", 0, "(m, e) with x == m * 2 ** e"},
    {"ldexp", V_MODULE, MR, m_ldexp, "x, i, /", 0, "x * 2 ** i"},
    {"modf", V_MODULE, MR, m_modf, "x, /", 0, "(fractional part, integer part)"},
    {"dist", V_MODULE, MR, m_dist, "p, q, /", 0, "the Euclidean distance"},
    {"pi", V_MODULE, BI_VALUE | BI_MODULE, m_const, NULL, C_PI, "3.141592653589793"},
    {"e", V_MODULE, BI_VALUE | BI_MODULE, m_const, NULL, C_E, "2.718281828459045"},
    {"tau", V_MODULE, BI_VALUE | BI_MODULE, m_const, NULL, C_TAU, "2 * pi"},
    {"inf", V_MODULE, BI_VALUE | BI_MODULE, m_const, NULL, C_INF, "float('inf')"},
    {"nan", V_MODULE, BI_VALUE | BI_MODULE, m_const, NULL, C_NAN, "float('nan')"},
};


const Builtin *math_module_rows(size_t *count)
{
    *count = sizeof math_rows / sizeof math_rows[0];
    return math_rows;
}

/* ---------------------------------------------------------------- time */

/* The clocks, by data: which clock, and whether in nanoseconds. */
enum { TIME_EPOCH, TIME_EPOCH_NS, TIME_STEADY, TIME_STEADY_NS };

static bool t_clock(Interp *in, const Args *a, Value *out)
{
    (void)in;
    int which = a->fn->data;
    struct timespec ts;
    clock_gettime(which == TIME_EPOCH || which == TIME_EPOCH_NS ? CLOCK_REALTIME : CLOCK_MONOTONIC, &ts);
    if (which == TIME_EPOCH_NS || which == TIME_STEADY_NS)
        *out = value_int((int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec);
    else *out = value_float((double)ts.tv_sec + (double)ts.tv_nsec * 1e-9);
    return true;
}

static bool t_sleep(Interp *in, const Args *a, Value *out)
{
    Value secs = a->p[0];
    double s;
    if (!value_is_number(secs))
        return error_raise_as(in, ERR_TYPE, "'%s' object cannot be interpreted as an integer", value_type_name(secs));
    s = secs.kind == V_FLOAT ? secs.u.f : (double)(secs.kind == V_INT ? secs.u.i : secs.u.b);
    if (isnan(s)) return error_raise_as(in, ERR_VALUE, "Invalid value NaN (not a number)");
    if (s < 0) return error_raise_as(in, ERR_VALUE, "sleep length must be non-negative");
    struct timespec ts = {(time_t)s, (long)((s - floor(s)) * 1e9)};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) continue;
    *out = value_none();
    return true;
}

#define TF (BI_FUNC | BI_MODULE)
static const Builtin time_rows[] = {
    {"time", V_MODULE, TF, t_clock, "", TIME_EPOCH, "seconds since the epoch, a float"},
    {"time_ns", V_MODULE, TF, t_clock, "", TIME_EPOCH_NS, "nanoseconds since the epoch, an int"},
    {"perf_counter", V_MODULE, TF, t_clock, "", TIME_STEADY, "seconds from a monotonic clock, for timing"},
    {"perf_counter_ns", V_MODULE, TF, t_clock, "", TIME_STEADY_NS, "nanoseconds from a monotonic clock"},
    {"monotonic", V_MODULE, TF, t_clock, "", TIME_STEADY, "seconds from a monotonic clock"},
    {"sleep", V_MODULE, TF, t_sleep, "secs", 0, "wait that long"},
};

const Builtin *time_module_rows(size_t *count)
{
    *count = sizeof time_rows / sizeof time_rows[0];
    return time_rows;
}
