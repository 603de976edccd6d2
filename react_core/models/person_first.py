"""Background work on a server shared with a person: it waits for them and gives way mid-call.

priority.py keeps the board (who waits, who runs); this is how a background call behaves on it.
Both a batch's model call (`after_people`) and a prompt read ahead (warm_slots.py) close their
stream when a person's call arrives and ask again afterwards: the server slot keeps what was read.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path

from react_core.models import priority
from react_core.models.base import ModelReply
from react_core.models.cancel import CancelToken, StepCancelled, run_cancellable
from react_core.models.live import LiveReply

Call = Callable[[CancelToken, LiveReply], ModelReply]


def sleep(seconds: float) -> bool:
    """A `wait` for priority.hold_for_people that nothing cancels."""
    time.sleep(seconds)
    return False


@contextmanager
def giving_way(key: str, close: Callable[[], None]) -> Iterator[threading.Event]:
    """Inside, a person's call waiting on `key` calls `close` (which ends the work's stream) and
    sets the event yielded: the work then knows its failure was giving way, not a fault."""
    yielded = threading.Event()

    def make_way() -> None:
        yielded.set()
        close()

    with priority.yield_to_people(key, make_way):
        yield yielded


def after_people(
    key: str, call: Call, token: CancelToken | None, live: LiveReply | None, share: bool = True
) -> ModelReply:
    """A background call (a batch's): it waits while a person's call is waiting or running, and
    one already in flight when a person arrives closes its stream and asks again afterwards.
    It asks for llama.cpp's reading progress (a LiveReply of its own if none watches): the stream
    then opens at once, so it can be closed while the server is still reading the prompt.
    `share`: once the batch has been held priority.SHARE_AFTER_S, the call may go on in the batch's
    share beside people's calls (to its end: it does not give way), so people stepping on and on
    never starve it."""
    live = live if live is not None else LiveReply()
    wait = token.wait if token is not None else sleep
    while True:
        if share:
            slot = priority.hold_or_share(key, wait)
            if slot is not None:
                return _in_share(slot, call, token, live)
        else:
            priority.hold_for_people(key, wait)
        mine = CancelToken()
        forget = token.on_cancel(mine.cancel) if token is not None else (lambda: None)
        try:
            with giving_way(key, mine.cancel) as yielded:
                return run_cancellable(partial(call, mine, live), mine)
        except StepCancelled:
            if (token is not None and token.cancelled) or not yielded.is_set():
                raise
        finally:
            forget()


def _in_share(slot: Path, call: Call, token: CancelToken | None, live: LiveReply) -> ModelReply:
    """The call goes on beside people's calls, in the batch's share; the share is given back after."""
    report = priority.hold_report()
    try:
        mine = token if token is not None else CancelToken()
        return run_cancellable(partial(call, mine, live), mine)
    finally:
        priority.give_back_share(slot)
        if report is not None:
            report(priority.Turn(priority.GOING))
