/* builtins.c: the builtins table (see builtins.h) and the host builtins:
 * print, len, range, the int/float/str/... types, round, min/max, and the
 * methods of strings, lists, tuples and Size.  Behaviour and error texts
 * follow Python 3.11; the tensor, stream and event builtins add their rows
 * to the same table. */
#include "builtins.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dtype.h"
#include "eval.h"
#include "pyfmt.h"

/* ------------------------------------------------------------ helpers */

const char *builtins_display_name(const Builtin *fn, char *buf, size_t len)
{
    if (fn->flags & (BI_METHOD | BI_ATTR)) {
        snprintf(buf, len, "%s.%s", value_kind_name(fn->kind), fn->name);
        return buf;
    }
    return fn->name;
}

static int receiver(const Args *a)
{
    return (a->fn->flags & BI_METHOD) && !(a->fn->flags & BI_FUNC) ? 1 : 0;
}

bool builtins_bind(Interp *in, const Args *a, const char *const *params, int required, Value *out)
{
    char buf[96];
    const char *name = builtins_display_name(a->fn, buf, sizeof buf);
    int np = 0;
    while (params[np]) np++;
    int self = receiver(a);
    int shown = np - self, given = a->n - self;
    if (a->n > np) {
        if (shown == 0) return eval_raise(in, "%s() takes no arguments (%d given)", name, given);
        if (shown == 1 && required == np)
            return eval_raise(in, "%s() takes exactly one argument (%d given)", name, given);
        return eval_raise(in, "%s() takes at most %d argument%s (%d given)", name, shown, shown == 1 ? "" : "s",
                          given);
    }
    for (int i = 0; i < a->n; i++) out[i] = a->v[i];
    unsigned long given_mask = (1ul << a->n) - 1;
    for (int k = 0; k < a->nkw; k++) {
        int i = 0;
        while (i < np && strcmp(params[i], a->kw_names[k]) != 0) i++;
        if (i == np || i < self)
            return eval_raise(in, "%s() got an unexpected keyword argument '%s'", name, a->kw_names[k]);
        if (given_mask & (1ul << i))
            return eval_raise(in, "argument for %s() given by name ('%s') and position (%d)", name,
                              a->kw_names[k], i + 1 - self);
        out[i] = a->kw[k];
        given_mask |= 1ul << i;
    }
    for (int i = 0; i < required; i++) {
        if (given_mask & (1ul << i)) continue;
        if (shown == 1 && required == np && a->nkw == 0)
            return eval_raise(in, "%s() takes exactly one argument (%d given)", name, given);
        return eval_raise(in, "%s() missing required argument '%s' (pos %d)", name, params[i], i + 1 - self);
    }
    return true;
}

void builtins_write(const char *s, size_t n)
{
    fwrite(s, 1, n, stdout);
}

static bool no_keywords(Interp *in, const Args *a)
{
    if (a->nkw == 0) return true;
    char buf[96];
    return eval_raise(in, "%s() takes no keyword arguments", builtins_display_name(a->fn, buf, sizeof buf));
}

static Str *str_arg(Value v)
{
    return value_as_str(v);
}

static bool need_str(Interp *in, Value v, const char *what)
{
    if (v.kind == V_STR) return true;
    return eval_raise(in, "%s must be str, not %s", what, value_type_name(v));
}

/* A method of another kind with the same name (abs(t) is t.abs()). */
static const Builtin *foreign_method(Value v, const char *name)
{
    if (v.kind <= V_METHOD) return NULL;
    const Builtin *m = builtins_member(v.kind, name);
    return m && (m->flags & BI_METHOD) ? m : NULL;
}

static bool call_row(Interp *in, const Builtin *row, const Args *a, Value *out)
{
    Args b = *a;
    b.fn = row;
    return row->fn(in, &b, out);
}

/* --------------------------------------------------------- functions */

static bool bi_print(Interp *in, const Args *a, Value *out)
{
    const char *sep = " ", *end = "\n";
    size_t nsep = 1, nend = 1;
    bool flush = false;
    for (int k = 0; k < a->nkw; k++) {
        const char *key = a->kw_names[k];
        Value v = a->kw[k];
        if (strcmp(key, "sep") == 0 || strcmp(key, "end") == 0) {
            if (v.kind != V_NONE && v.kind != V_STR)
                return eval_raise(in, "%s must be None or a string, not %s", key, value_type_name(v));
            if (v.kind == V_NONE) continue;
            if (key[0] == 's') sep = str_arg(v)->data, nsep = str_arg(v)->len;
            else end = str_arg(v)->data, nend = str_arg(v)->len;
        } else if (strcmp(key, "flush") == 0) {
            if (!value_truth(in, v, &flush)) return false;
        } else {
            return eval_raise(in, "'%s' is an invalid keyword argument for print()", key);
        }
    }
    Buf b = BUF_INIT;
    for (int i = 0; i < a->n; i++) {
        if (i) buf_put(&b, sep, nsep);
        if (!value_to_text(in, &b, a->v[i])) {
            buf_free(&b);
            return false;
        }
    }
    buf_put(&b, end, nend);
    builtins_write(b.data, b.len);
    buf_free(&b);
    if (flush) fflush(stdout);
    *out = value_none();
    return true;
}

static bool bi_len(Interp *in, const Args *a, Value *out)
{
    Value v;
    int64_t n;
    if (!builtins_bind(in, a, (const char *[]){"obj", NULL}, 1, &v) || !value_len(in, v, &n)) return false;
    *out = value_int(n);
    return true;
}

static bool bi_repr(Interp *in, const Args *a, Value *out)
{
    Value v;
    Buf b = BUF_INIT;
    if (!builtins_bind(in, a, (const char *[]){"obj", NULL}, 1, &v) || !value_repr(in, &b, v)) {
        buf_free(&b);
        return false;
    }
    *out = value_str_buf(&b);
    return true;
}

static bool bi_format(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"value", "format_spec", NULL}, 1, p)) return false;
    const char *spec = "";
    size_t len = 0;
    if (p[1].kind != V_NONE) {
        if (!need_str(in, p[1], "format() argument 2")) return false;
        spec = str_arg(p[1])->data;
        len = str_arg(p[1])->len;
    }
    Buf b = BUF_INIT;
    if (!eval_format(in, p[0], spec, len, &b)) {
        buf_free(&b);
        return false;
    }
    *out = value_str_buf(&b);
    return true;
}

static bool bi_abs(Interp *in, const Args *a, Value *out)
{
    Value v;
    if (!builtins_bind(in, a, (const char *[]){"x", NULL}, 1, &v)) return false;
    switch (v.kind) {
    case V_BOOL: *out = value_int(v.u.b); return true;
    case V_INT:
        if (v.u.i == INT64_MIN) return eval_raise(in, "integer overflow");
        *out = value_int(v.u.i < 0 ? -v.u.i : v.u.i);
        return true;
    case V_FLOAT: *out = value_float(fabs(v.u.f)); return true;
    default: {
        const Builtin *m = foreign_method(v, "abs");
        if (m) return call_row(in, m, a, out);
        return eval_raise(in, "bad operand type for abs(): '%s'", value_type_name(v));
    }
    }
}

static bool min_max(Interp *in, const Args *a, Value *out, Op op, const char *name)
{
    if (a->n == 0) return eval_raise(in, "%s expected at least 1 argument, got 0", name);
    /* max(t, 1), max(t, dim=1), max(a, b): a tensor's own method decides. */
    const Builtin *m = foreign_method(a->v[0], name);
    if (m) return call_row(in, m, a, out);
    if (a->nkw) return eval_raise(in, "%s() got an unexpected keyword argument '%s'", name, a->kw_names[0]);
    Value items = value_none();
    const Value *v = a->v;
    size_t n = (size_t)a->n;
    if (a->n == 1) {
        if (!value_items(in, a->v[0], &items)) return false;
        v = value_as_list(items)->items;
        n = value_as_list(items)->len;
        if (n == 0) {
            value_release(items);
            return eval_raise(in, "%s() arg is an empty sequence", name);
        }
    }
    size_t best = 0;
    for (size_t i = 1; i < n; i++) {
        Value r;
        bool better;
        if (!value_binary(in, op, v[i], v[best], &r)) {
            value_release(items);
            return false;
        }
        bool ok = value_truth(in, r, &better);
        value_release(r);
        if (!ok) {
            value_release(items);
            return false;
        }
        if (better) best = i;
    }
    *out = value_retain(v[best]);
    value_release(items);
    return true;
}

