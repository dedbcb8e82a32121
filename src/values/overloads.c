/* overloads.c: PyTorch's parser over several signatures (overloads.h). */
#include "values/overloads.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "base/ptrmap.h"
#include "values/tensor_value.h"

/* Each signature as PyTorch's generated bindings write it, in their order,
 * separated by '|' ("" is one with no parameters); the method's apart from
 * the function's, which take the tensor as input and an out=.  An entry
 * "torch.NAME" is torch.NAME's own row's alone, where the global NAME is
 * Python's too (pow(2, 10)).  A signature after '!' is a deprecated one
 * (add(input, alpha, other)): tried last, as PyTorch tries it, but never
 * shown nor plausible in an error, which it makes the invalid-combination
 * one (add(t) names no missing argument). */
typedef struct Entry {
    const char *name;
    bool method;
    const char *sigs;
} Entry;

#define RED_DIM(t) "Tensor input, int64_t dim, " t "|Tensor input, Dimname dim, " t
static const Entry table[] = {
    {"sum", false, "Tensor input, *, ScalarType? dtype=None|Tensor input, IntArrayRef[1]? dim, bool keepdim=False, *, "
                   "ScalarType? dtype=None, Tensor out=None|Tensor input, DimnameList[1] dim, bool keepdim=False, *, "
                   "ScalarType? dtype=None, Tensor out=None"},
    {"sum", true, "*, ScalarType? dtype=None|IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None|"
                  "DimnameList[1] dim, bool keepdim=False, *, ScalarType? dtype=None"},
    {"mean", false, "Tensor input, *, ScalarType? dtype=None|Tensor input, IntArrayRef[1]? dim, bool keepdim=False, *, "
                    "ScalarType? dtype=None, Tensor out=None|Tensor input, DimnameList[1] dim, bool keepdim=False, *, "
                    "ScalarType? dtype=None, Tensor out=None"},
    {"mean", true, "*, ScalarType? dtype=None|IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None|"
                   "DimnameList[1] dim, bool keepdim=False, *, ScalarType? dtype=None"},
    {"amax", false, "Tensor input, IntArrayRef[1] dim=[], bool keepdim=False, *, Tensor out=None"},
    {"amax", true, "IntArrayRef[1] dim=[], bool keepdim=False"},
    {"amin", false, "Tensor input, IntArrayRef[1] dim=[], bool keepdim=False, *, Tensor out=None"},
    {"amin", true, "IntArrayRef[1] dim=[], bool keepdim=False"},
    {"argmax", false, "Tensor input, int64_t? dim=None, bool keepdim=False, *, Tensor out=None"},
    {"argmax", true, "int64_t? dim=None, bool keepdim=False"},
    {"argmin", false, "Tensor input, int64_t? dim=None, bool keepdim=False, *, Tensor out=None"},
    {"argmin", true, "int64_t? dim=None, bool keepdim=False"},
    {"round", false, "Tensor input, *, Tensor out=None|Tensor input, *, int64_t decimals, Tensor out=None"},
    {"round", true, "|*, int64_t decimals"},
    {"prod", false, "Tensor input, *, ScalarType? dtype=None|" RED_DIM("bool keepdim=False, *, ScalarType? dtype=None, "
                                                                         "Tensor out=None")},
    {"prod", true, "*, ScalarType? dtype=None|int64_t dim, bool keepdim=False, *, ScalarType? dtype=None|"
                   "Dimname dim, bool keepdim=False, *, ScalarType? dtype=None"},
    {"max", false, "Tensor input, *, Tensor out=None|Tensor input, Tensor other, *, Tensor out=None|"
                   RED_DIM("bool keepdim=False, *, TensorList[2] out=None")},
    {"max", true, "|Tensor other|int64_t dim, bool keepdim=False|Dimname dim, bool keepdim=False"},
    {"min", false, "Tensor input, *, Tensor out=None|Tensor input, Tensor other, *, Tensor out=None|"
                   RED_DIM("bool keepdim=False, *, TensorList[2] out=None")},
    {"min", true, "|Tensor other|int64_t dim, bool keepdim=False|Dimname dim, bool keepdim=False"},
    {"cumsum", false, RED_DIM("*, ScalarType? dtype=None, Tensor out=None")},
    {"cumsum", true, "int64_t dim, *, ScalarType? dtype=None|Dimname dim, *, ScalarType? dtype=None"},
    {"cumprod", false, RED_DIM("*, ScalarType? dtype=None, Tensor out=None")},
    {"cumprod", true, "int64_t dim, *, ScalarType? dtype=None|Dimname dim, *, ScalarType? dtype=None"},
    {"cummax", false, RED_DIM("*, TensorList[2] out=None")},
    {"cummax", true, "int64_t dim|Dimname dim"},
    {"cummin", false, RED_DIM("*, TensorList[2] out=None")},
    {"cummin", true, "int64_t dim|Dimname dim"},
    {"logsumexp", false, "Tensor input, IntArrayRef[1] dim, bool keepdim=False, *, Tensor out=None|"
                         "Tensor input, DimnameList[1] dim, bool keepdim=False, *, Tensor out=None"},
    {"logsumexp", true, "IntArrayRef[1] dim, bool keepdim=False|DimnameList[1] dim, bool keepdim=False"},
    {"softmax", false, "Tensor input, int64_t dim, ScalarType? dtype=None, *, Tensor out=None|"
                       "Tensor input, Dimname dim, *, ScalarType? dtype=None"},
    {"softmax", true, "int64_t dim, ScalarType? dtype=None|Dimname dim, *, ScalarType? dtype=None"},
    {"transpose", false, "Tensor input, int64_t dim0, int64_t dim1|Tensor input, Dimname dim0, Dimname dim1"},
    {"transpose", true, "int64_t dim0, int64_t dim1|Dimname dim0, Dimname dim1"},
    {"cat", false, "TensorList tensors, int64_t dim=0, *, Tensor out=None|TensorList tensors, Dimname dim, *, "
                   "Tensor out=None"},
    {"sort", false, "Tensor input, *, bool? stable, int64_t dim=-1, bool descending=False, TensorList[2] out=None|"
                    "Tensor input, int64_t dim=-1, bool descending=False, *, TensorList[2] out=None|"
                    "Tensor input, *, bool? stable, Dimname dim, bool descending=False, TensorList[2] out=None|"
                    "Tensor input, Dimname dim, bool descending=False, *, TensorList[2] out=None"},
    {"sort", true, "*, bool? stable, int64_t dim=-1, bool descending=False|int64_t dim=-1, bool descending=False|"
                   "*, bool? stable, Dimname dim, bool descending=False|Dimname dim, bool descending=False"},
    {"argsort", false, "Tensor input, *, bool stable, int64_t dim=-1, bool descending=False|"
                       "Tensor input, int64_t dim=-1, bool descending=False|Tensor input, Dimname dim, bool descending=False"},
    {"argsort", true, "*, bool stable, int64_t dim=-1, bool descending=False|int64_t dim=-1, bool descending=False|"
                      "Dimname dim, bool descending=False"},
    {"gather", false, RED_DIM("Tensor index, *, bool sparse_grad=False, Tensor out=None")},
    {"gather", true, "int64_t dim, Tensor index, *, bool sparse_grad=False|Dimname dim, Tensor index, *, "
                     "bool sparse_grad=False"},
    {"index_select", false, RED_DIM("Tensor index, *, Tensor out=None")},
    {"index_select", true, "int64_t dim, Tensor index|Dimname dim, Tensor index"},
    {"masked_fill", false, "Tensor input, Tensor mask, Tensor value|Tensor input, Tensor mask, Scalar value"},
    {"masked_fill", true, "Tensor mask, Tensor value|Tensor mask, Scalar value"},
    {"masked_fill_", true, "Tensor mask, Tensor value|Tensor mask, Scalar value"},
    {"scatter", true, "int64_t dim, Tensor index, Tensor src|int64_t dim, Tensor index, Tensor src, *, "
                      "c10::string_view reduce|Dimname dim, Tensor index, Tensor src|int64_t dim, Tensor index, "
                      "Scalar value|int64_t dim, Tensor index, Scalar value, *, c10::string_view reduce|"
                      "Dimname dim, Tensor index, Scalar value"},
    {"narrow", false, "Tensor input, int64_t dim, Tensor start, int64_t length|"
                      "Tensor input, int64_t dim, int64_t start, int64_t length"},
    {"narrow", true, "int64_t dim, Tensor start, int64_t length|int64_t dim, int64_t start, int64_t length"},
    {"fill_", true, "Tensor value|Scalar value"},
    {"clamp", false, "Tensor input, Tensor? min=None, Tensor? max=None, *, Tensor out=None|Tensor input, "
                     "Scalar? min=None, Scalar? max=None, *, Tensor out=None"},
    {"pow", true, "Tensor exponent|Scalar exponent"},
    {"lerp", false, "Tensor input, Tensor end, Tensor weight, *, Tensor out=None|Tensor input, Tensor end, "
                    "Scalar weight, *, Tensor out=None"},
    {"lerp", true, "Tensor end, Tensor weight|Tensor end, Scalar weight"},
    {"lerp_", true, "Tensor end, Tensor weight|Tensor end, Scalar weight"},
#define QUANTILE(name)                                                                                       \
    {name, false, "Tensor input, Tensor q, int64_t? dim=None, bool keepdim=False, *, c10::string_view "      \
                  "interpolation='linear', Tensor out=None|Tensor input, double q, int64_t? dim=None, bool "  \
                  "keepdim=False, *, c10::string_view interpolation='linear', Tensor out=None"},             \
    {name, true, "Tensor q, int64_t? dim=None, bool keepdim=False, *, c10::string_view interpolation='linear'|" \
                 "double q, int64_t? dim=None, bool keepdim=False, *, c10::string_view interpolation='linear'"}
    QUANTILE("quantile"), QUANTILE("nanquantile"),
#undef QUANTILE
#define MEDIAN(name)                                                                                \
    {name, false, "Tensor input|" RED_DIM("bool keepdim=False, *, TensorList[2] out=None")},        \
    {name, true, "|int64_t dim, bool keepdim=False|Dimname dim, bool keepdim=False"}
    MEDIAN("median"), MEDIAN("nanmedian"),
#undef MEDIAN
    {"mode", false, "Tensor input, int64_t dim=-1, bool keepdim=False, *, TensorList[2] out=None|Tensor input, "
                    "Dimname dim, bool keepdim=False, *, TensorList[2] out=None"},
    {"mode", true, "int64_t dim=-1, bool keepdim=False|Dimname dim, bool keepdim=False"},
    {"kthvalue", false, "Tensor input, int64_t k, int64_t dim=-1, bool keepdim=False, *, TensorList[2] out=None|"
                        "Tensor input, int64_t k, Dimname dim, bool keepdim=False, *, TensorList[2] out=None"},
    {"kthvalue", true, "int64_t k, int64_t dim=-1, bool keepdim=False|int64_t k, Dimname dim, bool keepdim=False"},
    {"logcumsumexp", false, RED_DIM("*, Tensor out=None")},
    {"logcumsumexp", true, "int64_t dim|Dimname dim"},
    {"count_nonzero", false, "Tensor input, int64_t? dim=None|Tensor input, IntArrayRef dim"},
    {"count_nonzero", true, "int64_t? dim=None|IntArrayRef dim"},
    {"select", false, "Tensor input, int64_t dim, SymInt index|Tensor input, Dimname dim, int64_t index"},
    {"select", true, "int64_t dim, SymInt index|Dimname dim, int64_t index"},
    {"flatten", false, "Tensor input, int64_t start_dim, int64_t end_dim, Dimname out_dim|Tensor input, "
                       "int64_t start_dim=0, int64_t end_dim=-1|Tensor input, Dimname start_dim, Dimname end_dim, "
                       "Dimname out_dim|Tensor input, DimnameList dims, Dimname out_dim"},
    {"flatten", true, "int64_t start_dim, int64_t end_dim, Dimname out_dim|int64_t start_dim=0, int64_t end_dim=-1|"
                      "Dimname start_dim, Dimname end_dim, Dimname out_dim|DimnameList dims, Dimname out_dim"},
    {"tensor_split", false, "Tensor input, Tensor tensor_indices_or_sections, int64_t dim=0|Tensor input, SymInt "
                            "sections, int64_t dim=0|Tensor input, SymIntArrayRef indices, int64_t dim=0"},
    {"tensor_split", true, "Tensor tensor_indices_or_sections, int64_t dim=0|SymInt sections, int64_t dim=0|"
                           "SymIntArrayRef indices, int64_t dim=0"},
#define SPLIT(name)                                                                 \
    {name, false, "Tensor input, int64_t sections|Tensor input, IntArrayRef indices"}, \
    {name, true, "int64_t sections|IntArrayRef indices"}
    SPLIT("hsplit"), SPLIT("vsplit"), SPLIT("dsplit"),
#undef SPLIT
    {"atleast_1d", false, "Tensor input|TensorList tensors"},
    {"atleast_2d", false, "Tensor input|TensorList tensors"},
    {"atleast_3d", false, "Tensor input|TensorList tensors"},
    {"trapezoid", false, "Tensor y, Tensor x, *, int64_t dim=-1|Tensor y, *, Scalar dx=1, int64_t dim=-1"},
#define SCALAR_SELF(name)                                                                                  \
    {name, false, "Tensor input, Tensor other, *, Tensor out=None|Scalar self, Tensor other, *, Tensor out=None|" \
                  "Tensor input, Scalar other, *, Tensor out=None"},                                        \
    {name, true, "Tensor other|Scalar other"}
    SCALAR_SELF("xlogy"),
#undef SCALAR_SELF
    {"remainder", false, "Tensor input, Tensor other, *, Tensor out=None|Scalar self, Tensor other|Tensor input, "
                         "Scalar other, *, Tensor out=None"},
    {"remainder", true, "Tensor other|Scalar other"},
    {"fmod", false, "Tensor input, Tensor other, *, Tensor out=None|Tensor input, Scalar other, *, Tensor out=None"},
    {"fmod", true, "Tensor other|Scalar other"},
    {"floor_divide", false, "Tensor input, Tensor other, *, Tensor out=None|Tensor input, Scalar other"},
    {"floor_divide", true, "Tensor other|Scalar other"},
    {"float_power", false, "Tensor input, Tensor exponent, *, Tensor out=None|Scalar self, Tensor exponent, *, "
                           "Tensor out=None|Tensor input, Scalar exponent, *, Tensor out=None"},
    {"float_power", true, "Tensor exponent|Scalar exponent"},
    {"ldexp", false, "Tensor input, Tensor other, *, Tensor out=None"},
    {"ldexp", true, "Tensor other"},
    {"logit", false, "Tensor input, double? eps=None, *, Tensor out=None"},
    {"logit", true, "double? eps=None"},
    {"nanmean", false, "Tensor input, IntArrayRef[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, "
                       "Tensor out=None"},
    {"nanmean", true, "IntArrayRef[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None"},
    {"cumulative_trapezoid", false, "Tensor y, Tensor x, *, int64_t dim=-1|Tensor y, *, Scalar dx=1, "
                                    "int64_t dim=-1"},
    {"clip", false, "Tensor input, Tensor? min=None, Tensor? max=None, *, Tensor out=None|Tensor input, "
                    "Scalar? min=None, Scalar? max=None, *, Tensor out=None"},
    {"clip", true, "Tensor? min=None, Tensor? max=None|Scalar? min=None, Scalar? max=None"},
#define ADDC(name)                                                                                          \
    {name, false, "Tensor input, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor out=None|!Tensor " \
                  "input, Scalar value, Tensor tensor1, Tensor tensor2, *, Tensor out=None"},               \
    {name, true, "Tensor tensor1, Tensor tensor2, *, Scalar value=1|!Scalar value, Tensor tensor1, Tensor tensor2"}
    ADDC("addcmul"), ADDC("addcdiv"),
#undef ADDC
    {"nansum", false, "Tensor input, IntArrayRef[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, "
                      "Tensor out=None"},
    {"nansum", true, "IntArrayRef[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None"},
    {"diagonal", false, "Tensor input, *, Dimname outdim, Dimname dim1, Dimname dim2, int64_t offset=0|Tensor input, "
                        "int64_t offset=0, int64_t dim1=0, int64_t dim2=1"},
    {"diagonal", true, "*, Dimname outdim, Dimname dim1, Dimname dim2, int64_t offset=0|int64_t offset=0, "
                       "int64_t dim1=0, int64_t dim2=1"},
    {"unflatten", false, "Tensor input, Dimname dim, SymIntArrayRef sizes, DimnameList names|Tensor input, "
                         "int64_t dim, SymIntArrayRef sizes"},
    {"gcd", false, "Tensor input, Tensor other, *, Tensor out=None"},
    {"gcd", true, "Tensor other"},
    {"lcm", false, "Tensor input, Tensor other, *, Tensor out=None"},
    {"lcm", true, "Tensor other"},
    {"renorm", false, "Tensor input, Scalar p, int64_t dim, Scalar maxnorm, *, Tensor out=None"},
    {"renorm", true, "Scalar p, int64_t dim, Scalar maxnorm"},
    {"vander", false, "Tensor x, int64_t? N=None, bool increasing=False"},
    {"torch.pow", false, "Tensor input, Tensor exponent, *, Tensor out=None|Scalar self, Tensor exponent, *, "
                         "Tensor out=None|Tensor input, Scalar exponent, *, Tensor out=None"},
#define ALPHA(op)                                                                                              \
    {op, false, "Tensor input, Tensor other, *, Scalar alpha=1, Tensor out=None|!Tensor input, Scalar alpha, " \
                "Tensor other, *, Tensor out=None"},                                                          \
    {op, true, "Tensor other, *, Scalar alpha=1|!Scalar alpha, Tensor other"}
    ALPHA("add"), ALPHA("sub"),
#undef ALPHA
    {"mul", false, "Tensor input, Tensor other, *, Tensor out=None"},
    {"mul", true, "Tensor other"},
    {"div", false, "Tensor input, Tensor other, *, Tensor out=None|Tensor input, Tensor other, *, "
                   "c10::string_view? rounding_mode, Tensor out=None|Tensor input, Scalar other, *, "
                   "c10::string_view? rounding_mode"},
    {"div", true, "Tensor other|Tensor other, *, c10::string_view? rounding_mode|Scalar other, *, "
                  "c10::string_view? rounding_mode"},
    {"where", false, "Tensor condition|Tensor condition, Tensor input, Tensor other, *, Tensor out=None|"
                     "Tensor condition, Scalar self, Tensor other|Tensor condition, Tensor input, Scalar other|"
                     "Tensor condition, Scalar self, Scalar other"},
    {"to", true, "Device? device=None, ScalarType? dtype=None, bool non_blocking=False, bool copy=False, *, "
                 "MemoryFormat? memory_format=None|ScalarType dtype, bool non_blocking=False, bool copy=False, *, "
                 "MemoryFormat? memory_format=None|Tensor tensor, bool non_blocking=False, bool copy=False, *, "
                 "MemoryFormat? memory_format=None"},
    {"reshape", false, "Tensor input, SymIntArrayRef shape"},
    {"reshape", true, "SymIntArrayRef shape"},
    {"permute", false, "Tensor input, IntArrayRef dims"},
    {"permute", true, "IntArrayRef dims"},
    {"expand", true, "SymIntArrayRef size, *, bool implicit=False"},
    {"clamp", true, "Tensor? min=None, Tensor? max=None|Scalar? min=None, Scalar? max=None"},
    {"view", true, "ScalarType dtype|SymIntArrayRef size"},
    {"size", true, "int64_t dim||Dimname dim"},
#define FACTORY "ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, " \
                "bool? requires_grad=False"
    {"zeros", false, "IntArrayRef size, *, DimnameList? names, " FACTORY "|SymIntArrayRef size, *, Tensor out=None, "
                     FACTORY},
    {"ones", false, "IntArrayRef size, *, DimnameList? names, " FACTORY "|SymIntArrayRef size, *, Tensor out=None, "
                    FACTORY},
    {"full", false, "IntArrayRef size, Scalar fill_value, *, DimnameList? names, " FACTORY "|SymIntArrayRef size, "
                    "Scalar fill_value, *, Tensor out=None, " FACTORY},
    {"randint", false, "int64_t high, IntArrayRef size, *, Generator? generator, Tensor out=None, " FACTORY
                       "|int64_t high, IntArrayRef size, *, Tensor out=None, " FACTORY
                       "|int64_t low, int64_t high, IntArrayRef size, *, Generator? generator, Tensor out=None, "
                       FACTORY "|int64_t low, int64_t high, IntArrayRef size, *, Tensor out=None, " FACTORY},
    {"new_zeros", true, "SymIntArrayRef size, *, " FACTORY},
    {"new_ones", true, "SymIntArrayRef size, *, " FACTORY},
    {"new_empty", true, "SymIntArrayRef size, *, " FACTORY},
    {"new_full", true, "SymIntArrayRef size, Scalar fill_value, *, " FACTORY},
    {"arange", false, "Scalar end, *, Tensor out=None, " FACTORY "|Scalar start, Scalar end, *, " FACTORY
                      "|Scalar start, Scalar end, Scalar step=1, *, Tensor out=None, " FACTORY},
    {"eye", false, "int64_t n, *, Tensor out=None, " FACTORY "|int64_t n, int64_t m, *, Tensor out=None, " FACTORY},
#define GRADIENT_SPACING(type) "Tensor input, *, " type " spacing, int64_t? dim=None, int64_t edge_order=1|" \
                               "Tensor input, *, " type " spacing, IntArrayRef dim, int64_t edge_order=1"
    {"gradient", false, "Tensor input, *, IntArrayRef dim, int64_t edge_order=1|Tensor input, *, Scalar spacing, "
                        "IntArrayRef dim, int64_t edge_order=1|Tensor input, *, Scalar? spacing=None, "
                        "int64_t? dim=None, int64_t edge_order=1|" GRADIENT_SPACING("ScalarList") "|"
                        GRADIENT_SPACING("TensorList")},
#undef GRADIENT_SPACING
#undef FACTORY
};
#define COMPARE(op)                                                                                   \
    {op, false, "Tensor input, Tensor other, *, Tensor out=None|Tensor input, Scalar other, *, Tensor out=None"}, \
    {op, true, "Tensor other|Scalar other"}
