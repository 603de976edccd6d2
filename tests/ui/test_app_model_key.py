"""The sidebar says which API key the calls carry when none is typed: the one in OPENAI_API_KEY, which the
model settings read from the environment, or none (a person saw "No key: fine for a local server." while
the app ran with OPENAI_API_KEY set, and that key was sent)."""

from __future__ import annotations

import pytest

from tests.ui.test_app_common import open_page

pytestmark = pytest.mark.usefixtures("app_home")


def _captions(kind: str) -> str:
    at = open_page("pages/3_Evaluate.py")
    at.selectbox(key="eval_model:kind").set_value(kind).run()
    assert not at.exception, [e.value for e in at.exception]
    return " ".join(c.value for c in at.caption)


def test_a_key_in_the_environment_is_said_to_be_used(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-the-environment")
    shown = _captions("endpoint")
    assert "Using the key in OPENAI_API_KEY (from the environment)" in shown
    assert "No key" not in shown and "sk-from-the-environment" not in shown


def test_no_key_anywhere_is_fine_for_a_local_server_but_not_for_openai():
    assert "No key: fine for a local server." in _captions("endpoint")
    assert "No key yet: type it here, or set OPENAI_API_KEY" in _captions("openai")
