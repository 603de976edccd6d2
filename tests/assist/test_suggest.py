"""Suggest an edit: a short prompt from the flag's evidence, one line back, and the flag's own hint
instead of a degenerate reply (issue 19: the same sentence five times)."""

from __future__ import annotations

import pytest

from react_core.assist.diagnosis import Flag, steer_flag
from react_core.assist.suggest import MAX_TOKENS, degenerate, suggest_thought, suggestion_prompt
from react_core.engine.demos import load_figure5
from react_core.trajectory.errors import TrajectoryError
from tests.support.scripted_model import ScriptedModel

OLD = "Now I find the first cellphone (3). Next, I need to take it."


def figure5():
    demo = load_figure5()
    return demo.trajectory, steer_flag(demo.trajectory)


def test_the_prompt_is_short_and_holds_the_task_the_latest_observations_the_thought_and_the_evidence():
    trajectory, flag = figure5()
    prompt = suggestion_prompt(trajectory, flag)
    assert "find two cellphone and put them in ottoman" in prompt
    assert "you see a creditcard 3, and a pillow 1" in prompt  # the observation before the thought
    assert "Nothing happens." not in prompt  # nothing after the thought
    assert OLD in prompt and flag.reason in prompt
    assert "Fixed thought: Knife 1 is not in drawer 2" in prompt  # one worked example, ALFWorld's
    assert prompt.endswith("Fixed thought:")
    assert len(prompt) < 1600  # a small model reads it quickly (the opening is not repeated)


def test_the_suggestion_is_the_first_line_without_a_label_asked_for_in_few_tokens_with_stops():
    trajectory, flag = figure5()
    model = ScriptedModel(
        [
            " Thought: There is no cellphone on ottoman 1. I should check drawer 1. I will then "
            "open it. I will then look.\nMore text"
        ]
    )
    suggestion = suggest_thought(model, trajectory, flag)
    assert suggestion.text == "There is no cellphone on ottoman 1. I should check drawer 1."  # two sentences
    assert suggestion.by_model and suggestion.hint == flag.hint  # the rule's hint stays at hand
    request = model.requests[0]
    assert request.temperature == 0.0 and request.max_tokens == MAX_TOKENS <= 80
    assert "\n" in request.stop and "Wrong thought:" in request.stop


@pytest.mark.parametrize(
    "reply, why",
    [
        (" The agent's thought was: Now I find the first cellphone (3). " * 5, "echoed the prompt"),
        (" There is no cellphone here. There is no cellphone here. There is no cellphone here.", "repeated itself"),
        (" Now I find the first cellphone (3). Next, I need to take it now.", "restated the old thought"),
        ("   \n  ", "was empty"),
    ],
)
def test_a_degenerate_reply_is_not_offered_the_flags_own_hint_is(reply, why):
    trajectory, flag = figure5()
    suggestion = suggest_thought(ScriptedModel([reply]), trajectory, flag)
    assert not suggestion.by_model and suggestion.why_not_model == why
    assert suggestion.text == flag.hint
    assert suggestion.text.startswith("No cellphone has been seen yet. Next, I need to look in ")


def test_a_degenerate_reply_on_a_flag_without_a_hint_says_to_write_it_by_hand():
    trajectory, flag = figure5()
    bare = Flag(flag.kind, flag.position, flag.reason)
    with pytest.raises(TrajectoryError, match="suggested nothing"):
        suggest_thought(ScriptedModel(["   "]), trajectory, bare)
    with pytest.raises(TrajectoryError, match="repeated itself"):
        suggest_thought(ScriptedModel([" Look. Look. Look."]), trajectory, bare)


def test_a_plain_new_thought_is_not_degenerate():
    assert degenerate("There is no cellphone on ottoman 1. Next, I need to check drawer 1.", OLD) is None
    assert degenerate("Go to drawer 1 and open it, then open drawer 2.", OLD) is None


def test_only_a_thought_can_be_rewritten():
    trajectory, _flag = figure5()
    with pytest.raises(TrajectoryError, match="not a thought"):
        suggestion_prompt(trajectory, Flag("loop", 2, "taken 3 times"))
