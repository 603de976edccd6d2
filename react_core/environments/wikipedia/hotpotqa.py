"""HotpotQA, the paper's multi-hop questions (Table 1), searched with its Wikipedia API."""

from __future__ import annotations

from react_core.environments.base import Family
from react_core.environments.wikipedia.actions import check_action
from react_core.environments.wikipedia.knowledge import imported_files, question_tasks, wikipedia_env
from react_core.environments.wikipedia.moves import MOVES
from react_core.environments.wikipedia.tool_specs import wikipedia_tools
from react_core.prompting.method_names import KNOWLEDGE_METHODS

NAME = "hotpotqa"

# The paper's Table 1, PaLM-540B: exact match (%) on HotpotQA's dev set, per method.
PAPER_EM = {
    "standard": 28.7,
    "cot": 29.4,
    "cot_sc": 33.4,
    "act": 25.7,
    "react": 27.4,
    "cot_sc_react": 34.2,
    "react_cot_sc": 35.1,
}

# Seconds an episode, from the README's real batches: embedded 1.5B model on 2 CPU cores, 2 to 4
# episodes at once, 50 questions. The back-off methods: their first method plus part of the other.
ROUGH_SECONDS = {
    "standard": 5,
    "cot": 7,
    "cot_sc": 102,
    "act": 20,
    "react": 96,
    "cot_sc_react": 150,
    "react_cot_sc": 120,
    "react_tools": 300,  # median of batch cmp-hotpotqa-20 (298 s), 4 at once, load 2 to 6
}


def sources() -> list[str]:
    return ["bundled", *imported_files(NAME)]


FAMILY = Family(
    name=NAME,
    label="HotpotQA (questions)",
    short="HotpotQA",
    noun="question",
    example="Which city hosted the first modern Olympic Games?",
    step_limit=7,
    methods=KNOWLEDGE_METHODS,
    metric="EM",
    table="Table 1",
    scoring="answer",
    style="dense",
    paper_scores=PAPER_EM,
    paper_dev_file="hotpot_dev_v1_simplified.json",
    paper_tasks=7405,
    wikipedia=True,
    own_tasks=True,
    thread_safe=True,
    files_bring_pages=True,
    rough_seconds=ROUGH_SECONDS,
    sources=sources,
    load=question_tasks(NAME),
    environment=wikipedia_env,
    tool_calls=wikipedia_tools(),
    valid_moves=MOVES,  # a search or lookup that found nothing, made again, is held to a search
    check_action=check_action,
)
