"""Training data in a few clicks: the History page's selection or the Evaluate page's batches become an
SFT or DPO file (train, validation and summary in one .zip), with its summary shown before the download.

Downloading records the dataset with its task ids (react_core.datasets.registry), so `eval` can warn
when the model it trains is measured on the same tasks.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from react_core import Trajectory
from react_core.common.errors import describe
from react_core.datasets import registry
from react_core.datasets.build import Dataset, Options, build_dpo, build_sft
from react_core.datasets.episodes import Filters, models_of
from react_core.datasets.formats import FORMATS
from react_core.datasets.tokens import counter_for
from ui.widgets import resources
from ui.widgets.option_labels import labelled
from ui.widgets.plain_text import md

KINDS = {"sft": "Fine-tuning examples (SFT)", "dpo": "Preference pairs (DPO)"}
FORMAT_LABELS = {"chat": "OpenAI chat", "sharegpt": "ShareGPT", "text": "Paper text (prompt / completion)"}


def _tokenizer_url() -> str | None:
    """The embedded model's server when this app already runs it; never started for a count."""
    try:
        from react_core.models.factory import running_embedded_url

        return running_embedded_url()
    except Exception:
        return None


def _record(dataset: Dataset, name: str, trains: str, trajectories: Sequence[Trajectory]) -> None:
    by_id = {t.id: t for t in trajectories}
    ids = {e.record["metadata"].get("trajectory_id") for e in dataset.train + dataset.validation}
    sources = sorted({m for i in ids if i in by_id for m in models_of(by_id[i])})
    try:
        registry.record(
            registry.Recorded(
                name=name,
                kind=dataset.kind,
                format=dataset.format,
                files=[f"{name}.zip"],
                task_ids=dataset.task_ids,
                source_models=sources,
                trains=[m.strip() for m in trains.split(",") if m.strip()],
                examples=dataset.summary["examples"],
            )
        )
        st.session_state["_dataset_message"] = (
            "success",
            f"Recorded dataset {md(name)} with its {len(dataset.task_ids)} task ids.",
        )
    except Exception as exc:
        st.session_state["_dataset_message"] = ("warning", f"Downloaded, but not recorded: {md(describe(exc))}")


def panel(trajectories: Sequence[Trajectory], key: str, name: str) -> None:
    """Choices, the summary of what they give, and the download. `name` is the file's default name."""
    message = st.session_state.pop("_dataset_message", None)
    if message:
        getattr(st, message[0])(message[1])
    kind = st.segmented_control(
        "Make", list(KINDS), default="sft", format_func=labelled(KINDS), key=f"{key}:kind", required=True
    )
    left, middle, right = st.columns(3)
    fmt = "dpo"
    filters = Filters()
    if kind == "sft":
        fmt = left.selectbox(
            "Format",
            list(FORMATS),
            format_func=labelled(FORMAT_LABELS),
            key=f"{key}:format",
            help="; ".join(f"{FORMAT_LABELS[k]}: {v}" for k, v in FORMATS.items()),
        )
        filters = Filters(
            only_successful=middle.checkbox(
                "Only successful", value=True, key=f"{key}:ok", help="EM, accuracy, success or reward = 1"
            ),
            only_steered=middle.checkbox("Only steered by a person", key=f"{key}:steered"),
            only_winner=middle.checkbox(
                "Only the winning branch", key=f"{key}:winner", help="Per trajectory, the branch with the best score"
            ),
        )
    else:
        left.caption(
            "Pairs come from Try N times (a winning and a losing try from the same fork point) and "
            "from a steered branch that won against the original that lost."
        )
    limit = right.number_input("Token limit per example (0: none)", min_value=0, value=0, step=512, key=f"{key}:limit")
    share = right.number_input(
        "Validation share of tasks", min_value=0.0, max_value=0.9, value=0.1, step=0.05, key=f"{key}:share"
    )
    seed = right.number_input("Split seed", min_value=0, value=0, step=1, key=f"{key}:seed")
    options = Options(
        max_tokens=int(limit) or None, validation=float(share), seed=int(seed), counter=counter_for(_tokenizer_url())
    )
    try:
        dataset = (
            build_sft(trajectories, fmt, filters, options)
            if kind == "sft"
            # Corrections of reviewed episodes carry the review's category and marked step.
            else build_dpo(
                trajectories, filters, options, resources.review_store().annotations_of(t.id for t in trajectories)
            )
        )
    except Exception as exc:
        st.error(md(describe(exc)))
        return
    st.markdown("\n".join(f"- {md(line)}" for line in dataset.summary_lines()))
    if not dataset.train and not dataset.validation:
        st.caption("Nothing to download: no example passed the filters and checks.")
        return
    # Keyed by kind and format, so the default name follows them: switched from SFT to DPO, a name kept
    # from before would download preference pairs as "...-sft-chat.zip".
    default_name = f"{name}-{kind}" + (f"-{fmt}" if kind == "sft" else "")
    file_name = st.text_input("Dataset name", value=default_name, key=f"{key}:name:{kind}:{fmt}")
    trains = st.text_input(
        "Model this will train (optional)",
        key=f"{key}:trains",
        placeholder="e.g. embedded:1.5b, the name eval --models uses",
        help="Recorded with the task ids, so an evaluation of that model on these tasks warns",
    )
    st.download_button(
        f"Download {KINDS[kind].split(' (')[0].lower()} (.zip)",
        dataset.zip_bytes(file_name),
        file_name=f"{file_name}.zip",
        mime="application/zip",
        key=f"{key}:download",
        icon=":material/download:",
        type="primary",
        on_click=_record,
        args=(dataset, file_name, trains, list(trajectories)),
    )
