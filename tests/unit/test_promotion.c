/* test_promotion.c: tensor.c's type promotion against torch.result_type for
 * every pair of operand kinds (promotion.txt, written by promotion.py), and
 * dispatch_result_type on the same operands. */
#include <stdlib.h>

#include "check.h"
#include "tensor/dispatch.h"
#include "tensor/tensor.h"

/* "t:float32", "z:int8", "s:bool", "s:int", "s:float" to an Operand. */
static bool parse_kind(const char *k, Operand *x, Tensor **keep)
{
    DType dt;
    if (strcmp(k, "s:bool") == 0)
        *x = operand_bool(true);
    else if (strcmp(k, "s:int") == 0)
        *x = operand_int(3);
    else if (strcmp(k, "s:float") == 0)
        *x = operand_float(2.5);
    else if ((k[0] == 't' || k[0] == 'z') && k[1] == ':' && dtype_lookup(k + 2, &dt)) {
        int64_t shape[1] = {2};
        Error err;
        if (!tensor_empty(NULL, -1, NULL, dt, k[0] == 't' ? 1 : 0, shape, keep, &err))
            return false;
        *x = operand_tensor(*keep);
    } else {
        return false;
    }
    return true;
}

static DType promote(const Operand *xs, int n)
{
    TensorPromotion p = TENSOR_PROMOTION_INIT;
    for (int i = 0; i < n; i++) {
        if (xs[i].kind == OPERAND_TENSOR)
            tensor_promotion_tensor(&p, xs[i].t->dtype, xs[i].t->ndim);
        else
            tensor_promotion_scalar(&p, xs[i].kind == OPERAND_BOOL ? DT_BOOL
                                        : xs[i].kind == OPERAND_INT ? DT_INT64 : DT_FLOAT64);
    }
    return tensor_promotion_result(&p);
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "tests/unit/promotion.txt";
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return 2;
    }
    char line[256];
    int rows = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#')
            continue;
        char ka[32], kb[32], want[32];
        if (sscanf(line, "%31s %31s %31s", ka, kb, want) != 3)
            continue;
        Operand xs[2];
        Tensor *ta = NULL, *tb = NULL;
        DType dt;
        if (!CHECK(parse_kind(ka, &xs[0], &ta) && parse_kind(kb, &xs[1], &tb) &&
                   dtype_lookup(want, &dt)))
            continue;
        rows++;
        DType got = promote(xs, 2);
        if (!CHECK(got == dt))
            fprintf(stderr, "    result_type(%s, %s): got %s, want %s\n", ka, kb, dtype_name(got),
                    want);
        /* mul has no rule of its own: its result type is result_type. */
        Error err;
        DType r;
        CHECK(dispatch_result_type(OP_mul, xs, 2, &r, &err) && r == dt);
        tensor_release(ta);
        tensor_release(tb);
    }
    fclose(f);
    CHECK(rows == 23 * 23);
    return check_done("promotion");
}
