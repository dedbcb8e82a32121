/* trace_svg.c: the timeline picture (trace_svg.h).
 *
 * Lanes run left to right on one time axis in milliseconds: the host's
 * waits on top, then each device's streams.  An operation is a box
 * coloured by its kind, labelled when the label fits; a stream waiting
 * for an event is a hatched box; an event record is a dark tick; an arrow
 * runs from each record to the wait it released.  A picture must read as
 * well for 5 operations as for 50,000, so operations narrower than a pixel
 * that follow each other closely on a lane are drawn as one block, in the
 * colour of the kind that took most of its time, with the count inside
 * and every name in its tooltip: the picture's size depends on its width,
 * not on the number of operations.  Races the checker found are red. */
#include "runtime/trace_svg.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/dtype.h"
#include "runtime/trace_profile.h"

enum {
    WIDTH = 1200,
    LABELS = 130,       /* the lane names, left of the plot */
    RIGHT = 30,
    TOP = 62,
    LANE = 30,
    GAP = 8,
    MAX_ARROWS = 2000
};

/* Operations narrower than this (pixels) join the block before them. */
#define MERGE_PX 1.0
/* Idle time narrower than this between two tiny operations is not shown. */
#define JOIN_PX 3.0
#define CHAR_PX 6.4
#define ARROW_PX 12.0

typedef struct Kind {
    const char *name;
    const char *fill;
} Kind;

static const Kind kinds[] = {
    {"elementwise", "#4e79a7"}, {"reduction", "#f28e2b"}, {"matmul", "#59a14f"},
    {"copy", "#edc948"},        {"fill", "#ff9da7"},      {"random", "#b07aa1"},
    {"softmax/sort", "#9c755f"}, {"sleep", "#76b7b2"},    {"sync", "#444444"},
    {"host", "#bab0ac"},
};

static const char *fill_of(const char *kind)
{
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (strcmp(kinds[k].name, kind) == 0) return kinds[k].fill;
    return "#cccccc";
}

typedef struct Plot {
    const TraceData *d;
    double t0, t1;      /* ms at the plot's left and right edges */
    double x0, x1;      /* pixels */
    Buf *b;
} Plot;

static double x_of(const Plot *p, double t)
{
    return p->x0 + (t - p->t0) / (p->t1 - p->t0) * (p->x1 - p->x0);
}

static double y_of(int lane)
{
    return TOP + lane * (LANE + GAP);
}

static void put_escaped(Buf *b, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': buf_puts(b, "&amp;"); break;
        case '<': buf_puts(b, "&lt;"); break;
        case '>': buf_puts(b, "&gt;"); break;
        case '"': buf_puts(b, "&quot;"); break;
        default:
            if ((unsigned char)*s >= 0x20 || *s == '\t') buf_putc(b, *s);
        }
    }
}

static void put_ms(Buf *b, double ms)
{
    if (ms >= 100) buf_printf(b, "%.0f ms", ms);
    else if (ms >= 1) buf_printf(b, "%.2f ms", ms);
    else buf_printf(b, "%.1f us", ms * 1e3);
}

/* A text label, when it fits in w pixels. */
static void label(Buf *b, double x, double y, double w, const char *text, const char *colour)
{
    if ((double)strlen(text) * CHAR_PX + 6 > w) return;
    buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\" class=\"op\">", x + 3, y + LANE / 2.0 + 4, colour);
    put_escaped(b, text);
    buf_puts(b, "</text>");
}

