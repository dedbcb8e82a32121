/* parse.c: source text to syntax tree.
 *
 * Runs the scanner (grammar/lexer.l) and the parser (grammar/parser.y) over
 * a Source, with a token filter between them that owns the rules a context
 * free grammar states badly:
 *   - newlines: ignored inside ( ), [ ] and dict/set displays, after a
 *     token that cannot end a statement (a binary operator, `,`, `=`, `.`,
 *     `not`, an opening bracket...), and before `else`, `elif`, `except`,
 *     `finally` and `{`;
 *   - braces: a '{' opens a block where an operand has just ended (`if x {`,
 *     `f() {`, `else {`, `try {`) and a dict or set display where an
 *     operand may start (`= {`, `({`, `, {`); a display's '{' reaches the
 *     grammar as BRACE;
 *   - soft keywords: `stream`, `event`, `tensor`, `graph` and `synchronize`
 *     are keywords only where a statement starts and the next token fits
 *     the statement (`stream s`, `graph g {`, `synchronize e`); elsewhere
 *     they are names, so
 *     `tensor([1])`, `s.synchronize()` and `record(stream=s)` mean what they
 *     do in PyTorch.  After `with`, `stream` and `device` are keywords;
 *   - nesting: more than MAX_NESTING open brackets and blocks is an error;
 *   - recovery: after a syntax error the rest of the statement is skipped
 *     (balancing braces) so that one mistake gives one message.
 * It also splits f-strings and parses each field with the same grammar,
 * spans pointing into the original text. */
#include "lang/parse.h"

#include <limits.h>
#include <stdarg.h>
#include <string.h>

#include "lang/ast_build.h"
#include "base/buf.h"
#include "base/diag.h"
#include "parser.h"
#include "lexer.h"

#define MAX_NESTING 200
/* After this many messages the rest is not read: a file that is not cst
 * (prose, another language) should not bury the terminal. */
#define MAX_ERRORS 20

/* What all the parsers of one parse_source call (the program and the
 * f-string fields inside it) share. */
typedef struct Shared {
    const Source *src;
    unsigned flags;
    int errors;
    bool incomplete;
    bool stopped;       /* a fatal lexical error: read no further */
} Shared;

typedef struct Token {
    int kind;
    YYSTYPE value;
    Span span;
} Token;

typedef struct Bracket {
    int kind;           /* '(', '[' or '{' */
    Span span;
} Bracket;

struct Parser {
    Shared *shared;
    yyscan_t scanner;
    bool field;         /* an f-string field, not a program */
    uint32_t lo, hi;    /* the text this parser reads */
    uint32_t offset;    /* the scanner's position */
    bool at_eof;
    uint32_t code_end;  /* the end of the last token that was not a newline */

    int start;          /* the start token, until it is sent */
    int prev;           /* the last token of the filtered stream */
    int before;         /* the token before it */
    Span prev_span, last_span;  /* the two last tokens' places */
    bool popped;        /* the last token closed a bracket */
    bool newline_at_end; /* the last newline returned has only end of input after it */
    bool stashed;       /* a token read ahead */
    Token stash;

    Bracket open[MAX_NESTING];
    int nopen;
    int outer_open;     /* brackets open around an f-string field */

    bool skipping;      /* dropping the rest of a broken statement */
    int skip_depth;     /* nopen where that statement ends */

    Node *result;
};

/* ---- reporting ---------------------------------------------------------- */

static void vreport(Parser *p, Span where, bool incomplete, const char *fmt, va_list ap)
{
    Shared *s = p->shared;
    /* The statement already has its message, or the reading stopped. */
    if (p->skipping || s->stopped) return;
    if (s->errors == 0 && incomplete) s->incomplete = true;
    s->errors++;
    if (s->incomplete && (s->flags & PARSE_QUIET_IF_INCOMPLETE)) return;
    diag_vreport(s->src, DIAG_ERROR, where, fmt, ap);
    if (s->errors == MAX_ERRORS) {
        diag_note("too many errors; the rest of %s was not read", s->src->name);
        s->stopped = true;
    }
}

