"""Suggest an edit: ask a model to rewrite one flagged thought from what the agent has seen.

A person steering a loop knows the thought is wrong but may not know the game's or the
page's facts well enough to write the fix quickly. This asks the run's own model for a
replacement written only from the task and the observations before the thought, with the
diagnosis' reason as the hint. The suggestion is plain text for the steering editor: it is
never applied here; a person accepts or changes it there (the paper's human in the loop).
"""
from __future__ import annotations

from react_core import catalog
from react_core.models.base import LanguageModel, ModelRequest
from react_core.trajectory import StepKind, Trajectory, TrajectoryError

MAX_SUGGESTION_CHARS = 600
OBSERVATION_CHARS = 300  # each observation is cut to this in the prompt; the latest ones matter most
RECENT_OBSERVATIONS = 12

PROMPT = """You are helping a person correct an agent that solves a {noun} step by step.
Rewrite the agent's thought so that it relies only on what the observations show.
{noun_cap}: {task}
{opening}Observations so far:
{observations}
The agent's thought was: {thought}
What is wrong with it: {reason}
Write the corrected thought as one or two plain sentences, with no label and nothing else.
Corrected thought:"""


def suggestion_prompt(trajectory: Trajectory, position: int, reason: str = "") -> str:
    """The prompt asking for a better thought at `position` of the active branch."""
    steps = trajectory.steps_of()
    if not 0 <= position < len(steps) or steps[position].kind != StepKind.THOUGHT:
        raise TrajectoryError(f"Step {position + 1} is not a thought; only a thought can be rewritten.")
    family = catalog.family(trajectory.task.family)
    seen = [s.text for s in steps[:position] if s.kind == StepKind.OBSERVATION][-RECENT_OBSERVATIONS:]
    observations = "\n".join(f"- {_cut(text)}" for text in seen) or "- (none yet)"
    opening = f"Opening: {_cut(trajectory.opening, 800)}\n" if trajectory.opening.strip() else ""
    return PROMPT.format(noun=family.noun, noun_cap=family.noun.capitalize(), task=trajectory.task.text.strip(),
                         opening=opening, observations=observations, thought=steps[position].text.strip(),
                         reason=reason.strip() or "it may not follow from the observations")


def suggest_thought(model: LanguageModel, trajectory: Trajectory, position: int, reason: str = "") -> str:
    """A rewritten thought for `position`, as plain text (first paragraph, trimmed).

    Raises TrajectoryError when the model returns nothing usable; model failures raise the
    model's own errors (ModelError), which say what to do."""
    reply = model.complete(ModelRequest(prompt=suggestion_prompt(trajectory, position, reason), stop=("\n\n",),
                                        max_tokens=120, temperature=0.0))
    text = " ".join(reply.text.strip().split("\n")[0].split())
    for label in ("Corrected thought:", "Thought:"):
        if text.lower().startswith(label.lower()):
            text = text[len(label):].strip()
    if not text:
        raise TrajectoryError("The model suggested nothing; write the thought yourself.")
    return text[:MAX_SUGGESTION_CHARS]


def _cut(text: str, limit: int = OBSERVATION_CHARS) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= limit else text[:limit].rstrip() + "…"
