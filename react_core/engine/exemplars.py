"""Turn a finished branch into a few-shot exemplar, and keep it in a user's prompt set.

The paper's Appendix A.3 edits a trajectory by hand until it is right; such a branch is
exactly what an exemplar is. `exemplar_from_branch` writes it in the family's prompt format
(the same transcript the model reads), human edits included; `add_exemplar` appends it to
``<REACT_HOME>/prompts/<set>/<family>/<method>.txt`` (a user set, never the repository's
``prompts/``), starting a new file from the project's instruction header, or for a user's own
family (a tools file, an environment plugin) from its zero-shot instruction (`Family.prompt`).

    text = exemplar_from_branch(trajectory, trajectory.active_branch)
    add_exemplar("mine", "hotpotqa", "react", text)    # then run with prompt set "user:mine"
"""

from __future__ import annotations

import re
from pathlib import Path

from react_core.engine import catalog
from react_core.prompting import prompt_sets
from react_core.prompting.prompt_import import compose_prefix, split_exemplars
from react_core.prompting.prompts import PROMPTS_DIR, prompt_path
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steps import Step, StepKind
from react_core.trajectory.trajectory import Trajectory

# Which exemplar file a run's branch belongs to: methods that read another method's exemplars
# (CoT-SC samples CoT's) give exemplars of that method; the back-offs mix two and give none. ReAct (tool
# calls) reads ReAct's file as chat turns, so its branch is a ReAct exemplar for both.
EXEMPLAR_OF = {
    "react": "react",
    "act": "act",
    "cot": "cot",
    "cot_sc": "cot",
    "standard": "standard",
    "react_tools": "react",
}
TWO_EXAMPLES = "Here are two examples."
_FINISH = re.compile(r"^\s*Finish\[(?P<answer>.*)\]\s*$", re.S)


def exemplar_method(method: str) -> str:
    """The method whose exemplar file a branch of `method` can extend; a clear error otherwise."""
    if method not in EXEMPLAR_OF:
        raise TrajectoryError(
            f"A {catalog.method_label(method)} run mixes two prompt formats, so it makes no "
            f"single exemplar; use a ReAct, Act, CoT or Standard run."
        )
    return EXEMPLAR_OF[method]


def exemplar_from_branch(trajectory: Trajectory, branch_id: str) -> str:
    """One exemplar in the paper's format from a finished branch (edited, inserted steps included).

    Knowledge families: ``Question: ...`` then the numbered Thought/Action/Observation lines
    (ReAct, Act; the last line is the Finish action), ``Thought: ...`` / ``Answer: ...`` (CoT) or
    ``Answer: ...`` (Standard). Games: the opening text, then ``> command`` / reply lines."""
    branch = trajectory.branch(branch_id)
    if not branch.finished:
        raise TrajectoryError(f"Branch {branch.name!r} has not finished; an exemplar is a whole episode.")
    family = catalog.family(trajectory.task.family)
    transcript = family.transcript()
    method = exemplar_method(trajectory.method)
    steps = trajectory.steps_of(branch_id)
    if family.sparse:
        opening = (trajectory.opening or trajectory.task.meta.get("intro") or trajectory.task.text).strip()
        return f"{opening}\n{transcript.body(steps)}".rstrip("\n") + "\n"
    header = transcript.header(trajectory.task)
    if method in ("cot", "standard"):
        return header + _reasoning_lines(steps, with_thought=method == "cot", answer=branch.answer)
    return (header + transcript.body(_up_to_finish(steps))).rstrip("\n")


def _up_to_finish(steps: list[Step]) -> list[Step]:
    """The steps through the last action: the environment's reply to Finish is not in an exemplar."""
    while steps and steps[-1].kind == StepKind.OBSERVATION:
        steps = steps[:-1]
    return steps


