/* parser.y: the grammar of cst (spec/language.md sections 2 and 3).
 *
 * Thin on purpose: every action calls an ast_* constructor (src/ast.c) or
 * hands a finished statement to parse.c.  The token stream comes through
 * the filter in parse.c (yylex), which has already resolved newlines,
 * soft keywords and the torch. prefixes.  A unit starts with a start token:
 * START_PROGRAM for a script, START_EXPR for the expression of an f-string
 * field, which parse.c parses with this same grammar. */

%code requires {
#include <stdbool.h>
#include <stdint.h>

#include "lang/ast.h"
#include "base/buf.h"
#include "base/source.h"

/* The state of one parse (parse.c); the scanner's extra data. */
typedef struct Parser Parser;
}

%code provides {
/* parse.c, for the grammar: the token filter, and where its results go. */
int yylex(YYSTYPE *value, Span *loc, Parser *p);
Span parse_origin(const Parser *p);
void parse_syntax_error(Parser *p, int token, Span where, const int *expected, int count);
void parse_too_deep(Parser *p, Span where);
Node *parse_statement(Parser *p, Node *block, Node *stmt);
Node *parse_fstring(Parser *p, Node *raw);
void parse_finish(Parser *p, Node *unit);

/* parse.c, for the scanner (lexer.l). */
typedef enum Decode { DECODE_OK, DECODE_ERROR, DECODE_FATAL } Decode;
void parse_advance(Parser *p, Span *loc, int len);
void parse_error(Parser *p, Span where, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Reports and stops the scan: the text is not a script. */
void parse_fatal(Parser *p, Span where, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void parse_unterminated(Parser *p, Span quote);
/* Checks that text[span] is UTF-8 without NUL; what: "comment". */
bool parse_check_text(Parser *p, Span span, const char *what);
/* Decodes the body text[lo, hi) of a string literal into out. */
Decode parse_decode(Parser *p, uint32_t lo, uint32_t hi, Buf *out);
}

%code {
#include "lang/ast_build.h"

/* A rule's span runs from its first symbol to its last; an empty rule sits
 * where the previous symbol ended.  The caret starts at the beginning. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                   \
    do {                                                              \
        if (N) {                                                      \
            (Cur).lo = YYRHSLOC(Rhs, 1).lo;                           \
            (Cur).hi = YYRHSLOC(Rhs, N).hi;                           \
        } else {                                                      \
            (Cur).lo = (Cur).hi = YYRHSLOC(Rhs, 0).hi;                \
        }                                                             \
        (Cur).pt = (Cur).lo;                                          \
    } while (0)

static void yyerror(Span *loc, Parser *p, const char *msg);
}

%define api.pure full
%define api.location.type {Span}
%define parse.error custom
%define parse.lac full
%locations
%param {Parser *p}
%expect 0

%initial-action { @$ = parse_origin(p); }

%union {
    Node *node;
    int op;
}

%destructor { ast_free($$); } <node>

%token START_PROGRAM START_EXPR
%token <node> NAME INT FLOAT STRING FSTRING
%token STREAM EVENT TENSOR GRAPH WITH DEVICE SYNCHRONIZE FOR IN WHILE IF ELIF ELSE
%token DEF RETURN BREAK CONTINUE AND OR NOT TRUE FALSE NONE
%token IMPORT FROM AS LAMBDA TRY EXCEPT FINALLY RAISE ASSERT IS PASS DEL GLOBAL NONLOCAL WALRUS
%token NEWLINE
/* A '{' that opens a dict or set display; '{' itself opens a block (parse.c decides). */
%token BRACE "{ display"
%token POW "**" FLOORDIV "//" EQ "==" NE "!=" LE "<=" GE ">=" LSHIFT "<<" RSHIFT ">>" ARROW "->"
%token ADD_EQ "+=" SUB_EQ "-=" MUL_EQ "*=" DIV_EQ "/=" FLOORDIV_EQ "//=" MOD_EQ "%=" POW_EQ "**="
%token MATMUL_EQ "@=" AND_EQ "&=" OR_EQ "|=" XOR_EQ "^=" LSHIFT_EQ "<<=" RSHIFT_EQ ">>=" ELLIPSIS "..."

%type <node> stmt_list stmt_seq stmt block else_part loop_else with_arg with_items with_first with_item
%type <node> exprs tuple_items item star_expr expr or_expr and_expr not_expr comparison
%type <node> bor_expr xor_expr band_expr shift arith term unary power postfix atom
%type <node> list_items args arg_list arg subscripts subscript slice opt_expr
%type <node> params param_list param lambda_params lambda_param_list lambda_param
%type <node> targets target_items target comp_for comp_iter
%type <node> dict_items dict_item set_items assign_chain
%type <node> def_stmt decorators strings string
%type <node> try_stmt handlers handler finally_part opt_else
%type <node> dotted dotted_as dotted_as_list import_names import_as_list import_as name_list del_targets
%type <op> cmp_op decl_kind aug_op

%%

unit
    : START_PROGRAM stmt_list           { parse_finish(p, $2); }
    | START_EXPR exprs                  { parse_finish(p, $2); }
    ;

/* Statements end at a newline or ';' (empty statements are fine); the last
 * one of a block or of the program needs neither.  `error` resynchronises
 * at the end of the statement, parse.c skipping what lies between. */
stmt_list
    : stmt_seq
    | stmt_seq stmt                     { $$ = parse_statement(p, $1, $2); }
    | stmt_seq error
    ;

stmt_seq
    : %empty                            { $$ = ast_leaf(N_BLOCK, @$); }
    | stmt_seq sep
    | stmt_seq stmt sep                 { $$ = parse_statement(p, $1, $2); }
    | stmt_seq error sep                { $$ = $1; yyerrok; }
    ;

sep
    : NEWLINE
    | ';'
    ;

block
    : '{' stmt_list '}'                 { $$ = ast_at($2, @$); }
    ;

stmt
    : exprs                             { $$ = ast_node(N_EXPR_STMT, $1, NULL, NULL, @$); }
    | assign_chain exprs                { $$ = ast_assign($1, $2, @$); }
    | exprs aug_op exprs                { $$ = ast_aug_assign($2, $1, $3, @$); }
    /* Annotations (`x: int = 3`) are read and dropped, as Python keeps them unchecked. */
    | NAME ':' expr                     { $$ = ast_annotated($1, $3, NULL, @$); }
    | NAME ':' expr '=' exprs           { $$ = ast_annotated($1, $3, $5, @$); }
    | decl_kind NAME                    { $$ = ast_decl($1, $2, NULL, NULL, @$); }
    | decl_kind NAME '(' args ')'       { $$ = ast_decl($1, $2, NULL, $4, @$); }
    | decl_kind NAME '=' expr           { $$ = ast_decl($1, $2, $4, NULL, @$); }
    | TENSOR NAME '=' expr              { $$ = ast_decl(DECL_TENSOR, $2, $4, NULL, @$); }
    | WITH with_items block             { $$ = ast_with_body($2, $3, @$); }
    /* `graph g { }`: g = torch.cuda.CUDAGraph(), then `with torch.cuda.graph(g) { }`. */
    | GRAPH NAME block                  { $$ = ast_with(WITH_GRAPH, NULL, $2, $3, @$); }
    | SYNCHRONIZE                       { $$ = ast_node(N_SYNC, NULL, NULL, NULL, @$); }
    | SYNCHRONIZE expr                  { $$ = ast_node(N_SYNC, $2, NULL, NULL, @$); }
    | FOR targets IN exprs block loop_else  { $$ = ast_for($2, $4, $5, $6, @$); }
    | WHILE expr block loop_else        { $$ = ast_while($2, $3, $4, @$); }
    | IF expr block else_part           { $$ = ast_node(N_IF, $2, $3, $4, @$); }
    | def_stmt
    | decorators def_stmt               { $$ = ast_decorated($1, $2, @$); }
    | RETURN                            { $$ = ast_node(N_RETURN, NULL, NULL, NULL, @$); }
    | RETURN exprs                      { $$ = ast_node(N_RETURN, $2, NULL, NULL, @$); }
    | BREAK                             { $$ = ast_leaf(N_BREAK, @$); }
    | CONTINUE                          { $$ = ast_leaf(N_CONTINUE, @$); }
    | PASS                              { $$ = ast_leaf(N_PASS, @$); }
    | try_stmt
    | RAISE                             { $$ = ast_node(N_RAISE, NULL, NULL, NULL, @$); }
    | RAISE expr                        { $$ = ast_node(N_RAISE, $2, NULL, NULL, @$); }
    | RAISE expr FROM expr              { $$ = ast_node(N_RAISE, $2, $4, NULL, @$); }
    | ASSERT expr                       { $$ = ast_node(N_ASSERT, $2, NULL, NULL, @$); }
    | ASSERT expr ',' expr              { $$ = ast_node(N_ASSERT, $2, $4, NULL, @$); }
    | DEL del_targets                   { $$ = ast_del($2, @$); }
    | GLOBAL name_list                  { $$ = ast_at($2, @$); }
    | NONLOCAL name_list                { $$ = ast_at($2, @$); $$->op = DECL_NONLOCAL; }
    | IMPORT dotted_as_list             { $$ = ast_at($2, @$); }
    | FROM dotted IMPORT import_names   { $$ = ast_import_from($2, $4, @$); }
    ;

def_stmt
    : DEF NAME '(' params ')' block     { $$ = ast_def($2, $4, $6, @$); }
    | DEF NAME '(' params ')' "->" expr block  { ast_free($7); $$ = ast_def($2, $4, $8, @$); }
    ;

/* `@expr` lines before a def, gathered in an N_BLOCK in source order. */
decorators
    : '@' expr NEWLINE                  { $$ = ast_append(ast_leaf(N_BLOCK, @$), $2); }
    | decorators '@' expr NEWLINE       { $$ = ast_append($1, $3); }
    ;

/* `a = b = 0`: every target but the last `=`'s value, gathered in an N_ASSIGN. */
assign_chain
    : exprs '='                         { $$ = ast_assign_target(NULL, $1); }
    | assign_chain exprs '='            { $$ = ast_assign_target($1, $2); }
    ;

decl_kind
    : STREAM                            { $$ = DECL_STREAM; }
    | EVENT                             { $$ = DECL_EVENT; }
    ;

aug_op
    : "+="                              { $$ = OP_ADD; }
    | "-="                              { $$ = OP_SUB; }
    | "*="                              { $$ = OP_MUL; }
    | "/="                              { $$ = OP_DIV; }
    | "//="                             { $$ = OP_FLOORDIV; }
    | "%="                              { $$ = OP_MOD; }
    | "**="                             { $$ = OP_POW; }
    | "@="                              { $$ = OP_MATMUL; }
    | "&="                              { $$ = OP_BITAND; }
    | "|="                              { $$ = OP_BITOR; }
    | "^="                              { $$ = OP_BITXOR; }
    | "<<="                             { $$ = OP_LSHIFT; }
    | ">>="                             { $$ = OP_RSHIFT; }
    ;

/* for/while ... else { }: run when the loop ends without a break. */
loop_else
    : %empty                            { $$ = NULL; }
    | ELSE block                        { $$ = $2; }
    ;

else_part
    : %empty                            { $$ = NULL; }
    | ELSE block                        { $$ = $2; }
    | ELIF expr block else_part         { $$ = ast_node(N_IF, $2, $3, $4, @$); }
    ;

/* try { } except E as e { } ... else { } finally { } */
try_stmt
    : TRY block handlers opt_else finally_part   { $$ = ast_try($2, $3, $4, $5, @$); }
    | TRY block FINALLY block           { $$ = ast_try($2, NULL, NULL, $4, @$); }
    ;

handlers
    : handler                           { $$ = ast_handler(ast_leaf(N_TRY, @$), $1); }
    | handlers handler                  { $$ = ast_handler($1, $2); }
    ;

handler
    : EXCEPT block                      { $$ = ast_except(NULL, NULL, $2, @$); }
    | EXCEPT expr block                 { $$ = ast_except($2, NULL, $3, @$); }
    | EXCEPT expr AS NAME block         { $$ = ast_except($2, $4, $5, @$); }
    ;

opt_else
    : %empty                            { $$ = NULL; }
    | ELSE block                        { $$ = $2; }
    ;

finally_part
    : %empty                            { $$ = NULL; }
    | FINALLY block                     { $$ = $2; }
    ;

/* Imports: dotted module names, each maybe `as NAME`. */
dotted
    : NAME                              { $$ = ast_dotted(NULL, $1, @$); }
    | dotted '.' NAME                   { $$ = ast_dotted($1, $3, @$); }
    ;

dotted_as
    : dotted                            { $$ = ast_alias($1, NULL, @$); }
    | dotted AS NAME                    { $$ = ast_alias($1, $3, @$); }
    ;

dotted_as_list
    : dotted_as                         { $$ = ast_append(ast_leaf(N_IMPORT, @$), $1); }
    | dotted_as_list ',' dotted_as      { $$ = ast_append($1, $3); }
    ;

import_names
    : '*'                               { $$ = ast_leaf(N_IMPORT_FROM, @$); }
    | import_as_list
    | import_as_list ','
    | '(' import_as_list ')'            { $$ = $2; }
    | '(' import_as_list ',' ')'        { $$ = $2; }
    ;

import_as_list
    : import_as                         { $$ = ast_append(ast_leaf(N_IMPORT_FROM, @$), $1); }
    | import_as_list ',' import_as      { $$ = ast_append($1, $3); }
    ;

import_as
    : NAME                              { $$ = ast_alias(ast_dotted(NULL, $1, @$), NULL, @$); }
    | NAME AS NAME                      { $$ = ast_alias(ast_dotted(NULL, $1, @1), $3, @$); }
    ;

name_list
    : NAME                              { $$ = ast_append(ast_leaf(N_GLOBAL, @$), $1); }
    | name_list ',' NAME                { $$ = ast_append($1, $3); }
    ;

del_targets
    : target                            { $$ = ast_append(ast_leaf(N_DEL, @$), $1); }
    | del_targets ',' target            { $$ = ast_append($1, $3); }
    | del_targets ','
    ;

/* `with a, b { }` is `with a { with b { } }`, as in Python. */
with_items
    : with_first                        { $$ = ast_append(ast_leaf(N_BLOCK, @$), $1); }
    | with_items ',' with_item          { $$ = ast_append($1, $3); }
    ;

with_first
    : STREAM '<' with_arg '>'           { $$ = ast_with(WITH_STREAM, $3, NULL, NULL, @$); }
    | DEVICE '<' with_arg '>'           { $$ = ast_with(WITH_DEVICE, $3, NULL, NULL, @$); }
    /* PyTorch's spelling, `with torch.cuda.stream(s)`, means the same. */
    | STREAM '(' expr ')'               { $$ = ast_with(WITH_STREAM, $3, NULL, NULL, @$); }
    | DEVICE '(' expr ')'               { $$ = ast_with(WITH_DEVICE, $3, NULL, NULL, @$); }
    | with_item
    ;

/* Any value that means a context: a stream, a device, torch.no_grad(). */
with_item
    : expr                              { $$ = ast_with(WITH_VALUE, $1, NULL, NULL, @$); }
    | expr AS NAME                      { $$ = ast_with(WITH_VALUE, $1, $3, NULL, @$); }
    ;

/* Between `with stream <` and `>` a comparison would be ambiguous, so the
 * argument stops at the level just above comparisons (parenthesise more). */
with_arg
    : bor_expr
    ;

params
    : %empty                            { $$ = ast_leaf(N_DEF, @$); }
    | param_list
    | param_list ','
    ;

param_list
    : param                             { $$ = ast_param(ast_leaf(N_DEF, @$), $1); }
    | param_list ',' param              { $$ = ast_param($1, $3); }
    ;

/* Annotations are read and dropped. */
param
    : lambda_param
    | NAME ':' expr                     { ast_free($3); $$ = ast_named(N_PARAM, $1, NULL, NULL, @$); }
    | NAME ':' expr '=' expr            { ast_free($3); $$ = ast_named(N_PARAM, $1, $5, NULL, @$); }
    | '*' NAME ':' expr                 { ast_free($4); $$ = ast_star_param(PARAM_STAR, $2, @$); }
    | "**" NAME ':' expr                { ast_free($4); $$ = ast_star_param(PARAM_KWSTAR, $2, @$); }
    ;

lambda_params
    : %empty                            { $$ = ast_leaf(N_DEF, @$); }
    | lambda_param_list
    | lambda_param_list ','
    ;

lambda_param_list
    : lambda_param                      { $$ = ast_param(ast_leaf(N_DEF, @$), $1); }
    | lambda_param_list ',' lambda_param   { $$ = ast_param($1, $3); }
    ;

lambda_param
    : NAME                              { $$ = ast_named(N_PARAM, $1, NULL, NULL, @$); }
    | NAME '=' expr                     { $$ = ast_named(N_PARAM, $1, $3, NULL, @$); }
    | '*' NAME                          { $$ = ast_star_param(PARAM_STAR, $2, @$); }
    | '*'                               { $$ = ast_star_param(PARAM_STAR, NULL, @$); }
    | "**" NAME                         { $$ = ast_star_param(PARAM_KWSTAR, $2, @$); }
    ;

/* An expression, or a tuple written without parentheses: `a, b = b, a`. */
exprs
    : expr
    | item ','                          { $$ = ast_append(ast_leaf(N_TUPLE, @$), $1); }
    | tuple_items
    | tuple_items ','                   { $$ = ast_at($1, @$); }
    ;

tuple_items
    : item ',' item                     { $$ = ast_append(ast_append(ast_leaf(N_TUPLE, @$), $1), $3); }
    | tuple_items ',' item              { $$ = ast_at(ast_append($1, $3), @$); }
    ;

/* An element of a tuple, list or set display, or of an unpacking target. */
item
    : expr
    | star_expr
    ;

star_expr
    : '*' bor_expr                      { $$ = ast_node(N_STAR, $2, NULL, NULL, @$); }
    ;

/* Loop targets: names, subscripts, attributes, nested tuples of them, and
 * one starred name; at the level above comparisons, so `in` ends them. */
targets
    : target
    | target ','                        { $$ = ast_append(ast_leaf(N_TUPLE, @$), $1); }
    | target_items
    | target_items ','                  { $$ = ast_at($1, @$); }
    ;

target_items
    : target ',' target                 { $$ = ast_append(ast_append(ast_leaf(N_TUPLE, @$), $1), $3); }
    | target_items ',' target           { $$ = ast_at(ast_append($1, $3), @$); }
    ;

target
    : bor_expr
    | star_expr
    ;

/* Precedence, lowest first (language.md section 3): lambda and the
 * conditional expression, then or. */
expr
    : or_expr
    | or_expr IF or_expr ELSE expr      { $$ = ast_node(N_IFEXP, $1, $3, $5, @$); }
    | LAMBDA lambda_params ':' expr     { $$ = ast_lambda($2, $4, @$); }
    | NAME WALRUS expr                  { $$ = ast_node(N_WALRUS, $1, $3, NULL, @$); }
    ;

or_expr
    : and_expr
    | or_expr OR and_expr               { $$ = ast_binary(N_OR, 0, $1, $3, @$, @2); }
    ;

and_expr
    : not_expr
    | and_expr AND not_expr             { $$ = ast_binary(N_AND, 0, $1, $3, @$, @2); }
    ;

not_expr
    : comparison
    | NOT not_expr                      { $$ = ast_node(N_NOT, $2, NULL, NULL, @$); }
    ;

/* Chains as Python's: `a < b < c` is `a < b and b < c`, b read once (ast_compare). */
comparison
    : bor_expr
    | comparison cmp_op bor_expr        { $$ = ast_compare($2, $1, $3, @$, @2); }
    ;

cmp_op
    : "=="                              { $$ = OP_EQ; }
    | "!="                              { $$ = OP_NE; }
    | '<'                               { $$ = OP_LT; }
    | "<="                              { $$ = OP_LE; }
    | '>'                               { $$ = OP_GT; }
    | ">="                              { $$ = OP_GE; }
    | IN                                { $$ = OP_IN; }
    | NOT IN                            { $$ = OP_NOT_IN; }
    | IS                                { $$ = OP_IS; }
    | IS NOT                            { $$ = OP_IS_NOT; }
    ;

bor_expr
    : xor_expr
    | bor_expr '|' xor_expr             { $$ = ast_binary(N_BINARY, OP_BITOR, $1, $3, @$, @2); }
    ;

xor_expr
    : band_expr
    | xor_expr '^' band_expr            { $$ = ast_binary(N_BINARY, OP_BITXOR, $1, $3, @$, @2); }
    ;

band_expr
    : shift
    | band_expr '&' shift               { $$ = ast_binary(N_BINARY, OP_BITAND, $1, $3, @$, @2); }
    ;

shift
    : arith
    | shift "<<" arith                  { $$ = ast_binary(N_BINARY, OP_LSHIFT, $1, $3, @$, @2); }
    | shift ">>" arith                  { $$ = ast_binary(N_BINARY, OP_RSHIFT, $1, $3, @$, @2); }
    ;

arith
    : term
    | arith '+' term                    { $$ = ast_binary(N_BINARY, OP_ADD, $1, $3, @$, @2); }
    | arith '-' term                    { $$ = ast_binary(N_BINARY, OP_SUB, $1, $3, @$, @2); }
    ;

term
    : unary
    | term '*' unary                    { $$ = ast_binary(N_BINARY, OP_MUL, $1, $3, @$, @2); }
    | term '/' unary                    { $$ = ast_binary(N_BINARY, OP_DIV, $1, $3, @$, @2); }
    | term "//" unary                   { $$ = ast_binary(N_BINARY, OP_FLOORDIV, $1, $3, @$, @2); }
    | term '%' unary                    { $$ = ast_binary(N_BINARY, OP_MOD, $1, $3, @$, @2); }
    | term '@' unary                    { $$ = ast_binary(N_BINARY, OP_MATMUL, $1, $3, @$, @2); }
    ;

unary
    : power
    | '-' unary                         { $$ = ast_unary('-', $2, @$); }
    | '+' unary                         { $$ = ast_unary('+', $2, @$); }
    | '~' unary                         { $$ = ast_unary('~', $2, @$); }
    ;

/* The right operand is a unary: `2 ** -1`, and `-2 ** 2` is -(2 ** 2). */
power
    : postfix
    | postfix "**" unary                { $$ = ast_binary(N_BINARY, OP_POW, $1, $3, @$, @2); }
    ;

postfix
    : atom
    | postfix '(' args ')'              { $$ = ast_call($1, $3, @$); }
    /* A generator expression as the only argument needs no parentheses of its own. */
    | postfix '(' expr comp_for ')'     { $$ = ast_call($1, ast_arg(ast_leaf(N_CALL, @$), ast_comp(COMP_GEN, $3, NULL, $4, @3)), @$); }
    | postfix '.' NAME                  { $$ = ast_named(N_ATTR, $3, $1, NULL, @$); }
    | postfix '[' subscripts ']'        { $$ = ast_index($1, $3, @$); }
    ;

/* Adjacent string literals are one string, as in Python: "a" f"{x}" "b". */
strings
    : string
    | strings string                    { $$ = ast_binary(N_BINARY, OP_ADD, $1, $2, @$, @2); }
    ;

string
    : STRING
    | FSTRING                           { $$ = parse_fstring(p, $1); }
    ;

atom
    : NAME
    | INT
    | FLOAT
    | strings
    | TRUE                              { $$ = ast_bool(true, @$); }
    | FALSE                             { $$ = ast_bool(false, @$); }
    | NONE                              { $$ = ast_leaf(N_NONE, @$); }
    | "..."                             { $$ = ast_leaf(N_ELLIPSIS, @$); }
    | '[' ']'                           { $$ = ast_leaf(N_LIST, @$); }
    | '[' list_items ']'                { $$ = ast_at($2, @$); }
    | '[' list_items ',' ']'            { $$ = ast_at($2, @$); }
    | '[' expr comp_for ']'             { $$ = ast_comp(COMP_LIST, $2, NULL, $3, @$); }
    | '(' ')'                           { $$ = ast_leaf(N_TUPLE, @$); }
    | '(' exprs ')'                     { $$ = ast_paren($2, @$); }
    | '(' expr comp_for ')'             { $$ = ast_comp(COMP_GEN, $2, NULL, $3, @$); }
    | BRACE '}'                         { $$ = ast_leaf(N_DICT, @$); }
    | BRACE dict_items '}'              { $$ = ast_at($2, @$); }
    | BRACE dict_items ',' '}'          { $$ = ast_at($2, @$); }
    | BRACE expr ':' expr comp_for '}'  { $$ = ast_comp(COMP_DICT, $2, $4, $5, @$); }
    | BRACE set_items '}'               { $$ = ast_at($2, @$); }
    | BRACE set_items ',' '}'           { $$ = ast_at($2, @$); }
    | BRACE expr comp_for '}'           { $$ = ast_comp(COMP_SET, $2, NULL, $3, @$); }
    ;

list_items
    : item                              { $$ = ast_append(ast_leaf(N_LIST, @$), $1); }
    | list_items ',' item               { $$ = ast_append($1, $3); }
    ;

dict_items
    : dict_item                         { $$ = ast_append(ast_leaf(N_DICT, @$), $1); }
    | dict_items ',' dict_item          { $$ = ast_append($1, $3); }
    ;

dict_item
    : expr ':' expr                     { $$ = ast_node(N_PAIR, $1, $3, NULL, @$); }
    | "**" bor_expr                     { $$ = ast_node(N_KWSTAR, $2, NULL, NULL, @$); }
    ;

set_items
    : item                              { $$ = ast_append(ast_leaf(N_SET, @$), $1); }
    | set_items ',' item                { $$ = ast_append($1, $3); }
    ;

/* for x in xs if c for y in ys ...: the clauses of a comprehension, in order. */
comp_for
    : FOR targets IN or_expr comp_iter  { $$ = ast_comp_clause(N_COMP_FOR, $2, $4, $5, @$); }
    ;

comp_iter
    : %empty                            { $$ = NULL; }
    | comp_for
    | IF or_expr comp_iter              { $$ = ast_comp_clause(N_COMP_IF, NULL, $2, $3, @$); }
    ;

/* Positional arguments (and *xs), then keyword ones (and **d); checked by ast_arg. */
args
    : %empty                            { $$ = ast_leaf(N_CALL, @$); }
    | arg_list
    | arg_list ','
    ;

arg_list
    : arg                               { $$ = ast_arg(ast_leaf(N_CALL, @$), $1); }
    | arg_list ',' arg                  { $$ = ast_arg($1, $3); }
    ;

arg
    : expr
    | NAME '=' expr                     { $$ = ast_named(N_KWARG, $1, $3, NULL, @$); }
    | star_expr
    | "**" bor_expr                     { $$ = ast_node(N_KWSTAR, $2, NULL, NULL, @$); }
    ;

subscripts
    : subscript                         { $$ = ast_append(ast_leaf(N_INDEX, @$), $1); }
    | subscripts ',' subscript          { $$ = ast_append($1, $3); }
    | subscripts ','                    { $1->bval = true; $$ = $1; }
    ;

subscript
    : expr
    | slice
    ;

slice
    : opt_expr ':' opt_expr             { $$ = ast_node(N_SLICE, $1, $3, NULL, @$); }
    | opt_expr ':' opt_expr ':' opt_expr   { $$ = ast_node(N_SLICE, $1, $3, $5, @$); }
    ;

opt_expr
    : %empty                            { $$ = NULL; }
    | expr
    ;

%%

/* The token code the scanner uses for a grammar symbol (the reverse of
 * YYTRANSLATE), so that parse.c can speak in token codes. */
static int token_code(yysymbol_kind_t symbol)
{
    for (int code = 0; code <= YYMAXUTOK; code++)
        if (YYTRANSLATE(code) == symbol) return code;
    return YYUNDEF;
}

static int yyreport_syntax_error(const yypcontext_t *ctx, Parser *p)
{
    yysymbol_kind_t symbols[YYNTOKENS];
    int tokens[YYNTOKENS];
    int count = yypcontext_expected_tokens(ctx, symbols, YYNTOKENS);
    if (count < 0) count = 0;
    for (int i = 0; i < count; i++) tokens[i] = token_code(symbols[i]);
    parse_syntax_error(p, token_code(yypcontext_token(ctx)), *yypcontext_location(ctx), tokens, count);
    return 0;
}

/* With parse.error custom, Bison calls yyerror only when its stack is
 * exhausted: an expression nested deeper than any limit below it. */
static void yyerror(Span *loc, Parser *p, const char *msg)
{
    (void)msg;
    parse_too_deep(p, *loc);
}
