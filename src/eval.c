/* eval.c: the tree-walking evaluator: scopes, statements, expressions and
 * calls; the error that travels up from wherever it was raised is
 * located and reported here (error.h).
 *
 * Scoping is Python's: the script is one function whose variables are the
 * globals; a def body has its own locals (its parameters and every name it
 * binds anywhere in its body), and reads other names from the globals, then
 * the builtins.  There are no closures over an enclosing function's locals. */
#include "eval_internal.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "base/interrupt.h"
#include "base/pyfmt.h"
#include "values/builtins_str.h"
#include "values/deferred.h"
#include "values/dict.h"
#include "values/exception.h"
#include "values/iter.h"
#include "values/stream_value.h"

/* User function calls nested deeper than this are an error, never a C
 * stack overflow (interp.c runs the evaluator on a large stack). */
#define RECURSION_MAX 1000
/* Arguments held on the C stack before a call spills to the heap. */
#define ARGS_SMALL 8

_Static_assert(offsetof(struct Interp, raised) == 0, "error_raised() reads an Interp as its Raised");

static bool eval(Interp *in, const Node *n, Value *out);
static bool condition(Interp *in, const Node *n, bool *out);
static Flow exec(Interp *in, const Node *s);
static Flow exec_block(Interp *in, const Node *block);

/* ------------------------------------------------------------- scopes */

