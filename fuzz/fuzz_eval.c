/* fuzz_eval.c: libFuzzer target for the whole interpreter: any bytes as a
 * script, parsed and run on the simulated device (two devices, the race
 * checker on), then the interpreter freed.  A runtime error is an expected
 * outcome; a crash, a sanitizer report, a leak or a hang is a bug.
 *
 * Limits keep one input well under 100 ms: a budget of statements
 * (Options.max_steps, checked where Ctrl-C is) and a small device memory
 * (Options.max_memory, as --max-memory).  Inputs that mention a builtin
 * whose effect outlives the run are skipped: `save` writes files wherever
 * the input says, and `device_sleep` keeps a stream busy for as long as it
 * is told, in a process that runs the next input on the same device.
 * What the script prints goes to /dev/null; diagnostics stay on stderr
 * (`make fuzz` runs with -close_fd_mask=3).  Built by `make fuzz`. */
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "base/buf.h"
#include "interp.h"
#include "lang/parse.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static Options opts;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static char name[] = "fuzz.cst";
    static char *script_argv[] = {name, NULL};
    (void)argc;
    (void)argv;
    int fd = open("/dev/null", O_WRONLY);
    if (fd >= 0) {
        dup2(fd, STDOUT_FILENO);
        close(fd);
    }
    opts.device = DEVICE_SIM;
    opts.sim_devices = 2;
    opts.race = RACE_WARN;
    opts.quiet = true;
    opts.max_memory = (size_t)1 << 20;
    opts.max_steps = 20000;
    opts.argc = 1;
    opts.argv = script_argv;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (memmem(data, size, "sleep", 5) || memmem(data, size, "save", 4)) return 0;
    char *text = xmalloc(size + 1);
    memcpy(text, data, size);
    text[size] = '\0';
    Source *src = source_new("fuzz.cst", text, size);
    ParseResult pr = parse_source(src, 0);
    if (pr.errors > 0) {
        source_free(src);
        return 0;
    }
    Interp *in = interp_new(&opts);
    interp_run(in, src, pr.program, 0);
    interp_free(in);
    return 0;
}
