/* fuse.h: fusion of elementwise chains (issue 21), the layer between the
 * race checker and the stream pool.  A large elementwise launch is held
 * back; the launches after it that read its result join it, and the chain
 * goes to the device as one kernel (Backend.launch_fused) once something
 * else needs the device: a host read or wait, a copy, an event, a launch
 * of another kind or on another stream.  A result that is freed before
 * the chain goes, and that only the chain reads, is never stored.
 *
 * Nothing observable changes: the device runs the same operations in the
 * same order, every result rounds to its dtype as it would be stored, and
 * the layers above (the race checker) see each launch as it is made. */
#ifndef CST_FUSE_H
#define CST_FUSE_H

#include "lang/ast.h"
#include "tensor/device.h"

/* The Backend that fuses over `be` (unless turned off, or be cannot run
 * fused groups: then be itself). */
const Backend *fuse_backend(const Backend *be);
/* What the layer hands its work to from now on: be, or be with a trace
 * around it.  What it holds goes first, to the one before. */
void fuse_route(const Backend *be);
/* --no-fuse: every launch goes alone. */
void fuse_enable(bool on);
/* Sends what the layer holds (at exit, before a trace stops). */
void fuse_flush(void);
/* The running program's operation (eval_site_ref): a trace shows a
 * group's launch at its first member's line. */
void fuse_attach(const Site *site);

#endif
