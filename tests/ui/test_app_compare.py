"""Compare page: ReAct and Act on the same task, in lockstep, each column steerable."""

from __future__ import annotations

import time

import pytest

from react_core.session.phase import Phase
from tests.ui.test_app_common import (
    FINISH,
    FREDDIE,
    QUEEN,
    RUN_PAGE,
    cards,
    click,
    open_page,
    run_state,
    scripted,
)

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def by_method(request_prompt: str) -> str:
    """Act's prompt has no thoughts; ReAct's cue is 'Thought i:'."""
    return "react" if "\nThought 1:" in request_prompt else "act"


class TwoScripts:
    """One model serving both columns: ReAct's and Act's replies kept apart."""

    name = "scripted"

    def __init__(self, react: list[str], act: list[str]) -> None:
        self.react = scripted(*react)
        self.act = scripted(*act)
        self.order: list[str] = []

    def complete(self, request):
        which = by_method(request.prompt)
        self.order.append(which)
        return (self.act if which == "act" else self.react).complete(request)


ACT = [" Search[Queen (band)]", " Search[Freddie Mercury]", " Finish[Zanzibar]"]


def test_step_all_advances_every_column_once():
    model = TwoScripts([QUEEN, FREDDIE, FINISH], ACT)
    at = open_page("pages/2_Compare.py", model)
    click(at, "compare:step_all")
    assert model.order == ["react", "act"]
    react, act = run_state(at, "compare:react").trajectory, run_state(at, "compare:act").trajectory
    assert len(react.steps_of()) == 3 and len(act.steps_of()) == 2  # Act has no thoughts


def test_run_all_goes_in_lockstep_and_summarises_each_column():
    model = TwoScripts([QUEEN, FREDDIE, FINISH], ACT)
    at = open_page("pages/2_Compare.py", model)
    click(at, "compare:run_all")
    assert model.order == ["react", "act"] * 3
    table = at.dataframe[0].value
    assert list(table["Method"]) == ["ReAct", "Act"]
    assert list(table["Answer"]) == ["Zanzibar", "Zanzibar"]
    assert list(table["Correct"]) == ["✓ yes", "✓ yes"]
    assert list(table["Actions"]) == [3, 3]


def test_a_column_can_be_steered_and_resumed_alone():
    model = TwoScripts([QUEEN, FREDDIE, " Finish[Zanzibar]"], ACT[:2])
    at = open_page("pages/2_Compare.py", model)
    click(at, "compare:step_all")
    click(at, "compare:step_all")
    click(at, "compare:react:3:steer")
    at.text_area(key="compare:react:3:ed:edit:text").input("Search the singer's page.")
    click(at, "compare:react:3:ed:apply")
    click(at, "compare:react:step")
    react = run_state(at, "compare:react").trajectory
    assert len(react.branches) == 2
    assert model.react.last_prompt.endswith("Thought 2: Search the singer's page.\nAction 2:")
    assert len(run_state(at, "compare:act").trajectory.steps_of()) == 4  # Act untouched


def test_the_methods_diff_marks_where_react_and_act_part_and_each_outcome():
    model = TwoScripts([QUEEN, FREDDIE, FINISH], [" Search[Queen (band)]", " Finish[London]"])
    at = open_page("pages/2_Compare.py", model)
    click(at, "compare:run_all")
    diff = next(h.proto.body for h in at.get("html") if "rx-diff" in h.proto.body)
    rows = diff.split("<tr")[2:]  # after the header
    assert "rx-first-diff" in rows[2] and "rx-first-diff" not in "".join(rows[:2] + rows[3:])
    assert "Answer: Zanzibar" in diff and "Answer: London" in diff
    assert any("First difference at row 3" in c.value for c in at.caption)
    assert any("thoughts are left out: Act has none" in c.value for c in at.caption)


def test_the_compare_page_keeps_its_own_task_when_the_run_page_changes_its():
    """Choosing another task on the Run page no longer resets a comparison in progress."""
    from react_core.engine import catalog

    model = TwoScripts([QUEEN, FREDDIE, FINISH], ACT)
    at = open_page("app.py", model)
    at.switch_page("pages/2_Compare.py").run()
    click(at, "compare:step_all")
    react = run_state(at, "compare:react").trajectory
    at.switch_page(RUN_PAGE).run()
    at.selectbox(key="task:hotpotqa:Bundled tasks:task").select(catalog.load_tasks("hotpotqa")[2]).run()
    at.switch_page("pages/2_Compare.py").run()
    assert run_state(at, "compare:react").trajectory is react
    assert len(run_state(at, "compare:act").trajectory.steps_of()) == 2


