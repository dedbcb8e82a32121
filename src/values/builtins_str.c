/* builtins_str.c: the str methods builtins_seq.c leaves out (title,
 * capitalize, swapcase, center, ljust, rjust, zfill, partition,
 * rpartition, rfind, rindex, splitlines, the is* tests,
 * removeprefix, removesuffix) and printf-style formatting with %, with
 * Python 3.11's behaviour and errors (builtins_str.h).  Letter case is
 * ASCII's, as upper() and lower() are. */
#include "values/builtins_str.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "values/builtins.h"
#include "values/builtins_seq.h"
#include "values/dict.h"
#include "base/error.h"

static Str *as_str(Value v)
{
    return value_as_str(v);
}

/* ---------------------------------------------------------------- case */

/* title, capitalize, swapcase, by data. */
enum { CASE_TITLE, CASE_CAPITALIZE, CASE_SWAP };

static bool s_case(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Str *s = as_str(a->p[0]);
    Buf b = BUF_INIT;
    buf_put(&b, s->data, s->len);
    bool start = true;
    for (size_t i = 0; i < b.len; i++) {
        unsigned char c = (unsigned char)b.data[i];
        if (a->fn->data == CASE_TITLE) {
            b.data[i] = (char)(start ? toupper(c) : tolower(c));
            start = !isalpha(c);
        } else if (a->fn->data == CASE_CAPITALIZE) {
            b.data[i] = (char)(i == 0 ? toupper(c) : tolower(c));
        } else {                        /* swapcase */
            b.data[i] = (char)(isupper(c) ? tolower(c) : toupper(c));
        }
    }
    *out = value_str_buf(&b);
    return true;
}

/* isdigit (isdecimal, isnumeric), isalpha, isalnum, isspace, isupper,
 * islower, isidentifier, istitle, by data. */
enum { IS_DIGIT, IS_ALPHA, IS_ALNUM, IS_SPACE, IS_UPPER, IS_LOWER, IS_IDENTIFIER, IS_TITLE };

/* An ASCII identifier: a letter or _, then letters, digits and _. */
static bool is_identifier(const Str *s)
{
    if (s->len == 0 || isdigit((unsigned char)s->data[0])) return false;
    for (size_t i = 0; i < s->len; i++)
        if (!isalnum((unsigned char)s->data[i]) && s->data[i] != '_') return false;
    return true;
}

/* Title case: an upper case letter only after an uncased character, a
 * lower case one only after a cased one, and at least one letter. */
static bool is_title(const Str *s)
{
    bool cased = false, after_cased = false;
    for (size_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->data[i];
        if ((isupper(c) && after_cased) || (islower(c) && !after_cased)) return false;
        after_cased = isupper(c) || islower(c);
        cased |= after_cased;
    }
    return cased;
}

static bool s_test(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Str *s = as_str(a->p[0]);
    int test = a->fn->data;
    if (test == IS_IDENTIFIER || test == IS_TITLE) {
        *out = value_bool(test == IS_IDENTIFIER ? is_identifier(s) : is_title(s));
        return true;
    }
    bool ok = s->len > 0, cased = false;
    for (size_t i = 0; i < s->len && ok; i++) {
        unsigned char c = (unsigned char)s->data[i];
        if (test == IS_DIGIT) ok = isdigit(c);
        else if (test == IS_ALPHA) ok = isalpha(c);
        else if (test == IS_ALNUM) ok = isalnum(c);
        else if (test == IS_SPACE) ok = builtins_is_space((char)c);
        else if (test == IS_UPPER) ok = !islower(c), cased |= isupper(c) != 0;
        else ok = !isupper(c), cased |= islower(c) != 0;
    }
    if (test == IS_UPPER || test == IS_LOWER) ok = ok && cased;
    *out = value_bool(ok);
    return true;
}

/* ------------------------------------------------------------- padding */

/* center, ljust, rjust (by data): to width code points with fillchar. */
enum { PAD_CENTER, PAD_LEFT, PAD_RIGHT };

