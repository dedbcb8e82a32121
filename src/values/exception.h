/* exception.h: exceptions as values: the classes (V_EXC_TYPE: RuntimeError,
 * TypeError, ... torch.cuda.OutOfMemoryError, named by base/error.h's
 * ErrorClass) and their instances (V_EXCEPTION), which `except E as e`
 * binds and `raise` raises. */
#ifndef CST_EXCEPTION_H
#define CST_EXCEPTION_H

#include <stdbool.h>

#include "base/error.h"
#include "values/value.h"

/* Defines the classes and binds each exception class's name (from interp_new). */
void exception_register(void);

static inline Value exception_class_value(ErrorClass cls)
{
    Value v = {V_EXC_TYPE, {.i = cls}};
    return v;
}

/* An instance of cls with args (a tuple, taken). */
Value exception_new(ErrorClass cls, Value args);
/* An instance of cls whose one argument is the message msg. */
Value exception_from_message(ErrorClass cls, const char *msg);
ErrorClass exception_class(Value exc);
/* type(e): its class. */
Value exception_type(Value exc);
/* Raises exc (an instance or a class), as `raise` does: the report reads
 * "ValueError: message". */
bool exception_raise(Interp *in, Value exc);
/* The pending error as an exception value (a new reference): the object
 * `raise` raised, or one made of its class and message. */
Value exception_pending(Interp *in);
/* isinstance(v, cls) and `except cls`: cls an exception class (or a
 * tuple of them, checked: "catching classes that do not inherit from
 * BaseException is not allowed"). */
bool exception_matches(Interp *in, ErrorClass raised, Value cls, bool *out);

#endif
