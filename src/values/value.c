/* value.c: the Value type: kinds and their classes, reference counting,
 * construction, Python's repr/str, and the operators on the host kinds
 * (numbers, strings, lists, tuples, Size, range) with Python's semantics.
 * Kinds defined elsewhere are reached through their ValueClass hooks. */
#include "values/value.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "values/builtins.h"
#include "base/error.h"
#include "base/pyfmt.h"

/* Containers nested deeper than this are refused by repr and comparisons,
 * as Python refuses them past its recursion limit. */
#define NEST_MAX 1000
/* The longest list or string an operation may build. */
#define SEQ_MAX ((int64_t)1 << 31)

/* ------------------------------------------------------------ classes */

static void free_plain(Obj *obj);
static void free_list(Obj *obj);
static void free_slice(Obj *obj);
static void free_func(Obj *obj);
static void free_method(Obj *obj);
static void free_cell(Obj *obj);
static size_t cell_take(Value v, Value **out);
static bool type_binary(Interp *in, Op op, Value a, Value b, Value *out);
static bool type_index(Interp *in, Value obj, const Value *items, int n, Value *out);

static const ValueClass core_classes[V_KIND_COUNT] = {
    [V_NONE] = {.name = "NoneType", .qualname = "NoneType"},
    [V_BOOL] = {.name = "bool", .qualname = "bool"},
    [V_INT] = {.name = "int", .qualname = "int"},
    [V_FLOAT] = {.name = "float", .qualname = "float"},
    [V_DTYPE] = {.name = "torch.dtype", .qualname = "torch.dtype"},
    [V_DEVICE] = {.name = "torch.device", .qualname = "torch.device"},
    [V_TYPE] = {.name = "type", .qualname = "type", .binary = type_binary, .index = type_index},
    [V_BUILTIN] = {.name = "builtin_function_or_method", .qualname = "builtin_function_or_method"},
    [V_ELLIPSIS] = {.name = "ellipsis", .qualname = "ellipsis"},
    [V_STR] = {.name = "str", .qualname = "str", .free = free_plain},
    [V_LIST] = {.name = "list", .qualname = "list", .free = free_list},
    [V_TUPLE] = {.name = "tuple", .qualname = "tuple", .free = free_list},
    [V_SIZE] = {.name = "torch.Size", .qualname = "torch.Size", .free = free_list},
    [V_RANGE] = {.name = "range", .qualname = "range", .free = free_plain},
    [V_SLICE] = {.name = "slice", .qualname = "slice", .free = free_slice},
    [V_FUNC] = {.name = "function", .qualname = "function", .free = free_func},
    [V_METHOD] = {.name = "builtin_function_or_method", .qualname = "builtin_function_or_method",
                  .free = free_method},
    [V_CELL] = {.name = "cell", .qualname = "cell", .free = free_cell, .take_children = cell_take},
};

static const ValueClass *classes[V_KIND_COUNT];

void value_define_class(ValueKind kind, const ValueClass *cls)
{
    classes[kind] = cls;
}

const ValueClass *value_class(ValueKind kind)
{
    if (kind >= V_KIND_COUNT) kind = V_NONE;   /* V_KIND_COUNT itself: never a value's kind */
    return classes[kind] ? classes[kind] : &core_classes[kind];
}

const char *value_kind_name(ValueKind kind)
{
    return value_class(kind)->name;
}

const char *value_type_name(Value v)
{
    return value_kind_name(v.kind);
}

/* ------------------------------------------------ reference counting */

/* Objects whose count reached zero wait here, so that freeing a deeply
 * nested list is a loop rather than a recursion as deep as the nesting. */
static Value pending_small[64];
static Value *pending = pending_small;
static size_t npending, pending_cap = 64;
static bool draining;

Value value_retain(Value v)
{
    if (value_is_obj(v)) v.u.obj->refs++;
    return v;
}

void value_release(Value v)
{
    if (!value_is_obj(v) || --v.u.obj->refs > 0) return;
    if (npending == pending_cap) {
        Value *grown = xmalloc(2 * pending_cap * sizeof *grown);
        memcpy(grown, pending, npending * sizeof *grown);
        if (pending != pending_small) free(pending);
        pending = grown;
        pending_cap *= 2;
    }
    pending[npending++] = v;
    if (draining) return;
    draining = true;
    while (npending > 0) {
        Value x = pending[--npending];
        value_class(x.kind)->free(x.u.obj);
    }
    if (pending != pending_small) {
        free(pending);
        pending = pending_small;
        pending_cap = 64;
    }
    draining = false;
}

static void free_plain(Obj *obj)
{
    free(obj);
}

static void free_list(Obj *obj)
{
    List *l = (List *)obj;
    for (size_t i = 0; i < l->len; i++) value_release(l->items[i]);
    free(l->items);
    free(l);
}

static void free_slice(Obj *obj)
{
    Slice *s = (Slice *)obj;
    value_release(s->start);
    value_release(s->stop);
    value_release(s->step);
    free(s);
}

static void free_func(Obj *obj)
{
    Func *f = (Func *)obj;
    for (int i = 0; i < f->nparams; i++) value_release(f->defaults[i]);
    for (int i = 0; i < f->ncaptured; i++) value_release(f->captured[i]);
    free(f->defaults);
    free(f->has_default);
    free(f->captured);
    free(f->captured_names);
    free(f->locals);
    free(f->qualname);
    free(f->cells);
    free(f);
}

static void free_cell(Obj *obj)
{
    Cell *c = (Cell *)obj;
    if (c->bound) value_release(c->v);
    free(c);
}

static size_t cell_take(Value v, Value **out)
{
    Cell *c = (Cell *)v.u.obj;
    if (!c->bound) return 0;
    *out = xmalloc(sizeof **out);
    (*out)[0] = c->v;
    c->bound = false;
    return 1;
}

/* A member of a union of types: a type, None (NoneType) or a union made before. */
static bool union_member(Value v)
{
    return v.kind == V_TYPE || v.kind == V_NONE || v.kind == V_TUPLE;
}

static void add_union_member(Value u, Value v)
{
    if (v.kind == V_TUPLE) {
        List *l = value_as_list(v);
        for (size_t i = 0; i < l->len; i++) value_list_push(u, value_retain(l->items[i]));
    } else {
        value_list_push(u, v.kind == V_NONE ? value_type(V_NONE) : v);
    }
}

/* int | None: the tuple of the types, which isinstance takes as it takes
 * Python's union (cst makes no union object, so it prints as the tuple);
 * == and != as value_equal compares, no other operator. */
static bool type_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    if (op == OP_BITOR && union_member(a) && union_member(b)) {
        Value u = value_list_new(V_TUPLE, 2);
        add_union_member(u, a);
        add_union_member(u, b);
        *out = u;
        return true;
    }
    if (op == OP_EQ || op == OP_NE) {
        /* float and int name dtypes too: a.dtype == float (value_equal's rule). */
        DType da, db;
        bool same = a.kind == V_TYPE && b.kind == V_TYPE && a.u.type == b.u.type;
        if ((a.kind == V_DTYPE || b.kind == V_DTYPE) && value_as_dtype(a, &da) && value_as_dtype(b, &db))
            same = da == db;
        *out = value_bool(same == (op == OP_EQ));
        return true;
    }
    return value_unsupported(in, op, a, b);
}

/* list[int], dict[str, Tensor]: the type itself, as an annotation or an
 * alias needs it (the parameters are not kept). */
static bool type_index(Interp *in, Value obj, const Value *items, int n, Value *out)
{
    (void)in;
    (void)items;
    (void)n;
    *out = obj;
    return true;
}

static void free_method(Obj *obj)
{
    Method *m = (Method *)obj;
    value_release(m->self);
    free(m);
}

