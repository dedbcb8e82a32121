/* pyfmt.c: Python's number and string formatting (see pyfmt.h).
 *
 * The digits come from the C library, whose printf rounds correctly in every
 * mode; what is Python's here is the choice of digits for repr() and the
 * layout around them: sign, prefix, fill, alignment and digit grouping, as
 * CPython's Python/formatter_unicode.c does them. */
#include "base/pyfmt.h"

#include <fenv.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Widths and precisions past this are refused rather than allocated. */
#define FORMAT_MAX 100000000

/* ---------------------------------------------------------------- repr */

/* Whether x's p digits, rounded in mode, read back as x (into buf). */
static bool reads_back(char *buf, size_t size, double x, int p, int mode)
{
    int saved = fegetround();
    fesetround(mode);
    snprintf(buf, size, "%.*e", p - 1, x);
    fesetround(saved);
    return strtod(buf, NULL) == x;
}

/* The shortest digit string that reads back as x (finite, > 0):
 * x == 0.DIGITS * 10^decpt.  At 16 digits x may lie exactly halfway
 * between two strings, of which the even one printf picks need not read
 * back while the other does (2^-24 is 5.960464477539063e-08 in Python);
 * only there are the strings either side of x tried too. */
static int shortest_digits(double x, char digits[24], int *decpt)
{
    char buf[40];
    for (int p = 1; p <= 17; p++) {
        if (reads_back(buf, sizeof buf, x, p, FE_TONEAREST))
            break;
        if (p == 16 && (reads_back(buf, sizeof buf, x, p, FE_UPWARD) || reads_back(buf, sizeof buf, x, p, FE_DOWNWARD)))
            break;
    }
    int n = 0;
    const char *s = buf;
    for (; *s && *s != 'e'; s++)
        if (*s != '.') digits[n++] = *s;
    int exp = atoi(s + 1);
    while (n > 1 && digits[n - 1] == '0') n--;
    digits[n] = '\0';
    *decpt = exp + 1;
    return n;
}

void pyfmt_float_repr(Buf *out, double x)
{
    if (isnan(x)) {
        buf_puts(out, "nan");
        return;
    }
    if (signbit(x)) {
        buf_putc(out, '-');
        x = -x;
    }
    if (isinf(x)) {
        buf_puts(out, "inf");
        return;
    }
    if (x == 0) {
        buf_puts(out, "0.0");
        return;
    }
    char d[24];
    int decpt;
    int n = shortest_digits(x, d, &decpt);
    /* Python's repr: plain notation for 1e-4 <= x < 1e16, else exponent. */
    if (decpt > -4 && decpt <= 16) {
        if (decpt <= 0) {
            buf_puts(out, "0.");
            buf_repeat(out, '0', (size_t)-decpt);
            buf_puts(out, d);
        } else if (decpt >= n) {
            buf_puts(out, d);
            buf_repeat(out, '0', (size_t)(decpt - n));
            buf_puts(out, ".0");
        } else {
            buf_put(out, d, (size_t)decpt);
            buf_putc(out, '.');
            buf_puts(out, d + decpt);
        }
    } else {
        buf_putc(out, d[0]);
        if (n > 1) {
            buf_putc(out, '.');
            buf_puts(out, d + 1);
        }
        buf_printf(out, "e%+03d", decpt - 1);
    }
}

/* 'g' as CPython's format_float_short does it: `prec` significant digits,
 * exponent form when the exponent is < -4 or >= prec (>= prec - 1 when the
 * spec had no type, which also keeps a ".0": format(123.0, '.3') is
 * '1.23e+02'), trailing zeros dropped unless '#'. */
static void format_g(Buf *out, double a, int prec, bool alt, bool add_dot_0, bool upper)
{
    if (prec == 0) prec = 1;
    Buf sci = BUF_INIT;
    buf_printf(&sci, "%.*e", prec - 1, a);
    char *e = strchr(sci.data, 'e');
    int decpt = atoi(e + 1) + 1;
    Buf d = BUF_INIT;
    for (char *p = sci.data; p < e; p++)
        if (*p != '.') buf_putc(&d, *p);
    if (!alt)
        while (d.len > 1 && d.data[d.len - 1] == '0') d.data[--d.len] = '\0';
    bool use_exp = decpt <= -4 || decpt > (add_dot_0 ? prec - 1 : prec);
    int nd = (int)d.len;
    if (use_exp) {
        buf_putc(out, d.data[0]);
        if (nd > 1 || alt) buf_putc(out, '.');
        buf_puts(out, d.data + 1);
        buf_printf(out, "%c%+03d", upper ? 'E' : 'e', decpt - 1);
    } else if (decpt <= 0) {
        buf_puts(out, "0.");
        buf_repeat(out, '0', (size_t)-decpt);
        buf_puts(out, d.data);
    } else if (decpt >= nd) {
        buf_puts(out, d.data);
        buf_repeat(out, '0', (size_t)(decpt - nd));
        if (alt) buf_putc(out, '.');
        else if (add_dot_0) buf_puts(out, ".0");
    } else {
        buf_put(out, d.data, (size_t)decpt);
        buf_putc(out, '.');
        buf_puts(out, d.data + decpt);
    }
    buf_free(&d);
    buf_free(&sci);
}

