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
CPPFLAGS += -Isrc -I$(BUILD)/gen -Ikernels -D_GNU_SOURCE
ALL_CFLAGS = -std=c11 $(WARN) $(CFLAGS) -MMD -MP
NVCCFLAGS ?= $(OPT) $(CUDA_ARCH)
LDLIBS  += -lreadline -lm -lpthread
# The simulated device's matrix products go through OpenBLAS (libopenblas-dev).
LDLIBS  += -lopenblas

SRC     = $(wildcard src/*.c) $(wildcard kernels/sim/*.c)
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
LDLIBS  += -ldl
else
OBJ    += $(BUILD)/obj/kernels/cuda/none.o
endif

.PHONY: all test run install echo clean deps bench
all: $(BIN) $(CUDA_SO)

$(BIN): $(OBJ)
	$(CC) $(LDFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(BUILD)/obj/%.o: %.c | $(BUILD)/gen/parser.h
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

# Generated scanners and parsers are not ours to keep warning-free.
$(BUILD)/obj/gen/%.o: $(BUILD)/gen/%.c | $(BUILD)/gen/parser.h
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(ALL_CFLAGS) -Wno-unused-function -Wno-sign-compare -Wno-unused-parameter -c -o $@ $<

$(BUILD)/obj/kernels/cuda/none.o: kernels/cuda/none.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

# Where `make install` puts the CUDA backend; the loader looks there after
# the executable's own directory.
$(BUILD)/obj/kernels/cuda/load.o: CPPFLAGS += -DCST_LIBDIR='"$(LIBDIR)"'

# No FMA contraction: the kernels' float arithmetic must round as their C
# twins' does.  Only the library's entry point is exported.
$(BUILD)/obj/%.o: %.cu
	@mkdir -p $(@D)
	$(NVCC) $(CPPFLAGS) $(NVCCFLAGS) -std=c++20 --fmad=false \
		-Xcompiler -fPIC,-fvisibility=hidden,-Wall,-Wextra,-Werror -MMD -MP -c -o $@ $<

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

# Build and test dependencies: installs them as root, else names the apt-get line.
deps:
	@scripts/install-deps

test: deps
	@$(MAKE) --no-print-directory all
	bats $(BATS_FLAGS) tests

run: deps
	@$(MAKE) --no-print-directory $(BIN)
	@for f in scripts/examples/*.cst; do echo "== $$f"; $(BIN) "$$f" || exit $$?; done

# cst's simulated device against NumPy: elementwise add and matmul (scripts/bench/run).
bench: $(BIN)
	scripts/bench/run $(BIN)

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

clean:
	rm -rf $(BUILD)

-include $(OBJ:.o=.d) $(CU_OBJ:.o=.d)
