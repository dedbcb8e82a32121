/* einsum.h: torch.einsum, lowered to bmm, sum and views (einsum.c). */
#ifndef CST_EINSUM_H
#define CST_EINSUM_H

void einsum_register(void);

#endif
