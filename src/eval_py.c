/* eval_py.c: the Python the evaluator runs beyond its core (eval.c):
 * comprehensions and generator expressions, dict and set displays, what
 * lambdas and nested defs capture, call arguments spread from *xs and
 * **d, try/except/else/finally, raise, assert, import, and `with` over a
 * value (eval_internal.h).
 *
 * A comprehension runs its clauses as a small machine (comp_next) that
 * stops at each element; a list, set or dict comprehension runs it to the
 * end at once, a generator expression one element per next(), so its work
 * interleaves with the loop that consumes it, as in Python.  Its variables
 * live in a CompScope of their own.
 *
 * Closures are by value: a function or generator made inside another
 * function keeps the enclosing variables it reads as they were when it
 * was made (Python keeps the variables themselves; the difference shows
 * only when the enclosing function rebinds them afterwards). */
#include "eval_internal.h"

#include <stdlib.h>
#include <string.h>

#include "values/deferred.h"
#include "values/dict.h"
#include "values/exception.h"
#include "values/graph_value.h"
#include "values/iter.h"
#include "values/module.h"
#include "values/set.h"
#include "values/stream_value.h"

/* -------------------------------------------------------------- names */

typedef struct Names {
    const char **items;
    int n;
} Names;

static void names_add(Names *ns, const char *name)
{
    for (int i = 0; i < ns->n; i++)
        if (strcmp(ns->items[i], name) == 0) return;
    ns->items = xrealloc(ns->items, (size_t)(ns->n + 1) * sizeof *ns->items);
    ns->items[ns->n++] = name;
}

/* The names a target binds (x, (a, b), *rest). */
static void target_names(const Node *t, Names *ns)
{
    if (!t) return;
    if (t->kind == N_NAME) names_add(ns, t->str);
    else if (t->kind == N_STAR) target_names(t->a, ns);
    else if (t->kind == N_TUPLE || t->kind == N_LIST)
        for (int i = 0; i < t->list.len; i++) target_names(t->list.items[i], ns);
}

/* Every name read anywhere under n (except the subtree skip). */
static void read_names(const Node *n, const Node *skip, Names *ns)
{
    if (!n || n == skip) return;
    if (n->kind == N_NAME) names_add(ns, n->str);
    read_names(n->a, skip, ns);
    read_names(n->b, skip, ns);
    read_names(n->c, skip, ns);
    for (int i = 0; i < n->list.len; i++) read_names(n->list.items[i], skip, ns);
}

/* The running scope's values of names (those it binds), appended to the
 * parallel arrays; returns how many. */
static int capture_into(Interp *in, const Names *ns, const char ***names, Value **values, int have)
{
    int n = have;
    for (int i = 0; i < ns->n; i++) {
        const Value *v = ev_peek_local(in, ns->items[i]);
        if (!v) continue;
        *names = xrealloc(*names, (size_t)(n + 1) * sizeof **names);
        *values = xrealloc(*values, (size_t)(n + 1) * sizeof **values);
        (*names)[n] = ns->items[i];
        (*values)[n] = value_retain(*v);
        n++;
    }
    return n;
}

void ev_capture(Interp *in, Func *fn)
{
    if (!in->frame && !in->comp) return;
    Names ns = {NULL, 0};
    read_names(fn->def->b, NULL, &ns);
    fn->ncaptured = capture_into(in, &ns, &fn->captured_names, &fn->captured, 0);
    free(ns.items);
}

/* ------------------------------------------------------------ functions */

/* Building the local names of a function: its parameters, then what its
 * body binds, less what a `global` statement names. */
typedef struct LocalsCtx {
    Func *fn;
    const char **globals;
    int nglobals;
} LocalsCtx;

static void add_local(const char *name, void *ctx)
{
    LocalsCtx *c = ctx;
    Func *fn = c->fn;
    if (ev_local_slot(fn, name) >= 0) return;
    for (int i = 0; i < c->nglobals; i++)
        if (strcmp(c->globals[i], name) == 0) return;
    fn->locals = xrealloc(fn->locals, (size_t)(fn->nlocals + 1) * sizeof *fn->locals);
    fn->locals[fn->nlocals++] = name;
}

static void add_global(const char *name, void *ctx)
{
    LocalsCtx *c = ctx;
    c->globals = xrealloc(c->globals, (size_t)(c->nglobals + 1) * sizeof *c->globals);
    c->globals[c->nglobals++] = name;
}

const char *ev_func_qualname(const Func *fn)
{
    return fn->qualname ? fn->qualname : fn->def->str;
}

/* Slot k of frame f made a cell holding what it held (once). */
static void make_cell(Frame *f, int k)
{
    if (f->bound[k] && f->slots[k].kind == V_CELL) return;
    Cell *c = value_obj_new(sizeof *c);
    c->bound = f->bound[k];
    c->v = c->bound ? f->slots[k] : value_none();
    f->slots[k] = value_from_obj(V_CELL, c);
    f->bound[k] = true;
}

void ev_open_cells(Frame *f)
{
    for (int i = 0; i < f->fn->ncells; i++) make_cell(f, f->fn->cells[i]);
}

