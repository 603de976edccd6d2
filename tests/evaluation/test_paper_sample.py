"""The paper's 500-question draw: hotpotqa.ipynb / FEVER.ipynb shuffle range(7405) with Random(233)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from react_core.cli import eval as cli
from react_core.evaluation.tasksets import (
    TaskSetError,
    load_set,
    paper_indices,
    paper_sample,
    parse_set,
)
from react_core.trajectory.task import Task

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "react-repo"
HOTPOT = SHARED / "hotpot_dev_v1_simplified.json"
FEVER = SHARED / "paper_dev.jsonl"


def notebook_indices() -> list[int]:
    # Written as the paper's notebooks write it.
    idxs = list(range(7405))
    random.Random(233).shuffle(idxs)
    return idxs[:500]


def test_the_draw_is_the_notebooks_shuffle_and_not_a_seed_0_sample():
    assert paper_indices() == notebook_indices() and len(set(paper_indices())) == 500
    assert paper_indices(3) == notebook_indices()[:3]
    assert paper_indices() != sorted(random.Random(0).sample(range(7405), 500))


def test_a_set_that_is_not_the_whole_dev_file_is_refused():
    tasks = [Task(f"q{i}", "hotpotqa", "q?", gold="a", meta={"index": i}) for i in range(50)]
    with pytest.raises(TaskSetError, match="7405"):
        paper_sample(tasks)


def test_the_set_suffix_is_not_part_of_the_source():
    assert parse_set("fever:/x/paper_dev.jsonl@paper-sample") == ("fever", "/x/paper_dev.jsonl")


@pytest.mark.skipif(not HOTPOT.is_file(), reason=f"{HOTPOT} not present (../shared)")
def test_hotpotqa_paper_sample_holds_the_papers_questions_in_its_order():
    data = json.loads(HOTPOT.read_text())
    tasks = load_set(f"hotpotqa:{HOTPOT}@paper-sample")
    assert len(tasks) == 500
    for task, index in zip(tasks, notebook_indices()):
        assert task.text == data[index]["question"].strip() and task.gold == data[index]["answer"]
    assert [t.text for t in load_set(f"hotpotqa:{HOTPOT}@paper-sample", limit=3)] == [t.text for t in tasks[:3]]


@pytest.mark.skipif(not FEVER.is_file(), reason=f"{FEVER} not present (../shared)")
def test_fever_paper_sample_is_the_same_draw_over_paper_dev():
    claims = [json.loads(line) for line in FEVER.read_text().splitlines() if line.strip()]
    tasks = load_set(f"fever:{FEVER}@paper-sample")
    assert len(tasks) == 500 and max(notebook_indices()) < 7405 < len(claims)
    for task, index in zip(tasks, notebook_indices()):
        assert task.text == claims[index]["claim"].strip()


@pytest.mark.skipif(not HOTPOT.is_file(), reason=f"{HOTPOT} not present (../shared)")
def test_the_cli_flag_runs_the_papers_questions(tmp_path, monkeypatch):
    seen = {}

    class Stop(Exception):
        pass

    def fake_runner(spec, **kwargs):
        seen["tasks"] = load_set(spec.task_set, limit=spec.limit, sample=spec.sample, seed=spec.seed)
        raise Stop

    monkeypatch.setattr("react_core.evaluation.runner.BatchRunner", fake_runner)
    parser = cli.argparse.ArgumentParser()
    cli.add_arguments(parser)
    args = parser.parse_args(
        [
            "--results",
            str(tmp_path / "e.sqlite3"),
            "--set",
            f"hotpotqa:{HOTPOT}",
            "--paper-sample",
            "--limit",
            "2",
            "--methods",
            "react",
            "--no-history",
        ]
    )
    with pytest.raises(Stop):
        cli._run(args, None)
    data = json.loads(HOTPOT.read_text())
    assert [t.text for t in seen["tasks"]] == [data[i]["question"].strip() for i in notebook_indices()[:2]]
    args.sample = 5
    with pytest.raises(ValueError, match="paper-sample"):
        cli._run(args, None)