/* ---------------------------------------------------------- the spec */

typedef struct Spec {
    char fill[5];      /* one UTF-8 character */
    char align;        /* '<' '>' '^' '=' */
    char sign;         /* '+' '-' ' ', or 0 */
    bool alt;          /* '#' */
    int64_t width;     /* 0 when absent */
    char group;        /* ',' '_', or 0 */
    int64_t prec;      /* -1 when absent */
    char type;         /* 0 when absent (and no default) */
} Spec;

static size_t utf8_char_len(const char *s, size_t avail)
{
    unsigned char c = (unsigned char)s[0];
    size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    return n > avail ? 1 : n;
}

static size_t count_chars(const char *s, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80) k++;
    return k;
}

static bool is_align(char c)
{
    return c == '<' || c == '>' || c == '^' || c == '=';
}

static bool fail(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return false;
}

/* Digits at *pos; false when there are too many to mean anything. */
static bool read_number(const char *s, size_t n, size_t *pos, int64_t *out)
{
    int64_t v = 0;
    bool big = false;
    while (*pos < n && s[*pos] >= '0' && s[*pos] <= '9') {
        if (v > (INT64_MAX - 9) / 10) big = true;
        else v = v * 10 + (s[*pos] - '0');
        (*pos)++;
    }
    *out = v;
    return !big;
}

/* CPython's parse_internal_render_format_spec. */
static bool parse_spec(const char *s, size_t n, char default_align, char default_type,
                       const char *tname, Spec *sp, char *err, size_t errlen)
{
    memset(sp, 0, sizeof *sp);
    strcpy(sp->fill, " ");
    sp->align = default_align;
    sp->prec = -1;
    sp->type = default_type;
    size_t pos = 0;
    bool fill_given = false, align_given = false;
    size_t cl = n ? utf8_char_len(s, n) : 0;
    if (n > cl && is_align(s[cl])) {
        memcpy(sp->fill, s, cl);
        sp->fill[cl] = '\0';
        sp->align = s[cl];
        pos = cl + 1;
        fill_given = align_given = true;
    } else if (n > 0 && is_align(s[0])) {
        sp->align = s[0];
        pos = 1;
        align_given = true;
    }
    if (pos < n && (s[pos] == '+' || s[pos] == '-' || s[pos] == ' ')) sp->sign = s[pos++];
    if (pos < n && s[pos] == '#') {
        sp->alt = true;
        pos++;
    }
    if (!fill_given && pos < n && s[pos] == '0') {
        strcpy(sp->fill, "0");
        if (!align_given && default_align == '>') sp->align = '=';
        pos++;
    }
    if (!read_number(s, n, &pos, &sp->width) || sp->width > FORMAT_MAX)
        return fail(err, errlen, "Too many decimal digits in format string");
    if (pos < n && s[pos] == ',') {
        sp->group = ',';
        pos++;
    }
    if (pos < n && s[pos] == '_') {
        if (sp->group) return fail(err, errlen, "Cannot specify both ',' and '_'.");
        sp->group = '_';
        pos++;
    }
    if (pos < n && s[pos] == ',' && sp->group == '_')
        return fail(err, errlen, "Cannot specify both ',' and '_'.");
    if (pos < n && s[pos] == '.') {
        size_t start = ++pos;
        if (!read_number(s, n, &pos, &sp->prec))
            return fail(err, errlen, "Too many decimal digits in format string");
        if (pos == start) return fail(err, errlen, "Format specifier missing precision");
        if (sp->prec > FORMAT_MAX) return fail(err, errlen, "precision too big");
    }
    if (n - pos > 1)
        return fail(err, errlen, "Invalid format specifier '%.*s' for object of type '%s'",
                    (int)n, s, tname);
    if (n - pos == 1) sp->type = s[pos];
    if (sp->group) {
        switch (sp->type) {
        case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case '\0':
            break;
        case 'b': case 'o': case 'x': case 'X':
            if (sp->group == '_') break;
            /* fall through */
        default:
            return fail(err, errlen, "Cannot specify '%c' with '%c'.", sp->group, sp->type);
        }
    }
    return true;
}

