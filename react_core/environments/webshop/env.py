"""WebShop in text mode as a react_core Environment, with the paper's action space.

Actions (as in the ReAct paper's WebShop runs):
- ``search[query]`` on the search page: BM25 results, 10 a page, at most 50 in all;
- ``click[button]`` where the button is on the current page: a product id on a results page
  (any case; any of the page's ten, though the page prints three), ``Back to Search``, an option
  value on a product page (answered "You have clicked X."), ``Description`` / ``Features`` /
  ``Reviews`` and ``< Prev`` back from them, ``< Prev`` from a product to its results, ``Buy Now``;
  ``Next >`` is printed on a results page but answers "Invalid action!", as in the paper's
  notebook (its "ad hoc page limitation": every run saw page 1 only);
- ``think[...]`` answered "OK." (ReAct's thoughts, which leave the shop untouched).
Anything else, or a button not on the page, answers "Invalid action!" and changes nothing.
Button names are matched case-insensitively, as the original lower-cases click arguments.

``click[Buy Now]`` ends the episode: `info["reward"]` holds WebShop's score in [0, 1],
`info["purchased"]` the product and options bought, and `success` is (score == 1.0).
The shop is deterministic, so `replay` steps for real and notes any difference from the
record in `info["replay_mismatch"]`. `MAX_STEPS` is the paper's limit; the agent loop, not the
environment, enforces it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from react_core.common.paths import subdir
from react_core.data.webshop.model import Catalogue, Goal, Product
from react_core.data.webshop.tasks import catalogue_for, goal_of
from react_core.environments.base import StepResult
from react_core.environments.webshop import pages
from react_core.environments.webshop.asked import asked_options
from react_core.environments.webshop.reward import score_purchase
from react_core.environments.webshop.search import Progress, SearchIndex, page_of
from react_core.trajectory.task import Task

MAX_STEPS = 15
INVALID = "Invalid action!"
THINK_REPLY = "OK."
_ACTION = re.compile(r"^\s*(\w+)\s*\[(.*)\]\s*$", re.DOTALL)
_indexes: dict[int, SearchIndex] = {}


def parse_action(text: str) -> tuple[str, str] | None:
    """``name[argument]`` -> (lower-case name, argument stripped); None for any other shape."""
    match = _ACTION.match(text)
    if not match:
        return None
    return match.group(1).lower(), match.group(2).strip()


def index_for(catalogue: Catalogue, progress: Progress | None = None) -> SearchIndex:
    """One search index per catalogue object, built on first use: in memory for the bundled
    shop, in a file under REACT_HOME/webshop/ (built once, reopened) for official catalogues.
    `progress(fraction, text)` hears how a file's build goes (the app's Data page)."""
    key = id(catalogue)
    if key not in _indexes or _indexes[key].catalogue is not catalogue:
        _indexes[key] = SearchIndex(catalogue, index_path(catalogue), progress)
    return _indexes[key]


def index_path(catalogue: Catalogue) -> Path | None:
    """The file an official catalogue's index is kept in; None for the bundled shop (in memory)."""
    return subdir("webshop") / f"index-porter-{catalogue.cache_key}.sqlite" if catalogue.cache_key else None


@dataclass
class _Session:
    """Where the shopper is: which page, the last search and the product being looked at."""

    page: str = "search"  # search | results | item | sub | done
    query: str = ""
    results: list[str] = field(default_factory=list)
    page_num: int = 1
    asin: str | None = None
    options: dict[str, str] = field(default_factory=dict)
    sub_page: str | None = None
    reward: float | None = None


