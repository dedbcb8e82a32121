/* format_driver.c: feeds tensors described in text to format_tensor, so the
 * printer can be compared with PyTorch before cst can build tensors.
 *
 * Input (stdin), one record per case; blank lines and lines starting with
 * '#' are ignored:
 *
 *   case NAME
 *   opts PRECISION THRESHOLD EDGEITEMS LINEWIDTH SCI   (optional; THRESHOLD
 *                                     may be "inf", SCI is -1, 0 or 1)
 *   dtype float16                     (a canonical name)
 *   device cuda:0                     ("-" for none)
 *   shape NDIM D0 D1 ...
 *   strides S0 S1 ...                 (in elements; NDIM numbers)
 *   offset N                          (element [0,...,0] within storage)
 *   storage COUNT V0 V1 ...           (floats: the dtype's bits in hex;
 *                                      integers: decimal; bool: 0 or 1)
 *   end
 *
 * Output (stdout): "@@@ case NAME", newline, the tensor's text, newline.
 *
 * --perf times a summarised 1000x1000 float32 tensor instead.
 * --size D0 D1 ... prints format_size of that shape.
 * --convert checks dtype.c's binary16/bfloat16 conversions: it prints, for
 * every 16-bit pattern, "H F16 BF16" (the float32 bits of the pattern read
 * as each type), then for every hex float32 pattern on stdin "F H B" (its
 * binary16 and bfloat16 roundings); check_dtype.py compares with torch. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/buf.h"
#include "base/dtype.h"
#include "tensor/format.h"

enum { MAX_DIMS = 16 };

typedef struct Case {
    char name[256];
    PrintOptions po;
    DType dtype;
    char device[64];
    bool has_device;
    int ndim;
    int64_t shape[MAX_DIMS];
    int64_t strides[MAX_DIMS];
    int64_t offset;
    char *storage;
    int64_t count;
} Case;

static int fail(int lineno, const char *what)
{
    fprintf(stderr, "format_driver: line %d: %s\n", lineno, what);
    return 1;
}

static bool parse_int(char **cursor, int64_t *out)
{
    char *end;
    while (**cursor == ' ' || **cursor == '\t') (*cursor)++;
    *out = strtoll(*cursor, &end, 10);
    if (end == *cursor) return false;
    *cursor = end;
    return true;
}

static bool parse_value(char **cursor, DType dt, void *dst)
{
    char *end;
    while (**cursor == ' ' || **cursor == '\t') (*cursor)++;
    if (dtype_is_float(dt)) {
        uint64_t bits = strtoull(*cursor, &end, 16);
        if (end == *cursor) return false;
        /* Little-endian host: the low bytes of bits are the element. */
        memcpy(dst, &bits, dtype_size(dt));
    } else {
        int64_t v = strtoll(*cursor, &end, 10);
        if (end == *cursor) return false;
        dtype_store_int(dt, dst, v);
    }
    *cursor = end;
    return true;
}

static bool parse_opts(char *rest, PrintOptions *po)
{
    char thr[64];
    if (sscanf(rest, "%d %63s %d %d %d", &po->precision, thr, &po->edgeitems,
               &po->linewidth, &po->sci_mode) != 5)
        return false;
    po->threshold = strcmp(thr, "inf") == 0 ? INFINITY : strtod(thr, NULL);
    return true;
}

static void print_case(const Case *c, Buf *out)
{
    TensorDesc t = {
        .dtype = c->dtype,
        .ndim = c->ndim,
        .shape = c->shape,
        .strides = c->strides,
        .data = c->storage + c->offset * (int64_t)dtype_size(c->dtype),
    };
    buf_clear(out);
    buf_printf(out, "@@@ case %s\n", c->name);
    format_tensor(out, &t, c->has_device ? c->device : NULL, &c->po);
    buf_putc(out, '\n');
    fwrite(out->data, 1, out->len, stdout);
}

