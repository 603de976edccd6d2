"""The paper's tables from a batch's DataFrame, with the paper's published numbers beside them.

- `table1`: rows are methods (paper order), columns HotpotQA EM and FEVER accuracy (%) per model,
  how many episodes of each cell never answered, then the paper's PaLM-540B figures.
- `table3`: ALFWorld success (%) by task type, per method and model, and how many episodes
  ended in an error, with the paper's Table 3 rows (Act best of 6, ReAct average and best of 6, BUTLER) for reference;
  with `progress=True`, AgentBoard's progress rate (%) by task type beside it (the paper has none:
  its rows stay blank there, as do episodes recorded before progress was stored).
- `samples_curve`: Figure 2, score against the number of CoT-SC samples, recomputed from the
  stored samples by voting over the first k of them (no new model calls), for CoT-SC and for
  both back-off methods (run step by step, or combined from ReAct and CoT-SC episodes).
Rows combined from stored ReAct and CoT-SC episodes (see `combined`) carry "(combined)".
- `failure_table`: how often each failure mode occurred, per method.
- `confusion_matrix`: for a label family (FEVER), episodes per gold label (rows) and answer
  (columns: each label, then "invalid answer" and "no answer"), per method and model.
Every episode is in the averages: one that ended in an error or never answered scores 0.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from react_core.engine import catalog
from react_core.environments.alfworld.task_types import TASK_TYPES
from react_core.evaluation.combined import COT_SC_THEN_REACT, REACT_THEN_COT_SC, curve_points, votes_of
from react_core.evaluation.failures import FLAGS, LABELS, can_happen, stored_flags
from react_core.prompting.self_consistency import majority_vote
from react_core.scoring.answer_checks import label_of
from react_core.trajectory.trajectory import Trajectory

# A combined row is the paper's method scored from stored runs: the paper's figure is the same.
PAPER_KEY = {COT_SC_THEN_REACT: "cot_sc_react", REACT_THEN_COT_SC: "react_cot_sc"}
# The catalogue's Table 1 order, each combined row right after the method it stands for.
METHOD_ORDER = [
    name for m in catalog.KNOWLEDGE_METHODS for name in [m, *[c for c, paper in PAPER_KEY.items() if paper == m]]
]
METHOD_NAMES = {m: catalog.method_label(m) for m in catalog.KNOWLEDGE_METHODS} | {
    combined: f"{catalog.method_label(paper)} (combined)" for combined, paper in PAPER_KEY.items()
}
# The paper's Table 1 (PaLM-540B), from the families that report it (`Family.paper_scores`): per method,
# HotpotQA EM and FEVER accuracy, in percent.
_TABLE1 = [f for f in catalog.FAMILIES if f.table == "Table 1" and f.paper_scores]
PAPER_TABLE1_FAMILIES = tuple(f.name for f in _TABLE1)  # the numbers of each PAPER_TABLE1 row, in this order
PAPER_TABLE1 = {m: tuple(f.paper_scores[m] for f in _TABLE1) for m in catalog.PAPER_METHODS}
# The paper's Table 3: ALFWorld success (%) on the 134 unseen games, PaLM-540B, greedy decoding;
# Pick, Clean, Heat, Cool, Look, Pick 2, All. Each "best of 6" column is the best of the six
# prompt permutations for that column, so All is not the mean of the types.
# The paper's Table 4: WebShop score and success rate (%) on 500 test instructions (PaLM-540B
# for Act and ReAct; IL and IL+RL are WebShop's own trained agents; human experts).
PAPER_TABLE4 = {
    "Act": (62.3, 30.1),
    "ReAct": (66.6, 40.0),
    "IL": (59.9, 29.1),
    "IL+RL": (62.4, 28.7),
    "Human expert": (82.1, 59.6),
}
PAPER_TABLE3 = {
    "Act (best of 6)": (88, 42, 74, 67, 72, 41, 45),
    "ReAct (avg of 6)": (65, 39, 83, 76, 55, 24, 57),
    "ReAct (best of 6)": (92, 58, 96, 86, 78, 41, 71),
    "BUTLER (best of 8)": (46, 39, 74, 100, 22, 24, 37),
}
# Rows of the paper's tables that are not PaLM-540B prompted: the agents trained on the task.
TRAINED_AGENT = "trained agent (paper)"
PAPER_TABLE3_MODEL = {"BUTLER (best of 8)": TRAINED_AGENT}
PAPER_TABLE4_MODEL = {"IL": TRAINED_AGENT, "IL+RL": TRAINED_AGENT, "Human expert": "people (paper)"}
ALFWORLD_TYPES = list(zip(TASK_TYPES, ["Pick", "Clean", "Heat", "Cool", "Look", "Pick 2"]))
FAMILY_COLUMNS = {f.name: f"{f.short} {f.metric}" for f in catalog.FAMILIES if f.table == "Table 1"}
# Beside each score: how many of the cell's episodes never answered (an error, the step limit,
# or an empty answer). They score 0 and are in the average; this says how many there are.
NO_ANSWER_COLUMNS = {f.name: f"{f.short} no answer" for f in catalog.FAMILIES if f.table == "Table 1"}
ERRORS = "Errors"
PROGRESS = "Progress"  # the progress-rate block's columns: "Progress Pick", ..., "Progress All"
PAPER = "PaLM-540B (paper)"


def has_rows(frame: pd.DataFrame, table: str) -> bool:
    """Whether a batch's frame holds episodes of a family that `table` ("Table 1", "Table 3") covers."""
    return bool(len(frame)) and bool(frame["family"].isin(catalog.families_in(table)).any())


