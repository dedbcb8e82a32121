/* identity.c: in and hash() of values (value.h): membership through a
 * kind's contains hook or its items, and Python 3.11's hashes (integers
 * modulo 2^61 - 1, _Py_HashDouble, SipHash-1-3 of strings with
 * PYTHONHASHSEED=0's zero key, xxHash-mixed tuples), so that sets fill
 * their tables, and print, as Python's do. */
#include "values/value.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"

bool value_contains(Interp *in, Value container, Value x, bool *out)
{
    const ValueClass *cls = value_class(container.kind);
    if (cls->contains) return cls->contains(in, container, x, out);
    if (container.kind == V_STR) {
        if (x.kind != V_STR)
            return error_raise_as(in, ERR_TYPE, "'in <string>' requires string as left operand, not %s",
                                  value_type_name(x));
        Str *s = value_as_str(container), *sub = value_as_str(x);
        *out = sub->len == 0 || (sub->len <= s->len && memmem(s->data, s->len, sub->data, sub->len));
        return true;
    }
    if (container.kind == V_RANGE && (x.kind == V_INT || x.kind == V_BOOL)) {
        Range *r = (Range *)container.u.obj;
        int64_t v = x.kind == V_INT ? x.u.i : x.u.b;
        *out = (r->step > 0 ? v >= r->start && v < r->stop : v <= r->start && v > r->stop) &&
               ((uint64_t)v - (uint64_t)r->start) % (uint64_t)(r->step > 0 ? r->step : -r->step) == 0;
        return true;
    }
    if (!value_is_iterable(container))
        return error_raise_as(in, ERR_TYPE, "argument of type '%s' is not iterable", value_type_name(container));
    Value items;
    if (!value_items(in, container, &items)) return false;
    List *l = value_as_list(items);
    bool ok = true;
    *out = false;
    for (size_t i = 0; i < l->len && ok && !*out; i++)
        *out = value_is(l->items[i], x) || ((ok = value_equal(in, l->items[i], x, out)) && *out);
    value_release(items);
    return ok;
}

/* ------------------------------------------------------------ hashing */

/* Python's numeric hash: integers modulo the Mersenne prime 2^61 - 1. */
#define HASH_BITS 61
#define HASH_MODULUS (((uint64_t)1 << HASH_BITS) - 1)

static uint64_t hash_int(int64_t x)
{
    uint64_t m = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
    int64_t h = (int64_t)(m % HASH_MODULUS);
    if (x < 0) h = -h;
    return (uint64_t)(h == -1 ? -2 : h);
}

/* CPython's _Py_HashDouble; a NaN hashes by identity there: 0 here. */
static uint64_t hash_float(double v)
{
    if (isinf(v)) return v > 0 ? 314159 : (uint64_t)-314159;
    if (isnan(v)) return 0;
    int e;
    double m = frexp(v, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & HASH_MODULUS) | x >> (HASH_BITS - 28);
        m *= 268435456.0;
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= HASH_MODULUS) x -= HASH_MODULUS;
    }
    e = e >= 0 ? e % HASH_BITS : HASH_BITS - 1 - ((-1 - e) % HASH_BITS);
    x = ((x << e) & HASH_MODULUS) | x >> (HASH_BITS - e);
    x = x * (uint64_t)(int64_t)sign;
    return x == (uint64_t)-1 ? (uint64_t)-2 : x;
}

/* SipHash-1-3 with a zero key: CPython 3.11's string hash under
 * PYTHONHASHSEED=0. */
static uint64_t rotl(uint64_t x, int b)
{
    return (x << b) | (x >> (64 - b));
}

#define SIP_ROUND(v0, v1, v2, v3)                                          \
    do {                                                                  \
        v0 += v1; v1 = rotl(v1, 13); v1 ^= v0; v0 = rotl(v0, 32);          \
        v2 += v3; v3 = rotl(v3, 16); v3 ^= v2;                            \
        v0 += v3; v3 = rotl(v3, 21); v3 ^= v0;                            \
        v2 += v1; v1 = rotl(v1, 17); v1 ^= v2; v2 = rotl(v2, 32);          \
    } while (0)

