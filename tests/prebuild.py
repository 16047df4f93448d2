"""Build the sites the tests share, one after the other, in the background of a test run
(started by ``tests/conftest.py``): ``python -m tests.prebuild FOLDER FIXTURE...``."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.conftest import build_once

if __name__ == "__main__":
    for fixture in sys.argv[2:]:
        build_once(Path(sys.argv[1]), fixture)