static size_t hash_name(const char *s)
{
    size_t h = 1469598103934665603u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

static Entry *scope_slot(const Scope *sc, const char *name)
{
    if (!sc->cap) return NULL;
    size_t mask = sc->cap - 1;
    for (size_t i = hash_name(name) & mask;; i = (i + 1) & mask) {
        Entry *e = &sc->slots[i];
        if (!e->name || strcmp(e->name, name) == 0) return e;
    }
}

static Entry *scope_find(const Scope *sc, const char *name)
{
    Entry *e = scope_slot(sc, name);
    return e && e->name ? e : NULL;
}

/* Binds name to v (taking v). */
static void scope_set(Scope *sc, const char *name, Value v)
{
    if (2 * (sc->len + 1) > sc->cap) {
        Scope bigger = {xcalloc(sc->cap ? 2 * sc->cap : 64, sizeof(Entry)), sc->cap ? 2 * sc->cap : 64, 0};
        for (size_t i = 0; i < sc->cap; i++) {
            if (!sc->slots[i].name) continue;
            *scope_slot(&bigger, sc->slots[i].name) = sc->slots[i];
            bigger.len++;
        }
        free(sc->slots);
        *sc = bigger;
    }
    Entry *e = scope_slot(sc, name);
    if (e->name) {
        value_release(e->value);
    } else {
        e->name = xstrdup(name);
        sc->len++;
    }
    e->value = v;
}

static void scope_free(Scope *sc)
{
    for (size_t i = 0; i < sc->cap; i++) {
        if (!sc->slots[i].name) continue;
        free(sc->slots[i].name);
        value_teardown(sc->slots[i].value);
    }
    free(sc->slots);
    sc->slots = NULL;
    sc->cap = sc->len = 0;
}

/* n is the operation about to be applied (eval_site). */
static inline void at(Interp *in, const Node *n)
{
    in->site.node = n;
    in->site.src = in->raised.source;
}

void ev_at(Interp *in, const Node *n)
{
    at(in, n);
}

/* Removes a name from a scope (re-placing the entries after it that
 * open addressing may have pushed past its slot). */
static bool scope_delete(Scope *sc, const char *name)
{
    Entry *e = scope_slot(sc, name);
    if (!e || !e->name) return false;
    free(e->name);
    value_release(e->value);
    e->name = NULL;
    sc->len--;
    size_t mask = sc->cap - 1;
    for (size_t i = ((size_t)(e - sc->slots) + 1) & mask; sc->slots[i].name; i = (i + 1) & mask) {
        Entry moved = sc->slots[i];
        sc->slots[i].name = NULL;
        *scope_slot(sc, moved.name) = moved;
    }
    return true;
}

/* -------------------------------------------------------------- names */

int ev_local_slot(const Func *fn, const char *name)
{
    for (int i = 0; i < fn->nlocals; i++)
        if (strcmp(fn->locals[i], name) == 0) return i;
    return -1;
}

static int comp_slot(const CompScope *c, const char *name)
{
    for (int i = 0; i < c->n; i++)
        if (strcmp(c->names[i], name) == 0) return i;
    return -1;
}

static int captured_slot(const Func *fn, const char *name)
{
    for (int i = 0; i < fn->ncaptured; i++)
        if (strcmp(fn->captured_names[i], name) == 0) return i;
    return -1;
}

static bool unbound_local(Interp *in, const char *name)
{
    return error_raise_as(in, ERR_UNBOUND_LOCAL, "cannot access local variable '%s' where it is not associated with a value",
                          name);
}

/* A slot that holds a cell (a variable `nonlocal` shares) reads and
 * binds through it. */
static Cell *as_cell(Value v)
{
    return v.kind == V_CELL ? (Cell *)v.u.obj : NULL;
}

static void cell_set(Cell *c, Value v)
{
    if (c->bound) value_release(c->v);
    c->v = v;
    c->bound = true;
}

/* Python's order: the comprehensions being run, the function's locals,
 * what it captured, the globals, the builtins. */
static bool load_name(Interp *in, const char *name, Value *out)
{
    for (CompScope *c = in->comp; c; c = c->up) {
        int k = comp_slot(c, name);
        if (k >= 0 && c->bound[k]) {
            *out = value_retain(c->values[k]);
            return true;
        }
    }
    if (in->frame) {
        int k = ev_local_slot(in->frame->fn, name);
        if (k >= 0) {
            Cell *c = in->frame->bound[k] ? as_cell(in->frame->slots[k]) : NULL;
            if (!in->frame->bound[k] || (c && !c->bound)) return unbound_local(in, name);
            *out = value_retain(c ? c->v : in->frame->slots[k]);
            return true;
        }
        k = captured_slot(in->frame->fn, name);
        if (k >= 0) {
            Cell *c = as_cell(in->frame->fn->captured[k]);
            if (c && !c->bound)
                return error_raise_as(in, ERR_NAME,
                                      "cannot access free variable '%s' where it is not associated with a value in "
                                      "enclosing scope", name);
            *out = value_retain(c ? c->v : in->frame->fn->captured[k]);
            return true;
        }
    }
    Entry *e = scope_find(&in->globals, name);
    if (!e) e = scope_find(&in->builtins, name);
    if (!e) {
        /* A function defined inside another names itself by the enclosing
         * function's variable, which it could not capture before it existed. */
        if (in->frame && strcmp(in->frame->fn->def->str, name) == 0) {
            *out = value_retain(value_from_obj(V_FUNC, in->frame->fn));
            return true;
        }
        return error_raise_as(in, ERR_NAME, "name '%s' is not defined", name);
    }
    *out = value_retain(e->value);
    return true;
}

bool ev_load_name(Interp *in, const char *name, Value *out)
{
    return load_name(in, name, out);
}

/* Binds a name in the running scope (taking v). */
static void store_name(Interp *in, const char *name, Value v)
{
    for (CompScope *c = in->comp; c; c = c->up) {
        int k = comp_slot(c, name);
        if (k >= 0) {
            if (c->bound[k]) value_release(c->values[k]);
            c->values[k] = v;
            c->bound[k] = true;
            return;
        }
    }
    if (in->frame) {
        int k = ev_local_slot(in->frame->fn, name);
        Cell *c = k >= 0 && in->frame->bound[k] ? as_cell(in->frame->slots[k]) : NULL;
        if (c) {
            cell_set(c, v);
            return;
        }
        if (k >= 0) {
            if (in->frame->bound[k]) value_release(in->frame->slots[k]);
            in->frame->slots[k] = v;
            in->frame->bound[k] = true;
            return;
        }
        /* A name the function declared nonlocal: the enclosing one's cell. */
        k = captured_slot(in->frame->fn, name);
        c = k >= 0 ? as_cell(in->frame->fn->captured[k]) : NULL;
        if (c) {
            cell_set(c, v);
            return;
        }
    }
    scope_set(&in->globals, name, v);
}

/* Binds the target of `:=`: the comprehensions being run are passed over,
 * as Python binds it in the function (or script) around them. */
static void store_walrus(Interp *in, const char *name, Value v)
{
    CompScope *comp = in->comp;
    in->comp = NULL;
    store_name(in, name, v);
    in->comp = comp;
}

void ev_store_name(Interp *in, const char *name, Value v)
{
    store_name(in, name, v);
}

bool ev_delete_name(Interp *in, const char *name)
{
    if (in->frame) {
        int k = ev_local_slot(in->frame->fn, name);
        Cell *c = k >= 0 && in->frame->bound[k] ? as_cell(in->frame->slots[k]) : NULL;
        if (c) {
            if (!c->bound) return unbound_local(in, name);
            value_release(c->v);
            c->bound = false;
            return true;
        }
        if (k >= 0) {
            if (!in->frame->bound[k]) return unbound_local(in, name);
            value_release(in->frame->slots[k]);
            in->frame->bound[k] = false;
            return true;
        }
    }
    if (!scope_delete(&in->globals, name)) return error_raise_as(in, ERR_NAME, "name '%s' is not defined", name);
    return true;
}

const Value *ev_peek_local(const Interp *in, const char *name)
{
    for (CompScope *c = in->comp; c; c = c->up) {
        int k = comp_slot(c, name);
        if (k >= 0) return c->bound[k] ? &c->values[k] : NULL;
    }
    if (!in->frame) return NULL;
    int k = ev_local_slot(in->frame->fn, name);
    if (k >= 0) return in->frame->bound[k] ? &in->frame->slots[k] : NULL;
    k = captured_slot(in->frame->fn, name);
    return k >= 0 ? &in->frame->fn->captured[k] : NULL;
}

static void bound_in_target(const Node *t, void (*add)(const char *, void *), void *ctx)
{
    if (t->kind == N_NAME) {
        add(t->str, ctx);
    } else if (t->kind == N_STAR) {
        bound_in_target(t->a, add, ctx);
    } else if (t->kind == N_TUPLE || t->kind == N_LIST) {
        for (int i = 0; i < t->list.len; i++) bound_in_target(t->list.items[i], add, ctx);
    }
}

void eval_bound_names(const Node *s, void (*add)(const char *name, void *ctx), void *ctx)
{
    if (!s) return;
    switch (s->kind) {
    case N_BLOCK:
        for (int i = 0; i < s->list.len; i++) eval_bound_names(s->list.items[i], add, ctx);
        break;
    case N_ASSIGN:
        bound_in_target(s->a, add, ctx);
        for (int i = 0; i < s->list.len; i++) bound_in_target(s->list.items[i], add, ctx);
        break;
    case N_AUG_ASSIGN:
        bound_in_target(s->a, add, ctx);
        break;
    case N_DECL:
    case N_DEF:
        add(s->str, ctx);
        break;
    case N_FOR:
        bound_in_target(s->c, add, ctx);
        eval_bound_names(s->b, add, ctx);
        if (s->list.len) eval_bound_names(s->list.items[0], add, ctx);
        break;
    case N_WITH:
    case N_EXCEPT:
        if (s->str) add(s->str, ctx);
        eval_bound_names(s->b, add, ctx);
        break;
    case N_WHILE:
        eval_bound_names(s->b, add, ctx);
        if (s->list.len) eval_bound_names(s->list.items[0], add, ctx);
        break;
    case N_IF:
        eval_bound_names(s->b, add, ctx);
        eval_bound_names(s->c, add, ctx);
        break;
    case N_TRY:
        eval_bound_names(s->a, add, ctx);
        for (int i = 0; i < s->list.len; i++) eval_bound_names(s->list.items[i], add, ctx);
        eval_bound_names(s->b, add, ctx);
        eval_bound_names(s->c, add, ctx);
        break;
    case N_DEL:
        for (int i = 0; i < s->list.len; i++) bound_in_target(s->list.items[i], add, ctx);
        break;
    case N_IMPORT:
    case N_IMPORT_FROM:
        for (int i = 0; i < s->list.len; i++) {
            const Node *alias = s->list.items[i];
            add(alias->a ? alias->a->str : alias->str, ctx);
        }
        break;
    default:
        break;
    }
}

void eval_walrus_names(const Node *n, void (*add)(const char *name, void *ctx), void *ctx)
{
    if (!n || n->kind == N_DEF || n->kind == N_LAMBDA) return;
    if (n->kind == N_WALRUS) add(n->a->str, ctx);
    eval_walrus_names(n->a, add, ctx);
    eval_walrus_names(n->b, add, ctx);
    eval_walrus_names(n->c, add, ctx);
    for (int i = 0; i < n->list.len; i++) eval_walrus_names(n->list.items[i], add, ctx);
}

bool eval_name_known(const Interp *in, const char *name)
{
    return scope_find(&in->globals, name) || scope_find(&in->builtins, name);
}

void eval_each_global(const Interp *in, void (*visit)(const char *name, Value v, void *ctx), void *ctx)
{
    for (size_t i = 0; i < in->globals.cap; i++)
        if (in->globals.slots[i].name) visit(in->globals.slots[i].name, in->globals.slots[i].value, ctx);
}

/* ---------------------------------------------------------- functions */

__attribute__((noinline)) static Flow exec_def(Interp *in, const Node *s)
{
    Value f;
    if (!ev_make_function(in, s, &f)) return FLOW_ERROR;
    store_name(in, s->str, f);
    return FLOW_NEXT;
}

static bool call_function(Interp *in, Func *fn, const Args *a, Value *out)
{
    if (in->depth >= RECURSION_MAX) return error_raise_as(in, ERR_RECURSION, "maximum recursion depth exceeded");
    Frame frame = {fn, xcalloc((size_t)fn->nlocals + 1, sizeof(Value)), xcalloc((size_t)fn->nlocals + 1, 1)};
    bool ok = ev_bind_params(in, fn, a, frame.slots, frame.bound);
    if (ok) ev_open_cells(&frame);
    if (ok) {
        Frame *caller = in->frame;
        CompScope *caller_comp = in->comp;
        const Source *caller_src = in->raised.source;
        Site caller_site = in->site;
        const Node *caller_stmt = in->stmt;
        in->frame = &frame;
        in->comp = NULL;
        in->raised.source = fn->src;
        deferred_call_enter(caller_src, a->span);
        in->depth++;
        Flow flow;
        if (fn->def->kind == N_LAMBDA) {
            Value v;
            flow = eval(in, fn->def->b, &v) ? FLOW_RETURN : FLOW_ERROR;
            if (flow == FLOW_RETURN) in->retval = v;
        } else {
            flow = exec_block(in, fn->def->b);
        }
        in->depth--;
        deferred_call_leave();
        in->frame = caller;
        in->comp = caller_comp;
        in->raised.source = caller_src;
        in->site = caller_site;
        in->stmt = caller_stmt;
        if (flow == FLOW_ERROR) {
            ok = false;
            error_add_traceback(in, caller_src, a->span);
        } else if (flow == FLOW_RETURN) {
            *out = in->retval;
            in->retval = value_none();
        } else {
            *out = value_none();
        }
    }
    for (int i = 0; i < fn->nlocals; i++)
        if (frame.bound[i]) value_release(frame.slots[i]);
    free(frame.slots);
    free(frame.bound);
    return ok;
}

/* Calls a builtin with the receiver put in front of the arguments. */
static bool call_method(Interp *in, const Builtin *fn, Value self, const Args *a, Value *out)
{
    Value small_v[ARGS_SMALL];
    Span small_s[ARGS_SMALL];
    bool heap = a->n + 1 > ARGS_SMALL;
    Value *v = heap ? xmalloc((size_t)(a->n + 1) * sizeof *v) : small_v;
    Span *spans = heap ? xmalloc((size_t)(a->n + 1) * sizeof *spans) : small_s;
    v[0] = self;
    spans[0] = a->span;
    for (int i = 0; i < a->n; i++) {
        v[i + 1] = a->v[i];
        spans[i + 1] = a->spans[i];
    }
    Args b = *a;
    b.n = a->n + 1;
    b.v = v;
    b.spans = spans;
    b.method = true;
    bool ok = builtins_call(in, fn, &b, out);
    if (heap) {
        free(v);
        free(spans);
    }
    return ok;
}

bool eval_call(Interp *in, Value callee, const Args *a, Value *out)
{
    switch (callee.kind) {
    case V_FUNC:
        return call_function(in, (Func *)callee.u.obj, a, out);
    case V_BUILTIN:
        return builtins_call(in, callee.u.builtin, a, out);
    case V_METHOD: {
        Method *m = (Method *)callee.u.obj;
        return call_method(in, m->fn, m->self, a, out);
    }
    case V_TYPE: {
        const Builtin *row = builtins_type(callee.u.type);
        if (!row || !row->fn)
            return error_raise_as(in, ERR_TYPE, "cannot create '%s' instances", value_kind_name(callee.u.type));
        return builtins_call(in, row, a, out);
    }
    default: {
        const ValueClass *cls = value_class(callee.kind);
        if (cls->call) return cls->call(in, callee, a, out);
        return error_raise_as(in, ERR_TYPE, "'%s' object is not callable", value_type_name(callee));
    }
    }
}

/* value_call's way in: a call from a builtin (sorted's key, map), placed
 * at the operation that made it. */
static bool call_from_below(Interp *in, Value callee, const Value *args, int n, Value *out)
{
    Span span = in->site.node ? in->site.node->span : (Span){0, 0, 0};
    Span small[ARGS_SMALL];
    Span *spans = n > ARGS_SMALL ? xmalloc((size_t)n * sizeof *spans) : small;
    for (int i = 0; i < n; i++) spans[i] = span;
    Args a = {.n = n, .v = args, .spans = spans, .span = span};
    bool ok = eval_call(in, callee, &a, out);
    if (spans != small) free(spans);
    return ok;
}

/* --------------------------------------------------------- attributes */

static bool get_attr(Interp *in, Value obj, const char *name, Value *out)
{
    return builtins_get_attr(in, obj, name, out);
}

static bool set_attr(Interp *in, Value obj, const char *name)
{
    if (builtins_member(obj.kind, name))
        return error_raise_as(in, ERR_ATTRIBUTE, "attribute '%s' of '%s' objects is not writable", name, value_type_name(obj));
    return error_raise_as(in, ERR_ATTRIBUTE, "'%s' object has no attribute '%s'", value_type_name(obj), name);
}

/* -------------------------------------------------------- expressions */

static bool eval_optional(Interp *in, const Node *n, Value *out)
{
    if (!n) {
        *out = value_none();
        return true;
    }
    return eval(in, n, out);
}

/* An index item: an expression, a slice a:b:c, or `...`. */
static bool eval_index_item(Interp *in, const Node *n, Value *out)
{
    if (n->kind == N_ELLIPSIS) {
        *out = value_ellipsis();
        return true;
    }
    if (n->kind != N_SLICE) return eval(in, n, out);
    Value a, b, c;
    if (!eval_optional(in, n->a, &a)) return false;
    if (!eval_optional(in, n->b, &b)) {
        value_release(a);
        return false;
    }
    if (!eval_optional(in, n->c, &c)) {
        value_release(a);
        value_release(b);
        return false;
    }
    *out = value_slice_new(a, b, c);
    return true;
}

/* The object and evaluated index items of an N_INDEX node. */
typedef struct Indexed {
    Value obj;
    Value small[ARGS_SMALL];
    Value *items;
    int n;
} Indexed;

static void indexed_free(Indexed *x)
{
    value_release(x->obj);
    for (int i = 0; i < x->n; i++) value_release(x->items[i]);
    if (x->items != x->small) free(x->items);
}

static bool eval_indexed(Interp *in, const Node *node, Indexed *x)
{
    x->n = 0;
    x->items = node->list.len > ARGS_SMALL ? xmalloc((size_t)node->list.len * sizeof(Value)) : x->small;
    if (!eval(in, node->a, &x->obj)) {
        if (x->items != x->small) free(x->items);
        return false;
    }
    for (int i = 0; i < node->list.len; i++) {
        const Node *item = node->list.items[i];
        if (!eval_index_item(in, item, &x->items[i])) {
            error_locate(in, item->span);
            indexed_free(x);
            return false;
        }
        x->n++;
    }
    /* x[i,] indexes by the tuple (i,), as in Python */
    if (node->bval && x->n == 1) {
        Value t = value_list_new(V_TUPLE, 1);
        value_list_push(t, x->items[0]);
        x->items[0] = t;
    }
    return true;
}

__attribute__((noinline)) static bool eval_seq(Interp *in, const Node *n, ValueKind kind, Value *out)
{
    Value seq = value_list_new(kind, (size_t)n->list.len);
    for (int i = 0; i < n->list.len; i++) {
        const Node *item = n->list.items[i];
        Value v;
        if (!eval(in, item->kind == N_STAR ? item->a : item, &v)) {
            value_release(seq);
            return false;
        }
        if (item->kind != N_STAR) {
            value_list_push(seq, v);
            continue;
        }
        /* [*xs, 1]: the items of xs. */
        Value items;
        at(in, item);
        bool ok = value_is_iterable(v) ||
                  error_raise_at_as(in, ERR_TYPE, item->a->span, "Value after * must be an iterable, not %s",
                                    value_type_name(v));
        ok = ok && (value_items(in, v, &items) || error_locate(in, item->a->span));
        value_release(v);
        if (!ok) {
            value_release(seq);
            return false;
        }
        List *l = value_as_list(items);
        for (size_t k = 0; k < l->len; k++) value_list_push(seq, value_retain(l->items[k]));
        value_release(items);
    }
    *out = seq;
    return true;
}

static bool eval_fstring(Interp *in, const Node *n, Value *out);

/* v formatted by field's conversion and spec into b. */
static bool format_field(Interp *in, const Node *field, Value v, const char *spec, size_t spec_len, Buf *b)
{
    if (!field->op) return value_format(in, v, spec, spec_len, b);
    /* {x!r:spec}: the repr (or str) formatted as a string. */
    Buf text = BUF_INIT;
    bool ok = field->op == 's' ? value_to_text(in, &text, v)
            : field->op == 'r' ? value_repr(in, &text, v) : str_ascii(in, v, &text);
    if (!ok) {
        buf_free(&text);
        return false;
    }
    Value s = value_str_buf(&text);
    ok = value_format(in, s, spec, spec_len, b);
    value_release(s);
    return ok;
}

__attribute__((noinline)) static bool eval_fstring(Interp *in, const Node *n, Value *out)
{
    Buf b = BUF_INIT;
    for (int i = 0; i < n->list.len; i++) {
        const Node *part = n->list.items[i];
        if (part->kind == N_STR) {
            buf_put(&b, part->str, part->str_len);
            continue;
        }
        Value v, spec = value_none();
        if (!eval(in, part->a, &v)) {
            buf_free(&b);
            return false;
        }
        /* A spec with fields of its own is evaluated after the value, as Python does. */
        if (part->c && !eval_fstring(in, part->c, &spec)) {
            value_release(v);
            buf_free(&b);
            return false;
        }
        at(in, part);
        if (part->b) buf_put(&b, part->b->str, part->b->str_len);
        bool ok = part->c ? format_field(in, part, v, value_as_str(spec)->data, value_as_str(spec)->len, &b)
                          : format_field(in, part, v, part->str ? part->str : "", part->str ? part->str_len : 0, &b);
        value_release(spec);
        value_release(v);
        if (!ok) {
            buf_free(&b);
            return error_locate(in, part->span);
        }
    }
    *out = value_str_buf(&b);
    return true;
}

/* Kept out of line (as the other bulky cases are) so that eval_node's own
 * frame, which every nesting level of an expression pays, stays small. */
/* The arguments of a call with *xs or **d, spread, then the call. */
static bool call_spread(Interp *in, const Node *n, Value fn, const Builtin *method, Value self, Value *out)
{
    CallArgs c;
    if (!ev_spread_args(in, n, fn, &c)) return false;
    Args a = {
        .n = c.n, .v = c.v, .spans = c.spans,
        .nkw = c.nkw, .kw_names = c.kw_names, .kw = c.kw, .kw_spans = c.kw_spans,
        .span = n->span,
    };
    at(in, n);
    bool ok = method ? call_method(in, method, self, &a, out) : eval_call(in, fn, &a, out);
    ev_args_free(&c);
    return ok;
}

__attribute__((noinline)) static bool eval_call_node(Interp *in, const Node *n, Value *out)
{
    int npos = 0, nkw = 0;
    bool spread = false;
    for (int i = 0; i < n->list.len; i++) {
        NodeKind k = n->list.items[i]->kind;
        if (k == N_KWARG) nkw++;
        else npos++;
        spread |= k == N_STAR || k == N_KWSTAR;
    }
    /* x.m(...) calls the method without making a bound method first. */
    const Node *callee = n->a;
    Value fn = value_none(), self = value_none();
    const Builtin *method = NULL;
    if (callee->kind == N_ATTR) {
        if (!eval(in, callee->a, &self)) return false;
        method = builtins_member(self.kind, callee->str);
        if (!method || !(method->flags & BI_METHOD)) {
            method = NULL;
            bool ok = get_attr(in, self, callee->str, &fn);
            value_release(self);
            self = value_none();
            if (!ok) return error_locate(in, callee->span);
        }
    } else if (!eval(in, callee, &fn)) {
        return false;
    }
    if (spread) {
        bool ok = call_spread(in, n, fn, method, self, out);
        value_release(fn);
        value_release(self);
        return ok;
    }

    int total = npos + nkw;
    Value small_v[ARGS_SMALL];
    Span small_s[ARGS_SMALL];
    const char *small_k[ARGS_SMALL];
    bool heap = total > ARGS_SMALL;
    Value *vals = heap ? xmalloc((size_t)total * sizeof *vals) : small_v;
    Span *spans = heap ? xmalloc((size_t)total * sizeof *spans) : small_s;
    const char **names = heap ? xmalloc((size_t)total * sizeof *names) : small_k;
    int done = 0, ip = 0, ik = npos;
    bool ok = true;
    for (int i = 0; i < n->list.len && ok; i++) {
        const Node *arg = n->list.items[i];
        int slot = arg->kind == N_KWARG ? ik++ : ip++;
        ok = eval(in, arg->kind == N_KWARG ? arg->a : arg, &vals[slot]);
        if (!ok) break;
        spans[slot] = arg->span;
        names[slot] = arg->kind == N_KWARG ? arg->str : NULL;
        done++;
    }
    if (ok) {
        Args a = {
            .n = npos, .v = vals, .spans = spans,
            .nkw = nkw, .kw_names = names + npos, .kw = vals + npos, .kw_spans = spans + npos,
            .span = n->span,
        };
        at(in, n);
        ok = method ? call_method(in, method, self, &a, out) : eval_call(in, fn, &a, out);
    }
    /* Arguments were evaluated in source order; slots hold them by kind. */
    ip = 0;
    ik = npos;
    for (int i = 0; i < n->list.len && done > 0; i++, done--)
        value_release(vals[n->list.items[i]->kind == N_KWARG ? ik++ : ip++]);
    if (heap) {
        free(vals);
        free(spans);
        free(names);
    }
    value_release(fn);
    value_release(self);
    return ok;
}

__attribute__((noinline)) static bool eval_index_node(Interp *in, const Node *n, Value *out)
{
    Indexed x;
    if (!eval_indexed(in, n, &x)) return false;
    at(in, n);
    bool ok = value_index(in, x.obj, x.items, x.n, out);
    indexed_free(&x);
    return ok;
}

static bool eval_node(Interp *in, const Node *n, Value *out)
{
    switch (n->kind) {
    case N_INT: *out = value_int(n->ival); return true;
    case N_FLOAT: *out = value_float(n->fval); return true;
    case N_STR: *out = value_str(n->str, n->str_len); return true;
    case N_BOOL: *out = value_bool(n->bval); return true;
    case N_NONE: *out = value_none(); return true;
    case N_FSTR: return eval_fstring(in, n, out);
    case N_NAME: return load_name(in, n->str, out);
    case N_LIST: return eval_seq(in, n, V_LIST, out);
    case N_TUPLE: return eval_seq(in, n, V_TUPLE, out);
    case N_UNARY: {
        Value a;
        if (!eval(in, n->a, &a)) return false;
        at(in, n);
        bool ok = value_unary(in, n->op, a, out);
        value_release(a);
        return ok;
    }
    case N_COMPARE: {
        Value right;
        bool ok = ev_compare(in, n, out, &right);
        if (ok) value_release(right);
        return ok;
    }
    case N_BINARY: {
        Value a, b;
        if (!eval(in, n->a, &a)) return false;
        if (!eval(in, n->b, &b)) {
            value_release(a);
            return false;
        }
        at(in, n);
        bool ok = value_binary(in, (Op)n->op, a, b, out);
        value_release(a);
        value_release(b);
        return ok;
    }
    case N_IFEXP: {
        bool t;
        if (!condition(in, n->b, &t)) return false;
        return eval(in, t ? n->a : n->c, out);
    }
    case N_WALRUS:
        /* (x := v) binds x in the running function, not in a comprehension. */
        if (!eval(in, n->b, out)) return false;
        store_walrus(in, n->a->str, value_retain(*out));
        return true;
    case N_LAMBDA: return ev_lambda(in, n, out);
    case N_DICT: return ev_dict(in, n, out);
    case N_SET: return ev_set(in, n, out);
    case N_COMP: return ev_comprehension(in, n, out);
    case N_STAR:
        return error_raise_at_as(in, ERR_TYPE, n->span, "can't use starred expression here");
    case N_AND:
    case N_OR: {
        Value a;
        bool t;
        if (!eval(in, n->a, &a)) return false;
        at(in, n->a);
        if (!value_truth(in, a, &t)) {
            value_release(a);
            return error_locate(in, n->a->span);
        }
        if (t == (n->kind == N_OR)) {
            *out = a;
            return true;
        }
        value_release(a);
        return eval(in, n->b, out);
    }
    case N_NOT: {
        Value a;
        bool t;
        if (!eval(in, n->a, &a)) return false;
        at(in, n);
        bool ok = value_truth(in, a, &t);
        value_release(a);
        if (ok) *out = value_bool(!t);
        return ok;
    }
    case N_CALL: return eval_call_node(in, n, out);
    case N_ATTR: {
        Value obj;
        if (!eval(in, n->a, &obj)) return false;
        at(in, n);
        bool ok = get_attr(in, obj, n->str, out);
        value_release(obj);
        return ok;
    }
    case N_INDEX: return eval_index_node(in, n, out);
    case N_SLICE:
        return eval_index_item(in, n, out);
    case N_ELLIPSIS:
        *out = value_ellipsis();
        return true;
    default:
        return error_raise(in, "this is not an expression");
    }
}

static bool eval(Interp *in, const Node *n, Value *out)
{
    return eval_node(in, n, out) || error_locate(in, n->span);
}

bool ev_eval(Interp *in, const Node *n, Value *out)
{
    return eval(in, n, out);
}

/* --------------------------------------------------------- assignment */

/* Binds a target (name, x[i], x.a, or a tuple/list of targets) to v (borrowed). */
static bool assign(Interp *in, const Node *t, Value v);

bool ev_assign(Interp *in, const Node *t, Value v)
{
    return assign(in, t, v);
}

static bool assign(Interp *in, const Node *t, Value v)
{
    switch (t->kind) {
    case N_NAME:
        store_name(in, t->str, value_retain(v));
        return true;
    case N_TUPLE:
    case N_LIST: {
        if (!value_is_iterable(v))
            return error_raise_as(in, ERR_TYPE, "cannot unpack non-iterable %s object", value_type_name(v));
        Value items;
        if (!value_items(in, v, &items)) return false;
        List *l = value_as_list(items);
        int star = -1, nt = t->list.len;
        for (int i = 0; i < nt; i++)
            if (t->list.items[i]->kind == N_STAR) star = i;
        bool ok = true;
        if (star < 0 && ((int)l->len > nt || l->len > (size_t)INT32_MAX)) {
            ok = error_raise_as(in, ERR_VALUE, "too many values to unpack (expected %d)", nt);
        } else if (star < 0 && (int)l->len < nt) {
            ok = error_raise_as(in, ERR_VALUE, "not enough values to unpack (expected %d, got %zu)", nt, l->len);
        } else if (star >= 0 && l->len < (size_t)(nt - 1)) {
            ok = error_raise_as(in, ERR_VALUE, "not enough values to unpack (expected at least %d, got %zu)", nt - 1,
                                l->len);
        }
        /* a, *b, c = xs: b gets the list of what a and c leave. */
        size_t rest = star >= 0 ? l->len - (size_t)(nt - 1) : 0;
        for (int i = 0, k = 0; ok && i < nt; i++) {
            const Node *item = t->list.items[i];
            if (i != star) {
                ok = assign(in, item, l->items[k++]);
                continue;
            }
            Value middle = value_list_new(V_LIST, rest);
            for (size_t j = 0; j < rest; j++) value_list_push(middle, value_retain(l->items[k + (int)j]));
            k += (int)rest;
            ok = assign(in, item->a, middle);
            value_release(middle);
        }
        value_release(items);
        return ok;
    }
    case N_INDEX: {
        Indexed x;
        if (!eval_indexed(in, t, &x)) return false;
        /* The statement: the value written is named there too. */
        at(in, in->stmt);
        bool ok = value_set_index(in, x.obj, x.items, x.n, v);
        indexed_free(&x);
        return ok || error_locate(in, t->span);
    }
    case N_ATTR: {
        Value obj;
        if (!eval(in, t->a, &obj)) return false;
        set_attr(in, obj, t->str);
        value_release(obj);
        return error_locate(in, t->span);
    }
    default:
        return error_raise_at(in, t->span, "cannot assign to this expression");
    }
}

__attribute__((noinline)) static Flow exec_aug_assign(Interp *in, const Node *s)
{
    const Node *t = s->a;
    Value cur, rhs, res;
    bool ok;
    if (t->kind == N_NAME) {
        if (!load_name(in, t->str, &cur)) return error_locate(in, t->span), FLOW_ERROR;
        if (!eval(in, s->b, &rhs)) {
            value_release(cur);
            return FLOW_ERROR;
        }
        at(in, s);
        ok = value_inplace(in, (Op)s->op, cur, rhs, &res);
        value_release(cur);
        value_release(rhs);
        if (!ok) return error_locate(in, s->span), FLOW_ERROR;
        store_name(in, t->str, res);
        return FLOW_NEXT;
    }
    if (t->kind != N_INDEX) {
        error_raise_at(in, t->span, "augmented assignment needs a name or an indexed target");
        return FLOW_ERROR;
    }
    Indexed x;
    if (!eval_indexed(in, t, &x)) return FLOW_ERROR;
    at(in, s);
    ok = value_index(in, x.obj, x.items, x.n, &cur) || error_locate(in, t->span);
    if (ok) {
        ok = eval(in, s->b, &rhs);
        if (ok) {
            at(in, s);
            ok = value_inplace(in, (Op)s->op, cur, rhs, &res) || error_locate(in, s->span);
            value_release(rhs);
            if (ok) {
                ok = value_set_index(in, x.obj, x.items, x.n, res) || error_locate(in, t->span);
                value_release(res);
            }
        }
        value_release(cur);
    }
    indexed_free(&x);
    return ok ? FLOW_NEXT : FLOW_ERROR;
}

/* del a, b[i], c[1:3]: unbinds names, deletes items. */
Flow ev_del(Interp *in, const Node *s)
{
    for (int i = 0; i < s->list.len; i++) {
        const Node *t = s->list.items[i];
        bool ok;
        if (t->kind == N_NAME) {
            ok = ev_delete_name(in, t->str) || error_locate(in, t->span);
        } else if (t->kind == N_INDEX) {
            Indexed x;
            if (!eval_indexed(in, t, &x)) return FLOW_ERROR;
            at(in, t);
            ok = value_del_index(in, x.obj, x.items, x.n) || error_locate(in, t->span);
            indexed_free(&x);
        } else if (t->kind == N_ATTR) {
            Value obj;
            if (!eval(in, t->a, &obj)) return FLOW_ERROR;
            at(in, t);
            ok = error_raise_at_as(in, ERR_ATTRIBUTE, t->span, "'%s' object attribute '%s' cannot be deleted",
                                   value_type_name(obj), t->str);
            value_release(obj);
        } else {
            /* del (a, b): each of them. */
            Node one = *s;
            one.list = t->list;
            ok = ev_del(in, &one) == FLOW_NEXT;
        }
        if (!ok) return FLOW_ERROR;
    }
    return FLOW_NEXT;
}

/* ------------------------------------------------ streams and tensors */

/* The statements of streams.md: declarations, `with` blocks and
 * `synchronize` (what they do is stream_value.c's). */
/* tensor NAME = EXPR: binds NAME like an assignment, but only to a tensor. */
static Flow exec_tensor_decl(Interp *in, const Node *s)
{
    if (!s->b) {
        error_raise_at(in, s->span, "a 'tensor' declaration needs a value: tensor %s = EXPR", s->str);
        return FLOW_ERROR;
    }
    Value v;
    if (!eval(in, s->b, &v)) return FLOW_ERROR;
    if (v.kind != V_TENSOR) {
        error_raise_at(in, s->b->span, "'tensor' declaration needs a tensor, got %s", value_type_name(v));
        value_release(v);
        return FLOW_ERROR;
    }
    store_name(in, s->str, v);
    return FLOW_NEXT;
}

/* The arguments of `stream NAME(...)` / `event NAME(...)`, passed to the
 * Stream or Event constructor as a call would pass them. */
static bool construct(Interp *in, const Node *s, Value *out)
{
    const Builtin *ctor = builtins_type(s->decl == DECL_STREAM ? V_STREAM : V_EVENT);
    int n = s->list.len, npos = 0;
    for (int i = 0; i < n; i++) npos += s->list.items[i]->kind != N_KWARG;
    Value *vals = xcalloc((size_t)n + 1, sizeof *vals);
    Span *spans = xcalloc((size_t)n + 1, sizeof *spans);
    const char **names = xcalloc((size_t)n + 1, sizeof *names);
    int ip = 0, ik = npos, done = 0;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        const Node *arg = s->list.items[i];
        int slot = arg->kind == N_KWARG ? ik++ : ip++;
        ok = eval(in, arg->kind == N_KWARG ? arg->a : arg, &vals[slot]);
        spans[slot] = arg->span;
        names[slot] = arg->kind == N_KWARG ? arg->str : NULL;
        done += ok;
    }
    if (ok) {
        Args a = {
            .n = npos, .v = vals, .spans = spans,
            .nkw = n - npos, .kw_names = names + npos, .kw = vals + npos, .kw_spans = spans + npos,
            .span = s->span,
        };
        ok = builtins_call(in, ctor, &a, out);
    }
    ip = 0;
    ik = npos;
    for (int i = 0; i < done; i++) value_release(vals[s->list.items[i]->kind == N_KWARG ? ik++ : ip++]);
    free(vals);
    free(spans);
    free(names);
    return ok;
}

