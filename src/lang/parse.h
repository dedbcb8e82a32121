/* parse.h: source text to syntax tree (grammar/lexer.l, grammar/parser.y). */
#ifndef CST_PARSE_H
#define CST_PARSE_H

#include <stdbool.h>

#include "lang/ast.h"
#include "base/source.h"

typedef struct ParseResult {
    Node *program;      /* an N_BLOCK; NULL when errors > 0 */
    int errors;         /* syntax errors reported (one per mistake) */
    bool incomplete;    /* the text ended inside a block, bracket or string,
                           or after an operator: more input could complete it */
} ParseResult;

enum {
    /* For the REPL: when the input is merely incomplete, report nothing and
     * set `incomplete` so the caller can ask for another line. */
    PARSE_QUIET_IF_INCOMPLETE = 1
};

ParseResult parse_source(const Source *src, unsigned flags);

#endif
