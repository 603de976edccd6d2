"""A person's check of their agent's final reply: an accepted answer or a regular expression.

One rule for both places a person's agent is judged: a try of the measured effect
(`endpoint.agent_checks`) and an input of an Evaluate batch of their agent (`evaluation.agent_inputs`).

- `AnswerCheck(accepted)`: the reply equals one of the accepted answers after the SQuAD normalisation
  EM uses (`metrics.exact_match`: case, punctuation, articles and spacing ignored);
- `RegexCheck(pattern)`: the pattern is found anywhere in the reply (``re.search``; ``^...$`` for all of it).

No reply (an agent that crashed or ran out of steps: "" or None) never passes, whatever the check, so a
regex that matches the empty string does not pass a run that never answered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Protocol

from react_core.scoring.metrics import exact_match, f1


@dataclass(frozen=True)
class Verdict:
    """A check's answer: passed, and why not when it could not judge (the check's own failure)."""

    passed: bool
    problem: str = ""


class Judged(Protocol):
    """What a check reads of a try: its final reply."""

    @property
    def final_reply(self) -> str: ...


def _answered(reply: str | None) -> bool:
    return reply is not None and bool(reply.strip())


@dataclass(frozen=True)
class AnswerCheck:
    """Met when the reply equals an accepted answer (one string, or several: any of them)."""

    expected: str | tuple[str, ...]
    accepted: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        answers = (self.expected,) if isinstance(self.expected, str) else tuple(self.expected)
        if not answers or not all(isinstance(a, str) and a.strip() for a in answers):
            raise ValueError("Give the expected answer (e.g. Lima), or choose another check.")
        object.__setattr__(self, "accepted", answers)

    def passes(self, reply: str | None) -> bool:
        return _answered(reply) and any(exact_match(str(reply), a) == 1.0 for a in self.accepted)

    def em_f1(self, reply: str | None) -> tuple[float, float]:
        """Exact match and token F1 against the best accepted answer (0, 0 for no reply)."""
        if reply is None:
            return 0.0, 0.0
        return max(exact_match(reply, a) for a in self.accepted), max(f1(reply, a) for a in self.accepted)

    def judge(self, outcome: Judged) -> Verdict:
        return Verdict(self.passes(outcome.final_reply))

    def describe(self) -> str:
        shown = " or ".join(repr(a) for a in self.accepted)
        return f"the final reply is {shown} (normalised exact match)"


@dataclass(frozen=True)
class RegexCheck:
    """Met when the pattern is found in the reply."""

    pattern: str
    compiled: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.pattern, str) or not self.pattern:
            raise ValueError("Give a regular expression for the final reply (e.g. Lima|10,151,000).")
        try:
            object.__setattr__(self, "compiled", re.compile(self.pattern))
        except re.error as exc:
            raise ValueError(f"The regular expression {self.pattern!r} cannot be read ({exc}); fix it.") from None

    def passes(self, reply: str | None) -> bool:
        return _answered(reply) and self.compiled.search(str(reply)) is not None

    def judge(self, outcome: Judged) -> Verdict:
        return Verdict(self.passes(outcome.final_reply))

    def describe(self) -> str:
        return f"the final reply matches /{self.pattern}/"
