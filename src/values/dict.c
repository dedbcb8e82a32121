/* dict.c: the dict kind and its views (dict.h), with Python 3.11's
 * behaviour and error texts.
 *
 * Entries sit in an array in insertion order (a deleted one is left as a
 * hole until the array is compacted); an open-addressing index of entry
 * positions, keyed by value_hash, finds them.  Keys compare by identity,
 * then value_equal, as Python's dict does, so a tensor key is found only
 * as itself (tensors hash by identity). */
#include "values/dict.h"

#include <stdlib.h>
#include <string.h>

#include "values/builtins.h"
#include "base/error.h"
#include "values/exception.h"
#include "values/iter.h"
#include "values/set.h"

typedef struct Entry {
    Value key, value;
    uint64_t hash;
    bool live;
} Entry;

/* collections' dict subclasses: a dict that prints and looks up as one of
 * them; type() gives its class. */
typedef enum Flavor { PLAIN, ORDERED, DEFAULTING, COUNTER } Flavor;

typedef struct Dict {
    Obj obj;
    Entry *entries;
    size_t nentries, cap;      /* entries used (holes included), allocated */
    size_t len;                /* live entries */
    int64_t *index;            /* -1: empty; else a position in entries */
    size_t mask;               /* index has mask + 1 slots, a power of two */
    Flavor flavor;
    Value factory;             /* a defaultdict's default_factory; else None */
} Dict;

typedef struct View {
    Obj obj;
    Value dict;
    int which;                 /* 0 keys, 1 values, 2 items */
} View;

static Dict *as_dict(Value v)
{
    return (Dict *)v.u.obj;
}

/* ------------------------------------------------------------ storage */

static void reindex(Dict *d, size_t slots)
{
    free(d->index);
    d->index = xmalloc(slots * sizeof *d->index);
    for (size_t i = 0; i < slots; i++) d->index[i] = -1;
    d->mask = slots - 1;
    /* Compacting drops the holes deletions left. */
    size_t k = 0;
    for (size_t i = 0; i < d->nentries; i++)
        if (d->entries[i].live) d->entries[k++] = d->entries[i];
    d->nentries = k;
    for (size_t i = 0; i < k; i++) {
        size_t j = d->entries[i].hash & d->mask;
        while (d->index[j] >= 0) j = (j + 1) & d->mask;
        d->index[j] = (int64_t)i;
    }
}

Value dict_new(void)
{
    Dict *d = value_obj_new(sizeof *d);
    reindex(d, 8);
    return value_from_obj(V_DICT, d);
}

size_t dict_len(Value d)
{
    return as_dict(d)->len;
}

/* The index slot for key: holding its entry (*found), or the empty one
 * where it would go. */
static bool find(Interp *in, Dict *d, Value key, uint64_t hash, size_t *slot, bool *found)
{
    for (size_t j = hash & d->mask;; j = (j + 1) & d->mask) {
        int64_t e = d->index[j];
        if (e < 0) {
            *slot = j;
            *found = false;
            return true;
        }
        Entry *x = &d->entries[e];
        if (!x->live || x->hash != hash) continue;
        bool eq = value_is(x->key, key);
        if (!eq && !value_equal(in, x->key, key, &eq)) return false;
        if (eq) {
            *slot = j;
            *found = true;
            return true;
        }
    }
}

bool dict_set(Interp *in, Value dv, Value key, Value v)
{
    Dict *d = as_dict(dv);
    uint64_t hash;
    size_t slot;
    bool found;
    if (!value_hash(in, key, &hash) || !find(in, d, key, hash, &slot, &found)) return false;
    if (found) {
        Entry *x = &d->entries[d->index[slot]];
        value_release(x->value);
        x->value = value_retain(v);
        return true;
    }
    if (d->nentries == d->cap) {
        d->cap = d->cap ? 2 * d->cap : 8;
        d->entries = xrealloc(d->entries, d->cap * sizeof *d->entries);
    }
    d->entries[d->nentries] = (Entry){value_retain(key), value_retain(v), hash, true};
    d->index[slot] = (int64_t)d->nentries++;
    d->len++;
    /* Holes and live entries together keep the index at most half full. */
    if (2 * d->nentries > d->mask + 1) {
        size_t slots = 8;
        while (slots < 4 * d->len) slots *= 2;
        reindex(d, slots);
    }
    return true;
}

bool dict_get(Interp *in, Value dv, Value key, bool *found, Value *out)
{
    Dict *d = as_dict(dv);
    uint64_t hash;
    size_t slot;
    if (!value_hash(in, key, &hash) || !find(in, d, key, hash, &slot, found)) return false;
    if (*found) *out = value_retain(d->entries[d->index[slot]].value);
    return true;
}

