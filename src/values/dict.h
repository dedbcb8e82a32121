/* dict.h: Python's dict (V_DICT) and its views (V_DICT_VIEW): keys in
 * insertion order, looked up by value_hash and value_equal; the methods
 * (get, items, update, pop, setdefault, ...) and dict(). */
#ifndef CST_DICT_H
#define CST_DICT_H

#include <stdbool.h>

#include "values/value.h"

/* Defines the classes and adds the rows (from interp_new). */
void dict_register(void);

Value dict_new(void);
size_t dict_len(Value d);
/* d[key] = v (both borrowed). */
bool dict_set(Interp *in, Value d, Value key, Value v);
/* d[key]: *found false when absent (then *out is untouched); *out is a new reference. */
bool dict_get(Interp *in, Value d, Value key, bool *found, Value *out);
/* Adds every pair of other (a dict, or an iterable of pairs), as update(). */
bool dict_update(Interp *in, Value d, Value other);
/* The i-th live entry, for iteration in insertion order: false past the end. */
bool dict_entry(Value d, size_t *cursor, Value *key, Value *value);
/* iter(d): its keys one at a time; a change of d's size meanwhile is a
 * RuntimeError, as in Python. */
Value dict_iter(Value d);
/* collections' OrderedDict, defaultdict and Counter: dicts of a flavor. */
const Builtin *collections_rows(size_t *count);
/* Raises KeyError(key), reported as Python reports it: KeyError: 'a'. */
bool dict_key_error(Interp *in, Value key);

#endif