static bool bi_min(Interp *in, const Args *a, Value *out)
{
    return min_max(in, a, out, OP_LT, "min");
}

static bool bi_max(Interp *in, const Args *a, Value *out)
{
    return min_max(in, a, out, OP_GT, "max");
}

static bool float_to_int(Interp *in, double f, int64_t *out)
{
    if (isnan(f)) return eval_raise(in, "cannot convert float NaN to integer");
    if (isinf(f)) return eval_raise(in, "cannot convert float infinity to integer");
    if (f >= 9223372036854775808.0 || f < -9223372036854775808.0) return eval_raise(in, "integer overflow");
    *out = (int64_t)f;
    return true;
}

/* round(x, n) for a float: correctly rounded, ties to even, as Python's. */
static bool round_float(Interp *in, double x, int64_t nd, Value *out)
{
    if (!isfinite(x) || x == 0 || nd > 323) {
        *out = value_float(x);
        return true;
    }
    if (nd < -308) {
        *out = value_float(copysign(0.0, x));
        return true;
    }
    char buf[400];
    double r;
    if (nd >= 0) {
        snprintf(buf, sizeof buf, "%.*f", (int)nd, x);
        r = strtod(buf, NULL);
    } else {
        snprintf(buf, sizeof buf, "%.16e", x);
        int exp10 = atoi(strchr(buf, 'e') + 1);
        int64_t sig = exp10 + 1 + nd;
        if (sig > 0) {
            snprintf(buf, sizeof buf, "%.*e", (int)(sig - 1), x);
            r = strtod(buf, NULL);
        } else if (sig == 0) {
            /* Rounds to 0 or to one unit of 10^-nd: ties go to 0, the even one. */
            double unit = pow(10.0, (double)-nd);
            r = fabs(x) > unit / 2 ? copysign(unit, x) : copysign(0.0, x);
        } else {
            r = copysign(0.0, x);
        }
    }
    if (isinf(r)) return eval_raise(in, "rounded value too large to represent");
    *out = value_float(r);
    return true;
}

/* round(x, n) for an int and n < 0: to a multiple of 10^-n, ties to even. */
static bool round_int(Interp *in, int64_t x, int64_t nd, Value *out)
{
    if (nd >= 0) {
        *out = value_int(x);
        return true;
    }
    if (nd < -19) {
        *out = value_int(0);
        return true;
    }
    __int128 p = 1;
    for (int64_t i = 0; i < -nd; i++) p *= 10;
    __int128 q = x / p, r = x % p;
    if (r < 0) {
        r += p;
        q -= 1;
    }
    if (2 * r > p || (2 * r == p && (q & 1))) q += 1;
    __int128 res = q * p;
    if (res > INT64_MAX || res < INT64_MIN) return eval_raise(in, "integer overflow");
    *out = value_int((int64_t)res);
    return true;
}

static bool bi_round(Interp *in, const Args *a, Value *out)
{
    /* round(t, decimals=1): a tensor's own method takes its own arguments. */
    const Builtin *m = a->n > 0 ? foreign_method(a->v[0], "round") : NULL;
    if (m) return call_row(in, m, a, out);
    Value p[2] = {value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"number", "ndigits", NULL}, 1, p)) return false;
    Value x = p[0];
    if (!value_is_number(x)) return eval_raise(in, "type %s doesn't define __round__ method", value_type_name(x));
    int64_t nd = 0;
    if (p[1].kind != V_NONE && !value_as_index(in, p[1], &nd)) return false;
    if (x.kind != V_FLOAT) {
        int64_t i = x.kind == V_BOOL ? x.u.b : x.u.i;
        if (p[1].kind == V_NONE) {
            *out = value_int(i);
            return true;
        }
        return round_int(in, i, nd, out);
    }
    if (p[1].kind != V_NONE) return round_float(in, x.u.f, nd, out);
    int64_t i;
    if (!float_to_int(in, nearbyint(x.u.f), &i)) return false;
    *out = value_int(i);
    return true;
}

static bool type_matches(Value v, ValueKind t)
{
    if (v.kind == t) return true;
    if (t == V_INT && v.kind == V_BOOL) return true;
    if (t == V_TUPLE && v.kind == V_SIZE) return true;
    if (t == V_BUILTIN && v.kind == V_METHOD) return true;
    return false;
}

static bool isinstance_of(Interp *in, Value v, Value cls, int depth, bool *out)
{
    if (cls.kind == V_TYPE) {
        *out = *out || type_matches(v, cls.u.type);
        return true;
    }
    if (cls.kind == V_TUPLE && depth < 100) {
        List *l = value_as_list(cls);
        for (size_t i = 0; i < l->len; i++)
            if (!isinstance_of(in, v, l->items[i], depth + 1, out)) return false;
        return true;
    }
    return eval_raise(in, "isinstance() arg 2 must be a type, a tuple of types, or a union");
}

static bool bi_isinstance(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    bool r = false;
    if (!no_keywords(in, a)) return false;
    if (a->n != 2) return eval_raise(in, "isinstance expected 2 arguments, got %d", a->n);
    p[0] = a->v[0];
    p[1] = a->v[1];
    if (!isinstance_of(in, p[0], p[1], 0, &r)) return false;
    *out = value_bool(r);
    return true;
}

static bool bi_time(Interp *in, const Args *a, Value *out)
{
    if (!builtins_bind(in, a, (const char *[]){NULL}, 0, NULL)) return false;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    *out = value_float((double)ts.tv_sec + (double)ts.tv_nsec * 1e-9);
    return true;
}

static bool bi_exit(Interp *in, const Args *a, Value *out)
{
    Value code = value_none();
    if (!builtins_bind(in, a, (const char *[]){"code", NULL}, 0, &code)) return false;
    *out = value_none();
    if (code.kind == V_NONE) return eval_exit(in, 0);
    if (code.kind == V_INT || code.kind == V_BOOL) {
        int64_t c = code.kind == V_INT ? code.u.i : code.u.b;
        return eval_exit(in, (int)(c & 0xFF));
    }
    /* exit('message'), as sys.exit: the message on stderr, status 1. */
    Buf b = BUF_INIT;
    if (!value_to_text(in, &b, code)) {
        buf_free(&b);
        return false;
    }
    fflush(stdout);
    fprintf(stderr, "%s\n", buf_cstr(&b));
    buf_free(&b);
    return eval_exit(in, 1);
}

/* ------------------------------------------------------------- types */

