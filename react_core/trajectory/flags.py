"""A flag: one reason to look at one step of a branch, and the claim a grounding rule found unbacked.

The flag rules (react_core.assist.diagnosis, and a family's own rules: `Family.flags` and
`Family.grounding` in react_core.environments.base) all speak these two small types, so a family's
package, or a user's plugin file, can build them without reaching up to the assist layer.
"""

from __future__ import annotations

from dataclasses import dataclass

# The workbench's own kinds and the words the Run page's cards show for them. A family's own rule
# may bring other kinds; they show their `label`, or the kind itself.
KINDS = {
    "loop": "loop",
    "empty_search": "search found nothing",
    "repeated_search": "searched before",
    "invalid_action": "invalid action",
    "unseen_object": "names an unseen object",
    "unsupported_answer": "answer not in any page read",
    "ungrounded": "claims what was not shown",
    "step_limit": "step limit near",
    "rule_failed": "flag rule failed",
}
# A family's own flag rule that failed (a plugin's flags() raised): a message about the rule, on the
# branch's last step, never about the agent, so "Steer here" passes it by.
RULE_FAILED = "rule_failed"


@dataclass(frozen=True)
class Flag:
    """One reason to look at one step: which rule, the step's index in the branch, and why."""

    kind: str  # a key of KINDS, or a family's own kind ("misread_lamp")
    position: int  # index in the branch's step list (what steering takes)
    reason: str  # one line, in plain words; outside text quoted as written (escape before showing)
    hint: str = ""  # a replacement thought built from the evidence, when the rule knows one
    # The card's short tag; "" takes KINDS' wording for the workbench's kinds, else the kind's words.
    label: str = ""

    def __post_init__(self) -> None:
        if not self.label:
            object.__setattr__(self, "label", KINDS.get(self.kind, self.kind.replace("_", " ")))


@dataclass(frozen=True)
class Ungrounded:
    """One claim the observations do not back: the evidence, and a thought built from it."""

    subject: str  # the object, figure, price or option claimed
    reason: str  # the evidence, one line
    hint: str  # a replacement thought a person can start from
