# Twin of tests/golden/py_imports.cst: the same program, its blocks written by
# indentation, run by Python and PyTorch; print shows tensors as PyTorch
# prints them on cuda:0 (lib/cuda_repr.py), where the golden's tensors live.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from cuda_repr import show as print  # noqa: E402,A001

import torch
import torch.nn.functional as F
import torch.nn as nn
import math
import time
import torch.cuda
import math as m, time as clock
from torch import tensor, float64, cuda as tc
from torch.nn.functional import relu, softmax as sm
from math import *
from math import (floor, ceil,)

print(math, m is math, clock is time, F is nn.functional, F is torch.nn.functional)
print(torch.linalg.norm(tensor([3.0, 4.0])), tensor([1, 2], dtype=float64))
print(relu(tensor([-1.0, 1.0])), sm(tensor([0.0, 0.0]), dim=0), F.relu is relu)
print(floor(2.5), ceil(2.5), sqrt(2), pi, tau, inf, isnan(nan))
print(callable(tc.Stream), callable(tc.synchronize), callable(torch.cuda.current_stream))
print(torch.float32 is float64, torch.float64 == float64, torch.int, torch.float, torch.bool, torch.long)
print(type(time.time()), type(time.perf_counter()), time.perf_counter() <= time.perf_counter(), type(time.time_ns()))
print(m.__name__, time.__name__, F.__name__, nn.__name__, torch.__name__)
print(isinstance(torch.zeros(1), torch.Tensor), torch.Size([2]), torch.device('cpu'), torch.dtype)
def uses_local_import():
    import math as local_math
    return local_math.factorial(5)
print(uses_local_import(), 'local_math' in dir() if False else 'ok')
try:
    import numpy_not_here
except ModuleNotFoundError as e:
    print('ModuleNotFoundError', e)
try:
    from math import not_a_function
except ImportError as e:
    print('ImportError', e)
try:
    import math.sub
except ImportError as e:
    print(type(e).__name__, e)
try:
    torch.nope
except AttributeError as e:
    print(e)