/* Removes key; its value goes to *out (a reference) when out is given. */
static bool dict_remove(Interp *in, Value dv, Value key, bool *found, Value *out)
{
    Dict *d = as_dict(dv);
    uint64_t hash;
    size_t slot;
    if (!value_hash(in, key, &hash) || !find(in, d, key, hash, &slot, found)) return false;
    if (!*found) return true;
    Entry *x = &d->entries[d->index[slot]];
    x->live = false;
    d->len--;
    value_release(x->key);
    if (out) *out = x->value;
    else value_release(x->value);
    /* The index keeps pointing at the hole: probing goes on past it. */
    return true;
}

bool dict_entry(Value dv, size_t *cursor, Value *key, Value *value)
{
    Dict *d = as_dict(dv);
    while (*cursor < d->nentries && !d->entries[*cursor].live) ++*cursor;
    if (*cursor >= d->nentries) return false;
    *key = d->entries[*cursor].key;
    *value = d->entries[*cursor].value;
    ++*cursor;
    return true;
}

bool dict_key_error(Interp *in, Value key)
{
    Value args = value_list_new(V_TUPLE, 1);
    value_list_push(args, value_retain(key));
    Value exc = exception_new(ERR_KEY, args);
    exception_raise(in, exc);
    value_release(exc);
    return false;
}

/* ------------------------------------------------------------ iterator */

/* A dict's keys, one at a time, as Python's dict iterator: changing the
 * dict's size meanwhile is a RuntimeError. */
typedef struct KeyIter {
    Value dict;
    size_t cursor, len;
} KeyIter;

static bool keys_next(Interp *in, void *state, Value *out, bool *done)
{
    KeyIter *k = state;
    if (dict_len(k->dict) != k->len) {
        k->len = (size_t)-1;   /* stays broken, as Python's */
        return error_raise(in, "dictionary changed size during iteration");
    }
    Value key, v;
    *done = !dict_entry(k->dict, &k->cursor, &key, &v);
    if (!*done) *out = value_retain(key);
    return true;
}

static void keys_free(void *state)
{
    KeyIter *k = state;
    value_release(k->dict);
    free(k);
}

static size_t keys_take(void *state, Value **out)
{
    KeyIter *k = state;
    *out = xmalloc(sizeof **out);
    (*out)[0] = k->dict;
    k->dict = dict_new();
    return 1;
}

static const IterSource key_iterator = {"dict_keyiterator", keys_next, keys_free, keys_take};

Value dict_iter(Value d)
{
    KeyIter *k = xcalloc(1, sizeof *k);
    k->dict = value_retain(d);
    k->len = dict_len(d);
    return iter_new(&key_iterator, k);
}

/* -------------------------------------------------------------- class */

static void dict_free(Obj *obj)
{
    Dict *d = (Dict *)obj;
    for (size_t i = 0; i < d->nentries; i++) {
        if (!d->entries[i].live) continue;
        value_release(d->entries[i].key);
        value_release(d->entries[i].value);
    }
    value_release(d->factory);
    free(d->entries);
    free(d->index);
    free(d);
}

static size_t dict_take(Value v, Value **out)
{
    Dict *d = as_dict(v);
    Value *kids = xmalloc((2 * d->len + 1) * sizeof *kids);
    size_t n = 0;
    if (d->factory.kind != V_NONE) kids[n++] = d->factory;
    d->factory = value_none();
    for (size_t i = 0; i < d->nentries; i++) {
        if (!d->entries[i].live) continue;
        kids[n++] = d->entries[i].key;
        kids[n++] = d->entries[i].value;
        d->entries[i].live = false;
    }
    d->len = 0;
    *out = kids;
    return n;
}

/* Dicts being printed, so that one holding itself prints {...}. */
static const Obj *printing[1000];
static int nprinting;

static Value dict_list(Value d, int which);
static bool plain_repr(Interp *in, Buf *out, Value v);
static bool most_common(Interp *in, Value d, Value *out);

/* OrderedDict([('a', 1)]), defaultdict(<class 'list'>, {...}) and
 * Counter({'a': 2}), as CPython 3.11 writes them. */
