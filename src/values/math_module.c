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

static bool nargs(Interp *in, const Args *a, int lo, int hi)
{
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

/* The functions of one float argument. */
static bool m_unary(Interp *in, const Args *a, Value *out)
{
    double x = 0;
    if (!nargs(in, a, 1, 1) || !real(in, a->v[0], &x)) return false;
    const char *n = fname(a);
    double r;
    bool can_overflow = false;
    if (strcmp(n, "sqrt") == 0) {
        if (x < 0) return domain(in);
        r = sqrt(x);
    } else if (strcmp(n, "exp") == 0) {
        r = exp(x), can_overflow = true;
    } else if (strcmp(n, "exp2") == 0) {
        r = exp2(x), can_overflow = true;
    } else if (strcmp(n, "expm1") == 0) {
        r = expm1(x), can_overflow = true;
    } else if (strcmp(n, "log2") == 0 || strcmp(n, "log10") == 0) {
        if (x <= 0) return domain(in);
        r = n[3] == '2' ? log2(x) : log10(x);
    } else if (strcmp(n, "log1p") == 0) {
        if (x <= -1) return domain(in);
        r = log1p(x);
    } else if (strcmp(n, "sin") == 0) {
        if (isinf(x)) return domain(in);
        r = sin(x);
    } else if (strcmp(n, "cos") == 0) {
        if (isinf(x)) return domain(in);
        r = cos(x);
    } else if (strcmp(n, "tan") == 0) {
        if (isinf(x)) return domain(in);
        r = tan(x);
    } else if (strcmp(n, "asin") == 0 || strcmp(n, "acos") == 0) {
        if (x < -1 || x > 1) return domain(in);
        r = n[1] == 's' ? asin(x) : acos(x);
    } else if (strcmp(n, "atan") == 0) {
        r = atan(x);
    } else if (strcmp(n, "sinh") == 0) {
        r = sinh(x), can_overflow = true;
    } else if (strcmp(n, "cosh") == 0) {
        r = cosh(x), can_overflow = true;
    } else if (strcmp(n, "tanh") == 0) {
        r = tanh(x);
    } else if (strcmp(n, "asinh") == 0) {
        r = asinh(x);
    } else if (strcmp(n, "acosh") == 0) {
        if (x < 1) return domain(in);
        r = acosh(x);
    } else if (strcmp(n, "atanh") == 0) {
        if (x <= -1 || x >= 1) return domain(in);
        r = atanh(x);
    } else if (strcmp(n, "fabs") == 0) {
        r = fabs(x);
    } else if (strcmp(n, "degrees") == 0) {
        r = x * (180.0 / 3.141592653589793);
    } else if (strcmp(n, "radians") == 0) {
        r = x * (3.141592653589793 / 180.0);
    } else if (strcmp(n, "erf") == 0) {
        r = erf(x);
    } else if (strcmp(n, "erfc") == 0) {
        r = erfc(x);
    } else if (strcmp(n, "gamma") == 0) {
        if (x <= 0 && x == floor(x)) return domain(in);
        r = tgamma(x), can_overflow = true;
    } else if (strcmp(n, "lgamma") == 0) {
        if (x <= 0 && x == floor(x)) return domain(in);
        r = lgamma(x), can_overflow = true;
    } else if (strcmp(n, "cbrt") == 0) {
        r = cbrt(x);
    } else {
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
    if (!nargs(in, a, 1, 2) || !real(in, a->v[0], &x)) return false;
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

/* floor, ceil, trunc: ints. */
static bool m_round(Interp *in, const Args *a, Value *out)
{
    if (!nargs(in, a, 1, 1)) return false;
    Value v = a->v[0];
    if (v.kind == V_INT || v.kind == V_BOOL) {
        *out = value_int(v.kind == V_INT ? v.u.i : v.u.b);
        return true;
    }
    double x = 0;
    if (!real(in, v, &x)) return false;
    const char *n = fname(a);
    double r = n[0] == 'f' ? floor(x) : n[0] == 'c' ? ceil(x) : trunc(x);
    if (isnan(r)) return error_raise_as(in, ERR_VALUE, "cannot convert float NaN to integer");
    if (isinf(r)) return error_raise_as(in, ERR_OVERFLOW, "cannot convert float infinity to integer");
    if (r >= 9223372036854775808.0 || r < -9223372036854775808.0) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
    *out = value_int((int64_t)r);
    return true;
}

/* The functions of two floats. */
static bool m_binary(Interp *in, const Args *a, Value *out)
{
    double x = 0, y = 0;
    if (!nargs(in, a, 2, 2) || !real(in, a->v[0], &x) || !real(in, a->v[1], &y)) return false;
    const char *n = fname(a);
    double r;
    bool can_overflow = false;
    if (strcmp(n, "pow") == 0) {
        if (x == 0 && y < 0) return domain(in);
        if (x < 0 && isfinite(y) && y != floor(y)) return domain(in);
        r = pow(x, y), can_overflow = true;
        if (isinf(r) && isfinite(x) && isfinite(y)) return error_raise_as(in, ERR_OVERFLOW, "math range error");
        *out = value_float(r);
        return true;
    } else if (strcmp(n, "atan2") == 0) {
        r = atan2(x, y);
    } else if (strcmp(n, "hypot") == 0) {
        r = hypot(x, y), can_overflow = true;
    } else if (strcmp(n, "fmod") == 0) {
        if (y == 0 && !isnan(x)) return domain(in);
        if (isinf(x) && !isnan(y)) return domain(in);
        r = fmod(x, y);
    } else if (strcmp(n, "copysign") == 0) {
        r = copysign(x, y);
    } else if (strcmp(n, "remainder") == 0) {
        if ((y == 0 || isinf(x)) && !isnan(x) && !isnan(y)) return domain(in);
        r = remainder(x, y);
    } else {
        r = nextafter(x, y);
    }
    if (isnan(r) && !isnan(x) && !isnan(y)) return domain(in);
    if (isinf(r) && isfinite(x) && isfinite(y)) {
        if (can_overflow) return error_raise_as(in, ERR_OVERFLOW, "math range error");
        return domain(in);
    }
    *out = value_float(r);
    return true;
}

static bool m_test(Interp *in, const Args *a, Value *out)
{
    double x = 0;
    if (!nargs(in, a, 1, 1) || !real(in, a->v[0], &x)) return false;
    const char *n = fname(a);
    *out = value_bool(strcmp(n, "isnan") == 0 ? isnan(x) : strcmp(n, "isinf") == 0 ? isinf(x) : isfinite(x));
    return true;
}

static bool m_isclose(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_none(), value_float(1e-9), value_float(0.0)};
    if (a->n > 2) return error_raise_as(in, ERR_TYPE, "isclose() takes exactly 2 positional arguments (%d given)", a->n);
    if (!builtins_bind(in, a, (const char *[]){"a", "b", "rel_tol", "abs_tol", NULL}, 2, p)) return false;
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
    if (!nargs(in, a, 1, 1) || !integer(in, a->v[0], &n)) return false;
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

/* gcd(*ints) and lcm(*ints) */
static bool m_gcd(Interp *in, const Args *a, Value *out)
{
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "math.%s() takes no keyword arguments", fname(a));
    bool lcm = fname(a)[0] == 'l';
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

/* comb(n, k) and perm(n, k=None) */
static bool m_comb(Interp *in, const Args *a, Value *out)
{
    bool perm = fname(a)[0] == 'p';
    if (!nargs(in, a, perm ? 1 : 2, 2)) return false;
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
    if (!nargs(in, a, 1, 1) || !integer(in, a->v[0], &n)) return false;
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
    Value p[2] = {value_none(), value_int(1)};
    if (a->n > 1) return error_raise_as(in, ERR_TYPE, "prod() takes exactly 1 positional argument (%d given)", a->n);
    if (!builtins_bind(in, a, (const char *[]){"iterable", "start", NULL}, 1, p)) return false;
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
    if (!nargs(in, a, 1, 1)) return false;
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
    if (!nargs(in, a, 1, 1) || !real(in, a->v[0], &x)) return false;
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
    if (!nargs(in, a, 2, 2) || !real(in, a->v[0], &x) || !integer(in, a->v[1], &e)) return false;
    double r = ldexp(x, (int)(e > 100000 ? 100000 : e < -100000 ? -100000 : e));
    if (isinf(r) && isfinite(x)) return error_raise_as(in, ERR_OVERFLOW, "math range error");
    *out = value_float(r);
    return true;
}

static bool m_modf(Interp *in, const Args *a, Value *out)
{
    double x = 0, ip = 0;
    if (!nargs(in, a, 1, 1) || !real(in, a->v[0], &x)) return false;
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
    if (!nargs(in, a, 2, 2)) return false;
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

static bool m_const(Interp *in, const Args *a, Value *out)
{
    (void)in;
    const char *n = fname(a);
    double v = strcmp(n, "pi") == 0 ? 3.141592653589793 : strcmp(n, "e") == 0 ? 2.718281828459045
             : strcmp(n, "tau") == 0 ? 6.283185307179586 : strcmp(n, "inf") == 0 ? INFINITY : NAN;
    *out = value_float(v);
    return true;
}

#define M(name, fn, help) {name, V_MODULE, BI_FUNC, fn, help}
static const Builtin math_rows[] = {
    M("sqrt", m_unary, "math.sqrt(x): the square root"),
    M("exp", m_unary, "math.exp(x): e ** x"),
    M("exp2", m_unary, "math.exp2(x): 2 ** x"),
    M("expm1", m_unary, "math.expm1(x): e ** x - 1, exact for small x"),
    M("log", m_log, "math.log(x[, base]): the logarithm (natural, or to base)"),
    M("log2", m_unary, "math.log2(x): the base-2 logarithm"),
    M("log10", m_unary, "math.log10(x): the base-10 logarithm"),
    M("log1p", m_unary, "math.log1p(x): log(1 + x), exact for small x"),
    M("pow", m_binary, "math.pow(x, y): x ** y as floats"),
    M("sin", m_unary, "math.sin(x)"),
    M("cos", m_unary, "math.cos(x)"),
    M("tan", m_unary, "math.tan(x)"),
    M("asin", m_unary, "math.asin(x)"),
    M("acos", m_unary, "math.acos(x)"),
    M("atan", m_unary, "math.atan(x)"),
    M("atan2", m_binary, "math.atan2(y, x): the angle of the point (x, y)"),
    M("sinh", m_unary, "math.sinh(x)"),
    M("cosh", m_unary, "math.cosh(x)"),
    M("tanh", m_unary, "math.tanh(x)"),
    M("asinh", m_unary, "math.asinh(x)"),
    M("acosh", m_unary, "math.acosh(x)"),
    M("atanh", m_unary, "math.atanh(x)"),
    M("floor", m_round, "math.floor(x): the largest int <= x"),
    M("ceil", m_round, "math.ceil(x): the smallest int >= x"),
    M("trunc", m_round, "math.trunc(x): x rounded toward zero, an int"),
    M("fabs", m_unary, "math.fabs(x): |x| as a float"),
    M("fmod", m_binary, "math.fmod(x, y): C's fmod (the sign of x)"),
    M("remainder", m_binary, "math.remainder(x, y): IEEE 754 remainder"),
    M("copysign", m_binary, "math.copysign(x, y): |x| with the sign of y"),
    M("hypot", m_binary, "math.hypot(x, y): sqrt(x*x + y*y)"),
    M("nextafter", m_binary, "math.nextafter(x, y): the next float after x toward y"),
    M("ulp", m_unary, "math.ulp(x): the value of the least significant bit of x"),
    M("isnan", m_test, "math.isnan(x)"),
    M("isinf", m_test, "math.isinf(x)"),
    M("isfinite", m_test, "math.isfinite(x)"),
    M("isclose", m_isclose, "math.isclose(a, b, rel_tol=1e-09, abs_tol=0.0)"),
    M("factorial", m_factorial, "math.factorial(n): n!"),
    M("gcd", m_gcd, "math.gcd(*integers): the greatest common divisor"),
    M("lcm", m_gcd, "math.lcm(*integers): the least common multiple"),
    M("comb", m_comb, "math.comb(n, k): ways to choose k of n"),
    M("perm", m_comb, "math.perm(n, k=None): ways to arrange k of n"),
    M("isqrt", m_isqrt, "math.isqrt(n): the integer square root"),
    M("prod", m_prod, "math.prod(iterable, start=1): the product of the items"),
    M("fsum", m_fsum, "math.fsum(iterable): the exactly rounded sum"),
    M("degrees", m_unary, "math.degrees(x): radians to degrees"),
    M("radians", m_unary, "math.radians(x): degrees to radians"),
    M("erf", m_unary, "math.erf(x): the error function"),
    M("erfc", m_unary, "math.erfc(x): 1 - erf(x)"),
    M("gamma", m_unary, "math.gamma(x): the gamma function"),
    M("lgamma", m_unary, "math.lgamma(x): log |gamma(x)|"),
    M("cbrt", m_unary, "math.cbrt(x): the cube root"),
    M("frexp", m_frexp, "math.frexp(x): (m, e) with x == m * 2 ** e"),
    M("ldexp", m_ldexp, "math.ldexp(x, i): x * 2 ** i"),
    M("modf", m_modf, "math.modf(x): (fractional part, integer part)"),
    M("dist", m_dist, "math.dist(p, q): the Euclidean distance"),
    {"pi", V_MODULE, BI_VALUE, m_const, "math.pi: 3.141592653589793"},
    {"e", V_MODULE, BI_VALUE, m_const, "math.e: 2.718281828459045"},
    {"tau", V_MODULE, BI_VALUE, m_const, "math.tau: 2 * pi"},
    {"inf", V_MODULE, BI_VALUE, m_const, "math.inf: float('inf')"},
    {"nan", V_MODULE, BI_VALUE, m_const, "math.nan: float('nan')"},
};

const Builtin *math_module_rows(size_t *count)
{
    *count = sizeof math_rows / sizeof math_rows[0];
    return math_rows;
}

/* ---------------------------------------------------------------- time */

static bool t_clock(Interp *in, const Args *a, Value *out)
{
    if (!builtins_bind(in, a, (const char *[]){NULL}, 0, NULL)) return false;
    const char *n = fname(a);
    struct timespec ts;
    clock_gettime(strcmp(n, "time") == 0 || strcmp(n, "time_ns") == 0 ? CLOCK_REALTIME : CLOCK_MONOTONIC, &ts);
    if (strstr(n, "_ns")) *out = value_int((int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec);
    else *out = value_float((double)ts.tv_sec + (double)ts.tv_nsec * 1e-9);
    return true;
}

static bool t_sleep(Interp *in, const Args *a, Value *out)
{
    Value secs;
    if (!builtins_bind(in, a, (const char *[]){"secs", NULL}, 1, &secs)) return false;
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

static const Builtin time_rows[] = {
    M("time", t_clock, "time.time(): seconds since the epoch, a float"),
    M("time_ns", t_clock, "time.time_ns(): nanoseconds since the epoch, an int"),
    M("perf_counter", t_clock, "time.perf_counter(): seconds from a monotonic clock, for timing"),
    M("perf_counter_ns", t_clock, "time.perf_counter_ns(): nanoseconds from a monotonic clock"),
    M("monotonic", t_clock, "time.monotonic(): seconds from a monotonic clock"),
    M("sleep", t_sleep, "time.sleep(secs): wait that long"),
};

const Builtin *time_module_rows(size_t *count)
{
    *count = sizeof time_rows / sizeof time_rows[0];
    return time_rows;
}
