/* trace_json.c: Chrome trace-event JSON (trace_json.h).
 *
 * One process per device ("cuda:0") and one for the host, one thread (a
 * track) per stream, named with metadata events; each operation a
 * complete event (ph "X") with ts and dur in microseconds and its shapes,
 * dtype and source line in args; each record -> wait dependency a flow
 * (ph "s" on the record's slice, ph "f" with bp "e" on the waiting
 * slice), which Perfetto draws as an arrow; each race an instant event.
 * Events are written by track and time, so the file diffs well.
 *
 * A flow event joins the slice that encloses its time, so each is put in
 * the middle of its slice, and a slice of no length (a wait that had
 * nothing to wait for) is given up to a microsecond, as much as the next
 * slice of its track leaves, so that there is a middle to put it in. */
#include "runtime/trace_json.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/dtype.h"

/* s escaped, without quotes around it. */
static void put_chars(Buf *b, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') buf_printf(b, "\\%c", c);
        else if (c == '\n') buf_puts(b, "\\n");
        else if (c < 0x20) buf_printf(b, "\\u%04x", c);
        else buf_putc(b, (char)c);
    }
}

static void put_string(Buf *b, const char *s)
{
    buf_putc(b, '"');
    put_chars(b, s);
    buf_putc(b, '"');
}

static int pid_of(const TraceLane *lane)
{
    return lane->dev + 1;
}

static void metadata(Buf *b, const TraceData *d)
{
    int last_dev = -2;
    for (int l = 0; l < d->nlanes; l++) {
        const TraceLane *lane = &d->lanes[l];
        if (lane->dev != last_dev) {
            char name[32];
            if (lane->dev < 0) snprintf(name, sizeof name, "host");
            else snprintf(name, sizeof name, "cuda:%d", lane->dev);
            buf_printf(b, "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"ts\":0,\"args\":{\"name\":",
                       pid_of(lane), l);
            put_string(b, name);
            buf_puts(b, "}},\n");
            buf_printf(b, "{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"ts\":0,"
                          "\"args\":{\"sort_index\":%d}},\n", pid_of(lane), l, pid_of(lane));
            last_dev = lane->dev;
        }
        buf_printf(b, "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"ts\":0,\"args\":{\"name\":",
                   pid_of(lane), l);
        put_string(b, lane->label);
        buf_puts(b, "}},\n");
        buf_printf(b, "{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"ts\":0,"
                      "\"args\":{\"sort_index\":%d}},\n", pid_of(lane), l, l);
    }
}

/* Numbers without printf, which would take most of the writing time of a
 * large trace. */
static void put_int(Buf *b, long long v)
{
    char digits[24];
    int n = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do digits[n++] = (char)('0' + u % 10);
    while ((u /= 10) > 0);
    if (v < 0) buf_putc(b, '-');
    while (n > 0) buf_putc(b, digits[--n]);
}

/* Microseconds with three decimals: nanoseconds. */
static void put_us(Buf *b, double us)
{
    long long ns = llround(us * 1e3);
    if (ns < 0) {
        buf_putc(b, '-');
        ns = -ns;
    }
    put_int(b, ns / 1000);
    char frac[5] = {'.', (char)('0' + ns / 100 % 10), (char)('0' + ns / 10 % 10), (char)('0' + ns % 10), 0};
    buf_puts(b, frac);
}

static void put_track(Buf *b, const TraceData *d, int lane)
{
    buf_puts(b, ",\"pid\":");
    put_int(b, pid_of(&d->lanes[lane]));
    buf_puts(b, ",\"tid\":");
    put_int(b, lane);
}

static void source_arg(Buf *b, const TraceData *d, const TraceOp *op)
{
    if (op->file < 0) return;
    buf_puts(b, ",\"source\":\"");
    put_chars(b, d->files[op->file]);
    buf_putc(b, ':');
    put_int(b, op->line);
    buf_putc(b, '"');
}

static void slice(Buf *b, const TraceData *d, const TraceOp *op, double dur_us)
{
    char name[96];
    trace_op_name(d, op, name, sizeof name);
    buf_puts(b, "{\"name\":");
    put_string(b, name);
    buf_puts(b, ",\"cat\":\"");
    buf_puts(b, trace_op_kind(op));
    if (op->kind == TRACE_RACE) {
        buf_puts(b, "\",\"ph\":\"i\",\"s\":\"t\",\"ts\":");
        put_us(b, op->start * 1e3);
        put_track(b, d, op->lane);
        buf_puts(b, ",\"args\":{\"message\":");
        put_string(b, trace_text(d, op->text));
        source_arg(b, d, op);
        buf_puts(b, "}},\n");
        return;
    }
    buf_puts(b, "\",\"ph\":\"X\",\"ts\":");
    put_us(b, op->start * 1e3);
    buf_puts(b, ",\"dur\":");
    put_us(b, dur_us);
    put_track(b, d, op->lane);
    buf_puts(b, ",\"args\":{");
    size_t mark = b->len;
    if (op->kind == TRACE_KERNEL && op->text >= 0) {
        buf_puts(b, "\"shapes\":");
        put_string(b, trace_text(d, op->text));
    }
    if (op->dtype < DT_COUNT) {
        buf_puts(b, ",\"dtype\":\"");
        buf_puts(b, dtype_name((DType)op->dtype));
        buf_putc(b, '"');
    }
    if (op->kind == TRACE_COPY) {
        buf_puts(b, ",\"bytes\":");
        put_int(b, (long long)op->bytes);
    }
    if (op->kind == TRACE_HOST_WAIT && op->text >= 0) {
        buf_puts(b, ",\"code\":");
        put_string(b, trace_text(d, op->text));
    }
    source_arg(b, d, op);
    /* Drop the comma of a first member. */
    if (b->len > mark && b->data[mark] == ',') {
        memmove(b->data + mark, b->data + mark + 1, b->len - mark - 1);
        b->len--;
        b->data[b->len] = '\0';
    }
    buf_puts(b, "}},\n");
}

