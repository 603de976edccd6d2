"""A person before the batch: the calls a person waits for go first on a local model server.

On two cores a batch's episodes and a person's step share the same CPU: a step that takes 12-35 s
alone took 72-338 s beside a batch (issue 37). Every process that uses a local server (the app,
a CLI batch) keeps small marker files in `REACT_HOME/waiting/<server>/`:
- `person-<start ms>-<pid>-<n>`: one per person's model call in flight (a call made inside a
  `live_scope`: a page is watching it);
- `<kind>-<pid>`: one per process with background work on that server (a batch, prompts read ahead);
- `held-<kind>-<pid>-<thread>`: one per background call holding for a person right now, so a person's
  line says a batch is paused only while one is.
A background call checks before it starts and while it runs: while a person is waiting it holds,
or closes its stream and asks again once they are served (the server keeps the prompt it read in
the slot, so only the reply's tokens are lost). A heartbeat thread refreshes this process's
markers; one older than STALE_S (a crashed process) is ignored, so a batch is never held forever.
A person's call lingers GRACE_S after it ends, so a step's second call does not queue behind a
batch call that slipped in between.

Person-first must not starve a batch: two people stepping one after the other kept a batch at 0 of
12 episodes for 18 minutes (issue 43). Once a batch has been held SHARE_AFTER_S, one of its calls
at a time goes on beside the people (`share-0`, a marker only one process can create): the batch
keeps one slot, and a short step of a person's (most take less) still has the server alone.
"""

from __future__ import annotations

import atexit
import itertools
import os
import re
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path

from react_core.common.paths import subdir
from react_core.models.live import LiveReply

STALE_S = 10.0  # a marker not refreshed for this long belongs to a process that is gone
GRACE_S = 1.5  # a person's call still counts as waiting this long after it ends
TICK_S = 0.25  # how often the heartbeat looks (a background call yields within about this)
# Prompts read ahead start only after this long without a person's call: a person who has just
# opened the page is about to click, and a read under way makes way only between two passes.
READ_AHEAD_QUIET_S = 30.0
# A batch held this long gets its share: one call at a time goes on while people step.
SHARE_AFTER_S = 15.0
SHARE_SLOTS = 1
BATCH = "batch"  # the background kinds
READ_AHEAD = "read-ahead"
HELD = "held-"  # a marker's prefix while a background call holds for a person
# What a person's line says while a batch's calls hold for them; a prompt read ahead is the app's own
# preparation, which gives way without a word.
BATCH_HELD = "a batch run on this model is paused so your step goes first"
# Once a held batch has its share, one of its calls runs beside the person's step (slower for both).
BATCH_SHARING = "a batch run on this model goes on beside your step, one call at a time, after waiting its turn"
_LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}


def server_key(base_url: str, embedded: bool) -> str | None:
    """Which markers a server's callers share: every embedded server on this machine (they share
    its cores), or a server on this machine by its address. None for remote servers, which
    serve many callers at once and need no queue of ours."""
    if embedded:
        return "embedded"
    host_port = re.sub(r"^[a-z]+://", "", base_url).split("/")[0].rsplit("@", 1)[-1]
    host = host_port.rsplit(":", 1)[0] if not host_port.endswith("]") else host_port
    return re.sub(r"[^A-Za-z0-9.]+", "_", host_port) if host in _LOCAL_HOSTS else None


# ----- which calls are background work ---------------------------------------------------------
_background: ContextVar[str | None] = ContextVar("react_core_background_kind", default=None)


@contextmanager
def background(kind: str = BATCH) -> Iterator[None]:
    """Model calls made inside (in this thread) give way to a person's (`kind`: BATCH, READ_AHEAD)."""
    reset = _background.set(kind)
    try:
        yield
    finally:
        _background.reset(reset)


def background_kind() -> str | None:
    return _background.get()


def hold_report() -> Callable[[Turn], None] | None:
    """Who hears this thread's holds (see `reporting_holds`), if anyone."""
    return _hold_report.get()


