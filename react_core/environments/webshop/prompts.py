"""WebShop's prompt text: the format of the one-shot exemplar files (the paper's own prompt is
read by react_core.prompting.prompt_import.webshop).

The format is the paper's (ReAct's WebShop notebook): the opening page, then for each step
``Action: <action>`` and ``Observation: <text>``, a blank line between steps. A page of
several lines starts on the line after ``Observation:``; a one-line answer ("OK.", "You have
clicked ...") follows it on the same line. The exemplar ends with ``Action: click[Buy Now]``,
as the paper's does. `render_turn` writes one step; `parse_exemplar` reads a file back into
(action, observation) pairs so a test can replay it.
"""

from __future__ import annotations

from react_core.prompting.prompts import PROMPTS_DIR

PROMPT_FILES = {"react": PROMPTS_DIR / "webshop" / "react.txt", "act": PROMPTS_DIR / "webshop" / "act.txt"}


def render_observation(observation: str) -> str:
    return "Observation:" + ("\n" if "\n" in observation else " ") + observation


def render_turn(action: str, observation: str | None) -> str:
    """One step: ``Action: ...`` and, unless None (the last purchase), its observation."""
    text = f"Action: {action}\n"
    if observation is not None:
        text += render_observation(observation) + "\n"
    return text + "\n"


def parse_exemplar(text: str) -> tuple[str, list[tuple[str, str | None]]]:
    """(opening page, [(action, observation or None), ...]) of an exemplar in this format."""
    blocks = [b for b in text.strip("\n").split("\n\n") if b.strip()]
    opening, turns = blocks[0], list[tuple[str, str | None]]()
    for block in blocks[1:]:
        action_line, _, rest = block.partition("\n")
        action = action_line.removeprefix("Action: ")
        if not rest:
            turns.append((action, None))
            continue
        observation = rest.removeprefix("Observation:")
        turns.append((action, observation[1:] if observation[:1] in ("\n", " ") else observation))
    return opening, turns
