/* repl.c: the interactive shell (cli.md, "REPL").
 *
 * Shaped like Lua's lua.c: GNU Readline hides behind four small functions
 * (line_read, line_remember, history_load/history_save, complete), and
 * when standard input is not a terminal a plain reader takes its place,
 * with no prompts, no banner and no history, so that `cst -i < file` gives
 * clean output.
 *
 * Lines gather until the parser stops calling the text incomplete (an open
 * block, bracket or string, or a trailing operator); the REPL never counts
 * braces itself.  Each complete statement is its own Source named <repl>,
 * so an error's LINE counts from the statement's first line, as in Python
 * and Lua.  Lines starting with ':' at the primary prompt are
 * meta-commands. */
#include "repl.h"

#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "base/buf.h"
#include "values/builtins.h"
#include "base/diag.h"
#include "values/module.h"
#include "eval.h"
#include "base/interrupt.h"
#include "lang/parse.h"
#include "runtime/fuse.h"
#include "runtime/runtime.h"
#include "values/tensor_value.h"
#include "runtime/trace.h"
#include "base/version.h"

#define PROMPT "cst> "
#define PROMPT_MORE "...> "
#define HISTORY_MAX 1000
/* Characters that end the word Tab completes: '.' is not one of them, so
 * `xs.app` is a single word. */
#define WORD_BREAKS " \t\n\"'`@$><=;|&{}()[],+-*/%~^!:#"

static const char *const keywords[] = {
    "and", "as", "assert", "break", "continue", "def", "del", "elif", "else", "event", "except", "False",
    "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "None", "nonlocal", "not", "or", "pass",
    "raise", "return", "stream", "synchronize", "tensor", "True", "try", "while", "with",
};

/* The meta-commands: lines that begin with ':' at the primary prompt. */
typedef struct Meta {
    const char *name;
    const char *args;
    const char *help;
} Meta;

static const Meta metas[] = {
    {"help", "[NAME]", "the builtins with one line each, or one of them (print, Tensor.sum)"},
    {"vars", "", "each variable: its name, type, and shape, dtype, device for a tensor"},
    {"streams", "", "each stream: its device, priority, whether it is idle or current"},
    {"device", "", "the backend and its devices"},
    {"trace", "FILE|off", "trace what runs next into FILE (Chrome JSON; a timeline if FILE ends in .svg), or stop"},
    {"quit", "", "leave the REPL, as Ctrl-D does"},
};

/* Readline's callbacks take no context: the session they complete in. */
static Interp *session;
static bool on_tty;

/* ----------------------------------------------------- reading lines */

typedef enum LineStatus { LINE_OK, LINE_EOF, LINE_INTERRUPTED } LineStatus;

static char *rl_line;
static bool rl_got_line;

static void on_line(char *line)
{
    rl_line = line;
    rl_got_line = true;
    rl_callback_handler_remove();
}

/* Readline's callback interface rather than readline(): select() returns
 * on Ctrl-C, so the prompt can drop the line the way a shell does instead
 * of killing the session or waiting for Enter. */
static LineStatus terminal_read(const char *prompt, char **out)
{
    int fd = fileno(rl_instream);
    rl_got_line = false;
    rl_callback_handler_install(prompt, on_line);
    while (!rl_got_line) {
        fd_set ready;
        FD_ZERO(&ready);
        FD_SET(fd, &ready);
        int n = select(fd + 1, &ready, NULL, NULL, NULL);
        if (interrupt_pending()) {
            interrupt_clear();
            /* rl_free_line_state redisplays the line: echo ^C after it. */
            rl_free_line_state();
            rl_callback_sigcleanup();
            rl_echo_signal_char(SIGINT);
            rl_replace_line("", 0);
            rl_callback_handler_remove();
            fputc('\n', rl_outstream);
            return LINE_INTERRUPTED;
        }
        if (n < 0 && errno != EINTR) {
            rl_callback_handler_remove();
            return LINE_EOF;
        }
        if (n > 0) rl_callback_read_char();
    }
    if (!rl_line) {
        /* Leave the cursor on a fresh line: readline does it itself only
         * when it switched bracketed paste off at the end of the line. */
        const char *paste = rl_variable_value("enable-bracketed-paste");
        if (!paste || strcmp(paste, "on") != 0) fputc('\n', rl_outstream);
        return LINE_EOF;
    }
    *out = rl_line;
    return LINE_OK;
}

