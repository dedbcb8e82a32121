/* signature.c: parsing a builtin row's parameter list and binding a call's
 * arguments to it (signature.h). */
#include "values/signature.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "values/builtins.h"   /* Args alone: nothing here calls the table */

/* ------------------------------------------------------------ parsing */

static bool name_char(char c, bool first)
{
    return c == '_' || isalpha((unsigned char)c) || (!first && isdigit((unsigned char)c));
}

/* A 'string' default from just after its opening quote; *end: after the
 * closing one. */
static bool parse_string(const char *c, const char **end, Value *out)
{
    Buf b = BUF_INIT;
    for (; *c && *c != '\''; c++) {
        char ch = *c;
        if (ch == '\\') {
            ch = *++c;
            ch = ch == 'n' ? '\n' : ch == 't' ? '\t' : ch;
            if (!ch) break;
        }
        buf_putc(&b, ch);
    }
    if (*c != '\'') {
        buf_free(&b);
        return false;
    }
    *end = c + 1;
    *out = value_str_buf(&b);
    return true;
}

/* A default value, up to the next ", " or the end. */
static bool parse_default(const char *c, const char **end, Value *out)
{
    static const struct {
        const char *text;
        ValueKind kind;
        bool b;
    } words[] = {{"None", V_NONE, false}, {"True", V_BOOL, true}, {"False", V_BOOL, false}};
    if (*c == '\'') return parse_string(c + 1, end, out);
    if (strncmp(c, "()", 2) == 0) {
        *end = c + 2;
        *out = value_list_new(V_TUPLE, 0);
        return true;
    }
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        size_t n = strlen(words[i].text);
        if (strncmp(c, words[i].text, n) == 0 && !name_char(c[n], false)) {
            *end = c + n;
            *out = words[i].kind == V_BOOL ? value_bool(words[i].b) : value_none();
            return true;
        }
    }
    char *stop;
    errno = 0;
    long long i = strtoll(c, &stop, 10);
    if (stop != c && errno == 0 && *stop != '.' && *stop != 'e') {
        *end = stop;
        *out = value_int(i);
        return true;
    }
    double f = strtod(c, &stop);
    if (stop == c) return false;
    *end = stop;
    *out = value_float(f);
    return true;
}

/* What the parser has seen of a parameter list so far. */
typedef struct Parsing {
    const char *params;
    bool kwonly;         /* after `*` or `*NAME` */
    bool defaulted;      /* a positional parameter with a default came */
    char *err;
    size_t errlen;
} Parsing;

static bool malformed(const Parsing *ps, const char *what, const char *at)
{
    snprintf(ps->err, ps->errlen, "%s at column %d of \"%s\"", what, (int)(at - ps->params) + 1, ps->params);
    return false;
}

/* One of `/`, `*`, `*NAME`, `**NAME`, NAME or NAME=DEFAULT, from *c. */
static bool parse_param(Parsing *ps, Signature *s, const char **c)
{
    const char *start = *c;
    if (**c == '/') {
        if (ps->kwonly || s->n == s->self || s->p[s->n - 1].posonly) return malformed(ps, "a / out of place", start);
        for (int i = s->self; i < s->n; i++) s->p[i].posonly = true;
        (*c)++;
        return true;
    }
    int stars = 0;
    while (**c == '*' && stars < 2) (*c)++, stars++;
    const char *name = *c;
    while (name_char(**c, *c == name)) (*c)++;
    size_t len = (size_t)(*c - name);
    if (stars == 1 && len == 0) {
        if (ps->kwonly) return malformed(ps, "a second *", start);
        ps->kwonly = true;
        return true;
    }
    if (len == 0) return malformed(ps, "a parameter name expected", *c);
    const char *aliases = *c;
    while (**c == '|' && name_char((*c)[1], true))
        for ((*c)++; name_char(**c, false);) (*c)++;
    if (stars == 2) {
        s->kwargs = true;
        return true;
    }
    if (s->n == SIGNATURE_MAX) return malformed(ps, "too many parameters", start);
    for (int i = 0; i < s->n; i++)
        if (strlen(s->p[i].name) == len && strncmp(s->p[i].name, name, len) == 0)
            return malformed(ps, "a repeated parameter", name);
    Param *p = &s->p[s->n];
    *p = (Param){xstrndup(name, len), aliases == *c ? NULL : xstrndup(aliases + 1, (size_t)(*c - aliases - 1)),
                 value_none(), true, false, ps->kwonly, stars == 1};
    if (p->star) {
        if (ps->kwonly) return malformed(ps, "a *name after *", start);
        p->required = false;
        s->star = s->n;
        ps->kwonly = true;
    } else if (**c == '=') {
        (*c)++;
        if (!parse_default(*c, c, &p->def)) return malformed(ps, "a bad default", *c);
        p->required = false;
        ps->defaulted = !ps->kwonly;
    } else if (ps->defaulted && !ps->kwonly) {
        return malformed(ps, "a required parameter after a default", name);
    }
    s->nreq += p->required;
    s->npos += !p->kwonly && !p->star;
    s->n++;
    return true;
}

