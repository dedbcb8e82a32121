/* iter.c: iterators and the builtins that walk iterables (iter.h), and
 * the named tuples PyTorch's max(dim=), sort and topk return. */
#include "values/iter.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "values/builtins.h"
#include "base/error.h"
#include "values/exception.h"
#include "values/tensor_value.h"

typedef struct Iter {
    Obj obj;
    const IterSource *src;
    void *state;
    bool done;
} Iter;

static Iter *as_iter(Value v)
{
    return (Iter *)v.u.obj;
}

Value iter_new(const IterSource *src, void *state)
{
    Iter *it = value_obj_new(sizeof *it);
    it->src = src;
    it->state = state;
    return value_from_obj(V_ITER, it);
}

bool iter_next(Interp *in, Value v, Value *out, bool *done)
{
    Iter *it = as_iter(v);
    if (it->done) {
        *done = true;
        return true;
    }
    *done = false;
    if (!it->src->next(in, it->state, out, done)) return false;
    if (*done) it->done = true;
    return true;
}

/* ------------------------------------------------- over a list's items */

typedef struct Items {
    Value list;      /* a list or tuple, read as it is at each step */
    size_t pos;
    bool backward;
} Items;

static bool items_next(Interp *in, void *state, Value *out, bool *done)
{
    (void)in;
    Items *s = state;
    List *l = value_as_list(s->list);
    if (s->pos >= l->len) {
        *done = true;
        return true;
    }
    size_t i = s->backward ? l->len - 1 - s->pos : s->pos;
    s->pos++;
    *out = value_retain(l->items[i]);
    return true;
}

static void items_free(void *state)
{
    Items *s = state;
    value_release(s->list);
    free(s);
}

static size_t items_take(void *state, Value **out)
{
    Items *s = state;
    *out = xmalloc(sizeof **out);
    (*out)[0] = s->list;
    s->list = value_list_new(V_TUPLE, 0);
    return 1;
}

static const IterSource list_iterator = {"list_iterator", items_next, items_free, items_take};
static const IterSource tuple_iterator = {"tuple_iterator", items_next, items_free, items_take};
static const IterSource reverse_iterator = {"list_reverseiterator", items_next, items_free, items_take};

/* An iterator over the items of list (taken). */
static Value items_iter(const IterSource *src, Value list, bool backward)
{
    Items *s = xcalloc(1, sizeof *s);
    s->list = list;
    s->backward = backward;
    return iter_new(src, s);
}

bool iter_of(Interp *in, Value v, Value *out)
{
    if (v.kind == V_ITER) {
        *out = value_retain(v);
        return true;
    }
    const ValueClass *cls = value_class(v.kind);
    if (cls->iter) {
        *out = cls->iter(v);
        return true;
    }
    if (v.kind == V_LIST) {
        /* A list iterator sees the list as it changes, as Python's does. */
        *out = items_iter(&list_iterator, value_retain(v), false);
        return true;
    }
    if (!value_is_iterable(v))
        return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(v));
    Value items;
    if (!value_items(in, v, &items)) return false;
    *out = items_iter(&tuple_iterator, items, false);
    return true;
}

/* -------------------------------------------------------------- class */

static void iter_free(Obj *obj)
{
    Iter *it = (Iter *)obj;
    it->src->free(it->state);
    free(it);
}

static size_t iter_take(Value v, Value **out)
{
    Iter *it = as_iter(v);
    it->done = true;
    return it->src->take(it->state, out);
}

static bool iter_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    buf_printf(out, "<%s object at %p>", as_iter(v)->src->name, (void *)v.u.obj);
    return true;
}

/* list(it), a for loop, unpacking: every item left. */
static bool iter_items(Interp *in, Value v, Value *out)
{
    Value list = value_list_new(V_LIST, 0);
    for (;;) {
        Value x;
        bool done;
        if (!iter_next(in, v, &x, &done)) {
            value_release(list);
            return false;
        }
        if (done) break;
        value_list_push(list, x);
    }
    *out = list;
    return true;
}

static bool iter_len(Interp *in, Value v, int64_t *out)
{
    (void)out;
    return error_raise_as(in, ERR_TYPE, "object of type '%s' has no len()", as_iter(v)->src->name);
}

static bool iter_index(Interp *in, Value v, const Value *items, int n, Value *out)
{
    (void)items;
    (void)n;
    (void)out;
    return error_raise_as(in, ERR_TYPE, "'%s' object is not subscriptable", as_iter(v)->src->name);
}

/* x in it consumes it up to x, as in Python. */
static bool iter_contains(Interp *in, Value v, Value x, bool *out)
{
    *out = false;
    for (;;) {
        Value y;
        bool done;
        if (!iter_next(in, v, &y, &done)) return false;
        if (done) return true;
        bool eq = value_is(x, y);
        bool ok = eq || value_equal(in, y, x, &eq);
        value_release(y);
        if (!ok) return false;
        if (eq) {
            *out = true;
            return true;
        }
    }
}

