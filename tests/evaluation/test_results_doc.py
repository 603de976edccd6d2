"""The results document: a stored batch becomes a committed snapshot of aggregates (never a task's
text), and docs/results.md is exactly what `results write` makes of the committed snapshots."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from react_core.cli.eval_results import BATCHES, DOCUMENT, NOTES
from react_core.data.tasks import load_tasks
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.results_doc import read_snapshots, render
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.evaluation.snapshot import bootstrap, make_snapshot, write_snapshot
from tests.support.scripted_model import ScriptedModel

ROOT = Path(__file__).resolve().parents[2]


def _fever_batch(tmp_path, monkeypatch) -> tuple[ResultsStore, str]:
    """Four bundled claims, ReAct and CoT-SC (3 samples), a model that always says SUPPORTS."""
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    model = ScriptedModel(default=" It holds.\nAction 1: Finish[SUPPORTS]\nAnswer: SUPPORTS")
    store = ResultsStore(tmp_path / "eval.sqlite3")
    spec = BatchSpec("fever:bundled", ("cot_sc", "react"), models=("scripted",), limit=4, samples=3)
    report = BatchRunner(spec, results=store, model_factory=lambda _label: model, concurrency=1).run()
    assert report.complete
    return store, report.batch_id


def test_a_snapshot_holds_aggregates_with_intervals_and_no_task_text(tmp_path, monkeypatch):
    store, batch = _fever_batch(tmp_path, monkeypatch)
    snapshot = make_snapshot(store, batch, note="two claims per label; a smoke test")
    assert snapshot["sections"] == ["table1-fever", "figure2-cot-sc"]
    assert snapshot["command"].startswith("python -m react_core eval --set fever:bundled --methods cot_sc,react")
    react = next(r for r in snapshot["rows"] if r["method"] == "react")
    assert react["n"] == 4 and react["score"][1] <= react["score"][0] <= react["score"][2]
    assert sum(sum(answers.values()) for answers in react["confusion"].values()) == 4
    assert set(answers for row in react["confusion"].values() for answers in row) <= {"SUPPORTS"}
    text = json.dumps(snapshot)
    for task in load_tasks("fever", "bundled")[:4]:
        assert task.text not in text  # aggregates only


def test_write_renders_each_section_beside_the_papers_numbers_and_keeps_the_notes(tmp_path, monkeypatch):
    store, batch = _fever_batch(tmp_path, monkeypatch)
    write_snapshot(make_snapshot(store, batch), tmp_path / "batches")
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "table1-fever.md").write_text("Hand-written: why these numbers are small.\n")
    document = render(read_snapshots(tmp_path / "batches"), notes)
    assert "## Table 1: FEVER" in document and "Hand-written: why these numbers are small." in document
    assert f"### Batch `{batch}`" in document and "| ReAct | scripted | 4 |" in document
    assert "| 60.9 |" in document  # the paper's ReAct FEVER accuracy beside ours
    assert "## Figure 2: CoT-SC samples" in document
    assert "Figure 2 is a plot (FEVER, PaLM-540B): CoT-SC reaches 60.4" in document  # the batch's own panel
    # FEVER's confusion matrix is a table per method: gold label in rows, the answer in columns.
    assert "ReAct, scripted: gold label in rows, the answer given in columns" in document
    header = next(line for line in document.splitlines() if line.startswith("| gold \\ answer |"))
    assert header.endswith("| claims |")


def _searching_batch(tmp_path, monkeypatch) -> tuple[ResultsStore, str]:
    """Two bundled claims, ReAct and CoT-SC: ReAct searches a page the corpus lacks, then one it
    has, then answers; CoT-SC's three samples split 2 to 1."""
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))

    def reply(request):
        if request.n > 1:  # CoT-SC's samples
            return ["Answer: SUPPORTS", "Answer: SUPPORTS", "Answer: REFUTES"]
        if "Observation 2:" in request.prompt.rsplit("Claim:", 1)[-1]:
            return " It says enough.\nAction 3: Finish[SUPPORTS]"
        if "Observation 1:" in request.prompt.rsplit("Claim:", 1)[-1]:
            return " Try the page.\nAction 2: Search[Charles Darwin]"
        return " Search first.\nAction 1: Search[Qwxzy Nonexistent Page]"

    store = ResultsStore(tmp_path / "eval.sqlite3")
    spec = BatchSpec("fever:bundled", ("react", "cot_sc"), models=("scripted",), limit=2, samples=3)
    report = BatchRunner(
        spec, results=store, model_factory=lambda _label: ScriptedModel(default=reply), concurrency=1
    ).run()
    assert report.complete
    return store, report.batch_id


def test_a_knowledge_snapshot_counts_searches_that_found_a_page_and_scores_the_back_offs(tmp_path, monkeypatch):
    store, batch = _searching_batch(tmp_path, monkeypatch)
    snapshot = make_snapshot(store, batch)
    rows = {r["method"]: r for r in snapshot["rows"]}
    assert rows["react"]["searches"] == {"made": 4, "found": 2, "episodes_with_page": 2}
    assert "searches" not in rows["cot_sc"]  # CoT-SC never searches
    # The paper's back-offs, scored from the batch's own ReAct and CoT-SC episodes (all seven rows of Table 1).
    assert {"react_cot_sc_combined", "cot_sc_react_combined"} <= set(rows)
    assert rows["react_cot_sc_combined"]["backed_off"] == 0  # ReAct answered both claims itself
    assert rows["cot_sc_react_combined"]["n"] == 2 and "calls" not in rows["cot_sc_react_combined"]
    assert snapshot["episodes"] == 4  # ReAct and CoT-SC only: a combined row is not an episode
    write_snapshot(snapshot, tmp_path / "batches")
    document = render(read_snapshots(tmp_path / "batches"), tmp_path / "notes")
    assert "Searches that found a page: ReAct: 2 of 4 (50%), in 2 of 2 episodes" in document
    assert "| ReAct -> CoT-SC (combined) | scripted | 2 |" in document and "| 62.0 |" in document


def test_the_bootstrap_interval_holds_the_mean_and_is_seeded():
    assert bootstrap([1.0, 0.0, 1.0, 1.0]) == bootstrap([1.0, 0.0, 1.0, 1.0])
    mean, low, high = bootstrap([1.0] * 3 + [0.0] * 7)
    assert mean == 30.0 and low < 30.0 < high


def test_the_committed_results_document_is_what_results_write_makes():
    """Regenerated from the committed snapshots and notes, so it cannot go stale."""
    assert DOCUMENT.read_text(encoding="utf-8") == render(read_snapshots(BATCHES), NOTES), (
        "docs/results.md is stale: run `python -m react_core results write`"
    )


def test_the_command_line_writes_the_document(tmp_path):
    out = tmp_path / "results.md"
    done = subprocess.run(
        [sys.executable, "-m", "react_core", "results", "write", "--out", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert out.read_text() == DOCUMENT.read_text()