static void add_cell(const char *name, void *ctx)
{
    Func *fn = ctx;
    int k = ev_local_slot(fn, name);
    for (int i = 0; k >= 0 && i < fn->ncells; i++)
        if (fn->cells[i] == k) return;
    if (k < 0) return;
    fn->cells = xrealloc(fn->cells, (size_t)(fn->ncells + 1) * sizeof *fn->cells);
    fn->cells[fn->ncells++] = k;
}

/* fn's locals that the defs nested anywhere in n declare nonlocal. */
static void find_cells(const Node *n, Func *fn)
{
    if (!n) return;
    if (n->kind == N_DEF) ev_nonlocals_of(n->b, add_cell, fn);
    find_cells(n->a, fn);
    find_cells(n->b, fn);
    find_cells(n->c, fn);
    for (int i = 0; i < n->list.len; i++) find_cells(n->list.items[i], fn);
}

/* `nonlocal name` in a function being made: the running function's
 * variable is a cell (its call made it one, see find_cells), which the
 * new function captures as it is, so the two bind and read one variable,
 * as Python's closures do. */
static bool share_variable(Interp *in, const char *name)
{
    const Value *v = ev_peek_local(in, name);
    if (v && v->kind == V_CELL) return true;
    int k = in->frame ? ev_local_slot(in->frame->fn, name) : -1;
    if (k < 0) return error_raise(in, "no binding for nonlocal '%s' found", name);
    make_cell(in->frame, k);
    return true;
}

/* A function made while another runs is named within it, as CPython's
 * __qualname__: "outer.<locals>.inner". */
static void name_within(Interp *in, Func *fn)
{
    if (!in->frame || !in->frame->fn) return;
    Buf b = BUF_INIT;
    buf_printf(&b, "%s.<locals>.%s", ev_func_qualname(in->frame->fn), fn->def->str);
    fn->qualname = xstrdup(buf_cstr(&b));
    buf_free(&b);
}

/* A function value for an N_DEF or N_LAMBDA: its parameters' defaults
 * evaluated now, its locals known, the enclosing variables it reads
 * captured (ev_capture). */
bool ev_make_function(Interp *in, const Node *s, Value *out)
{
    Func *fn = value_obj_new(sizeof *fn);
    fn->def = s;
    name_within(in, fn);
    fn->src = in->raised.source;
    fn->star = fn->kwstar = -1;
    int n = 0;
    for (int i = 0; i < s->list.len; i++) n += s->list.items[i]->str != NULL;
    fn->nparams = n;
    fn->defaults = xcalloc((size_t)(n ? n : 1), sizeof *fn->defaults);
    fn->has_default = xcalloc((size_t)(n ? n : 1), sizeof *fn->has_default);
    Value f = value_from_obj(V_FUNC, fn);
    LocalsCtx ctx = {fn, NULL, 0};
    bool keyword_only = false;
    for (int i = 0, k = 0; i < s->list.len; i++) {
        const Node *p = s->list.items[i];
        if (p->op == PARAM_STAR) keyword_only = true;
        if (!p->str) continue;
        if (p->op == PARAM_STAR) fn->star = k;
        if (p->op == PARAM_KWSTAR) fn->kwstar = k;
        if (p->op == PARAM_PLAIN && !keyword_only) fn->npositional = k + 1;
        if (p->a) {
            fn->has_default[k] = true;
            if (!ev_eval(in, p->a, &fn->defaults[k])) {
                free(ctx.globals);
                value_release(f);
                return false;
            }
        }
        add_local(p->str, &ctx);
        k++;
    }
    int nglobals = ctx.nglobals;
    if (s->kind == N_DEF) {
        ev_globals_of(s->b, add_global, &ctx);
        nglobals = ctx.nglobals;
        ev_nonlocals_of(s->b, add_global, &ctx);
        eval_bound_names(s->b, add_local, &ctx);
        find_cells(s->b, fn);
    }
    eval_walrus_names(s->b, add_local, &ctx);
    /* The nonlocal names follow the globals in ctx: neither is a local. */
    bool ok = true;
    for (int i = nglobals; ok && i < ctx.nglobals; i++) ok = share_variable(in, ctx.globals[i]);
    free(ctx.globals);
    if (!ok) {
        value_release(f);
        return false;
    }
    ev_capture(in, fn);
    *out = f;
    return true;
}

bool ev_lambda(Interp *in, const Node *n, Value *out)
{
    return ev_make_function(in, n, out);
}

static const char *plural(int64_t n, const char *one, const char *many)
{
    return n == 1 ? one : many;
}

/* "f() missing 2 required positional arguments: 'a' and 'b'" (or
 * keyword-only ones, those after *). */
static bool missing_args(Interp *in, const Func *fn, const bool *bound, bool keyword_only)
{
    const char *name = ev_func_qualname(fn);
    Buf list = BUF_INIT;
    int lo = keyword_only ? fn->npositional : 0, hi = keyword_only ? fn->nparams : fn->npositional;
    int missing = 0, total = 0;
    for (int i = lo; i < hi; i++) total += !bound[i] && !fn->has_default[i] && i != fn->star && i != fn->kwstar;
    for (int i = lo; i < hi; i++) {
        if (bound[i] || fn->has_default[i] || i == fn->star || i == fn->kwstar) continue;
        missing++;
        if (missing > 1) buf_puts(&list, total == 2 ? " and " : missing == total ? ", and " : ", ");
        buf_printf(&list, "'%s'", fn->locals[i]);
    }
    error_raise_as(in, ERR_TYPE, "%s() missing %d required %s argument%s: %s", name, total,
                   keyword_only ? "keyword-only" : "positional", plural(total, "", "s"), buf_cstr(&list));
    buf_free(&list);
    return false;
}

