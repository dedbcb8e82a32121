/* npy.c: reading and writing NumPy .npy files (npy.h).  The header is a
 * Python dict literal, e.g. {'descr': '<f4', 'fortran_order': False,
 * 'shape': (2, 3), }, padded with spaces to a multiple of 64 bytes and
 * ended by a newline, as numpy.lib.format writes it. */
#include "tensor/npy.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

static const char *const descrs[DT_COUNT] = {
    [DT_BOOL] = "|b1", [DT_UINT8] = "|u1", [DT_INT8] = "|i1", [DT_INT16] = "<i2",
    [DT_INT32] = "<i4", [DT_INT64] = "<i8", [DT_FLOAT16] = "<f2", [DT_FLOAT32] = "<f4",
    [DT_FLOAT64] = "<f8",
};

static bool os_error(const char *path, Error *err)
{
    error_set(err, "[Errno %d] %s: '%s'", errno, strerror(errno), path);
    return false;
}

bool npy_write(const char *path, DType dt, int ndim, const int64_t *shape, const void *data,
               Error *err)
{
    if (!descrs[dt]) {
        error_set(err, "save(): %s has no NumPy dtype; convert the tensor first, e.g. with "
                       ".float()", dtype_name(dt));
        return false;
    }
    Buf h = BUF_INIT;
    buf_printf(&h, "{'descr': '%s', 'fortran_order': False, 'shape': (", descrs[dt]);
    int64_t n = 1;
    for (int d = 0; d < ndim; d++) {
        buf_printf(&h, "%lld%s", (long long)shape[d], ndim == 1 ? "," : d + 1 < ndim ? ", " : "");
        n *= shape[d];
    }
    buf_puts(&h, "), }");
    /* Pad so that the data starts on a 64-byte boundary. */
    size_t prefix = h.len + 1 + 10 > 65535 ? 12 : 10;
    while ((prefix + h.len + 1) % 64)
        buf_putc(&h, ' ');
    buf_putc(&h, '\n');
    FILE *f = fopen(path, "wb");
    if (!f) {
        buf_free(&h);
        return os_error(path, err);
    }
    unsigned char magic[12] = {0x93, 'N', 'U', 'M', 'P', 'Y', prefix == 10 ? 1 : 2, 0};
    size_t hl = h.len;
    if (prefix == 10) {
        magic[8] = (unsigned char)hl;
        magic[9] = (unsigned char)(hl >> 8);
    } else {
        for (int i = 0; i < 4; i++)
            magic[8 + i] = (unsigned char)(hl >> (8 * i));
    }
    size_t bytes = (size_t)n * dtype_size(dt);
    bool ok = fwrite(magic, 1, prefix, f) == prefix && fwrite(h.data, 1, hl, f) == hl &&
              (bytes == 0 || fwrite(data, 1, bytes, f) == bytes);
    buf_free(&h);
    if (fclose(f) != 0)
        ok = false;
    return ok || os_error(path, err);
}

/* ---- reading the header ---- */

typedef struct Header {
    const char *p, *end;
    char descr[16];
    bool fortran, have_descr, have_order, have_shape;
    int ndim;
    int64_t shape[64];
} Header;

static void skip_space(Header *h)
{
    while (h->p < h->end && isspace((unsigned char)*h->p))
        h->p++;
}

static bool eat(Header *h, char c)
{
    skip_space(h);
    if (h->p < h->end && *h->p == c) {
        h->p++;
        return true;
    }
    return false;
}

/* A quoted string (either quote) into buf. */
static bool string(Header *h, char *buf, size_t len)
{
    skip_space(h);
    if (h->p >= h->end || (*h->p != '\'' && *h->p != '"'))
        return false;
    char q = *h->p++;
    size_t n = 0;
    while (h->p < h->end && *h->p != q) {
        if (n + 1 < len)
            buf[n++] = *h->p;
        h->p++;
    }
    buf[n] = '\0';
    return eat(h, q);
}

static bool word(Header *h, const char *w)
{
    skip_space(h);
    size_t n = strlen(w);
    if ((size_t)(h->end - h->p) >= n && strncmp(h->p, w, n) == 0) {
        h->p += n;
        return true;
    }
    return false;
}

static bool shape_tuple(Header *h)
{
    if (!eat(h, '('))
        return false;
    h->ndim = 0;
    for (;;) {
        if (eat(h, ')'))
            return true;
        skip_space(h);
        char *stop;
        errno = 0;
        long long v = strtoll(h->p, &stop, 10);
        if (stop == h->p || errno || v < 0 || h->ndim == 64)
            return false;
        h->p = stop;
        h->shape[h->ndim++] = v;
        skip_space(h);
        if (eat(h, ')'))
            return true;
        if (!eat(h, ','))
            return false;
    }
}

static bool parse_header(Header *h)
{
    if (!eat(h, '{'))
        return false;
    for (;;) {
        if (eat(h, '}'))
            return h->have_descr && h->have_order && h->have_shape;
        char key[32];
        if (!string(h, key, sizeof key) || !eat(h, ':'))
            return false;
        if (strcmp(key, "descr") == 0) {
            if (!string(h, h->descr, sizeof h->descr))
                return false;
            h->have_descr = true;
        } else if (strcmp(key, "fortran_order") == 0) {
            if (word(h, "True"))
                h->fortran = true;
            else if (word(h, "False"))
                h->fortran = false;
            else
                return false;
            h->have_order = true;
        } else if (strcmp(key, "shape") == 0) {
            if (!shape_tuple(h))
                return false;
            h->have_shape = true;
        } else {
            return false;
        }
        if (!eat(h, ',')) {
            return eat(h, '}') && h->have_descr && h->have_order && h->have_shape;
        }
    }
}

