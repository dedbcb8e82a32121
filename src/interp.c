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
#include "values/dict.h"
#include "values/exception.h"
#include "values/iter.h"
#include "values/module.h"
#include "values/set.h"
#include "values/tensor_extra.h"
#include "values/tensor_fill.h"
#include "base/diag.h"
#include "eval.h"
#include "runtime/race.h"
#include "runtime/runtime.h"
#include "values/stream_value.h"
#include "values/tensor_ops.h"
#include "values/tensor_create.h"
#include "values/tensor_methods.h"
#include "values/tensor_value.h"
#include "runtime/trace.h"

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
    tensor_ops_register(opts);
    stream_value_register();
    collective_register();
    tensor_fill_register();
    tensor_extra_register();
    Interp *in = eval_new(opts);
    race_attach(in);
    trace_attach(in);
    return in;
}

void interp_free(Interp *in)
{
    race_attach(NULL);
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
