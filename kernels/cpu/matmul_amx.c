/* matmul_amx.c: bfloat16 matrix products on Intel AMX, as PyTorch's CPU
 * build takes them through oneDNN: TDPBF16PS multiplies bfloat16 pairs
 * exactly and sums them into float32 tiles (its denormal inputs and
 * results flushed to zero, as oneDNN's are), and each result rounds once
 * to bfloat16.  The operands are packed, zero-padded to whole tiles: the
 * left one by rows, the right one in the pairs-of-rows (VNNI) layout the
 * instruction reads.  A block of 32 rows is a chunk of work
 * (cpu_parallel), its 2 x 2 result tiles a step of 32 columns. */
#include "cpu/matmul_amx.h"

#include <stdlib.h>
#include <string.h>

#include "cpu/iter.h"
#include "cpu/parallel.h"

#if defined(__x86_64__) && defined(__GNUC__)

#include <cpuid.h>
#include <immintrin.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

enum {
    TILE_ROWS = 16,         /* a tile: 16 rows of 64 bytes */
    TILE_K = 32,            /* bfloat16 elements in a left tile's row */
    BLOCK = 2 * TILE_ROWS,  /* a step: 2 x 2 result tiles */
    ARCH_REQ_XCOMP_PERM = 0x1023,
    XFEATURE_XTILEDATA = 18,
};

/* The LDTILECFG operand: palette 1, each tile's rows and bytes a row. */
typedef struct TileConfig {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} TileConfig;

static bool usable;
static pthread_once_t probed = PTHREAD_ONCE_INIT;

/* AMX with bfloat16 (CPUID leaf 7: EDX bits 22 and 24), and the kernel's
 * leave to use its tile registers (a valgrind run, whose CPU has no AMX,
 * takes the float32 path). */
static void probe(void)
{
    unsigned a, b, c, d;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d) || !(d & 1u << 22) || !(d & 1u << 24))
        return;
    usable = syscall(SYS_arch_prctl, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) == 0;
}

bool cpu_amx_bf16(void)
{
    pthread_once(&probed, probe);
    return usable;
}

static int64_t round_up(int64_t x, int64_t to)
{
    return (x + to - 1) / to * to;
}

/* n elements a stride s apart into dst, a stride d apart. */
static void pack_row(uint16_t *dst, int64_t d, const uint16_t *src, int64_t s, int64_t n)
{
    if (d == 1 && s == 1) {
        memcpy(dst, src, (size_t)n * 2);
        return;
    }
    for (int64_t i = 0; i < n; i++)
        dst[i * d] = src[i * s];
}

typedef struct Product {
    const uint16_t *a, *b;          /* the operands, element strides below */
    int64_t asr, asc, bsr, bsc;
    const float *bias;              /* a row added before rounding, or NULL */
    char *out;
    int64_t osr, osc;
    int64_t m, k, n, kp, np;        /* kp, np: k and n padded to whole tiles */
    uint16_t *pb;                   /* b as [kp / 2, np, 2]: rows 2i and 2i + 1 interleaved */
    bool failed;                    /* a chunk's memory ran out */
} Product;

/* Rows 32 chunk ... 32 chunk + 31 of b packed (so 16 pairs of rows). */
static void pack_b(void *ctx, int64_t chunk)
{
    const Product *p = ctx;
    int64_t end = (chunk + 1) * BLOCK < p->k ? (chunk + 1) * BLOCK : p->k;
    for (int64_t l = chunk * BLOCK; l < end; l++)
        pack_row(p->pb + l / 2 * p->np * 2 + l % 2, 2, p->b + l * p->bsr, p->bsc, p->n);
}

/* Rows 32 chunk ... 32 chunk + 31 of the product, every column: its rows
 * of a packed, the tiles' sums through a float buffer, then rounded. */