static void tooltip_op(Buf *b, const TraceData *d, const TraceOp *op)
{
    char name[96];
    trace_op_name(d, op, name, sizeof name);
    buf_puts(b, "<title>");
    put_escaped(b, name);
    if ((op->kind == TRACE_KERNEL || op->kind == TRACE_GRAPH || op->kind == TRACE_FUSED) && op->text >= 0) {
        buf_puts(b, " ");
        put_escaped(b, trace_text(d, op->text));
    }
    if (op->dtype < DT_COUNT) buf_printf(b, " %s", dtype_name((DType)op->dtype));
    if (op->kind == TRACE_COPY) buf_printf(b, " %llu bytes", (unsigned long long)op->bytes);
    if (op->kind == TRACE_HOST_WAIT && op->text >= 0) {
        buf_puts(b, " (");
        put_escaped(b, trace_text(d, op->text));
        buf_puts(b, ")");
    }
    if (op->file >= 0) {
        buf_puts(b, " at ");
        put_escaped(b, d->files[op->file]);
        buf_printf(b, ":%d", op->line);
    }
    buf_puts(b, ", ");
    put_ms(b, op->end - op->start);
    buf_puts(b, " from ");
    put_ms(b, op->start);
    buf_puts(b, "</title>");
}

/* One operation wide enough to be seen. */
static void draw_op(const Plot *p, const TraceOp *op)
{
    Buf *b = p->b;
    double y = y_of(op->lane);
    double x = x_of(p, op->start), w = x_of(p, op->end) - x;
    if (w < MERGE_PX) w = MERGE_PX;
    if (op->kind == TRACE_RECORD) {
        buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"2\" height=\"%d\" fill=\"#222\">", x - 1, y - 3, LANE + 6);
        tooltip_op(b, p->d, op);
        buf_puts(b, "</rect>\n");
        return;
    }
    const char *fill = op->kind == TRACE_WAIT ? "url(#waiting)" : fill_of(trace_op_kind(op));
    buf_printf(b, "<g><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\" stroke=\"#000\" "
                  "stroke-opacity=\"0.25\">", x,
               y, w, LANE, fill);
    tooltip_op(b, p->d, op);
    buf_puts(b, "</rect>");
    char name[96];
    trace_op_name(p->d, op, name, sizeof name);
    const char *text = op->kind == TRACE_HOST_WAIT && op->text >= 0 ? trace_text(p->d, op->text) : name;
    char with_time[160];
    Buf t = BUF_INIT;
    put_ms(&t, op->end - op->start);
    snprintf(with_time, sizeof with_time, "%s  %s", text, buf_cstr(&t));
    buf_free(&t);
    /* Dark text on the light fills, white on the others. */
    bool light = op->kind == TRACE_WAIT || op->kind == TRACE_HOST_WAIT || !strcmp(trace_op_kind(op), "copy");
    const char *ink = light ? "#222" : "#fff";
    if ((double)strlen(with_time) * CHAR_PX + 6 <= w) label(b, x, y, w, with_time, ink);
    else label(b, x, y, w, text, ink);
    buf_puts(b, "</g>\n");
}

/* ---- merged blocks */

typedef struct Tally {
    char name[64];
    const char *kind;
    size_t count;
    double time;
} Tally;

typedef struct Block {
    size_t first;       /* index in the lane's order */
    size_t count;
    double x0, x1;
    double t0, t1;
    Tally *tally;
    size_t ntally;
} Block;

static void block_add(Block *k, const Plot *p, const TraceOp *op)
{
    char name[64];
    trace_op_name(p->d, op, name, sizeof name);
    size_t i = 0;
    while (i < k->ntally && strcmp(k->tally[i].name, name) != 0) i++;
    if (i == k->ntally) {
        k->tally = xrealloc(k->tally, (k->ntally + 1) * sizeof *k->tally);
        memset(&k->tally[i], 0, sizeof *k->tally);
        snprintf(k->tally[i].name, sizeof k->tally[i].name, "%s", name);
        k->tally[i].kind = op->kind == TRACE_RECORD || op->kind == TRACE_WAIT ? "sync" : trace_op_kind(op);
        k->ntally++;
    }
    k->tally[i].count++;
    k->tally[i].time += op->end - op->start;
    if (k->count == 0 || op->start < k->t0) k->t0 = op->start;
    if (k->count == 0 || op->end > k->t1) k->t1 = op->end;
    k->count++;
}

static int by_count(const void *a, const void *b)
{
    const Tally *x = a, *y = b;
    return (x->count < y->count) - (x->count > y->count);
}

