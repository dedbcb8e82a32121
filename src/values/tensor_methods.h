/* tensor_methods.h: the tensor builtins other than creation: elementwise
 * functions and their in-place forms, views, attributes, conversions
 * between devices and dtypes, item/tolist, and set_printoptions. */
#ifndef CST_TENSOR_METHODS_H
#define CST_TENSOR_METHODS_H

#include <stdbool.h>

#include "values/builtins.h"
#include "tensor/tensor.h"
#include "values/value.h"

/* *out = r (taken), or, where the call gave out=, r written into that
 * tensor (cast to its dtype, resized to r's shape) and *out that tensor:
 * the out= of a function row with a parameter named out. */
bool tensor_methods_deliver(Interp *in, const Args *a, Value r, Value *out);

/* tensor_methods_deliver where out= must be of r's dtype, as PyTorch's
 * structured kernels check it ("Expected out tensor to have dtype"). */
bool tensor_methods_deliver_same(Interp *in, const Args *a, Value r, Value *out);

/* How an op checks the dtypes of its out=(values, indices): PyTorch's
 * structured kernels' "Expected out tensor to have dtype", or the words
 * of kthvalue, median (indices first), mode, or cummax and cummin. */
typedef enum PairCheck { PAIR_STRUCTURED, PAIR_KTHVALUE, PAIR_MEDIAN, PAIR_MODE, PAIR_CUMULATIVE } PairCheck;

/* A result pair: torch.return_types.NAME, NAME_out where out= took it. */
typedef struct PairOut {
    const char *name, *out_name;
    const char *const *fields; /* NULL: values, indices */
    PairCheck check;
} PairOut;

/* *out = (values, indices) (both taken) as how names them, or, where the
 * call gave out=(v, i), both checked and written there (resized to their
 * shapes) and *out the pair of v and i. */
bool tensor_methods_deliver_pair(Interp *in, const Args *a, const PairOut *how, Tensor *values, Tensor *indices,
                                 Value *out);

/* Adds the rows to the builtins table (tensor_value_register). */
void tensor_methods_register(void);

/* fn(input, *, out=None) of the one-input op in the row's data (an
 * OpCode): torch.special's functions that have no torch.NAME. */
bool tensor_methods_unary(Interp *in, const Args *a, Value *out);
bool tensor_methods_binary(Interp *in, const Args *a, Value *out);

#endif