/* stream NAME, stream NAME(...), stream NAME = EXPR; the same for event. */
static Flow exec_stream_decl(Interp *in, const Node *s)
{
    Value v;
    if (s->b ? !eval(in, s->b, &v) : !construct(in, s, &v)) return FLOW_ERROR;
    if (!stream_value_declare(in, s->decl, s->str, v)) {
        value_release(v);
        error_locate(in, s->b ? s->b->span : s->span);
        return FLOW_ERROR;
    }
    store_name(in, s->str, v);
    return FLOW_NEXT;
}

static Flow exec_decl(Interp *in, const Node *s)
{
    return s->decl == DECL_TENSOR ? exec_tensor_decl(in, s) : exec_stream_decl(in, s);
}

/* with stream <e> { } and with device <e> { }: what the block changed is
 * put back however it ends (an error, break, return). */
static Flow exec_with(Interp *in, const Node *s)
{
    if (s->with == WITH_VALUE) return ev_with_value(in, s);
    if (s->with == WITH_GRAPH) return ev_with_graph(in, s);
    Value v;
    StreamScope scope;
    if (!eval(in, s->a, &v)) return FLOW_ERROR;
    bool ok = stream_value_enter(in, s->with, v, s->a, &scope) || error_locate(in, s->a->span);
    value_release(v);
    if (!ok) return FLOW_ERROR;
    Flow f = exec_block(in, s->b);
    stream_value_leave(&scope);
    return f;
}

