/* builtins_seq.c: the methods of strings (upper, strip, split, join,
 * replace, find, format, ...) and of lists, tuples and Size (append, pop,
 * sort, index, count, numel), with Python 3.11's behaviour and error
 * texts. */
#include "values/builtins_seq.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "values/builtins.h"
#include "values/iter.h"
#include "base/error.h"
#include "base/pyfmt.h"

/* ------------------------------------------------------- str methods */

static bool str_case(Interp *in, const Args *a, Value *out)
{
    Value self;
    if (!builtins_bind(in, a, (const char *[]){"self", NULL}, 1, &self)) return false;
    Str *s = value_as_str(self);
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
    if (!chars) return len == 1 && builtins_is_space(*s);
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
        return error_raise_as(in, ERR_TYPE, "%s arg must be None or str", a->fn->name);
    const Str *chars = p[1].kind == V_STR ? value_as_str(p[1]) : NULL;
    Str *s = value_as_str(p[0]);
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

static const char *last_bytes(const char *hay, size_t n, const char *needle, size_t m)
{
    if (m > n) return NULL;
    for (size_t i = n - m + 1; i-- > 0;)
        if (memcmp(hay + i, needle, m) == 0) return hay + i;
    return NULL;
}

/* rsplit: the words found from the right, then put in order. */
static void split_right(Str *s, const Str *sep, int64_t maxsplit, Value list)
{
    const char *d = s->data, *end = d + s->len;
    for (;;) {
        if (!sep) {
            while (end > d && builtins_is_space(end[-1])) end--;
            if (end == d) break;
        }
        const char *w = NULL;
        if (maxsplit-- != 0) {
            if (sep) {
                w = last_bytes(d, (size_t)(end - d), sep->data, sep->len);
            } else {
                w = end;
                while (w > d && !builtins_is_space(w[-1])) w--;
                if (w == d) w = NULL;
            }
        }
        if (!w) {
            value_list_push(list, value_str(d, (size_t)(end - d)));
            break;
        }
        size_t skip = sep ? sep->len : 0;
        value_list_push(list, value_str(w + skip, (size_t)(end - w) - skip));
        end = w;
    }
    iter_reverse(value_as_list(list)->items, value_as_list(list)->len);
}

static bool str_split(Interp *in, const Args *a, Value *out)
{
    Value p[3] = {value_none(), value_none(), value_int(-1)};
    if (!builtins_bind(in, a, (const char *[]){"self", "sep", "maxsplit", NULL}, 1, p)) return false;
    if (p[1].kind != V_NONE && p[1].kind != V_STR)
        return error_raise_as(in, ERR_TYPE, "must be str or None, not %s", value_type_name(p[1]));
    int64_t maxsplit;
    if (!value_as_index(in, p[2], &maxsplit)) return false;
    Str *s = value_as_str(p[0]);
    Value list = value_list_new(V_LIST, 0);
    const char *d = s->data, *end = d + s->len;
    if (p[1].kind == V_STR && value_as_str(p[1])->len == 0) {
        value_release(list);
        return error_raise_as(in, ERR_VALUE, "empty separator");
    }
    if (a->fn->name[0] == 'r') {
        split_right(s, p[1].kind == V_STR ? value_as_str(p[1]) : NULL, maxsplit, list);
    } else if (p[1].kind == V_NONE) {
        for (;;) {
            while (d < end && builtins_is_space(*d)) d++;
            if (d == end) break;
            if (maxsplit-- == 0) {
                value_list_push(list, value_str(d, (size_t)(end - d)));
                break;
            }
            const char *w = d;
            while (d < end && !builtins_is_space(*d)) d++;
            value_list_push(list, value_str(w, (size_t)(d - w)));
        }
    } else {
        Str *sep = value_as_str(p[1]);
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
    Str *sep = value_as_str(p[0]);
    List *l = value_as_list(items);
    Buf b = BUF_INIT;
    for (size_t i = 0; i < l->len; i++) {
        if (l->items[i].kind != V_STR) {
            error_raise_as(in, ERR_TYPE, "sequence item %zu: expected str instance, %s found", i, value_type_name(l->items[i]));
            buf_free(&b);
            value_release(items);
            return false;
        }
        if (i) buf_put(&b, sep->data, sep->len);
        buf_put(&b, value_as_str(l->items[i])->data, value_as_str(l->items[i])->len);
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
    Str *s = value_as_str(p[0]);
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
            return error_raise_as(in, ERR_TYPE, "%s first arg must be str or a tuple of str, not %s", a->fn->name,
                              value_type_name(cands[i]));
        Str *x = value_as_str(cands[i]);
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
    if (!builtins_need_str(in, p[1], "replace() argument 1") || !builtins_need_str(in, p[2], "replace() argument 2")) return false;
    int64_t count;
    if (!value_as_index(in, p[3], &count)) return false;
    Str *s = value_as_str(p[0]), *old = value_as_str(p[1]), *new = value_as_str(p[2]);
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
        return error_raise_as(in, ERR_TYPE, "must be str, not %s", value_type_name(p[1]));
    Str *s = value_as_str(p[0]), *sub = value_as_str(p[1]);
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
        if (a->fn->name[0] == 'i') return error_raise_as(in, ERR_VALUE, "substring not found");
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
            return error_raise_as(in, ERR_VALUE, "cannot switch from manual field specification to automatic field numbering");
        st->used_auto = true;
        int k = st->next_auto++;
        if (k + 1 >= a->n) return error_raise_as(in, ERR_INDEX, "Replacement index %d out of range for positional args tuple", k);
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
            return error_raise_as(in, ERR_VALUE, "cannot switch from automatic field numbering to manual field specification");
        st->used_manual = true;
        int64_t k = 0;
        for (size_t i = 0; i < len && k < INT32_MAX; i++) k = k * 10 + (name[i] - '0');
        if (k + 1 >= a->n)
            return error_raise_as(in, ERR_INDEX, "Replacement index %lld out of range for positional args tuple", (long long)k);
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
        return error_raise_as(in, ERR_KEY, "KeyError: '%.*s'", (int)len, name);
    }
    return error_raise_as(in, ERR_VALUE, "format field '%.*s' is not supported (only {}, {N} and {name})", (int)len, name);
}

static bool format_text(Interp *in, FormatState *st, const char *d, size_t len, int depth, Buf *b);

static bool format_field(Interp *in, FormatState *st, const char *f, size_t len, int depth, Buf *b)
{
    size_t name_end = 0;
    while (name_end < len && f[name_end] != ':' && f[name_end] != '!') name_end++;
    char conv = 0;
    size_t spec_at = name_end;
    if (name_end < len && f[name_end] == '!') {
        if (name_end + 1 >= len) return error_raise_as(in, ERR_VALUE, "end of string while looking for conversion specifier");
        conv = f[name_end + 1];
        spec_at = name_end + 2;
        if (spec_at < len && f[spec_at] != ':') return error_raise_as(in, ERR_VALUE, "expected ':' after conversion specifier");
        if (conv != 'r' && conv != 's') return error_raise_as(in, ERR_VALUE, "Unknown conversion specifier %c", conv);
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
            ok = value_format(in, s, buf_cstr(&spec), spec.len, b);
            value_release(s);
        }
        buf_free(&text);
    } else {
        ok = value_format(in, v, buf_cstr(&spec), spec.len, b);
    }
    buf_free(&spec);
    return ok;
}

static bool format_text(Interp *in, FormatState *st, const char *d, size_t len, int depth, Buf *b)
{
    if (depth > 2) return error_raise_as(in, ERR_VALUE, "Max string recursion exceeded");
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
                return error_raise(in, "%s", i + 1 == len ? "Single '{' encountered in format string"
                                                         : "expected '}' before end of string");
            }
            if (!format_field(in, st, d + i + 1, j - i - 1, depth, b)) return false;
            i = j + 1;
        } else if (c == '}' && depth == 0) {
            if (i + 1 >= len || d[i + 1] != '}') return error_raise_as(in, ERR_VALUE, "Single '}' encountered in format string");
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
    Str *s = value_as_str(a->v[0]);
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
    if (l->len == 0) return error_raise_as(in, ERR_INDEX, "pop from empty list");
    if (i < 0) i += (int64_t)l->len;
    if (i < 0 || i >= (int64_t)l->len) return error_raise_as(in, ERR_INDEX, "pop index out of range");
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
        if (p[0].kind != V_LIST) return error_raise_as(in, ERR_VALUE, "tuple.index(x): x not in tuple");
        Buf b = BUF_INIT;
        bool ok = value_repr(in, &b, p[1]);
        if (ok) error_raise_as(in, ERR_VALUE, "%s is not in list", buf_cstr(&b));
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
    if (at < 0) return error_raise_as(in, ERR_VALUE, "list.remove(x): x not in list");
    value_release(l->items[at]);
    memmove(l->items + at, l->items + at + 1, (l->len - (size_t)at - 1) * sizeof *l->items);
    l->len--;
    *out = value_none();
    return true;
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
        iter_reverse(l->items, l->len);
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

static bool list_sort(Interp *in, const Args *a, Value *out)
{
    if (a->n > 1) return error_raise_as(in, ERR_TYPE, "sort() takes no positional arguments");
    Value p[3] = {a->v[0], value_none(), value_bool(false)};
    if (!builtins_bind(in, a, (const char *[]){"self", "key", "reverse", NULL}, 1, p)) return false;
    bool rev;
    if (!value_truth(in, p[2], &rev)) return false;
    List *l = value_as_list(p[0]);
    size_t n = l->len;
    Value *work = xmalloc((n ? n : 1) * sizeof *work);
    for (size_t i = 0; i < n; i++) work[i] = value_retain(l->items[i]);
    bool ok = iter_sort(in, work, n, p[1], rev);
    /* A key function that changes the list leaves it as it was. */
    if (ok && l->len != n) ok = error_raise_as(in, ERR_VALUE, "list modified during sort");
    if (ok) {
        for (size_t i = 0; i < n; i++) value_release(l->items[i]);
        memcpy(l->items, work, n * sizeof *work);
    } else {
        for (size_t i = 0; i < n; i++) value_release(work[i]);
    }
    free(work);
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
        if (__builtin_mul_overflow(n, l->items[i].u.i, &n)) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
    *out = value_int(n);
    return true;
}

/* -------------------------------------------------------------- table */

static const Builtin rows[] = {
    /* str methods */
    {"upper", V_STR, BI_METHOD, str_case, "s.upper(): s with ASCII letters in upper case"},
    {"lower", V_STR, BI_METHOD, str_case, "s.lower(): s with ASCII letters in lower case"},
    {"strip", V_STR, BI_METHOD, str_strip, "s.strip(chars=None): s without leading and trailing whitespace (or chars)"},
    {"lstrip", V_STR, BI_METHOD, str_strip, "s.lstrip(chars=None): s without leading whitespace (or chars)"},
    {"rstrip", V_STR, BI_METHOD, str_strip, "s.rstrip(chars=None): s without trailing whitespace (or chars)"},
    {"split", V_STR, BI_METHOD, str_split, "s.split(sep=None, maxsplit=-1): the words of s (split at sep if given)"},
    {"rsplit", V_STR, BI_METHOD, str_split, "s.rsplit(sep=None, maxsplit=-1): the words of s, split from the right"},
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
    {"sort", V_LIST, BI_METHOD, list_sort, "xs.sort(key=None, reverse=False): sort in place (stable)"},
    {"index", V_LIST, BI_METHOD, seq_index, "xs.index(x): the position of the first item equal to x"},
    {"count", V_LIST, BI_METHOD, seq_count, "xs.count(x): how many items equal x"},
    {"index", V_TUPLE, BI_METHOD, seq_index, "t.index(x): the position of the first item equal to x"},
    {"count", V_TUPLE, BI_METHOD, seq_count, "t.count(x): how many items equal x"},
    {"index", V_SIZE, BI_METHOD, seq_index, "size.index(x): the position of the first dimension equal to x"},
    {"count", V_SIZE, BI_METHOD, seq_count, "size.count(x): how many dimensions equal x"},
    {"numel", V_SIZE, BI_METHOD, size_numel, "size.numel(): the product of the dimensions"},
};

void builtins_seq_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