static const Entry compares[] = {COMPARE("eq"), COMPARE("ne"), COMPARE("lt"), COMPARE("le"), COMPARE("gt"),
                                 COMPARE("ge")};

/* ------------------------------------------------------- signatures */

typedef enum {
    P_TENSOR, P_SCALAR, P_INT, P_FLOAT, P_BOOL, P_INTS, P_SYMINTS, P_NAME, P_NAMES, P_DTYPE, P_TENSORS, P_SCALARS, P_STR, P_DEVICE,
    P_GENERATOR, P_MEMORY_FORMAT, P_OTHER
} PType;

enum { MAX_PARAMS = 12, MAX_SIGS = 8 };

typedef struct OParam {
    PType type;
    const char *shown;   /* type_name(): "tuple of ints" */
    int size;            /* IntArrayRef[1]: a single int will do */
    bool optional;       /* has a default */
    bool none;           /* None will do */
    bool kwonly;
    char name[32];
} OParam;

typedef struct OSig {
    int n, min, maxpos;
    bool hidden;         /* deprecated: never taken, never shown */
    bool numbers;        /* a Tensor parameter takes a number too */
    OParam p[MAX_PARAMS];
} OSig;

static const struct {
    const char *native, *shown;
    PType type;
} types[] = {
    {"Tensor", "Tensor", P_TENSOR}, {"Scalar", "Number", P_SCALAR}, {"int64_t", "int", P_INT},
    {"SymInt", "int", P_INT}, {"double", "float", P_FLOAT}, {"bool", "bool", P_BOOL},
    {"IntArrayRef", "tuple of ints", P_INTS}, {"SymIntArrayRef", "tuple of ints", P_SYMINTS},
    {"Dimname", "name", P_NAME}, {"DimnameList", "tuple of names", P_NAMES}, {"ScalarType", "torch.dtype", P_DTYPE},
    {"TensorList", "tuple of Tensors", P_TENSORS}, {"ScalarList", "tuple of Scalars", P_SCALARS},
    {"c10::string_view", "str", P_STR},
    {"Device", "torch.device", P_DEVICE}, {"Layout", "torch.layout", P_OTHER},
    {"Generator", "torch.Generator", P_GENERATOR}, {"MemoryFormat", "torch.memory_format", P_MEMORY_FORMAT},
};