static Flow exec_sync(Interp *in, const Node *s)
{
    Value v;
    if (s->a && !eval(in, s->a, &v)) return FLOW_ERROR;
    bool ok = stream_value_synchronize(in, s->a ? &v : NULL) || (s->a && error_locate(in, s->a->span));
    if (s->a) value_release(v);
    return ok ? FLOW_NEXT : FLOW_ERROR;
}

/* --------------------------------------------------------- statements */

/* Runs a loop body once; tells the loop whether to go on. */
static bool loop_step(Flow f, Flow *result)
{
    if (f == FLOW_BREAK || f == FLOW_RETURN || f == FLOW_ERROR) {
        *result = f;
        return false;
    }
    return true;
}

/* What a loop that ended with result leaves: its else block runs when
 * it ran out rather than broke, as Python's for/while ... else. */
static Flow loop_end(Interp *in, const Node *s, Flow result)
{
    if (result == FLOW_BREAK) return FLOW_NEXT;
    if (result == FLOW_NEXT && s->list.len) return exec_block(in, s->list.items[0]);
    return result;
}

/* One pass of a for loop: the target bound to x (borrowed), the body run. */
static bool loop_once(Interp *in, const Node *s, Value x, Flow *result)
{
    if (s->c->kind == N_NAME) {
        store_name(in, s->c->str, value_retain(x));
    } else {
        at(in, s->c);
        if (!assign(in, s->c, x)) {
            error_locate(in, s->c->span);
            *result = FLOW_ERROR;
            return false;
        }
    }
    return loop_step(exec_block(in, s->b), result);
}

