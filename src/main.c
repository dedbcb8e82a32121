/* main.c: the command line.  The only file that calls exit(). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/buf.h"
#include "cuda/probe.h"
#include "cpu/blas_core.h"
#include "base/diag.h"
#include "interp.h"
#include "base/interrupt.h"
#include "lang/parse.h"
#include "repl.h"
#include "base/version.h"

enum {
    EXIT_OK = 0,
    EXIT_SCRIPT = 1,   /* a syntax or runtime error in the script */
    EXIT_USAGE = 2,    /* bad command line */
    EXIT_DEVICE = 3,   /* the requested device is unusable */
    EXIT_INTERRUPTED = 130   /* Ctrl-C: 128 + SIGINT, what shells report for it */
};

static const char usage_text[] =
    "usage: cst [options] SCRIPT.cst [args...]   run a script (args reach it as argv)\n"
    "       cst [options] -e CODE                run CODE\n"
    "       cst [options] -                      run standard input\n"
    "       cst [options]                        REPL on a terminal, else run standard input\n"
    "\n"
    "options:\n"
    "  -i                       enter the REPL after the script\n"
    "  --device=auto|cuda|sim   auto (default): cuda when a usable GPU exists, else sim\n"
    "  --sim-devices=N          number of simulated devices (default 1)\n"
    "  --race=warn|error|off    the race checker (default warn)\n"
    "  --trace=FILE             write a Chrome trace-event JSON of every operation\n"
    "  --timeline=FILE          draw the streams' operations over time as an SVG picture\n"
    "  --profile                print a profile table to stderr at exit\n"
    "  --seed=N                 initial random seed (default 0)\n"
    "  --max-memory=SIZE        the simulated device's memory, e.g. 512M or 2G (default: the machine's)\n"
    "  --no-graphs              launch every operation at once, never as part of an automatic CUDA graph\n"
    "  --no-fuse                launch every elementwise operation alone, never fused with the ones it feeds\n"
    "  --check                  parse and resolve names only; run nothing\n"
    "  -q, --quiet              no banner, no warnings\n"
    "  --version                print the version and exit\n"
    "  -h, --help               print this help and exit\n"
    "\n"
    "environment: CST_DEVICE (as --device), NO_COLOR, CST_HISTORY (REPL history file)\n"
    "exit status: 0 success, 1 error in the script, 2 bad usage, 3 device unusable\n";

typedef struct Command {
    Options opts;
    const char *script;     /* a path, "-" for stdin, or NULL */
    const char *code;       /* -e CODE */
    bool interactive;       /* -i */
    bool check;             /* --check */
} Command;

static void usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "cst: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\ntry 'cst --help' for more information\n");
    exit(EXIT_USAGE);
}

/* "--name=value" or "--name value"; returns the value or NULL when argv[*i] is not --name. */
static const char *option_value(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    const char *a = argv[*i];
    if (strncmp(a, name, n) != 0) return NULL;
    if (a[n] == '=') return a + n + 1;
    if (a[n] != '\0') return NULL;
    if (*i + 1 >= argc) usage_error("option '%s' needs a value", name);
    return argv[++*i];
}

static DeviceChoice parse_device(const char *s, const char *origin)
{
    if (strcmp(s, "auto") == 0) return DEVICE_AUTO;
    if (strcmp(s, "cuda") == 0) return DEVICE_CUDA;
    if (strcmp(s, "sim") == 0) return DEVICE_SIM;
    char msg[256];
    snprintf(msg, sizeof msg, "%s: unknown device '%%s' (expected auto, cuda or sim)", origin);
    usage_error(msg, s);
    return DEVICE_AUTO;
}

static long long parse_int(const char *s, const char *option, long long lo, long long hi)
{
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi) {
        char msg[128];
        snprintf(msg, sizeof msg, "%s: '%%s' is not a valid number", option);
        usage_error(msg, s);
    }
    return v;
}

