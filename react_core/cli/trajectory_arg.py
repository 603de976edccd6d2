"""TRAJECTORY on the command line: a History id or a trajectory JSON file, read once here for every
`trace` action."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported where used, so --help stays light
    from react_core.trajectory.trajectory import Trajectory


def load_trajectory(named: str) -> Trajectory:
    """A trajectory from a JSON file if `named` is one, else from History by id; errors say which."""
    from react_core.storage.store import TrajectoryStore
    from react_core.trajectory.trajectory import Trajectory

    path = Path(named)
    if path.suffix.lower() == ".json" or path.is_file():
        if not path.is_file():
            raise FileNotFoundError(f"No file {named}; give a trajectory JSON file or a History id.")
        return Trajectory.from_json(path.read_text(encoding="utf-8", errors="replace"))
    return TrajectoryStore().load(named)
