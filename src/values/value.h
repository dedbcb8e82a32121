/* value.h: the values a cst program computes with.
 *
 * A Value is a small tagged struct passed by value.  Scalars (None, bool,
 * int, float, dtype, device, a type, a builtin function, Ellipsis) live
 * inside it; every other kind is a refcounted heap object whose first member
 * is an Obj header.  Ownership: a function that returns a Value hands the
 * caller one reference; a Value passed as an argument is borrowed unless the
 * function says it "takes" it.
 *
 * Each kind has a ValueClass: its Python name and the hooks through which
 * generic code (printing, operators, indexing, loops, truth) reaches it.
 * Adding a kind (tensor, stream, event) is one enum entry before
 * V_KIND_COUNT, one ValueClass registered with value_define_class, and rows
 * in the builtins table (builtins.h) for its methods and attributes.
 *
 * Operations that can fail take the Interp and return false after raising
 * the error there (error_raise, base/error.h); the evaluator gives it its location. */
#ifndef CST_VALUE_H
#define CST_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "lang/ast.h"
#include "base/buf.h"
#include "base/dtype.h"
#include "base/source.h"

typedef struct Interp Interp;
typedef struct Builtin Builtin;
typedef struct Args Args;

typedef enum ValueKind {
    V_NONE,
    V_BOOL,
    V_INT,        /* int64; overflow is an error, not a wrap */
    V_FLOAT,      /* double */
    V_DTYPE,      /* a DType */
    V_DEVICE,     /* a Device */
    V_TYPE,       /* what type(x) returns: names a ValueKind */
    V_BUILTIN,    /* a row of the builtins table */
    V_ELLIPSIS,   /* `...` inside an index */
    V_EXC_TYPE,   /* an exception class (RuntimeError): u.i is its ErrorClass (exception.h) */
    V_MODULE,     /* a namespace (torch, math, F): u.module (module.h) */
    V_RETURN_TYPE, /* the class of a return type (torch.return_types.max): u.name is "max" (iter.h) */
    V_MEMORY_FORMAT, /* torch.channels_last, ...: u.i is a MemoryFormat (tensor_value.h) */
    /* Heap objects from here on. */
    V_STR,        /* Str: immutable UTF-8 */
    V_LIST,       /* List */
    V_TUPLE,      /* List, immutable */
    V_SIZE,       /* List of ints, immutable: torch.Size (a tuple subclass, as in PyTorch) */
    V_RANGE,      /* Range */
    V_SLICE,      /* Slice: `a:b:c` inside an index */
    V_DICT,       /* a dict (dict.h) */
    V_DICT_VIEW,  /* d.keys(), d.values(), d.items() (dict.h) */
    V_SET,        /* a set (set.h) */
    V_ITER,       /* an iterator: zip, enumerate, a generator expression... (iter.h) */
    V_EXCEPTION,  /* an exception instance (exception.h) */
    V_NAMEDTUPLE, /* List, immutable, with field names: torch.return_types.max (iter.h) */
    V_FUNC,       /* Func: a user `def` or a lambda */
    V_METHOD,     /* Method: a builtin method bound to its receiver */
    V_TENSOR,     /* Tensor (tensor_value.h) */
    V_STREAM,     /* a stream (stream_value.h) */
    V_EVENT,      /* an event (stream_value.h) */
    V_GRAPH,      /* a CUDA graph: torch.cuda.CUDAGraph (graph_value.h) */
    V_GRAPH_CAPTURE, /* what torch.cuda.graph(g) gives `with` (graph_value.h) */
    V_GENERATOR,  /* a torch.Generator (generator_value.h) */
    V_CELL,       /* Cell: a variable that `nonlocal` shares between functions */
    /* collections' dict subclasses, as types only (type(d), isinstance):
     * their values are V_DICT, of a flavor (dict.c). */
    V_ORDERED_DICT,
    V_DEFAULT_DICT,
    V_COUNTER,
    V_KIND_COUNT
} ValueKind;

#define V_FIRST_OBJ V_STR

typedef enum DeviceType { DEV_CPU, DEV_CUDA } DeviceType;

typedef struct Device {
    int8_t type;       /* a DeviceType */
    int32_t index;     /* -1: none given ('cuda' is then the current device) */
} Device;

typedef struct Obj {
    int64_t refs;      /* not atomic: values belong to the evaluator's thread */
} Obj;

typedef struct Module Module;