/* Binds a call's arguments to the function's parameters, Python's way:
 * positionals in order (the rest to *args), keywords by name (unknown
 * ones to **kwargs), then defaults. */
bool ev_bind_params(Interp *in, const Func *fn, const Args *a, Value *slots, bool *bound)
{
    const char *name = ev_func_qualname(fn);
    int npos = fn->npositional;
    if (a->n > npos && fn->star < 0) {
        int required = 0;
        for (int i = 0; i < npos; i++) required += !fn->has_default[i];
        if (required == npos)
            return error_raise_as(in, ERR_TYPE, "%s() takes %d positional argument%s but %d %s given", name, npos,
                                  plural(npos, "", "s"), a->n, plural(a->n, "was", "were"));
        return error_raise_as(in, ERR_TYPE, "%s() takes from %d to %d positional arguments but %d %s given", name,
                              required, npos, a->n, plural(a->n, "was", "were"));
    }
    for (int i = 0; i < a->n && i < npos; i++) {
        slots[i] = value_retain(a->v[i]);
        bound[i] = true;
    }
    if (fn->star >= 0) {
        Value rest = value_list_new(V_TUPLE, a->n > npos ? (size_t)(a->n - npos) : 0);
        for (int i = npos; i < a->n; i++) value_list_push(rest, value_retain(a->v[i]));
        slots[fn->star] = rest;
        bound[fn->star] = true;
    }
    if (fn->kwstar >= 0) {
        slots[fn->kwstar] = dict_new();
        bound[fn->kwstar] = true;
    }
    for (int k = 0; k < a->nkw; k++) {
        int i = 0;
        while (i < fn->nparams && (i == fn->star || i == fn->kwstar || strcmp(fn->locals[i], a->kw_names[k]) != 0)) i++;
        if (i == fn->nparams) {
            if (fn->kwstar < 0)
                return error_raise_as(in, ERR_TYPE, "%s() got an unexpected keyword argument '%s'", name, a->kw_names[k]);
            Value key = value_cstr(a->kw_names[k]);
            bool ok = dict_set(in, slots[fn->kwstar], key, a->kw[k]);
            value_release(key);
            if (!ok) return false;
            continue;
        }
        if (bound[i])
            return error_raise_as(in, ERR_TYPE, "%s() got multiple values for argument '%s'", name, a->kw_names[k]);
        slots[i] = value_retain(a->kw[k]);
        bound[i] = true;
    }
    for (int i = 0; i < fn->nparams; i++) {
        if (bound[i]) continue;
        if (!fn->has_default[i]) return missing_args(in, fn, bound, i >= npos);
        slots[i] = value_retain(fn->defaults[i]);
        bound[i] = true;
    }
    return true;
}

/* --------------------------------------------------------- comparisons */

/* a op b for a comparison operator, `in` and `is` included. */
static bool compare_values(Interp *in, const Node *n, Value a, Value b, Value *out)
{
    ev_at(in, n);
    if (n->op == OP_IN || n->op == OP_NOT_IN) {
        bool has;
        if (!value_contains(in, b, a, &has)) return false;
        *out = value_bool(has == (n->op == OP_IN));
        return true;
    }
    if (n->op == OP_IS || n->op == OP_IS_NOT) {
        *out = value_bool(value_is(a, b) == (n->op == OP_IS));
        return true;
    }
    return value_binary(in, (Op)n->op, a, b, out);
}

/* A comparison, chained or not: *out its result (for a chain, the first
 * false link's, as Python's `and`), *right its right operand, which the
 * next link compares again rather than evaluating it twice. */
bool ev_compare(Interp *in, const Node *n, Value *out, Value *right)
{
    Value a;
    if (n->chained) {
        Value res;
        bool t;
        if (!ev_compare(in, n->a, &res, &a)) return false;
        ev_at(in, n->a);
        if (!value_truth(in, res, &t)) {
            value_release(res);
            value_release(a);
            return error_locate(in, n->a->span);
        }
        if (!t) {
            *out = res;
            *right = a;
            return true;
        }
        value_release(res);
    } else if (!ev_eval(in, n->a, &a)) {
        return false;
    }
    Value b;
    if (!ev_eval(in, n->b, &b)) {
        value_release(a);
        return false;
    }
    bool ok = compare_values(in, n, a, b, out);
    value_release(a);
    if (ok) *right = b;
    else value_release(b);
    return ok;
}

/* ------------------------------------------------------ comprehensions */

typedef struct Machine {
    const Node *comp;      /* N_COMP */
    Value *iters;          /* one per clause: the iterator of a for clause entered, else None */
    bool started;
} Machine;

static void machine_init(Machine *m, const Node *comp)
{
    m->comp = comp;
    m->iters = xcalloc((size_t)comp->list.len, sizeof *m->iters);
    m->started = false;
}

static void machine_free(Machine *m)
{
    for (int i = 0; i < m->comp->list.len; i++) value_release(m->iters[i]);
    free(m->iters);
}