static void report(Parser *p, Span where, bool incomplete, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void report(Parser *p, Span where, bool incomplete, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(p, where, incomplete, fmt, ap);
    va_end(ap);
}

void parse_error(Parser *p, Span where, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(p, where, false, fmt, ap);
    va_end(ap);
}

void parse_fatal(Parser *p, Span where, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(p, where, false, fmt, ap);
    va_end(ap);
    p->shared->stopped = true;
}

void parse_unterminated(Parser *p, Span quote)
{
    /* At the end of a program more lines may close it; in a field, not. */
    report(p, quote, !p->field, "unterminated string");
}

void parse_too_deep(Parser *p, Span where)
{
    report(p, where, false, "expression too deeply nested");
}

static Span at(uint32_t offset, uint32_t len)
{
    return (Span){offset, offset + len, offset};
}

/* A node standing for an error reports its message, if it still has one. */
static void report_node(Parser *p, Node *node)
{
    if (node->str) report(p, node->span, false, "%s", node->str);
}

/* ---- text checks and string escapes ------------------------------------- */

/* The length of the valid UTF-8 character at s, or 0. */
static size_t utf8_len(const unsigned char *s, size_t avail)
{
    size_t n;
    unsigned lo = 0x80, hi = 0xBF;
    if (s[0] >= 0xC2 && s[0] <= 0xDF) n = 2;
    else if (s[0] >= 0xE0 && s[0] <= 0xEF) {
        n = 3;
        if (s[0] == 0xE0) lo = 0xA0;
        if (s[0] == 0xED) hi = 0x9F;
    } else if (s[0] >= 0xF0 && s[0] <= 0xF4) {
        n = 4;
        if (s[0] == 0xF0) lo = 0x90;
        if (s[0] == 0xF4) hi = 0x8F;
    } else return 0;
    if (n > avail) return 0;
    if (s[1] < lo || s[1] > hi) return 0;
    for (size_t i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xBF) return 0;
    return n;
}

static void put_utf8(Buf *out, unsigned cp)
{
    if (cp < 0x80) {
        buf_putc(out, (char)cp);
    } else if (cp < 0x800) {
        buf_putc(out, (char)(0xC0 | cp >> 6));
        buf_putc(out, (char)(0x80 | (cp & 0x3F)));
    } else {
        buf_putc(out, (char)(0xE0 | cp >> 12));
        buf_putc(out, (char)(0x80 | (cp >> 6 & 0x3F)));
        buf_putc(out, (char)(0x80 | (cp & 0x3F)));
    }
}

/* Reads n hex digits at s; -1 if they are not all there. */
static long hex_value(const char *s, uint32_t avail, int n)
{
    if ((uint32_t)n > avail) return -1;
    long v = 0;
    for (int i = 0; i < n; i++) {
        char c = s[i];
        int d = c >= '0' && c <= '9' ? c - '0'
              : c >= 'a' && c <= 'f' ? c - 'a' + 10
              : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0) return -1;
        v = v * 16 + d;
    }
    return v;
}

bool parse_check_text(Parser *p, Span span, const char *what)
{
    const unsigned char *t = (const unsigned char *)p->shared->src->text;
    for (uint32_t i = span.lo; i < span.hi; ) {
        if (t[i] == 0) {
            parse_fatal(p, at(i, 1), "NUL byte in %s", what);
            return false;
        }
        if (t[i] < 0x80) { i++; continue; }
        size_t n = utf8_len(t + i, span.hi - i);
        if (!n) {
            parse_fatal(p, at(i, 1), "invalid UTF-8 in %s", what);
            return false;
        }
        i += (uint32_t)n;
    }
    return true;
}

/* One escape sequence at text[i] (a backslash); its decoded bytes go to out.
 * Returns its length, or 0 after reporting a mistake. */
static uint32_t decode_escape(Parser *p, uint32_t i, uint32_t hi, Buf *out)
{
    const char *t = p->shared->src->text;
    char e = t[i + 1];
    switch (e) {
    case 'n': buf_putc(out, '\n'); return 2;
    case 't': buf_putc(out, '\t'); return 2;
    case 'r': buf_putc(out, '\r'); return 2;
    case '0': buf_putc(out, '\0'); return 2;
    case '\\': case '\'': case '"': buf_putc(out, e); return 2;
    case '\n': return 2;
    case '\r':
        if (i + 2 < hi && t[i + 2] == '\n') return 3;
        break;
    case 'x': case 'u': {
        int digits = e == 'x' ? 2 : 4;
        long cp = hex_value(t + i + 2, hi - (i + 2), digits);
        if (cp < 0) {
            parse_error(p, at(i, 2), "'\\%c' needs %s hex digits", e, e == 'x' ? "two" : "four");
            return 0;
        }
        if (cp >= 0xD800 && cp <= 0xDFFF) {
            parse_error(p, at(i, 6), "'\\u%04lX' is a surrogate, not a character", cp);
            return 0;
        }
        put_utf8(out, (unsigned)cp);
        return (uint32_t)(2 + digits);
    }
    default:
        break;
    }
    if (e > ' ' && e < 0x7f)
        parse_error(p, at(i, 2), "unknown escape sequence '\\%c'", e);
    else
        parse_error(p, at(i, 2), "unknown escape sequence");
    return 0;
}