static bool s_pad(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int64_t width;
    if (!value_as_index(in, p[1], &width)) return false;
    if (p[2].kind != V_STR || as_str(p[2])->nchars != 1)
        return error_raise_as(in, ERR_TYPE, "The fill character must be exactly one character long");
    const char *fill = as_str(p[2])->data;
    size_t flen = as_str(p[2])->len;
    Str *s = as_str(p[0]);
    int64_t n = (int64_t)s->nchars, extra = width > n ? width - n : 0, left;
    /* CPython's center puts the odd fill on the left when width is odd. */
    if (a->fn->data == PAD_CENTER) left = extra / 2 + (extra & width & 1);
    else if (a->fn->data == PAD_LEFT) left = 0;
    else left = extra;
    Buf b = BUF_INIT;
    for (int64_t i = 0; i < left; i++) buf_put(&b, fill, flen);
    buf_put(&b, s->data, s->len);
    for (int64_t i = left; i < extra; i++) buf_put(&b, fill, flen);
    *out = value_str_buf(&b);
    return true;
}

static bool s_zfill(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    int64_t width;
    if (!value_as_index(in, p[1], &width)) return false;
    Str *s = as_str(p[0]);
    int64_t extra = width > (int64_t)s->nchars ? width - (int64_t)s->nchars : 0;
    Buf b = BUF_INIT;
    size_t start = 0;
    if (s->len && (s->data[0] == '+' || s->data[0] == '-')) buf_putc(&b, s->data[start++]);
    for (int64_t i = 0; i < extra; i++) buf_putc(&b, '0');
    buf_put(&b, s->data + start, s->len - start);
    *out = value_str_buf(&b);
    return true;
}

/* ---------------------------------------------------------- searching */

/* partition and rpartition: which end in data. */
enum { FROM_LEFT, FROM_RIGHT };

static bool s_partition(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!builtins_need_str(in, p[1], "sep")) return false;
    Str *s = as_str(p[0]), *sep = as_str(p[1]);
    if (sep->len == 0) return error_raise_as(in, ERR_VALUE, "empty separator");
    bool right = a->fn->data == FROM_RIGHT;
    const char *hit = right ? builtins_seq_last(s->data, s->len, sep->data, sep->len)
                            : memmem(s->data, s->len, sep->data, sep->len);
    Value t = value_list_new(V_TUPLE, 3);
    if (!hit) {
        value_list_push(t, right ? value_str("", 0) : value_retain(p[0]));
        value_list_push(t, value_str("", 0));
        value_list_push(t, right ? value_retain(p[0]) : value_str("", 0));
    } else {
        value_list_push(t, value_str(s->data, (size_t)(hit - s->data)));
        value_list_push(t, value_retain(p[1]));
        value_list_push(t, value_str(hit + sep->len, s->len - (size_t)(hit - s->data) - sep->len));
    }
    *out = t;
    return true;
}

/* rfind and rindex: whether a miss raises in data. */
enum { MISS_MINUS_ONE, MISS_RAISES };

static bool s_rfind(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (p[1].kind != V_STR) return error_raise_as(in, ERR_TYPE, "must be str, not %s", value_type_name(p[1]));
    Str *s = as_str(p[0]), *sub = as_str(p[1]);
    const char *hit = builtins_seq_last(s->data, s->len, sub->data, sub->len);
    if (!hit) {
        if (a->fn->data == MISS_RAISES) return error_raise_as(in, ERR_VALUE, "substring not found");
        *out = value_int(-1);
        return true;
    }
    *out = value_int((int64_t)builtins_seq_chars(s, 0, (size_t)(hit - s->data)));
    return true;
}

static bool s_splitlines(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool keep;
    if (!value_truth(in, p[1], &keep)) return false;
    Str *s = as_str(p[0]);
    Value lines = value_list_new(V_LIST, 0);
    size_t i = 0;
    while (i < s->len) {
        size_t j = i;
        while (j < s->len && s->data[j] != '\n' && s->data[j] != '\r') j++;
        size_t eol = j;
        if (j < s->len) j += s->data[j] == '\r' && j + 1 < s->len && s->data[j + 1] == '\n' ? 2 : 1;
        value_list_push(lines, value_str(s->data + i, (keep ? j : eol) - i));
        i = j;
    }
    *out = lines;
    return true;
}

/* removeprefix and removesuffix: which end in data. */
static bool s_remove(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (!builtins_need_str(in, p[1], a->fn->name)) return false;
    Str *s = as_str(p[0]), *x = as_str(p[1]);
    bool prefix = a->fn->data == FROM_LEFT;
    if (x->len <= s->len && memcmp(prefix ? s->data : s->data + s->len - x->len, x->data, x->len) == 0) {
        *out = prefix ? value_str(s->data + x->len, s->len - x->len) : value_str(s->data, s->len - x->len);
        return true;
    }
    *out = value_retain(p[0]);
    return true;
}

