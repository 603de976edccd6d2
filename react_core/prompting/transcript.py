"""Render steps as the text the model sees, in the paper's two formats.

Dense (HotpotQA, FEVER): numbered ``Thought i:`` / ``Action i:`` / ``Observation i:`` lines
after ``Question:`` or ``Claim:``. Sparse (ALFWorld): ``> action`` lines each followed by
the game's reply, thoughts written as ``> think: ...`` answered ``OK.``. Pages (WebShop):
``Action: ...`` then ``Observation:`` and the page, thoughts as ``Action: think[...]`` answered
``OK.``. The two one-line formats also say how a reply is parsed (`parse`), since the model
writes one line per call there and the line's shape says whether it is a thought.

The same rendering serves three readers: the model's prompt, the step numbers shown in
the app, and the plain-text export, so they can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from react_core.prompting.parsing import Parsed, parse_command_line, parse_shop_line
from react_core.trajectory.steps import Step, StepKind
from react_core.trajectory.task import Task


def step_numbers(steps: list[Step]) -> list[int]:
    """The paper's step index i for each step: thoughts and observations share their action's i."""
    numbers: list[int] = []
    actions_done = 0
    for step in steps:
        if step.kind == StepKind.OBSERVATION:
            numbers.append(max(actions_done, 1))
        else:
            numbers.append(actions_done + 1)
            if step.kind == StepKind.ACTION:
                actions_done += 1
    return numbers


def count_actions(steps: list[Step]) -> int:
    return sum(1 for s in steps if s.kind == StepKind.ACTION)


def one_line(text: str) -> str:
    # The paper's code strips newlines from observations so each stays on its line.
    return " ".join(text.split())


@dataclass(frozen=True)
class DenseTranscript:
    """HotpotQA / FEVER format."""

    label: str = "Question"  # "Claim" for FEVER
    one_line_per_call: ClassVar[bool] = False

    def header(self, task: Task, opening: str = "") -> str:
        return f"{self.label}: {task.text}\n"

    def body(self, steps: list[Step]) -> str:
        lines = []
        for step, i in zip(steps, step_numbers(steps)):
            name = {"thought": "Thought", "action": "Action", "observation": "Observation"}[step.kind.value]
            lines.append(f"{name} {i}: {one_line(step.text)}\n")
        return "".join(lines)

    def cue(self, steps: list[Step], kind: StepKind) -> str:
        """The label the model continues after, e.g. ``Thought 3:``."""
        i = count_actions(steps) + 1
        return f"{'Thought' if kind == StepKind.THOUGHT else 'Action'} {i}:"

    def stops(self, steps: list[Step]) -> tuple[str, ...]:
        # "\nQuestion:" too: without it a Finish step runs on into an invented next task.
        return ("\nObservation", f"\n{self.label}:")


@dataclass(frozen=True)
class SparseTranscript:
    """ALFWorld format: the game's opening text, then ``> command`` / reply pairs."""

    one_line_per_call: ClassVar[bool] = True

    def header(self, task: Task, opening: str = "") -> str:
        # The game's own opening text (room and goal) is the task statement.
        intro = opening or task.meta.get("intro") or task.text
        return f"Here is the task.\n{intro.strip()}\n"

    def body(self, steps: list[Step]) -> str:
        parts = []
        for step in steps:
            if step.kind == StepKind.THOUGHT:
                parts.append(f"> think: {one_line(step.text)}\nOK.\n")
            elif step.kind == StepKind.ACTION:
                parts.append(f"> {one_line(step.text)}\n")
            else:
                parts.append(f"{step.text.strip()}\n")
        return "".join(parts)

    def cue(self, steps: list[Step], kind: StepKind) -> str:
        return ">"

    def stops(self, steps: list[Step]) -> tuple[str, ...]:
        return ("\n",)

    def parse(self, raw: str) -> Parsed:
        return parse_command_line(raw)


@dataclass(frozen=True)
class PageTranscript:
    """WebShop format (the paper's notebook): the shop's opening page, then ``Action:`` lines,
    each answered by ``Observation:`` and the page (on the next line when it has several)."""

    one_line_per_call: ClassVar[bool] = True

    def header(self, task: Task, opening: str = "") -> str:
        return f"{(opening or task.text).strip()}\n\n"

    def body(self, steps: list[Step]) -> str:
        parts = []
        for step in steps:
            if step.kind == StepKind.THOUGHT:
                parts.append(f"Action: think[{one_line(step.text)}]\nObservation: OK.\n\n")
            elif step.kind == StepKind.ACTION:
                parts.append(f"Action: {one_line(step.text)}\n")
            else:
                page = step.text.strip()
                parts.append("Observation:" + ("\n" if "\n" in page else " ") + page + "\n\n")
        return "".join(parts)

    def cue(self, steps: list[Step], kind: StepKind) -> str:
        return "Action:"

    def stops(self, steps: list[Step]) -> tuple[str, ...]:
        return ("\n",)

    def parse(self, raw: str) -> Parsed:
        return parse_shop_line(raw)


# The one-line formats, where the model writes one line per call and the transcript parses it.
LineTranscript = SparseTranscript | PageTranscript
Transcript = DenseTranscript | LineTranscript


def render_prompt(
    prefix: str, transcript: Transcript, task: Task, steps: list[Step], cue: str, opening: str = ""
) -> str:
    """The full prompt: few-shot prefix, the task, the steps so far, and the cue to continue."""
    prefix = prefix.rstrip("\n") + "\n\n" if prefix.strip() else ""
    return f"{prefix}{transcript.header(task, opening)}{transcript.body(steps)}{cue}"
