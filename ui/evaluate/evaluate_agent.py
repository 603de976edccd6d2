"""The Evaluate page for a person's own agent: their command, a JSONL file of inputs with their checks,
a model and a batch name in the sidebar; Run starts the batch on a thread (react_core.evaluation's
`AgentBatch`, listed in `running` like any batch, so progress, Stop and the results below work as for
the workbench's methods). This module only asks and draws."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandas as pd
import streamlit as st

from react_core import ModelConfig
from react_core.common.errors import describe
from react_core.evaluation import running
from react_core.evaluation.agent_batch import PLACEHOLDER, AgentBatch, agent_command
from react_core.evaluation.agent_inputs import AgentInput, read_inputs
from ui.evaluate.evaluate import focus, state
from ui.widgets import resources
from ui.widgets.model_picker import model_picker
from ui.widgets.plain_text import md

MODE_KEY = "eval:yours"  # the sidebar's switch: the workbench's methods, or the person's own agent
FORMAT = (
    'One JSON object a line: {"input": "...", "expected": "..."} (the final answer must equal it, case, '
    'punctuation and articles aside; a list accepts any) or {"input": "...", "regex": "..."} (found in the '
    'final answer); "id" names the input in the tables and the CI gate (default: line-N).'
)


@dataclass(frozen=True)
class AgentSettings:
    """What the sidebar chose; `problem` says what is missing or wrong (then Run is disabled)."""

    command: str
    inputs: list[AgentInput]
    inputs_path: str
    folder: Path
    config: ModelConfig | None
    batch_id: str
    concurrency: int
    time_limit_s: float
    problem: str | None


def chosen() -> bool:
    """The sidebar's switch; True: Evaluate runs the person's own agent instead of the workbench's methods."""
    with st.sidebar:
        return st.toggle(
            "Your own agent",
            key=MODE_KEY,
            help="Run a file of inputs through your own agent's command, with the workbench as its model, "
            "each final answer checked: a batch like any other, for the tables and the CI gate.",
        )


def sidebar() -> AgentSettings:
    with st.sidebar:
        st.subheader("Your agent")
        command = st.text_input(
            "Command",
            key="eval:agent_command",
            placeholder=f"python my_agent.py {PLACEHOLDER}",
            persist_state="session",
        ).strip()
        folder = Path(
            st.text_input("Folder it runs in", value=str(Path.cwd()), key="eval:agent_cwd", persist_state="session")
        ).expanduser()
        inputs_path = st.text_input(
            "Inputs (JSONL file)", key="eval:agent_inputs", placeholder="inputs.jsonl", persist_state="session"
        ).strip()
        st.caption(md(FORMAT))
        st.subheader("Model")
        config = model_picker(key="eval_model")
        batch_id = st.text_input(
            "Batch name",
            key="eval:agent_batch",
            placeholder="my-agent-v1",
            help="Your agent's code is not part of the batch's settings: name each version's batch (the same name "
            "resumes it).",
            persist_state="session",
        ).strip()
        with st.expander("More settings"):
            concurrency = int(st.number_input("Inputs at once", 1, 16, 1, key="eval:agent_at_once"))
            limit = float(st.number_input("Seconds one input may take", 10, 7200, 600, key="eval:agent_limit"))
    inputs: list[AgentInput] = []
    problem = None
    path = (folder / inputs_path) if inputs_path and not Path(inputs_path).is_absolute() else Path(inputs_path)
    if not command:
        problem = f"Give your agent's command in the sidebar, with {PLACEHOLDER} where it takes an input."
    elif not inputs_path:
        problem = "Give the inputs file (JSONL) in the sidebar."
    elif config is None:
        problem = "Choose the model your agent's calls go to in the sidebar."
    elif not batch_id:
        problem = "Name the batch in the sidebar (e.g. after your agent's version)."
    else:
        try:
            agent_command(command, folder)
            if not folder.is_dir():
                raise ValueError(f"The folder {folder} is not there; give the folder your agent runs in.")
            inputs = read_inputs(path)
        except ValueError as exc:
            problem = describe(exc)
    return AgentSettings(command, inputs, str(path), folder, config, batch_id, concurrency, limit, problem)


def controls(settings: AgentSettings, batches: pd.DataFrame) -> None:
    """What the batch will run, Run (or Resume) and Stop, and the last message."""
    current = state()
    live = running.running()
    busy = bool(live)
    if settings.problem and "\n" in settings.problem:  # an inputs file's bad lines, one a line
        st.error(md(settings.problem))
    elif settings.problem:
        st.info(md(settings.problem))
    else:
        stored = batches[batches["batch_id"] == settings.batch_id]
        done = int(stored["finished"].iloc[0]) if len(stored) else 0
        st.caption(
            md(
                f"{len(settings.inputs)} inputs from {settings.inputs_path}, each run as "
                f"{settings.command.replace(PLACEHOLDER, '<input>')}"
                + (
                    f"; batch {settings.batch_id} has {done} of them already, which will not run again."
                    if done
                    else "."
                )
            )
        )
    left, right, _ = st.columns([1.5, 1, 3.5])
    left.button(
        "Run your agent" if not busy else "Running…",
        key="eval:agent_start",
        type="primary",
        icon=":material/play_arrow:",
        disabled=busy or settings.problem is not None,
        on_click=_start,
        args=(settings,),
    )
    batch = live[0] if live else None
    right.button(
        "Stop",
        key="eval:agent_stop",
        icon=":material/stop:",
        disabled=batch is None or batch.runner.stopping,
        on_click=lambda: batch.runner.stop(now=True) if batch is not None else None,
    )
    if current["message"]:
        kind, text = current["message"]
        getattr(st, kind)(text)


def _start(settings: AgentSettings) -> None:
    current = state()
    if settings.config is None or settings.problem:
        return
    try:
        batch = AgentBatch(
            settings.command,
            settings.inputs_path,
            settings.config,
            settings.batch_id,
            results=resources.results_store(),
            history=resources.store(),
            cwd=settings.folder,
            time_limit_s=settings.time_limit_s,
            concurrency=settings.concurrency,
        )
        running.start(batch)
    except Exception as exc:
        current["message"] = ("error", md(describe(exc)))
        return
    current.update(batch=batch.batch_id, message=None)
    focus(batch.batch_id, only=True)
