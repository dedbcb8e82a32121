/* ast.h: the syntax tree the parser builds and the evaluator walks.
 *
 * Every node carries a Span (byte offsets into its Source).  Nodes are heap
 * objects owned by their parent; ast_free releases a whole tree. */
#ifndef CST_AST_H
#define CST_AST_H

#include <stdbool.h>
#include <stdint.h>

#include "base/source.h"

typedef struct Node Node;

/* A node of a source: where in the program something happens. */
typedef struct Site {
    const Node *node;
    const Source *src;
} Site;

typedef struct NodeList {
    Node **items;
    int len, cap;
} NodeList;

typedef enum NodeKind {
    /* expressions */
    N_INT,        /* ival */
    N_FLOAT,      /* fval */
    N_STR,        /* str: a literal, escapes already decoded */
    N_FSTR,       /* list: N_STR pieces and N_FIELD replacement fields */
    N_FIELD,      /* an f-string field {a[0]:spec}: a = the expression, str = spec ("" if none) */
    N_BOOL,       /* bval */
    N_NONE,
    N_NAME,       /* str: the identifier (a torch./torch.cuda. prefix already dropped) */
    N_LIST,       /* list: elements */
    N_TUPLE,      /* list: elements of (a, b) or (a,) */
    N_UNARY,      /* op ('-', '+' or '~', as a char), a */
    N_BINARY,     /* op (an Op below), a, b; span.pt is the operator */
    N_COMPARE,    /* op (an Op below), a, b; never chained */
    N_AND,        /* a, b */
    N_OR,         /* a, b */
    N_NOT,        /* a */
    N_CALL,       /* a = callee, list = arguments (expressions, then N_KWARG) */
    N_KWARG,      /* str = keyword, a = value */
    N_ATTR,       /* a = object, str = attribute name */
    N_INDEX,      /* a = object, list = index items (expressions, N_SLICE, N_ELLIPSIS) */
    N_SLICE,      /* a = start, b = stop, c = step; each may be NULL */
    N_ELLIPSIS,

    /* statements */
    N_EXPR_STMT,  /* a */
    N_ASSIGN,     /* a = target (N_NAME, N_INDEX, N_ATTR or N_TUPLE of names), b = value */
    N_AUG_ASSIGN, /* op (OP_ADD, OP_SUB, OP_MUL, OP_DIV), a = target (N_NAME or N_INDEX), b = value */
    N_DECL,       /* decl; str = name; either b = value (`stream s = e`)
                     or list = constructor arguments (`stream s(priority=-1)`) */
    N_WITH,       /* with; a = the stream or device, b = body block */
    N_SYNC,       /* a = the stream or event, or NULL for the whole device */
    N_FOR,        /* str = loop variable, a = iterable, b = body block */
    N_WHILE,      /* a = condition, b = body block */
    N_IF,         /* a = condition, b = then block, c = else (N_BLOCK, N_IF for elif, or NULL) */
    N_DEF,        /* str = name, list = N_PARAM, b = body block */
    N_PARAM,      /* str = name, a = default value or NULL */
    N_RETURN,     /* a = value or NULL */
    N_BREAK,
    N_CONTINUE,
    N_BLOCK       /* list = statements */
} NodeKind;

/* Binary and comparison operators. */
typedef enum Op {
    OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_FLOORDIV, OP_MOD, OP_POW, OP_MATMUL,
    OP_BITAND, OP_BITOR, OP_BITXOR,
    OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE
} Op;

typedef enum DeclKind { DECL_STREAM, DECL_EVENT, DECL_TENSOR } DeclKind;
typedef enum WithKind { WITH_STREAM, WITH_DEVICE } WithKind;

struct Node {
    NodeKind kind;
    Span span;
    int op;             /* an Op, or a char for N_UNARY */
    DeclKind decl;      /* N_DECL */
    WithKind with;      /* N_WITH */
    int64_t ival;
    double fval;
    bool bval;
    bool has_args;      /* N_DECL: written with parentheses (list holds the arguments) */
    char *str;          /* owned; NUL-terminated, may hold NULs before str_len */
    size_t str_len;
    Node *a, *b, *c;    /* owned children */
    NodeList list;      /* owned children */
    int depth;          /* parser only: height of the subtree, for the nesting
                           limit; negative in a node standing for a syntax error
                           (see ast_build.h), which never reaches the evaluator */
};

Node *ast_new(NodeKind kind, Span span);
void ast_list_push(NodeList *list, Node *node);
void ast_free(Node *node);
const char *ast_op_text(int op);   /* "+", "//", "==", ... for messages */

#endif
