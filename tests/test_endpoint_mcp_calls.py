"""The run's side of the MCP proxy's two routes (contract B): what a body must hold, what a hold offers, and
what is recorded. The proxy and a real server are in tests/test_mcp_proxy.py."""

from __future__ import annotations

import json
import threading

import pytest

from react_core.endpoint.mcp_calls import McpCallError, McpCalls, McpRules
from tests.support.mcp_run import RecordedSteps

CALL = {"server": "notes", "tool": "add_note", "arguments": {"text": "hi"}, "read_only": False, "call_id": "c1"}
SCHEMA = {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}


def route(calls: McpCalls, name: str, body: object) -> tuple[int, dict]:
    return calls.route(name, json.dumps(body).encode())


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ([1], "An MCP call is a JSON object"),
        ({**CALL, "colour": "red"}, "Unknown field(s) in the MCP call: colour."),
        ({**CALL, "tool": ""}, "The MCP call's 'tool' must be a non-empty string."),
        ({**CALL, "arguments": "text=hi"}, "The MCP call's 'arguments' must be a JSON object."),
        ({**CALL, "read_only": "no"}, "The MCP call's 'read_only' must be true or false."),
    ],
)
def test_a_call_body_that_does_not_fit_the_contract_gets_an_openai_style_error_naming_the_field(body, said):
    status, answer = route(McpCalls(RecordedSteps()), "call", body)
    assert status == 400 and answer["error"]["message"].startswith(said)
    assert answer["error"]["type"] == "invalid_request_error"


def test_a_body_that_is_not_json_and_an_unknown_route_are_said_so():
    calls = McpCalls(RecordedSteps())
    assert calls.route("call", b"{oops")[1]["error"]["message"].startswith("The body is not JSON")
    assert calls.route("list", b"{}")[0] == 404


def test_a_result_for_a_call_the_run_never_approved_is_refused_and_nothing_recorded():
    recorded = RecordedSteps()
    status, answer = route(McpCalls(recorded), "result", {"call_id": "nope", "content": [], "is_error": False})
    assert status == 404 and "No MCP call 'nope'" in answer["error"]["message"]
    assert recorded.steps == []


def test_a_read_only_call_is_approved_at_once_and_its_result_recorded_once():
    recorded = RecordedSteps()
    calls = McpCalls(recorded)
    assert route(calls, "call", {**CALL, "read_only": True}) == (
        200,
        {"decision": "approve", "arguments": {"text": "hi"}, "message": ""},
    )
    assert route(
        calls, "result", {"call_id": "c1", "content": [{"type": "text", "text": "added"}], "is_error": False}
    ) == (200, {"ok": True})
    assert route(calls, "result", {"call_id": "c1", "content": [], "is_error": False})[0] == 404
    assert [s.text for s in recorded.steps] == ['add_note[{"text": "hi"}]', "added"]


def test_a_write_allowed_for_the_run_goes_unasked_and_approve_for_the_run_allows_the_next():
    calls = McpCalls(RecordedSteps(), McpRules(allow_tools={"add_note"}))
    assert route(calls, "call", CALL)[1]["decision"] == "approve"

    calls = McpCalls(RecordedSteps())
    answered = threading.Thread(target=lambda: _first_hold(calls).approve(for_run=True))
    answered.start()
    assert route(calls, "call", CALL)[1]["decision"] == "approve"
    answered.join()
    assert route(calls, "call", {**CALL, "call_id": "c2"})[1]["decision"] == "approve"  # not held again
    assert calls.holds == []


def test_an_edit_is_checked_against_the_tools_schema_and_a_hold_is_answered_once():
    calls = McpCalls(RecordedSteps(), McpRules(hold_limit_s=60))  # a person's thread that fails ends the wait
    outcome: list[object] = []

    def person() -> None:
        hold = _first_hold(calls)
        for wrong in ({"text": 3}, "not json", "[1]"):
            with pytest.raises(McpCallError) as raised:
                hold.edit(wrong)
            outcome.append(str(raised.value))
        hold.edit('{"text": "hello"}')
        with pytest.raises(McpCallError):
            hold.reject("too late")

    thread = threading.Thread(target=person)
    thread.start()
    status, answer = route(calls, "call", {**CALL, "input_schema": SCHEMA})
    thread.join()
    assert (status, answer["decision"], answer["arguments"]) == (200, "approve", {"text": "hello"})
    assert outcome[0].startswith("Invalid arguments for add_note: ") and "text" in outcome[0]
    assert outcome[1].startswith("The arguments are not JSON")
    assert outcome[2] == "The arguments must be a JSON object."


def test_the_same_call_posted_twice_is_refused():
    calls = McpCalls(RecordedSteps(), McpRules(allow_tools={"add_note"}))
    route(calls, "call", CALL)
    assert route(calls, "call", CALL)[0] == 409


def _first_hold(calls: McpCalls):
    for _ in range(6000):
        if calls.holds:
            return calls.holds[0]
        threading.Event().wait(0.01)
    raise AssertionError("no call was held")