/* One signature from s up to '|' or the end; *end: after it. */
static void parse_sig(const char *s, const char **end, OSig *sig)
{
    memset(sig, 0, sizeof *sig);
    sig->hidden = *s == '!';
    s += sig->hidden;
    bool kwonly = false;
    while (*s && *s != '|') {
        const char *stop = s;
        while (*stop && *stop != '|' && strncmp(stop, ", ", 2) != 0) stop++;
        if (stop - s == 1 && *s == '*') {
            kwonly = true;
        } else {
            OParam *p = &sig->p[sig->n++];
            const char *sp = memchr(s, ' ', (size_t)(stop - s));
            size_t tlen = (size_t)(sp - s);
            const char *q = memchr(s, '?', tlen), *br = memchr(s, '[', tlen);
            size_t base = br ? (size_t)(br - s) : q ? (size_t)(q - s) : tlen;
            for (size_t k = 0; k < sizeof types / sizeof types[0]; k++)
                if (strlen(types[k].native) == base && strncmp(types[k].native, s, base) == 0) {
                    p->type = types[k].type;
                    p->shown = types[k].shown;
                }
            p->size = br ? br[1] - '0' : 0;
            p->none = q != NULL;
            p->kwonly = kwonly;
            const char *name = sp + 1, *eq = memchr(name, '=', (size_t)(stop - name));
            size_t nlen = (size_t)((eq ? eq : stop) - name);
            snprintf(p->name, sizeof p->name, "%.*s", (int)nlen, name);
            if (eq) {
                p->optional = true;
                p->none |= strncmp(eq + 1, "None", 4) == 0;
            }
            sig->min += !p->optional;
            sig->maxpos += !kwonly;
        }
        s = *stop == ',' ? stop + 2 : stop;
    }
    *end = *s == '|' ? s + 1 : s;
}

