/* dispatch_softmax.h: softmax and log_softmax along one dimension, with
 * PyTorch's rules for dtype= and the dtypes it refuses.  Conventions as in
 * dispatch.h. */
#ifndef CST_DISPATCH_SOFTMAX_H
#define CST_DISPATCH_SOFTMAX_H

#include <stdbool.h>
#include <stdint.h>

#include "tensor/dispatch.h"

/* softmax(t, dim, dtype=dt) (log: log_softmax); dt DT_COUNT keeps t's. */
bool dispatch_softmax(const Backend *be, DevStream *s, Tensor *t, int64_t dim, DType dt,
                      bool log, Tensor **out, Error *err);

#endif
