/* ptrmap.h: a map from pointers to integers, open addressing with
 * backward-shift deletion: streams and events to a trace's lanes, blocks
 * of memory to their sizes. */
#ifndef CST_PTRMAP_H
#define CST_PTRMAP_H

#include <stddef.h>
#include <stdint.h>

typedef struct PtrMap {
    const void **keys;
    int64_t *vals;
    size_t cap, len;
} PtrMap;

int64_t ptrmap_get(const PtrMap *m, const void *k);   /* -1: absent */
void ptrmap_put(PtrMap *m, const void *k, int64_t v);
void ptrmap_del(PtrMap *m, const void *k);
void ptrmap_free(PtrMap *m);

#endif