def method_name(method: str) -> str:
    return METHOD_NAMES.get(method, method)


def _ordered(methods) -> list[str]:
    known = [m for m in METHOD_ORDER if m in set(methods)]
    return known + sorted(set(methods) - set(known))


def unanswered(frame: pd.DataFrame) -> pd.Series:
    """Per episode: it ended in an error or at the step limit, or its answer is empty. Rows without
    an outcome (combined back-off rows) go by their answer alone."""
    outcome = frame["outcome"] if "outcome" in frame else pd.Series(None, index=frame.index, dtype=object)
    answer = frame["answer"] if "answer" in frame else pd.Series(None, index=frame.index, dtype=object)
    blank = answer.map(lambda a: a is None or (isinstance(a, float) and pd.isna(a)) or not str(a).strip())
    return outcome.isin(["error", "step_limit"]) | blank


def table1_episodes(frame: pd.DataFrame) -> pd.DataFrame:
    """The episodes Table 1 averages: HotpotQA and FEVER ones, and combined back-off rows only
    where the back-off method was not also run step by step."""
    knowledge = frame[frame["family"].isin(FAMILY_COLUMNS)] if len(frame) else frame
    ran = list(knowledge["method"].unique())
    ran = [m for m in ran if not (m in PAPER_KEY and PAPER_KEY[m] in ran)]
    return knowledge[knowledge["method"].isin(ran)] if len(knowledge) else knowledge


