#!/usr/bin/python3
"""compare.py EXPECTED ACTUAL [CASES...]: compares two "@@@ case NAME" files.

Prints "N passed, M failed" and the first few differences, each with the
comment line that cases.txt keeps for the case (how it was made).  Exit
status 0 when every expected case matched.  Any Python 3 will do.
"""
import difflib
import sys

SHOW = 5


def records(path):
    out = {}
    order = []
    name = None
    lines = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if line.startswith("@@@ case "):
                if name is not None:
                    out[name] = "".join(lines)
                name = line[len("@@@ case "):].strip()
                order.append(name)
                lines = []
            elif name is not None:
                lines.append(line)
    if name is not None:
        out[name] = "".join(lines)
    return out, order


def comments(paths):
    out = {}
    for path in paths:
        last = None
        with open(path) as f:
            for line in f:
                if line.startswith("# "):
                    last = line[2:].rstrip("\n")
                elif line.startswith("case "):
                    out[line[5:].strip()] = last
    return out


def main():
    expected, order = records(sys.argv[1])
    actual, _ = records(sys.argv[2])
    notes = comments(sys.argv[3:])
    failed = [name for name in order if actual.get(name) != expected[name]]
    for name in failed[:SHOW]:
        print(f"--- case {name}: {notes.get(name, '')}")
        if name not in actual:
            print("    (no output for this case)")
            continue
        diff = difflib.unified_diff(expected[name].splitlines(), actual[name].splitlines(),
                                    "expected", "actual", lineterm="", n=2)
        for line in diff:
            print("    " + line)
    print(f"{len(order) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed or not order else 0


if __name__ == "__main__":
    sys.exit(main())
