"""The CI gate: `eval --show NEW --baseline OLD --fail-below X` on stored batches, and its refusals."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from react_core.cli import eval as cli
from react_core.cli.eval_gate import CANNOT_COMPARE, GATE_FAILED, USAGE
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.spec import BatchSpec
from tests.support.stored_batches import store_batch

ROOT = Path(__file__).resolve().parents[2]
SPEC = BatchSpec(task_set="hotpotqa:bundled", methods=("react", "act"), models=("m",))
BASELINE = [1.0] * 14 + [0.0] * 6  # 70% on t0..t19
BETTER = BASELINE[:14] + [1.0] * 4 + [0.0] * 2  # t14..t17 now right, nothing lost: 90%
WORSE = [0.0] * 8 + [1.0] * 6 + [0.0] * 6  # t0..t7 now wrong, nothing gained: 30%


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    cli.add_arguments(parser)
    return parser.parse_args(list(argv))


@pytest.fixture
def db(tmp_path) -> Path:
    path = tmp_path / "eval.sqlite3"
    store = ResultsStore(path)
    store_batch(store, "base", SPEC, {"react": BASELINE, "act": BASELINE})
    store_batch(store, "better", SPEC, {"react": BETTER, "act": BASELINE})
    store_batch(store, "worse", SPEC, {"react": WORSE, "act": BASELINE})
    return path


def gate(db: Path, *argv: str) -> int:
    return cli.main(parse("--results", str(db), *argv))


def test_a_better_batch_passes_and_a_worse_one_fails_the_gate(db, capsys):
    assert gate(db, "--show", "better", "--baseline", "base", "--fail-below", "5") == 0
    out = capsys.readouterr().out
    assert "Gate passed (--fail-below 5): no method is worse by more than 5 points" in out

    assert gate(db, "--show", "worse", "--baseline", "base", "--fail-below", "5") == GATE_FAILED
    out = capsys.readouterr().out
    assert out.rstrip().endswith(  # act did not change: only react fails
        "Gate FAILED (--fail-below 5): worse by more than 5 points with 95% confidence: "
        "react (m) by 40.0 points, interval [-60.0, -20.0]."
    )


def test_a_drop_larger_than_the_threshold_that_the_interval_cannot_confirm_passes(db, capsys):
    """React lost 40 points, but with 20 tasks the interval's upper bound is about -20: not surely
    worse by more than 30."""
    assert gate(db, "--show", "worse", "--baseline", "base", "--fail-below", "30") == 0
    assert "Gate passed (--fail-below 30)" in capsys.readouterr().out


def test_without_fail_below_the_comparison_is_printed_and_exits_0(db, capsys):
    assert gate(db, "--show", "worse", "--baseline", "base") == 0
    out = capsys.readouterr().out
    assert "## Batch worse against baseline base (paired by task" in out
    assert "Gate" not in out.split("## Batch worse against")[1]


def test_the_table_has_each_methods_scores_difference_and_interval(db, capsys):
    gate(db, "--show", "worse", "--baseline", "base")
    lines = capsys.readouterr().out.splitlines()
    react = next(line for line in lines if line.startswith("react ") and "[" in line).split()
    act = next(line for line in lines if line.startswith("act ") and "[" in line).split()
    assert react[:6] == ["react", "m", "20", "70.0", "30.0", "-40.0"]
    low, high = float(react[6].strip("[,")), float(react[7].strip("]"))
    assert -62 < low < -38 < high < -15
    assert act[:6] == ["act", "m", "20", "70.0", "70.0", "+0.0"] and act[6:] == ["[+0.0,", "+0.0]"]


def test_the_tasks_that_got_better_and_worse_are_listed_with_old_and_new_score(db, capsys):
    gate(db, "--show", "better", "--baseline", "base")
    out = capsys.readouterr().out
    assert "react (m): better on 4 tasks\n  t14: 0 -> 100\n  t15: 0 -> 100\n  t16: 0 -> 100\n  t17: 0 -> 100\n" in out
    assert "react (m): worse on 0 tasks\nreact (m): unchanged on 16 tasks" in out
    assert "act (m): better on 0 tasks\nact (m): worse on 0 tasks\nact (m): unchanged on 20 tasks" in out
    gate(db, "--show", "worse", "--baseline", "base")
    out = capsys.readouterr().out
    assert "react (m): worse on 8 tasks\n" + "".join(f"  t{i}: 100 -> 0\n" for i in range(8)) in out


def test_graded_scores_are_listed_in_points(tmp_path, capsys):
    store = ResultsStore(tmp_path / "eval.sqlite3")
    spec = BatchSpec(task_set="webshop:bundled", methods=("react",), models=("m",))
    store_batch(store, "old", spec, {"react": [0.5, 0.25, 1.0]})
    store_batch(store, "new", spec, {"react": [0.75, 0.125, 1.0]})
    assert gate(tmp_path / "eval.sqlite3", "--show", "new", "--baseline", "old") == 0
    out = capsys.readouterr().out
    assert "react (m): better on 1 task\n  t0: 50 -> 75\n" in out and "  t1: 25 -> 12.5\n" in out


def test_one_model_each_pairs_the_two_models(tmp_path, capsys):
    store = ResultsStore(tmp_path / "eval.sqlite3")
    store_batch(store, "old", BatchSpec("hotpotqa:bundled", ("react",), ("embedded:0.5b",)), {"react": [1, 1, 0]})
    store_batch(store, "new", BatchSpec("hotpotqa:bundled", ("react",), ("embedded:1.5b",)), {"react": [1, 1, 1]})
    assert gate(tmp_path / "eval.sqlite3", "--show", "new", "--baseline", "old") == 0
    out = capsys.readouterr().out
    assert "react (embedded:0.5b -> embedded:1.5b): better on 1 task\n  t2: 0 -> 100" in out


def test_methods_only_one_batch_ran_are_named_and_not_compared(tmp_path, capsys):
    store = ResultsStore(tmp_path / "eval.sqlite3")
    store_batch(store, "old", SPEC, {"react": [1, 0], "act": [1, 0]})
    store_batch(store, "new", BatchSpec("hotpotqa:bundled", ("react", "cot"), ("m",)), {"react": [1, 0], "cot": [0, 0]})
    assert gate(tmp_path / "eval.sqlite3", "--show", "new", "--baseline", "old", "--fail-below", "0") == 0
    out = capsys.readouterr().out
    assert "Not compared, only in the new batch: cot" in out and "Not compared, only in the baseline: act" in out


def test_the_gate_exit_code_comes_through_the_command_line(db):
    env = {**os.environ, "REACT_HOME": str(db.parent / "home")}
    command = [sys.executable, "-m", "react_core", "eval", "--results", str(db), "--baseline", "base"]
    worse = subprocess.run([*command, "--show", "worse", "--fail-below", "5"], cwd=ROOT, env=env, capture_output=True)
    better = subprocess.run([*command, "--show", "better", "--fail-below", "5"], cwd=ROOT, env=env, capture_output=True)
    assert (worse.returncode, better.returncode) == (GATE_FAILED, 0), worse.stderr + better.stderr


# ----- refusals ---------------------------------------------------------------------------


def refused(db: Path, capsys, *argv: str, code: int = CANNOT_COMPARE) -> str:
    assert gate(db, *argv) == code
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def test_a_baseline_that_does_not_exist_is_refused(db, capsys):
    err = refused(db, capsys, "--show", "worse", "--baseline", "nope", "--fail-below", "5")
    assert "No batch 'nope'" in err and "eval --list" in err


def test_a_baseline_on_another_task_set_is_refused_naming_the_tasks_that_differ(db, capsys):
    store = ResultsStore(db)
    store_batch(store, "longer", SPEC, {"react": BASELINE + [1.0, 1.0], "act": BASELINE + [1.0, 1.0]})
    err = refused(db, capsys, "--show", "longer", "--baseline", "base", "--fail-below", "5")
    assert "The baseline was run on another task set: 2 tasks only in the new batch (t20, t21)" in err
    assert "same --set, --limit, --sample and --seed" in err
    assert len(store.frame("longer")) == 44 and len(store.frame("base")) == 40  # nothing lost


def test_batches_with_no_method_in_common_are_refused(db, capsys):
    store_batch(ResultsStore(db), "cot-only", BatchSpec("hotpotqa:bundled", ("cot",), ("m",)), {"cot": BASELINE})
    err = refused(db, capsys, "--show", "cot-only", "--baseline", "base")
    assert "No method in common: the new batch ran cot, the baseline react, act." in err


def test_an_unfinished_batch_is_refused_and_said_to_be_unfinished(db, capsys):
    store = ResultsStore(db)
    store_batch(store, "half", SPEC, {"react": BASELINE, "act": BASELINE[:10]}, total=40, status="stopped")
    err = refused(db, capsys, "--show", "half", "--baseline", "base")
    assert "act (m) has episodes of 10 tasks missing from the new batch (t10, t11," in err
    assert "(batch half has finished 30 of its 40 episodes: run its command again to finish it)" in err


def test_a_batch_compared_with_itself_or_with_a_missing_database_is_refused(db, capsys, tmp_path):
    assert "is the baseline itself" in refused(db, capsys, "--show", "base", "--baseline", "base")
    missing = tmp_path / "elsewhere.sqlite3"
    err = refused(db, capsys, "--show", "worse", "--baseline", "base", "--baseline-results", str(missing))
    assert f"No results database at {missing}" in err and not missing.exists()


def test_the_same_batch_id_in_another_database_is_another_batch_and_is_compared(db, capsys, tmp_path):
    """Default ids come from the settings, so a CI run with the baseline's settings gets the baseline's id."""
    elsewhere = tmp_path / "ci.sqlite3"
    store_batch(ResultsStore(elsewhere), "base", SPEC, {"react": WORSE, "act": BASELINE})
    code = cli.main(
        parse(
            "--results",
            str(elsewhere),
            "--show",
            "base",
            "--baseline",
            "base",
            "--baseline-results",
            str(db),
            "--fail-below",
            "5",
        )
    )
    assert code == GATE_FAILED and "react (m): worse on 8 tasks" in capsys.readouterr().out


def test_gate_options_that_cannot_apply_are_usage_errors(db, capsys):
    assert "go with --baseline" in refused(db, capsys, "--show", "worse", "--fail-below", "5", code=USAGE)
    assert "0 or more, not -2" in refused(
        db, capsys, "--show", "worse", "--baseline", "base", "--fail-below", "-2", code=USAGE
    )
    assert "leave out --list" in refused(db, capsys, "--list", "--baseline", "base", code=USAGE)


def test_a_run_whose_baseline_cannot_be_compared_is_refused_before_any_model_call(db, capsys, monkeypatch, tmp_path):
    """The bundled set's task ids are not the stored baseline's t0..t19: nothing runs, nothing is stored."""
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")  # would fail loudly if a model were called
    run = ("--set", "hotpotqa:bundled", "--methods", "react", "--limit", "2", "--no-history", "--batch", "new")
    err = refused(db, capsys, *run, "--baseline", "base")
    assert "2 tasks only in the new batch (hotpotqa-bundled-01, hotpotqa-bundled-02)" in err
    assert "Nothing was run." in err and ResultsStore(db).spec("new") is None
    err = refused(db, capsys, *run, "--baseline", "nope")
    assert "No batch 'nope'" in err and ResultsStore(db).spec("new") is None


def test_a_run_with_a_baseline_runs_then_gates_what_it_ran(tmp_path):
    """The CI job's own path: a batch run against an endpoint, compared with a stored baseline that
    answered both questions; this model answers neither, so the gate fails and the batch stays stored."""
    from tests.support.fake_openai_server import FakeOpenAIServer, Scripted
    from tests.support.stored_batches import episode

    db = tmp_path / "eval.sqlite3"
    store = ResultsStore(db)
    tasks = ["hotpotqa-bundled-01", "hotpotqa-bundled-02"]
    store.open_batch("main", BatchSpec("hotpotqa:bundled", ("react",), ("fake-model",), limit=2).to_dict(), 2)
    for task in tasks:
        store.record(episode("main", task, "react", 1.0, model="fake-model"))
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.default = Scripted(texts=[" I know this.\nAction 1: Finish[Atlantis]"])
        env = {
            **os.environ,
            "OPENAI_BASE_URL": server.base_url,
            "OPENAI_API_KEY": "test-key",
            "REACT_HOME": str(tmp_path / "home"),
            "REACT_CACHE": "0",
        }
        done = subprocess.run(
            [sys.executable, "-m", "react_core", "eval", "--set", "hotpotqa:bundled", "--methods", "react"]
            + ["--models", "fake-model", "--limit", "2", "--results", str(db), "--batch", "ci-1"]
            + ["--baseline", "main", "--fail-below", "50"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == GATE_FAILED, done.stdout + done.stderr
    assert "react (fake-model): worse on 2 tasks\n  hotpotqa-bundled-01: 100 -> 0\n" in done.stdout
    assert "Gate FAILED (--fail-below 50)" in done.stdout
    assert len(ResultsStore(db).frame("ci-1")) == 2 and len(ResultsStore(db).frame("main")) == 2