static const ValueClass iter_class = {
    .name = "iterator", .qualname = "iterator", .free = iter_free, .repr = iter_repr, .items = iter_items,
    .len = iter_len, .index = iter_index, .contains = iter_contains, .take_children = iter_take,
};

/* ------------------------------------------------ the lazy combinators */

/* enumerate, zip and map hold the iterators they draw from. */
typedef struct Combine {
    int n;
    Value *from;        /* n iterators */
    Value fn;           /* map's function, filter's predicate (None: truth) */
    int64_t count;      /* enumerate's next number */
    bool strict;        /* zip(strict=True) */
} Combine;

static void combine_free(void *state)
{
    Combine *c = state;
    for (int i = 0; i < c->n; i++) value_release(c->from[i]);
    value_release(c->fn);
    free(c->from);
    free(c);
}

static size_t combine_take(void *state, Value **out)
{
    Combine *c = state;
    Value *kids = xmalloc((size_t)(c->n + 1) * sizeof *kids);
    for (int i = 0; i < c->n; i++) kids[i] = c->from[i];
    kids[c->n] = c->fn;
    size_t n = (size_t)c->n + 1;
    c->n = 0;
    c->fn = value_none();
    *out = kids;
    return n;
}

/* One item from each iterator, into row; *done when any is exhausted. */
static bool draw(Interp *in, Combine *c, Value *row, bool *done)
{
    for (int i = 0; i < c->n; i++) {
        if (!iter_next(in, c->from[i], &row[i], done)) {
            for (int j = 0; j < i; j++) value_release(row[j]);
            return false;
        }
        if (*done) {
            for (int j = 0; j < i; j++) value_release(row[j]);
            if (c->strict && i > 0)
                return error_raise_as(in, ERR_VALUE, "zip() argument %d is shorter than argument%s%d", i + 1,
                                      i == 1 ? " " : "s 1-", i);
            if (c->strict && i == 0) {
                for (int j = 1; j < c->n; j++) {
                    Value x;
                    bool end;
                    if (!iter_next(in, c->from[j], &x, &end)) return false;
                    if (!end) {
                        value_release(x);
                        return error_raise_as(in, ERR_VALUE, "zip() argument %d is longer than argument%s%d", j + 1,
                                              j == 1 ? " " : "s 1-", j);
                    }
                }
            }
            return true;
        }
    }
    return true;
}

static bool zip_next(Interp *in, void *state, Value *out, bool *done)
{
    Combine *c = state;
    Value *row = xmalloc((size_t)(c->n ? c->n : 1) * sizeof *row);
    bool ok = c->n > 0 ? draw(in, c, row, done) : (*done = true);
    if (ok && !*done) {
        Value t = value_list_new(V_TUPLE, (size_t)c->n);
        for (int i = 0; i < c->n; i++) value_list_push(t, row[i]);
        *out = t;
    }
    free(row);
    return ok;
}

static bool enumerate_next(Interp *in, void *state, Value *out, bool *done)
{
    Combine *c = state;
    Value x;
    if (!draw(in, c, &x, done)) return false;
    if (*done) return true;
    Value t = value_list_new(V_TUPLE, 2);
    value_list_push(t, value_int(c->count++));
    value_list_push(t, x);
    *out = t;
    return true;
}

static bool map_next(Interp *in, void *state, Value *out, bool *done)
{
    Combine *c = state;
    Value *row = xmalloc((size_t)c->n * sizeof *row);
    bool ok = draw(in, c, row, done);
    if (ok && !*done) {
        ok = value_call(in, c->fn, row, c->n, out);
        for (int i = 0; i < c->n; i++) value_release(row[i]);
    }
    free(row);
    return ok;
}

static bool filter_next(Interp *in, void *state, Value *out, bool *done)
{
    Combine *c = state;
    for (;;) {
        Value x;
        if (!draw(in, c, &x, done)) return false;
        if (*done) return true;
        bool keep, ok;
        if (c->fn.kind == V_NONE) {
            ok = value_truth(in, x, &keep);
        } else {
            Value r;
            ok = value_call(in, c->fn, &x, 1, &r);
            if (ok) {
                ok = value_truth(in, r, &keep);
                value_release(r);
            }
        }
        if (!ok) {
            value_release(x);
            return false;
        }
        if (keep) {
            *out = x;
            return true;
        }
        value_release(x);
    }
}

static const IterSource zip_source = {"zip", zip_next, combine_free, combine_take};
static const IterSource enumerate_source = {"enumerate", enumerate_next, combine_free, combine_take};
static const IterSource map_source = {"map", map_next, combine_free, combine_take};
static const IterSource filter_source = {"filter", filter_next, combine_free, combine_take};