static bool bi_type(Interp *in, const Args *a, Value *out)
{
    Value v;
    if (!no_keywords(in, a)) return false;
    if (a->n != 1) return eval_raise(in, "type() takes 1 argument");
    v = a->v[0];
    *out = value_type(v.kind == V_METHOD ? V_BUILTIN : v.kind);
    return true;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static int digit_value(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

/* int(s, base): Python's literal rules (sign, optional prefix for the base,
 * single underscores between digits, surrounding whitespace). */
static bool parse_int(Interp *in, const Str *str, int base, int64_t *out)
{
    const char *s = str->data, *end = s + str->len;
    while (s < end && is_space(*s)) s++;
    while (end > s && is_space(end[-1])) end--;
    bool neg = false;
    if (s < end && (*s == '+' || *s == '-')) neg = *s++ == '-';
    bool base0 = base == 0, prefixed = false;
    if (end - s >= 2 && s[0] == '0') {
        char p = (char)tolower((unsigned char)s[1]);
        int pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
        if (pb && (base == 0 || base == pb)) {
            base = pb;
            s += 2;
            prefixed = true;
        }
    }
    if (base == 0) base = 10;
    uint64_t mag = 0;
    bool any = false, big = false, prev_us = !prefixed, nonzero = false, leading_zero = false;
    const char *p = s;
    for (; p < end; p++) {
        if (*p == '_') {
            if (prev_us) break;
            prev_us = true;
            continue;
        }
        int d = digit_value(*p);
        if (d >= base) break;
        if (!any && d == 0) leading_zero = true;
        if (d) nonzero = true;
        any = true;
        prev_us = false;
        if (mag > (UINT64_MAX - (uint64_t)d) / (uint64_t)base) big = true;
        else mag = mag * (uint64_t)base + (uint64_t)d;
    }
    /* Base 0 forbids leading zeros in a nonzero decimal ("010"). */
    bool ok = any && p == end && !prev_us && !(base0 && !prefixed && leading_zero && nonzero);
    if (!ok) {
        Buf b = BUF_INIT;
        value_str_repr(&b, str->data, str->len);
        eval_raise(in, "invalid literal for int() with base %d: %s", base0 ? 0 : base, buf_cstr(&b));
        buf_free(&b);
        return false;
    }
    if (big || mag > (uint64_t)INT64_MAX + neg) return eval_raise(in, "integer overflow");
    *out = neg ? (int64_t)(0 - mag) : (int64_t)mag;
    return true;
}

static bool bi_int(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_int(0), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"x", "base", NULL}, 0, p)) return false;
    Value x = p[0];
    if (p[1].kind != V_NONE) {
        int64_t base;
        if (!value_as_index(in, p[1], &base)) return false;
        if (base != 0 && (base < 2 || base > 36)) return eval_raise(in, "int() base must be >= 2 and <= 36, or 0");
        if (x.kind != V_STR) return eval_raise(in, "int() can't convert non-string with explicit base");
        int64_t v;
        if (!parse_int(in, value_as_str(x), (int)base, &v)) return false;
        *out = value_int(v);
        return true;
    }
    if (x.kind == V_STR) {
        int64_t v;
        if (!parse_int(in, value_as_str(x), 10, &v)) return false;
        *out = value_int(v);
        return true;
    }
    if (!value_has_scalar(x))
        return eval_raise(in, "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                          value_type_name(x));
    Value s;
    if (!value_scalar(in, x, &s)) return false;
    if (s.kind == V_FLOAT) {
        int64_t v;
        if (!float_to_int(in, trunc(s.u.f), &v)) return false;
        *out = value_int(v);
    } else {
        *out = value_int(s.kind == V_BOOL ? s.u.b : s.u.i);
    }
    return true;
}

/* float(s): Python's grammar (decimal digits with single underscores
 * between them, an optional exponent; inf, infinity, nan in any case). */
static bool parse_float(Interp *in, const Str *str, double *out)
{
    const char *s = str->data, *end = s + str->len;
    while (s < end && is_space(*s)) s++;
    while (end > s && is_space(end[-1])) end--;
    Buf clean = BUF_INIT;
    const char *p = s;
    if (p < end && (*p == '+' || *p == '-')) buf_putc(&clean, *p++);
    size_t rest = (size_t)(end - p);
    bool ok = false;
    if ((rest == 3 && strncasecmp(p, "inf", 3) == 0) || (rest == 8 && strncasecmp(p, "infinity", 8) == 0) ||
        (rest == 3 && strncasecmp(p, "nan", 3) == 0)) {
        buf_put(&clean, p, rest);
        ok = true;
    } else {
        /* digits [. digits] [e [sign] digits], at least one digit before the exponent */
        int part = 0, digits_in_part = 0, mantissa_digits = 0;
        bool prev_digit = false;
        ok = true;
        for (; p < end && ok; p++) {
            char c = *p;
            if (c >= '0' && c <= '9') {
                buf_putc(&clean, c);
                digits_in_part++;
                if (part < 2) mantissa_digits++;
                prev_digit = true;
            } else if (c == '_') {
                ok = prev_digit && p + 1 < end && p[1] >= '0' && p[1] <= '9';
                prev_digit = false;
            } else if (c == '.' && part == 0) {
                buf_putc(&clean, c);
                part = 1;
                prev_digit = false;
            } else if ((c == 'e' || c == 'E') && part < 2 && mantissa_digits > 0) {
                buf_putc(&clean, 'e');
                part = 2;
                digits_in_part = 0;
                prev_digit = false;
                if (p + 1 < end && (p[1] == '+' || p[1] == '-')) buf_putc(&clean, *++p);
            } else {
                ok = false;
            }
        }
        ok = ok && mantissa_digits > 0 && (part < 2 || digits_in_part > 0);
    }
    if (ok) *out = strtod(buf_cstr(&clean), NULL);
    buf_free(&clean);
    if (ok) return true;
    Buf b = BUF_INIT;
    value_str_repr(&b, str->data, str->len);
    eval_raise(in, "could not convert string to float: %s", buf_cstr(&b));
    buf_free(&b);
    return false;
}

static bool bi_float(Interp *in, const Args *a, Value *out)
{
    Value x = value_float(0);
    if (!builtins_bind(in, a, (const char *[]){"x", NULL}, 0, &x)) return false;
    if (x.kind == V_STR) {
        double f;
        if (!parse_float(in, value_as_str(x), &f)) return false;
        *out = value_float(f);
        return true;
    }
    if (!value_has_scalar(x))
        return eval_raise(in, "float() argument must be a string or a real number, not '%s'", value_type_name(x));
    Value s;
    if (!value_scalar(in, x, &s)) return false;
    *out = value_float(s.kind == V_FLOAT ? s.u.f : (double)(s.kind == V_BOOL ? s.u.b : s.u.i));
    return true;
}

static bool bi_bool(Interp *in, const Args *a, Value *out)
{
    Value x = value_bool(false);
    bool t;
    if (!builtins_bind(in, a, (const char *[]){"x", NULL}, 0, &x) || !value_truth(in, x, &t)) return false;
    *out = value_bool(t);
    return true;
}

static bool bi_str(Interp *in, const Args *a, Value *out)
{
    Value x = value_none();
    if (!builtins_bind(in, a, (const char *[]){"object", NULL}, 0, &x)) return false;
    if (a->n == 0 && a->nkw == 0) {
        *out = value_str("", 0);
        return true;
    }
    Buf b = BUF_INIT;
    if (!value_to_text(in, &b, x)) {
        buf_free(&b);
        return false;
    }
    *out = value_str_buf(&b);
    return true;
}

/* list(x), tuple(x), Size(x): the elements of an iterable. */
static bool make_seq(Interp *in, const Args *a, ValueKind kind, Value *out)
{
    Value x = value_none();
    if (!builtins_bind(in, a, (const char *[]){"iterable", NULL}, 0, &x)) return false;
    if (a->n == 0 && a->nkw == 0) {
        *out = value_list_new(kind, 0);
        return true;
    }
    Value items;
    if (!value_items(in, x, &items)) return false;
    if (items.kind == kind && (kind == V_LIST || items.u.obj != x.u.obj)) {
        *out = items;
        return true;
    }
    List *l = value_as_list(items);
    Value r = value_list_new(kind, l->len);
    bool ok = true;
    for (size_t i = 0; i < l->len && ok; i++) {
        Value v = l->items[i];
        if (kind == V_SIZE && v.kind != V_INT) {
            ok = eval_raise(in, "torch.Size() takes an iterable of 'int' (item %zu is '%s')", i, value_type_name(v));
            break;
        }
        value_list_push(r, value_retain(v));
    }
    value_release(items);
    if (!ok) {
        value_release(r);
        return false;
    }
    *out = r;
    return true;
}

