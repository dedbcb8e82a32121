/* stream_value.h: streams and events as cst values (V_STREAM, V_EVENT),
 * the builtins of torch.cuda that concern devices, streams, events and
 * memory, and what the statements `stream`, `event`, `with stream`,
 * `with device` and `synchronize` do (streams.md).
 *
 * Streams and events print as PyTorch's, deterministically: every stream
 * but a default one, and every event, gets a number when it is made
 * (stream#3, event#1, counting from 1 per program), which stands for the
 * CUDA handle PyTorch shows; a declaration names it too.  The
 * module keeps each device's current stream alive as a value, so that
 * current_stream() gives back the very object that was made current. */
#ifndef CST_STREAM_VALUE_H
#define CST_STREAM_VALUE_H

#include <stdbool.h>

#include "lang/ast.h"
#include "tensor/device.h"
#include "values/value.h"

/* Defines the V_STREAM and V_EVENT classes and adds the stream builtins to
 * the table: called once from interp_new, before the table is first used. */
void stream_value_register(void);

/* `stream NAME ...` and `event NAME ...`: v (borrowed) must be a stream
 * (an event) or the error says so; an unnamed one takes the name. */
bool stream_value_declare(Interp *in, DeclKind kind, const char *name, Value v);

/* What `with stream <v>` and `with device <v>` change, to be put back by
 * stream_value_leave whatever way the block ends. */
typedef struct StreamScope {
    bool active;             /* something to put back */
    bool streams;            /* `with stream`: current streams too, not only the device */
    int device;              /* the current device before the block */
    int other;               /* the stream's device when not that one, else -1 */
    Value prev, prev_other;  /* their current streams before the block (held) */
} StreamScope;

/* expr is the expression `with stream` was given: the race checker names
 * the stream by it. */
bool stream_value_enter(Interp *in, WithKind kind, Value v, const Node *expr, StreamScope *scope);
void stream_value_leave(StreamScope *scope);

/* A new stream of device dev (torch.cuda.Stream(dev, priority)). */
bool stream_value_new(Interp *in, int dev, int64_t priority, Value *out);

/* The backend's stream of a stream value; NULL for any other value. */
DevStream *stream_value_dev_stream(Value v);
/* The device of a stream value. */
int stream_value_device(Value v);

/* `synchronize` (v NULL: every stream of the current device) and
 * `synchronize v` (a stream or an event). */
bool stream_value_synchronize(Interp *in, const Value *v);

#endif
