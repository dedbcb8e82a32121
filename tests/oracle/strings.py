# Twin of tests/golden/strings.cst.
s = "hello, world"
print(s, len(s), len(""), s[0], s[4], s[-1], s[-5], s[len(s) - 1])
print(s[0:5], s[7:], s[:5], s[-5:], s[:-7], s[:], s[3:3], s[5:2], s[100:], s[-100:3])
print(s[::2], s[1::3], s[::-1], s[::-2], s[8:2:-2], s[-1:-6:-1], s[:100:5])
print("ab" + "cd", "ab" * 3, 3 * "ab", "ab" * 0, "ab" * -2, "" * 5, "-" * 10)
t = "x"
t = t + "y"
t += "z"
t *= 2
print(t, len(t))
print("tab\there", "new\nline", "back\\slash", 'single\'quote', "double\"quote", 'mixed "\'"')
print(len("\n"), len("\\"), len("\t\t"), len("\\n"))
print("abc" < "abd", "Z" < "a", "abc" == 'abc', "a" * 2 == "aa")
print(str(1), str(-2.5), str(True), str(None), str("s"), str([1, "a"]), str((1, "b")))
print(["a", 'b', "it's", 'say "x"', "both ' and \"", "tab\t", "nl\n", "bs\\"])
print(("x",), ["", " "], [["nested"]])