class WebShopEnv:
    """One shopping episode at a time. Pass a catalogue to override the task's own."""

    name = "webshop"

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self._fixed_catalogue = catalogue
        self.catalogue: Catalogue | None = catalogue
        self.goal: Goal | None = None
        self.session = _Session()
        self.steps_taken = 0

    # -- Environment protocol -------------------------------------------------------------

    def reset(self, task: Task) -> str:
        self.catalogue = self._fixed_catalogue or catalogue_for(task)
        self.goal = goal_of(task)
        self.session = _Session()
        self.steps_taken = 0
        return self.observation()

    def step(self, action: str) -> StepResult:
        self.steps_taken += 1
        if self.goal is None:
            return StepResult("Invalid action! No episode is running; reset with a task first.", info={"invalid": True})
        if self.session.page == "done":
            return self._result(INVALID, invalid=True)
        parsed = parse_action(action)
        if parsed is None:
            return self._result(INVALID, invalid=True)
        name, argument = parsed
        if name == "think":
            return self._result(THINK_REPLY)
        if name == "search" and argument and self.session.page == "search":
            return self._search(argument)
        if name == "click" and argument:
            return self._click(argument)
        return self._result(INVALID, invalid=True)

    def replay(self, action: str, recorded: str) -> StepResult:
        result = self.step(action)
        if result.observation.strip() != recorded.strip():
            result.info["replay_mismatch"] = {"recorded": recorded, "observed": result.observation}
        return result

    # -- the pages ------------------------------------------------------------------------

    def observation(self) -> str:
        """The current page's text."""
        s = self.session
        if s.page == "search":
            return pages.search_page(self._goal().instruction)
        if s.page == "results":
            shown = [self._product_of(a) for a in page_of(s.results, s.page_num)]
            return pages.results_page(shown, s.page_num, len(s.results))
        if s.page == "item":
            return pages.item_page(self._product(), s.options)
        if s.page == "sub":
            assert s.sub_page is not None, "a sub page opens by clicking one of pages.SUB_PAGES"
            return pages.sub_page(self._product(), s.sub_page)
        return pages.done_page(s.reward or 0.0)

    def clickables(self) -> list[str]:
        """The buttons ``click[...]`` accepts on the current page, as the page shows them."""
        s = self.session
        if s.page == "results":
            return [pages.BACK_TO_SEARCH, *page_of(s.results, s.page_num)]
        if s.page == "item":
            values = [v for vs in self._product().options.values() for v in vs]
            return [pages.BACK_TO_SEARCH, pages.PREV_PAGE, *values, *pages.SUB_PAGES, pages.BUY_NOW]
        if s.page == "sub":
            return [pages.BACK_TO_SEARCH, pages.PREV_PAGE]
        return []

    # -- actions --------------------------------------------------------------------------

    def _search(self, query: str) -> StepResult:
        self.session = _Session(
            page="results", query=query, results=index_for(self._catalogue()).search(query), page_num=1
        )
        return self._result(self.observation())

    def _click(self, argument: str) -> StepResult:
        wanted = argument.lower()
        button = next((b for b in self.clickables() if b.lower() == wanted), None)
        if button is None:
            return self._result(INVALID, invalid=True)
        s = self.session
        if button == pages.BACK_TO_SEARCH:
            self.session = _Session()
        elif button == pages.PREV_PAGE:
            if s.page == "item":
                s.page, s.asin, s.options = "results", None, {}
            else:
                s.page, s.sub_page = "item", None
        elif button == pages.BUY_NOW:
            return self._buy()
        elif button in pages.SUB_PAGES and s.page == "item":
            s.page, s.sub_page = "sub", button
        elif s.page == "results":
            s.page, s.asin, s.options = "item", button, {}
        else:  # an option value on the item page: clickables() offered only the product's own values
            option = self._product().option_name_of(button)
            assert option is not None, f"{button!r} is not an option of the open product"
            s.options[option] = button
            return self._result(pages.option_clicked(button))
        return self._result(self.observation())

    def _buy(self) -> StepResult:
        product = self._product()
        reward = score_purchase(product, self.session.options, self._goal())
        self.session.page, self.session.reward = "done", reward.score
        options = dict(self.session.options)
        purchased = {"asin": product.asin, "options": options}
        info = {"reward": reward.score, "purchased": purchased, "reward_details": vars(reward).copy()}
        chosen = ", ".join(f"{k}: {v}" for k, v in options.items())
        answer = product.asin + (f" ({chosen})" if chosen else "")  # what was bought, as the trajectory's answer
        return StepResult(
            self.observation(), done=True, answer=answer, success=reward.score == 1.0, info=self._info(info)
        )

    # -- helpers --------------------------------------------------------------------------

    def _catalogue(self) -> Catalogue:
        if self.catalogue is None:
            raise RuntimeError("No episode is running; reset with a task first.")
        return self.catalogue

    def _goal(self) -> Goal:
        if self.goal is None:
            raise RuntimeError("No episode is running; reset with a task first.")
        return self.goal

    def _product_of(self, asin: str) -> Product:
        """A product the search returned or a results page offered, so the catalogue has it."""
        product = self._catalogue().get(asin)
        if product is None:
            raise KeyError(f"{asin} is not in the catalogue {self._catalogue().name}")
        return product

    def _product(self) -> Product:
        """The product open on an item page or one of its sub pages."""
        if self.session.asin is None:
            raise RuntimeError(f"No product is open on the {self.session.page} page.")
        return self._product_of(self.session.asin)

    def _info(self, extra: dict) -> dict:
        info = {"page": self.session.page, "clickables": self.clickables(), **extra}
        asked = self._asked() if self.session.page == "item" else {}
        moves = self._moves(asked)
        if moves:
            info["moves"] = moves
        if self.session.page == "item":
            # The product's options by kind, the kinds chosen so far and those the instruction names: the
            # repeat aid reads a second option of a kind (a 1.5B model clicking every size in turn), and a
            # Buy Now before a named kind is chosen, as wasted clicks (buttons.py).
            info["options"] = {kind: list(values) for kind, values in self._product().options.items()}
            info["chosen"] = dict(self.session.options)
            info["asked"] = asked
        return info

    def _asked(self) -> dict[str, str]:
        """The open product's options that the instruction names, by kind (`asked.asked_options`)."""
        return asked_options(self._goal().instruction, self._product().options)

    def _moves(self, asked: dict[str, str]) -> list[str]:
        """The buttons that move the task on, apart from navigation: a results page's products, a
        product page's options of the kinds not chosen yet and Buy Now (what the repeat aid may
        constrain a last try to). A second option of a kind chosen already only replaces the first.
        While a kind the instruction names (`asked`, by kind) is open, its named option is the move, not Buy Now."""
        s = self.session
        if s.page == "results":
            return list(page_of(s.results, s.page_num))
        if s.page == "item":
            named = [value for kind, value in asked.items() if kind not in s.options]
            if named:
                return named
            open_kinds = (vs for kind, vs in self._product().options.items() if kind not in s.options)
            return [*(v for vs in open_kinds for v in vs), pages.BUY_NOW]
        return []

    def _result(self, observation: str, invalid: bool = False) -> StepResult:
        done = self.session.page == "done"
        extra: dict[str, object] = {"invalid": True} if invalid else {}
        if done:
            extra["reward"] = self.session.reward
        return StepResult(
            observation, done=done, success=(self.session.reward == 1.0) if done else None, info=self._info(extra)
        )