Decode parse_decode(Parser *p, uint32_t lo, uint32_t hi, Buf *out)
{
    const unsigned char *t = (const unsigned char *)p->shared->src->text;
    buf_reserve(out, hi - lo);
    uint32_t i = lo;
    while (i < hi) {
        unsigned char c = t[i];
        if (c == 0) {
            parse_fatal(p, at(i, 1), "NUL byte in string (write \\0)");
            return DECODE_FATAL;
        }
        if (c >= 0x80) {
            size_t n = utf8_len(t + i, hi - i);
            if (!n) {
                parse_fatal(p, at(i, 1), "invalid UTF-8 in string");
                return DECODE_FATAL;
            }
            buf_put(out, (const char *)t + i, n);
            i += (uint32_t)n;
        } else if (c == '\\') {
            uint32_t n = decode_escape(p, i, hi, out);
            if (!n) return DECODE_ERROR;
            i += n;
        } else if (c == '\r' && i + 1 < hi && t[i + 1] == '\n') {
            i++;   /* CRLF reads as LF */
        } else {
            /* Runs of plain bytes go in one copy: literals can be megabytes. */
            uint32_t j = i + 1;
            while (j < hi && t[j] && t[j] < 0x80 && t[j] != '\\' && t[j] != '\r') j++;
            buf_put(out, (const char *)t + i, j - i);
            i = j;
        }
    }
    return DECODE_OK;
}

/* ---- the token filter ----------------------------------------------------- */

void parse_advance(Parser *p, Span *loc, int len)
{
    loc->lo = loc->pt = p->offset;
    p->offset += (uint32_t)len;
    loc->hi = p->offset;
}

Span parse_origin(const Parser *p)
{
    return at(p->lo, 0);
}

static bool has_value(int kind)
{
    return kind == NAME || kind == INT || kind == FLOAT || kind == STRING || kind == FSTRING;
}

static void drop(int kind, YYSTYPE *value)
{
    if (has_value(kind)) ast_free(value->node);
}

/* Where the end of the text is reported: just after the last token, so the
 * caret stands on a line the reader knows; in a field, on its '}' or ':'. */
static Span eof_span(const Parser *p)
{
    if (p->field) return at(p->hi, 1);
    return at(p->code_end, 0);
}

/* The scanner's next token, or the one read ahead. */
static int raw(Parser *p, YYSTYPE *value, Span *span)
{
    if (p->stashed) {
        p->stashed = false;
        *value = p->stash.value;
        *span = p->stash.span;
        return p->stash.kind;
    }
    int kind = YYEOF;
    if (!p->at_eof && !p->shared->stopped) kind = lexer_lex(value, span, p->scanner);
    if (kind == YYEOF) {
        p->at_eof = true;
        *span = eof_span(p);
    } else if (kind != NEWLINE) {
        p->code_end = span->hi;
    }
    return kind;
}

static int peek(Parser *p)
{
    if (!p->stashed) {
        p->stash.kind = raw(p, &p->stash.value, &p->stash.span);
        p->stashed = true;
    }
    return p->stash.kind;
}

static bool is_opener(int kind)
{
    return kind == '(' || kind == '[' || kind == '{' || kind == BRACE;
}

static bool is_closer(int kind)
{
    return kind == ')' || kind == ']' || kind == '}';
}

static int closer_of(int opener)
{
    return opener == '(' ? ')' : opener == '[' ? ']' : '}';
}

/* The character an opener is written with. */
static char opener_char(int opener)
{
    return opener == BRACE ? '{' : (char)opener;
}

/* After these a newline does not end the statement. */
static bool continues(int kind)
{
    switch (kind) {
    case '+': case '-': case '*': case '/': case '%': case '@': case '&': case '|': case '^':
    case '<': case '>': case POW: case FLOORDIV: case EQ: case NE: case LE: case GE:
    case LSHIFT: case RSHIFT: case ARROW: case IN: case IS:
    case AND: case OR: case NOT: case ',': case '=': case '.':
    case ADD_EQ: case SUB_EQ: case MUL_EQ: case DIV_EQ: case FLOORDIV_EQ: case MOD_EQ: case POW_EQ:
    case MATMUL_EQ: case AND_EQ: case OR_EQ: case XOR_EQ: case LSHIFT_EQ: case RSHIFT_EQ:
    case '(': case '[': case '{': case BRACE:
        return true;
    }
    return false;
}

static bool statement_start(int prev)
{
    return prev == START_PROGRAM || prev == NEWLINE || prev == ';' || prev == '{';
}

/* Whether a '{' read now opens a block: after the end of an operand (or
 * `try`, `finally`, `except`, and an `else` that follows a block).
 * Elsewhere an operand may start, and it opens a dict or set display. */
