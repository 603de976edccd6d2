"""The tape: a recorded run's calls answering a re-run of the agent, up to the call a person changed.

A re-run "from call k" goes through the agent's calls in order. Call n < k is answered with the reply
the agent got at call n of the recording, with no model call, but only when the new request is the
recorded one as the model would see it (`tape_match`: the conversation, tools and settings; fresh
tool-call ids and bookkeeping fields aside). Call k, if it matches too, gets the person's change: the
recorded reply with their thought and tool calls (`ReplyChange`); with no change it goes to the model.
Every call after k goes to the model, live.

The tape never keys on the call's number alone (a step cache keyed on the step number served stale
replies after a prompt change: awslabs/cli-agent-orchestrator#640). The first request that differs is a
`Divergence` (which call, which field, a short diff), and from there on every call is live, even one
that happens to match a later recording: once the conversation has left the tape, a recorded reply
would be an answer to another conversation. A request that differs at call k diverges too, and the
change is not applied: it was made to a reply for another request.

Calls are taken in the order they arrive (a lock keeps two at once apart); an agent whose calls run in
parallel, in a new order each time, is not deterministic, and diverges.
"""

from __future__ import annotations

import copy
import enum
import json
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from react_core.common.json_schema import problems
from react_core.endpoint.tape_match import difference

CHAT = "chat/completions"


class Source(enum.Enum):
    """Who answered a call of the re-run."""

    TAPE = "tape"  # the recorded reply, no model call
    CHANGED = "changed"  # the person's change to the recorded reply, no model call
    LIVE = "live"  # the model


@dataclass(frozen=True)
class TapedCall:
    """One recorded call: the agent's exact request body, the chat.completion it got, and which API it called."""

    request: dict[str, Any]
    reply: dict[str, Any]
    api: str = CHAT


@dataclass(frozen=True)
class ReplyChange:
    """A person's change to call k's reply: the whole message the agent gets (its text, the thought, and
    its tool calls in OpenAI's shape)."""

    content: str | None
    tool_calls: tuple[dict[str, Any], ...] = ()

    @classmethod
    def editing(
        cls,
        reply: dict[str, Any],
        thought: str | None = None,
        arguments: Mapping[int, dict[str, Any] | str] | None = None,
    ) -> ReplyChange:
        """The recorded `reply` (a chat.completion, or a Responses ``response``) with its thought replaced
        (None: kept; "": none) and tool call i's arguments replaced (a JSON object, or its text); a
        ValueError names what cannot be."""
        message = first_message(reply)
        calls = [copy.deepcopy(c) for c in message.get("tool_calls") or []]
        for index, value in (arguments or {}).items():
            if not 0 <= index < len(calls):
                raise ValueError(f"The reply has {len(calls)} tool call(s); there is no call {index + 1} to edit.")
            calls[index].setdefault("function", {})["arguments"] = _arguments_text(value, index)
        content = message.get("content") if thought is None else (thought or None)
        return cls(content if isinstance(content, str) or content is None else str(content), tuple(calls))

    def check(self, request: dict[str, Any]) -> None:
        """A ValueError naming each call that the recorded `request`'s tools do not allow (a tool it does not
        offer, arguments that do not fit its parameters), before any agent gets it."""
        offered = {name: params for name, params in _offered(request)}
        for index, call in enumerate(self.tool_calls):
            function = call.get("function") or {}
            name = str(function.get("name") or "")
            if name not in offered:
                names = ", ".join(sorted(offered)) or "none"
                raise ValueError(f"Tool call {index + 1}: the request offers no tool {name!r}; offered: {names}.")
            try:
                arguments = json.loads(str(function.get("arguments") or "{}"))
            except ValueError as exc:
                raise ValueError(f"Tool call {index + 1} ({name}): the arguments are not JSON ({exc}).") from None
            wrong = problems(offered[name], arguments)
            if wrong:
                raise ValueError(f"Tool call {index + 1} ({name}): " + "; ".join(wrong) + ".")

    def applied_to(self, reply: dict[str, Any]) -> dict[str, Any]:
        """The recorded chat.completion with this message in its first choice (id, model and usage kept,
        so the agent reads a reply of the same shape); its finish reason follows the calls."""
        changed = copy.deepcopy(reply)
        choices = changed.setdefault("choices", [{"index": 0}]) or [{"index": 0}]
        changed["choices"] = choices
        message: dict[str, Any] = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = [copy.deepcopy(c) for c in self.tool_calls]
        choices[0] = {**choices[0], "message": message, "finish_reason": "tool_calls" if self.tool_calls else "stop"}
        return changed


