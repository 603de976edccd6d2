""" "Try N times" on the Run page: start a measurement on a steered branch, watch it, read the result.

The measurement runs in a background thread (react_core.assist.effect_job) on a copy of the trajectory;
a fragment polls it every second, merges finished trials into the page's trajectory, saves, and
redraws the page when it ends. Trials are branches like any other, but they are grouped here
instead of crowding the branch list.
"""

from __future__ import annotations

from collections.abc import Iterable

import streamlit as st

from react_core import Branch, Trajectory
from react_core.assist.effect import (
    CONFIDENCES,
    DEFAULT_CONFIDENCE,
    DEFAULT_N,
    DEFAULT_TEMPERATURE,
    MAX_N,
    is_trial,
    start_points,
    summarize,
    summary_of,
    trial_of,
    trials_of,
)
from react_core.assist.effect_estimate import CallPace, TriesEstimate, cheaper, duration, estimate_tries
from react_core.assist.effect_job import EffectJob
from react_core.evaluation.estimate import call_pace as estimate_call_pace
from react_core.session.controller import STOP_FIRST
from ui.run_view import run_session
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md

POLL_S = 1.0


def without_trials(tree: Iterable[tuple[int, Branch]]) -> list[tuple[int, Branch]]:
    """The branch list without "Try N times" samples (they are listed under their measurement)."""
    return [(depth, branch) for depth, branch in tree if not is_trial(branch)]


def start(
    run: RunSession,
    n: int = DEFAULT_N,
    temperature: float = DEFAULT_TEMPERATURE,
    confidence: float = DEFAULT_CONFIDENCE,
    max_steps: int | None = None,
    stop_when_decided: bool = True,
) -> bool:
    """Start measuring the active branch in the background (the run's `try_n_times`); False (with a
    message) when it cannot."""
    run.clear_messages()
    if run.stepping_elsewhere and not run.trying:  # a reloaded page's step owns the environment
        run.messages.error(STOP_FIRST)
        return False
    return run.control.try_n_times(n, temperature, confidence, max_steps, stop_when_decided, call_pace(run)) is not None


def estimate_note(run: RunSession, n: int, max_steps: int | None = None, where: str = "panel") -> TriesEstimate | None:
    """Before a measurement starts: how long it should take, and cheaper measurements to choose instead
    (`where` tells the buttons of the guide's note from the panel's)."""
    trajectory = run.trajectory
    if trajectory is None:
        return None
    pace = call_pace(run)
    try:
        expected = estimate_tries(trajectory, trajectory.active_branch, n, max_steps, pace=pace)
        offers = cheaper(trajectory, trajectory.active_branch, n, pace=pace) if max_steps is None else []
    except Exception:  # a branch that cannot be measured: the start says why
        return None
    st.caption(f":material/schedule: {md(expected.line())}")
    for offer in offers:
        if offer.seconds is None or expected.seconds is None or offer.seconds >= expected.seconds:
            continue
        what = (
            f"{offer.n} tries each way"
            if offer.max_steps is None
            else f"a step limit of {offer.max_steps} (a try that would win later counts as a failure)"
        )
        st.button(
            f"Cheaper: {what} · about {duration(offer.seconds)}",
            key=f"{run.key}:effect:{where}:cheaper:{offer.n}:{offer.max_steps}",
            type="tertiary",
            icon=":material/savings:",
            on_click=_start_cheaper,
            args=(run, offer),
        )
    return expected


def call_pace(run: RunSession) -> CallPace | None:
    """The run's model server's pace for one call at a time (None but on the embedded server)."""
    return estimate_call_pace(run.setup.config if run.setup is not None else None)


def chosen_n(run: RunSession) -> int:
    """Tries each way as the panel's N says (DEFAULT_N until a person changes it): the Figure 5 guide's
    Measure uses the same, so the two never promise different measurements."""
    return int(st.session_state.get(f"{run.key}:effect:n", DEFAULT_N))


def _start_cheaper(run: RunSession, offer: TriesEstimate) -> None:
    k = run.key
    start(
        run,
        offer.n,
        float(st.session_state.get(f"{k}:effect:t", DEFAULT_TEMPERATURE)),
        float(st.session_state.get(f"{k}:effect:conf", DEFAULT_CONFIDENCE)),
        offer.max_steps,
        bool(st.session_state.get(f"{k}:effect:early", True)),
    )