static bool opens_block(const Parser *p)
{
    switch (p->prev) {
    case NAME: case INT: case FLOAT: case STRING: case FSTRING: case TRUE: case FALSE: case NONE:
    case ELLIPSIS: case ')': case ']': case '}': case '>': case TRY: case FINALLY: case EXCEPT:
        return true;
    case ELSE:
        /* `} else {`; an `else` of `a if c else {}` follows an operand. */
        return p->before == '}';
    }
    return false;
}

/* `synchronize` is the statement when what follows can be its operand (or
 * nothing); `synchronize(...)` stays a call of the builtin. */
static bool sync_operand(int next)
{
    switch (next) {
    case YYEOF: case NEWLINE: case ';': case '}':
    case NAME: case INT: case FLOAT: case STRING: case FSTRING: case TRUE: case FALSE: case NONE:
        return true;
    }
    return false;
}

/* Keyword or name?  See the banner. */
static int resolve_word(Parser *p, int kind, YYSTYPE *value, Span span)
{
    const char *word;
    switch (kind) {
    case STREAM: word = "stream"; break;
    case EVENT: word = "event"; break;
    case TENSOR: word = "tensor"; break;
    case SYNCHRONIZE: word = "synchronize"; break;
    case GRAPH: word = "graph"; break;
    case NAME:
        if (p->prev == WITH && strcmp(value->node->str, "device") == 0) {
            ast_free(value->node);
            return DEVICE;
        }
        if (p->prev == WITH && strcmp(value->node->str, "stream") == 0) {
            ast_free(value->node);
            return STREAM;
        }
        return NAME;
    default:
        return kind;
    }
    if (kind == STREAM && p->prev == WITH) return STREAM;
    if (statement_start(p->prev)) {
        int next = peek(p);
        if (kind == SYNCHRONIZE ? sync_operand(next) : next == NAME) return kind;
    }
    value->node = ast_text(N_NAME, xstrdup(word), strlen(word), span);
    return NAME;
}

/* The token stream the grammar sees (except for recovery, in yylex). */
static int cooked(Parser *p, YYSTYPE *value, Span *span)
{
    int kind;
    for (;;) {
        kind = raw(p, value, span);
        if (kind != NEWLINE) break;
        /* `from m import *` ends its statement; any other '*' continues it. */
        bool star_import = p->prev == '*' && p->before == IMPORT;
        if (p->field || (continues(p->prev) && !star_import) || statement_start(p->prev)) continue;
        if (p->nopen > 0 && p->open[p->nopen - 1].kind != '{') continue;
        /* Past blank lines, `else`, `elif` or `{` continue the statement. */
        Token next;
        do next.kind = raw(p, &next.value, &next.span); while (next.kind == NEWLINE);
        if (next.kind == ELSE || next.kind == ELIF || next.kind == EXCEPT || next.kind == FINALLY ||
            next.kind == '{') {
            kind = next.kind;
            *value = next.value;
            *span = next.span;
        } else {
            p->stash = next;
            p->stashed = true;
            p->newline_at_end = next.kind == YYEOF;
        }
        break;
    }
    kind = resolve_word(p, kind, value, *span);
    if (kind == '{' && !opens_block(p)) kind = BRACE;

    p->popped = false;
    if (is_opener(kind)) {
        if (p->outer_open + p->nopen >= MAX_NESTING) {
            parse_fatal(p, *span, "nesting too deep (more than %d levels)", MAX_NESTING);
            return YYerror;
        }
        p->open[p->nopen++] = (Bracket){kind, *span};
    } else if (is_closer(kind) && p->nopen > 0 && closer_of(p->open[p->nopen - 1].kind) == kind) {
        p->nopen--;
        p->popped = true;
    }
    p->before = p->prev;
    p->prev = kind;
    p->prev_span = p->last_span;
    p->last_span = *span;
    return kind;
}

/* A syntax error (or a scanner error) with this lookahead: the parser
 * unwinds to the statement; here the statement's rest is dropped, up to
 * where it ends, so that nothing of it is mistaken for a new statement. */
static void enter_recovery(Parser *p, int lookahead)
{
    bool opener = is_opener(lookahead);
    Bracket kept = {0, {0, 0, 0}};
    if (opener) kept = p->open[--p->nopen];
    /* Brackets the statement left open would hide the newline ending it. */
    int before = p->nopen;
    while (p->nopen > 0 && p->open[p->nopen - 1].kind != '{') p->nopen--;
    bool dropped = p->nopen < before;
    if (lookahead == '}' && !p->popped && p->nopen > 0) {
        p->nopen--;   /* the parser closes the block with it */
        return;
    }
    if (lookahead == NEWLINE || lookahead == '}' || lookahead == YYEOF) return;
    if (lookahead == ';' && !dropped) return;
    p->skip_depth = p->nopen;
    if (opener) p->open[p->nopen++] = kept;
    p->skipping = true;
}

