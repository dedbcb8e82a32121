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
    N_FIELD,      /* an f-string field {a[0]!r:spec}: a = the expression, str = spec ("" if none),
                     op = the conversion ('r', 's', 'a') or 0, b = the text of {x=} (an N_STR) or NULL,
                     c = the spec as an N_FSTR when it holds fields ({v:{width}.2f}), else NULL */
    N_BOOL,       /* bval */
    N_NONE,
    N_NAME,       /* str: the identifier (a torch./torch.cuda. prefix already dropped) */
    N_LIST,       /* list: elements */
    N_TUPLE,      /* list: elements of (a, b) or (a,) */
    N_UNARY,      /* op ('-', '+' or '~', as a char), a */
    N_BINARY,     /* op (an Op below), a, b; span.pt is the operator */
    N_COMPARE,    /* op (an Op below), a, b; chained: a is the comparison before it, whose
                     right operand is this one's left (`a < b < c`) */
    N_AND,        /* a, b */
    N_OR,         /* a, b */
    N_NOT,        /* a */
    N_CALL,       /* a = callee, list = arguments (expressions, then N_KWARG) */
    N_KWARG,      /* str = keyword, a = value */
    N_ATTR,       /* a = object, str = attribute name */
    N_INDEX,      /* a = object, list = index items (expressions, N_SLICE, N_ELLIPSIS);
                     bval: written with a trailing comma, so that x[i,] is x[(i,)] */
    N_SLICE,      /* a = start, b = stop, c = step; each may be NULL */
    N_ELLIPSIS,
    N_IFEXP,      /* a if b else c */
    N_WALRUS,     /* a := b: a = the N_NAME bound, b = the value */
    N_LAMBDA,     /* str = "<lambda>", list = N_PARAM, b = the body (an expression) */
    N_STAR,       /* *a: in a display, a call's arguments or an unpacking target */
    N_KWSTAR,     /* **a: in a call's arguments or a dict display */
    N_DICT,       /* list: N_PAIR and N_KWSTAR */
    N_PAIR,       /* a: b in a dict display */
    N_SET,        /* list: elements (N_STAR among them) */
    N_COMP,       /* op = a CompKind; a = the element (a dict's key), b = a dict's value,
                     list = the clauses, N_COMP_FOR and N_COMP_IF, in source order */
    N_COMP_FOR,   /* for a in b */
    N_COMP_IF,    /* if b */

    /* statements */
    N_EXPR_STMT,  /* a */
    N_ASSIGN,     /* a = target (N_NAME, N_INDEX, N_ATTR, or an N_TUPLE or N_LIST of targets
                     with at most one N_STAR), b = value; list = more targets (`a = b = 0`) */
    N_AUG_ASSIGN, /* op (an Op below OP_EQ), a = target (N_NAME or N_INDEX), b = value */
    N_DECL,       /* decl; str = name; either b = value (`stream s = e`)
                     or list = constructor arguments (`stream s(priority=-1)`) */
    N_WITH,       /* with; a = the stream, device or context, b = body block,
                     str = the name after `as`, or NULL (WITH_GRAPH: a = NULL,
                     str = the graph's name) */
    N_SYNC,       /* a = the stream or event, or NULL for the whole device */
    N_FOR,        /* c = the target (as N_ASSIGN's), a = iterable, b = body block,
                     list = the else block (one item), if any */
    N_WHILE,      /* a = condition, b = body block, list = the else block (one item), if any */
    N_IF,         /* a = condition, b = then block, c = else (N_BLOCK, N_IF for elif, or NULL) */
    N_DEF,        /* str = name, list = N_PARAM, b = body block */
    N_PARAM,      /* str = name (NULL for a bare `*`), a = default value or NULL, op = a ParamKind */
    N_RETURN,     /* a = value or NULL */
    N_BREAK,
    N_CONTINUE,
    N_PASS,
    N_TRY,        /* a = body, list = N_EXCEPT handlers, b = else block, c = finally block (each may be NULL) */
    N_EXCEPT,     /* a = the class (or tuple of classes) or NULL, str = the name after `as` or NULL, b = body */
    N_RAISE,      /* a = the exception (NULL: re-raise), b = the cause after `from` or NULL */
    N_ASSERT,     /* a = the test, b = the message or NULL */
    N_DEL,        /* list = targets (N_NAME, N_INDEX, N_ATTR, N_TUPLE) */
    N_GLOBAL,     /* list = N_NAME; op = DECL_NONLOCAL for `nonlocal` */
    N_IMPORT,     /* list = N_ALIAS */
    N_IMPORT_FROM,/* b = the module (an N_NAME holding its dotted name), list = N_ALIAS (empty: `import *`) */
    N_ALIAS,      /* b = the dotted name (an N_NAME), a = the name after `as` or NULL;
                     str = what it binds without `as`: the dotted name's first part */
    N_BLOCK       /* list = statements */
} NodeKind;

/* N_GLOBAL's op: `global` (0) or `nonlocal`. */
enum { DECL_GLOBAL, DECL_NONLOCAL };

/* Binary and comparison operators.  The comparisons start at OP_EQ; the
 * last four (membership and identity) never reach a class's binary hook. */
typedef enum Op {
    OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_FLOORDIV, OP_MOD, OP_POW, OP_MATMUL,
    OP_BITAND, OP_BITOR, OP_BITXOR, OP_LSHIFT, OP_RSHIFT,
    OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE,
    OP_IN, OP_NOT_IN, OP_IS, OP_IS_NOT
} Op;

typedef enum DeclKind { DECL_STREAM, DECL_EVENT, DECL_TENSOR } DeclKind;
/* WITH_VALUE: `with EXPR`, whose value says what it changes (a stream, a
 * device, None, torch.no_grad() or torch.cuda.graph(g)); WITH_GRAPH: the
 * statement `graph NAME { }`, which has no expression. */
typedef enum WithKind { WITH_STREAM, WITH_DEVICE, WITH_VALUE, WITH_GRAPH } WithKind;
typedef enum CompKind { COMP_LIST, COMP_SET, COMP_DICT, COMP_GEN } CompKind;
/* a, *args (or a bare *), **kwargs */
typedef enum ParamKind { PARAM_PLAIN, PARAM_STAR, PARAM_KWSTAR } ParamKind;

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
    bool chained;       /* N_COMPARE: continues the comparison in a */
    bool paren;         /* parser only: written in parentheses */
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
