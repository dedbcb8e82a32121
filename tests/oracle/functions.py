# Twin of tests/golden/functions.cst.
def add(a, b):
    return a + b
def greet(name, greeting="hello", punct="!"):
    return greeting + ", " + name + punct
print(add(1, 2), add("a", "b"), add([1], [2]), add(a=3, b=4), add(5, b=6), add(b=1, a=2))
print(greet("ada"), greet("bob", "hi"), greet("cy", punct="?"), greet(punct=".", name="di"))
def fib(n):
    if n < 2: return n
    return fib(n - 1) + fib(n - 2)
print(fib(0), fib(1), fib(10), fib(20))
def fact(n):
    if n <= 1: return 1
    return n * fact(n - 1)
print(fact(5), fact(20))
def is_even(n):
    if n == 0: return True
    return is_odd(n - 1)
def is_odd(n):
    if n == 0: return False
    return is_even(n - 1)
print(is_even(10), is_odd(7), is_even(7))
def nothing():
    pass
def bare():
    return
def early(x):
    for i in range(10):
        if i == x: return i * 100
    return -1
print(nothing(), bare(), early(3), early(50))
def depth(n):
    if n == 0: return 0
    return 1 + depth(n - 1)
print(depth(900))
g = add
print(g(10, 20))
def apply(f, x):
    return f(x, x)
print(apply(add, 21), apply(g, "ab"))
counter = 0
def bump():
    counter_local = counter + 1
    return counter_local
print(bump(), counter)
def shadow(counter):
    counter = counter * 2
    return counter
print(shadow(21), counter)
def rebinds():
    counter = 99
    return counter
print(rebinds(), counter)
items = []
def collect(v):
    items.append(v)
    return len(items)
collect("a")
print(collect("b"), items)
d = 5
def with_default(x=d):
    return x
d = 6
print(with_default(), with_default(1), d)
def later():
    return defined_after_def
defined_after_def = "globals are read at call time"
print(later())
def many(a, b=2, c=3, d=4):
    return [a, b, c, d]
print(many(1), many(1, 20), many(1, d=40), many(1, 2, 3, 4), many(c=30, a=10))
def swap(a, b):
    return (b, a)
x, y = swap(1, 2)
print(x, y)
def loop_local():
    for i in range(3):
        last = i
    return last
print(loop_local())
