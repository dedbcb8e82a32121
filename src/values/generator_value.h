/* generator_value.h: random numbers as a program asks for them: the
 * draws (rand, randn, randint and their _like forms), the seed functions
 * (manual_seed, initial_seed, seed, get_rng_state, set_rng_state) and
 * torch.Generator values (V_GENERATOR), each holding a generator of its
 * own (tensor/random.h) that a draw's generator= names.  The default
 * generator is torch.default_generator, which manual_seed returns. */
#ifndef CST_GENERATOR_VALUE_H
#define CST_GENERATOR_VALUE_H

#include <stdbool.h>

#include "base/options.h"
#include "tensor/random.h"
#include "values/builtins.h"

/* Defines the class and adds the rows; seeds the default generator with
 * --seed: called from interp_new. */
void generator_value_register(const Options *opts);

/* The generator a generator= argument v names: a torch.Generator's, or
 * the default one for None; else PyTorch's TypeError, naming fn. */
bool generator_arg(Interp *in, const char *fn, Value v, Generator **out);

/* A draw on device dev may name a generator of dev's type only, as
 * PyTorch checks it; the default generator serves every device.  *out
 * the generator v names for fn (generator_arg's). */
bool generator_for(Interp *in, const char *fn, Value v, int dev, Generator **out);

/* rand (randn when normal) of like's shape and device in dtype dt,
 * drawn from the generator that v names for fn. */
bool generator_draw(Interp *in, const char *fn, const Tensor *like, DType dt, bool normal, Value v, Value *out);

/* rand_like(like) (randn_like when normal) drawn from the generator that
 * the generator= argument v of fn names: t.uniform_'s and t.normal_'s
 * draws, and those of other functions with a generator=. */
bool generator_draw_like(Interp *in, const char *fn, Value like, bool normal, Value v, Value *out);

/* torch.cuda.manual_seed_all(seed): manual_seed's, as cst has one
 * generator for every device. */
bool generator_seed_all(Interp *in, const Args *a, Value *out);

#endif