/* Enters the for clause c: its iterable evaluated, an iterator made. */
static bool enter_for(Interp *in, const Node *c, Value *out)
{
    Value v;
    if (!ev_eval(in, c->b, &v)) return false;
    ev_at(in, c->b);
    bool ok = iter_of(in, v, out) || error_locate(in, c->b->span);
    value_release(v);
    return ok;
}

/* Runs the clauses on to the next element (its variables bound), or *done. */
static bool comp_next(Interp *in, Machine *m, bool *done)
{
    const NodeList *cl = &m->comp->list;
    int nc = cl->len, ci = 0;
    bool back = m->started;
    if (back) ci = nc;
    m->started = true;
    for (;;) {
        if (back) {
            do ci--;
            while (ci >= 0 && cl->items[ci]->kind != N_COMP_FOR);
            if (ci < 0) {
                *done = true;
                return true;
            }
        } else {
            if (ci == nc) {
                *done = false;
                return true;
            }
            const Node *c = cl->items[ci];
            if (c->kind == N_COMP_IF) {
                Value v;
                bool t;
                if (!ev_eval(in, c->b, &v)) return false;
                ev_at(in, c->b);
                bool ok = value_truth(in, v, &t) || error_locate(in, c->b->span);
                value_release(v);
                if (!ok) return false;
                if (t) ci++;
                else back = true;
                continue;
            }
            if (m->iters[ci].kind == V_NONE && !enter_for(in, c, &m->iters[ci])) return false;
        }
        /* The for clause at ci takes its next item. */
        const Node *c = cl->items[ci];
        Value x;
        bool end;
        ev_at(in, c->b);
        if (!iter_next(in, m->iters[ci], &x, &end)) return error_locate(in, c->b->span);
        if (end) {
            value_release(m->iters[ci]);
            m->iters[ci] = value_none();
            back = true;
            continue;
        }
        ev_at(in, c->a);
        bool ok = ev_assign(in, c->a, x) || error_locate(in, c->a->span);
        value_release(x);
        if (!ok) return false;
        ci++;
        back = false;
    }
}

/* A CompScope of the targets of comp's for clauses, none bound. */
static void scope_of_targets(CompScope *sc, const Node *comp)
{
    Names ns = {NULL, 0};
    for (int i = 0; i < comp->list.len; i++)
        if (comp->list.items[i]->kind == N_COMP_FOR) target_names(comp->list.items[i]->a, &ns);
    sc->n = ns.n;
    sc->names = ns.items;
    sc->values = xcalloc((size_t)(ns.n ? ns.n : 1), sizeof *sc->values);
    sc->bound = xcalloc((size_t)(ns.n ? ns.n : 1), sizeof *sc->bound);
}

static void scope_release(CompScope *sc)
{
    for (int i = 0; i < sc->n; i++)
        if (sc->bound[i]) value_release(sc->values[i]);
    free(sc->names);
    free(sc->values);
    free(sc->bound);
}

/* One element of a list or set comprehension into acc, or a key: value pair of a dict one. */
static bool comp_element(Interp *in, const Node *comp, Value acc)
{
    Value k, v;
    if (!ev_eval(in, comp->a, &k)) return false;
    if (comp->op == COMP_LIST) {
        value_list_push(acc, k);
        return true;
    }
    ev_at(in, comp);
    if (comp->op == COMP_SET) {
        bool ok = set_put(in, acc, k) || error_locate(in, comp->a->span);
        value_release(k);
        return ok;
    }
    if (!ev_eval(in, comp->b, &v)) {
        value_release(k);
        return false;
    }
    ev_at(in, comp);
    bool ok = dict_set(in, acc, k, v) || error_locate(in, comp->a->span);
    value_release(k);
    value_release(v);
    return ok;
}

static bool generator_new(Interp *in, const Node *comp, Value *out);

bool ev_comprehension(Interp *in, const Node *n, Value *out)
{
    if (n->op == COMP_GEN) return generator_new(in, n, out);
    Value acc = n->op == COMP_LIST ? value_list_new(V_LIST, 0) : n->op == COMP_SET ? set_new() : dict_new();
    CompScope sc = {in->comp, 0, NULL, NULL, NULL};
    scope_of_targets(&sc, n);
    Machine m;
    machine_init(&m, n);
    in->comp = &sc;
    bool ok = true;
    for (;;) {
        bool done;
        if (!(ok = comp_next(in, &m, &done)) || done) break;
        if (!(ok = comp_element(in, n, acc))) break;
    }
    in->comp = sc.up;
    machine_free(&m);
    scope_release(&sc);
    if (!ok) {
        value_release(acc);
        return false;
    }
    *out = acc;
    return true;
}

/* ---------------------------------------------------------- generators */

typedef struct Gen {
    Machine m;
    CompScope scope;       /* its targets, then what it captured */
    const Source *src;
    bool running;
} Gen;

static bool gen_next(Interp *in, void *state, Value *out, bool *done)
{
    Gen *g = state;
    if (g->running) return error_raise_as(in, ERR_VALUE, "generator already executing");
    Frame *frame = in->frame;
    CompScope *comp = in->comp;
    const Source *src = in->raised.source;
    Site site = in->site;
    in->frame = NULL;
    in->comp = &g->scope;
    in->raised.source = g->src;
    g->running = true;
    bool ok = comp_next(in, &g->m, done);
    if (ok && !*done) ok = ev_eval(in, g->m.comp->a, out);
    g->running = false;
    in->frame = frame;
    in->comp = comp;
    in->raised.source = src;
    in->site = site;
    return ok;
}

