/* interp.h: the evaluator's face to main.c and the REPL. */
#ifndef CST_INTERP_H
#define CST_INTERP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/options.h"
#include "lang/ast.h"
#include "base/source.h"

typedef enum RunStatus {
    RUN_OK,
    RUN_ERROR,    /* a runtime error, already reported with its location */
    RUN_EXIT      /* the script called exit(code): see interp_exit_code */
} RunStatus;

enum {
    RUN_ECHO = 1  /* REPL: expression statements print their value's repr */
};

typedef struct Interp Interp;

Interp *interp_new(const Options *opts);
/* Runs a parsed unit.  The interpreter takes ownership of src and program
 * (functions defined in them stay callable); global variables persist from
 * one call to the next, which is what the REPL and `-i` rely on. */
RunStatus interp_run(Interp *in, Source *src, Node *program, unsigned flags);
/* --check: resolves every name statically; reports each unknown one.
 * Returns the number of errors.  Does not take ownership. */
int interp_check(Interp *in, const Source *src, const Node *program);
int interp_exit_code(const Interp *in);
void interp_free(Interp *in);

#endif
