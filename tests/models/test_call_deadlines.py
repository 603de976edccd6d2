"""Every model call has deadlines (issue 43, item 3): no new token for `stall_s` once the reply has begun,
and `timeout_s` for the whole call. Past one the call is stopped with a message that says how long it
waited and what it had written, and nothing is written to the trajectory. Progress reports and the
prompt being read reset nothing; a person's "Wait longer" (`patience_scope`) stretches both."""

from __future__ import annotations

import time

import pytest

from react_core.common.errors import describe
from react_core.models.base import ModelRequest
from react_core.models.call_watch import (
    CallOverdue,
    CallWatch,
    Deadlines,
    WatchedStream,
    duration,
    overdue_cause,
    patience_scope,
)
from react_core.models.config import ModelConfig, load_config
from react_core.models.errors import ModelError
from react_core.models.openai_model import OpenAIModel
from tests.support.fake_openai_server import FakeOpenAIServer

PROMPT = "Question: Where was Freddie Mercury born?\nThought 1:"
REPLY = " I need to search Freddie Mercury and find where he was born.\nAction 1: Search[Freddie Mercury]"


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def watch_with(clock: Clock, stall_s: float = 10, cap_s: float = 100) -> tuple[CallWatch, list[str]]:
    closed: list[str] = []
    return CallWatch(Deadlines(stall_s, cap_s), lambda: closed.append("closed"), clock=clock), closed


def test_before_the_first_token_only_the_cap_applies():
    """Reading a long prompt on 2 cores takes minutes and says nothing: that is not a stall."""
    clock = Clock()
    watch, closed = watch_with(clock)
    clock.now = 99
    assert not watch.check() and not closed
    clock.now = 101
    assert watch.check() and closed == ["closed"]
    overdue = watch.overdue()
    assert isinstance(overdue, CallOverdue) and overdue.which == "cap" and overdue.kind == "timeout"
    assert "it had written nothing yet" in overdue.cause


def test_no_new_token_for_the_stall_limit_stops_the_call_with_what_it_wrote():
    clock = Clock()
    watch, closed = watch_with(clock)
    clock.now = 30
    watch.heard(27, "I need to ")
    clock.now = 35
    watch.heard(28, "search")
    clock.now = 45
    assert not watch.check()  # exactly 10 s: not past it
    clock.now = 45.5
    assert watch.check() and closed == ["closed"]
    overdue = watch.overdue()
    assert overdue is not None and overdue.kind == "stalled"
    assert overdue.cause == (
        "The model wrote nothing new for 10 s and was stopped after 46 s; it had written 28 tokens: “I need to search”"
    )
    assert watch.check() and closed == ["closed"]  # closed once


def test_only_reply_pieces_count_as_tokens_not_progress_or_usage():
    class Chunk:
        def __init__(self, content=None, tool_calls=None, timings=None):
            delta = type("Delta", (), {"content": content, "tool_calls": tool_calls})()
            self.choices = [type("Choice", (), {"delta": delta, "text": None})()] if content or tool_calls else []
            self.model_extra = {"timings": timings} if timings else {}

    clock = Clock()
    watch, _ = watch_with(clock)
    chunks = [Chunk(timings={"prompt_n": 100}), Chunk("Hi", timings={"predicted_n": 1}), Chunk(tool_calls=[{}])]
    assert len(list(WatchedStream(chunks, watch))) == 3
    clock.now = 11  # 11 s since the first chunk (progress only), 11 s since the last token
    assert watch.check()
    overdue = watch.overdue()
    assert overdue is not None and overdue.tokens == 2 and overdue.written == "Hi"  # the server's 1, then one more


def test_a_person_waiting_longer_stretches_both_deadlines():
    model = OpenAIModel(base_url="http://127.0.0.1:9/v1", model="m", timeout_s=100, stall_s=10)
    assert model.deadlines() == Deadlines(10, 100)
    with patience_scope(2):
        assert model.deadlines() == Deadlines(20, 200)
    assert model.deadlines() == Deadlines(10, 100)


def test_deadlines_are_model_settings_with_defaults_for_the_embedded_model_and_endpoints(tmp_path):
    assert ModelConfig().request_stall_s == 120 and ModelConfig().request_timeout_s == 900
    endpoint = ModelConfig(provider="openai-compatible", base_url="http://127.0.0.1:1/v1")
    assert endpoint.request_stall_s == 60 and endpoint.request_timeout_s == 120
    assert load_config(env={"REACT_STALL_TIMEOUT": "45", "REACT_HOME": str(tmp_path)}).stall_s == 45
    with pytest.raises(ModelError, match="stall_s must be positive"):
        ModelConfig().with_overrides(stall_s=-1)


