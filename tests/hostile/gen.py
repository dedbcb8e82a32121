#!/usr/bin/env python3
"""gen.py: writes one hostile input for tests/hostile.bats to stdout.

    tests/hostile/gen.py NAME > NAME.cst
    tests/hostile/gen.py --list

The inputs are made at test time (some are megabytes) and are the same on
every run: random bytes come from a fixed seed.
"""
import random
import sys

MB = 1 << 20


def rand_bytes(n, seed):
    return random.Random(seed).randbytes(n)


def text(s):
    return s.encode("utf-8")


INPUTS = {
    # binary and broken encodings
    "random_64k": lambda: rand_bytes(64 * 1024, 1),
    "random_100": lambda: rand_bytes(100, 2),
    "random_printable": lambda: bytes(random.Random(3).choice(b"()[]{}+-*/%<>=!&|^~.,:;#'\"\\ \n\tabcfx019_")
                                      for _ in range(200000)),
    "nul_bytes": lambda: b"\0" * 1000,
    "nul_in_code": lambda: b"x = 1\0\nprint(x)\n",
    "nul_in_string": lambda: b'print("a\0b")\n',
    "nul_in_comment": lambda: b"# a \0 comment\nprint(1)\n",
    "invalid_utf8_string": lambda: b'print("\xff\xfe")\n',
    "invalid_utf8_code": lambda: b"x = 1 \xc3\x28\nprint(x)\n",
    "truncated_utf8": lambda: b'print("\xe6\x97',
    "overlong_utf8": lambda: b"print(\xc0\xaf)\n",
    "utf8_bom": lambda: b"\xef\xbb\xbfprint(1)\n",
    "control_chars": lambda: b"\x01\x02\x1b[31mprint(1)\x7f\n",
    "unicode_identifier": lambda: text("\u00e9t\u00e9 = 1\nprint(\u00e9t\u00e9)\n"),
    # deep nesting, in the parser
    "parens_100k": lambda: b"(" * 100000,
    "brackets_100k": lambda: b"[" * 100000,
    "braces_100k": lambda: b"{" * 100000,
    "closers_100k": lambda: b")]}" * 33334,
    "parens_balanced_100k": lambda: b"x = " + b"(" * 100000 + b"1" + b")" * 100000 + b"\n",
    "nested_lists_10k": lambda: b"x = " + b"[" * 10000 + b"]" * 10000 + b"\nprint(len(x))\n",
    "nested_blocks_10k": lambda: b"if true {\n" * 10000 + b"}\n" * 10000,
    "nested_defs_5k": lambda: b"def f() {\n" * 5000 + b"}\n" * 5000,
    # {{ is a literal brace, so an odd count leaves one field open
    "nested_fstring_braces": lambda: b'print(f"' + b"{" * 50001 + b'")\n',
    # long chains, which a parser must build without recursing once per term
    "plus_chain_100k": lambda: b"x = " + b" + ".join([b"1"] * 100000) + b"\nprint(x)\n",
    "minus_chain_100k": lambda: b"x = " + b"-".join([b"1"] * 100000) + b"\nprint(x)\n",
    "mixed_chain_100k": lambda: b"x = 1" + b" * 1 + 1 - 1 // 1" * 25000 + b"\nprint(x)\n",
    "and_chain_100k": lambda: b"x = " + b" and ".join([b"true"] * 100000) + b"\nprint(x)\n",
    "compare_eq_chain": lambda: b"x = " + b" == ".join([b"1"] * 100000) + b"\n",
    "unary_minus_100k": lambda: b"x = " + b"-" * 100000 + b"1\nprint(x)\n",
    "not_100k": lambda: b"x = " + b"not " * 100000 + b"true\nprint(x)\n",
    "tilde_100k": lambda: b"x = " + b"~" * 100000 + b"1\nprint(x)\n",
    "power_chain_100k": lambda: b"x = " + b" ** ".join([b"1"] * 100000) + b"\nprint(x)\n",
    "call_chain_100k": lambda: b"def f() {\n    return f\n}\nx = f" + b"()" * 100000 + b"\n",
    "index_chain_100k": lambda: b"x = [0]\ny = x" + b"[0]" * 100000 + b"\n",
    "attr_chain_100k": lambda: b"x = 1\ny = x" + b".a" * 100000 + b"\n",
    # huge tokens and lines
    "string_12mb": lambda: b'x = "' + b"a" * (12 * MB) + b'"\nprint(len(x))\n',
    "number_12mb": lambda: b"x = " + b"9" * (12 * MB) + b"\nprint(x)\n",
    "float_12mb": lambda: b"x = 1." + b"5" * (12 * MB) + b"\nprint(x)\n",
    "escapes_1m": lambda: b'x = "' + b"\\n" * MB + b'"\nprint(len(x))\n',
    "long_line_error": lambda: b"x = 1" + b" " * (5 * MB) + b"+ undefined_name\n",
    "long_comment": lambda: b"# " + b"c" * (5 * MB) + b"\nprint(1)\n",
    "long_identifier": lambda: b"a" * MB + b" = 1\nprint(" + b"a" * MB + b")\n",
    "long_undefined_name": lambda: b"print(" + b"b" * (100 * 1024) + b")\n",
    "list_literal_1m": lambda: b"x = [" + b"1," * MB + b"]\nprint(len(x))\n",
    "huge_int_literal": lambda: b"x = 1000000000000000000000000000000\nprint(x)\n",
    "statements_200k": lambda: b"x = 1\n" * 200000 + b"print(x)\n",
    "newlines_100k": lambda: b"\n" * 100000,
    "semicolons_100k": lambda: b";" * 100000,
    # truncated programs
    "empty": lambda: b"",
    "comment_no_newline": lambda: b"# only a comment",
    "unterminated_string": lambda: b'print("abc',
    "unterminated_string_backslash": lambda: b'print("abc\\',
    "unterminated_fstring": lambda: b'print(f"abc {1',
    "unterminated_fstring_field": lambda: b'x = 1\nprint(f"{x\n',
    "lone_backslash": lambda: b"\\",
    "backslash_newline": lambda: b"x = 1 + \\\n2\nprint(x)\n",
    "eof_after_operator": lambda: b"x = 1 +",
    "eof_in_def": lambda: b"def f(",
    "eof_in_block": lambda: b"while true {",
    # line endings
    "crlf": lambda: (b"# a CRLF script\r\nx = [1,\r\n  2]\r\nif len(x) == 2 {\r\n    print(\"crlf\", x)\r\n}\r\n"
                     b"else {\r\n    print(\"no\")\r\n}\r\ns = \"a;b\"\r\nprint(s, f\"{x[0]:>3}\")\r\n"),
    "cr_only": lambda: b"x = 1\rprint(x)\r",
    # runtime
    "infinite_recursion": lambda: b"def f() {\n    return f()\n}\nf()\n",
    "infinite_recursion_args": lambda: b"def f(n) {\n    return f(n + 1) + 1\n}\nprint(f(0))\n",
    "mutual_recursion": lambda: b"def a(n) {\n    return b(n)\n}\ndef b(n) {\n    return a(n)\n}\na(1)\n",
    "recursion_in_default": lambda: b"def f(x=1) {\n    return [f()]\n}\nf()\n",
    "self_containing_list": lambda: b"x = [1]\nx.append(x)\nprint(x)\nprint(x == x)\n",
    "deep_runtime_list": lambda: b"x = []\nfor i in range(100000) {\n    x = [x]\n}\nprint(len(x))\nprint(x)\n",
    "deep_runtime_list_freed": lambda: b"x = []\nfor i in range(200000) {\n    x = [x]\n}\nx = 0\nprint(x)\n",
    "deep_runtime_list_compare": lambda: (b"x = []\ny = []\nfor i in range(100000) {\n    x = [x]\n    y = [y]\n}\n"
                                          b"print(x == y)\n"),
    "huge_string_repeat": lambda: b'x = "ab" * 4000000000000000000\nprint(len(x))\n',
    "huge_list_repeat": lambda: b"x = [0] * 1000000000000\nprint(len(x))\n",
    "huge_range_loop": lambda: b"for i in range(1000000000000000000) {\n    if i > 10 { break }\n}\nprint(i)\n",
    "huge_fstring_width": lambda: b'print(f"{1:>999999999999}")\n',
    "huge_fstring_precision": lambda: b'print(f"{1.5:.999999999999f}")\n',
    # tensor shapes and memory: more than 8 dimensions, element counts whose
    # byte size overflows int64, allocations no machine has, --max-memory
    "tensor_9_dims": lambda: b"x = zeros(1, 1, 1, 1, 1, 1, 1, 1, 1)\n",
    "tensor_nested_9_levels": lambda: b"x = tensor([[[[[[[[[1.0]]]]]]]]])\n",
    "tensor_unsqueeze_9": lambda: b"x = ones(1, 1, 1, 1, 1, 1, 1, 1)\nprint(x.dim())\ny = x.unsqueeze(0)\n",
    "tensor_index_none_9": lambda: b"x = ones(3)[None, None, None, None, None, None, None, None, None]\n",
    "tensor_expand_9": lambda: b"x = ones(1).expand(1, 1, 1, 1, 1, 1, 1, 1, 1)\n",
    "shape_bytes_overflow": lambda: b"x = zeros(2**40, 2**40)\n",
    "shape_numel_overflow": lambda: b"x = ones(2**31, 2**31, 2**31)\n",
    "shape_2_62": lambda: b"x = randn(2**62)\n",
    "pad_circular_nothing_left": lambda: b"import torch.nn.functional as F\nF.pad(torch.ones(1, 1, 3), (-3, 3), mode='circular')\n",
    "pad_circular_twice": lambda: b"import torch.nn.functional as F\nF.pad(torch.ones(1, 1, 3), (-2, 3), mode='circular')\n",
    "shape_int64_max": lambda: b"x = zeros(9223372036854775807, dtype=bool)\n",
    "shape_expand_overflow": lambda: b"x = ones(10).expand(2**62, 10)\n",
    "shape_eye_overflow": lambda: b"x = eye(2**32)\n",
    "shape_arange_overflow": lambda: b"x = arange(0.0, 1e300, 1e-300)\n",
    "shape_empty_huge_dim": lambda: b"x = zeros(2**62, 0)\nprint(x.shape, x.numel())\n",
    "huge_device_alloc": lambda: b"print('before')\nx = zeros(2**40)\n",
    "huge_matmul_operand": lambda: b"x = ones(2, 2) @ ones(2**40, 2)\n",
    "huge_cpu_alloc": lambda: b"print('before')\nx = zeros(2**40, device='cpu')\n",
    "max_memory_exceeded": lambda: b"x = zeros(1000)\ny = zeros(1000000)\n",
    "max_memory_reuse": lambda: b"for i in range(200) {\n    x = zeros(100000)\n}\nprint(memory_allocated())\n",
    "max_memory_many_live": lambda: b"xs = []\nfor i in range(10000) {\n    xs.append(zeros(10000))\n}\n",
}


def main():
    if sys.argv[1:] == ["--list"]:
        print("\n".join(INPUTS))
        return 0
    if len(sys.argv) != 2 or sys.argv[1] not in INPUTS:
        print("usage: gen.py NAME | --list", file=sys.stderr)
        return 2
    sys.stdout.buffer.write(INPUTS[sys.argv[1]]())
    return 0


if __name__ == "__main__":
    sys.exit(main())