/* ------------------------------------------------------------- ascii */

bool str_ascii(Interp *in, Value v, Buf *out)
{
    Buf r = BUF_INIT;
    if (!value_repr(in, &r, v)) {
        buf_free(&r);
        return false;
    }
    const unsigned char *t = (const unsigned char *)buf_cstr(&r);
    for (size_t i = 0; i < r.len;) {
        if (t[i] < 0x80) {
            buf_putc(out, (char)t[i++]);
            continue;
        }
        size_t n = t[i] >= 0xF0 ? 4 : t[i] >= 0xE0 ? 3 : 2;
        uint32_t cp = t[i] & (0x7Fu >> n);
        for (size_t k = 1; k < n && i + k < r.len; k++) cp = cp << 6 | (t[i + k] & 0x3Fu);
        if (cp < 0x100) buf_printf(out, "\\x%02x", cp);
        else if (cp < 0x10000) buf_printf(out, "\\u%04x", cp);
        else buf_printf(out, "\\U%08x", cp);
        i += n;
    }
    buf_free(&r);
    return true;
}

static bool bi_ascii(Interp *in, const Args *a, Value *out)
{
    Buf b = BUF_INIT;
    if (!str_ascii(in, a->p[0], &b)) {
        buf_free(&b);
        return false;
    }
    *out = value_str_buf(&b);
    return true;
}

/* ------------------------------------------------------- %-formatting */

/* The next argument of a %-format, or TypeError. */
static bool next_arg(Interp *in, Value args, size_t *k, Value *out)
{
    if (args.kind == V_TUPLE) {
        List *l = value_as_list(args);
        if (*k >= l->len) return error_raise_as(in, ERR_TYPE, "not enough arguments for format string");
        *out = l->items[(*k)++];
        return true;
    }
    if (*k > 0) return error_raise_as(in, ERR_TYPE, "not enough arguments for format string");
    (*k)++;
    *out = args;
    return true;
}

/* A * width or precision. */
static bool star_arg(Interp *in, Value args, size_t *k, int64_t *out)
{
    Value v = value_none();
    if (!next_arg(in, args, k, &v)) return false;
    if (v.kind != V_INT && v.kind != V_BOOL) return error_raise_as(in, ERR_TYPE, "* wants int");
    *out = v.kind == V_INT ? v.u.i : v.u.b;
    return true;
}

/* One conversion: v formatted with a format spec made of the flags,
 * width and precision. */