static LineStatus plain_read(char **out, size_t *len)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t n = getline(&line, &cap, stdin);
    if (n < 0) {
        free(line);
        return LINE_EOF;
    }
    if (n > 0 && line[n - 1] == '\n') line[--n] = '\0';
    *out = line;
    *len = (size_t)n;
    return LINE_OK;
}

/* One line without its newline, as a heap string of *len bytes (a piped
 * line may hold NULs). */
static LineStatus line_read(const char *prompt, char **out, size_t *len)
{
    /* A Ctrl-C that came after the last statement ended is not meant for
     * the line about to be typed. */
    interrupt_clear();
    if (!on_tty) return plain_read(out, len);
    LineStatus st = terminal_read(prompt, out);
    if (st == LINE_OK) *len = strlen(*out);
    return st;
}

/* Every line typed goes into the history once: an earlier identical
 * entry moves to the end instead of repeating. */
static void line_remember(const char *line)
{
    if (!on_tty || line[strspn(line, " \t")] == '\0') return;
    for (int i = history_length - 1; i >= 0; i--) {
        HIST_ENTRY *e = history_get(history_base + i);
        if (e && strcmp(e->line, line) == 0) free_history_entry(remove_history(i));
    }
    add_history(line);
}

/* CST_HISTORY, else ~/.cst_history; CST_HISTORY set but empty keeps no
 * history.  Returns a heap path or NULL. */
static char *history_path(void)
{
    const char *env = getenv("CST_HISTORY");
    if (env) return *env ? xstrdup(env) : NULL;
    const char *home = getenv("HOME");
    if (!home || !*home) return NULL;
    Buf b = BUF_INIT;
    buf_printf(&b, "%s/.cst_history", home);
    return buf_take(&b);
}

static void history_load(const char *path)
{
    using_history();
    stifle_history(HISTORY_MAX);
    if (path) read_history(path);
}

/* A file that cannot be written costs the history, not the session's
 * exit status. */
static void history_save(const char *path)
{
    if (path && write_history(path) == 0) history_truncate_file(path, HISTORY_MAX);
}

/* ------------------------------------------------------- completion */

typedef struct Names {
    char **items;
    size_t len, cap, next;
} Names;

static Names candidates;

static void names_add(Names *ns, const char *prefix, size_t plen, const char *name, const char *suffix)
{
    if (ns->len == ns->cap) {
        ns->cap = ns->cap ? 2 * ns->cap : 64;
        ns->items = xrealloc(ns->items, ns->cap * sizeof *ns->items);
    }
    Buf b = BUF_INIT;
    buf_put(&b, prefix, plen);
    buf_puts(&b, name);
    buf_puts(&b, suffix);
    ns->items[ns->len++] = buf_take(&b);
}

static void names_clear(Names *ns)
{
    for (size_t i = 0; i < ns->len; i++) free(ns->items[i]);
    ns->len = ns->next = 0;
}

typedef struct Lookup {
    const char *name;
    size_t len;
    Value value;
    bool found;
} Lookup;

static void find_global(const char *name, Value v, void *ctx)
{
    Lookup *l = ctx;
    if (!l->found && strlen(name) == l->len && memcmp(name, l->name, l->len) == 0) {
        l->value = v;
        l->found = true;
    }
}

/* Calls a row of the builtins table on the session, as the evaluator
 * would: a function, or a member of args[0] (an attribute, or a method
 * given no more arguments). */
static bool call_row(const Builtin *row, const Value *args, int n, Value *out)
{
    static const Span nowhere[2];
    Args a = {.n = n, .v = args, .spans = nowhere};
    return row && builtins_call(session, row, &a, out);
}

/* The value a dotted name (`xs`, `t.shape`, `torch.cuda`) stands for, a
 * new reference: a global variable or builtin constant (torch), then
 * attributes (never methods: nothing is called but an attribute's
 * getter, or a module's lookup). */
