// reduce.cu: the reductions of ops.def (sum ... norm, cumsum) on the CUDA
// device, the twins of kernels/sim/reduce.c.  Outputs and reduced elements
// are laid out as there (red_init): the kept dimensions in row-major order,
// the reduced ones merged where the input lays them out contiguously.
//
// prod, amax/amin, max/min, argmax/argmin, all, any, var, std, norm and
// cumsum walk each output's elements in row-major order on one thread,
// with the simulated device's arithmetic step for step, so they give its
// bits (norm with p other than 0, 1, 2 and inf goes through CUDA's powf).
// sum and mean take one block per output: integers wrap in uint64_t, which
// no order changes; floats accumulate in double in a fixed order and round
// once, where the simulated device follows PyTorch's float cascade: the
// two agree to within the cascade's rounding, which the printed digits do
// not show.
#include <cstring>

#include "cuda/convert.cuh"
#include "cuda/launch.cuh"

using namespace cst;

static constexpr int THREADS = 256;

namespace {

struct Red {
    int nk, nr;
    int64_t kshape[DEV_MAX_DIMS], kin[DEV_MAX_DIMS], kout[DEV_MAX_DIMS], kidx[DEV_MAX_DIMS];
    int64_t rshape[DEV_MAX_DIMS], rin[DEV_MAX_DIMS];
    int64_t nout, nred;
};

enum Kind {
    R_PROD, R_AMAX, R_AMIN, R_MAX, R_MIN, R_ARGMAX, R_ARGMIN, R_ALL, R_ANY, R_VAR, R_STD, R_NORM
};

// cumsum's operands: the input's shape and both strides.
struct Dims {
    int64_t shape[DEV_MAX_DIMS], in[DEV_MAX_DIMS], out[DEV_MAX_DIMS];
};

struct Args {
    const char *in;
    char *out, *idx;
    int idt, odt;
    double p;             // norm's order, var's correction
};

} // namespace

static void red_init(const OpArgs *a, Red *r)
{
    memset(r, 0, sizeof *r);
    r->nout = r->nred = 1;
    const DevTensor *in = &a->in[0], *out = &a->out[0];
    for (int d = 0; d < in->ndim; d++) {
        if (in->shape[d] == 1)
            continue;
        if (out->strides[d] == 0) {
            int m = r->nr - 1;
            if (m >= 0 && r->rin[m] == in->strides[d] * in->shape[d]) {
                r->rshape[m] *= in->shape[d];
                r->rin[m] = in->strides[d];
            } else {
                r->rshape[r->nr] = in->shape[d];
                r->rin[r->nr] = in->strides[d];
                r->nr++;
            }
            r->nred *= in->shape[d];
        } else {
            r->kshape[r->nk] = in->shape[d];
            r->kin[r->nk] = in->strides[d];
            r->kout[r->nk] = out->strides[d];
            r->kidx[r->nk] = a->nout > 1 ? a->out[1].strides[d] : 0;
            r->nk++;
            r->nout *= in->shape[d];
        }
    }
}

// Output o's input base and output addresses (reduce_chunk's loop).
__device__ __forceinline__ void locate(const Red &r, const Args &g, int64_t o, const char **ip,
                                       char **op, char **xp)
{
    int64_t isz = (int64_t)size_of(g.idt), osz = (int64_t)size_of(g.odt);
    *ip = g.in;
    *op = g.out;
    *xp = g.idx;
    for (int d = r.nk - 1; d >= 0; d--) {
        int64_t k = o % r.kshape[d];
        o /= r.kshape[d];
        *ip += k * r.kin[d] * isz;
        *op += k * r.kout[d] * osz;
        if (*xp)
            *xp += k * r.kidx[d] * 8;
    }
}

// Element e (row-major over the reduced dimensions) under base.
__device__ __forceinline__ const char *elem(const Red &r, const char *base, int64_t isz,
                                            int64_t e)
{
    int64_t off = 0;
    for (int d = r.nr - 1; d >= 0; d--) {
        off += e % r.rshape[d] * r.rin[d];
        e /= r.rshape[d];
    }
    return base + off * isz;
}

