# Twin of tests/golden/generator.cst (its tensors live on cuda:0).  Debian's
# torch has no CUDA: the twin's generators are cpu ones and its draws cpu
# draws, which print the same properties; where PyTorch 2 on cuda:0
# differs, the twin says so.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import torch  # noqa: E402
from cuda_repr import Host, attempt, show  # noqa: E402


def cuda_generator():
    """torch.Generator(device='cuda'), as far as these cases see one."""
    return torch.Generator()


def device_mismatch(want, have):
    """What PyTorch's check_generator raises for a generator of another
    device type than the draw's (ATen's CPUGeneratorImpl/CUDAGeneratorImpl)."""
    return "RuntimeError: Expected a '%s' device type for generator but found '%s'" % (want, have)


def cpu_state(message):
    return message.replace("torch.cuda.ByteTensor", "torch.ByteTensor")


g = cuda_generator()
show(g.initial_seed(), "cuda:0", type(g).__name__)
show(g.manual_seed(5) is g, g.initial_seed())
a = torch.randn(3, generator=g)
g.manual_seed(5)
show(torch.equal(a, torch.randn(3, generator=g)), torch.equal(a, torch.randn(3, generator=g)))
torch.manual_seed(0)
x = torch.rand(4)
torch.manual_seed(0)
h = cuda_generator().manual_seed(1)
y = torch.rand(8, generator=h)
show(torch.equal(x, torch.rand(4)))
k1 = cuda_generator().manual_seed(7)
k2 = cuda_generator().manual_seed(7)
show(torch.equal(torch.rand(5, generator=k1), torch.rand(5, generator=k2)))
show(torch.equal(torch.randint(0, 100, (6,), generator=k1), torch.randint(0, 100, (6,), generator=k2)))
show(torch.equal(torch.randperm(10, generator=k1), torch.randperm(10, generator=k2)))
show(torch.equal(torch.multinomial(torch.ones(8), 4, generator=k1), torch.multinomial(torch.ones(8), 4, generator=k2)))
u = torch.empty(4)
v = torch.empty(4)
show(torch.equal(u.uniform_(-1, 1, generator=k1), v.uniform_(-1, 1, generator=k2)))
show(torch.equal(u.normal_(2, 3, generator=k1), v.normal_(2, 3, generator=k2)))
show(torch.randperm(6, generator=k1).sort().values, torch.randint(3, 5, (4,), generator=k1).dtype)
s = k1.get_state()
first = torch.randn(6, generator=k1)
# a state is a uint8 tensor on the cpu
show(k1.set_state(s) is k1, torch.equal(first, torch.randn(6, generator=k1)), s.dtype, Host(s).t.device)
r = torch.get_rng_state()
z = torch.randn(3)
torch.set_rng_state(r)
show(torch.equal(z, torch.randn(3)))
torch.set_rng_state(r)
show(torch.equal(z, torch.randn(3)))
show(torch.manual_seed(3).initial_seed(), torch.initial_seed(), torch.default_generator.initial_seed())
torch.manual_seed(11)
show(torch.initial_seed(), torch.manual_seed(2.7).initial_seed(), torch.manual_seed(True).initial_seed())
c = torch.Generator()
show(c.device, c.initial_seed())
show(torch.rand(2, generator=c).shape)
show(device_mismatch("cuda", "cpu"))
show(device_mismatch("cpu", "cuda"))
attempt(lambda: g.manual_seed("a"))
# a state is a cpu tensor on every device: its type name has no .cuda
attempt(lambda: k1.set_state(torch.zeros(16)), cpu_state)
attempt(lambda: torch.set_rng_state([1, 2]), cpu_state)
attempt(lambda: torch.empty(2).normal_(generator=5))
