/* buf.h: a growable byte buffer, the one way text is built in cst. */
#ifndef CST_BUF_H
#define CST_BUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct Buf {
    char *data;     /* always NUL-terminated when len > 0 or cap > 0 */
    size_t len;
    size_t cap;
} Buf;

#define BUF_INIT {NULL, 0, 0}

void buf_reserve(Buf *b, size_t extra);
void buf_put(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_putc(Buf *b, char c);
void buf_repeat(Buf *b, char c, size_t n);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_vprintf(Buf *b, const char *fmt, va_list ap);
const char *buf_cstr(Buf *b);   /* "" for an empty buffer, never NULL */
char *buf_take(Buf *b);         /* hands the heap string to the caller; resets b */
void buf_clear(Buf *b);
void buf_free(Buf *b);

/* Allocation that never returns NULL: out of host memory is not recoverable. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