def _reasoning_lines(steps: list[Step], *, with_thought: bool, answer: str | None) -> str:
    thoughts = [" ".join(s.text.split()) for s in steps if s.kind == StepKind.THOUGHT]
    finish = next((s.text for s in reversed(steps) if s.kind == StepKind.ACTION), "")
    match = _FINISH.match(finish)
    final = answer if answer is not None else (match["answer"] if match else finish)
    lines = [f"Thought: {' '.join(thoughts)}"] if with_thought and thoughts else []
    return "\n".join(lines + [f"Answer: {' '.join(str(final).split())}"])


def add_exemplar(
    set_name: str, family: str, method: str, text: str, task_type: str | None = None, *, keep_project: bool = True
) -> Path:
    """Append `text` to a user set's exemplar file for `family`/`method` and return the file.

    `set_name` is the plain name (``mine``) or ``user:mine``. A new file starts as a copy of the
    project's file for the same method (its instruction and exemplars), so the set is the project's
    plus yours and a batch run with it shows what your exemplar adds; `keep_project=False` starts
    it with the project's instruction only. A family with no project file (a tools file, an
    environment plugin) starts with its zero-shot instruction, so the prompt still names its actions."""
    name = set_name[len(prompt_sets.USER) :] if set_name.startswith(prompt_sets.USER) else set_name
    fam = catalog.family(family)
    if method not in EXEMPLAR_OF.values():
        raise TrajectoryError(
            f"Exemplar files exist for {', '.join(sorted(set(EXEMPLAR_OF.values())))}, not {method!r}."
        )
    if fam.sparse and not task_type:
        raise TrajectoryError(f"{fam.short} keeps exemplars per task type; say which task type this one is.")
    shot = text.strip("\n")
    if not shot.strip():
        raise TrajectoryError("The exemplar is empty; nothing was saved.")
    path = prompt_sets.user_prompt_path(name, family, method, task_type if fam.sparse else None)
    start = (
        path.read_text(encoding="utf-8")
        if path.is_file()
        else (_project_text(family, method, task_type) if keep_project else "")
    )
    if start.strip():  # the set's file so far, or a copy of the project's
        gap = "\n" if fam.sparse else "\n\n"  # game exemplars follow each other; questions are a blank line apart
        joined = start.rstrip("\n") + gap + shot + "\n"
    elif fam.sparse:
        joined = _sparse_instruction(family, method, task_type) + shot + "\n"
    else:
        joined = compose_prefix(_instruction(family, method), [shot])
    if fam.sparse:  # the project's ALFWorld instruction counts its two exemplars; a third makes it wrong
        joined = joined.replace(TWO_EXAMPLES, "Here are some examples.", 1)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".part")
    tmp.write_text(joined, encoding="utf-8")
    tmp.replace(path)  # never a half-written exemplar file
    return path


def has_project_file(family: str, method: str, task_type: str | None = None) -> bool:
    """True when prompts/ has exemplars a new user file could start from (not so for a user's family)."""
    return bool(_project_text(family, method, task_type).strip())


def _project_text(family: str, method: str, task_type: str | None) -> str:
    """The project's exemplar file for `family`/`method` ("" when it has none: a user's family)."""
    path = prompt_path(family, method, task_type, PROMPTS_DIR)
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def _zero_shot(family: str, method: str) -> str:
    """A user's family has no file in prompts/: its own instruction (a tools file lists its tools)."""
    fam = catalog.family(family)
    return fam.prompt(method).strip() if fam.prompt is not None else ""


def _instruction(family: str, method: str) -> str:
    """The instruction a new user file starts with: the project file's, else the family's zero-shot one."""
    instruction, _ = split_exemplars(_project_text(family, method, None))
    return instruction or _zero_shot(family, method)


def _sparse_instruction(family: str, method: str, task_type: str | None) -> str:
    """The first line of the project's file ("Interact with a household to solve a task. ..."),
    else the family's zero-shot instruction."""
    first = _project_text(family, method, task_type).split("\n", 1)[0]
    if first.strip():
        return first + "\n"
    own = _zero_shot(family, method)
    return own + "\n" if own else ""