/* Takes v and everything reachable from it apart, releasing as it goes.
 * Values are refcounted, so a list that (through other objects) contains
 * itself would never be freed; every such cycle passes through a
 * container, and emptying each container reached breaks them all.  Only for
 * the end of an interpreter's life: the containers are left empty. */
void value_teardown(Value v)
{
    Value *stack = xmalloc(64 * sizeof *stack);
    size_t n = 0, cap = 64;
    stack[n++] = v;
    while (n > 0) {
        Value x = stack[--n];
        Value *kids = NULL;
        size_t nkids = 0;
        Value moved[3];
        if (value_is_seq(x)) {
            List *l = value_as_list(x);
            nkids = l->len;
            kids = xmalloc((nkids ? nkids : 1) * sizeof *kids);
            /* An empty list may have no items array at all. */
            if (nkids) memcpy(kids, l->items, nkids * sizeof *kids);
            l->len = 0;
        } else if (x.kind == V_SLICE) {
            Slice *sl = (Slice *)x.u.obj;
            moved[0] = sl->start, moved[1] = sl->stop, moved[2] = sl->step;
            sl->start = sl->stop = sl->step = value_none();
            kids = moved;
            nkids = 3;
        } else if (x.kind == V_METHOD) {
            Method *m = (Method *)x.u.obj;
            moved[0] = m->self;
            m->self = value_none();
            kids = moved;
            nkids = 1;
        } else if (x.kind == V_FUNC) {
            Func *f = (Func *)x.u.obj;
            nkids = (size_t)f->nparams + (size_t)f->ncaptured;
            kids = xmalloc((nkids ? nkids : 1) * sizeof *kids);
            for (int i = 0; i < f->nparams; i++) kids[i] = f->defaults[i];
            for (int i = 0; i < f->ncaptured; i++) kids[f->nparams + i] = f->captured[i];
            f->nparams = f->ncaptured = 0;
        } else if (value_class(x.kind)->take_children) {
            nkids = value_class(x.kind)->take_children(x, &kids);
        }
        if (n + nkids > cap) {
            while (n + nkids > cap) cap *= 2;
            stack = xrealloc(stack, cap * sizeof *stack);
        }
        for (size_t i = 0; i < nkids; i++) stack[n++] = kids[i];
        if (kids != moved) free(kids);
        value_release(x);
    }
    free(stack);
}

/* ------------------------------------------------------- construction */

void *value_obj_new(size_t size)
{
    Obj *o = xcalloc(1, size);
    o->refs = 1;
    return o;
}

static size_t count_chars(const char *s, size_t len)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        if (i == 0 || ((unsigned char)s[i] & 0xC0) != 0x80) n++;
    return n;
}

Value value_str(const char *s, size_t len)
{
    Str *str = xmalloc(sizeof *str + len + 1);
    str->obj.refs = 1;
    str->len = len;
    if (len) memcpy(str->data, s, len);
    str->data[len] = '\0';
    str->nchars = count_chars(s, len);
    return value_from_obj(V_STR, str);
}

Value value_cstr(const char *s)
{
    return value_str(s, strlen(s));
}

Value value_str_buf(Buf *b)
{
    Value v = value_str(buf_cstr(b), b->len);
    buf_free(b);
    return v;
}

Value value_list_new(ValueKind kind, size_t cap)
{
    List *l = value_obj_new(sizeof *l);
    l->cap = cap;
    l->items = cap ? xmalloc(cap * sizeof *l->items) : NULL;
    return value_from_obj(kind, l);
}

void value_list_push(Value list, Value item)
{
    List *l = value_as_list(list);
    if (l->len == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 4;
        l->items = xrealloc(l->items, l->cap * sizeof *l->items);
    }
    l->items[l->len++] = item;
}

Value value_size_new(const int64_t *dims, int ndim)
{
    Value v = value_list_new(V_SIZE, (size_t)ndim);
    for (int i = 0; i < ndim; i++) value_list_push(v, value_int(dims[i]));
    return v;
}

Value value_range_new(int64_t start, int64_t stop, int64_t step)
{
    Range *r = value_obj_new(sizeof *r);
    r->start = start;
    r->stop = stop;
    r->step = step;
    return value_from_obj(V_RANGE, r);
}

Value value_slice_new(Value start, Value stop, Value step)
{
    Slice *s = value_obj_new(sizeof *s);
    s->start = start;
    s->stop = stop;
    s->step = step;
    return value_from_obj(V_SLICE, s);
}

Value value_method_new(Value self, const Builtin *fn)
{
    Method *m = value_obj_new(sizeof *m);
    m->self = value_retain(self);
    m->fn = fn;
    return value_from_obj(V_METHOD, m);
}

/* ---------------------------------------------------- dtypes, devices */

bool value_as_dtype(Value v, DType *out)
{
    if (v.kind == V_DTYPE) {
        *out = v.u.dtype;
        return true;
    }
    if (v.kind != V_TYPE) return false;
    switch (v.u.type) {
    case V_INT: *out = DT_INT32; return true;
    case V_FLOAT: *out = DT_FLOAT32; return true;
    case V_BOOL: *out = DT_BOOL; return true;
    default: return false;
    }
}

bool value_parse_device(const char *s, Device *out)
{
    const char *rest;
    if (strncmp(s, "cuda", 4) == 0) {
        out->type = DEV_CUDA;
        rest = s + 4;
    } else if (strncmp(s, "cpu", 3) == 0) {
        out->type = DEV_CPU;
        rest = s + 3;
    } else {
        return false;
    }
    out->index = -1;
    if (*rest == '\0') return true;
    if (*rest != ':' || !rest[1]) return false;
    int64_t index = 0;
    for (const char *p = rest + 1; *p; p++) {
        if (*p < '0' || *p > '9') return false;
        index = index * 10 + (*p - '0');
        if (index > INT32_MAX) return false;
    }
    out->index = (int32_t)index;
    return true;
}

bool value_device_string_shaped(const char *s)
{
    const char *p = s;
    while (isalpha((unsigned char)*p) || *p == '_') p++;
    if (p == s) return false;
    if (*p == '\0') return true;
    if (*p++ != ':' || !isdigit((unsigned char)*p)) return false;
    if (*p == '0') return p[1] == '\0';
    while (isdigit((unsigned char)*p)) p++;
    return *p == '\0';
}

void value_device_text(Buf *out, Device d)
{
    buf_puts(out, d.type == DEV_CUDA ? "cuda" : "cpu");
    if (d.index >= 0) buf_printf(out, ":%d", d.index);
}

/* --------------------------------------------------------------- text */

uint32_t value_utf8_decode(const unsigned char *s, size_t avail, size_t *len)
{
    unsigned char c = s[0];
    size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || n > avail) {
        *len = 1;
        return UINT32_MAX;
    }
    uint32_t cp = n == 1 ? c : n == 2 ? (c & 0x1Fu) : n == 3 ? (c & 0x0Fu) : (c & 0x07u);
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *len = 1;
            return UINT32_MAX;
        }
        cp = (cp << 6) | (s[i] & 0x3Fu);
    }
    *len = n;
    return cp;
}

/* Python's str.isprintable for the characters a script is likely to hold:
 * controls, separators other than space, format characters, private use. */
static bool printable(uint32_t c)
{
    if (c < 0x20 || (c >= 0x7F && c <= 0xA0) || c == 0xAD) return false;
    if (c == 0x1680 || c == 0x180E || (c >= 0x2000 && c <= 0x200F)) return false;
    if ((c >= 0x2028 && c <= 0x202F) || (c >= 0x205F && c <= 0x2064)) return false;
    if (c == 0x3000 || c == 0xFEFF || (c >= 0xFFF9 && c <= 0xFFFB)) return false;
    if ((c >= 0xD800 && c <= 0xF8FF) || c >= 0xF0000) return false;
    return true;
}