def test_history_reopens_a_comparison_with_every_column_as_it_was():
    """Both columns of a finished comparison are saved under one comparison id; History's
    "Open comparison" puts them back side by side on the Compare page, with its sidebar on their task."""
    from react_core.storage.store import TrajectoryStore

    model = TwoScripts([QUEEN, FREDDIE, FINISH], ACT)
    at = open_page("app.py", model)
    at.switch_page("pages/2_Compare.py").run()
    click(at, "compare:run_all")
    react, act = run_state(at, "compare:react").trajectory, run_state(at, "compare:act").trajectory
    assert react.model["comparison"] == act.model["comparison"]
    click(at, "compare:reset_all")
    assert run_state(at, "compare:react").trajectory is None
    at.switch_page("pages/4_History.py").run()
    assert len(TrajectoryStore().comparison(react.model["comparison"])) == 2
    click(at, f"history:{react.id}:compare")
    assert run_state(at, "compare:react").trajectory.id == react.id
    assert run_state(at, "compare:act").trajectory.id == act.id
    assert at.multiselect(key="compare:methods:hotpotqa").value == ["act", "react"]
    assert at.selectbox(key="compare:family").value == "hotpotqa"
    finishes = [c for c in cards(at) if "Finish[Zanzibar]" in c]
    assert len(finishes) == 2, "both columns show their last step again"


def test_a_run_on_the_run_page_is_not_offered_as_a_comparison():
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    trajectory = run_state(at).trajectory
    assert "comparison" not in trajectory.model
    at.switch_page("pages/4_History.py").run()
    assert not [b for b in at.button if b.key == f"history:{trajectory.id}:compare"]


def test_the_first_visit_starts_from_the_run_pages_question_and_later_visits_keep_their_own():
    """Asked on the Run page, "compare ReAct with Act on this question" opened Compare on the first
    bundled HotpotQA question: family, source and question all had to be chosen and typed again (walk3)."""
    at = open_page("app.py", scripted())
    at.selectbox(key="task:hotpotqa:source").set_value("My own question").run()
    at.text_area(key="task:hotpotqa:own_text").input("Where was Freddie Mercury born?").run()
    at.text_input(key="task:hotpotqa:own_gold").input("Zanzibar").run()
    at.switch_page("pages/2_Compare.py").run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.selectbox(key="compare:hotpotqa:source").value == "My own question"
    assert at.text_area(key="compare:hotpotqa:own_text").value == "Where was Freddie Mercury born?"
    assert at.text_input(key="compare:hotpotqa:own_gold").value == "Zanzibar"
    # Compare's own choice from now on: another task on the Run page leaves it alone.
    at.switch_page(RUN_PAGE).run()
    at.selectbox(key="task:hotpotqa:source").set_value("Bundled tasks").run()
    at.switch_page("pages/2_Compare.py").run()
    assert at.text_area(key="compare:hotpotqa:own_text").value == "Where was Freddie Mercury born?"


def test_the_first_visit_opens_on_the_run_pages_family_when_its_task_is_not_among_the_choices():
    """A trajectory reopened on the Run page whose game is not a bundled one (a batch's, an import):
    Compare's first visit opened on HotpotQA, ignoring it (issue 43); it opens on the family at least."""
    from react_core.session.controller import RunController
    from react_core.trajectory.task import Task
    from react_core.trajectory.trajectory import Trajectory
    from ui.run_view.run_session import RunSession

    at = open_page("app.py", scripted())
    game = Task("elsewhere/put-a-pen-on-the-desk", "alfworld", "Your task is to: put a pen on the desk.")
    at.session_state["_run:run"] = RunSession("run", RunController(trajectory=Trajectory.start(game, "react")))
    at.run()
    at.switch_page("pages/2_Compare.py").run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.selectbox(key="compare:family").value == "alfworld"


def test_the_first_visit_follows_the_run_pages_family_also_before_its_model_is_valid():
    at = open_page("app.py", scripted())
    at.selectbox(key="task:family").set_value("alfworld").run()
    at.session_state["_run:run"].control.setup = None  # as when the sidebar's model is not valid yet
    at.switch_page("pages/2_Compare.py").run()
    assert at.selectbox(key="compare:family").value == "alfworld"


def _first_card_drawn_mid_run() -> None:
    """What a column shows between its first step and the rerun: Compare steps every column in one
    script run, so a column's card is drawn while another column's model still works."""
    import streamlit as st

    from react_core.session.phase import Phase
    from ui.run_view import run_cards, run_session

    run = run_session.session("mid")
    run.control.phase = Phase.STEP_ASKED  # its step is about to be taken by this script run
    draw_new = run_cards.trajectory(run, compact=True)
    run.control.phase = Phase.IDLE
    run.control.trajectory = st.session_state["taken"]  # the step was taken
    draw_new()


def test_a_columns_first_card_replaces_the_on_its_way_line_before_the_rerun():
    # walk4: while Act took its first step, ReAct's column read "The first step is on its way…"
    # above ReAct's finished first card.
    from streamlit.testing.v1 import AppTest

    model = TwoScripts([QUEEN], [" Search[Queen (band)]"])
    page = open_page("pages/2_Compare.py", model)
    click(page, "compare:step_all")
    at = AppTest.from_function(_first_card_drawn_mid_run, default_timeout=60)
    at.session_state["taken"] = run_state(page, "compare:react").trajectory
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(cards(at)) == 1
    assert not any("on its way" in c.value for c in at.caption)


