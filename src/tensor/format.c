/* format.c: PyTorch's tensor repr (torch/_tensor_str.py, 2.x as of 2.11),
 * reproduced byte for byte; spec/printing.md is the reference and its
 * section numbers are quoted below.
 *
 * One printed tensor goes through three steps: choose an element formatter
 * from the elements that will be visible (§3), lay the elements out in
 * nested brackets with wrapping and summarisation (§5, §7), then append the
 * suffixes with their own wrapping rule (§8).  Only visible elements are
 * ever read, so a summarised million-element tensor costs a few dozen
 * formatted numbers. */
#include "tensor/format.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Every printed tensor is "tensor(" + body + suffixes + ")"; continuation
 * lines of the body and wrapped suffixes are indented by this prefix. */
static const char prefix[] = "tensor(";
enum { PREFIX_LEN = sizeof prefix - 1 };

/* §3: how every element of one tensor is turned into text. */
typedef struct Formatter {
    bool floating;
    bool int_mode;      /* floats that are all integral print as "3." */
    bool sci_mode;
    int max_width;      /* every element is left-padded to this */
} Formatter;

typedef struct Printer {
    Buf *out;
    const TensorDesc *t;
    size_t elsize;
    int precision;
    int edgeitems;
    int linewidth;
    int sci_mode;
    bool summarize;
    Formatter fmt;
    Buf scratch;        /* one element's text before padding */
} Printer;

bool format_profile(const char *name, PrintOptions *po)
{
    if (strcmp(name, "default") == 0) {
        po->precision = 4;
        po->threshold = 1000.0;
        po->edgeitems = 3;
    } else if (strcmp(name, "short") == 0) {
        po->precision = 2;
        po->threshold = 1000.0;
        po->edgeitems = 2;
    } else if (strcmp(name, "full") == 0) {
        po->precision = 4;
        po->threshold = INFINITY;
        po->edgeitems = 3;
    } else {
        return false;
    }
    po->linewidth = 80;
    return true;
}

static const char *elem_ptr(const Printer *p, int64_t off)
{
    return (const char *)p->t->data + off * (int64_t)p->elsize;
}

/* A dimension of size n is cut to its first and last edgeitems entries when
 * the tensor is summarised and n > 2 * edgeitems (§7). */
static bool is_cut(const Printer *p, int64_t n)
{
    return p->summarize && n > 2 * (int64_t)p->edgeitems;
}

typedef void VisitFn(Printer *p, const char *elem, void *ctx);

/* Calls fn on every visible element: exactly the elements PyTorch's
 * get_summarized_data keeps, which are the ones that get printed. */
static void visit(Printer *p, int d, int64_t off, VisitFn *fn, void *ctx)
{
    const TensorDesc *t = p->t;
    if (d == t->ndim) {
        fn(p, elem_ptr(p, off), ctx);
        return;
    }
    int64_t n = t->shape[d], stride = t->strides[d];
    if (is_cut(p, n)) {
        for (int64_t i = 0; i < p->edgeitems; i++)
            visit(p, d + 1, off + i * stride, fn, ctx);
        for (int64_t i = n - p->edgeitems; i < n; i++)
            visit(p, d + 1, off + i * stride, fn, ctx);
    } else {
        for (int64_t i = 0; i < n; i++)
            visit(p, d + 1, off + i * stride, fn, ctx);
    }
}

/* Python's str() of a bool or integer element. */
static void put_int_text(Buf *b, DType dt, const char *elem)
{
    if (dt == DT_BOOL)
        buf_puts(b, *(const uint8_t *)elem ? "True" : "False");
    else
        buf_printf(b, "%" PRId64, dtype_load_int(dt, elem));
}

static void widen_int(Printer *p, const char *elem, void *ctx)
{
    (void)ctx;
    buf_clear(&p->scratch);
    put_int_text(&p->scratch, p->t->dtype, elem);
    if ((int)p->scratch.len > p->fmt.max_width)
        p->fmt.max_width = (int)p->scratch.len;
}

typedef struct FloatStats {
    bool any;           /* a finite non-zero element was seen */
    double amin, amax;  /* of |v| over those elements */
} FloatStats;

static bool counts(double v)
{
    return isfinite(v) && v != 0.0;
}

static void float_stats(Printer *p, const char *elem, void *ctx)
{
    FloatStats *st = ctx;
    double v = dtype_load_double(p->t->dtype, elem);
    if (!counts(v))
        return;
    double a = fabs(v);
    if (!st->any) {
        st->any = true;
        st->amin = st->amax = a;
    } else {
        if (a < st->amin) st->amin = a;
        if (a > st->amax) st->amax = a;
    }
    if (v != ceil(v))
        p->fmt.int_mode = false;
}

static void widen_float(Printer *p, const char *elem, void *ctx)
{
    (void)ctx;
    double v = dtype_load_double(p->t->dtype, elem);
    if (!counts(v))
        return;
    int len;
    if (p->fmt.sci_mode)
        len = snprintf(NULL, 0, "%.*e", p->precision, v);
    else if (p->fmt.int_mode)
        len = snprintf(NULL, 0, "%.0f", v) + 1;  /* the trailing "." */
    else
        len = snprintf(NULL, 0, "%.*f", p->precision, v);
    if (len > p->fmt.max_width)
        p->fmt.max_width = len;
}

