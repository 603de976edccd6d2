"""What still holds after a person overrides an observation, said plainly for each kind of family.

An override (Steering's OverrideObservation) changes what the model reads, not what the environment
did: on replay the environment takes the action again and its state follows the real answer. The
card of an overridden observation shows `what_holds(family)` so nobody takes the override for a
change of the world.
"""

from __future__ import annotations

from react_core.environments.base import Family

GENERAL = "Only the agent reads this: the environment went on from what the action really did."


def what_holds(family: Family | None) -> str:
    """One sentence for the card of an overridden observation of `family` (None: one no longer loaded)."""
    if family is None:
        return GENERAL
    if family.style == "sparse":  # ALFWorld: a text game with its own state
        return (
            "Only the agent reads this: the game went on from what the action really did, so later "
            "observations come from the real game."
        )
    if family.style == "pages":  # WebShop: the page the site really showed
        return (
            "Only the agent reads this: the shop went on from the page the action really opened, so "
            "later clicks work on that page."
        )
    if family.wikipedia or family.answers_from_pages:  # Wikipedia, FEVER, your documents: search, lookup
        return (
            "Only the agent reads this: a later lookup[...] searches the page the environment really "
            "opened, not this text."
        )
    if family.tools:
        return "Only the agent reads this: the tool was not called again, and later calls do not see this result."
    return GENERAL
