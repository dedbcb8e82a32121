/* ast_build.h: the constructors the grammar's actions call (grammar/parser.y,
 * grammar/lexer.l).
 *
 * Every constructor takes ownership of the nodes passed to it.  They also
 * enforce what the grammar alone cannot: assignment targets, argument and
 * parameter order, and the depth limit on expressions.  A constructor that
 * finds such a mistake returns an *error node* instead: it carries the
 * message and the place, and every constructor that receives one passes it
 * on (freeing everything else), so that it travels up to the statement,
 * where the parser reports it (parse.c) -- once, however long the chain. */
#ifndef CST_AST_BUILD_H
#define CST_AST_BUILD_H

#include "lang/ast.h"

/* Deeper expressions are a syntax error: the evaluator and ast_free recurse
 * over the tree, and this keeps their C stacks small. */
#define AST_MAX_DEPTH 1000

/* An error node: msg (copied) is the message still to be reported, or NULL
 * when the mistake was already reported where it was found. */
Node *ast_error(Span span, const char *msg);
bool ast_is_error(const Node *node);

Node *ast_leaf(NodeKind kind, Span span);
Node *ast_int(int64_t value, Span span);
Node *ast_float(double value, Span span);
Node *ast_bool(bool value, Span span);
/* N_STR or N_NAME; takes ownership of text (len bytes plus a NUL). */
Node *ast_text(NodeKind kind, char *text, size_t len, Span span);

/* A node with up to three children and nothing else. */
Node *ast_node(NodeKind kind, Node *a, Node *b, Node *c, Span span);
Node *ast_unary(int op, Node *operand, Span span);
/* N_BINARY, N_COMPARE (op an Op), N_AND, N_OR; the caret goes to op_span. */
Node *ast_binary(NodeKind kind, int op, Node *left, Node *right, Span span, Span op_span);
/* left op right, where left may itself be a comparison written without
 * parentheses: then the two chain (N_COMPARE's chained). */
Node *ast_compare(int op, Node *left, Node *right, Span span, Span op_span);
/* A node named by an N_NAME token (whose string it takes): N_ATTR (a = the
 * object), N_KWARG and N_PARAM (a = the value), N_FOR (a, b). */
Node *ast_named(NodeKind kind, Node *name, Node *a, Node *b, Span span);

/* Appends item to the list of seq (N_BLOCK, N_LIST, N_TUPLE, N_FSTR,
 * N_INDEX, or an argument or parameter holder below). */
Node *ast_append(Node *seq, Node *item);
/* Sets the span of a finished node and returns it. */
Node *ast_at(Node *node, Span span);
/* `( inner )`: a tuple gets the parentheses into its span. */
Node *ast_paren(Node *inner, Span span);

/* Call arguments are gathered in an N_CALL without a callee: ast_arg checks
 * that keyword arguments come last and are not repeated; ast_call adds the
 * callee. */
Node *ast_arg(Node *args, Node *arg);
Node *ast_call(Node *callee, Node *args, Span span);
/* items: an N_INDEX gathered with ast_append, without its object yet. */
Node *ast_index(Node *object, Node *items, Span span);

/* `t1 = t2 = ... = value`: ast_assign_target gathers each target (checked)
 * into an N_ASSIGN (chain NULL for the first); ast_assign adds the value. */
Node *ast_assign_target(Node *chain, Node *target);
Node *ast_assign(Node *chain, Node *value, Span span);
/* `name: annotation = value` (value may be NULL): the annotation is dropped. */
Node *ast_annotated(Node *name, Node *annotation, Node *value, Span span);
Node *ast_aug_assign(int op, Node *target, Node *value, Span span);
/* `for targets in iterable { body }` */
Node *ast_for(Node *targets, Node *iterable, Node *body, Node *orelse, Span span);
Node *ast_while(Node *cond, Node *body, Node *orelse, Span span);
/* `stream s = e` (args NULL) or `stream s(args)` (value NULL; args an
 * N_CALL holder) or `stream s` (both NULL). */
Node *ast_decl(DeclKind decl, Node *name, Node *value, Node *args, Span span);
/* as_name: the N_NAME after `as`, or NULL; body NULL for an item of
 * ast_with_body. */
Node *ast_with(WithKind with, Node *arg, Node *as_name, Node *body, Span span);
/* `with a, b { body }`: items (an N_BLOCK of N_WITH without bodies, in
 * order) become `with a { with b { body } }`, each from its item to the
 * end of span. */
Node *ast_with_body(Node *items, Node *body, Span span);
/* Parameters are gathered in an N_DEF without a name or body: ast_param
 * checks Python's order (defaults last among the positional ones, one
 * `*`, `**` at the end) and that names are not repeated. */
Node *ast_param(Node *params, Node *param);
/* `*name` (name NULL: a bare `*`) or `**name`. */
Node *ast_star_param(ParamKind kind, Node *name, Span span);
Node *ast_def(Node *name, Node *params, Node *body, Span span);
Node *ast_lambda(Node *params, Node *body, Span span);
/* `@d1 @d2 def f` as Python runs it: the def, then f = d1(d2(f)), in an
 * N_BLOCK; decorators is an N_BLOCK of the expressions in source order. */
Node *ast_decorated(Node *decorators, Node *def, Span span);

/* Comprehensions: ast_comp_clause builds the clauses back to front (rest:
 * the clauses after this one, or NULL) into an N_COMP holder; ast_comp
 * adds the element (and a dict's value).  target: for N_COMP_FOR only. */
Node *ast_comp_clause(NodeKind kind, Node *target, Node *expr, Node *rest, Span span);
Node *ast_comp(CompKind kind, Node *element, Node *value, Node *clauses, Span span);

/* try: handlers are gathered in an N_TRY holder (checked: a bare `except`
 * comes last); ast_try completes it. */
Node *ast_except(Node *type, Node *as_name, Node *body, Span span);
Node *ast_handler(Node *handlers, Node *handler);
Node *ast_try(Node *body, Node *handlers, Node *orelse, Node *finally, Span span);
/* `del a, b[i]`: targets gathered in an N_DEL (checked here). */
Node *ast_del(Node *targets, Span span);

/* Imports.  ast_dotted extends a dotted name (an N_NAME; prefix NULL for
 * its first part); ast_alias pairs it with the name after `as`. */
Node *ast_dotted(Node *prefix, Node *name, Span span);
Node *ast_alias(Node *dotted, Node *as_name, Span span);
Node *ast_import_from(Node *module, Node *names, Span span);

#endif
