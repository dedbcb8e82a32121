/* diag.c: located messages with the source line and an underline. */
#include "base/diag.h"
#include "base/buf.h"

#include <stdio.h>
#include <string.h>

/* Lines longer than this are shown as a window around the caret. */
#define SHOW_MAX 120
#define SHOW_BEFORE 40

static bool colour;

void diag_set_colour(bool on)
{
    colour = on;
}

static const char *paint(const char *code)
{
    return colour ? code : "";
}

/* Length in bytes of the UTF-8 character at s (1 for an invalid byte). */
static size_t char_len(const unsigned char *s, size_t avail)
{
    size_t n = s[0] < 0x80 ? 1 : (s[0] >> 5) == 6 ? 2 : (s[0] >> 4) == 14 ? 3 : (s[0] >> 3) == 30 ? 4 : 1;
    if (n > avail) return 1;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80) return 1;
    return n;
}

/* Appends one source character, made safe for a terminal. */
static void put_char(Buf *out, const unsigned char *s, size_t n)
{
    if (n == 1 && (s[0] < 0x20 || s[0] == 0x7f || s[0] >= 0x80) && s[0] != '\t')
        buf_putc(out, '?');
    else
        buf_put(out, (const char *)s, n);
}

static void show_line(Buf *out, const Source *src, Span span, int line)
{
    size_t len;
    const unsigned char *text = (const unsigned char *)source_line(src, line, &len);
    size_t start = (size_t)((const char *)text - src->text);
    size_t lo = span.lo > start ? span.lo - start : 0;
    size_t hi = span.hi > start ? span.hi - start : 0;
    size_t pt = span.pt > start ? span.pt - start : 0;
    if (hi > len) hi = len;
    if (pt > len) pt = len;

    /* Character indices of the window, the span and the caret. */
    size_t nchars = 0, pt_char = 0;
    for (size_t i = 0; i < len; i += char_len(text + i, len - i)) {
        if (i <= pt) pt_char = nchars;
        nchars++;
    }
    size_t first = 0;
    if (nchars > SHOW_MAX && pt_char > SHOW_BEFORE) first = pt_char - SHOW_BEFORE;
    size_t last = first + SHOW_MAX < nchars ? first + SHOW_MAX : nchars;

    Buf code = BUF_INIT, mark = BUF_INIT;
    if (first > 0) { buf_puts(&code, "..."); buf_puts(&mark, "   "); }
    size_t c = 0;
    for (size_t i = 0; i < len; c++) {
        size_t n = char_len(text + i, len - i);
        if (c >= first && c < last) {
            put_char(&code, text + i, n);
            char m = ' ';
            if (i == pt) m = '^';
            else if (i >= lo && i < hi) m = '~';
            buf_putc(&mark, text[i] == '\t' && m == ' ' ? '\t' : m);
        }
        i += n;
    }
    if (last < nchars) buf_puts(&code, "...");
    if (pt >= len && c >= first && c <= last) buf_putc(&mark, '^');
    while (mark.len > 0 && (mark.data[mark.len - 1] == ' ' || mark.data[mark.len - 1] == '\t'))
        mark.data[--mark.len] = '\0';

    int gutter = snprintf(NULL, 0, "%d", line);
    if (gutter < 5) gutter = 5;
    buf_printf(out, "%*d | %s\n", gutter, line, buf_cstr(&code));
    buf_printf(out, "%*s | %s%s%s\n", gutter, "", paint("\033[1;32m"), buf_cstr(&mark), paint("\033[0m"));
    buf_free(&code);
    buf_free(&mark);
}

static const char *level_word(DiagLevel level)
{
    return level == DIAG_ERROR ? "error" : "warning";
}

static const char *level_hue(DiagLevel level)
{
    return level == DIAG_ERROR ? "\033[1;31m" : "\033[1;35m";
}

void diag_vreport(const Source *src, DiagLevel level, Span span, const char *fmt, va_list ap)
{
    int line, col;
    source_position(src, span.pt, &line, &col);
    Buf out = BUF_INIT;
    buf_printf(&out, "%s%s:%d:%d:%s %s%s:%s ", paint("\033[1m"), src->name, line, col,
               paint("\033[0m"), paint(level_hue(level)), level_word(level), paint("\033[0m"));
    buf_vprintf(&out, fmt, ap);
    buf_putc(&out, '\n');
    show_line(&out, src, span, line);
    fflush(stdout);
    fputs(buf_cstr(&out), stderr);
    fflush(stderr);
    buf_free(&out);
}

void diag_report(const Source *src, DiagLevel level, Span span, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vreport(src, level, span, fmt, ap);
    va_end(ap);
}

void diag_note(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fflush(stdout);
    fprintf(stderr, "  %snote:%s ", paint("\033[1;36m"), paint("\033[0m"));
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    fflush(stderr);
    va_end(ap);
}

static void plain(DiagLevel level, const char *fmt, va_list ap)
{
    fflush(stdout);
    fprintf(stderr, "cst: %s%s:%s ", paint(level_hue(level)), level_word(level), paint("\033[0m"));
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    fflush(stderr);
}

void diag_plain(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    plain(DIAG_ERROR, fmt, ap);
    va_end(ap);
}

void diag_plain_warning(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    plain(DIAG_WARNING, fmt, ap);
    va_end(ap);
}
