/* interp.c: the interpreter's face to main.c and the REPL (interp.h): runs
 * each unit on a thread with a large stack, and does the static name check
 * behind --check. */
#include "interp.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "values/builtins_seq.h"
#include "values/builtins_str.h"
#include "values/collective.h"
#include "values/deferred.h"
#include "values/dict.h"
#include "values/exception.h"
#include "values/generator_value.h"
#include "values/iter.h"
#include "values/module.h"
#include "values/set.h"
#include "values/tensor_extra.h"
#include "values/tensor_window.h"
#include "values/tensor_advanced.h"
#include "values/tensor_index.h"
#include "values/tensor_shape.h"
#include "values/conv.h"
#include "values/functional_losses.h"
#include "values/functional_layers.h"
#include "values/functional_volume.h"
#include "values/nn.h"
#include "values/einsum.h"
#include "values/tensor_compose.h"
#include "values/linalg.h"
#include "values/tensor_numeric.h"
#include "values/tensor_view.h"
#include "values/tensor_scatter.h"
#include "values/tensor_combine.h"
#include "values/tensor_search.h"
#include "values/tensor_stats.h"
#include "values/tensor_unique.h"
#include "values/tensor_fill.h"
#include "base/diag.h"
#include "eval.h"
#include "runtime/race.h"
#include "runtime/runtime.h"
#include "values/graph_value.h"
#include "values/stream_value.h"
#include "values/tensor_ops.h"
#include "values/tensor_create.h"
#include "values/tensor_methods.h"
#include "values/tensor_value.h"
#include "runtime/fuse.h"
#include "runtime/trace.h"

/* ---- what the race checker asks of the program (race.h) */

/* A tensor that holds accepts: v itself, or an item of a list or tuple. */
typedef struct Holds {
    bool (*holds)(const Tensor *t, const void *ctx);
    const void *ctx;
} Holds;

static bool holds_tensor(Value v, const void *ctx)
{
    const Holds *h = ctx;
    if (v.kind == V_TENSOR) return h->holds(value_as_tensor(v), h->ctx);
    if (value_is_seq(v) && v.kind != V_SIZE) {
        const List *l = value_as_list(v);
        for (size_t i = 0; i < l->len; i++)
            if (l->items[i].kind == V_TENSOR && h->holds(value_as_tensor(l->items[i]), h->ctx)) return true;
    }
    return false;
}

static const Node *tensor_name(Interp *in, const Node *under, bool (*holds)(const Tensor *t, const void *ctx),
                               const void *ctx)
{
    return eval_find_name(in, under, holds_tensor, &(Holds){holds, ctx});
}

/* A value that reaches a stream: the stream itself (*index -1), or a list
 * or tuple holding it at *index. */
typedef struct Reaches {
    const DevStream *ds;
    int64_t *index;
} Reaches;

static bool reaches_stream(Value v, const void *ctx)
{
    const Reaches *r = ctx;
    if (stream_value_dev_stream(v) == r->ds) {
        *r->index = -1;
        return true;
    }
    if (value_is_seq(v) && v.kind != V_SIZE) {
        const List *l = value_as_list(v);
        for (size_t i = 0; i < l->len; i++) {
            if (stream_value_dev_stream(l->items[i]) == r->ds) {
                *r->index = (int64_t)i;
                return true;
            }
        }
    }
    return false;
}

/* The global that reaches a stream with the shortest text, the first in
 * alphabetical order among those. */
typedef struct Global {
    const DevStream *ds;
    Buf best;
} Global;

static void consider_global(const char *name, Value v, void *ctx)
{
    Global *g = ctx;
    int64_t k;
    if (!reaches_stream(v, &(Reaches){g->ds, &k})) return;
    char text[96];
    if (k < 0) snprintf(text, sizeof text, "%s", name);
    else snprintf(text, sizeof text, "%s[%lld]", name, (long long)k);
    size_t n = strlen(text);
    if (g->best.len && (n > g->best.len || (n == g->best.len && strcmp(text, buf_cstr(&g->best)) >= 0))) return;
    buf_clear(&g->best);
    buf_puts(&g->best, text);
}

static bool stream_text(Interp *in, const DevStream *ds, const Node *with_expr, Buf *out)
{
    int64_t k = -1;
    const Node *n = with_expr ? eval_find_name(in, with_expr, reaches_stream, &(Reaches){ds, &k}) : NULL;
    if (n) {
        buf_puts(out, n->str);
        if (k >= 0) buf_printf(out, "[%lld]", (long long)k);
        return true;
    }
    Global g = {ds, BUF_INIT};
    eval_each_global(in, consider_global, &g);
    bool found = g.best.len > 0;
    if (found) buf_puts(out, buf_cstr(&g.best));
    buf_free(&g.best);
    return found;
}

/* The evaluator recurses once per nested expression and once per user
 * call.  1000 nested calls (its limit), each inside expressions up to the
 * parser's depth cap, need far more than a default 8 MB stack; the memory
 * is only reserved, and pages are touched only as deep as a program goes. */
static const size_t eval_stacks[] = {(size_t)512 << 20, (size_t)64 << 20};