static bool convert(Interp *in, char type, const char *flags, int64_t width, int64_t prec, Value v, Buf *out)
{
    Buf spec = BUF_INIT;
    bool left = strchr(flags, '-') != NULL, zero = strchr(flags, '0') != NULL && !left;
    bool ok = true;
    Value x = value_none();
    char t = type == 'i' || type == 'u' ? 'd' : type;
    if (strchr("sra", t)) {
        Buf text = BUF_INIT;
        ok = t == 's' ? value_to_text(in, &text, v) : t == 'r' ? value_repr(in, &text, v) : str_ascii(in, v, &text);
        if (ok) x = value_str_buf(&text);
        else buf_free(&text);
        buf_puts(&spec, left ? "<" : ">");
        if (width > 0) buf_printf(&spec, "%lld", (long long)width);
        if (prec >= 0) buf_printf(&spec, ".%lld", (long long)prec);
    } else if (t == 'c') {
        if (v.kind == V_STR && as_str(v)->nchars == 1) {
            x = value_retain(v);
        } else if (v.kind == V_INT) {
            char c[2] = {(char)v.u.i, 0};
            if (v.u.i < 0 || v.u.i > 127) ok = error_raise_as(in, ERR_OVERFLOW, "%%c arg not in range(0x110000)");
            else x = value_str(c, 1);
        } else {
            ok = error_raise_as(in, ERR_TYPE, "%%c requires int or char");
        }
        buf_puts(&spec, left ? "<" : ">");
        if (width > 0) buf_printf(&spec, "%lld", (long long)width);
    } else {
        if (!value_has_scalar(v) || v.kind == V_STR) {
            ok = error_raise_as(in, ERR_TYPE, "%%%c format: %s is required, not %s", type,
                                strchr("oxXc", t) ? "an integer" : "a real number", value_type_name(v));
        } else {
            ok = value_scalar(in, v, &x);
            if (ok && strchr("oxX", t) && x.kind == V_FLOAT)
                ok = error_raise_as(in, ERR_TYPE, "%%%c format: an integer is required, not float", type);
            if (ok && t == 'd' && x.kind == V_FLOAT) {
                if (x.u.f != x.u.f || x.u.f >= 9.2e18 || x.u.f <= -9.2e18)
                    ok = error_raise_as(in, ERR_VALUE, "cannot convert float %s to integer",
                                        x.u.f != x.u.f ? "NaN" : "infinity");
                else x = value_int((int64_t)x.u.f);
            }
            if (ok && x.kind == V_BOOL) x = value_int(x.u.b);
            if (ok && strchr("eEfFgG", t) && x.kind == V_INT) x = value_float((double)x.u.i);
        }
        if (left) buf_putc(&spec, '<');
        if (strchr(flags, '+')) buf_putc(&spec, '+');
        else if (strchr(flags, ' ')) buf_putc(&spec, ' ');
        if (strchr(flags, '#')) buf_putc(&spec, '#');
        if (zero) buf_putc(&spec, '0');
        if (width > 0) buf_printf(&spec, "%lld", (long long)width);
        if (prec >= 0 && t != 'd') buf_printf(&spec, ".%lld", (long long)prec);
        buf_putc(&spec, t);
    }
    if (ok) ok = value_format(in, x, buf_cstr(&spec), spec.len, out);
    value_release(x);
    buf_free(&spec);
    return ok;
}

static bool str_percent(Interp *in, Value fmt, Value args, Value *out)
{
    Str *f = as_str(fmt);
    Buf b = BUF_INIT;
    size_t k = 0;
    bool mapping = args.kind == V_DICT, used_key = false;
    const char *d = f->data, *end = d + f->len;
    while (d < end) {
        const char *pct = memchr(d, '%', (size_t)(end - d));
        if (!pct) {
            buf_put(&b, d, (size_t)(end - d));
            break;
        }
        buf_put(&b, d, (size_t)(pct - d));
        const char *c = pct + 1;
        Value arg = value_none();
        bool keyed = false;
        if (c < end && *c == '(') {
            const char *close = memchr(c, ')', (size_t)(end - c));
            if (!close) goto incomplete;
            if (!mapping) {
                buf_free(&b);
                return error_raise_as(in, ERR_TYPE, "format requires a mapping");
            }
            Value key = value_str(c + 1, (size_t)(close - c - 1));
            bool found;
            bool ok = dict_get(in, args, key, &found, &arg);
            if (ok && !found) ok = dict_key_error(in, key);
            value_release(key);
            if (!ok) {
                buf_free(&b);
                return false;
            }
            value_release(arg);     /* the dict holds it */
            keyed = used_key = true;
            c = close + 1;
        }
        char flags[8] = {0};
        int nf = 0;
        while (c < end && strchr("-+ #0", *c)) {
            if (nf < 7) flags[nf++] = *c;
            c++;
        }
        int64_t width = -1, prec = -1;
        if (c < end && *c == '*') {
            if (!star_arg(in, args, &k, &width)) goto fail;
            if (width < 0) {
                flags[nf < 7 ? nf++ : 6] = '-';
                width = -width;
            }
            c++;
        } else {
            while (c < end && isdigit((unsigned char)*c)) width = (width < 0 ? 0 : width * 10) + (*c++ - '0');
        }
        if (c < end && *c == '.') {
            c++;
            prec = 0;
            if (c < end && *c == '*') {
                if (!star_arg(in, args, &k, &prec)) goto fail;
                c++;
            } else {
                while (c < end && isdigit((unsigned char)*c)) prec = prec * 10 + (*c++ - '0');
            }
        }
        while (c < end && strchr("hlL", *c)) c++;
        if (c >= end) goto incomplete;
        char type = *c++;
        if (type == '%') {
            buf_putc(&b, '%');
        } else if (!strchr("sradiuoxXeEfFgGc", type)) {
            error_raise_as(in, ERR_VALUE, "unsupported format character '%c' (0x%x) at index %zu", type,
                           (unsigned char)type, (size_t)(c - 1 - f->data));
            goto fail;
        } else {
            if (!keyed) {
                if (mapping) arg = args;
                else if (!next_arg(in, args, &k, &arg)) goto fail;
            }
            if (!convert(in, type, flags, width, prec, arg, &b)) goto fail;
        }
        d = c;
    }
    if (!mapping && !used_key && ((args.kind == V_TUPLE && k < value_as_list(args)->len) || (args.kind != V_TUPLE && k == 0))) {
        buf_free(&b);
        return error_raise_as(in, ERR_TYPE, "not all arguments converted during string formatting");
    }
    *out = value_str_buf(&b);
    return true;
incomplete:
    error_raise_as(in, ERR_VALUE, "incomplete format");
fail:
    buf_free(&b);
    return false;
}