/* The arrow from record r to waiting op w: each end inside its slice. */
static void flow(Buf *b, const TraceData *d, size_t id, const TraceOp *r, double r_us, const TraceOp *w, double w_us)
{
    buf_puts(b, "{\"name\":\"dependency\",\"cat\":\"dependency\",\"ph\":\"s\",\"id\":");
    put_int(b, (long long)id);
    buf_puts(b, ",\"ts\":");
    put_us(b, r->start * 1e3 + r_us / 2);
    put_track(b, d, r->lane);
    buf_puts(b, "},\n{\"name\":\"dependency\",\"cat\":\"dependency\",\"ph\":\"f\",\"bp\":\"e\",\"id\":");
    put_int(b, (long long)id);
    buf_puts(b, ",\"ts\":");
    put_us(b, w->start * 1e3 + w_us / 2);
    put_track(b, d, w->lane);
    buf_puts(b, "},\n");
}

/* qsort has no context argument in C11: the trace being sorted. */
static const TraceData *sorting;

static int by_lane_then_time(const void *a, const void *b)
{
    const TraceData *d = sorting;
    size_t i = *(const size_t *)a, j = *(const size_t *)b;
    const TraceOp *x = &d->ops[i], *y = &d->ops[j];
    if (x->lane != y->lane) return x->lane < y->lane ? -1 : 1;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    return (i > j) - (i < j);
}

bool trace_json_write(const TraceData *d, const char *path, Error *err)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        error_set(err, "cannot write the trace to '%s': %s", path, strerror(errno));
        return false;
    }
    size_t *order = xmalloc((d->nops ? d->nops : 1) * sizeof *order);
    for (size_t i = 0; i < d->nops; i++) order[i] = i;
    sorting = d;
    qsort(order, d->nops, sizeof *order, by_lane_then_time);

    double *dur = xmalloc((d->nops ? d->nops : 1) * sizeof *dur);
    for (size_t k = 0; k < d->nops; k++) {
        const TraceOp *op = &d->ops[order[k]], *next = k + 1 < d->nops ? &d->ops[order[k + 1]] : NULL;
        double us = (op->end - op->start) * 1e3;
        if (us < 1) {
            double room = next && next->lane == op->lane ? (next->start - op->start) * 1e3 : 1;
            us = room < 1 ? (room > us ? room : us) : 1;
        }
        dur[order[k]] = us;
    }

    Buf b = BUF_INIT;
    buf_puts(&b, "{\"displayTimeUnit\":\"ms\",\n\"otherData\":{\"generator\":\"cst\"},\n\"traceEvents\":[\n");
    metadata(&b, d);
    for (size_t k = 0; k < d->nops; k++) {
        slice(&b, d, &d->ops[order[k]], dur[order[k]]);
        if (b.len > 1 << 20) {
            fwrite(b.data, 1, b.len, f);
            buf_clear(&b);
        }
    }
    size_t flows = 0;
    for (size_t i = 0; i < d->nops; i++) {
        const TraceOp *op = &d->ops[i];
        if (op->dep < 0 || (op->kind != TRACE_WAIT && op->kind != TRACE_HOST_WAIT)) continue;
        flow(&b, d, ++flows, &d->ops[op->dep], dur[op->dep], op, dur[i]);
        if (b.len > 1 << 20) {
            fwrite(b.data, 1, b.len, f);
            buf_clear(&b);
        }
    }
    /* JSON has no trailing comma: end with one last harmless event. */
    buf_printf(&b, "{\"name\":\"trace end\",\"ph\":\"i\",\"s\":\"g\",\"ts\":%.3f,\"pid\":0,\"tid\":0}\n]}\n",
               d->wall * 1e3);
    fwrite(b.data, 1, b.len, f);
    buf_free(&b);
    free(order);
    free(dur);
    bool ok = !ferror(f);
    if (fclose(f) != 0) ok = false;
    if (!ok) error_set(err, "cannot write the trace to '%s': %s", path, strerror(errno));
    return ok;
}