// PyTorch's vectorised 2-norm of one contiguous row (reduce.c's norm2_row).
__device__ double norm2_row(const char *p, int dt, int64_t n)
{
    if (dt == DT_FLOAT64) {
        const double *x = (const double *)p;
        double acc[4] = {0, 0, 0, 0};
        int64_t d = 0;
        for (; d < n - n % 4; d += 4)
            for (int l = 0; l < 4; l++)
                acc[l] += x[d + l] * x[d + l];
        for (int l = 1; l < 4; l++)
            acc[0] = acc[0] + acc[l];
        for (; d < n; d++)
            acc[0] += x[d] * x[d];
        return sqrt(acc[0]);
    }
    const float *x = (const float *)p;
    float acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int64_t d = 0;
    for (; d < n - n % 8; d += 8)
        for (int l = 0; l < 8; l++)
            acc[l] += x[d + l] * x[d + l];
    for (int l = 1; l < 8; l++)
        acc[0] = acc[0] + acc[l];
    for (; d < n; d++)
        acc[0] += x[d] * x[d];
    return sqrtf(acc[0]);
}

// One output of reduce_one (reduce.c), on one thread.
__device__ void reduce_one(const Red &r, const Args &g, int kind, const char *ip, char *op,
                           char *xp)
{
    int64_t isz = (int64_t)size_of(g.idt);
    bool fl = is_float(g.idt);
    int64_t n = r.nred;
    switch (kind) {
    case R_PROD: {
        double f = 1;
        uint64_t u = 1;
        for (int64_t e = 0; e < n; e++) {
            const char *q = elem(r, ip, isz, e);
            if (fl)
                f *= load_dyn<DT_FLOAT64>(q, g.idt);
            else
                u *= (uint64_t)load_dyn<DT_INT64>(q, g.idt);
        }
        if (fl)
            store_dyn(op, g.odt, f);
        else
            store_dyn(op, g.odt, (int64_t)u);
        return;
    }
    case R_ALL:
    case R_ANY: {
        int64_t v = kind == R_ALL;
        for (int64_t e = 0; e < n; e++) {
            const char *q = elem(r, ip, isz, e);
            bool zero = fl ? load_dyn<DT_FLOAT64>(q, g.idt) == 0 : load_dyn<DT_INT64>(q, g.idt) == 0;
            if (kind == R_ALL && zero) {
                v = 0;
                break;
            }
            if (kind == R_ANY && !zero) {
                v = 1;
                break;
            }
        }
        store_dyn(op, g.odt, v);
        return;
    }
    case R_VAR:
    case R_STD: {
        double s = 0, s2 = 0;
        for (int64_t e = 0; e < n; e++)
            s += load_dyn<DT_FLOAT64>(elem(r, ip, isz, e), g.idt);
        double cnt = (double)n, mean = s / cnt;
        for (int64_t e = 0; e < n; e++) {
            double d = load_dyn<DT_FLOAT64>(elem(r, ip, isz, e), g.idt) - mean;
            s2 += d * d;
        }
        double dof = cnt - g.p;
        double v = s2 / (dof > 0 ? dof : 0);
        if (n == 0)
            v = NAN;
        store_dyn(op, g.odt, kind == R_STD ? sqrt(v) : v);
        return;
    }
    case R_NORM: {
        double p = g.p;
        bool single = g.idt != DT_FLOAT64;
        if (p == 2 && (g.idt == DT_FLOAT32 || g.idt == DT_FLOAT64) && r.nr == 1 && r.rin[0] == 1) {
            store_dyn(op, g.odt, norm2_row(ip, g.idt, r.rshape[0]));
            return;
        }
        double f = 0;
        bool have = false;
        for (int64_t e = 0; e < n; e++) {
            double v = fabs(load_dyn<DT_FLOAT64>(elem(r, ip, isz, e), g.idt));
            if (isinf(p)) {
                f = !have ? v : isnan(v) || isnan(f) ? NAN
                              : (p > 0 ? (v > f ? v : f) : (v < f ? v : f));
            } else if (single) {
                float w = (float)v;
                float t = p == 2 ? w * w : p == 1 ? w : p == 0 ? (float)(w != 0)
                                                                : powf(w, (float)p);
                f = (float)f + t;
            } else {
                f += p == 2 ? v * v : p == 1 ? v : p == 0 ? (double)(v != 0) : pow(v, p);
            }
            have = true;
        }
        if (p != 0 && p != 1 && !isinf(p)) {
            if (single)
                f = p == 2 ? sqrtf((float)f) : powf((float)f, 1.0f / (float)p);
            else
                f = p == 2 ? sqrt(f) : pow(f, 1 / p);
        }
        store_dyn(op, g.odt, f);
        return;
    }
    default:
        break;
    }
    // max, min, argmax, argmin: the first NaN, else the first extreme.
    bool most = kind == R_AMAX || kind == R_MAX || kind == R_ARGMAX;
    bool have = false;
    double f = 0;
    int64_t x = 0, index = 0;
    for (int64_t e = 0; e < n; e++) {
        const char *q = elem(r, ip, isz, e);
        if (fl) {
            double v = load_dyn<DT_FLOAT64>(q, g.idt);
            if (isnan(v)) {
                f = v;
                index = e;
                break;
            }
            if (!have || (most ? v > f : v < f)) {
                f = v;
                index = e;
                have = true;
            }
        } else {
            int64_t v = load_dyn<DT_INT64>(q, g.idt);
            if (!have || (most ? v > x : v < x)) {
                x = v;
                index = e;
                have = true;
            }
        }
    }
    if (kind == R_ARGMAX || kind == R_ARGMIN) {
        store_dyn(op, g.odt, index);
        return;
    }
    if (fl)
        store_dyn(op, g.odt, f);
    else
        store_dyn(op, g.odt, x);
    if (xp)
        *(int64_t *)xp = index;
}