typedef struct Value {
    ValueKind kind;
    union {
        bool b;
        int64_t i;
        double f;
        DType dtype;
        Device device;
        ValueKind type;
        const Builtin *builtin;
        const Module *module;
        const char *name;
        Obj *obj;
    } u;
} Value;

typedef struct Str {
    Obj obj;
    size_t len;        /* bytes */
    size_t nchars;     /* code points: what len() and indexing count */
    char data[];       /* NUL-terminated; may hold NULs before len */
} Str;

typedef struct List {
    Obj obj;
    Value *items;
    size_t len, cap;
} List;

typedef struct Range {
    Obj obj;
    int64_t start, stop, step;
} Range;

typedef struct Slice {
    Obj obj;
    Value start, stop, step;   /* None where omitted */
} Slice;

typedef struct Func {
    Obj obj;
    const Node *def;           /* the N_DEF or N_LAMBDA, kept alive by the interpreter */
    char *qualname;            /* "train.<locals>.step", as errors name it; NULL: def's own name */
    const Source *src;         /* the text it was defined in */
    int nparams;               /* parameters (a bare `*` is not one) */
    int npositional;           /* the parameters before `*`/`*args` */
    int star, kwstar;          /* the slots of *args and **kwargs, or -1 */
    Value *defaults;           /* nparams entries; None where there is no default */
    bool *has_default;         /* nparams entries */
    int nlocals;               /* parameters first, then every other name the body binds */
    const char **locals;       /* names point into the syntax tree */
    /* The enclosing function's variables (and comprehension variables) that
     * the body reads, as they were when the function was made. */
    int ncaptured;
    const char **captured_names;
    Value *captured;
    /* The slots of locals that a nested def declares nonlocal: each call
     * makes them cells first (Cell), so every function made in it shares them. */
    int ncells;
    int *cells;
} Func;

/* A variable a nested function declares `nonlocal`: the enclosing
 * function's slot and the nested one's capture both hold the cell, so
 * either sees what the other binds.  Never a value a script sees. */
typedef struct Cell {
    Obj obj;
    Value v;
    bool bound;
} Cell;

typedef struct Method {
    Obj obj;
    Value self;
    const Builtin *fn;
} Method;

/* Everything generic code needs to know about a kind.  The core kinds are
 * handled by value.c itself; the hooks are for kinds defined elsewhere and
 * may be NULL where the kind lacks the operation.  Each hook that returns
 * bool returns false after error_raise. */
typedef struct ValueClass {
    const char *name;       /* in messages: "int", "Tensor" */
    const char *qualname;   /* in <class '...'>: "int", "torch.Tensor" */
    void (*free)(Obj *obj); /* release what obj holds, then obj itself */
    bool (*repr)(Interp *in, Buf *out, Value v);
    bool (*str)(Interp *in, Buf *out, Value v);          /* NULL: repr */
    bool (*truth)(Interp *in, Value v, bool *out);       /* NULL: always true */
    /* int(v), float(v), format(v, spec), indexing: the Python number v stands for. */
    bool (*scalar)(Interp *in, Value v, Value *out);
    bool (*len)(Interp *in, Value v, int64_t *out);
    /* for-loops, unpacking, list(v): a list or tuple of its elements. */
    bool (*items)(Interp *in, Value v, Value *out);
    /* Every binary and comparison operator (an Op) where either operand has
     * this kind (the left operand's class is asked first). */
    bool (*binary)(Interp *in, Op op, Value a, Value b, Value *out);
    bool (*unary)(Interp *in, int op, Value a, Value *out);   /* '-', '+', '~' */
    /* a op= b; NULL: a = a op b.  *out is what the target is rebound to. */
    bool (*inplace)(Interp *in, Op op, Value a, Value b, Value *out);
    /* obj[items...]: items are evaluated indices, V_SLICE and V_ELLIPSIS values. */
    bool (*index)(Interp *in, Value obj, const Value *items, int n, Value *out);
    bool (*set_index)(Interp *in, Value obj, const Value *items, int n, Value v);
    bool (*del_index)(Interp *in, Value obj, const Value *items, int n);   /* del obj[items...] */
    /* format(v, spec), an f-string field {v:spec}; NULL: str(v) for an
     * empty spec, else the scalar hook's number formatted. */
    bool (*format)(Interp *in, Value v, const char *spec, size_t len, Buf *out);
    /* x in v; NULL: compare x with each of value_items(v). */
    bool (*contains)(Interp *in, Value v, Value x, bool *out);
    /* hash(v); NULL: by identity, unless unhashable is set. */
    bool (*hash)(Interp *in, Value v, uint64_t *out);
    bool unhashable;
    /* For value_teardown: moves every value v holds into a new array (*out,
     * which the caller frees), leaving v empty; NULL: v holds none. */
    size_t (*take_children)(Value v, Value **out);
    /* v(args): for kinds that are callable (an exception class). */
    bool (*call)(Interp *in, Value v, const Args *args, Value *out);
    /* v.name for attributes no builtins row names (a module's, a named
     * tuple's fields): *found false when v has none of that name. */
    bool (*getattr)(Interp *in, Value v, const char *name, Value *out, bool *found);
    /* iter(v), for kinds whose iterator sees v change (a dict's keys); NULL:
     * an iterator over value_items(v). */
    Value (*iter)(Value v);
    /* type(v), for kinds whose instances have classes of their own (an
     * exception's); NULL: value_type(v.kind). */
    Value (*type)(Value v);
} ValueClass;