/* A Combine over iter(v) for each of vs. */
static bool combine_new(Interp *in, const Value *vs, int n, Value fn, Combine **out)
{
    Combine *c = xcalloc(1, sizeof *c);
    c->from = xcalloc((size_t)(n ? n : 1), sizeof *c->from);
    c->fn = value_retain(fn);
    for (int i = 0; i < n; i++) {
        if (!iter_of(in, vs[i], &c->from[i])) {
            combine_free(c);
            return false;
        }
        c->n++;
    }
    *out = c;
    return true;
}

static bool bi_zip(Interp *in, const Args *a, Value *out)
{
    bool strict = false;
    if (!value_truth(in, a->p[1], &strict)) return false;
    const List *its = value_as_list(a->p[0]);
    Combine *c;
    for (size_t i = 0; i < its->len; i++)
        if (!value_is_iterable(its->items[i]))
            return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(its->items[i]));
    if (!combine_new(in, its->items, (int)its->len, value_none(), &c)) return false;
    c->strict = strict;
    *out = iter_new(&zip_source, c);
    return true;
}

static bool bi_enumerate(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    if (p[1].kind != V_INT && p[1].kind != V_BOOL)
        return error_raise_as(in, ERR_TYPE, "'%s' object cannot be interpreted as an integer", value_type_name(p[1]));
    Combine *c;
    if (!value_is_iterable(p[0]))
        return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(p[0]));
    if (!combine_new(in, p, 1, value_none(), &c)) return false;
    c->count = p[1].kind == V_INT ? p[1].u.i : p[1].u.b;
    *out = iter_new(&enumerate_source, c);
    return true;
}

static bool bi_map(Interp *in, const Args *a, Value *out)
{
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "map() takes no keyword arguments");
    if (a->n < 2) return error_raise_as(in, ERR_TYPE, "map() must have at least two arguments.");
    for (int i = 1; i < a->n; i++)
        if (!value_is_iterable(a->v[i]))
            return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(a->v[i]));
    Combine *c;
    if (!combine_new(in, a->v + 1, a->n - 1, a->v[0], &c)) return false;
    *out = iter_new(&map_source, c);
    return true;
}

static bool bi_filter(Interp *in, const Args *a, Value *out)
{
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "filter() takes no keyword arguments");
    if (a->n != 2) return error_raise_as(in, ERR_TYPE, "filter expected 2 arguments, got %d", a->n);
    if (!value_is_iterable(a->v[1]))
        return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(a->v[1]));
    Combine *c;
    if (!combine_new(in, a->v + 1, 1, a->v[0], &c)) return false;
    *out = iter_new(&filter_source, c);
    return true;
}

static bool bi_reversed(Interp *in, const Args *a, Value *out)
{
    Value v = a->p[0];
    /* Tensor.__reversed__: the tensor flipped along dim 0 (a 0-d one itself). */
    if (v.kind == V_TENSOR) {
        if (value_as_tensor(v)->ndim == 0) {
            *out = value_retain(v);
            return true;
        }
        return builtins_call_method(in, a, v, "flip", 1, (Value[]){value_int(0)}, out);
    }
    if (v.kind == V_LIST) {
        *out = items_iter(&reverse_iterator, value_retain(v), true);
        return true;
    }
    if (!value_is_seq(v) && v.kind != V_STR && v.kind != V_RANGE && v.kind != V_DICT && v.kind != V_DICT_VIEW &&
        v.kind != V_NAMEDTUPLE)
        return error_raise_as(in, ERR_TYPE, "'%s' object is not reversible", value_type_name(v));
    Value items;
    if (!value_items(in, v, &items)) return false;
    *out = items_iter(&reverse_iterator, items, true);
    return true;
}

static bool bi_iter(Interp *in, const Args *a, Value *out)
{
    Value v;
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "iter() takes no keyword arguments");
    if (a->n != 1) return error_raise_as(in, ERR_TYPE, "iter expected 1 argument, got %d", a->n);
    v = a->v[0];
    return iter_of(in, v, out);
}

static bool bi_next(Interp *in, const Args *a, Value *out)
{
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "next() takes no keyword arguments");
    if (a->n < 1 || a->n > 2)
        return error_raise_as(in, ERR_TYPE, "next expected %s 1 argument%s, got %d", a->n < 1 ? "at least" : "at most",
                              a->n < 1 ? "" : "s", a->n);
    if (a->v[0].kind != V_ITER)
        return error_raise_as(in, ERR_TYPE, "'%s' object is not an iterator", value_type_name(a->v[0]));
    bool done;
    if (!iter_next(in, a->v[0], out, &done)) return false;
    if (!done) return true;
    if (a->n == 2) {
        *out = value_retain(a->v[1]);
        return true;
    }
    Value exc = exception_new(ERR_STOP_ITERATION, value_list_new(V_TUPLE, 0));
    exception_raise(in, exc);
    value_release(exc);
    return false;
}

