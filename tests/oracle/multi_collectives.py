# Twin of tests/golden/multi_collectives.cst: the collectives on 2 devices (lib/multi_device.py).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from multi_device import collectives  # noqa: E402

collectives(2)