static bool bi_list(Interp *in, const Args *a, Value *out)
{
    return make_seq(in, a, V_LIST, out);
}

static bool bi_tuple(Interp *in, const Args *a, Value *out)
{
    return make_seq(in, a, V_TUPLE, out);
}

static bool bi_size(Interp *in, const Args *a, Value *out)
{
    return make_seq(in, a, V_SIZE, out);
}

static bool bi_range(Interp *in, const Args *a, Value *out)
{
    if (!no_keywords(in, a)) return false;
    if (a->n == 0) return eval_raise(in, "range expected at least 1 argument, got 0");
    if (a->n > 3) return eval_raise(in, "range expected at most 3 arguments, got %d", a->n);
    int64_t v[3] = {0, 0, 1};
    for (int i = 0; i < a->n; i++)
        if (!value_as_index(in, a->v[i], &v[i])) return false;
    if (a->n == 1) {
        v[1] = v[0];
        v[0] = 0;
    }
    if (v[2] == 0) return eval_raise(in, "range() arg 3 must not be zero");
    *out = value_range_new(v[0], v[1], v[2]);
    return true;
}

static bool bi_slice(Interp *in, const Args *a, Value *out)
{
    if (!no_keywords(in, a)) return false;
    if (a->n == 0) return eval_raise(in, "slice expected at least 1 argument, got 0");
    if (a->n > 3) return eval_raise(in, "slice expected at most 3 arguments, got %d", a->n);
    Value v[3] = {value_none(), value_none(), value_none()};
    if (a->n == 1) v[1] = a->v[0];
    else for (int i = 0; i < a->n; i++) v[i] = a->v[i];
    *out = value_slice_new(value_retain(v[0]), value_retain(v[1]), value_retain(v[2]));
    return true;
}

static bool bi_device(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"type", "index", NULL}, 1, p)) return false;
    Device d;
    if (p[0].kind == V_DEVICE) {
        d = p[0].u.device;
    } else if (p[0].kind == V_INT) {
        if (p[0].u.i < 0 || p[0].u.i > INT32_MAX)
            return eval_raise(in, "Device index must not be negative");
        d = (Device){DEV_CUDA, (int32_t)p[0].u.i};
    } else if (p[0].kind == V_STR) {
        if (!value_parse_device(str_arg(p[0])->data, &d))
            return eval_raise(in, "Expected one of cpu, cuda device type at start of device string: %s",
                              str_arg(p[0])->data);
    } else {
        return eval_raise(in, "device() received an invalid combination of arguments: got (%s)",
                          value_type_name(p[0]));
    }
    if (p[1].kind != V_NONE) {
        int64_t index;
        if (!value_as_index(in, p[1], &index)) return false;
        if (d.index >= 0)
            return eval_raise(in, "type (string) must not include an index because index was passed explicitly: %s",
                              str_arg(p[0])->data);
        if (index < 0 || index > INT32_MAX) return eval_raise(in, "Device index must not be negative");
        d.index = (int32_t)index;
    }
    *out = value_device(d);
    return true;
}

/* --------------------------------------------------------- constants */

static bool bi_nan(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_float(a->fn->name[0] == 'n' ? NAN : INFINITY);
    return true;
}

static bool bi_argv(Interp *in, const Args *a, Value *out)
{
    (void)a;
    const Options *o = eval_options(in);
    Value list = value_list_new(V_LIST, (size_t)o->argc);
    for (int i = 0; i < o->argc; i++) value_list_push(list, value_cstr(o->argv[i]));
    *out = list;
    return true;
}

static bool bi_dtype(Interp *in, const Args *a, Value *out)
{
    DType d;
    if (!dtype_lookup(a->fn->name, &d)) return eval_raise(in, "no dtype named '%s'", a->fn->name);
    *out = value_dtype(d);
    return true;
}

/* ------------------------------------------------------- attributes */

static bool attr_range(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Range *r = (Range *)a->v[0].u.obj;
    char c = a->fn->name[2];   /* stArt, stOp, stEp */
    *out = value_int(c == 'a' ? r->start : c == 'o' ? r->stop : r->step);
    return true;
}

static bool attr_slice(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Slice *s = (Slice *)a->v[0].u.obj;
    char c = a->fn->name[2];
    *out = value_retain(c == 'a' ? s->start : c == 'o' ? s->stop : s->step);
    return true;
}

static bool attr_device(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Device d = a->v[0].u.device;
    if (a->fn->name[0] == 't') *out = value_cstr(d.type == DEV_CUDA ? "cuda" : "cpu");
    else *out = d.index >= 0 ? value_int(d.index) : value_none();
    return true;
}

static bool attr_dtype(Interp *in, const Args *a, Value *out)
{
    (void)in;
    DType d = a->v[0].u.dtype;
    if (a->fn->name[0] == 'i' && a->fn->name[1] == 's') *out = value_bool(dtype_is_float(d));
    else *out = value_int((int64_t)dtype_size(d));
    return true;
}

/* ------------------------------------------------------- str methods */

static bool str_case(Interp *in, const Args *a, Value *out)
{
    Value self;
    if (!builtins_bind(in, a, (const char *[]){"self", NULL}, 1, &self)) return false;
    Str *s = str_arg(self);
    bool up = a->fn->name[0] == 'u';
    Buf b = BUF_INIT;
    buf_put(&b, s->data, s->len);
    for (size_t i = 0; i < b.len; i++)
        b.data[i] = (char)(up ? toupper((unsigned char)b.data[i]) : tolower((unsigned char)b.data[i]));
    *out = value_str_buf(&b);
    return true;
}

/* Whether the code point starting at s (len bytes) is among chars. */
static bool in_chars(const char *s, size_t len, const Str *chars)
{
    if (!chars) return len == 1 && is_space(*s);
    for (size_t i = 0; i + len <= chars->len; i++)
        if (memcmp(chars->data + i, s, len) == 0 && (i + len == chars->len ||
            ((unsigned char)chars->data[i + len] & 0xC0) != 0x80))
            return true;
    return false;
}

static size_t char_len_at(const char *s, size_t avail)
{
    size_t n = 1;
    while (n < avail && ((unsigned char)s[n] & 0xC0) == 0x80) n++;
    return n;
}

static size_t char_start_before(const char *s, size_t end)
{
    size_t i = end - 1;
    while (i > 0 && ((unsigned char)s[i] & 0xC0) == 0x80) i--;
    return i;
}

static size_t count_chars_between(const Str *s, size_t lo, size_t hi)
{
    size_t n = 0;
    for (size_t i = lo; i < hi; i++)
        if (((unsigned char)s->data[i] & 0xC0) != 0x80) n++;
    return n;
}

static bool str_strip(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"self", "chars", NULL}, 1, p)) return false;
    if (p[1].kind != V_NONE && p[1].kind != V_STR)
        return eval_raise(in, "%s arg must be None or str", a->fn->name);
    const Str *chars = p[1].kind == V_STR ? str_arg(p[1]) : NULL;
    Str *s = str_arg(p[0]);
    size_t lo = 0, hi = s->len;
    bool left = a->fn->name[0] != 'r', right = a->fn->name[0] != 'l';
    while (left && lo < hi) {
        size_t n = char_len_at(s->data + lo, hi - lo);
        if (!in_chars(s->data + lo, n, chars)) break;
        lo += n;
    }
    while (right && hi > lo) {
        size_t start = char_start_before(s->data, hi);
        if (start < lo) start = lo;
        if (!in_chars(s->data + start, hi - start, chars)) break;
        hi = start;
    }
    *out = value_str(s->data + lo, hi - lo);
    return true;
}

static const char *find_bytes(const char *hay, size_t n, const char *needle, size_t m)
{
    if (m == 0) return hay;
    if (m > n) return NULL;
    return memmem(hay, n, needle, m);
}

