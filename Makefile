# cst: a language for GPU tensors and CUDA streams.
# `make echo` prints the settings below; override any of them on the command line.

CC      ?= cc
NVCC    ?= nvcc
BISON   ?= bison
FLEX    ?= flex
PREFIX  ?= /usr/local
LIBDIR  ?= $(PREFIX)/lib/cst
BUILD   ?= build
OPT     ?= -O2
# CUDA=1 builds the CUDA backend; the default is on exactly when nvcc is found.
CUDA    ?= $(if $(shell command -v $(NVCC) 2>/dev/null),1,0)
CUDA_HOME ?= $(patsubst %/bin/,%,$(dir $(shell command -v $(NVCC) 2>/dev/null)))
# SASS for Ampere and Hopper, plus PTX so newer GPUs can JIT it.
CUDA_ARCH ?= -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=sm_90 \
             -gencode arch=compute_90,code=compute_90

WARN     = -Wall -Wextra -Werror
CFLAGS  ?= $(OPT) -g
# The CPU kernels' loops vectorise sqrt, floor, ceil, trunc and rint only
# when the C library's errno and trap behaviour need not be kept; neither
# changes a value.
KERNEL_CFLAGS ?= -fno-math-errno -fno-trapping-math
CPPFLAGS += -Isrc -I$(BUILD)/gen -Ikernels -D_GNU_SOURCE
ALL_CFLAGS = -std=c11 $(WARN) $(CFLAGS) -MMD -MP
NVCCFLAGS ?= $(OPT) $(CUDA_ARCH)
LDLIBS  += -lreadline -lm -lpthread
# The simulated device's matrix products go through OpenBLAS (libopenblas-dev).
LDLIBS  += -lopenblas
# Four float32 transcendentals at a time (kernels/cpu/vmath.c): glibc's
# vector math library, on x86-64.
LDLIBS  += $(if $(filter x86_64,$(shell uname -m)),-lmvec)

# make asan: the whole suite against a build with these sanitizers (CUDA off).
ASAN_BUILD ?= build-asan
SANITIZE  ?= -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# Any report ends the run with a status no test expects.
ASAN_OPTIONS  ?= halt_on_error=1:abort_on_error=0:exitcode=86:detect_leaks=1:allocator_may_return_null=1
UBSAN_OPTIONS ?= print_stacktrace=1:halt_on_error=1:exitcode=87
# make valgrind: the golden suite under memcheck, this long per case, less
# the cases that time sleeps (valgrind runs one thread at a time, slowly):
# streams_overlap, and PyTorch's stream tests, which query a stream while
# it sleeps (and one of which adds 160 MB a hundred times).
VALGRIND ?= valgrind
VALGRIND_TIMEOUT ?= 300
ASAN_GOLDEN_TIMEOUT ?= 120
VALGRIND_SKIP ?= streams_overlap torch_test_cuda_streams torch_test_cuda_record_stream multi_torch_test_cuda_streams
# make fuzz: libFuzzer targets built by clang, each run this many seconds.
FUZZ_CC ?= clang
# FUZZ_STATIC=1 links OpenBLAS, readline and what they need (gfortran's
# runtime, terminfo) statically, so the targets run on a machine that has
# none of them installed (scripts/fuzz-farm); that needs libgfortran-12-dev.
FUZZ_STATIC ?= 0
FUZZ_STATIC_LIBS ?= -Wl,-Bstatic -lreadline -ltinfo -lopenblas -lgfortran -lquadmath -Wl,-Bdynamic -lm -lpthread
FUZZ_BUILD ?= $(BUILD)-fuzz$(if $(filter 1,$(FUZZ_STATIC)),-static)
FUZZ_SECONDS ?= 60
# Not clang's pointer-overflow check: it flags the NULL + 0 of every kernel
# that meets an empty tensor (defined behaviour from C2y on; gcc's check
# allows it), and ASan still catches any access out of bounds.
FUZZ_SANITIZE ?= -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize=pointer-overflow \
                 -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_TARGETS = fuzz_parse fuzz_eval

