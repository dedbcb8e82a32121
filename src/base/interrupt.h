/* interrupt.h: Ctrl-C, shared by script mode and the REPL.
 *
 * SIGINT only sets a flag; the evaluator looks at it at each statement and
 * each turn of a loop, and long host waits on a stream poll it, so a
 * program stops between two steps with its variables intact and nothing
 * half-done.  What happens next is the caller's choice: script mode exits
 * 130 with `cst: interrupted`, the REPL returns to its prompt.
 *
 * A second SIGINT that arrives before the first was noticed ends the
 * process at once (status 130): the way out of a builtin that runs long
 * without looking at the flag. */
#ifndef CST_INTERRUPT_H
#define CST_INTERRUPT_H

#include <stdbool.h>

/* Installs cst's signal dispositions: SIGINT sets the flag (unless SIGINT
 * was ignored when cst started, as for a background job, which it leaves
 * ignored); SIGPIPE gets its default action even if the parent ignored it,
 * so `cst script | head -1` ends quietly when head exits. */
void interrupt_install(void);
/* Whether Ctrl-C was pressed since the last interrupt_clear. */
bool interrupt_pending(void);
void interrupt_clear(void);

#endif
