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

Node *ast_assign(Node *target, Node *value, Span span);
Node *ast_aug_assign(int op, Node *target, Node *value, Span span);
/* `stream s = e` (args NULL) or `stream s(args)` (value NULL; args an
 * N_CALL holder) or `stream s` (both NULL). */
Node *ast_decl(DeclKind decl, Node *name, Node *value, Node *args, Span span);
Node *ast_with(WithKind with, Node *arg, Node *body, Span span);
/* Parameters are gathered in an N_DEF without a name or body: ast_param
 * checks that defaults come last and names are not repeated. */
Node *ast_param(Node *params, Node *param);
Node *ast_def(Node *name, Node *params, Node *body, Span span);

#endif
