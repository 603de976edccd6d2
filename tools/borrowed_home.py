"""A fresh REACT_HOME that borrows the expensive parts of the usual one.

Tests and benchmarks must not write into a person's own home: a test's "person waiting" marker
paused a real batch there, and tests on the embedded model fed their pace into the home's measured
throughput. They also must not build llama.cpp or assemble the weights again. So a borrowed home is
a new folder whose `bin/` and `weights/` (and, where asked, derived caches such as the Wikipedia
corpus) are links to the usual home's; everything else (history, results, slot caches, markers,
the measured pace) starts empty there.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

BUILT = ("bin", "weights")  # the server build and the model's weights: minutes to make again


def usual_home() -> Path:
    """The home a person's app uses: REACT_HOME, else ~/.cache/react-workbench (common/paths.py)."""
    configured = os.environ.get("REACT_HOME")
    return Path(configured).expanduser() if configured else Path.home() / ".cache" / "react-workbench"


def borrowed_home(prefix: str, folder: Path | None = None, borrow: tuple[str, ...] = BUILT) -> Path:
    """A home at `folder` (default: a new temporary folder) linking `borrow` from the usual home.
    A part the usual home lacks is made there first, so what one borrower builds the next one finds."""
    usual = usual_home()
    home = folder if folder is not None else Path(tempfile.mkdtemp(prefix=prefix))
    home.mkdir(parents=True, exist_ok=True)
    for name in borrow:
        link = home / name
        if link.exists() or link.is_symlink():
            continue
        (usual / name).mkdir(parents=True, exist_ok=True)
        link.symlink_to(usual / name, target_is_directory=True)
    return home