SRC     = $(wildcard src/*.c src/*/*.c kernels/cpu/*.c kernels/sim/*.c)
GEN     = $(BUILD)/gen/parser.c $(BUILD)/gen/lexer.c
OBJ     = $(SRC:%.c=$(BUILD)/obj/%.o) $(GEN:$(BUILD)/gen/%.c=$(BUILD)/obj/gen/%.o)

BIN     = $(BUILD)/cst

ifeq ($(CUDA),1)
# The CUDA backend is a library cst opens at run time (kernels/cuda/load.c),
# so one binary starts, and falls back to the simulated device, where there
# are no CUDA libraries, driver or GPU.  It holds the static CUDA runtime.
CU_SRC  = $(wildcard kernels/cuda/*.cu)
CU_OBJ  = $(CU_SRC:%.cu=$(BUILD)/obj/%.o)
CUDA_SO = $(BUILD)/libcst-cuda.so
OBJ    += $(BUILD)/obj/kernels/cuda/load.o
else
OBJ    += $(BUILD)/obj/kernels/cuda/none.o
endif
# Both builds ask the driver whether a GPU is there (kernels/cuda/driver.c).
OBJ    += $(BUILD)/obj/kernels/cuda/driver.o
LDLIBS  += -ldl

.PHONY: all test run install echo clean deps bench asan valgrind fuzz fuzz-build fuzz-targets layers
all: $(BIN) $(CUDA_SO)

# A build directory remembers whether its binary has the CUDA loader or not
# (kernels/cuda/load.o or none.o), so that switching CUDA= relinks it.
CUDA_STAMP = $(BUILD)/cuda-$(CUDA)
$(CUDA_STAMP):
	@mkdir -p $(@D)
	@rm -f $(BUILD)/cuda-*
	@touch $@

$(BIN): $(OBJ) $(CUDA_STAMP)
	$(CC) $(LDFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(BUILD)/obj/%.o: %.c | $(BUILD)/gen/parser.h
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/obj/kernels/cpu/%.o: ALL_CFLAGS += $(KERNEL_CFLAGS)

# Generated scanners and parsers are not ours to keep warning-free.
$(BUILD)/obj/gen/%.o: $(BUILD)/gen/%.c | $(BUILD)/gen/parser.h
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(ALL_CFLAGS) -Wno-unused-function -Wno-sign-compare -Wno-unused-parameter -c -o $@ $<

$(BUILD)/obj/kernels/cuda/none.o $(BUILD)/obj/kernels/cuda/driver.o: $(BUILD)/obj/kernels/cuda/%.o: kernels/cuda/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

# Where `make install` puts the CUDA backend; the loader looks there after
# the executable's own directory.
$(BUILD)/obj/kernels/cuda/load.o: CPPFLAGS += -DCST_LIBDIR='"$(LIBDIR)"'

# No FMA contraction: the kernels' float arithmetic must round as their C
# twins' does.  Only the library's entry points are exported.
$(BUILD)/obj/%.o: %.cu
	@mkdir -p $(@D)
	$(NVCC) $(CPPFLAGS) $(NVCCFLAGS) -std=c++20 --fmad=false \
		-Xcompiler -fPIC,-fvisibility=hidden,-Wall,-Wextra,-Werror -MMD -MP -c -o $@ $<

# The headers a fused kernel is compiled with at run time (fuse.cu), as
# C++ raw strings named as the kernels include them.
FUSE_HEADERS = src/base/dtype.h kernels/ops.h kernels/ops.def kernels/floatfn.h kernels/specfun.h kernels/specfun_t.h kernels/igamma_f.h \
               kernels/cuda/convert.cuh kernels/cuda/ops.cuh kernels/cuda/fastmath.cuh \
               kernels/cuda/fastmath_exp.cuh kernels/cuda/fastmath_log.cuh \
               kernels/cuda/fused.cuh kernels/cuda/nvrtc_std.h
$(BUILD)/gen/fuse_headers.inc: $(FUSE_HEADERS)
	@mkdir -p $(@D)
	for f in $^; do printf '{"%s", R"cst_embed(' "$${f#*/}"; cat $$f; printf ')cst_embed"},\n'; done > $@
$(BUILD)/obj/kernels/cuda/fuse_compile.o: $(BUILD)/gen/fuse_headers.inc

$(CUDA_SO): $(CU_OBJ)
	$(NVCC) $(CUDA_ARCH) -shared -cudart=static -Xlinker --exclude-libs,ALL -o $@ $(CU_OBJ) -ldl -lrt -lpthread

$(BUILD)/gen/parser.c $(BUILD)/gen/parser.h &: grammar/parser.y
	@mkdir -p $(@D)
	$(BISON) -Wall -Werror --defines=$(BUILD)/gen/parser.h -o $(BUILD)/gen/parser.c $<

$(BUILD)/gen/lexer.c $(BUILD)/gen/lexer.h &: grammar/lexer.l
	@mkdir -p $(@D)
	$(FLEX) --header-file=$(BUILD)/gen/lexer.h -o $(BUILD)/gen/lexer.c $<

# Every C file may include the scanner's header too.
$(OBJ): | $(BUILD)/gen/lexer.h

# Every call between the C and CUDA files goes down the layers of STYLE.md
# (src/base up to src/main.c), never round a cycle (scripts/layers).
layers: $(OBJ) $(CU_OBJ)
	scripts/layers $(BUILD) $(OBJ) $(CU_OBJ)

# Build and test dependencies: installs them as root, else names the apt-get line.
deps:
	@scripts/install-deps

test: deps
	@$(MAKE) --no-print-directory all
	bats $(BATS_FLAGS) tests

