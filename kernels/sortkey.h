/* sortkey.h: the order of sort and topk as unsigned keys, one definition
 * for both backends.  The order is exact: by value, NaN as the largest
 * (every NaN equal), -0 equal to +0, then by index; so any stable sort of
 * the keys with the indices gives it, and the simulated device (a radix
 * sort) and a GPU (CUB's radix sorts) agree bit for bit.
 *
 * A float's key is its bits with the sign bit flipped for a positive
 * value and every bit flipped for a negative one, which orders the floats
 * as numbers; NaN gets the largest key, and -0 the key of +0.  Integers
 * of up to 32 bits widen to int32, int64 stays: their two's complement
 * with the sign bit flipped.  float16 and bfloat16 widen to float exactly;
 * float64 and int64 take 64-bit keys, the rest 32-bit ones.  A descending
 * sort takes the keys' complements, so that NaN comes first and equal
 * values still keep their index order.
 *
 * Included by kernels/cpu/sort.c and kernels/cuda/sort.cu. */
#ifndef CST_SORTKEY_H
#define CST_SORTKEY_H

#include <stdint.h>
#include <string.h>

#include "ops.h"

#ifdef __CUDACC__
#define SORTKEY_FN static __host__ __device__ inline
#else
#define SORTKEY_FN static inline
#endif

SORTKEY_FN uint32_t sortkey_float(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    if (f != f)
        return 0xFFFFFFFFu;
    if (f == 0)
        return 0x80000000u;
    return b ^ (b >> 31 ? 0xFFFFFFFFu : 0x80000000u);
}

SORTKEY_FN uint64_t sortkey_double(double f)
{
    uint64_t b;
    memcpy(&b, &f, sizeof b);
    if (f != f)
        return ~(uint64_t)0;
    if (f == 0)
        return (uint64_t)1 << 63;
    return b ^ (b >> 63 ? ~(uint64_t)0 : (uint64_t)1 << 63);
}

SORTKEY_FN uint32_t sortkey_int32(int32_t v)
{
    return (uint32_t)v ^ 0x80000000u;
}

SORTKEY_FN uint64_t sortkey_int64(int64_t v)
{
    return (uint64_t)v ^ ((uint64_t)1 << 63);
}

/* The place kth (ops.def) picks by a rule of ops.h's KthRule other than
 * KTH_AT in a line of n elements, nans of them NaN (0 of an integer line):
 * median's, the first NaN of a line holding any (PyTorch's
 * NaN-propagating median), else the lower middle; nanmedian's, the lower
 * middle of the line's numbers (0 where it has none). */
SORTKEY_FN int64_t kth_rule_place(int rule, int64_t n, int64_t nans)
{
    if (rule == KTH_MEDIAN)
        return nans > 0 ? n - nans : (n - 1) / 2;
    return n - nans > 0 ? (n - nans - 1) / 2 : 0;
}

#endif
