"""WebShop, the paper's shopping task (Table 4), declared as a plugin declares its family."""

from __future__ import annotations

from pathlib import Path

from react_core.data import data_folders
from react_core.environments.base import EnvChoice, Environment, Family
from react_core.environments.webshop.buttons import BUTTONS
from react_core.environments.webshop.grounding import ShopGrounding
from react_core.environments.webshop.tool_specs import WEBSHOP_TOOLS
from react_core.prompting.method_names import DECISION_METHODS
from react_core.trajectory.task import Task


def sources() -> list[str]:
    # The official files when the user has them: $WEBSHOP_DATA, else the Data page's folder
    # (FOLDER#synthetic for its generated goals).
    official = data_folders.webshop_source()
    return ["bundled", *([official] if official and Path(official.partition("#")[0]).is_dir() else [])]


def load(source: str) -> list[Task]:
    from react_core.data.webshop import load_webshop_tasks

    # FOLDER#synthetic picks the generated goals of an official folder (default: the human ones).
    folder, _, goals = source.partition("#")
    return load_webshop_tasks(folder, goals=goals or "human") if goals else load_webshop_tasks(source)


def environment(task: Task, choice: EnvChoice) -> Environment:
    from react_core.environments.webshop import WebShopEnv

    return WebShopEnv()


# WebShop's search index is shared per catalogue and built lazily: its environments take turns.
FAMILY = Family(
    name="webshop",
    label="WebShop (shopping)",
    short="WebShop",
    noun="instruction",
    step_limit=15,
    methods=DECISION_METHODS,
    metric="score",
    table="Table 4",
    scoring="reward",
    style="pages",
    paper_tasks=500,  # the test instructions of Table 4
    # The README's batches (24 instructions, 1.5B model, 2 cores); react_tools: median of cmp-webshop-50 (428 s)
    rough_seconds={"act": 63, "react": 59, "react_tools": 430},
    sources=sources,
    load=load,
    environment=environment,
    grounding=ShopGrounding,  # a thought's product ids, prices and options against the pages shown
    valid_moves=BUTTONS,  # a click on no button of the page is asked again, then chosen among them
    tool_calls=WEBSHOP_TOOLS,
)
