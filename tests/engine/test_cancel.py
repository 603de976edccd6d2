"""Stop ends a step in flight: the model call is cancelled and the trajectory stays as it was."""

from __future__ import annotations

import threading
import time

import pytest

from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.models.cancel import STOPPED, CancelToken, StepCancelled
from react_core.models.openai_model import OpenAIModel
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.scripted_model import ScriptedModel

TASK = Task(id="t1", family="hotpotqa", text="Which river flows through Vienna?", gold="Danube")
PREFIX = "Solve a question answering task.\nQuestion: example\nThought 1: x\nAction 1: Finish[y]\n"
SLOW = " " + "I am thinking very slowly about rivers. " * 20 + "\nAction 1: Search[Vienna]"


def engine_on(model):
    trajectory = Trajectory.start(TASK, "react")
    return Engine(trajectory, make_method("react", "hotpotqa", prefix=PREFIX), model, EchoEnv())


def test_stop_closes_a_slow_stream_within_a_second_and_writes_nothing():
    with FakeOpenAIServer() as server:
        server.reply(" First.\nAction 1: Search[Vienna]")
        server.reply(SLOW, fault="trickle", trickle_s=0.2)  # about 40 s in all, a few bytes at a time
        engine = engine_on(OpenAIModel(base_url=server.base_url, model="fake-model", timeout_s=60, retries=0))
        engine.step(CancelToken())
        before = engine.trajectory.to_json()
        token = CancelToken()
        threading.Timer(0.5, token.cancel).start()
        started = time.perf_counter()
        with pytest.raises(StepCancelled, match="nothing was written"):
            engine.step(token)
        assert time.perf_counter() - started < 1.5, "Stop ends the call, it does not wait for the reply"
        assert engine.trajectory.to_json() == before
        assert server.completion_requests[-1].body.get("stream") is True, "a cancellable call streams"
        server.reply(" Second.\nAction 2: Search[Danube]")
        engine.step(CancelToken())  # the run goes on normally afterwards
        assert len(engine.trajectory.steps_of()) == 6


def test_a_reply_that_lands_after_stop_is_dropped():
    token = CancelToken()

    def reply(request):
        token.cancel()  # Stop clicked while the model was answering
        return " t\nAction 1: Search[Vienna]"

    engine = engine_on(ScriptedModel([reply]))
    with pytest.raises(StepCancelled):
        engine.step(token)
    assert engine.trajectory.steps_of() == [] and engine.env.history == [], "the environment was not stepped"


def test_the_stopped_message_says_what_happened():
    assert STOPPED == "Stopped; the step in flight was cancelled, nothing was written."


def test_a_token_cancelled_before_the_step_asks_nothing():
    token = CancelToken()
    token.cancel()
    model = ScriptedModel([])
    with pytest.raises(StepCancelled):
        engine_on(model).step(token)
    assert model.requests == []