/* --max-memory: a number of bytes with an optional K, M, G or T (powers of 1024). */
static size_t parse_size(const char *s)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    int shift = 0;
    switch (*end) {
    case 'K': case 'k': shift = 10; end++; break;
    case 'M': case 'm': shift = 20; end++; break;
    case 'G': case 'g': shift = 30; end++; break;
    case 'T': case 't': shift = 40; end++; break;
    }
    if (shift && *end == 'i' && end[1] == 'B') end++;
    if (shift && *end == 'B') end++;
    if (errno || end == s || !(*s >= '0' && *s <= '9') || *end || v == 0 || v > (SIZE_MAX >> shift))
        usage_error("--max-memory: '%s' is not a size (a number of bytes, or with K, M, G or T: 512M, 2G)", s);
    return (size_t)v << shift;
}

static Command parse_command_line(int argc, char **argv)
{
    Command cmd = {0};
    cmd.opts.sim_devices = 1;
    const char *env_device = getenv("CST_DEVICE");
    if (env_device && *env_device) cmd.opts.device = parse_device(env_device, "CST_DEVICE");

    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i], *v;
        if (strcmp(a, "--") == 0) { i++; break; }
        if (a[0] != '-' || strcmp(a, "-") == 0) break;
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            fputs(usage_text, stdout);
            exit(EXIT_OK);
        } else if (strcmp(a, "--version") == 0) {
            char backend[640];
            cuda_backend_describe(backend, sizeof backend);
            printf("cst %s\nCUDA backend: %s\n", CST_VERSION, backend);
            exit(EXIT_OK);
        } else if (strcmp(a, "-i") == 0) {
            cmd.interactive = true;
        } else if (strcmp(a, "-q") == 0 || strcmp(a, "--quiet") == 0) {
            cmd.opts.quiet = true;
        } else if (strcmp(a, "--check") == 0) {
            cmd.check = true;
        } else if (strcmp(a, "--no-graphs") == 0) {
            cmd.opts.no_graphs = true;
        } else if (strcmp(a, "--no-fuse") == 0) {
            cmd.opts.no_fuse = true;
        } else if (strcmp(a, "--profile") == 0) {
            cmd.opts.profile = true;
        } else if (strcmp(a, "-e") == 0) {
            if (i + 1 >= argc) usage_error("option '%s' needs a value", "-e");
            cmd.code = argv[++i];
            i++;
            break;
        } else if ((v = option_value(argc, argv, &i, "--device"))) {
            cmd.opts.device = parse_device(v, "--device");
        } else if ((v = option_value(argc, argv, &i, "--sim-devices"))) {
            cmd.opts.sim_devices = (int)parse_int(v, "--sim-devices", 1, 16);
        } else if ((v = option_value(argc, argv, &i, "--race"))) {
            if (strcmp(v, "warn") == 0) cmd.opts.race = RACE_WARN;
            else if (strcmp(v, "error") == 0) cmd.opts.race = RACE_ERROR;
            else if (strcmp(v, "off") == 0) cmd.opts.race = RACE_OFF;
            else usage_error("--race: unknown mode '%s' (expected warn, error or off)", v);
        } else if ((v = option_value(argc, argv, &i, "--trace"))) {
            cmd.opts.trace_path = v;
        } else if ((v = option_value(argc, argv, &i, "--timeline"))) {
            cmd.opts.timeline_path = v;
        } else if ((v = option_value(argc, argv, &i, "--seed"))) {
            cmd.opts.seed = parse_int(v, "--seed", INT64_MIN, INT64_MAX);
        } else if ((v = option_value(argc, argv, &i, "--max-memory"))) {
            cmd.opts.max_memory = parse_size(v);
        } else {
            usage_error("unknown option '%s'", a);
        }
    }
    if (!cmd.code && i < argc) cmd.script = argv[i++];

    /* The script's argv: its own name first, as in Python's sys.argv. */
    static char dash_e[] = "-e", dash[] = "-";
    int rest = argc - i;
    cmd.opts.argv = xcalloc((size_t)rest + 2, sizeof(char *));
    cmd.opts.argv[0] = cmd.code ? dash_e : cmd.script ? (char *)cmd.script : dash;
    for (int k = 0; k < rest; k++) cmd.opts.argv[k + 1] = argv[i + k];
    cmd.opts.argc = rest + 1;
    return cmd;
}