/* Returns whether it merged operations. */
static bool draw_block(const Plot *p, const Block *k, int lane, const TraceOp *only)
{
    if (k->count == 0) return false;
    if (k->count == 1) {
        draw_op(p, only);
        return false;
    }
    Buf *b = p->b;
    /* The colour of the kind that took most of the time (or was most common). */
    const char *kind = k->tally[0].kind;
    double best = -1;
    for (size_t i = 0; i < k->ntally; i++) {
        double score = k->tally[i].time + 1e-9 * (double)k->tally[i].count;
        if (score > best) {
            best = score;
            kind = k->tally[i].kind;
        }
    }
    double y = y_of(lane), w = k->x1 - k->x0 < MERGE_PX ? MERGE_PX : k->x1 - k->x0;
    buf_printf(b, "<g><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\" fill-opacity=\"0.75\" "
                  "stroke=\"#000\" stroke-opacity=\"0.35\" stroke-dasharray=\"2 1\"><title>%zu operations merged, ",
               k->x0, y, w, LANE, fill_of(kind), k->count);
    put_ms(b, k->t0);
    buf_puts(b, " to ");
    put_ms(b, k->t1);
    buf_puts(b, ":");
    Tally *sorted = xmalloc(k->ntally * sizeof *sorted);
    memcpy(sorted, k->tally, k->ntally * sizeof *sorted);
    qsort(sorted, k->ntally, sizeof *sorted, by_count);
    for (size_t i = 0; i < k->ntally && i < 8; i++) {
        buf_printf(b, " %s", i ? ", " : "");
        put_escaped(b, sorted[i].name);
        buf_printf(b, " x%zu", sorted[i].count);
    }
    if (k->ntally > 8) buf_puts(b, ", ...");
    free(sorted);
    buf_puts(b, "</title></rect>");
    char text[32];
    snprintf(text, sizeof text, "%zu ops", k->count);
    label(b, k->x0, y, w, text, "#fff");
    buf_puts(b, "</g>\n");
    return true;
}

/* Draws one lane's operations (order: their indices, by start time);
 * returns whether it merged some. */
static bool draw_lane(const Plot *p, int lane, const size_t *order, size_t n)
{
    Block k = {0};
    bool merged = false;
    const TraceOp *only = NULL;
    for (size_t i = 0; i < n; i++) {
        const TraceOp *op = &p->d->ops[order[i]];
        if (op->kind == TRACE_RACE) continue;
        double x0 = x_of(p, op->start), x1 = x_of(p, op->end);
        bool tiny = x1 - x0 < MERGE_PX;
        if (tiny && k.count > 0 && x0 - k.x1 < JOIN_PX) {
            block_add(&k, p, op);
            if (x1 > k.x1) k.x1 = x1;
            continue;
        }
        merged |= draw_block(p, &k, lane, only);
        free(k.tally);
        memset(&k, 0, sizeof k);
        if (!tiny) {
            draw_op(p, op);
            continue;
        }
        k.x0 = x0;
        k.x1 = x1;
        only = op;
        block_add(&k, p, op);
    }
    merged |= draw_block(p, &k, lane, only);
    free(k.tally);
    return merged;
}

/* ---- arrows and races */

typedef struct ArrowKey {
    int from, to;
    int x0, x1;
} ArrowKey;