static bool resolve(const char *path, size_t len, Value *out)
{
    const char *dot = memchr(path, '.', len);
    Lookup l = {path, dot ? (size_t)(dot - path) : len, value_none(), false};
    eval_each_global(session, find_global, &l);
    Value v;
    if (l.found) {
        v = value_retain(l.value);
    } else {
        char *first = xstrndup(path, l.len);
        const Builtin *row = builtins_global(first);
        free(first);
        if (!row || !(row->flags & BI_VALUE) || !call_row(row, NULL, 0, &v)) return false;
    }
    while (dot) {
        const char *name = dot + 1;
        dot = memchr(name, '.', len - (size_t)(name - path));
        char *member = xstrndup(name, dot ? (size_t)(dot - name) : len - (size_t)(name - path));
        Value next;
        bool ok;
        if (v.kind == V_MODULE) {
            ok = builtins_get_attr(session, v, member, &next);
            if (!ok) error_clear(session);
        } else {
            const Builtin *row = builtins_member(v.kind, member);
            ok = row && (row->flags & BI_ATTR) && call_row(row, &v, 1, &next);
        }
        free(member);
        value_release(v);
        if (!ok) return false;
        v = next;
    }
    *out = v;
    return true;
}

/* "Size", "Tensor", "str": how :help names a kind. */
static const char *kind_title(ValueKind kind)
{
    const Builtin *t = builtins_type(kind);
    if (t) return t->name;
    const char *name = value_kind_name(kind);
    return name ? name : "?";
}

/* The kind a `Kind.` or `variable.` prefix of :help names, or -1. */
static int help_kind(const char *name, size_t len)
{
    if (len > 6 && strncmp(name, "torch.", 6) == 0) {
        name += 6;
        len -= 6;
    }
    for (int k = 0; k < V_KIND_COUNT; k++) {
        const char *t = kind_title((ValueKind)k);
        if (strlen(t) == len && strncmp(t, name, len) == 0) return k;
    }
    Lookup l = {name, len, value_none(), false};
    eval_each_global(session, find_global, &l);
    return l.found ? (int)l.value.kind : -1;
}

typedef struct Want {
    Names *ns;
    const char *prefix;   /* text kept in front of each name ("torch.") */
    size_t plen;
    const char *partial;  /* what the name starts with */
    size_t len;
    bool parens;          /* callables get their "(", as in Python's completer */
} Want;

static void want(const Want *w, const char *name, bool callable)
{
    if (strncmp(name, w->partial, w->len) == 0)
        names_add(w->ns, w->prefix, w->plen, name, w->parens && callable ? "(" : "");
}

static void want_global(const char *name, Value v, void *ctx)
{
    want(ctx, name, v.kind == V_FUNC);
}

static void want_member(const char *name, bool callable, void *ctx)
{
    want(ctx, name, callable);
}

/* Keywords, builtins and variables; after `x.`, what x's value has.  For
 * :help (help true), after `Tensor.` what a tensor has, and no "(". */
static void gather(Names *ns, const char *text, bool help)
{
    const char *dot = strrchr(text, '.');
    size_t n;
    const Builtin *rows = builtins_table(&n);
    Want w = {ns, text, 0, text, strlen(text), !help};
    if (dot) {
        w.plen = (size_t)(dot - text) + 1;
        w.partial = dot + 1;
        w.len = strlen(w.partial);
        Value v = value_none();
        int kind = help && strncmp(text, "torch.", 6) != 0 ? help_kind(text, w.plen - 1) : -1;
        if (kind < 0 && !resolve(text, w.plen - 1, &v)) return;
        if (kind < 0) kind = (int)v.kind;
        if (kind == V_MODULE && v.kind == V_MODULE) {
            /* A namespace: its own names, and every builtin for torch and torch.cuda. */
            const Module *m = v.u.module;
            module_each_name(m, want_member, &w);
            for (size_t i = 0; m->builtins && i < n; i++)
                if (builtins_is_global(&rows[i])) want(&w, rows[i].name, rows[i].flags & BI_FUNC);
            return;
        }
        value_release(v);
        for (size_t i = 0; i < n; i++)
            if (rows[i].kind == (ValueKind)kind && (rows[i].flags & (BI_METHOD | BI_ATTR)))
                want(&w, rows[i].name, rows[i].flags & BI_METHOD);
        return;
    }
    for (size_t i = 0; i < n; i++)
        if (builtins_is_global(&rows[i]))
            want(&w, rows[i].name, rows[i].flags & BI_FUNC);
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++) want(&w, keywords[i], false);
    eval_each_global(session, want_global, &w);
}