int yylex(YYSTYPE *value, Span *span, Parser *p)
{
    if (p->start) {
        int start = p->start;
        p->start = 0;
        p->prev = start;
        *span = parse_origin(p);
        return start;
    }
    for (;;) {
        int kind = cooked(p, value, span);
        if (!p->skipping) {
            if (kind == YYerror) enter_recovery(p, kind);
            return kind;
        }
        bool ends = kind == YYEOF
            || ((kind == NEWLINE || kind == ';') && p->nopen == p->skip_depth)
            || (kind == '}' && p->popped && p->nopen < p->skip_depth);
        if (ends) {
            p->skipping = false;
            return kind;
        }
        drop(kind, value);
    }
}

/* ---- syntax error messages ------------------------------------------------ */

static bool has(const int *set, int count, int kind)
{
    for (int i = 0; i < count; i++)
        if (set[i] == kind) return true;
    return false;
}

static bool starts_expression(int kind)
{
    switch (kind) {
    case NAME: case INT: case FLOAT: case STRING: case FSTRING: case TRUE: case FALSE: case NONE:
    case '(': case '[': case '-': case '+': case '~': case NOT: case LAMBDA: case BRACE: case ELLIPSIS:
    case '*': case POW:
        return true;
    }
    return false;
}

/* Continues an expression or makes it a statement. */
static bool is_operator(int kind)
{
    return (continues(kind) && kind != ',' && kind != '{' && kind != BRACE) || kind == IF || kind == FOR;
}

static const char *token_name(int kind)
{
    switch (kind) {
    case YYEOF: return "end of input";
    case NEWLINE: return "newline";
    case NAME: return "a name";
    case INT: case FLOAT: return "a number";
    case STRING: return "a string";
    case FSTRING: return "an f-string";
    case STREAM: return "'stream'";
    case GRAPH: return "'graph'";
    case EVENT: return "'event'";
    case TENSOR: return "'tensor'";
    case WITH: return "'with'";
    case DEVICE: return "'device'";
    case SYNCHRONIZE: return "'synchronize'";
    case FOR: return "'for'";
    case IN: return "'in'";
    case WHILE: return "'while'";
    case IF: return "'if'";
    case ELIF: return "'elif'";
    case ELSE: return "'else'";
    case DEF: return "'def'";
    case RETURN: return "'return'";
    case BREAK: return "'break'";
    case CONTINUE: return "'continue'";
    case AND: return "'and'";
    case OR: return "'or'";
    case NOT: return "'not'";
    case TRUE: return "'True'";
    case FALSE: return "'False'";
    case NONE: return "'None'";
    case POW: return "'**'";
    case FLOORDIV: return "'//'";
    case EQ: return "'=='";
    case NE: return "'!='";
    case LE: return "'<='";
    case GE: return "'>='";
    case ADD_EQ: return "'+='";
    case SUB_EQ: return "'-='";
    case MUL_EQ: return "'*='";
    case DIV_EQ: return "'/='";
    case ELLIPSIS: return "'...'";
    case IMPORT: return "'import'";
    case FROM: return "'from'";
    case AS: return "'as'";
    case LAMBDA: return "'lambda'";
    case TRY: return "'try'";
    case EXCEPT: return "'except'";
    case FINALLY: return "'finally'";
    case RAISE: return "'raise'";
    case ASSERT: return "'assert'";
    case IS: return "'is'";
    case PASS: return "'pass'";
    case DEL: return "'del'";
    case GLOBAL: return "'global'";
    case NONLOCAL: return "'nonlocal'";
    case WALRUS: return "':='";
    case BRACE: return "'{'";
    case LSHIFT: return "'<<'";
    case RSHIFT: return "'>>'";
    case ARROW: return "'->'";
    case FLOORDIV_EQ: return "'//='";
    case MOD_EQ: return "'%='";
    case POW_EQ: return "'**='";
    case MATMUL_EQ: return "'@='";
    case AND_EQ: return "'&='";
    case OR_EQ: return "'|='";
    case XOR_EQ: return "'^='";
    case LSHIFT_EQ: return "'<<='";
    case RSHIFT_EQ: return "'>>='";
    }
    static const char chars[] = "()[]{},:.;=+-*/%@&|^~<>";
    static const char *const names[] = {
        "'('", "')'", "'['", "']'", "'{'", "'}'", "','", "':'", "'.'", "';'", "'='", "'+'",
        "'-'", "'*'", "'/'", "'%'", "'@'", "'&'", "'|'", "'^'", "'~'", "'<'", "'>'",
    };
    const char *c = kind > 0 && kind < 128 ? strchr(chars, kind) : NULL;
    return c ? names[c - chars] : "a token";
}

/* Appends the source text of span, at most max characters of it, made safe
 * for a terminal. */
