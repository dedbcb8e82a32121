/* einsum.c: torch.einsum(equation, *operands), lowered to the operations
 * that exist, as PyTorch's own einsum lowers it: a subscript repeated in
 * one operand takes that diagonal (a view), a subscript no other operand
 * and not the output names is summed out, and the operands are contracted
 * left to right, each pair as one bmm of [batch, left, summed] by
 * [batch, summed, right]; the result is permuted to the output's order.
 * So matmul, bmm, transposes, outer products, traces and sums all run on
 * the device, with the errors of PyTorch's parser. */
#include "values/einsum.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "values/args.h"
#include "values/tensor_value.h"

/* Subscripts as labels: 'A'..'Z' are 0..25 and 'a'..'z' 26..51, PyTorch's
 * order for the implicit output; the dimensions an ellipsis covers are
 * LETTERS.. (right-aligned across the operands, as they broadcast). */
enum { LETTERS = 52, LABELS = LETTERS + TENSOR_MAX_DIMS, NO_ELLIPSIS = -1 };

/* One operand (or the output) as parsed: its letters in order, with the
 * ellipsis at position ell (NO_ELLIPSIS: none). */
typedef struct Term {
    int letters[LABELS];
    int n, ell;
} Term;

/* A tensor in the making and the label of each of its dimensions. */
typedef struct Part {
    Value v;
    int labels[TENSOR_MAX_DIMS];
    int n;
} Part;

static int label_of(char c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' : c - 'a' + 26;
}

static char letter_of(int label)
{
    return (char)(label < 26 ? 'A' + label : 'a' + label - 26);
}

/* Parses equation[*pos..] up to ',', '-' or the end into t: operand
 * which's term, or the output's (which < 0). */
static bool parse_term(Interp *in, const char *eq, size_t *pos, Term *t, int which)
{
    t->n = 0;
    t->ell = NO_ELLIPSIS;
    for (size_t i = *pos; ; i++) {
        char c = eq[i];
        if (c == '\0' || c == ',' || c == '-') {
            *pos = i;
            return true;
        }
        if (c == ' ') continue;
        if (c == '.') {
            char whose[32];
            if (which < 0) snprintf(whose, sizeof whose, "output");
            else snprintf(whose, sizeof whose, "operand %d", which);
            if (t->ell != NO_ELLIPSIS)
                return error_raise(in, "einsum(): found '.' for %s for which an ellipsis was already found", whose);
            if (eq[i + 1] != '.' || eq[i + 2] != '.')
                return error_raise(in, "einsum(): found '.' for %s that is not part of any ellipsis%s", whose,
                                   which < 0 ? " (...)" : "");
            t->ell = t->n;
            i += 2;
            continue;
        }
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
            return error_raise(in, "einsum(): invalid subscript given at index %zu in the equation string, subscripts "
                               "must be in [a-zA-Z]", i);
        if (t->n == LETTERS) return error_raise(in, "einsum(): too many subscripts in one term");
        t->letters[t->n++] = label_of(c);
    }
}

/* The operands: one list or tuple of tensors, or the tensors given after
 * the equation. */
static bool operands(Interp *in, const Args *a, Value *list)
{
    List *rest = value_as_list(a->p[1]);
    if (rest->len == 1 && value_is_seq(rest->items[0])) return value_items(in, rest->items[0], list);
    *list = value_retain(a->p[1]);
    return true;
}

/* Part p's labels as dims of its tensor: each in want, in want's order. */
static Value dims_of(const Part *p, const int *want, int n)
{
    Value dims = value_list_new(V_LIST, (size_t)n);
    for (int k = 0; k < n; k++)
        for (int d = 0; d < p->n; d++)
            if (p->labels[d] == want[k]) value_list_push(dims, value_int(d));
    return dims;
}

/* p's tensor replaced by r, of n labelled dims, when ok. */
static bool become(Part *p, bool ok, Value r, int n)
{
    if (!ok) return false;
    value_release(p->v);
    p->v = r;
    p->n = n;
    return true;
}

/* p with the dims whose labels keep[] does not mark summed out. */
static bool sum_out(Interp *in, const Args *a, Part *p, const bool *keep)
{
    int drop[TENSOR_MAX_DIMS], nd = 0, kept = 0;
    for (int d = 0; d < p->n; d++) {
        if (keep[p->labels[d]]) p->labels[kept++] = p->labels[d];
        else drop[nd++] = d;
    }
    if (nd == 0) return true;
    Value dims = value_list_new(V_LIST, (size_t)nd);
    for (int k = 0; k < nd; k++) value_list_push(dims, value_int(drop[k]));
    Value r;
    bool ok = builtins_call_method(in, a, p->v, "sum", 1, &dims, &r);
    value_release(dims);
    return become(p, ok, r, kept);
}

