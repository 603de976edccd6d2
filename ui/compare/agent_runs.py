"""Compare's view of a person's own agent: two recorded runs (or a run and its re-run branch) from
History side by side, call by call, with the first divergence said above them and marked in both
(react_core.endpoint.run_divergence: which call; whether its request, a tool result, the reply's
thought or a tool call differs, in the re-run tape's own diff). This module only asks and draws."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import streamlit as st

from react_core import StepKind, Trajectory
from react_core.common.errors import describe
from react_core.endpoint.recording import FRAMEWORK
from react_core.endpoint.run_divergence import REQUEST, TOOL_RESULT, RunDivergence, first_divergence
from react_core.endpoint.tape_source import branch_calls
from react_core.storage.store import TrajectoryStore
from ui.run_view import run_branches
from ui.run_view import view_model as vm
from ui.widgets import agent_compare, resources
from ui.widgets.plain_text import md

MODE_KEY = agent_compare.MODE_KEY  # the sidebar's switch between methods side by side and the person's agent
LEFT, RIGHT = agent_compare.LEFT, agent_compare.RIGHT  # the chosen runs, "trajectory id/branch id"
LISTED = 40  # recorded runs offered, newest first
TITLE = f"[{FRAMEWORK}] "
KIND = {StepKind.THOUGHT: "Thought", StepKind.ACTION: "Action", StepKind.OBSERVATION: "Observation"}


@dataclass(frozen=True)
class Recorded:
    """One branch of a recorded run of the agent, as the pickers offer it."""

    key: str  # "trajectory id/branch id"
    label: str
    trajectory_id: str
    branch_id: str


def chosen() -> bool:
    """The sidebar's switch; True: Compare shows the person's agent's runs instead of methods."""
    with st.sidebar:
        return st.toggle(
            "Your agent's recorded runs",
            key=MODE_KEY,
            help="Two runs of your own agent (or a run and its re-run) side by side, with where they first part.",
        )


def recorded(store: TrajectoryStore, also: list[str] | None = None) -> list[Recorded]:
    """Every branch of the latest recorded runs of the agent, newest run first, its branches in order;
    then those of the runs in `also` (chosen on another page) that are older than the ones listed."""
    found: list[Recorded] = []
    for item in store.list(limit=200):
        if item.problem or not item.title.startswith(TITLE):
            continue
        found += _run_rows(store, item.id, item.title, item.updated_at)
        if len({r.trajectory_id for r in found}) >= LISTED:
            break
    listed = {r.trajectory_id for r in found}
    for trajectory_id in also or []:
        if trajectory_id not in listed and store.exists(trajectory_id):
            try:
                trajectory = store.load(trajectory_id)
            except Exception:
                continue  # History's own row says what is wrong with it
            found += _run_rows(store, trajectory_id, trajectory.title, trajectory.updated_at)
    return found


def _run_rows(store: TrajectoryStore, trajectory_id: str, title: str, updated_at: float) -> list[Recorded]:
    """One recorded run's branches as the pickers offer them."""
    try:
        branches = _branches(store, str(store.path), trajectory_id, updated_at)
    except Exception:
        return []  # History's own row says what is wrong with it
    when = datetime.fromtimestamp(updated_at).strftime("%m-%d %H:%M")
    name = title.removeprefix(TITLE)
    name = name if len(name) <= 50 else name[:49] + "…"
    return [
        Recorded(
            agent_compare.key(trajectory_id, branch_id),
            f"{trajectory_id[:8]} · {branch_name} · {name} · {calls} call{'s' * (calls != 1)} · {when}",
            trajectory_id,
            branch_id,
        )
        for branch_id, branch_name, calls in branches
    ]


@st.cache_data(show_spinner=False, max_entries=500)
def _branches(_store: TrajectoryStore, path: str, trajectory_id: str, updated_at: float) -> list[tuple[str, str, int]]:
    """A saved run's branches: (id, name, calls) each; read once per saved version (`updated_at`) of the
    History at `path`, as the page is drawn again at every choice."""
    trajectory = _store.load(trajectory_id)
    return [
        (b.id, b.name, len({s.call_id for s in trajectory.steps_of(b.id) if s.call_id}))
        for b in trajectory.branches.values()
    ]


def _defaults(options: list[Recorded]) -> tuple[str, str]:
    """A run and its re-run when the newest run has one; else the two newest runs."""
    newest = [o for o in options if o.trajectory_id == options[0].trajectory_id]
    if len(newest) > 1:
        return newest[0].key, newest[-1].key
    other = next((o for o in options if o.trajectory_id != options[0].trajectory_id), options[0])
    return other.key, options[0].key


