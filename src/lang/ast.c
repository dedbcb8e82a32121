/* ast.c: syntax tree nodes: allocation, release, and the checked
 * constructors the parser builds them with (ast_build.h). */
#include "lang/ast.h"
#include "lang/ast_build.h"
#include "base/buf.h"

#include <stdlib.h>
#include <string.h>

Node *ast_new(NodeKind kind, Span span)
{
    Node *node = xcalloc(1, sizeof *node);
    node->kind = kind;
    node->span = span;
    node->depth = 1;
    return node;
}

void ast_list_push(NodeList *list, Node *node)
{
    if (list->len == list->cap) {
        list->cap = list->cap ? list->cap * 2 : 4;
        list->items = xrealloc(list->items, (size_t)list->cap * sizeof *list->items);
    }
    list->items[list->len++] = node;
}

/* Recursion is bounded: the parser caps expressions at AST_MAX_DEPTH and
 * brackets and blocks at 200 levels. */
void ast_free(Node *node)
{
    if (!node) return;
    ast_free(node->a);
    ast_free(node->b);
    ast_free(node->c);
    for (int i = 0; i < node->list.len; i++) ast_free(node->list.items[i]);
    free(node->list.items);
    free(node->str);
    free(node);
}

const char *ast_op_text(int op)
{
    switch (op) {
    case OP_ADD: return "+";
    case OP_SUB: return "-";
    case OP_MUL: return "*";
    case OP_DIV: return "/";
    case OP_FLOORDIV: return "//";
    case OP_MOD: return "%";
    case OP_POW: return "**";
    case OP_MATMUL: return "@";
    case OP_BITAND: return "&";
    case OP_BITOR: return "|";
    case OP_BITXOR: return "^";
    case OP_EQ: return "==";
    case OP_NE: return "!=";
    case OP_LT: return "<";
    case OP_LE: return "<=";
    case OP_GT: return ">";
    case OP_GE: return ">=";
    case '-': return "-";
    case '+': return "+";
    case '~': return "~";
    }
    return "?";
}

Node *ast_error(Span span, const char *msg)
{
    Node *node = ast_new(N_NONE, span);
    node->depth = -1;
    if (msg) node->str = xstrdup(msg);
    return node;
}

bool ast_is_error(const Node *node)
{
    return node && node->depth < 0;
}

static bool is_expression(NodeKind kind)
{
    return kind < N_EXPR_STMT;
}

/* Replaces node by an error when it is too deep to evaluate safely. */
static Node *check_depth(Node *node)
{
    if (!is_expression(node->kind) || node->depth <= AST_MAX_DEPTH) return node;
    Span span = node->span;
    ast_free(node);
    return ast_error(span, "expression too deeply nested");
}

/* Completes a node whose children are in place: an error among them takes
 * the node's place; otherwise the node learns its depth. */
static Node *finish(Node *node)
{
    Node **kids[3] = {&node->a, &node->b, &node->c};
    int depth = 0;
    for (int i = 0; i < 3; i++) {
        Node *kid = *kids[i];
        if (!kid) continue;
        if (ast_is_error(kid)) {
            *kids[i] = NULL;
            ast_free(node);
            return kid;
        }
        if (kid->depth > depth) depth = kid->depth;
    }
    for (int i = 0; i < node->list.len; i++) {
        Node *kid = node->list.items[i];
        if (ast_is_error(kid)) {
            node->list.items[i] = NULL;
            ast_free(node);
            return kid;
        }
        if (kid->depth > depth) depth = kid->depth;
    }
    node->depth = depth + 1;
    return check_depth(node);
}

Node *ast_leaf(NodeKind kind, Span span)
{
    return ast_new(kind, span);
}

Node *ast_int(int64_t value, Span span)
{
    Node *node = ast_new(N_INT, span);
    node->ival = value;
    return node;
}

Node *ast_float(double value, Span span)
{
    Node *node = ast_new(N_FLOAT, span);
    node->fval = value;
    return node;
}

Node *ast_bool(bool value, Span span)
{
    Node *node = ast_new(N_BOOL, span);
    node->bval = value;
    return node;
}