/* p's tensor permuted to the labels of order (n of them), then reshaped
 * to shape (ns dims). */
static bool arrange(Interp *in, const Args *a, Part *p, const int *order, int n, const int64_t *shape, int ns,
                    Value *out)
{
    Value dims = dims_of(p, order, n), moved;
    bool ok = builtins_call_method(in, a, p->v, "permute", 1, &dims, &moved);
    value_release(dims);
    if (!ok) return false;
    Value size = value_size_new(shape, ns);
    ok = builtins_call_method(in, a, moved, "reshape", 1, &size, out);
    value_release(size);
    value_release(moved);
    return ok;
}

/* x and y contracted into x: labels in both that keep[] marks stay as a
 * batch, the others in both are summed by one bmm (a product when none
 * are). */
static bool contract(Interp *in, const Args *a, Part *x, Part *y, const bool *keep, const int64_t *size)
{
    bool in_x[LABELS] = {false}, in_y[LABELS] = {false};
    for (int d = 0; d < x->n; d++) in_x[x->labels[d]] = true;
    for (int d = 0; d < y->n; d++) in_y[y->labels[d]] = true;
    int batch[TENSOR_MAX_DIMS], left[TENSOR_MAX_DIMS], right[TENSOR_MAX_DIMS], sum[TENSOR_MAX_DIMS];
    int nb = 0, nl = 0, nr = 0, ns = 0;
    int64_t B = 1, M = 1, N = 1, K = 1;
    for (int d = 0; d < x->n; d++) {
        int l = x->labels[d];
        if (!in_y[l]) left[nl++] = l, M *= size[l];
        else if (keep[l]) batch[nb++] = l, B *= size[l];
        else sum[ns++] = l, K *= size[l];
    }
    for (int d = 0; d < y->n; d++)
        if (!in_x[y->labels[d]]) right[nr++] = y->labels[d], N *= size[y->labels[d]];
    int xo[TENSOR_MAX_DIMS], yo[TENSOR_MAX_DIMS];
    memcpy(xo, batch, sizeof(int) * (size_t)nb);
    memcpy(xo + nb, left, sizeof(int) * (size_t)nl);
    memcpy(xo + nb + nl, sum, sizeof(int) * (size_t)ns);
    memcpy(yo, batch, sizeof(int) * (size_t)nb);
    memcpy(yo + nb, sum, sizeof(int) * (size_t)ns);
    memcpy(yo + nb + ns, right, sizeof(int) * (size_t)nr);
    Value xm, ym, prod;
    if (!arrange(in, a, x, xo, nb + nl + ns, (int64_t[]){B, M, K}, 3, &xm)) return false;
    bool ok = arrange(in, a, y, yo, nb + ns + nr, (int64_t[]){B, K, N}, 3, &ym);
    if (ok) {
        /* nothing summed: [B, M, 1] times [B, 1, N], which promotes mixed
         * dtypes as PyTorch's sumproduct_pair multiplies then */
        ok = ns ? builtins_call_name(in, a, "bmm", 2, (Value[]){xm, ym}, 0, NULL, NULL, &prod)
                : value_binary(in, OP_MUL, xm, ym, &prod);
        value_release(ym);
    }
    value_release(xm);
    if (!ok) return false;
    int64_t shape[TENSOR_MAX_DIMS];
    int n = 0;
    for (int k = 0; k < nb; k++) shape[n] = size[batch[k]], x->labels[n++] = batch[k];
    for (int k = 0; k < nl; k++) shape[n] = size[left[k]], x->labels[n++] = left[k];
    for (int k = 0; k < nr; k++) shape[n] = size[right[k]], x->labels[n++] = right[k];
    Value sz = value_size_new(shape, n);
    Value r;
    ok = builtins_call_method(in, a, prod, "reshape", 1, &sz, &r);
    value_release(sz);
    value_release(prod);
    return become(x, ok, r, n);
}

/* Whether operand i (tensor t) has the dims its term names: as many, or
 * at least as many with an ellipsis. */
