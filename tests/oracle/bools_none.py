# Twin of tests/golden/bools_none.cst.
print(True + True, True * 3, True - False, -True, True / 2, False // 1, True ** 2, 2 * False)
print(True + 0.5, True == 1.0, False < True, True > 0.5, type(True + True), type(True * 1.5))
print(None, [None], (None,), str(None), None == None, None != 0, None == False, None == [])
x = None
print(x, not x, x == None, type(x))
def f(): return
print(f() == None)
t = True
t += 1
print(t, type(t))
