/* builtins.c: the builtins table (see builtins.h) and the host builtins:
 * print, len, range, the int/float/str/... types, round, min/max.
 * Behaviour and error texts follow Python 3.11; the methods of strings and
 * lists (builtins_seq.c), tensors, streams and events add their rows to the
 * same table. */
#include "values/builtins.h"
#include "values/overloads.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/dtype.h"
#include "base/diag.h"
#include "base/error.h"
#include "base/pyfmt.h"
#include "values/deferred.h"
#include "values/tensor_value.h"

/* ------------------------------------------------------------ helpers */

const char *builtins_display_name(const Builtin *fn, char *buf, size_t len)
{
    if (!(fn->flags & (BI_METHOD | BI_ATTR)) || len == 0) return fn->name;
    /* "kind.name", cut to fit as snprintf would: every method call binds
     * with it, and snprintf cost a tenth of x.item()'s time. */
    const char *parts[3] = {value_kind_name(fn->kind), ".", fn->name};
    size_t at = 0;
    for (int i = 0; i < 3; i++)
        for (const char *c = parts[i]; *c && at + 1 < len; c++) buf[at++] = *c;
    buf[at] = '\0';
    return buf;
}

void builtins_write(const char *s, size_t n)
{
    fwrite(s, 1, n, stdout);
}

static bool no_keywords(Interp *in, const Args *a)
{
    if (a->nkw == 0) return true;
    char buf[96];
    return error_raise_as(in, ERR_TYPE, "%s() takes no keyword arguments",
                          builtins_display_name(a->fn, buf, sizeof buf));
}

static Str *str_arg(Value v)
{
    return value_as_str(v);
}

bool builtins_need_str(Interp *in, Value v, const char *what)
{
    if (v.kind == V_STR) return true;
    return error_raise_as(in, ERR_TYPE, "%s must be str, not %s", what, value_type_name(v));
}

/* A method of another kind with the same name (abs(t) is t.abs()). */
static const Builtin *foreign_method(Value v, const char *name)
{
    if (v.kind <= V_METHOD) return NULL;
    const Builtin *m = builtins_member(v.kind, name);
    return m && (m->flags & BI_METHOD) ? m : NULL;
}


/* --------------------------------------------------------- functions */