/* §3.1/§3.2 (recent 2.x: a forced sci_mode replaces the automatic choice
 * before the widths are measured). */
static void build_formatter(Printer *p)
{
    Formatter *f = &p->fmt;
    f->floating = dtype_is_float(p->t->dtype);
    f->int_mode = true;
    f->sci_mode = false;
    f->max_width = 1;
    if (!f->floating) {
        visit(p, 0, 0, widen_int, NULL);
        return;
    }
    FloatStats st = {false, 0.0, 0.0};
    visit(p, 0, 0, float_stats, &st);
    /* With nothing finite and non-zero, even a forced sci_mode is ignored. */
    if (!st.any)
        return;
    if (p->sci_mode >= 0)
        f->sci_mode = p->sci_mode > 0;
    else
        f->sci_mode = st.amax / st.amin > 1000.0 || st.amax > 1.0e8 || st.amin < 1.0e-4;
    visit(p, 0, 0, widen_float, NULL);
}

/* §3.3: one element, left-padded to the formatter's width (never cut). */
static void put_elem(Printer *p, const char *elem)
{
    Buf *s = &p->scratch;
    const Formatter *f = &p->fmt;
    buf_clear(s);
    if (!f->floating) {
        put_int_text(s, p->t->dtype, elem);
    } else {
        double v = dtype_load_double(p->t->dtype, elem);
        /* Python prints every NaN as "nan"; glibc would write "-nan". */
        if (isnan(v))
            buf_puts(s, "nan");
        else if (isinf(v))
            buf_puts(s, v > 0 ? "inf" : "-inf");
        else if (f->sci_mode)
            buf_printf(s, "%.*e", p->precision, v);
        else if (f->int_mode)
            buf_printf(s, "%.0f.", v);
        else
            buf_printf(s, "%.*f", p->precision, v);
    }
    if ((int)s->len < f->max_width)
        buf_repeat(p->out, ' ', (size_t)f->max_width - s->len);
    buf_put(p->out, s->data, s->len);
}

static void put_newline_indent(Buf *out, int newlines, int indent)
{
    buf_putc(out, ',');
    buf_repeat(out, '\n', (size_t)newlines);
    buf_repeat(out, ' ', (size_t)indent);
}

/* §5: a 1-d row, wrapped so that each line holds per_line items. */
static void put_vector(Printer *p, int d, int64_t off, int indent)
{
    Buf *out = p->out;
    int64_t n = p->t->shape[d], stride = p->t->strides[d];
    if (p->summarize && p->edgeitems == 0) {
        buf_puts(out, "[...]");
        return;
    }
    bool cut = is_cut(p, n);
    int64_t items = cut ? 2 * (int64_t)p->edgeitems + 1 : n;
    int64_t element_length = p->fmt.max_width + 2;
    int64_t room = (int64_t)p->linewidth - indent;
    int64_t per_line = room > 0 ? room / element_length : 0;
    if (per_line < 1)
        per_line = 1;
    buf_putc(out, '[');
    for (int64_t k = 0; k < items; k++) {
        if (k > 0) {
            if (k % per_line == 0)
                put_newline_indent(out, 1, indent + 1);
            else
                buf_puts(out, ", ");
        }
        int64_t i = k;
        if (cut && k == p->edgeitems) {
            buf_puts(out, " ...");
            continue;
        }
        if (cut && k > p->edgeitems)
            i = n - (items - k);
        put_elem(p, elem_ptr(p, off + i * stride));
    }
    buf_putc(out, ']');
}

/* §7: a block of dimension ndim - d >= 1, children one indent deeper,
 * separated by one newline per remaining dimension. */
static void put_block(Printer *p, int d, int64_t off, int indent)
{
    const TensorDesc *t = p->t;
    if (d == t->ndim - 1) {
        put_vector(p, d, off, indent);
        return;
    }
    Buf *out = p->out;
    int64_t n = t->shape[d], stride = t->strides[d];
    int newlines = t->ndim - d - 1;
    bool cut = is_cut(p, n);
    buf_putc(out, '[');
    bool first = true;
    for (int64_t i = 0; i < n; i++) {
        if (cut && i == p->edgeitems) {
            if (!first)
                put_newline_indent(out, newlines, indent + 1);
            buf_puts(out, "...");
            first = false;
            i = n - p->edgeitems - 1;
            continue;
        }
        if (!first)
            put_newline_indent(out, newlines, indent + 1);
        put_block(p, d + 1, off + i * stride, indent + 1);
        first = false;
    }
    buf_putc(out, ']');
}

/* Python's tuple text: "()", "(5,)", "(2, 3)". */
static void put_tuple(Buf *out, int ndim, const int64_t *shape)
{
    buf_putc(out, '(');
    for (int i = 0; i < ndim; i++)
        buf_printf(out, i ? ", %" PRId64 : "%" PRId64, shape[i]);
    if (ndim == 1)
        buf_putc(out, ',');
    buf_putc(out, ')');
}

