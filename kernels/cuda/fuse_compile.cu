// fuse_compile.cu: fused kernels' sources (fuse.cu) to cubins.  NVRTC, the
// toolkit's runtime compiler, is opened at the first compile (dlopen: a
// machine without it runs groups member by member).  Each cubin is cached
// on disk, under $XDG_CACHE_HOME/cst (~/.cache/cst), by a hash of its
// source, the GPU's architecture and the toolkit's version, so that only
// the first run of a program on a machine compiles.
//
// That first run does not wait for it either: opening NVRTC and compiling
// take 0.2-0.4 s on an H200's host.  The compiler process, this executable
// run again with --fused-compiler, takes sources over a socket, compiles
// each into the cache and answers; meanwhile the program runs the group
// member by member, and loads the kernel once the answer comes.  At exit
// the program leaves it to finish what it was sent.  A process of its own,
// not a thread: a compile thread, tried first, crashed or hung the exit on
// an H200, and a process shares nothing with the program's exit.
#include "cuda/fuse_compile.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <csignal>
#include <ctime>
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <nvrtc.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

extern char **environ;

// ------------------------------------------------------------- NVRTC

static struct {
    bool tried, ok;
    decltype(&nvrtcCreateProgram) create;
    decltype(&nvrtcCompileProgram) compile;
    decltype(&nvrtcGetCUBINSize) cubin_size;
    decltype(&nvrtcGetCUBIN) cubin;
    decltype(&nvrtcDestroyProgram) destroy;
} nvrtc;

static bool nvrtc_open(void)
{
    if (nvrtc.tried)
        return nvrtc.ok;
    nvrtc.tried = true;
    // The loader's own search first, then where a toolkit installs it.
    char name[32];
    snprintf(name, sizeof name, "libnvrtc.so.%d", CUDART_VERSION / 1000);
    std::vector<std::string> tries = {name, "libnvrtc.so"};
    for (const char *var : {"CUDA_HOME", "CUDA_PATH"}) {
        if (const char *dir = getenv(var))
            tries.push_back(std::string(dir) + "/lib64/" + name);
    }
    tries.push_back(std::string("/usr/local/cuda/lib64/") + name);
    void *lib = nullptr;
    for (const std::string &n : tries) {
        if ((lib = dlopen(n.c_str(), RTLD_NOW | RTLD_LOCAL)))
            break;
    }
    if (!lib)
        return false;
    nvrtc.create = (decltype(nvrtc.create))dlsym(lib, "nvrtcCreateProgram");
    nvrtc.compile = (decltype(nvrtc.compile))dlsym(lib, "nvrtcCompileProgram");
    nvrtc.cubin_size = (decltype(nvrtc.cubin_size))dlsym(lib, "nvrtcGetCUBINSize");
    nvrtc.cubin = (decltype(nvrtc.cubin))dlsym(lib, "nvrtcGetCUBIN");
    nvrtc.destroy = (decltype(nvrtc.destroy))dlsym(lib, "nvrtcDestroyProgram");
    nvrtc.ok = nvrtc.create && nvrtc.compile && nvrtc.cubin_size && nvrtc.cubin && nvrtc.destroy;
    return nvrtc.ok;
}

// The kernel headers, as the build embedded them, and the standard
// headers they name, which nvrtc_std.h stands for.
static const char *const embedded[][2] = {
#include "fuse_headers.inc"
};
static const char *const standard[] = {"cstdint", "cstring", "cmath", "cfloat", "type_traits", "math.h",
                                       "stdint.h", "stddef.h", "stdbool.h", "string.h", "cuda_fp16.h",
                                       "cuda_bf16.h"};

// ------------------------------------------------------------- the cache

static uint64_t hash_text(const std::string &s, uint64_t h)
{
    for (unsigned char ch : s)
        h = (h ^ ch) * 0x100000001b3ull;
    return h;
}

// $XDG_CACHE_HOME/cst or ~/.cache/cst, made if need be; "" when neither can be.
static std::string cache_dir(void)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    std::string base = xdg && *xdg ? xdg : home && *home ? std::string(home) + "/.cache" : "";
    if (base.empty())
        return "";
    mkdir(base.c_str(), 0700);
    std::string dir = base + "/cst";
    if (mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST)
        return "";
    return dir;
}