/* The builtin row that a callee written as `name`, `torch.name`,
 * `math.name` or `x.method` stands for in the session, or NULL (a user's function, a
 * name not bound). */
static const Builtin *callee_row(const char *callee, size_t len)
{
    const char *dot = memchr(callee, '.', len);
    char *name = xstrndup(callee, len);
    const Builtin *row = NULL;
    if (dot) {
        const char *last = strrchr(name, '.');
        Value v, f;
        if (resolve(name, (size_t)(last - name), &v)) {
            if (v.kind != V_MODULE) {
                row = builtins_member(v.kind, last + 1);
                if (row && !(row->flags & BI_METHOD)) row = NULL;
            } else if (builtins_get_attr(session, v, last + 1, &f)) {
                /* math.sqrt, torch.sum: what the module names. */
                if (f.kind == V_BUILTIN) row = f.u.builtin;
                else if (f.kind == V_TYPE) row = builtins_type(f.u.type);
                value_release(f);
            } else {
                error_clear(session);
            }
            value_release(v);
        }
    } else {
        Lookup l = {name, len, value_none(), false};
        eval_each_global(session, find_global, &l);
        if (!l.found) row = builtins_global(name);
        else if (l.value.kind == V_BUILTIN) row = l.value.u.builtin;
        else if (l.value.kind == V_TYPE) row = builtins_type(l.value.u.type);
    }
    free(name);
    return row;
}

/* The keywords row's params name that begin with text, as `keepdim=`. */
static void add_keywords(Names *ns, const Builtin *row, const char *text)
{
    if (!row->params) return;
    const Signature *sig = builtins_signature(row);
    size_t len = strlen(text);
    for (int k = 0; k < sig->n; k++)
        if (!sig->p[k].posonly && strncmp(sig->p[k].name, text, len) == 0) names_add(ns, "", 0, sig->p[k].name, "=");
}

/* Inside the parentheses of a builtin's call (`sum(t, kee`), the keywords
 * its params name complete as `keepdim=`. */
static void gather_keywords(Names *ns, const char *line, int start, const char *text)
{
    if (strchr(text, '.')) return;
    int depth = 0, i = start - 1;
    for (; i >= 0; i--) {
        char c = line[i];
        if (c == ')' || c == ']' || c == '}') {
            depth++;
        } else if (c == '(' || c == '[' || c == '{') {
            if (depth == 0) break;
            depth--;
        }
    }
    if (i < 0 || line[i] != '(') return;
    int end = i;
    while (i > 0 && (isalnum((unsigned char)line[i - 1]) || line[i - 1] == '_' || line[i - 1] == '.')) i--;
    const Builtin *row = i < end ? callee_row(line + i, (size_t)(end - i)) : NULL;
    if (!row) return;
    add_keywords(ns, row, text);
    /* sum(t, ...), max(t, ...), round(t, ...): a global that hands a
     * tensor to the tensor's method of its name takes that one's too. */
    const Builtin *m = (row->flags & BI_METHOD) ? NULL : builtins_member(V_TENSOR, row->name);
    if (m && m != row) add_keywords(ns, m, text);
}

static char *next_candidate(const char *text, int state)
{
    (void)text;
    (void)state;
    return candidates.next < candidates.len ? xstrdup(candidates.items[candidates.next++]) : NULL;
}

static char **complete(const char *text, int start, int end)
{
    (void)end;
    rl_attempted_completion_over = 1;        /* never file names */
    rl_completion_append_character = '\0';   /* the candidates carry their own "(" */
    names_clear(&candidates);
    const char *line = rl_line_buffer + strspn(rl_line_buffer, " \t");
    if (*line == ':') {
        size_t len = strlen(text);
        if (rl_line_buffer + start == line + 1) {
            for (size_t i = 0; i < sizeof metas / sizeof metas[0]; i++)
                if (strncmp(metas[i].name, text, len) == 0) names_add(&candidates, "", 0, metas[i].name, " ");
        } else if (strncmp(line, ":h", 2) == 0) {
            gather(&candidates, text, true);
        }
    } else {
        gather(&candidates, text, false);
        gather_keywords(&candidates, rl_line_buffer, start, text);
    }
    return rl_completion_matches(text, next_candidate);
}

