"""A card's Prompt panel on the Run page: what produced the step, exactly as the model got it."""

from __future__ import annotations

import json

import pytest

from react_core.trajectory.call_record import request_json
from tests.ui.test_app_common import FREDDIE, QUEEN, click, open_page, run_state, scripted
from ui.widgets.plain_text import md

pytestmark = pytest.mark.usefixtures("app_home")


def captions(at) -> list[str]:
    return [c.value for c in at.caption]


def two_steps(first: str = QUEEN, second: str = FREDDIE):
    model = scripted(first, second)
    at = open_page("app.py", model)
    click(at, "run:step")
    click(at, "run:step")
    return at, model


def test_prompt_opens_the_exact_prompt_raw_reply_settings_and_token_counts():
    at, model = two_steps()
    assert not [c for c in at.code]  # closed until asked for
    click(at, "run:3:prompt")
    received = model.requests[1]
    shown = [c.value for c in at.code]
    assert shown[0] == received.prompt  # the whole prompt: exemplars, the question, step 1, the cue
    assert received.prompt.endswith(shown[1])  # its end after the exemplars: this task and step 1
    assert shown[1].startswith("Question: ")
    assert "Action 1: Search[Queen (band)]\nObservation 1:" in shown[1] and shown[1].endswith("Thought 2:")
    assert shown[2] == FREDDIE  # the raw reply, before it was parsed into thought and action
    said = "\n".join(captions(at))
    assert "Exact prompt of step 2" in [m.value.strip("*") for m in at.markdown]
    assert md('stop ["\\nObservation", "\\nQuestion:"] · max tokens 256 · temperature 0.0 · seed none') in said
    assert md(f"{len(received.prompt) // 4:,} prompt + {len(FREDDIE) // 4} reply tokens") in said
    assert md("this endpoint does not say how large its context window is.") in said
    assert md("Nothing was cut from the prompt") in said


def test_prompt_closes_again_and_only_one_card_is_open_at_a_time():
    at, model = two_steps()
    click(at, "run:0:prompt")
    assert at.code[0].value == model.requests[0].prompt
    click(at, "run:3:prompt")
    assert [c.value for c in at.code][:1] == [model.requests[1].prompt] and len(at.code) == 3
    click(at, "run:3:prompt")
    assert len(at.code) == 0


def test_model_text_is_shown_as_written_never_as_markup():
    tricky = " **Bold** <img src=x onerror=alert(1)> [link](http://x.invalid)\nAction 2: Search[Freddie Mercury]"
    at, _ = two_steps(second=tricky)
    click(at, "run:3:prompt")
    assert at.code[2].value == tricky
    assert not any("<img" in m.value for m in at.markdown)


def test_the_download_is_the_request_as_json():
    at, model = two_steps()
    click(at, "run:3:prompt")
    (button,) = at.get("download_button")
    assert button.proto.label == "Download the request (JSON)"
    trajectory = run_state(at).trajectory
    call = next(c for c in trajectory.calls.values() if c.prompt == model.requests[1].prompt)
    data = json.loads(request_json(call))
    assert data["request"]["prompt"] == model.requests[1].prompt
    assert data["request"]["stop"] == list(model.requests[1].stop)
    assert data["reply"]["text"] == FREDDIE


def test_a_step_run_before_settings_were_kept_says_so_and_still_shows_its_prompt():
    at, model = two_steps()
    for call in run_state(at).trajectory.calls.values():
        call.request = None  # as in a file written before the settings were recorded
    click(at, "run:3:prompt")
    assert at.code[0].value == model.requests[1].prompt
    assert any("were not recorded for this step" in c for c in captions(at))
