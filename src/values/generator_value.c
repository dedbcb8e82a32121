/* generator_value.c: random draws, seeds and torch.Generator values
 * (generator_value.h). */
#include "values/generator_value.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "base/error.h"
#include "values/args.h"
#include "values/tensor_create.h"
#include "values/tensor_value.h"

/* A torch.Generator: its own generator, or (torch.default_generator)
 * the default one. */
typedef struct GeneratorObj {
    Obj obj;
    Generator own;
    Generator *g;
    Device device;
    int number;              /* repr's address: the same from run to run */
} GeneratorObj;

/* A new torch.Generator's seed, PyTorch's default_rng_seed_val. */
#define FRESH_SEED 67280421310721ull

/* The words of a state tensor: the seed, then the offset, little-endian,
 * as PyTorch's CUDA generator lays its state out. */
enum { STATE_BYTES = 16 };

static int generators_made;

static GeneratorObj *as_generator(Value v)
{
    return (GeneratorObj *)v.u.obj;
}

static void generator_free(Obj *obj)
{
    free(obj);
}

static bool generator_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    buf_printf(out, "<torch._C.Generator object at 0x%x>", as_generator(v)->number);
    return true;
}

static const ValueClass generator_class = {
    .name = "Generator",
    .qualname = "torch._C.Generator",
    .free = generator_free,
    .repr = generator_repr,
};

static Value generator_new(Generator *g, Device device)
{
    GeneratorObj *o = value_obj_new(sizeof *o);
    o->own = (Generator){FRESH_SEED, 0};
    o->g = g ? g : &o->own;
    o->device = device;
    o->number = ++generators_made;
    return value_from_obj(V_GENERATOR, o);
}

bool generator_arg(Interp *in, const char *fn, Value v, Generator **out)
{
    if (v.kind == V_NONE) {
        *out = random_default();
        return true;
    }
    if (v.kind != V_GENERATOR)
        return error_raise_as(in, ERR_TYPE, "%s(): argument 'generator' must be torch.Generator, not %s", fn,
                              value_type_name(v));
    *out = as_generator(v)->g;
    return true;
}

/* ----------------------------------------------------------- seeds */

/* A seed as PyTorch takes one: an int, a bool or a float's int part. */
static bool seed_of(Interp *in, const Args *a, int i, int64_t *out)
{
    Value v = a->p[i];
    if (v.kind == V_FLOAT && isfinite(v.u.f) && fabs(v.u.f) < 9.2e18) {
        *out = (int64_t)v.u.f;
        return true;
    }
    if (v.kind == V_BOOL) {
        *out = v.u.b;
        return true;
    }
    if (v.kind == V_INT) {
        *out = v.u.i;
        return true;
    }
    return error_raise(in, "manual_seed expected a long, but got %s", value_type_name(v));
}

/* A seed from the operating system, as PyTorch's seed() takes one from
 * std::random_device: the one thing in cst that differs from run to run. */
static uint64_t nondeterministic_seed(void)
{
    uint64_t s = 0;
    if (getrandom(&s, sizeof s, 0) != (ssize_t)sizeof s) s = FRESH_SEED;
    return s & INT64_MAX;
}

/* The state tensor of g: a uint8 cpu tensor of its seed and offset. */
static bool state_of(Interp *in, const Generator *g, Value *out)
{
    const Backend *be;
    Error err;
    Tensor *t;
    if (!tensor_backend(in, &be)) return false;
    if (!tensor_empty(be, -1, NULL, DT_UINT8, 1, (int64_t[]){STATE_BYTES}, &t, &err)) return tensor_fail(in, &err);
    unsigned char *b = tensor_data(t);
    for (int k = 0; k < 8; k++) {
        b[k] = (unsigned char)(g->seed >> (8 * k));
        b[8 + k] = (unsigned char)(g->offset >> (8 * k));
    }
    return args_give(out, t);
}

/* g's seed and offset from a state tensor's bytes in memory order (as
 * PyTorch reads its data pointer), PyTorch's CUDA generator's checks
 * first. */
