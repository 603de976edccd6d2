"""What a trajectory is made of: a `Step` (a thought, action or observation, with its `Author`), the `ModelCall`
behind a model's step, and a `Branch` (an ordered list of step ids and how it ended, with its `Outcome`).

Steps are immutable once written; the `Trajectory` (react_core.trajectory.trajectory) keeps them in one pool
keyed by id, and its branches share the ids of the steps before a fork.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class StepKind(str, Enum):
    THOUGHT = "thought"
    ACTION = "action"
    OBSERVATION = "observation"


class Author(str, Enum):
    MODEL = "model"
    HUMAN_EDIT = "human_edit"
    HUMAN_INSERT = "human_insert"
    HUMAN_PLAY = "human_play"  # written by a person playing the agent's part ("Play it yourself")
    HUMAN_OVERRIDE = "human_override"  # an observation a person wrote in the environment's place
    ENVIRONMENT = "environment"
    ENGINE = "engine"  # e.g. the forced finish at the step limit


# The steps a person wrote: training data counts their branches as steered, and every view marks them.
BY_A_PERSON = frozenset({Author.HUMAN_EDIT, Author.HUMAN_INSERT, Author.HUMAN_PLAY, Author.HUMAN_OVERRIDE})


class Outcome(str, Enum):
    ANSWERED = "answered"
    STEP_LIMIT = "step_limit"
    ERROR = "error"


def new_id() -> str:
    return uuid.uuid4().hex[:12]


@dataclass
class ModelCall:
    """One request to the model and what came back, kept whole for inspection."""

    prompt: str
    raw_output: str
    model: str
    purpose: str = "step"  # "step", "action_only" (re-ask), "samples"
    samples: list[str] = field(default_factory=list)  # all n texts when n > 1
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    cache_hit: bool = False
    cost_usd: float | None = None
    temperature: float = 0.0
    original_latency_s: float | None = None  # a cache hit: what the call took when first made
    id: str = field(default_factory=new_id)
    created_at: float = field(default_factory=time.time)
    # What the card's Prompt panel shows beside `prompt` (ui/run_view/call_view.py); None in files written
    # before they were recorded. `request`: the settings the method asked with (stop, max_tokens,
    # temperature, n, seed, end_after_line, choices). `sent`: the body the backend sent, prompt left
    # out (see ModelReply.sent). `finish_reason`: "stop", or "length" when max_tokens cut the reply.
    request: dict[str, Any] | None = None
    sent: dict[str, Any] | None = None
    finish_reason: str | None = None
    context_tokens: int | None = None
    # A call whose reply was set aside for another (a re-ask held to the schema, or asked again by the
    # repeat aid): the first step its unit wrote, so the branch's tokens, time and cost count it (`totals`).
    set_aside_for: str | None = None


CALL_RECORD = ("request", "sent", "finish_reason", "context_tokens", "set_aside_for")  # absent when unknown


def set_aside_by_step(calls: Iterable[ModelCall]) -> dict[str, list[ModelCall]]:
    """The calls whose replies a re-ask replaced, by the step they were asked for, in the order they were made."""
    found: dict[str, list[ModelCall]] = {}
    for call in sorted(calls, key=lambda c: c.created_at):
        if call.set_aside_for:
            found.setdefault(call.set_aside_for, []).append(call)
    return found


@dataclass
class Step:
    """One thought, action or observation. Never mutated after it is written."""

    kind: StepKind
    text: str
    author: Author
    call_id: str | None = None  # the ModelCall this step came from
    notes: list[str] = field(default_factory=list)  # parse oddities, forced moves, replay mismatches
    replaces: str | None = None  # id of the step this one edits or replaces
    info: dict[str, Any] = field(default_factory=dict)
    id: str = field(default_factory=new_id)
    created_at: float = field(default_factory=time.time)
    # A tool-call agent's action as the model API had it (react_core.prompting.tool_calls):
    # {"name": tool, "arguments": a JSON object's text, "id": the call's id}; `text` keeps the
    # family's own action text (Search[x]) for the environment, scoring, flags and every view.
    # None for text methods' actions, and absent from their files.
    tool_call: dict[str, str] | None = None


def answered_actions(steps: list[Step]) -> list[tuple[Step, Step]]:
    """Each action with the observation that answered it, in order. An action not answered (yet, or before another
    action) is left out, as is an observation no action asked for."""
    pairs: list[tuple[Step, Step]] = []
    action: Step | None = None
    for step in steps:
        if step.kind == StepKind.ACTION:
            action = step
        elif step.kind == StepKind.OBSERVATION and action is not None:
            pairs.append((action, step))
            action = None
    return pairs


def last_observation(steps: list[Step]) -> Step | None:
    """The last observation among `steps` (where the agent is now), None before the first."""
    return next((s for s in reversed(steps) if s.kind == StepKind.OBSERVATION), None)


@dataclass
class Branch:
    """An ordered list of steps plus how it ended. `fork_at` steps are shared with the parent."""

    step_ids: list[str]
    name: str = "main"
    parent_id: str | None = None
    fork_at: int = 0
    change: str = ""  # what the human changed to create this branch
    outcome: Outcome | None = None
    answer: str | None = None
    success: bool | None = None  # the environment's own verdict (ALFWorld won flag)
    bad_calls: int = 0
    error: str | None = None
    id: str = field(default_factory=new_id)
    created_at: float = field(default_factory=time.time)
    # "Try N times" (react_core.assist.effect): a sampled continuation is marked with `trial`
    # ({"of": edited branch id, "arm": "edited" | "original", "index": 1.., "n": N, ...}) so lists
    # can group it; the edited branch keeps the measurement's summary in `effect`.
    trial: dict[str, Any] | None = None
    effect: dict[str, Any] | None = None
    # Resumed with another model, temperature or prompt set from its fork point on
    # (react_core.trajectory.run_with.RunWith as a dict); None: what its parent ran with.
    run_with: dict[str, Any] | None = None

    @property
    def finished(self) -> bool:
        return self.outcome is not None