def test_durations_read_as_a_person_says_them():
    assert [duration(s) for s in (4.4, 59.6, 60, 250, 900)] == ["4 s", "1 min", "1 min", "4 min 10 s", "15 min"]
    assert "it had written 1 token: “Hi”" in overdue_cause("stall", 5, 9, 1, "Hi")


def heard_hang_up(server: FakeOpenAIServer) -> bool:
    """Whether the fake server's stalled reply saw the client hang up (it looks every 50 ms, in its own thread)."""
    for _ in range(200):
        if server.hang_ups:
            return server.hang_ups == 1
        time.sleep(0.05)
    return False


@pytest.fixture
def server():
    with FakeOpenAIServer(models=("fake-model",)) as fake:
        yield fake


def test_a_stream_that_stops_mid_reply_is_stopped_at_the_stall_deadline_and_says_what_it_wrote(server):
    server.reply(REPLY, fault="stall", stall_s=60, completion_tokens=20)
    model = OpenAIModel(base_url=server.base_url, model="fake-model", timeout_s=60, stall_s=1, retries=2)
    with pytest.raises(CallOverdue) as caught:
        model.complete(ModelRequest(PROMPT), on_text=lambda _: None)
    error = caught.value
    assert error.kind == "stalled" and error.which == "stall"
    pieces = [REPLY[i : i + 4] for i in range(0, len(REPLY), 4)]  # as the fake server streams it
    assert error.written == "".join(pieces[: len(pieces) // 2])  # the half streamed before the silence
    assert "The model wrote nothing new for 1 s" in describe(error) and "Ask again, wait longer" in describe(error)
    assert len(server.completion_requests) == 1  # not retried on its own: the person chooses
    assert heard_hang_up(server)  # hung up during the silence: the server stops writing, nobody waits it out


def test_waiting_longer_lets_the_same_stall_finish(server):
    server.reply(REPLY, fault="stall", stall_s=1.5)
    model = OpenAIModel(base_url=server.base_url, model="fake-model", timeout_s=60, stall_s=1)
    with patience_scope(4):
        reply = model.complete(ModelRequest(PROMPT), on_text=lambda _: None)
    assert reply.text == REPLY


def test_in_a_batch_a_stalled_episode_is_recorded_as_a_clear_failure_and_the_others_finish(tmp_path, server):
    from react_core.evaluation.results import ResultsStore
    from react_core.evaluation.runner import BatchRunner, BatchSpec
    from react_core.models.factory import open_model
    from react_core.trajectory.task import Task
    from tests.support.echo_env import EchoEnv
    from tests.support.fake_openai_server import Scripted

    server.default = Scripted(texts=[" I know it.\nAction 1: Finish[x]"])
    server.when("STALLS", " I know it.\nAction 1: Finish[x]", fault="stall", stall_s=60)
    config = load_config(
        {
            "provider": "openai-compatible",
            "base_url": server.base_url,
            "model": "fake-model",
            "api_key": "test-key",
            "cache": False,
            "retries": 0,
            "api_style": "completion",
            "stall_s": 1,
        },
        env={"REACT_HOME": str(tmp_path)},
    )
    model = open_model(config)
    tasks = [Task(f"q{i}", "hotpotqa", f"Question {i}{' STALLS' if i == 1 else ''}?", gold="x") for i in range(3)]
    spec = BatchSpec(task_set="hotpotqa:bundled", methods=("react",), models=("fake-model",), retry_repeats=False)
    store = ResultsStore(tmp_path / "eval.sqlite3")
    runner = BatchRunner(
        spec,
        results=store,
        model_factory=lambda _: model,
        concurrency=2,
        tasks=tasks,
        env_factory=lambda task: EchoEnv(),
        prefixes={"react": "Answer the question.\n"},
    )
    report = runner.run()
    assert not report.aborted and report.progress.finished == 2 and len(report.errors) == 1
    errors = store.errors(report.batch_id)
    assert list(errors["task_id"]) == ["q1"]
    assert "The model wrote nothing new for 1 s" in " ".join(str(v) for v in errors.iloc[0].tolist())


def test_every_call_to_the_embedded_server_streams_so_a_stall_is_caught_even_unwatched(server):
    """A command-line run has no page watching and no Stop: its calls to the embedded server stream all the
    same, so the stall deadline applies (the whole-call limit there is 15 minutes)."""
    from react_core.models.slots import SlotMap

    server.reply(REPLY, fault="stall", stall_s=60)
    model = OpenAIModel(base_url=server.base_url, model="fake-model", timeout_s=60, stall_s=1, slots=SlotMap(1))
    with pytest.raises(CallOverdue):
        model.complete(ModelRequest(PROMPT, session="cli"))
    assert heard_hang_up(server)
    assert server.completion_requests[-1].body["stream"] is True