/* toString(): "(Tensor input, *, torch.dtype dtype)". */
static void show_sig(const OSig *sig, Buf *b)
{
    bool kw = false;
    buf_putc(b, '(');
    for (int i = 0; i < sig->n; i++) {
        if (i) buf_puts(b, ", ");
        if (sig->p[i].kwonly && !kw) buf_puts(b, "*, ");
        kw |= sig->p[i].kwonly;
        buf_printf(b, "%s %s", sig->p[i].shown, sig->p[i].name);
    }
    buf_putc(b, ')');
}

/* ------------------------------------------------------------ parsing */

/* The call as PyTorch's parser sees it: positional arguments without a
 * method's receiver, and the keywords. */
typedef struct Call {
    const char *name;
    const Value *v;
    int n;
    const Args *a;
} Call;

static bool is_int(Value v)
{
    if (v.kind == V_INT) return true;
    return v.kind == V_TENSOR && value_as_tensor(v)->ndim == 0 && dtype_is_int(value_as_tensor(v)->dtype);
}

/* is_int_list: empty, or its first item an index (not a bool, perhaps a
 * 0-d integer tensor); a single int where the list has a size, which for
 * IntArrayRef must be a Python int (THPUtils_checkLong) and for
 * SymIntArrayRef may be any index. */
