/* interrupt.c: the SIGINT flag and cst's other signal dispositions
 * (interrupt.h). */
#include "base/interrupt.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

/* Lock-free, hence safe to touch from a signal handler; any thread (the
 * evaluator's, a stream worker's) may take the signal. */
static atomic_bool pending;

static void on_sigint(int sig)
{
    static const char msg[] = "cst: interrupted\n";
    (void)sig;
    if (atomic_exchange(&pending, true)) {
        /* Nobody looked at the first one: whatever runs is not listening. */
        ssize_t n = write(STDERR_FILENO, msg, sizeof msg - 1);
        (void)n;
        _exit(130);
    }
}

void interrupt_install(void)
{
    struct sigaction old;
    if (sigaction(SIGINT, NULL, &old) == 0 && old.sa_handler != SIG_IGN) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_sigint;
        sigemptyset(&sa.sa_mask);
        /* Restarted reads and writes keep stdio's error flags clean; the
         * REPL's select() still returns EINTR, which is all it needs. */
        sa.sa_flags = SA_RESTART;
        sigaction(SIGINT, &sa, NULL);
    }
    signal(SIGPIPE, SIG_DFL);
}

bool interrupt_pending(void)
{
    return atomic_load(&pending);
}

void interrupt_clear(void)
{
    atomic_store(&pending, false);
}
