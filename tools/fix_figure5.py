"""Make the Figure 5 fix for real and keep it: the demo's two edits, then the model resumes to the end.

    .venv/bin/python -m tools.fix_figure5        # prints the saved trajectory's id and how it ended

The run is saved in History like one made on the Run page, so `python -m react_core prompts add
--from ID --set NAME` can turn the fixed branch into an exemplar (README: "From a fixed run to a
better prompt"). Greedy decoding, as the demo's own resume; the configured model (embedded by default).
"""

from __future__ import annotations

import argparse

from react_core.engine.assemble import open_engine
from react_core.engine.demos import load_figure5
from react_core.models.factory import open_model, stop_embedded_servers
from react_core.storage.store import TrajectoryStore


def main() -> int:
    # No options; --help says what the script does instead of doing it.
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    demo = load_figure5()
    engine = open_engine(demo.trajectory, open_model(), sink=TrajectoryStore())
    for edit in demo.edits:
        engine.steering.apply(edit.change)
    try:
        branch = engine.run()
    finally:
        stop_embedded_servers()
    actions = sum(1 for s in engine.trajectory.steps_of() if s.kind.value == "action")
    won = bool(branch.success)
    print(
        f"trajectory {engine.trajectory.id} branch {branch.name}: {'won' if won else 'not won'} after {actions} actions"
    )
    return 0 if won else 1


if __name__ == "__main__":
    raise SystemExit(main())