static bool is_int_list(Value v, int size, bool sym)
{
    if (value_is_seq(v)) {
        List *l = value_as_list(v);
        return l->len == 0 || is_int(l->items[0]);
    }
    return size > 0 && (sym ? is_int(v) : v.kind == V_INT);
}

static bool is_number(Value v)
{
    return v.kind == V_INT || v.kind == V_FLOAT || v.kind == V_BOOL;
}

/* FunctionParameter::check; a list of tensors with something else in it
 * is PyTorch's error at once. */
static bool check(Interp *in, const OSig *s, const OParam *p, Value v, int argnum, bool *raised)
{
    switch (p->type) {
    case P_TENSOR: return v.kind == V_TENSOR || (s->numbers && is_number(v));
    case P_SCALAR: return is_number(v) || (v.kind == V_TENSOR && value_as_tensor(v)->ndim == 0);
    case P_FLOAT: return is_number(v) || (v.kind == V_TENSOR && value_as_tensor(v)->ndim == 0);
    case P_INT: return is_int(v);
    case P_BOOL: return v.kind == V_BOOL;
    case P_INTS: return is_int_list(v, p->size, false);
    case P_SYMINTS: return is_int_list(v, p->size, true);
    case P_NAME: return v.kind == V_STR || v.kind == V_NONE;
    case P_NAMES: {
        if (p->size == 1 && v.kind == V_STR) return true;
        if (!value_is_seq(v)) return false;
        List *l = value_as_list(v);
        for (size_t k = 0; k < l->len; k++)
            if (l->items[k].kind != V_STR && l->items[k].kind != V_NONE) return false;
        return true;
    }
    case P_DTYPE: {
        DType dt;
        return value_as_dtype(v, &dt);
    }
    case P_TENSORS: {
        if (v.kind != V_LIST && v.kind != V_TUPLE && v.kind != V_NAMEDTUPLE) return false;
        List *l = value_as_list(v);
        for (size_t k = 0; k < l->len; k++)
            if (l->items[k].kind != V_TENSOR) {
                *raised = true;
                return error_raise_as(in, ERR_TYPE, "expected Tensor as element %zu in argument %d, but got %s", k,
                                      argnum, value_type_name(l->items[k]));
            }
        return true;
    }
    case P_SCALARS: {
        /* is_scalar_list: a list or tuple of Python numbers. */
        if (v.kind != V_LIST && v.kind != V_TUPLE) return false;
        List *l = value_as_list(v);
        for (size_t k = 0; k < l->len; k++)
            if (!is_number(l->items[k])) return false;
        return true;
    }
    case P_STR: return v.kind == V_STR;
    case P_DEVICE: return v.kind == V_INT || v.kind == V_STR || v.kind == V_DEVICE;
    case P_GENERATOR: return v.kind == V_GENERATOR;
    case P_MEMORY_FORMAT: return v.kind == V_MEMORY_FORMAT;
    case P_OTHER: return false;
    }
    return false;
}