static bool str_split(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_none(), value_int(-1)};
    if (!builtins_bind(in, a, (const char *[]){"self", "sep", "maxsplit", NULL}, 1, p)) return false;
    if (p[1].kind != V_NONE && p[1].kind != V_STR)
        return eval_raise(in, "must be str or None, not %s", value_type_name(p[1]));
    int64_t maxsplit;
    if (!value_as_index(in, p[2], &maxsplit)) return false;
    Str *s = str_arg(p[0]);
    Value list = value_list_new(V_LIST, 0);
    const char *d = s->data, *end = d + s->len;
    if (p[1].kind == V_NONE) {
        for (;;) {
            while (d < end && is_space(*d)) d++;
            if (d == end) break;
            if (maxsplit-- == 0) {
                value_list_push(list, value_str(d, (size_t)(end - d)));
                break;
            }
            const char *w = d;
            while (d < end && !is_space(*d)) d++;
            value_list_push(list, value_str(w, (size_t)(d - w)));
        }
    } else {
        Str *sep = str_arg(p[1]);
        if (sep->len == 0) {
            value_release(list);
            return eval_raise(in, "empty separator");
        }
        for (;;) {
            const char *hit = maxsplit-- == 0 ? NULL : find_bytes(d, (size_t)(end - d), sep->data, sep->len);
            if (!hit) {
                value_list_push(list, value_str(d, (size_t)(end - d)));
                break;
            }
            value_list_push(list, value_str(d, (size_t)(hit - d)));
            d = hit + sep->len;
        }
    }
    *out = list;
    return true;
}

static bool str_join(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (!builtins_bind(in, a, (const char *[]){"self", "iterable", NULL}, 2, p)) return false;
    Value items;
    if (!value_items(in, p[1], &items)) return false;
    Str *sep = str_arg(p[0]);
    List *l = value_as_list(items);
    Buf b = BUF_INIT;
    for (size_t i = 0; i < l->len; i++) {
        if (l->items[i].kind != V_STR) {
            eval_raise(in, "sequence item %zu: expected str instance, %s found", i, value_type_name(l->items[i]));
            buf_free(&b);
            value_release(items);
            return false;
        }
        if (i) buf_put(&b, sep->data, sep->len);
        buf_put(&b, str_arg(l->items[i])->data, str_arg(l->items[i])->len);
    }
    value_release(items);
    *out = value_str_buf(&b);
    return true;
}

/* The byte range [lo, hi) of s that the optional start/end (code point
 * positions, negative from the end, as slices clamp them) select. */
static bool str_window(Interp *in, const Str *s, Value start, Value end, size_t *lo, size_t *hi)
{
    int64_t n = (int64_t)s->nchars, v[2] = {0, n};
    Value w[2] = {start, end};
    for (int i = 0; i < 2; i++) {
        if (w[i].kind == V_NONE) continue;
        if (!value_as_index(in, w[i], &v[i])) return false;
        if (v[i] < 0) v[i] = v[i] + n < 0 ? 0 : v[i] + n;
        if (v[i] > n) v[i] = n;
    }
    if (v[1] < v[0]) v[1] = v[0];
    *lo = value_str_offset(s, (size_t)v[0]);
    *hi = value_str_offset(s, (size_t)v[1]);
    return true;
}

static bool str_affix(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_none(), value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"self", "prefix", "start", "end", NULL}, 2, p)) return false;
    bool starts = a->fn->name[0] == 's';
    Str *s = str_arg(p[0]);
    size_t lo, hi;
    if (!str_window(in, s, p[2], p[3], &lo, &hi)) return false;
    Value one = p[1];
    const Value *cands = &one;
    size_t n = 1;
    if (p[1].kind == V_TUPLE) {
        cands = value_as_list(p[1])->items;
        n = value_as_list(p[1])->len;
    }
    bool hit = false;
    for (size_t i = 0; i < n; i++) {
        if (cands[i].kind != V_STR)
            return eval_raise(in, "%s first arg must be str or a tuple of str, not %s", a->fn->name,
                              value_type_name(cands[i]));
        Str *x = str_arg(cands[i]);
        if (x->len > hi - lo) continue;
        const char *at = starts ? s->data + lo : s->data + hi - x->len;
        if (memcmp(at, x->data, x->len) == 0) hit = true;
    }
    *out = value_bool(hit);
    return true;
}

static bool str_replace(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_none(), value_none(), value_int(-1)};
    if (!builtins_bind(in, a, (const char *[]){"self", "old", "new", "count", NULL}, 3, p)) return false;
    if (!need_str(in, p[1], "replace() argument 1") || !need_str(in, p[2], "replace() argument 2")) return false;
    int64_t count;
    if (!value_as_index(in, p[3], &count)) return false;
    Str *s = str_arg(p[0]), *old = str_arg(p[1]), *new = str_arg(p[2]);
    Buf b = BUF_INIT;
    const char *d = s->data, *end = d + s->len;
    if (old->len == 0) {
        /* An empty pattern matches between every two characters. */
        for (;;) {
            if (count-- == 0) break;
            buf_put(&b, new->data, new->len);
            if (d == end) break;
            size_t n = char_len_at(d, (size_t)(end - d));
            buf_put(&b, d, n);
            d += n;
        }
    } else {
        while (count-- != 0) {
            const char *hit = find_bytes(d, (size_t)(end - d), old->data, old->len);
            if (!hit) break;
            buf_put(&b, d, (size_t)(hit - d));
            buf_put(&b, new->data, new->len);
            d = hit + old->len;
        }
    }
    buf_put(&b, d, (size_t)(end - d));
    *out = value_str_buf(&b);
    return true;
}

/* find, index, count on strings. */
static bool str_search(Interp *in, const Args *a, Value *out)
{
    Value p[4] = {value_none(), value_none(), value_none(), value_none()};
    if (!builtins_bind(in, a, (const char *[]){"self", "sub", "start", "end", NULL}, 2, p)) return false;
    if (p[1].kind != V_STR)
        return eval_raise(in, "must be str, not %s", value_type_name(p[1]));
    Str *s = str_arg(p[0]), *sub = str_arg(p[1]);
    size_t lo, hi;
    if (!str_window(in, s, p[2], p[3], &lo, &hi)) return false;
    if (a->fn->name[0] == 'c') {
        int64_t n = 0;
        if (sub->len == 0) {
            n = (int64_t)count_chars_between(s, lo, hi) + 1;
        } else {
            const char *d = s->data + lo, *end = s->data + hi, *hit;
            while ((hit = find_bytes(d, (size_t)(end - d), sub->data, sub->len))) {
                n++;
                d = hit + sub->len;
            }
        }
        *out = value_int(n);
        return true;
    }
    const char *hit = find_bytes(s->data + lo, hi - lo, sub->data, sub->len);
    if (!hit) {
        if (a->fn->name[0] == 'i') return eval_raise(in, "substring not found");
        *out = value_int(-1);
        return true;
    }
    *out = value_int((int64_t)count_chars_between(s, 0, (size_t)(hit - s->data)));
    return true;
}

/* str.format: {} {0} {name}, with !r / !s and a spec that may itself hold
 * one level of {} fields. */
typedef struct FormatState {
    const Args *a;
    int next_auto;
    bool used_auto, used_manual;
} FormatState;