def page() -> None:
    """The sidebar's two pickers, the divergence line, the two runs side by side, the step-by-step diff."""
    store = resources.store()
    options = recorded(store, also=agent_compare.chosen_trajectories())
    st.title("Compare: your agent's runs")
    st.caption(
        "Two recorded runs of your own agent, or a run and its re-run, side by side call by call, with the "
        "first call where they part: its request, a tool result, the reply's thought or a tool call."
    )
    if len(options) < 2:
        st.info(
            "Record your agent twice (the Run page's Your own agent panel, or react-workbench attach), or re-run "
            "a recorded run from a call: its runs and re-runs are listed here to compare."
        )
        return
    by_key = {o.key: o for o in options}
    left_default, right_default = _defaults(options)
    for key, default in ((LEFT, left_default), (RIGHT, right_default)):
        if st.session_state.get(key) not in by_key:
            st.session_state[key] = default
    with st.sidebar:
        st.subheader("Runs")
        left_key = st.selectbox("Left", list(by_key), key=LEFT, format_func=lambda k: by_key[k].label)
        right_key = st.selectbox("Right", list(by_key), key=RIGHT, format_func=lambda k: by_key[k].label)
    left, right = by_key[left_key], by_key[right_key]
    try:
        left_run, right_run = store.load(left.trajectory_id), store.load(right.trajectory_id)
    except Exception as exc:
        st.error(md(describe(exc)))
        return
    try:
        found = first_divergence(left_run, right_run, left.branch_id, right.branch_id)
    except ValueError as exc:
        st.warning(md(str(exc)))
        return
    with st.container(key="agent-divergence"):
        if left.key == right.key:
            st.info("Choose two different runs (or branches) in the sidebar.")
        elif found is None:
            st.success("The two runs made the same calls with the same replies: they do not part.")
        else:
            st.warning(md(str(found)), icon=":material/call_split:")
    columns = st.columns(2)
    for column, side, run, branch in (
        (columns[0], "left", left_run, left.branch_id),
        (columns[1], "right", right_run, right.branch_id),
    ):
        with column:
            _column(side, run, branch, found)
    with st.expander("Step by step"):
        run_branches.diff_table(
            left_run.steps_of(left.branch_id),
            right_run.steps_of(right.branch_id),
            ("Left", vm.verdict(left_run).text),
            ("Right", vm.verdict(right_run).text),
        )


def _column(side: str, trajectory: Trajectory, branch_id: str, found: RunDivergence | None) -> None:
    """One run: what it is, then each step with the call it came from; the divergent call's steps marked."""
    branch = trajectory.branch(branch_id)
    answer = f" · answer: {branch.answer}" if branch.answer else ""
    st.markdown(f"**{md(trajectory.title.removeprefix(TITLE))}** · {md(branch.name)}")
    st.caption(f"{md(trajectory.id)} · {md(str(trajectory.model.get('model') or ''))}{md(answer)}")
    numbers = {c.id: n for n, c in enumerate(branch_calls(trajectory, branch_id), start=1)}
    call_id = None if found is None else (found.left_call if side == "left" else found.right_call)
    marked = _marked(trajectory.steps_of(branch_id), call_id, found)
    cards = []
    number = 0
    for step in trajectory.steps_of(branch_id):
        number = numbers.get(step.call_id or "", number)
        head = f"{KIND.get(step.kind, str(step.kind))} · call {number}" if number else KIND.get(step.kind, "")
        if step.kind == StepKind.OBSERVATION and number:
            ends = step.info.get("answer_end") or number == len(numbers)
            head = "Observation · the run's end" if ends else f"Observation · read by call {number + 1}"
        cls = "rx-agent-step rx-diverged" if step.id in marked else "rx-agent-step"
        text = step.text if len(step.text) < 2000 else step.text[:2000] + " …"
        cards.append(
            f'<div class="{cls}"><div class="rx-agent-head">{vm.esc(head)}</div><pre>{vm.esc(text)}</pre></div>'
        )
    st.html(f'<div class="rx-agent-run rx-agent-{side}">{"".join(cards)}</div>')


def _marked(steps: list, call_id: str | None, found: RunDivergence | None) -> set[str]:
    """The steps to mark: the divergent call's own, and for a request or tool result that differs the
    observations just before it (what the call read)."""
    if found is None or call_id is None:
        return set()
    marked = {s.id for s in steps if s.call_id == call_id}
    if found.what in (REQUEST, TOOL_RESULT):
        first = next((i for i, s in enumerate(steps) if s.call_id == call_id), len(steps))
        index = first - 1
        while index >= 0 and steps[index].kind == StepKind.OBSERVATION:
            marked.add(steps[index].id)
            index -= 1
    return marked