def panel(run: RunSession) -> None:
    """Under the trajectory: the Try N times control on a steered branch, its progress, its result."""
    trajectory = run.trajectory
    if trajectory is None or not trajectory.branch().step_ids:
        return
    take_in_end(run)  # it ended between polls: take in the rest
    branch = trajectory.branch()
    job = (
        run.control.background
        if run.control.background is not None and run.control.background.trajectory_id == trajectory.id
        else None
    )
    if job is not None and not job.running:  # it ended between polls: take in the rest
        run.control.merge_tries(job)
        if job.error and not run.error:
            run.messages.error(job.error)
        run.control.background = job = None
        branch = trajectory.branch()
    if is_trial(branch):
        _trial_note(run, trajectory, branch)
        return
    measuring = job is not None and job.running and job.branch_id == branch.id
    if branch.parent_id is None and not measuring:
        return
    try:
        start_points(trajectory, branch.id)
    except Exception:
        if not measuring:
            return
    with st.container(border=True, key=f"{run.key}-effect"):
        if branch.run_with is not None:
            st.markdown(
                "**Compare the two models** · continue from the switch N times with each model, "
                "sampled at one temperature, and compare how often each succeeds"
            )
        else:
            st.markdown(
                "**Measure this edit** · continue the edited branch and the original N times each, "
                "sampled, and compare how often each succeeds"
            )
        if job is not None and measuring:  # drawn under the Run buttons, where it shows on every tab
            st.caption(":material/arrow_upward: Measuring: the progress and Stop are under the Run buttons.")
            return
        _result(run, trajectory, branch)
        _controls(run)


def _controls(run: RunSession) -> None:
    k = run.key
    row = st.container(horizontal=True, gap="small", vertical_alignment="bottom")
    with row:
        # Kept while the panel is hidden (it is while tries run), so a Stop finds the values chosen before.
        st.number_input("N (each way)", 1, MAX_N, DEFAULT_N, key=f"{k}:effect:n", width=140, persist_state="session")
        st.number_input(
            "Temperature", 0.05, 2.0, DEFAULT_TEMPERATURE, 0.05, key=f"{k}:effect:t", width=140, persist_state="session"
        )
        st.selectbox(
            "Confidence",
            CONFIDENCES,
            index=CONFIDENCES.index(DEFAULT_CONFIDENCE),
            format_func=lambda c: f"{c:.0%}",
            key=f"{k}:effect:conf",
            width=120,
            persist_state="session",
        )
        st.number_input(
            "Step limit (0: the family's)",
            0,
            200,
            0,
            key=f"{k}:effect:limit",
            width=180,
            persist_state="session",
            help="A lower limit makes each try cheaper; a try that would have won later counts as a failure",
        )
        st.checkbox(
            "Stop once decided",
            value=True,
            key=f"{k}:effect:early",
            persist_state="session",
            help="After each pair of tries: stop when the difference's interval at this confidence excludes 0",
        )
        st.button(
            "Try N times",
            key=f"{k}:effect:start",
            icon=":material/science:",
            on_click=_start_as_set,
            args=(run,),
            disabled=run.running or run.in_flight,
            help="Sample N continuations from after your change and N from the original at the same point, "
            "each to the end, and score them; a rerun with the same settings comes from the cache",
        )
    limit = int(st.session_state.get(f"{k}:effect:limit", 0)) or None
    estimate_note(run, chosen_n(run), limit)


def _start_as_set(run: RunSession) -> None:
    """Start with N and the temperature as they are when the button is clicked: a value typed just
    before the click arrives with it, after the page last drew the button."""
    k = run.key
    start(
        run,
        chosen_n(run),
        float(st.session_state.get(f"{k}:effect:t", DEFAULT_TEMPERATURE)),
        float(st.session_state.get(f"{k}:effect:conf", DEFAULT_CONFIDENCE)),
        int(st.session_state.get(f"{k}:effect:limit", 0)) or None,
        bool(st.session_state.get(f"{k}:effect:early", True)),
    )


def take_in_end(run: RunSession) -> None:
    """Once the tries' thread has ended: the last tries merged and saved, and the notice that said
    "Trying N times each way…" replaced by how it ended ("Stopped: 2 tries kept ...")."""
    job, trajectory = run.control.background, run.trajectory
    if job is None or job.running or trajectory is None or job.trajectory_id != trajectory.id:
        return
    run.control.merge_tries(job)
    if job.error and not run.error:
        run.messages.error(job.error)
    else:
        run.messages.notice(job.outcome())
    run.control.background = None


def progress(run: RunSession) -> None:
    """While tries run: their progress, the try in flight and Stop, under the Run buttons (every tab
    shows it, so a person on the Branches tab sees the work and can stop it)."""
    job = run.control.background
    if job is None or not job.running or run.trajectory is None or job.trajectory_id != run.trajectory.id:
        return
    with st.container(border=True, key=f"{run.key}-effect-progress"):
        _progress(run, job)


