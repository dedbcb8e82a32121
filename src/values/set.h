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

#endif