static void put_source(Buf *out, const Parser *p, Span span, size_t max)
{
    const unsigned char *t = (const unsigned char *)p->shared->src->text;
    size_t shown = 0;
    uint32_t i = span.lo;
    while (i < span.hi && shown < max) {
        size_t n = t[i] >= 0x80 ? utf8_len(t + i, span.hi - i) : 1;
        if (n == 0 || t[i] < 0x20 || t[i] == 0x7f) {
            if (t[i] == '\n') buf_puts(out, "\\n");
            else buf_printf(out, "\\x%02X", t[i]);
            n = 1;
        } else {
            buf_put(out, (const char *)t + i, n);
        }
        i += (uint32_t)n;
        shown++;
    }
    if (i < span.hi) buf_puts(out, "...");
}

/* "name 'x'", "'else'", "end of input"... */
static void describe(Buf *out, const Parser *p, int kind, Span span)
{
    switch (kind) {
    case YYEOF:
        if (p->field) buf_printf(out, "'%c'", p->shared->src->text[span.lo]);
        else buf_puts(out, "end of input");
        return;
    case NEWLINE:
        buf_puts(out, "newline");
        return;
    case YYerror: case YYUNDEF:
        buf_puts(out, "invalid token");
        return;
    case NAME:
        buf_puts(out, "name ");
        break;
    case INT: case FLOAT:
        buf_puts(out, "number ");
        put_source(out, p, span, 20);
        return;
    case STRING: case FSTRING:
        buf_puts(out, "string ");
        put_source(out, p, span, 20);
        return;
    }
    buf_putc(out, '\'');
    put_source(out, p, span, 40);
    buf_putc(out, '\'');
}

/* "expected an expression, ')' or end of statement", in at most four parts;
 * nothing when more could follow (then no list would help). */
static void expected_list(Buf *out, const Parser *p, const int *set, int count)
{
    bool expr = has(set, count, INT);
    bool name = !expr && has(set, count, NAME);
    /* '/' cannot start anything: an operand was just read. */
    bool op = has(set, count, '/');
    /* '>' without '<' closes `with stream <...>`: worth naming. */
    bool with_close = has(set, count, '>') && !has(set, count, '<');
    bool end = has(set, count, NEWLINE) || has(set, count, ';');
    const char *items[8];
    int n = 0;
    if (expr) items[n++] = "an expression";
    if (name) items[n++] = "a name";
    if (op) items[n++] = "an operator";
    for (int i = 0; i < count && n < 6; i++) {
        int kind = set[i];
        if (expr && starts_expression(kind)) continue;
        if (name && kind == NAME) continue;
        if (op && (is_operator(kind) || kind == NOT) && !(kind == '>' && with_close)) continue;
        if (end && (kind == NEWLINE || kind == ';' || kind == YYEOF || kind == '}')) continue;
        items[n++] = kind == YYEOF && p->field ? "'}'" : token_name(kind);
    }
    if (end) items[n++] = "end of statement";
    if (n == 0 || n > 4) return;
    buf_puts(out, "; expected ");
    for (int i = 0; i < n; i++) {
        if (i > 0) buf_puts(out, i == n - 1 ? " or " : ", ");
        buf_puts(out, items[i]);
    }
}

static bool newline_between(const Parser *p, uint32_t lo, uint32_t hi)
{
    return lo < hi && memchr(p->shared->src->text + lo, '\n', hi - lo) != NULL;
}

static void syntax_message(Buf *out, const Parser *p, int kind, Span where, const int *set, int count)
{
    /* A bracket left open, when its closing is what fits here. */
    int top = p->nopen - (is_opener(kind) ? 2 : 1);
    if (top >= 0) {
        const Bracket *b = &p->open[top];
        int closer = closer_of(b->kind);
        /* An unclosed ( or [ shows when the statement runs on into the
         * next line: `f(1,` then `x = 3`. */
        bool runs_on = b->kind != '{'
            && (newline_between(p, p->prev_span.hi, where.lo)
                || (kind == '=' && newline_between(p, b->span.hi, where.lo)));
        bool fits = kind == YYEOF || is_closer(kind) || runs_on;
        if (has(set, count, closer) && fits) {
            int line, col;
            source_position(p->shared->src, b->span.lo, &line, &col);
            if (b->kind == '{')
                buf_printf(out, "expected '}' to close the block opened at %d:%d", line, col);
            else
                buf_printf(out, "expected '%c' to close the '%c' opened at %d:%d", closer, opener_char(b->kind),
                           line, col);
            return;
        }
    }
    if (kind == IF && p->before == ELSE) {
        buf_puts(out, "unexpected 'if' after 'else'; write 'elif'");
        return;
    }
    buf_puts(out, "unexpected ");
    describe(out, p, kind, where);
    if (kind == '=' && has(set, count, '/') && !has(set, count, '=')) {
        buf_puts(out, "; did you mean '=='?");
        return;
    }
    expected_list(out, p, set, count);
}

