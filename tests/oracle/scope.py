# Twin of tests/golden/scope.cst.
for i in range(3): last = i
print(i, last)
while False: never_bound = 1
if True: inside = "bound in if"
else: other = 1
print(inside)
v = "global v"
def reads(): return v
def writes():
    v = "local v"
    return v
print(reads(), writes(), v)
def params_are_local(v):
    v += " (changed)"
    return v
print(params_are_local("arg"), v)
if True:
    def made_in_if(): return "defined inside an if"
print(made_in_if())
def f(): return 1
print(f())
def f(): return 2
print(f())
def outer():
    x = "outer's x"
    return helper()
def helper():
    return x
x = "global x"
print(outer())
def counter_loop(n):
    total = 0
    for k in range(n): total += k
    return [total, k]
print(counter_loop(5))
1 + 2
"an expression statement prints nothing outside the REPL"
[1, 2]
f()
print("after the expression statements")
def outer_fn():
    def inner_fn(k): return k * 2
    return inner_fn(21)
print(outer_fn())
for n in range(3):
    n = n * 10
    print("rebinding the loop variable does not change the iteration:", n)