static const Value *keyword(const Call *c, const char *name)
{
    static const char *const numpy[][2] = {{"dim", "axis"}, {"keepdim", "keepdims"}, {"input", "x"},
                                           {"input", "a"}, {"input", "x1"}, {"other", "x2"}};
    for (int k = 0; k < c->a->nkw; k++)
        if (strcmp(c->a->kw_names[k], name) == 0) return &c->a->kw[k];
    for (size_t j = 0; j < sizeof numpy / sizeof numpy[0]; j++)
        if (strcmp(numpy[j][0], name) == 0)
            for (int k = 0; k < c->a->nkw; k++)
                if (strcmp(c->a->kw_names[k], numpy[j][1]) == 0) return &c->a->kw[k];
    return NULL;
}

static bool extra_args(Interp *in, const Call *c, const OSig *s)
{
    if (s->min != s->maxpos)
        return error_raise_as(in, ERR_TYPE, "%s() takes from %d to %d positional arguments but %d were given",
                              c->name, s->min, s->maxpos, c->n);
    return error_raise_as(in, ERR_TYPE, "%s() takes %d positional argument%s but %d %s given", c->name, s->maxpos,
                          s->maxpos == 1 ? "" : "s", c->n, c->n == 1 ? "was" : "were");
}

/* FunctionSignature::parse: whether s takes the call; with raise, its
 * error instead of false.  *name_at: a name parameter a str filled. */
static bool parse(Interp *in, const Call *c, const OSig *s, bool raise, bool *raised, const Value **name_at)
{
    bool varargs = s->maxpos == 1 && (s->p[0].type == P_INTS || s->p[0].type == P_SYMINTS);
    if (c->n > s->maxpos && !varargs) return raise ? (*raised = true, extra_args(in, c, s)) : false;
    int pos = 0, remaining = c->a->nkw;
    for (int i = 0; i < s->n; i++) {
        const OParam *p = &s->p[i];
        const Value *v = NULL;
        bool kw = false;
        if (pos < c->n) {
            if (p->kwonly) return raise ? (*raised = true, extra_args(in, c, s)) : false;
            v = &c->v[pos];
        } else {
            v = keyword(c, p->name);
            kw = true;
        }
        if ((!v && p->optional) || (v && v->kind == V_NONE && p->none)) {
        } else if (!v) {
            if (!raise) return false;
            Buf names = BUF_INIT;
            int count = 0;
            for (int k = i; k < s->n; k++)
                if (!s->p[k].optional) buf_printf(&names, "%s\"%s\"", count++ ? ", " : "", s->p[k].name);
            *raised = true;
            error_raise_as(in, ERR_TYPE, "%s() missing %d required positional argument%s: %s", c->name, count,
                           count == 1 ? "s" : "", buf_cstr(&names));
            buf_free(&names);
            return false;
        } else if (check(in, s, p, *v, i, raised)) {
            if ((p->type == P_NAME || p->type == P_NAMES) && v->kind != V_NONE && !*name_at) *name_at = v;
        } else if (*raised) {
            return false;
        } else if (varargs && pos == 0 && !kw && is_int(c->v[0])) {
            pos = c->n;   /* view(2, 3) as view((2, 3)) */
            continue;
        } else if (!raise) {
            return false;
        } else if (kw) {
            *raised = true;
            return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' must be %s, not %s", c->name, p->name, p->shown,
                                  value_type_name(*v));
        } else {
            *raised = true;
            return error_raise_as(in, ERR_TYPE, "%s(): argument '%s' (position %d) must be %s, not %s", c->name,
                                  p->name, pos + 1, p->shown, value_type_name(*v));
        }
        if (!kw) pos++;
        else if (v) remaining--;
    }
    if (remaining > 0 && raise) {
        *raised = true;
        for (int k = 0; k < c->a->nkw; k++) {
            int i = 0;
            while (i < s->n && strcmp(s->p[i].name, c->a->kw_names[k]) != 0) i++;
            if (i == s->n)
                return error_raise_as(in, ERR_TYPE, "%s() got an unexpected keyword argument '%s'", c->name,
                                      c->a->kw_names[k]);
            if (i < c->n)
                return error_raise_as(in, ERR_TYPE, "%s() got multiple values for argument '%s'", c->name,
                                      c->a->kw_names[k]);
        }
        return error_raise_as(in, ERR_TYPE, "invalid keyword arguments");
    }
    return remaining == 0;
}

/* --------------------------------------------- invalid_arguments.cpp */

/* A value's type as the message writes it: "list of [int, float]". */
static void show_value(Value v, Buf *b)
{
    if (v.kind != V_LIST && v.kind != V_TUPLE) {
        buf_puts(b, value_type_name(v));
        return;
    }
    List *l = value_as_list(v);
    bool tuple = v.kind == V_TUPLE;
    buf_printf(b, "%s of %c", value_type_name(v), tuple ? '(' : '[');
    for (size_t k = 0; k < l->len; k++) buf_printf(b, "%s%s", k ? ", " : "", value_type_name(l->items[k]));
    buf_puts(b, tuple ? (l->len == 1 ? ",)" : ")") : "]");
}