static bool dict_repr(Interp *in, Buf *out, Value v)
{
    Dict *d = as_dict(v);
    bool ok = true;
    switch (d->flavor) {
    case PLAIN: return plain_repr(in, out, v);
    case ORDERED: {
        buf_puts(out, "OrderedDict(");
        if (d->len) {
            Value pairs = dict_list(v, 2);
            ok = value_repr(in, out, pairs);
            value_release(pairs);
        }
        break;
    }
    case DEFAULTING:
        buf_puts(out, "defaultdict(");
        ok = value_repr(in, out, d->factory);
        buf_puts(out, ", ");
        ok = ok && plain_repr(in, out, v);
        break;
    case COUNTER: {
        buf_puts(out, "Counter(");
        if (!d->len) break;
        Value pairs;
        if (!most_common(in, v, &pairs)) return false;
        Value sorted = dict_new();
        ok = dict_update(in, sorted, pairs) && plain_repr(in, out, sorted);
        value_release(sorted);
        value_release(pairs);
        break;
    }
    }
    buf_putc(out, ')');
    return ok;
}

static bool plain_repr(Interp *in, Buf *out, Value v)
{
    for (int i = 0; i < nprinting; i++) {
        if (printing[i] == v.u.obj) {
            buf_puts(out, "{...}");
            return true;
        }
    }
    if (nprinting == (int)(sizeof printing / sizeof printing[0]))
        return error_raise_as(in, ERR_RECURSION, "maximum recursion depth exceeded while getting the repr of an object");
    printing[nprinting++] = v.u.obj;
    buf_putc(out, '{');
    size_t cursor = 0;
    Value k, x;
    bool ok = true, first = true;
    while (ok && dict_entry(v, &cursor, &k, &x)) {
        if (!first) buf_puts(out, ", ");
        first = false;
        ok = value_repr(in, out, k);
        buf_puts(out, ": ");
        ok = ok && value_repr(in, out, x);
    }
    buf_putc(out, '}');
    nprinting--;
    return ok;
}

static bool dict_truth(Interp *in, Value v, bool *out)
{
    (void)in;
    *out = as_dict(v)->len > 0;
    return true;
}

static bool dict_length(Interp *in, Value v, int64_t *out)
{
    (void)in;
    *out = (int64_t)as_dict(v)->len;
    return true;
}

/* The keys (0), values (1) or (key, value) pairs (2), as a list. */
static Value dict_list(Value d, int which)
{
    Value list = value_list_new(V_LIST, dict_len(d));
    size_t cursor = 0;
    Value k, x;
    while (dict_entry(d, &cursor, &k, &x)) {
        if (which == 0) {
            value_list_push(list, value_retain(k));
        } else if (which == 1) {
            value_list_push(list, value_retain(x));
        } else {
            Value pair = value_list_new(V_TUPLE, 2);
            value_list_push(pair, value_retain(k));
            value_list_push(pair, value_retain(x));
            value_list_push(list, pair);
        }
    }
    return list;
}

static bool dict_items(Interp *in, Value v, Value *out)
{
    (void)in;
    *out = dict_list(v, 0);
    return true;
}

static bool dict_contains(Interp *in, Value v, Value x, bool *out)
{
    Value got;
    if (!dict_get(in, v, x, out, &got)) return false;
    if (*out) value_release(got);
    return true;
}

/* d[key] of an absent key: a defaultdict's factory() (stored first), a
 * Counter's 0, else KeyError, as __missing__ gives them. */
static bool missing(Interp *in, Value v, Value key, Value *out)
{
    Dict *d = as_dict(v);
    if (d->flavor == COUNTER) {
        *out = value_int(0);
        return true;
    }
    if (d->flavor != DEFAULTING || d->factory.kind == V_NONE) return dict_key_error(in, key);
    Value made;
    if (!value_call(in, d->factory, NULL, 0, &made)) return false;
    if (!dict_set(in, v, key, made)) {
        value_release(made);
        return false;
    }
    *out = made;
    return true;
}

static bool dict_index(Interp *in, Value v, const Value *items, int n, Value *out)
{
    Value key = items[0];
    if (n != 1) {
        /* d[a, b] looks up the tuple (a, b). */
        key = value_list_new(V_TUPLE, (size_t)n);
        for (int i = 0; i < n; i++) value_list_push(key, value_retain(items[i]));
    }
    bool found;
    bool ok = dict_get(in, v, key, &found, out);
    if (ok && !found) ok = missing(in, v, key, out);
    if (n != 1) value_release(key);
    return ok;
}

static bool dict_set_index(Interp *in, Value v, const Value *items, int n, Value x)
{
    if (n == 1) return dict_set(in, v, items[0], x);
    Value key = value_list_new(V_TUPLE, (size_t)n);
    for (int i = 0; i < n; i++) value_list_push(key, value_retain(items[i]));
    bool ok = dict_set(in, v, key, x);
    value_release(key);
    return ok;
}

