# Twin of tests/golden/strings_unicode.cst.
s = "héllo, 日本語"
c = "ß"
print(s, "é", "→", "naïve café")
print(len(s), len("é"), len("日本語"), s[1], s[-1], s[-3:], s[::-1])
print([s, "ü"], f"{s}|{c:>3}|{c:<3}|")
# a comment with UTF-8: ∑ λ → ok
print("done")