__attribute__((noinline)) static Flow exec_for(Interp *in, const Node *s)
{
    Value it;
    if (!eval(in, s->a, &it)) return FLOW_ERROR;
    at(in, s->a);
    Flow result = FLOW_NEXT;
    if (it.kind == V_RANGE) {
        Range *r = (Range *)it.u.obj;
        int64_t n;
        value_len(in, it, &n);
        for (int64_t k = 0; k < n; k++)
            if (!loop_once(in, s, value_int(r->start + k * r->step), &result)) break;
    } else if (value_is_seq(it)) {
        /* Re-reads the length each time: a list may grow inside its own loop. */
        List *l = value_as_list(it);
        for (size_t k = 0; k < l->len; k++) {
            Value x = value_retain(l->items[k]);
            bool go = loop_once(in, s, x, &result);
            value_release(x);
            if (!go) break;
        }
    } else if (it.kind == V_ITER || it.kind == V_DICT) {
        /* An iterator yields one item a pass: a generator's work interleaves
         * with the body's, and a dict that changes size is an error. */
        if (it.kind == V_DICT) {
            Value d = it;
            it = dict_iter(d);
            value_release(d);
        }
        for (;;) {
            Value x;
            bool done;
            at(in, s->a);
            if (!iter_next(in, it, &x, &done)) {
                error_locate(in, s->a->span);
                result = FLOW_ERROR;
                break;
            }
            if (done) break;
            bool go = loop_once(in, s, x, &result);
            value_release(x);
            if (!go) break;
        }
    } else {
        Value items;
        if (!value_items(in, it, &items)) {
            value_release(it);
            error_locate(in, s->a->span);
            return FLOW_ERROR;
        }
        List *l = value_as_list(items);
        for (size_t k = 0; k < l->len; k++)
            if (!loop_once(in, s, l->items[k], &result)) break;
        value_release(items);
    }
    value_release(it);
    return loop_end(in, s, result);
}

