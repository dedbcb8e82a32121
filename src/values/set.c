/* set.c: the set kind (set.h).
 *
 * The table is CPython 3.11's (Objects/setobject.c): 8 slots to start,
 * linear probes of 9 then perturbed jumps, resized to 4x the live count
 * when three fifths full, deleted slots left as dummies.  With the same
 * hashes (value_hash gives Python's for numbers, strings and tuples) the
 * slots fill alike, and a set iterates and prints in Python's order. */
#include "values/set.h"

#include <stdlib.h>
#include <string.h>

#include "values/builtins.h"
#include "base/error.h"
#include "values/exception.h"

#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5
#define MINSIZE 8

enum { EMPTY, LIVE, DUMMY };

typedef struct Slot {
    Value key;
    uint64_t hash;
    int state;
} Slot;

typedef struct Set {
    Obj obj;
    Slot *table;
    size_t mask;
    size_t fill, used;     /* live and dummy slots; live slots */
    size_t finger;         /* where pop() looks first */
} Set;

static Set *as_set(Value v)
{
    return (Set *)v.u.obj;
}

Value set_new(void)
{
    Set *s = value_obj_new(sizeof *s);
    s->table = xcalloc(MINSIZE, sizeof *s->table);
    s->mask = MINSIZE - 1;
    return value_from_obj(V_SET, s);
}

