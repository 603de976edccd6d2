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
    """Session id -> slot index, least-recently-used eviction. Thread-safe."""

    def __init__(self, slots: int) -> None:
        if slots < 1:
            raise ValueError("a server has at least one slot")
        self.slots = slots
        self._owner: OrderedDict[str, int] = OrderedDict()
        self._lock = threading.Lock()

    def slot_for(self, session: str) -> int:
        with self._lock:
            if session in self._owner:
                self._owner.move_to_end(session)
                return self._owner[session]
            slot = self._next_free()
            if len(self._owner) >= self.slots:
                self._owner.popitem(last=False)
            self._owner[session] = slot
            return slot

    def next_slot(self) -> int:
        """The slot the next new session will get (a warm-up reads its prompt there in advance)."""
        with self._lock:
            return self._next_free()

    def _next_free(self) -> int:
        if len(self._owner) < self.slots:
            used = set(self._owner.values())
            return min(i for i in range(self.slots) if i not in used)
        return next(iter(self._owner.values()))  # the least recently used session's