static bool condition(Interp *in, const Node *n, bool *out)
{
    Value v;
    if (!eval(in, n, &v)) return false;
    at(in, n);
    bool ok = value_truth(in, v, out) || error_locate(in, n->span);
    value_release(v);
    return ok;
}

static Flow exec_while(Interp *in, const Node *s)
{
    Flow result = FLOW_NEXT;
    for (;;) {
        bool t;
        if (!condition(in, s->a, &t)) return FLOW_ERROR;
        if (!t || !loop_step(exec_block(in, s->b), &result)) return loop_end(in, s, result);
    }
}

static Flow exec_if(Interp *in, const Node *s)
{
    for (;;) {
        bool t;
        if (!condition(in, s->a, &t)) return FLOW_ERROR;
        if (t) return exec_block(in, s->b);
        s = s->c;
        if (!s) return FLOW_NEXT;
        if (s->kind != N_IF) return exec_block(in, s);
    }
}

/* The REPL shows an expression statement's value. */
static bool echo(Interp *in, Value v)
{
    Buf b = BUF_INIT;
    bool ok = value_repr(in, &b, v);
    if (ok) {
        buf_putc(&b, '\n');
        builtins_write(b.data, b.len);
    }
    buf_free(&b);
    return ok;
}

static Flow exec_stmt(Interp *in, const Node *s)
{
    switch (s->kind) {
    case N_EXPR_STMT: {
        Value v;
        if (!eval(in, s->a, &v)) return FLOW_ERROR;
        bool ok = true;
        if ((in->flags & RUN_ECHO) && !in->frame && v.kind != V_NONE) {
            at(in, s->a);
            ok = deferred_drain(in) && (echo(in, v) || error_locate(in, s->a->span));
        }
        value_release(v);
        return ok ? FLOW_NEXT : FLOW_ERROR;
    }
    case N_ASSIGN: {
        Value v;
        if (!eval(in, s->b, &v)) return FLOW_ERROR;
        bool ok = assign(in, s->a, v) || error_locate(in, s->b->span);
        for (int i = 0; ok && i < s->list.len; i++) ok = assign(in, s->list.items[i], v) || error_locate(in, s->b->span);
        value_release(v);
        return ok ? FLOW_NEXT : FLOW_ERROR;
    }
    case N_AUG_ASSIGN: return exec_aug_assign(in, s);
    case N_DECL: return exec_decl(in, s);
    case N_WITH: return exec_with(in, s);
    case N_SYNC: return exec_sync(in, s);
    case N_FOR: return exec_for(in, s);
    case N_WHILE: return exec_while(in, s);
    case N_IF: return exec_if(in, s);
    case N_DEF: return exec_def(in, s);
    case N_RETURN:
        if (!s->a) {
            in->retval = value_none();
            return FLOW_RETURN;
        }
    {
        /* Not straight into retval: a call inside the expression uses it too. */
        Value v;
        if (!eval(in, s->a, &v)) return FLOW_ERROR;
        in->retval = v;
        return FLOW_RETURN;
    }
    case N_BREAK: return FLOW_BREAK;
    case N_CONTINUE: return FLOW_CONTINUE;
    case N_BLOCK: return exec_block(in, s);
    case N_PASS: case N_GLOBAL: return FLOW_NEXT;
    case N_TRY: return ev_try(in, s);
    case N_RAISE: return ev_raise(in, s);
    case N_ASSERT: return ev_assert(in, s);
    case N_DEL: return ev_del(in, s);
    case N_IMPORT: case N_IMPORT_FROM: return ev_import(in, s);
    default: {
        Value v;
        if (!eval(in, s, &v)) return FLOW_ERROR;
        value_release(v);
        return FLOW_NEXT;
    }
    }
}