static bool dict_del_index(Interp *in, Value v, const Value *items, int n)
{
    Value key = items[0];
    if (n != 1) {
        key = value_list_new(V_TUPLE, (size_t)n);
        for (int i = 0; i < n; i++) value_list_push(key, value_retain(items[i]));
    }
    bool found;
    bool ok = dict_remove(in, v, key, &found, NULL);
    if (ok && !found) ok = dict_key_error(in, key);
    if (n != 1) value_release(key);
    return ok;
}

static bool dict_equal(Interp *in, Value a, Value b, bool *out)
{
    *out = false;
    if (dict_len(a) != dict_len(b)) return true;
    size_t cursor = 0;
    Value k, x;
    while (dict_entry(a, &cursor, &k, &x)) {
        bool found, eq;
        Value y;
        if (!dict_get(in, b, k, &found, &y)) return false;
        if (!found) return true;
        eq = value_is(x, y);
        bool ok = eq || value_equal(in, x, y, &eq);
        value_release(y);
        if (!ok) return false;
        if (!eq) return true;
    }
    *out = true;
    return true;
}

static bool dict_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    if ((op == OP_EQ || op == OP_NE) && a.kind == V_DICT && b.kind == V_DICT) {
        bool eq;
        if (!dict_equal(in, a, b, &eq)) return false;
        *out = value_bool(eq == (op == OP_EQ));
        return true;
    }
    if (op == OP_EQ || op == OP_NE) {
        *out = value_bool(op == OP_NE);
        return true;
    }
    if (op == OP_BITOR && a.kind == V_DICT && b.kind == V_DICT) {
        Value r = dict_new();
        if (!dict_update(in, r, a) || !dict_update(in, r, b)) {
            value_release(r);
            return false;
        }
        *out = r;
        return true;
    }
    return value_unsupported(in, op, a, b);
}

static bool dict_inplace(Interp *in, Op op, Value a, Value b, Value *out)
{
    if (op != OP_BITOR) return dict_binary(in, op, a, b, out);
    if (!dict_update(in, a, b)) return false;
    *out = value_retain(a);
    return true;
}

/* The kind that names d's class: V_DICT, or a collections subclass's. */
static ValueKind dict_class_kind(Value d)
{
    static const ValueKind kinds[] = {[PLAIN] = V_DICT, [ORDERED] = V_ORDERED_DICT, [DEFAULTING] = V_DEFAULT_DICT,
                                      [COUNTER] = V_COUNTER};
    return kinds[as_dict(d)->flavor];
}

static Value dict_type(Value d)
{
    return value_type(dict_class_kind(d));
}

static const ValueClass dict_class = {
    .name = "dict", .qualname = "dict", .free = dict_free, .type = dict_type,
    .repr = dict_repr, .truth = dict_truth, .len = dict_length, .items = dict_items,
    .binary = dict_binary, .inplace = dict_inplace, .index = dict_index, .set_index = dict_set_index,
    .del_index = dict_del_index,
    .contains = dict_contains, .unhashable = true, .take_children = dict_take, .iter = dict_iter,
};

/* --------------------------------------------------------------- views */

static const char *const view_names[] = {"dict_keys", "dict_values", "dict_items"};

static void view_free(Obj *obj)
{
    View *v = (View *)obj;
    value_release(v->dict);
    free(v);
}

static size_t view_take(Value v, Value **out)
{
    View *w = (View *)v.u.obj;
    *out = xmalloc(sizeof **out);
    (*out)[0] = w->dict;
    w->dict = dict_new();
    return 1;
}

static Value view_new(Value d, int which)
{
    View *v = value_obj_new(sizeof *v);
    v->dict = value_retain(d);
    v->which = which;
    return value_from_obj(V_DICT_VIEW, v);
}

static bool view_repr(Interp *in, Buf *out, Value v)
{
    View *w = (View *)v.u.obj;
    buf_printf(out, "%s(", view_names[w->which]);
    Value list = dict_list(w->dict, w->which);
    bool ok = value_repr(in, out, list);
    value_release(list);
    buf_putc(out, ')');
    return ok;
}

static bool view_length(Interp *in, Value v, int64_t *out)
{
    (void)in;
    *out = (int64_t)dict_len(((View *)v.u.obj)->dict);
    return true;
}

static bool view_truth(Interp *in, Value v, bool *out)
{
    (void)in;
    *out = dict_len(((View *)v.u.obj)->dict) > 0;
    return true;
}

