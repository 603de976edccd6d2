"""Import the ReAct paper's own ALFWorld prompts (alfworld_3prompts.json from its repository).

The file holds three annotated trajectories per task type and method under keys like
``react_put_0`` or ``act_examine_2``; the paper's run uses the pair (1, 0) in that order.
The result is a prefix in the same shape as our files in prompts/alfworld/, so the engine can
take it as `prefix=`. Note: those trajectories come from an older ALFWorld that said
"put X in/on Y" and "You arrive at loc 5." — AlfWorldEnv translates the "put" wording,
and a model following these prompts still plays the same game.
"""

from __future__ import annotations

import json
from pathlib import Path

INSTRUCTION = "Interact with a household to solve a task. Here are two examples.\n"

ORIGINAL_NAMES = {
    "pick_and_place_simple": "put",
    "pick_clean_then_place_in_recep": "clean",
    "pick_heat_then_place_in_recep": "heat",
    "pick_cool_then_place_in_recep": "cool",
    "look_at_obj_in_light": "examine",
    "pick_two_obj_and_place": "puttwo",
}
PAPER_PAIR = (1, 0)


def original_prefix(path: str | Path, method: str, task_type: str, pair: tuple[int, int] = PAPER_PAIR) -> str:
    """The paper's two-shot prefix for `method` ("react" or "act") and an ALFWorld task type."""
    if method not in ("react", "act"):
        raise ValueError(f"ALFWorld prompts exist for react and act, not {method!r}.")
    if task_type not in ORIGINAL_NAMES:
        raise ValueError(f"Unknown ALFWorld task type {task_type!r}; one of {', '.join(ORIGINAL_NAMES)}.")
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"Cannot read the original prompt file {path}: {exc}") from exc
    keys = [f"{method}_{ORIGINAL_NAMES[task_type]}_{i}" for i in pair]
    missing = [k for k in keys if k not in data]
    if missing:
        raise ValueError(f"{path} has no {', '.join(missing)}; is it alfworld_3prompts.json?")
    return INSTRUCTION + "".join(data[k] for k in keys)


def write_original_prompts(path: str | Path, out_root: Path) -> list[Path]:
    """Write every prefix as out_root/alfworld/<method>_<task_type>.txt (the prompts/ layout)."""
    folder = out_root / "alfworld"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for task_type in ORIGINAL_NAMES:
        for method in ("react", "act"):
            target = folder / f"{method}_{task_type}.txt"
            target.write_text(original_prefix(path, method, task_type), encoding="utf-8")
            written.append(target)
    return written