def table1(frame: pd.DataFrame, with_paper: bool = True) -> pd.DataFrame:
    """Rows: methods. Columns: (HotpotQA EM | FEVER Acc, model) in %, then (... no answer, model),
    the count of the cell's episodes that never answered (scored 0, counted in the average), plus
    the paper's numbers. Methods the batch did not run still get a row when the paper has a figure."""
    knowledge = table1_episodes(frame)
    ran = list(knowledge["method"].unique())
    paper_rows = [m for m in PAPER_TABLE1 if m not in {PAPER_KEY.get(r) for r in ran}]
    methods = _ordered(ran + (paper_rows if with_paper else []))
    columns: dict[tuple[str, str], pd.Series] = {}
    present = set(knowledge["family"]) if len(knowledge) else set(FAMILY_COLUMNS)
    for family, label in FAMILY_COLUMNS.items():
        if family not in present:
            continue  # no paper column for a task family the batch did not run
        part = knowledge[knowledge["family"] == family]
        models = sorted(part["model"].unique())
        for model in models:
            scores = part[part["model"] == model].groupby("method")["score"].mean() * 100
            columns[(label, model)] = scores.reindex(methods).round(1)
        for model in models:
            cell = part[part["model"] == model]
            counts = unanswered(cell).groupby(cell["method"]).sum().astype("float64")
            columns[(NO_ANSWER_COLUMNS[family], model)] = counts.reindex(methods)
        reported = catalog.family(family).paper_scores  # the user's own documents have no paper column
        if with_paper and reported:
            columns[(label, PAPER)] = pd.Series(
                {m: reported.get(PAPER_KEY.get(m, m)) for m in methods}, dtype="float64"
            ).reindex(methods)
    table = pd.DataFrame(columns, index=methods)
    table.columns = pd.MultiIndex.from_tuples(list(columns), names=["metric", "model"]) if columns else table.columns
    table.index = [method_name(m) for m in methods]
    table.index.name = "Prompt method"
    return table


def table4(frame: pd.DataFrame, with_paper: bool = True) -> pd.DataFrame:
    """WebShop: average score (the reward x 100) and success rate (%, reward 1) per (method, model),
    with the paper's Table 4 rows for reference. Episodes that bought nothing score 0."""
    shops = frame[frame["family"].isin(catalog.families_in("Table 4"))] if len(frame) else frame
    rows, index = [], []
    for method in _ordered(shops["method"].unique() if len(shops) else []):
        for model in sorted(shops[shops["method"] == method]["model"].unique()):
            part = shops[(shops["method"] == method) & (shops["model"] == model)]
            rows.append(
                {
                    "Score": round(part["score"].fillna(0).mean() * 100, 1),
                    "SR": round(part["success"].fillna(False).astype(bool).mean() * 100, 1),
                    "Episodes": float(len(part)),
                }
            )
            index.append((method_name(method), model))
    if with_paper:
        for label, (points, rate) in PAPER_TABLE4.items():
            rows.append({"Score": points, "SR": rate, "Episodes": None})
            index.append((label, PAPER_TABLE4_MODEL.get(label, PAPER)))
    table = pd.DataFrame(rows, columns=["Score", "SR", "Episodes"], dtype="float64")
    table.index = pd.MultiIndex.from_tuples(index, names=["method", "model"]) if index else table.index
    return table


def progress_columns() -> list[str]:
    return [f"{PROGRESS} {short}" for _, short in ALFWORLD_TYPES] + [f"{PROGRESS} All"]


def table3(frame: pd.DataFrame, with_paper: bool = True, progress: bool = False) -> pd.DataFrame:
    """ALFWorld success (%) by task type; rows are (method, model), columns the six types and All,
    the error count, and with `progress` the mean progress rate (%) per type and All."""
    games = frame[frame["family"].isin(catalog.families_in("Table 3"))] if len(frame) else frame
    rows, index = [], []
    for method in _ordered(games["method"].unique()):
        for model in sorted(games[games["method"] == method]["model"].unique()):
            part = games[(games["method"] == method) & (games["model"] == model)]
            row = {}
            for task_type, short in ALFWORLD_TYPES:
                typed = part[part["task_type"] == task_type]["score"]
                row[short] = round(typed.mean() * 100, 1) if len(typed) else None
            row["All"] = round(part["score"].mean() * 100, 1)
            row[ERRORS] = float((part["outcome"] == "error").sum()) if "outcome" in part else 0.0
            if progress:
                row.update(_progress_block(part))
            rows.append(row)
            index.append((method_name(method), model))
    if with_paper:
        for label, figures in PAPER_TABLE3.items():
            rows.append(dict(zip([short for _, short in ALFWORLD_TYPES] + ["All"], map(float, figures))))
            index.append((label, PAPER_TABLE3_MODEL.get(label, PAPER)))
    # Errors: the row's episodes that ended in an error (scored 0, counted in the averages).
    columns = [short for _, short in ALFWORLD_TYPES] + ["All", ERRORS] + (progress_columns() if progress else [])
    table = pd.DataFrame(rows, columns=columns, dtype="float64")
    table.index = pd.MultiIndex.from_tuples(index, names=["method", "model"]) if index else table.index
    return table


