/* ops.h: what kernels/ops.def says of each operation, as the tables every
 * layer and both backends read: the OpCode enum, and op_info(), op_name().
 * Plain C that CUDA C++ includes too.  A consumer that generates code for
 * each operation includes ops.def itself, with its own EW and OP. */
#ifndef CST_OPS_H
#define CST_OPS_H

#include <stdbool.h>

/* The operations, one per line of ops.def. */
typedef enum OpCode {
#define EW(name, arity, params, rule, kinds, cost, py, forms, doc) OP_##name,
#define OP(name, arity, group, doc) OP_##name,
#include "ops.def"
#undef EW
#undef OP
    OP_COUNT
} OpCode;

/* How an op runs: its kernel family on each backend, and the kind of work
 * a trace shows it as. */
typedef enum OpGroup {
    GROUP_COPY, GROUP_FILL, GROUP_EW, GROUP_REDUCE, GROUP_MATMUL, GROUP_LINALG, GROUP_SOFTMAX, GROUP_SORT,
    GROUP_INDEX, GROUP_POOL, GROUP_RANDOM, GROUP_SLEEP
} OpGroup;

/* An elementwise op's dtype rule (ops.def's rule column; RULE_NONE for the rest). */
typedef enum OpRule {
    RULE_NONE, RULE_SAME, RULE_FLOAT, RULE_ROUND, RULE_DIV, RULE_COMPARE, RULE_BITWISE, RULE_WHERE,
    RULE_CLAMP, RULE_FLOATS, RULE_FLOATFD, RULE_INTS
} OpRule;

/* The compute dtypes an elementwise op has loops for (ops.def's kinds). */
enum { KIND_BOOL = 1, KIND_INT = 2, KIND_FLOAT = 4 };
#define OPS_KINDS_I KIND_INT
#define OPS_KINDS_F KIND_FLOAT
#define OPS_KINDS_IF (KIND_INT | KIND_FLOAT)
#define OPS_KINDS_BI (KIND_BOOL | KIND_INT)
#define OPS_KINDS_BIF (KIND_BOOL | KIND_INT | KIND_FLOAT)

/* kth's place rules (its si[1]): the place in in1, or median's or
 * nanmedian's of each line (sortkey.h's kth_rule_place). */
typedef enum KthRule { KTH_AT, KTH_MEDIAN, KTH_NANMEDIAN } KthRule;

/* How scatter (its si[1]) meets a target: sets it, or folds the source
 * into it as PyTorch's CPU scatter_reduce does (integers wrap; float16
 * and bfloat16 round each step; a NaN on either side wins max and min;
 * of equals, the target stays). */
typedef enum ScatterMode { SCATTER_SET, SCATTER_ADD, SCATTER_MUL, SCATTER_MAX, SCATTER_MIN } ScatterMode;

/* Elements each CUDA thread takes: heavy math hides behind more.  A long
 * op is heavy math whose body a CUDA kernel calls out of line. */
#define OPS_COST_LIGHT 1
#define OPS_COST_HEAVY 2
#define OPS_COST_LONG 3

typedef struct OpInfo {
    const char *name;        /* as ops.def spells it: "floordiv" */
    const char *py;          /* PyTorch's name, "" for none: "floor_divide" */
    int arity;
    int params;              /* float64 parameters in sf[1..params] */
    OpGroup group;
    OpRule rule;
    unsigned kinds;
    bool heavy;              /* cost HEAVY: transcendental math */
    const char *doc;
} OpInfo;

static inline const OpInfo *op_info(OpCode op)
{
    static const OpInfo table[OP_COUNT + 1] = {
#define EW(name, arity, params, rule, kinds, cost, py, forms, doc) \
    {#name, py, arity, params, GROUP_EW, RULE_##rule, OPS_KINDS_##kinds, OPS_COST_##cost > 1, doc},
#define OP(name, arity, group, doc) {#name, "", arity, 0, GROUP_##group, RULE_NONE, 0, false, doc},
#include "ops.def"
#undef EW
#undef OP
        {"?", "", 0, 0, GROUP_EW, RULE_NONE, 0, false, ""},
    };
    return &table[(unsigned)op < OP_COUNT ? op : OP_COUNT];
}

static inline const char *op_name(OpCode op)
{
    return op_info(op)->name;
}

#endif