static void gen_free(void *state)
{
    Gen *g = state;
    machine_free(&g->m);
    scope_release(&g->scope);
    free(g);
}

static size_t gen_take(void *state, Value **out)
{
    Gen *g = state;
    int nc = g->m.comp->list.len;
    Value *kids = xmalloc((size_t)(nc + g->scope.n + 1) * sizeof *kids);
    size_t n = 0;
    for (int i = 0; i < nc; i++) {
        kids[n++] = g->m.iters[i];
        g->m.iters[i] = value_none();
    }
    for (int i = 0; i < g->scope.n; i++) {
        if (!g->scope.bound[i]) continue;
        kids[n++] = g->scope.values[i];
        g->scope.bound[i] = false;
    }
    *out = kids;
    return n;
}

static const IterSource gen_source = {"generator", gen_next, gen_free, gen_take};

/* The first iterable is evaluated now, in the enclosing scope, as Python does. */
static bool generator_new(Interp *in, const Node *comp, Value *out)
{
    Gen *g = xcalloc(1, sizeof *g);
    machine_init(&g->m, comp);
    const Node *first = comp->list.items[0];
    if (!enter_for(in, first, &g->m.iters[0])) {
        machine_free(&g->m);
        free(g);
        return false;
    }
    scope_of_targets(&g->scope, comp);
    Names reads = {NULL, 0};
    read_names(comp, first->b, &reads);
    int ntargets = g->scope.n;
    Value *values = NULL;
    const char **names = xmalloc((size_t)(ntargets ? ntargets : 1) * sizeof *names);
    if (ntargets) memcpy(names, g->scope.names, (size_t)ntargets * sizeof *names);
    values = xcalloc((size_t)(ntargets ? ntargets : 1), sizeof *values);
    /* Targets shadow what they would capture: capture only the others. */
    Names others = {NULL, 0};
    for (int i = 0; i < reads.n; i++) {
        bool target = false;
        for (int k = 0; k < ntargets; k++) target |= strcmp(names[k], reads.items[i]) == 0;
        if (!target) names_add(&others, reads.items[i]);
    }
    int n = capture_into(in, &others, &names, &values, ntargets);
    free(reads.items);
    free(others.items);
    free(g->scope.names);
    free(g->scope.values);
    free(g->scope.bound);
    g->scope.names = names;
    g->scope.values = values;
    g->scope.bound = xcalloc((size_t)(n ? n : 1), sizeof *g->scope.bound);
    for (int i = ntargets; i < n; i++) g->scope.bound[i] = true;
    g->scope.n = n;
    g->src = in->raised.source;
    *out = iter_new(&gen_source, g);
    return true;
}

/* ------------------------------------------------------------ displays */

bool ev_dict(Interp *in, const Node *n, Value *out)
{
    Value d = dict_new();
    for (int i = 0; i < n->list.len; i++) {
        const Node *item = n->list.items[i];
        Value k, v;
        bool ok;
        if (item->kind == N_KWSTAR) {
            if (!ev_eval(in, item->a, &v)) goto fail;
            ev_at(in, item);
            if (v.kind != V_DICT) {
                error_raise_at_as(in, ERR_TYPE, item->a->span, "'%s' object is not a mapping", value_type_name(v));
                value_release(v);
                goto fail;
            }
            ok = dict_update(in, d, v);
            value_release(v);
        } else {
            if (!ev_eval(in, item->a, &k)) goto fail;
            if (!ev_eval(in, item->b, &v)) {
                value_release(k);
                goto fail;
            }
            ev_at(in, item);
            ok = dict_set(in, d, k, v) || error_locate(in, item->a->span);
            value_release(k);
            value_release(v);
        }
        if (!ok) goto fail;
    }
    *out = d;
    return true;
fail:
    value_release(d);
    return false;
}

/* A literal CPython's compiler folds into a constant. */
static bool constant(const Node *n)
{
    switch (n->kind) {
    case N_INT: case N_FLOAT: case N_STR: case N_BOOL: case N_NONE: case N_ELLIPSIS:
        return true;
    case N_UNARY:
        return (n->op == '-' || n->op == '+') && (n->a->kind == N_INT || n->a->kind == N_FLOAT);
    case N_TUPLE:
        for (int i = 0; i < n->list.len; i++)
            if (!constant(n->list.items[i])) return false;
        return true;
    default:
        return false;
    }
}

static bool all_constant(const Node *n)
{
    for (int i = 0; i < n->list.len; i++)
        if (!constant(n->list.items[i])) return false;
    return true;
}