static uint64_t siphash13(const unsigned char *p, size_t len)
{
    uint64_t v0 = 0x736f6d6570736575ULL, v1 = 0x646f72616e646f6dULL;
    uint64_t v2 = 0x6c7967656e657261ULL, v3 = 0x7465646279746573ULL;
    uint64_t b = (uint64_t)len << 56;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t mi = 0;
        for (int k = 7; k >= 0; k--) mi = mi << 8 | p[i + (size_t)k];
        v3 ^= mi;
        SIP_ROUND(v0, v1, v2, v3);
        v0 ^= mi;
    }
    uint64_t t = 0;
    for (size_t k = len - i; k > 0; k--) t = t << 8 | p[i + k - 1];
    b |= t;
    v3 ^= b;
    SIP_ROUND(v0, v1, v2, v3);
    v0 ^= b;
    v2 ^= 0xff;
    SIP_ROUND(v0, v1, v2, v3);
    SIP_ROUND(v0, v1, v2, v3);
    SIP_ROUND(v0, v1, v2, v3);
    return (v0 ^ v1) ^ (v2 ^ v3);
}

/* A str hashes its code points stored 1, 2 or 4 bytes each, as CPython
 * stores them (the widest character decides). */
static uint64_t hash_str(const Str *s)
{
    if (s->len == 0) return 0;
    uint32_t widest = 0;
    uint32_t *cps = xmalloc((s->nchars ? s->nchars : 1) * sizeof *cps);
    size_t n = 0;
    for (size_t i = 0; i < s->len;) {
        size_t k;
        uint32_t cp = value_utf8_decode((const unsigned char *)s->data + i, s->len - i, &k);
        if (cp == UINT32_MAX) cp = (unsigned char)s->data[i];
        if (cp > widest) widest = cp;
        cps[n++] = cp;
        i += k;
    }
    size_t width = widest < 0x100 ? 1 : widest < 0x10000 ? 2 : 4;
    unsigned char *bytes = xmalloc(n * width);
    for (size_t i = 0; i < n; i++)
        for (size_t k = 0; k < width; k++) bytes[i * width + k] = (unsigned char)(cps[i] >> (8 * k));
    uint64_t h = siphash13(bytes, n * width);
    free(bytes);
    free(cps);
    return h == (uint64_t)-1 ? (uint64_t)-2 : h;
}

/* CPython 3.11's tuple hash (xxHash's mixing). */
static bool hash_tuple(Interp *in, const List *l, uint64_t *out)
{
    const uint64_t p1 = 11400714785074694791ULL, p2 = 14029467366897019727ULL, p5 = 2870177450012600261ULL;
    uint64_t acc = p5;
    for (size_t i = 0; i < l->len; i++) {
        uint64_t lane;
        if (!value_hash(in, l->items[i], &lane)) return false;
        acc += lane * p2;
        acc = rotl(acc, 31);
        acc *= p1;
    }
    acc += l->len ^ (p5 ^ 3527539UL);
    *out = acc == (uint64_t)-1 ? 1546275796 : acc;
    return true;
}

bool value_hash(Interp *in, Value v, uint64_t *out)
{
    switch (v.kind) {
    case V_BOOL: *out = v.u.b; return true;
    case V_INT: *out = hash_int(v.u.i); return true;
    case V_FLOAT: {
        double t = trunc(v.u.f);
        /* Equal numbers hash alike: 2.0 as 2. */
        if (t == v.u.f && fabs(t) < 9.2e18) *out = hash_int((int64_t)t);
        else *out = hash_float(v.u.f);
        return true;
    }
    case V_STR: *out = hash_str(value_as_str(v)); return true;
    case V_TUPLE: case V_SIZE: return hash_tuple(in, value_as_list(v), out);
    case V_NONE: case V_ELLIPSIS: *out = (uint64_t)v.kind * 0x9E3779B97F4A7C15ULL >> 4; return true;
    case V_DTYPE: *out = (uint64_t)v.u.dtype * 0x9E3779B97F4A7C15ULL >> 4; return true;
    case V_DEVICE: *out = ((uint64_t)v.u.device.type << 32 | (uint32_t)v.u.device.index) * 0x9E3779B97F4A7C15ULL >> 4;
        return true;
    case V_TYPE: *out = (uint64_t)v.u.type * 0x9E3779B97F4A7C15ULL >> 3; return true;
    case V_BUILTIN: *out = (uint64_t)(uintptr_t)v.u.builtin >> 4; return true;
    case V_MODULE: *out = (uint64_t)(uintptr_t)v.u.module >> 4; return true;
    case V_LIST: case V_SLICE:
        return error_raise_as(in, ERR_TYPE, "unhashable type: '%s'", value_type_name(v));
    default: {
        const ValueClass *cls = value_class(v.kind);
        if (cls->hash) return cls->hash(in, v, out);
        if (cls->unhashable) return error_raise_as(in, ERR_TYPE, "unhashable type: '%s'", value_type_name(v));
        *out = value_is_obj(v) ? (uint64_t)(uintptr_t)v.u.obj >> 4 : (uint64_t)v.u.i;
        return true;
    }
    }
}

