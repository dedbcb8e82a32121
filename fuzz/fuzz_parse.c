/* fuzz_parse.c: libFuzzer target for the front end: any bytes as a script,
 * through the lexer, the token filter and the parser (parse.h), in both
 * script and REPL mode, and the tree freed again.  Syntax errors are the
 * expected outcome; a crash, a sanitizer report or a leak is a bug.
 * Built and run by `make fuzz` (fuzz/README.md). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "base/buf.h"
#include "lang/parse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (unsigned flags = 0; flags <= PARSE_QUIET_IF_INCOMPLETE; flags++) {
        char *text = xmalloc(size + 1);
        memcpy(text, data, size);
        text[size] = '\0';
        Source *src = source_new("fuzz.cst", text, size);
        ParseResult pr = parse_source(src, flags);
        ast_free(pr.program);
        source_free(src);
    }
    return 0;
}
