# Twin of tests/golden/multi_copies_4.cst: copies between 4 devices (lib/multi_device.py).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from multi_device import copies  # noqa: E402

copies(4)
