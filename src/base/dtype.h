/* dtype.h: the ten element types of cst tensors (language.md §5): their
 * names, sizes and kinds, the exact float16/bfloat16 conversions, and the
 * helpers that read or write one element of any dtype.
 *
 * Element values cross this interface as double (every float16, bfloat16,
 * float32, bool and small-integer value is exact in a double) or as int64_t
 * (exact for every integer dtype). */
#ifndef CST_DTYPE_H
#define CST_DTYPE_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

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
/* The element type's C++ name (c10's TypeMeta, as GCC spells it: "long
 * int", "c10::Half"), which some of PyTorch's messages print. */
const char *dtype_cpp_name(DType dt);
bool dtype_is_float(DType dt);
/* The five integer dtypes; bool is not one of them. */
bool dtype_is_int(DType dt);
bool dtype_is_bool(DType dt);
/* The least and the greatest value of an integer dtype or bool (0 and 1),
 * as iinfo's min and max. */
int64_t dtype_int_least(DType dt);
int64_t dtype_int_greatest(DType dt);

/* The default floating dtype, torch.set_default_dtype's: what a Python
 * float becomes, what integers promote to in true division and float-only
 * functions, and what float creation functions make.  float32 until a
 * program sets it (to any of the four float dtypes). */
DType dtype_default_float(void);
void dtype_set_default_float(DType dt);

/* Canonical names and PyTorch's aliases (float, double, half, long, int).
 * Returns false for any other name. */
bool dtype_lookup(const char *name, DType *out);

/* The bits of a float and back. */
static inline uint32_t dtype_float_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static inline float dtype_bits_float(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* IEEE binary16 and bfloat16 to float: exact.  Inline, so that the
 * kernels' conversion loops see through them. */
static inline float dtype_half_to_float(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000) << 16;
    uint32_t exp = (h >> 10) & 0x1f;
    uint32_t mant = h & 0x3ff;
    /* A signalling NaN comes out quiet, as from c10 and the F16C instruction. */
    if (exp == 0x1f)
        return dtype_bits_float(sign | 0x7f800000 | (mant << 13) | (mant ? 0x400000u : 0));
    if (exp != 0)
        return dtype_bits_float(sign | ((exp + 112) << 23) | (mant << 13));
    /* Zero or subnormal: mant * 2^-24, exact in float. */
    float v = ldexpf((float)mant, -24);
    return sign ? -v : v;
}

/* float to binary16 / bfloat16, rounding to nearest even as c10::Half and
 * c10::BFloat16 do: overflow gives inf, subnormals are kept, NaN gives a
 * quiet NaN (binary16 keeps the sign; bfloat16 gives 0x7FC0 like
 * c10::round_to_nearest_even).  PyTorch converts a double to these types
 * through float (two roundings); callers do the same by passing (float)d. */
static inline uint16_t dtype_float_to_half(float f)
{
    uint32_t x = dtype_float_bits(f);
    uint16_t sign = (uint16_t)((x >> 16) & 0x8000);
    uint32_t ax = x & 0x7fffffff;
    if (ax > 0x7f800000)
        return sign | 0x7e00;
    /* 65520 (0x477ff000) is halfway between 65504, the largest binary16, and
     * 65536; ties go to the even neighbour, which is the infinity. */
    if (ax >= 0x477ff000)
        return sign | 0x7c00;
    if (ax >= 0x38800000) {
        /* Normal in binary16: rebias the exponent (127 -> 15) and round the
         * 13 dropped mantissa bits to nearest even; a carry out of the
         * mantissa correctly bumps the exponent. */
        uint32_t r = ax - (112u << 23);
        r += 0xfff + ((r >> 13) & 1);
        return sign | (uint16_t)(r >> 13);
    }
    /* Below 2^-25 everything rounds to zero (2^-25 itself ties to even 0). */
    if (ax < 0x33000000)
        return sign;
    /* Subnormal result, counted in units of 2^-24. */
    uint32_t e = ax >> 23;
    uint32_t m = (ax & 0x7fffff) | 0x800000;
    uint32_t shift = 126 - e;
    uint32_t q = m >> shift;
    uint32_t rem = m & ((1u << shift) - 1);
    uint32_t halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (q & 1)))
        q++;
    return sign | (uint16_t)q;
}

static inline float dtype_bf16_to_float(uint16_t b)
{
    return dtype_bits_float((uint32_t)b << 16);
}

static inline uint16_t dtype_float_to_bf16(float f)
{
    if (isnan(f))
        return 0x7fc0;
    uint32_t u = dtype_float_bits(f);
    uint32_t bias = ((u >> 16) & 1) + 0x7fff;
    return (uint16_t)((u + bias) >> 16);
}

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
