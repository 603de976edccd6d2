"""`python -m react_core eval`: listing batches, showing a stored batch's tables, exporting it."""

from __future__ import annotations

import argparse

import pandas as pd

from react_core.cli import eval as cli
from react_core.evaluation.results import ResultsStore
from tests.evaluation.test_eval_runner import QuizModel, make_runner
from tests.support.echo_env import EchoEnv  # noqa: F401


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    cli.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_show_prints_the_table_1_layout_and_exports_csv_and_parquet(tmp_path, capsys):
    report = make_runner(tmp_path, QuizModel(), methods=("react", "cot_sc")).run()
    db = str(tmp_path / "eval.sqlite3")
    code = cli.main(
        parse(
            "--results",
            db,
            "--show",
            report.batch_id,
            "--csv",
            str(tmp_path / "o.csv"),
            "--parquet",
            str(tmp_path / "o.parquet"),
        )
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "Table 1 layout" in out and "ReAct -> CoT-SC" in out and "PaLM-540B (paper)" in out and "35.1" in out
    assert "50.0 (n=6)" in out  # ReAct: 3 of 6 right, with its episode count
    assert "Failure breakdown" in out and "Score vs CoT-SC samples" in out
    assert len(pd.read_csv(tmp_path / "o.csv")) == 12 and len(pd.read_parquet(tmp_path / "o.parquet")) == 12


def test_list_names_each_batch_with_its_progress(tmp_path, capsys):
    report = make_runner(tmp_path, QuizModel()).run()
    assert cli.main(parse("--results", str(tmp_path / "eval.sqlite3"), "--list")) == 0
    out = capsys.readouterr().out
    assert report.batch_id in out and "done" in out and "12" in out


def test_an_unknown_batch_or_set_is_a_one_line_error(tmp_path, capsys):
    db = str(tmp_path / "eval.sqlite3")
    assert cli.main(parse("--results", db, "--show", "nope")) == 1
    assert cli.main(parse("--results", db, "--set", "trivia:bundled", "--methods", "react")) == 1
    err = capsys.readouterr().err
    assert "no batch 'nope'" in err and "Unknown task set 'trivia:bundled'" in err and "Traceback" not in err


def test_a_question_file_with_paragraphs_is_said_to_be_searched_in_them(tmp_path, monkeypatch):
    import json

    from react_core.data.tasks import load_tasks
    from tests.data.test_data_corpus import LIST_LAYOUT

    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    path = tmp_path / "q.json"
    path.write_text(json.dumps(LIST_LAYOUT))
    args = parse("--set", f"hotpotqa:{path}")
    assert cli._searched_in(load_tasks("hotpotqa", str(path))[0], args).startswith("searching 3 pages in ")


def test_defaults_are_the_papers_four_knowledge_methods_and_21_samples():
    args = parse()
    assert args.methods == "react,act,cot,cot_sc" and args.samples == 21 and args.concurrency == 4
    assert args.task_set == "hotpotqa:bundled" and not args.ray


def test_the_command_runs_a_batch_against_an_endpoint_and_a_rerun_resumes_it(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

    root = Path(__file__).resolve().parents[2]
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.default = Scripted(texts=[" I know this.\nAction 1: Finish[Zanzibar]"])
        env = {
            **os.environ,
            "OPENAI_BASE_URL": server.base_url,
            "REACT_HOME": str(tmp_path / "home"),
            "REACT_CACHE": "0",
            "OPENAI_API_KEY": "test-key",
        }
        command = [
            sys.executable,
            "-m",
            "react_core",
            "eval",
            "--set",
            "hotpotqa:bundled",
            "--methods",
            "react",
            "--models",
            "fake-model",
            "--limit",
            "3",
            "--concurrency",
            "2",
        ]
        first = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=120)
        assert first.returncode == 0, first.stderr
        assert "3 episodes" in first.stderr and "0 already finished" in first.stderr
        assert "searching the bundled pages (52)" in first.stderr
        assert "Table 1 layout" in first.stdout and "fake-model" in first.stdout
        calls = len(server.completion_requests)
        again = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=120)
        assert again.returncode == 0 and "3 already finished" in again.stderr
        assert len(server.completion_requests) == calls


def test_a_damaged_results_file_is_set_aside_and_the_cli_starts_fresh(tmp_path, capsys, caplog):
    db = tmp_path / "eval.sqlite3"
    db.write_bytes(b"not sqlite at all" * 50)
    assert cli.main(parse("--results", str(db), "--list")) == 0
    assert "No batches yet." in capsys.readouterr().out
    assert any(
        "moved aside untouched" in r.getMessage() and "eval.sqlite3.corrupt-" in r.getMessage() for r in caplog.records
    )


def test_show_prints_fevers_confusion_matrix_gold_by_answer(tmp_path, capsys):
    from react_core.evaluation.spec import BatchSpec
    from tests.support.stored_batches import store_fever_batch

    db = tmp_path / "eval.sqlite3"
    store_fever_batch(
        ResultsStore(db),
        "fever-b",
        BatchSpec("fever:bundled", ("react",), ("m",)),
        {"react": [("NOT ENOUGH INFO", "SUPPORTS"), ("NOT ENOUGH INFO", "NOT SUPPORTS"), ("SUPPORTS", "SUPPORTS")]},
    )
    assert cli.main(parse("--results", str(db), "--show", "fever-b")) == 0
    out = capsys.readouterr().out
    assert "FEVER confusion matrix" in out
    row = next(line for line in out.splitlines() if line.rstrip().endswith("2") and "NOT ENOUGH INFO" in line)
    assert row.split()[-6:] == ["1", "0", "0", "1", "0", "2"], row  # SUPPORTS, REFUTES, NEI, invalid, none, episodes
