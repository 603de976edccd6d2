"""What a branch runs with: the model, temperature and prompt set that wrote its steps.

A trajectory records the settings it started with (`Trajectory.model`). A person may resume any
branch from any step with another model ("what would the 0.5B have done from here?"): that makes a
new branch, forked at the step, whose `Branch.run_with` holds the new settings as a `RunWith`. It
applies to the branch's own steps from its fork point on, and to branches forked from it later
than that; everything else runs with what its parent ran with at the fork point, and the first
branch with the trajectory's own settings. `settings_at` answers "who wrote, or will write, the
step at this position", which is what the engine opens and the cards and diffs show.

Never a key: the base URL is stored without credentials (the caller strips them).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any

from react_core.trajectory.trajectory import Trajectory


@dataclass(frozen=True)
class RunWith:
    """Model settings for a branch's steps from position `at` on."""

    model: str  # the model's name as it answers, e.g. "gpt-4o-mini" or "embedded:qwen2.5-coder-0.5b"
    provider: str = "embedded"  # "embedded" | "openai-compatible"
    base_url: str | None = None  # an endpoint's address, without user name or password
    api_style: str = "auto"
    embedded_size: str | None = None  # "1.5b" | "0.5b" for the embedded model
    temperature: float = 0.0
    prompt_set: str = "project"
    at: int = 0  # the branch position the settings start at (its fork point)

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RunWith:
        return cls(**data)

    def same_model(self, other: RunWith) -> bool:
        """The same settings wherever they start."""
        return replace(self, at=0) == replace(other, at=0)

    def change_to(self, other: RunWith) -> str:
        """Only what differs from these settings to `other`, e.g. "temperature 0 → 0.7" when the
        model stays, or "model-a → model-b, temperature 0 → 0.7"."""
        parts = []
        # A trajectory's own settings record no API style or size (the embedded model's name says it).
        moved = self.provider != other.provider or (
            None not in (self.base_url, other.base_url) and (self.base_url != other.base_url)
        )
        if self.model != other.model:
            parts.append(f"{self.model} → {other.model}")
        elif moved:  # one name, another server
            parts.append(f"{self.model} at {self._where()} → at {other._where()}")
        if self.temperature != other.temperature:
            parts.append(f"temperature {self.temperature:g} → {other.temperature:g}")
        if self.prompt_set != other.prompt_set:
            parts.append(f"{self.prompt_set} → {other.prompt_set} prompts")
        return ", ".join(parts) or "the same settings"

    def _where(self) -> str:
        return "the embedded server" if self.provider == "embedded" else self.base_url or self.provider

    def label(self, prompts: bool = False) -> str:
        """ "qwen2.5-0.5b · T 0.7", with " · paper prompts" when `prompts`."""
        text = f"{self.model} · T {self.temperature:g}"
        return f"{text} · {self.prompt_set} prompts" if prompts else text


def own_settings(trajectory: Trajectory) -> RunWith:
    """The settings the trajectory started with, as a RunWith (for labels and comparisons)."""
    settings = trajectory.model
    return RunWith(
        model=str(settings.get("model") or "?"),
        provider=str(settings.get("provider") or "embedded"),
        base_url=settings.get("base_url"),
        temperature=float(settings.get("temperature") or 0.0),
        prompt_set=str(settings.get("prompt_set") or "project"),
    )


def switched_at(trajectory: Trajectory, branch_id: str, position: int) -> RunWith | None:
    """The RunWith that wrote (or will write) the step at `position` of the branch; None: the
    trajectory's own settings. `position` may be the branch's length: the next step."""
    branch = trajectory.branch(branch_id)
    seen: set[str] = set()
    while True:
        seen.add(branch.id)
        own = position >= branch.fork_at or branch.parent_id not in trajectory.branches
        if branch.run_with is not None and own:
            chosen = RunWith.from_dict(branch.run_with)
            if position >= chosen.at:
                return chosen
        parent = trajectory.branches.get(branch.parent_id or "")
        if parent is None or parent.id in seen:
            return None
        position = min(position, branch.fork_at)
        branch = parent


def settings_at(trajectory: Trajectory, branch_id: str, position: int) -> RunWith:
    """What wrote (or will write) the step at `position`: a branch's RunWith or the trajectory's own."""
    return switched_at(trajectory, branch_id, position) or own_settings(trajectory)


def switch_points(trajectory: Trajectory, branch_id: str) -> dict[int, RunWith]:
    """The positions of a branch where the settings change (from the trajectory's own or from the
    step before), each with the settings that start there."""
    branch = trajectory.branch(branch_id)
    points: dict[int, RunWith] = {}
    before = own_settings(trajectory)
    for position in range(len(branch.step_ids) + 1):
        now = settings_at(trajectory, branch_id, position)
        if not now.same_model(before):
            points[position] = now
        before = now
    return points


def first_difference(
    left: Trajectory, left_branch: str, right: Trajectory, right_branch: str
) -> tuple[int, RunWith, RunWith] | None:
    """The first position where two branches (of one trajectory or two) ran with different
    settings, with each side's settings there; None when they ran alike throughout."""
    length = max(len(left.branch(left_branch).step_ids), len(right.branch(right_branch).step_ids))
    for position in range(length + 1):
        a, b = settings_at(left, left_branch, position), settings_at(right, right_branch, position)
        if not a.same_model(b):
            return position, a, b
    return None