__attribute__((target("amx-tile,amx-bf16"))) static void block_rows(void *ctx, int64_t chunk)
{
    Product *p = ctx;
    int64_t i0 = chunk * BLOCK, rows = p->m - i0 < BLOCK ? p->m - i0 : BLOCK;
    uint16_t *pa = calloc((size_t)(BLOCK * p->kp), 2);
    float *pc = malloc((size_t)(BLOCK * p->np) * sizeof(float));
    if (!pa || !pc) {
        __atomic_store_n(&p->failed, true, __ATOMIC_RELAXED);
        free(pa);
        free(pc);
        return;
    }
    for (int64_t r = 0; r < rows; r++)
        pack_row(pa + r * p->kp, 1, p->a + (i0 + r) * p->asr, p->asc, p->k);
    TileConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.palette = 1;
    for (int t = 0; t < 8; t++) {
        cfg.rows[t] = TILE_ROWS;
        cfg.colsb[t] = 64;
    }
    _tile_loadconfig(&cfg);
    size_t sa = (size_t)p->kp * 2, sb = (size_t)p->np * 4, sc = (size_t)p->np * 4;
    for (int64_t j = 0; j < p->np; j += BLOCK) {
        _tile_zero(0);
        _tile_zero(1);
        _tile_zero(2);
        _tile_zero(3);
        for (int64_t k = 0; k < p->kp; k += TILE_K) {
            const uint16_t *a = pa + k, *b = p->pb + k / 2 * p->np * 2 + j * 2;
            _tile_loadd(4, a, sa);
            _tile_loadd(5, a + TILE_ROWS * p->kp, sa);
            _tile_loadd(6, b, sb);
            _tile_loadd(7, b + TILE_ROWS * 2, sb);
            _tile_dpbf16ps(0, 4, 6);
            _tile_dpbf16ps(1, 4, 7);
            _tile_dpbf16ps(2, 5, 6);
            _tile_dpbf16ps(3, 5, 7);
        }
        float *c = pc + j;
        _tile_stored(0, c, sc);
        _tile_stored(1, c + TILE_ROWS, sc);
        _tile_stored(2, c + TILE_ROWS * p->np, sc);
        _tile_stored(3, c + TILE_ROWS * p->np + TILE_ROWS, sc);
    }
    _tile_release();
    for (int64_t r = 0; r < rows; r++) {
        float *row = pc + r * p->np;
        for (int64_t j = 0; p->bias && j < p->n; j++)
            row[j] += p->bias[j];
        cpu_convert(p->out + (i0 + r) * p->osr * 2, DT_BFLOAT16, p->osc, row, DT_FLOAT32, 1, p->n);
    }
    free(pa);
    free(pc);
}

bool cpu_amx_product(const char *a, int64_t asr, int64_t asc, const char *b, int64_t bsr, int64_t bsc,
                     const float *bias, int64_t m, int64_t k, int64_t n, char *out, int64_t osr, int64_t osc)
{
    Product p = {(const uint16_t *)a, (const uint16_t *)b, asr, asc, bsr, bsc, bias, out, osr, osc,
                 m, k, n, round_up(k, TILE_K), round_up(n, BLOCK), NULL, false};
    p.pb = calloc((size_t)(p.kp * p.np), 2);
    if (!p.pb)
        return false;
    cpu_parallel((k + BLOCK - 1) / BLOCK, pack_b, &p);
    cpu_parallel((m + BLOCK - 1) / BLOCK, block_rows, &p);
    free(p.pb);
    return !p.failed;
}

#else

bool cpu_amx_bf16(void)
{
    return false;
}

bool cpu_amx_product(const char *a, int64_t asr, int64_t asc, const char *b, int64_t bsr, int64_t bsc,
                     const float *bias, int64_t m, int64_t k, int64_t n, char *out, int64_t osr, int64_t osc)
{
    (void)a, (void)asr, (void)asc, (void)b, (void)bsr, (void)bsc, (void)bias, (void)m, (void)k, (void)n, (void)out,
        (void)osr, (void)osc;
    return false;
}

#endif