__global__ void k_reduce(Red r, Args g, int kind)
{
    for (int64_t o = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; o < r.nout;
         o += (int64_t)gridDim.x * blockDim.x) {
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        reduce_one(r, g, kind, ip, op, xp);
    }
}

// sum and mean: one block per output; each thread sums a strided share in
// double (floats) or uint64_t (integers, bool), then a fixed tree.
__global__ void k_sum(Red r, Args g, bool mean)
{
    __shared__ double fs[THREADS];
    __shared__ uint64_t us[THREADS];
    int64_t isz = (int64_t)size_of(g.idt);
    bool fl = is_float(g.idt);
    for (int64_t o = blockIdx.x; o < r.nout; o += gridDim.x) {
        const char *ip;
        char *op, *xp;
        locate(r, g, o, &ip, &op, &xp);
        double f = 0;
        uint64_t u = 0;
        for (int64_t e = threadIdx.x; e < r.nred; e += blockDim.x) {
            const char *q = elem(r, ip, isz, e);
            if (fl)
                f += load_dyn<DT_FLOAT64>(q, g.idt);
            else
                u += (uint64_t)load_dyn<DT_INT64>(q, g.idt);
        }
        fs[threadIdx.x] = f;
        us[threadIdx.x] = u;
        __syncthreads();
        for (int h = THREADS / 2; h > 0; h /= 2) {
            if ((int)threadIdx.x < h) {
                fs[threadIdx.x] += fs[threadIdx.x + h];
                us[threadIdx.x] += us[threadIdx.x + h];
            }
            __syncthreads();
        }
        if (threadIdx.x == 0) {
            if (!fl) {
                store_dyn(op, g.odt, (int64_t)us[0]);
            } else if (!mean) {
                store_dyn(op, g.odt, fs[0]);
            } else if (g.odt == DT_FLOAT64) {
                store_dyn(op, g.odt, fs[0] / (double)r.nred);
            } else {
                // sim_mean: the sum and the count rounded to the dtype, then
                // divided in float and rounded again.
                alignas(4) char s[4], c[4];
                store_dyn(s, g.odt, fs[0]);
                store_dyn(c, g.odt, (double)(float)(double)r.nred);
                store_dyn(op, g.odt, load_dyn<DT_FLOAT32>(s, g.odt) / load_dyn<DT_FLOAT32>(c, g.odt));
            }
        }
        __syncthreads();
    }
}

