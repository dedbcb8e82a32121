/* ptrmap.c: the pointer map (ptrmap.h). */
#include "base/ptrmap.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

static size_t ptr_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (size_t)x;
}

static size_t slot_of(const PtrMap *m, const void *k)
{
    size_t mask = m->cap - 1, i = ptr_hash(k) & mask;
    while (m->keys[i] && m->keys[i] != k) i = (i + 1) & mask;
    return i;
}

int64_t ptrmap_get(const PtrMap *m, const void *k)
{
    if (!m->cap) return -1;
    size_t i = slot_of(m, k);
    return m->keys[i] ? m->vals[i] : -1;
}

void ptrmap_put(PtrMap *m, const void *k, int64_t v)
{
    if (2 * (m->len + 1) > m->cap) {
        size_t cap = m->cap ? 2 * m->cap : 16;
        PtrMap big = {xcalloc(cap, sizeof(void *)), xcalloc(cap, sizeof(int64_t)), cap, 0};
        for (size_t i = 0; i < m->cap; i++)
            if (m->keys[i]) ptrmap_put(&big, m->keys[i], m->vals[i]);
        free(m->keys);
        free(m->vals);
        *m = big;
    }
    size_t i = slot_of(m, k);
    if (!m->keys[i]) m->len++;
    m->keys[i] = k;
    m->vals[i] = v;
}

void ptrmap_del(PtrMap *m, const void *k)
{
    if (!m->cap) return;
    size_t mask = m->cap - 1, i = slot_of(m, k);
    if (!m->keys[i]) return;
    m->keys[i] = NULL;
    m->len--;
    /* Pull back later members of the cluster that may now be unreachable. */
    for (size_t j = (i + 1) & mask; m->keys[j]; j = (j + 1) & mask) {
        const void *kj = m->keys[j];
        int64_t vj = m->vals[j];
        m->keys[j] = NULL;
        m->len--;
        ptrmap_put(m, kj, vj);
    }
}

void ptrmap_free(PtrMap *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}