static void draw_arrows(const Plot *p, size_t *skipped)
{
    const TraceData *d = p->d;
    ArrowKey *seen = NULL;
    size_t nseen = 0;
    *skipped = 0;
    for (size_t i = 0; i < d->nops; i++) {
        const TraceOp *w = &d->ops[i];
        if (w->dep < 0 || (w->kind != TRACE_WAIT && w->kind != TRACE_HOST_WAIT)) continue;
        const TraceOp *r = &d->ops[w->dep];
        double xr = x_of(p, r->start), xw = x_of(p, w->end);
        /* One arrow per ARROW_PX between two lanes: dense dependencies
         * would otherwise hide the boxes they join. */
        ArrowKey key = {r->lane, w->lane, (int)floor(xr / ARROW_PX), (int)floor(xw / ARROW_PX)};
        /* Arrows come in time order: a duplicate is among the last few drawn. */
        bool dup = false;
        for (size_t k = nseen; k-- > 0 && k + 64 >= nseen && !dup;)
            dup = !memcmp(&seen[k], &key, sizeof key);
        if (dup) continue;
        if (nseen == MAX_ARROWS) {
            ++*skipped;
            continue;
        }
        seen = xrealloc(seen, (nseen + 1) * sizeof *seen);
        seen[nseen++] = key;
        if (r->lane == w->lane) continue;
        /* From the middle of the record's lane to the near edge of the
         * waiting lane, over a white halo that keeps it clear of the boxes. */
        bool down = w->lane > r->lane;
        double yr = y_of(r->lane) + LANE / 2.0, yw = y_of(w->lane) + (down ? -1 : LANE + 1);
        for (int halo = 1; halo >= 0; halo--)
            buf_printf(p->b, "<path d=\"M%.1f,%.1f C%.1f,%.1f %.1f,%.1f %.1f,%.1f\" class=\"%s\"/>\n", xr, yr, xr,
                       (yr + yw) / 2, xw, (yr + yw) / 2, xw, yw, halo ? "halo" : "dep");
    }
    free(seen);
}

static size_t draw_races(const Plot *p)
{
    size_t n = 0;
    for (size_t i = 0; i < p->d->nops; i++) {
        const TraceOp *op = &p->d->ops[i];
        if (op->kind != TRACE_RACE) continue;
        double x = x_of(p, op->start), y = y_of(op->lane);
        buf_printf(p->b, "<g class=\"race\"><line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>"
                         "<path d=\"M%.1f,%.1f l-5,-8 h10 z\"/><title>race: ", x, y - 2, x, y + LANE + 2, x, y - 2);
        put_escaped(p->b, trace_text(p->d, op->text));
        buf_puts(p->b, "</title></g>\n");
        n++;
    }
    return n;
}

/* ---- axis, lanes, legend */

static double nice_step(double range)
{
    double raw = range / 10, mag = pow(10, floor(log10(raw)));
    double f = raw / mag;
    return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * mag;
}

static void draw_axis(const Plot *p, double y_top, double y_axis)
{
    Buf *b = p->b;
    double step = nice_step(p->t1 - p->t0);
    int decimals = step >= 1 ? 0 : (int)ceil(-log10(step) - 1e-9);
    buf_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\"/>\n", p->x0, y_axis, p->x1,
               y_axis);
    for (double t = ceil(p->t0 / step) * step; t <= p->t1 + step * 1e-6; t += step) {
        double x = x_of(p, t);
        buf_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" class=\"grid\"/>", x, y_top, x, y_axis);
        buf_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\"/>", x, y_axis, x,
                   y_axis + 5);
        buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" class=\"tick\">%.*f</text>\n", x,
                   y_axis + 18, decimals, fabs(t) < step * 1e-9 ? 0.0 : t);
    }
    buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" class=\"tick\">time (ms)</text>\n", p->x1,
               y_axis + 34);
}

static void draw_lanes(const Plot *p)
{
    const TraceData *d = p->d;
    bool devices = false;
    for (int l = 0; l < d->nlanes; l++) devices |= d->lanes[l].dev > 0;
    for (int l = 0; l < d->nlanes; l++) {
        double y = y_of(l);
        buf_printf(p->b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\" class=\"lane\"/>\n",
                   p->x0, y, p->x1 - p->x0, LANE, l == 0 ? "#f3efe9" : "#f4f6f8");
        buf_printf(p->b, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" class=\"lane-name\">", LABELS - 10,
                   y + LANE / 2.0 + 4);
        if (devices && d->lanes[l].dev >= 0) buf_printf(p->b, "cuda:%d ", d->lanes[l].dev);
        put_escaped(p->b, d->lanes[l].label);
        buf_puts(p->b, "</text>\n");
    }
}