// cumsum along dim: one thread per line, accumulating in double or
// wrapping int64 (reduce.c's scan_chunk).
__global__ void k_cumsum(const char *in, char *out, int idt, int odt, int ndim, int dim,
                         Dims dims, int64_t lines)
{
    int64_t isz = (int64_t)size_of(idt), osz = (int64_t)size_of(odt);
    bool fl = is_float(odt);
    for (int64_t l = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; l < lines;
         l += (int64_t)gridDim.x * blockDim.x) {
        const char *ip = in;
        char *op = out;
        int64_t rest = l;
        for (int d = ndim - 1; d >= 0; d--) {
            if (d == dim)
                continue;
            int64_t k = rest % dims.shape[d];
            rest /= dims.shape[d];
            ip += k * dims.in[d] * isz;
            op += k * dims.out[d] * osz;
        }
        double f = 0;
        uint64_t u = 0;
        int64_t ist = dims.in[dim] * isz, ost = dims.out[dim] * osz;
        for (int64_t i = 0; i < dims.shape[dim]; i++, ip += ist, op += ost) {
            if (fl) {
                f += load_dyn<DT_FLOAT64>(ip, idt);
                store_dyn(op, odt, f);
            } else {
                u += (uint64_t)load_dyn<DT_INT64>(ip, idt);
                store_dyn(op, odt, (int64_t)u);
            }
        }
    }
}

static unsigned grid(int64_t n, int per_block, int sms)
{
    int64_t b = (n + per_block - 1) / per_block, most = (int64_t)sms * 32;
    return (unsigned)(b < 1 ? 1 : b < most ? b : most);
}

bool cuda_launch_reduce(OpCode op, const OpArgs *a, cudaStream_t cs, int sms,
                        const char *name, Error *err)
{
    Args g;
    g.in = (const char *)a->in[0].data;
    g.out = (char *)a->out[0].data;
    g.idx = a->nout > 1 ? (char *)a->out[1].data : nullptr;
    g.idt = a->in[0].dtype;
    g.odt = a->out[0].dtype;
    g.p = a->sf[0];
    if (op == OP_cumsum) {
        const DevTensor *in = &a->in[0];
        Dims s;
        memset(&s, 0, sizeof s);
        int64_t lines = 1;
        for (int d = 0; d < in->ndim; d++) {
            s.shape[d] = in->shape[d];
            s.in[d] = in->strides[d];
            s.out[d] = a->out[0].strides[d];
            if (d != (int)a->si[0])
                lines *= in->shape[d];
        }
        if (lines > 0 && in->shape[a->si[0]] > 0)
            k_cumsum<<<grid(lines, THREADS, sms), THREADS, 0, cs>>>(
                g.in, g.out, g.idt, g.odt, in->ndim, (int)a->si[0], s, lines);
    } else {
        Red r;
        red_init(a, &r);
        if (r.nout > 0) {
            if (op == OP_sum || op == OP_mean) {
                int64_t most = (int64_t)sms * 8;
                k_sum<<<(unsigned)(r.nout < most ? r.nout : most), THREADS, 0, cs>>>(
                    r, g, op == OP_mean);
            } else {
                int kind = op == OP_prod ? R_PROD : op == OP_amax ? R_AMAX
                         : op == OP_amin ? R_AMIN : op == OP_max ? R_MAX
                         : op == OP_min ? R_MIN : op == OP_argmax ? R_ARGMAX
                         : op == OP_argmin ? R_ARGMIN : op == OP_all ? R_ALL
                         : op == OP_any ? R_ANY : op == OP_var ? R_VAR
                         : op == OP_std ? R_STD : R_NORM;
                k_reduce<<<grid(r.nout, 128, sms), 128, 0, cs>>>(r, g, kind);
            }
        }
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess)
        return cuda_fail(err, e, name, __FILE__, __LINE__);
    return true;
}
