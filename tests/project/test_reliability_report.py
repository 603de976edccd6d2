"""The reliability report (docs/reliability.md) runs from a clean checkout and prints its table.

It is run as a user runs it, in a fresh process, with small amounts so the suite stays quick;
the figures themselves are docs/reliability.md's, from a run with the default amounts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SMALL = ["--replies", "40", "--files", "10", "--episodes", "2"]
TABLE = [
    "replies parsed (5 parsers each):      40  tracebacks: 0",
    "server faults (each kind once):       12  tracebacks or errors without cause/fix: 0",
    "question and trajectory files read:   30",
    "episodes: 2, faults injected:",
    "TOTAL tracebacks: 0, steps lost: 0",
]


def test_the_report_prints_its_table_and_exits_0(tmp_path):
    done = _run(["tools/reliability_report.py", *SMALL], tmp_path)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    for line in TABLE:
        assert line in done.stdout, f"missing {line!r} in:\n{done.stdout}"


def test_it_also_starts_as_a_module(tmp_path):
    """`python -m tools.reliability_report` imports the same code; --help stops after the imports."""
    done = _run(["-m", "tools.reliability_report", "--help"], tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "--episodes" in done.stdout


def _run(arguments: list[str], home: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *arguments],
        cwd=ROOT,
        env={**os.environ, "REACT_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=120,
    )