static bool view_items(Interp *in, Value v, Value *out)
{
    (void)in;
    View *w = (View *)v.u.obj;
    *out = dict_list(w->dict, w->which);
    return true;
}

static bool view_contains(Interp *in, Value v, Value x, bool *out)
{
    View *w = (View *)v.u.obj;
    if (w->which == 0) return dict_contains(in, w->dict, x, out);
    Value list = dict_list(w->dict, w->which);
    bool ok = value_contains(in, list, x, out);
    value_release(list);
    return ok;
}

/* Adds each of v's items to the set s. */
static bool put_each(Interp *in, Value s, Value v)
{
    Value items;
    if (!value_items(in, v, &items)) return false;
    List *l = value_as_list(items);
    bool ok = true;
    for (size_t i = 0; ok && i < l->len; i++) ok = set_put(in, s, l->items[i]);
    value_release(items);
    return ok;
}

/* d.keys() - other, d.items() & other and their kin: the set operator on
 * sets of each side's items, as Python's views give a set (checkpoint
 * loading compares a model's keys with a file's so). */
static bool view_set_op(Interp *in, Op op, Value a, Value b, Value *out)
{
    Value sa = set_new(), sb = set_new();
    bool ok = put_each(in, sa, a) && put_each(in, sb, b) && value_binary(in, op, sa, sb, out);
    value_release(sa);
    value_release(sb);
    return ok;
}

static bool view_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    bool set_op = op == OP_BITAND || op == OP_BITOR || op == OP_SUB || op == OP_BITXOR;
    if (set_op && a.kind == V_DICT_VIEW && ((View *)a.u.obj)->which != 1 &&
        (b.kind != V_DICT_VIEW || ((View *)b.u.obj)->which != 1))
        return view_set_op(in, op, a, b, out);
    if (op == OP_EQ || op == OP_NE) {
        bool eq = false;
        if (a.kind == V_DICT_VIEW && b.kind == V_DICT_VIEW) {
            View *x = (View *)a.u.obj, *y = (View *)b.u.obj;
            if (x->which == y->which && x->which != 1) {
                Value la = dict_list(x->dict, x->which), lb = dict_list(y->dict, y->which);
                eq = dict_len(x->dict) == dict_len(y->dict);
                for (size_t i = 0; eq && i < value_as_list(la)->len; i++) {
                    bool has;
                    if (!view_contains(in, b, value_as_list(la)->items[i], &has)) {
                        value_release(la);
                        value_release(lb);
                        return false;
                    }
                    eq = has;
                }
                value_release(la);
                value_release(lb);
            } else {
                eq = value_is(a, b);
            }
        }
        *out = value_bool(eq == (op == OP_EQ));
        return true;
    }
    return value_unsupported(in, op, a, b);
}

static bool view_index(Interp *in, Value v, const Value *items, int n, Value *out)
{
    (void)items;
    (void)n;
    (void)out;
    return error_raise_as(in, ERR_TYPE, "'%s' object is not subscriptable", view_names[((View *)v.u.obj)->which]);
}

/* One class for the three views; messages that name the kind say
 * "dict_keys", the rest name each view itself. */
static const ValueClass view_class = {
    .name = "dict_keys", .qualname = "dict_keys", .free = view_free, .repr = view_repr, .truth = view_truth,
    .len = view_length, .items = view_items, .contains = view_contains, .binary = view_binary,
    .index = view_index, .unhashable = true, .take_children = view_take,
};

/* ------------------------------------------------------------ methods */

bool dict_update(Interp *in, Value d, Value other)
{
    if (other.kind == V_DICT) {
        /* Snapshot first: d.update(d) must not see its own growth. */
        Value pairs = dict_list(other, 2);
        List *l = value_as_list(pairs);
        bool ok = true;
        for (size_t i = 0; i < l->len && ok; i++) {
            List *p = value_as_list(l->items[i]);
            ok = dict_set(in, d, p->items[0], p->items[1]);
        }
        value_release(pairs);
        return ok;
    }
    if (!value_is_iterable(other))
        return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(other));
    Value items;
    if (!value_items(in, other, &items)) return false;
    List *l = value_as_list(items);
    bool ok = true;
    for (size_t i = 0; i < l->len && ok; i++) {
        Value pair;
        Value e = l->items[i];
        if (!value_is_iterable(e)) {
            ok = error_raise_as(in, ERR_TYPE, "cannot convert dictionary update sequence element #%zu to a sequence", i);
            break;
        }
        if (!(ok = value_items(in, e, &pair))) break;
        List *p = value_as_list(pair);
        if (p->len != 2)
            ok = error_raise_as(in, ERR_VALUE, "dictionary update sequence element #%zu has length %zu; 2 is required",
                                i, p->len);
        else
            ok = dict_set(in, d, p->items[0], p->items[1]);
        value_release(pair);
    }
    value_release(items);
    return ok;
}

