# Twin of tests/golden/seed1.cst: the seed's first example.  The torch here
# is CPU-only, so the twin runs the same computation on the cpu (streams
# change when work runs, not what it computes) and prints the result as
# PyTorch prints it on cuda:0 (lib/cuda_repr.py).  The seed's program:
#
#   stream = torch.cuda.Stream()
#   t1 = torch.tensor([1, 2, 3, 4, 5], device='cuda')
#   t2 = torch.tensor([5, 4, 3, 2, 1], device='cuda')
#   with torch.cuda.stream(stream):
#       res = t1 + t2
#       stream.synchronize()
#   print(res)
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import show  # noqa: E402

t1 = torch.tensor([1, 2, 3, 4, 5])
t2 = torch.tensor([5, 4, 3, 2, 1])
res = t1 + t2
show(res)
