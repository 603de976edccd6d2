"""The inputs of a batch of a person's own agent: a JSONL file, one input a line, each with its check.

A line is a JSON object:

    {"input": "Is it warm in Oslo?", "expected": "no"}
    {"id": "rome", "input": "Weather in Rome?", "regex": "\\b2[0-9] ?C\\b"}
    {"input": "Capital of France?", "expected": ["Paris", "Paris, France"]}

- ``input`` (a string, required): what the agent is given, as its command's ``{input}`` argument;
- exactly one check: ``expected`` (a string, or a list of accepted strings), met when the agent's final
  answer equals one of them after the SQuAD normalisation (case, punctuation, articles a/an/the and
  spacing ignored: "The Paris." meets "paris"); or ``regex`` (a Python regular expression), met when it is
  found anywhere in the answer (``re.search``; write ``(?i)`` for case-insensitive);
- ``id`` (optional): the input's name in the tables and the CI gate, which pairs episodes of two batches by
  it; without one, ``line-N`` (its line number), so give ids to a file whose lines move.

Other fields are kept on the episode and otherwise ignored. Blank lines and lines starting with ``#`` are
skipped. A file with any bad line is refused whole, every bad line named with its number and what to fix,
so no input is silently left out of a batch and the file is never changed.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from react_core.scoring.reply_checks import AnswerCheck, RegexCheck

SHOWN_PROBLEMS = 20  # bad lines named in one message; the rest are counted


class InputsError(ValueError):
    """An inputs file that cannot be used; the message names each bad line."""


@dataclass(frozen=True)
class AgentInput:
    """One input of the batch, with its check: the accepted answers, or a regular expression."""

    id: str
    text: str
    expected: tuple[str, ...] = ()
    regex: str | None = None
    line: int = 0
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def gold(self) -> str:
        """The check as the tables show it in the gold column."""
        if self.regex is not None:
            return f"regex {self.regex}"
        return " | ".join(self.expected)

    @property
    def rule(self) -> AnswerCheck | RegexCheck:
        """The check, the same rule as the measured effect's tries (`scoring.reply_checks`)."""
        return RegexCheck(self.regex) if self.regex is not None else AnswerCheck(self.expected)

    def check(self, answer: str | None) -> bool:
        """Whether the agent's final answer passes this input's check (no answer never does)."""
        return self.rule.passes(answer)

    def em_f1(self, answer: str | None) -> tuple[float | None, float | None]:
        """Exact match and token F1 against the best accepted answer (None for a regex check)."""
        rule = self.rule
        return rule.em_f1(answer) if isinstance(rule, AnswerCheck) else (None, None)


def read_inputs(path: Path | str) -> list[AgentInput]:
    """The inputs of a JSONL file, in order; InputsError naming every bad line (nothing is run then)."""
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputsError(f"No inputs file at {source}; give a JSONL file, one input a line.") from None
    except UnicodeDecodeError as exc:
        raise InputsError(f"{source} is not UTF-8 text ({exc.reason} at byte {exc.start}); save it as UTF-8.") from None
    except OSError as exc:
        raise InputsError(f"{source} cannot be read: {exc.strerror or exc}.") from None
    return parse_inputs(text, str(source))


def parse_inputs(text: str, where: str = "the inputs") -> list[AgentInput]:
    """The inputs in JSONL `text` (see the module's doc); InputsError naming every bad line."""
    inputs: list[AgentInput] = []
    problems: list[str] = []
    seen: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            found = _input(line, number)
        except ValueError as exc:
            problems.append(f"line {number}: {exc}")
            continue
        if found.id in seen:
            problems.append(
                f"line {number}: the id {found.id!r} is also on line {seen[found.id]}; give each input its own id"
            )
            continue
        seen[found.id] = number
        inputs.append(found)
    if problems:
        more = len(problems) - SHOWN_PROBLEMS
        listed = "\n".join(f"  {p}" for p in problems[:SHOWN_PROBLEMS]) + (
            f"\n  ... and {more} more" if more > 0 else ""
        )
        raise InputsError(
            f"{where}: {len(problems)} bad line{'s' * (len(problems) != 1)}; nothing was run and the file is "
            f'unchanged. Each line is a JSON object like {{"input": "...", "expected": "..."}} '
            f'or {{"input": "...", "regex": "..."}}:\n{listed}'
        )
    if not inputs:
        raise InputsError(
            f'{where} holds no input; write one JSON object a line, like {{"input": "...", "expected": "..."}}.'
        )
    return inputs


def _input(line: str, number: int) -> AgentInput:
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(data, dict):
        raise ValueError(f'a JSON {type(data).__name__}, not an object with an "input"')
    text = data.get("input")
    if not isinstance(text, str) or not text.strip():
        raise ValueError('no "input" (a non-empty string)')
    has_expected, has_regex = "expected" in data, "regex" in data
    if has_expected == has_regex:
        raise ValueError(
            'give one check: "expected" (the answer) or "regex" (a regular expression)'
            + (", not both" if has_expected else "")
        )
    expected: tuple[str, ...] = ()
    regex = None
    if has_expected:
        value = data["expected"]
        accepted = [value] if isinstance(value, str) else value
        if (
            not isinstance(accepted, list)
            or not accepted
            or not all(isinstance(a, str) and a.strip() for a in accepted)
        ):
            raise ValueError('"expected" is a non-empty string or a list of them')
        expected = tuple(accepted)
    else:
        regex = data["regex"]
        if not isinstance(regex, str) or not regex:
            raise ValueError('"regex" is a non-empty string')
        try:
            re.compile(regex)
        except re.error as exc:
            raise ValueError(f'"regex" is not a regular expression ({exc})') from None
    given = data.get("id")
    if given is not None and (not isinstance(given, (str, int)) or not str(given).strip()):
        raise ValueError('"id" is a non-empty string (or a number)')
    extra = {k: v for k, v in data.items() if k not in ("id", "input", "expected", "regex")}
    return AgentInput(
        str(given).strip() if given is not None else f"line-{number}", text, expected, regex, number, extra
    )