static bool set_state(Interp *in, Generator *g, Value v)
{
    if (v.kind != V_TENSOR)
        return error_raise_as(in, ERR_TYPE, "expected a torch.ByteTensor, but got %s", value_type_name(v));
    if (value_as_tensor(v)->dtype != DT_UINT8) return error_raise_as(in, ERR_TYPE, "RNG state must be a torch.ByteTensor");
    Tensor *t = value_as_tensor(v), *h;
    if (tensor_numel(t) != STATE_BYTES) return error_raise(in, "RNG state is wrong size");
    if (!tensor_host(in, t, &h)) return false;
    const unsigned char *b = tensor_data(h);
    g->seed = g->offset = 0;
    for (int k = 0; k < 8; k++) {
        g->seed |= (uint64_t)b[k] << (8 * k);
        g->offset |= (uint64_t)b[8 + k] << (8 * k);
    }
    tensor_release(h);
    return true;
}

/* torch.Generator(device='cpu'). */
static bool bi_generator(Interp *in, const Args *a, Value *out)
{
    int dev;
    if (!args_to_device(in, "Generator", a->p[0], &dev)) return false;
    *out = generator_new(NULL, dev < 0 ? (Device){DEV_CPU, -1} : (Device){DEV_CUDA, dev});
    return true;
}

static bool m_manual_seed(Interp *in, const Args *a, Value *out)
{
    int64_t seed = 0;
    if (!seed_of(in, a, 1, &seed)) return false;
    random_seed(as_generator(a->p[0])->g, (uint64_t)seed);
    *out = value_retain(a->p[0]);
    return true;
}

static bool m_initial_seed(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_int((int64_t)as_generator(a->p[0])->g->seed);
    return true;
}

static bool m_seed(Interp *in, const Args *a, Value *out)
{
    (void)in;
    uint64_t s = nondeterministic_seed();
    random_seed(as_generator(a->p[0])->g, s);
    *out = value_int((int64_t)s);
    return true;
}

static bool m_get_state(Interp *in, const Args *a, Value *out)
{
    return state_of(in, as_generator(a->p[0])->g, out);
}

static bool m_set_state(Interp *in, const Args *a, Value *out)
{
    if (!set_state(in, as_generator(a->p[0])->g, a->p[1])) return false;
    *out = value_retain(a->p[0]);
    return true;
}

static bool a_device(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = value_device(as_generator(a->p[0])->device);
    return true;
}

/* torch.default_generator, which manual_seed returns. */
static bool bi_default_generator(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = generator_new(random_default(), (Device){DEV_CUDA, 0});
    return true;
}

static bool bi_manual_seed(Interp *in, const Args *a, Value *out)
{
    int64_t seed = 0;
    if (!seed_of(in, a, 0, &seed)) return false;
    random_seed(random_default(), (uint64_t)seed);
    return bi_default_generator(in, a, out);
}

bool generator_seed_all(Interp *in, const Args *a, Value *out)
{
    int64_t seed = 0;
    if (!seed_of(in, a, 0, &seed)) return false;
    random_seed(random_default(), (uint64_t)seed);
    *out = value_none();
    return true;
}

static bool bi_initial_seed(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    *out = value_int((int64_t)random_default()->seed);
    return true;
}

static bool bi_seed(Interp *in, const Args *a, Value *out)
{
    (void)in;
    (void)a;
    uint64_t s = nondeterministic_seed();
    random_seed(random_default(), s);
    *out = value_int((int64_t)s);
    return true;
}

static bool bi_get_rng_state(Interp *in, const Args *a, Value *out)
{
    (void)a;
    return state_of(in, random_default(), out);
}

static bool bi_set_rng_state(Interp *in, const Args *a, Value *out)
{
    if (!set_state(in, random_default(), a->p[0])) return false;
    *out = value_none();
    return true;
}

/* ----------------------------------------------------------- draws */