void value_str_repr(Buf *out, const char *text, size_t len)
{
    const unsigned char *s = (const unsigned char *)text;
    bool single = memchr(s, '\'', len) != NULL, dbl = memchr(s, '"', len) != NULL;
    char q = single && !dbl ? '"' : '\'';
    buf_putc(out, q);
    for (size_t i = 0; i < len;) {
        unsigned char c = s[i];
        if (c == q || c == '\\') {
            buf_putc(out, '\\');
            buf_putc(out, (char)c);
            i++;
        } else if (c == '\n') {
            buf_puts(out, "\\n"), i++;
        } else if (c == '\r') {
            buf_puts(out, "\\r"), i++;
        } else if (c == '\t') {
            buf_puts(out, "\\t"), i++;
        } else if (c >= 0x20 && c < 0x7F) {
            buf_putc(out, (char)c), i++;
        } else {
            size_t n;
            uint32_t cp = value_utf8_decode(s + i, len - i, &n);
            if (cp == UINT32_MAX) buf_printf(out, "\\x%02x", c);
            else if (printable(cp)) buf_put(out, (const char *)s + i, n);
            else if (cp < 0x100) buf_printf(out, "\\x%02x", cp);
            else if (cp < 0x10000) buf_printf(out, "\\u%04x", cp);
            else buf_printf(out, "\\U%08x", cp);
            i += n;
        }
    }
    buf_putc(out, q);
}

/* Containers being printed, innermost last: a list that contains itself
 * prints as [...], as in Python. */
static const Obj *printing[NEST_MAX];
static int nprinting;

static bool text_of(Interp *in, Buf *out, Value v, bool as_str);

static bool repr_items(Interp *in, Buf *out, const List *l, const char *open, const char *close,
                       bool one_comma)
{
    for (int i = 0; i < nprinting; i++) {
        if (printing[i] == &l->obj) {
            buf_puts(out, open);
            buf_puts(out, "...");
            buf_puts(out, close);
            return true;
        }
    }
    if (nprinting == NEST_MAX)
        return error_raise_as(in, ERR_RECURSION, "maximum recursion depth exceeded while getting the repr of an object");
    printing[nprinting++] = &l->obj;
    buf_puts(out, open);
    bool ok = true;
    for (size_t i = 0; i < l->len && ok; i++) {
        if (i) buf_puts(out, ", ");
        ok = text_of(in, out, l->items[i], false);
    }
    if (one_comma && l->len == 1) buf_putc(out, ',');
    buf_puts(out, close);
    nprinting--;
    return ok;
}

static bool text_of(Interp *in, Buf *out, Value v, bool as_str)
{
    switch (v.kind) {
    case V_NONE: buf_puts(out, "None"); return true;
    case V_BOOL: buf_puts(out, v.u.b ? "True" : "False"); return true;
    case V_INT: buf_printf(out, "%lld", (long long)v.u.i); return true;
    case V_FLOAT: pyfmt_float_repr(out, v.u.f); return true;
    case V_DTYPE: buf_printf(out, "torch.%s", dtype_name(v.u.dtype)); return true;
    case V_DEVICE:
        if (as_str) {
            value_device_text(out, v.u.device);
            return true;
        }
        buf_printf(out, "device(type='%s'", v.u.device.type == DEV_CUDA ? "cuda" : "cpu");
        if (v.u.device.index >= 0) buf_printf(out, ", index=%d", v.u.device.index);
        buf_putc(out, ')');
        return true;
    case V_TYPE: buf_printf(out, "<class '%s'>", value_class(v.u.type)->qualname); return true;
    case V_BUILTIN: buf_printf(out, "<built-in function %s>", v.u.builtin->name); return true;
    case V_ELLIPSIS: buf_puts(out, "Ellipsis"); return true;
    case V_STR: {
        Str *s = value_as_str(v);
        if (as_str) buf_put(out, s->data, s->len);
        else value_str_repr(out, s->data, s->len);
        return true;
    }
    case V_LIST: return repr_items(in, out, value_as_list(v), "[", "]", false);
    case V_TUPLE: return repr_items(in, out, value_as_list(v), "(", ")", true);
    case V_SIZE: return repr_items(in, out, value_as_list(v), "torch.Size([", "])", false);
    case V_RANGE: {
        Range *r = (Range *)v.u.obj;
        buf_printf(out, "range(%lld, %lld", (long long)r->start, (long long)r->stop);
        if (r->step != 1) buf_printf(out, ", %lld", (long long)r->step);
        buf_putc(out, ')');
        return true;
    }
    case V_SLICE: {
        Slice *s = (Slice *)v.u.obj;
        buf_puts(out, "slice(");
        bool ok = text_of(in, out, s->start, false);
        buf_puts(out, ", ");
        ok = ok && text_of(in, out, s->stop, false);
        buf_puts(out, ", ");
        ok = ok && text_of(in, out, s->step, false);
        buf_putc(out, ')');
        return ok;
    }
    case V_FUNC: {
        const Func *f = (Func *)v.u.obj;
        buf_printf(out, "<function %s>", f->qualname ? f->qualname : f->def->str);
        return true;
    }
    case V_METHOD: {
        Method *m = (Method *)v.u.obj;
        buf_printf(out, "<built-in method %s of %s object>", m->fn->name, value_type_name(m->self));
        return true;
    }
    default: {
        const ValueClass *cls = value_class(v.kind);
        if (as_str && cls->str) return cls->str(in, out, v);
        if (cls->repr) return cls->repr(in, out, v);
        buf_printf(out, "<%s object>", cls->name);
        return true;
    }
    }
}

bool value_repr(Interp *in, Buf *out, Value v)
{
    return text_of(in, out, v, false);
}

bool value_to_text(Interp *in, Buf *out, Value v)
{
    return text_of(in, out, v, true);
}

/* ------------------------------------------------------ small helpers */

size_t value_str_offset(const Str *s, size_t index)
{
    if (s->nchars == s->len) return index;
    size_t i = 0, k = 0;
    while (i < s->len && k < index) {
        i++;
        while (i < s->len && ((unsigned char)s->data[i] & 0xC0) == 0x80) i++;
        k++;
    }
    return i;
}

static bool too_long(Interp *in, const char *what)
{
    return error_raise_as(in, ERR_MEMORY, "out of memory: a %s longer than %lld %s", what, (long long)SEQ_MAX,
                      strcmp(what, "str") == 0 ? "bytes" : "items");
}

bool value_has_scalar(Value v)
{
    return value_is_number(v) || value_class(v.kind)->scalar != NULL;
}

bool value_scalar(Interp *in, Value v, Value *out)
{
    if (value_is_number(v)) {
        *out = v;
        return true;
    }
    return value_class(v.kind)->scalar(in, v, out);
}

bool value_as_index(Interp *in, Value v, int64_t *out)
{
    if (v.kind == V_INT || v.kind == V_BOOL) {
        *out = v.kind == V_INT ? v.u.i : v.u.b;
        return true;
    }
    if (!value_is_number(v) && value_class(v.kind)->scalar) {
        /* Only tensors have a scalar: Tensor.__index__ takes one integer element. */
        Value s;
        if (value_scalar(in, v, &s) && (s.kind == V_INT || s.kind == V_BOOL)) {
            *out = s.kind == V_INT ? s.u.i : s.u.b;
            return true;
        }
        return error_raise_as(in, ERR_TYPE, "only integer tensors of a single element can be converted to an index");
    }
    return error_raise_as(in, ERR_TYPE, "'%s' object cannot be interpreted as an integer", value_type_name(v));
}