static double draw_legend(const Plot *p, double y, bool merged, size_t races, size_t skipped)
{
    Buf *b = p->b;
    double x = p->x0;
    bool present[sizeof kinds / sizeof kinds[0]] = {false};
    for (size_t i = 0; i < p->d->nops; i++) {
        const char *kind = trace_op_kind(&p->d->ops[i]);
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
            if (!strcmp(kind, kinds[k].name)) present[k] = true;
    }
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        if (!present[k] || !strcmp(kinds[k].name, "sync")) continue;
        buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"12\" fill=\"%s\"/>", x, y, kinds[k].fill);
        const char *name = !strcmp(kinds[k].name, "host") ? "host wait" : kinds[k].name;
        buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" class=\"legend\">%s</text>\n", x + 16, y + 10, name);
        x += 30 + (double)strlen(name) * CHAR_PX;
    }
    buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"12\" fill=\"url(#waiting)\" stroke=\"#999\"/>"
                  "<text x=\"%.1f\" y=\"%.1f\" class=\"legend\">waiting for an event</text>\n",
               x, y, x + 16, y + 10);
    x += 30 + 20 * CHAR_PX;
    buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"2\" height=\"12\" fill=\"#222\"/>"
                  "<path d=\"M%.1f,%.1f h26\" class=\"dep\"/>"
                  "<text x=\"%.1f\" y=\"%.1f\" class=\"legend\">record, and the wait it releases</text>\n",
               x, y, x + 4, y + 6, x + 40, y + 10);
    y += 20;
    x = p->x0;
    if (merged) {
        buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" class=\"legend\">Dashed blocks: operations too short to draw "
                      "one by one, merged (count inside; names in the tooltip).</text>\n", x, y + 10);
        y += 18;
    }
    if (races) {
        buf_printf(b, "<g class=\"race\"><path d=\"M%.1f,%.1f l-5,-8 h10 z\"/></g>"
                      "<text x=\"%.1f\" y=\"%.1f\" class=\"legend\">race found by the race checker (%zu)</text>\n",
                   x + 5, y + 10, x + 16, y + 10, races);
        y += 18;
    }
    if (skipped) {
        buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" class=\"legend\">%zu more dependencies not drawn.</text>\n", x,
                   y + 10, skipped);
        y += 18;
    }
    return y;
}

/* qsort has no context argument in C11: the trace being sorted. */
static const TraceData *sorting;

static int by_lane_then_time(const void *a, const void *b)
{
    size_t i = *(const size_t *)a, j = *(const size_t *)b;
    const TraceOp *x = &sorting->ops[i], *y = &sorting->ops[j];
    if (x->lane != y->lane) return x->lane < y->lane ? -1 : 1;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    return (i > j) - (i < j);
}

static void header(const Plot *p)
{
    const TraceData *d = p->d;
    Buf *b = p->b;
    size_t work = 0;
    int streams = 0;
    for (size_t i = 0; i < d->nops; i++) work += trace_op_is_work(&d->ops[i]);
    for (int l = 0; l < d->nlanes; l++) streams += d->lanes[l].dev >= 0;
    buf_puts(b, "<text x=\"16\" y=\"24\" class=\"title\">cst timeline");
    for (int f = 0; f < d->nfiles && f < 3; f++) {
        buf_puts(b, f ? ", " : ": ");
        put_escaped(b, d->files[f]);
    }
    buf_puts(b, "</text>\n");
    TraceOverlap ov;
    trace_profile_overlap(d, &ov);
    buf_printf(b, "<text x=\"16\" y=\"44\" class=\"sub\">%zu operation%s on %d stream%s; wall time ", work,
               work == 1 ? "" : "s", streams, streams == 1 ? "" : "s");
    put_ms(b, d->wall);
    buf_puts(b, "; two or more streams busy ");
    put_ms(b, ov.two);
    buf_printf(b, " (%.1f%% of wall time)</text>\n", d->wall > 0 ? 100 * ov.two / d->wall : 0.0);
}

