"""Step cards on the Run page: a finished card's HTML is built once, then drawn from the cache."""

from __future__ import annotations

import pytest

from tests.support.scripted_model import ScriptedModel
from tests.test_app_common import FREDDIE, QUEEN, cards, click, open_page

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def test_finished_step_cards_are_built_once_and_then_come_from_the_cache(monkeypatch):
    from ui import view_model

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