static bool term_fits(Interp *in, int i, const Tensor *t, const Term *term)
{
    int nl = term->n;
    if (term->ell == NO_ELLIPSIS && t->ndim != nl)
        return error_raise(in, "einsum(): the number of subscripts in the equation (%d) does not match the number of "
                           "dimensions (%d) for operand %d and no ellipsis was given", nl, t->ndim, i);
    if (t->ndim < nl)
        return error_raise(in, "einsum(): the number of subscripts in the equation (%d) is more than the number of "
                           "dimensions (%d) for operand %d", nl, t->ndim, i);
    return true;
}

/* Operand i (tensor t, parsed as term and fitting it) as a Part: its
 * labels, each label's size checked against size[] (1 broadcasts), a
 * repeated label taken as its diagonal (a view). */
static bool part_of(Interp *in, int i, Tensor *t, const Term *term, int max_ell, int64_t *size, Part *p)
{
    int nl = term->n, ell = t->ndim - nl;
    int labels[TENSOR_MAX_DIMS], n = 0;
    for (int k = 0; k <= nl; k++) {
        if (k == term->ell)
            for (int e = 0; e < ell; e++) labels[n++] = LETTERS + max_ell - ell + e;
        if (k < nl) labels[n++] = term->letters[k];
    }
    int64_t shape[TENSOR_MAX_DIMS], strides[TENSOR_MAX_DIMS];
    int m = 0;
    for (int d = 0; d < n; d++) {
        int prev = -1;
        for (int e = 0; e < m; e++)
            if (p->labels[e] == labels[d]) prev = e;
        if (prev >= 0) {
            if (shape[prev] != t->shape[d])
                return error_raise(in, "einsum(): subscript %c is repeated for operand %d but the sizes don't match, "
                                   "%lld != %lld", letter_of(labels[d]), i, (long long)t->shape[d],
                                   (long long)shape[prev]);
            strides[prev] += t->strides[d];
            continue;
        }
        p->labels[m] = labels[d];
        shape[m] = t->shape[d];
        strides[m++] = t->strides[d];
    }
    for (int d = 0; d < m; d++) {
        int64_t *s = &size[p->labels[d]];
        if (*s >= 0 && *s != 1 && shape[d] != 1 && *s != shape[d])
            return error_raise(in, "einsum(): subscript %s has size %lld for operand %d which does not broadcast "
                               "with previously seen size %lld",
                               p->labels[d] < LETTERS ? (char[]){letter_of(p->labels[d]), '\0'} : "...",
                               (long long)shape[d], i, (long long)*s);
        if (*s < 0 || *s == 1) *s = shape[d];
    }
    p->n = m;
    p->v = value_tensor(m == t->ndim ? tensor_retain(t) : tensor_as_strided(t, m, shape, strides, t->offset));
    return true;
}

/* Each part expanded to the common size of its labels (a size-1 dim
 * broadcast, as PyTorch's einsum broadcasts). */
static bool broadcast(Interp *in, const Args *a, Part *p, const int64_t *size)
{
    int64_t shape[TENSOR_MAX_DIMS];
    bool same = true;
    Tensor *t = value_as_tensor(p->v);
    for (int d = 0; d < p->n; d++) {
        shape[d] = size[p->labels[d]];
        same = same && shape[d] == t->shape[d];
    }
    if (same) return true;
    Value sz = value_size_new(shape, p->n), r;
    bool ok = builtins_call_method(in, a, p->v, "expand", 1, &sz, &r);
    value_release(sz);
    return become(p, ok, r, p->n);
}

/* The output's labels: as written after "->", or the ellipsis then the
 * letters used once, in label order. */
static bool output_labels(Interp *in, const Term *terms, int nt, const Term *rhs, int max_ell, int *out, int *n)
{
    int count[LABELS] = {0};
    for (int i = 0; i < nt; i++)
        for (int k = 0; k < terms[i].n; k++) count[terms[i].letters[k]]++;
    *n = 0;
    if (!rhs) {
        for (int e = 0; e < max_ell; e++) out[(*n)++] = LETTERS + e;
        for (int l = 0; l < LETTERS; l++)
            if (count[l] == 1) out[(*n)++] = l;
        return true;
    }
    bool seen[LABELS] = {false};
    for (int k = 0; k <= rhs->n; k++) {
        if (k == rhs->ell)
            for (int e = 0; e < max_ell; e++) out[(*n)++] = LETTERS + e;
        if (k == rhs->n) break;
        int l = rhs->letters[k];
        if (seen[l])
            return error_raise(in, "einsum(): output subscript %c appears more than once in the output",
                               letter_of(l));
        if (count[l] == 0)
            return error_raise(in, "einsum(): output subscript %c does not appear in the equation for any input "
                               "operand", letter_of(l));
        seen[l] = true;
        out[(*n)++] = l;
    }
    return true;
}

