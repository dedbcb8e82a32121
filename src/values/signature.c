/* signature.c: parsing a builtin row's parameter list and binding a call's
 * arguments to it (signature.h). */
#include "values/signature.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static bool malformed(char *err, size_t errlen, const char *what, const char *params, const char *at)
{
    snprintf(err, errlen, "%s at column %d of \"%s\"", what, (int)(at - params) + 1, params);
    return false;
}

bool signature_parse(const char *params, bool receiver, Signature *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    s->star = -1;
    s->self = receiver;
    if (receiver) {
        s->p[0] = (Param){xstrdup("self"), value_none(), true, true, false, false};
        s->n = s->npos = s->nreq = 1;
    }
    bool kwonly = false, defaulted = false;
    const char *c = params;
    while (*c) {
        if (s->kwargs) return malformed(err, errlen, "a parameter after **", params, c);
        const char *start = c;
        if (*c == '/') {
            if (kwonly || s->n == s->self || s->p[s->n - 1].posonly)
                return malformed(err, errlen, "a / out of place", params, c);
            for (int i = s->self; i < s->n; i++) s->p[i].posonly = true;
            c++;
            if (*c == '\0') break;
            if (strncmp(c, ", ", 2) != 0) return malformed(err, errlen, "', ' expected", params, c);
            c += 2;
            continue;
        }
        int stars = 0;
        while (*c == '*' && stars < 2) c++, stars++;
        const char *name = c;
        while (name_char(*c, c == name)) c++;
        size_t len = (size_t)(c - name);
        if (stars == 1 && len == 0) {
            if (kwonly) return malformed(err, errlen, "a second *", params, start);
            kwonly = true;
        } else if (stars == 2) {
            if (len == 0) return malformed(err, errlen, "a name expected after **", params, c);
            s->kwargs = true;
        } else {
            if (len == 0) return malformed(err, errlen, "a parameter name expected", params, c);
            if (s->n == SIGNATURE_MAX) return malformed(err, errlen, "too many parameters", params, start);
            for (int i = 0; i < s->n; i++)
                if (strlen(s->p[i].name) == len && strncmp(s->p[i].name, name, len) == 0)
                    return malformed(err, errlen, "a repeated parameter", params, name);
            Param *p = &s->p[s->n];
            *p = (Param){xstrndup(name, len), value_none(), true, false, kwonly, stars == 1};
            if (p->star) {
                if (kwonly) return malformed(err, errlen, "a *name after *", params, start);
                p->required = false;
                s->star = s->n;
                kwonly = true;
            } else if (*c == '=') {
                c++;
                if (!parse_default(c, &c, &p->def)) return malformed(err, errlen, "a bad default", params, c);
                p->required = false;
                defaulted = !kwonly;
            } else if (defaulted && !kwonly) {
                return malformed(err, errlen, "a required parameter after a default", params, name);
            }
            s->nreq += p->required;
            s->npos += !p->kwonly && !p->star;
            s->n++;
        }
        if (*c == '\0') break;
        if (strncmp(c, ", ", 2) != 0) return malformed(err, errlen, "', ' expected", params, c);
        c += 2;
    }
    if (kwonly && s->star < 0 && s->n == s->npos && !s->kwargs)
        return malformed(err, errlen, "* without a parameter after it", params, c);
    return true;
}

/* ------------------------------------------------------------ binding */

/* The parameter a keyword names, or -1.  A positional-only one is named
 * by none, and a `*NAME` only where no `**NAME` takes the keyword
 * instead, as in Python. */
static int find_param(const Signature *s, const char *name)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->p[i].name, name) == 0) return s->p[i].posonly || (i == s->star && s->kwargs) ? -1 : i;
    return -1;
}

bool signature_missing(Interp *in, const Signature *s, const char *name, int i)
{
    return error_raise(in, "%s() missing required argument '%s' (pos %d)", name, s->p[i].name, i + 1 - s->self);
}

bool signature_bind(Interp *in, const Signature *s, const char *name, const char *bare, const Args *a, Value *p,
                    Span *at)
{
    int self = s->self, shown = s->npos - self, given = a->n - self;
    int npos = a->n < s->npos ? a->n : s->npos, extra = a->n - npos;
    if (extra && s->star < 0) {
        if (shown == 0 && s->n > s->npos) return error_raise(in, "%s() takes no positional arguments", bare);
        if (shown == 0) return error_raise(in, "%s() takes no arguments (%d given)", name, given);
        if (shown == 1 && s->nreq == s->n)
            return error_raise(in, "%s() takes exactly one argument (%d given)", name, given);
        return error_raise(in, "%s() takes at most %d argument%s (%d given)", name, shown, shown == 1 ? "" : "s",
                          given);
    }
    unsigned long bound = 0;
    for (int i = 0; i < npos; i++) {
        p[i] = a->v[i];
        at[i] = a->spans[i];
        bound |= 1ul << i;
    }
    int star_kw = -1;
    for (int k = 0; k < a->nkw; k++) {
        int i = find_param(s, a->kw_names[k]);
        if (i < 0 && s->kwargs) continue;
        /* A `*NAME` slot takes its keyword only when nothing filled it by
         * position, as PyTorch's zeros(size=...) does. */
        if (i < 0 || (i == s->star && extra))
            return error_raise(in, "%s() got an unexpected keyword argument '%s'", name, a->kw_names[k]);
        if (bound & (1ul << i))
            return error_raise(in, "argument for %s() given by name ('%s') and position (%d)", name, a->kw_names[k],
                              i + 1 - self);
        if (i == s->star) star_kw = k;
        else p[i] = a->kw[k];
        at[i] = a->kw_spans[k];
        bound |= 1ul << i;
    }
    for (int i = 0; i < s->n; i++) {
        if (!s->p[i].required || (bound & (1ul << i))) continue;
        if (shown == 1 && s->nreq == s->n && a->nkw == 0)
            return error_raise(in, "%s() takes exactly one argument (%d given)", name, given);
        return signature_missing(in, s, name, i);
    }
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
    return true;
}
