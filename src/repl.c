/* repl.c: the interactive shell.  Reads a statement at a time, asking the
 * parser whether the text so far is complete (cli.md, "REPL"). */
#include "repl.h"

#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "parse.h"

int repl_run(Interp *in, bool quiet)
{
    Buf pending = BUF_INIT;
    char line[4096];
    int lineno = 0;
    (void)quiet;
    for (;;) {
        fputs(pending.len ? "...> " : "cst> ", stdout);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) break;
        lineno++;
        buf_puts(&pending, line);
        size_t len = pending.len;
        Source *src = source_new("<repl>", xstrndup(pending.data, len), len);
        ParseResult pr = parse_source(src, PARSE_QUIET_IF_INCOMPLETE);
        if (pr.incomplete) {
            source_free(src);
            continue;
        }
        buf_clear(&pending);
        if (pr.errors) {
            source_free(src);
            continue;
        }
        RunStatus rs = interp_run(in, src, pr.program, RUN_ECHO);
        if (rs == RUN_EXIT) {
            buf_free(&pending);
            return interp_exit_code(in);
        }
    }
    buf_free(&pending);
    return 0;
}