bool generator_for(Interp *in, const char *fn, Value v, int dev, Generator **out)
{
    if (!generator_arg(in, fn, v, out)) return false;
    if (*out == random_default()) return true;
    DeviceType want = dev < 0 ? DEV_CPU : DEV_CUDA, have = as_generator(v)->device.type;
    if (have == want) return true;
    return error_raise(in, "Expected a '%s' device type for generator but found '%s'", want == DEV_CPU ? "cpu" : "cuda",
                       have == DEV_CPU ? "cpu" : "cuda");
}

typedef bool (*RandFn)(const Backend *, DevStream *, Generator *, int, DType, int, const int64_t *, Tensor **,
                       Error *);

static bool make_random(Interp *in, RandFn fn, Generator *g, int dev, DType dt, int ndim, const int64_t *shape,
                        Value *out)
{
    const Backend *be;
    Error err;
    Tensor *t;
    if (!tensor_backend(in, &be)) return false;
    if (!fn(be, tensor_stream(dev), g, dev, dt, ndim, shape, &t, &err)) return tensor_fail(in, &err);
    return args_give(out, t);
}

bool generator_draw(Interp *in, const char *fn, const Tensor *like, DType dt, bool normal, Value v, Value *out)
{
    Generator *g;
    int dev = tensor_device(like);
    return generator_for(in, fn, v, dev, &g) &&
           make_random(in, normal ? random_randn : random_rand, g, dev, dt, like->ndim, like->shape, out);
}

bool generator_draw_like(Interp *in, const char *fn, Value like, bool normal, Value v, Value *out)
{
    Tensor *t = value_as_tensor(like);
    return generator_draw(in, fn, t, t->dtype, normal, v, out);
}

/* rand and randn, rand_like and randn_like: the distribution in data. */
enum { RANDOM_UNIFORM, RANDOM_NORMAL };

/* rand/randn(*size, dtype=None, device=None, requires_grad=False,
 * pin_memory=False, generator=None). */
static bool bi_rand(Interp *in, const Args *a, Value *out)
{
    int ndim, dev;
    int64_t shape[TENSOR_MAX_DIMS];
    DType dt = DT_COUNT;
    bool pin;
    Generator *g;
    if (!args_sized(in, a, &ndim, shape, &dt, &dev, &pin) || !generator_for(in, a->fn->name, a->p[5], dev, &g))
        return false;
    return make_random(in, a->fn->data == RANDOM_NORMAL ? random_randn : random_rand, g, dev, dt, ndim, shape,
                       out) &&
           tensor_create_pin(in, pin, out);
}

/* The random tensor like t in *out (one of numel values, drawn in memory
 * order) viewed in t's shape with these (dense) strides: value j lands at
 * offset j, as PyTorch's kernels write a new tensor of any layout. */
static Value laid_out(Value flat, const Tensor *t, const int64_t *strides)
{
    Tensor *r = tensor_as_strided(value_as_tensor(flat), t->ndim, t->shape, strides, 0);
    value_release(flat);
    return value_tensor(r);
}

/* rand_like/randn_like(input, *, dtype=None, device=None,
 * requires_grad=False, memory_format=None): the default generator's, as
 * PyTorch's take none. */
static bool bi_rand_like(Interp *in, const Args *a, Value *out)
{
    Tensor *t;
    DType dt;
    int dev;
    int64_t strides[TENSOR_MAX_DIMS], n[1];
    if (!args_tensor(in, a, 0, &t) || !args_like(in, a, 1, t, &dt, &dev, strides)) return false;
    n[0] = tensor_numel(t);
    if (!make_random(in, a->fn->data == RANDOM_NORMAL ? random_randn : random_rand, random_default(), dev, dt, 1, n,
                     out))
        return false;
    *out = laid_out(*out, t, strides);
    return true;
}

/* randint_like(input, high) or randint_like(input, low, high), *,
 * dtype=None (input's), device=None, requires_grad=False,
 * memory_format=None: randint's integers in input's dtype and layout. */
