"""Exports of one branch: the paper's plain-text transcript and a Markdown report."""

from __future__ import annotations

from react_core.engine.catalog import family as family_of
from react_core.engine.catalog import transcript_for
from react_core.prompting.tool_messages import chat_turns, readable
from react_core.prompting.transcript import DenseTranscript, step_numbers
from react_core.trajectory.steps import Author, StepKind
from react_core.trajectory.trajectory import Trajectory


def to_text(trajectory: Trajectory, branch_id: str | None = None) -> str:
    """The branch exactly as the paper prints trajectories (and as the model saw it)."""
    transcript = transcript_for(trajectory.task.family)
    steps = trajectory.steps_of(branch_id)
    return transcript.header(trajectory.task, trajectory.opening) + transcript.body(steps)


def to_chat_text(trajectory: Trajectory, branch_id: str | None = None) -> str | None:
    """A tool-call run's branch as the chat messages its agent sends after its instruction and examples:
    the task's user message, each thought with its call, each result as the tool's message answering
    that call's id. None when the family has no tools (no longer loaded)."""
    try:
        family = family_of(trajectory.task.family)
    except ValueError:  # a plugin family no longer loaded
        return None
    if family.tool_calls is None:
        return None
    transcript = transcript_for(trajectory.task.family)
    task = trajectory.task
    if isinstance(transcript, DenseTranscript):  # as the tool-call agent writes the task (tool_agent.task_message)
        opening = f"{transcript.label}: {task.text}"
    else:
        opening = (trajectory.opening or str(task.meta.get("intro") or "") or task.text).strip()
    steps = trajectory.steps_of(branch_id)
    return readable([{"role": "user", "content": opening}, *chat_turns(steps, family.tool_calls)], [])


_AUTHOR = {
    Author.HUMAN_EDIT: " *(edited by a person)*",
    Author.HUMAN_INSERT: " *(inserted by a person)*",
    Author.HUMAN_PLAY: " *(written by a person)*",
    Author.HUMAN_OVERRIDE: " *(written by a person in the environment's place)*",
    Author.ENGINE: " *(forced by the engine)*",
}


def to_markdown(trajectory: Trajectory, branch_id: str | None = None) -> str:
    """A readable report: task, settings, each step with its authorship and notes, the outcome."""
    branch = trajectory.branch(branch_id)
    steps = trajectory.steps_of(branch.id)
    task = trajectory.task
    totals = trajectory.totals(branch.id)
    lines = [
        f"# {task.family} · {task.id}",
        "",
        f"**{family_of(task.family).noun.capitalize()}:** {_md(task.text)}",
        "",
        f"- Method: `{trajectory.method}` · model: `{trajectory.model.get('model', '?')}`",
        f"- Branch: `{branch.name}`" + (f" ({branch.change})" if branch.change else ""),
        f"- Outcome: {branch.outcome.value if branch.outcome else 'running'}"
        + (f" · answer: `{branch.answer}`" if branch.answer is not None else "")
        + (f" · gold: `{task.gold}`" if task.gold else ""),
        f"- Model calls: {totals['calls']} · tokens in/out: {totals['tokens_in']}/{totals['tokens_out']}"
        f" · time: {totals['latency_s']:.1f} s",
        "",
    ]
    if trajectory.opening:
        lines += ["```", trajectory.opening.strip(), "```", ""]
    for step, i in zip(steps, step_numbers(steps)):
        name = {StepKind.THOUGHT: "Thought", StepKind.ACTION: "Action", StepKind.OBSERVATION: "Observation"}[step.kind]
        lines.append(f"**{name} {i}**{_AUTHOR.get(step.author, '')}: {_md(step.text)}")
        if step.tool_call:  # a tool-call agent's call as the model API had it
            lines.append(f"  - tool call: {_md(step.tool_call['name'])} {_md(step.tool_call['arguments'])}")
        lines += [f"  - _note: {_md(n)}_" for n in step.notes]
        lines.append("")
    return "\n".join(lines)


def _md(text: str) -> str:
    # Shown as text, never as markup: escape what Markdown or HTML would interpret.
    for char in "\\`*_[]<>#|":
        text = text.replace(char, "\\" + char)
    return " ".join(text.split())
