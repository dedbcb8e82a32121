/* dtype.c: element types: names, sizes, kinds and single-element loads
 * and stores (the binary16/bfloat16 bit conversions are dtype.h's, inline
 * in every kernel's loop). */
#include "base/dtype.h"

#include <math.h>
#include <string.h>

static const struct {
    const char *name;
    size_t size;
} dtype_info[DT_COUNT] = {
    [DT_BOOL] = {"bool", 1},
    [DT_UINT8] = {"uint8", 1},
    [DT_INT8] = {"int8", 1},
    [DT_INT16] = {"int16", 2},
    [DT_INT32] = {"int32", 4},
    [DT_INT64] = {"int64", 8},
    [DT_FLOAT16] = {"float16", 2},
    [DT_BFLOAT16] = {"bfloat16", 2},
    [DT_FLOAT32] = {"float32", 4},
    [DT_FLOAT64] = {"float64", 8},
};

static const struct {
    const char *alias;
    DType dt;
} dtype_aliases[] = {
    {"float", DT_FLOAT32},
    {"double", DT_FLOAT64},
    {"half", DT_FLOAT16},
    {"long", DT_INT64},
    {"int", DT_INT32},
};

size_t dtype_size(DType dt)
{
    return dtype_info[dt].size;
}

const char *dtype_name(DType dt)
{
    return dtype_info[dt].name;
}

const char *dtype_cpp_name(DType dt)
{
    static const char *const names[DT_COUNT] = {
        [DT_BOOL] = "bool", [DT_UINT8] = "unsigned char", [DT_INT8] = "signed char",
        [DT_INT16] = "short int", [DT_INT32] = "int", [DT_INT64] = "long int",
        [DT_FLOAT16] = "c10::Half", [DT_BFLOAT16] = "c10::BFloat16", [DT_FLOAT32] = "float",
        [DT_FLOAT64] = "double",
    };
    return names[dt];
}

bool dtype_is_float(DType dt)
{
    return dt == DT_FLOAT16 || dt == DT_BFLOAT16 || dt == DT_FLOAT32 || dt == DT_FLOAT64;
}

bool dtype_is_int(DType dt)
{
    return dt == DT_UINT8 || dt == DT_INT8 || dt == DT_INT16 || dt == DT_INT32 || dt == DT_INT64;
}

bool dtype_is_bool(DType dt)
{
    return dt == DT_BOOL;
}

int64_t dtype_int_least(DType dt)
{
    static const int64_t least[DT_COUNT] = {[DT_INT8] = INT8_MIN, [DT_INT16] = INT16_MIN, [DT_INT32] = INT32_MIN,
                                            [DT_INT64] = INT64_MIN};
    return least[dt];
}

int64_t dtype_int_greatest(DType dt)
{
    static const int64_t greatest[DT_COUNT] = {[DT_BOOL] = 1, [DT_UINT8] = UINT8_MAX, [DT_INT8] = INT8_MAX,
                                               [DT_INT16] = INT16_MAX, [DT_INT32] = INT32_MAX,
                                               [DT_INT64] = INT64_MAX};
    return greatest[dt];
}

static DType default_float = DT_FLOAT32;

DType dtype_default_float(void)
{
    return default_float;
}

void dtype_set_default_float(DType dt)
{
    default_float = dt;
}

bool dtype_lookup(const char *name, DType *out)
{
    for (int i = 0; i < DT_COUNT; i++) {
        if (strcmp(name, dtype_info[i].name) == 0) {
            *out = (DType)i;
            return true;
        }
    }
    for (size_t i = 0; i < sizeof dtype_aliases / sizeof dtype_aliases[0]; i++) {
        if (strcmp(name, dtype_aliases[i].alias) == 0) {
            *out = dtype_aliases[i].dt;
            return true;
        }
    }
    return false;
}

/* Loads by memcpy, which assume nothing of the alignment or the type of
 * the storage behind p. */
static int16_t load_i16(const void *p) { int16_t v; memcpy(&v, p, sizeof v); return v; }
static int32_t load_i32(const void *p) { int32_t v; memcpy(&v, p, sizeof v); return v; }
static int64_t load_i64(const void *p) { int64_t v; memcpy(&v, p, sizeof v); return v; }
static uint16_t load_u16(const void *p) { uint16_t v; memcpy(&v, p, sizeof v); return v; }
static float load_f32(const void *p) { float v; memcpy(&v, p, sizeof v); return v; }
static double load_f64(const void *p) { double v; memcpy(&v, p, sizeof v); return v; }

