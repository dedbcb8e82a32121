/* reduce_run.h: reductions of one contiguous run (a whole tensor's max,
 * argmax or product) for kernels/cpu/reduce.c, a part of the run a thread.
 * Each gives what reduce.c's element-by-element walk gives. */
#ifndef CST_CPU_REDUCE_RUN_H
#define CST_CPU_REDUCE_RUN_H
#include <stdbool.h>
#include <stdint.h>

#include "base/dtype.h"

/* The first index of x[0..n) (dtype float32, float64, float16 or bfloat16)
 * holding v, a value of the run: an element equal to v (a zero matches
 * either zero), or, v a NaN, the first NaN; -1 where none. */
int64_t run_first_float(const void *x, DType dt, int64_t n, double v);

/* The first index of x[0..n) (an integer dtype or bool) holding v; -1
 * where none. */
int64_t run_first_int(const void *x, DType dt, int64_t n, int64_t v);

/* The bits of an element of dt that make it nonzero: all but a float's
 * sign. */
uint64_t run_zero_mask(DType dt);

/* The first index of x[0..n) (any dtype) equal to zero (zero), or not
 * (a NaN is not); -1 where none: all and any. */
int64_t run_first_zero(const void *x, DType dt, int64_t n, bool zero);

/* The largest (most) or smallest element of x[0..n) (an integer dtype or
 * bool), n > 0. */
int64_t run_extreme_int(const void *x, DType dt, int64_t n, bool most);

/* amax or amin of bfloat16 x[0..n), n > 0, as the walk finds it: NaN if
 * there is one (bfloat16 stores every NaN alike), else the extreme value,
 * which as a number is the same in any order; only a zero's sign depends
 * on the order, and the walk keeps the first element equal to the
 * extreme, so a zero extreme takes the sign of the first zero. */
double run_extreme_bf16(const uint16_t *x, int64_t n, bool most);

/* The sum of x[0..n) of an integer dtype or bool, wrapping as uint64_t. */
uint64_t run_sum_int(const void *x, DType dt, int64_t n);

/* The product of x[0..n), wrapping as uint64_t (so in any order). */
uint64_t run_prod_int64(const int64_t *x, int64_t n);

#endif
