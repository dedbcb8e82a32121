// launch.cu: from an op of ops.def to its kernel family on the CUDA
// device (launch.cuh), and device_sleep's kernel.
#include "cuda/launch.cuh"

static const char *const op_names[OP_COUNT] = {
#define OP(name, arity, doc) #name,
#include "ops.def"
#undef OP
};

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
    const char *name = op >= 0 && op < OP_COUNT ? op_names[op] : "?";
    switch (op) {
    case OP_copy:
    case OP_fill:
        return cuda_launch_copy(op, a, cs, sms, name, err);
    case OP_arange:
    case OP_linspace:
    case OP_eye:
        return cuda_launch_create(op, a, cs, sms, name, err);
    case OP_neg: case OP_abs: case OP_exp: case OP_log: case OP_log2: case OP_sqrt:
    case OP_rsqrt: case OP_sin: case OP_cos: case OP_tanh: case OP_sigmoid: case OP_relu:
    case OP_floor: case OP_ceil: case OP_round: case OP_trunc: case OP_sign: case OP_bitnot:
    case OP_clamp:
        return cuda_launch_unary(op, a, cs, sms, name, err);
    case OP_add: case OP_sub: case OP_mul: case OP_div: case OP_floordiv: case OP_mod:
    case OP_pow: case OP_maximum: case OP_minimum: case OP_bitand: case OP_bitor:
    case OP_bitxor: case OP_lshift: case OP_rshift:
        return cuda_launch_binary(op, a, cs, sms, name, err);
    case OP_eq: case OP_ne: case OP_lt: case OP_le: case OP_gt: case OP_ge: case OP_where:
        return cuda_launch_compare(op, a, cs, sms, name, err);
    case OP_sum: case OP_mean: case OP_prod: case OP_amax: case OP_amin: case OP_max:
    case OP_min: case OP_argmax: case OP_argmin: case OP_all: case OP_any: case OP_var:
    case OP_std: case OP_norm: case OP_cumsum:
        return cuda_launch_reduce(op, a, cs, sms, name, err);
    case OP_matmul:
        return cuda_launch_matmul(a, cs, sms, name, err);
    case OP_softmax:
    case OP_log_softmax:
        return cuda_launch_softmax(op, a, cs, sms, name, err);
    case OP_sort:
    case OP_topk:
        return cuda_launch_sort(op, a, cs, sms, name, err);
    case OP_rand:
    case OP_randn:
    case OP_randint:
        return cuda_launch_random(op, a, cs, sms, name, err);
    case OP_sleep:
        return launch_sleep(a, cs, err);
    default:
        error_set(err, "%s is not implemented on the CUDA device yet", name);
        return false;
    }
}
