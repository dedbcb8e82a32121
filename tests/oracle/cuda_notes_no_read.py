# Twin of tests/golden/cuda_notes_no_read.cst: the CUDA semantics notes'
# example of a side stream that writes without reading
# (https://pytorch.org/docs/stable/notes/cuda.html):
#
#   cuda = torch.device('cuda')
#   s = torch.cuda.Stream()  # Create a new stream.
#   A = torch.empty((100, 100), device=cuda)
#   s.wait_stream(torch.cuda.default_stream(cuda))  # STILL REQUIRED!
#   with torch.cuda.stream(s):
#       A.normal_(0.0, 1.0)
#       A.record_stream(s)
#
# The torch here is CPU-only: the twin fills A on the cpu (the stream
# changes when, not what) and prints what PyTorch prints for A on cuda:0
# (is_cuda True); the golden's checks follow.
import torch

A = torch.empty((100, 100))
A.normal_(0.0, 1.0)
print(A.shape, A.dtype, True, A.std().item() > 0.9, abs(A.mean().item()) < 0.1)
