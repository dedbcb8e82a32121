/* trace_names.c: what each recorded operation is, for the writers of a
 * trace (trace_json.c, trace_svg.c, trace_profile.c): its name, its kind,
 * whether it is work (trace.h). */
#include <stdio.h>
#include <string.h>

#include "runtime/trace.h"

bool trace_op_is_work(const TraceOp *op)
{
    return op->kind == TRACE_KERNEL || op->kind == TRACE_COPY || op->kind == TRACE_GRAPH ||
           op->kind == TRACE_FUSED;
}

const char *trace_text(const TraceData *d, int32_t offset)
{
    return offset < 0 ? "" : d->text + offset;
}

void trace_op_name(const TraceData *d, const TraceOp *op, char *buf, size_t n)
{
    static const char *const copies[] = {"copy HtoD", "copy DtoH", "copy DtoD"};
    switch ((TraceKind)op->kind) {
    case TRACE_KERNEL: {
        /* Not snprintf: the writers name every operation of a large trace. */
        const char *s = op->op == OP_sleep ? "device_sleep" : op_name((OpCode)op->op);
        size_t len = strlen(s) < n ? strlen(s) : n - 1;
        memcpy(buf, s, len);
        buf[len] = '\0';
        return;
    }
    case TRACE_COPY: snprintf(buf, n, "%s", op->op < 3 ? copies[op->op] : "copy"); return;
    case TRACE_RECORD: snprintf(buf, n, "record"); return;
    case TRACE_WAIT:
        snprintf(buf, n, "wait %s", op->target >= 0 ? d->lanes[op->target].label : "(never recorded)");
        return;
    case TRACE_HOST_WAIT:
        switch ((TraceHostWait)op->op) {
        case HOST_WAIT_STREAM:
            snprintf(buf, n, "synchronize %s", op->target >= 0 ? d->lanes[op->target].label : "stream");
            return;
        case HOST_WAIT_EVENT:
            snprintf(buf, n, "event synchronize %s", op->target >= 0 ? d->lanes[op->target].label : "");
            return;
        case HOST_WAIT_DEVICE: snprintf(buf, n, "synchronize cuda:%d", op->target); return;
        case HOST_WAIT_COPY: snprintf(buf, n, "copy to host"); return;
        }
        break;
    case TRACE_RACE: snprintf(buf, n, "race"); return;
    case TRACE_GRAPH: snprintf(buf, n, "graph replay"); return;
    case TRACE_FUSED: snprintf(buf, n, "fused"); return;
    }
    snprintf(buf, n, "?");
}

const char *trace_op_kind(const TraceOp *op)
{
    switch ((TraceKind)op->kind) {
    case TRACE_COPY: return "copy";
    case TRACE_RECORD:
    case TRACE_WAIT: return "sync";
    case TRACE_HOST_WAIT: return "host";
    case TRACE_RACE: return "race";
    case TRACE_GRAPH: return "graph";
    case TRACE_FUSED: return "elementwise";
    case TRACE_KERNEL: break;
    }
    static const char *const groups[] = {
        [GROUP_COPY] = "copy", [GROUP_FILL] = "fill", [GROUP_EW] = "elementwise",
        [GROUP_REDUCE] = "reduction", [GROUP_MATMUL] = "matmul", [GROUP_LINALG] = "matmul",
        [GROUP_SOFTMAX] = "softmax/sort",
        [GROUP_SORT] = "softmax/sort", [GROUP_INDEX] = "copy", [GROUP_POOL] = "reduction",
        [GROUP_RANDOM] = "random", [GROUP_SLEEP] = "sleep",
    };
    return groups[op_info((OpCode)op->op)->group];
}