@dataclass(frozen=True)
class Divergence:
    """Where the re-run left the tape: its call number (1 is the first), the request's field, a short diff,
    and whether the person's change at call k was dropped because of it. An MCP tool call that left the tape
    (react_core.endpoint.tape_mcp) names its number among the MCP calls and its tool; `call` is then the
    first model call that goes live because of it."""

    call: int
    field: str
    diff: str
    change_dropped: bool = False
    mcp_call: int = 0  # 0: a model call diverged
    tool: str = ""

    def __str__(self) -> str:
        dropped = "; the change was not applied" if self.change_dropped else ""
        if self.mcp_call:
            return (
                f"MCP call {self.mcp_call} ({self.tool}) differs from the recording ({self.diff}): from there on "
                f"every call is live, the model's and the MCP servers'{dropped}."
            )
        return f"Call {self.call} differs from the recording ({self.diff}): from there on the model answers, live{dropped}."


@dataclass(frozen=True)
class TapeAnswer:
    """The answer to one call: its number, who answers, the recorded reply (as the agent got it, in its
    API's shape) and the person's change for a changed call, and the divergence found at this call, if it
    is the one where the re-run left the tape. A live call has no reply: the model is asked."""

    call: int
    source: Source
    recorded: dict[str, Any] | None = None
    change: ReplyChange | None = None
    divergence: Divergence | None = None

    @property
    def reply(self) -> dict[str, Any] | None:
        """The chat.completion the agent gets (the endpoint applies a change to its own reply object, so
        the Responses API's replies are changed the same way)."""
        if self.recorded is None:
            return None
        return self.change.applied_to(self.recorded) if self.change is not None else copy.deepcopy(self.recorded)


class Tape:
    """A recording answering a re-run from call `change_at` (1 is the first call) with `change` there.

    Without a change, call `change_at` is the first live one (e.g. to sample again from there), and it
    may be one past the recording's last call (the whole recording served, then live)."""

    def __init__(self, calls: Sequence[TapedCall], change_at: int, change: ReplyChange | None = None) -> None:
        last = len(calls) if change is not None else len(calls) + 1
        if not 1 <= change_at <= last:
            raise ValueError(
                f"The recording has {len(calls)} call(s); a re-run can change call 1 to {len(calls)}"
                + (f", or go live from call {len(calls) + 1}." if change is None else ".")
            )
        self.calls = tuple(calls)
        self.change_at = change_at
        self.change = change
        self.answers: list[TapeAnswer] = []  # one per call of the re-run so far, in order
        self._recorded_ids: dict[str, str] = {}  # a taped reply's id in the re-run -> its id in the recording
        self._left: Divergence | None = None  # the re-run left the tape at an MCP call (tape_mcp)
        self._lock = threading.Lock()

    def served_as(self, recorded_id: str, new_id: str) -> None:
        """A taped reply went to the agent under a new id (the Responses API names each response afresh):
        a later request naming it (``previous_response_id``) is compared as naming the recorded one."""
        with self._lock:
            self._recorded_ids[new_id] = recorded_id

    @property
    def divergence(self) -> Divergence | None:
        return next((a.divergence for a in self.answers if a.divergence is not None), self._left)

    def leave(self, divergence: Divergence) -> None:
        """The re-run left the tape between model calls (an MCP call that differs): every later call is live."""
        with self._lock:
            if self.divergence is None:
                self._left = divergence

    def answer(self, body: dict[str, Any], api: str = CHAT, left: Divergence | None = None) -> TapeAnswer:
        """Who answers the re-run's next call, whose request body (as the agent sent it) is `body`. `left`: the
        re-run left the tape just before this call for a reason the request does not show (an MCP call of
        the recording it did not make, tape_mcp): this call is live, and the divergence is its."""
        with self._lock:
            number = len(self.answers) + 1
            found = self._answer(number, body, api)
            if left is not None and found.divergence is None and number <= self.change_at and self.divergence is None:
                found = TapeAnswer(number, Source.LIVE, divergence=left)
            self.answers.append(found)
            return found

    def _answer(self, number: int, body: dict[str, Any], api: str) -> TapeAnswer:
        if number > self.change_at or self.divergence is not None:
            return TapeAnswer(number, Source.LIVE)
        if number > len(self.calls):  # only when no change: the recording served whole, live from here
            return TapeAnswer(number, Source.LIVE)
        recorded = self.calls[number - 1]
        previous = body.get("previous_response_id")
        if isinstance(previous, str) and previous in self._recorded_ids:
            body = {**body, "previous_response_id": self._recorded_ids[previous]}
        differs = self._differs(recorded, body, api)
        if differs is not None:
            field, diff = differs
            dropped = number == self.change_at and self.change is not None
            return TapeAnswer(number, Source.LIVE, divergence=Divergence(number, field, diff, dropped))
        if number < self.change_at:
            return TapeAnswer(number, Source.TAPE, copy.deepcopy(recorded.reply))
        if self.change is None:
            return TapeAnswer(number, Source.LIVE)
        return TapeAnswer(number, Source.CHANGED, copy.deepcopy(recorded.reply), self.change)

    @staticmethod
    def _differs(recorded: TapedCall, body: dict[str, Any], api: str) -> tuple[str, str] | None:
        if recorded.api != api:
            return "api", f"the agent called {api}, the recording {recorded.api}"
        found = difference(recorded.request, body)
        return (found.field, found.diff) if found is not None else None