static int run_cases(FILE *in)
{
    char *line = NULL;
    size_t cap = 0;
    int lineno = 0;
    Case c;
    memset(&c, 0, sizeof c);
    Buf out = BUF_INIT;
    int status = 0;
    while (getline(&line, &cap, in) >= 0) {
        lineno++;
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        char *sp = strchr(line, ' ');
        char *rest = sp ? sp + 1 : line + strlen(line);
        if (sp) *sp = '\0';
        if (strcmp(line, "case") == 0) {
            free(c.storage);
            memset(&c, 0, sizeof c);
            c.po = (PrintOptions)PRINT_OPTIONS_DEFAULT;
            c.dtype = DT_FLOAT32;
            snprintf(c.name, sizeof c.name, "%s", rest);
        } else if (strcmp(line, "opts") == 0) {
            if (!parse_opts(rest, &c.po)) { status = fail(lineno, "bad opts"); break; }
        } else if (strcmp(line, "dtype") == 0) {
            if (!dtype_lookup(rest, &c.dtype)) { status = fail(lineno, "bad dtype"); break; }
        } else if (strcmp(line, "device") == 0) {
            c.has_device = strcmp(rest, "-") != 0;
            snprintf(c.device, sizeof c.device, "%s", rest);
        } else if (strcmp(line, "shape") == 0) {
            int64_t n;
            if (!parse_int(&rest, &n) || n < 0 || n > MAX_DIMS) { status = fail(lineno, "bad ndim"); break; }
            c.ndim = (int)n;
            for (int i = 0; i < c.ndim; i++)
                if (!parse_int(&rest, &c.shape[i])) { status = fail(lineno, "bad shape"); goto done; }
        } else if (strcmp(line, "strides") == 0) {
            for (int i = 0; i < c.ndim; i++)
                if (!parse_int(&rest, &c.strides[i])) { status = fail(lineno, "bad strides"); goto done; }
        } else if (strcmp(line, "offset") == 0) {
            if (!parse_int(&rest, &c.offset)) { status = fail(lineno, "bad offset"); break; }
        } else if (strcmp(line, "storage") == 0) {
            if (!parse_int(&rest, &c.count) || c.count < 0) { status = fail(lineno, "bad count"); break; }
            size_t es = dtype_size(c.dtype);
            c.storage = xcalloc((size_t)c.count + 1, es);
            for (int64_t i = 0; i < c.count; i++)
                if (!parse_value(&rest, c.dtype, c.storage + i * (int64_t)es)) { status = fail(lineno, "bad value"); goto done; }
        } else if (strcmp(line, "end") == 0) {
            print_case(&c, &out);
        } else {
            status = fail(lineno, "unknown record");
            break;
        }
    }
done:
    free(c.storage);
    free(line);
    buf_free(&out);
    return status;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Printing a summarised tensor must cost only its visible elements. */
static int run_perf(void)
{
    enum { N = 1000, REPS = 200 };
    float *data = xmalloc(sizeof(float) * N * N);
    for (int i = 0; i < N * N; i++)
        data[i] = (float)i / 3.0f;
    int64_t shape[2] = {N, N}, strides[2] = {N, 1};
    TensorDesc t = {DT_FLOAT32, 2, shape, strides, data};
    PrintOptions po = PRINT_OPTIONS_DEFAULT;
    Buf out = BUF_INIT;
    double t0 = now();
    for (int r = 0; r < REPS; r++) {
        buf_clear(&out);
        format_tensor(&out, &t, "cuda:0", &po);
    }
    double per_call = (now() - t0) / REPS;
    printf("%s\n1000x1000 float32: %.1f us per print\n", buf_cstr(&out), per_call * 1e6);
    buf_free(&out);
    free(data);
    return 0;
}

static uint32_t bits_of(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static int run_convert(FILE *in)
{
    for (uint32_t h = 0; h <= 0xffff; h++)
        printf("%04x %08x %08x\n", (unsigned)h, (unsigned)bits_of(dtype_half_to_float((uint16_t)h)),
               (unsigned)bits_of(dtype_bf16_to_float((uint16_t)h)));
    unsigned u;
    while (fscanf(in, "%x", &u) == 1) {
        float f;
        uint32_t w = u;
        memcpy(&f, &w, sizeof f);
        printf("%08x %04x %04x\n", u, (unsigned)dtype_float_to_half(f), (unsigned)dtype_float_to_bf16(f));
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--perf") == 0)
        return run_perf();
    if (argc > 1 && strcmp(argv[1], "--convert") == 0)
        return run_convert(stdin);
    if (argc > 1 && strcmp(argv[1], "--size") == 0) {
        int64_t shape[MAX_DIMS];
        int ndim = argc - 2 < MAX_DIMS ? argc - 2 : MAX_DIMS;
        for (int i = 0; i < ndim; i++)
            shape[i] = strtoll(argv[i + 2], NULL, 10);
        Buf out = BUF_INIT;
        format_size(&out, ndim, shape);
        puts(buf_cstr(&out));
        buf_free(&out);
        return 0;
    }
    return run_cases(stdin);
}
