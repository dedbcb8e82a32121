/* repl.h: the interactive shell (cli.md, "REPL"). */
#ifndef CST_REPL_H
#define CST_REPL_H

#include <stdbool.h>

#include "interp.h"

/* Reads, runs and echoes statements until end of input or :quit.
 * Returns the exit status for main. */
int repl_run(Interp *in, bool quiet);

#endif