def first_message(reply: dict[str, Any]) -> dict[str, Any]:
    """A recorded reply's message in chat's shape ({} if it has none): a chat.completion's first choice's,
    or a Responses API ``response``'s output (its text, its function calls as tool calls)."""
    if reply.get("object") == "response":
        return _response_message(reply)
    choices = reply.get("choices") or [{}]
    message = choices[0].get("message") if isinstance(choices[0], dict) else None
    return message if isinstance(message, dict) else {}


def _response_message(reply: dict[str, Any]) -> dict[str, Any]:
    texts: list[str] = []
    calls: list[dict[str, Any]] = []
    for item in reply.get("output") or []:
        if not isinstance(item, dict):
            continue
        if item.get("type") == "message":
            texts += [str(p.get("text", "")) for p in item.get("content") or [] if isinstance(p, dict)]
        elif item.get("type") == "function_call":
            function = {"name": str(item.get("name") or ""), "arguments": str(item.get("arguments") or "{}")}
            calls.append({"id": str(item.get("call_id") or ""), "type": "function", "function": function})
    message: dict[str, Any] = {"role": "assistant", "content": "".join(texts) or None}
    if calls:
        message["tool_calls"] = calls
    return message


def _offered(request: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The function tools a request offers, (name, parameters) each, chat's shape or the Responses API's."""
    found = []
    for tool in request.get("tools") or []:
        if not isinstance(tool, dict):
            continue
        inner = tool.get("function")
        function: dict[str, Any] = inner if isinstance(inner, dict) else tool
        if function.get("name"):
            found.append((str(function["name"]), dict(function.get("parameters") or {})))
    return found


def _arguments_text(value: dict[str, Any] | str, index: int) -> str:
    """Tool call arguments as the API carries them: a JSON object's text."""
    if isinstance(value, str):
        try:
            parsed = json.loads(value)
        except ValueError as exc:
            raise ValueError(f"Tool call {index + 1}'s arguments are not valid JSON ({exc}).") from None
    else:
        parsed = value
    if not isinstance(parsed, dict):
        raise ValueError(f'Tool call {index + 1}\'s arguments must be a JSON object, like {{"city": "Paris"}}.')
    return json.dumps(parsed, ensure_ascii=False)