static bool einsum_of(Interp *in, const Args *a, const char *eq, List *ops, Value *out)
{
    Term terms[BUILTINS_CALL_MAX * 4], rhs;
    int nt = 0;
    size_t pos = 0;
    for (;;) {
        if (nt == (int)(sizeof terms / sizeof terms[0])) return error_raise(in, "einsum(): too many operands");
        if (!parse_term(in, eq, &pos, &terms[nt], nt)) return false;
        nt++;
        if (eq[pos] != ',') break;
        pos++;
    }
    bool explicit = eq[pos] == '-';
    if (explicit && eq[pos + 1] != '>')
        return error_raise(in, "einsum(): invalid subscript given at index %zu in the equation string, "
                           "subscripts must be in [a-zA-Z]", pos);
    if ((int)ops->len > nt)
        return error_raise(in, "einsum(): more operands were provided than specified in the equation");
    if ((int)ops->len < nt)
        return error_raise(in, "einsum(): fewer operands were provided than specified in the equation");
    int max_ell = 0;
    for (int i = 0; i < nt; i++) {
        if (ops->items[i].kind != V_TENSOR)
            return error_raise_as(in, ERR_TYPE, "expected Tensor as element %d in argument 1, but got %s", i,
                                  value_type_name(ops->items[i]));
        Tensor *t = value_as_tensor(ops->items[i]);
        if (!term_fits(in, i, t, &terms[i])) return false;
        if (terms[i].ell != NO_ELLIPSIS && t->ndim - terms[i].n > max_ell) max_ell = t->ndim - terms[i].n;
    }
    /* The output is parsed after the operands are counted and their ranks
     * checked, as PyTorch parses it; a ',' or a second "->" in it is a
     * subscript like any other character outside [a-zA-Z]. */
    if (explicit) {
        pos += 2;
        if (!parse_term(in, eq, &pos, &rhs, -1)) return false;
        if (eq[pos] != '\0')
            return error_raise(in, "einsum(): invalid subscript given at index %zu in the equation string, "
                               "subscripts must be in [a-zA-Z]", pos);
    }
    int want[LABELS], nw;
    if (!output_labels(in, terms, nt, explicit ? &rhs : NULL, max_ell, want, &nw)) return false;
    int64_t size[LABELS];
    for (int l = 0; l < LABELS; l++) size[l] = -1;
    Part *parts = xcalloc((size_t)nt, sizeof *parts);
    bool ok = true;
    int made = 0;
    for (; ok && made < nt; made++) {
        parts[made].v = value_none();
        ok = part_of(in, made, value_as_tensor(ops->items[made]), &terms[made], max_ell, size, &parts[made]);
    }
    for (int i = 0; ok && i < nt; i++) ok = broadcast(in, a, &parts[i], size);
    /* needed[l]: how many parts (and the output) still name label l. */
    int needed[LABELS] = {0};
    for (int k = 0; k < nw; k++) needed[want[k]]++;
    for (int i = 0; ok && i < nt; i++)
        for (int d = 0; d < parts[i].n; d++) needed[parts[i].labels[d]]++;
    for (int i = 0; ok && i < nt; i++) {
        /* A part keeps the labels others name; after the first it is
         * contracted into parts[0]. */
        for (int d = 0; d < parts[i].n; d++) needed[parts[i].labels[d]]--;
        if (i > 0)
            for (int d = 0; d < parts[0].n; d++) needed[parts[0].labels[d]]--;
        bool keep[LABELS];
        for (int l = 0; l < LABELS; l++) keep[l] = needed[l] > 0;
        if (i > 0) {
            bool both[LABELS];
            for (int l = 0; l < LABELS; l++) both[l] = true;
            for (int d = 0; d < parts[0].n; d++) both[parts[0].labels[d]] = false;
            for (int d = 0; d < parts[i].n; d++) both[parts[i].labels[d]] = !both[parts[i].labels[d]];
            /* Labels of only one of the pair that nothing else needs are
             * summed first; shared ones go through the bmm. */
            bool own[LABELS];
            for (int l = 0; l < LABELS; l++) own[l] = keep[l] || both[l];
            ok = sum_out(in, a, &parts[0], own) && sum_out(in, a, &parts[i], own) &&
                 contract(in, a, &parts[0], &parts[i], keep, size);
            for (int d = 0; ok && d < parts[0].n; d++) needed[parts[0].labels[d]]++;
        } else {
            ok = sum_out(in, a, &parts[0], keep);
            for (int d = 0; ok && d < parts[0].n; d++) needed[parts[0].labels[d]]++;
        }
    }
    if (ok) {
        Value dims = dims_of(&parts[0], want, nw);
        ok = builtins_call_method(in, a, parts[0].v, "permute", 1, &dims, out);
        value_release(dims);
    }
    for (int i = 0; i < made; i++) value_release(parts[i].v);
    free(parts);
    return ok;
}

