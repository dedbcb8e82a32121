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
%token STREAM EVENT TENSOR WITH DEVICE SYNCHRONIZE FOR IN WHILE IF ELIF ELSE
%token DEF RETURN BREAK CONTINUE AND OR NOT TRUE FALSE NONE
%token NEWLINE
%token POW "**" FLOORDIV "//" EQ "==" NE "!=" LE "<=" GE ">="
%token ADD_EQ "+=" SUB_EQ "-=" MUL_EQ "*=" DIV_EQ "/=" ELLIPSIS "..."

%type <node> stmt_list stmt_seq stmt block else_part with_arg
%type <node> exprs tuple_items expr and_expr not_expr comparison
%type <node> bor_expr xor_expr band_expr arith term unary power postfix atom
%type <node> list_items args arg_list arg subscripts subscript slice opt_expr
%type <node> params param_list param
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
    | exprs '=' exprs                   { $$ = ast_assign($1, $3, @$); }
    | exprs aug_op exprs                { $$ = ast_aug_assign($2, $1, $3, @$); }
    | decl_kind NAME                    { $$ = ast_decl($1, $2, NULL, NULL, @$); }
    | decl_kind NAME '(' args ')'       { $$ = ast_decl($1, $2, NULL, $4, @$); }
    | decl_kind NAME '=' expr           { $$ = ast_decl($1, $2, $4, NULL, @$); }
    | TENSOR NAME '=' expr              { $$ = ast_decl(DECL_TENSOR, $2, $4, NULL, @$); }
    | WITH STREAM '<' with_arg '>' block   { $$ = ast_with(WITH_STREAM, $4, $6, @$); }
    | WITH DEVICE '<' with_arg '>' block   { $$ = ast_with(WITH_DEVICE, $4, $6, @$); }
    /* PyTorch's spelling, `with torch.cuda.stream(s)`, means the same. */
    | WITH STREAM '(' expr ')' block    { $$ = ast_with(WITH_STREAM, $4, $6, @$); }
    | WITH DEVICE '(' expr ')' block    { $$ = ast_with(WITH_DEVICE, $4, $6, @$); }
    | SYNCHRONIZE                       { $$ = ast_node(N_SYNC, NULL, NULL, NULL, @$); }
    | SYNCHRONIZE expr                  { $$ = ast_node(N_SYNC, $2, NULL, NULL, @$); }
    | FOR NAME IN expr block            { $$ = ast_named(N_FOR, $2, $4, $5, @$); }
    | WHILE expr block                  { $$ = ast_node(N_WHILE, $2, $3, NULL, @$); }
    | IF expr block else_part           { $$ = ast_node(N_IF, $2, $3, $4, @$); }
    | DEF NAME '(' params ')' block     { $$ = ast_def($2, $4, $6, @$); }
    | RETURN                            { $$ = ast_node(N_RETURN, NULL, NULL, NULL, @$); }
    | RETURN exprs                      { $$ = ast_node(N_RETURN, $2, NULL, NULL, @$); }
    | BREAK                             { $$ = ast_leaf(N_BREAK, @$); }
    | CONTINUE                          { $$ = ast_leaf(N_CONTINUE, @$); }
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
    ;

else_part
    : %empty                            { $$ = NULL; }
    | ELSE block                        { $$ = $2; }
    | ELIF expr block else_part         { $$ = ast_node(N_IF, $2, $3, $4, @$); }
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

param
    : NAME                              { $$ = ast_named(N_PARAM, $1, NULL, NULL, @$); }
    | NAME '=' expr                     { $$ = ast_named(N_PARAM, $1, $3, NULL, @$); }
    ;

/* An expression, or a tuple written without parentheses: `a, b = b, a`. */
exprs
    : expr
    | expr ','                          { $$ = ast_append(ast_leaf(N_TUPLE, @$), $1); }
    | tuple_items
    | tuple_items ','                   { $$ = ast_at($1, @$); }
    ;

tuple_items
    : expr ',' expr                     { $$ = ast_append(ast_append(ast_leaf(N_TUPLE, @$), $1), $3); }
    | tuple_items ',' expr              { $$ = ast_at(ast_append($1, $3), @$); }
    ;

/* Precedence, lowest first (language.md section 3). */
expr
    : and_expr
    | expr OR and_expr                  { $$ = ast_binary(N_OR, 0, $1, $3, @$, @2); }
    ;

and_expr
    : not_expr
    | and_expr AND not_expr             { $$ = ast_binary(N_AND, 0, $1, $3, @$, @2); }
    ;

not_expr
    : comparison
    | NOT not_expr                      { $$ = ast_node(N_NOT, $2, NULL, NULL, @$); }
    ;

/* No chaining: `a < b < c` is a syntax error. */
comparison
    : bor_expr
    | bor_expr cmp_op bor_expr          { $$ = ast_binary(N_COMPARE, $2, $1, $3, @$, @2); }
    ;

cmp_op
    : "=="                              { $$ = OP_EQ; }
    | "!="                              { $$ = OP_NE; }
    | '<'                               { $$ = OP_LT; }
    | "<="                              { $$ = OP_LE; }
    | '>'                               { $$ = OP_GT; }
    | ">="                              { $$ = OP_GE; }
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
    : arith
    | band_expr '&' arith               { $$ = ast_binary(N_BINARY, OP_BITAND, $1, $3, @$, @2); }
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
    | postfix '.' NAME                  { $$ = ast_named(N_ATTR, $3, $1, NULL, @$); }
    | postfix '[' subscripts ']'        { $$ = ast_index($1, $3, @$); }
    ;

atom
    : NAME
    | INT
    | FLOAT
    | STRING
    | FSTRING                           { $$ = parse_fstring(p, $1); }
    | TRUE                              { $$ = ast_bool(true, @$); }
    | FALSE                             { $$ = ast_bool(false, @$); }
    | NONE                              { $$ = ast_leaf(N_NONE, @$); }
    | '[' ']'                           { $$ = ast_leaf(N_LIST, @$); }
    | '[' list_items ']'                { $$ = ast_at($2, @$); }
    | '[' list_items ',' ']'            { $$ = ast_at($2, @$); }
    | '(' ')'                           { $$ = ast_leaf(N_TUPLE, @$); }
    | '(' exprs ')'                     { $$ = ast_paren($2, @$); }
    ;

list_items
    : expr                              { $$ = ast_append(ast_leaf(N_LIST, @$), $1); }
    | list_items ',' expr               { $$ = ast_append($1, $3); }
    ;

/* Positional arguments, then keyword ones (checked by ast_arg). */
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
    ;

subscripts
    : subscript                         { $$ = ast_append(ast_leaf(N_INDEX, @$), $1); }
    | subscripts ',' subscript          { $$ = ast_append($1, $3); }
    | subscripts ','
    ;

subscript
    : expr
    | slice
    | "..."                             { $$ = ast_leaf(N_ELLIPSIS, @$); }
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