@dataclass(frozen=True)
class Turn:
    """Where one background call stands beside people's calls, as told to its batch's progress."""

    state: str  # WAITS (for people), SHARED (goes on beside them, in the batch's share), GOING (no one waits)
    since: float | None = None  # since when (time.time()) this server's background calls have been held
    steps: int = 0  # people's steps they are held for (a page's calls asked together count once)


WAITS, SHARED, GOING = "waits", "shared", "going"

# Who hears that this thread's background calls are held (a batch's progress: "held 40 s for a person's step").
_hold_report: ContextVar[Callable[[Turn], None] | None] = ContextVar("react_core_hold_report", default=None)


@contextmanager
def reporting_holds(report: Callable[[Turn], None]) -> Iterator[None]:
    """Background calls made inside (in this thread) call `report(Turn(WAITS, ...))` every TICK_S while
    they hold for a person's call, `report(Turn(SHARED, ...))` when one goes on in the batch's share
    beside them, and `report(Turn(GOING))` once they go on: the batch can say where it stands."""
    reset = _hold_report.set(report)
    try:
        yield
    finally:
        _hold_report.reset(reset)


# ----- what the markers say ------------------------------------------------------------------------
@dataclass(frozen=True)
class Situation:
    """What else a server is asked to do, as seen from the markers."""

    people: tuple[str, ...] = ()  # person markers, oldest first (their names sort by start time)
    background: frozenset[str] = field(default_factory=frozenset)  # kinds of background work
    held: frozenset[str] = field(default_factory=frozenset)  # kinds holding for a person right now
    sharing: bool = False  # a batch's call goes on beside the people, in its share

    @property
    def steps(self) -> int:
        """People's steps waiting or running: calls asked together by one page (Compare's columns) count once."""
        count, last = 0, None
        for name in self.people:
            if last is None or not _together(last, name):
                count += 1
            last = name
        return count

    def ahead_of(self, marker: str) -> int:
        """Other people's calls that came before `marker`; one of the same process begun within
        TOGETHER_MS is not "ahead" but beside it (Compare's columns, asked at once)."""
        return sum(1 for name in self.people if name < marker and not _together(name, marker))

    def line(self) -> str:
        """For a person's working line: what else the server does for a batch now (BATCH_SHARING while
        one of its calls runs in its share, BATCH_HELD while its calls only hold, else nothing). Where
        they stand in the queue is `ahead_of`, said only while they wait."""
        if self.sharing:
            return BATCH_SHARING
        return BATCH_HELD if BATCH in self.held else ""


TOGETHER_MS = 2000


def _together(one: str, other: str) -> bool:
    try:
        _, ms_one, pid_one, _ = one.split("-")
        _, ms_other, pid_other, _ = other.split("-")
    except ValueError:
        return False
    return pid_one == pid_other and abs(int(ms_one) - int(ms_other)) < TOGETHER_MS


def look(key: str, now: float | None = None) -> Situation:
    """The live markers of server `key`; stale ones (older than STALE_S, or a finished person's
    call older than GRACE_S) are ignored and removed."""
    now = time.time() if now is None else now
    people, kinds, held, sharing = [], set(), set(), False
    for path in _folder(key).iterdir():
        try:
            age = now - path.stat().st_mtime
        except FileNotFoundError:
            continue
        name = path.name
        if name.startswith("share-"):
            if age > STALE_S:  # its process is gone: the share is free again
                path.unlink(missing_ok=True)
            else:
                sharing = True
            continue
        done = name.startswith("done-")
        if age > (GRACE_S if done else STALE_S):
            path.unlink(missing_ok=True)
        elif done or name.startswith("person-"):
            people.append(name.removeprefix("done-"))
        elif name.startswith(HELD):
            held.add(name.removeprefix(HELD).rsplit("-", 2)[0])
        else:
            kinds.add(name.rsplit("-", 1)[0])  # "read-ahead-<pid>": the kind has a hyphen of its own
    return Situation(tuple(sorted(people)), frozenset(kinds), frozenset(held), sharing)


