// launch.cu: from an op of ops.def to its kernel family on the CUDA
// device (launch.cuh), and device_sleep's kernel.
#include "cuda/launch.cuh"

// Occupies its stream for ns nanoseconds of the device's global timer
// (which, unlike the multiprocessor's clock, keeps time whatever the
// clock rate), napping between looks so that it holds one thread slot and
// issues next to nothing.
__global__ void k_sleep(unsigned long long ns)
{
    unsigned long long start, now;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(start));
    for (now = start; now - start < ns;) {
        __nanosleep(10000);
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
    }
}

static bool launch_sleep(const OpArgs *a, cudaStream_t cs, Error *err)
{
    double ns = a->sf[0] > 0 ? a->sf[0] * 1e6 : 0;
    k_sleep<<<1, 1, 0, cs>>>(ns < 1.8e19 ? (unsigned long long)ns : ~0ull);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, "sleep", __FILE__, __LINE__);
    return true;
}

bool cuda_launch_op(OpCode op, const OpArgs *a, cudaStream_t cs, int sms, Error *err)
{
    const OpInfo *info = op_info(op);
    switch (info->group) {
    case GROUP_COPY: return cuda_launch_copy(op, a, cs, sms, err);
    // fill is a copy of its scalar
    case GROUP_FILL:
        return op == OP_fill ? cuda_launch_copy(op, a, cs, sms, err) : cuda_launch_create(op, a, cs, sms, err);
    case GROUP_EW:
        return info->arity == 1 ? cuda_launch_unary(op, a, cs, sms, err)
             : info->arity == 2 ? cuda_launch_binary(op, a, cs, sms, err)
                                : cuda_launch_ternary(op, a, cs, sms, err);
    case GROUP_REDUCE: return cuda_launch_reduce(op, a, cs, sms, err);
    case GROUP_MATMUL: return op == OP_cdist ? cuda_launch_cdist(a, cs, err) : cuda_launch_matmul(a, cs, sms, err);
    case GROUP_LINALG: return cuda_launch_linalg(op, a, cs, err);
    case GROUP_SOFTMAX: return cuda_launch_softmax(op, a, cs, sms, err);
    case GROUP_SORT: return cuda_launch_sort(op, a, cs, sms, err);
    case GROUP_INDEX: return cuda_launch_index(op, a, cs, sms, err);
    case GROUP_POOL: return cuda_launch_pool(op, a, cs, sms, err);
    case GROUP_RANDOM: return cuda_launch_random(op, a, cs, sms, err);
    case GROUP_SLEEP: return launch_sleep(a, cs, err);
    }
    error_set(err, "internal error: %s has no kernel family", info->name);
    return false;
}
