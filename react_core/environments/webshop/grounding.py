"""WebShop's grounding rule: a thought that names a product id, a price or an option the pages do not show.

`shop_claims` reads one thought against the pages the agent was shown (shop_state.ShopView, read
from the observations) and returns the evidence when they disagree; it stays quiet when unsure.
The rule: a product id no page has shown; a "$" price no page nor the instruction has shown, or
one (not the instruction's limit) that differs from the price shown for the product the sentence
names (or the open item page's); an option in quotes, in a sentence that says "option", that no
option line of the open item page offers (a word of the product's title is no option:
"'non comedogenic'" led to click[non comedogenic], "Invalid action!").

`ShopGrounding` is the family's `Family.grounding` hook (react_core.environments.base.Grounding).
"""

from __future__ import annotations

import re

from react_core.environments.webshop.shop_state import ASIN, ShopView, prices_in
from react_core.scoring.statements import NEGATION, QUOTED, statements
from react_core.trajectory.flags import Ungrounded

_SINGLE_QUOTED = re.compile(r"(?:(?<=\s)|^)'([^']{1,60})'(?=[\s,.;:)]|$)")


def shop_claims(thought: str, shop: ShopView) -> list[Ungrounded]:
    """Product ids, prices and options a thought names that the pages do not back."""
    found: list[Ungrounded] = []
    for asin in dict.fromkeys(ASIN.findall(thought)):
        if asin not in shop.seen:
            found.append(
                Ungrounded(
                    asin,
                    f"Names {asin}, which no page so far has shown.",
                    f"No page has shown {asin}. Next, I need to choose a product the results list.",
                )
            )
    for sentence in statements(thought):
        if NEGATION.search(sentence):
            continue
        found += _price_claims(sentence, shop) + _option_claims(sentence, shop)
    return found


def _price_claims(sentence: str, shop: ShopView) -> list[Ungrounded]:
    named = list(dict.fromkeys(ASIN.findall(sentence)))
    product = named[0] if len(named) == 1 else (shop.item if not named else None)
    shown = shop.prices.get(product, set()) if product else set()
    found = []
    for price in sorted(prices_in(sentence)):
        tag = f"${price:.2f}"
        if price not in shop.shown_prices():
            why = f"Names the price {tag}, which no page so far has shown."
        elif shown and price not in shown and price not in shop.budget():  # "less than $50": the limit
            why = f"Names {tag} for {product}, but its page shows {', '.join(f'${p:.2f}' for p in sorted(shown))}."
        else:
            continue
        found.append(Ungrounded(tag, why, f"The page does not show {tag}. Next, I need to read the price on the page."))
    return found


def _option_claims(sentence: str, shop: ShopView) -> list[Ungrounded]:
    if not shop.options or "option" not in sentence.lower():
        return []
    offered = {_unquoted(value) for values in shop.options.values() for value in values}
    found: list[Ungrounded] = []
    # Double quotes inside a single-quoted option are inch marks ('28" x 28"'), not quotes: read
    # them only outside the single-quoted options.
    quoted_names = _SINGLE_QUOTED.findall(sentence) + QUOTED.findall(_SINGLE_QUOTED.sub(" ", sentence))
    for quoted in quoted_names:
        value = " ".join(quoted.lower().split())
        # Claimed as an option, so the option lines decide (a word of the title is no option);
        # "size 8.5" for "8.5" or "8 ounce" for "8 ounce (pack of 1)" passes, and 28 x 28 for 28" x 28".
        bare = _unquoted(value)
        if any(u.subject == value for u in found):  # named twice: one flag
            continue
        if not any(_within(bare, option) or _within(option, bare) for option in offered):
            lines = "; ".join(f"{name}: {', '.join(values)}" for name, values in shop.options.items())
            found.append(
                Ungrounded(
                    value,
                    f"Names the option '{value}', but the page offers {lines}.",
                    f"This product does not offer '{value}' ({lines}). Next, I need to choose "
                    f"an offered option or go back to the results.",
                )
            )
    return found


def _unquoted(text: str) -> str:
    """An option without its inch marks and quotes: '28" x 28"' and "28 x 28" are one size."""
    return " ".join(re.sub(r"[\"“”]", " ", text).split())


def _within(part: str, whole: str) -> bool:
    """`part`'s words run in `whole`'s words ("8.5" in "size 8.5"; "large" is not in "x-large")."""
    words, inside = part.split(), whole.split()
    return any(inside[i : i + len(words)] == words for i in range(len(inside) - len(words) + 1))


class ShopGrounding:
    """What a WebShop branch has shown (its pages), as the grounding rule reads it."""

    def __init__(self, task: str, opening: str) -> None:
        self.shop = ShopView(instruction=task)  # the instruction's numbers are its budget

    def read(self, action: str, observation: str) -> None:
        self.shop.read(action, observation)

    def claims(self, thought: str, unseen: set[str]) -> list[Ungrounded]:
        return shop_claims(thought, self.shop)

    def unseen(self, ref: str) -> tuple[str, str]:
        return "", ""  # a shop has no places to list: the reason stands alone, with no hint
