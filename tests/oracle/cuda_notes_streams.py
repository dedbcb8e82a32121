# Twin of tests/golden/cuda_notes_streams.cst: the fixed example of the
# CUDA semantics notes' "CUDA streams" section
# (https://pytorch.org/docs/stable/notes/cuda.html):
#
#   cuda = torch.device('cuda')
#   s = torch.cuda.Stream()  # Create a new stream.
#   A = torch.empty((100, 100), device=cuda).normal_(0.0, 1.0)
#   s.wait_stream(torch.cuda.default_stream(cuda))  # NEW!
#   with torch.cuda.stream(s):
#       B = torch.sum(A)
#   A.record_stream(s)  # NEW!
#
# The torch here is CPU-only: the twin computes the same on the cpu (streams
# change when work runs, not what it computes) and prints what PyTorch
# prints for these tensors on cuda:0; the golden's checks follow.
import torch

A = torch.empty((100, 100)).normal_(0.0, 1.0)
B = torch.sum(A)
print(A.shape, A.dtype, "cuda:0", B.shape, B.dtype, "cuda:0")
print(bool(B == A.sum()), A.std().item() > 0.9, abs(A.mean().item()) < 0.1)