/* ------------------------------------------------------------ sorting */

/* Stable merge sort of v by keys k (moved together). */
static bool merge_sort(Interp *in, Value *k, Value *v, Value *tk, Value *tv, size_t n)
{
    if (n < 2) return true;
    size_t m = n / 2;
    if (!merge_sort(in, k, v, tk, tv, m) || !merge_sort(in, k + m, v + m, tk, tv, n - m)) return false;
    size_t i = 0, j = m, o = 0;
    while (i < m && j < n) {
        Value r;
        bool lt;
        if (!value_binary(in, OP_LT, k[j], k[i], &r)) return false;
        bool ok = value_truth(in, r, &lt);
        value_release(r);
        if (!ok) return false;
        size_t take = lt ? j++ : i++;
        tk[o] = k[take];
        tv[o++] = v[take];
    }
    while (i < m) tk[o] = k[i], tv[o++] = v[i++];
    while (j < n) tk[o] = k[j], tv[o++] = v[j++];
    memcpy(k, tk, n * sizeof *k);
    memcpy(v, tv, n * sizeof *v);
    return true;
}

void iter_reverse(Value *v, size_t n)
{
    for (size_t i = 0; i < n / 2; i++) {
        Value t = v[i];
        v[i] = v[n - 1 - i];
        v[n - 1 - i] = t;
    }
}

bool iter_sort(Interp *in, Value *v, size_t n, Value key, bool reverse)
{
    /* An empty list may have no items array at all. */
    if (n == 0) return true;
    size_t cap = n;
    Value *keys = xmalloc(cap * sizeof *keys), *work = xmalloc(cap * sizeof *work);
    Value *tk = xmalloc(cap * sizeof *tk), *tv = xmalloc(cap * sizeof *tv);
    memcpy(work, v, n * sizeof *v);
    size_t made = 0;
    bool ok = true;
    for (; made < n && ok; made++) {
        if (key.kind == V_NONE) keys[made] = value_retain(work[made]);
        else ok = value_call(in, key, &work[made], 1, &keys[made]);
        if (!ok) break;
    }
    if (ok) {
        /* Python reverses, sorts stably and reverses back, so that equal
         * items keep their order under reverse=True too. */
        if (reverse) iter_reverse(keys, n), iter_reverse(work, n);
        ok = merge_sort(in, keys, work, tk, tv, n);
        if (reverse) iter_reverse(keys, n), iter_reverse(work, n);
        if (ok) memcpy(v, work, n * sizeof *v);
    }
    for (size_t i = 0; i < made; i++) value_release(keys[i]);
    free(keys);
    free(work);
    free(tk);
    free(tv);
    return ok;
}

/* sorted: BI_RAW for CPython's count message. */
static bool bi_sorted(Interp *in, const Args *a, Value *out)
{
    if (a->n != 1)
        return error_raise_as(in, ERR_TYPE, a->n == 0 ? "sorted expected 1 argument, got 0"
                                                     : "sorted expected 1 argument, got %d", a->n);
    Value p[3];
    Span at[3];
    if (!builtins_bind(in, a, p, at, NULL)) return false;
    Value key = p[1];
    bool reverse;
    if (!value_truth(in, p[2], &reverse)) return false;
    Value items;
    if (!value_is_iterable(a->v[0]))
        return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(a->v[0]));
    if (!value_items(in, a->v[0], &items)) return false;
    Value list = items;
    if (items.kind != V_LIST) {
        List *l = value_as_list(items);
        list = value_list_new(V_LIST, l->len);
        for (size_t i = 0; i < l->len; i++) value_list_push(list, value_retain(l->items[i]));
        value_release(items);
    }
    List *l = value_as_list(list);
    if (!iter_sort(in, l->items, l->len, key, reverse)) {
        value_release(list);
        return false;
    }
    *out = list;
    return true;
}

/* ------------------------------------------- sum, any, all over iterables */

/* sum(t), any(t), all(t) of a tensor: the tensor's own operation (these
 * rows are BI_RAW to hand it the call as written). */
static const Builtin *tensor_row(const Args *a, const char *name)
{
    if (a->n < 1 || a->v[0].kind != V_TENSOR) return NULL;
    return builtins_member(V_TENSOR, name);
}

/* The keyword input=t of torch.sum(input=t, dim=0), or -1: torch.sum is
 * this sum (the prefix means nothing), and t's method takes the call. */
