"""Try N times from call k on the person's own agent (issue 47, item 4): the checks of a try, the statistics,
the estimate said before, and a real agent (the `openai` client in a loop, run as a command) re-run with
and without a change against a fake model server whose replies make the change matter."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.agent_checks import (
    AnswerCheck,
    PythonCheck,
    RegexCheck,
    TryOutcome,
    final_reply,
    make_check,
)
from react_core.endpoint.agent_effect import (
    AgentTries,
    TryPlan,
    effect_of,
    pass_hat_k,
    summarize,
)
from react_core.endpoint.agent_effect_estimate import estimate_agent_tries
from react_core.endpoint.agent_process import AgentCommand
from react_core.endpoint.attached import Attached
from react_core.endpoint.http_server import EndpointServer
from react_core.endpoint.tape_replay import ReplyChange
from react_core.endpoint.tape_source import recorded_calls
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory
from tests.support.fake_openai_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("app_home")

AGENT = Path(__file__).parents[1] / "support" / "city_loop_agent.py"
TASK = "How many people live in the city?"


# ----- checks -------------------------------------------------------------------------------------
def test_an_expected_answer_is_matched_as_the_workbench_scores_answers() -> None:
    check = AnswerCheck("Lima")
    assert check.judge(TryOutcome("lima.")).passed
    assert check.judge(TryOutcome("The Lima")).passed  # articles and punctuation aside, as EM
    assert not check.judge(TryOutcome("Lima, Peru")).passed
    assert not check.judge(TryOutcome("")).passed


def test_a_regular_expression_is_searched_in_the_final_reply() -> None:
    check = RegexCheck(r"10,151,000|Lima")
    assert check.judge(TryOutcome("The answer is Lima.")).passed
    assert not check.judge(TryOutcome("Paris has 2,102,650.")).passed
    with pytest.raises(ValueError, match="cannot be read"):
        RegexCheck("(unclosed")


def test_a_python_check_runs_in_a_child_and_its_failures_are_said(tmp_path: Path) -> None:
    good = tmp_path / "check_lima.py"
    good.write_text(
        "def check(final_reply, run):\n"
        "    print('checking', run['arm'])\n"  # printing does not break the answer
        "    return 'Lima' in final_reply and run['exit_code'] == 0\n"
    )
    assert PythonCheck(good).judge(TryOutcome("Lima it is", arm="with")).passed
    assert not PythonCheck(good).judge(TryOutcome("Paris")).passed
    raises = tmp_path / "raises.py"
    raises.write_text("def check(final_reply, run):\n    return 1 / 0\n")
    verdict = PythonCheck(raises).judge(TryOutcome("Lima"))
    assert not verdict.passed and "ZeroDivisionError" in verdict.problem
    hangs = tmp_path / "hangs.py"
    hangs.write_text("import time\ndef check(final_reply, run):\n    time.sleep(60)\n")
    verdict = PythonCheck(hangs, time_limit_s=1.0).judge(TryOutcome("Lima"))
    assert not verdict.passed and "did not answer within 1 s" in verdict.problem
    wrong = tmp_path / "wrong.py"
    wrong.write_text("def check(final_reply, run):\n    return 'yes'\n")
    assert "not True or False" in PythonCheck(wrong).judge(TryOutcome("Lima")).problem
    with pytest.raises(ValueError, match="no file"):
        PythonCheck(tmp_path / "missing.py")


def test_exactly_one_check_is_given() -> None:
    with pytest.raises(ValueError, match="Give one check"):
        make_check()
    with pytest.raises(ValueError, match="Give one check"):
        make_check(answer="Lima", regex="Lima")
    assert isinstance(make_check(regex="Lima"), RegexCheck)


# ----- statistics ---------------------------------------------------------------------------------
def test_pass_hat_k_is_the_chance_that_k_tries_all_pass() -> None:
    assert pass_hat_k(3, 3, 3) == 1.0
    assert pass_hat_k(2, 3, 3) == 0.0
    assert pass_hat_k(2, 3, 1) == pytest.approx(2 / 3)
    assert pass_hat_k(4, 5, 2) == pytest.approx(6 / 10)  # C(4,2) / C(5,2)
    assert pass_hat_k(1, 2, 3) is None


def test_a_record_summarizes_into_rates_a_difference_and_pass_k() -> None:
    tries = [{"arm": "with", "passed": True}] * 3 + [{"arm": "without", "passed": False}] * 2
    tries += [{"arm": "without", "passed": True}]
    effect = summarize({"n": 3, "temperature": 0.7, "status": "complete", "from_call": 1, "tries": tries})
    assert (effect.with_change.passed, effect.with_change.n) == (3, 3)
    assert (effect.without.passed, effect.without.n) == (1, 3)
    assert effect.difference is not None
    assert effect.difference.estimate == pytest.approx(2 / 3)
    assert effect.difference.low < effect.difference.estimate < effect.difference.high  # Newcombe, as Try N times
    assert effect.with_change.pass_k() == 1.0 and effect.without.pass_k() == 0.0
    assert "with your change 3/3 pass" in effect.line() and "without 1/3" in effect.line()
    assert "pass^3 with 1.00, pass^3 without 0.00" in effect.line()


# ----- a real agent -------------------------------------------------------------------------------
def script(upstream: FakeOpenAIServer) -> None:
    """The model, deterministic: it looks up Paris, and answers with whichever city's figure it read."""
    upstream.when("Lima has", "The answer is Lima: 10,151,000 people.")
    upstream.when("Paris has", "The answer is Paris: 2,102,650 people.")
    upstream.when(
        TASK, "I look up the city.", tool_calls=[{"name": "lookup_population", "arguments": {"city": "Paris"}}]
    )