/* Tab at the start of a line indents, as in Python's REPL; elsewhere it
 * completes. */
static int tab_key(int count, int key)
{
    if (strspn(rl_line_buffer, " \t") >= (size_t)rl_point) {
        rl_insert_text("    ");
        return 0;
    }
    /* rl_complete lists the candidates on a second Tab only when it was
     * the last command: it was, under this key's name. */
    if (rl_last_func == tab_key) rl_last_func = rl_complete;
    return rl_complete(count, key);
}

static void terminal_open(void)
{
    rl_readline_name = "cst";
    rl_instream = stdin;
    rl_outstream = stdout;
    rl_catch_signals = 0;                    /* SIGINT stays interrupt.c's */
    rl_persistent_signal_handlers = 1;       /* window resizes while waiting */
    rl_basic_word_break_characters = WORD_BREAKS;
    rl_attempted_completion_function = complete;
    rl_bind_key('\t', tab_key);
}

/* ----------------------------------------------------- meta-commands */

/* One row's line of :help. */
static void show_help(const char *indent, const Builtin *row)
{
    Buf b = BUF_INIT;
    builtins_help(row, &b);
    printf("%s%s\n", indent, buf_cstr(&b));
    buf_free(&b);
}

static void help_rows(const char *title, unsigned flags, int kind)
{
    size_t n;
    const Builtin *rows = builtins_table(&n);
    bool first = true;
    for (size_t i = 0; i < n; i++) {
        if (!(rows[i].flags & flags) || (rows[i].flags & BI_MODULE) || (kind >= 0 && rows[i].kind != (ValueKind)kind))
            continue;
        if (first) printf("%s:\n", title);
        first = false;
        show_help("  ", &rows[i]);
    }
}

static void help_meta(const char *indent, const Meta *m)
{
    char cmd[32];
    snprintf(cmd, sizeof cmd, ":%s %s", m->name, m->args);
    printf("%s%-16s %s\n", indent, cmd, m->help);
}

static void help_all(void)
{
    puts("meta-commands (any unique prefix works: :h, :q):");
    for (size_t i = 0; i < sizeof metas / sizeof metas[0]; i++) help_meta("  ", &metas[i]);
    help_rows("functions", BI_FUNC, -1);
    help_rows("types", BI_TYPE, -1);
    help_rows("constants", BI_VALUE, -1);
    for (int k = 0; k < V_KIND_COUNT; k++) {
        char title[64];
        snprintf(title, sizeof title, "%s methods and attributes", kind_title((ValueKind)k));
        help_rows(title, BI_METHOD | BI_ATTR, k);
    }
}

static void help_one(const char *name)
{
    size_t n;
    const Builtin *rows = builtins_table(&n);
    const char *dot = strrchr(name, '.');
    if (*name == ':') {
        for (size_t i = 0; i < sizeof metas / sizeof metas[0]; i++)
            if (strcmp(metas[i].name, name + 1) == 0) {
                help_meta("", &metas[i]);
                return;
            }
        diag_plain("unknown meta-command '%s' (try :help)", name);
        return;
    }
    Value m;
    if (dot && dot > name && resolve(name, (size_t)(dot - name), &m)) {
        /* math.sqrt, F.relu, torch.pi: a module's own row. */
        bool shown = false;
        if (m.kind == V_MODULE)
            for (size_t i = 0; !shown && i < m.u.module->nrows; i++) {
                if (strcmp(m.u.module->rows[i].name, dot + 1) != 0) continue;
                Buf b = BUF_INIT;
                module_help(m.u.module, &m.u.module->rows[i], &b);
                shown = puts(buf_cstr(&b)) >= 0;
                buf_free(&b);
            }
        value_release(m);
        if (shown) return;
    }
    if (strncmp(name, "torch.", 6) == 0 && !strchr(name + 6, '.')) name += 6;
    else if (strncmp(name, "torch.cuda.", 11) == 0 && !strchr(name + 11, '.')) name += 11;
    if (dot && dot > name) {
        int kind = help_kind(name, (size_t)(dot - name));
        const Builtin *row = kind >= 0 ? builtins_member((ValueKind)kind, dot + 1) : NULL;
        if (row) show_help("", row);
        else diag_plain("no builtin named '%s'", name);
        return;
    }
    int found = 0;
    for (size_t i = 0; i < n; i++)
        if (builtins_is_global(&rows[i]) && strcmp(rows[i].name, name) == 0) {
            show_help("", &rows[i]);
            found++;
        }
    if (found) return;
    /* Not a global: every kind's method or attribute of that name. */
    for (size_t i = 0; i < n; i++)
        if (strcmp(rows[i].name, name) == 0 && (rows[i].flags & (BI_METHOD | BI_ATTR))) {
            printf("%s.%s  ", kind_title(rows[i].kind), name);
            show_help("", &rows[i]);
            found++;
        }
    if (found) return;
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
        if (strcmp(keywords[i], name) == 0) {
            printf("'%s' is a keyword: see cst(7)\n", name);
            return;
        }
    Lookup l = {name, strlen(name), value_none(), false};
    eval_each_global(session, find_global, &l);
    if (l.found) printf("'%s' is a variable of type %s\n", name, kind_title(l.value.kind));
    else diag_plain("no builtin named '%s'", name);
}

