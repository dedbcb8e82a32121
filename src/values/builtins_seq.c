/* builtins_seq.c: the methods of strings (upper, strip, split, join,
 * replace, find, format, ...) and of lists, tuples and Size (append, pop,
 * sort, index, count, numel), with Python 3.11's behaviour and error
 * texts. */
#include "values/builtins_seq.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "values/dict.h"
#include "values/args.h"
#include "values/builtins.h"
#include "values/iter.h"
#include "base/error.h"
#include "base/pyfmt.h"

/* ------------------------------------------------------- str methods */

/* upper, lower: the case in data. */
enum { CASE_UPPER, CASE_LOWER };

static bool str_case(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Str *s = value_as_str(a->p[0]);
    bool up = a->fn->data == CASE_UPPER;
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

size_t builtins_seq_chars(const Str *s, size_t lo, size_t hi)
{
    size_t n = 0;
    for (size_t i = lo; i < hi; i++)
        if (((unsigned char)s->data[i] & 0xC0) != 0x80) n++;
    return n;
}

/* strip, lstrip, rstrip: the sides in data. */
enum { STRIP_LEFT = 1, STRIP_RIGHT = 2, STRIP_BOTH = 3 };

static bool str_strip(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (p[1].kind != V_NONE && p[1].kind != V_STR)
        return error_raise_as(in, ERR_TYPE, "%s arg must be None or str", a->fn->name);
    const Str *chars = p[1].kind == V_STR ? value_as_str(p[1]) : NULL;
    Str *s = value_as_str(p[0]);
    size_t lo = 0, hi = s->len;
    bool left = a->fn->data & STRIP_LEFT, right = a->fn->data & STRIP_RIGHT;
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

const char *builtins_seq_last(const char *hay, size_t n, const char *needle, size_t m)
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
                w = builtins_seq_last(d, (size_t)(end - d), sep->data, sep->len);
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

/* split and rsplit: the direction in data. */
enum { SPLIT_LEFT, SPLIT_RIGHT };

static bool str_split(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (p[1].kind != V_NONE && p[1].kind != V_STR)
        return error_raise_as(in, ERR_TYPE, "must be str or None, not %s", value_type_name(p[1]));
    int64_t maxsplit;
    if (!value_as_index(in, p[2], &maxsplit)) return false;
    if (p[1].kind == V_STR && value_as_str(p[1])->len == 0) return error_raise_as(in, ERR_VALUE, "empty separator");
    Str *s = value_as_str(p[0]);
    Value list = value_list_new(V_LIST, 0);
    const char *d = s->data, *end = d + s->len;
    if (a->fn->data == SPLIT_RIGHT) {
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
    const Value *p = a->p;
    Value items;
    if (!value_is_iterable(p[1])) return error_raise_as(in, ERR_TYPE, "can only join an iterable");
    if (!value_items(in, p[1], &items)) return false;
    Str *sep = value_as_str(p[0]);
    List *l = value_as_list(items);
    Buf b = BUF_INIT;
    for (size_t i = 0; i < l->len; i++) {
        if (l->items[i].kind != V_STR) {
            error_raise_as(in, ERR_TYPE, "sequence item %zu: expected str instance, %s found",
                           i, value_type_name(l->items[i]));
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

/* startswith, endswith: the end in data. */
enum { AFFIX_START, AFFIX_END };

static bool str_affix(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool starts = a->fn->data == AFFIX_START;
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
    const Value *p = a->p;
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

/* find, index, count on strings: which in data. */
enum { SEARCH_FIND, SEARCH_INDEX, SEARCH_COUNT };

static bool str_search(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (p[1].kind != V_STR)
        return error_raise_as(in, ERR_TYPE, "must be str, not %s", value_type_name(p[1]));
    Str *s = value_as_str(p[0]), *sub = value_as_str(p[1]);
    size_t lo, hi;
    if (!str_window(in, s, p[2], p[3], &lo, &hi)) return false;
    if (a->fn->data == SEARCH_COUNT) {
        int64_t n = 0;
        if (sub->len == 0) {
            n = (int64_t)builtins_seq_chars(s, lo, hi) + 1;
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
        if (a->fn->data == SEARCH_INDEX) return error_raise_as(in, ERR_VALUE, "substring not found");
        *out = value_int(-1);
        return true;
    }
    *out = value_int((int64_t)builtins_seq_chars(s, 0, (size_t)(hit - s->data)));
    return true;
}

/* str.format: {} {0} {name}, with !r / !s and a spec that may itself hold
 * one level of {} fields.  Positional fields come from the *args tuple,
 * named ones from the keywords as written (**kwargs). */
typedef struct FormatState {
    const Args *a;
    const List *args;
    int next_auto;
    bool used_auto, used_manual;
} FormatState;

static bool format_field_value(Interp *in, FormatState *st, const char *name, size_t len, Value *out)
{
    const Args *a = st->a;
    if (len == 0) {
        if (st->used_manual)
            return error_raise_as(in, ERR_VALUE,
                                  "cannot switch from manual field specification to automatic field numbering");
        st->used_auto = true;
        int k = st->next_auto++;
        if ((size_t)k >= st->args->len)
            return error_raise_as(in, ERR_INDEX, "Replacement index %d out of range for positional args tuple", k);
        *out = st->args->items[k];
        return true;
    }
    bool digits = true;
    for (size_t i = 0; i < len; i++)
        if (name[i] < '0' || name[i] > '9') digits = false;
    if (digits) {
        if (st->used_auto)
            return error_raise_as(in, ERR_VALUE,
                                  "cannot switch from automatic field numbering to manual field specification");
        st->used_manual = true;
        int64_t k = 0;
        for (size_t i = 0; i < len && k < INT32_MAX; i++) k = k * 10 + (name[i] - '0');
        if (k >= (int64_t)st->args->len)
            return error_raise_as(in, ERR_INDEX, "Replacement index %lld out of range for positional args tuple",
                                  (long long)k);
        *out = st->args->items[k];
        return true;
    }
    for (int k = 0; k < a->nkw; k++) {
        if (strlen(a->kw_names[k]) == len && memcmp(a->kw_names[k], name, len) == 0) {
            *out = a->kw[k];
            return true;
        }
    }
    Value key = value_str(name, len);
    dict_key_error(in, key);
    value_release(key);
    return false;
}

/* The argument's part of a field name: up to its first '.' or '['. */
static size_t arg_name_len(const char *f, size_t len)
{
    size_t i = 0;
    while (i < len && f[i] != '.' && f[i] != '[') i++;
    return i;
}

/* One '.name' or '[key]' of a field name at f (len left): v's attribute or
 * item, as str.format reads them (a key of digits is an int, any other a
 * str); *used is how much of f it took. */
static bool format_field_step(Interp *in, Value v, const char *f, size_t len, size_t *used, Value *out)
{
    size_t j = 1;
    if (f[0] == '.') {
        while (j < len && f[j] != '.' && f[j] != '[') j++;
        if (j == 1) return error_raise_as(in, ERR_VALUE, "Empty attribute in format string");
        char *name = xstrndup(f + 1, j - 1);
        bool ok = builtins_get_attr(in, v, name, out);
        free(name);
        *used = j;
        return ok;
    }
    while (j < len && f[j] != ']') j++;
    if (j >= len) return error_raise_as(in, ERR_VALUE, "Missing ']' in format string");
    if (j == 1) return error_raise_as(in, ERR_VALUE, "Empty attribute in format string");
    bool digits = true;
    int64_t k = 0;
    for (size_t i = 1; i < j; i++) {
        if (f[i] < '0' || f[i] > '9') digits = false;
        else if (k < INT32_MAX) k = k * 10 + (f[i] - '0');
    }
    Value key = digits ? value_int(k) : value_str(f + 1, j - 1);
    bool ok = value_index(in, v, &key, 1, out);
    value_release(key);
    *used = j + 1;
    return ok;
}

/* The value a whole field name gives: its argument, then each attribute
 * and item after it ({0.shape}, {d[lr]}, {xs[0]}); *out is owned. */
static bool format_field_lookup(Interp *in, FormatState *st, const char *f, size_t len, Value *out)
{
    size_t at = arg_name_len(f, len);
    Value v;
    if (!format_field_value(in, st, f, at, &v)) return false;
    v = value_retain(v);
    while (at < len) {
        size_t used = 0;
        Value next;
        /* Checked when reached, as CPython does: after the item before. */
        bool ok = f[at] == '.' || f[at] == '[' ||
                  error_raise_as(in, ERR_VALUE, "Only '.' or '[' may follow ']' in format field specifier");
        ok = ok && format_field_step(in, v, f + at, len - at, &used, &next);
        value_release(v);
        if (!ok) return false;
        v = next;
        at += used;
    }
    *out = v;
    return true;
}

static bool format_text(Interp *in, FormatState *st, const char *d, size_t len, int depth, Buf *b);

static bool format_field(Interp *in, FormatState *st, const char *f, size_t len, int depth, Buf *b)
{
    size_t name_end = 0;
    while (name_end < len && f[name_end] != ':' && f[name_end] != '!') name_end++;
    char conv = 0;
    size_t spec_at = name_end;
    if (name_end < len && f[name_end] == '!') {
        if (name_end + 1 >= len)
            return error_raise_as(in, ERR_VALUE, "end of string while looking for conversion specifier");
        conv = f[name_end + 1];
        spec_at = name_end + 2;
        if (spec_at < len && f[spec_at] != ':')
            return error_raise_as(in, ERR_VALUE, "expected ':' after conversion specifier");
        if (conv != 'r' && conv != 's') return error_raise_as(in, ERR_VALUE, "Unknown conversion specifier %c", conv);
    }
    Value v;
    if (!format_field_lookup(in, st, f, name_end, &v)) return false;
    Buf spec = BUF_INIT;
    if (spec_at < len && !format_text(in, st, f + spec_at + 1, len - spec_at - 1, depth + 1, &spec)) {
        buf_free(&spec);
        value_release(v);
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
    value_release(v);
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
            if (i + 1 >= len || d[i + 1] != '}')
                return error_raise_as(in, ERR_VALUE, "Single '}' encountered in format string");
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
    FormatState st = {a, value_as_list(a->p[1]), 0, false, false};
    Str *s = value_as_str(a->p[0]);
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
    (void)in;
    value_list_push(a->p[0], value_retain(a->p[1]));
    *out = value_none();
    return true;
}

static bool list_pop(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
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
    const Value *p = a->p;
    Value r;
    if (!value_inplace(in, OP_ADD, p[0], p[1], &r)) return false;
    value_release(r);
    *out = value_none();
    return true;
}

static bool list_insert(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
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

/* The position of the first item equal to x among [from, to), or -1. */
static bool seq_find(Interp *in, const List *l, Value x, size_t from, size_t to, int64_t *at)
{
    for (size_t i = from; i < to && i < l->len; i++) {
        /* Identity first, as CPython's comparisons here are: [t].count(t) asks no tensor ==. */
        bool eq = value_is(l->items[i], x);
        if (!eq && !value_equal(in, l->items[i], x, &eq)) return false;
        if (eq) {
            *at = (int64_t)i;
            return true;
        }
    }
    *at = -1;
    return true;
}

/* list.index's start or stop (None: dflt): negative counts from the end,
 * and either is clipped to the list, as CPython's are. */
static bool index_bound(Interp *in, const Args *a, int k, size_t len, size_t dflt, size_t *out)
{
    int64_t i;
    if (a->p[k].kind == V_NONE) {
        *out = dflt;
        return true;
    }
    if (!args_int(in, a, k, &i)) return false;
    if (i < 0) i += (int64_t)len;
    *out = i < 0 ? 0 : (size_t)i > len ? len : (size_t)i;
    return true;
}

static bool seq_index(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    size_t len = value_as_list(p[0])->len, from, to;
    int64_t at;
    if (!index_bound(in, a, 2, len, 0, &from) || !index_bound(in, a, 3, len, len, &to)) return false;
    if (!seq_find(in, value_as_list(p[0]), p[1], from, to, &at)) return false;
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
    const Value *p = a->p;
    List *l = value_as_list(p[0]);
    int64_t n = 0;
    for (size_t i = 0; i < l->len; i++) {
        bool eq = value_is(l->items[i], p[1]);
        if (!eq && !value_equal(in, l->items[i], p[1], &eq)) return false;
        n += eq;
    }
    *out = value_int(n);
    return true;
}

static bool list_remove(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    List *l = value_as_list(p[0]);
    int64_t at;
    if (!seq_find(in, l, p[1], 0, l->len, &at)) return false;
    if (at < 0) return error_raise_as(in, ERR_VALUE, "list.remove(x): x not in list");
    value_release(l->items[at]);
    memmove(l->items + at, l->items + at + 1, (l->len - (size_t)at - 1) * sizeof *l->items);
    l->len--;
    *out = value_none();
    return true;
}

/* reverse, clear, copy: the methods without arguments, which in data. */
enum { LIST_REVERSE, LIST_CLEAR, LIST_COPY };

static bool list_simple(Interp *in, const Args *a, Value *out)
{
    Value self = a->p[0];
    List *l = value_as_list(self);
    *out = value_none();
    switch (a->fn->data) {
    case LIST_REVERSE:
        iter_reverse(l->items, l->len);
        break;
    case LIST_CLEAR: {
        size_t n = l->len;
        l->len = 0;
        for (size_t i = 0; i < n; i++) value_release(l->items[i]);
        break;
    }
    default:
        return value_items(in, self, out);
    }
    return true;
}

static bool list_sort(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool rev;
    if (!value_truth(in, p[2], &rev)) return false;
    List *l = value_as_list(p[0]);
    size_t n = l->len;
    *out = value_none();
    /* An empty list may have no items array at all. */
    if (n == 0) return true;
    Value *work = xmalloc(n * sizeof *work);
    for (size_t i = 0; i < n; i++) work[i] = value_retain(l->items[i]);
    bool ok = iter_sort(in, work, n, p[1], rev);
    /* A key function that changes the list's length leaves it as it was. */
    if (ok && l->len == n) {
        for (size_t i = 0; i < n; i++) value_release(l->items[i]);
        memcpy(l->items, work, n * sizeof *work);
    } else {
        for (size_t i = 0; i < n; i++) value_release(work[i]);
    }
    free(work);
    return ok;
}

static bool size_numel(Interp *in, const Args *a, Value *out)
{
    List *l = value_as_list(a->p[0]);
    int64_t n = 1;
    for (size_t i = 0; i < l->len; i++)
        if (__builtin_mul_overflow(n, l->items[i].u.i, &n)) return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
    *out = value_int(n);
    return true;
}

/* -------------------------------------------------------------- table */

static const Builtin rows[] = {
    /* str methods */
    {"upper", V_STR, BI_METHOD, str_case, "", CASE_UPPER, "s with ASCII letters in upper case"},
    {"lower", V_STR, BI_METHOD, str_case, "", CASE_LOWER, "s with ASCII letters in lower case"},
    {"casefold", V_STR, BI_METHOD, str_case, "", CASE_LOWER, "as lower(), for caseless comparison"},
    {"strip", V_STR, BI_METHOD, str_strip, "chars=None", STRIP_BOTH,
     "s without leading and trailing whitespace (or chars)"},
    {"lstrip", V_STR, BI_METHOD, str_strip, "chars=None", STRIP_LEFT, "s without leading whitespace (or chars)"},
    {"rstrip", V_STR, BI_METHOD, str_strip, "chars=None", STRIP_RIGHT, "s without trailing whitespace (or chars)"},
    {"split", V_STR, BI_METHOD, str_split, "sep=None, maxsplit=-1", SPLIT_LEFT,
     "the words of s (split at sep if given)"},
    {"rsplit", V_STR, BI_METHOD, str_split, "sep=None, maxsplit=-1", SPLIT_RIGHT,
     "the words of s, split from the right"},
    {"join", V_STR, BI_METHOD, str_join, "iterable", 0, "the strings of iterable with s between them"},
    {"startswith", V_STR, BI_METHOD, str_affix, "prefix, start=None, end=None", AFFIX_START,
     "whether s begins with prefix (or one of a tuple of them)"},
    {"endswith", V_STR, BI_METHOD, str_affix, "suffix, start=None, end=None", AFFIX_END,
     "whether s ends with suffix (or one of a tuple of them)"},
    {"replace", V_STR, BI_METHOD, str_replace, "old, new, count=-1", 0, "s with old replaced by new"},
    {"find", V_STR, BI_METHOD, str_search, "sub, start=None, end=None", SEARCH_FIND,
     "the first position of sub, or -1"},
    {"index", V_STR, BI_METHOD, str_search, "sub, start=None, end=None", SEARCH_INDEX, "the first position of sub"},
    {"count", V_STR, BI_METHOD, str_search, "sub, start=None, end=None", SEARCH_COUNT,
     "non-overlapping occurrences of sub"},
    {"format", V_STR, BI_METHOD, str_format, "*args, **kwargs", 0, "s with {} {0} {name} fields filled in"},
    /* list, tuple and Size methods */
    {"append", V_LIST, BI_METHOD, list_append, "x", 0, "add x at the end"},
    {"pop", V_LIST, BI_METHOD, list_pop, "index=-1", 0, "remove and return the item at index"},
    {"extend", V_LIST, BI_METHOD, list_extend, "iterable", 0, "add the items at the end"},
    {"insert", V_LIST, BI_METHOD, list_insert, "index, object", 0, "put object before position index"},
    {"remove", V_LIST, BI_METHOD, list_remove, "value", 0, "remove the first item equal to value"},
    {"reverse", V_LIST, BI_METHOD, list_simple, "", LIST_REVERSE, "reverse the list in place"},
    {"clear", V_LIST, BI_METHOD, list_simple, "", LIST_CLEAR, "remove every item"},
    {"copy", V_LIST, BI_METHOD, list_simple, "", LIST_COPY, "a shallow copy"},
    {"sort", V_LIST, BI_METHOD, list_sort, "*, key=None, reverse=False", 0,
     "sort in place (stable), by key(item) if given"},
    {"index", V_LIST, BI_METHOD, seq_index, "value, start=None, stop=None", 0,
     "the position of the first item equal to value (from start, before stop)"},
    {"count", V_LIST, BI_METHOD, seq_count, "value", 0, "how many items equal value"},
    {"index", V_TUPLE, BI_METHOD, seq_index, "value, start=None, stop=None", 0,
     "the position of the first item equal to value (from start, before stop)"},
    {"count", V_TUPLE, BI_METHOD, seq_count, "value", 0, "how many items equal value"},
    {"index", V_SIZE, BI_METHOD, seq_index, "value, start=None, stop=None", 0,
     "the position of the first dimension equal to value (from start, before stop)"},
    {"count", V_SIZE, BI_METHOD, seq_count, "value", 0, "how many dimensions equal value"},
    {"numel", V_SIZE, BI_METHOD, size_numel, "", 0, "the product of the dimensions"},
};

void builtins_seq_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