void value_define_class(ValueKind kind, const ValueClass *cls);
const ValueClass *value_class(ValueKind kind);
const char *value_type_name(Value v);          /* "int", "list", "Tensor" */
const char *value_kind_name(ValueKind kind);

/* ---- construction (each returns a new reference) ---- */
static inline Value value_none(void) { Value v = {V_NONE, {.i = 0}}; return v; }
static inline Value value_bool(bool b) { Value v = {V_BOOL, {.b = b}}; return v; }
static inline Value value_int(int64_t i) { Value v = {V_INT, {.i = i}}; return v; }
static inline Value value_float(double f) { Value v = {V_FLOAT, {.f = f}}; return v; }
static inline Value value_dtype(DType d) { Value v = {V_DTYPE, {.dtype = d}}; return v; }
static inline Value value_device(Device d) { Value v = {V_DEVICE, {.device = d}}; return v; }
static inline Value value_type(ValueKind k) { Value v = {V_TYPE, {.type = k}}; return v; }
static inline Value value_builtin(const Builtin *b) { Value v = {V_BUILTIN, {.builtin = b}}; return v; }
static inline Value value_ellipsis(void) { Value v = {V_ELLIPSIS, {.i = 0}}; return v; }

Value value_str(const char *s, size_t len);      /* copies */
Value value_cstr(const char *s);
Value value_str_buf(Buf *b);                     /* copies b's text, then frees b */
/* kind: V_LIST, V_TUPLE or V_SIZE; empty, with room for cap items. */
Value value_list_new(ValueKind kind, size_t cap);
void value_list_push(Value list, Value item);   /* takes item */
Value value_size_new(const int64_t *dims, int ndim);
Value value_range_new(int64_t start, int64_t stop, int64_t step);
Value value_slice_new(Value start, Value stop, Value step);   /* takes all three */
Value value_method_new(Value self, const Builtin *fn);       /* borrows self */
/* A zeroed heap object of `size` bytes (an Obj first) with one reference:
 * how a new kind makes its objects. */
void *value_obj_new(size_t size);
static inline Value value_from_obj(ValueKind kind, void *obj)
{
    Value v = {kind, {.obj = (Obj *)obj}};
    return v;
}

static inline bool value_is_obj(Value v) { return v.kind >= V_FIRST_OBJ; }
static inline Str *value_as_str(Value v) { return (Str *)v.u.obj; }
static inline List *value_as_list(Value v) { return (List *)v.u.obj; }
static inline bool value_is_seq(Value v)
{
    return v.kind == V_LIST || v.kind == V_TUPLE || v.kind == V_SIZE;
}
/* bool, int or float. */
static inline bool value_is_number(Value v)
{
    return v.kind == V_BOOL || v.kind == V_INT || v.kind == V_FLOAT;
}
/* A number's value as a double (0 for anything else). */
static inline double value_number(Value v)
{
    return v.kind == V_FLOAT ? v.u.f : v.kind == V_INT ? (double)v.u.i : v.kind == V_BOOL ? v.u.b : 0.0;
}

Value value_retain(Value v);                     /* one more reference; returns v */
void value_release(Value v);
/* Releases v after emptying every container reachable from it, so that
 * reference cycles (a list that contains itself) are freed too: for
 * tearing down an interpreter's variables, never while they are in use. */
