/* normal.h: randn's float Box-Muller transform (philox_normal_f) over
 * arrays of word pairs, eight pairs a vector where the processor has
 * AVX2, with the bits of the scalar functions of kernels/boxmuller.h. */
#ifndef CST_CPU_NORMAL_H
#define CST_CPU_NORMAL_H

#include <stdint.h>

/* out[2q] and out[2q + 1] = philox_normal_f(w[2q], w[2q + 1]) for
 * q < pairs; out and w do not overlap. */
void cpu_normal_pairs_f(float *restrict out, const uint32_t *restrict w, int64_t pairs);

#endif