def _progress_block(part: pd.DataFrame) -> dict[str, float | None]:
    """Mean progress rate (%) per task type and over all, from the episodes that have one."""
    rates = (
        pd.to_numeric(part["progress"], errors="coerce")
        if "progress" in part
        else pd.Series(float("nan"), index=part.index)
    )

    def mean(values: pd.Series) -> float | None:
        values = values.dropna()
        return round(values.mean() * 100, 1) if len(values) else None

    block = {f"{PROGRESS} {short}": mean(rates[part["task_type"] == task_type]) for task_type, short in ALFWORLD_TYPES}
    block[f"{PROGRESS} All"] = mean(rates)
    return block


def score_per_method(frame: pd.DataFrame) -> pd.DataFrame:
    """Mean score (%) and episode count per family, model and method: the bar chart's data."""
    if not len(frame):
        return pd.DataFrame(columns=["family", "model", "method", "score", "episodes"])
    grouped = frame.groupby(["family", "model", "method"], as_index=False).agg(
        score=("score", "mean"), episodes=("score", "size")
    )
    grouped["score"] = (grouped["score"] * 100).round(1)
    order = {m: i for i, m in enumerate(_ordered(grouped["method"].unique()))}
    grouped = grouped.sort_values(["family", "method"], key=lambda c: c.map(order) if c.name == "method" else c)
    grouped["method"] = grouped["method"].map(method_name)
    return grouped.reset_index(drop=True)


def failure_table(frame: pd.DataFrame) -> pd.DataFrame:
    """Episodes per method (rows) showing each failure mode (columns), and how many failed at all."""
    if not len(frame):
        return pd.DataFrame(columns=["episodes"] + [LABELS[f] for f in FLAGS])
    rows = {}
    for method in _ordered(frame["method"].unique()):
        part = frame[frame["method"] == method]
        row = {"episodes": len(part), "scored wrong": int((part["score"] < 1).sum())}
        if "backed_off" in part:
            row["backed off"] = int(part["backed_off"].notna().sum())
        # Read again for flags added since an episode was stored (see failures.stored_flags).
        answers = part["answer"] if "answer" in part else pd.Series(None, index=part.index, dtype=object)
        flagged = [
            stored_flags(family, answer, flags)
            for family, answer, flags in zip(part["family"], answers, part["failures"])
        ]
        for flag in FLAGS:
            row[LABELS[flag]] = sum(flag in flags for flags in flagged)
        rows[method_name(method)] = row
    table = pd.DataFrame.from_dict(rows, orient="index")
    families, methods = set(frame["family"]), set(frame["method"])
    # A mode these episodes can never show is left out when none shows it; a zero where it can happen stays.
    never = [LABELS[f] for f in FLAGS if not can_happen(f, families, methods) and not table[LABELS[f]].any()]
    return table.drop(columns=never)


INVALID_ANSWER = "invalid answer"
NO_ANSWER = "no answer"


