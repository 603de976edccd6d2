"""Suggest an edit: a better thought for a flagged one, from the model or from the flag's evidence.

A person steering a loop knows the thought is wrong but may not know the game's or the page's
facts well enough to write the fix quickly. This asks the run's own model for a replacement,
with a short prompt built for a small (1.5B) model: the task, the last few observations, the
thought and the flag's evidence, one line back (stop sequences, few tokens). A small model may
still answer with a degenerate reply (one seen: the same sentence five times, 48 s); such a
reply is never offered: the flag's own rule-based hint is, and the page says why.

The suggestion is plain text for the steering editor: it is never applied here; a person
accepts or changes it there (the paper's human in the loop).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from react_core import catalog
from react_core.diagnosis import Flag
from react_core.models.base import LanguageModel, ModelRequest
from react_core.trajectory import StepKind, Trajectory, TrajectoryError

MAX_SUGGESTION_CHARS = 400
MAX_TOKENS = 60  # one or two sentences; a longer reply is a small model running on
OBSERVATION_CHARS = 240  # each observation is cut to this in the prompt; the latest ones matter most
RECENT_OBSERVATIONS = 4
ECHO_OVERLAP = 0.8  # a reply sharing this share of its words with the old thought only restates it

PROMPT = """Fix the thought of an agent solving a {noun}, using only what it has seen.
{noun_cap}: {task}
Latest observations:
{observations}
Wrong thought: {thought}
What the observations show: {reason}
Fixed thought (one or two sentences):"""
# Each label of the prompt, at a line start, ends the reply: a small model continues the pattern.
STOPS = ("\n\n", "\nWrong thought", "\nWhat the observations", "\nLatest observations", "\nFixed thought")
_LABELS = re.compile(r"^(?:fixed thought|corrected thought|better thought|thought|think)\s*(?:\([^)]*\))?\s*:\s*",
                     re.IGNORECASE)
_PROMPT_ECHO = ("wrong thought", "the agent's thought was", "what the observations show", "latest observations")


@dataclass(frozen=True)
class Suggestion:
    """What goes into the editor: the model's thought, or the flag's hint when the model's was unusable."""

    text: str
    by_model: bool
    why_not_model: str = ""  # when not by the model: what was wrong with its reply


def suggestion_prompt(trajectory: Trajectory, flag: Flag) -> str:
    """The prompt asking for a better thought at the flag's step of the active branch."""
    steps = trajectory.steps_of()
    position = flag.position
    if not 0 <= position < len(steps) or steps[position].kind != StepKind.THOUGHT:
        raise TrajectoryError(f"Step {position + 1} is not a thought; only a thought can be rewritten.")
    family = catalog.family(trajectory.task.family)
    seen = [s.text for s in steps[:position] if s.kind == StepKind.OBSERVATION][-RECENT_OBSERVATIONS:]
    observations = "\n".join(f"- {_cut(text)}" for text in seen) or "- (none yet)"
    return PROMPT.format(noun=family.noun, noun_cap=family.noun.capitalize(), task=_cut(trajectory.task.text, 400),
                         observations=observations, thought=" ".join(steps[position].text.split()),
                         reason=flag.reason.strip() or "the thought may not follow from the observations")


def suggest_thought(model: LanguageModel, trajectory: Trajectory, flag: Flag) -> Suggestion:
    """A rewritten thought for the flagged step: the model's, or the flag's hint when the model's
    reply is degenerate (see `degenerate`).

    Raises TrajectoryError when neither is usable; model failures raise the model's own errors
    (ModelError), which say what to do."""
    reply = model.complete(ModelRequest(prompt=suggestion_prompt(trajectory, flag), stop=STOPS,
                                        max_tokens=MAX_TOKENS, temperature=0.0))
    text = first_line(reply.text)
    problem = degenerate(text, trajectory.steps_of()[flag.position].text)
    if problem is None:
        return Suggestion(text[:MAX_SUGGESTION_CHARS], by_model=True)
    if flag.hint:
        return Suggestion(flag.hint, by_model=False, why_not_model=problem)
    if problem == "was empty":
        raise TrajectoryError("The model suggested nothing; write the thought yourself.")
    raise TrajectoryError(f"The model's suggestion {problem}, so it is not offered; write the thought yourself.")


def first_line(reply: str) -> str:
    """The reply's first non-empty line, without a label such as "Fixed thought:" or quotes."""
    line = next((line for line in (reply or "").splitlines() if line.strip()), "")
    return _LABELS.sub("", " ".join(line.split())).strip().strip('"“”').strip()


def degenerate(text: str, old_thought: str) -> str | None:
    """Why a suggestion is not worth offering, or None: empty, repeating itself, echoing the
    prompt, or restating the old thought."""
    words = _words(text)
    if not words:
        return "was empty"
    lowered = text.lower()
    if any(label in lowered for label in _PROMPT_ECHO):
        return "echoed the prompt"
    sentences = [" ".join(_words(s)) for s in re.split(r"(?<=[.!?])\s+", text) if _words(s)]
    grams = [" ".join(words[i:i + 4]) for i in range(len(words) - 3)]
    if len(set(sentences)) < len(sentences) or any(grams.count(g) >= 3 for g in set(grams)):
        return "repeated itself"
    old = set(_words(old_thought))
    if old and len(set(words) & old) / len(set(words) | old) >= ECHO_OVERLAP:
        return "restated the old thought"
    return None


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", (text or "").lower())


def _cut(text: str, limit: int = OBSERVATION_CHARS) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= limit else text[:limit].rstrip() + "…"
