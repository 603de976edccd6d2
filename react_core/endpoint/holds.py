"""A held reply and what a person does with it, before the agent sees it.

The request's thread waits on the `Hold` (`wait`); a person (the Run page, the terminal, a test) answers
it from another thread: `send()` as the model wrote it, `edit(thought=..., tool_calls=...)` (calls
changed, added or removed; each call's arguments checked against the request's tools), `reply_with(...)`
the person's own reply, `reject(message)` (the agent gets the message as the reply's text and no call),
or `ask_again(model=..., temperature=...)` (the reply is asked again and held again). A hold nobody
answers within its limit goes as the model wrote it, with a note on the step.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from react_core.common.json_schema import problems
from react_core.endpoint.chat_reply import ChatReply
from react_core.models.config import ModelConfig
from react_core.trajectory.steps import Author

SEND, EDIT, REPLY, REJECT, ASK_AGAIN, TIMED_OUT = "send", "edit", "reply", "reject", "ask_again", "timed_out"


class HoldError(ValueError):
    """An answer to a hold that cannot be taken (a tool the request did not offer, arguments off its
    schema, a hold already answered); the message says what to fix. Nothing was decided."""


@dataclass(frozen=True)
class Decision:
    kind: str
    content: str | None = None
    tool_calls: tuple[dict[str, Any], ...] | None = None
    message: str = ""
    model: ModelConfig | None = None
    temperature: float | None = None


@dataclass(eq=False)  # a hold is itself: found and removed by identity
class Hold:
    """One held reply: why it was held, what the model proposed, and the tools the request offered."""

    reason: str
    proposal: ChatReply
    tools: list[dict[str, Any]]
    timeout_s: float
    kind: str = "model"  # "model": a model's reply; "mcp": an MCP tool call the proxy asks to make
    id: str = field(default_factory=lambda: uuid.uuid4().hex[:10])
    created_at: float = field(default_factory=time.time)
    asked_again: int = 0  # how many times the person asked again on this hold
    _decision: Decision | None = field(default=None, repr=False)
    _event: threading.Event = field(default_factory=threading.Event, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    # ----- what a person does ------------------------------------------------------------
    def send(self) -> None:
        self._decide(Decision(SEND))

    def edit(self, thought: str | None = None, tool_calls: list[dict[str, Any]] | None = None) -> None:
        """Change the thought (None: keep it) and/or the calls (None: keep them; [] removes them all)."""
        calls = None if tool_calls is None else tuple(self._checked(tool_calls))
        self._decide(Decision(EDIT, content=thought, tool_calls=calls))

    def reply_with(self, text: str | None = None, tool_calls: list[dict[str, Any]] | None = None) -> None:
        """The person's own reply in the model's place."""
        if not (text or "").strip() and not tool_calls:
            raise HoldError("Write the reply's text or at least one tool call.")
        self._decide(Decision(REPLY, content=text, tool_calls=tuple(self._checked(tool_calls or []))))

    def reject(self, message: str) -> None:
        """The agent gets `message` as the reply's text, with no call."""
        if not message.strip():
            raise HoldError("Say why the reply is rejected: the agent reads the message.")
        self._decide(Decision(REJECT, message=message.strip()))

    def ask_again(self, model: ModelConfig | None = None, temperature: float | None = None) -> None:
        """Ask the model again (another model, another temperature); the new reply is held again."""
        if self.kind == "mcp":
            raise HoldError(
                "This is an MCP tool call, not a model's reply: approve it, edit its arguments or reject it."
            )
        if temperature is not None and not 0.0 <= temperature <= 2.0:
            raise HoldError("A temperature is between 0 and 2.")
        self._decide(Decision(ASK_AGAIN, model=model, temperature=temperature))

    # ----- the request's side ------------------------------------------------------------
    @property
    def deadline(self) -> float:
        return self.created_at + self.timeout_s

    @property
    def pending(self) -> bool:
        return self._decision is None

    def wait(self) -> Decision:
        """The person's decision, or TIMED_OUT once the limit passes with none."""
        self._event.wait(max(0.0, self.deadline - time.time()))
        with self._lock:
            if self._decision is None:
                self._decision = Decision(TIMED_OUT)
            return self._decision

    def renew(self, proposal: ChatReply) -> None:
        """Held again after an ask again: the new proposal, a fresh limit, no decision yet."""
        with self._lock:
            self.proposal = proposal
            self.created_at = time.time()
            self.asked_again += 1
            self._decision = None
            self._event.clear()

    def _decide(self, decision: Decision) -> None:
        with self._lock:
            if self._decision is not None:
                raise HoldError("This reply was already answered (or its time ran out); it is on its way to the agent.")
            self._decision = decision
            self._event.set()

    def _checked(self, calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The person's calls in the API's shape, each checked against the request's tools."""
        offered = {str((t.get("function") or {}).get("name")): t["function"] for t in self.tools if t.get("function")}
        made = []
        for index, call in enumerate(calls):
            inner = call.get("function")
            function: dict[str, Any] = inner if isinstance(inner, dict) else call
            name = str(function.get("name") or "")
            arguments = function.get("arguments", {})
            if isinstance(arguments, str):
                try:
                    arguments = json.loads(arguments or "{}")
                except ValueError as exc:
                    raise HoldError(f"Call {index + 1} ({name}): the arguments are not JSON ({exc}).") from None
            if name not in offered:
                raise HoldError(
                    f"Call {index + 1}: the request offers no tool {name!r}; offered: {', '.join(sorted(offered)) or 'none'}."
                )
            wrong = problems(offered[name].get("parameters") or {}, arguments)
            if wrong:
                raise HoldError(f"Call {index + 1} ({name}): " + "; ".join(wrong) + ".")
            made.append(
                {
                    "id": str(call.get("id") or f"call_{uuid.uuid4().hex[:12]}"),
                    "type": "function",
                    "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)},
                }
            )
        return made


def applied(decision: Decision, proposal: ChatReply) -> tuple[ChatReply, Author, tuple[Author, ...], list[str]]:
    """The reply the agent gets for `decision` on `proposal`, the thought's and each call's author, notes."""
    model_calls = {c.get("id"): c for c in proposal.tool_calls}
    if decision.kind == TIMED_OUT:
        return proposal, Author.MODEL, (), ["held with no answer until the time limit; sent as the model wrote it"]
    if decision.kind == SEND:
        return proposal, Author.MODEL, (), ["held, then sent as the model wrote it"]
    if decision.kind == REJECT:
        reply = proposal.with_message(decision.message, [])
        return reply, Author.HUMAN_PLAY, (), [f"rejected by a person; the model had proposed: {_proposed(proposal)}"]
    if decision.kind == REPLY:
        calls = list(decision.tool_calls or ())
        reply = proposal.with_message(decision.content, calls)
        note = f"written by a person in the model's place; the model had proposed: {_proposed(proposal)}"
        return reply, Author.HUMAN_PLAY, tuple(Author.HUMAN_PLAY for _ in calls), [note]
    # EDIT
    content = proposal.content if decision.content is None else decision.content
    calls = list(proposal.tool_calls) if decision.tool_calls is None else list(decision.tool_calls)
    authors = []
    for call in calls:
        same = model_calls.get(call.get("id"))
        if same is None:
            authors.append(Author.HUMAN_INSERT)
        elif _arguments(same) == _arguments(call) and _name(same) == _name(call):
            authors.append(Author.MODEL)
        else:
            authors.append(Author.HUMAN_EDIT)
    thought_author = Author.MODEL if (content or "") == (proposal.content or "") else Author.HUMAN_EDIT
    removed = [c for c in proposal.tool_calls if c.get("id") not in {k.get("id") for k in calls}]
    notes = ["edited by a person before the agent saw it"]
    if removed:
        notes.append("calls removed: " + ", ".join(f"{_name(c)}({_arguments(c)})" for c in removed))
    if thought_author == Author.HUMAN_EDIT and proposal.content:
        notes.append(f"the model wrote: {proposal.content.strip()[:300]}")
    reply = (
        proposal.with_message(content, calls)
        if decision.content is not None or decision.tool_calls is not None
        else proposal
    )
    return reply, thought_author, tuple(authors), notes


def _proposed(reply: ChatReply) -> str:
    calls = ", ".join(f"{_name(c)}({_arguments(c)})" for c in reply.tool_calls)
    text = (reply.content or "").strip()[:200]
    return " ".join(p for p in (text, calls) if p) or "(an empty reply)"


def _name(call: dict[str, Any]) -> str:
    return str((call.get("function") or {}).get("name"))


def _arguments(call: dict[str, Any]) -> str:
    text = str((call.get("function") or {}).get("arguments") or "{}")
    try:
        return json.dumps(json.loads(text), sort_keys=True)
    except ValueError:
        return text