def confusion_matrix(frame: pd.DataFrame) -> pd.DataFrame:
    """Label families (FEVER): rows (method, model, gold label), columns the labels the agent
    answered, "invalid answer" (none of the labels; it scores 0), "no answer" (see `unanswered`),
    then "episodes". An answer counts as the label the paper's scoring would match it with."""
    families = [f.name for f in catalog.FAMILIES if f.labels]
    part = frame[frame["family"].isin(families)] if len(frame) else frame
    if not len(part):
        return pd.DataFrame()
    labels = [label for name in families for label in catalog.family(name).labels]
    labels = list(dict.fromkeys(labels))
    columns = labels + [INVALID_ANSWER, NO_ANSWER]
    silent = unanswered(part)
    said = [
        NO_ANSWER if silent[i] else (label_of(answer, tuple(labels)) or INVALID_ANSWER)
        for i, answer in zip(part.index, part["answer"])
    ]
    gold = [label_of(g, tuple(labels)) or str(g) for g in part["gold"]]
    counted = pd.DataFrame({"method": part["method"].values, "model": part["model"].values, "gold": gold, "said": said})
    rows, index = [], []
    for method in _ordered(counted["method"].unique()):
        for model in sorted(counted[counted["method"] == method]["model"].unique()):
            cell = counted[(counted["method"] == method) & (counted["model"] == model)]
            golds = [g for g in labels if g in set(cell["gold"])] + sorted(set(cell["gold"]) - set(labels))
            for g in golds:
                answers = cell[cell["gold"] == g]["said"].value_counts()
                rows.append({c: int(answers.get(c, 0)) for c in columns} | {"episodes": int(answers.sum())})
                index.append((method_name(method), model, g))
    table = pd.DataFrame(rows, columns=columns + ["episodes"])
    table.index = pd.MultiIndex.from_tuples(index, names=["method", "model", "gold"])
    return table


def samples_curve(frame: pd.DataFrame, trajectories: dict[str, Trajectory]) -> pd.DataFrame:
    """Figure 2: mean score (%) against k when only the first k CoT-SC samples vote.

    Lines: CoT-SC; ReAct -> CoT-SC run step by step (ReAct's own answer where it did not back
    off); and, where the batch has ReAct and CoT-SC episodes of the same tasks, both back-off
    rules combined from them, as in the paper. CoT-SC -> ReAct run step by step is left out: a
    smaller k would change whether it backs off, which needs ReAct steps it never ran.
    """
    from react_core.engine.catalog import score

    rows = []
    wanted = frame[frame["method"].isin(["cot_sc", "react_cot_sc"]) & frame["family"].isin(FAMILY_COLUMNS)]
    for (model, method), part in wanted.groupby(["model", "method"]):
        per_episode = []
        for _, row in part.iterrows():
            trajectory = trajectories.get(row["trajectory_id"])
            answers = votes_of(trajectory) if trajectory else None
            per_episode.append((row, trajectory, answers))
        n = max((len(a) for _, _, a in per_episode if a), default=0)
        for k in range(1, n + 1):
            points = []
            for row, trajectory, answers in per_episode:
                if answers is None or trajectory is None:  # answers exist only for a stored trajectory
                    points.append(row["score"])  # ReAct answered itself: unchanged by k
                    continue
                answer = majority_vote(answers[:k]).majority
                points.append(score(trajectory.task, answer).em)
            rows.append(
                {
                    "model": model,
                    "method": method_name(method),
                    "samples": k,
                    "score": round(100 * sum(points) / len(points), 1) if points else None,
                }
            )
    combined = pd.DataFrame(curve_points(frame, trajectories))
    if not combined.empty:
        for (model, method, k), part in combined.groupby(["model", "method", "samples"]):
            rows.append(
                {
                    "model": model,
                    "method": method_name(method),
                    "samples": k,
                    "score": round(100 * part["score"].mean(), 1),
                }
            )
    return pd.DataFrame(rows, columns=["model", "method", "samples", "score"])


def export(frame: pd.DataFrame, path: Path | str) -> Path:
    """Write a batch's episodes to CSV or Parquet (by the file's suffix)."""
    path = Path(path)
    flat = frame.copy()
    if "failures" in flat:
        flat["failures"] = flat["failures"].map(lambda f: ",".join(f) if isinstance(f, list) else f)
    if path.suffix.lower() == ".parquet":
        flat.to_parquet(path, index=False)
    elif path.suffix.lower() == ".csv":
        flat.to_csv(path, index=False)
    else:
        raise ValueError(f"Export to .csv or .parquet, not {path.suffix or 'a file without a suffix'}.")
    return path
