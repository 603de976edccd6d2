"""The embedded server's threads follow the free cores between calls (issue 45): the decision, the gate that
keeps a restart out of every call, and the restart's keeping of each slot."""

from __future__ import annotations

import threading
import time

from react_core.models.thread_follow import CallGate, Follow, ThreadFollower


def test_a_server_started_under_load_gets_its_cores_back_once_the_load_has_been_gone_for_a_while():
    follow = Follow(threads=1, hold_s=15)
    assert follow.decide(0.0, free=2) is None, "one sample is no reason"
    assert follow.decide(10.0, free=2) is None
    assert follow.decide(15.0, free=2) == 2


def test_a_burst_of_load_or_a_sample_back_at_the_servers_threads_starts_the_wait_again():
    follow = Follow(threads=1, hold_s=15)
    follow.decide(0.0, free=2)
    assert follow.decide(8.0, free=1) is None  # back: the wait starts over
    assert follow.decide(16.0, free=2) is None and follow.decide(30.0, free=2) is None
    assert follow.decide(31.0, free=2) == 2


def test_load_that_comes_and_stays_takes_threads_away_too_and_a_change_of_direction_waits_afresh():
    follow = Follow(threads=2, hold_s=15)
    follow.decide(0.0, free=1)
    assert follow.decide(15.0, free=1) == 1
    follow.restarted(1)
    assert follow.decide(16.0, free=1) is None, "at its threads: nothing to do"
    follow.decide(20.0, free=2)
    assert follow.decide(34.0, free=2) is None and follow.decide(35.0, free=2) == 2


def test_a_restart_waits_for_the_calls_in_flight_and_holds_new_calls_back_until_it_is_done():
    gate = CallGate()
    order: list[str] = []
    in_call, call_may_end = threading.Event(), threading.Event()

    def call(name: str, entered: threading.Event | None = None) -> None:
        with gate.call():
            order.append(f"{name} starts")
            if entered is not None:
                entered.set()
                call_may_end.wait(5)
            order.append(f"{name} ends")

    first = threading.Thread(target=call, args=("first", in_call))
    first.start()
    in_call.wait(5)

    def restart() -> None:
        with gate.closed(wait_s=5) as idle:
            order.append(f"restart (idle: {idle})")
            time.sleep(0.2)  # a later call arriving now must wait
            order.append("restarted")

    restarting = threading.Thread(target=restart)
    restarting.start()
    time.sleep(0.1)
    later = threading.Thread(target=call, args=("later",))
    later.start()
    time.sleep(0.1)
    call_may_end.set()
    for thread in (first, restarting, later):
        thread.join(5)
    assert order == ["first starts", "first ends", "restart (idle: True)", "restarted", "later starts", "later ends"]


def test_a_restart_that_calls_do_not_make_way_for_is_not_done():
    gate = CallGate()
    stuck = threading.Event()

    def call() -> None:
        with gate.call():
            stuck.wait(5)

    thread = threading.Thread(target=call)
    thread.start()
    time.sleep(0.05)
    server = _Server(threads=1)
    follower = ThreadFollower(server, gate)
    with gate.closed(wait_s=0.1) as idle:
        assert not idle
    stuck.set()
    thread.join(5)
    assert follower.restart(2) and server.restarted_with == [2] and follower.follow.threads == 2


class _Server:
    def __init__(self, threads: int) -> None:
        self.settings = type("S", (), {"threads": threads})()
        self.restarted_with: list[int] = []

    def restart(self, threads: int) -> None:
        self.restarted_with.append(threads)
        self.settings.threads = threads

    def is_running(self) -> bool:
        return True

    def server_pid(self) -> None:
        return None
