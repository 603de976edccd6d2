"""The Your agent panel's measured effect: "Try N times from call k" on a recorded run of the person's agent.

Beside the re-run form: the same call k and the same change (its thought and call), N tries each way at a
temperature, a check (an expected answer, a regular expression on the final reply, or a Python file's
`check(final_reply, run)`), the estimate before starting; under both forms, the width of the page,
progress and Stop while the tries run, and the result table: successes each way with their 95% intervals, pass^k, the difference, and each try's final
reply. The tries run in react_core.endpoint.agent_effect (a thread of their own); this module only asks
and draws.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

from react_core import ModelConfig, Trajectory
from react_core.assist.effect_estimate import duration
from react_core.common.errors import describe
from react_core.endpoint.agent_checks import make_check
from react_core.endpoint.agent_effect import (
    DEFAULT_N,
    DEFAULT_TEMPERATURE,
    MAX_N,
    AgentEffect,
    AgentTries,
    TryPlan,
    effect_of,
)
from react_core.endpoint.agent_effect_estimate import estimate_agent_tries
from react_core.endpoint.tape_replay import TapedCall
from react_core.evaluation.estimate import call_pace
from ui.run import your_agent_command
from ui.run.your_agent_recorded import Recorded
from ui.widgets import resources
from ui.widgets.plain_text import md

TRIES = "agent:tries"  # this browser session's measurement (an AgentTries), running or ended
ERROR = "agent:tries_error"
POLL_S = 1.0
CHECKS = {
    "answer": "Expected answer",
    "regex": "Regular expression on the final reply",
    "python": "Python file with check(final_reply, run)",
}
INPUTS = {"answer": "The expected answer", "regex": "The pattern", "python": "The Python file"}
PLACEHOLDERS = {"answer": "Lima", "regex": r"Lima|10,151,000", "python": "/path/to/my_check.py"}


def running() -> AgentTries | None:
    found = st.session_state.get(TRIES)
    return found if isinstance(found, AgentTries) and found.running else None


def effect_form(recorded: Recorded, config: ModelConfig | None) -> None:
    """Measure the change: the form (beside the re-run form); its tries and result are `effect_outcome`'s."""
    calls = _measurable(recorded)
    if calls is None:
        return
    trajectory = recorded.trajectory
    tries = running()
    busy = tries is not None and tries.plan.trajectory.id == trajectory.id
    with st.container(border=True, key="agent-effect"):
        st.markdown("**Measure the change: try N times from this call**")
        if st.session_state.get(ERROR):
            st.error(md(st.session_state[ERROR]))
        # Drawn while the tries run too (its button off): a widget left undrawn would lose what was typed in it.
        _form(trajectory, len(calls), config, busy)
        st.caption(
            "Your agent is re-run N times with the change in the re-run form and N times without it (the "
            "model's own reply at that call), every live call sampled at the temperature above, and each try "
            "judged by your check of its final reply (the last reply your agent got with no tool call)."
        )


def effect_outcome(recorded: Recorded) -> None:
    """Under both forms, the width of the page: the tries in flight (progress, Stop), else the latest result."""
    if _measurable(recorded) is None:
        return
    trajectory = recorded.trajectory
    with st.container(key="agent-effect-result"):
        tries = running()
        if tries is not None and tries.plan.trajectory.id == trajectory.id:
            _progress(tries)
            return
        _result(_latest(trajectory))


def _measurable(recorded: Recorded) -> tuple[TapedCall, ...] | None:
    """The recorded run's calls, when it can be measured now: recorded through the endpoint, no agent
    attached."""
    return None if your_agent_command.attached() is not None else recorded.calls


def _form(trajectory: Trajectory, calls: int, config: ModelConfig | None, busy: bool) -> None:
    k = int(st.session_state.get(your_agent_command.CALL) or 1)
    row = st.container(horizontal=True, gap="small", vertical_alignment="bottom")
    with row:
        # Narrow enough for one row in the form's half of the page.
        n = int(st.number_input("N (each way)", 1, MAX_N, DEFAULT_N, key="agent:tries_n", width=110))
        st.number_input("Temperature", 0.05, 2.0, DEFAULT_TEMPERATURE, 0.05, key="agent:tries_t", width=115)
        most = _most_at_once(config)
        at_once = int(st.number_input("At once", 1, most, 1, key="agent:tries_p", width=100))
    kind = st.radio("Check", list(CHECKS), format_func=CHECKS.__getitem__, key="agent:check_kind", horizontal=True)
    st.text_input(INPUTS[kind], key=f"agent:check:{kind}", placeholder=PLACEHOLDERS[kind])
    if kind == "python":
        st.caption(
            "`def check(final_reply, run) -> bool`; `run` has `output` (your agent's lines), `exit_code`, "
            "`calls`, `steps`, `arm` and `index`. It runs in a process of its own with a 10 s limit."
        )
    try:
        estimate = estimate_agent_tries(trajectory, k, n, at_once, pace=call_pace(config))
        st.caption(f":material/schedule: {md(estimate.line())}")
    except ValueError:
        pass  # the start says why
    ready = config is not None and bool(st.session_state.get(your_agent_command.COMMAND))
    st.button(
        f"Try {n} times from call {min(k, calls)}",
        key="agent:tries_start",
        icon=":material/science:",
        disabled=not ready or busy,
        on_click=_start,
        args=(trajectory.id, config),
        help=None if ready else "Give your agent's command above (and a model in the sidebar) first.",
    )


