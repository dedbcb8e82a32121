/* npy.h: NumPy's .npy file format (format versions 1.0, 2.0 and 3.0),
 * the on-disk form of save() and load(): a little-endian header naming the
 * dtype, the memory order and the shape, then the elements.  Every cst
 * dtype but bfloat16 has a NumPy twin (bool |b1, uint8 |u1, int8 |i1,
 * int16 <i2, int32 <i4, int64 <i8, float16 <f2, float32 <f4, float64 <f8).
 * Reading also takes big-endian files (swapped on load) and Fortran-order
 * ones (reordered to C order); any other NumPy dtype is refused. */
#ifndef CST_NPY_H
#define CST_NPY_H

#include <stdbool.h>
#include <stdint.h>

#include "base/dtype.h"
#include "base/error.h"

/* Writes the row-major elements at data (ndim dims of shape) to path. */
bool npy_write(const char *path, DType dt, int ndim, const int64_t *shape, const void *data,
               Error *err);

/* Reads path: its dtype, shape (up to max_dims dimensions) and row-major
 * elements in *data (malloc'd; free it). */
bool npy_read(const char *path, int max_dims, DType *dt, int *ndim, int64_t *shape,
              void **data, Error *err);

#endif
