# Twin of tests/golden/seed2.cst: the seed's second example, on the cpu (the
# torch here is CPU-only; the shapes do not depend on the device).  The
# seed's program:
#
#   torch.manual_seed(0)
#   stream1 = torch.cuda.Stream()
#   stream2 = torch.cuda.Stream()
#   t1 = torch.randn(1000, 1000, device='cuda')
#   t2 = torch.randn(1000, 1000, device='cuda')
#   with torch.cuda.stream(stream1):
#       res1 = t1 * 2
#       stream1.synchronize()
#   with torch.cuda.stream(stream2):
#       res2 = t2 * 3
#       stream2.synchronize()
#   print(res1.shape, res2.shape)
import torch

torch.manual_seed(0)
t1 = torch.randn(1000, 1000)
t2 = torch.randn(1000, 1000)
res1 = t1 * 2
res2 = t2 * 3
print(res1.shape, res2.shape)