bool ev_set(Interp *in, const Node *n, Value *out)
{
    Value s = set_new();
    for (int i = 0; i < n->list.len; i++) {
        const Node *item = n->list.items[i];
        Value v;
        if (!ev_eval(in, item->kind == N_STAR ? item->a : item, &v)) goto fail;
        ev_at(in, item);
        bool ok;
        if (item->kind == N_STAR) {
            Value items;
            ok = value_items(in, v, &items);
            if (ok) {
                List *l = value_as_list(items);
                for (size_t k = 0; k < l->len && ok; k++) ok = set_put(in, s, l->items[k]);
                value_release(items);
            }
        } else {
            ok = set_put(in, s, v);
        }
        value_release(v);
        if (!ok) {
            error_locate(in, item->span);
            goto fail;
        }
    }
    if (n->list.len > 2 && n->list.len <= 30 && all_constant(n)) {
        /* So that {-1, -2, 7} prints as Python prints it: the constant
         * CPython folds it into (set_rebuilt), added to a new set. */
        Value folded = set_rebuilt(s), empty = set_new(), r;
        bool ok = set_inplace_merge(in, empty, folded, &r);
        value_release(folded);
        value_release(empty);
        value_release(s);
        if (!ok) return false;
        s = r;
    }
    *out = s;
    return true;
fail:
    value_release(s);
    return false;
}

/* ----------------------------------------------------- spread arguments */

static void push_arg(CallArgs *c, bool keyword, const char *name, Value v, Span span, int *cap)
{
    if (c->n + c->nkw == *cap) {
        *cap = *cap ? 2 * *cap : 8;
        c->v = xrealloc(c->v, (size_t)*cap * sizeof *c->v);
        c->spans = xrealloc(c->spans, (size_t)*cap * sizeof *c->spans);
        c->kw = xrealloc(c->kw, (size_t)*cap * sizeof *c->kw);
        c->kw_spans = xrealloc(c->kw_spans, (size_t)*cap * sizeof *c->kw_spans);
        c->kw_names = xrealloc(c->kw_names, (size_t)*cap * sizeof *c->kw_names);
    }
    if (keyword) {
        c->kw[c->nkw] = v;
        c->kw_spans[c->nkw] = span;
        c->kw_names[c->nkw++] = name;
    } else {
        c->v[c->n] = v;
        c->spans[c->n++] = span;
    }
}

static bool keyword_again(Interp *in, const CallArgs *c, const char *name, Span span)
{
    for (int i = 0; i < c->nkw; i++)
        if (strcmp(c->kw_names[i], name) == 0)
            return error_raise_at_as(in, ERR_TYPE, span, "got multiple values for keyword argument '%s'", name);
    return true;
}

bool ev_spread_args(Interp *in, const Node *call, Value fn, CallArgs *c)
{
    memset(c, 0, sizeof *c);
    c->keep = value_list_new(V_LIST, 0);
    int cap = 0;
    for (int i = 0; i < call->list.len; i++) {
        const Node *arg = call->list.items[i];
        const Node *expr = arg->kind == N_STAR || arg->kind == N_KWSTAR || arg->kind == N_KWARG ? arg->a : arg;
        Value v;
        if (!ev_eval(in, expr, &v)) goto fail;
        ev_at(in, arg);
        if (arg->kind == N_KWARG) {
            if (!keyword_again(in, c, arg->str, arg->span)) {
                value_release(v);
                goto fail;
            }
            push_arg(c, true, arg->str, v, arg->span, &cap);
        } else if (arg->kind == N_STAR) {
            if (!value_is_iterable(v)) {
                /* CPython names a script's function by module and qualified name. */
                const Func *f = fn.kind == V_FUNC ? (const Func *)fn.u.obj : NULL;
                error_raise_at_as(in, ERR_TYPE, arg->span, "%s%s%sargument after * must be an iterable, not %s",
                                  f ? "__main__." : "", f ? ev_func_qualname(f) : "", f ? "() " : "",
                                  value_type_name(v));
                value_release(v);
                goto fail;
            }
            Value items;
            bool ok = value_items(in, v, &items) || error_locate(in, arg->span);
            value_release(v);
            if (!ok) goto fail;
            List *l = value_as_list(items);
            for (size_t k = 0; k < l->len; k++) push_arg(c, false, NULL, value_retain(l->items[k]), arg->span, &cap);
            value_release(items);
        } else if (arg->kind == N_KWSTAR) {
            if (v.kind != V_DICT) {
                error_raise_at_as(in, ERR_TYPE, arg->span, "argument after ** must be a mapping, not %s",
                                  value_type_name(v));
                value_release(v);
                goto fail;
            }
            value_list_push(c->keep, v);
            size_t cursor = 0;
            Value k, x;
            while (dict_entry(v, &cursor, &k, &x)) {
                if (k.kind != V_STR) {
                    error_raise_at_as(in, ERR_TYPE, arg->span, "keywords must be strings");
                    goto fail;
                }
                if (!keyword_again(in, c, value_as_str(k)->data, arg->span)) goto fail;
                push_arg(c, true, value_as_str(k)->data, value_retain(x), arg->span, &cap);
            }
        } else {
            push_arg(c, false, NULL, v, arg->span, &cap);
        }
    }
    return true;
fail:
    ev_args_free(c);
    return false;
}

void ev_args_free(CallArgs *c)
{
    for (int i = 0; i < c->n; i++) value_release(c->v[i]);
    for (int i = 0; i < c->nkw; i++) value_release(c->kw[i]);
    free(c->v);
    free(c->kw);
    free(c->spans);
    free(c->kw_spans);
    free(c->kw_names);
    value_release(c->keep);
    memset(c, 0, sizeof *c);
}

/* ----------------------------------------------------------- exceptions */

