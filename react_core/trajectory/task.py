"""One task instance, shared by every room: data loads it, environments play it, metrics score it.

It lives in its own module (not with the environments) so that `data`, `metrics` and
`trajectory` can use it without importing the environments, keeping imports one-way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Task:
    """One task instance: a question, a claim or a game.

    `family` names a task family of the catalogue (react_core.engine.catalog). `gold` is the reference answer or
    label when known ("SUPPORTS" / "REFUTES" / "NOT ENOUGH INFO" for FEVER).
    `meta` carries family-specific details (HotpotQA type, ALFWorld game path and task type).
    """

    id: str
    family: str
    text: str
    gold: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    def __hash__(self) -> int:  # meta is a dict; identity is (family, id)
        return hash((self.family, self.id))
