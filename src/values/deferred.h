/* deferred.h: the range checks of index tensors (and of probabilities
 * and rates), made on the device with the operation that reads them and
 * reported when the program next observes anything, at that operation.
 *
 * Each check is ops.def's bounds (outside for a float tensor): the
 * index's first element outside the range, and its value, found where
 * the index lives; or the operation that reads the index makes it as it
 * reads (deferred_index_fused: gather, scatter and index), saving a pass over
 * the index.  Reading that back at
 * once makes the host wait for the device at every indexing operation, as
 * PyTorch does not (a GPU asserts in the kernel).  So a check's record is
 * read later, with those of the checks after it, at the next point where
 * the program could tell: before a host read of device data (print, item,
 * a condition, a copy to the host), any output, a synchronize, a `try`
 * (whose handlers must not catch an earlier operation's error), the
 * report of any other error, and the end of the run.  The first check
 * that failed is raised then as it would have been at once: its class and
 * message, located at its operation, with the "called from" lines the
 * operation had.  The operations after it were enqueued, but nothing they
 * did is seen (a race the checker finds among them is not reported), and
 * every kernel that reads an index takes an element outside its range
 * without touching memory outside its tensors.
 *
 * A check is made at once (the host waits) where a later report could be
 * told apart or could not be made: inside a `try` body, on a stream other
 * than its device's default (side streams come and go), while a graph
 * captures, while a trace or profile records what ran, for an index in
 * host memory, and under CUDA_LAUNCH_BLOCKING=1, which makes PyTorch's own
 * device asserts synchronous. */
#ifndef CST_DEFERRED_H
#define CST_DEFERRED_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "base/options.h"
#include "lang/ast.h"
#include "tensor/tensor.h"

/* The command line's choices (a trace or profile makes checks at once),
 * and the operation the evaluator is applying, as it changes. */
void deferred_configure(const Options *opts);
void deferred_attach(const Site *site);
/* The evaluator's news: a user function called from span of src, and its
 * return; a `try` body entered (after deferred_drain) and left. */
void deferred_call_enter(const Source *src, Span span);
void deferred_call_leave(void);
void deferred_try_enter(void);
void deferred_try_leave(void);

/* Checks that every element of the int64 index lies in [lo, hi).  One
 * outside raises cls with msg, a printf format whose one conversion, if
 * any, is a %lld: the first element outside, in row-major order.  *least
 * is the least element when the check was made at once, INT64_MIN when it
 * is deferred (the caller cannot rely on the elements being in range). */
bool deferred_index_check(Interp *in, Tensor *index, int64_t lo, int64_t hi, ErrorClass cls, const char *msg,
                          int64_t *least);
/* deferred_index_check for an operation that reads the whole index and
 * can check it as it reads (gather, scatter and index, dispatch_index.h):
 * where the check may be deferred, *record is the record that operation
 * is to write, and nothing is launched here; elsewhere the check is made
 * at once and *record is NULL. */
bool deferred_index_fused(Interp *in, Tensor *index, int64_t lo, int64_t hi, ErrorClass cls, const char *msg,
                          int64_t *least, int64_t **record);
/* The check an operation makes of its own int64 index as it reads it,
 * skipping what it is told to skip (nll_loss's ignored class): *record
 * is the record the operation is to write, as bounds' (NULL for an empty
 * index); after launching the operation, deferred_own_end reads it at
 * once where the check may not be deferred, and raises cls with msg (as
 * deferred_index_check's) when an element was outside. */
bool deferred_own_begin(Interp *in, Tensor *index, ErrorClass cls, const char *msg, int64_t **record);
bool deferred_own_end(Interp *in, Tensor *index, int64_t *record, ErrorClass cls, const char *msg);
/* Checks that every element of the float tensor t lies in [lo, hi], a NaN
 * failing: bernoulli's probabilities, poisson's rates, normal's std.  One
 * outside raises cls with msg (no conversion), as deferred_index_check's
 * do; the caller's operation runs either way. */
bool deferred_range_check(Interp *in, Tensor *t, double lo, double hi, ErrorClass cls, const char *msg);
/* Reads the checks made so far and raises the first that failed (false),
 * located at its operation. */
bool deferred_drain(Interp *in);
/* Whether a check made so far failed, its error not yet raised. */
bool deferred_failed(Interp *in);

#endif
