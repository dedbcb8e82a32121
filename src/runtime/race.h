/* race.h: the race checker (streams.md, "The race checker"): a
 * happens-before analysis over streams, exact and deterministic, that
 * uses only the order of the host's calls and never when work really
 * completes, so it says the same on the simulated device and on a GPU.
 *
 * It sits between the interpreter and the backend: race_backend wraps the
 * Backend so that every allocation, copy, launch, collective, event, wait
 * and synchronize passes through it.  Each stream, each event and the host
 * keep a vector clock; each allocation (a Storage's memory, device or
 * pinned host) keeps the accesses that may still race, each with the exact
 * bytes it touched (race_region.h).  An access that nothing orders after
 * an earlier one that touched some of the same bytes, one of the two a
 * write, is a race: reported once per pair of source locations as a
 * warning (--race=warn), or made the statement's error (--race=error).
 * --race=off installs nothing. */
#ifndef CST_RACE_H
#define CST_RACE_H

#include <stdbool.h>

#include "base/buf.h"
#include "base/error.h"
#include "lang/ast.h"
#include "tensor/device.h"
#include "base/options.h"
#include "tensor/tensor.h"

/* The mode and -q, from the command line (before the backend is made). */
void race_configure(const Options *opts);
/* What the checker asks of the running program, which sits above it:
 * interp.c answers (race_attach). */
typedef struct RaceProgram {
    Interp *in;
    const Site *site;      /* the operation being applied, as it changes */
    /* The first name under `under`, in source order, whose variable
     * holds a tensor, or a list of tensors, that `holds` accepts. */
    const Node *(*tensor_name)(Interp *in, const Node *under,
                               bool (*holds)(const Tensor *t, const void *ctx), const void *ctx);
    /* How the script can write stream ds: through with_expr (its last
     * `with stream`) while that still reaches it, else through a global
     * (`s[1]`); false when nothing does. */
    bool (*stream_text)(Interp *in, const DevStream *ds, const Node *with_expr, Buf *out);
    /* Whether the program failed before the access being checked, its
     * error still to be reported (a device check read later than made):
     * such an access is not the program's, and no race is reported. */
    bool (*failed_earlier)(Interp *in);
} RaceProgram;
/* The program whose running statement races are located in; NULL when it
 * is about to be freed. */
void race_attach(const RaceProgram *program);
/* be itself when the checker is off, else be behind the checker. */
const Backend *race_backend(const Backend *be);
/* Waits for s as be->stream_synchronize does, but as a wait the program
 * did not make (reading a deferred check): the checker orders nothing
 * after it, so races are found as though the host had not waited. */
bool race_wait_unseen(const Backend *be, DevStream *s, Error *err);

/* What stream_value.c knows and the backend does not: the label a stream
 * prints with (streams.md: `s1`, `stream#3`): a declared name, or else
 * the stream's number. */
void race_name_stream(DevStream *s, const char *name, int number);
/* `with stream <expr>` made s current: a suggested fix names s the way
 * expr reaches it (`s1`, `streams[2]`) where it still does. */
void race_with_stream(DevStream *s, const Node *expr);

/* The host reads t in place, with no backend call to see it (a cpu tensor
 * printed, converted, iterated).  Only pinned memory can race (a
 * non_blocking copy may still be filling it); false in --race=error mode
 * when the read races, with the statement's error already raised.
 * Kernels the host runs over cpu tensors are checked the same way, through
 * dispatch_set_host_check. */
bool race_host_read(const Tensor *t, Error *err);

#endif