static int64_t range_len(const Range *r)
{
    uint64_t n = 0;
    if (r->step > 0 && r->start < r->stop)
        n = ((uint64_t)r->stop - (uint64_t)r->start - 1) / (uint64_t)r->step + 1;
    else if (r->step < 0 && r->start > r->stop)
        n = ((uint64_t)r->start - (uint64_t)r->stop - 1) / ((uint64_t)0 - (uint64_t)r->step) + 1;
    return n > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)n;
}

/* ------------------------------------------------------------- truth */

bool value_truth(Interp *in, Value v, bool *out)
{
    switch (v.kind) {
    case V_NONE: *out = false; return true;
    case V_BOOL: *out = v.u.b; return true;
    case V_INT: *out = v.u.i != 0; return true;
    case V_FLOAT: *out = v.u.f != 0; return true;
    case V_STR: *out = value_as_str(v)->len > 0; return true;
    case V_LIST: case V_TUPLE: case V_SIZE: *out = value_as_list(v)->len > 0; return true;
    case V_RANGE: *out = range_len((Range *)v.u.obj) > 0; return true;
    default: {
        const ValueClass *cls = value_class(v.kind);
        if (cls->truth) return cls->truth(in, v, out);
        *out = true;
        return true;
    }
    }
}

bool value_len(Interp *in, Value v, int64_t *out)
{
    switch (v.kind) {
    case V_STR: *out = (int64_t)value_as_str(v)->nchars; return true;
    case V_LIST: case V_TUPLE: case V_SIZE: *out = (int64_t)value_as_list(v)->len; return true;
    case V_RANGE: *out = range_len((Range *)v.u.obj); return true;
    default: {
        const ValueClass *cls = value_class(v.kind);
        if (cls->len) return cls->len(in, v, out);
        return error_raise_as(in, ERR_TYPE, "object of type '%s' has no len()", value_type_name(v));
    }
    }
}

/* ----------------------------------------------------------- numbers */

static bool overflow(Interp *in)
{
    return error_raise_as(in, ERR_OVERFLOW, "integer overflow");
}

static int64_t as_int(Value v)
{
    return v.kind == V_BOOL ? v.u.b : v.u.i;
}

static double as_float(Value v)
{
    return v.kind == V_FLOAT ? v.u.f : (double)as_int(v);
}

/* Exact comparison of an int and a float (f not NaN): -1, 0 or 1. */
static int cmp_int_float(int64_t i, double f)
{
    if (f >= 9223372036854775808.0) return -1;
    if (f < -9223372036854775808.0) return 1;
    double t = trunc(f);
    int64_t ti = (int64_t)t;
    if (i != ti) return i < ti ? -1 : 1;
    double frac = f - t;
    return frac > 0 ? -1 : frac < 0 ? 1 : 0;
}

static bool cmp_result(Op op, int c)
{
    switch (op) {
    case OP_EQ: return c == 0;
    case OP_NE: return c != 0;
    case OP_LT: return c < 0;
    case OP_LE: return c <= 0;
    case OP_GT: return c > 0;
    default: return c >= 0;
    }
}

static bool number_compare(Op op, Value a, Value b)
{
    if (a.kind != V_FLOAT && b.kind != V_FLOAT) {
        int64_t x = as_int(a), y = as_int(b);
        return cmp_result(op, x < y ? -1 : x > y);
    }
    if (a.kind == V_FLOAT && b.kind == V_FLOAT) {
        double x = a.u.f, y = b.u.f;
        switch (op) {
        case OP_EQ: return x == y;
        case OP_NE: return x != y;
        case OP_LT: return x < y;
        case OP_LE: return x <= y;
        case OP_GT: return x > y;
        default: return x >= y;
        }
    }
    double f = a.kind == V_FLOAT ? a.u.f : b.u.f;
    if (isnan(f)) return op == OP_NE;
    int c = a.kind == V_FLOAT ? -cmp_int_float(as_int(b), f) : cmp_int_float(as_int(a), f);
    return cmp_result(op, c);
}

/* CPython's float_pow, without the complex results: a negative base to a
 * fractional power is an error here. */
static bool float_pow(Interp *in, double x, double y, double *out)
{
    if (y == 0) { *out = 1.0; return true; }
    if (isnan(x)) { *out = x; return true; }
    if (isnan(y)) { *out = x == 1.0 ? 1.0 : y; return true; }
    if (isinf(y)) {
        double ax = fabs(x);
        *out = ax == 1.0 ? 1.0 : (y > 0) == (ax > 1.0) ? fabs(y) : 0.0;
        return true;
    }
    bool odd = fmod(fabs(y), 2.0) == 1.0;
    if (isinf(x)) {
        if (x > 0) *out = y > 0 ? x : 0.0;
        else *out = y > 0 ? (odd ? x : -x) : (odd ? -0.0 : 0.0);
        return true;
    }
    if (x == 0) {
        if (y < 0) return error_raise_as(in, ERR_ZERO_DIVISION, "0.0 cannot be raised to a negative power");
        *out = odd ? x : 0.0;
        return true;
    }
    if (x < 0 && y != floor(y))
        return error_raise_as(in, ERR_VALUE, "negative number cannot be raised to a fractional power");
    if (x == 1.0) { *out = 1.0; return true; }
    *out = pow(x, y);
    if (isinf(*out)) return error_raise_as(in, ERR_OVERFLOW, "(34, 'Numerical result out of range')");
    return true;
}

static bool int_pow(Interp *in, int64_t base, int64_t e, Value *out)
{
    if (e < 0) {
        if (base == 0) return error_raise_as(in, ERR_ZERO_DIVISION, "0.0 cannot be raised to a negative power");
        double r;
        if (!float_pow(in, (double)base, (double)e, &r)) return false;
        *out = value_float(r);
        return true;
    }
    int64_t r = 1;
    while (e) {
        if ((e & 1) && __builtin_mul_overflow(r, base, &r)) return overflow(in);
        e >>= 1;
        if (e && __builtin_mul_overflow(base, base, &base)) return overflow(in);
    }
    *out = value_int(r);
    return true;
}

static bool float_arith(Interp *in, Op op, double x, double y, Value *out)
{
    double r;
    switch (op) {
    case OP_ADD: r = x + y; break;
    case OP_SUB: r = x - y; break;
    case OP_MUL: r = x * y; break;
    case OP_DIV:
        if (y == 0) return error_raise_as(in, ERR_ZERO_DIVISION, "float division by zero");
        r = x / y;
        break;
    case OP_FLOORDIV: {
        if (y == 0) return error_raise_as(in, ERR_ZERO_DIVISION, "float floor division by zero");
        double mod = fmod(x, y), div = (x - mod) / y;
        if (mod && (y < 0) != (mod < 0)) div -= 1.0;
        if (div) {
            r = floor(div);
            if (div - r > 0.5) r += 1.0;
        } else {
            r = copysign(0.0, x / y);
        }
        break;
    }
    case OP_MOD:
        if (y == 0) return error_raise_as(in, ERR_ZERO_DIVISION, "float modulo");
        r = fmod(x, y);
        if (r) {
            if ((y < 0) != (r < 0)) r += y;
        } else {
            r = copysign(0.0, y);
        }
        break;
    case OP_POW:
        if (!float_pow(in, x, y, &r)) return false;
        break;
    default:
        return false;
    }
    *out = value_float(r);
    return true;
}