/* keys, values, items: which view in data. */
enum { VIEW_KEYS, VIEW_VALUES, VIEW_ITEMS };

static bool m_view(Interp *in, const Args *a, Value *out)
{
    (void)in;
    *out = view_new(a->p[0], a->fn->data);
    return true;
}

static bool m_get(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool found;
    if (!dict_get(in, p[0], p[1], &found, out)) return false;
    if (!found) *out = value_retain(p[2]);
    return true;
}

/* pop(key[, default]): KeyError unless default was given. */
static bool m_pop(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool found;
    if (!dict_remove(in, p[0], p[1], &found, out)) return false;
    if (found) return true;
    if (!(a->given & 4)) return dict_key_error(in, p[1]);
    *out = value_retain(p[2]);
    return true;
}

static bool m_popitem(Interp *in, const Args *a, Value *out)
{
    Dict *d = as_dict(a->p[0]);
    for (size_t i = d->nentries; i > 0; i--) {
        Entry *x = &d->entries[i - 1];
        if (!x->live) continue;
        Value pair = value_list_new(V_TUPLE, 2);
        value_list_push(pair, x->key);
        value_list_push(pair, x->value);
        x->live = false;
        d->len--;
        *out = pair;
        return true;
    }
    Value exc = exception_from_message(ERR_KEY, "popitem(): dictionary is empty");
    exception_raise(in, exc);
    value_release(exc);
    return false;
}

static bool m_setdefault(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool found;
    if (!dict_get(in, p[0], p[1], &found, out)) return false;
    if (found) return true;
    if (!dict_set(in, p[0], p[1], p[2])) return false;
    *out = value_retain(p[2]);
    return true;
}

/* The keyword arguments of a call (**kwargs) put into d. */
static bool set_keywords(Interp *in, Value d, const Args *a)
{
    for (int k = 0; k < a->nkw; k++) {
        Value key = value_cstr(a->kw_names[k]);
        bool ok = dict_set(in, d, key, a->kw[k]);
        value_release(key);
        if (!ok) return false;
    }
    return true;
}

/* update(other=(), /, **kwargs): the pairs of other, then the keywords
 * as the call wrote them. */
static bool count_into(Interp *in, Value d, Value what);

static bool m_update(Interp *in, const Args *a, Value *out)
{
    /* A Counter's update adds counts. */
    if (as_dict(a->p[0])->flavor == COUNTER) {
        if (!count_into(in, a->p[0], a->p[1])) return false;
        *out = value_none();
        return true;
    }
    if (!dict_update(in, a->p[0], a->p[1]) || !set_keywords(in, a->p[0], a)) return false;
    *out = value_none();
    return true;
}

static bool m_clear(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Value self = a->p[0];
    Value *kids;
    size_t n = dict_take(self, &kids);
    for (size_t i = 0; i < n; i++) value_release(kids[i]);
    free(kids);
    reindex(as_dict(self), 8);
    *out = value_none();
    return true;
}

/* A shallow copy, of the same flavor (a defaultdict's keeps its factory). */
static bool m_copy(Interp *in, const Args *a, Value *out)
{
    Value r = dict_new();
    as_dict(r)->flavor = as_dict(a->p[0])->flavor;
    as_dict(r)->factory = value_retain(as_dict(a->p[0])->factory);
    if (!dict_update(in, r, a->p[0])) {
        value_release(r);
        return false;
    }
    *out = r;
    return true;
}

/* dict.fromkeys(iterable, value=None): every key to the one value. */
static bool m_fromkeys(Interp *in, const Args *a, Value *out)
{
    Value items;
    if (!value_is_iterable(a->p[0]))
        return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(a->p[0]));
    if (!value_items(in, a->p[0], &items)) return false;
    Value d = dict_new();
    List *l = value_as_list(items);
    bool ok = true;
    for (size_t i = 0; i < l->len && ok; i++) ok = dict_set(in, d, l->items[i], a->p[1]);
    value_release(items);
    if (!ok) {
        value_release(d);
        return false;
    }
    *out = d;
    return true;
}

/* dict(), dict(mapping or pairs), dict(**kwargs) */
static bool bi_dict(Interp *in, const Args *a, Value *out)
{
    Value d = dict_new();
    if (!dict_update(in, d, a->p[0]) || !set_keywords(in, d, a)) {
        value_release(d);
        return false;
    }
    *out = d;
    return true;
}

