"""Which llama.cpp server slot each trajectory uses, so its prompt prefix stays cached.

ReAct re-sends the whole growing prompt every step; a server slot that last saw the same
trajectory only has to read the new tokens. Two trajectories stepped in turn (Compare
page) would evict each other from a shared slot, so each session gets its own slot; when
there are more sessions than slots, the least recently used session gives its slot up.
"""

from __future__ import annotations

import threading
from collections import OrderedDict


class SlotMap:
    """Session id -> slot index, least-recently-used eviction. Thread-safe.

    A batch's session (`background=True`) never takes a person's slot while a batch session holds
    one it can take instead: on two cores a person whose slot was taken waits a minute for the
    prompt to be read again."""

    def __init__(self, slots: int) -> None:
        if slots < 1:
            raise ValueError("a server has at least one slot")
        self.slots = slots
        self._owner: OrderedDict[str, int] = OrderedDict()
        self._background: set[str] = set()
        self._passing: set[str] = set()
        self._lock = threading.Lock()

    def slot_for(self, session: str, background: bool = False) -> int:
        return self.assign(session, background)[0]

    def assign(self, session: str, background: bool = False, passing: bool = False) -> tuple[int, bool]:
        """(the session's slot, True when the session has just been given it: the slot holds
        another session's tokens, or none). A `passing` session (a call asked again held to the tools'
        schema, which the server reads from a rendering of its own) gives its slot up before any
        other, so held calls share one spare slot instead of pushing out running trajectories."""
        with self._lock:
            if session in self._owner:
                self._owner.move_to_end(session)
                return self._owner[session], False
            slot = self._next_free(background)
            if len(self._owner) >= self.slots:
                evicted = next(name for name, held in self._owner.items() if held == slot)
                del self._owner[evicted]
                self._background.discard(evicted)
                self._passing.discard(evicted)
            self._owner[session] = slot
            if background:
                self._background.add(session)
            if passing:
                self._passing.add(session)
            return slot, True

    def next_slot(self) -> int:
        """The slot the next new session will get (a warm-up reads its prompt there in advance)."""
        with self._lock:
            return self._next_free(False)

    def _next_free(self, background: bool) -> int:
        if len(self._owner) < self.slots:
            used = set(self._owner.values())
            return min(i for i in range(self.slots) if i not in used)
        for name, slot in self._owner.items():  # a held call's slot first (see `assign`)
            if name in self._passing:
                return slot
        if background:  # the least recently used batch session's slot, where there is one
            for name, slot in self._owner.items():
                if name in self._background:
                    return slot
        return next(iter(self._owner.values()))  # the least recently used
