/* lut.h: float16/bfloat16 results of the heavy one-input ops by table
 * (lut.c). */
#ifndef CST_CPU_LUT_H
#define CST_CPU_LUT_H

#include <stdbool.h>

#include "cpu/iter.h"

/* Runs op over a by table when a's input and result are dense float16 or
 * bfloat16 tensors of its dtype (loop: op's float loop, which builds the
 * table); false where it cannot, and the caller runs the op itself. */
bool cpu_lut_run(OpCode op, const OpArgs *a, CpuLoop loop);

#endif
