/* source.c: program text and the line table that turns offsets into line:col. */
#include "base/source.h"
#include "base/buf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* 2 GiB: past this, byte offsets no longer fit the 32-bit spans. */
#define SOURCE_MAX_BYTES 0x7fffffffu

Source *source_new(const char *name, char *text, size_t len)
{
    Source *src = xcalloc(1, sizeof *src);
    src->name = xstrdup(name);
    src->text = text;
    src->len = len;
    size_t cap = 64;
    src->lines = xmalloc(cap * sizeof *src->lines);
    src->lines[src->nlines++] = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] != '\n') continue;
        if (src->nlines == cap) {
            cap *= 2;
            src->lines = xrealloc(src->lines, cap * sizeof *src->lines);
        }
        src->lines[src->nlines++] = (uint32_t)(i + 1);
    }
    return src;
}

Source *source_read_file(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "cannot run '%s': it is a directory", path);
        fclose(f);
        return NULL;
    }
    Buf b = BUF_INIT;
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (b.len + n > SOURCE_MAX_BYTES) {
            snprintf(err, errlen, "cannot run '%s': larger than 2 GiB", path);
            buf_free(&b);
            fclose(f);
            return NULL;
        }
        buf_put(&b, chunk, n);
    }
    if (ferror(f)) {
        snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
        buf_free(&b);
        fclose(f);
        return NULL;
    }
    fclose(f);
    size_t len = b.len;
    return source_new(path, buf_take(&b), len);
}

void source_free(Source *src)
{
    if (!src) return;
    free(src->name);
    free(src->text);
    free(src->lines);
    free(src);
}

static size_t line_index(const Source *src, uint32_t offset)
{
    size_t lo = 0, hi = src->nlines;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (src->lines[mid] <= offset) lo = mid;
        else hi = mid;
    }
    return lo;
}

void source_position(const Source *src, uint32_t offset, int *line, int *col)
{
    if (offset > src->len) offset = (uint32_t)src->len;
    size_t li = line_index(src, offset);
    int c = 1;
    for (uint32_t i = src->lines[li]; i < offset; i++)
        if (((unsigned char)src->text[i] & 0xC0) != 0x80) c++;
    *line = (int)li + 1;
    *col = c;
}

const char *source_line(const Source *src, int line, size_t *len)
{
    if (line < 1 || (size_t)line > src->nlines) {
        *len = 0;
        return "";
    }
    uint32_t start = src->lines[line - 1];
    size_t end = (size_t)line < src->nlines ? src->lines[line] - 1 : src->len;
    if (end > start && src->text[end - 1] == '\r') end--;
    *len = end - start;
    return src->text + start;
}

Span span_join(Span a, Span b)
{
    Span s = a;
    if (b.lo < s.lo) s.lo = b.lo;
    if (b.hi > s.hi) s.hi = b.hi;
    return s;
}