/* The cst dtype of a NumPy descr, and whether its bytes need swapping. */
static bool descr_dtype(const char *d, DType *dt, bool *swap)
{
    if (strlen(d) != 3)
        return false;
    char order = d[0];
    char kind[3] = {d[1], d[2], '\0'};
    bool big = order == '>';
    if (order != '<' && order != '>' && order != '|' && order != '=')
        return false;
    for (int i = 0; i < DT_COUNT; i++) {
        if (descrs[i] && strcmp(descrs[i] + 1, kind) == 0) {
            *dt = (DType)i;
            *swap = big && dtype_size(*dt) > 1;
            return true;
        }
    }
    return false;
}

static void swap_bytes(unsigned char *p, size_t size, int64_t n)
{
    for (int64_t i = 0; i < n; i++, p += size)
        for (size_t a = 0, b = size - 1; a < b; a++, b--) {
            unsigned char t = p[a];
            p[a] = p[b];
            p[b] = t;
        }
}

/* Column-major elements to row-major ones. */
static void *from_fortran(const unsigned char *src, size_t size, int ndim, const int64_t *shape,
                          int64_t n)
{
    unsigned char *dst = xmalloc((size_t)n * size + 1);
    int64_t idx[64] = {0};
    for (int64_t i = 0; i < n; i++) {
        /* i walks the destination in row-major order; its column-major
         * position is sum(idx[d] * prod(shape[0..d))). */
        int64_t f = 0, stride = 1;
        for (int d = 0; d < ndim; d++) {
            f += idx[d] * stride;
            stride *= shape[d];
        }
        memcpy(dst + (size_t)i * size, src + (size_t)f * size, size);
        for (int d = ndim - 1; d >= 0; d--) {
            if (++idx[d] < shape[d])
                break;
            idx[d] = 0;
        }
    }
    return dst;
}

bool npy_read(const char *path, int max_dims, DType *dt, int *ndim, int64_t *shape,
              void **data, Error *err)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return os_error(path, err);
    unsigned char magic[12];
    bool ok = fread(magic, 1, 10, f) == 10 && memcmp(magic, "\x93NUMPY", 6) == 0;
    size_t hl = 0;
    if (ok && magic[6] == 1) {
        hl = (size_t)magic[8] | (size_t)magic[9] << 8;
    } else if (ok && (magic[6] == 2 || magic[6] == 3)) {
        ok = fread(magic + 10, 1, 2, f) == 2;
        for (int i = 0; i < 4; i++)
            hl |= (size_t)magic[8 + i] << (8 * i);
    } else {
        ok = false;
    }
    if (!ok || hl > ((size_t)1 << 24)) {
        fclose(f);
        error_set(err, "load(): '%s' is not a NumPy .npy file", path);
        return false;
    }
    char *text = xmalloc(hl + 1);
    ok = fread(text, 1, hl, f) == hl;
    Header h = {.p = text, .end = text + hl};
    ok = ok && parse_header(&h);
    if (!ok) {
        free(text);
        fclose(f);
        error_set(err, "load(): '%s' has a malformed .npy header", path);
        return false;
    }
    free(text);
    bool swap;
    if (!descr_dtype(h.descr, dt, &swap)) {
        fclose(f);
        error_set(err, "load(): '%s' holds NumPy dtype '%s', which cst has no dtype for", path,
                  h.descr);
        return false;
    }
    if (h.ndim > max_dims) {
        fclose(f);
        error_set(err, "load(): '%s' has %d dimensions; cst tensors have at most %d", path,
                  h.ndim, max_dims);
        return false;
    }
    int64_t n = 1;
    for (int d = 0; d < h.ndim; d++) {
        if (h.shape[d] != 0 && n > INT64_MAX / 16 / h.shape[d]) {
            fclose(f);
            error_set(err, "load(): '%s' has a shape too large to hold", path);
            return false;
        }
        n *= h.shape[d];
    }
    size_t size = dtype_size(*dt), bytes = (size_t)n * size;
    unsigned char *buf = malloc(bytes + 1);
    if (!buf) {
        fclose(f);
        error_set(err, "load(): out of memory reading '%s' (%zu bytes)", path, bytes);
        return false;
    }
    size_t got = bytes ? fread(buf, 1, bytes, f) : 0;
    fclose(f);
    if (got != bytes) {
        free(buf);
        error_set(err, "load(): '%s' is truncated: its header promises %zu bytes of data, the "
                       "file holds %zu", path, bytes, got);
        return false;
    }
    if (swap)
        swap_bytes(buf, size, n);
    if (*dt == DT_BOOL)
        for (int64_t i = 0; i < n; i++)
            buf[i] = buf[i] != 0;
    if (h.fortran && h.ndim > 1) {
        void *c = from_fortran(buf, size, h.ndim, h.shape, n);
        free(buf);
        buf = c;
    }
    *ndim = h.ndim;
    memcpy(shape, h.shape, (size_t)h.ndim * sizeof *shape);
    *data = buf;
    return true;
}