static bool format_field_value(Interp *in, FormatState *st, const char *name, size_t len, Value *out)
{
    const Args *a = st->a;
    if (len == 0) {
        if (st->used_manual)
            return eval_raise(in, "cannot switch from manual field specification to automatic field numbering");
        st->used_auto = true;
        int k = st->next_auto++;
        if (k + 1 >= a->n) return eval_raise(in, "Replacement index %d out of range for positional args tuple", k);
        *out = a->v[k + 1];
        return true;
    }
    bool digits = true, ident = !(name[0] >= '0' && name[0] <= '9');
    for (size_t i = 0; i < len; i++) {
        if (name[i] < '0' || name[i] > '9') digits = false;
        if (!(isalnum((unsigned char)name[i]) || name[i] == '_')) ident = false;
    }
    if (digits) {
        if (st->used_auto)
            return eval_raise(in, "cannot switch from automatic field numbering to manual field specification");
        st->used_manual = true;
        int64_t k = 0;
        for (size_t i = 0; i < len && k < INT32_MAX; i++) k = k * 10 + (name[i] - '0');
        if (k + 1 >= a->n)
            return eval_raise(in, "Replacement index %lld out of range for positional args tuple", (long long)k);
        *out = a->v[k + 1];
        return true;
    }
    if (ident) {
        for (int k = 0; k < a->nkw; k++) {
            if (strlen(a->kw_names[k]) == len && memcmp(a->kw_names[k], name, len) == 0) {
                *out = a->kw[k];
                return true;
            }
        }
        return eval_raise(in, "KeyError: '%.*s'", (int)len, name);
    }
    return eval_raise(in, "format field '%.*s' is not supported (only {}, {N} and {name})", (int)len, name);
}

static bool format_text(Interp *in, FormatState *st, const char *d, size_t len, int depth, Buf *b);

static bool format_field(Interp *in, FormatState *st, const char *f, size_t len, int depth, Buf *b)
{
    size_t name_end = 0;
    while (name_end < len && f[name_end] != ':' && f[name_end] != '!') name_end++;
    char conv = 0;
    size_t spec_at = name_end;
    if (name_end < len && f[name_end] == '!') {
        if (name_end + 1 >= len) return eval_raise(in, "end of string while looking for conversion specifier");
        conv = f[name_end + 1];
        spec_at = name_end + 2;
        if (spec_at < len && f[spec_at] != ':') return eval_raise(in, "expected ':' after conversion specifier");
        if (conv != 'r' && conv != 's') return eval_raise(in, "Unknown conversion specifier %c", conv);
    }
    Value v;
    if (!format_field_value(in, st, f, name_end, &v)) return false;
    Buf spec = BUF_INIT;
    if (spec_at < len && !format_text(in, st, f + spec_at + 1, len - spec_at - 1, depth + 1, &spec)) {
        buf_free(&spec);
        return false;
    }
    bool ok;
    if (conv) {
        Buf text = BUF_INIT;
        ok = conv == 'r' ? value_repr(in, &text, v) : value_to_text(in, &text, v);
        if (ok) {
            Value s = value_str(buf_cstr(&text), text.len);
            ok = eval_format(in, s, buf_cstr(&spec), spec.len, b);
            value_release(s);
        }
        buf_free(&text);
    } else {
        ok = eval_format(in, v, buf_cstr(&spec), spec.len, b);
    }
    buf_free(&spec);
    return ok;
}

static bool format_text(Interp *in, FormatState *st, const char *d, size_t len, int depth, Buf *b)
{
    if (depth > 2) return eval_raise(in, "Max string recursion exceeded");
    for (size_t i = 0; i < len;) {
        char c = d[i];
        if (c == '{' && i + 1 < len && d[i + 1] == '{' && depth == 0) {
            buf_putc(b, '{');
            i += 2;
        } else if (c == '{') {
            size_t j = i + 1;
            int open = 1;
            for (; j < len; j++) {
                if (d[j] == '{') open++;
                else if (d[j] == '}' && --open == 0) break;
            }
            if (j >= len) {
                return eval_raise(in, "%s", i + 1 == len ? "Single '{' encountered in format string"
                                                         : "expected '}' before end of string");
            }
            if (!format_field(in, st, d + i + 1, j - i - 1, depth, b)) return false;
            i = j + 1;
        } else if (c == '}' && depth == 0) {
            if (i + 1 >= len || d[i + 1] != '}') return eval_raise(in, "Single '}' encountered in format string");
            buf_putc(b, '}');
            i += 2;
        } else {
            buf_putc(b, c);
            i++;
        }
    }
    return true;
}

static bool str_format(Interp *in, const Args *a, Value *out)
{
    FormatState st = {a, 0, false, false};
    Str *s = str_arg(a->v[0]);
    Buf b = BUF_INIT;
    if (!format_text(in, &st, s->data, s->len, 0, &b)) {
        buf_free(&b);
        return false;
    }
    *out = value_str_buf(&b);
    return true;
}

/* ------------------------------------------------------ list methods */

static bool list_append(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (!builtins_bind(in, a, (const char *[]){"self", "object", NULL}, 2, p)) return false;
    value_list_push(p[0], value_retain(p[1]));
    *out = value_none();
    return true;
}

static bool list_pop(Interp *in, const Args *a, Value *out)
{
    Value p[2] = {value_none(), value_int(-1)};
    if (!builtins_bind(in, a, (const char *[]){"self", "index", NULL}, 1, p)) return false;
    List *l = value_as_list(p[0]);
    int64_t i;
    if (!value_as_index(in, p[1], &i)) return false;
    if (l->len == 0) return eval_raise(in, "pop from empty list");
    if (i < 0) i += (int64_t)l->len;
    if (i < 0 || i >= (int64_t)l->len) return eval_raise(in, "pop index out of range");
    *out = l->items[i];
    memmove(l->items + i, l->items + i + 1, (l->len - (size_t)i - 1) * sizeof *l->items);
    l->len--;
    return true;
}

static bool list_extend(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (!builtins_bind(in, a, (const char *[]){"self", "iterable", NULL}, 2, p)) return false;
    Value r;
    if (!value_inplace(in, OP_ADD, p[0], p[1], &r)) return false;
    value_release(r);
    *out = value_none();
    return true;
}

static bool list_insert(Interp *in, const Args *a, Value *out)
{
    Value p[3];
    if (!builtins_bind(in, a, (const char *[]){"self", "index", "object", NULL}, 3, p)) return false;
    int64_t i;
    if (!value_as_index(in, p[1], &i)) return false;
    List *l = value_as_list(p[0]);
    int64_t n = (int64_t)l->len;
    if (i < 0) i = i + n < 0 ? 0 : i + n;
    if (i > n) i = n;
    value_list_push(p[0], value_none());
    memmove(l->items + i + 1, l->items + i, (size_t)(n - i) * sizeof *l->items);
    l->items[i] = value_retain(p[2]);
    *out = value_none();
    return true;
}

/* The position of the first item equal to x, or -1. */
static bool seq_find(Interp *in, const List *l, Value x, int64_t *at)
{
    for (size_t i = 0; i < l->len; i++) {
        bool eq;
        if (!value_equal(in, l->items[i], x, &eq)) return false;
        if (eq) {
            *at = (int64_t)i;
            return true;
        }
    }
    *at = -1;
    return true;
}

static bool seq_index(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (!builtins_bind(in, a, (const char *[]){"self", "value", NULL}, 2, p)) return false;
    int64_t at;
    if (!seq_find(in, value_as_list(p[0]), p[1], &at)) return false;
    if (at < 0) {
        if (p[0].kind != V_LIST) return eval_raise(in, "tuple.index(x): x not in tuple");
        Buf b = BUF_INIT;
        bool ok = value_repr(in, &b, p[1]);
        if (ok) eval_raise(in, "%s is not in list", buf_cstr(&b));
        buf_free(&b);
        return false;
    }
    *out = value_int(at);
    return true;
}

static bool seq_count(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (!builtins_bind(in, a, (const char *[]){"self", "value", NULL}, 2, p)) return false;
    List *l = value_as_list(p[0]);
    int64_t n = 0;
    for (size_t i = 0; i < l->len; i++) {
        bool eq;
        if (!value_equal(in, l->items[i], p[1], &eq)) return false;
        n += eq;
    }
    *out = value_int(n);
    return true;
}

