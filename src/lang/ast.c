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
    case OP_LSHIFT: return "<<";
    case OP_RSHIFT: return ">>";
    case OP_IN: return "in";
    case OP_NOT_IN: return "not in";
    case OP_IS: return "is";
    case OP_IS_NOT: return "is not";
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
    if (ast_is_error(inner)) return inner;
    if (inner->kind == N_TUPLE) inner->span = span;
    inner->paren = true;
    return inner;
}

Node *ast_compare(int op, Node *left, Node *right, Span span, Span op_span)
{
    bool chain = !ast_is_error(left) && left->kind == N_COMPARE && !left->paren;
    Node *node = ast_binary(N_COMPARE, op, left, right, span, op_span);
    if (!ast_is_error(node)) node->chained = chain;
    return node;
}

/* Frees both and returns an error at span. */
static Node *fail2(Node *a, Node *b, Span span, const char *msg)
{
    ast_free(a);
    ast_free(b);
    return ast_error(span, msg);
}

/* Python's order: positional arguments (and *xs) before keyword ones,
 * except that *xs may follow a keyword; nothing positional after **d. */
Node *ast_arg(Node *args, Node *arg)
{
    if (!ast_is_error(args) && !ast_is_error(arg) && arg->kind != N_KWARG && arg->kind != N_KWSTAR) {
        bool after_kw = false, after_kwstar = false;
        for (int i = 0; i < args->list.len; i++) {
            after_kw |= args->list.items[i]->kind == N_KWARG;
            after_kwstar |= args->list.items[i]->kind == N_KWSTAR;
        }
        if (after_kwstar && arg->kind == N_STAR)
            return fail2(args, arg, arg->span, "iterable argument unpacking follows keyword argument unpacking");
        if (after_kwstar)
            return fail2(args, arg, arg->span, "positional argument follows keyword argument unpacking");
        if (after_kw && arg->kind != N_STAR)
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

/* Why target cannot be assigned to (or deleted, del true), or NULL when it
 * can; *where is set to the part at fault. */
static const char *bad_target(const Node *target, bool del, Span *where)
{
    *where = target->span;
    switch (target->kind) {
    case N_NAME: case N_INDEX: case N_ATTR:
        return NULL;
    case N_TUPLE: case N_LIST: {
        if (target->list.len == 0 && target->kind == N_TUPLE && !del) return "cannot assign to an empty tuple";
        int stars = 0;
        for (int i = 0; i < target->list.len; i++) {
            const Node *item = target->list.items[i];
            if (item->kind == N_STAR) {
                if (del) {
                    *where = item->span;
                    return "cannot delete starred";
                }
                if (++stars > 1) {
                    *where = item->span;
                    return "multiple starred expressions in assignment";
                }
                item = item->a;
            }
            const char *why = bad_target(item, del, where);
            if (why) return why;
        }
        return NULL;
    }
    case N_STAR:
        return del ? "cannot delete starred" : "starred assignment target must be in a list or tuple";
    case N_CALL:
        return del ? "cannot delete function call" : "cannot assign to a function call";
    case N_INT: case N_FLOAT: case N_STR: case N_FSTR: case N_BOOL: case N_NONE: case N_ELLIPSIS:
        return del ? "cannot delete literal" : "cannot assign to a literal";
    case N_COMPARE:
        return del ? "cannot delete comparison" : "cannot assign to a comparison";
    default:
        return del ? "cannot delete expression" : "cannot assign to an expression";
    }
}

/* Replaces target by an error if it cannot be assigned to. */
static Node *check_target(Node *target)
{
    if (ast_is_error(target)) return target;
    Span where;
    const char *why = bad_target(target, false, &where);
    if (!why) return target;
    ast_free(target);
    return ast_error(where, why);
}

Node *ast_assign_target(Node *chain, Node *target)
{
    target = check_target(target);
    if (!chain) {
        Node *node = ast_new(N_ASSIGN, target->span);
        node->a = target;
        return finish(node);
    }
    if (ast_is_error(chain) || ast_is_error(target)) return ast_append(chain, target);
    ast_list_push(&chain->list, target);
    return chain;
}

Node *ast_assign(Node *chain, Node *value, Span span)
{
    if (ast_is_error(chain)) {
        ast_free(value);
        return chain;
    }
    chain->b = value;
    chain->span = span;
    return finish(chain);
}

Node *ast_annotated(Node *name, Node *annotation, Node *value, Span span)
{
    ast_free(annotation);
    if (!value) {
        /* `x: int` binds nothing. */
        ast_free(name);
        return ast_leaf(N_PASS, span);
    }
    return ast_assign(ast_assign_target(NULL, name), value, span);
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

/* A for or while loop, its else block (if any) its list's one item. */
static Node *loop_node(NodeKind kind, Node *a, Node *b, Node *c, Node *orelse, Span span)
{
    Node *node = ast_new(kind, span);
    node->a = a;
    node->b = b;
    node->c = c;
    if (orelse) ast_list_push(&node->list, orelse);
    return finish(node);
}

Node *ast_for(Node *targets, Node *iterable, Node *body, Node *orelse, Span span)
{
    return loop_node(N_FOR, iterable, body, check_target(targets), orelse, span);
}

Node *ast_while(Node *cond, Node *body, Node *orelse, Span span)
{
    return loop_node(N_WHILE, cond, body, NULL, orelse, span);
}

Node *ast_del(Node *targets, Span span)
{
    if (ast_is_error(targets)) return targets;
    for (int i = 0; i < targets->list.len; i++) {
        Span where;
        const char *why = bad_target(targets->list.items[i], true, &where);
        if (why) {
            ast_free(targets);
            return ast_error(where, why);
        }
    }
    targets->span = span;
    return targets;
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

Node *ast_with(WithKind with, Node *arg, Node *as_name, Node *body, Span span)
{
    Node *node = ast_node(N_WITH, arg, body, NULL, span);
    if (ast_is_error(node)) {
        ast_free(as_name);
        return node;
    }
    node->with = with;
    if (as_name) take_name(node, as_name);
    return node;
}

Node *ast_with_body(Node *items, Node *body, Span span)
{
    if (ast_is_error(items) || ast_is_error(body)) {
        Node *error = ast_is_error(items) ? items : body;
        ast_free(error == items ? body : items);
        return error;
    }
    Node *inner = body;
    for (int i = items->list.len - 1; i >= 0; i--) {
        Node *with = items->list.items[i];
        if (inner != body) inner = ast_append(ast_leaf(N_BLOCK, inner->span), inner);
        with->b = inner;
        with->span = i == 0 ? span : (Span){with->span.lo, span.hi, with->span.lo};
        inner = finish(with);
    }
    items->list.len = 0;
    ast_free(items);
    return inner;
}

Node *ast_star_param(ParamKind kind, Node *name, Span span)
{
    Node *node = name ? ast_named(N_PARAM, name, NULL, NULL, span) : ast_leaf(N_PARAM, span);
    node->op = kind;
    return node;
}

/* Python's rules for the order of parameters. */
static const char *bad_param_order(const NodeList *list, const Node *param)
{
    bool star = false, kwstar = false, plain_default = false;
    for (int i = 0; i < list->len; i++) {
        const Node *q = list->items[i];
        star |= q->op == PARAM_STAR;
        kwstar |= q->op == PARAM_KWSTAR;
        plain_default |= q->op == PARAM_PLAIN && q->a && !star;
    }
    if (kwstar) return "arguments cannot follow var-keyword argument";
    if (param->op == PARAM_STAR && star) return "* argument may appear only once";
    if (param->op == PARAM_PLAIN && !param->a && plain_default && !star)
        return "parameter without a default follows parameter with a default";
    if (param->op == PARAM_KWSTAR && star && list->len > 0) {
        const Node *last = list->items[list->len - 1];
        if (last->op == PARAM_STAR && !last->str) return "named arguments must follow bare *";
    }
    return NULL;
}

Node *ast_param(Node *params, Node *param)
{
    if (!ast_is_error(params) && !ast_is_error(param)) {
        const char *why = bad_param_order(&params->list, param);
        if (why) return fail2(params, param, param->span, why);
    }
    return ast_append(params, param);
}

/* A bare `*` must have keyword-only parameters after it. */
static Node *check_bare_star(Node *params)
{
    if (ast_is_error(params) || params->list.len == 0) return params;
    const Node *last = params->list.items[params->list.len - 1];
    if (last->op != PARAM_STAR || last->str) return params;
    Node *err = ast_error(last->span, "named arguments must follow bare *");
    ast_free(params);
    return err;
}

/* check_names for parameters, which a bare `*` (no name) is among. */
static Node *check_param_names(Node *params)
{
    if (ast_is_error(params)) return params;
    NodeList named = {NULL, 0, 0};
    for (int i = 0; i < params->list.len; i++)
        if (params->list.items[i]->str) ast_list_push(&named, params->list.items[i]);
    const Node *again = repeated_name(&named, N_PARAM);
    free(named.items);
    if (!again) return params;
    Buf msg = BUF_INIT;
    buf_printf(&msg, "duplicate parameter '%s'", again->str);
    Node *err = ast_error(again->span, msg.data);
    buf_free(&msg);
    ast_free(params);
    return err;
}

Node *ast_def(Node *name, Node *params, Node *body, Span span)
{
    params = check_param_names(check_bare_star(params));
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

Node *ast_decorated(Node *decorators, Node *def, Span span)
{
    if (ast_is_error(decorators) || ast_is_error(def)) {
        Node *err = ast_is_error(decorators) ? decorators : def;
        ast_free(err == def ? decorators : def);
        return err;
    }
    Node *value = ast_text(N_NAME, xstrdup(def->str), def->str_len, def->span);
    for (int i = decorators->list.len - 1; i >= 0; i--) {
        Node *decorator = decorators->list.items[i];
        value = ast_call(decorator, ast_append(ast_leaf(N_CALL, decorator->span), value), decorator->span);
    }
    decorators->list.len = 0;      /* the calls own the expressions now */
    ast_free(decorators);
    Node *name = ast_text(N_NAME, xstrdup(def->str), def->str_len, def->span);
    Node *bind = ast_assign(ast_assign_target(NULL, name), value, span);
    return ast_append(ast_append(ast_leaf(N_BLOCK, span), def), bind);
}

Node *ast_lambda(Node *params, Node *body, Span span)
{
    params = check_param_names(check_bare_star(params));
    if (ast_is_error(params)) {
        ast_free(body);
        return params;
    }
    params->kind = N_LAMBDA;
    params->str = xstrdup("<lambda>");
    params->str_len = strlen(params->str);
    params->b = body;
    params->span = span;
    return finish(params);
}

Node *ast_comp_clause(NodeKind kind, Node *target, Node *expr, Node *rest, Span span)
{
    Node *clause = ast_new(kind, span);
    clause->a = kind == N_COMP_FOR ? check_target(target) : NULL;
    clause->b = expr;
    clause = finish(clause);
    Node *holder = ast_append(ast_leaf(N_COMP, span), clause);
    if (!rest) return holder;
    if (ast_is_error(holder) || ast_is_error(rest)) {
        ast_free(holder);
        return rest;
    }
    for (int i = 0; i < rest->list.len; i++) {
        holder = ast_append(holder, rest->list.items[i]);
        rest->list.items[i] = NULL;
        if (ast_is_error(holder)) {
            for (int j = i + 1; j < rest->list.len; j++) ast_free(rest->list.items[j]);
            rest->list.len = 0;
            break;
        }
    }
    rest->list.len = 0;
    ast_free(rest);
    return holder;
}

Node *ast_comp(CompKind kind, Node *element, Node *value, Node *clauses, Span span)
{
    if (ast_is_error(clauses)) {
        ast_free(element);
        ast_free(value);
        return clauses;
    }
    clauses->op = kind;
    clauses->a = element;
    clauses->b = value;
    clauses->span = span;
    return finish(clauses);
}

Node *ast_except(Node *type, Node *as_name, Node *body, Span span)
{
    Node *node = ast_node(N_EXCEPT, type, body, NULL, span);
    if (ast_is_error(node)) {
        ast_free(as_name);
        return node;
    }
    if (as_name) take_name(node, as_name);
    return node;
}

Node *ast_handler(Node *handlers, Node *handler)
{
    if (!ast_is_error(handlers) && !ast_is_error(handler) && handlers->list.len > 0) {
        const Node *last = handlers->list.items[handlers->list.len - 1];
        if (!last->a) return fail2(handlers, handler, last->span, "default 'except:' must be last");
    }
    return ast_append(handlers, handler);
}

Node *ast_try(Node *body, Node *handlers, Node *orelse, Node *finally, Span span)
{
    Node *node = handlers ? handlers : ast_leaf(N_TRY, span);
    if (ast_is_error(node)) {
        ast_free(body);
        ast_free(orelse);
        ast_free(finally);
        return node;
    }
    node->a = body;
    node->b = orelse;
    node->c = finally;
    node->span = span;
    return finish(node);
}

Node *ast_dotted(Node *prefix, Node *name, Span span)
{
    if (!prefix) return ast_at(name, span);
    Buf b = BUF_INIT;
    buf_printf(&b, "%s.%s", prefix->str, name->str);
    ast_free(name);
    free(prefix->str);
    prefix->str_len = b.len;
    prefix->str = buf_take(&b);
    prefix->span = span;
    return prefix;
}

Node *ast_alias(Node *dotted, Node *as_name, Span span)
{
    Node *node = ast_new(N_ALIAS, span);
    node->b = dotted;
    node->a = as_name;
    if (!as_name && !ast_is_error(dotted)) {
        /* `import torch.nn` binds torch: the name before the first dot. */
        node->str_len = strcspn(dotted->str, ".");
        node->str = xstrndup(dotted->str, node->str_len);
    }
    return finish(node);
}

Node *ast_import_from(Node *module, Node *names, Span span)
{
    if (ast_is_error(names)) {
        ast_free(module);
        return names;
    }
    names->b = module;
    names->span = span;
    return finish(names);
}