// Named by the architecture, the toolkit this library was built with
// (whose NVRTC compiles) and the source's hash.
std::string fused_cache_path(const std::string &src, int arch)
{
    std::string dir = cache_dir();
    if (dir.empty())
        return "";
    char name[96];
    snprintf(name, sizeof name, "/fused-sm%d-cuda%d-%016llx.bin", arch, CUDART_VERSION,
             (unsigned long long)hash_text(src, 0xcbf29ce484222325ull));
    return dir + name;
}

// A cache file: the source, its length first, then the cubin; the source
// must match in full.
std::vector<char> fused_read_cached(const std::string &path, const std::string &src)
{
    std::vector<char> cubin;
    FILE *fp = path.empty() ? nullptr : fopen(path.c_str(), "rb");
    if (!fp)
        return cubin;
    uint64_t len = 0;
    std::string text;
    if (fread(&len, sizeof len, 1, fp) == 1 && len == src.size()) {
        text.resize(len);
        if (fread(&text[0], 1, len, fp) == len && text == src) {
            char buf[1 << 16];
            size_t got;
            while ((got = fread(buf, 1, sizeof buf, fp)) > 0)
                cubin.insert(cubin.end(), buf, buf + got);
        }
    }
    fclose(fp);
    return cubin;
}

// Written to a file of its own, then renamed: a reader never sees half of one.
static void write_cached(const std::string &path, const std::string &src, const std::vector<char> &cubin)
{
    if (path.empty())
        return;
    std::string tmp = path + ".tmp" + std::to_string(getpid());
    FILE *fp = fopen(tmp.c_str(), "wb");
    if (!fp)
        return;
    uint64_t len = src.size();
    bool ok = fwrite(&len, sizeof len, 1, fp) == 1 && fwrite(src.data(), 1, len, fp) == len &&
              fwrite(cubin.data(), 1, cubin.size(), fp) == cubin.size();
    ok = fclose(fp) == 0 && ok;
    if (!ok || rename(tmp.c_str(), path.c_str()) != 0)
        unlink(tmp.c_str());
}

static std::vector<char> compile(const std::string &src, int arch)
{
    std::vector<char> cubin;
    const int nemb = (int)(sizeof embedded / sizeof embedded[0]), nstd = (int)(sizeof standard / sizeof standard[0]);
    const char *texts[nemb + nstd], *names[nemb + nstd];
    for (int i = 0; i < nemb; i++) {
        names[i] = embedded[i][0];
        texts[i] = embedded[i][1];
    }
    for (int i = 0; i < nstd; i++) {
        names[nemb + i] = standard[i];
        texts[nemb + i] = "";
    }
    nvrtcProgram prog;
    if (nvrtc.create(&prog, src.c_str(), "fused.cu", nemb + nstd, texts, names) != NVRTC_SUCCESS)
        return cubin;
    char gpu[32];
    snprintf(gpu, sizeof gpu, "-arch=sm_%d", arch);
    // As the library's kernels are built: no FMA contraction.
    const char *opts[] = {gpu, "-std=c++17", "--fmad=false", "-default-device", "-w"};
    size_t size = 0;
    if (nvrtc.compile(prog, (int)(sizeof opts / sizeof opts[0]), opts) == NVRTC_SUCCESS &&
        nvrtc.cubin_size(prog, &size) == NVRTC_SUCCESS) {
        cubin.resize(size);
        if (nvrtc.cubin(prog, cubin.data()) != NVRTC_SUCCESS)
            cubin.clear();
    }
    nvrtc.destroy(&prog);
    return cubin;
}

static double now_ms(void)
{
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

std::vector<char> fused_compile_now(const std::string &src, int arch, const std::string &path, double *ms)
{
    double t0 = now_ms();
    std::vector<char> cubin;
    if (nvrtc_open())
        cubin = compile(src, arch);
    *ms = now_ms() - t0;
    if (!cubin.empty())
        write_cached(path, src, cubin);
    return cubin;
}

// ------------------------------------------------------ the compiler process
//
// A request: "ARCH LENGTH\n" and the source; an answer: "OK MS\n", OK 1
// when the cubin is in the cache.

static struct {
    bool tried, started;
    int fd = -1;                 // our end of the socket; -1: none, or gone
    std::string out, in;         // requests not yet sent, answers not yet read
} compiler;

static void compiler_start(void)
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
        return;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, sv[1], 0);
    posix_spawn_file_actions_adddup2(&fa, sv[1], 1);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    char name[] = "cst", flag[] = "--fused-compiler";
    char *argv[] = {name, flag, nullptr};
    pid_t pid;
    bool ok = posix_spawn(&pid, "/proc/self/exe", &fa, nullptr, argv, environ) == 0;
    posix_spawn_file_actions_destroy(&fa);
    close(sv[1]);
    if (!ok) {
        close(sv[0]);
        return;
    }
    compiler.fd = sv[0];
    compiler.started = true;
}

