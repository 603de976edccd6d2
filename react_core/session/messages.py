"""What a run has to say to the person: a list of messages, each with its kind, its place and its text.

A message goes where the person asked for the thing it is about: `run` at the top of the run (under
its buttons), `steer` beside the steering editor, `play` beside the form a person writes a step in,
`switch` beside "Resume with another model", `until` inside Run until's popover. Each place holds one message of each kind (a newer one
replaces it), and a person's next action clears them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

Kind = Literal["error", "warning", "notice"]
Where = Literal["run", "steer", "play", "switch", "until"]


@dataclass(frozen=True)
class Message:
    kind: Kind
    where: Where
    text: str


class Messages:
    """The run's messages in the order they were said. Safe to read while a step's worker says more."""

    def __init__(self) -> None:
        self._items: tuple[Message, ...] = ()
        self._lock = threading.Lock()

    def say(self, kind: Kind, text: str, where: Where = "run") -> Message:
        message = Message(kind, where, text)
        with self._lock:
            kept = tuple(m for m in self._items if (m.kind, m.where) != (kind, where))
            self._items = (*kept, message)
        return message

    def error(self, text: str, where: Where = "run") -> Message:
        return self.say("error", text, where)

    def warning(self, text: str, where: Where = "run") -> Message:
        return self.say("warning", text, where)

    def notice(self, text: str, where: Where = "run") -> Message:
        return self.say("notice", text, where)

    def text(self, kind: Kind, where: Where = "run") -> str | None:
        """The text of the message of this kind at this place, if there is one."""
        return next((m.text for m in self._items if (m.kind, m.where) == (kind, where)), None)

    def clear(self, where: Where | None = None, kind: Kind | None = None) -> None:
        """Forget the messages at `where` (of `kind`); with neither given, all of them."""
        with self._lock:
            self._items = tuple(
                m for m in self._items if not ((where is None or m.where == where) and (kind is None or m.kind == kind))
            )

    def __iter__(self) -> Iterator[Message]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return f"Messages({list(self._items)!r})"
