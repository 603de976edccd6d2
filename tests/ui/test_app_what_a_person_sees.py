"""Smaller things a person met in the browser (issue 19), each as a user meets it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from streamlit.testing.v1 import AppTest

from tests.ui.test_app_common import (
    FREDDIE,
    QUEEN,
    ROOT,
    TIMEOUT,
    cards,
    click,
    infos,
    open_page,
    run_state,
    scripted,
)

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def test_a_reload_reopens_the_trajectory_the_address_names():
    at = open_page("app.py", scripted(QUEEN, FREDDIE))
    click(at, "run:step")
    click(at, "run:step")
    shown = run_state(at).trajectory.id
    assert at.query_params["trajectory"] in (shown, [shown])  # the address now names it

    again = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)  # a new browser session
    again.query_params["trajectory"] = shown
    again.run()
    assert not again.exception
    assert run_state(again).trajectory.id == shown
    assert len(cards(again)) == 2
    assert any("Reopened the trajectory this page" in i for i in infos(again))


def test_an_address_naming_a_deleted_trajectory_opens_the_page_as_usual():
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    at.query_params["trajectory"] = "no-such-id"
    at.run()
    assert not at.exception and run_state(at).trajectory is None
    assert "trajectory" not in at.query_params


def test_the_figure5_demo_opens_on_the_cards_whatever_view_was_last_used():
    at = open_page("app.py")
    at.segmented_control(key="run:view").set_value("Branches").run()
    click(at, "run:figure5")
    assert at.segmented_control(key="run:view").value == "Trajectory"
    assert cards(at)


def test_alfworld_thoughts_are_turns_of_their_own_and_count_in_the_status_line():
    at = open_page(
        "app.py",
        scripted(
            " think: To solve the task, I need to find a baseballbat.", " think: First I need to look in the bed."
        ),
    )
    at.selectbox(key="task:family").set_value("alfworld").run()
    click(at, "run:step")
    click(at, "run:step")
    shown = cards(at)
    assert len(shown) == 2 and all("&gt; Think" in card for card in shown)
    assert not any("Thought 1" in card for card in shown)
    assert any("2 thoughts, 0 actions" in c.value for c in at.caption)


def test_the_status_line_counts_a_cached_call_at_the_time_it_took_when_first_asked():
    """A fully cached rerun read "0.0 s model time" above cards saying "23.16 s when first asked", and Compare's
    table counted 23.16: the three now say the same."""
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    trajectory = run_state(at).trajectory
    (call_id,) = trajectory.calls
    trajectory.calls[call_id] = replace(
        trajectory.calls[call_id], cache_hit=True, latency_s=0.001, original_latency_s=23.16
    )
    at.run()
    assert any("23.2 s model time" in c.value for c in at.caption), [c.value for c in at.caption]