void value_teardown(Value v);

/* ---- dtypes (dtype.h) and devices ---- */
/* Where a dtype is expected: a dtype, or one of the types int, float, bool.
 * The names int/float/bool are Python's types (callable, usable in
 * isinstance) and, as dtypes, follow PyTorch's aliases torch.int = int32,
 * torch.float = float32, torch.bool = bool, because the torch. prefix is
 * dropped and `torch.float` is far more common in PyTorch code than
 * `dtype=float` (which PyTorch reads as float64). */
bool value_as_dtype(Value v, DType *out);
/* 'cpu', 'cuda', 'cuda:N'; false when s is none of them. */
bool value_parse_device(const char *s, Device *out);
/* Whether s has a device string's shape, [a-zA-Z_]+(:index)?, as c10::Device
 * checks before it looks the type up: a string of another shape ('float32')
 * is an "Invalid device string", one of this shape an unknown type. */
bool value_device_string_shaped(const char *s);
void value_device_text(Buf *out, Device d);      /* str(): "cuda:0", "cpu" */

/* ---- text ---- */
bool value_repr(Interp *in, Buf *out, Value v);
bool value_to_text(Interp *in, Buf *out, Value v);   /* str(v) */
/* format(v, spec): what an f-string field {v:spec} appends. */
bool value_format(Interp *in, Value v, const char *spec, size_t len, Buf *out);
void value_str_repr(Buf *out, const char *s, size_t len);   /* Python's quoting */

/* ---- operations (false after raising an error) ---- */
bool value_truth(Interp *in, Value v, bool *out);
bool value_binary(Interp *in, Op op, Value a, Value b, Value *out);
/* The TypeError of an operator neither operand supports, in Python's
 * words ("'<' not supported between ...", "unsupported operand type(s)
 * for +: ..."); returns false. */
bool value_unsupported(Interp *in, Op op, Value a, Value b);
bool value_unary(Interp *in, int op, Value a, Value *out);
bool value_inplace(Interp *in, Op op, Value a, Value b, Value *out);
bool value_equal(Interp *in, Value a, Value b, bool *out);     /* Python's == as a bool */
bool value_len(Interp *in, Value v, int64_t *out);
bool value_index(Interp *in, Value obj, const Value *items, int n, Value *out);
bool value_set_index(Interp *in, Value obj, const Value *items, int n, Value v);
bool value_del_index(Interp *in, Value obj, const Value *items, int n);
/* The elements of an iterable as a list or tuple (a new reference; a list
 * is always a fresh copy), or "'int' object is not iterable". */
bool value_items(Interp *in, Value v, Value *out);
bool value_is_iterable(Value v);
/* An int (or bool) argument, with "'float' object cannot be interpreted as an integer". */
bool value_as_index(Interp *in, Value v, int64_t *out);
/* Whether v stands for a Python number (bool, int, float, or a kind with a
 * scalar hook), and that number (bool, int or float) if so. */
bool value_has_scalar(Value v);
bool value_scalar(Interp *in, Value v, Value *out);

/* x in container (Python's `in`), and `is`. */
bool value_contains(Interp *in, Value container, Value x, bool *out);
bool value_is(Value a, Value b);
/* hash(v) as Python 3.11 computes it for numbers, strings (with
 * PYTHONHASHSEED=0) and tuples, so that sets iterate in Python's order;
 * "unhashable type: 'list'" for the mutable containers. */
bool value_hash(Interp *in, Value v, uint64_t *out);

/* Calling any callable from below the evaluator (sorted's key=, map): the
 * evaluator installs how, before any program runs. */
typedef bool (*ValueCaller)(Interp *in, Value callee, const Value *args, int n, Value *out);
void value_set_caller(ValueCaller call);

/* str % args, printf-style formatting: builtins_str.c installs it when it
 * registers; a str's % comes before the right operand's own. */
typedef bool (*ValuePercent)(Interp *in, Value fmt, Value args, Value *out);
void value_set_percent(ValuePercent percent);
bool value_call(Interp *in, Value callee, const Value *args, int n, Value *out);

/* The code point of the UTF-8 character at s (*len its bytes), or
 * UINT32_MAX (*len 1) for a byte that starts none. */
uint32_t value_utf8_decode(const unsigned char *s, size_t avail, size_t *len);

/* Strings: byte offset of code point `index` (index <= nchars). */
size_t value_str_offset(const Str *s, size_t index);

#endif
