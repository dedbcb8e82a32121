# Twin of tests/golden/fstrings.cst.
inf = float("inf")
nan = float("nan")
x = 42
pi = 3.14159265
name = "cst"
print(f"plain", f"", f"x={x}", f"{x}{x}", f"{name} v{1}.{0}")
print(f"{x + 1} {x * 2} {x // 5} {-x} {x / 8} {[x, name]} {(x, 1)} {True} {None}")
print(f"{x:d}|{-x:d}|{0:d}|{123456789:d}")
print(f"{pi:.2f}|{pi:.0f}|{pi:.10f}|{-pi:.3f}|{x:.2f}|{2.5:.0f}|{3.5:.0f}|{0.125:.2f}|{1e20:.1f}")
print(f"{pi:.2e}|{pi:.0e}|{x:.3e}|{-0.000123:.1e}|{1e-300:.2e}|{0.0:.2e}")
print(f"{pi:.3g}|{x:.1g}|{1234567:.3g}|{0.0001234:.2g}|{0.00001234:.2g}|{100:.3g}|{1e16:.17g}")
print(f"[{x:>6}]|[{x:<6}]|[{name:>6}]|[{name:<6}]|[{pi:>10}]|[{name:>2}]|[{name:<0}]")
print(f"{0.1 + 0.2}|{1e20}|{-0.0}|{inf}|{nan}|{-inf:.2f}|{nan:.3f}")
ms = 12.3456
print(f"step took {ms:.3f} ms", f'single {name}', f"a {x} b {name} c")
xs = [1, 2, 3]
print(f"{xs[0]}-{xs[-1]}-{len(xs)}-{xs[1:]}-{max(xs)}")
