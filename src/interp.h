/* interp.h: the evaluator's face to main.c and the REPL. */
#ifndef CST_INTERP_H
#define CST_INTERP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "lang/ast.h"
#include "base/source.h"

typedef enum RaceMode { RACE_WARN, RACE_ERROR, RACE_OFF } RaceMode;
typedef enum DeviceChoice { DEVICE_AUTO, DEVICE_CUDA, DEVICE_SIM } DeviceChoice;

typedef struct Options {
    DeviceChoice device;
    int sim_devices;          /* --sim-devices, >= 1 */
    RaceMode race;
    const char *trace_path;   /* --trace, or NULL */
    const char *timeline_path;  /* --timeline, or NULL */
    bool profile;
    int64_t seed;             /* --seed, default 0 */
    bool quiet;               /* -q: no banner, no warnings */
    size_t max_memory;        /* --max-memory: the simulated device's bytes; 0: the machine's */
    uint64_t max_steps;       /* statements a unit may run, 0: no limit (the fuzzer's budget) */
    int argc;                 /* the script's argv: argv[0] is the script name */
    char **argv;
} Options;

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