/* einsum(equation, *operands) */
/* The labels of sublist s (a list of ints in [0, 52) and Ellipsis) into
 * eq, as torch.einsum's parse_subscript: 0-25 'A'-'Z', 26-51 'a'-'z'. */
static bool sublist_labels(Interp *in, Value s, Buf *eq)
{
    Value items;
    if (!value_items(in, s, &items)) return false;
    List *l = value_as_list(items);
    bool ok = true;
    for (size_t i = 0; ok && i < l->len; i++) {
        Value v = l->items[i];
        if (v.kind == V_ELLIPSIS) buf_puts(eq, "...");
        else if (v.kind == V_INT && v.u.i >= 0 && v.u.i < 52)
            buf_putc(eq, (char)(v.u.i < 26 ? 'A' + v.u.i : 'a' + v.u.i - 26));
        else
            ok = error_raise_as(in, ERR_VALUE, "einsum(): subscript in subscript list is not within the valid range "
                                "[0, 52)");
    }
    value_release(items);
    return ok;
}

/* einsum(op1, sublist1, op2, sublist2, ..., [sublist_out]): the sublist
 * format, turned into its equation and operands as torch.einsum does. */
static bool einsum_sublists(Interp *in, const Args *a, Value *out)
{
    List *rest = value_as_list(a->p[1]);
    size_t n = rest->len + 1;
    if (n < 2)
        return error_raise_as(in, ERR_VALUE, "einsum(): must specify the equation string and at least one operand, or "
                              "at least one operand and its subscripts list");
    Buf eq = BUF_INIT;
    Value ops = value_list_new(V_LIST, n / 2 + 1);
    value_list_push(ops, value_retain(a->p[0]));
    bool ok = true;
    for (size_t i = 1; ok && i + (n % 2) < n; i += 2) {
        if (i > 1) buf_putc(&eq, ',');
        ok = sublist_labels(in, rest->items[i - 1], &eq);
        if (i + 1 < n - n % 2) value_list_push(ops, value_retain(rest->items[i]));
    }
    if (ok && n % 2) {
        buf_puts(&eq, "->");
        ok = sublist_labels(in, rest->items[n - 2], &eq);
    }
    if (ok) ok = einsum_of(in, a, buf_cstr(&eq), value_as_list(ops), out);
    buf_free(&eq);
    value_release(ops);
    return ok;
}

static bool x_einsum(Interp *in, const Args *a, Value *out)
{
    if (a->p[0].kind == V_TENSOR) return einsum_sublists(in, a, out);
    if (a->p[0].kind != V_STR)
        return error_raise_as(in, ERR_TYPE, "einsum(): argument 'equation' (position 1) must be str, not %s",
                              value_type_name(a->p[0]));
    if (value_as_list(a->p[1])->len == 0)
        return error_raise_as(in, ERR_VALUE, "einsum(): must specify the equation string and at least one operand, or "
                              "at least one operand and its subscripts list");
    Value list;
    if (!operands(in, a, &list)) return false;
    bool ok = einsum_of(in, a, value_as_str(a->p[0])->data, value_as_list(list), out);
    value_release(list);
    return ok;
}

static const Builtin rows[] = {
    {"einsum", V_NONE, BI_FUNC, x_einsum, "equation, *operands", 0,
     "sums of products over the subscripts the equation names (lowered to bmm, sum and views); also in the sublist "
     "format"},
};

void einsum_register(void)
{
    builtins_register(rows, sizeof rows / sizeof rows[0]);
}