static bool list_remove(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    if (!builtins_bind(in, a, (const char *[]){"self", "value", NULL}, 2, p)) return false;
    List *l = value_as_list(p[0]);
    int64_t at;
    if (!seq_find(in, l, p[1], &at)) return false;
    if (at < 0) return eval_raise(in, "list.remove(x): x not in list");
    value_release(l->items[at]);
    memmove(l->items + at, l->items + at + 1, (l->len - (size_t)at - 1) * sizeof *l->items);
    l->len--;
    *out = value_none();
    return true;
}

static void reverse_items(Value *v, size_t n)
{
    for (size_t i = 0; i < n / 2; i++) {
        Value t = v[i];
        v[i] = v[n - 1 - i];
        v[n - 1 - i] = t;
    }
}

/* reverse, clear, copy: the methods without arguments. */
static bool list_simple(Interp *in, const Args *a, Value *out)
{
    Value self;
    if (!builtins_bind(in, a, (const char *[]){"self", NULL}, 1, &self)) return false;
    List *l = value_as_list(self);
    *out = value_none();
    switch (a->fn->name[2]) {
    case 'v':   /* reverse */
        reverse_items(l->items, l->len);
        break;
    case 'e': { /* clear */
        size_t n = l->len;
        l->len = 0;
        for (size_t i = 0; i < n; i++) value_release(l->items[i]);
        break;
    }
    default:    /* copy */
        return value_items(in, self, out);
    }
    return true;
}

/* Stable merge sort on borrowed values; the list changes only on success. */
static bool merge_sort(Interp *in, Value *v, Value *tmp, size_t n)
{
    if (n < 2) return true;
    size_t m = n / 2;
    if (!merge_sort(in, v, tmp, m) || !merge_sort(in, v + m, tmp, n - m)) return false;
    size_t i = 0, j = m, k = 0;
    while (i < m && j < n) {
        Value r;
        bool lt;
        if (!value_binary(in, OP_LT, v[j], v[i], &r)) return false;
        bool ok = value_truth(in, r, &lt);
        value_release(r);
        if (!ok) return false;
        tmp[k++] = lt ? v[j++] : v[i++];
    }
    while (i < m) tmp[k++] = v[i++];
    while (j < n) tmp[k++] = v[j++];
    memcpy(v, tmp, n * sizeof *v);
    return true;
}

static bool list_sort(Interp *in, const Args *a, Value *out)
{
    if (a->n > 1) return eval_raise(in, "sort() takes no positional arguments");
    Value p[2] = {a->v[0], value_bool(false)};
    if (!builtins_bind(in, a, (const char *[]){"self", "reverse", NULL}, 1, p)) return false;
    bool rev;
    if (!value_truth(in, p[1], &rev)) return false;
    List *l = value_as_list(p[0]);
    size_t n = l->len;
    Value *work = xmalloc((n ? n : 1) * sizeof *work), *tmp = xmalloc((n ? n : 1) * sizeof *tmp);
    memcpy(work, l->items, n * sizeof *work);
    if (rev) reverse_items(work, n);
    bool ok = merge_sort(in, work, tmp, n);
    if (ok && l->len == n) {
        if (rev) reverse_items(work, n);
        memcpy(l->items, work, n * sizeof *work);
    }
    free(work);
    free(tmp);
    *out = value_none();
    return ok;
}

static bool size_numel(Interp *in, const Args *a, Value *out)
{
    Value self;
    if (!builtins_bind(in, a, (const char *[]){"self", NULL}, 1, &self)) return false;
    List *l = value_as_list(self);
    int64_t n = 1;
    for (size_t i = 0; i < l->len; i++)
        if (__builtin_mul_overflow(n, l->items[i].u.i, &n)) return eval_raise(in, "integer overflow");
    *out = value_int(n);
    return true;
}

/* -------------------------------------------------------------- table */