/* ---------------------------------------------------------- collections */

/* d[key] += by, from 0 when absent. */
static bool add_count(Interp *in, Value d, Value key, Value by)
{
    bool found;
    Value had, sum;
    if (!dict_get(in, d, key, &found, &had)) return false;
    if (!found) had = value_int(0);
    bool ok = value_binary(in, OP_ADD, had, by, &sum);
    value_release(had);
    if (!ok) return false;
    ok = dict_set(in, d, key, sum);
    value_release(sum);
    return ok;
}

/* Counter's counting: a mapping's counts added, or each item of an
 * iterable counted once (None: nothing). */
static bool count_into(Interp *in, Value d, Value what)
{
    if (what.kind == V_NONE) return true;
    if (what.kind == V_DICT) {
        Value pairs = dict_list(what, 2);
        List *l = value_as_list(pairs);
        bool ok = true;
        for (size_t i = 0; ok && i < l->len; i++)
            ok = add_count(in, d, value_as_list(l->items[i])->items[0], value_as_list(l->items[i])->items[1]);
        value_release(pairs);
        return ok;
    }
    if (!value_is_iterable(what))
        return error_raise_as(in, ERR_TYPE, "'%s' object is not iterable", value_type_name(what));
    Value items;
    if (!value_items(in, what, &items)) return false;
    List *l = value_as_list(items);
    bool ok = true;
    for (size_t i = 0; ok && i < l->len; i++) ok = add_count(in, d, l->items[i], value_int(1));
    value_release(items);
    return ok;
}

/* The (key, count) pairs, largest count first, ties in insertion order
 * (a stable sort, as most_common's sorted(..., reverse=True) is). */
static bool most_common(Interp *in, Value d, Value *out)
{
    Value pairs = dict_list(d, 2);
    List *l = value_as_list(pairs);
    for (size_t i = 1; i < l->len; i++) {
        Value x = l->items[i];
        size_t j = i;
        while (j > 0) {
            Value bigger;
            bool gt;
            if (!value_binary(in, OP_GT, value_as_list(x)->items[1], value_as_list(l->items[j - 1])->items[1],
                              &bigger)) {
                value_release(pairs);
                return false;
            }
            bool ok = value_truth(in, bigger, &gt);
            value_release(bigger);
            if (!ok) {
                value_release(pairs);
                return false;
            }
            if (!gt) break;
            l->items[j] = l->items[j - 1];
            j--;
        }
        l->items[j] = x;
    }
    *out = pairs;
    return true;
}

static bool need_counter(Interp *in, const Args *a)
{
    if (as_dict(a->p[0])->flavor == COUNTER) return true;
    return error_raise_as(in, ERR_ATTRIBUTE, "'dict' object has no attribute '%s'", a->fn->name);
}

/* c.most_common(n=None): the n commonest (key, count) pairs. */
static bool m_most_common(Interp *in, const Args *a, Value *out)
{
    if (!need_counter(in, a) || !most_common(in, a->p[0], out)) return false;
    if (a->p[1].kind == V_NONE) return true;
    int64_t n;
    if (!value_as_index(in, a->p[1], &n)) {
        value_release(*out);
        return false;
    }
    List *l = value_as_list(*out);
    while ((int64_t)l->len > (n < 0 ? 0 : n)) value_release(l->items[--l->len]);
    return true;
}

/* c.total(): the sum of the counts. */
static bool m_total(Interp *in, const Args *a, Value *out)
{
    if (!need_counter(in, a)) return false;
    Value sum = value_int(0);
    size_t cursor = 0;
    Value k, x;
    while (dict_entry(a->p[0], &cursor, &k, &x)) {
        Value next;
        bool ok = value_binary(in, OP_ADD, sum, x, &next);
        value_release(sum);
        if (!ok) return false;
        sum = next;
    }
    *out = sum;
    return true;
}

/* OrderedDict(mapping_or_pairs=(), /, **kwargs) */
static bool bi_ordered_dict(Interp *in, const Args *a, Value *out)
{
    if (!bi_dict(in, a, out)) return false;
    as_dict(*out)->flavor = ORDERED;
    return true;
}