/* The message's own reading of a shown signature: its items split at ", "
 * (a `*` is one, and "()" has one, empty), each type matched by name. */
typedef struct Shown {
    int n;
    char type[MAX_PARAMS + 1][32], name[MAX_PARAMS + 1][24];
} Shown;

static void read_shown(const OSig *s, Shown *o)
{
    bool kw = false;
    o->n = 0;
    if (s->n == 0) {
        o->type[0][0] = o->name[0][0] = '\0';
        o->n = 1;
    }
    for (int i = 0; i < s->n; i++) {
        if (s->p[i].kwonly && !kw) {
            snprintf(o->type[o->n], sizeof o->type[0], "*");
            snprintf(o->name[o->n++], sizeof o->name[0], "*");
        }
        kw |= s->p[i].kwonly;
        snprintf(o->type[o->n], sizeof o->type[0], "%s", s->p[i].shown);
        snprintf(o->name[o->n++], sizeof o->name[0], "%s", s->p[i].name);
    }
}

static bool matches(const char *type, Value v)
{
    const char *have = value_type_name(v);
    return strcmp(type, have) == 0 || (strcmp(type, "float") == 0 && v.kind == V_INT);
}

/* _argDesc: "(Tensor, int, dim=int)" (its ", " after keywords alone kept
 * where there is no positional argument, as PyTorch's is). */
static void arg_desc(const Call *c, Buf *b)
{
    buf_putc(b, '(');
    for (int i = 0; i < c->n; i++) buf_printf(b, "%s, ", value_type_name(c->v[i]));
    for (int k = 0; k < c->a->nkw; k++) buf_printf(b, "%s=%s, ", c->a->kw_names[k], value_type_name(c->a->kw[k]));
    if (c->n) b->len -= 2;
    buf_putc(b, ')');
}

/* _tryMatchKwargs: the keywords none of o's last items names (one more
 * item where o has an out= the call did not give), as found[k] false;
 * how many. */
static int unmatched(const Call *c, const Shown *o, bool *found)
{
    const Args *a = c->a;
    int start = o->n - a->nkw, bad = 0;
    bool has_out = false, out_given = false;
    for (int i = 0; i < o->n; i++) has_out |= strcmp(o->name[i], "out") == 0;
    for (int k = 0; k < a->nkw; k++) out_given |= strcmp(a->kw_names[k], "out") == 0;
    if (has_out && !out_given) start--;
    for (int k = 0; k < a->nkw && k <= MAX_PARAMS; k++) {
        found[k] = false;
        for (int i = start < 0 ? 0 : start; i < o->n; i++)
            if (strcmp(o->name[i], a->kw_names[k]) == 0) found[k] = true;
        bad += !found[k];
    }
    return bad;
}

static void show_unmatched(const Call *c, const bool *found, Buf *b)
{
    for (int k = 0, shown = 0; k < c->a->nkw && k <= MAX_PARAMS; k++)
        if (!found[k]) buf_printf(b, "%s%s", shown++ ? ", " : "", c->a->kw_names[k]);
}

/* _formattedArgDesc: each argument against o's item, "!int!" where its
 * type does not match. */
static void formatted_desc(const Call *c, const Shown *o, Buf *b)
{
    buf_putc(b, '(');
    for (int i = 0; i < o->n; i++) {
        const Value *v = i < c->n ? &c->v[i] : keyword(c, o->name[i]);
        if (!v) continue;
        bool ok = matches(o->type[i], *v);
        if (!ok) buf_putc(b, '!');
        if (i >= c->n) buf_printf(b, "%s=", o->name[i]);
        show_value(*v, b);
        buf_puts(b, ok ? ", " : "!, ");
    }
    if (c->n) b->len -= 2;
    buf_putc(b, ')');
}

/* format_invalid_args over the signatures shown (not the deprecated). */
static void invalid_combination(Interp *in, const Call *c, const OSig *sigs, int nsigs)
{
    const Args *a = c->a;
    bool found[MAX_PARAMS + 1];
    int shown = 0, only = 0;
    for (int s = 0; s < nsigs; s++)
        if (!sigs[s].hidden) shown++, only = s;
    Buf b = BUF_INIT;
    buf_printf(&b, "%s() received an invalid combination of arguments - ", c->name);
    if (shown == 1) {
        Shown o;
        read_shown(&sigs[only], &o);
        if (a->nkw && unmatched(c, &o, found)) {
            buf_puts(&b, "got unrecognized keyword arguments: ");
            show_unmatched(c, found, &b);
        } else {
            buf_puts(&b, "got ");
            if (c->n + a->nkw == o.n) formatted_desc(c, &o, &b);
            else arg_desc(c, &b);
            buf_puts(&b, ", but expected ");
            show_sig(&sigs[only], &b);
        }
        error_raise_as(in, ERR_TYPE, "%s", buf_cstr(&b));
        buf_free(&b);
        return;
    }
    buf_puts(&b, "got ");
    arg_desc(c, &b);
    buf_puts(&b, ", but expected one of:\n");
    for (int s = 0; s < nsigs; s++) {
        if (sigs[s].hidden) continue;
        Shown o;
        read_shown(&sigs[s], &o);
        buf_puts(&b, " * ");
        show_sig(&sigs[s], &b);
        buf_putc(&b, '\n');
        if (c->n + a->nkw != o.n) continue;
        if (a->nkw && unmatched(c, &o, found)) {
            buf_puts(&b, "      didn't match because some of the keywords were incorrect: ");
            show_unmatched(c, found, &b);
            buf_putc(&b, '\n');
            continue;
        }
        buf_puts(&b, "      didn't match because some of the arguments have invalid types: ");
        formatted_desc(c, &o, &b);
        buf_putc(&b, '\n');
    }
    error_raise_as(in, ERR_TYPE, "%s", buf_cstr(&b));
    buf_free(&b);
}

/* ------------------------------------------------------------- checks */