static bool bi_print(Interp *in, const Args *a, Value *out)
{
    /* An earlier operation's error comes before the output (deferred.h). */
    if (!deferred_drain(in)) return false;
    const char *sep = " ", *end = "\n";
    size_t nsep = 1, nend = 1;
    bool flush = false;
    for (int k = 0; k < a->nkw; k++) {
        const char *key = a->kw_names[k];
        Value v = a->kw[k];
        if (strcmp(key, "sep") == 0 || strcmp(key, "end") == 0) {
            if (v.kind != V_NONE && v.kind != V_STR)
                return error_raise_as(in, ERR_TYPE, "%s must be None or a string, not %s", key, value_type_name(v));
            if (v.kind == V_NONE) continue;
            if (key[0] == 's') sep = str_arg(v)->data, nsep = str_arg(v)->len;
            else end = str_arg(v)->data, nend = str_arg(v)->len;
        } else if (strcmp(key, "flush") == 0) {
            if (!value_truth(in, v, &flush)) return false;
        } else {
            return error_raise_as(in, ERR_TYPE, "'%s' is an invalid keyword argument for print()", key);
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
    int64_t n;
    if (!value_len(in, a->p[0], &n)) return false;
    *out = value_int(n);
    return true;
}

static bool bi_repr(Interp *in, const Args *a, Value *out)
{
    Buf b = BUF_INIT;
    if (!value_repr(in, &b, a->p[0])) {
        buf_free(&b);
        return false;
    }
    *out = value_str_buf(&b);
    return true;
}

static bool bi_format(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    const char *spec = "";
    size_t len = 0;
    if (p[1].kind != V_NONE) {
        if (!builtins_need_str(in, p[1], "format() argument 2")) return false;
        spec = str_arg(p[1])->data;
        len = str_arg(p[1])->len;
    }
    Buf b = BUF_INIT;
    if (!value_format(in, p[0], spec, len, &b)) {
        buf_free(&b);
        return false;
    }
    *out = value_str_buf(&b);
    return true;
}

static bool bi_abs(Interp *in, const Args *a, Value *out)
{
    Value v = a->p[0];
    switch (v.kind) {
    case V_BOOL: *out = value_int(v.u.b); return true;
    case V_INT:
        if (v.u.i == INT64_MIN) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
        *out = value_int(v.u.i < 0 ? -v.u.i : v.u.i);
        return true;
    case V_FLOAT: *out = value_float(fabs(v.u.f)); return true;
    default: {
        const Builtin *m = foreign_method(v, "abs");
        if (m) return builtins_call(in, m, a, out);
        return error_raise_as(in, ERR_TYPE, "bad operand type for abs(): '%s'", value_type_name(v));
    }
    }
}

/* The item of v[0..n) with the least (OP_LT) or greatest (OP_GT) key: the
 * first of equals, as in Python. */
static bool best_of(Interp *in, const Value *v, size_t n, Value key, Op op, size_t *best)
{
    Value best_key = value_none();
    *best = 0;
    for (size_t i = 0; i < n; i++) {
        Value k;
        if (key.kind == V_NONE) k = value_retain(v[i]);
        else if (!value_call(in, key, &v[i], 1, &k)) break;
        if (i == 0) {
            best_key = k;
            continue;
        }
        Value r;
        bool better, ok = value_binary(in, op, k, best_key, &r);
        if (ok) {
            ok = value_truth(in, r, &better);
            value_release(r);
        }
        if (!ok) {
            value_release(k);
            break;
        }
        if (better) {
            value_release(best_key);
            best_key = k;
            *best = i;
        } else {
            value_release(k);
        }
    }
    value_release(best_key);
    return error_raised(in)->msg == NULL;
}

bool builtins_call_as_method(Interp *in, const Builtin *m, const Args *a, int input_at, Value *out)
{
    enum { MOST_KW = 16 };
    if (a->nkw > MOST_KW) return builtins_call(in, m, a, out);      /* more than any method takes */
    const char *names[MOST_KW];
    Value kw[MOST_KW];
    Span spans[MOST_KW];
    int n = 0;
    for (int k = 0; k < a->nkw; k++) {
        if (k == input_at) continue;
        names[n] = a->kw_names[k];
        kw[n] = a->kw[k];
        spans[n++] = a->kw_spans[k];
    }
    Args b = *a;
    b.n = 1;
    b.v = &a->kw[input_at];
    b.spans = &a->kw_spans[input_at];
    b.nkw = n;
    b.kw_names = names;
    b.kw = kw;
    b.kw_spans = spans;
    return builtins_call(in, m, &b, out);
}

/* Whether max(a, b, ...) compares as Python's builtin does: every value a
 * number or a one-element tensor, and no keywords.  Python returns the
 * winning value itself (min(tensor(2), tensor(3.5)) keeps int64), where
 * torch.minimum would promote. */
static bool compares_as_python(const Args *a)
{
    if (a->n < 2 || a->nkw) return false;
    for (int i = 0; i < a->n; i++) {
        Value v = a->v[i];
        if (!value_is_number(v) && !(v.kind == V_TENSOR && tensor_numel(value_as_tensor(v)) == 1)) return false;
    }
    return true;
}

/* min and max, bound to "*values, key=None, default=None". */
static bool min_max(Interp *in, const Args *a, Value *out, Op op, const char *name)
{
    /* max(t), max(t, 1), max(t, dim=1), max(a, b) of larger tensors,
     * max(input=t, dim=1): a tensor's own method decides. */
    if (a->n && !compares_as_python(a)) {
        const Builtin *m = foreign_method(a->v[0], name);
        if (m) return builtins_call(in, m, a, out);
    }
    for (int k = 0; !a->n && k < a->nkw; k++) {
        const Builtin *m = strcmp(a->kw_names[k], "input") == 0 ? foreign_method(a->kw[k], name) : NULL;
        if (m) return builtins_call_as_method(in, m, a, k, out);
    }
    if (a->n == 0) return error_raise_as(in, ERR_TYPE, "%s expected at least 1 argument, got 0", name);
    Value p[3];
    Span at[3];
    unsigned long given;
    if (!builtins_bind(in, a, p, at, &given)) return false;
    Value key = p[1], dflt = p[2];
    bool has_default = given & 4;
    List *values = value_as_list(p[0]);
    Value items = value_none();
    const Value *v = values->items;
    size_t n = values->len;
    bool ok = true;
    if (has_default && n > 1) {
        ok = error_raise_as(in, ERR_TYPE, "Cannot specify a default for %s() with multiple positional arguments",
                            name);
    } else if (n == 1) {
        ok = value_items(in, v[0], &items);
        if (ok) {
            v = value_as_list(items)->items;
            n = value_as_list(items)->len;
        }
    }
    if (ok && n == 0) {
        if (has_default) *out = value_retain(dflt);
        else ok = error_raise_as(in, ERR_VALUE, "%s() arg is an empty sequence", name);
    } else if (ok) {
        size_t best;
        ok = best_of(in, v, n, key, op, &best);
        if (ok) *out = value_retain(v[best]);
    }
    value_release(items);
    value_release(p[0]);
    return ok;
}

static bool bi_min(Interp *in, const Args *a, Value *out)
{
    return min_max(in, a, out, OP_LT, "min");
}

static bool bi_max(Interp *in, const Args *a, Value *out)
{
    return min_max(in, a, out, OP_GT, "max");
}

static bool bi_float_is_integer(Interp *in, const Args *a, Value *out)
{
    (void)in;
    double f = a->p[0].u.f;
    *out = value_bool(isfinite(f) && f == floor(f));
    return true;
}

static bool float_to_int(Interp *in, double f, int64_t *out)
{
    if (isnan(f)) return error_raise_as(in, ERR_VALUE, "cannot convert float NaN to integer");
    if (isinf(f)) return error_raise_as(in, ERR_OVERFLOW, "cannot convert float infinity to integer");
    if (f >= 9223372036854775808.0 || f < -9223372036854775808.0)
        return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
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
    if (isinf(r)) return error_raise_as(in, ERR_OVERFLOW, "rounded value too large to represent");
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
    if (res > INT64_MAX || res < INT64_MIN) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
    *out = value_int((int64_t)res);
    return true;
}

static bool bi_round(Interp *in, const Args *a, Value *out)
{
    /* round(t, decimals=1): a tensor's own method takes its own arguments. */
    const Builtin *m = a->n > 0 ? foreign_method(a->v[0], "round") : NULL;
    if (m) return builtins_call(in, m, a, out);
    Value p[2];
    Span at[2];
    if (!builtins_bind(in, a, p, at, NULL)) return false;
    Value x = p[0];
    if (!value_is_number(x)) return error_raise_as(in, ERR_TYPE, "type %s doesn't define __round__ method",
                                                   value_type_name(x));
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
    /* An OrderedDict is a dict; a dict is an OrderedDict only if made one,
     * as its class's type hook says (subclass_of asks with a kind alone). */
    if (v.kind == V_DICT && v.u.obj) return value_class(V_DICT)->type(v).u.type == t;
    if (t == V_DICT && (v.kind == V_ORDERED_DICT || v.kind == V_DEFAULT_DICT || v.kind == V_COUNTER)) return true;
    if (t == V_INT && v.kind == V_BOOL) return true;
    if (t == V_TUPLE && v.kind == V_SIZE) return true;
    if (t == V_BUILTIN && v.kind == V_METHOD) return true;
    if (t == V_TUPLE && v.kind == V_NAMEDTUPLE) return true;
    return false;
}

static bool isinstance_of(Interp *in, Value v, Value cls, int depth, bool *out)
{
    if (cls.kind == V_TYPE) {
        *out = *out || type_matches(v, cls.u.type);
        return true;
    }
    if (cls.kind == V_RETURN_TYPE) {
        /* A return type's class is the one its value names (iter.c). */
        const ValueClass *vc = value_class(v.kind);
        Value t = vc->type ? vc->type(v) : value_none();
        *out = *out || (t.kind == V_RETURN_TYPE && strcmp(t.u.name, cls.u.name) == 0);
        return true;
    }
    if (cls.kind == V_EXC_TYPE) {
        /* An exception's type is its class (exception.h). */
        const ValueClass *vc = value_class(v.kind);
        Value t = vc->type ? vc->type(v) : value_none();
        *out = *out || (t.kind == V_EXC_TYPE && error_class_is((ErrorClass)t.u.i, (ErrorClass)cls.u.i));
        return true;
    }
    if (cls.kind == V_TUPLE && depth < 100) {
        List *l = value_as_list(cls);
        for (size_t i = 0; i < l->len; i++)
            if (!isinstance_of(in, v, l->items[i], depth + 1, out)) return false;
        return true;
    }
    return error_raise_as(in, ERR_TYPE, "isinstance() arg 2 must be a type, a tuple of types, or a union");
}

static bool bi_isinstance(Interp *in, const Args *a, Value *out)
{
    Value p[2];
    bool r = false;
    if (!no_keywords(in, a)) return false;
    if (a->n != 2) return error_raise_as(in, ERR_TYPE, "isinstance expected 2 arguments, got %d", a->n);
    p[0] = a->v[0];
    p[1] = a->v[1];
    if (!isinstance_of(in, p[0], p[1], 0, &r)) return false;
    *out = value_bool(r);
    return true;
}

/* Whether class c is cls or one of cls's subclasses (bool of int, Size
 * of tuple, an exception class of its bases), or of a tuple's classes. */
static bool subclass_of(Interp *in, Value c, Value cls, int depth, bool *out)
{
    if (cls.kind == V_TYPE) {
        *out = *out || (c.kind == V_TYPE && type_matches((Value){.kind = c.u.type}, cls.u.type));
        return true;
    }
    if (cls.kind == V_EXC_TYPE) {
        *out = *out || (c.kind == V_EXC_TYPE && error_class_is((ErrorClass)c.u.i, (ErrorClass)cls.u.i));
        return true;
    }
    if (cls.kind == V_TUPLE && depth < 100) {
        List *l = value_as_list(cls);
        for (size_t i = 0; i < l->len; i++)
            if (!subclass_of(in, c, l->items[i], depth + 1, out)) return false;
        return true;
    }
    return error_raise_as(in, ERR_TYPE, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
}

static bool bi_issubclass(Interp *in, const Args *a, Value *out)
{
    bool r = false;
    if (!no_keywords(in, a)) return false;
    if (a->n != 2) return error_raise_as(in, ERR_TYPE, "issubclass expected 2 arguments, got %d", a->n);
    if (a->v[0].kind != V_TYPE && a->v[0].kind != V_EXC_TYPE)
        return error_raise_as(in, ERR_TYPE, "issubclass() arg 1 must be a class");
    if (!subclass_of(in, a->v[0], a->v[1], 0, &r)) return false;
    *out = value_bool(r);
    return true;
}

static bool bi_time(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    *out = value_float((double)ts.tv_sec + (double)ts.tv_nsec * 1e-9);
    return true;
}

static bool bi_exit(Interp *in, const Args *a, Value *out)
{
    Value code = a->p[0];
    *out = value_none();
    if (!deferred_drain(in)) return false;
    if (code.kind == V_NONE) return error_exit(in, 0);
    if (code.kind == V_INT || code.kind == V_BOOL) {
        int64_t c = code.kind == V_INT ? code.u.i : code.u.b;
        return error_exit(in, (int)(c & 0xFF));
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
    return error_exit(in, 1);
}

/* ------------------------------------------------------------- types */

/* type(v), which v.__class__ is too (a new reference). */
static Value type_of(Value v)
{
    const ValueClass *vc = value_class(v.kind);
    if (vc->type) return vc->type(v);
    if (v.kind == V_EXC_TYPE || v.kind == V_RETURN_TYPE) return value_type(V_TYPE);
    return value_type(v.kind == V_METHOD ? V_BUILTIN : v.kind);
}

static bool bi_type(Interp *in, const Args *a, Value *out)
{
    if (!no_keywords(in, a)) return false;
    if (a->n != 1) return error_raise_as(in, ERR_TYPE, "type() takes 1 argument");
    *out = type_of(a->v[0]);
    return true;
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
    while (s < end && builtins_is_space(*s)) s++;
    while (end > s && builtins_is_space(end[-1])) end--;
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
        error_raise_as(in, ERR_VALUE, "invalid literal for int() with base %d: %s", base0 ? 0 : base, buf_cstr(&b));
        buf_free(&b);
        return false;
    }
    if (big || mag > (uint64_t)INT64_MAX + neg) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
    *out = neg ? (int64_t)(0 - mag) : (int64_t)mag;
    return true;
}

static bool bi_int(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Value x = p[0];
    if (p[1].kind != V_NONE) {
        int64_t base;
        if (!value_as_index(in, p[1], &base)) return false;
        if (base != 0 && (base < 2 || base > 36))
            return error_raise_as(in, ERR_VALUE, "int() base must be >= 2 and <= 36, or 0");
        if (x.kind != V_STR) return error_raise_as(in, ERR_TYPE, "int() can't convert non-string with explicit base");
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
        return error_raise_as(in, ERR_TYPE,
                              "int() argument must be a string, a bytes-like object or a real number, not '%s'",
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
    while (s < end && builtins_is_space(*s)) s++;
    while (end > s && builtins_is_space(end[-1])) end--;
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
    error_raise_as(in, ERR_VALUE, "could not convert string to float: %s", buf_cstr(&b));
    buf_free(&b);
    return false;
}

static bool bi_float(Interp *in, const Args *a, Value *out)
{
    Value x = a->p[0];
    if (x.kind == V_STR) {
        double f;
        if (!parse_float(in, value_as_str(x), &f)) return false;
        *out = value_float(f);
        return true;
    }
    if (!value_has_scalar(x))
        return error_raise_as(in, ERR_TYPE, "float() argument must be a string or a real number, not '%s'",
                              value_type_name(x));
    Value s;
    if (!value_scalar(in, x, &s)) return false;
    *out = value_float(s.kind == V_FLOAT ? s.u.f : (double)(s.kind == V_BOOL ? s.u.b : s.u.i));
    return true;
}

static bool bi_bool(Interp *in, const Args *a, Value *out)
{
    bool t;
    if (!value_truth(in, a->p[0], &t)) return false;
    *out = value_bool(t);
    return true;
}

static bool bi_str(Interp *in, const Args *a, Value *out)
{
    Buf b = BUF_INIT;
    if (!value_to_text(in, &b, a->p[0])) {
        buf_free(&b);
        return false;
    }
    *out = value_str_buf(&b);
    return true;
}

/* Item i of a Size that is not an int: its __index__ (a bool, or an
 * integer tensor of one element), as PyTorch's Size takes it. */
static bool size_item(Interp *in, Value v, size_t i, Value *out)
{
    int64_t n;
    if ((v.kind == V_BOOL || v.kind == V_TENSOR) && value_as_index(in, v, &n)) {
        *out = value_int(n);
        return true;
    }
    error_clear(in);
    return error_raise_as(in, ERR_TYPE, "torch.Size() takes an iterable of 'int' (item %zu is '%s')", i,
                          value_type_name(v));
}

/* list(x), tuple(x), Size(x): the elements of an iterable, in a sequence
 * of the row's kind. */
static bool bi_seq(Interp *in, const Args *a, Value *out)
{
    ValueKind kind = a->fn->kind;
    Value x = a->p[0], items;
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
            ok = size_item(in, v, i, &v);
            if (!ok) break;
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

static bool bi_range(Interp *in, const Args *a, Value *out)
{
    if (!no_keywords(in, a)) return false;
    if (a->n == 0) return error_raise_as(in, ERR_TYPE, "range expected at least 1 argument, got 0");
    if (a->n > 3) return error_raise_as(in, ERR_TYPE, "range expected at most 3 arguments, got %d", a->n);
    int64_t v[3] = {0, 0, 1};
    for (int i = 0; i < a->n; i++)
        if (!value_as_index(in, a->v[i], &v[i])) return false;
    if (a->n == 1) {
        v[1] = v[0];
        v[0] = 0;
    }
    if (v[2] == 0) return error_raise_as(in, ERR_VALUE, "range() arg 3 must not be zero");
    *out = value_range_new(v[0], v[1], v[2]);
    return true;
}

static bool bi_slice(Interp *in, const Args *a, Value *out)
{
    if (!no_keywords(in, a)) return false;
    if (a->n == 0) return error_raise_as(in, ERR_TYPE, "slice expected at least 1 argument, got 0");
    if (a->n > 3) return error_raise_as(in, ERR_TYPE, "slice expected at most 3 arguments, got %d", a->n);
    Value v[3] = {value_none(), value_none(), value_none()};
    if (a->n == 1) v[1] = a->v[0];
    else for (int i = 0; i < a->n; i++) v[i] = a->v[i];
    *out = value_slice_new(value_retain(v[0]), value_retain(v[1]), value_retain(v[2]));
    return true;
}

static bool bi_device(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Device d;
    if (p[0].kind == V_DEVICE) {
        d = p[0].u.device;
    } else if (p[0].kind == V_INT) {
        if (p[0].u.i < 0 || p[0].u.i > INT32_MAX)
            return error_raise(in, "Device index must not be negative");
        d = (Device){DEV_CUDA, (int32_t)p[0].u.i};
    } else if (p[0].kind == V_STR) {
        const char *s = str_arg(p[0])->data;
        if (!value_parse_device(s, &d))
            return error_raise(in, value_device_string_shaped(s)
                                       ? "Expected one of cpu, cuda device type at start of device string: %s"
                                       : "Invalid device string: '%s'", s);
    } else {
        return error_raise_as(in, ERR_TYPE, "device() received an invalid combination of arguments: got (%s)",
                              value_type_name(p[0]));
    }
    if (p[1].kind != V_NONE) {
        /* An index goes with a type string only, as in torch.device(). */
        if (p[0].kind != V_STR)
            return error_raise_as(in, ERR_TYPE, "device(): argument 'type' (position 1) must be str, not %s",
                                  value_type_name(p[0]));
        int64_t index;
        if (!value_as_index(in, p[1], &index)) return false;
        if (d.index >= 0)
            return error_raise(in, "type (string) must not include an index because index was passed explicitly: %s",
                              str_arg(p[0])->data);
        if (index < 0 || index > INT32_MAX) return error_raise(in, "Device index must not be negative");
        d.index = (int32_t)index;
    }
    *out = value_device(d);
    return true;
}

/* --------------------------------------------------------- constants */

/* nan and inf: the float in data. */
enum { CONST_NAN, CONST_INF };

static bool bi_float_const(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_float(a->fn->data == CONST_NAN ? NAN : INFINITY);
    return true;
}

/* Ellipsis: Python's name for the `...` of an index. */
static bool bi_ellipsis(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_ellipsis();
    return true;
}

/* The script's argv (builtins_configure). */
static int script_argc;
static char **script_argv;

void builtins_configure(int argc, char **argv)
{
    script_argc = argc;
    script_argv = argv;
}

static bool bi_argv(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    Value list = value_list_new(V_LIST, (size_t)script_argc);
    for (int i = 0; i < script_argc; i++) value_list_push(list, value_cstr(script_argv[i]));
    *out = list;
    return true;
}

/* float32, int64, ...: the DType in data. */
static bool bi_dtype(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_dtype((DType)a->fn->data);
    return true;
}

/* ------------------------------------------------------- attributes */

/* The fields of ranges and slices, by data. */
enum { FIELD_START, FIELD_STOP, FIELD_STEP };

static bool attr_range(Interp *in, const Args *a, Value *out)
{
    (void)in;
    const Range *r = (const Range *)a->p[0].u.obj;
    const int64_t field[] = {[FIELD_START] = r->start, [FIELD_STOP] = r->stop, [FIELD_STEP] = r->step};
    *out = value_int(field[a->fn->data]);
    return true;
}

static bool attr_slice(Interp *in, const Args *a, Value *out)
{
    (void)in;
    const Slice *s = (const Slice *)a->p[0].u.obj;
    const Value field[] = {[FIELD_START] = s->start, [FIELD_STOP] = s->stop, [FIELD_STEP] = s->step};
    *out = value_retain(field[a->fn->data]);
    return true;
}

static bool attr_device_type(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_cstr(a->p[0].u.device.type == DEV_CUDA ? "cuda" : "cpu");
    return true;
}

static bool attr_device_index(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Device d = a->p[0].u.device;
    *out = d.index >= 0 ? value_int(d.index) : value_none();
    return true;
}

static bool attr_is_floating_point(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_bool(dtype_is_float(a->p[0].u.dtype));
    return true;
}

/* is_signed (bool and uint8 are not) and is_complex (no cst dtype is). */
static bool attr_is_signed(Interp *in, const Args *a, Value *out)
{
    (void)in;
    DType dt = a->p[0].u.dtype;
    *out = value_bool(dt != DT_BOOL && dt != DT_UINT8);
    return true;
}

static bool attr_is_complex(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_bool(false);
    return true;
}

static bool attr_itemsize(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_int((int64_t)dtype_size(a->p[0].u.dtype));
    return true;
}

/* -------------------------------------------------------------- table */

#define RAW (BI_FUNC | BI_RAW)

static const Builtin table[] = {
    /* functions */
    {"print", V_NONE, RAW, bi_print, "*values, sep=' ', end='\\n', flush=False", 0,
     "write str() of each value to standard output"},
    {"len", V_NONE, BI_FUNC, bi_len, "x, /", 0, "the number of items of a str, list, tuple, Size or range"},
    {"repr", V_NONE, BI_FUNC, bi_repr, "obj", 0, "the text that shows obj unambiguously, as the REPL echoes it"},
    {"format", V_NONE, BI_FUNC, bi_format, "value, format_spec=''", 0,
     "value formatted as an f-string field {value:format_spec}"},
    {"abs", V_NONE, BI_FUNC, bi_abs, "x, /", 0, "the absolute value of a number"},
    {"min", V_NONE, RAW, bi_min, "*values, key=None, default=None", 0,
     "the smallest of the values, or of the items of the one iterable given (the first of equals), compared "
     "by key(item) if given; default for an empty iterable; min(t, ...) is t.min(...)"},
    {"max", V_NONE, RAW, bi_max, "*values, key=None, default=None", 0,
     "the largest of the values, or of the items of the one iterable given (the first of equals), compared "
     "by key(item) if given; default for an empty iterable; max(t, ...) is t.max(...)"},
    {"round", V_NONE, RAW, bi_round, "number, ndigits=None", 0,
     "number rounded half to even; an int without ndigits; round(t, ...) is t.round(...)"},
    {"isinstance", V_NONE, RAW, bi_isinstance, "obj, class_or_tuple, /", 0,
     "whether obj is of that type, or of one of a tuple of types"},
    {"issubclass", V_NONE, RAW, bi_issubclass, "cls, classinfo, /", 0,
     "whether class cls is classinfo or derives from it (or from one of a tuple of classes)"},
    {"time", V_NONE, BI_FUNC, bi_time, "", 0, "seconds from a monotonic clock, as a float"},
    {"exit", V_NONE, BI_FUNC, bi_exit, "code=0", 0,
     "stop the script with that exit status (a str: print it, status 1)"},
    /* types */
    {"int", V_INT, BI_TYPE, bi_int, "x=0, base=None", 0,
     "an integer from a number (truncated) or a string (in base, 10 unless given); as a dtype, int32"},
    {"float", V_FLOAT, BI_TYPE, bi_float, "x=0.0", 0, "a float from a number or a string; as a dtype, float32"},
    {"is_integer", V_FLOAT, BI_METHOD, bi_float_is_integer, "", 0, "whether the float is finite and integral"},
    {"bool", V_BOOL, BI_TYPE, bi_bool, "x=False", 0, "the truth of x; as a dtype, bool"},
    {"str", V_STR, BI_TYPE, bi_str, "object=''", 0, "the text of object, as print shows it"},
    {"list", V_LIST, BI_TYPE, bi_seq, "iterable=()", 0, "a new list of the items"},
    {"tuple", V_TUPLE, BI_TYPE, bi_seq, "iterable=()", 0, "a tuple of the items"},
    {"range", V_RANGE, BI_TYPE | BI_RAW, bi_range, "*args", 0,
     "range(stop) or range(start, stop, step=1): the integers from start up to stop"},
    {"slice", V_SLICE, BI_TYPE | BI_RAW, bi_slice, "*args", 0,
     "slice(stop) or slice(start, stop, step=None): what a:b:c means in an index"},
    {"type", V_TYPE, BI_TYPE | BI_RAW, bi_type, "object, /", 0, "the type of object"},
    {"Size", V_SIZE, BI_TYPE, bi_seq, "iterable=()", 0, "a torch.Size of ints"},
    {"device", V_DEVICE, BI_TYPE, bi_device, "type, index=None", 0,
     "a device: device('cuda:0'), device('cuda', 0), device('cpu'), or device(0)"},
    {"dtype", V_DTYPE, BI_TYPE, NULL, NULL, 0, "the type of float32, int64, ... (not callable)"},
    /* constants */
    {"nan", V_FLOAT, BI_VALUE, bi_float_const, NULL, CONST_NAN, "float('nan')"},
    {"inf", V_FLOAT, BI_VALUE, bi_float_const, NULL, CONST_INF, "float('inf')"},
    {"Ellipsis", V_ELLIPSIS, BI_VALUE, bi_ellipsis, NULL, 0, "the ... of an index, t[Ellipsis, 0] as t[..., 0]"},
    {"argv", V_LIST, BI_VALUE, bi_argv, NULL, 0, "the script's name, then its command-line arguments, as str"},
    {"uint8", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_UINT8, "8-bit unsigned integer dtype"},
    {"int8", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_INT8, "8-bit integer dtype"},
    {"int16", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_INT16, "16-bit integer dtype"},
    {"int32", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_INT32, "32-bit integer dtype (alias int)"},
    {"int64", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_INT64, "64-bit integer dtype (alias long)"},
    {"float16", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_FLOAT16, "half-precision float dtype (alias half)"},
    {"bfloat16", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_BFLOAT16, "brain float dtype"},
    {"float32", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_FLOAT32, "single-precision float dtype, the default (alias float)"},
    {"float64", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_FLOAT64, "double-precision float dtype (alias double)"},
    {"double", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_FLOAT64, "float64"},
    {"half", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_FLOAT16, "float16"},
    {"long", V_DTYPE, BI_VALUE, bi_dtype, NULL, DT_INT64, "int64"},
    /* attributes */
    {"start", V_RANGE, BI_ATTR, attr_range, NULL, FIELD_START, "the first value of a range"},
    {"stop", V_RANGE, BI_ATTR, attr_range, NULL, FIELD_STOP, "the end of a range (not included)"},
    {"step", V_RANGE, BI_ATTR, attr_range, NULL, FIELD_STEP, "the step of a range"},
    {"start", V_SLICE, BI_ATTR, attr_slice, NULL, FIELD_START, "a slice's start, or None"},
    {"stop", V_SLICE, BI_ATTR, attr_slice, NULL, FIELD_STOP, "a slice's stop, or None"},
    {"step", V_SLICE, BI_ATTR, attr_slice, NULL, FIELD_STEP, "a slice's step, or None"},
    {"type", V_DEVICE, BI_ATTR, attr_device_type, NULL, 0, "'cuda' or 'cpu'"},
    {"index", V_DEVICE, BI_ATTR, attr_device_index, NULL, 0, "the device number, or None"},
    {"is_floating_point", V_DTYPE, BI_ATTR, attr_is_floating_point, NULL, 0, "whether a dtype is a float type"},
    {"itemsize", V_DTYPE, BI_ATTR, attr_itemsize, NULL, 0, "bytes per element"},
    {"is_signed", V_DTYPE, BI_ATTR, attr_is_signed, NULL, 0, "whether a dtype holds negative numbers"},
    {"is_complex", V_DTYPE, BI_ATTR, attr_is_complex, NULL, 0, "False: cst has no complex dtype"},
};

/* The host rows above plus every module's rows (builtins_register), merged
 * into one array the first time anyone looks.  MODULES_MAX bounds the
 * files that register rows, with room to spare. */
enum { MODULES_MAX = 64 };
static const Builtin *module_rows[MODULES_MAX];
static size_t module_counts[MODULES_MAX], nmodules;
static Builtin *rows;
static size_t nrows;
/* sigs[i]: the parsed params of rows[i]; broken[i]: why they would not
 * parse (a mistake in the table, which every call of the row reports). */
static Signature *sigs;
static char **broken;

void builtins_register(const Builtin *more, size_t count)
{
    if (rows) return;
    if (nmodules == sizeof module_rows / sizeof module_rows[0]) {
        diag_plain("builtin '%s' and its module's rows are left out: more than %zu modules registered", more->name,
                   sizeof module_rows / sizeof module_rows[0]);
        return;
    }
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
    sigs = xcalloc(nrows, sizeof *sigs);
    broken = xcalloc(nrows, sizeof *broken);
    for (size_t i = 0; i < nrows; i++) {
        char err[200];
        bool receiver = (rows[i].flags & BI_METHOD) && !(rows[i].flags & BI_FUNC);
        if (!rows[i].params) continue;
        if (signature_parse(rows[i].params, receiver, &sigs[i], err, sizeof err)) {
            sigs[i].own_names = rows[i].flags & BI_PYTHON;
            continue;
        }
        broken[i] = xstrdup(err);
        diag_plain("builtin '%s' has a malformed parameter list: %s", rows[i].name, err);
    }
}

/* The position in rows of a row given as a pointer into rows or into
 * the array it came from (a module's own static rows, which math.sqrt's
 * value points into); SIZE_MAX for a row never registered. */
static size_t row_index(const Builtin *row)
{
    merge_rows();
    if (row >= rows && row < rows + nrows) return (size_t)(row - rows);
    size_t k = sizeof table / sizeof table[0];
    if (row >= table && row < table + k) return (size_t)(row - table);
    for (size_t m = 0; m < nmodules; m++) {
        if (row >= module_rows[m] && row < module_rows[m] + module_counts[m]) return k + (size_t)(row - module_rows[m]);
        k += module_counts[m];
    }
    return SIZE_MAX;
}

const Signature *builtins_signature(const Builtin *row)
{
    static const Signature none = {.star = -1};
    size_t i = row_index(row);
    return i == SIZE_MAX ? &none : &sigs[i];
}

/* How :help writes a method's receiver, by kind. */
static const char *const receivers[V_KIND_COUNT] = {
    [V_STR] = "s", [V_LIST] = "xs", [V_TUPLE] = "t", [V_SIZE] = "size", [V_RANGE] = "r", [V_SLICE] = "s",
    [V_DEVICE] = "d", [V_DTYPE] = "dt", [V_TENSOR] = "t", [V_STREAM] = "s", [V_EVENT] = "e", [V_DICT] = "d",
    [V_SET] = "s", [V_GRAPH] = "g", [V_GENERATOR] = "g",
};

void builtins_help(const Builtin *row, Buf *out)
{
    if (row->flags & (BI_ATTR | BI_METHOD) && !(row->flags & BI_FUNC))
        buf_printf(out, "%s.", receivers[row->kind] ? receivers[row->kind] : "x");
    buf_puts(out, row->name);
    if (row->params) buf_printf(out, "(%s)", row->params);
    buf_printf(out, ": %s", row->help);
}

typedef struct Table {
    const Builtin *rows;
    size_t count;
    const char *prefix;   /* of the parser's name for each row, or NULL */
} Table;
static Table torch_tables[4];
static size_t ntorch_tables;

void builtins_mark_torch(const Builtin *rows, size_t count, const char *prefix)
{
    if (ntorch_tables < sizeof torch_tables / sizeof torch_tables[0])
        torch_tables[ntorch_tables++] = (Table){rows, count, prefix};
}

const char *builtins_parser_name(const Builtin *fn, char *buf, size_t len)
{
    for (size_t t = 0; t < ntorch_tables; t++) {
        const Table *tb = &torch_tables[t];
        if (fn >= tb->rows && fn < tb->rows + tb->count && tb->prefix) {
            snprintf(buf, len, "%s%s", tb->prefix, fn->name);
            return buf;
        }
    }
    return fn->name;
}

/* Whether fn is a tensor function or method, or a marked module's: those
 * whose argument errors are PyTorch's parser's. */
static bool torch_row(const Builtin *fn)
{
    if (fn->kind == V_TENSOR || (fn->flags & BI_TORCH)) return true;
    for (size_t t = 0; t < ntorch_tables; t++)
        if (fn >= torch_tables[t].rows && fn < torch_tables[t].rows + torch_tables[t].count) return true;
    return false;
}

/* A call of a method PyTorch writes in Python, not through its parser. */
static bool python_method(const Args *a)
{
    return a->method && (a->fn->flags & BI_PY_METHOD);
}

bool builtins_bind(Interp *in, const Args *a, Value *p, Span *at, unsigned long *given)
{
    size_t i = row_index(a->fn);
    if (i == SIZE_MAX) return error_raise(in, "builtin '%s' is not in the builtins table", a->fn->name);
    if (broken[i]) return error_raise(in, "builtin '%s' has a malformed parameter list: %s", a->fn->name, broken[i]);
    const char *owner = a->fn->flags & (BI_METHOD | BI_ATTR) ? value_kind_name(a->fn->kind) : NULL;
    bool torch = torch_row(a->fn) && !python_method(a);
    char name[64];
    /* a torch.linalg row's name is its parser's; a call pays it only there */
    const char *bare = torch && a->fn->kind == V_MODULE ? builtins_parser_name(a->fn, name, sizeof name) : a->fn->name;
    return signature_bind(in, &sigs[i], owner, bare, torch, a, p, at, given);
}

bool builtins_missing(Interp *in, const Args *a, int i)
{
    char buf[96];
    return signature_missing(in, builtins_signature(a->fn), builtins_display_name(a->fn, buf, sizeof buf), i);
}

/* A method row called unbound (Tensor.abs_(x), str.upper(s)) needs a
 * receiver of its kind first, which its function reads unchecked; the
 * error is Python's, with PyTorch's name for a tensor's class. */
static bool unbound_receiver(Interp *in, const Builtin *row, const Args *a)
{
    if (a->n > 0 && a->v[0].kind == row->kind) return true;
    const char *owner = row->kind == V_TENSOR ? "torch._C.TensorBase" : value_kind_name(row->kind);
    if (a->n == 0) return error_raise_as(in, ERR_TYPE, "unbound method %s.%s() needs an argument", owner, row->name);
    return error_raise_as(in, ERR_TYPE, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", row->name,
                          owner, value_type_name(a->v[0]));
}

bool builtins_call(Interp *in, const Builtin *row, const Args *call, Value *out)
{
    if ((row->flags & (BI_METHOD | BI_FUNC | BI_STATIC)) == BI_METHOD && !call->method &&
        !unbound_receiver(in, row, call))
        return false;
    Args a = *call;
    a.fn = row;
    a.p = NULL;
    a.at = NULL;
    a.given = 0;
    /* PyTorch's overloads of a torch function's or method's name decide
     * first whether it takes the call (not F.'s functions). */
    if (row->params && !(row->flags & BI_MODULE) && !python_method(&a) && !overloads_check(in, &a, torch_row(row)))
        return false;
    if (row->flags & BI_RAW) return row->fn(in, &a, out);
    if (!row->params) {
        /* An attribute's one value is its receiver; a constant has none. */
        a.p = a.v;
        a.at = a.spans;
        return row->fn(in, &a, out);
    }
    Value p[SIGNATURE_MAX];
    Span at[SIGNATURE_MAX];
    if (!builtins_bind(in, &a, p, at, &a.given)) return false;
    a.p = p;
    a.at = at;
    bool ok = row->fn(in, &a, out);
    int star = builtins_signature(row)->star;
    if (star >= 0) value_release(p[star]);
    return ok;
}

bool builtins_get_attr(Interp *in, Value obj, const char *name, Value *out)
{
    const ValueClass *cls = value_class(obj.kind);
    if (cls->getattr) {
        bool found;
        if (!cls->getattr(in, obj, name, out, &found)) return false;
        if (found) return true;
    }
    if (obj.kind == V_TYPE) {
        if (strcmp(name, "__name__") == 0) {
            const char *q = value_class(obj.u.type)->qualname, *dot = strrchr(q, '.');
            *out = value_cstr(dot ? dot + 1 : q);
            return true;
        }
        /* str.lower, Tensor.add: the method, to be called with its receiver first. */
        const Builtin *m = builtins_member(obj.u.type, name);
        if (m && (m->flags & (BI_METHOD | BI_STATIC))) {
            *out = value_builtin(m);
            return true;
        }
        return error_raise_as(in, ERR_ATTRIBUTE, "type object '%s' has no attribute '%s'",
                              value_kind_name(obj.u.type), name);
    }
    const Builtin *row = builtins_member(obj.kind, name);
    /* x.__repr__() and x.__str__() are repr(x) and str(x), and x.__class__ is
     * type(x), for every kind. */
    if (!row && (strcmp(name, "__repr__") == 0 || strcmp(name, "__str__") == 0)) {
        *out = value_method_new(obj, builtins_global(name[2] == 'r' ? "repr" : "str"));
        return true;
    }
    if (!row && strcmp(name, "__class__") == 0) {
        *out = type_of(obj);
        return true;
    }
    /* fn.__name__, as scripts log or look up what they call. */
    if (!row && strcmp(name, "__name__") == 0 && (obj.kind == V_FUNC || obj.kind == V_BUILTIN)) {
        *out = value_cstr(obj.kind == V_FUNC ? ((Func *)obj.u.obj)->def->str : obj.u.builtin->name);
        return true;
    }
    if (!row) return error_raise_as(in, ERR_ATTRIBUTE, "'%s' object has no attribute '%s'", value_type_name(obj), name);
    if (row->flags & BI_STATIC) {
        *out = value_builtin(row);
        return true;
    }
    if (row->flags & BI_ATTR) {
        Args a = {.n = 1, .v = &obj};
        return builtins_call(in, row, &a, out);
    }
    *out = value_method_new(obj, row);
    return true;
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
        if (!(r->flags & (BI_METHOD | BI_ATTR | BI_STATIC))) continue;
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

/* ------------------------------------------------- calls by name */

/* Global names -> the row eval binds (the first of that name), hashed
 * on first use as the members are. */
static const Builtin **globals;
static size_t globals_mask;

const Builtin *builtins_global(const char *name)
{
    if (!globals) {
        size_t n;
        const Builtin *all = builtins_table(&n);
        size_t cap = 1;
        while (cap < 2 * n) cap *= 2;
        globals = xcalloc(cap, sizeof *globals);
        globals_mask = cap - 1;
        for (size_t i = 0; i < n; i++) {
            if (!builtins_is_global(&all[i])) continue;
            size_t k = member_hash(V_NONE, all[i].name) & globals_mask;
            while (globals[k] && strcmp(globals[k]->name, all[i].name) != 0) k = (k + 1) & globals_mask;
            if (!globals[k]) globals[k] = &all[i];
        }
    }
    for (size_t k = member_hash(V_NONE, name) & globals_mask; globals[k]; k = (k + 1) & globals_mask)
        if (strcmp(globals[k]->name, name) == 0) return globals[k];
    return NULL;
}

bool builtins_call_name(Interp *in, const Args *a, const char *name, int n, const Value *v, int nkw,
                        const char *const *kw_names, const Value *kw, Value *out)
{
    const Builtin *row = builtins_global(name);
    if (!row) return error_raise(in, "no builtin named '%s'", name);
    Span spans[BUILTINS_CALL_MAX];
    for (int i = 0; i < BUILTINS_CALL_MAX; i++) spans[i] = a->span;
    Args b = {.n = n, .v = v, .spans = spans, .nkw = nkw, .kw_names = kw_names, .kw = kw, .kw_spans = spans,
              .span = a->span};
    return builtins_call(in, row, &b, out);
}

bool builtins_call_method(Interp *in, const Args *a, Value self, const char *name, int n, const Value *v,
                          Value *out)
{
    const Builtin *row = builtins_member(self.kind, name);
    if (!row)
        return error_raise_as(in, ERR_ATTRIBUTE, "'%s' object has no attribute '%s'", value_type_name(self), name);
    Value all[BUILTINS_CALL_MAX + 1];
    Span spans[BUILTINS_CALL_MAX + 1];
    all[0] = self;
    for (int i = 0; i < n; i++) all[i + 1] = v[i];
    for (int i = 0; i <= BUILTINS_CALL_MAX; i++) spans[i] = a->span;
    Args b = {.n = n + 1, .v = all, .spans = spans, .span = a->span, .method = true};
    return builtins_call(in, row, &b, out);
}
