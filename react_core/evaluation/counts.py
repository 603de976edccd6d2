"""How many episodes stand behind each figure of the paper-style tables, and the figures written
with their count ("50.0 (n=2)"), so a score from two episodes never reads like one from two hundred.

Each `*_counts` function returns a table shaped like the one it counts (same row and column
labels) for the figures measured here; the paper's rows have no count and show their figure alone.
"""

from __future__ import annotations

import pandas as pd

from react_core.engine import catalog
from react_core.evaluation import tables


def table1_counts(frame: pd.DataFrame) -> pd.DataFrame:
    """Episodes per Table 1 cell: rows are methods, columns (HotpotQA EM | FEVER Acc, model)."""
    knowledge = tables.table1_episodes(frame)
    columns: dict[tuple[str, str], pd.Series] = {}
    for family, label in tables.FAMILY_COLUMNS.items():
        part = knowledge[knowledge["family"] == family] if len(knowledge) else knowledge
        for model in sorted(part["model"].unique()) if len(part) else []:
            columns[(label, model)] = part[part["model"] == model].groupby("method").size()
    counts = pd.DataFrame(columns)
    counts.index = [tables.method_name(m) for m in counts.index]
    return counts


def table3_counts(frame: pd.DataFrame, progress: bool = False) -> pd.DataFrame:
    """Episodes per Table 3 cell: rows (method, model), columns the task types and All; with
    `progress`, the episodes that have a progress rate behind each progress column."""
    games = frame[frame["family"].isin(catalog.families_in("Table 3"))] if len(frame) else frame
    rows, index = [], []
    for (method, model), part in games.groupby(["method", "model"]) if len(games) else []:
        row = {short: int((part["task_type"] == task_type).sum()) for task_type, short in tables.ALFWORLD_TYPES}
        row["All"] = len(part)
        if progress:
            rated = (
                pd.to_numeric(part["progress"], errors="coerce").notna()
                if "progress" in part
                else pd.Series(False, index=part.index)
            )
            for task_type, short in tables.ALFWORLD_TYPES:
                row[f"{tables.PROGRESS} {short}"] = int((rated & (part["task_type"] == task_type)).sum())
            row[f"{tables.PROGRESS} All"] = int(rated.sum())
        rows.append(row)
        index.append((tables.method_name(method), model))
    counts = pd.DataFrame(rows)
    if index:
        counts.index = pd.MultiIndex.from_tuples(index, names=["method", "model"])
    return counts


def table4_counts(table4: pd.DataFrame) -> pd.DataFrame:
    """Episodes behind Table 4's Score and SR: its own Episodes column (none for the paper's rows)."""
    return pd.DataFrame({"Score": table4["Episodes"], "SR": table4["Episodes"]}, index=table4.index)


def with_counts(figures: pd.DataFrame, counts: pd.DataFrame) -> pd.DataFrame:
    """`figures` as text: "50.0 (n=2)" where `counts` has the cell's episodes, the figure alone
    where it has none (the paper's, or a column that is itself a count), "—" where there is no figure."""
    counts = counts.reindex(index=figures.index, columns=figures.columns)

    def cell(figure, count) -> str:
        if pd.isna(figure):
            return "—"
        if pd.isna(count) or not count:
            return f"{figure:g}"
        return f"{figure:.1f} (n={int(count)})"

    text = [[cell(f, c) for f, c in zip(row_f, row_c)] for row_f, row_c in zip(figures.values, counts.values)]
    return pd.DataFrame(text, index=figures.index, columns=figures.columns)