/* defaultdict(default_factory=None, mapping_or_pairs=(), /, **kwargs) */
static bool bi_defaultdict(Interp *in, const Args *a, Value *out)
{
    Value f = a->p[0];
    bool callable = f.kind == V_NONE || f.kind == V_FUNC || f.kind == V_BUILTIN || f.kind == V_METHOD ||
                    f.kind == V_TYPE || f.kind == V_EXC_TYPE;
    if (!callable) return error_raise_as(in, ERR_TYPE, "first argument must be callable or None");
    Value d = dict_new();
    as_dict(d)->flavor = DEFAULTING;
    as_dict(d)->factory = value_retain(f);
    if (!dict_update(in, d, a->p[1]) || !set_keywords(in, d, a)) {
        value_release(d);
        return false;
    }
    *out = d;
    return true;
}

/* Counter(iterable=None, /, **kwargs): each item's count. */
static bool bi_counter(Interp *in, const Args *a, Value *out)
{
    Value d = dict_new();
    as_dict(d)->flavor = COUNTER;
    bool ok = count_into(in, d, a->p[0]);
    for (int k = 0; ok && k < a->nkw; k++) {
        Value key = value_cstr(a->kw_names[k]);
        ok = add_count(in, d, key, a->kw[k]);
        value_release(key);
    }
    if (!ok) {
        value_release(d);
        return false;
    }
    *out = d;
    return true;
}

#define MT (BI_TYPE | BI_MODULE)
static const Builtin collection_rows[] = {
    {"OrderedDict", V_ORDERED_DICT, MT, bi_ordered_dict, "mapping_or_pairs=(), /, **kwargs", 0,
     "a dict that prints as OrderedDict([(key, value), ...]) (every dict keeps insertion order)"},
    {"defaultdict", V_DEFAULT_DICT, MT, bi_defaultdict, "default_factory=None, mapping_or_pairs=(), /, **kwargs", 0,
     "a dict whose d[key] of an absent key stores and gives default_factory()"},
    {"Counter", V_COUNTER, MT, bi_counter, "iterable=None, /, **kwargs", 0,
     "a dict of each item's count; an absent key counts 0"},
};

const Builtin *collections_rows(size_t *count)
{
    *count = sizeof collection_rows / sizeof collection_rows[0];
    return collection_rows;
}

static const Builtin rows[] = {
    {"dict", V_DICT, BI_TYPE, bi_dict, "mapping_or_pairs=(), /, **kwargs", 0, "a new dict, keys in insertion order"},
    {"keys", V_DICT, BI_METHOD, m_view, "", VIEW_KEYS, "a view of the keys, in insertion order"},
    {"values", V_DICT, BI_METHOD, m_view, "", VIEW_VALUES, "a view of the values"},
    {"items", V_DICT, BI_METHOD, m_view, "", VIEW_ITEMS, "a view of the (key, value) pairs"},
    {"get", V_DICT, BI_METHOD, m_get, "key, default=None, /", 0, "d[key], or default when key is absent"},
    {"pop", V_DICT, BI_METHOD, m_pop, "key, default=None, /", 0,
     "remove key and return its value (default if given and key is absent, else KeyError)"},
    {"popitem", V_DICT, BI_METHOD, m_popitem, "", 0, "remove and return the last (key, value) pair"},
    {"setdefault", V_DICT, BI_METHOD, m_setdefault, "key, default=None, /", 0,
     "d[key], set to default first if absent"},
    {"update", V_DICT, BI_METHOD, m_update, "other=(), /, **kwargs", 0,
     "add the pairs of a dict or an iterable of pairs, then the keywords"},
    {"clear", V_DICT, BI_METHOD, m_clear, "", 0, "remove every pair"},
    {"copy", V_DICT, BI_METHOD, m_copy, "", 0, "a shallow copy"},
    {"most_common", V_DICT, BI_METHOD, m_most_common, "n=None", 0,
     "a Counter's n commonest (key, count) pairs, largest count first"},
    {"total", V_DICT, BI_METHOD, m_total, "", 0, "the sum of a Counter's counts"},
    {"fromkeys", V_DICT, BI_STATIC, m_fromkeys, "iterable, value=None, /", 0,
     "a new dict of the iterable's keys, each mapped to value"},
};

/* The collections classes: names for type() and isinstance() alone. */
static const ValueClass ordered_class = {.name = "OrderedDict", .qualname = "collections.OrderedDict"};
static const ValueClass defaultdict_class = {.name = "defaultdict", .qualname = "collections.defaultdict"};
static const ValueClass counter_class = {.name = "Counter", .qualname = "collections.Counter"};

void dict_register(void)
{
    value_define_class(V_DICT, &dict_class);
    value_define_class(V_ORDERED_DICT, &ordered_class);
    value_define_class(V_DEFAULT_DICT, &defaultdict_class);
    value_define_class(V_COUNTER, &counter_class);
    value_define_class(V_DICT_VIEW, &view_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
