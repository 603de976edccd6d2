"""Run until on the Run page and in a Compare column: the run stops where a chosen condition holds."""

from __future__ import annotations

import pytest
from streamlit.testing.v1.element_tree import Error

from react_core.models.cancel import STOPPED
from react_core.session.phase import Phase
from react_core.trajectory.steps import Outcome, StepKind
from tests.ui.test_app_common import FINISH, FREDDIE, QUEEN, cards, click, errors, infos, open_page, run_state, scripted
from tests.ui.test_app_compare import ACT, TwoScripts
from ui.run_view import run_controls
from ui.widgets.plain_text import md

pytestmark = pytest.mark.usefixtures("app_home")
QUEEN_AGAIN = " I should look at Queen again.\nAction 2: Search[Queen (band)]"
GO_ON = " Step, Steer or Resume go on from here."


def test_run_until_an_action_stops_before_it_runs_and_step_goes_on():
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH))
    at.text_input(key="run:until:action").input("Finish[")
    click(at, "run:until:go")
    said = md("Stopped before step 3's action ran: the action matches Finish[ (“Finish[Zanzibar]”)." + GO_ON)
    assert said in infos(at)
    run = run_state(at)
    assert run.phase is Phase.IDLE and run.trajectory.steps_of()[-1].kind == StepKind.ACTION
    assert "Finish[Zanzibar]" in cards(at)[-1] and "Observation 3" not in cards(at)[-1]
    click(at, "run:step")  # the held action runs; no model call is left to make
    assert run_state(at).trajectory.branch().outcome == Outcome.ANSWERED


def test_run_until_a_flag_stops_on_the_loop_and_names_it():
    at = open_page("app.py", scripted(QUEEN, *[QUEEN_AGAIN] * 3, FINISH))  # the repeat aid asks 3 times, then keeps it
    at.checkbox(key="run:until:flag").check()
    at.multiselect(key="run:until:flag_kinds").select("loop")
    click(at, "run:until:go")
    assert any(
        text.startswith(md("Stopped before step 2's action ran: a flag fires: loop on Action 2")) for text in infos(at)
    )
    assert len(run_state(at).trajectory.steps_of()) == 5  # step 1, and step 2's thought and held action


def test_run_until_step_n_stops_before_it():
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH))
    at.number_input(key="run:until:step").set_value(2)
    click(at, "run:until:go")
    assert md("Stopped before step 2: step 2 is reached." + GO_ON) in infos(at)
    assert len(cards(at)) == 1


def test_a_condition_that_never_holds_runs_to_the_end_and_says_so():
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH))
    at.text_input(key="run:until:observation").input("no page says this")
    click(at, "run:until:go")
    assert md("Ran to the end; no condition held.") in infos(at)
    assert run_state(at).trajectory.branch().outcome == Outcome.ANSWERED


def test_a_malformed_regular_expression_is_named_and_nothing_runs():
    model = scripted(QUEEN)
    at = open_page("app.py", model)
    at.session_state["run:until:open"] = True  # as a click on "Run until" opens it
    at.text_input(key="run:until:action").input("Search[(")
    at.checkbox(key="run:until:action_re").check()
    click(at, "run:until:go")
    said = " ".join(errors(at)).replace("\\", "")
    assert "“The action matches” is not a valid regular expression: 'Search[('" in said
    assert "untick “as a regular expression”" in said and "action:TEXT" not in said  # the browser's words
    assert model.requests == [] and cards(at) == []
    assert at.text_input(key="run:until:action").value == "Search[("  # kept, to fix
    assert at.session_state["run:until:open"] is True, "the popover stays open, its message inside"
    drawn = _drawn(at)  # under the field at fault, not at the popover's bottom below the fold
    assert drawn.index("run:until:action_re") < drawn.index("error") < drawn.index("run:until:observation")


def test_nothing_chosen_is_said_at_the_top_of_the_popover():
    at = open_page("app.py", scripted(QUEEN))
    at.session_state["run:until:open"] = True
    click(at, "run:until:go")
    assert md(
        "Run until: Choose at least one condition: a flag, an action, an observation, a step or tokens."
    ) in errors(at)
    drawn = _drawn(at)
    assert drawn.index("error") < drawn.index("run:until:flag")


def _drawn(at) -> list[str]:
    """The page's widgets by key, and "error" for an error, in the order they are drawn."""

    def walk(node):
        for child in getattr(node, "children", {}).values():
            if isinstance(child, Error):
                yield "error"
            elif getattr(child, "key", None):
                yield child.key
            yield from walk(child)

    return list(walk(at.main))


def test_pressing_run_until_closes_the_popover_so_the_stop_message_shows():
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH))
    at.session_state["run:until:open"] = True  # as a click on "Run until" opens it
    at.number_input(key="run:until:step").set_value(2)
    click(at, "run:until:go")
    assert at.session_state["run:until:open"] is False
    assert md("Stopped before step 2: step 2 is reached." + GO_ON) in infos(at)


def test_the_command_line_keeps_its_own_words_for_a_bad_condition():
    from react_core.engine.breakpoints import BreakpointError, parse_conditions

    with pytest.raises(BreakpointError, match="write action:TEXT to look for plain text"):
        parse_conditions(["action~Search[("])


def test_run_until_with_nothing_chosen_says_what_to_choose():
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:until:go")
    assert any("Choose at least one condition" in e for e in errors(at)) and cards(at) == []


def test_stop_keeps_working_in_a_run_until_and_run_to_end_afterwards_watches_nothing():
    def stop_then_reply(request):  # Stop pressed while step 2 is asked: the reply is dropped
        run_controls.stop(run_state(at))
        return FREDDIE

    model = scripted(QUEEN, stop_then_reply, FREDDIE, FINISH)
    at = open_page("app.py", model)
    at.number_input(key="run:until:step").set_value(3)
    click(at, "run:until:go")
    run = run_state(at)
    assert len(cards(at)) == 1 and run.phase is Phase.IDLE and run.control.until is None
    assert md(STOPPED) in infos(at)
    click(at, "run:run")  # Run to end: no breakpoint left to stop before step 3
    assert run.trajectory.branch().outcome == Outcome.ANSWERED and len(cards(at)) == 3


def test_each_compare_column_runs_until_on_its_own():
    model = TwoScripts([QUEEN, FREDDIE, FINISH], ACT)
    at = open_page("pages/2_Compare.py", model)
    at.text_input(key="compare:act:until:action").input("Finish[")
    click(at, "compare:act:until:go")
    act, react = run_state(at, "compare:act"), run_state(at, "compare:react")
    assert react.trajectory is None  # the other column was not touched
    assert act.trajectory.steps_of()[-1].text == "Finish[Zanzibar]" and not act.trajectory.branch().finished
    assert any("Stopped before step 3" in text for text in infos(at))