def _most_at_once(config: ModelConfig | None) -> int:
    if config is None:
        return 1
    return max(1, min(8, config.slots)) if config.is_embedded else 8


def _start(trajectory_id: str, config: ModelConfig | None) -> None:
    """Read at the press: the form's values as they are now, not those of the button's last drawing."""
    form = st.session_state
    form.pop(ERROR, None)
    try:
        if config is None:
            raise ValueError("Choose a model in the sidebar: the live calls go to it.")
        command = your_agent_command.command_from_form()
        trajectory = resources.store().load(trajectory_id)
        k = int(form.get(your_agent_command.CALL) or 1)
        change = your_agent_command.change_from_form(trajectory, k)
        kind = str(form.get("agent:check_kind") or "answer")
        given = str(form.get(f"agent:check:{kind}") or "").strip()
        check = make_check(**{kind: given}) if given else make_check()
        plan = TryPlan(
            trajectory,
            k,
            change,
            command,
            config,
            check,
            n=int(form.get("agent:tries_n") or DEFAULT_N),
            temperature=float(form.get("agent:tries_t") or DEFAULT_TEMPERATURE),
            parallel=int(form.get("agent:tries_p") or 1),
        )
        tries = AgentTries(resources.endpoint().runs, plan)
    except Exception as exc:  # bad input: said beside the form, nothing started
        form[ERROR] = describe(exc)
        return
    form[TRIES] = tries
    tries.start()


def _progress(tries: AgentTries) -> None:
    @st.fragment(run_every=POLL_S)
    def _watch() -> None:
        if not tries.running:
            st.rerun(scope="app")
        effect = tries.summary()
        total = 2 * effect.n
        st.progress(
            effect.done / total,
            text=f"Trying your agent: {effect.done} of {total} tries done" + (" · stopping…" if tries.stopping else ""),
        )
        if effect.done:
            st.caption(md(effect.line()))
        st.button(
            "Stop the tries",
            key="agent:tries_stop",
            icon=":material/stop:",
            on_click=tries.stop,
            disabled=tries.stopping,
            help="End the agents in flight (those tries are dropped); the finished ones are kept",
        )

    _watch()


def _latest(trajectory: Trajectory) -> AgentEffect | None:
    """This session's last measurement of this run, else the one kept on it in History."""
    tries = st.session_state.get(TRIES)
    if isinstance(tries, AgentTries) and tries.plan.trajectory.id == trajectory.id:
        return tries.summary()
    return effect_of(trajectory)


def _result(effect: AgentEffect | None) -> None:
    if effect is None:
        return
    status = {
        "complete": "",
        "stopped": " · stopped; the tries done are kept",
        "failed": f" · failed: {effect.error}",
        "running": " · interrupted",
    }[effect.status]
    st.markdown(f"**Result** · {md(effect.check)}{md(status)}")
    rows = []
    for name, arm in (("with your change", effect.with_change), ("without", effect.without)):
        k = arm.pass_k()
        rows.append(
            {
                "": name,
                "passed": f"{arm.passed}/{arm.n}",
                "rate (95%)": f"{arm.interval.estimate:.2f} ({arm.interval.low:.2f}-{arm.interval.high:.2f})"
                if arm.n
                else "-",
                f"pass^{arm.n or effect.n}": "-" if k is None else f"{k:.2f}",
            }
        )
    st.table(pd.DataFrame(rows).set_index(""))
    if effect.difference is not None:
        d = effect.difference
        st.markdown(
            f"Difference **{d.estimate:+.2f}** ({d.low:+.2f} to {d.high:+.2f}, 95%; Newcombe)"
            + (" · the interval excludes 0" if d.low > 0 or d.high < 0 else " · the interval includes 0: not decided")
        )
    seconds = sum(float(t.get("seconds") or 0) for t in effect.tries)
    st.caption(
        f"{effect.done} of {2 * effect.n} tries at temperature {effect.temperature:g} in {duration(seconds)} of "
        f"tries; pass^k: the chance that k tries in a row all pass."
    )
    if effect.left_tape:
        st.warning(
            f"{effect.left_tape} tries left the recording before call {effect.from_call} (a divergence): your "
            "agent's requests differ from run to run there, and the change was not applied in those tries."
        )
    if effect.tries:
        with st.expander("Each try"):
            st.table(
                pd.DataFrame(
                    [
                        {
                            "try": f"{t['index']} {t['arm']}",
                            "passed": "✓" if t["passed"] else "✗",
                            "final reply": t["final_reply"] or "(none)",
                            "seconds": f"{t['seconds']:.1f}",
                            "live calls": t["live_calls"],
                            "note": t.get("problem") or ("" if t["ending"] == "finished" else t["message"]),
                        }
                        for t in effect.tries
                    ]
                ).set_index("try")
            )
