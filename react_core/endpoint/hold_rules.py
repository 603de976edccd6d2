"""When a reply is held before the agent sees it: the breakpoints of a run of a person's agent.

Besides Run until's conditions (react_core.engine.breakpoints: an action's or observation's text, a
flag, step N, tokens past N), two that only a live agent has: "before every call" and "when it calls
tool X". A condition is checked on the reply the model proposed, with the observations the request
brought, as Run until checks a held action: so the person sees it before the agent's code acts on it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from react_core.endpoint.chat_reply import ChatReply
from react_core.engine.breakpoints import (
    ActionMatches,
    Condition,
    FlagFires,
    ObservationMatches,
    StepReached,
    TokensPass,
    parse_conditions,
)
from react_core.trajectory.flags import Flag
from react_core.trajectory.steps import Step, StepKind
from react_core.trajectory.trajectory import Trajectory

DEFAULT_HOLD_S = 300.0  # five minutes: time to read a reply and change it; then it goes as the model wrote it
FlagsOf = Callable[[Trajectory], Sequence[Flag]]


@dataclass(frozen=True)
class HoldRules:
    """A run's breakpoints; any one holds a reply. `timeout_s`: how long a held reply waits for a person."""

    every_call: bool = False
    tools: frozenset[str] = frozenset()
    conditions: tuple[Condition, ...] = ()
    timeout_s: float = DEFAULT_HOLD_S
    # An MCP tool call that may change things (its server does not mark it read-only) waits for a person's
    # yes unless the run allows the tool (`mcp_allowed`) or the proxy was started with --allow-tool for it.
    mcp_writes: bool = True
    mcp_allowed: frozenset[str] = frozenset()
    flags_of: FlagsOf | None = field(default=None, compare=False, repr=False)

    @classmethod
    def parse(cls, texts: Sequence[str], timeout_s: float = DEFAULT_HOLD_S) -> HoldRules:
        """From text: "every", "tool:NAME", "mcp-writes" (the default: MCP tools that may change things wait
        for a yes) and Run until's (`action:Finish[`, `step:3`...); BreakpointError if not one."""
        every = any(t.strip().lower() in ("every", "every-call", "all") for t in texts)
        tools = frozenset(t.split(":", 1)[1].strip() for t in texts if t.strip().lower().startswith("tool:"))
        own = ("every", "every-call", "all", "mcp-writes")
        rest = [t for t in texts if t.strip().lower() not in own and not t.strip().lower().startswith("tool:")]
        return cls(every, tools, parse_conditions(rest), timeout_s)

    def why_mcp(self, tool: str, read_only: bool, allowed: bool = False) -> str | None:
        """Why an MCP tool call the proxy asks to make is held, or None; `allowed`: by the proxy's --allow-tool."""
        if self.every_call:
            return "held before every call"
        if tool in self.tools:
            return f"held: the agent calls {tool}"
        if self.mcp_writes and not read_only and not allowed and tool not in self.mcp_allowed:
            return f"held: {tool} may change things (the MCP server does not mark it read-only)"
        return None

    @property
    def active(self) -> bool:
        return self.every_call or bool(self.tools) or bool(self.conditions)

    def describe(self) -> str:
        parts = ["before every call"] if self.every_call else []
        parts += [f"when it calls {name}" for name in sorted(self.tools)]
        parts += [c.describe() for c in self.conditions]
        return " or ".join(parts) or "never"

    def why(
        self, trajectory: Trajectory, proposal: ChatReply, observations: list[Step], proposed: Trajectory | None
    ) -> str | None:
        """The sentence saying why `proposal` is held, or None. `proposed`: the trajectory with the
        proposal written (for flags), None when no flag condition is set."""
        if self.every_call:
            return "held before every call"
        names = [str((c.get("function") or {}).get("name")) for c in proposal.tool_calls]
        for name in names:
            if name in self.tools:
                return f"held: the model calls {name}"
        actions = _action_texts(proposal)
        number = len(trajectory.calls_of()) + 1  # on this branch (a re-run records on a branch of its own)
        totals = trajectory.totals()
        tokens = totals["tokens_in"] + totals["tokens_out"] + proposal.tokens_in + proposal.tokens_out
        for condition in self.conditions:
            if isinstance(condition, ActionMatches):
                hit = next((a for a in actions if condition.matches(a)), None)
                if hit is not None:
                    return f"held: {condition.describe()} ({hit[:120]})"
            elif isinstance(condition, ObservationMatches):
                seen = next(
                    (s.text for s in observations if s.kind == StepKind.OBSERVATION and condition.matches(s.text)), None
                )
                if seen is not None:
                    return f"held: {condition.describe()} ({seen[:120]})"
            elif isinstance(condition, StepReached) and number == condition.number:
                return f"held: call {number} is reached"
            elif isinstance(condition, TokensPass) and tokens > condition.limit:
                return f"held: {condition.describe()} ({tokens:,} so far)"
        return self._flag(trajectory, proposed)

    def wants_flags(self) -> bool:
        return any(isinstance(c, FlagFires) for c in self.conditions) and self.flags_of is not None

    def _flag(self, before: Trajectory, proposed: Trajectory | None) -> str | None:
        if proposed is None or not self.wants_flags():
            return None
        assert self.flags_of is not None
        try:
            seen = {(f.kind, f.position) for f in self.flags_of(before)}
            flags = list(self.flags_of(proposed))
        except (ValueError, LookupError):
            return None  # the agent's tools are not a family the flags know: no flag holds
        for flag in flags:
            if (flag.kind, flag.position) in seen:
                continue
            for condition in self.conditions:
                if isinstance(condition, FlagFires) and (not condition.kinds or flag.kind in condition.kinds):
                    return f"held: a flag fires: {flag.label or flag.kind} ({flag.reason})"
        return None


def _action_texts(reply: ChatReply) -> list[str]:
    """The proposal's actions as the trajectory writes them: name[{arguments}], or Finish[text]."""
    if not reply.tool_calls:
        return [f"Finish[{(reply.content or '').strip()}]"]
    texts = []
    for call in reply.tool_calls:
        function = call.get("function") or {}
        texts.append(f"{function.get('name')}[{function.get('arguments', '')}]")
    return texts
