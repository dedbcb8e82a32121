/* copy.c: the copy kernel: out = in0, strided and broadcast, converting
 * dtypes as PyTorch's casts do; cat, copies into slices of out. */

#include "cpu/iter.h"
#include "cpu/kernels.h"

/* A row's elements in a loop that vectorises, not memcpy: glibc's copy of
 * a few KiB to a destination off its 64-byte alignment (rep movsb) ran
 * ten times slower (torch.roll(x, 3, 1) of 1024 x 1024 float32: the rows
 * of x[:, :1021] into out[:, 3:]). */
#define COPY_LOOP(bytes, T)                                                \
    CPU_CLONES static void copy##bytes(void *out, const void *const *in,  \
                                       int64_t n, const OpArgs *a)        \
    {                                                                     \
        (void)a;                                                          \
        T *o = out;                                                       \
        const T *x = in[0];                                               \
        CPU_LOOP(n, o[i] = x[i]);                                         \
    }
COPY_LOOP(1, uint8_t)
COPY_LOOP(2, uint16_t)
COPY_LOOP(4, uint32_t)
COPY_LOOP(8, uint64_t)

/* Same-dtype copies move bits (a float16 NaN keeps its payload), so they
 * run as the integer dtype of the same width. */
static DType raw_dtype(DType dt)
{
    switch (dtype_size(dt)) {
    case 2: return DT_INT16;
    case 4: return DT_INT32;
    case 8: return DT_INT64;
    default: return DT_UINT8;
    }
}

void cpu_copy(const OpArgs *a)
{
    static const CpuLoop loops[9] = {[1] = copy1, [2] = copy2, [4] = copy4, [8] = copy8};
    if (a->out[0].dtype == a->in[0].dtype) {
        if (cpu_move_short_rows(a) || cpu_move_transposed(a) || cpu_move_flipped(a))
            return;
        OpArgs raw = *a;
        raw.out[0].dtype = raw.in[0].dtype = raw_dtype(a->in[0].dtype);
        DType in = raw.in[0].dtype;
        cpu_iterate(&raw, loops[dtype_size(in)], in, &in);
        return;
    }
    DType b = cpu_buffer_dtype(a->out[0].dtype);
    cpu_iterate(a, loops[dtype_size(b)], b, &b);
}

/* A copy of in0 read with the flipped dimensions' strides negative. */
void cpu_flip(const OpArgs *a)
{
    OpArgs b = *a;
    b.in[0] = device_flipped(&a->in[0], (uint64_t)a->si[0], dtype_size(a->in[0].dtype));
    cpu_copy(&b);
}

/* Each input copied into its slice of out along si[0]. */
void cpu_cat(const OpArgs *a)
{
    int dim = (int)a->si[0];
    const DevTensor *o = &a->out[0];
    int64_t at = 0, es = (int64_t)dtype_size(o->dtype);
    for (int i = 0; i < a->nin; i++) {
        OpArgs part = *a;
        part.nin = 1;
        part.in[0] = a->in[i];
        part.out[0].shape[dim] = a->in[i].shape[dim];
        part.out[0].data = (char *)o->data + at * o->strides[dim] * es;
        at += a->in[i].shape[dim];
        if (part.out[0].shape[dim] > 0)
            cpu_copy(&part);
    }
}
