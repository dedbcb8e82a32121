/* device_check.h: what the unit tests of streams share: the host's clock
 * and a new stream, made or the test ends. */
#ifndef CST_TEST_DEVICE_CHECK_H
#define CST_TEST_DEVICE_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tensor/device.h"

static inline double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* A stream of device 0 from be. */
static inline DevStream *stream_or_exit(const Backend *be, int priority)
{
    DevStream *s;
    Error err;
    if (!be->stream_create(0, priority, &s, &err)) {
        fprintf(stderr, "cannot create a stream: %s\n", err.msg);
        exit(2);
    }
    return s;
}

#endif
