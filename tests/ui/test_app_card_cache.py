"""Step cards on the Run page: a finished card's HTML is built once, then drawn from the cache."""

from __future__ import annotations

import pytest

from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import FREDDIE, QUEEN, cards, click, open_page

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def test_finished_step_cards_are_built_once_and_then_come_from_the_cache(monkeypatch):
    from ui.run_view import view_model

    built = []
    real = view_model.group_html
    monkeypatch.setattr(view_model, "group_html", lambda *a, **k: built.append(a[0].number) or real(*a, **k))
    at = open_page("app.py", ScriptedModel([QUEEN, FREDDIE]))
    click(at, "run:step")
    click(at, "run:step")
    assert built.count(1) == 1, "card 1 was drawn twice but built once"
    at.run()
    assert built == [1, 2], built


def test_a_new_step_card_is_drawn_in_place_before_the_page_reruns(monkeypatch):
    """The page does not wait for its rerun to show the step just taken (the rerun costs a whole
    script run): with the rerun switched off, the new card is already there, once."""
    import streamlit

    at = open_page("app.py", ScriptedModel([QUEEN, FREDDIE]))
    click(at, "run:step")
    assert len(cards(at)) == 1
    monkeypatch.setattr(streamlit, "rerun", lambda *a, **k: None)
    click(at, "run:step")
    shown = cards(at)
    assert len(shown) == 2 and "Freddie Mercury" in shown[1], shown


def test_a_branchs_flags_are_worked_out_once_per_revision_and_again_after_a_step(monkeypatch):
    from ui.run_view import card_cache

    diagnosed = []
    real = card_cache.diagnose
    monkeypatch.setattr(card_cache, "diagnose", lambda t, *a: diagnosed.append(len(t.steps_of())) or real(t, *a))
    at = open_page("app.py", ScriptedModel([QUEEN, FREDDIE]))
    click(at, "run:step")
    at.run()
    at.run()  # redraws with nothing new: the flags are read, not worked out again
    assert diagnosed == [3], diagnosed
    click(at, "run:step")
    assert diagnosed == [3, 6], "a new step is a new revision"


def test_cards_are_built_from_the_family_resolved_once_with_no_lookup_per_card_or_line(monkeypatch):
    from react_core.engine import catalog
    from tests.ui.test_app_view_model import trajectory_with_two_steps
    from ui.run_view import view_model as vm

    trajectory = trajectory_with_two_steps()
    family = catalog.family("hotpotqa")
    monkeypatch.setattr(catalog, "family", lambda name: pytest.fail(f"looked {name} up again"))
    groups = vm.group_steps(trajectory, family=family)
    html = "".join(vm.group_html(group, family) for group in groups)
    assert [g.number for g in groups] == [1, 2] and "Thought 2" in html and "obs 2" in html
