"""A person before the batch: a background call on a local server holds, or makes way, while a
person's call (one a page watches) waits; the person's working line says what else the server does."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from react_core.models import priority
from react_core.models.base import ModelRequest
from react_core.models.live import LiveReply, live_scope
from react_core.models.openai_model import OpenAIModel
from tests.support.fake_openai_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("app_home")


def model_on(server: FakeOpenAIServer) -> OpenAIModel:
    return OpenAIModel(base_url=server.base_url, model="fake-model", timeout_s=30, retries=0)


def person_call(model: OpenAIModel, prompt: str, live: LiveReply | None = None) -> float:
    started = time.perf_counter()
    with live_scope(live or LiveReply()):
        model.complete(ModelRequest(prompt))
    return time.perf_counter() - started


def batch_call(model: OpenAIModel, prompt: str, box: dict) -> threading.Thread:
    def work() -> None:
        with priority.background(priority.BATCH):
            box["text"] = model.complete(ModelRequest(prompt)).text
        box["ended"] = time.time()

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    return thread


def arrivals(server: FakeOpenAIServer, marker: str) -> list[float]:
    return [r.at for r in server.completion_requests if marker in str(r.body.get("prompt"))]


def wait_until(condition, what: str, timeout_s: float = 20.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout_s:.0f} s: {what}"
        time.sleep(0.02)


def test_a_batch_call_waits_until_the_persons_call_is_answered():
    with FakeOpenAIServer() as server:
        server.when("PERSON", " person's reply", delay_s=1.0)
        server.when("BATCH", " batch reply")
        model = model_on(server)
        box: dict = {}
        person = threading.Thread(target=person_call, args=(model, "PERSON asks"), daemon=True)
        person.start()
        time.sleep(0.3)
        batch_call(model, "BATCH asks", box).join(10)
        person.join(10)
        (asked,) = arrivals(server, "PERSON")
        assert box["text"] == " batch reply"
        assert arrivals(server, "BATCH")[0] >= asked + 1.0, "the batch's request went out after the person's reply"


def test_a_batch_call_in_flight_makes_way_and_asks_again_afterwards():
    with FakeOpenAIServer() as server:
        server.when("PERSON", " person's reply", delay_s=0.3)
        server.when("BATCH", " a long batch reply, written slowly", fault="trickle", trickle_s=0.4)
        model = model_on(server)
        box: dict = {}
        batch = batch_call(model, "BATCH asks", box)
        time.sleep(1.0)  # the batch's reply is being written
        took = person_call(model, "PERSON asks")
        batch.join(20)
        assert took < 1.5, f"the person's call did not wait for the batch's ({took:.1f} s)"
        assert len(arrivals(server, "BATCH")) == 2, "the batch closed its stream and asked again"
        assert box["text"] == " a long batch reply, written slowly", "the batch still gets its whole reply"


def test_a_marker_left_by_a_crashed_app_does_not_hold_a_batch(app_home: Path):
    with FakeOpenAIServer() as server:
        model = model_on(server)
        assert model.priority_key is not None
        folder = app_home / "waiting" / model.priority_key
        folder.mkdir(parents=True)
        stale = folder / "person-000000000000001-99999-1"
        stale.touch()
        old = time.time() - priority.STALE_S - 5
        os.utime(stale, (old, old))
        box: dict = {}
        started = time.perf_counter()
        batch_call(model, "BATCH asks", box).join(10)
        assert time.perf_counter() - started < 1.0 and "text" in box
        assert not stale.exists(), "the stale marker was cleared"


def test_the_persons_line_names_the_batch_and_the_requests_ahead(monkeypatch):
    monkeypatch.setattr(priority, "TOGETHER_MS", 100)  # the two people here ask 0.3 s apart
    with FakeOpenAIServer() as server:
        server.when("BATCH", " batch reply", fault="trickle", trickle_s=0.3)
        server.when("FIRST", " first person's reply", delay_s=2.0)
        server.when("SECOND", " second person's reply", delay_s=0.5)
        model = model_on(server)
        batch = batch_call(model, "BATCH asks", {})
        # Each person comes once the one before is really at the server (fixed sleeps raced under load).
        wait_until(lambda: arrivals(server, "BATCH"), "the batch's call reached the server")
        first = threading.Thread(target=person_call, args=(model, "FIRST asks"), daemon=True)
        first.start()
        wait_until(lambda: arrivals(server, "FIRST"), "the first person's call reached the server")
        time.sleep(0.3)  # apart by more than TOGETHER_MS, so the first is ahead, not beside
        live = LiveReply()
        seen: list[str] = []
        second = threading.Thread(target=person_call, args=(model, "SECOND asks", live), daemon=True)
        second.start()
        while second.is_alive():
            seen.append(live.snapshot().describe())
            time.sleep(0.1)
        first.join(10)
        batch.join(20)
        waiting = [line for line in seen if line.startswith("Waiting for the model")]
        assert any("1 other request ahead of yours" in line and priority.BATCH_HELD in line for line in waiting), seen
        assert all(line.count("paused") <= 1 for line in seen), "the batch is named once"
        assert "paused" not in live.snapshot().describe(), "once answered the line says no more"


def test_a_batch_is_named_only_while_its_call_holds_for_a_person():
    """ "a batch is running: paused for you" stood on every step, also when the batch was between
    calls or not held at all; a prompt read ahead read "read: paused for you" (issue 43)."""
    key = "test-server"
    folder = priority._folder(key)
    (folder / f"{priority.BATCH}-{os.getpid()}").touch()  # a batch with a call in flight, not holding
    (folder / f"{priority.READ_AHEAD}-{os.getpid()}").touch()
    seen = priority.look(key)
    assert seen.background == {priority.BATCH, priority.READ_AHEAD}, "the read-ahead's kind read whole"
    assert seen.line() == "", "a batch that is not held for anyone is not this person's business"

    (folder / f"{priority.HELD}{priority.READ_AHEAD}-{os.getpid()}-7").touch()
    assert priority.look(key).line() == "", "the app's own read-ahead gives way without a word"
    (folder / f"{priority.HELD}{priority.BATCH}-{os.getpid()}-8").touch()
    (folder / f"{priority.HELD}{priority.BATCH}-{os.getpid()}-9").touch()  # two of its threads hold
    assert priority.look(key).line() == priority.BATCH_HELD, "named once, in words a person reads"


def test_a_held_call_says_so_while_it_holds_and_no_longer_after():
    key = "test-held"
    person = priority._folder(key) / f"person-{time.time_ns() // 1_000_000:015d}-{os.getpid()}-1"
    person.touch()
    said: list[str] = []

    def wait(seconds: float) -> bool:
        said.append(priority.look(key).line())
        person.unlink(missing_ok=True)  # the person is answered after one tick
        return False

    with priority.background(priority.BATCH):
        priority.hold_for_people(key, wait)
    assert said == [priority.BATCH_HELD]
    assert priority.look(key).line() == "" and not priority.look(key).held


def test_the_queue_place_is_said_only_while_the_request_waits():
    live = LiveReply()
    live.begin_call()
    live.queue(2)
    assert "2 other requests ahead of yours" in live.snapshot().describe()
    live.prompt_progress(900, 100)
    assert "ahead" not in live.snapshot().describe(), "the server reads this request's prompt: it is not queued"
    live.wrote(" Queen", 1)
    assert "ahead" not in live.snapshot().describe()


def test_only_servers_on_this_machine_queue_a_batch_behind_a_person():
    assert priority.server_key("http://127.0.0.1:8080/v1", embedded=True) == "embedded"
    assert priority.server_key("http://localhost:11434/v1", embedded=False) == "localhost_11434"
    assert priority.server_key("https://api.openai.com/v1", embedded=False) is None
    assert priority.server_key("http://user:pw@127.0.0.1:9000/v1", embedded=False) == "127.0.0.1_9000"


def test_a_prompt_read_ahead_waits_until_no_person_has_called_for_a_while(monkeypatch):
    monkeypatch.setattr(priority, "TICK_S", 0.05)
    with FakeOpenAIServer() as server:
        model = model_on(server)
        key = model.priority_key
        person = threading.Thread(target=person_call, args=(model, "PERSON asks"), daemon=True)
        started = time.perf_counter()
        person.start()
        time.sleep(0.1)
        held = priority.hold_for_people(key, lambda s: time.sleep(s) or False, quiet_s=1.0)
        assert time.perf_counter() - started >= 1.0 and held >= 1.0


def test_calls_asked_together_by_one_page_are_not_ahead_of_each_other():
    pid = os.getpid()
    first, column, later = (f"person-{ms:015d}-{pid}-{n}" for n, ms in ((1, 10_000), (2, 10_050), (3, 20_000)))
    other_app = f"person-{10_020:015d}-{pid + 1}-1"
    seen = priority.Situation((first, other_app, column, later))
    assert seen.ahead_of(column) == 1, "Compare's other column is beside it; another app's call is ahead"
    assert seen.ahead_of(later) == 3


# ----- the batch's share: people stepping on and on do not starve a batch ---------------------------
def test_a_batch_held_past_its_share_time_goes_on_one_call_at_a_time_beside_the_people(monkeypatch):
    monkeypatch.setattr(priority, "TICK_S", 0.05)
    monkeypatch.setattr(priority, "SHARE_AFTER_S", 1.0)
    with FakeOpenAIServer() as server:
        server.when("BATCH", " batch reply", delay_s=0.6)
        model = model_on(server)
        turns: list[priority.Turn] = []
        boxes: list[dict] = [{}, {}]
        with priority.person_waiting(model.priority_key, None):  # a person's step the whole time
            started = time.time()

            lines: list[str] = []  # the person's working line, read as their page reads it
            done = threading.Event()

            def read_the_line() -> None:
                while not done.wait(0.02):
                    lines.append(priority.look(model.priority_key).line())

            threading.Thread(target=read_the_line, daemon=True).start()

            def work(box: dict, prompt: str) -> None:
                with priority.background(priority.BATCH), priority.reporting_holds(turns.append):
                    box["text"] = model.complete(ModelRequest(prompt)).text
                box["ended"] = time.time()

            threads = [threading.Thread(target=work, args=(b, f"BATCH {n}"), daemon=True) for n, b in enumerate(boxes)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(15)
            done.set()
        assert all(b.get("text") == " batch reply" for b in boxes), "both calls were answered while the person waited"
        asked = sorted(arrivals(server, "BATCH"))
        assert asked[0] - started >= 0.9, "held until the batch had waited its share time"
        ends = sorted(b["ended"] for b in boxes)
        assert asked[1] >= ends[0] - 0.1, "one call at a time in the share: the second asked once the first ended"
        said = [line for n, line in enumerate(lines) if line and (n == 0 or lines[n - 1] != line)]
        assert said[0] == priority.BATCH_HELD and priority.BATCH_SHARING in said, (
            "the person reads that the batch is paused, then, while its call runs beside them, that it goes on"
        )
    states = [t.state for t in turns]
    assert priority.WAITS in states and states.count(priority.SHARED) == 2 and states[-1] == priority.GOING
    held = next(t for t in turns if t.state == priority.WAITS)
    assert held.steps == 1 and held.since is not None and held.since <= started + 0.2


def test_a_short_step_still_has_the_server_alone(monkeypatch):
    monkeypatch.setattr(priority, "TICK_S", 0.05)
    monkeypatch.setattr(priority, "SHARE_AFTER_S", 5.0)
    with FakeOpenAIServer() as server:
        server.when("PERSON", " person's reply", delay_s=1.0)
        server.when("BATCH", " batch reply")
        model = model_on(server)
        box: dict = {}
        person = threading.Thread(target=person_call, args=(model, "PERSON asks"), daemon=True)
        person.start()
        time.sleep(0.3)
        batch_call(model, "BATCH asks", box).join(10)
        person.join(10)
        (person_at,) = arrivals(server, "PERSON")
        (batch_at,) = arrivals(server, "BATCH")
        assert batch_at >= person_at + 1.0, "the batch asked only once the person was served"
        assert not list((priority._folder(model.priority_key)).glob("share-*")), "no share was taken"


def test_a_share_left_by_a_process_that_is_gone_is_free_again(monkeypatch):
    key = "share-test"
    stale = priority._folder(key) / "share-0"
    stale.touch()
    old = time.time() - priority.STALE_S - 5
    os.utime(stale, (old, old))
    priority.look(key)
    taken = priority._board.take_share(key)
    assert taken == stale, "the stale share was cleared and taken"
    assert priority._board.take_share(key) is None, "one slot: a second call finds it taken"
    priority.give_back_share(taken)
    assert not stale.exists()