/* §8.2.  The counter starts at the last line's length + 2 (PyTorch measures
 * it as len - rfind("\n") + 1), and a wrap resets it exactly. */
static void put_suffixes(Buf *out, size_t start, Buf *suffixes, int nsuffixes, int linewidth)
{
    size_t nl = out->len;
    while (nl > start && out->data[nl - 1] != '\n')
        nl--;
    int64_t counter = (int64_t)(out->len - nl) + 2;
    const char *s = buf_cstr(suffixes);
    for (int i = 0; i < nsuffixes; i++) {
        int64_t len = (int64_t)strlen(s);
        if (counter + len + 2 > linewidth) {
            buf_puts(out, ",\n");
            buf_repeat(out, ' ', PREFIX_LEN);
            counter = PREFIX_LEN + len;
        } else {
            buf_puts(out, ", ");
            counter += len + 2;
        }
        buf_puts(out, s);
        s += len + 1;
    }
    buf_putc(out, ')');
}

/* Suffixes are kept NUL-separated in one buffer, in printing order. */
static void add_suffix(Buf *suffixes, int *n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void add_suffix(Buf *suffixes, int *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    buf_vprintf(suffixes, fmt, ap);
    va_end(ap);
    buf_putc(suffixes, '\0');
    (*n)++;
}

static void add_size_suffix(Buf *suffixes, int *n, const TensorDesc *t)
{
    Buf size = BUF_INIT;
    put_tuple(&size, t->ndim, t->shape);
    add_suffix(suffixes, n, "size=%s", buf_cstr(&size));
    buf_free(&size);
}

/* Saturates instead of overflowing: only "empty" and "more than the
 * threshold" matter, and a zero anywhere makes the tensor empty. */
static int64_t element_count(const TensorDesc *t)
{
    int64_t n = 1;
    for (int i = 0; i < t->ndim; i++)
        if (t->shape[i] == 0)
            return 0;
    for (int i = 0; i < t->ndim; i++)
        n = t->shape[i] > INT64_MAX / n ? INT64_MAX : n * t->shape[i];
    return n;
}

void format_tensor(Buf *out, const TensorDesc *t, const char *device, const PrintOptions *po)
{
    size_t start = out->len;
    int64_t numel = element_count(t);
    int edgeitems = po->edgeitems > 0 ? po->edgeitems : 0;
    Buf suffixes = BUF_INIT;
    int nsuffixes = 0;
    if (device)
        add_suffix(&suffixes, &nsuffixes, "device='%s'", device);
    buf_puts(out, prefix);
    if (numel == 0) {
        buf_puts(out, "[]");
        if (t->ndim != 1)
            add_size_suffix(&suffixes, &nsuffixes, t);
        /* Nothing shows whether the elements would look like int64 or bool,
         * so only the default float dtype goes unnamed. */
        if (t->dtype != dtype_default_float())
            add_suffix(&suffixes, &nsuffixes, "dtype=torch.%s", dtype_name(t->dtype));
    } else {
        Printer p = {
            .out = out,
            .t = t,
            .elsize = dtype_size(t->dtype),
            .precision = po->precision > 0 ? po->precision : 0,
            .edgeitems = edgeitems,
            .linewidth = po->linewidth,
            .sci_mode = po->sci_mode,
            .summarize = (double)numel > po->threshold,
            .scratch = BUF_INIT,
        };
        /* With edgeitems == 0 a summarised body is "[...]" and no element is
         * read; PyTorch then names the shape instead (recent 2.x). */
        bool elided = p.summarize && edgeitems == 0 && t->ndim > 0;
        if (!elided)
            build_formatter(&p);
        if (t->ndim == 0)
            put_elem(&p, t->data);
        else
            put_block(&p, 0, 0, PREFIX_LEN);
        buf_free(&p.scratch);
        if (edgeitems == 0)
            add_size_suffix(&suffixes, &nsuffixes, t);
        if (t->dtype != dtype_default_float() && t->dtype != DT_INT64 && t->dtype != DT_BOOL)
            add_suffix(&suffixes, &nsuffixes, "dtype=torch.%s", dtype_name(t->dtype));
    }
    put_suffixes(out, start, &suffixes, nsuffixes, po->linewidth);
    buf_free(&suffixes);
}

void format_size(Buf *out, int ndim, const int64_t *shape)
{
    buf_puts(out, "torch.Size([");
    for (int i = 0; i < ndim; i++)
        buf_printf(out, i ? ", %" PRId64 : "%" PRId64, shape[i]);
    buf_puts(out, "])");
}

FormatItem format_item(const TensorDesc *t)
{
    FormatItem item = {FORMAT_ITEM_INT, 0, 0.0};
    if (dtype_is_float(t->dtype)) {
        item.kind = FORMAT_ITEM_FLOAT;
        item.f = dtype_load_double(t->dtype, t->data);
    } else {
        item.kind = dtype_is_bool(t->dtype) ? FORMAT_ITEM_BOOL : FORMAT_ITEM_INT;
        item.i = dtype_load_int(t->dtype, t->data);
    }
    return item;
}