static bool int_arith(Interp *in, Op op, int64_t x, int64_t y, Value *out)
{
    int64_t r;
    switch (op) {
    case OP_ADD: if (__builtin_add_overflow(x, y, &r)) return overflow(in); break;
    case OP_SUB: if (__builtin_sub_overflow(x, y, &r)) return overflow(in); break;
    case OP_MUL: if (__builtin_mul_overflow(x, y, &r)) return overflow(in); break;
    case OP_DIV:
        if (y == 0) return error_raise_as(in, ERR_ZERO_DIVISION, "division by zero");
        /* Exact operands give a correctly rounded quotient, as Python's; past
         * 2^53 the wider long double keeps the error to a rare last bit. */
        if (x >= -(INT64_C(1) << 53) && x <= INT64_C(1) << 53 && y >= -(INT64_C(1) << 53) && y <= INT64_C(1) << 53)
            *out = value_float((double)x / (double)y);
        else
            *out = value_float((double)((long double)x / (long double)y));
        return true;
    case OP_FLOORDIV:
        if (y == 0) return error_raise_as(in, ERR_ZERO_DIVISION, "integer division or modulo by zero");
        if (x == INT64_MIN && y == -1) return overflow(in);
        r = x / y;
        if (x % y != 0 && (x < 0) != (y < 0)) r--;
        break;
    case OP_MOD:
        if (y == 0) return error_raise_as(in, ERR_ZERO_DIVISION, "integer modulo by zero");
        if (y == -1) {
            r = 0;
            break;
        }
        r = x % y;
        if (r != 0 && (r < 0) != (y < 0)) r += y;
        break;
    case OP_POW: return int_pow(in, x, y, out);
    case OP_BITAND: r = x & y; break;
    case OP_BITOR: r = x | y; break;
    case OP_BITXOR: r = x ^ y; break;
    case OP_LSHIFT:
        if (y < 0) return error_raise_as(in, ERR_VALUE, "negative shift count");
        if (x == 0) {
            r = 0;
            break;
        }
        if (y >= 63 || (x > 0 ? x > INT64_MAX >> y : x < INT64_MIN >> y)) return overflow(in);
        r = (int64_t)((uint64_t)x << y);
        break;
    case OP_RSHIFT:
        if (y < 0) return error_raise_as(in, ERR_VALUE, "negative shift count");
        r = y >= 63 ? (x < 0 ? -1 : 0) : x >> y;
        break;
    default: return false;
    }
    *out = value_int(r);
    return true;
}

static bool not_supported(Interp *in, Op op, Value a, Value b);
static bool unsupported(Interp *in, Op op, Value a, Value b);

bool value_unsupported(Interp *in, Op op, Value a, Value b)
{
    if (op >= OP_EQ) return not_supported(in, op, a, b);
    return unsupported(in, op, a, b);
}

static bool unsupported(Interp *in, Op op, Value a, Value b)
{
    /* CPython names ** with the builtin that shares its slot. */
    return error_raise_as(in, ERR_TYPE, "unsupported operand type(s) for %s: '%s' and '%s'",
                          op == OP_POW ? "** or pow()" : ast_op_text(op), value_type_name(a), value_type_name(b));
}

static bool number_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    if (op >= OP_EQ) {
        *out = value_bool(number_compare(op, a, b));
        return true;
    }
    if (op == OP_MATMUL) return unsupported(in, op, a, b);
    if (op == OP_BITAND || op == OP_BITOR || op == OP_BITXOR || op == OP_LSHIFT || op == OP_RSHIFT) {
        if (a.kind == V_FLOAT || b.kind == V_FLOAT) return unsupported(in, op, a, b);
        if (a.kind == V_BOOL && b.kind == V_BOOL && op != OP_LSHIFT && op != OP_RSHIFT) {
            bool x = a.u.b, y = b.u.b;
            *out = value_bool(op == OP_BITAND ? (x && y) : op == OP_BITOR ? (x || y) : (x != y));
            return true;
        }
    }
    if (a.kind == V_FLOAT || b.kind == V_FLOAT) return float_arith(in, op, as_float(a), as_float(b), out);
    return int_arith(in, op, as_int(a), as_int(b), out);
}

bool value_unary(Interp *in, int op, Value a, Value *out)
{
    const ValueClass *cls = value_class(a.kind);
    if (cls->unary) return cls->unary(in, op, a, out);
    if (a.kind == V_FLOAT && op != '~') {
        *out = value_float(op == '-' ? -a.u.f : a.u.f);
        return true;
    }
    if (a.kind == V_INT || a.kind == V_BOOL) {
        int64_t x = as_int(a);
        if (op == '-') {
            if (x == INT64_MIN) return overflow(in);
            x = -x;
        } else if (op == '~') {
            x = ~x;
        }
        *out = value_int(x);
        return true;
    }
    return error_raise_as(in, ERR_TYPE, "bad operand type for unary %c: '%s'", op, value_type_name(a));
}

/* --------------------------------------------------------- sequences */

static const char *seq_word(ValueKind kind)
{
    return kind == V_LIST ? "list" : kind == V_STR ? "string" : kind == V_RANGE ? "range object" : "tuple";
}

/* Python's PySlice_GetIndicesEx: the positions a slice selects in a
 * sequence of len items. */
static bool slice_indices(Interp *in, const Slice *s, int64_t len, int64_t *start, int64_t *stop,
                          int64_t *step, int64_t *count)
{
    int64_t st = 1, a, b;
    const Value *parts[3] = {&s->start, &s->stop, &s->step};
    int64_t vals[3] = {0, 0, 0};
    for (int i = 0; i < 3; i++) {
        Value v = *parts[i];
        if (v.kind == V_NONE) continue;
        if (v.kind == V_INT || v.kind == V_BOOL) {
            vals[i] = as_int(v);
            continue;
        }
        if (!value_has_scalar(v) || value_is_number(v))
            return error_raise_as(in, ERR_TYPE, "slice indices must be integers or None or have an __index__ method");
        if (!value_as_index(in, v, &vals[i])) return false;
    }
    if (s->step.kind != V_NONE) {
        st = vals[2];
        if (st == 0) return error_raise_as(in, ERR_VALUE, "slice step cannot be zero");
        if (st < -INT64_MAX) st = -INT64_MAX;
    }
    if (s->start.kind == V_NONE) {
        a = st < 0 ? len - 1 : 0;
    } else {
        a = vals[0];
        if (a < 0) {
            a += len;
            if (a < 0) a = st < 0 ? -1 : 0;
        } else if (a >= len) {
            a = st < 0 ? len - 1 : len;
        }
    }
    if (s->stop.kind == V_NONE) {
        b = st < 0 ? -1 : len;
    } else {
        b = vals[1];
        if (b < 0) {
            b += len;
            if (b < 0) b = st < 0 ? -1 : 0;
        } else if (b >= len) {
            b = st < 0 ? len - 1 : len;
        }
    }
    int64_t n = 0;
    if (st < 0 && b < a) n = (a - b - 1) / (-st) + 1;
    else if (st > 0 && a < b) n = (b - a - 1) / st + 1;
    *start = a;
    *stop = b;
    *step = st;
    *count = n;
    return true;
}

/* An int index into a sequence of len items, negative from the end. */
static bool seq_position(Interp *in, Value idx, int64_t len, ValueKind kind, bool store, int64_t *out)
{
    int64_t i;
    if (idx.kind == V_INT || idx.kind == V_BOOL) {
        i = as_int(idx);
    } else if (value_has_scalar(idx) && !value_is_number(idx)) {
        if (!value_as_index(in, idx, &i)) return false;
    } else if (kind == V_STR) {
        return error_raise_as(in, ERR_TYPE, "string indices must be integers, not '%s'", value_type_name(idx));
    } else {
        return error_raise_as(in, ERR_TYPE, "%s indices must be integers or slices, not %s",
                          kind == V_RANGE ? "range" : kind == V_LIST ? "list" : "tuple", value_type_name(idx));
    }
    if (i < 0) i += len;
    if (i < 0 || i >= len)
        return error_raise_as(in, ERR_INDEX, "%s %sindex out of range", seq_word(kind), store ? "assignment " : "");
    *out = i;
    return true;
}