def _summary_redrawn_mid_run() -> None:
    """Compare's table between one column's step and the rerun (see _first_card_drawn_mid_run)."""
    import streamlit as st

    from ui.compare import compare_view
    from ui.run_view import run_session

    react, act = run_session.session("compare:react"), run_session.session("compare:act")
    slot = st.empty()
    compare_view.draw_summary(slot, ["react", "act"], [react, act])
    react.control.trajectory = st.session_state["taken"]  # ReAct's step was taken; Act's model now works
    compare_view.draw_summary(slot, ["react", "act"], [react, act])


def test_the_summary_shows_a_columns_step_while_the_next_column_works():
    # walk of issue 22: the table lagged one redraw behind the cards below it.
    from streamlit.testing.v1 import AppTest

    page = open_page("pages/2_Compare.py", TwoScripts([QUEEN], [" Search[Queen (band)]"]))
    click(page, "compare:step_all")
    at = AppTest.from_function(_summary_redrawn_mid_run, default_timeout=60)
    at.session_state["taken"] = run_state(page, "compare:react").trajectory
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(at.dataframe) == 1  # drawn again in place, not a second table
    table = at.dataframe[0].value
    assert list(table["State"]) != ["not started", "not started"]
    assert table["Actions"][0] == 1 and table["Actions"][1] == 0


def test_step_all_draws_the_summary_again_as_each_columns_step_lands(monkeypatch):
    from ui.compare import compare_view

    seen = []
    real = compare_view.summary_rows

    def recording(methods, runs):
        rows = real(methods, runs)
        seen.append([(r["Method"], r["Actions"]) for r in rows])
        return rows

    monkeypatch.setattr(compare_view, "summary_rows", recording)
    page = open_page("pages/2_Compare.py", SlowAct([QUEEN], [" Search[Queen (band)]"], act_s=1.0))
    seen.clear()
    click(page, "compare:step_all")
    actions = [[n for _, n in rows] for rows in seen]
    assert [1, 0] in actions, actions  # ReAct's step shown while Act's model works
    assert actions[-1] == [1, 1]


class SlowAct(TwoScripts):
    """Each call takes a while (Act's `act_s`, ReAct's `react_s`); when each was asked and answered is kept."""

    def __init__(self, react: list[str], act: list[str], act_s: float = 0.0, react_s: float = 0.0) -> None:
        super().__init__(react, act)
        self.seconds = {"act": act_s, "react": react_s}
        self.spans: dict[str, tuple[float, float]] = {}

    def complete(self, request):
        which, started = by_method(request.prompt), time.monotonic()
        time.sleep(self.seconds[which])
        reply = super().complete(request)
        self.spans[which] = (started, time.monotonic())
        return reply


def test_step_all_asks_the_columns_models_at_the_same_time():
    model = SlowAct([QUEEN], [" Search[Queen (band)]"], act_s=1.0, react_s=1.0)
    page = open_page("pages/2_Compare.py", model)
    click(page, "compare:step_all")
    (react_start, react_end), (act_start, act_end) = model.spans["react"], model.spans["act"]
    assert act_start < react_end and react_start < act_end, "the two calls overlapped"
    react, act = run_state(page, "compare:react").trajectory, run_state(page, "compare:act").trajectory
    assert len(react.steps_of()) == 3 and len(act.steps_of()) == 2


def test_step_all_and_run_all_are_disabled_while_a_columns_step_is_under_way():
    # The real-model walk: Step all looked clickable (and its tooltip covered the question) for the
    # whole round; a second click would step the columns already done again, out of lockstep.
    page = open_page("pages/2_Compare.py", TwoScripts([QUEEN], [" Search[Queen (band)]"]))
    assert not page.button(key="compare:step_all").disabled
    run_state(page, "compare:act").control.phase = Phase.STEPPING  # a superseded script run is still taking its step
    page.run()
    assert not page.exception, [e.value for e in page.exception]
    assert page.button(key="compare:step_all").disabled and page.button(key="compare:run_all").disabled
    assert not page.button(key="compare:step_all").help


def test_stop_all_stops_a_round_under_way_in_every_column():
    page = open_page("pages/2_Compare.py", TwoScripts([QUEEN], [" Search[Queen (band)]"]))
    assert page.button(key="compare:stop_all").disabled  # nothing to stop
    react, act = run_state(page, "compare:react"), run_state(page, "compare:act")
    react.control.phase = act.control.phase = (
        Phase.STEPPING
    )  # both columns' steps are being taken by a superseded script run
    page.run()
    assert not page.button(key="compare:stop_all").disabled
    act.control.phase = Phase.RUNNING_STEPPING  # and Act was running to the end
    click(page, "compare:stop_all")
    assert not act.running and not act.step_requested
    assert all(r.notice and r.notice.startswith("Stopped") for r in (react, act))
