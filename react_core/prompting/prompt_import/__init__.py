"""Load the original ReAct repository's few-shot prompts as the prefix text `prompts/` files hold.

The paper's code keeps its exemplars in JSON files (``prompts_naive.json`` for HotpotQA,
``fever.json`` for FEVER), one string per key. This turns one of them into the same shape
as ``prompts/<family>/<method>.txt``: an instruction paragraph, ``Here are some examples.``,
the exemplars separated by one blank line, a final newline. The HotpotQA originals carry no
instruction (the paper's notebook prepends it), so ours for the same method is used; the
FEVER originals start with their own, which is kept. The families whose originals are laid out
otherwise have a module each: `alfworld` (alfworld_3prompts.json, per task type) and `webshop`
(a string in WebShop.ipynb).

    prefix = load_original_prompt("../shared/data/react-repo/prompts", "hotpotqa", "react")
"""

from __future__ import annotations

import json
from pathlib import Path

from react_core.data.errors import DataError
from react_core.prompting.prompts import PROMPTS_DIR

# (family, method) -> (file, key) in the ReAct repository's prompts folder.
ORIGINAL_KEYS: dict[tuple[str, str], tuple[str, str]] = {
    ("hotpotqa", "react"): ("prompts_naive.json", "webthink_simple6"),
    ("hotpotqa", "act"): ("prompts_naive.json", "webact_simple6"),
    ("hotpotqa", "cot"): ("prompts_naive.json", "cotqa_simple6"),
    ("hotpotqa", "standard"): ("prompts_naive.json", "webqa_simple6"),
    ("fever", "react"): ("fever.json", "webthink_simple3"),
    ("fever", "act"): ("fever.json", "webact_simple3"),
    ("fever", "cot"): ("fever.json", "cotqa_simple3"),
    ("fever", "standard"): ("fever.json", "webqa_simple3"),
}
# WebShop's prompts are Python strings in the repository's WebShop.ipynb, not in a JSON file.
NOTEBOOK_PROMPTS: dict[tuple[str, str], str] = {
    ("webshop", "react"): "WebShop.ipynb",
    ("webshop", "act"): "WebShop.ipynb",
}
EXAMPLES_LINE = "Here are some examples."


def load_original_prompt(location: Path | str, family: str, method: str, key: str | None = None) -> str:
    """The prefix for `family`/`method` from the original files at `location` (folder or JSON file).

    `key` overrides the default key (e.g. ``webthink_simple`` for the 6-shot variant's sibling).
    """
    if (family, method) in NOTEBOOK_PROMPTS:
        return _notebook_prompt(Path(location), NOTEBOOK_PROMPTS[(family, method)], method)
    if (family, method) not in ORIGINAL_KEYS and key is None:
        known = ", ".join(f"{f}/{m}" for f, m in ORIGINAL_KEYS)
        raise DataError(f"The original ReAct prompts have nothing for {family}/{method}.", f"Choose one of {known}.")
    file_name, default_key = ORIGINAL_KEYS.get((family, method), ("", ""))
    path = Path(location)
    if path.is_dir():
        path = path / file_name
    if not path.is_file():
        raise DataError(
            f"No ReAct prompt file at {path}.",
            "Point to the `prompts` folder of the ReAct repository (it holds prompts_naive.json and fever.json).",
        )
    try:
        prompts = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DataError(
            f"{path} is not valid JSON ({exc}).", "Use the file from the ReAct repository unchanged."
        ) from exc
    key = key or default_key
    if not isinstance(prompts, dict) or not isinstance(prompts.get(key), str):
        keys = ", ".join(sorted(prompts)) if isinstance(prompts, dict) else "none"
        raise DataError(f"{path} has no prompt {key!r}.", f"Keys there: {keys}.")
    instruction, exemplars = split_exemplars(prompts[key])
    if not exemplars:
        raise DataError(f"Prompt {key!r} in {path} has no Question:/Claim: exemplars.", "Choose another key.")
    return compose_prefix(instruction or own_instruction(family, method), exemplars)


def _notebook_prompt(location: Path, notebook: str, method: str) -> str:
    from react_core.prompting.prompt_import.webshop import load_original_prompt as load_from_notebook

    path = location / notebook if location.is_dir() else location
    if not path.is_file():
        raise DataError(
            f"No {notebook} at {path}.",
            f"Put the ReAct repository's {notebook} (or a text file holding its prompt) there.",
        )
    return load_from_notebook(path, method)


def split_exemplars(text: str) -> tuple[str, list[str]]:
    """(instruction before the first exemplar, exemplars) of a raw few-shot string."""
    head: list[str] = []
    blocks: list[list[str]] = []
    for line in text.strip("\n").split("\n"):
        if line.startswith(("Question:", "Claim:")):
            blocks.append([line])
        elif blocks:
            blocks[-1].append(line)
        else:
            head.append(line)
    instruction = "\n".join(line.rstrip() for line in head).strip()
    if instruction.endswith(EXAMPLES_LINE):
        instruction = instruction[: -len(EXAMPLES_LINE)].rstrip()
    return instruction, ["\n".join(block).strip() for block in blocks]


def compose_prefix(instruction: str, exemplars: list[str]) -> str:
    return f"{instruction}\n{EXAMPLES_LINE}\n\n" + "\n\n".join(exemplars) + "\n"


def own_instruction(family: str, method: str, root: Path = PROMPTS_DIR) -> str:
    """The instruction paragraph of this project's own prompt file for the same method."""
    path = root / family / f"{method}.txt"
    if not path.is_file():
        return ""
    return split_exemplars(path.read_text(encoding="utf-8"))[0]
