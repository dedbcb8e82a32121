/* load.h: the CUDA backend, loaded at run time.  The kernels and the CUDA
 * runtime live in libcst-cuda.so (built from the .cu files beside this one); cst links
 * no CUDA library and opens that file on first use, so one cst binary
 * starts on machines with no CUDA libraries, driver or GPU and runs there
 * on the simulated device.  Plain C: implemented by load.c, or by none.c in
 * a build without CUDA (make CUDA=0). */
#ifndef CST_CUDA_LOAD_H
#define CST_CUDA_LOAD_H

#include <stdbool.h>

#include "tensor/device.h"
#include "base/error.h"

/* The library's entry point, and the fingerprint of the
 * interface both sides were compiled against: a libcst-cuda.so from another
 * version of cst is refused instead of being called with other structs. */
#define CUDA_BACKEND_ENTRY "cst_cuda_backend"
#define CUDA_BACKEND_ABI                                                    \
    ((unsigned)OP_COUNT | (unsigned)DT_COUNT << 8 |                         \
     (unsigned)(sizeof(OpArgs) + 1024 * sizeof(Backend)) << 12)
typedef const Backend *(*CudaBackendEntry)(unsigned abi, char *why, size_t why_len);
/* The loop of its compiler process (probe.h's cuda_fused_compiler). */
#define CUDA_COMPILER_ENTRY "cst_cuda_fused_compiler"

/* The CUDA backend, when the library, the NVIDIA driver and at least one
 * GPU are there; else false with a sentence saying which is missing.  The
 * library is looked for in $CST_LIBDIR alone when that is set; else next
 * to the running executable, in ../lib/cst from it, then in the install
 * directory cst was built for.  Later calls give the first call's answer. */
bool cuda_backend_load(const Backend **out, Error *err);
/* Whether the NVIDIA driver is there and sees a GPU, asked of the driver
 * itself: true although our own library may not load. */
bool cuda_driver_sees_gpu(void);

#endif