static const char style[] =
    "<style>\n"
    "text { font-family: 'DejaVu Sans', Verdana, sans-serif; }\n"
    ".title { font-size: 16px; font-weight: bold; fill: #222; }\n"
    ".sub, .legend, .tick { font-size: 12px; fill: #333; }\n"
    ".lane-name { font-size: 13px; fill: #222; font-family: 'DejaVu Sans Mono', monospace; }\n"
    ".op { font-size: 11px; }\n"
    ".grid { stroke: #d0d4d8; stroke-width: 1; }\n"
    ".dep { fill: none; stroke: #111; stroke-width: 1.6; marker-end: url(#arrow); }\n"
    ".halo { fill: none; stroke: #fff; stroke-width: 4; stroke-opacity: 0.8; }\n"
    ".race line { stroke: #d62728; stroke-width: 2; }\n"
    ".race path { fill: #d62728; }\n"
    "</style>\n"
    "<defs>\n"
    "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
    "orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#111\"/></marker>\n"
    "<pattern id=\"waiting\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
    "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#e8e8e8\"/>"
    "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#9a9a9a\" stroke-width=\"2\"/></pattern>\n"
    "</defs>\n";

bool trace_svg_write(const TraceData *d, const char *path, Error *err)
{
    Buf b = BUF_INIT;
    Plot p = {d, 0, 0, LABELS, WIDTH - RIGHT, &b};
    /* From the first thing recorded to the last, with a little room. */
    bool any = false;
    for (size_t i = 0; i < d->nops; i++) {
        if (!any || d->ops[i].start < p.t0) p.t0 = d->ops[i].start;
        if (!any || d->ops[i].end > p.t1) p.t1 = d->ops[i].end;
        any = true;
    }
    if (!any) p.t1 = d->wall;
    if (p.t1 - p.t0 < 0.01) p.t1 = p.t0 + 0.01;
    double pad = (p.t1 - p.t0) * 0.01;
    p.t0 = p.t0 - pad < 0 ? 0 : p.t0 - pad;
    p.t1 += pad;

    size_t *order = xmalloc((d->nops ? d->nops : 1) * sizeof *order);
    for (size_t i = 0; i < d->nops; i++) order[i] = i;
    sorting = d;
    qsort(order, d->nops, sizeof *order, by_lane_then_time);

    /* The body first: the height depends on the legend. */
    Buf body = BUF_INIT;
    p.b = &body;
    header(&p);
    draw_lanes(&p);
    double y_axis = y_of(d->nlanes) - GAP + 6;
    draw_axis(&p, TOP - 4, y_axis);
    bool merged = false;
    for (size_t k = 0, start = 0; k <= d->nops; k++) {
        if (k < d->nops && d->ops[order[k]].lane == d->ops[order[start]].lane) continue;
        if (k > start) merged |= draw_lane(&p, d->ops[order[start]].lane, order + start, k - start);
        start = k;
    }
    size_t skipped;
    draw_arrows(&p, &skipped);
    size_t races = draw_races(&p);
    double height = draw_legend(&p, y_axis + 48, merged, races, skipped) + 12;

    buf_printf(&b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%.0f\" viewBox=\"0 0 %d %.0f\">\n",
               WIDTH, height, WIDTH, height);
    buf_printf(&b, "<rect width=\"%d\" height=\"%.0f\" fill=\"#ffffff\"/>\n", WIDTH, height);
    buf_puts(&b, style);
    buf_put(&b, body.data ? body.data : "", body.len);
    buf_puts(&b, "</svg>\n");
    buf_free(&body);
    free(order);

    FILE *f = fopen(path, "w");
    bool ok = f && fwrite(b.data, 1, b.len, f) == b.len;
    if (f && fclose(f) != 0) ok = false;
    if (!ok) error_set(err, "cannot write the timeline to '%s': %s", path, strerror(errno));
    buf_free(&b);
    return ok;
}