double dtype_load_double(DType dt, const void *p)
{
    switch (dt) {
    case DT_BOOL: return *(const uint8_t *)p ? 1.0 : 0.0;
    case DT_UINT8: return *(const uint8_t *)p;
    case DT_INT8: return *(const int8_t *)p;
    case DT_INT16: return load_i16(p);
    case DT_INT32: return load_i32(p);
    case DT_INT64: return (double)load_i64(p);
    case DT_FLOAT16: return dtype_half_to_float(load_u16(p));
    case DT_BFLOAT16: return dtype_bf16_to_float(load_u16(p));
    case DT_FLOAT32: return load_f32(p);
    case DT_FLOAT64: return load_f64(p);
    case DT_COUNT: break;
    }
    return 0.0;
}

/* Truncation toward zero when the result fits; C leaves the rest undefined. */
static int64_t double_to_int64(double v)
{
    if (!(v >= -9223372036854775808.0 && v < 9223372036854775808.0))
        return 0;
    return (int64_t)v;
}

int64_t dtype_load_int(DType dt, const void *p)
{
    switch (dt) {
    case DT_BOOL: return *(const uint8_t *)p ? 1 : 0;
    case DT_UINT8: return *(const uint8_t *)p;
    case DT_INT8: return *(const int8_t *)p;
    case DT_INT16: return load_i16(p);
    case DT_INT32: return load_i32(p);
    case DT_INT64: return load_i64(p);
    case DT_FLOAT16:
    case DT_BFLOAT16:
    case DT_FLOAT32:
    case DT_FLOAT64:
        return double_to_int64(dtype_load_double(dt, p));
    case DT_COUNT: break;
    }
    return 0;
}

static void store_u16(void *p, uint16_t v)
{
    memcpy(p, &v, sizeof v);
}

/* Integer stores wrap like a C conversion to the narrower unsigned type
 * reinterpreted as signed, which is what PyTorch's integer casts do. */
static void store_wrapped(DType dt, void *p, int64_t v)
{
    uint64_t u = (uint64_t)v;
    switch (dt) {
    case DT_UINT8:
    case DT_INT8: {
        uint8_t b = (uint8_t)u;
        memcpy(p, &b, 1);
        break;
    }
    case DT_INT16: {
        uint16_t s = (uint16_t)u;
        memcpy(p, &s, sizeof s);
        break;
    }
    case DT_INT32: {
        uint32_t w = (uint32_t)u;
        memcpy(p, &w, sizeof w);
        break;
    }
    default:
        memcpy(p, &v, sizeof v);
        break;
    }
}

void dtype_store_double(DType dt, void *p, double v)
{
    switch (dt) {
    case DT_BOOL: *(uint8_t *)p = v != 0.0; break;
    case DT_FLOAT16: store_u16(p, dtype_float_to_half((float)v)); break;
    case DT_BFLOAT16: store_u16(p, dtype_float_to_bf16((float)v)); break;
    case DT_FLOAT32: {
        float f = (float)v;
        memcpy(p, &f, sizeof f);
        break;
    }
    case DT_FLOAT64: memcpy(p, &v, sizeof v); break;
    case DT_UINT8:
    case DT_INT8:
    case DT_INT16:
    case DT_INT32:
    case DT_INT64: store_wrapped(dt, p, double_to_int64(v)); break;
    case DT_COUNT: break;
    }
}

void dtype_store_int(DType dt, void *p, int64_t v)
{
    switch (dt) {
    case DT_BOOL: *(uint8_t *)p = v != 0; break;
    case DT_FLOAT16: store_u16(p, dtype_float_to_half((float)v)); break;
    case DT_BFLOAT16: store_u16(p, dtype_float_to_bf16((float)v)); break;
    case DT_FLOAT32: {
        float f = (float)v;
        memcpy(p, &f, sizeof f);
        break;
    }
    case DT_FLOAT64: {
        double d = (double)v;
        memcpy(p, &d, sizeof d);
        break;
    }
    case DT_UINT8:
    case DT_INT8:
    case DT_INT16:
    case DT_INT32:
    case DT_INT64: store_wrapped(dt, p, v); break;
    case DT_COUNT: break;
    }
}