void parse_syntax_error(Parser *p, int kind, Span where, const int *expected, int count)
{
    Buf msg = BUF_INIT;
    syntax_message(&msg, p, kind, where, expected, count);
    /* `try { ... }` at the end of the input waits for its `except`. */
    bool handler_next = kind == NEWLINE && p->newline_at_end && has(expected, count, EXCEPT);
    report(p, where, (kind == YYEOF || handler_next) && !p->field, "%s", msg.data);
    buf_free(&msg);
    enter_recovery(p, kind);
}

/* ---- results -------------------------------------------------------------- */

Node *parse_statement(Parser *p, Node *block, Node *stmt)
{
    if (ast_is_error(stmt)) {
        report_node(p, stmt);
        ast_free(stmt);
        return block;
    }
    return ast_append(block, stmt);
}

void parse_finish(Parser *p, Node *unit)
{
    if (ast_is_error(unit)) {
        report_node(p, unit);
        ast_free(unit);
        unit = NULL;
    } else if (!p->field) {
        unit->span = (Span){p->lo, p->hi, p->lo};
    }
    p->result = unit;
}

static void parser_init(Parser *p, Shared *shared, uint32_t lo, uint32_t hi, int start)
{
    memset(p, 0, sizeof *p);
    p->shared = shared;
    p->lo = lo;
    p->hi = hi;
    p->code_end = lo;
    p->start = start;
    p->field = start == START_EXPR;
}

static void parser_run(Parser *p)
{
    lexer_lex_init_extra(p, &p->scanner);
    lexer__scan_bytes(p->shared->src->text + p->lo, (int)(p->hi - p->lo), p->scanner);
    p->offset = p->lo;
    yyparse(p);
    if (p->stashed) drop(p->stash.kind, &p->stash.value);
    lexer_lex_destroy(p->scanner);
}

/* ---- f-strings ------------------------------------------------------------ */

/* The expression of a field, text[lo, hi), parsed with the same grammar. */
static Node *parse_field(Parser *outer, uint32_t lo, uint32_t hi)
{
    Parser sub;
    int errors = outer->shared->errors;
    parser_init(&sub, outer->shared, lo, hi, START_EXPR);
    sub.outer_open = outer->outer_open + outer->nopen;
    parser_run(&sub);
    if (sub.result) return sub.result;
    if (outer->shared->errors == errors)
        report(outer, at(lo, hi - lo), false, "invalid expression in f-string field");
    return ast_error(at(lo, hi - lo), NULL);
}

static Node *fstring_parts(Parser *p, Node *fs, uint32_t lo, uint32_t end);

/* The field that starts at the '{' at text[open]; *next is set past it. */
static Node *fstring_field(Parser *p, uint32_t open, uint32_t end, uint32_t *next)
{
    const char *t = p->shared->src->text;
    int depth = 0;
    char quote = 0;
    uint32_t j = open + 1, colon = 0, bang = 0;
    for (; j < end; j++) {
        char c = t[j];
        if (quote) {
            if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '(' || c == '[' || c == '{') {
            depth++;
        } else if (c == ')' || c == ']' || c == '}') {
            if (c == '}' && depth == 0) break;
            if (depth > 0) depth--;
        } else if (c == '!' && depth == 0 && j + 1 < end && t[j + 1] != '=' && !bang) {
            /* A conversion, {x!r}: '!' not starting '!='. */
            bang = j;
        } else if (c == ':' && depth == 0) {
            colon = j;
            break;
        }
    }
    /* The spec ends at the '}' that closes the field: {v:{width}.{prec}f}
     * holds fields of its own. */
    uint32_t close = j;
    bool nested = false;
    if (colon) {
        int inner = 0;
        for (close = colon + 1; close < end; close++) {
            if (t[close] == '{') {
                nested = true;
                inner++;
            } else if (t[close] == '}') {
                if (inner == 0) break;
                inner--;
            }
        }
    }
    if (close >= end) {
        parse_error(p, at(open, 1), "f-string field is missing its closing '}'");
        return NULL;
    }
    uint32_t expr_hi = bang ? bang : colon ? colon : close;
    char conversion = 0;
    if (bang) {
        uint32_t conv_end = colon ? colon : close;
        if (conv_end != bang + 2 || !strchr("rsa", t[bang + 1])) {
            parse_error(p, at(bang, conv_end - bang), "f-string: invalid conversion character: expected 's', 'r', or 'a'");
            return NULL;
        }
        conversion = t[bang + 1];
    }
    /* {x=} and {x = }: the expression's text, then its value (a repr
     * unless a conversion or a format spec says otherwise). */
    Node *debug = NULL;
    uint32_t last = expr_hi;
    while (last > open + 1 && strchr(" \t\r\n", t[last - 1])) last--;
    if (last > open + 1 && t[last - 1] == '=' && !(last > open + 2 && strchr("=!<>", t[last - 2]))) {
        debug = ast_text(N_STR, xstrndup(t + open + 1, expr_hi - open - 1), expr_hi - open - 1,
                         at(open + 1, expr_hi - open - 1));
        expr_hi = last - 1;
        if (!conversion && !colon) conversion = 'r';
    }
    uint32_t k = open + 1;
    while (k < expr_hi && strchr(" \t\r\n", t[k])) k++;
    if (k == expr_hi) {
        ast_free(debug);
        parse_error(p, at(open, close + 1 - open), "empty expression in f-string field");
        return NULL;
    }
    Node *field = ast_node(N_FIELD, parse_field(p, open + 1, expr_hi), debug, NULL,
                           at(open, close + 1 - open));
    if (ast_is_error(field)) {
        report_node(p, field);
        ast_free(field);
        return NULL;
    }
    uint32_t spec = colon ? colon + 1 : close;
    if (nested) {
        field->c = fstring_parts(p, ast_leaf(N_FSTR, at(spec, close - spec)), spec, close);
        if (!field->c) {
            ast_free(field);
            return NULL;
        }
    }
    field->str = xstrndup(t + spec, close - spec);
    field->str_len = close - spec;
    field->op = conversion;
    *next = close + 1;
    return field;
}

