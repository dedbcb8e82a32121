# Twin of tests/golden/special_normal_f32.cst.
import torch
S = torch.special

# ndtri: the centre, both tails (the far one beyond e^-32), the ends and outside
y = torch.tensor([0.0, 1e-30, 1e-10, 0.001, 0.02, 0.135, 0.2, 0.3, 0.5, 0.6, 0.8, 0.9, 0.99, 0.9999, 1.0, -0.5, 2.0])
print(S.ndtri(y).tolist())

# erfcx: its fits on either side of 0, 2 e^(x^2) alone below -6.1, the continued fraction beyond 50 and beyond 5e7
x = torch.tensor([-30.0, -8.0, -6.5, -3.0, -1.0, -0.5, 0.0, 1e-08, 0.3, 1.0, 2.5, 10.0, 49.0, 51.0, 1000.0, 6e7, float('inf'), float('nan')])
print(S.erfcx(x).tolist())

# log_ndtr below -1, log(erfcx(-x / sqrt 2) / 2) - x^2 / 2
print(S.log_ndtr(torch.tensor([-1000.0, -50.0, -20.0, -7.5, -5.0, -3.0, -1.5, -1.01])).tolist())
