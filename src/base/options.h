/* options.h: the settings of a run, from the command line (main.c), read
 * by every layer that has one: the device, the race checker, the trace. */
#ifndef CST_OPTIONS_H
#define CST_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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
    bool no_graphs;           /* --no-graphs: no automatic CUDA graphs */
    bool no_fuse;             /* --no-fuse: no fused elementwise chains */
    uint64_t max_steps;       /* statements a unit may run, 0: no limit (the fuzzer's budget) */
    int argc;                 /* the script's argv: argv[0] is the script name */
    char **argv;
} Options;

#endif
