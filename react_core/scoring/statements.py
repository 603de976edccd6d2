"""What a thought states, as opposed to what it plans, asks or guesses: the grounding rules judge only that.

Every family's grounding rule (react_core.assist.grounding for the knowledge tasks, the family
packages' own for ALFWorld and WebShop) reads a thought sentence by sentence and stays quiet on
plans ("I need to find a potato 2"), questions and hedges ("maybe", "likely"), and, for claims of
presence, on negations ("there is no potato 2").
"""

from __future__ import annotations

import re

NEGATION = re.compile(r"\b(?:not|no|never|nothing|none|cannot|without)\b|n't\b", re.IGNORECASE)
HEDGE = re.compile(
    r"\?|\b(?:need|needs|should|will|would|could|can|might|may|maybe|perhaps|probably|possibly|"
    r"likely|seems?|guess|assume|if|whether|search|searching|look|lookup|check|let|let's|"
    r"unsure|unknown|unclear|try|want|hope|expect)\b",
    re.IGNORECASE,
)
# A "quoted name" (double or curly quotes), 3 to 80 characters.
QUOTED = re.compile(r"[\"“]([^\"“”]{3,80})[\"”]")
_SENTENCE_END = re.compile(r"(?<=[.!;])\s+")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(" ".join((text or "").split())) if s.strip()]


def statements(text: str) -> list[str]:
    """The sentences of a thought that state something rather than plan, ask or guess."""
    return [sentence for sentence in sentences(text) if not HEDGE.search(sentence)]
