/* graph_value.h: CUDA graphs as values (torch-streams.md, "CUDA graphs"):
 * torch.cuda.CUDAGraph() (V_GRAPH), the context torch.cuda.graph(g,
 * stream=None) makes (V_GRAPH_CAPTURE), and what `with torch.cuda.graph(g)
 * { }` and the statement `graph g { }` do.  The block's device work is
 * captured on a side stream, not run; g.replay() runs all of it again on
 * the current stream, on the same memory, as one item of that stream. */
#ifndef CST_GRAPH_VALUE_H
#define CST_GRAPH_VALUE_H

#include <stdbool.h>

#include "lang/ast.h"
#include "values/stream_value.h"
#include "values/value.h"

/* Defines the two classes and adds the graph builtins: called once from
 * interp_new. */
void graph_value_register(void);

/* A new, empty torch.cuda.CUDAGraph. */
Value graph_value_new(void);

/* A capture in progress, from the block's start to its end. */
typedef struct GraphScope {
    Value graph;             /* held */
    Value stream;            /* the capturing stream, held */
    StreamScope streams;     /* the capturing stream made current */
} GraphScope;

/* Starts capturing what the block enqueues: v is what torch.cuda.graph()
 * made, or a graph itself (`graph g { }`); expr names it for the race
 * checker. */
bool graph_value_enter(Interp *in, Value v, const Node *expr, GraphScope *scope);
/* Ends the capture: the graph keeps it when the block ran to its end (ok),
 * else it is dropped.  False, with the error raised, when a block that ran
 * to its end could not become a graph. */
bool graph_value_leave(Interp *in, GraphScope *scope, bool ok);

#endif