static Value str_char(const Str *s, size_t index)
{
    size_t a = value_str_offset(s, index), b = value_str_offset(s, index + 1);
    return value_str(s->data + a, b - a);
}

static bool str_slice(const Str *s, int64_t start, int64_t step, int64_t count, Value *out)
{
    if (s->nchars == s->len && step == 1) {
        *out = value_str(s->data + start, (size_t)count);
        return true;
    }
    size_t *offs = xmalloc((s->nchars + 1) * sizeof *offs);
    size_t k = 0;
    for (size_t i = 0; i < s->len; i++)
        if (i == 0 || ((unsigned char)s->data[i] & 0xC0) != 0x80) offs[k++] = i;
    offs[k] = s->len;
    Buf b = BUF_INIT;
    for (int64_t i = 0, p = start; i < count; i++, p += step)
        buf_put(&b, s->data + offs[p], offs[p + 1] - offs[p]);
    free(offs);
    *out = value_str_buf(&b);
    return true;
}

bool value_index(Interp *in, Value obj, const Value *items, int n, Value *out)
{
    const ValueClass *cls = value_class(obj.kind);
    if (cls->index) return cls->index(in, obj, items, n, out);
    bool seq = value_is_seq(obj) || obj.kind == V_STR || obj.kind == V_RANGE;
    if (!seq) return error_raise_as(in, ERR_TYPE, "'%s' object is not subscriptable", value_type_name(obj));
    if (n != 1 || items[0].kind == V_ELLIPSIS) {
        const char *got = n != 1 ? "tuple" : "ellipsis";
        if (obj.kind == V_STR) return error_raise_as(in, ERR_TYPE, "string indices must be integers, not '%s'", got);
        return error_raise_as(in, ERR_TYPE, "%s indices must be integers or slices, not %s",
                          obj.kind == V_LIST ? "list" : obj.kind == V_RANGE ? "range" : "tuple", got);
    }
    Value idx = items[0];
    int64_t len;
    if (!value_len(in, obj, &len)) return false;
    if (idx.kind == V_SLICE) {
        int64_t start, stop, step, count;
        if (!slice_indices(in, (Slice *)idx.u.obj, len, &start, &stop, &step, &count)) return false;
        if (obj.kind == V_STR) return str_slice(value_as_str(obj), start, step, count, out);
        if (obj.kind == V_RANGE) {
            /* Python's range slicing: the slice's bounds mapped through the range. */
            Range *r = (Range *)obj.u.obj;
            int64_t first, last, nstep;
            if (__builtin_mul_overflow(start, r->step, &first) || __builtin_add_overflow(first, r->start, &first) ||
                __builtin_mul_overflow(stop, r->step, &last) || __builtin_add_overflow(last, r->start, &last) ||
                __builtin_mul_overflow(r->step, step, &nstep))
                return overflow(in);
            *out = value_range_new(first, last, nstep);
            return true;
        }
        List *l = value_as_list(obj);
        Value res = value_list_new(obj.kind, (size_t)count);
        for (int64_t i = 0, p = start; i < count; i++, p += step)
            value_list_push(res, value_retain(l->items[p]));
        *out = res;
        return true;
    }
    int64_t i;
    if (!seq_position(in, idx, len, obj.kind, false, &i)) return false;
    if (obj.kind == V_STR) *out = str_char(value_as_str(obj), (size_t)i);
    else if (obj.kind == V_RANGE) *out = value_int(((Range *)obj.u.obj)->start + i * ((Range *)obj.u.obj)->step);
    else *out = value_retain(value_as_list(obj)->items[i]);
    return true;
}

static bool assign_slice(Interp *in, List *l, const Slice *s, Value v)
{
    if (!value_is_iterable(v)) return error_raise_as(in, ERR_TYPE, "can only assign an iterable");
    Value src;
    if (!value_items(in, v, &src)) return false;
    List *items = value_as_list(src);
    int64_t start, stop, step, count;
    if (!slice_indices(in, s, (int64_t)l->len, &start, &stop, &step, &count)) {
        value_release(src);
        return false;
    }
    if (step != 1) {
        if ((int64_t)items->len != count) {
            error_raise_as(in, ERR_VALUE, "attempt to assign sequence of size %zu to extended slice of size %lld", items->len,
                       (long long)count);
            value_release(src);
            return false;
        }
        for (int64_t i = 0, p = start; i < count; i++, p += step) {
            value_release(l->items[p]);
            l->items[p] = value_retain(items->items[i]);
        }
        value_release(src);
        return true;
    }
    /* A plain slice may change the list's length. */
    size_t lo = (size_t)start, hi = (size_t)(start + count), n = items->len;
    size_t newlen = l->len - (hi - lo) + n;
    for (size_t i = lo; i < hi; i++) value_release(l->items[i]);
    if (newlen > l->cap) {
        l->cap = newlen;
        l->items = xrealloc(l->items, l->cap * sizeof *l->items);
    }
    memmove(l->items + lo + n, l->items + hi, (l->len - hi) * sizeof *l->items);
    for (size_t i = 0; i < n; i++) l->items[lo + i] = value_retain(items->items[i]);
    l->len = newlen;
    value_release(src);
    return true;
}

bool value_set_index(Interp *in, Value obj, const Value *items, int n, Value v)
{
    const ValueClass *cls = value_class(obj.kind);
    if (cls->set_index) return cls->set_index(in, obj, items, n, v);
    if (obj.kind != V_LIST)
        return error_raise_as(in, ERR_TYPE, "'%s' object does not support item assignment", value_type_name(obj));
    List *l = value_as_list(obj);
    if (n != 1 || items[0].kind == V_ELLIPSIS)
        return error_raise_as(in, ERR_TYPE, "list indices must be integers or slices, not %s", n != 1 ? "tuple" : "ellipsis");
    if (items[0].kind == V_SLICE) return assign_slice(in, l, (Slice *)items[0].u.obj, v);
    int64_t i;
    if (!seq_position(in, items[0], (int64_t)l->len, V_LIST, true, &i)) return false;
    value_release(l->items[i]);
    l->items[i] = value_retain(v);
    return true;
}

bool value_del_index(Interp *in, Value obj, const Value *items, int n)
{
    const ValueClass *cls = value_class(obj.kind);
    if (cls->del_index) return cls->del_index(in, obj, items, n);
    if (obj.kind != V_LIST)
        return error_raise_as(in, ERR_TYPE, "'%s' object doesn't support item deletion", value_type_name(obj));
    List *l = value_as_list(obj);
    if (n != 1 || items[0].kind == V_ELLIPSIS)
        return error_raise_as(in, ERR_TYPE, "list indices must be integers or slices, not %s",
                              n != 1 ? "tuple" : "ellipsis");
    if (items[0].kind == V_SLICE) {
        int64_t start, stop, step, count;
        if (!slice_indices(in, (Slice *)items[0].u.obj, (int64_t)l->len, &start, &stop, &step, &count)) return false;
        if (step < 0) {
            start += (count - 1) * step;
            step = -step;
        }
        /* Keep every item the slice does not select, in order. */
        size_t k = 0;
        for (size_t i = 0; i < l->len; i++) {
            int64_t off = (int64_t)i - start;
            bool selected = count > 0 && off >= 0 && off % step == 0 && off / step < count;
            if (selected) value_release(l->items[i]);
            else l->items[k++] = l->items[i];
        }
        l->len = k;
        return true;
    }
    int64_t i;
    if (!seq_position(in, items[0], (int64_t)l->len, V_LIST, true, &i)) return false;
    value_release(l->items[i]);
    memmove(l->items + i, l->items + i + 1, (l->len - (size_t)i - 1) * sizeof *l->items);
    l->len--;
    return true;
}

