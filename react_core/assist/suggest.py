"""Suggest an edit: a better thought for a flagged one, from the model or from the flag's evidence.

A person steering a loop knows the thought is wrong but may not know the game's or the page's
facts well enough to write the fix quickly. This asks the run's own model for a replacement,
with a short prompt built for a small (1.5B) model: one worked example, the task, the last few
observations, the thought and the flag's evidence; one line back (stop sequences, few tokens),
cut after two sentences. A small model may
still answer with a degenerate reply (one seen: the same sentence five times, 48 s); such a
reply is never offered: the flag's own rule-based hint is, and the page says why.

The suggestion is plain text for the steering editor: it is never applied here; a person
accepts or changes it there (the paper's human in the loop).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from react_core.assist.diagnosis import Flag
from react_core.engine import catalog
from react_core.models.base import LanguageModel, ModelRequest
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory

MAX_SUGGESTION_CHARS = 400
MAX_TOKENS = 60  # two sentences; a longer reply is a small model running on
OBSERVATION_CHARS = 240  # each observation is cut to this in the prompt; the latest ones matter most
RECENT_OBSERVATIONS = 4
ECHO_OVERLAP = 0.8  # a reply sharing this share of its words with the old thought only restates it

PROMPT = """Rewrite the wrong thought of an agent so that it agrees with what it has seen. Write as the agent ("I"), in one or two short sentences.

Example:
{example}

Now:
{noun_cap}: {task}
Latest observations:
{observations}
Wrong thought: {thought}
What the observations show: {reason}
Fixed thought:"""
# One worked fix per transcript style: a 1.5B model follows an example far better than an
# instruction (without one, 4 of 6 real replies repeated a sentence until the token limit).
EXAMPLES = {
    "sparse": "Wrong thought: Now I find a knife (1). Next, I need to take it.\n"
    "What the observations show: Claims knife 1 at drawer 2, but drawer 2 showed: a fork 1; knife 1 was "
    "last seen on countertop 1.\n"
    "Fixed thought: Knife 1 is not in drawer 2; I saw it on countertop 1. Next, I need to go to countertop 1 "
    "and take it.",
    "dense": "Wrong thought: Freddie Mercury was born in 1923, so the answer is 1923.\n"
    "What the observations show: States 1923, which no observation so far contains.\n"
    "Fixed thought: No page I read says 1923; the page says he was born on 5 September 1946. So the answer "
    "is 1946.",
    "pages": "Wrong thought: B0AAAAAAA1 has the options 'x-large' and 'navy'. It seems good to buy.\n"
    "What the observations show: Names the option 'x-large', but the page offers size: medium, large; "
    "color: navy, grey.\n"
    "Fixed thought: B0AAAAAAA1 comes only in medium and large, not x-large. I should go back and check "
    "another product.",
}
# The reply is one line; each label of the prompt at a line start ends it too.
STOPS = ("\n", "Wrong thought:", "What the observations show:", "Fixed thought:")
MAX_SENTENCES = 2  # the model rambles on after its fix ("I will then ... I will then ...")
_LABELS = re.compile(
    r"^(?:fixed thought|corrected thought|better thought|thought|think)\s*(?:\([^)]*\))?\s*:\s*", re.IGNORECASE
)
_PROMPT_ECHO = ("wrong thought", "the agent's thought was", "what the observations show", "latest observations")


@dataclass(frozen=True)
class Suggestion:
    """What goes into the editor: the model's thought, or the flag's hint when the model's was unusable."""

    text: str
    by_model: bool
    why_not_model: str = ""  # when not by the model: what was wrong with its reply
    hint: str = ""  # when by the model: the flag's own hint, to start from instead


def suggestion_prompt(trajectory: Trajectory, flag: Flag) -> str:
    """The prompt asking for a better thought at the flag's step of the active branch."""
    steps = trajectory.steps_of()
    position = flag.position
    if not 0 <= position < len(steps) or steps[position].kind != StepKind.THOUGHT:
        raise TrajectoryError(f"Step {position + 1} is not a thought; only a thought can be rewritten.")
    family = catalog.family(trajectory.task.family)
    seen = [s.text for s in steps[:position] if s.kind == StepKind.OBSERVATION][-RECENT_OBSERVATIONS:]
    observations = "\n".join(f"- {_cut(text)}" for text in seen) or "- (none yet)"
    return PROMPT.format(
        example=EXAMPLES[family.style],
        noun_cap=family.noun.capitalize(),
        task=_cut(trajectory.task.text, 400),
        observations=observations,
        thought=" ".join(steps[position].text.split()),
        reason=flag.reason.strip() or "the thought may not follow from the observations",
    )


def suggest_thought(model: LanguageModel, trajectory: Trajectory, flag: Flag) -> Suggestion:
    """A rewritten thought for the flagged step: the model's, or the flag's hint when the model's
    reply is degenerate (see `degenerate`).

    Raises TrajectoryError when neither is usable; model failures raise the model's own errors
    (ModelError), which say what to do."""
    reply = model.complete(
        ModelRequest(prompt=suggestion_prompt(trajectory, flag), stop=STOPS, max_tokens=MAX_TOKENS, temperature=0.0)
    )
    text = first_line(reply.text)
    problem = degenerate(text, trajectory.steps_of()[flag.position].text)
    if problem is None:  # a small model's fix may still be wrong: the flag's hint stays at hand
        return Suggestion(text[:MAX_SUGGESTION_CHARS], by_model=True, hint=flag.hint)
    if flag.hint:
        return Suggestion(flag.hint, by_model=False, why_not_model=problem)
    if problem == "was empty":
        raise TrajectoryError("The model suggested nothing; write the thought yourself.")
    raise TrajectoryError(f"The model's suggestion {problem}, so it is not offered; write the thought yourself.")


def first_line(reply: str) -> str:
    """The reply's first non-empty line, without a label such as "Fixed thought:" or quotes, cut
    after its second sentence."""
    line = next((line for line in (reply or "").splitlines() if line.strip()), "")
    line = _LABELS.sub("", " ".join(line.split())).strip().strip('"“”').strip()
    return " ".join(re.split(r"(?<=[.!?])\s+", line)[:MAX_SENTENCES])


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
    grams = [" ".join(words[i : i + 4]) for i in range(len(words) - 3)]
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