run: deps
	@$(MAKE) --no-print-directory $(BIN)
	@for f in scripts/examples/*.cst; do echo "== $$f"; $(BIN) "$$f" || exit $$?; done

# The whole suite against the sanitized binary: the unit tests and the
# format driver are built with the sanitizers too (they take CC), the
# hostile inputs run without their address-space cap (ASan reserves
# terabytes of it), a golden may take ASAN_GOLDEN_TIMEOUT seconds (the
# sanitizers run cst about six times slower: torch_test_cuda_streams
# takes 36 s), and tests that cannot run a sanitized binary (valgrind)
# skip on CST_SANITIZED.
asan: deps
	@$(MAKE) --no-print-directory BUILD=$(ASAN_BUILD) CUDA=0 CFLAGS="-O1 -g $(SANITIZE)" LDFLAGS="$(SANITIZE)" all
	ASAN_OPTIONS=$(ASAN_OPTIONS) UBSAN_OPTIONS=$(UBSAN_OPTIONS) CST_SANITIZED=1 HOSTILE_ULIMIT_KB=unlimited \
	GOLDEN_TIMEOUT=$(ASAN_GOLDEN_TIMEOUT) \
	CST=$(CURDIR)/$(ASAN_BUILD)/cst CC="$(CC) $(SANITIZE)" bats $(BATS_FLAGS) tests

# The golden suite with every run under memcheck (scripts/memcheck): an
# error or a definite or indirect leak fails the case.
valgrind: $(BIN)
	CST_MEMCHECK_BIN=$(CURDIR)/$(BIN) VALGRIND=$(VALGRIND) GOLDEN_TIMEOUT=$(VALGRIND_TIMEOUT) \
	scripts/golden --device=sim --cst scripts/memcheck \
		$(filter-out $(VALGRIND_SKIP),$(basename $(notdir $(wildcard tests/golden/*.cst))))

# libFuzzer targets (fuzz/): every object rebuilt by clang with coverage
# and the sanitizers, main.c left out; scripts/fuzz runs each target.
fuzz: deps
	@$(MAKE) --no-print-directory fuzz-build
	scripts/fuzz $(FUZZ_BUILD) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

fuzz-build:
	@$(MAKE) --no-print-directory BUILD=$(FUZZ_BUILD) CUDA=0 CC=$(FUZZ_CC) CFLAGS="-O1 -g $(FUZZ_SANITIZE)" \
		$(if $(filter 1,$(FUZZ_STATIC)),LDLIBS="$(FUZZ_STATIC_LIBS)") fuzz-targets

fuzz-targets: $(FUZZ_TARGETS:%=$(BUILD)/%)

$(BUILD)/fuzz_%: fuzz/fuzz_%.c $(filter-out $(BUILD)/obj/src/main.o,$(OBJ))
	$(CC) $(CPPFLAGS) -std=c11 $(WARN) $(CFLAGS) -fsanitize=fuzzer -o $@ $^ $(LDLIBS)

# cst's simulated device against NumPy: elementwise add and matmul
# (scripts/bench/run); where there is a GPU, also the CUDA backend against
# PyTorch eager (scripts/bench/gpu, issue 7's ratio table).
bench: $(BIN) $(CUDA_SO)
	scripts/bench/run $(BIN)
	@if nvidia-smi -L > /dev/null 2>&1; then scripts/bench/gpu --quick $(BUILD); fi

install: $(BIN) $(CUDA_SO)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/man/man7
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/cst
	install -m 644 man/cst.1 $(DESTDIR)$(PREFIX)/share/man/man1/cst.1
	install -m 644 man/cst.7 $(DESTDIR)$(PREFIX)/share/man/man7/cst.7
ifeq ($(CUDA),1)
	install -d $(DESTDIR)$(LIBDIR)
	install -m 755 $(CUDA_SO) $(DESTDIR)$(LIBDIR)/libcst-cuda.so
endif

echo:
	@echo "CC=$(CC)"
	@echo "CFLAGS=$(CFLAGS)"
	@echo "CUDA=$(CUDA)"
	@echo "CUDA_HOME=$(CUDA_HOME)"
	@echo "NVCC=$(NVCC)"
	@echo "CUDA_ARCH=$(CUDA_ARCH)"
	@echo "BISON=$(BISON)"
	@echo "FLEX=$(FLEX)"
	@echo "PREFIX=$(PREFIX)"
	@echo "LIBDIR=$(LIBDIR)"
	@echo "BUILD=$(BUILD)"
	@echo "LDLIBS=$(LDLIBS)"
	@echo "ASAN_BUILD=$(ASAN_BUILD)"
	@echo "SANITIZE=$(SANITIZE)"
	@echo "ASAN_OPTIONS=$(ASAN_OPTIONS)"
	@echo "UBSAN_OPTIONS=$(UBSAN_OPTIONS)"
	@echo "VALGRIND=$(VALGRIND)"
	@echo "VALGRIND_TIMEOUT=$(VALGRIND_TIMEOUT)"
	@echo "VALGRIND_SKIP=$(VALGRIND_SKIP)"
	@echo "FUZZ_CC=$(FUZZ_CC)"
	@echo "FUZZ_BUILD=$(FUZZ_BUILD)"
	@echo "FUZZ_SECONDS=$(FUZZ_SECONDS)"
	@echo "FUZZ_STATIC=$(FUZZ_STATIC)"
	@echo "FUZZ_SANITIZE=$(FUZZ_SANITIZE)"

clean:
	rm -rf $(BUILD)

-include $(OBJ:.o=.d) $(CU_OBJ:.o=.d)
