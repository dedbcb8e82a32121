/* signature.h: a builtin's parameter list.  Each row of the builtins table
 * writes its parameters in Python's syntax, "input, dim=None, keepdim=False,
 * *, dtype=None"; the table parses each once, and every call binds its
 * arguments against the result before the builtin runs, so that the one
 * string is the binding, the help text and the completion.
 *
 * The syntax: parameters separated by ", "; NAME (required), NAME=DEFAULT
 * (DEFAULT: None, True, False, an int, a float, a 'string' with \n \t \\ \'
 * escapes, or ()); `/` (those before it positional-only, as Python writes
 * isinstance's); `*` (the rest keyword-only, as PyTorch writes them);
 * `*NAME` (the extra positional arguments, as a tuple; PyTorch also takes
 * them by keyword, zeros(size=(2, 3)), which binds the tuple (value,));
 * `**NAME` (any other keyword is accepted, the `*NAME` one too, for the
 * builtin to read where it was written); NAME|OTHER|... (one parameter that
 * PyTorch's overloads name differently, tensor_split's
 * indices_or_sections|sections|indices: a keyword binds it by any of the
 * names, and messages give the first). */
#ifndef CST_SIGNATURE_H
#define CST_SIGNATURE_H

#include <stdbool.h>
#include <stddef.h>

#include "values/value.h"

/* The most parameters a row may have, a method's receiver included. */
enum { SIGNATURE_MAX = 16 };

typedef struct Param {
    char *name;
    char *aliases;       /* the other names, "sections|indices", or NULL */
    Value def;           /* the default (held); None when required */
    bool required;
    bool posonly;        /* before `/`: by position only */
    bool kwonly;         /* after `*` or `*NAME`: by keyword only */
    bool star;           /* `*NAME` */
} Param;

typedef struct Signature {
    int n;               /* parameters, a method's receiver first */
    int npos;            /* those a positional argument can fill (not `*NAME`) */
    int nreq;            /* required ones */
    int star;            /* the `*NAME` parameter, or -1 */
    bool self;           /* the first is a method's receiver, not written in the row */
    bool kwargs;         /* `**NAME`: other keywords are accepted */
    bool own_names;      /* written in Python (BI_PYTHON): keywords are its names alone, not PyTorch's
                            NumPy ones, and a missing argument is CPython's message */
    Param p[SIGNATURE_MAX];
} Signature;

/* Parses params (a row's string) into *s; receiver puts the implicit
 * receiver of a method-only row first.  On a malformed string: false and
 * a sentence in err. */
bool signature_parse(const char *params, bool receiver, Signature *s, char *err, size_t errlen);

/* Binds a call's arguments, as a holds them, to s: p[i] (borrowed: a
 * default where not given; but a `*NAME` tuple is a new reference, the
 * caller's to release, once this succeeds) and at[i], where the argument
 * was written (the call's span for a default), and bit i of *written
 * (when not NULL) set for each parameter the call wrote.  The errors are CPython's
 * for its builtins, naming the builtin `owner.bare` (a method's, owner the
 * type's name) or `bare`, as builtins_display_name does: `round() takes at most 2 arguments (3 given)`, `len() takes
 * exactly one argument (2 given)`, `round() missing required argument
 * 'number' (pos 1)`, `round() got an unexpected keyword argument 'x'`,
 * `argument for round() given by name ('number') and position (1)`; and
 * for a method with nothing but keyword-only parameters, by its `bare`
 * name as CPython does, `sort() takes no positional arguments`.  With
 * torch, PyTorch's parser's instead, by the bare name: `roll() missing 1
 * required positional arguments: "shifts"`, `square() takes 1 positional
 * argument but 2 were given`, an unknown keyword only once nothing is
 * missing. */
typedef struct Args Args;
bool signature_bind(Interp *in, const Signature *s, const char *owner, const char *bare, bool torch, const Args *a,
                    Value *p, Span *at, unsigned long *written);
/* The binder's error for parameter i not given, `zeros() missing required
 * argument 'size' (pos 1)`. */
bool signature_missing(Interp *in, const Signature *s, const char *name, int i);

#endif
