"""FEVER, the paper's fact checking (Table 1): a claim SUPPORTS, REFUTES or NOT ENOUGH INFO, searched
with its Wikipedia API."""

from __future__ import annotations

from pathlib import Path

from react_core.data import data_folders
from react_core.environments.base import Family
from react_core.environments.wikipedia.actions import check_action
from react_core.environments.wikipedia.hotpotqa import ROUGH_SECONDS
from react_core.environments.wikipedia.knowledge import imported_files, question_tasks, wikipedia_env
from react_core.environments.wikipedia.moves import MOVES
from react_core.environments.wikipedia.tool_specs import wikipedia_tools
from react_core.prompting.method_names import KNOWLEDGE_METHODS
from react_core.scoring.answer_checks import FEVER_LABELS

NAME = "fever"

# The paper's Table 1, PaLM-540B: accuracy (%) on FEVER's dev claims, per method.
PAPER_ACCURACY = {
    "standard": 57.1,
    "cot": 56.3,
    "cot_sc": 60.4,
    "act": 58.9,
    "react": 60.9,
    "cot_sc_react": 64.6,
    "react_cot_sc": 62.0,
}


def sources() -> list[str]:
    found = ["bundled", *imported_files(NAME)]
    claims = data_folders.fever_claims_file()  # the claims file saved on the Data page, searched in its wiki pages
    if claims and Path(claims).is_file() and claims not in found:
        found.append(claims)
    return found


FAMILY = Family(
    name=NAME,
    label="FEVER (fact checking)",
    short="FEVER",
    noun="claim",
    example="Vienna is the capital of Italy.",
    gold_hint="SUPPORTS, REFUTES or NOT ENOUGH INFO",
    labels=FEVER_LABELS,
    step_limit=5,
    methods=KNOWLEDGE_METHODS,
    metric="Acc",
    table="Table 1",
    scoring="label",
    style="dense",
    paper_scores=PAPER_ACCURACY,
    paper_dev_file="paper_dev.jsonl",
    paper_tasks=9999,
    wikipedia=True,
    own_tasks=True,
    thread_safe=True,
    rough_seconds=ROUGH_SECONDS,  # FEVER was not measured: HotpotQA's
    sources=sources,
    load=question_tasks(NAME),
    environment=wikipedia_env,
    tool_calls=wikipedia_tools(labels=FEVER_LABELS),
    valid_moves=MOVES,  # a search or lookup that found nothing, made again, is held to a search
    check_action=check_action,
)