static bool bi_randint_like(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Tensor *t;
    DType dt;
    int dev;
    int64_t lo = 0, hi = 0, strides[TENSOR_MAX_DIMS], n[1];
    /* One number is high, at position 2, as PyTorch's overloads name it. */
    bool one = p[2].kind == V_NONE;
    Value high = one ? p[1] : p[2];
    if (!args_tensor(in, a, 0, &t)) return false;
    if (!one && p[1].kind != V_INT) return args_type_error(in, a, 1, "int");
    if (high.kind != V_INT) {
        int at = one ? 2 : 3;   /* high's position, when given by position */
        return error_raise_as(in, ERR_TYPE, "randint_like(): argument 'high'%s must be int, not %s",
                              a->n >= at ? (one ? " (position 2)" : " (position 3)") : "", value_type_name(high));
    }
    lo = one ? 0 : p[1].u.i;
    hi = high.u.i;
    if (!args_like(in, a, 3, t, &dt, &dev, strides)) return false;
    const Backend *be;
    Error err;
    Tensor *r;
    n[0] = tensor_numel(t);
    if (!tensor_backend(in, &be)) return false;
    if (!random_randint(be, tensor_stream(dev), random_default(), dev, dt, lo, hi, 1, n, &r, &err))
        return tensor_fail(in, &err);
    *out = laid_out(value_tensor(r), t, strides);
    return true;
}

/* randint(high, size) or randint(low, high, size), generator=None,
 * dtype=None (int64), device=None. */
static bool bi_randint(Interp *in, const Args *a, Value *out)
{
    Value low = value_int(0), high = value_none(), size = value_none();
    Value dtype = value_none(), device = value_none(), grad = value_bool(false), generator = value_none();
    if (a->n > 3) return error_raise_as(in, ERR_TYPE, "randint() takes at most 3 positional arguments (%d given)",
                                        a->n);
    if (a->n == 3) {
        low = a->v[0];
        high = a->v[1];
        size = a->v[2];
    } else if (a->n == 2) {
        high = a->v[0];
        size = a->v[1];
    } else if (a->n == 1) {
        high = a->v[0];
    }
    for (int k = 0; k < a->nkw; k++) {
        const char *key = a->kw_names[k];
        if (strcmp(key, "low") == 0) low = a->kw[k];
        else if (strcmp(key, "high") == 0) high = a->kw[k];
        else if (strcmp(key, "size") == 0) size = a->kw[k];
        else if (strcmp(key, "dtype") == 0) dtype = a->kw[k];
        else if (strcmp(key, "device") == 0) device = a->kw[k];
        else if (strcmp(key, "requires_grad") == 0) grad = a->kw[k];
        else if (strcmp(key, "generator") == 0) generator = a->kw[k];
        else return error_raise_as(in, ERR_TYPE, "randint() got an unexpected keyword argument '%s'", key);
    }
    if (high.kind == V_NONE) return error_raise_as(in, ERR_TYPE, "randint() missing required argument 'high'");
    if (size.kind == V_NONE) return error_raise_as(in, ERR_TYPE, "randint() missing required argument 'size'");
    if (!value_is_seq(size))
        return error_raise_as(in, ERR_TYPE, "randint(): argument 'size' must be tuple of ints, not %s",
                              value_type_name(size));
    int64_t lo = 0, hi = 0;
    int ndim, dev;
    int64_t shape[TENSOR_MAX_DIMS];
    DType dt = DT_COUNT;
    Generator *g;
    if (!args_int_value(in, a, "low", low, &lo) || !args_int_value(in, a, "high", high, &hi) ||
        !args_sizes_of(in, "randint", "size", &size, 1, &ndim, shape) ||
        (dtype.kind != V_NONE && !args_to_dtype(in, "randint", dtype, &dt)) ||
        !args_to_device(in, "randint", device, &dev) ||
        !args_no_autograd_for(in, grad, dt == DT_COUNT ? DT_INT64 : dt) ||
        !generator_for(in, "randint", generator, dev, &g))
        return false;
    const Backend *be;
    Error err;
    Tensor *t;
    if (!tensor_backend(in, &be)) return false;
    if (!random_randint(be, tensor_stream(dev), g, dev, dt, lo, hi, ndim, shape, &t, &err))
        return tensor_fail(in, &err);
    return args_give(out, t);
}