// Sends what it can of the queued requests without waiting.
static void compiler_flush(void)
{
    while (compiler.fd >= 0 && !compiler.out.empty()) {
        ssize_t n = send(compiler.fd, compiler.out.data(), compiler.out.size(), MSG_DONTWAIT | MSG_NOSIGNAL);
        if (n > 0)
            compiler.out.erase(0, (size_t)n);
        else if (n < 0 && errno != EINTR)
            return;     // full (EAGAIN) or gone: recv says which
    }
}

bool fused_compile_later(const std::string &src, int arch)
{
    if (!compiler.tried) {
        compiler.tried = true;
        compiler_start();
    }
    if (!compiler.started || fused_cache_path(src, arch).empty())
        return false;
    if (compiler.fd >= 0) {     // once gone, every answer is -1
        compiler.out += std::to_string(arch) + " " + std::to_string(src.size()) + "\n" + src;
        compiler_flush();
    }
    return true;
}

int fused_compile_answer(bool *ok, double *ms)
{
    compiler_flush();
    size_t eol;
    while ((eol = compiler.in.find('\n')) == std::string::npos) {
        if (compiler.fd < 0)
            return -1;
        char buf[256];
        ssize_t n = recv(compiler.fd, buf, sizeof buf, MSG_DONTWAIT);
        if (n > 0) {
            compiler.in.append(buf, (size_t)n);
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            return 0;
        } else if (n == 0 || errno != EINTR) {
            close(compiler.fd);
            compiler.fd = -1;
        }
    }
    int flag = 0;
    *ms = 0;
    sscanf(compiler.in.c_str(), "%d %lf", &flag, ms);
    compiler.in.erase(0, eol + 1);
    *ok = flag == 1;
    return 1;
}

void fused_compile_detach(void)
{
    compiler_flush();
    if (compiler.fd >= 0)
        close(compiler.fd);
    compiler.fd = -1;
}

// Reads exactly n bytes from fd; false at end of input.
static bool read_all(int fd, char *p, size_t n)
{
    while (n > 0) {
        ssize_t got = read(fd, p, n);
        if (got <= 0 && !(got < 0 && errno == EINTR))
            return false;
        if (got > 0) {
            p += got;
            n -= (size_t)got;
        }
    }
    return true;
}

// The compiler process's loop (cst --fused-compiler): requests on stdin,
// answers on stdout, until the program closes its end; once the program
// is gone its answers are dropped, and the compiles still cached.
extern "C" __attribute__((visibility("default"))) int cst_cuda_fused_compiler(void)
{
    // Descriptors above stderr are the program's (a test runner waits for
    // its own until every holder closes them).
#ifdef SYS_close_range
    if (syscall(SYS_close_range, 3u, ~0u, 0u) != 0)
#endif
        for (int fd = 3; fd < 1024; fd++)
            close(fd);
    // A terminal's Ctrl-C is the program's to take, not its helper's.
    signal(SIGINT, SIG_IGN);
    signal(SIGPIPE, SIG_IGN);
    for (;;) {
        std::string header;
        char ch;
        while (read_all(0, &ch, 1) && ch != '\n')
            header += ch;
        int arch = 0;
        size_t len = 0;
        if (sscanf(header.c_str(), "%d %zu", &arch, &len) != 2)
            return 0;
        std::string src(len, '\0');
        if (!read_all(0, &src[0], len))
            return 0;
        double ms;
        std::string path = fused_cache_path(src, arch);
        bool ok = !fused_compile_now(src, arch, path, &ms).empty();
        std::string answer = (ok ? "1 " : "0 ") + std::to_string(ms) + "\n";
        if (write(1, answer.data(), answer.size()) < 0) {
            // The program is gone: the rest is still worth caching.
        }
    }
}