/* Appends the literal piece text[lo, hi) (with its decoded text) to fs. */
static Node *fstring_piece(Node *fs, Buf *text, uint32_t lo, uint32_t hi)
{
    if (text->len == 0) return fs;   /* e.g. only a backslash-newline */
    size_t len = text->len;
    return ast_append(fs, ast_text(N_STR, buf_take(text), len, at(lo, hi - lo)));
}

/* The literal pieces and fields of text[lo, end) appended to fs (an
 * N_FSTR): an f-string's body, or a format spec's with fields in it;
 * NULL (fs freed) after an error. */
static Node *fstring_parts(Parser *p, Node *fs, uint32_t lo, uint32_t end)
{
    const char *t = p->shared->src->text;
    uint32_t piece = lo;                /* where the literal piece began */
    uint32_t run = piece;               /* where its undecoded text begins */
    uint32_t i = piece;
    Buf text = BUF_INIT;
    while (i < end) {
        char c = t[i];
        if (c == '\\') {
            i += 2;
            continue;
        }
        if (c != '{' && c != '}') {
            i++;
            continue;
        }
        if (parse_decode(p, run, i, &text) != DECODE_OK) goto fail;
        if (i + 1 < end && t[i + 1] == c) {
            buf_putc(&text, c);
            i += 2;
            run = i;
            continue;
        }
        if (c == '}') {
            parse_error(p, at(i, 1), "single '}' in an f-string (write '}}' for a brace)");
            goto fail;
        }
        fs = fstring_piece(fs, &text, piece, i);
        Node *field = fstring_field(p, i, end, &i);
        if (!field) goto fail;
        fs = ast_append(fs, field);
        piece = run = i;
    }
    if (parse_decode(p, run, end, &text) != DECODE_OK) goto fail;
    fs = fstring_piece(fs, &text, piece, end);
    buf_free(&text);
    return fs;
fail:
    buf_free(&text);
    ast_free(fs);
    return NULL;
}

Node *parse_fstring(Parser *p, Node *fs)
{
    Span whole = fs->span;
    /* The body lies between `f"` and the closing quote. */
    fs = fstring_parts(p, fs, whole.lo + 2, whole.hi - 1);
    return fs ? fs : ast_error(whole, NULL);
}

/* ---- the entry point ------------------------------------------------------ */

ParseResult parse_source(const Source *src, unsigned flags)
{
    Shared shared = {src, flags, 0, false, false};
    ParseResult result = {NULL, 0, false};
    Parser *p = xmalloc(sizeof *p);
    parser_init(p, &shared, 0, 0, START_PROGRAM);
    if (src->len > (size_t)INT_MAX - 2) {
        /* The scanner's buffer is sized with an int. */
        report(p, at(0, 0), false, "the program is too large (2 GiB or more)");
    } else {
        /* A UTF-8 byte order mark, as some editors write, is not code. */
        uint32_t lo = src->len >= 3 && memcmp(src->text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
        parser_init(p, &shared, lo, (uint32_t)src->len, START_PROGRAM);
        parser_run(p);
        if (!p->result && shared.errors == 0)
            report(p, eof_span(p), false, "the program could not be parsed");
    }
    result.errors = shared.errors;
    result.incomplete = shared.incomplete;
    if (shared.errors == 0) result.program = p->result;
    else ast_free(p->result);
    free(p);
    return result;
}
