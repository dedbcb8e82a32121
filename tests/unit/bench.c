/* bench.c: throughput of the simulated device's elementwise kernels through
 * dispatch, against a plain C loop over the same memory, and the cost of an
 * op on tiny tensors.  Not a test: tests/unit/build.sh builds it, and
 * `build-unit/bench` prints the numbers. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tensor/dispatch.h"
#include "sim/sim.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static const Backend *be;
static Error err;

static void die(void)
{
    fprintf(stderr, "bench: %s\n", err.msg);
    exit(1);
}

/* Best of reps runs of op over xs; prints GB/s for `bytes` moved per run. */
static void run(const char *what, OpCode op, Operand *xs, int n, bool inplace, double bytes,
                int reps)
{
    double best = 1e30;
    for (int r = 0; r < reps; r++) {
        Tensor *out = NULL;
        double t0 = now();
        if (!(inplace ? dispatch_inplace(be, NULL, op, xs, n, &err)
                      : dispatch_op(be, NULL, op, xs, n, &out, &err)))
            die();
        double t = now() - t0;
        tensor_release(out);
        best = t < best ? t : best;
    }
    printf("%-40s %8.2f ms %7.2f GB/s\n", what, best * 1e3, bytes / best / 1e9);
}

int main(void)
{
    be = sim_backend(1);
    const int64_t n = (int64_t)1 << 24;
    Tensor *a, *b;
    if (!dispatch_full(be, NULL, 0, DT_FLOAT32, 1, &n, operand_float(1.5), &a, &err) ||
        !dispatch_full(be, NULL, 0, DT_FLOAT32, 1, &n, operand_float(2.5), &b, &err))
        die();
    double mb = (double)n * 4;
    printf("float32 tensors of %lld elements (%.0f MiB each), one core\n", (long long)n, mb / (1 << 20));

    float *x = tensor_data(a), *y = tensor_data(b), *z = malloc((size_t)n * 4);
    double best = 1e30;
    for (int r = 0; r < 5; r++) {
        double t0 = now();
        for (int64_t i = 0; i < n; i++)
            z[i] = x[i] + y[i];
        double t = now() - t0;
        best = t < best ? t : best;
    }
    printf("%-40s %8.2f ms %7.2f GB/s  (z[0] = %g)\n", "plain C loop z = x + y (warm z)", best * 1e3,
           3 * mb / best / 1e9, z[0]);
    free(z);

    Operand ab[2] = {operand_tensor(a), operand_tensor(b)};
    Operand as[2] = {operand_tensor(a), operand_float(2.0)};
    run("c = a + b (new output)", OP_add, ab, 2, false, 3 * mb, 5);
    run("a += b (in place)", OP_add, ab, 2, true, 3 * mb, 5);
    run("c = a * 2.0 (scalar)", OP_mul, as, 2, false, 2 * mb, 5);
    run("c = a > b", OP_gt, ab, 2, false, 2.25 * mb, 5);

    Tensor *at, *a2, *b2;
    int64_t sq[2] = {4096, 4096};
    if (!tensor_view(a, 2, sq, &a2, &err) || !tensor_view(b, 2, sq, &b2, &err) ||
        !tensor_t(a2, &at, &err))
        die();
    Operand tb[2] = {operand_tensor(at), operand_tensor(b2)};
    run("c = a.t() + b (strided input)", OP_add, tb, 2, false, 3 * mb, 3);
    Tensor *h;
    if (!dispatch_to(be, NULL, a, 0, DT_FLOAT16, false, &h, &err))
        die();
    Operand hb[2] = {operand_tensor(h), operand_tensor(b)};
    run("c = half + float (converting input)", OP_add, hb, 2, false, 2.5 * mb, 3);

    /* Tiny tensors: the per-op cost. */
    int64_t three = 3;
    Tensor *s, *g;
    if (!dispatch_full(be, NULL, -1, DT_FLOAT32, 1, &three, operand_int(1), &s, &err) ||
        !dispatch_full(be, NULL, 0, DT_FLOAT32, 1, &three, operand_int(1), &g, &err))
        die();
    for (int dev = -1; dev <= 0; dev++) {
        Operand ss[2] = {operand_tensor(dev < 0 ? s : g), operand_int(1)};
        const int reps = 1000000;
        double t0 = now();
        for (int i = 0; i < reps; i++) {
            Tensor *o;
            if (!dispatch_op(be, NULL, OP_add, ss, 2, &o, &err))
                die();
            tensor_release(o);
        }
        printf("%-40s %8.0f ns per op\n", dev < 0 ? "3-element cpu t + 1" : "3-element cuda:0 t + 1",
               (now() - t0) / reps * 1e9);
    }
    Tensor *rs[] = {a, b, at, a2, b2, h, s, g};
    for (size_t i = 0; i < sizeof rs / sizeof rs[0]; i++)
        tensor_release(rs[i]);
    return 0;
}
