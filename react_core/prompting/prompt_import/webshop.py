"""Import the ReAct paper's own WebShop prompt: a Python string in the repository's WebShop.ipynb.

The notebook names it ``prompt1`` (ReAct) or ``prompt1_actonly`` (Act); a plain text file
holding the prompt is read as it is.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

# The names of the paper's prompts in ReAct's WebShop.ipynb.
ORIGINAL_NAMES = {"react": "prompt1", "act": "prompt1_actonly"}


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
            if (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == wanted
                and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)
            ):
                return node.value.value
    raise ValueError(f"{path} holds no string named {wanted}; is it ReAct's WebShop.ipynb?")