typedef struct Var {
    const char *name;
    Value value;
} Var;

typedef struct Vars {
    Var *items;
    size_t len, cap;
} Vars;

static void collect_var(const char *name, Value v, void *ctx)
{
    Vars *vs = ctx;
    if (vs->len == vs->cap) {
        vs->cap = vs->cap ? 2 * vs->cap : 16;
        vs->items = xrealloc(vs->items, vs->cap * sizeof *vs->items);
    }
    vs->items[vs->len++] = (Var){name, v};
}

static int var_order(const void *a, const void *b)
{
    return strcmp(((const Var *)a)->name, ((const Var *)b)->name);
}

/* What :vars shows after the type: a tensor's shape, dtype and device
 * (never its elements, which would wait for its stream), else the first
 * line of the repr, cut to fit. */
static void var_info(Buf *out, Value v)
{
    if (v.kind == V_TENSOR) {
        const Tensor *t = value_as_tensor(v);
        char shape[256], device[32];
        tensor_shape_str(t->ndim, t->shape, shape, sizeof shape);
        tensor_device_str(tensor_device(t), device, sizeof device);
        buf_printf(out, "%s %s %s", shape, dtype_name(t->dtype), device);
        return;
    }
    Buf r = BUF_INIT;
    if (value_repr(session, &r, v)) {
        const char *text = buf_cstr(&r);
        size_t len = strcspn(text, "\n");
        bool cut = len > 60 || text[len] == '\n';
        if (len > 60) len = 60;
        buf_put(out, text, len);
        if (cut) buf_puts(out, " ...");
    }
    buf_free(&r);
}

static void show_vars(void)
{
    Vars vs = {0};
    eval_each_global(session, collect_var, &vs);
    if (!vs.len) {
        puts("no variables");
        return;
    }
    qsort(vs.items, vs.len, sizeof *vs.items, var_order);
    int width = 4;
    for (size_t i = 0; i < vs.len; i++)
        if ((int)strlen(vs.items[i].name) > width) width = (int)strlen(vs.items[i].name);
    for (size_t i = 0; i < vs.len; i++) {
        Buf info = BUF_INIT;
        var_info(&info, vs.items[i].value);
        printf("%-*s  %-10s %s\n", width, vs.items[i].name, kind_title(vs.items[i].value.kind), buf_cstr(&info));
        buf_free(&info);
    }
    free(vs.items);
}

/* The text of a member of v ("" when it has none). */
static void member_text(Buf *out, Value v, const char *name)
{
    Value m;
    if (!call_row(builtins_member(v.kind, name), &v, 1, &m)) return;
    value_to_text(session, out, m);
    value_release(m);
}

typedef struct StreamRow {
    Value stream;       /* held */
    bool current;
    Buf vars;           /* the variables that hold it */
} StreamRow;

typedef struct Streams {
    StreamRow *items;
    size_t len, cap;
} Streams;