bool value_is_iterable(Value v)
{
    return value_is_seq(v) || v.kind == V_STR || v.kind == V_RANGE || value_class(v.kind)->items;
}

bool value_items(Interp *in, Value v, Value *out)
{
    switch (v.kind) {
    case V_TUPLE: case V_SIZE:
        *out = value_retain(v);
        return true;
    case V_LIST: {
        List *l = value_as_list(v);
        Value copy = value_list_new(V_LIST, l->len);
        for (size_t i = 0; i < l->len; i++) value_list_push(copy, value_retain(l->items[i]));
        *out = copy;
        return true;
    }
    case V_STR: {
        Str *s = value_as_str(v);
        Value list = value_list_new(V_LIST, s->nchars);
        for (size_t i = 0; i < s->len;) {
            size_t j = i + 1;
            while (j < s->len && ((unsigned char)s->data[j] & 0xC0) == 0x80) j++;
            value_list_push(list, value_str(s->data + i, j - i));
            i = j;
        }
        *out = list;
        return true;
    }
    case V_RANGE: {
        Range *r = (Range *)v.u.obj;
        int64_t n = range_len(r);
        if (n > SEQ_MAX) return too_long(in, "list");
        Value list = value_list_new(V_LIST, (size_t)n);
        for (int64_t i = 0; i < n; i++) value_list_push(list, value_int(r->start + i * r->step));
        *out = list;
        return true;
    }
    default: {
        const ValueClass *cls = value_class(v.kind);
        if (cls->items) return cls->items(in, v, out);
        return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(v));
    }
    }
}

/* ------------------------------------------------- equality, ordering */

static int nest_depth;

static bool deep_enough(Interp *in)
{
    if (nest_depth < NEST_MAX) return false;
    error_raise_as(in, ERR_RECURSION, "maximum recursion depth exceeded in comparison");
    return true;
}

static bool tuple_like(ValueKind k)
{
    return k == V_TUPLE || k == V_SIZE;
}

static bool seq_equal(Interp *in, const List *a, const List *b, bool *out)
{
    if (a->len != b->len) {
        *out = false;
        return true;
    }
    if (deep_enough(in)) return false;
    nest_depth++;
    bool ok = true;
    *out = true;
    for (size_t i = 0; i < a->len && ok && *out; i++) {
        Value x = a->items[i], y = b->items[i];
        if (value_is_obj(x) && x.kind == y.kind && x.u.obj == y.u.obj) continue;
        ok = value_equal(in, x, y, out);
    }
    nest_depth--;
    return ok;
}

bool value_equal(Interp *in, Value a, Value b, bool *out)
{
    if (value_class(a.kind)->binary || value_class(b.kind)->binary) {
        Value r;
        if (!value_binary(in, OP_EQ, a, b, &r)) return false;
        bool ok = value_truth(in, r, out);
        value_release(r);
        return ok;
    }
    if (value_is_number(a) && value_is_number(b)) {
        *out = number_compare(OP_EQ, a, b);
        return true;
    }
    DType da, db;
    if ((a.kind == V_DTYPE || b.kind == V_DTYPE) && value_as_dtype(a, &da) && value_as_dtype(b, &db)) {
        *out = da == db;
        return true;
    }
    if (value_is_seq(a) && value_is_seq(b)) {
        if ((a.kind == V_LIST) != (b.kind == V_LIST)) {
            *out = false;
            return true;
        }
        return seq_equal(in, value_as_list(a), value_as_list(b), out);
    }
    *out = false;
    if (a.kind != b.kind) return true;
    switch (a.kind) {
    case V_NONE: case V_ELLIPSIS: *out = true; break;
    case V_DEVICE: *out = a.u.device.type == b.u.device.type && a.u.device.index == b.u.device.index; break;
    case V_TYPE: *out = a.u.type == b.u.type; break;
    case V_BUILTIN: *out = a.u.builtin == b.u.builtin; break;
    case V_STR: {
        Str *x = value_as_str(a), *y = value_as_str(b);
        *out = x->len == y->len && memcmp(x->data, y->data, x->len) == 0;
        break;
    }
    case V_RANGE: {
        Range *x = (Range *)a.u.obj, *y = (Range *)b.u.obj;
        int64_t n = range_len(x);
        *out = n == range_len(y) && (n == 0 || (x->start == y->start && (n == 1 || x->step == y->step)));
        break;
    }
    case V_SLICE: {
        Slice *x = (Slice *)a.u.obj, *y = (Slice *)b.u.obj;
        bool e1, e2, e3;
        if (!value_equal(in, x->start, y->start, &e1) || !value_equal(in, x->stop, y->stop, &e2) ||
            !value_equal(in, x->step, y->step, &e3))
            return false;
        *out = e1 && e2 && e3;
        break;
    }
    case V_METHOD: {
        Method *x = (Method *)a.u.obj, *y = (Method *)b.u.obj;
        *out = x->fn == y->fn && x->self.kind == y->self.kind && x->self.u.obj == y->self.u.obj;
        break;
    }
    default:
        *out = value_is(a, b);
        break;
    }
    return true;
}

static bool not_supported(Interp *in, Op op, Value a, Value b)
{
    return error_raise_as(in, ERR_TYPE, "'%s' not supported between instances of '%s' and '%s'", ast_op_text(op),
                      value_type_name(a), value_type_name(b));
}

static bool compare(Interp *in, Op op, Value a, Value b, bool *out);

static bool seq_compare(Interp *in, Op op, const List *a, const List *b, bool *out)
{
    if (deep_enough(in)) return false;
    nest_depth++;
    size_t i = 0;
    bool ok = true;
    for (; i < a->len && i < b->len; i++) {
        bool eq;
        Value x = a->items[i], y = b->items[i];
        if (value_is_obj(x) && x.kind == y.kind && x.u.obj == y.u.obj) continue;
        if (!(ok = value_equal(in, x, y, &eq)) || !eq) break;
    }
    if (ok) {
        if (i < a->len && i < b->len) {
            ok = compare(in, op, a->items[i], b->items[i], out);
        } else {
            *out = cmp_result(op, a->len < b->len ? -1 : a->len > b->len);
        }
    }
    nest_depth--;
    return ok;
}

/* An ordering operator (or == / !=) between host values. */
static bool compare(Interp *in, Op op, Value a, Value b, bool *out)
{
    if (op == OP_EQ || op == OP_NE) {
        if (!value_equal(in, a, b, out)) return false;
        if (op == OP_NE) *out = !*out;
        return true;
    }
    if (value_class(a.kind)->binary || value_class(b.kind)->binary) {
        Value r;
        if (!value_binary(in, op, a, b, &r)) return false;
        bool ok = value_truth(in, r, out);
        value_release(r);
        return ok;
    }
    if (value_is_number(a) && value_is_number(b)) {
        *out = number_compare(op, a, b);
        return true;
    }
    if (a.kind == V_STR && b.kind == V_STR) {
        Str *x = value_as_str(a), *y = value_as_str(b);
        size_t n = x->len < y->len ? x->len : y->len;
        int c = memcmp(x->data, y->data, n);
        if (c == 0) c = x->len < y->len ? -1 : x->len > y->len;
        *out = cmp_result(op, c);
        return true;
    }
    if ((a.kind == V_LIST && b.kind == V_LIST) || (tuple_like(a.kind) && tuple_like(b.kind)))
        return seq_compare(in, op, value_as_list(a), value_as_list(b), out);
    return not_supported(in, op, a, b);
}

