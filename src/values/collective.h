/* collective.h: the collectives over one tensor per device, in one
 * process (man cst.7, "MULTIPLE DEVICES"): all_reduce, broadcast,
 * all_gather and reduce_scatter, as torch.cuda.nccl has them.  The
 * builtins check their tensors (one per distinct cuda device, one dtype
 * and shape, contiguous) and hand the backend one DevCollective
 * (device.h) enqueued on every device's current stream. */
#ifndef CST_COLLECTIVE_H
#define CST_COLLECTIVE_H

/* Adds the collective builtins to the table: called once from interp_new. */
void collective_register(void);

#endif