/* Adds a stream (taking v), or marks the one already there. */
static void stream_add(Streams *ss, Value v, bool current, const char *var)
{
    StreamRow *row = NULL;
    for (size_t i = 0; i < ss->len && !row; i++)
        if (ss->items[i].stream.u.obj == v.u.obj) row = &ss->items[i];
    if (row) {
        value_release(v);
    } else {
        if (ss->len == ss->cap) {
            ss->cap = ss->cap ? 2 * ss->cap : 8;
            ss->items = xrealloc(ss->items, ss->cap * sizeof *ss->items);
        }
        row = &ss->items[ss->len++];
        *row = (StreamRow){v, false, BUF_INIT};
    }
    row->current = row->current || current;
    if (var) buf_printf(&row->vars, "%s%s", row->vars.len ? ", " : "", var);
}

/* Each device's default and current streams, then every stream a
 * variable holds: name, device, priority, idle or busy (s.query(), which
 * does not wait). */
static void show_streams(void)
{
    Streams ss = {0};
    int count = runtime_device_count();
    for (int d = 0; d < count; d++) {
        Value dev = value_int(d), s;
        if (call_row(builtins_global("default_stream"), &dev, 1, &s) && s.kind == V_STREAM) stream_add(&ss, s, false, NULL);
        if (call_row(builtins_global("current_stream"), &dev, 1, &s) && s.kind == V_STREAM) stream_add(&ss, s, true, NULL);
    }
    Vars vs = {0};
    eval_each_global(session, collect_var, &vs);
    qsort(vs.items, vs.len, sizeof *vs.items, var_order);
    for (size_t i = 0; i < vs.len; i++)
        if (vs.items[i].value.kind == V_STREAM) stream_add(&ss, value_retain(vs.items[i].value), false, vs.items[i].name);
    free(vs.items);
    for (size_t i = 0; i < ss.len; i++) {
        StreamRow *r = &ss.items[i];
        Buf name = BUF_INIT, device = BUF_INIT, priority = BUF_INIT;
        member_text(&name, r->stream, "name");
        member_text(&device, r->stream, "device");
        member_text(&priority, r->stream, "priority");
        Value idle = value_none();
        call_row(builtins_member(V_STREAM, "query"), &r->stream, 1, &idle);
        printf("%-12s %-7s priority %-3s %s%s", buf_cstr(&name), buf_cstr(&device), buf_cstr(&priority),
               idle.kind != V_BOOL ? "?" : idle.u.b ? "idle" : "busy", r->current ? "  current" : "");
        if (r->vars.len && strcmp(buf_cstr(&r->vars), buf_cstr(&name)) != 0) printf("  (%s)", buf_cstr(&r->vars));
        putchar('\n');
        value_release(idle);
        value_release(r->stream);
        buf_free(&name);
        buf_free(&device);
        buf_free(&priority);
        buf_free(&r->vars);
    }
    if (!ss.len) puts("no streams");
    free(ss.items);
}

/* :trace FILE ends the trace in progress (writing it) and records a new
 * one, written to FILE at `:trace off` or when the session ends. */
static void trace_command(const char *arg)
{
    Error err;
    /* What was held back belongs to the trace before. */
    fuse_flush();
    if (strcmp(arg, "off") == 0) {
        if (!trace_active) diag_plain(":trace off: no trace is being recorded");
        else if (!trace_stop(&err)) diag_plain("%s", err.msg);
        else printf("trace written\n");
        return;
    }
    size_t n = strlen(arg);
    bool svg = n > 4 && strcmp(arg + n - 4, ".svg") == 0;
    TraceOutputs outs = {svg ? NULL : arg, svg ? arg : NULL, false};
    if (!trace_start(&outs, &err)) diag_plain("%s", err.msg);
    printf("tracing into %s until ':trace off'\n", arg);
}

static void show_device(void)
{
    const Backend *be;
    Error err = {{0}, ERR_RUNTIME};
    if (!runtime_backend(&be, &err)) {
        diag_plain("no device: %s", err.msg);
        return;
    }
    int count = be->device_count(), current = runtime_current_device();
    printf("backend: %s, %d device%s\n", be->name, count, count == 1 ? "" : "s");
    for (int d = 0; d < count; d++)
        printf("  cuda:%d  %s%s\n", d, be->device_name(d), d == current ? "  (current)" : "");
}