/* ------------------------------------------------------------ layout */

static void put_fill(Buf *out, const char *fill, size_t n)
{
    if (fill[1] == '\0') {
        buf_repeat(out, fill[0], n);
        return;
    }
    for (size_t i = 0; i < n; i++) buf_puts(out, fill);
}

/* Digits with a separator every `every` of them, zero-extended on the left
 * until at least min_len characters (CPython's grouping with zero padding:
 * `format(1234, '08,')` is '0,001,234'). */
static void group_digits(Buf *out, const char *digits, size_t nd, char sep, int every, size_t min_len)
{
    Buf rev = BUF_INIT;
    size_t written = 0;
    size_t i = nd;
    while (i > 0 || rev.len < min_len) {
        if (sep && written > 0 && written % (size_t)every == 0) buf_putc(&rev, sep);
        buf_putc(&rev, i > 0 ? digits[--i] : '0');
        written++;
    }
    for (size_t k = rev.len; k > 0; k--) buf_putc(out, rev.data[k - 1]);
    buf_free(&rev);
}

/* A formatted number: [sign][prefix][digits, grouped][rest], padded. */
static void put_number(Buf *out, const Spec *sp, bool negative, const char *prefix,
                       const char *digits, size_t nd, const char *rest, size_t nrest, int every)
{
    char sign = negative ? '-' : sp->sign == '+' ? '+' : sp->sign == ' ' ? ' ' : 0;
    size_t lead = (sign ? 1 : 0) + strlen(prefix);
    size_t width = (size_t)sp->width;
    size_t rest_chars = count_chars(rest, nrest);
    bool zero_pad = sp->align == '=' && strcmp(sp->fill, "0") == 0;
    size_t min_len = zero_pad && width > lead + rest_chars ? width - lead - rest_chars : 0;
    Buf num = BUF_INIT;
    group_digits(&num, digits, nd, sp->group, every, min_len);
    size_t total = lead + count_chars(buf_cstr(&num), num.len) + rest_chars;
    size_t pad = width > total ? width - total : 0;
    size_t left = sp->align == '>' ? pad : sp->align == '^' ? pad / 2 : 0;
    size_t right = sp->align == '<' ? pad : sp->align == '^' ? pad - pad / 2 : 0;
    size_t inner = sp->align == '=' ? pad : 0;
    put_fill(out, sp->fill, left);
    if (sign) buf_putc(out, sign);
    buf_puts(out, prefix);
    put_fill(out, sp->fill, inner);
    buf_puts(out, buf_cstr(&num));
    buf_put(out, rest, nrest);
    put_fill(out, sp->fill, right);
    buf_free(&num);
}