Interp *interp_new(const Options *opts)
{
    runtime_configure(opts);
    builtins_configure(opts->argc, opts->argv);
    builtins_seq_register();
    builtins_str_register();
    /* Before the tensor modules: sum, any and all of an iterable are these. */
    iter_register();
    dict_register();
    set_register();
    exception_register();
    module_register();
    tensor_value_register();
    tensor_create_register();
    tensor_methods_register();
    tensor_ops_register();
    generator_value_register(opts);
    stream_value_register();
    graph_value_register();
    collective_register();
    tensor_fill_register();
    tensor_extra_register();
    tensor_window_register();
    tensor_index_register();
    tensor_advanced_register();
    tensor_shape_register();
    nn_register();
    functional_losses_register();
    functional_register();
    conv_register();
    functional_layers_register();
    functional_volume_register();
    einsum_register();
    tensor_search_register();
    tensor_compose_register();
    tensor_numeric_register();
    linalg_register();
    linalg_extra_register();
    tensor_view_register();
    tensor_scatter_register();
    tensor_combine_register();
    tensor_unique_register();
    tensor_stats_register();
    Interp *in = eval_new(opts);
    race_attach(&(RaceProgram){in, eval_site_ref(in), tensor_name, stream_text, deferred_failed});
    deferred_configure(opts);
    deferred_attach(eval_site_ref(in));
    trace_attach(eval_site_ref(in));
    fuse_attach(eval_site_ref(in));
    return in;
}

void interp_free(Interp *in)
{
    race_attach(NULL);
    deferred_attach(NULL);
    /* The work held back names sites of this program. */
    fuse_flush();
    fuse_attach(NULL);
    eval_free(in);
}

int interp_exit_code(const Interp *in)
{
    return eval_exit_code(in);
}

typedef struct Job {
    Interp *in;
    Source *src;
    Node *program;
    unsigned flags;
    RunStatus status;
} Job;

static void *run_job(void *arg)
{
    Job *job = arg;
    job->status = eval_unit(job->in, job->src, job->program, job->flags);
    return NULL;
}

static bool run_on_thread(Job *job, size_t stack)
{
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) != 0) return false;
    pthread_t thread;
    bool started = pthread_attr_setstacksize(&attr, stack) == 0 &&
                   pthread_create(&thread, &attr, run_job, job) == 0;
    pthread_attr_destroy(&attr);
    if (started) pthread_join(thread, NULL);
    return started;
}

RunStatus interp_run(Interp *in, Source *src, Node *program, unsigned flags)
{
    Job job = {in, src, program, flags, RUN_OK};
    for (size_t i = 0; i < sizeof eval_stacks / sizeof eval_stacks[0]; i++)
        if (run_on_thread(&job, eval_stacks[i])) return job.status;
    /* No thread could be made (address space limits): run on this stack. */
    run_job(&job);
    return job.status;
}

/* ------------------------------------------------------------ --check */

/* A set of names borrowed from the syntax tree. */
typedef struct NameSet {
    const char **slots;
    size_t cap, len;
} NameSet;

static size_t name_hash(const char *s)
{
    size_t h = 1469598103934665603u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

static bool set_has(const NameSet *set, const char *name)
{
    if (!set || !set->cap) return false;
    for (size_t i = name_hash(name) & (set->cap - 1); set->slots[i]; i = (i + 1) & (set->cap - 1))
        if (strcmp(set->slots[i], name) == 0) return true;
    return false;
}

static void set_add(const char *name, void *ctx)
{
    NameSet *set = ctx;
    if (set_has(set, name)) return;
    if (2 * (set->len + 1) > set->cap) {
        NameSet bigger = {xcalloc(set->cap ? 2 * set->cap : 32, sizeof(char *)), set->cap ? 2 * set->cap : 32, 0};
        for (size_t i = 0; i < set->cap; i++)
            if (set->slots[i]) set_add(set->slots[i], &bigger);
        free(set->slots);
        *set = bigger;
    }
    size_t i = name_hash(name) & (set->cap - 1);
    while (set->slots[i]) i = (i + 1) & (set->cap - 1);
    set->slots[i] = name;
    set->len++;
}

typedef struct Check {
    const Interp *in;
    const Source *src;
    NameSet globals;
    int errors;
} Check;

/* Every name read where nothing binds it: not a local of the enclosing
 * def, not bound anywhere at top level, not a builtin. */
static void check_node(Check *c, const Node *n, const NameSet *locals)
{
    if (!n) return;
    if (n->kind == N_NAME) {
        if (!set_has(locals, n->str) && !set_has(&c->globals, n->str) && !eval_name_known(c->in, n->str)) {
            diag_report(c->src, DIAG_ERROR, n->span, "name '%s' is not defined", n->str);
            c->errors++;
        }
        return;
    }
    if (n->kind == N_DEF) {
        NameSet own = {0};
        for (int i = 0; i < n->list.len; i++) {
            check_node(c, n->list.items[i]->a, locals);   /* defaults: the enclosing scope */
            set_add(n->list.items[i]->str, &own);
        }
        eval_bound_names(n->b, set_add, &own);
        check_node(c, n->b, &own);
        free(own.slots);
        return;
    }
    check_node(c, n->a, locals);
    check_node(c, n->b, locals);
    check_node(c, n->c, locals);
    for (int i = 0; i < n->list.len; i++) check_node(c, n->list.items[i], locals);
}

int interp_check(Interp *in, const Source *src, const Node *program)
{
    Check c = {in, src, {0}, 0};
    c.errors = eval_check_structure(src, program);
    eval_bound_names(program, set_add, &c.globals);
    check_node(&c, program, NULL);
    free(c.globals.slots);
    return c.errors;
}
