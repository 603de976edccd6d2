"""A call whose reply a re-ask replaced (held to the tools' schema, or asked again by the repeat aid) was
still read and written by the model: the branch's tokens, time and cost count it, an evaluated episode
records it, and the estimate counts a held call as read in a slot of its own."""

from __future__ import annotations

import dataclasses
import json
import sqlite3

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.evaluation import estimate
from react_core.evaluation.results import EpisodeTokens, ResultsStore
from react_core.models import throughput
from react_core.models.base import ModelReply
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.trajectory import Trajectory
from tests.support.scripted_model import ScriptedModel
from tests.support.scripted_model import tool_call_reply as _reply


def _costed(reply: ModelReply, tokens_in: int, tokens_out: int, seconds: float) -> ModelReply:
    return dataclasses.replace(reply, tokens_in=tokens_in, tokens_out=tokens_out, latency_s=seconds)


def _held_run(seconds: tuple[float, float, float] = (4.0, 5.0, 6.0)):
    """Search with a call of no tool (held: asked again), then Finish at once: 3 calls, one set aside. The calls
    take no time really: a trace, which places each call by its time, wants `seconds` of 0."""
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel(
        [
            _costed(_reply("I should look him up.", "look_up", {"name": "Freddie Mercury"}), 1000, 10, seconds[0]),
            _costed(_reply("", "search", {"entity": "Freddie Mercury"}), 1100, 20, seconds[1]),
            _costed(_reply("Zanzibar.", "finish", {"answer": "Zanzibar"}), 1500, 30, seconds[2]),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    engine.run()
    return engine.trajectory


def test_a_branch_counts_the_call_whose_reply_the_held_re_ask_replaced():
    trajectory = _held_run()
    totals = trajectory.totals()
    assert totals["calls"] == 3 and totals["tokens_in"] == 3600 and totals["tokens_out"] == 60
    assert totals["latency_s"] == pytest.approx(15.0)
    set_aside = [c for c in trajectory.calls.values() if c.set_aside_for]
    first = trajectory.steps_of()[0]  # the held unit's thought, written by the call that replaced it
    assert first.kind.value == "thought" and first.call_id != set_aside[0].id
    assert len(set_aside) == 1 and set_aside[0].set_aside_for == first.id and set_aside[0].purpose == "step"


def test_the_set_aside_call_is_saved_and_goes_with_its_step():
    trajectory = _held_run()
    again = Trajectory.from_json(trajectory.to_json())
    assert again.totals() == trajectory.totals()
    # A branch that forks before the held step does not count it; deleting that branch keeps it for the first.
    root = trajectory.active_branch
    edited = trajectory.fork_edit_thought(root, 0, "I know this one: Zanzibar.")
    assert trajectory.totals(edited.id)["calls"] == 0
    alone = trajectory.extract_branch(edited.id)
    assert not alone.calls, "the edited branch alone keeps none of the first branch's calls"
    trajectory.delete_branch(edited.id)
    assert trajectory.totals(root)["calls"] == 3


def test_a_file_whose_set_aside_for_is_not_an_id_is_named():
    data = json.loads(_held_run().to_json())
    call = next(c for c in data["calls"].values() if c.get("set_aside_for"))
    call["set_aside_for"] = 7
    with pytest.raises(TrajectoryError, match=r"set_aside_for"):
        Trajectory.from_dict(data)


def test_an_evaluated_episode_records_every_call_and_the_held_ones_apart(tmp_path):
    from react_core.evaluation.runner import BatchRunner, BatchSpec

    def answer(request):
        if request.tool_choice == "required":
            return _costed(_reply("", "finish", {"answer": "Zanzibar"}), 3000, 20, 1.0)
        return _costed(_reply("The answer is Zanzibar.", "answer", {"text": "Zanzibar"}), 2000, 10, 1.0)  # no such tool

    store = ResultsStore(tmp_path / "e.sqlite3")
    spec = BatchSpec("hotpotqa:bundled", ("react_tools",), models=("scripted",))
    tasks = catalog.load_tasks("hotpotqa")[:1]
    report = BatchRunner(spec, results=store, model_factory=lambda _: ScriptedModel(default=answer), tasks=tasks).run()
    assert report.complete
    frame = store.frame(report.batch_id)
    row = frame.iloc[0]
    # The call of no tool, its held re-ask (a Finish before any search), then the repeat aid's asks at
    # temperature (a guessed answer is asked three times, as text ReAct asks it), such a reply each time: five
    # calls, one held.
    note = next(
        n
        for s in store.trajectory(report.batch_id, row["task_id"], "react_tools", "scripted").steps.values()
        for n in s.notes
        if "asked again" in n and "temperature" in n
    )
    assert "asked again 3 times" in note
    assert (row["calls"], row["tokens_in"], row["held_calls"], row["held_tokens_in"]) == (5, 4 * 2000 + 3000, 1, 3000)
    assert store.episode_tokens("hotpotqa", "react_tools", "scripted") == [EpisodeTokens(11000, 60, 5, 1, 3000)]


def test_an_older_database_gains_the_held_columns_and_its_episodes_are_counted_again_from_their_trajectories(
    tmp_path,
):
    path = tmp_path / "old.sqlite3"
    ResultsStore(path)
    with sqlite3.connect(path) as db:  # as a release before the held columns left it
        db.execute("ALTER TABLE episodes DROP COLUMN held_calls")
        db.execute("ALTER TABLE episodes DROP COLUMN held_tokens_in")
        db.execute(
            "INSERT INTO episodes (batch_id, task_id, method, model, family, question, actions, calls, tokens_in, "
            "tokens_out, model_seconds, seconds, failures, trajectory_id, trajectory, finished_at) "
            "VALUES ('b', 'q', 'react', 'm', 'hotpotqa', 'Q?', 1, 3, 900, 60, 5.0, 6.0, '[]', 't', '{}', 1.0)"
        )
        # One recorded when only the calls behind the steps counted: its trajectory holds the set-aside one too.
        body = json.loads(_held_run().to_json())
        for call in body["calls"].values():
            call.pop("set_aside_for", None)
        db.execute(
            "INSERT INTO episodes (batch_id, task_id, method, model, family, question, actions, calls, tokens_in, "
            "tokens_out, model_seconds, seconds, failures, trajectory_id, trajectory, finished_at) "
            "VALUES ('b', 'q2', 'react_tools', 'm', 'hotpotqa', 'Q?', 2, 2, 2600, 50, 11.0, 12.0, '[]', 't', ?, 2.0)",
            (json.dumps(body),),
        )
    store = ResultsStore(path)
    assert store.episode_tokens("hotpotqa", "react", "m") == [EpisodeTokens(900, 60, 3, 0, 0)], "nothing to recount"
    # Counted again from its trajectory, once: 3 calls, the held one (1,100 tokens) apart.
    assert store.episode_tokens("hotpotqa", "react_tools", "m") == [EpisodeTokens(3600, 60, 3, 1, 1100)]
    row = store.frame("b").set_index("task_id").loc["q2"]
    assert (row["calls"], row["model_seconds"], row["held_calls"]) == (3, 15.0, 1)


def test_reading_an_older_batch_counts_its_episodes_again_from_their_trajectories(tmp_path):
    path = tmp_path / "old.sqlite3"
    ResultsStore(path)
    body = json.loads(_held_run().to_json())
    for call in body["calls"].values():
        call.pop("set_aside_for", None)
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO episodes (batch_id, task_id, method, model, family, question, actions, calls, tokens_in, "
            "tokens_out, model_seconds, seconds, failures, trajectory_id, trajectory, finished_at) "
            "VALUES ('old', 'q', 'react_tools', 'm', 'hotpotqa', 'Q?', 2, 2, 2600, 50, 11.0, 12.0, '[]', 't', ?, 2.0)",
            (json.dumps(body),),
        )
        db.execute(  # a body damaged by hand: its counts stay as recorded, and reading it still works
            "INSERT INTO episodes (batch_id, task_id, method, model, family, question, actions, calls, tokens_in, "
            "tokens_out, model_seconds, seconds, failures, trajectory_id, trajectory, finished_at) "
            "VALUES ('old', 'q2', 'react', 'm', 'hotpotqa', 'Q?', 1, 1, 700, 20, 3.0, 4.0, '[]', 't2', 'not json', 3.0)"
        )
    frame = ResultsStore(path).frame("old").set_index("task_id")
    assert tuple(frame.loc["q", ["calls", "tokens_in", "tokens_out", "held_calls"]]) == (3, 3600, 60, 1)
    assert tuple(frame.loc["q2", ["calls", "tokens_in", "tokens_out", "held_calls"]]) == (1, 700, 20, 0)


def test_the_estimate_counts_a_held_call_as_reading_its_whole_prompt_in_a_slot_of_its_own():
    rates = throughput.Rates(100.0, 25.0)
    exemplars = 1000.0
    # 4 free calls growing from the exemplars by 200 tokens each: 4 x 1300 sent on average, 600 + 4 x 40 read.
    free = EpisodeTokens(4 * 1300, 100, 4)
    assert estimate.episode_work(exemplars, free, rates) == pytest.approx((600 + 160) / 100 + 100 / 25)
    # The same and 2 held calls of 1400 tokens each: each counted as read whole (1400 + 40 more each).
    held = EpisodeTokens(4 * 1300 + 2 * 1400, 120, 6, 2, 2 * 1400)
    assert estimate.episode_work(exemplars, held, rates) == pytest.approx((600 + 160 + 2880) / 100 + 120 / 25)


def test_the_held_calls_of_a_finished_batch_are_part_of_the_work_it_is_calibrated_by(app_home):
    from tests.support.stored_batches import episode

    pace = estimate.Pace(throughput.Rates(100.0, 25.0), cores=2, load=0.0, key="embedded:x")
    exemplars = estimate._exemplar_tokens("hotpotqa", "react_tools")

    def held_episode(i: int):
        result = episode("b", f"q{i}", "react_tools", seconds=30.0)
        # 5 free calls as the text test's (10 s read, 10 s written) and 1 held call of 960 tokens.
        return dataclasses.replace(
            result,
            tokens_in=int(5 * (exemplars + 400) + 960),
            tokens_out=250,
            calls=6,
            held_calls=1,
            held_tokens_in=960,
        )

    episodes = [held_episode(i) for i in range(5)]
    # Each: 20 s of free work and 10 s for the held call: 150 s for five, so 300 s is 2x.
    assert estimate.calibrate(pace, 4, episodes, wall_s=300.0) == pytest.approx(2.0, rel=0.03)


@pytest.mark.parametrize("messages", [False, True])
def test_an_exported_trace_has_a_chat_span_for_the_set_aside_call_and_reading_it_back_skips_it(messages):
    from react_core.traces import names as n
    from react_core.traces.otlp_file import trajectory_to_otlp
    from react_core.traces.trace_import import read_trace_text
    from tests.traces.test_traces_export import attrs, spans_of

    trajectory = _held_run((0.0, 0.0, 0.0))
    data = trajectory_to_otlp(trajectory, include_messages=messages)
    chats = [attrs(span) for span in spans_of(data) if span["name"].startswith("chat ")]
    assert [c.get(n.WB_SET_ASIDE, False) for c in chats] == [True, False, False]
    assert sum(c[n.INPUT_TOKENS] for c in chats) == trajectory.totals()["tokens_in"] == 3600
    if messages:  # the reply that was set aside, as the model wrote it
        content = chats[0][n.LLM_OUTPUT_MESSAGES + ".0.message.content"]
        assert content.startswith("I should look him up.\n→ look_up(")
    for span in spans_of(data):  # read like anyone's trace: without the trajectory's JSON
        span["attributes"] = [a for a in span["attributes"] if a["key"] != n.WB_TRAJECTORY_JSON]
    (back,) = read_trace_text(json.dumps(data), "x").trajectories
    assert [(s.kind, s.tool_call) for s in back.steps_of()] == [(s.kind, s.tool_call) for s in trajectory.steps_of()]
    assert back.branch().answer == "Zanzibar"


def test_the_card_counts_the_set_aside_call_and_its_prompt_panel_shows_it_first():
    from ui.run_view import view_model as vm
    from ui.run_view.call_view import titled_calls

    trajectory = _held_run()
    first = vm.group_steps(trajectory)[0]
    assert [c.tokens_in for c in first.calls] == [1000, 1100]
    assert vm.call_meta(first.calls) == "2,100 → 30 tokens · 9.00 s · 2 calls"
    titles = [title for title, _ in titled_calls(first)]
    assert titles == [
        "Exact prompt of step 1, its reply set aside (asked again)",
        "Exact prompt of step 1, for the thought and action",
    ]
    row = vm.summary_row(trajectory)
    assert (row["calls"], row["tokens"], row["seconds"]) == (3, 3660, pytest.approx(15.0))