static Source *read_stdin(void)
{
    Buf b = BUF_INIT;
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, stdin)) > 0) buf_put(&b, chunk, n);
    size_t len = b.len;
    return source_new("<stdin>", buf_take(&b), len);
}

static Source *load_program(const Command *cmd)
{
    if (cmd->code) return source_new("<arg>", xstrdup(cmd->code), strlen(cmd->code));
    if (!cmd->script || strcmp(cmd->script, "-") == 0) return read_stdin();
    char err[512];
    Source *src = source_read_file(cmd->script, err, sizeof err);
    if (!src) {
        diag_plain("%s", err);
        exit(EXIT_SCRIPT);
    }
    return src;
}

static void require_device(const Options *opts)
{
    if (opts->device != DEVICE_CUDA) return;
    char why[256];
    if (cuda_probe(why, sizeof why) < 0) {
        diag_plain("--device=cuda: no usable GPU: %s", why);
        exit(EXIT_DEVICE);
    }
}

/* Runs what the command line asks for; returns the exit status. */
static int run(const Command *cmd)
{
    /* `cst -i < file` is a REPL session fed from a file, not a script. */
    bool repl_only = !cmd->code && !cmd->script && (cmd->interactive || isatty(STDIN_FILENO));
    if (!cmd->check) require_device(&cmd->opts);
    Interp *in = interp_new(&cmd->opts);
    int status = EXIT_OK;

    if (!repl_only) {
        Source *src = load_program(cmd);
        ParseResult pr = parse_source(src, 0);
        if (pr.errors > 0) {
            source_free(src);
            interp_free(in);
            return EXIT_SCRIPT;
        }
        if (cmd->check) {
            int errors = interp_check(in, src, pr.program);
            ast_free(pr.program);
            source_free(src);
            interp_free(in);
            return errors ? EXIT_SCRIPT : EXIT_OK;
        }
        RunStatus rs = interp_run(in, src, pr.program, 0);
        if (interrupt_pending() && !cmd->interactive) {
            /* Device work still queued is abandoned, not waited for. */
            fflush(stdout);
            fputs("cst: interrupted\n", stderr);
            exit(EXIT_INTERRUPTED);
        }
        if (rs == RUN_EXIT) status = interp_exit_code(in);
        else if (rs == RUN_ERROR) status = EXIT_SCRIPT;
        /* -i opens the REPL after a runtime error too, to look at what the
         * script left behind; exit() ends the session as asked. */
        if (rs == RUN_EXIT || !cmd->interactive) {
            interp_free(in);
            fflush(stdout);
            return status;
        }
    }
    status = repl_run(in, cmd->opts.quiet);
    interp_free(in);
    fflush(stdout);
    return status;
}

int main(int argc, char **argv)
{
    /* Not a user's option: the CUDA backend starts cst so to compile its
     * fused kernels in a process of their own. */
    if (argc == 2 && strcmp(argv[1], "--fused-compiler") == 0) return cuda_fused_compiler();
    /* OpenBLAS took old kernels as it loaded: run again with the right
     * ones (blas_core.c); where that fails, go on with the old ones. */
    const char *core = cpu_blas_core();
    if (core && setenv("OPENBLAS_CORETYPE", core, 1) == 0) execv("/proc/self/exe", argv);
    Command cmd = parse_command_line(argc, argv);
    diag_set_colour(isatty(STDERR_FILENO) && !getenv("NO_COLOR"));
    interrupt_install();
    int status = run(&cmd);
    free(cmd.opts.argv);
    return status;
}
