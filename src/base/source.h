/* source.h: a program's text, its name and its line table.
 * Locations everywhere in cst are byte offsets into a Source; they become
 * line:column only when a message is printed. */
#ifndef CST_SOURCE_H
#define CST_SOURCE_H

#include <stdint.h>
#include <stddef.h>

/* A byte range [lo, hi) with a caret point inside it (the operator of a
 * binary expression, the start of anything else). */
typedef struct Span {
    uint32_t lo, hi, pt;
} Span;

typedef struct Source {
    char *name;          /* "demo.cst", "<stdin>", "<arg>", "<repl>" */
    char *text;          /* NUL-terminated; may contain NULs before len */
    size_t len;
    uint32_t *lines;     /* byte offset of the start of each line */
    size_t nlines;
} Source;

/* Takes ownership of text (a heap string of len bytes plus a NUL). */
Source *source_new(const char *name, char *text, size_t len);
/* Reads a whole file; on failure returns NULL and writes a sentence to err. */
Source *source_read_file(const char *path, char *err, size_t errlen);
void source_free(Source *src);

/* 1-based line and column (columns count UTF-8 characters). */
void source_position(const Source *src, uint32_t offset, int *line, int *col);
/* The line holding offset, without its newline (or trailing CR). */
const char *source_line(const Source *src, int line, size_t *len);

Span span_join(Span a, Span b);

#endif