def _progress(run: RunSession, job: EffectJob) -> None:
    @st.fragment(run_every=POLL_S)
    def _watch() -> None:
        run.control.merge_tries(job)  # the job belongs to the trajectory the panel was drawn for
        if not job.running:
            if job.error:
                run.messages.error(job.error)
            st.rerun(scope="app")
        eta = job.eta_s
        if eta is not None:
            left = f" · about {duration(eta)} left" + ("" if job.done else " (estimate)")
        elif job.estimate_s is not None and not job.done:
            left = f" · longer than the estimate of {duration(job.estimate_s)}"
        else:
            left = ""
        now_trying = job.try_now()  # it moves while a try runs: its actions and its time so far
        st.progress(
            job.done / job.total,
            text=f"Measuring the edit: {job.done} of {job.total} tries done"
            + (f" · {now_trying.words()}" if now_trying is not None else "")
            + left
            + (" · stopping…" if job.stopping else ""),
        )
        now = job.live.snapshot()  # the try in flight: reading its prompt or writing, and for how long
        if now.calls:
            st.caption(
                f"Try {min(job.done + 1, job.total)}: {now.describe(per_call=True)} "
                f"(model call {now.calls:,} of this measurement)"
            )
        summary = job.summary()
        if summary is not None:
            st.caption(md(summary.line()))
        st.button(
            "Stop the tries",
            key=f"{run.key}:effect:stop",
            icon=":material/stop:",
            on_click=job.stop,
            disabled=job.stopping,
            help="Cancel the try in flight; the finished ones are kept",
        )

    _watch()


def _result(run: RunSession, trajectory: Trajectory, branch: Branch) -> None:
    summary = summary_of(trajectory, branch.id)
    if summary is None:
        return
    line = summary.line()
    if summary.status == "running":  # saved mid-measurement by a session that is gone
        line = line.split(" (running")[0] + " (interrupted)"
    st.markdown(f"**Result** · {md(line)}")
    st.caption(
        f"{summary.n} tries each way at temperature {summary.temperature:g}, seeds {summary.seed} to "
        f"{summary.seed + summary.n - 1}"
        + (f", to a step limit of {summary.max_steps}" if summary.max_steps else "")
        + f"; intervals are {summary.confidence:.0%} (Wilson; Newcombe for the difference)."
    )
    trials = trials_of(trajectory, branch.id)
    if trials:
        names = {
            t.id: f"{t.change} · {vm.branch_state(t)}" + (" · ✓" if _won(trajectory, t) else " · ✗") for t in trials
        }
        row = st.container(horizontal=True, gap="small", vertical_alignment="bottom")
        with row:
            chosen = st.selectbox(
                "Open a try", list(names), format_func=names.__getitem__, key=f"{run.key}:effect:pick"
            )
            st.button(
                "Open",
                key=f"{run.key}:effect:open",
                icon=":material/open_in_new:",
                on_click=run_session.switch_branch,
                args=(run, chosen),
            )


def _won(trajectory: Trajectory, trial: Branch) -> bool:
    record = trial.trial
    summary = summary_of(trajectory, record["of"]) if record else None
    if record is None or summary is None:
        return False
    arm = summary.edited if record["arm"] == "edited" else summary.original
    return trial.id in arm.trials and arm.scores[arm.trials.index(trial.id)] > 0


def _trial_note(run: RunSession, trajectory: Trajectory, branch: Branch) -> None:
    source = trial_of(branch)["of"]
    name = trajectory.branches[source].name if source in trajectory.branches else "(deleted)"
    row = st.container(horizontal=True, gap="small", vertical_alignment="center")
    with row:
        st.caption(f"This branch is {md(branch.change)} of the measurement on branch {md(name)}.")
        if source in trajectory.branches:
            st.button(
                "Back to the measured branch",
                key=f"{run.key}:effect:back",
                type="tertiary",
                on_click=run_session.switch_branch,
                args=(run, source),
            )


def trial_groups(run: RunSession, trajectory: Trajectory) -> None:
    """In the Branches view: one line per measured branch, its tries one click away."""
    measured = [(b, summarize(b.effect)) for b in trajectory.branches.values() if b.effect]
    for branch, summary in measured:
        trials = trials_of(trajectory, branch.id)
        with st.expander(f"Tries of branch {md(branch.name)} ({len(trials)})"):
            st.caption(md(summary.line()))
            for trial in trials:
                row = st.container(horizontal=True, gap="small", vertical_alignment="center")
                with row:
                    st.caption(
                        f"{md(trial.name)} · {md(trial.change)} · {md(vm.branch_state(trial))}"
                        + (" · ✓" if _won(trajectory, trial) else " · ✗")
                    )
                    st.button(
                        "Switch",
                        key=f"{run.key}:effect:br:{trial.id}",
                        type="tertiary",
                        on_click=run_session.switch_branch,
                        args=(run, trial.id),
                    )
