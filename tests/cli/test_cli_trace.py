"""`python -m react_core trace html`: the one-file share from a terminal, for a History id or a
trajectory JSON file; a name that is neither gets one clear line, and no file."""

from __future__ import annotations

import subprocess
import sys

import pytest

from react_core.cli import main as cli
from react_core.storage.store import TrajectoryStore
from tests.support.family_runs import HINT, steered_hotpotqa

pytestmark = pytest.mark.usefixtures("app_home")


def test_a_history_id_becomes_one_html_file_with_every_branch(app_home, tmp_path, capsys):
    engine, _, _ = steered_hotpotqa()
    TrajectoryStore(app_home / "history.sqlite3").save(engine.trajectory)
    out = tmp_path / "shared.html"
    assert cli.main(["trace", "html", engine.trajectory.id, "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and HINT in text and text.count('class="rx-panel"') == 2
    assert "python -m react_core trace html" in text.split("<footer>")[1]
    assert f"Wrote {out} (2 branches)" in capsys.readouterr().out
    assert not list(tmp_path.glob("*.tmp")), "written whole, through a temporary file"


def test_a_trajectory_json_file_works_too_and_the_default_name_says_what_it_is(tmp_path, monkeypatch):
    engine, _, _ = steered_hotpotqa()
    source = tmp_path / "run.json"
    source.write_text(engine.trajectory.to_json(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert cli.main(["trace", "html", str(source)]) == 0
    (written,) = tmp_path.glob("*.html")
    assert written.name == f"hotpotqa-bundled-01-react-{engine.trajectory.id}.html"


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("no-such-id", "error: No saved trajectory 'no-such-id'; it may have been deleted."),
        ("missing.json", "error: No file missing.json; give a trajectory JSON file or a History id."),
    ],
)
def test_a_name_that_is_neither_says_so_in_one_line(tmp_path, capsys, name, message):
    assert cli.main(["trace", "html", name, "-o", str(tmp_path / "x.html")]) == 1
    assert capsys.readouterr().err.strip() == message
    assert not (tmp_path / "x.html").exists()


def test_a_file_that_is_not_a_trajectory_says_why(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert cli.main(["trace", "html", str(bad), "-o", str(tmp_path / "x.html")]) == 1
    assert capsys.readouterr().err.startswith("error: Not a valid trajectory file:")


def test_trace_alone_lists_its_actions():
    done = subprocess.run([sys.executable, "-m", "react_core", "trace"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "html" in done.stdout and "one self-contained HTML file" in done.stdout