static const Entry *find(const char *name, bool method)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].method == method && strcmp(table[i].name, name) == 0) return &table[i];
    for (size_t i = 0; i < sizeof compares / sizeof compares[0]; i++)
        if (compares[i].method == method && strcmp(compares[i].name, name) == 0) return &compares[i];
    return NULL;
}

/* An entry's signatures, parsed once. */
typedef struct Overloads {
    int n;
    OSig sig[MAX_SIGS];
} Overloads;

static Overloads *parsed_of(const Entry *e)
{
    /* should_allow_numbers_as_tensors: these names' Tensor parameters
     * take a Python number too. */
    static const char *const numbers[] = {"add", "sub", "mul", "div", "to", "floor_divide"};
    bool takes_numbers = false;
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) takes_numbers |= strcmp(e->name, numbers[i]) == 0;
    Overloads *o = xcalloc(1, sizeof *o);
    for (const char *s = e->sigs; o->n < MAX_SIGS;) {
        OSig *sig = &o->sig[o->n++];
        parse_sig(s, &s, sig);
        sig->numbers = takes_numbers;
        if (!*s) break;
    }
    return o;
}

/* The overloads of a call of row, as a method or not, for a torch row or
 * not; NULL when PyTorch's parser has none listed.  Every builtin call
 * asks, so the answer is kept per row: a name search and the signatures'
 * text cost a call of x.sum() twice its own time. */
static const Overloads *overloads_of(const Builtin *row, bool method, bool torch)
{
    /* The rows of torch's factories and cat are global functions, not
     * tensor ones: their names alone are PyTorch's (pow and max are
     * Python's too). */
    static const char *const globals[] = {"zeros", "ones", "full", "randint", "cat", "arange", "eye", "where"};
    static PtrMap known[2];               /* row -> index into kept, or -2 for none */
    static Overloads **kept;
    static int nkept;
    int64_t at = ptrmap_get(&known[method], row);
    if (at == -1) {
        bool global = false;
        for (size_t i = 0; i < sizeof globals / sizeof globals[0]; i++) global |= strcmp(row->name, globals[i]) == 0;
        char own[64];
        snprintf(own, sizeof own, "torch.%s", row->name);
        const Entry *e = row->kind == V_MODULE ? find(own, method) : NULL;
        if (!e && (torch || global)) e = find(row->name, method);
        at = -2;
        if (e) {
            kept = xrealloc(kept, (size_t)(nkept + 1) * sizeof *kept);
            kept[nkept] = parsed_of(e);
            at = nkept++;
        }
        ptrmap_put(&known[method], row, at);
    }
    return at >= 0 ? kept[at] : NULL;
}

/* The tensor whose dimensions a name was looked for in: the receiver, the
 * first tensor argument, or the first of a list. */
static const Tensor *named_tensor(const Args *a)
{
    for (int i = 0; i < a->n; i++) {
        Value v = a->v[i];
        if (v.kind == V_TENSOR) return value_as_tensor(v);
        if ((v.kind == V_LIST || v.kind == V_TUPLE) && value_as_list(v)->len &&
            value_as_list(v)->items[0].kind == V_TENSOR)
            return value_as_tensor(value_as_list(v)->items[0]);
    }
    return NULL;
}

/* c10's Dimname check: an identifier, or the wildcard '*'. */
static bool valid_dimname(const char *name)
{
    if (strcmp(name, "*") == 0) return true;
    if (!*name || isdigit((unsigned char)*name)) return false;
    for (; *name; name++)
        if (*name != '_' && !isalnum((unsigned char)*name)) return false;
    return true;
}

/* The ops whose Dimname overload PyTorch lists but refuses at once
 * (reportNYIDimnameOverload): PyTorch's error raised, true, for those. */
static bool dimname_not_supported(Interp *in, const char *name)
{
    static const char *const nyi[] = {"sort", "argsort"};
    for (size_t i = 0; i < sizeof nyi / sizeof nyi[0]; i++)
        if (strcmp(name, nyi[i]) == 0)
            return error_raise(in, "%s: You passed a dimname (string) to this op in place of a dimension index but "
                               "it does not yet support this behavior. Please pass a dimension index to work around "
                               "this.", name) || true;
    return false;
}

bool overloads_check(Interp *in, const Args *a, bool torch)
{
    const Overloads *o = overloads_of(a->fn, a->method, torch);
    if (!o) return true;
    const OSig *sigs = o->sig;
    int nsigs = o->n;
    Call c = {a->fn->name, a->v + a->method, a->n - a->method, a};
    bool raised = false;
    for (int i = 0; i < nsigs; i++) {
        const Value *name_at = NULL;
        /* One signature raises its own error (raw_parse). */
        if (parse(in, &c, &sigs[i], nsigs == 1, &raised, &name_at)) {
            if (!name_at) return true;
            if (dimname_not_supported(in, a->fn->name)) return false;
            /* cst's tensors are never named: no dimension has the name. */
            const Tensor *t = named_tensor(a);
            Buf b = BUF_INIT;
            for (int d = 0; t && d < t->ndim; d++) buf_puts(&b, d ? ", None" : "None");
            Value v = *name_at;
            const char *name = value_as_str(v.kind == V_STR ? v : value_as_list(v)->items[0])->data;
            if (valid_dimname(name)) error_raise(in, "Name '%s' not found in Tensor[%s].", name, buf_cstr(&b));
            else
                error_raise(in, "Invalid name: a valid identifier contains only digits, alphabetical characters, "
                            "and/or underscore and starts with a non-digit. got: '%s'.", name);
            buf_free(&b);
            return false;
        }
        if (raised) return false;
    }
    int nargs = c.n + a->nkw, plausible = -1, count = 0;
    for (int i = 0; i < nsigs; i++)
        if (nargs >= sigs[i].min && nargs <= sigs[i].n && !sigs[i].hidden) plausible = i, count++;
    const Value *name_at = NULL;
    if (count == 1 && !parse(in, &c, &sigs[plausible], true, &raised, &name_at) && raised) return false;
    invalid_combination(in, &c, sigs, nsigs);
    return false;
}
