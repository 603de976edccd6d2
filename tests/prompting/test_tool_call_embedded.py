"""With the embedded model (llama.cpp): tool-call steps in one model call (issue 45), and an edited thought
on a tool-call branch resumes and takes a step (issue 43, item 1).

A step is sent as `native_tools.embedded_tool_body` writes it: the tools in the system message and a grammar
for "a thought, then one call"; its call comes back as a native tool call. The edited-thought tests run
zero-shot (the instruction alone, no exemplars: a prompt of about 500 tokens rather than 2,600, which on a
loaded 2-core machine read at 4 tokens a second). Skipped without the model, as
tests/models/test_models_embedded.py is.
"""

from __future__ import annotations

import os
from dataclasses import replace

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine, open_engine
from react_core.models.config import load_config
from react_core.models.errors import ModelError
from react_core.models.factory import open_model, stop_embedded_servers
from react_core.models.server_build import find_server_binary
from react_core.models.weights import check_weights, spec_for
from react_core.prompting.method_base import MethodContext
from react_core.prompting.tool_agent import HELD, ToolReAct
from react_core.trajectory.steering import EditThought, Steering
from react_core.trajectory.steps import Author, StepKind
from tests.support.scripted_model import ScriptedModel, tool_call_reply

pytestmark = pytest.mark.embedded  # `make quick` leaves these out

ZERO_SHOT = "Solve a question answering task with interleaving Thought, Action, Observation steps."
EDITED = "Freddie Mercury was Queen's lead singer. I should search Freddie Mercury to find where he was born."


@pytest.fixture(scope="module")
def model():
    config = load_config({"provider": "embedded", "cache": False, "timeout_s": 900.0, "slots": 3})
    try:
        find_server_binary()
        check_weights(spec_for(config.embedded_size))
    except ModelError as missing:
        if os.environ.get("REACT_REQUIRE_EMBEDDED"):
            pytest.fail(f"REACT_REQUIRE_EMBEDDED is set but the embedded model is not ready: {missing}")
        pytest.skip(f"embedded model not set up ({missing.cause}); run `make model` to include this test")
    yield open_model(config)
    stop_embedded_servers()


@pytest.fixture
def edited():
    """A tool-call run's first step (scripted: fast), its thought then edited by a person: a new branch
    that ends in the person's thought."""
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    scripted = ScriptedModel([tool_call_reply("Search him.", "search", {"entity": "Queen"})])
    engine = new_engine(task, "react_tools", scripted, prefix=ZERO_SHOT)
    engine.step()
    Steering(engine.trajectory).apply(EditThought(0, EDITED))
    steps = engine.trajectory.steps_of()
    assert [s.kind for s in steps] == [StepKind.THOUGHT] and steps[0].author == Author.HUMAN_EDIT
    return engine.trajectory


def test_an_edited_thought_on_a_tool_call_branch_resumes_and_takes_a_step(model, edited):
    engine = open_engine(edited, model, prefix=ZERO_SHOT)
    engine.step()  # raised "rejected the request (HTTP 400: Failed to initialize samplers ...)" before
    steps = engine.trajectory.steps_of()
    assert steps[0].text == EDITED and len(steps) >= 2 and steps[1].kind == StepKind.ACTION
    assert steps[1].text.startswith(("Search[", "Lookup[", "Finish[")), steps[1].text
    assert not engine.branch.error


def test_the_held_ask_after_the_thought_is_answered_with_a_call_and_the_prefilled_one_is_refused(model, edited):
    method = open_engine(edited, model, prefix=ZERO_SHOT).method
    assert isinstance(method, ToolReAct)
    ctx = MethodContext(edited.task, edited.steps_of(), model, "held-test")
    messages = method.messages(ctx, ctx.steps)
    assert messages[-1] == {"role": "assistant", "content": EDITED}  # the thought the step continues

    held = method.request_for(ctx, messages, "required", HELD)
    reply = model.complete(replace(held, max_tokens=80))
    assert [c["name"] for c in reply.tool_calls][:1] in (["search"], ["lookup"], ["finish"]), reply.text

    # The same ask continuing the thought is answered too: llama.cpp refused it while the held ask was a
    # JSON Schema (its grammar was fed the assistant turn's opening), but a grammar of one's own is not.
    prefilled = replace(held, messages=tuple(messages))
    reply = model.complete(replace(prefilled, max_tokens=80))
    assert len(reply.tool_calls) == 1 and reply.tool_calls[0]["name"] in ("search", "lookup", "finish"), reply.text


@pytest.mark.parametrize(
    ("family", "task_id"), [("hotpotqa", "hotpotqa-bundled-01"), ("alfworld", None)], ids=["hotpotqa", "alfworld"]
)
def test_a_tool_call_step_with_its_exemplars_is_one_model_call_with_a_native_call(model, family, task_id):
    """Issue 45: the server holds the reply to a thought and then one call (native_tools), so the step is one
    model call, its call a native tool call: not read from text, not asked again."""
    task = catalog.find_task(family, task_id) if task_id else catalog.load_tasks(family)[0]
    engine = new_engine(task, "react_tools", model)
    engine.step()
    steps = engine.trajectory.steps_of()
    if family == "alfworld":  # the games' step is one call: an action, or a thought through the think tool
        (called,) = [s for s in steps if s.kind != StepKind.OBSERVATION]
        assert called.tool_call is not None and (called.kind == StepKind.ACTION) == (called.tool_call["name"] == "act")
        assert called.text and "<tool_call>" not in called.text
    else:
        thought, called = steps[0], steps[1]
        assert thought.kind == StepKind.THOUGHT and thought.text and "<tool_call>" not in thought.text
        assert called.kind == StepKind.ACTION and called.tool_call is not None, called.notes
    assert HELD not in called.info and "call_in_text" not in called.info, called.info
    calls = list(engine.trajectory.calls.values())
    assert [c.purpose for c in calls] == ["step"], "one model call, no second ask"
    assert calls[0].sent is not None and "grammar" in calls[0].sent and "tools" not in calls[0].sent