Node *ast_text(NodeKind kind, char *text, size_t len, Span span)
{
    Node *node = ast_new(kind, span);
    node->str = text;
    node->str_len = len;
    return node;
}

Node *ast_node(NodeKind kind, Node *a, Node *b, Node *c, Span span)
{
    Node *node = ast_new(kind, span);
    node->a = a;
    node->b = b;
    node->c = c;
    return finish(node);
}

Node *ast_unary(int op, Node *operand, Span span)
{
    Node *node = ast_new(N_UNARY, span);
    node->op = op;
    node->a = operand;
    return finish(node);
}

Node *ast_binary(NodeKind kind, int op, Node *left, Node *right, Span span, Span op_span)
{
    Node *node = ast_new(kind, span);
    node->span.pt = op_span.lo;
    node->op = op;
    node->a = left;
    node->b = right;
    return finish(node);
}

/* Moves the identifier of an N_NAME token into node. */
static void take_name(Node *node, Node *name)
{
    node->str = name->str;
    node->str_len = name->str_len;
    name->str = NULL;
    ast_free(name);
}

Node *ast_named(NodeKind kind, Node *name, Node *a, Node *b, Span span)
{
    Node *node = ast_new(kind, span);
    take_name(node, name);
    node->a = a;
    node->b = b;
    return finish(node);
}

Node *ast_append(Node *seq, Node *item)
{
    if (ast_is_error(seq)) {
        ast_free(item);
        return seq;
    }
    if (ast_is_error(item)) {
        ast_free(seq);
        return item;
    }
    ast_list_push(&seq->list, item);
    if (item->depth >= seq->depth) seq->depth = item->depth + 1;
    return check_depth(seq);
}

Node *ast_at(Node *node, Span span)
{
    if (!ast_is_error(node)) node->span = span;
    return node;
}

Node *ast_paren(Node *inner, Span span)
{
    if (inner->kind == N_TUPLE && !ast_is_error(inner)) inner->span = span;
    return inner;
}

/* Frees both and returns an error at span. */
static Node *fail2(Node *a, Node *b, Span span, const char *msg)
{
    ast_free(a);
    ast_free(b);
    return ast_error(span, msg);
}

Node *ast_arg(Node *args, Node *arg)
{
    if (!ast_is_error(args) && !ast_is_error(arg) && arg->kind != N_KWARG) {
        NodeList *list = &args->list;
        if (list->len > 0 && list->items[list->len - 1]->kind == N_KWARG)
            return fail2(args, arg, arg->span, "positional argument follows keyword argument");
    }
    return ast_append(args, arg);
}

static int by_name(const void *x, const void *y)
{
    const Node *a = *(Node *const *)x, *b = *(Node *const *)y;
    int c = strcmp(a->str, b->str);
    return c ? c : (a->span.lo > b->span.lo) - (a->span.lo < b->span.lo);
}

/* The first item of kind in list, in source order, whose name an earlier
 * one has; NULL if none.  Sorting keeps calls with thousands of keyword
 * arguments fast. */
static const Node *repeated_name(const NodeList *list, NodeKind kind)
{
    Node **named = xmalloc((size_t)list->len * sizeof *named + 1);
    int n = 0;
    for (int i = 0; i < list->len; i++)
        if (list->items[i]->kind == kind) named[n++] = list->items[i];
    qsort(named, (size_t)n, sizeof *named, by_name);
    const Node *first = NULL;
    for (int i = 1; i < n; i++)
        if (strcmp(named[i - 1]->str, named[i]->str) == 0 && (!first || named[i]->span.lo < first->span.lo))
            first = named[i];
    free(named);
    return first;
}

/* Replaces holder by an error if two of its items of kind share a name. */
static Node *check_names(Node *holder, NodeKind kind, const char *prefix)
{
    const Node *again = repeated_name(&holder->list, kind);
    if (!again) return holder;
    Buf msg = BUF_INIT;
    buf_printf(&msg, "%s'%s'", prefix, again->str);
    Node *err = ast_error(again->span, msg.data);
    buf_free(&msg);
    ast_free(holder);
    return err;
}