/* Ctrl-C stops a program between two statements (interrupt.h); the
 * caller, not report(), says so. */
static bool interrupted(Interp *in, Span span)
{
    /* The fuzzer's budget stops a runaway loop where Ctrl-C would. */
    if (in->opts.max_steps && ++in->steps > in->opts.max_steps) {
        error_raise_at(in, span, "step limit reached (%llu statements)", (unsigned long long)in->opts.max_steps);
        in->raised.uncatchable = true;
        return true;
    }
    if (!interrupt_pending()) return false;
    error_raise_at_as(in, ERR_KEYBOARD_INTERRUPT, span, "interrupted");
    return true;
}

static Flow exec(Interp *in, const Node *s)
{
    if (interrupted(in, s->span)) return FLOW_ERROR;
    in->stmt = s;
    at(in, s);
    Flow f = exec_stmt(in, s);
    /* An error leaving the program's top level comes after any check of
     * an earlier operation that failed (deferred.h): that is the error. */
    if (f == FLOW_ERROR && in->depth == 0 && deferred_failed(in)) deferred_drain(in);
    if (f == FLOW_ERROR) error_locate(in, s->span);
    return f;
}

Flow ev_exec_block(Interp *in, const Node *block)
{
    return exec_block(in, block);
}

static Flow exec_block(Interp *in, const Node *block)
{
    if (block->kind != N_BLOCK) return exec(in, block);
    /* Here too, for a loop whose body is empty. */
    if (interrupted(in, block->span)) return FLOW_ERROR;
    for (int i = 0; i < block->list.len; i++) {
        Flow f = exec(in, block->list.items[i]);
        if (f != FLOW_NEXT) return f;
    }
    return FLOW_NEXT;
}

