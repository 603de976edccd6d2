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


def after_people(key: str, call: Call, token: CancelToken | None, live: LiveReply | None) -> ModelReply:
    """A background call (a batch's): it waits while a person's call is waiting or running, and
    one already in flight when a person arrives closes its stream and asks again afterwards.
    It asks for llama.cpp's reading progress (a LiveReply of its own if none watches): the stream
    then opens at once, so it can be closed while the server is still reading the prompt."""
    live = live if live is not None else LiveReply()
    while True:
        priority.hold_for_people(key, token.wait if token is not None else sleep)
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