/* The handler of s that matches the pending error, or NULL; false after
 * an error evaluating a handler's class (which then replaces it). */
static bool find_handler(Interp *in, const Node *s, const Node **found)
{
    *found = NULL;
    ErrorClass cls = in->raised.cls;
    for (int i = 0; i < s->list.len; i++) {
        const Node *h = s->list.items[i];
        if (!h->a) {
            *found = h;
            return true;
        }
        /* The class expression runs with the error set aside. */
        ErrorStash stash;
        error_stash(in, &stash);
        Value c;
        bool match = false, ok = ev_eval(in, h->a, &c);
        if (ok) {
            ev_at(in, h->a);
            ok = exception_matches(in, cls, c, &match) || error_locate(in, h->a->span);
            value_release(c);
        }
        if (!ok) {
            error_stash_drop(&stash);
            return false;
        }
        error_unstash(in, &stash);
        if (match) {
            *found = h;
            return true;
        }
    }
    return true;
}

/* Runs handler h for the pending error: the error becomes the exception
 * value `as NAME` binds (unbound again after the block, as Python does). */
static Flow handle(Interp *in, const Node *h)
{
    Value exc = exception_pending(in);
    error_clear(in);
    if (h->str) ev_store_name(in, h->str, value_retain(exc));
    Value outer = in->handling;
    in->handling = exc;
    Flow f = ev_exec_block(in, h->b);
    in->handling = outer;
    value_release(exc);
    if (h->str && f != FLOW_ERROR) {
        ev_delete_name(in, h->str);
        error_clear(in);
    }
    return f;
}

Flow ev_try(Interp *in, const Node *s)
{
    /* An earlier operation's error is not the body's to catch, and the
     * body's checks are made at once, so that its handlers see them. */
    if (!deferred_drain(in)) return FLOW_ERROR;
    deferred_try_enter();
    Flow f = ev_exec_block(in, s->a);
    deferred_try_leave();
    if (f == FLOW_ERROR && error_catchable(in) && s->list.len > 0) {
        const Node *h;
        if (!find_handler(in, s, &h)) f = FLOW_ERROR;
        else if (h) f = handle(in, h);
    } else if (f == FLOW_NEXT && s->b) {
        f = ev_exec_block(in, s->b);
    }
    if (!s->c) return f;
    /* finally: what was under way (an error, a return) resumes after it,
     * unless the block itself breaks, returns or fails. */
    ErrorStash stash;
    Value retval = value_none();
    if (f == FLOW_ERROR) error_stash(in, &stash);
    if (f == FLOW_RETURN) {
        retval = in->retval;
        in->retval = value_none();
    }
    Flow g = ev_exec_block(in, s->c);
    if (g == FLOW_NEXT) {
        if (f == FLOW_ERROR) error_unstash(in, &stash);
        if (f == FLOW_RETURN) in->retval = retval;
        return f;
    }
    if (f == FLOW_ERROR) error_stash_drop(&stash);
    value_release(retval);
    return g;
}

Flow ev_raise(Interp *in, const Node *s)
{
    if (!s->a) {
        if (in->handling.kind == V_NONE) {
            error_raise_at(in, s->span, "No active exception to reraise");
            return FLOW_ERROR;
        }
        exception_raise(in, in->handling);
        return FLOW_ERROR;
    }
    Value exc, cause;
    if (!ev_eval(in, s->a, &exc)) return FLOW_ERROR;
    if (s->b) {
        if (!ev_eval(in, s->b, &cause)) {
            value_release(exc);
            return FLOW_ERROR;
        }
        bool ok = cause.kind == V_NONE || cause.kind == V_EXCEPTION || cause.kind == V_EXC_TYPE;
        value_release(cause);
        if (!ok) {
            value_release(exc);
            error_raise_at_as(in, ERR_TYPE, s->b->span, "exception causes must derive from BaseException");
            return FLOW_ERROR;
        }
    }
    ev_at(in, s);
    exception_raise(in, exc);
    value_release(exc);
    return FLOW_ERROR;
}

Flow ev_assert(Interp *in, const Node *s)
{
    Value v;
    bool t;
    if (!ev_eval(in, s->a, &v)) return FLOW_ERROR;
    ev_at(in, s->a);
    bool ok = value_truth(in, v, &t) || error_locate(in, s->a->span);
    value_release(v);
    if (!ok) return FLOW_ERROR;
    if (t) return FLOW_NEXT;
    Value args = value_list_new(V_TUPLE, 1);
    if (s->b) {
        Value msg;
        if (!ev_eval(in, s->b, &msg)) {
            value_release(args);
            return FLOW_ERROR;
        }
        value_list_push(args, msg);
    }
    Value exc = exception_new(ERR_ASSERTION, args);
    exception_raise(in, exc);
    value_release(exc);
    return FLOW_ERROR;
}

/* -------------------------------------------------------------- imports */

static void bind_each(const char *name, Value v, void *ctx)
{
    ev_store_name(ctx, name, value_retain(v));
}