/* ------------------------------------------------------------- checks */

/* What Python rejects before running anything: break/continue outside a
 * loop, return outside a function, bad parameter lists.  Reports each. */
static int check_structure(const Source *src, const Node *s, bool in_loop, bool in_def);

int eval_check_structure(const Source *src, const Node *program)
{
    return check_structure(src, program, false, false);
}

static int check_structure(const Source *src, const Node *s, bool in_loop, bool in_def)
{
    if (!s) return 0;
    int errors = 0;
    switch (s->kind) {
    case N_BLOCK:
        for (int i = 0; i < s->list.len; i++) errors += check_structure(src, s->list.items[i], in_loop, in_def);
        break;
    case N_BREAK:
    case N_CONTINUE:
        if (!in_loop) {
            diag_report(src, DIAG_ERROR, s->span, "%s",
                        s->kind == N_BREAK ? "'break' outside loop" : "'continue' not properly in loop");
            errors++;
        }
        break;
    case N_RETURN:
        if (!in_def) {
            diag_report(src, DIAG_ERROR, s->span, "'return' outside function");
            errors++;
        }
        break;
    case N_FOR:
    case N_WHILE:
        errors += check_structure(src, s->b, true, in_def);
        if (s->list.len) errors += check_structure(src, s->list.items[0], in_loop, in_def);
        break;
    case N_WITH:
    case N_EXCEPT:
        errors += check_structure(src, s->b, in_loop, in_def);
        break;
    case N_TRY:
        errors += check_structure(src, s->a, in_loop, in_def);
        for (int i = 0; i < s->list.len; i++) errors += check_structure(src, s->list.items[i], in_loop, in_def);
        errors += check_structure(src, s->b, in_loop, in_def);
        errors += check_structure(src, s->c, in_loop, in_def);
        break;
    case N_IF:
        errors += check_structure(src, s->b, in_loop, in_def);
        errors += check_structure(src, s->c, in_loop, in_def);
        break;
    case N_DEF: {
        bool seen_default = false;
        for (int i = 0; i < s->list.len; i++) {
            const Node *p = s->list.items[i];
            if (p->op != PARAM_PLAIN) {
                /* After * come keyword-only parameters, defaults or not. */
                seen_default = false;
                if (p->op == PARAM_STAR) break;
                continue;
            }
            for (int j = 0; j < i; j++) {
                if (s->list.items[j]->str && strcmp(s->list.items[j]->str, p->str) == 0) {
                    diag_report(src, DIAG_ERROR, p->span, "duplicate argument '%s' in function definition",
                                p->str);
                    errors++;
                    break;
                }
            }
            if (p->a) {
                seen_default = true;
            } else if (seen_default) {
                diag_report(src, DIAG_ERROR, p->span, "non-default argument follows default argument");
                errors++;
            }
        }
        errors += check_structure(src, s->b, false, true);
        break;
    }
    default:
        break;
    }
    return errors;
}

/* ------------------------------------------------- for the race checker */

const Site *eval_site_ref(const Interp *in)
{
    return &in->site;
}

/* A variable's value without raising: NULL when unbound or unknown. */
static const Value *peek_name(const Interp *in, const char *name)
{
    const Value *v = ev_peek_local(in, name);
    Cell *c = v ? as_cell(*v) : NULL;
    if (c) return c->bound ? &c->v : NULL;
    if (v) return v;
    if (in->frame && ev_local_slot(in->frame->fn, name) >= 0) return NULL;
    Entry *e = scope_find(&in->globals, name);
    return e ? &e->value : NULL;
}

const Node *eval_find_name(const Interp *in, const Node *n, bool (*match)(Value v, const void *ctx),
                           const void *ctx)
{
    if (!n || n->kind == N_DEF) return NULL;
    if (n->kind == N_NAME) {
        const Value *v = peek_name(in, n->str);
        return v && match(*v, ctx) ? n : NULL;
    }
    const Node *found = eval_find_name(in, n->a, match, ctx);
    for (int i = 0; !found && i < n->list.len; i++) found = eval_find_name(in, n->list.items[i], match, ctx);
    if (!found) found = eval_find_name(in, n->b, match, ctx);
    if (!found) found = eval_find_name(in, n->c, match, ctx);
    return found;
}

/* --------------------------------------------------------------- life */

Interp *eval_new(const Options *opts)
{
    Interp *in = xcalloc(1, sizeof *in);
    in->opts = *opts;
    value_set_caller(call_from_below);
    size_t n;
    const Builtin *rows = builtins_table(&n);
    for (size_t i = 0; i < n; i++) {
        const Builtin *r = &rows[i];
        if (!builtins_is_global(r) || scope_find(&in->builtins, r->name)) continue;
        Value v;
        if (r->flags & BI_TYPE) {
            v = value_type(r->kind);
        } else if (r->flags & BI_VALUE) {
            Args a = {0};
            if (!builtins_call(in, r, &a, &v)) {
                error_clear(in);
                continue;
            }
        } else {
            v = value_builtin(r);
        }
        scope_set(&in->builtins, r->name, v);
    }
    return in;
}

void eval_free(Interp *in)
{
    if (!in) return;
    scope_free(&in->globals);
    scope_free(&in->builtins);
    value_release(in->retval);
    value_release(in->handling);
    error_clear(in);
    for (size_t i = 0; i < in->nunits; i++) {
        ast_free(in->units_prog[i]);
        source_free(in->units_src[i]);
    }
    free(in->units_prog);
    free(in->units_src);
    free(in);
}

RunStatus eval_unit(Interp *in, Source *src, Node *program, unsigned flags)
{
    if (in->nunits == in->capunits) {
        in->capunits = in->capunits ? 2 * in->capunits : 8;
        in->units_src = xrealloc(in->units_src, in->capunits * sizeof *in->units_src);
        in->units_prog = xrealloc(in->units_prog, in->capunits * sizeof *in->units_prog);
    }
    in->units_src[in->nunits] = src;
    in->units_prog[in->nunits++] = program;
    if (eval_check_structure(src, program) > 0) return RUN_ERROR;

    in->raised.source = src;
    in->flags = flags;
    in->frame = NULL;
    in->comp = NULL;
    in->depth = 0;
    in->steps = 0;
    in->raised.exiting = false;
    RunStatus status = RUN_OK;
    const Node *block = program;
    for (int i = 0; i < block->list.len; i++) {
        if (exec(in, block->list.items[i]) != FLOW_ERROR) continue;
        /* (an interrupt stops a statement before exec's own look) */
        if (deferred_failed(in)) deferred_drain(in);
        if (in->raised.exiting) {
            status = RUN_EXIT;
        } else {
            if (interrupt_pending()) error_clear(in);
            else error_report(in);
            status = RUN_ERROR;
        }
        break;
    }
    if (status == RUN_OK && !deferred_drain(in)) {
        error_report(in);
        status = RUN_ERROR;
    }
    fflush(stdout);
    return status;
}

int eval_exit_code(const Interp *in)
{
    return in->raised.exit_code;
}

