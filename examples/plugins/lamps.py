"""Example environment plugin: a row of lamps to switch on, a small puzzle written for this project.

Load it with `REACT_PLUGINS=examples/plugins/lamps.py`, `--plugin examples/plugins/lamps.py`, or the
app's sidebar ("Your tools and environments"). It keeps the environment contract of
react_core/environments/base.py: `reset(task)` and `step(action)`; it has no `replay`, so on
resume the engine takes the recorded actions again (the puzzle is deterministic).

The rules: `Toggle[i]` flips lamp i and the lamp to its right (the last lamp flips alone).
The puzzle is solved when every lamp is on; `Finish[]` gives up.

It brings a flag of its own (`flags`, below): a thought that says a lamp is on or off when the
lamps just shown say otherwise, the usual slip of a small model that reasons from the puzzle
instead of the observation. The Run page shows it on the thought's card, beside the workbench's
own flags (loops, invalid actions, ...).
"""

import re

from react_core import Family, Flag, StepResult, Task

PUZZLES = ["off on off", "off off on on", "on off off off on", "off off off off off off"]


class Lamps:
    name = "lamps"

    def __init__(self) -> None:
        self.lamps: list[bool] = []

    def reset(self, task: Task) -> str:
        self.lamps = [word == "on" for word in task.meta["lamps"].split()]
        return f"Lamps: {self._show()}."

    def step(self, action: str) -> StepResult:
        name, _, rest = action.strip().partition("[")
        argument = rest.rstrip("]").strip()
        if name.lower() == "finish":
            return StepResult("You gave up.", done=True, answer=argument, success=False)
        if name.lower() != "toggle" or not argument.isdigit() or not 1 <= int(argument) <= len(self.lamps):
            return StepResult(
                f"Invalid action: {action!r}. Write Toggle[i] with i from 1 to {len(self.lamps)}, "
                f"or Finish[] to give up."
            )
        i = int(argument) - 1
        for j in (i, i + 1):
            if j < len(self.lamps):
                self.lamps[j] = not self.lamps[j]
        if all(self.lamps):
            return StepResult(
                f"Lamps: {self._show()}. All lamps are on: solved.", done=True, answer="solved", success=True
            )
        return StepResult(f"Lamps: {self._show()}.")

    def _show(self) -> str:
        return " ".join(f"{n}={'on' if on else 'off'}" for n, on in enumerate(self.lamps, 1))


def load(source: str) -> list[Task]:
    return [
        Task(
            id=f"lamps-{n:02d}",
            family="lamps",
            meta={"lamps": lamps},
            text=f"Switch every lamp on. The lamps: {lamps}.",
        )
        for n, lamps in enumerate(PUZZLES, 1)
    ]


# "lamp 2 is off", "lamps 2 and 3 are now on": the lamps a sentence says are on or off.
SAID = re.compile(r"\blamps?\s+(\d+(?:(?:\s*,\s*|\s+and\s+)\d+)*)\s+(?:is|are)\s+(?:now\s+|still\s+)?(on|off)\b", re.I)
SHOWN = re.compile(r"\b(\d+)=(on|off)\b")


def flags(task: str, opening: str, steps: list[tuple[str, str]]) -> list[Flag]:
    """A thought that misreads the lamps: it says lamp i is on (or off) when the lamps shown last,
    by the opening or the latest observation that shows them, say otherwise. `steps` are the
    branch's (kind, text) pairs; each flag's position is an index into them."""
    shown = dict(SHOWN.findall(opening))
    found = []
    for position, (kind, text) in enumerate(steps):
        if kind == "observation":
            shown = dict(SHOWN.findall(text)) or shown  # an invalid action's answer shows no lamps
            continue
        if kind != "thought":
            continue
        for numbers, said in SAID.findall(text):
            for number in re.findall(r"\d+", numbers):
                if shown.get(number, said.lower()) != said.lower():
                    lamps = " ".join(f"{n}={state}" for n, state in shown.items())
                    found.append(
                        Flag(
                            "misread_lamp",
                            position,
                            f"The thought says lamp {number} is {said.lower()}, but the lamps show {lamps}.",
                            hint=f"The lamps show {lamps}. Next, I need to toggle from there.",
                            label="misreads a lamp",
                        )
                    )
    return found


INSTRUCTION = {
    "react": "Solve a puzzle with interleaving Thought, Action, Observation steps. Thought can reason about the "
    "lamps, and Action can be two types:\n(1) Toggle[i], which flips lamp i and the lamp to its right "
    "(the last lamp flips alone).\n(2) Finish[], which gives up.\nThe puzzle is solved when every lamp is on.\n",
    "act": "Solve a puzzle with interleaving Action and Observation steps. Action can be two types:\n"
    "(1) Toggle[i], which flips lamp i and the lamp to its right (the last lamp flips alone).\n"
    "(2) Finish[], which gives up.\nThe puzzle is solved when every lamp is on.\n",
}

FAMILY = Family(
    name="lamps",
    label="Lamps (puzzle)",
    noun="puzzle",
    step_limit=10,
    methods=("react", "act"),
    metric="success",
    scoring="environment",
    style="dense",
    thread_safe=True,
    sources=lambda: ["bundled"],
    load=load,
    environment=lambda task, choice: Lamps(),
    prompt=lambda method: INSTRUCTION[method],
    flags=flags,
)