def record(server: EndpointServer, config: Any) -> Trajectory:
    run = server.runs.open(config, "city agent")
    attached = Attached(server.runs, run, AgentCommand((sys.executable, str(AGENT), TASK)))
    assert attached.start() is None
    attached.wait(60)
    finished = attached.finish()
    assert finished.exit.ok, finished.messages
    assert server.runs.store is not None
    return server.runs.store.load(run.trajectory.id)


def lima(trajectory: Trajectory) -> ReplyChange:
    return ReplyChange.editing(recorded_calls(trajectory)[0].reply, arguments={0: {"city": "Lima"}})


def test_tries_with_and_without_the_change_count_successes_each_way(tmp_path: Path) -> None:
    with FakeOpenAIServer() as upstream:
        script(upstream)
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
            recorded = record(server, config)
            assert final_reply(recorded) == "The answer is Paris: 2,102,650 people."
            before = len(upstream.completion_requests)
            command = AgentCommand((sys.executable, str(AGENT), TASK))
            plan = TryPlan(recorded, 1, lima(recorded), command, config, RegexCheck("Lima"), n=3, temperature=0.9)
            seen: list[int] = []
            effect = AgentTries(server.runs, plan, on_update=lambda e: seen.append(e.done)).run()
            stored = server.runs.store.load(recorded.id)  # type: ignore[union-attr]
    assert effect.status == "complete"
    assert (effect.with_change.passed, effect.with_change.n) == (3, 3)
    assert (effect.without.passed, effect.without.n) == (0, 3)
    assert effect.with_change.pass_k() == 1.0 and effect.without.pass_k() == 0.0
    assert effect.difference is not None and effect.difference.low > 0  # decided at 3 each way
    assert [t["final_reply"] for t in effect.tries if t["arm"] == "with"] == [
        "The answer is Lima: 10,151,000 people."
    ] * 3
    # With the change, call 1 is the change (no model call) and call 2 live; without, both live: 3 + 6 requests.
    asked = upstream.completion_requests[before:]
    assert len(asked) == 9
    assert {r.body["temperature"] for r in asked} == {0.9}  # the measurement's temperature, not the agent's 0
    assert sorted({r.body["seed"] for r in asked}) == [0, 1, 2]  # try i: seed i, the same both ways
    assert seen == [1, 2, 3, 4, 5, 6, 6]
    # The measurement is kept on the recorded run; its branches are not: the recording is as it was.
    kept = effect_of(stored)
    assert kept is not None and kept.line() == effect.line()
    assert len(stored.branches) == len(recorded.branches)


def test_a_run_still_open_on_the_recording_keeps_the_measurement_when_its_agent_calls_again(tmp_path: Path) -> None:
    """A person measures while the run is still open; the agent then calls again, and the run saves its copy:
    History still has the measurement."""
    from tests.support.endpoint_support import client

    with FakeOpenAIServer() as upstream:
        script(upstream)
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
            recorded = record(server, config)
            open_run = server.runs.open(config, "city agent", trajectory=recorded)
            command = AgentCommand((sys.executable, str(AGENT), TASK))
            plan = TryPlan(recorded, 1, lima(recorded), command, config, RegexCheck("Lima"), n=1, temperature=0.9)
            effect = AgentTries(server.runs, plan).run()
            client(open_run).chat.completions.create(model="m", messages=[{"role": "user", "content": "Paris has?"}])
            open_run.flush()
            stored = server.runs.store.load(recorded.id)  # type: ignore[union-attr]
    assert effect.status == "complete"
    kept = effect_of(stored)
    assert kept is not None and kept.line() == effect.line()


