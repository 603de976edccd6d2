"""What a WebShop agent has been shown: the page it is on, each product's price, the options.

The grounding rule (react_core.assist.grounding) asks whether a thought's price, option or product id
is on the pages; this reads them from the observations (the layout of react_core.environments
.webshop.pages, the paper's): a results page lists "[B0...]", its title and "$12.49"; an item page
has option lines "size [medium][large]" and "Price: $12.49". "OK." (a think) and "You have
clicked x." (an option) leave the page as it was.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

ASIN = re.compile(r"\bB0[0-9A-Z]{8}\b")
_ASIN_LINE = re.compile(r"^\[(B0[0-9A-Z]{8})\]$")
_PRICE = re.compile(r"\$\s?(\d[\d,]*(?:\.\d+)?)")
_OPTION_LINE = re.compile(r"^(?P<name>[^\[\]]+?) (?P<values>(?:\[\[?[^\[\]]+\]?\])+)$")
_CLICK = re.compile(r"^click\[(.*)\]$", re.IGNORECASE)
_NOT_A_PAGE = ("ok.", "you have clicked", "invalid action")


def prices_in(text: str) -> set[float]:
    """Every "$12.49" of a text, as numbers."""
    return {float(p.replace(",", "")) for p in _PRICE.findall(text)}


@dataclass
class ShopView:
    """The pages an agent has seen, read one action and observation at a time."""

    instruction: str = ""
    page: str = ""  # the latest page shown
    item: str | None = None  # the product whose item page is open
    options: dict[str, list[str]] = field(default_factory=dict)  # the open item page's option lines
    prices: dict[str, set[float]] = field(default_factory=dict)  # product id -> prices shown for it
    seen: str = ""  # every page so far, for "shown anywhere"

    def read(self, action: str, observation: str) -> None:
        text = observation.strip()
        if not text or text.lower().startswith(_NOT_A_PAGE):
            return
        click = _CLICK.match(action.strip())
        chosen = click.group(1).strip() if click else ""
        self.page, self.seen = text, f"{self.seen}\n{text}"
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        price_line = next((line for line in lines if line.startswith("Price:")), None)
        if price_line is None:  # a results page, the search page or a sub-page
            self.item, self.options = None, {}
            self._read_results(lines)
            return
        if ASIN.fullmatch(chosen):
            self.item = chosen
        self.options = {
            m.group("name").strip().lower(): [
                v.strip("[]").lower() for v in re.findall(r"\[\[?[^\[\]]+\]?\]", m.group("values"))
            ]
            for m in map(_OPTION_LINE.match, lines)
            if m
        }
        if self.item:
            self.prices.setdefault(self.item, set()).update(prices_in(price_line))

    def budget(self) -> set[float]:
        """The numbers of the instruction ("lower than 50.00 dollars")."""
        return {float(n) for n in re.findall(r"\d+(?:\.\d+)?", self.instruction)}

    def shown_prices(self) -> set[float]:
        return prices_in(self.seen) | self.budget()

    def _read_results(self, lines: list[str]) -> None:
        current = None
        for line in lines:
            asin = _ASIN_LINE.match(line)
            if asin:
                current = asin.group(1)
            elif current and _PRICE.search(line):
                self.prices.setdefault(current, set()).update(prices_in(line))
                current = None