static int input_keyword(const Args *a)
{
    for (int k = 0; a->n == 0 && k < a->nkw; k++)
        if (strcmp(a->kw_names[k], "input") == 0 && a->kw[k].kind == V_TENSOR) return k;
    return -1;
}

static bool bi_sum(Interp *in, const Args *a, Value *out)
{
    const Builtin *t = tensor_row(a, "sum");
    if (t) return builtins_call(in, t, a, out);
    int k = input_keyword(a);
    if (k >= 0) return builtins_call_as_method(in, builtins_member(V_TENSOR, "sum"), a, k, out);
    Value p[2];
    Span at[2];
    if (!builtins_bind(in, a, p, at, NULL)) return false;
    if (p[1].kind == V_STR) return error_raise_as(in, ERR_TYPE, "sum() can't sum strings [use ''.join(seq) instead]");
    Value it;
    if (!iter_of(in, p[0], &it)) return false;
    Value acc = value_retain(p[1]);
    bool ok = true;
    for (;;) {
        Value x, r;
        bool done;
        if (!(ok = iter_next(in, it, &x, &done)) || done) break;
        ok = value_binary(in, OP_ADD, acc, x, &r);
        value_release(x);
        if (!ok) break;
        value_release(acc);
        acc = r;
    }
    value_release(it);
    if (!ok) {
        value_release(acc);
        return false;
    }
    *out = acc;
    return true;
}

/* any and all, by data. */
enum { TRUTH_ANY, TRUTH_ALL };

static bool bi_any_all(Interp *in, const Args *a, Value *out)
{
    bool any = a->fn->data == TRUTH_ANY;
    const Builtin *t = tensor_row(a, any ? "any" : "all");
    if (t) return builtins_call(in, t, a, out);
    int k = input_keyword(a);
    if (k >= 0) return builtins_call_as_method(in, builtins_member(V_TENSOR, any ? "any" : "all"), a, k, out);
    Value v;
    Span at;
    if (!builtins_bind(in, a, &v, &at, NULL)) return false;
    Value it;
    if (!iter_of(in, v, &it)) return false;
    bool result = !any, ok = true;
    for (;;) {
        Value x;
        bool done, truth;
        if (!(ok = iter_next(in, it, &x, &done)) || done) break;
        ok = value_truth(in, x, &truth);
        value_release(x);
        if (!ok) break;
        if (truth == any) {
            result = any;
            break;
        }
    }
    value_release(it);
    if (ok) *out = value_bool(result);
    return ok;
}

/* ------------------------------------------------------ small builtins */

static bool bi_hash(Interp *in, const Args *a, Value *out)
{
    uint64_t h;
    if (!value_hash(in, a->p[0], &h)) return false;
    *out = value_int((int64_t)h);
    return true;
}

static bool bi_id(Interp *in, const Args *a, Value *out)
{
    Value v = a->p[0];
    uint64_t h;
    if (value_is_obj(v)) h = (uint64_t)(uintptr_t)v.u.obj;
    else if (!value_hash(in, v, &h)) return false;
    *out = value_int((int64_t)(h & INT64_MAX));
    return true;
}

static bool bi_callable(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Value v = a->p[0];
    bool c = v.kind == V_FUNC || v.kind == V_BUILTIN || v.kind == V_METHOD || v.kind == V_EXC_TYPE ||
             (v.kind == V_TYPE && builtins_type(v.u.type) && builtins_type(v.u.type)->fn);
    *out = value_bool(c);
    return true;
}

/* getattr and hasattr (by data): BI_RAW, for CPython's messages and
 * getattr's default that None does not stand for. */
enum { ATTR_GET, ATTR_HAS };

static bool bi_getattr(Interp *in, const Args *a, Value *out)
{
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "%s() takes no keyword arguments", a->fn->name);
    bool has = a->fn->data == ATTR_HAS;
    int want = has ? 2 : a->n;
    if (a->n != want || a->n < 2 || a->n > 3)
        return error_raise_as(in, ERR_TYPE, "%s expected %s arguments, got %d", a->fn->name, has ? "2" : "2 or 3", a->n);
    if (a->v[1].kind != V_STR)
        return error_raise_as(in, ERR_TYPE, "attribute name must be string, not '%s'", value_type_name(a->v[1]));
    Value r;
    if (builtins_get_attr(in, a->v[0], value_as_str(a->v[1])->data, &r)) {
        if (has) {
            value_release(r);
            r = value_bool(true);
        }
        *out = r;
        return true;
    }
    if (error_raised(in)->cls != ERR_ATTRIBUTE || (!has && a->n == 2)) return false;
    error_clear(in);
    *out = has ? value_bool(false) : value_retain(a->v[2]);
    return true;
}

