"""The command line's prompt sets: `prompts list`, `run --prompts`, `eval --prompts`, and the set
named in a batch's header so batches with different sets can be told apart."""

from __future__ import annotations

import argparse
import json

import pytest

from react_core.cli import eval as eval_cli
from react_core.cli import main as cli
from react_core.engine.exemplars import add_exemplar
from react_core.prompting import prompt_sets
from tests.evaluation.test_eval_runner import QuizModel, make_runner
from tests.support.fake_openai_server import FakeOpenAIServer


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(prompt_sets.PAPER_ENV, raising=False)
    for name in ("OPENAI_API_KEY", "REACT_PROVIDER", "REACT_CONFIG", "REACT_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("REACT_CACHE", "0")
    return tmp_path / "home"


def eval_args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    eval_cli.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_prompts_list_shows_project_paper_when_given_and_user_sets(tmp_path, capsys):
    add_exemplar("mine", "fever", "react", "Claim: a.\nThought 1: b\nAction 1: Finish[SUPPORTS]")
    assert cli.main(["prompts", "list"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[0].startswith("project\t") and "user:mine\t" in out and "paper" not in out
    assert "REACT_PAPER_PROMPTS" in err
    (tmp_path / "paper").mkdir()
    assert cli.main(["prompts", "list", "--paper-prompts", str(tmp_path / "paper")]) == 0
    assert f"paper\t{tmp_path / 'paper'}" in capsys.readouterr().out


def test_run_refuses_a_missing_set_before_opening_any_model(capsys):
    assert cli.main(["run", "--task", "hotpotqa", "--prompts", "user:nope"]) == 1
    err = capsys.readouterr().err
    assert "no react exemplars for hotpotqa" in err and "nope/hotpotqa/react.txt" in err and "# model" not in err
    assert cli.main(["run", "--prompts", "paper", "--paper-prompts", "/no/such/folder"]) == 1
    assert "/no/such/folder is not a folder" in capsys.readouterr().err


def test_run_with_a_user_set_sends_its_exemplar_and_records_the_set(tmp_path, capsys):
    add_exemplar("mine", "hotpotqa", "react", "Question: Is this mine?\nThought 1: Yes.\nAction 1: Finish[yes]")
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.default.texts = [" Done.\nAction 1: Finish[ok]"]
        code = cli.main(
            [
                "run",
                "--question",
                "Is it ok?",
                "--base-url",
                server.base_url,
                "--model",
                "fake-model",
                "--prompts",
                "user:mine",
                "--json",
                str(tmp_path / "t.json"),
            ]
        )
    _out, err = capsys.readouterr()
    assert code == 0, err
    assert "# prompts: user:mine" in err
    saved = json.loads((tmp_path / "t.json").read_text())
    assert saved["model"]["prompt_set"] == "user:mine"
    prompts = [call["prompt"] for call in saved["calls"].values()]
    assert prompts and all("Question: Is this mine?" in p for p in prompts)


def test_eval_takes_the_flags_into_its_batch_and_refuses_an_unknown_set(tmp_path, capsys):
    args = eval_args("--prompts", "user:mine", "--results", str(tmp_path / "e.sqlite3"))
    assert args.prompts == "user:mine" and args.paper_prompts is None
    assert eval_cli.main(eval_args("--prompts", "bogus", "--results", str(tmp_path / "e.sqlite3"))) == 1
    assert "Unknown prompt set 'bogus'" in capsys.readouterr().err
    assert eval_cli.main(eval_args("--prompts", "paper", "--results", str(tmp_path / "e.sqlite3"))) == 1
    assert "--paper-prompts DIR" in capsys.readouterr().err


def test_eval_show_names_the_batches_prompt_set(tmp_path, capsys):
    report = make_runner(tmp_path, QuizModel()).run()
    assert eval_cli.main(eval_args("--results", str(tmp_path / "eval.sqlite3"), "--show", report.batch_id)) == 0
    assert f"## Batch {report.batch_id}: 12 episodes · project prompts" in capsys.readouterr().out


def test_prompts_add_turns_a_saved_trajectory_into_an_exemplar_of_a_user_set(home, capsys):
    """`prompts add --from ID --set NAME` is the Run page's "Use as exemplar" from a terminal: the
    new file is the project's exemplars plus this one (--only-mine: the instruction plus this one)."""
    from react_core.engine.assemble import new_engine
    from react_core.prompting.prompt_import import split_exemplars
    from react_core.storage.store import TrajectoryStore
    from react_core.trajectory.task import Task
    from tests.support.echo_env import EchoEnv
    from tests.support.scripted_model import ScriptedModel

    store = TrajectoryStore()
    engine = new_engine(
        Task("q1", "hotpotqa", "Which river runs through Vienna?", gold="Danube"),
        "react",
        ScriptedModel([" Vienna is on the Danube.\nAction 1: Finish[Danube]"]),
        env=EchoEnv(),
        sink=store,
    )
    engine.run()
    assert cli.main(["prompts", "add", "--from", engine.trajectory.id, "--set", "mine"]) == 0
    assert "--prompts user:mine" in capsys.readouterr().out
    project = split_exemplars(prompt_sets.prefix("project", "hotpotqa", "react"))
    mine = split_exemplars(prompt_sets.prefix("user:mine", "hotpotqa", "react"))
    assert mine[0] == project[0] and mine[1][:-1] == project[1] and len(mine[1]) == len(project[1]) + 1
    assert "Finish[Danube]" in mine[1][-1]
    assert cli.main(["prompts", "add", "--from", engine.trajectory.id, "--set", "solo", "--only-mine"]) == 0
    assert len(split_exemplars(prompt_sets.prefix("user:solo", "hotpotqa", "react"))[1]) == 1
    assert cli.main(["prompts", "add", "--from", "no-such-id", "--set", "mine"]) == 1
    assert "No saved trajectory" in capsys.readouterr().err
    assert cli.main(["prompts", "add", "--set", "mine"]) == 2