/* ------------------------------------------------- binary operators */

static bool concat(Interp *in, Value a, Value b, Value *out)
{
    if (a.kind == V_STR) {
        Str *x = value_as_str(a), *y = value_as_str(b);
        if ((int64_t)(x->len + y->len) > SEQ_MAX) return too_long(in, "str");
        Buf buf = BUF_INIT;
        buf_put(&buf, x->data, x->len);
        buf_put(&buf, y->data, y->len);
        *out = value_str_buf(&buf);
        return true;
    }
    List *x = value_as_list(a), *y = value_as_list(b);
    if ((int64_t)(x->len + y->len) > SEQ_MAX) return too_long(in, "list");
    /* Size + tuple stays a Size, as in PyTorch. */
    Value r = value_list_new(a.kind, x->len + y->len);
    for (size_t i = 0; i < x->len; i++) value_list_push(r, value_retain(x->items[i]));
    for (size_t i = 0; i < y->len; i++) value_list_push(r, value_retain(y->items[i]));
    *out = r;
    return true;
}

static bool repeat(Interp *in, Value seq, int64_t times, Value *out)
{
    if (times < 0) times = 0;
    if (seq.kind == V_STR) {
        Str *s = value_as_str(seq);
        if (s->len && times > SEQ_MAX / (int64_t)s->len) return too_long(in, "str");
        Buf buf = BUF_INIT;
        buf_reserve(&buf, s->len * (size_t)times);
        for (int64_t i = 0; i < times; i++) buf_put(&buf, s->data, s->len);
        *out = value_str_buf(&buf);
        return true;
    }
    List *l = value_as_list(seq);
    if (l->len && times > SEQ_MAX / (int64_t)l->len) return too_long(in, "list");
    Value r = value_list_new(seq.kind, l->len * (size_t)times);
    for (int64_t t = 0; t < times; t++)
        for (size_t i = 0; i < l->len; i++) value_list_push(r, value_retain(l->items[i]));
    *out = r;
    return true;
}

static bool is_sequence(Value v)
{
    return v.kind == V_STR || value_is_seq(v);
}

static bool sequence_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    if (op == OP_ADD && is_sequence(a)) {
        bool same = a.kind == b.kind || (tuple_like(a.kind) && tuple_like(b.kind));
        if (same) return concat(in, a, b, out);
        const char *what = a.kind == V_STR ? "str" : a.kind == V_LIST ? "list" : "tuple";
        return error_raise_as(in, ERR_TYPE, "can only concatenate %s (not \"%s\") to %s", what, value_type_name(b), what);
    }
    if (op == OP_MUL && (is_sequence(a) || is_sequence(b))) {
        Value seq = is_sequence(a) ? a : b, n = is_sequence(a) ? b : a;
        if (n.kind != V_INT && n.kind != V_BOOL)
            return error_raise_as(in, ERR_TYPE, "can't multiply sequence by non-int of type '%s'", value_type_name(n));
        return repeat(in, seq, as_int(n), out);
    }
    return unsupported(in, op, a, b);
}

/* What value_set_percent installed. */
static ValuePercent str_percent;

bool value_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    /* 'x = %d' % t: str's own % comes before the right operand's. */
    if (op == OP_MOD && a.kind == V_STR && str_percent) return str_percent(in, a, b, out);
    const ValueClass *ca = value_class(a.kind), *cb = value_class(b.kind);
    if (ca->binary) return ca->binary(in, op, a, b, out);
    if (cb->binary) return cb->binary(in, op, a, b, out);
    if (value_is_number(a) && value_is_number(b)) return number_binary(in, op, a, b, out);
    if (op >= OP_EQ) {
        bool r;
        if (!compare(in, op, a, b, &r)) return false;
        *out = value_bool(r);
        return true;
    }
    return sequence_binary(in, op, a, b, out);
}

bool value_inplace(Interp *in, Op op, Value a, Value b, Value *out)
{
    const ValueClass *cls = value_class(a.kind);
    if (cls->inplace) return cls->inplace(in, op, a, b, out);
    if (a.kind == V_LIST && op == OP_ADD) {
        /* xs += iterable extends xs itself: other names for it see the change. */
        Value items;
        if (!value_items(in, b, &items)) return false;
        List *src = value_as_list(items);
        List *l = value_as_list(a);
        if ((int64_t)(l->len + src->len) > SEQ_MAX) {
            too_long(in, "list");
            value_release(items);
            return false;
        }
        for (size_t i = 0; i < src->len; i++) value_list_push(a, value_retain(src->items[i]));
        value_release(items);
        *out = value_retain(a);
        return true;
    }
    if (a.kind == V_LIST && op == OP_MUL && (b.kind == V_INT || b.kind == V_BOOL)) {
        Value r;
        if (!repeat(in, a, as_int(b), &r)) return false;
        List *l = value_as_list(a), *src = value_as_list(r);
        List tmp = *l;
        l->items = src->items;
        l->len = src->len;
        l->cap = src->cap;
        src->items = tmp.items;
        src->len = tmp.len;
        src->cap = tmp.cap;
        value_release(r);
        *out = value_retain(a);
        return true;
    }
    return value_binary(in, op, a, b, out);
}

/* --------------------------------------------------------- formatting */

bool value_format(Interp *in, Value v, const char *spec, size_t len, Buf *out)
{
    const ValueClass *cls = value_class(v.kind);
    if (cls->format) return cls->format(in, v, spec, len, out);
    if (len == 0) return value_to_text(in, out, v);
    char err[256];
    bool ok;
    switch (v.kind) {
    case V_BOOL:
    case V_INT:
        ok = pyfmt_int(out, v.kind == V_BOOL ? v.u.b : v.u.i, value_type_name(v), spec, len, err, sizeof err);
        break;
    case V_FLOAT:
        ok = pyfmt_float(out, v.u.f, spec, len, err, sizeof err);
        break;
    case V_STR:
        ok = pyfmt_str(out, value_as_str(v)->data, value_as_str(v)->len, spec, len, err, sizeof err);
        break;
    default:
        if (value_has_scalar(v)) {
            Value s;
            return value_scalar(in, v, &s) && value_format(in, s, spec, len, out);
        }
        return error_raise_as(in, ERR_TYPE, "unsupported format string passed to %s.__format__", value_type_name(v));
    }
    return ok ? true : error_raise_as(in, ERR_VALUE, "%s", err);
}

/* -------------------------------------------------------- attributes */

/* ---------------------------------------------------------- identity */

bool value_is(Value a, Value b)
{
    if (a.kind != b.kind) return false;
    if (value_is_obj(a)) return a.u.obj == b.u.obj;
    switch (a.kind) {
    case V_NONE: case V_ELLIPSIS: return true;
    case V_BOOL: return a.u.b == b.u.b;
    case V_INT: return a.u.i == b.u.i;
    case V_FLOAT: return a.u.f == b.u.f || (isnan(a.u.f) && isnan(b.u.f));
    case V_DTYPE: return a.u.dtype == b.u.dtype;
    case V_DEVICE: return a.u.device.type == b.u.device.type && a.u.device.index == b.u.device.index;
    case V_TYPE: return a.u.type == b.u.type;
    case V_BUILTIN: return a.u.builtin == b.u.builtin;
    case V_MODULE: return a.u.module == b.u.module;
    default: return a.u.i == b.u.i;
    }
}

/* --------------------------------------------------------- calling */

static ValueCaller caller;

void value_set_caller(ValueCaller call)
{
    caller = call;
}

void value_set_percent(ValuePercent percent)
{
    str_percent = percent;
}

bool value_call(Interp *in, Value callee, const Value *args, int n, Value *out)
{
    return caller(in, callee, args, n, out);
}