bool signature_parse(const char *params, bool receiver, Signature *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    s->star = -1;
    s->self = receiver;
    if (receiver) {
        s->p[0] = (Param){xstrdup("self"), NULL, value_none(), true, true, false, false};
        s->n = s->npos = s->nreq = 1;
    }
    Parsing ps = {params, false, false, err, errlen};
    const char *c = params;
    while (*c) {
        if (s->kwargs) return malformed(&ps, "a parameter after **", c);
        if (!parse_param(&ps, s, &c)) return false;
        if (*c == '\0') break;
        if (strncmp(c, ", ", 2) != 0) return malformed(&ps, "', ' expected", c);
        c += 2;
    }
    if (ps.kwonly && s->star < 0 && s->n == s->npos && !s->kwargs)
        return malformed(&ps, "* without a parameter after it", c);
    return true;
}

/* ------------------------------------------------------------ binding */

/* Whether name is one of aliases, "sections|indices". */
static bool named_also(const char *aliases, const char *name)
{
    size_t len = strlen(name);
    for (const char *c = aliases; c; c = strchr(c, '|') ? strchr(c, '|') + 1 : NULL)
        if (strncmp(c, name, len) == 0 && (c[len] == '|' || c[len] == '\0')) return true;
    return false;
}

/* The parameter a keyword names, or -1.  A positional-only one is named
 * by none, and a `*NAME` only where no `**NAME` takes the keyword
 * instead, as in Python. */
static int find_param(const Signature *s, const char *name)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->p[i].name, name) == 0 || named_also(s->p[i].aliases, name))
            return s->p[i].posonly || (i == s->star && s->kwargs) ? -1 : i;
    return -1;
}

/* PyTorch's argument parser also takes NumPy's names for four parameters
 * (numpy_compatibility_arg_names): axis for dim, keepdims for keepdim,
 * x, a and x1 for input, x2 for other. */
static int find_torch_param(const Signature *s, const char *name)
{
    static const char *const numpy_names[][2] = {
        {"axis", "dim"}, {"keepdims", "keepdim"}, {"x", "input"}, {"a", "input"}, {"x1", "input"}, {"x2", "other"},
    };
    int i = find_param(s, name);
    for (size_t k = 0; i < 0 && !s->own_names && k < sizeof numpy_names / sizeof numpy_names[0]; k++)
        if (strcmp(name, numpy_names[k][0]) == 0) i = find_param(s, numpy_names[k][1]);
    return i;
}

bool signature_missing(Interp *in, const Signature *s, const char *name, int i)
{
    return error_raise_as(in, ERR_TYPE, "%s() missing required argument '%s' (pos %d)", name, s->p[i].name,
                          i + 1 - s->self);
}

/* PyTorch's argument parser's errors (python_arg_parser.cpp), which name
 * the function bare: too many positional arguments (recv of them the
 * receiver, which PyTorch does not count), ... */
static bool torch_extra(Interp *in, const Signature *s, const char *bare, int recv, int given)
{
    int least = 0, most = s->npos - recv;
    for (int i = recv; i < s->npos; i++) least += s->p[i].required;
    if (least != most)
        return error_raise_as(in, ERR_TYPE, "%s() takes from %d to %d positional arguments but %d were given", bare,
                              least, most, given);
    return error_raise_as(in, ERR_TYPE, "%s() takes %d positional argument%s but %d %s given", bare, most,
                          most == 1 ? "" : "s", given, given == 1 ? "was" : "were");
}

/* A tensor method of no parameter in PyTorch (t.exp(), t.tolist(): a
 * function-and-method row's out= is the function's alone; a method row
 * lists what its method takes) is bound METH_NOARGS, so that CPython
 * refuses any argument to it, naming the method by its class. */
static bool noargs_method(const Signature *s, const Args *a, int recv)
{
    if (!a->method || a->fn->kind != V_TENSOR) return false;
    if (s->self) return s->n == 1;
    for (int i = recv; i < s->n; i++)
        if (!s->p[i].kwonly || strcmp(s->p[i].name, "out") != 0) return false;
    return true;
}