/* Runs one meta-command line; returns true for :quit. */
static bool meta_run(const char *line)
{
    line += strspn(line, " \t") + 1;
    size_t len = strcspn(line, " \t");
    const char *arg = line + len;
    arg += strspn(arg, " \t");
    char *word = xstrndup(line, len);
    const Meta *m = NULL;
    int matches = 0;
    for (size_t i = 0; i < sizeof metas / sizeof metas[0]; i++) {
        if (strcmp(metas[i].name, word) == 0) {
            m = &metas[i];
            matches = 1;
            break;
        }
        if (len && strncmp(metas[i].name, word, len) == 0) {
            m = &metas[i];
            matches++;
        }
    }
    bool quit = false;
    size_t alen = strlen(arg);
    while (alen && strchr(" \t\r", arg[alen - 1])) alen--;
    char *args = xstrndup(arg, alen);
    if (matches != 1) {
        diag_plain("%s meta-command ':%s' (try :help)", matches ? "ambiguous" : "unknown", word);
    } else if (*args && !*m->args) {
        diag_plain("':%s' takes no argument", m->name);
    } else if (strcmp(m->name, "help") == 0) {
        if (*args) help_one(args);
        else help_all();
    } else if (strcmp(m->name, "vars") == 0) {
        show_vars();
    } else if (strcmp(m->name, "streams") == 0) {
        show_streams();
    } else if (strcmp(m->name, "device") == 0) {
        show_device();
    } else if (strcmp(m->name, "trace") == 0) {
        if (*args) trace_command(args);
        else diag_plain("usage: :trace FILE or :trace off");
    } else {
        quit = true;
    }
    free(args);
    free(word);
    fflush(stdout);
    return quit;
}

/* ------------------------------------------------------- the session */

static void say_interrupted(void)
{
    fflush(stdout);
    /* On a terminal, off the line where the terminal echoed ^C. */
    fputs(on_tty ? "\ninterrupted\n" : "interrupted\n", stderr);
    interrupt_clear();
}

/* Parses what has been typed; runs it once it is complete.  At end of
 * input an incomplete statement is a syntax error, reported as such.
 * Returns false while more lines are needed. */
static bool submit(Interp *in, Buf *pending, bool at_eof, RunStatus *rs)
{
    size_t len = pending->len;
    Source *src = source_new("<repl>", xstrndup(pending->data, len), len);
    ParseResult pr = parse_source(src, at_eof ? 0 : PARSE_QUIET_IF_INCOMPLETE);
    if (pr.incomplete && !at_eof) {
        source_free(src);
        return false;
    }
    buf_clear(pending);
    *rs = RUN_ERROR;
    if (pr.errors > 0) {
        source_free(src);
        return true;
    }
    *rs = interp_run(in, src, pr.program, RUN_ECHO);
    if (interrupt_pending()) {
        if (*rs == RUN_ERROR) say_interrupted();
        interrupt_clear();
    }
    return true;
}

int repl_run(Interp *in, bool quiet)
{
    session = in;
    on_tty = isatty(STDIN_FILENO);
    char *history = NULL;
    if (on_tty) {
        terminal_open();
        history = history_path();
        history_load(history);
        if (!quiet) printf("cst %s \u2014 :help for help, Ctrl-D to quit\n", CST_VERSION);
    }
    /* A script run by -i may have been stopped by Ctrl-C. */
    if (interrupt_pending()) say_interrupted();

    Buf pending = BUF_INIT;
    int status = 0;
    for (;;) {
        char *line;
        size_t len;
        LineStatus st = line_read(pending.len ? PROMPT_MORE : PROMPT, &line, &len);
        RunStatus rs = RUN_OK;
        bool ran;
        if (st == LINE_INTERRUPTED) {
            buf_clear(&pending);
            continue;
        } else if (st == LINE_EOF) {
            if (!pending.len) break;
            ran = submit(in, &pending, true, &rs);
        } else if (!pending.len && line[strspn(line, " \t")] == ':') {
            line_remember(line);
            bool quit = meta_run(line);
            free(line);
            if (quit) break;
            continue;
        } else {
            line_remember(line);
            buf_put(&pending, line, len);
            buf_putc(&pending, '\n');
            free(line);
            ran = submit(in, &pending, false, &rs);
        }
        if (ran && rs == RUN_EXIT) {
            status = interp_exit_code(in);
            break;
        }
    }
    if (on_tty) history_save(history);
    free(history);
    names_clear(&candidates);
    free(candidates.items);
    buf_free(&pending);
    return status;
}
