// fuse_compile.h: fused kernels' sources to cubins (fuse_compile.cu):
// NVRTC, the disk cache, and the compiler process that keeps compiles off
// a program's path.
#ifndef CST_CUDA_FUSE_COMPILE_H
#define CST_CUDA_FUSE_COMPILE_H

#include <string>
#include <vector>

// The cache file of src for architecture arch (sm_NN as NN) under
// $XDG_CACHE_HOME/cst or ~/.cache/cst; "" when neither can be made.
std::string fused_cache_path(const std::string &src, int arch);

// The cubin cached at path for src; empty when there is none.
std::vector<char> fused_read_cached(const std::string &path, const std::string &src);

// Compiles src in this process with NVRTC (opened on first use) and caches
// it at path; empty when NVRTC is missing or refuses.  *ms: the time taken.
std::vector<char> fused_compile_now(const std::string &src, int arch, const std::string &path, double *ms);

// Queues src for the compiler process (started on first use: this
// executable run with --fused-compiler), which caches each cubin at its
// path and answers in order.  False when there is no compiler process.
bool fused_compile_later(const std::string &src, int arch);

// The next answer, without waiting: 1 (*ok: whether the cubin is cached,
// *ms: its compile time), 0 when none has come yet, -1 when the compiler
// process is gone and no more will.
int fused_compile_answer(bool *ok, double *ms);

// Lets the compiler process finish what it has received on its own.
void fused_compile_detach(void);

#endif