static bool noargs_refused(Interp *in, const Args *a, const char *bare, int recv)
{
    if (a->nkw) return error_raise_as(in, ERR_TYPE, "TensorBase.%s() takes no keyword arguments", bare);
    return error_raise_as(in, ERR_TYPE, "TensorBase.%s() takes no arguments (%d given)", bare, a->n - recv);
}

/* A tensor function's parameter of a bool default takes a bool alone, as
 * PyTorch's parser does (allclose(equal_nan=1) is a TypeError); those
 * given by position are counted without a method's receiver. */
static bool bools_given(Interp *in, const Signature *s, const Args *a, const char *bare, const Value *p,
                        unsigned long bound, int npos)
{
    for (int i = 0; i < s->n; i++) {
        if (!(bound & (1ul << i)) || s->p[i].def.kind != V_BOOL || p[i].kind == V_BOOL) continue;
        char pos[32] = "";
        if (i < npos) snprintf(pos, sizeof pos, " (position %d)", i + 1 - (a->method ? 1 : 0));
        return error_raise_as(in, ERR_TYPE, "%s(): argument '%s'%s must be bool, not %s", bare, s->p[i].name, pos,
                              value_type_name(p[i]));
    }
    return true;
}

/* ... and required ones missing from parameter i on (its plural is as
 * PyTorch spells it: "1 required positional arguments"). */
static bool torch_missing(Interp *in, const Signature *s, const char *bare, int i)
{
    char names[256];
    size_t len = 0;
    int count = 0;
    names[0] = '\0';
    for (int k = i; k < s->n; k++) {
        if (!s->p[k].required || len >= sizeof names) continue;
        len += (size_t)snprintf(names + len, sizeof names - len, "%s\"%s\"", count++ ? ", " : "", s->p[k].name);
    }
    return error_raise_as(in, ERR_TYPE, "%s() missing %d required positional argument%s: %s", bare, count,
                          count == 1 ? "s" : "", names);
}

/* ... or, for a function PyTorch writes in Python (own_names), CPython's
 * words for the required ones not bound: 'a', 'a' and 'b', 'a', 'b', and 'c'. */
static bool python_missing(Interp *in, const Signature *s, const char *bare, unsigned long bound)
{
    int missing[SIGNATURE_MAX], count = 0;
    for (int k = 0; k < s->n; k++)
        if (s->p[k].required && !(bound & (1ul << k))) missing[count++] = k;
    Buf b = BUF_INIT;
    for (int k = 0; k < count; k++)
        buf_printf(&b, "%s'%s'", k == 0 ? "" : k + 1 < count ? ", " : count == 2 ? " and " : ", and ",
                   s->p[missing[k]].name);
    bool ok = error_raise_as(in, ERR_TYPE, "%s() missing %d required positional argument%s: %s", bare, count,
                             count == 1 ? "" : "s", buf_cstr(&b));
    buf_free(&b);
    return ok;
}

/* "owner.bare" into buf, or bare: built on an error's path alone, since
 * every call of a builtin binds. */
/* The builtin types whose constructors check their count as CPython's
 * _PyArg_CheckPositional does: "list expected at most 1 argument, got 2". */
static bool counts_like_constructor(const char *bare)
{
    static const char *const names[] = {"list", "tuple", "set", "frozenset", "bool", "float", "dict"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i], bare) == 0) return true;
    return false;
}

static const char *shown_name(char *buf, size_t len, const char *owner, const char *bare)
{
    if (!owner) return bare;
    snprintf(buf, len, "%s.%s", owner, bare);
    return buf;
}

