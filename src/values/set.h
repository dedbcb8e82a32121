/* set.h: Python's set (V_SET), iterating in the order CPython 3.11's
 * hash table gives (so `{3, 1, 2}` prints `{1, 2, 3}` as in Python); its
 * methods and operators, and set(). */
#ifndef CST_SET_H
#define CST_SET_H

#include <stdbool.h>

#include "values/value.h"

/* Defines the class and adds the rows (from interp_new). */
void set_register(void);

Value set_new(void);
/* Adds x (borrowed). */
bool set_put(Interp *in, Value s, Value x);
/* A new set of s's keys put in one by one in s's order: what CPython's
 * compiler does to a set display of 3 to 30 constants (it builds a
 * frozenset, then again from that one's order), which decides the order
 * such a set prints in.  s's keys are distinct, so nothing is compared. */
Value set_rebuilt(Value s);
/* s |= t (t a set), *out the new reference to s: CPython's set_merge. */
bool set_inplace_merge(Interp *in, Value s, Value t, Value *out);

#endif