def test_the_estimate_before_starting_counts_live_calls_from_the_recording(tmp_path: Path) -> None:
    with FakeOpenAIServer() as upstream:
        script(upstream)
        upstream.default.delay_s = 0.0
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
            recorded = record(server, config)
    estimate = estimate_agent_tries(recorded, from_call=1, n=3)
    assert (estimate.recorded_calls, estimate.live_with, estimate.live_without) == (2, 1, 2)
    assert estimate.seconds_per_call is not None and estimate.measured_calls == 2
    expected = 3 * (3 * estimate.seconds_per_call + 2 * estimate.agent_s)
    assert estimate.seconds == pytest.approx(expected)
    assert estimate.line().startswith("About ")
    assert "a try makes 1 live model call(s) with your change and 2 without it" in estimate.line()
    assert estimate_agent_tries(recorded, 1, 3, parallel=3).seconds == pytest.approx(expected / 3)


def test_stop_ends_the_tries_and_keeps_those_done(tmp_path: Path) -> None:
    with FakeOpenAIServer() as upstream:
        script(upstream)
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
            recorded = record(server, config)
            command = AgentCommand((sys.executable, str(AGENT), TASK))
            plan = TryPlan(recorded, 1, lima(recorded), command, config, RegexCheck("Lima"), n=5)
            two_done = threading.Event()

            def slow_after_two(effect: Any) -> None:  # called before the next try starts
                if effect.done >= 2 and not two_done.is_set():
                    for _, scripted in upstream.rules:
                        scripted.delay_s = 30.0  # the next try's live call is in flight when Stop comes
                    two_done.set()

            tries = AgentTries(server.runs, plan, on_update=slow_after_two)
            tries.start()
            assert two_done.wait(60)
            tries.stop()
            effect = tries.wait(60)
    assert effect.status == "stopped"
    assert effect.done == 2  # the try in flight was dropped, none started after
    assert "stopped after" in effect.line()


def test_a_plan_that_cannot_run_says_what_to_fix(tmp_path: Path) -> None:
    with FakeOpenAIServer() as upstream:
        script(upstream)
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
            recorded = record(server, config)
            command = AgentCommand((sys.executable, str(AGENT), TASK))
            check = RegexCheck("Lima")
            cases = [
                (TryPlan(recorded, 1, lima(recorded), command, config, check, n=0), "between 1 and 50"),
                (TryPlan(recorded, 1, lima(recorded), command, config, check, temperature=0), "above 0"),
                (TryPlan(recorded, 5, lima(recorded), command, config, check), "has 2 call"),
                (TryPlan(recorded, 1, lima(recorded), command, config, check, parallel=20), "at once"),
            ]
            for plan, message in cases:
                with pytest.raises(ValueError, match=message):
                    AgentTries(server.runs, plan)
            gone = AgentCommand(("no-such-agent-program",))
            effect = AgentTries(server.runs, TryPlan(recorded, 1, lima(recorded), gone, config, check)).run()
    assert effect.status == "failed" and "there is no program 'no-such-agent-program'" in (effect.error or "")
    assert effect.done == 0


def test_the_cli_prints_the_estimate_each_try_and_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    from react_core.cli.main import main

    with FakeOpenAIServer() as upstream:
        script(upstream)
        model = ["--base-url", upstream.base_url, "--model", "fake-model"]
        agent = ["--", sys.executable, str(AGENT), TASK]
        assert main(["attach", *model, *agent]) == 0
        recorded = capsys.readouterr().err.strip().splitlines()[-1].removeprefix("[workbench] trajectory ")
        change = ["--rerun", recorded, "--from-call", "1", "--args", "1", '{"city": "Lima"}']
        assert (
            main(["attach", *model, *change, "--tries", "2", "--check-answer", "nope", "--check-regex", "x", *agent])
            != 0
        )
        capsys.readouterr()
        code = main(["attach", *model, *change, "--tries", "2", "--check-regex", "Lima", *agent])
    out, err = capsys.readouterr()
    assert code == 0
    assert err.splitlines()[0].startswith("[workbench] About ")  # the estimate, before any try
    assert "[workbench] try 1 with the change: pass" in err
    assert "[workbench] try 2 without the change: fail" in err
    lines = out.splitlines()
    assert lines[1].split() == ["with", "the", "change", "2/2", "1.00", "(0.34-1.00)", "1.00"]
    assert lines[2].split() == ["without", "0/2", "0.00", "(0.00-0.66)", "0.00"]
    assert lines[3].startswith("difference +1.00")
    assert effect_of(TrajectoryStore().load(recorded)) is not None