bool signature_bind(Interp *in, const Signature *s, const char *owner, const char *bare, bool torch, const Args *a,
                    Value *p, Span *at, unsigned long *written)
{
    char name_buf[96];
#define SHOWN shown_name(name_buf, sizeof name_buf, owner, bare)
    int self = s->self, shown = s->npos - self, given = a->n - self;
    int npos = a->n < s->npos ? a->n : s->npos, extra = a->n - npos;
    /* t.f(...) of a function-and-method row: its input is the receiver. */
    int recv = self || !a->method ? self : 1;
    if ((a->n > recv || a->nkw) && torch && noargs_method(s, a, recv)) return noargs_refused(in, a, bare, recv);
    if (extra && s->star < 0 && torch) return torch_extra(in, s, bare, recv, a->n - recv);
    if (extra && s->star < 0) {
        if (!owner && counts_like_constructor(bare))
            return error_raise_as(in, ERR_TYPE, "%s expected at most %d argument%s, got %d", bare, shown,
                                  shown == 1 ? "" : "s", given);
        if (shown == 0 && s->n > s->npos)
            return error_raise_as(in, ERR_TYPE, "%s() takes no positional arguments", bare);
        if (shown == 0) return error_raise_as(in, ERR_TYPE, "%s() takes no arguments (%d given)", SHOWN, given);
        if (shown == 1 && s->nreq == s->n)
            return error_raise_as(in, ERR_TYPE, "%s() takes exactly one argument (%d given)", SHOWN, given);
        return error_raise_as(in, ERR_TYPE, "%s() takes at most %d argument%s (%d given)", SHOWN, shown,
                              shown == 1 ? "" : "s", given);
    }
    unsigned long bound = 0;
    for (int i = 0; i < npos; i++) {
        p[i] = a->v[i];
        at[i] = a->spans[i];
        bound |= 1ul << i;
    }
    /* A function whose parameters are all positional-only takes no
     * keyword at all, as CPython says of abs(x=1). */
    if (a->nkw && !torch && !owner && !s->kwargs && s->n > self && s->p[s->n - 1].posonly)
        return error_raise_as(in, ERR_TYPE, "%s() takes no keyword arguments", bare);
    int star_kw = -1, unknown = -1;
    bool twice = false;
    for (int k = 0; k < a->nkw; k++) {
        int i = torch ? find_torch_param(s, a->kw_names[k]) : find_param(s, a->kw_names[k]);
        if (i < 0 && s->kwargs) continue;
        /* A `*NAME` slot takes its keyword only when nothing filled it by
         * position, as PyTorch's zeros(size=...) does.  PyTorch reports a
         * missing argument before an unknown keyword or one given twice. */
        if ((i < 0 || (i == s->star && extra) || (i >= 0 && (bound & (1ul << i)))) && torch) {
            /* a function written in Python reports it at once, as CPython binds */
            if (s->own_names)
                return error_raise_as(in, ERR_TYPE, i >= 0 && i != s->star ? "%s() got multiple values for argument "
                                      "'%s'" : "%s() got an unexpected keyword argument '%s'", bare, a->kw_names[k]);
            if (unknown < 0) {
                unknown = k;
                twice = i >= 0 && i != s->star;
            }
            continue;
        }
        if (i < 0 || (i == s->star && extra))
            return error_raise_as(in, ERR_TYPE, "%s() got an unexpected keyword argument '%s'", SHOWN, a->kw_names[k]);
        if (bound & (1ul << i))
            return error_raise_as(in, ERR_TYPE, "argument for %s() given by name ('%s') and position (%d)", SHOWN,
                                  a->kw_names[k], i + 1 - self);
        if (i == s->star) star_kw = k;
        else p[i] = a->kw[k];
        at[i] = a->kw_spans[k];
        bound |= 1ul << i;
    }
    for (int i = 0; i < s->n; i++) {
        if (!s->p[i].required || (bound & (1ul << i))) continue;
        if (torch) return s->own_names ? python_missing(in, s, bare, bound) : torch_missing(in, s, bare, i);
        if (a->method && (a->fn->flags & BI_PY_METHOD)) return python_missing(in, s, SHOWN, bound);
        if (shown == 1 && s->nreq == s->n && a->nkw == 0)
            return error_raise_as(in, ERR_TYPE, "%s() takes exactly one argument (%d given)", SHOWN, given);
        return signature_missing(in, s, SHOWN, i);
    }
    if (unknown >= 0)
        return error_raise_as(in, ERR_TYPE, twice ? "%s() got multiple values for argument '%s'"
                                                  : "%s() got an unexpected keyword argument '%s'",
                              bare, a->kw_names[unknown]);
    if (torch && !s->own_names && a->fn->kind == V_TENSOR && !bools_given(in, s, a, bare, p, bound, npos))
        return false;
    for (int i = 0; i < s->n; i++) {
        if (bound & (1ul << i) || i == s->star) continue;
        p[i] = s->p[i].def;
        at[i] = a->span;
    }
    if (s->star >= 0) {
        Value tuple = value_list_new(V_TUPLE, (size_t)(extra > 0 ? extra : 1));
        if (star_kw >= 0) value_list_push(tuple, value_retain(a->kw[star_kw]));
        for (int i = npos; i < a->n; i++) value_list_push(tuple, value_retain(a->v[i]));
        if (star_kw < 0) at[s->star] = extra ? a->spans[npos] : a->span;
        p[s->star] = tuple;
    }
    if (written) *written = bound;
    return true;
#undef SHOWN
}
