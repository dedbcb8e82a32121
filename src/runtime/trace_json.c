/* trace_json.c: Chrome trace-event JSON (trace_json.h).
 *
 * One process per device ("cuda:0") and one for the host, one thread (a
 * track) per stream, named with metadata events as each first appears;
 * each operation a complete event (ph "X") with ts and dur in
 * microseconds and its shapes, dtype and source line in args; each
 * record -> wait dependency a flow (ph "s" on the record's slice, ph "f"
 * with bp "e" on the waiting slice), which Perfetto draws as an arrow;
 * each race an instant event.  Each track's events are written in the
 * order they ran; tracks interleave as the run went.
 *
 * A flow event joins the slice that encloses its time, so each is put in
 * the middle of its slice, and a slice of no length (a wait that had
 * nothing to wait for) is given up to a microsecond, as much as the next
 * slice of its track leaves (trace.c holds each slice back until the next
 * one of its track is known), so that there is a middle to put it in. */
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

struct TraceJson {
    FILE *f;
    char *path;
    Buf b;
    bool named[DEV_MAX_RANKS + 1];    /* processes named: the host, then each device */
};

/* The buffer goes to the file in writes of 64 KiB: few enough calls to
 * cost nothing beside formatting, little enough memory to hold. */
static void spill(TraceJson *j, bool all)
{
    if (j->b.len > (all ? 0 : (size_t)64 << 10)) {
        fwrite(j->b.data, 1, j->b.len, j->f);
        buf_clear(&j->b);
    }
}

static void put_track(Buf *b, int dev, int tid)
{
    buf_puts(b, ",\"pid\":");
    put_int(b, dev + 1);
    buf_puts(b, ",\"tid\":");
    put_int(b, tid);
}

TraceJson *trace_json_open(const char *path, Error *err)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        error_set(err, "cannot write the trace to '%s': %s", path, strerror(errno));
        return NULL;
    }
    TraceJson *j = xcalloc(1, sizeof *j);
    j->f = f;
    j->path = xstrdup(path);
    buf_puts(&j->b, "{\"displayTimeUnit\":\"ms\",\n\"otherData\":{\"generator\":\"cst\"},\n\"traceEvents\":[\n");
    return j;
}

void trace_json_track(TraceJson *j, int dev, int tid, const char *label, long long sort)
{
    Buf *b = &j->b;
    int pid = dev + 1;
    if (pid >= 0 && pid <= DEV_MAX_RANKS && !j->named[pid]) {
        char name[32];
        if (dev < 0) snprintf(name, sizeof name, "host");
        else snprintf(name, sizeof name, "cuda:%d", dev);
        buf_printf(b, "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"ts\":0,\"args\":{\"name\":",
                   pid, tid);
        put_string(b, name);
        buf_puts(b, "}},\n");
        buf_printf(b, "{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"ts\":0,"
                      "\"args\":{\"sort_index\":%d}},\n", pid, tid, pid);
        j->named[pid] = true;
    }
    buf_printf(b, "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"ts\":0,\"args\":{\"name\":",
               pid, tid);
    put_string(b, label);
    buf_puts(b, "}},\n");
    buf_printf(b, "{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"ts\":0,"
                  "\"args\":{\"sort_index\":%lld}},\n", pid, tid, sort);
    spill(j, false);
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

void trace_json_op(TraceJson *j, const TraceData *d, const TraceOp *op, int tid, double dur_us, double t0)
{
    Buf *b = &j->b;
    int dev = d->lanes[op->lane].dev;
    char name[96];
    trace_op_name(d, op, name, sizeof name);
    buf_puts(b, "{\"name\":");
    put_string(b, name);
    buf_puts(b, ",\"cat\":\"");
    buf_puts(b, trace_op_kind(op));
    if (op->kind == TRACE_RACE) {
        buf_puts(b, "\",\"ph\":\"i\",\"s\":\"t\",\"ts\":");
        put_us(b, (op->start - t0) * 1e3);
        put_track(b, dev, tid);
        buf_puts(b, ",\"args\":{\"message\":");
        put_string(b, trace_text(d, op->text));
        source_arg(b, d, op);
        buf_puts(b, "}},\n");
        spill(j, false);
        return;
    }
    buf_puts(b, "\",\"ph\":\"X\",\"ts\":");
    put_us(b, (op->start - t0) * 1e3);
    buf_puts(b, ",\"dur\":");
    put_us(b, dur_us);
    put_track(b, dev, tid);
    buf_puts(b, ",\"args\":{");
    size_t mark = b->len;
    if (op->kind == TRACE_KERNEL && op->text >= 0) {
        buf_puts(b, "\"shapes\":");
        put_string(b, trace_text(d, op->text));
    }
    if ((op->kind == TRACE_GRAPH || op->kind == TRACE_FUSED) && op->text >= 0) {
        buf_puts(b, "\"operations\":");
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
    spill(j, false);
}

void trace_json_flow(TraceJson *j, long long id, int r_dev, int r_tid, double r_ms, int w_dev, int w_tid,
                     double w_ms)
{
    Buf *b = &j->b;
    buf_puts(b, "{\"name\":\"dependency\",\"cat\":\"dependency\",\"ph\":\"s\",\"id\":");
    put_int(b, id);
    buf_puts(b, ",\"ts\":");
    put_us(b, r_ms * 1e3);
    put_track(b, r_dev, r_tid);
    buf_puts(b, "},\n{\"name\":\"dependency\",\"cat\":\"dependency\",\"ph\":\"f\",\"bp\":\"e\",\"id\":");
    put_int(b, id);
    buf_puts(b, ",\"ts\":");
    put_us(b, w_ms * 1e3);
    put_track(b, w_dev, w_tid);
    buf_puts(b, "},\n");
    spill(j, false);
}

bool trace_json_close(TraceJson *j, double wall, Error *err)
{
    /* JSON has no trailing comma: end with one last harmless event. */
    buf_printf(&j->b, "{\"name\":\"trace end\",\"ph\":\"i\",\"s\":\"g\",\"ts\":%.3f,\"pid\":0,\"tid\":0}\n]}\n",
               wall * 1e3);
    spill(j, true);
    bool ok = !ferror(j->f);
    if (fclose(j->f) != 0) ok = false;
    if (!ok) error_set(err, "cannot write the trace to '%s': %s", j->path, strerror(errno));
    buf_free(&j->b);
    free(j->path);
    free(j);
    return ok;
}
