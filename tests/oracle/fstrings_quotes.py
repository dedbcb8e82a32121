# Twin of tests/golden/fstrings_quotes.cst.
name = "cst"
print(f"{'quoted'}|{name + '!'}|{'-' * 3}", f'{"double"}|{name + "?"}')