static size_t utf8_encode(char *out, uint32_t c)
{
    if (c < 0x80) { out[0] = (char)c; return 1; }
    if (c < 0x800) {
        out[0] = (char)(0xC0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        out[0] = (char)(0xE0 | (c >> 12));
        out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (c >> 18));
    out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

/* ----------------------------------------------------------- numbers */

static bool format_float(Buf *out, double v, const Spec *spec, char *err, size_t errlen)
{
    Spec sp = *spec;
    char type = sp.type;
    bool add_dot_0 = false, percent = false;
    int default_prec = 6;
    if (type == '\0') {
        /* No type: repr() without a precision, else 'g' that keeps a ".0". */
        add_dot_0 = true;
        type = 'r';
        default_prec = 0;
    }
    if (type == 'n') type = 'g';
    if (type == '%') {
        type = 'f';
        v *= 100;
        percent = true;
    }
    int prec = sp.prec < 0 ? default_prec : (int)sp.prec;
    if (sp.prec >= 0 && type == 'r') type = 'g';
    if (sp.prec > INT_MAX) return fail(err, errlen, "precision too big");

    bool upper = type == 'E' || type == 'F' || type == 'G';
    bool negative = signbit(v) && !isnan(v);
    double a = fabs(v);
    Buf body = BUF_INIT;
    if (!isfinite(a)) {
        buf_puts(&body, isnan(a) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf"));
        sp.group = 0;   /* zero padding of inf and nan is not grouped */
    } else if (type == 'r') {
        pyfmt_float_repr(&body, a);
        if (sp.alt && !strchr(body.data, '.')) {
            /* '#' keeps a decimal point even in 1e+16: "1.e+16". */
            char *e = strchr(body.data, 'e');
            Buf alt = BUF_INIT;
            buf_put(&alt, body.data, (size_t)(e - body.data));
            buf_putc(&alt, '.');
            buf_puts(&alt, e);
            buf_free(&body);
            body = alt;
        }
    } else if (type == 'g' || type == 'G') {
        format_g(&body, a, prec, sp.alt, add_dot_0, upper);
    } else {
        char fmt[8];
        snprintf(fmt, sizeof fmt, "%%%s.*%c", sp.alt ? "#" : "", type);
        buf_printf(&body, fmt, prec, a);
    }
    if (percent) buf_putc(&body, '%');
    const char *s = buf_cstr(&body);
    size_t nd = 0;
    while (s[nd] >= '0' && s[nd] <= '9') nd++;
    put_number(out, &sp, negative, "", s, nd, s + nd, body.len - nd, 3);
    buf_free(&body);
    return true;
}

bool pyfmt_float(Buf *out, double v, const char *spec, size_t len, char *err, size_t errlen)
{
    Spec sp;
    if (!parse_spec(spec, len, '>', '\0', "float", &sp, err, errlen)) return false;
    switch (sp.type) {
    case '\0': case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
        return format_float(out, v, &sp, err, errlen);
    default:
        return fail(err, errlen, "Unknown format code '%c' for object of type 'float'", sp.type);
    }
}

bool pyfmt_int(Buf *out, int64_t v, const char *tname, const char *spec, size_t len, char *err,
               size_t errlen)
{
    Spec sp;
    if (!parse_spec(spec, len, '>', 'd', tname, &sp, err, errlen)) return false;
    int base;
    const char *prefix = "";
    switch (sp.type) {
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
        return format_float(out, (double)v, &sp, err, errlen);
    case 'b': base = 2; prefix = "0b"; break;
    case 'o': base = 8; prefix = "0o"; break;
    case 'x': base = 16; prefix = "0x"; break;
    case 'X': base = 16; prefix = "0X"; break;
    case 'd': case 'n': case 'c': base = 10; break;
    default:
        return fail(err, errlen, "Unknown format code '%c' for object of type '%s'", sp.type, tname);
    }
    if (sp.prec >= 0) return fail(err, errlen, "Precision not allowed in integer format specifier");
    if (sp.type == 'c') {
        if (sp.sign) return fail(err, errlen, "Sign not allowed with integer format specifier 'c'");
        if (sp.alt)
            return fail(err, errlen, "Alternate form (#) not allowed with integer format specifier 'c'");
        if (v < 0 || v > 0x10FFFF) return fail(err, errlen, "%%c arg not in range(0x110000)");
        char ch[4];
        size_t n = utf8_encode(ch, (uint32_t)v);
        put_number(out, &sp, false, "", "", 0, ch, n, 3);
        return true;
    }
    uint64_t mag = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    char digits[72];
    size_t nd = 0;
    const char *alphabet = sp.type == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    do {
        digits[nd++] = alphabet[mag % (uint64_t)base];
        mag /= (uint64_t)base;
    } while (mag);
    for (size_t i = 0; i < nd / 2; i++) {
        char t = digits[i];
        digits[i] = digits[nd - 1 - i];
        digits[nd - 1 - i] = t;
    }
    put_number(out, &sp, v < 0, sp.alt ? prefix : "", digits, nd, "", 0, base == 10 ? 3 : 4);
    return true;
}

/* ----------------------------------------------------------- strings */

bool pyfmt_str(Buf *out, const char *s, size_t n, const char *spec, size_t len,
               char *err, size_t errlen)
{
    Spec sp;
    if (!parse_spec(spec, len, '<', 's', "str", &sp, err, errlen)) return false;
    if (sp.type != 's')
        return fail(err, errlen, "Unknown format code '%c' for object of type 'str'", sp.type);
    if (sp.sign == ' ') return fail(err, errlen, "Space not allowed in string format specifier");
    if (sp.sign) return fail(err, errlen, "Sign not allowed in string format specifier");
    if (sp.alt) return fail(err, errlen, "Alternate form (#) not allowed in string format specifier");
    if (sp.align == '=')
        return fail(err, errlen, "'=' alignment not allowed in string format specifier");
    size_t bytes = n, chars = count_chars(s, n);
    if (sp.prec >= 0 && (size_t)sp.prec < chars) {
        size_t k = 0;
        bytes = 0;
        while (bytes < n && k < (size_t)sp.prec) {
            bytes += utf8_char_len(s + bytes, n - bytes);
            k++;
        }
        chars = k;
    }
    size_t width = (size_t)sp.width;
    size_t pad = width > chars ? width - chars : 0;
    size_t left = sp.align == '>' ? pad : sp.align == '^' ? pad / 2 : 0;
    put_fill(out, sp.fill, left);
    buf_put(out, s, bytes);
    put_fill(out, sp.fill, pad - left);
    return true;
}