Flow ev_import(Interp *in, const Node *s)
{
    if (s->kind == N_IMPORT) {
        for (int i = 0; i < s->list.len; i++) {
            const Node *alias = s->list.items[i];
            Value m;
            ev_at(in, alias);
            if (!module_import(in, alias->b->str, &m)) {
                error_locate(in, alias->b->span);
                return FLOW_ERROR;
            }
            if (alias->a) {
                ev_store_name(in, alias->a->str, m);
                continue;
            }
            /* `import torch.nn` binds torch. */
            value_release(m);
            if (!module_import(in, alias->str, &m)) {
                error_locate(in, alias->b->span);
                return FLOW_ERROR;
            }
            ev_store_name(in, alias->str, m);
        }
        return FLOW_NEXT;
    }
    Value m;
    ev_at(in, s);
    if (!module_import(in, s->b->str, &m)) {
        error_locate(in, s->b->span);
        return FLOW_ERROR;
    }
    if (s->list.len == 0) {
        bool ok = module_each_value(in, m.u.module, bind_each, in);
        value_release(m);
        return ok ? FLOW_NEXT : FLOW_ERROR;
    }
    for (int i = 0; i < s->list.len; i++) {
        const Node *alias = s->list.items[i];
        Value v;
        if (!builtins_get_attr(in, m, alias->b->str, &v)) {
            if (in->raised.cls == ERR_ATTRIBUTE)
                error_raise_as(in, ERR_IMPORT, "cannot import name '%s' from '%s' (unknown location)", alias->b->str,
                               s->b->str);
            error_locate(in, alias->b->span);
            value_release(m);
            return FLOW_ERROR;
        }
        ev_store_name(in, alias->a ? alias->a->str : alias->str, v);
    }
    value_release(m);
    return FLOW_NEXT;
}

/* The names the `global` (decl DECL_GLOBAL) or `nonlocal` statements
 * of a body declare, nested blocks included, nested functions not. */
static void declared_names(const Node *s, int decl, void (*add)(const char *name, void *ctx), void *ctx)
{
    if (!s) return;
    switch (s->kind) {
    case N_GLOBAL:
        if (s->op != decl) break;
        for (int i = 0; i < s->list.len; i++) add(s->list.items[i]->str, ctx);
        break;
    case N_BLOCK:
    case N_TRY:
        for (int i = 0; i < s->list.len; i++) declared_names(s->list.items[i], decl, add, ctx);
        declared_names(s->a, decl, add, ctx);
        declared_names(s->b, decl, add, ctx);
        declared_names(s->c, decl, add, ctx);
        break;
    case N_FOR: case N_WHILE:
        declared_names(s->b, decl, add, ctx);
        if (s->list.len) declared_names(s->list.items[0], decl, add, ctx);
        break;
    case N_WITH: case N_EXCEPT:
        declared_names(s->b, decl, add, ctx);
        break;
    case N_IF:
        declared_names(s->b, decl, add, ctx);
        declared_names(s->c, decl, add, ctx);
        break;
    default:
        break;
    }
}

void ev_globals_of(const Node *s, void (*add)(const char *name, void *ctx), void *ctx)
{
    declared_names(s, DECL_GLOBAL, add, ctx);
}

void ev_nonlocals_of(const Node *s, void (*add)(const char *name, void *ctx), void *ctx)
{
    declared_names(s, DECL_NONLOCAL, add, ctx);
}

/* ---------------------------------------------------------------- with */

/* A capture into a graph: the block's device work is recorded, not run
 * (graph_value.h). */
static Flow with_graph(Interp *in, Value graph, const Node *expr, const Node *s)
{
    GraphScope scope;
    if (!graph_value_enter(in, graph, expr, &scope)) {
        error_locate(in, expr ? expr->span : s->span);
        return FLOW_ERROR;
    }
    Flow f = ev_exec_block(in, s->b);
    if (!graph_value_leave(in, &scope, f != FLOW_ERROR) && f != FLOW_ERROR) {
        error_locate(in, expr ? expr->span : s->span);
        return FLOW_ERROR;
    }
    return f;
}

Flow ev_with_graph(Interp *in, const Node *s)
{
    Value g = graph_value_new();
    ev_store_name(in, s->str, value_retain(g));
    Flow f = with_graph(in, g, NULL, s);
    value_release(g);
    return f;
}

Flow ev_with_value(Interp *in, const Node *s)
{
    Value v;
    if (!ev_eval(in, s->a, &v)) return FLOW_ERROR;
    ev_at(in, s->a);
    if (v.kind == V_GRAPH_CAPTURE) {
        if (s->str) ev_store_name(in, s->str, value_none());
        Flow f = with_graph(in, v, s->a, s);
        value_release(v);
        return f;
    }
    StreamScope scope;
    bool ok;
    if (v.kind == V_STREAM || v.kind == V_NONE) ok = stream_value_enter(in, WITH_STREAM, v, s->a, &scope);
    else if (module_is_grad_context(v)) ok = stream_value_enter(in, WITH_STREAM, value_none(), s->a, &scope);
    else if (v.kind == V_DEVICE) ok = stream_value_enter(in, WITH_DEVICE, v, s->a, &scope);
    else ok = error_raise_as(in, ERR_TYPE, "'%s' object does not support the context manager protocol",
                             value_type_name(v));
    if (!ok) {
        value_release(v);
        error_locate(in, s->a->span);
        return FLOW_ERROR;
    }
    if (s->str) ev_store_name(in, s->str, value_retain(v));
    value_release(v);
    Flow f = ev_exec_block(in, s->b);
    stream_value_leave(&scope);
    return f;
}