static const Builtin table[] = {
    /* functions */
    {"print", V_NONE, BI_FUNC, bi_print, "print(*values, sep=' ', end='\\n', flush=False): write str() of each value to standard output"},
    {"len", V_NONE, BI_FUNC, bi_len, "len(x): the number of items of a str, list, tuple, Size or range"},
    {"repr", V_NONE, BI_FUNC, bi_repr, "repr(x): the text that shows x unambiguously, as the REPL echoes it"},
    {"format", V_NONE, BI_FUNC, bi_format, "format(value, spec=''): value formatted as an f-string field {value:spec}"},
    {"abs", V_NONE, BI_FUNC, bi_abs, "abs(x): the absolute value of a number"},
    {"min", V_NONE, BI_FUNC, bi_min, "min(a, b, ...) or min(iterable): the smallest item (the first of equals)"},
    {"max", V_NONE, BI_FUNC, bi_max, "max(a, b, ...) or max(iterable): the largest item (the first of equals)"},
    {"round", V_NONE, BI_FUNC, bi_round, "round(x, ndigits=None): x rounded half to even; an int without ndigits"},
    {"isinstance", V_NONE, BI_FUNC, bi_isinstance, "isinstance(x, type or tuple of types): whether x is of that type"},
    {"time", V_NONE, BI_FUNC, bi_time, "time(): seconds from a monotonic clock, as a float"},
    {"exit", V_NONE, BI_FUNC, bi_exit, "exit(code=0): stop the script with that exit status (a str: print it, status 1)"},
    /* types */
    {"int", V_INT, BI_TYPE, bi_int, "int(x=0, base=10): an integer from a number (truncated) or a string; as a dtype, int32"},
    {"float", V_FLOAT, BI_TYPE, bi_float, "float(x=0.0): a float from a number or a string; as a dtype, float32"},
    {"bool", V_BOOL, BI_TYPE, bi_bool, "bool(x=False): the truth of x; as a dtype, bool"},
    {"str", V_STR, BI_TYPE, bi_str, "str(x=''): the text of x, as print shows it"},
    {"list", V_LIST, BI_TYPE, bi_list, "list(iterable=()): a new list of the items"},
    {"tuple", V_TUPLE, BI_TYPE, bi_tuple, "tuple(iterable=()): a tuple of the items"},
    {"range", V_RANGE, BI_TYPE, bi_range, "range(stop) or range(start, stop, step=1): the integers from start up to stop"},
    {"slice", V_SLICE, BI_TYPE, bi_slice, "slice(stop) or slice(start, stop, step=None): what a:b:c means in an index"},
    {"type", V_TYPE, BI_TYPE, bi_type, "type(x): the type of x"},
    {"Size", V_SIZE, BI_TYPE, bi_size, "Size(iterable=()): a torch.Size of ints"},
    {"device", V_DEVICE, BI_TYPE, bi_device, "device('cuda:0') or device('cuda', 0) or device('cpu'): a device"},
    {"dtype", V_DTYPE, BI_TYPE, NULL, "dtype: the type of float32, int64, ... (not callable)"},
    /* constants */
    {"nan", V_FLOAT, BI_VALUE, bi_nan, "nan: float('nan')"},
    {"inf", V_FLOAT, BI_VALUE, bi_nan, "inf: float('inf')"},
    {"argv", V_LIST, BI_VALUE, bi_argv, "argv: the script's name, then its command-line arguments, as str"},
    {"uint8", V_DTYPE, BI_VALUE, bi_dtype, "uint8: 8-bit unsigned integer dtype"},
    {"int8", V_DTYPE, BI_VALUE, bi_dtype, "int8: 8-bit integer dtype"},
    {"int16", V_DTYPE, BI_VALUE, bi_dtype, "int16: 16-bit integer dtype"},
    {"int32", V_DTYPE, BI_VALUE, bi_dtype, "int32: 32-bit integer dtype (alias int)"},
    {"int64", V_DTYPE, BI_VALUE, bi_dtype, "int64: 64-bit integer dtype (alias long)"},
    {"float16", V_DTYPE, BI_VALUE, bi_dtype, "float16: half-precision float dtype (alias half)"},
    {"bfloat16", V_DTYPE, BI_VALUE, bi_dtype, "bfloat16: brain float dtype"},
    {"float32", V_DTYPE, BI_VALUE, bi_dtype, "float32: single-precision float dtype, the default (alias float)"},
    {"float64", V_DTYPE, BI_VALUE, bi_dtype, "float64: double-precision float dtype (alias double)"},
    {"double", V_DTYPE, BI_VALUE, bi_dtype, "double: float64"},
    {"half", V_DTYPE, BI_VALUE, bi_dtype, "half: float16"},
    {"long", V_DTYPE, BI_VALUE, bi_dtype, "long: int64"},
    /* attributes */
    {"start", V_RANGE, BI_ATTR, attr_range, "r.start: the first value of a range"},
    {"stop", V_RANGE, BI_ATTR, attr_range, "r.stop: the end of a range (not included)"},
    {"step", V_RANGE, BI_ATTR, attr_range, "r.step: the step of a range"},
    {"start", V_SLICE, BI_ATTR, attr_slice, "s.start: a slice's start, or None"},
    {"stop", V_SLICE, BI_ATTR, attr_slice, "s.stop: a slice's stop, or None"},
    {"step", V_SLICE, BI_ATTR, attr_slice, "s.step: a slice's step, or None"},
    {"type", V_DEVICE, BI_ATTR, attr_device, "d.type: 'cuda' or 'cpu'"},
    {"index", V_DEVICE, BI_ATTR, attr_device, "d.index: the device number, or None"},
    {"is_floating_point", V_DTYPE, BI_ATTR, attr_dtype, "dt.is_floating_point: whether a dtype is a float type"},
    {"itemsize", V_DTYPE, BI_ATTR, attr_dtype, "dt.itemsize: bytes per element"},
    /* str methods */
    {"upper", V_STR, BI_METHOD, str_case, "s.upper(): s with ASCII letters in upper case"},
    {"lower", V_STR, BI_METHOD, str_case, "s.lower(): s with ASCII letters in lower case"},
    {"strip", V_STR, BI_METHOD, str_strip, "s.strip(chars=None): s without leading and trailing whitespace (or chars)"},
    {"lstrip", V_STR, BI_METHOD, str_strip, "s.lstrip(chars=None): s without leading whitespace (or chars)"},
    {"rstrip", V_STR, BI_METHOD, str_strip, "s.rstrip(chars=None): s without trailing whitespace (or chars)"},
    {"split", V_STR, BI_METHOD, str_split, "s.split(sep=None, maxsplit=-1): the words of s (split at sep if given)"},
    {"join", V_STR, BI_METHOD, str_join, "s.join(iterable): the strings of iterable with s between them"},
    {"startswith", V_STR, BI_METHOD, str_affix, "s.startswith(prefix, start=None, end=None): whether s begins with prefix"},
    {"endswith", V_STR, BI_METHOD, str_affix, "s.endswith(suffix, start=None, end=None): whether s ends with suffix"},
    {"replace", V_STR, BI_METHOD, str_replace, "s.replace(old, new, count=-1): s with old replaced by new"},
    {"find", V_STR, BI_METHOD, str_search, "s.find(sub, start=None, end=None): the first position of sub, or -1"},
    {"index", V_STR, BI_METHOD, str_search, "s.index(sub, start=None, end=None): the first position of sub"},
    {"count", V_STR, BI_METHOD, str_search, "s.count(sub, start=None, end=None): non-overlapping occurrences of sub"},
    {"format", V_STR, BI_METHOD, str_format, "s.format(*args, **kwargs): s with {} {0} {name} fields filled in"},
    /* list, tuple and Size methods */
    {"append", V_LIST, BI_METHOD, list_append, "xs.append(x): add x at the end"},
    {"pop", V_LIST, BI_METHOD, list_pop, "xs.pop(index=-1): remove and return the item at index"},
    {"extend", V_LIST, BI_METHOD, list_extend, "xs.extend(iterable): add the items at the end"},
    {"insert", V_LIST, BI_METHOD, list_insert, "xs.insert(index, x): put x before position index"},
    {"remove", V_LIST, BI_METHOD, list_remove, "xs.remove(x): remove the first item equal to x"},
    {"reverse", V_LIST, BI_METHOD, list_simple, "xs.reverse(): reverse the list in place"},
    {"clear", V_LIST, BI_METHOD, list_simple, "xs.clear(): remove every item"},
    {"copy", V_LIST, BI_METHOD, list_simple, "xs.copy(): a shallow copy"},
    {"sort", V_LIST, BI_METHOD, list_sort, "xs.sort(reverse=False): sort in place (stable)"},
    {"index", V_LIST, BI_METHOD, seq_index, "xs.index(x): the position of the first item equal to x"},
    {"count", V_LIST, BI_METHOD, seq_count, "xs.count(x): how many items equal x"},
    {"index", V_TUPLE, BI_METHOD, seq_index, "t.index(x): the position of the first item equal to x"},
    {"count", V_TUPLE, BI_METHOD, seq_count, "t.count(x): how many items equal x"},
    {"index", V_SIZE, BI_METHOD, seq_index, "size.index(x): the position of the first dimension equal to x"},
    {"count", V_SIZE, BI_METHOD, seq_count, "size.count(x): how many dimensions equal x"},
    {"numel", V_SIZE, BI_METHOD, size_numel, "size.numel(): the product of the dimensions"},
};

/* The host rows above plus every module's rows (builtins_register), merged
 * into one array the first time anyone looks. */
static const Builtin *module_rows[8];
static size_t module_counts[8], nmodules;
static Builtin *rows;
static size_t nrows;

void builtins_register(const Builtin *more, size_t count)
{
    if (rows || nmodules == sizeof module_rows / sizeof module_rows[0]) return;
    module_rows[nmodules] = more;
    module_counts[nmodules++] = count;
}

static void merge_rows(void)
{
    if (rows) return;
    nrows = sizeof table / sizeof table[0];
    for (size_t m = 0; m < nmodules; m++) nrows += module_counts[m];
    rows = xmalloc(nrows * sizeof *rows);
    size_t k = sizeof table / sizeof table[0];
    memcpy(rows, table, sizeof table);
    for (size_t m = 0; m < nmodules; m++) {
        memcpy(rows + k, module_rows[m], module_counts[m] * sizeof *rows);
        k += module_counts[m];
    }
}

const Builtin *builtins_table(size_t *count)
{
    merge_rows();
    *count = nrows;
    return rows;
}

/* Methods and attributes by (kind, name), in an open-addressing table built
 * on first use. */
static const Builtin **members;
static size_t members_mask;

static size_t member_hash(ValueKind kind, const char *name)
{
    size_t h = 1469598103934665603u ^ (size_t)kind;
    for (; *name; name++) h = (h ^ (unsigned char)*name) * 1099511628211u;
    return h;
}

static void build_members(void)
{
    merge_rows();
    size_t cap = 1;
    while (cap < 2 * nrows) cap *= 2;
    members = xcalloc(cap, sizeof *members);
    members_mask = cap - 1;
    for (size_t i = 0; i < nrows; i++) {
        const Builtin *r = &rows[i];
        if (!(r->flags & (BI_METHOD | BI_ATTR))) continue;
        size_t k = member_hash(r->kind, r->name) & members_mask;
        while (members[k] && !(members[k]->kind == r->kind && strcmp(members[k]->name, r->name) == 0))
            k = (k + 1) & members_mask;
        if (!members[k]) members[k] = r;
    }
}

const Builtin *builtins_member(ValueKind kind, const char *name)
{
    if (!members) build_members();
    for (size_t k = member_hash(kind, name) & members_mask; members[k]; k = (k + 1) & members_mask)
        if (members[k]->kind == kind && strcmp(members[k]->name, name) == 0) return members[k];
    return NULL;
}

const Builtin *builtins_type(ValueKind kind)
{
    merge_rows();
    for (size_t i = 0; i < nrows; i++)
        if ((rows[i].flags & BI_TYPE) && rows[i].kind == kind) return &rows[i];
    return NULL;
}
