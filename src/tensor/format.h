/* format.h: tensors as PyTorch prints them (spec/printing.md), byte for byte.
 *
 * The printer sees a plain strided description of a tensor, never an
 * interpreter value, so it can be tested against PyTorch on its own. */
#ifndef CST_FORMAT_H
#define CST_FORMAT_H

#include <stdbool.h>
#include <stdint.h>

#include "base/buf.h"
#include "base/dtype.h"

/* A strided view of host memory.  strides count elements and data points at
 * element [0, ..., 0]; ndim == 0 is a scalar (shape and strides unused). */
typedef struct TensorDesc {
    DType dtype;
    int ndim;
    const int64_t *shape;
    const int64_t *strides;
    const void *data;
} TensorDesc;

/* torch.set_printoptions' state.  threshold is a double because PyTorch's
 * "full" profile sets it to inf.  Callers keep precision and edgeitems
 * non-negative (negative values are treated as 0). */
typedef struct PrintOptions {
    int precision;      /* digits after the point (fixed and scientific) */
    double threshold;   /* summarise when numel > threshold */
    int edgeitems;      /* items kept at each end of a summarised dimension */
    int linewidth;      /* wrap rows and suffixes at this width */
    int sci_mode;       /* -1 automatic, 0 forced off, 1 forced on */
} PrintOptions;

#define PRINT_OPTIONS_DEFAULT {4, 1000.0, 3, 80, -1}

/* Applies a set_printoptions profile ("default", "short", "full") to
 * precision, threshold, edgeitems and linewidth; false for other names. */
bool format_profile(const char *name, PrintOptions *po);

/* Appends repr(t): "tensor([1., 2.], device='cuda:0', dtype=torch.float64)".
 * device is the text of the device suffix ("cuda:0"), or NULL for a tensor
 * that prints no device (a cpu tensor in PyTorch).  The default float dtype
 * is float32, as in PyTorch unless set_default_dtype was called. */
void format_tensor(Buf *out, const TensorDesc *t, const char *device, const PrintOptions *po);

/* Appends "torch.Size([2, 3])" ("torch.Size([])" for ndim == 0). */
void format_size(Buf *out, int ndim, const int64_t *shape);

/* t.item() of a one-element tensor as the Python scalar it becomes: what
 * f"{t}" and format(t, spec) format for a 0-d tensor. */
typedef enum FormatItemKind { FORMAT_ITEM_BOOL, FORMAT_ITEM_INT, FORMAT_ITEM_FLOAT } FormatItemKind;

typedef struct FormatItem {
    FormatItemKind kind;
    int64_t i;          /* BOOL (0/1) and INT */
    double f;           /* FLOAT: the element widened exactly to double */
} FormatItem;

FormatItem format_item(const TensorDesc *t);

#endif
