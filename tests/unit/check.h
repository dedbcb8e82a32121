/* check.h: the unit tests' assertions: each CHECK counts, a failing one
 * prints its file:line and expression, and check_done reports the totals
 * and gives the exit status. */
#ifndef CST_TEST_CHECK_H
#define CST_TEST_CHECK_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "base/error.h"

static int check_count, check_failed;

static inline bool check_at(bool ok, const char *what, const char *file, int line)
{
    check_count++;
    if (!ok) {
        check_failed++;
        fprintf(stderr, "%s:%d: check failed: %s\n", file, line, what);
    }
    return ok;
}

#define CHECK(cond) check_at((cond), #cond, __FILE__, __LINE__)

/* call must fail with exactly the message want (err is an Error in scope). */
#define CHECK_ERROR(call, want)                                                     \
    do {                                                                           \
        err.msg[0] = '\0';                                                         \
        bool ok_ = (call);                                                         \
        if (check_at(!ok_, #call " fails", __FILE__, __LINE__) &&                  \
            !check_at(strcmp(err.msg, want) == 0, #call " message", __FILE__, __LINE__)) \
            fprintf(stderr, "    got:  %s\n    want: %s\n", err.msg, want);         \
    } while (0)

/* call must succeed (its message is printed if not). */
#define CHECK_OK(call)                                                             \
    do {                                                                           \
        err.msg[0] = '\0';                                                         \
        if (!check_at((call), #call, __FILE__, __LINE__))                          \
            fprintf(stderr, "    error: %s\n", err.msg);                           \
    } while (0)

static inline int check_done(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, check_count, check_failed);
    return check_failed ? 1 : 0;
}

#endif