/* ------------------------------------------------------------- table */

static const Builtin rows[] = {
    {"ascii", V_NONE, BI_FUNC, bi_ascii, "obj, /", 0, "repr(obj) with its non-ASCII characters escaped"},
    {"title", V_STR, BI_METHOD, s_case, "", CASE_TITLE, "each word's first letter in upper case, the rest lower"},
    {"capitalize", V_STR, BI_METHOD, s_case, "", CASE_CAPITALIZE, "the first letter in upper case, the rest lower"},
    {"swapcase", V_STR, BI_METHOD, s_case, "", CASE_SWAP, "upper case letters lower, lower case upper"},
    {"isdigit", V_STR, BI_METHOD, s_test, "", IS_DIGIT, "whether s is digits, and not empty"},
    {"isdecimal", V_STR, BI_METHOD, s_test, "", IS_DIGIT, "as isdigit()"},
    {"isnumeric", V_STR, BI_METHOD, s_test, "", IS_DIGIT, "as isdigit()"},
    {"isalpha", V_STR, BI_METHOD, s_test, "", IS_ALPHA, "whether s is letters, and not empty"},
    {"isalnum", V_STR, BI_METHOD, s_test, "", IS_ALNUM, "whether s is letters and digits, and not empty"},
    {"isspace", V_STR, BI_METHOD, s_test, "", IS_SPACE, "whether s is whitespace, and not empty"},
    {"isupper", V_STR, BI_METHOD, s_test, "", IS_UPPER, "whether s has letters, all upper case"},
    {"islower", V_STR, BI_METHOD, s_test, "", IS_LOWER, "whether s has letters, all lower case"},
    {"isidentifier", V_STR, BI_METHOD, s_test, "", IS_IDENTIFIER, "whether s is an (ASCII) identifier"},
    {"istitle", V_STR, BI_METHOD, s_test, "", IS_TITLE, "whether s is in title case"},
    {"center", V_STR, BI_METHOD, s_pad, "width, fillchar=' ', /", PAD_CENTER, "s centered in width characters"},
    {"ljust", V_STR, BI_METHOD, s_pad, "width, fillchar=' ', /", PAD_LEFT, "s padded on the right to width"},
    {"rjust", V_STR, BI_METHOD, s_pad, "width, fillchar=' ', /", PAD_RIGHT, "s padded on the left to width"},
    {"zfill", V_STR, BI_METHOD, s_zfill, "width, /", 0, "s padded with zeros on the left (after a sign)"},
    {"partition", V_STR, BI_METHOD, s_partition, "sep, /", FROM_LEFT, "(before, sep, after) at the first sep"},
    {"rpartition", V_STR, BI_METHOD, s_partition, "sep, /", FROM_RIGHT, "(before, sep, after) at the last sep"},
    {"rfind", V_STR, BI_METHOD, s_rfind, "sub, /", MISS_MINUS_ONE, "the last position of sub, or -1"},
    {"rindex", V_STR, BI_METHOD, s_rfind, "sub, /", MISS_RAISES, "the last position of sub"},
    {"splitlines", V_STR, BI_METHOD, s_splitlines, "keepends=False", 0, "the lines of s"},
    {"removeprefix", V_STR, BI_METHOD, s_remove, "prefix, /", FROM_LEFT, "s without prefix at its start"},
    {"removesuffix", V_STR, BI_METHOD, s_remove, "suffix, /", FROM_RIGHT, "s without suffix at its end"},
};

void builtins_str_register(void)
{
    value_set_percent(str_percent);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