static bool bi_divmod(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    /* Only numbers have __divmod__: a tensor has none. */
    if (!value_is_number(p[0]) || !value_is_number(p[1]))
        return error_raise_as(in, ERR_TYPE, "unsupported operand type(s) for divmod(): '%s' and '%s'",
                              value_type_name(p[0]), value_type_name(p[1]));
    /* CPython's float divmod names itself where its // would not. */
    bool is_float = p[0].kind == V_FLOAT || p[1].kind == V_FLOAT;
    if (is_float && value_number(p[1]) == 0)
        return error_raise_as(in, ERR_ZERO_DIVISION, "float divmod()");
    Value q, r;
    if (!value_binary(in, OP_FLOORDIV, p[0], p[1], &q)) return false;
    if (!value_binary(in, OP_MOD, p[0], p[1], &r)) {
        value_release(q);
        return false;
    }
    Value t = value_list_new(V_TUPLE, 2);
    value_list_push(t, q);
    value_list_push(t, r);
    *out = t;
    return true;
}

static bool bi_chr(Interp *in, const Args *a, Value *out)
{
    int64_t cp;
    if (!value_as_index(in, a->p[0], &cp)) return false;
    if (cp < 0 || cp > 0x10FFFF) return error_raise_as(in, ERR_VALUE, "chr() arg not in range(0x110000)");
    char buf[4];
    size_t n;
    if (cp < 0x80) {
        buf[0] = (char)cp, n = 1;
    } else if (cp < 0x800) {
        buf[0] = (char)(0xC0 | cp >> 6), buf[1] = (char)(0x80 | (cp & 0x3F)), n = 2;
    } else if (cp < 0x10000) {
        buf[0] = (char)(0xE0 | cp >> 12), buf[1] = (char)(0x80 | (cp >> 6 & 0x3F)), buf[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        buf[0] = (char)(0xF0 | cp >> 18), buf[1] = (char)(0x80 | (cp >> 12 & 0x3F));
        buf[2] = (char)(0x80 | (cp >> 6 & 0x3F)), buf[3] = (char)(0x80 | (cp & 0x3F)), n = 4;
    }
    *out = value_str(buf, n);
    return true;
}

static bool bi_ord(Interp *in, const Args *a, Value *out)
{
    Value v = a->p[0];
    if (v.kind != V_STR)
        return error_raise_as(in, ERR_TYPE, "ord() expected string of length 1, but %s found", value_type_name(v));
    Str *s = value_as_str(v);
    if (s->nchars != 1)
        return error_raise_as(in, ERR_TYPE, "ord() expected a character, but string of length %zu found", s->nchars);
    const unsigned char *u = (const unsigned char *)s->data;
    int64_t cp = s->len == 1 ? u[0] : s->len == 2 ? (u[0] & 0x1F) << 6 | (u[1] & 0x3F)
               : s->len == 3 ? (u[0] & 0x0F) << 12 | (u[1] & 0x3F) << 6 | (u[2] & 0x3F)
               : (int64_t)(u[0] & 0x07) << 18 | (u[1] & 0x3F) << 12 | (u[2] & 0x3F) << 6 | (u[3] & 0x3F);
    *out = value_int(cp);
    return true;
}

/* hex, oct, bin: the bits a digit takes in data. */
static bool bi_radix(Interp *in, const Args *a, Value *out)
{
    int64_t x;
    if (!value_as_index(in, a->p[0], &x)) return false;
    int shift = a->fn->data;
    uint64_t m = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
    char digits[80];
    int n = 0;
    do {
        digits[n++] = "0123456789abcdef"[m & ((1u << shift) - 1)];
        m >>= shift;
    } while (m);
    Buf b = BUF_INIT;
    if (x < 0) buf_putc(&b, '-');
    buf_printf(&b, "0%c", shift == 4 ? 'x' : shift == 3 ? 'o' : 'b');
    while (n > 0) buf_putc(&b, digits[--n]);
    *out = value_str_buf(&b);
    return true;
}

/* ------------------------------------------------ torch.return_types */

/* A return type (fields values and indices), or a record of constants
 * (torch.finfo): its fields' names, of which the first `shown` print. */
typedef struct Named {
    List list;
    const char *name;
    const char *const *fields;
    size_t shown;
    bool record;
} Named;

static Value named_new(const char *name, const char *const *fields, size_t n, size_t shown, bool record,
                       const Value *items)
{
    Named *t = value_obj_new(sizeof *t);
    t->list.cap = n;
    t->list.items = xmalloc(n * sizeof *t->list.items);
    memcpy(t->list.items, items, n * sizeof *items);
    t->list.len = n;
    t->name = name;
    t->fields = fields;
    t->shown = shown;
    t->record = record;
    return value_from_obj(V_NAMEDTUPLE, t);
}

static const char *const pair_fields[] = {"values", "indices"};

Value iter_return_type(const char *name, Value values, Value indices)
{
    return iter_return_pair(name, pair_fields, values, indices);
}

Value iter_return_pair(const char *name, const char *const *fields, Value first, Value second)
{
    return named_new(name, fields, 2, 2, false, (Value[]){first, second});
}

Value iter_return_tuple(const char *name, const char *const *fields, size_t n, const Value *items)
{
    return named_new(name, fields, n, n, false, items);
}

Value iter_record(const char *name, const char *const *fields, size_t n, size_t shown, const Value *items)
{
    return named_new(name, fields, n, shown, true, items);
}

static void named_free(Obj *obj)
{
    Named *t = (Named *)obj;
    for (size_t i = 0; i < t->list.len; i++) value_release(t->list.items[i]);
    free(t->list.items);
    free(t);
}

static size_t named_take(Value v, Value **out)
{
    List *l = value_as_list(v);
    Value *kids = xmalloc((l->len + 1) * sizeof *kids);
    memcpy(kids, l->items, l->len * sizeof *kids);
    size_t n = l->len;
    l->len = 0;
    *out = kids;
    return n;
}

/* PyTorch's layouts: a return type with each field on a line of its
 * own; a record as C++'s ostream writes it, numbers with 6 significant
 * digits and strings bare (finfo(resolution=1e-06, ..., dtype=float32)). */
static bool named_repr(Interp *in, Buf *out, Value v)
{
    Named *t = (Named *)v.u.obj;
    if (t->record) {
        buf_printf(out, "%s(", t->name);
        for (size_t i = 0; i < t->shown; i++) {
            Value x = t->list.items[i];
            buf_printf(out, "%s%s=", i ? ", " : "", t->fields[i]);
            if (x.kind == V_STR) buf_printf(out, "%s", value_as_str(x)->data);
            else buf_printf(out, "%g", x.kind == V_FLOAT ? x.u.f : (double)x.u.i);
        }
        buf_putc(out, ')');
        return true;
    }
    buf_printf(out, "torch.return_types.%s(\n", t->name);
    bool ok = true;
    for (size_t i = 0; i < t->list.len && ok; i++) {
        buf_printf(out, "%s%s=", i ? ",\n" : "", t->fields[i]);
        ok = value_repr(in, out, t->list.items[i]);
    }
    buf_putc(out, ')');
    return ok;
}

static Value as_tuple(Value v)
{
    List *l = value_as_list(v);
    Value t = value_list_new(V_TUPLE, l->len);
    for (size_t i = 0; i < l->len; i++) value_list_push(t, value_retain(l->items[i]));
    return t;
}

static bool named_items(Interp *in, Value v, Value *out)
{
    (void)in;
    *out = as_tuple(v);
    return true;
}

static bool named_len(Interp *in, Value v, int64_t *out)
{
    (void)in;
    *out = (int64_t)value_as_list(v)->len;
    return true;
}

static bool named_index(Interp *in, Value v, const Value *items, int n, Value *out)
{
    Value t = as_tuple(v);
    bool ok = value_index(in, t, items, n, out);
    value_release(t);
    return ok;
}

static bool named_getattr(Interp *in, Value v, const char *name, Value *out, bool *found)
{
    (void)in;
    Named *t = (Named *)v.u.obj;
    List *l = &t->list;
    for (size_t i = 0; i < l->len; i++) {
        if (strcmp(t->fields[i], name) == 0) {
            *out = value_retain(l->items[i]);
            *found = true;
            return true;
        }
    }
    /* A return type is a tuple: r.count(x) and r.index(x) are tuple's. */
    const Builtin *tuple_method = t->record ? NULL : builtins_member(V_TUPLE, name);
    if (tuple_method) {
        *out = value_method_new(v, tuple_method);
        *found = true;
        return true;
    }
    if (!t->record && !builtins_member(V_NAMEDTUPLE, name))
        return error_raise_as(in, ERR_ATTRIBUTE, "'torch.return_types.%s' object has no attribute '%s'", t->name,
                              name);
    *found = false;
    return true;
}

/* A return type's class is its own (type(r).__name__ is 'max'); a
 * record's stays the shared one. */
static Value named_type(Value v)
{
    Named *t = (Named *)v.u.obj;
    if (t->record) return value_type(V_NAMEDTUPLE);
    return (Value){V_RETURN_TYPE, {.name = t->name}};
}

static bool return_type_repr(Interp *in, Buf *out, Value v)
{
    (void)in;
    buf_printf(out, "<class 'torch.return_types.%s'>", v.u.name);
    return true;
}

static bool return_type_getattr(Interp *in, Value v, const char *name, Value *out, bool *found)
{
    (void)in;
    *found = strcmp(name, "__name__") == 0;
    if (*found) *out = value_cstr(v.u.name);
    return true;
}

/* Two results of max(dim=) have one class, wherever their names were written. */
static bool return_type_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    if (op != OP_EQ && op != OP_NE) return value_unsupported(in, op, a, b);
    bool same = a.kind == b.kind && strcmp(a.u.name, b.u.name) == 0;
    *out = value_bool(same == (op == OP_EQ));
    return true;
}