/* set_insert_clean: into a table with no dummies and no equal key. */
static void insert_clean(Slot *table, size_t mask, Value key, uint64_t hash)
{
    size_t perturb = hash, i = hash & mask;
    for (;;) {
        Slot *e = &table[i];
        if (e->state == EMPTY) goto found;
        if (i + LINEAR_PROBES <= mask) {
            for (int j = 0; j < LINEAR_PROBES; j++) {
                e++;
                if (e->state == EMPTY) goto found;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
        continue;
    found:
        *e = (Slot){key, hash, LIVE};
        return;
    }
}

static void resize(Set *s, size_t minused)
{
    size_t size = MINSIZE;
    while (size <= minused) size <<= 1;
    Slot *old = s->table;
    size_t oldmask = s->mask;
    s->table = xcalloc(size, sizeof *s->table);
    s->mask = size - 1;
    s->fill = s->used;
    for (size_t i = 0; i <= oldmask; i++)
        if (old[i].state == LIVE) insert_clean(s->table, s->mask, old[i].key, old[i].hash);
    free(old);
}

/* The slot holding key, or NULL. */
static bool lookup(Interp *in, Set *s, Value key, uint64_t hash, Slot **out)
{
    size_t perturb = hash, i = hash & s->mask;
    for (;;) {
        Slot *e = &s->table[i];
        size_t probes = i + LINEAR_PROBES <= s->mask ? LINEAR_PROBES : 0;
        for (;;) {
            if (e->state == EMPTY) {
                *out = NULL;
                return true;
            }
            if (e->state == LIVE && e->hash == hash) {
                bool eq = value_is(e->key, key);
                if (!eq && !value_equal(in, e->key, key, &eq)) return false;
                if (eq) {
                    *out = e;
                    return true;
                }
            }
            if (probes-- == 0) break;
            e++;
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & s->mask;
    }
}

/* set_add_entry: key borrowed. */
static bool add_entry(Interp *in, Set *s, Value key, uint64_t hash)
{
    size_t perturb = hash, i = hash & s->mask;
    Slot *freeslot = NULL, *e;
    for (;;) {
        e = &s->table[i];
        size_t probes = i + LINEAR_PROBES <= s->mask ? LINEAR_PROBES : 0;
        for (;;) {
            if (e->state == EMPTY) goto unused;
            if (e->state == LIVE && e->hash == hash) {
                bool eq = value_is(e->key, key);
                if (!eq && !value_equal(in, e->key, key, &eq)) return false;
                if (eq) return true;
            } else if (e->state == DUMMY && !freeslot) {
                freeslot = e;
            }
            if (probes-- == 0) break;
            e++;
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & s->mask;
    }
unused:
    if (freeslot) {
        s->used++;
        *freeslot = (Slot){value_retain(key), hash, LIVE};
        return true;
    }
    s->fill++;
    s->used++;
    *e = (Slot){value_retain(key), hash, LIVE};
    if (s->fill * 5 >= s->mask * 3) resize(s, s->used > 50000 ? s->used * 2 : s->used * 4);
    return true;
}

Value set_rebuilt(Value sv)
{
    Value r = set_new();
    Set *s = as_set(sv);
    for (size_t i = 0; i <= s->mask; i++)
        if (s->table[i].state == LIVE) add_entry(NULL, as_set(r), s->table[i].key, s->table[i].hash);
    return r;
}

bool set_put(Interp *in, Value sv, Value x)
{
    uint64_t hash;
    return value_hash(in, x, &hash) && add_entry(in, as_set(sv), x, hash);
}

static bool set_has(Interp *in, Value sv, Value x, bool *out)
{
    uint64_t hash;
    Slot *e;
    if (!value_hash(in, x, &hash) || !lookup(in, as_set(sv), x, hash, &e)) return false;
    *out = e != NULL;
    return true;
}

/* Removes x; *found says whether it was there. */
static bool set_discard(Interp *in, Value sv, Value x, bool *found)
{
    uint64_t hash;
    Slot *e;
    if (!value_hash(in, x, &hash) || !lookup(in, as_set(sv), x, hash, &e)) return false;
    *found = e != NULL;
    if (e) {
        value_release(e->key);
        e->key = value_none();
        e->state = DUMMY;
        as_set(sv)->used--;
    }
    return true;
}

/* set_merge: every key of other (a set) into s, as CPython orders it. */
static bool merge(Interp *in, Set *s, const Set *o)
{
    if (s == o || o->used == 0) return true;
    if ((s->fill + o->used) * 5 >= s->mask * 3) resize(s, (s->used + o->used) * 2);
    if (s->fill == 0 && s->mask == o->mask && o->fill == o->used) {
        for (size_t i = 0; i <= o->mask; i++) {
            s->table[i] = o->table[i];
            if (o->table[i].state == LIVE) value_retain(o->table[i].key);
        }
        s->fill = o->fill;
        s->used = o->used;
        return true;
    }
    if (s->fill == 0) {
        s->fill = s->used = o->used;
        for (size_t i = 0; i <= o->mask; i++)
            if (o->table[i].state == LIVE)
                insert_clean(s->table, s->mask, value_retain(o->table[i].key), o->table[i].hash);
        return true;
    }
    for (size_t i = 0; i <= o->mask; i++)
        if (o->table[i].state == LIVE && !add_entry(in, s, o->table[i].key, o->table[i].hash)) return false;
    return true;
}

/* set_update_internal: the keys of any iterable. */
static bool update(Interp *in, Value sv, Value other)
{
    if (other.kind == V_SET) return merge(in, as_set(sv), as_set(other));
    Value items;
    if (!value_items(in, other, &items)) return false;
    List *l = value_as_list(items);
    bool ok = true;
    for (size_t i = 0; i < l->len && ok; i++) ok = set_put(in, sv, l->items[i]);
    value_release(items);
    return ok;
}

static Value copy_of(Interp *in, Value sv)
{
    Value r = set_new();
    merge(in, as_set(r), as_set(sv));
    return r;
}

/* The keys in table order, as a list. */
static Value key_list(Value sv)
{
    Set *s = as_set(sv);
    Value list = value_list_new(V_LIST, s->used);
    for (size_t i = 0; i <= s->mask; i++)
        if (s->table[i].state == LIVE) value_list_push(list, value_retain(s->table[i].key));
    return list;
}

/* -------------------------------------------------------------- class */

static void set_free(Obj *obj)
{
    Set *s = (Set *)obj;
    for (size_t i = 0; i <= s->mask; i++)
        if (s->table[i].state == LIVE) value_release(s->table[i].key);
    free(s->table);
    free(s);
}

static size_t set_take(Value v, Value **out)
{
    Set *s = as_set(v);
    Value *kids = xmalloc((s->used + 1) * sizeof *kids);
    size_t n = 0;
    for (size_t i = 0; i <= s->mask; i++) {
        if (s->table[i].state != LIVE) continue;
        kids[n++] = s->table[i].key;
        s->table[i].state = DUMMY;
        s->table[i].key = value_none();
    }
    s->used = 0;
    *out = kids;
    return n;
}

static bool set_repr(Interp *in, Buf *out, Value v)
{
    Set *s = as_set(v);
    if (s->used == 0) {
        buf_puts(out, "set()");
        return true;
    }
    buf_putc(out, '{');
    bool ok = true, first = true;
    for (size_t i = 0; i <= s->mask && ok; i++) {
        if (s->table[i].state != LIVE) continue;
        if (!first) buf_puts(out, ", ");
        first = false;
        ok = value_repr(in, out, s->table[i].key);
    }
    buf_putc(out, '}');
    return ok;
}

static bool set_truth(Interp *in, Value v, bool *out)
{
    (void)in;
    *out = as_set(v)->used > 0;
    return true;
}

static bool set_length(Interp *in, Value v, int64_t *out)
{
    (void)in;
    *out = (int64_t)as_set(v)->used;
    return true;
}

static bool set_items(Interp *in, Value v, Value *out)
{
    (void)in;
    *out = key_list(v);
    return true;
}

/* Whether every key of a is in b. */
static bool subset(Interp *in, Value a, Value b, bool *out)
{
    *out = as_set(a)->used <= as_set(b)->used;
    Set *s = as_set(a);
    for (size_t i = 0; i <= s->mask && *out; i++)
        if (s->table[i].state == LIVE && !set_has(in, b, s->table[i].key, out)) return false;
    return true;
}

static bool intersection(Interp *in, Value a, Value b, Value *out)
{
    Value r = set_new();
    /* CPython walks the smaller set and looks in the larger. */
    if (as_set(b)->used > as_set(a)->used) {
        Value t = a;
        a = b;
        b = t;
    }
    Set *o = as_set(b);
    for (size_t i = 0; i <= o->mask; i++) {
        if (o->table[i].state != LIVE) continue;
        bool has;
        if (!set_has(in, a, o->table[i].key, &has) || (has && !add_entry(in, as_set(r), o->table[i].key, o->table[i].hash))) {
            value_release(r);
            return false;
        }
    }
    *out = r;
    return true;
}

static bool difference(Interp *in, Value a, Value b, Value *out)
{
    if ((as_set(a)->used >> 2) > as_set(b)->used) {
        /* CPython copies a large set and takes b's keys out of the copy. */
        Value r = copy_of(in, a);
        Set *o = as_set(b);
        for (size_t i = 0; i <= o->mask; i++) {
            bool found;
            if (o->table[i].state == LIVE && !set_discard(in, r, o->table[i].key, &found)) {
                value_release(r);
                return false;
            }
        }
        *out = r;
        return true;
    }
    Value r = set_new();
    Set *s = as_set(a);
    for (size_t i = 0; i <= s->mask; i++) {
        if (s->table[i].state != LIVE) continue;
        bool has;
        if (!set_has(in, b, s->table[i].key, &has) || (!has && !add_entry(in, as_set(r), s->table[i].key, s->table[i].hash))) {
            value_release(r);
            return false;
        }
    }
    *out = r;
    return true;
}

/* CPython's way: a copy of b, then a's keys each taken out or put in. */
static bool symmetric(Interp *in, Value a, Value b, Value *out)
{
    Value r = copy_of(in, b);
    Set *o = as_set(a);
    for (size_t i = 0; i <= o->mask; i++) {
        if (o->table[i].state != LIVE) continue;
        bool found;
        if (!set_discard(in, r, o->table[i].key, &found) ||
            (!found && !add_entry(in, as_set(r), o->table[i].key, o->table[i].hash))) {
            value_release(r);
            return false;
        }
    }
    *out = r;
    return true;
}

static bool set_binary(Interp *in, Op op, Value a, Value b, Value *out)
{
    bool both = a.kind == V_SET && b.kind == V_SET;
    if (!both) {
        if (op == OP_EQ || op == OP_NE) {
            *out = value_bool(op == OP_NE);
            return true;
        }
        return value_unsupported(in, op, a, b);
    }
    bool r, r2;
    switch (op) {
    case OP_BITOR: {
        Value u = copy_of(in, a);
        if (!merge(in, as_set(u), as_set(b))) {
            value_release(u);
            return false;
        }
        *out = u;
        return true;
    }
    case OP_BITAND: return intersection(in, a, b, out);
    case OP_SUB: return difference(in, a, b, out);
    case OP_BITXOR: return symmetric(in, a, b, out);
    case OP_EQ: case OP_NE:
        if (!subset(in, a, b, &r)) return false;
        r = r && as_set(a)->used == as_set(b)->used;
        *out = value_bool(r == (op == OP_EQ));
        return true;
    case OP_LE: case OP_LT:
        if (!subset(in, a, b, &r)) return false;
        *out = value_bool(r && (op == OP_LE || as_set(a)->used < as_set(b)->used));
        return true;
    case OP_GE: case OP_GT:
        if (!subset(in, b, a, &r2)) return false;
        *out = value_bool(r2 && (op == OP_GE || as_set(b)->used < as_set(a)->used));
        return true;
    default:
        return value_unsupported(in, op, a, b);
    }
}

/* b's keys each taken out of a, or put in (when xor) if absent: in place. */
static bool take_out(Interp *in, Value a, Value b, bool xor)
{
    Set *o = as_set(b);
    for (size_t i = 0; i <= o->mask; i++) {
        if (o->table[i].state != LIVE) continue;
        bool found;
        if (!set_discard(in, a, o->table[i].key, &found)) return false;
        if (!found && xor && !add_entry(in, as_set(a), o->table[i].key, o->table[i].hash)) return false;
    }
    return true;
}

/* s |= t and the like change s itself, as CPython's do. */
static bool set_inplace(Interp *in, Op op, Value a, Value b, Value *out)
{
    if (b.kind != V_SET || (op != OP_BITOR && op != OP_BITAND && op != OP_SUB && op != OP_BITXOR))
        return set_binary(in, op, a, b, out);
    if (a.u.obj == b.u.obj && op != OP_BITOR && op != OP_BITAND) {
        /* s -= s, s ^= s: empty. */
        Value empty = set_new();
        bool ok = set_inplace(in, OP_BITAND, a, empty, out);
        value_release(empty);
        return ok;
    }
    bool ok = true;
    if (op == OP_BITOR) {
        ok = merge(in, as_set(a), as_set(b));
    } else if (op == OP_SUB || op == OP_BITXOR) {
        ok = take_out(in, a, b, op == OP_BITXOR);
    } else {
        Value r;
        if (!intersection(in, a, b, &r)) return false;
        Set *s = as_set(a), *t = as_set(r);
        Set tmp = *s;
        s->table = t->table, s->mask = t->mask, s->fill = t->fill, s->used = t->used;
        t->table = tmp.table, t->mask = tmp.mask, t->fill = tmp.fill, t->used = tmp.used;
        value_release(r);
    }
    if (!ok) return false;
    *out = value_retain(a);
    return true;
}

bool set_inplace_merge(Interp *in, Value s, Value t, Value *out)
{
    return set_inplace(in, OP_BITOR, s, t, out);
}

static bool set_contains(Interp *in, Value v, Value x, bool *out)
{
    return set_has(in, v, x, out);
}

static const ValueClass set_class = {
    .name = "set", .qualname = "set", .free = set_free, .repr = set_repr, .truth = set_truth,
    .len = set_length, .items = set_items, .binary = set_binary, .inplace = set_inplace,
    .contains = set_contains, .unhashable = true, .take_children = set_take,
};

/* ------------------------------------------------------------ methods */

static bool m_add(Interp *in, const Args *a, Value *out)
{
    if (!set_put(in, a->p[0], a->p[1])) return false;
    *out = value_none();
    return true;
}

/* remove and discard, by data. */
enum { SET_REMOVE, SET_DISCARD };

static bool m_remove(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    bool found;
    if (!set_discard(in, p[0], p[1], &found)) return false;
    if (!found && a->fn->data == SET_REMOVE) {
        Value args = value_list_new(V_TUPLE, 1);
        value_list_push(args, value_retain(p[1]));
        Value exc = exception_new(ERR_KEY, args);
        exception_raise(in, exc);
        value_release(exc);
        return false;
    }
    *out = value_none();
    return true;
}

static bool m_pop(Interp *in, const Args *a, Value *out)
{
    Set *s = as_set(a->p[0]);
    if (s->used == 0) {
        Value exc = exception_from_message(ERR_KEY, "pop from an empty set");
        exception_raise(in, exc);
        value_release(exc);
        return false;
    }
    size_t i = s->finger & s->mask;
    while (s->table[i].state != LIVE) i = (i + 1) & s->mask;
    *out = s->table[i].key;
    s->table[i].key = value_none();
    s->table[i].state = DUMMY;
    s->used--;
    s->finger = i + 1;
    return true;
}

static bool m_clear(Interp *in, const Args *a, Value *out)
{
    (void)in;
    Value self = a->p[0];
    Value *kids;
    size_t n = set_take(self, &kids);
    for (size_t i = 0; i < n; i++) value_release(kids[i]);
    free(kids);
    Set *s = as_set(self);
    free(s->table);
    s->table = xcalloc(MINSIZE, sizeof *s->table);
    s->mask = MINSIZE - 1;
    s->fill = s->used = 0;
    *out = value_none();
    return true;
}

static bool m_copy(Interp *in, const Args *a, Value *out)
{
    *out = copy_of(in, a->p[0]);
    return true;
}

/* A set of each argument's keys (itself when it is a set). */
static bool as_set_arg(Interp *in, Value v, Value *out)
{
    if (v.kind == V_SET) {
        *out = value_retain(v);
        return true;
    }
    Value s = set_new();
    if (!update(in, s, v)) {
        value_release(s);
        return false;
    }
    *out = s;
    return true;
}

/* union, intersection, difference, symmetric_difference with any number
 * of iterables, each step made as the operator makes it; the *_update
 * forms change self, as the augmented operators do.  BI_RAW, for
 * CPython's messages; data: the operator, ALGEBRA_UPDATE added for the
 * *_update forms. */
enum { ALGEBRA_UPDATE = 1 << 16 };

static bool m_algebra(Interp *in, const Args *a, Value *out)
{
    const char *n = a->fn->name;
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "%s() takes no keyword arguments", n);
    Op op = (Op)(a->fn->data & ~ALGEBRA_UPDATE);
    bool in_place = a->fn->data & ALGEBRA_UPDATE;
    if (op == OP_BITXOR && a->n != 2)
        return error_raise_as(in, ERR_TYPE, "%s() takes exactly one argument (%d given)", n, a->n - 1);
    Value acc = in_place || a->n > 1 ? value_retain(a->v[0]) : copy_of(in, a->v[0]);
    for (int i = 1; i < a->n; i++) {
        Value other, r;
        if (!as_set_arg(in, a->v[i], &other)) {
            value_release(acc);
            return false;
        }
        bool ok = in_place ? set_inplace(in, op, acc, other, &r) : set_binary(in, op, acc, other, &r);
        value_release(other);
        value_release(acc);
        if (!ok) return false;
        acc = r;
    }
    if (in_place) {
        value_release(acc);
        *out = value_none();
    } else {
        *out = acc;
    }
    return true;
}

/* issubset, issuperset, isdisjoint, by data. */
enum { SET_SUBSET, SET_SUPERSET, SET_DISJOINT };

static bool m_compare(Interp *in, const Args *a, Value *out)
{
    const Value *p = a->p;
    Value other;
    if (!as_set_arg(in, p[1], &other)) return false;
    bool r;
    bool ok;
    if (a->fn->data == SET_SUBSET) {
        ok = subset(in, p[0], other, &r);
    } else if (a->fn->data == SET_SUPERSET) {
        ok = subset(in, other, p[0], &r);
    } else {
        Value both;
        ok = intersection(in, p[0], other, &both);
        if (ok) {
            r = as_set(both)->used == 0;
            value_release(both);
        }
    }
    value_release(other);
    if (ok) *out = value_bool(r);
    return ok;
}

static bool bi_set(Interp *in, const Args *a, Value *out)
{
    Value s = set_new();
    if (!update(in, s, a->p[0])) {
        value_release(s);
        return false;
    }
    *out = s;
    return true;
}

#define RAW (BI_METHOD | BI_RAW)
static const Builtin rows[] = {
    {"set", V_SET, BI_TYPE, bi_set, "iterable=()", 0, "a new set of the items"},
    {"add", V_SET, BI_METHOD, m_add, "elem, /", 0, "put elem in the set"},
    {"remove", V_SET, BI_METHOD, m_remove, "elem, /", SET_REMOVE, "take elem out (KeyError if absent)"},
    {"discard", V_SET, BI_METHOD, m_remove, "elem, /", SET_DISCARD, "take elem out if present"},
    {"pop", V_SET, BI_METHOD, m_pop, "", 0, "remove and return some item"},
    {"clear", V_SET, BI_METHOD, m_clear, "", 0, "remove every item"},
    {"copy", V_SET, BI_METHOD, m_copy, "", 0, "a shallow copy"},
    {"union", V_SET, RAW, m_algebra, "*others", OP_BITOR, "s | others"},
    {"intersection", V_SET, RAW, m_algebra, "*others", OP_BITAND, "s & others"},
    {"difference", V_SET, RAW, m_algebra, "*others", OP_SUB, "s - others"},
    {"symmetric_difference", V_SET, RAW, m_algebra, "other, /", OP_BITXOR, "s ^ other"},
    {"update", V_SET, RAW, m_algebra, "*others", OP_BITOR | ALGEBRA_UPDATE, "s |= others"},
    {"intersection_update", V_SET, RAW, m_algebra, "*others", OP_BITAND | ALGEBRA_UPDATE, "s &= others"},
    {"difference_update", V_SET, RAW, m_algebra, "*others", OP_SUB | ALGEBRA_UPDATE, "s -= others"},
    {"issubset", V_SET, BI_METHOD, m_compare, "other, /", SET_SUBSET, "s <= other"},
    {"issuperset", V_SET, BI_METHOD, m_compare, "other, /", SET_SUPERSET, "s >= other"},
    {"isdisjoint", V_SET, BI_METHOD, m_compare, "other, /", SET_DISJOINT, "whether s and other share no item"},
};

void set_register(void)
{
    value_define_class(V_SET, &set_class);
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
