"""WebShop's prompt text: the one-shot exemplar files and the paper's own prompt.

The format is the paper's (ReAct's WebShop notebook): the opening page, then for each step
``Action: <action>`` and ``Observation: <text>``, a blank line between steps. A page of
several lines starts on the line after ``Observation:``; a one-line answer ("OK.", "You have
clicked ...") follows it on the same line. The exemplar ends with ``Action: click[Buy Now]``,
as the paper's does. `render_turn` writes one step; `parse_exemplar` reads a file back into
(action, observation) pairs so a test can replay it.
"""
from __future__ import annotations

import ast
import json
from pathlib import Path

PROMPTS_DIR = Path(__file__).resolve().parents[3] / "prompts" / "webshop"
PROMPT_FILES = {"react": PROMPTS_DIR / "react.txt", "act": PROMPTS_DIR / "act.txt"}
# The names of the paper's prompts in ReAct's WebShop.ipynb.
ORIGINAL_NAMES = {"react": "prompt1", "act": "prompt1_actonly"}


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
    opening, turns = blocks[0], []
    for block in blocks[1:]:
        action_line, _, rest = block.partition("\n")
        action = action_line.removeprefix("Action: ")
        if not rest:
            turns.append((action, None))
            continue
        observation = rest.removeprefix("Observation:")
        turns.append((action, observation[1:] if observation[:1] in ("\n", " ") else observation))
    return opening, turns


def load_original_prompt(path: Path | str, method: str = "react") -> str:
    """The paper's WebShop prompt from a file a user has: ReAct's WebShop.ipynb itself (the
    string named prompt1 / prompt1_actonly is taken from it), or a plain text file holding it."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".ipynb":
        return text
    wanted = ORIGINAL_NAMES[method]
    for cell in json.loads(text).get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        source = "".join(cell.get("source", []))
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        for node in tree.body:
            if (isinstance(node, ast.Assign) and len(node.targets) == 1
                    and isinstance(node.targets[0], ast.Name) and node.targets[0].id == wanted
                    and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
                return node.value.value
    raise ValueError(f"{path} holds no string named {wanted}; is it ReAct's WebShop.ipynb?")