static bool return_type_hash(Interp *in, Value v, uint64_t *out)
{
    (void)in;
    uint64_t h = 1469598103934665603ULL;
    for (const char *c = v.u.name; *c; c++) h = (h ^ (unsigned char)*c) * 1099511628211ULL;
    *out = h >> 4;
    return true;
}

static bool named_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    Value x = a.kind == V_NAMEDTUPLE ? as_tuple(a) : value_retain(a);
    Value y = b.kind == V_NAMEDTUPLE ? as_tuple(b) : value_retain(b);
    bool ok = value_binary(in, op, x, y, out);
    value_release(x);
    value_release(y);
    return ok;
}

static const ValueClass named_class = {
    .name = "torch.return_types", .qualname = "torch.return_types", .free = named_free, .repr = named_repr,
    .items = named_items, .len = named_len, .index = named_index, .getattr = named_getattr,
    .binary = named_binary, .take_children = named_take, .type = named_type,
};

static const ValueClass return_type_class = {
    .name = "type", .qualname = "type", .repr = return_type_repr, .getattr = return_type_getattr,
    .binary = return_type_binary, .hash = return_type_hash,
};

/* ------------------------------------------------------------- table */

#define RAW (BI_FUNC | BI_RAW)
static const Builtin rows[] = {
    {"enumerate", V_NONE, BI_FUNC, bi_enumerate, "iterable, start=0", 0, "the pairs (number, item)"},
    {"zip", V_NONE, BI_FUNC, bi_zip, "*iterables, strict=False", 0, "tuples of the items at each position"},
    {"map", V_NONE, RAW, bi_map, "function, iterable, /, *iterables", 0,
     "function applied to each item (or row of items)"},
    {"filter", V_NONE, RAW, bi_filter, "function, iterable, /", 0,
     "the items for which function is true (None: truth)"},
    {"reversed", V_NONE, BI_FUNC, bi_reversed, "sequence, /", 0, "its items from last to first"},
    {"sorted", V_NONE, RAW, bi_sorted, "iterable, /, *, key=None, reverse=False", 0,
     "a new sorted list (stable), by key(item) if given"},
    {"iter", V_NONE, RAW, bi_iter, "object, /", 0, "an iterator over the items"},
    {"next", V_NONE, RAW, bi_next, "iterator, default=None, /", 0,
     "the next item (StopIteration at the end, or default if given)"},
    {"sum", V_NONE, RAW, bi_sum, "iterable, /, start=0", 0,
     "start plus every item; sum(t, ...) is t.sum(...)"},
    {"any", V_NONE, RAW, bi_any_all, "iterable, /", TRUTH_ANY, "whether some item is true; any(t) is t.any()"},
    {"all", V_NONE, RAW, bi_any_all, "iterable, /", TRUTH_ALL, "whether every item is true; all(t) is t.all()"},
    {"hash", V_NONE, BI_FUNC, bi_hash, "obj, /", 0, "Python's hash of a number, str or tuple"},
    {"id", V_NONE, BI_FUNC, bi_id, "obj, /", 0, "a number unique to obj while it lives"},
    {"callable", V_NONE, BI_FUNC, bi_callable, "obj, /", 0, "whether obj can be called"},
    {"getattr", V_NONE, RAW, bi_getattr, "object, name, default=None, /", ATTR_GET,
     "object.name (default, if given, when it has none)"},
    {"hasattr", V_NONE, RAW, bi_getattr, "obj, name, /", ATTR_HAS, "whether obj has an attribute name"},
    {"divmod", V_NONE, BI_FUNC, bi_divmod, "x, y, /", 0, "(x // y, x % y)"},
    {"chr", V_NONE, BI_FUNC, bi_chr, "i, /", 0, "the character of code point i"},
    {"ord", V_NONE, BI_FUNC, bi_ord, "c, /", 0, "the code point of a one-character string"},
    {"hex", V_NONE, BI_FUNC, bi_radix, "number, /", 4, "'0x...'"},
    {"oct", V_NONE, BI_FUNC, bi_radix, "number, /", 3, "'0o...'"},
    {"bin", V_NONE, BI_FUNC, bi_radix, "number, /", 1, "'0b...'"},
};

void iter_register(void)
{
    value_define_class(V_ITER, &iter_class);
    value_define_class(V_NAMEDTUPLE, &named_class);
    value_define_class(V_RETURN_TYPE, &return_type_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