def _folder(key: str) -> Path:
    folder = subdir("waiting") / key
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# ----- this process's markers and its heartbeat --------------------------------------------------------
class _Board:
    """This process's markers, refreshed by one daemon thread that also tells watchers what it sees."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._people: dict[Path, LiveReply | None] = {}
        self._background: dict[Path, int] = {}  # marker -> calls in flight using it
        self._done: dict[Path, float] = {}  # a finished person's marker -> when it finished
        self._shares: set[Path] = set()  # share markers this process holds (a call going on in the share)
        self._held_since: dict[str, float] = {}  # server key -> since when this process's background calls hold
        self._watchers: dict[int, tuple[str, Callable[[], None]]] = {}
        self._ids = itertools.count(1)
        self._thread: threading.Thread | None = None

    # people
    def add_person(self, key: str, live: LiveReply | None) -> Path:
        path = _folder(key) / f"person-{time.time_ns() // 1_000_000:015d}-{os.getpid()}-{next(self._ids)}"
        path.touch()
        with self._lock:
            self._people[path] = live
        self._start()
        return path

    def remove_person(self, path: Path) -> None:
        with self._lock:
            live = self._people.pop(path, None)
        if live is not None:
            live.others("")
            live.queue(0)
        done = path.with_name("done-" + path.name)
        try:  # lingers GRACE_S as done-…: a step's next call follows at once
            path.rename(done)
            os.utime(done)
        except FileNotFoundError:
            return
        with self._lock:
            self._done[done] = time.monotonic()
        self._start()

    # background work
    def add_background(self, key: str, kind: str) -> Path:
        path = _folder(key) / f"{kind}-{os.getpid()}"
        with self._lock:
            self._background[path] = self._background.get(path, 0) + 1
        path.touch()
        self._start()
        return path

    def remove_background(self, path: Path) -> None:
        with self._lock:
            self._background[path] -= 1
            if not self._background[path]:
                del self._background[path]  # no longer refreshed: it goes stale, so between two of a
                # batch's calls a person's line still says the batch is there

    # the batch's share
    def take_share(self, key: str) -> Path | None:
        """A share marker of server `key` if one is free (across processes: made with O_EXCL), else None."""
        for slot in range(SHARE_SLOTS):
            path = _folder(key) / f"share-{slot}"
            try:
                os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            except FileExistsError:
                continue
            with self._lock:
                self._shares.add(path)
            self._start()
            return path
        return None

    def give_back_share(self, path: Path) -> None:
        with self._lock:
            self._shares.discard(path)
        path.unlink(missing_ok=True)

    def held_since(self, key: str, held: bool) -> float | None:
        """Since when background calls on `key` have been held (`held`: one is held now); a call that
        goes on with no person waiting ends the hold (None)."""
        with self._lock:
            if not held:
                self._held_since.pop(key, None)
                return None
            return self._held_since.setdefault(key, time.time())

    def watch(self, key: str, on_person: Callable[[], None]) -> int:
        with self._lock:
            watch_id = next(self._ids)
            self._watchers[watch_id] = (key, on_person)
        self._start()
        return watch_id

    def unwatch(self, watch_id: int) -> None:
        with self._lock:
            self._watchers.pop(watch_id, None)

    def _start(self) -> None:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._beat, name="react-priority", daemon=True)
                self._thread.start()

    def _beat(self) -> None:
        tick = 0
        while True:
            with self._lock:
                people = dict(self._people)
                mine = [*people, *self._background, *self._shares]
                watchers = list(self._watchers.values())
                over = [path for path, ended in self._done.items() if time.monotonic() - ended > GRACE_S]
                for path in over:
                    del self._done[path]
                    path.unlink(missing_ok=True)
                if not mine and not watchers and not self._done:
                    self._thread = None
                    return
            if tick % 4 == 0:
                for path in mine:
                    try:
                        os.utime(path)
                    except FileNotFoundError:
                        path.touch()  # removed by someone who thought it stale: it is not
            keys = {path.parent.name for path in people} | {key for key, _ in watchers}
            seen = {key: look(key) for key in keys}
            for path, live in people.items():
                if live is not None:
                    live.others(seen[path.parent.name].line())
                    live.queue(seen[path.parent.name].ahead_of(path.name))
            for key, on_person in watchers:
                if seen[key].people:
                    on_person()
            tick += 1
            time.sleep(TICK_S)

    def clear(self) -> None:
        with self._lock:
            paths = [*self._people, *self._background, *self._done, *self._shares]
            self._shares.clear()
            self._people.clear()
            self._background.clear()
            self._done.clear()
        for path in paths:
            path.unlink(missing_ok=True)


_board = _Board()
atexit.register(_board.clear)


@contextmanager
def person_waiting(key: str, live: LiveReply | None) -> Iterator[None]:
    """A person's call on server `key` is in flight: background work holds; `live` gets told what else
    the server is doing."""
    path = _board.add_person(key, live)
    if live is not None:
        seen = look(key)
        live.others(seen.line())
        live.queue(seen.ahead_of(path.name))
    try:
        yield
    finally:
        _board.remove_person(path)


@contextmanager
def background_work(key: str, kind: str) -> Iterator[None]:
    """Background work (`kind`) has a call in flight on server `key` (a person's line names it)."""
    path = _board.add_background(key, kind)
    try:
        yield
    finally:
        _board.remove_background(path)


def hold_for_people(key: str, wait: Callable[[float], bool], quiet_s: float = 0.0) -> float:
    """Wait while a person's call on `key` is waiting or running, and then until none has been seen
    for `quiet_s`; the seconds held. `wait(seconds)` sleeps and returns True to give up (a cancelled
    token): then it returns at once."""
    held, _share = _hold(key, wait, quiet_s, None)
    return held


def hold_or_share(key: str, wait: Callable[[float], bool], share_after_s: float | None = None) -> Path | None:
    """A batch's call: wait while a person's call on `key` is waiting or running, but once the batch
    has been held `share_after_s` (default SHARE_AFTER_S) go on in its share. Returns the share marker
    when it goes on beside people (give it back with `give_back_share` when the call ends, and do not
    give way mid-call), None when no person waits (or `wait` gave up)."""
    return _hold(key, wait, 0.0, SHARE_AFTER_S if share_after_s is None else share_after_s)[1]


def give_back_share(share: Path) -> None:
    _board.give_back_share(share)


def _hold(
    key: str, wait: Callable[[float], bool], quiet_s: float, share_after_s: float | None
) -> tuple[float, Path | None]:
    report = _hold_report.get()
    # While it holds for a person, a marker says so: their line names the batch only then.
    marker = _folder(key) / f"{HELD}{background_kind() or BATCH}-{os.getpid()}-{threading.get_ident()}"
    held = quiet = 0.0
    share: Path | None = None
    told = waiting = False
    try:
        while True:
            seen = look(key)
            waiting = bool(seen.people)
            if not waiting and quiet >= quiet_s:
                break
            quiet = 0.0 if waiting else quiet + TICK_S
            if waiting:
                marker.touch()
            else:
                marker.unlink(missing_ok=True)
            since = _board.held_since(key, True) if share_after_s is not None and waiting else None
            if since is not None and share_after_s is not None and time.time() - since >= share_after_s:
                share = _board.take_share(key)
                if share is not None:
                    if report is not None:
                        report(Turn(SHARED, since, seen.steps))
                    return held, share
            if waiting and report is not None:
                report(Turn(WAITS, since, seen.steps))
                told = True
            if wait(TICK_S):
                break
            held += TICK_S
        if share_after_s is not None and not waiting:
            _board.held_since(key, False)  # no one waits: the batch is no longer held
    finally:
        marker.unlink(missing_ok=True)
        if told and share is None and report is not None:
            report(Turn(GOING))
    return held, share


@contextmanager
def yield_to_people(key: str, on_person: Callable[[], None]) -> Iterator[None]:
    """While inside, `on_person()` is called (every TICK_S) as long as a person's call is waiting."""
    watch_id = _board.watch(key, on_person)
    try:
        yield
    finally:
        _board.unwatch(watch_id)
