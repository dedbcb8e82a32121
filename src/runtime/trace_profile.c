/* trace_profile.c: the --profile table (trace_profile.h).  Times are what
 * the device reported (trace.h): on the simulated device, from when a
 * stream reached an operation to when it finished it.  A stream is busy
 * while it runs work (kernels and copies), not while it waits for an
 * event; the overlap is measured by sweeping every stream's busy
 * intervals at once. */
#include "runtime/trace_profile.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

typedef struct Row {
    char name[64];
    const char *kind;
    size_t count;
    double total;
} Row;

typedef struct Edge {
    double t;
    int delta;
} Edge;

static int by_time(const void *a, const void *b)
{
    const Edge *x = a, *y = b;
    if (x->t != y->t) return x->t < y->t ? -1 : 1;
    /* An interval ending where another starts does not overlap it. */
    return x->delta - y->delta;
}

void trace_profile_overlap(const TraceData *d, TraceOverlap *out)
{
    memset(out, 0, sizeof *out);
    Edge *e = xmalloc((2 * d->nops + 1) * sizeof *e);
    size_t n = 0;
    for (size_t i = 0; i < d->nops; i++) {
        const TraceOp *op = &d->ops[i];
        if (!trace_op_is_work(op) || op->end <= op->start) continue;
        e[n++] = (Edge){op->start, +1};
        e[n++] = (Edge){op->end, -1};
    }
    qsort(e, n, sizeof *e, by_time);
    int busy = 0;
    for (size_t k = 0; k < n; k++) {
        if (k > 0) {
            double dt = e[k].t - e[k - 1].t;
            if (busy >= 1) out->any += dt;
            if (busy >= 2) out->two += dt;
        }
        busy += e[k].delta;
    }
    free(e);
}

static void put_time(Buf *b, double ms)
{
    if (ms >= 1000) buf_printf(b, "%.3f s", ms / 1000);
    else if (ms >= 1) buf_printf(b, "%.3f ms", ms);
    else buf_printf(b, "%.3f us", ms * 1000);
}

static const char *time_text(double ms, char *buf, size_t n)
{
    Buf b = BUF_INIT;
    put_time(&b, ms);
    snprintf(buf, n, "%s", buf_cstr(&b));
    buf_free(&b);
    return buf;
}

static int by_total(const void *a, const void *b)
{
    const Row *x = a, *y = b;
    if (x->total != y->total) return x->total > y->total ? -1 : 1;
    return strcmp(x->name, y->name);
}

static double share(double part, double whole)
{
    return whole > 0 ? 100 * part / whole : 0;
}

/* Fused groups: how many, of how many operations; on a GPU, how their
 * kernels were had. */
static void put_fusion(const TraceData *d, FILE *f)
{
    size_t groups = 0;
    long members = 0;
    for (size_t i = 0; i < d->nops; i++) {
        const TraceOp *op = &d->ops[i];
        if (op->kind != TRACE_FUSED) continue;
        groups++;
        members += strtol(trace_text(d, op->text), NULL, 10);
    }
    if (!groups) return;
    fprintf(f, "  fused: %zu group%s of %ld operations", groups, groups == 1 ? "" : "s", members);
    if (d->has_fuse) {
        char t[32];
        const DevFuseStats *s = &d->fuse;
        fprintf(f, "; kernels: %ld compiled (%s), %ld from the disk cache, %ld reused",
                s->compiled, time_text(s->compile_ms, t, sizeof t), s->from_disk, s->reused);
        if (s->waited) fprintf(f, "; %ld run member by member while compiling", s->waited);
        if (s->unfused) fprintf(f, "; %ld run member by member (no NVRTC)", s->unfused);
    }
    fputc('\n', f);
}

void trace_profile_print(const TraceData *d, FILE *f)
{
    Row *rows = NULL;
    size_t nrows = 0, nwork = 0, nwaits = 0;
    double total = 0, waited = 0;
    double *busy = xcalloc((size_t)d->nlanes, sizeof *busy);
    size_t *count = xcalloc((size_t)d->nlanes, sizeof *count);
    for (size_t i = 0; i < d->nops; i++) {
        const TraceOp *op = &d->ops[i];
        double dt = op->end - op->start;
        if (op->kind == TRACE_HOST_WAIT) {
            nwaits++;
            waited += dt;
        }
        if (!trace_op_is_work(op)) continue;
        char name[64];
        trace_op_name(d, op, name, sizeof name);
        size_t r = 0;
        while (r < nrows && strcmp(rows[r].name, name) != 0) r++;
        if (r == nrows) {
            rows = xrealloc(rows, (nrows + 1) * sizeof *rows);
            memset(&rows[r], 0, sizeof *rows);
            snprintf(rows[r].name, sizeof rows[r].name, "%s", name);
            rows[r].kind = trace_op_kind(op);
            nrows++;
        }
        rows[r].count++;
        rows[r].total += dt;
        total += dt;
        busy[op->lane] += dt;
        count[op->lane]++;
        nwork++;
    }
    qsort(rows, nrows, sizeof *rows, by_total);

    char t1[32], t2[32], t3[32];
    int nstreams = 0;
    for (int l = 0; l < d->nlanes; l++) nstreams += d->lanes[l].dev >= 0;
    fflush(stdout);
    fprintf(f, "cst profile: %zu operation%s on %d stream%s, %s of wall time\n", nwork, nwork == 1 ? "" : "s",
            nstreams, nstreams == 1 ? "" : "s", time_text(d->wall, t1, sizeof t1));
    if (nrows) {
        fprintf(f, "  %-16s %-13s %9s %12s %12s %7s\n", "operation", "kind", "count", "total", "mean", "share");
        for (size_t r = 0; r < nrows; r++)
            fprintf(f, "  %-16s %-13s %9zu %12s %12s %6.1f%%\n", rows[r].name, rows[r].kind, rows[r].count,
                    time_text(rows[r].total, t1, sizeof t1),
                    time_text(rows[r].total / (double)rows[r].count, t2, sizeof t2), share(rows[r].total, total));
    }
    if (nstreams) {
        fprintf(f, "  %-16s %-13s %9s %12s %12s\n", "stream", "device", "ops", "busy", "of wall");
        for (int l = 0; l < d->nlanes; l++) {
            if (d->lanes[l].dev < 0) continue;
            char dev[16];
            snprintf(dev, sizeof dev, "cuda:%d", d->lanes[l].dev);
            fprintf(f, "  %-16s %-13s %9zu %12s %11.1f%%\n", d->lanes[l].label, dev, count[l],
                    time_text(busy[l], t1, sizeof t1), share(busy[l], d->wall));
        }
    }
    put_fusion(d, f);
    TraceOverlap ov;
    trace_profile_overlap(d, &ov);
    fprintf(f, "  host waits: %zu, %s\n", nwaits, time_text(waited, t1, sizeof t1));
    fprintf(f, "  overlap: two or more streams busy %s of %s wall time (%.1f%%); some stream busy %s (%.1f%%)\n",
            time_text(ov.two, t1, sizeof t1), time_text(d->wall, t2, sizeof t2), share(ov.two, d->wall),
            time_text(ov.any, t3, sizeof t3), share(ov.any, d->wall));
    free(rows);
    free(busy);
    free(count);
}
