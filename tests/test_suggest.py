"""Suggest an edit: the prompt is built from the task and the observations so far, the reply is plain text."""
from __future__ import annotations

import pytest

from react_core.demos import load_figure5
from react_core.diagnosis import first_flag
from react_core.suggest import suggest_thought, suggestion_prompt
from react_core.trajectory import TrajectoryError
from tests.support.scripted_model import ScriptedModel


def test_the_prompt_holds_the_task_the_opening_the_earlier_observations_and_the_reason():
    demo = load_figure5()
    flag = first_flag(demo.trajectory)
    prompt = suggestion_prompt(demo.trajectory, flag.position, flag.reason)
    assert "find two cellphone and put them in ottoman" in prompt
    assert "a drawer 4" in prompt  # the opening
    assert "you see a creditcard 3, and a pillow 1" in prompt  # the observation before the thought
    assert "Nothing happens." not in prompt  # nothing after the thought
    assert "Now I find the first cellphone (3)" in prompt and "cellphone 3" in flag.reason
    assert prompt.endswith("Corrected thought:")


def test_the_suggestion_is_the_first_line_of_the_reply_without_a_label():
    demo = load_figure5()
    model = ScriptedModel([" Thought: There is no cellphone on ottoman 1. I should check drawer 1.\nMore text"])
    text = suggest_thought(model, demo.trajectory, 4, "no cellphone 3 was seen")
    assert text == "There is no cellphone on ottoman 1. I should check drawer 1."
    assert len(model.requests) == 1 and model.requests[0].temperature == 0.0


def test_only_a_thought_can_be_rewritten_and_an_empty_reply_says_so():
    demo = load_figure5()
    with pytest.raises(TrajectoryError, match="not a thought"):
        suggestion_prompt(demo.trajectory, 2)
    with pytest.raises(TrajectoryError, match="suggested nothing"):
        suggest_thought(ScriptedModel(["   "]), demo.trajectory, 4)
