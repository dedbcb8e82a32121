/* dtype.h: the ten element types of cst tensors (language.md §5): their
 * names, sizes and kinds, the exact float16/bfloat16 conversions, and the
 * helpers that read or write one element of any dtype.
 *
 * Element values cross this interface as double (every float16, bfloat16,
 * float32, bool and small-integer value is exact in a double) or as int64_t
 * (exact for every integer dtype). */
#ifndef CST_DTYPE_H
#define CST_DTYPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum DType {
    DT_BOOL,
    DT_UINT8,
    DT_INT8,
    DT_INT16,
    DT_INT32,
    DT_INT64,
    DT_FLOAT16,
    DT_BFLOAT16,
    DT_FLOAT32,
    DT_FLOAT64,
    DT_COUNT
} DType;

/* Bytes per element. */
size_t dtype_size(DType dt);
/* The canonical name without the torch. prefix: "float32", "int64", "bool". */
const char *dtype_name(DType dt);
bool dtype_is_float(DType dt);
/* The five integer dtypes; bool is not one of them. */
bool dtype_is_int(DType dt);
bool dtype_is_bool(DType dt);

/* Canonical names and PyTorch's aliases (float, double, half, long, int).
 * Returns false for any other name. */
bool dtype_lookup(const char *name, DType *out);

/* IEEE binary16 and bfloat16 to float: exact. */
float dtype_half_to_float(uint16_t h);
float dtype_bf16_to_float(uint16_t b);
/* float to binary16 / bfloat16, rounding to nearest even as c10::Half and
 * c10::BFloat16 do: overflow gives inf, subnormals are kept, NaN gives a
 * quiet NaN (binary16 keeps the sign; bfloat16 gives 0x7FC0 like
 * c10::round_to_nearest_even).  PyTorch converts a double to these types
 * through float (two roundings); callers do the same by passing (float)d. */
uint16_t dtype_float_to_half(float f);
uint16_t dtype_float_to_bf16(float f);

/* Element at p as a double: exact for floats, bool (0/1) and integers up to
 * 2^53 in magnitude; larger int64 values round as a C cast does. */
double dtype_load_double(DType dt, const void *p);
/* Element at p of an integer or bool dtype as int64_t, exactly.  For a
 * float dtype: the value truncated toward zero when it fits in int64_t,
 * else 0 (callers wanting PyTorch's cast semantics check ranges first). */
int64_t dtype_load_int(DType dt, const void *p);

/* Store v at p, converted as a PyTorch cast would for in-range values:
 * floats round (float16/bfloat16 through float), bool is v != 0, integers
 * truncate toward zero and wrap to the dtype's width.  NaN, inf and values
 * outside int64's range store 0 into integer dtypes (C leaves these
 * undefined; PyTorch's result is platform-dependent). */
void dtype_store_double(DType dt, void *p, double v);
/* Store v at p: integers wrap to the dtype's width, bool is v != 0, floats
 * round to nearest (float16/bfloat16 through float, as c10 does). */
void dtype_store_int(DType dt, void *p, int64_t v);

#endif