/* ------------------------------------------------------------ table */

#define RAND_PARAMS "*size, dtype=None, device=None, requires_grad=False, pin_memory=False, generator=None"
static const Builtin rows[] = {
    {"Generator", V_GENERATOR, BI_TYPE, bi_generator, "device='cpu'", 0,
     "a generator of its own, seeded 67280421310721 (PyTorch's default) until manual_seed"},
    {"manual_seed", V_GENERATOR, BI_METHOD, m_manual_seed, "seed", 0, "restart g at seed (offset 0); g itself"},
    {"initial_seed", V_GENERATOR, BI_METHOD, m_initial_seed, "", 0, "g's seed"},
    {"seed", V_GENERATOR, BI_METHOD, m_seed, "", 0, "restart g at a seed from the operating system; the seed"},
    {"get_state", V_GENERATOR, BI_METHOD, m_get_state, "", 0, "g's seed and offset as 16 bytes (a uint8 cpu tensor)"},
    {"set_state", V_GENERATOR, BI_METHOD, m_set_state, "new_state", 0, "g's seed and offset from get_state's bytes"},
    {"device", V_GENERATOR, BI_ATTR, a_device, NULL, 0, "the device type g draws for"},
    {"default_generator", V_GENERATOR, BI_VALUE, bi_default_generator, NULL, 0,
     "the generator of every draw that names none"},
    {"manual_seed", V_NONE, BI_FUNC, bi_manual_seed, "seed", 0,
     "restart the default generator at seed; torch.default_generator"},
    {"initial_seed", V_NONE, BI_FUNC, bi_initial_seed, "", 0, "the default generator's seed"},
    {"seed", V_NONE, BI_FUNC, bi_seed, "", 0, "restart the default generator at a seed from the operating system"},
    {"get_rng_state", V_NONE, BI_FUNC, bi_get_rng_state, "device='cuda'", 0,
     "the default generator's seed and offset as 16 bytes"},
    {"set_rng_state", V_NONE, BI_FUNC, bi_set_rng_state, "new_state, device='cuda'", 0,
     "the default generator's seed and offset from get_rng_state's bytes"},
    {"rand", V_NONE, BI_FUNC, bi_rand, RAND_PARAMS, RANDOM_UNIFORM, "uniform on [0, 1)"},
    {"randn", V_NONE, BI_FUNC, bi_rand, RAND_PARAMS, RANDOM_NORMAL, "standard normal"},
    {"randint", V_NONE, BI_FUNC | BI_RAW, bi_randint,
     "low=0, high=None, size=None, *, generator=None, dtype=None, device=None, requires_grad=False", 0,
     "randint(high, size) or randint(low, high, size): integers in [low, high) (int64 unless dtype says)"},
    {"rand_like", V_NONE, BI_FUNC | BI_TORCH, bi_rand_like,
     "input, *, dtype=None, device=None, requires_grad=False, memory_format=None", RANDOM_UNIFORM,
     "rand of input's shape, laid out as input (or in memory_format), its values in memory order"},
    {"randn_like", V_NONE, BI_FUNC | BI_TORCH, bi_rand_like,
     "input, *, dtype=None, device=None, requires_grad=False, memory_format=None", RANDOM_NORMAL,
     "randn of input's shape, laid out as input (or in memory_format), its values in memory order"},
    {"randint_like", V_NONE, BI_FUNC | BI_TORCH, bi_randint_like,
     "input, low=None, high=None, *, dtype=None, device=None, requires_grad=False, memory_format=None", 0,
     "randint_like(input, high) or randint_like(input, low, high): randint's integers in input's shape, dtype "
     "and layout"},
};

void generator_value_register(const Options *opts)
{
    static bool registered;
    random_seed(random_default(), (uint64_t)opts->seed);
    if (registered) return;
    registered = true;
    value_define_class(V_GENERATOR, &generator_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
