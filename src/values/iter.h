/* iter.h: iterators (V_ITER) -- what zip, enumerate, map, filter,
 * reversed, iter() and generator expressions give -- and the builtins
 * that walk iterables: enumerate, zip, map, filter, reversed, sorted,
 * iter, next, sum, any, all, plus hash, id, callable, getattr, hasattr,
 * divmod, chr, ord, hex, bin, oct.  Iterators are lazy, as Python's: each
 * next() computes one item. */
#ifndef CST_ITER_H
#define CST_ITER_H

#include <stdbool.h>

#include "values/value.h"

/* Defines the class and adds the rows (from interp_new, before the
 * tensor modules: sum, any and all of a tensor hand over to the tensor's
 * own operation). */
void iter_register(void);

/* Where an iterator's items come from. */
typedef struct IterSource {
    const char *name;   /* "zip", "generator": for repr and messages */
    /* The next item (a new reference), or *done. */
    bool (*next)(Interp *in, void *state, Value *out, bool *done);
    void (*free)(void *state);
    /* For value_teardown: moves out the values state holds. */
    size_t (*take)(void *state, Value **out);
} IterSource;

/* A new iterator over src, owning state. */
Value iter_new(const IterSource *src, void *state);
/* iter(v): v itself if it is an iterator, else one over its items. */
bool iter_of(Interp *in, Value v, Value *out);
/* The next item of an iterator, or *done (then *out is untouched). */
bool iter_next(Interp *in, Value it, Value *out, bool *done);

/* Python's stable sort of v[0..n) by key (None: the items), reversed
 * when reverse; v changes only on success. */
bool iter_sort(Interp *in, Value *v, size_t n, Value key, bool reverse);

/* Reverses v[0..n) in place. */
void iter_reverse(Value *v, size_t n);


/* A torch.return_types.NAME named tuple (values, indices), taking both. */
Value iter_return_type(const char *name, Value values, Value indices);
/* The same with two fields of other names (borrowed: static), as aminmax's
 * (min, max). */
Value iter_return_pair(const char *name, const char *const *fields, Value first, Value second);
/* The same with n fields (linalg.lu's P, L, U), taking the items. */
Value iter_return_tuple(const char *name, const char *const *fields, size_t n, const Value *items);
/* A record of n constants named fields (borrowed: static), which prints as
 * NAME(field=value, ...) with its first `shown` fields, as torch.finfo;
 * takes the items. */
Value iter_record(const char *name, const char *const *fields, size_t n, size_t shown, const Value *items);

#endif
