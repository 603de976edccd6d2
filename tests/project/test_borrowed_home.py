"""Tests and benchmarks run in a borrowed home: the person's own REACT_HOME lends only what takes
minutes to build (the server and the weights) and receives nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from react_core.common.paths import react_home
from tools.borrowed_home import BUILT, borrowed_home, usual_home


def test_the_test_session_never_runs_in_the_persons_home() -> None:
    person = Path.home() / ".cache" / "react-workbench"
    assert react_home() != person
    assert react_home().name.startswith("react-tests-home-")
    for name in BUILT:  # the embedded tests still find the server and the weights
        assert (react_home() / name).is_symlink()


def test_a_borrowed_home_links_the_built_parts_and_nothing_else(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    usual = tmp_path / "usual"
    (usual / "weights").mkdir(parents=True)
    (usual / "weights" / "model.gguf").write_text("weights")
    (usual / "evaluation.sqlite3").write_text("a person's results")
    monkeypatch.setenv("REACT_HOME", str(usual))
    assert usual_home() == usual

    home = borrowed_home("test-", tmp_path / "borrowed")

    assert (home / "weights" / "model.gguf").read_text() == "weights"
    assert (home / "bin").resolve() == (
        usual / "bin"
    ).resolve()  # made in the usual home, so the next borrower finds it
    assert not (home / "evaluation.sqlite3").exists()
    (home / "waiting").mkdir()  # what the borrower writes stays in its own folder
    assert not (usual / "waiting").exists()


def test_borrowing_twice_keeps_the_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "usual"))
    home = borrowed_home("test-", tmp_path / "borrowed")
    again = borrowed_home("test-", home)
    assert again == home and all((home / name).is_symlink() for name in BUILT)
