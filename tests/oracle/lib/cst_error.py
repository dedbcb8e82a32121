"""cst_error.py: a twin's last line when its golden ends in an error.

fail() runs the PyTorch code that must raise and prints the exception's
message as cst reports a runtime error: `NAME.cst:LINE:COL: error: MESSAGE`,
the source line and its underline (src/diag.c's layout).  The message comes
from PyTorch; the place (which expression cst blames) is written in the
twin, because it is cst's own choice.
"""
import sys


def fail(name, line, source, lo, pt, hi, run):
    """run() must raise.  lo, pt, hi: 1-based columns of the underlined span
    (hi is one past its end) and of the caret."""
    try:
        run()
    except Exception as e:  # noqa: BLE001 - any PyTorch error is the point
        message = str(e).split("\n")[0]
    else:
        raise AssertionError("expected an error")
    mark = "".join("^" if c == pt else "~" if lo <= c < hi else " " for c in range(1, max(hi, pt + 1)))
    sys.stdout.flush()
    print(f"{name}.cst:{line}:{pt}: error: {message}")
    print(f"{line:5d} | {source}")
    print(f"{'':5s} | {mark.rstrip()}")
    sys.stdout.flush()
    sys.exit(1)
