"""Breakpoints: the conditions "Run until" stops on, and their text form.

A person running a long episode wants to stop where something interesting happens, not step by
hand nor run to the end. Each condition is a small frozen value; several together mean "any of
them". The command line writes them as text (`run --until ...`, repeatable) and the app builds the
same text from its controls, so one parser checks both:

    flag                      a flag fires (react_core.assist.diagnosis), any kind
    flag:loop,unseen_object   a flag of one of these kinds fires
    action:Finish[            the action contains this text (case ignored): a tool name, `Finish[`
    action~^Search\\[         the action matches this regular expression (re.search, as written)
    observation:nothing       the observation contains this text (case ignored)
    observation~REGEX         the observation matches this regular expression
    step:5                    step 5 is reached (the paper's step i: Thought 5 / Action 5)
    tokens:2000               the branch's tokens (in + out) pass 2000

Stepping under these conditions is react_core.engine.run_until.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

KINDS_HELP = "flag, flag:KIND,KIND, action:TEXT, action~REGEX, observation:TEXT, observation~REGEX, step:N, tokens:N"


class BreakpointError(ValueError):
    """A condition that cannot be read; the message names it and says what is accepted."""


@dataclass(frozen=True)
class FlagFires:
    """A new flag on the branch; `kinds` empty: any kind."""

    kinds: frozenset[str] = frozenset()

    @property
    def text(self) -> str:
        return "flag" + (":" + ",".join(sorted(self.kinds)) if self.kinds else "")

    def describe(self) -> str:
        return "a flag fires" + (f" ({', '.join(sorted(self.kinds))})" if self.kinds else "")


@dataclass(frozen=True)
class _Match:
    """Text that a step's text contains (case ignored), or a regular expression it matches."""

    pattern: str
    regex: bool = False
    _compiled: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.pattern:
            raise BreakpointError(f"{self.subject}: write the text to look for, e.g. {self.example}.")
        try:
            compiled = re.compile(self.pattern if self.regex else re.escape(self.pattern), 0 if self.regex else re.I)
        except re.error as exc:
            raise BreakpointError(
                f"{self.pattern!r} is not a valid regular expression ({exc}); fix it, or write "
                f"{self.subject}:TEXT to look for plain text."
            ) from exc
        object.__setattr__(self, "_compiled", compiled)  # frozen: set once, here

    subject = "the text"
    example = "TEXT"

    def matches(self, text: str) -> bool:
        return self._compiled.search(text) is not None

    @property
    def text(self) -> str:
        return f"{self.subject}{'~' if self.regex else ':'}{self.pattern}"

    def describe(self) -> str:
        return f"the {self.subject} matches {'/' + self.pattern + '/' if self.regex else self.pattern}"


@dataclass(frozen=True)
class ActionMatches(_Match):
    subject = "action"
    example = "action:Finish["


@dataclass(frozen=True)
class ObservationMatches(_Match):
    subject = "observation"
    example = "observation:Could not find"


@dataclass(frozen=True)
class StepReached:
    """The next step is the paper's step `number` (its thought, or its action where there is none)."""

    number: int

    @property
    def text(self) -> str:
        return f"step:{self.number}"

    def describe(self) -> str:
        return f"step {self.number} is reached"


@dataclass(frozen=True)
class TokensPass:
    """The branch's model calls used more than `limit` tokens, prompt and reply together."""

    limit: int

    @property
    def text(self) -> str:
        return f"tokens:{self.limit}"

    def describe(self) -> str:
        return f"the tokens passed {self.limit:,}"


Condition = FlagFires | ActionMatches | ObservationMatches | StepReached | TokensPass


def parse_condition(text: str) -> Condition:
    """One condition from its text form (see the module's docstring); BreakpointError when it is not one."""
    text = text.strip()
    name, sep, rest = _split(text)
    if name == "flag":
        if sep == "~":
            raise BreakpointError(f"{text!r}: flags are chosen by kind, e.g. flag:loop,invalid_action.")
        kinds = frozenset(k.strip() for k in rest.split(",") if k.strip())
        if sep and not kinds:
            raise BreakpointError(f"{text!r}: name the kinds after flag:, e.g. flag:loop, or write flag for any.")
        return FlagFires(kinds)
    if name in ("action", "observation") and sep:
        cls = ActionMatches if name == "action" else ObservationMatches
        return cls(rest, regex=sep == "~")
    if name in ("step", "tokens") and sep == ":":
        number = _positive(text, rest)
        return StepReached(number) if name == "step" else TokensPass(number)
    raise BreakpointError(f"{text!r} is not a condition; write one of: {KINDS_HELP}.")


def parse_conditions(texts: Iterable[str]) -> tuple[Condition, ...]:
    """Every condition of `texts` (any of them stops the run), each checked; duplicates once."""
    conditions: list[Condition] = []
    for text in texts:
        condition = parse_condition(text)
        if condition not in conditions:
            conditions.append(condition)
    return tuple(conditions)


def _split(text: str) -> tuple[str, str, str]:
    """("action", "~", "^Search") for "action~^Search": the name, ":" or "~", and the rest as written."""
    match = re.match(r"([A-Za-z]+)\s*([:~]?)(.*)\Z", text, re.DOTALL)
    if match is None:
        raise BreakpointError(f"{text!r} is not a condition; write one of: {KINDS_HELP}.")
    return match.group(1).lower(), match.group(2), match.group(3)


def _positive(text: str, number: str) -> int:
    try:
        value = int(number.strip().replace(",", "").replace("_", ""))
    except ValueError:
        value = 0
    if value < 1:
        raise BreakpointError(f"{text!r}: write a whole number of 1 or more after the colon, e.g. step:5.")
    return value