Node *ast_call(Node *callee, Node *args, Span span)
{
    if (ast_is_error(args)) {
        ast_free(callee);
        return args;
    }
    args->a = callee;
    args->span = span;
    args = check_names(args, N_KWARG, "keyword argument repeated: ");
    return ast_is_error(args) ? args : finish(args);
}

Node *ast_index(Node *object, Node *items, Span span)
{
    if (ast_is_error(items)) {
        ast_free(object);
        return items;
    }
    items->a = object;
    items->span = span;
    return finish(items);
}

/* Why target cannot be assigned to, or NULL when it can; *where is set to
 * the part at fault. */
static const char *bad_target(const Node *target, Span *where)
{
    *where = target->span;
    switch (target->kind) {
    case N_NAME: case N_INDEX: case N_ATTR:
        return NULL;
    case N_TUPLE:
        if (target->list.len == 0) return "cannot assign to an empty tuple";
        for (int i = 0; i < target->list.len; i++) {
            if (target->list.items[i]->kind != N_NAME) {
                *where = target->list.items[i]->span;
                return "each target of an unpacking assignment must be a name";
            }
        }
        return NULL;
    case N_CALL:
        return "cannot assign to a function call";
    case N_INT: case N_FLOAT: case N_STR: case N_FSTR: case N_BOOL: case N_NONE:
        return "cannot assign to a literal";
    case N_COMPARE:
        return "cannot assign to a comparison";
    default:
        return "cannot assign to an expression";
    }
}

Node *ast_assign(Node *target, Node *value, Span span)
{
    if (!ast_is_error(target) && !ast_is_error(value)) {
        Span where;
        const char *why = bad_target(target, &where);
        if (why) return fail2(target, value, where, why);
    }
    return ast_node(N_ASSIGN, target, value, NULL, span);
}

Node *ast_aug_assign(int op, Node *target, Node *value, Span span)
{
    if (!ast_is_error(target) && !ast_is_error(value) &&
        target->kind != N_NAME && target->kind != N_INDEX) {
        Buf msg = BUF_INIT;
        buf_printf(&msg, "'%s=' needs a name or an indexed element on its left", ast_op_text(op));
        Node *err = fail2(target, value, target->span, msg.data);
        buf_free(&msg);
        return err;
    }
    Node *node = ast_node(N_AUG_ASSIGN, target, value, NULL, span);
    if (!ast_is_error(node)) node->op = op;
    return node;
}

Node *ast_decl(DeclKind decl, Node *name, Node *value, Node *args, Span span)
{
    Node *node = ast_new(N_DECL, span);
    node->decl = decl;
    take_name(node, name);
    node->b = value;
    if (args) {
        if (!ast_is_error(args)) args = check_names(args, N_KWARG, "keyword argument repeated: ");
        if (ast_is_error(args)) {
            ast_free(node);
            return args;
        }
        node->list = args->list;
        args->list = (NodeList){NULL, 0, 0};
        ast_free(args);
        node->has_args = true;
    }
    return finish(node);
}

Node *ast_with(WithKind with, Node *arg, Node *body, Span span)
{
    Node *node = ast_node(N_WITH, arg, body, NULL, span);
    if (!ast_is_error(node)) node->with = with;
    return node;
}

Node *ast_param(Node *params, Node *param)
{
    if (!ast_is_error(params) && !ast_is_error(param) && !param->a) {
        NodeList *list = &params->list;
        if (list->len > 0 && list->items[list->len - 1]->a)
            return fail2(params, param, param->span,
                         "parameter without a default follows parameter with a default");
    }
    return ast_append(params, param);
}

Node *ast_def(Node *name, Node *params, Node *body, Span span)
{
    if (!ast_is_error(params)) params = check_names(params, N_PARAM, "duplicate parameter ");
    if (ast_is_error(params)) {
        ast_free(name);
        ast_free(body);
        return params;
    }
    take_name(params, name);
    params->b = body;
    params->span = span;
    return finish(params);
}
