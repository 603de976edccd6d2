"""The paper's Wikipedia environment: search[entity], lookup[keyword], finish[answer].

Observation strings follow the original ReAct code (wikienv.py):
- search hit: the page's first 5 sentences joined by spaces;
- search miss: ``Could not find X. Similar: ['A', 'B', ...].`` with up to 5 titles;
- lookup: ``(Result i / N) sentence`` for each sentence of the current page containing the
  keyword (case-insensitive), one per call, then ``No more results.`` (info ``no_result``, as for
  a lookup with no page open, so the repeat aid knows asking again gets nothing);
- finish: ``Episode finished.`` with the answer in `StepResult.answer`;
- anything else: ``Invalid action: <text>``.
As in the original, a failed search keeps the previous page open for lookups.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from react_core.data.pages import Page
from react_core.environments.base import StepResult
from react_core.environments.wikipedia.actions import invalid, parse_action
from react_core.environments.wikipedia.backend import PageSource
from react_core.trajectory.task import Task

OBS_SENTENCES = 5
NO_MORE_RESULTS = "No more results."
FINISHED = "Episode finished."
LOOKUP_WITHOUT_PAGE = "No page is open to look up in. Use search[entity] first."
MISS = "Could not find "


def search_missed(observation: str, info: Mapping[str, Any]) -> bool:
    """Whether a search's observation is a miss: no page's title in its `info`, and the miss's similar titles
    there or, for a step recorded without them, its text a "Could not find" answer."""
    return "title" not in info and ("similar" in info or observation.startswith(MISS))


class WikipediaEnv:
    """One episode at a time over a page source (local corpus or live Wikipedia)."""

    name = "wikipedia"

    def __init__(self, source: PageSource) -> None:
        self.source = source
        self.reset(None)

    @property
    def backend(self) -> str:
        return self.source.name

    def reset(self, task: Task | None) -> str:
        self.task = task
        self.page: Page | None = None
        # Live replay knows which page a search opened but not its text (no network on replay).
        self._pending_title: str | None = None
        self._lookup_keyword: str | None = None
        self._lookup_list: list[str] | None = None
        self._lookup_count = 0
        self.answer: str | None = None
        return ""

    # -- stepping -------------------------------------------------------------
    def step(self, action: str) -> StepResult:
        if self.answer is not None:
            return StepResult(FINISHED, done=True, answer=self.answer)
        parsed = parse_action(action)
        if parsed is None or invalid(parsed):  # the rule Steer's Replace action checks a person's action by
            return StepResult(f"Invalid action: {action.strip()}", info={"invalid": True})
        if parsed.name == "search":
            return self._search(parsed.argument)
        if parsed.name == "lookup":
            return self._lookup(parsed.argument)
        self.answer = parsed.argument  # finish, the one action left
        return StepResult(FINISHED, done=True, answer=self.answer)

    def _search(self, entity: str) -> StepResult:
        result = self.source.search_page(entity)
        if result.page is None:
            return StepResult(
                f"{MISS}{entity}. Similar: {list(result.similar)}.", info={"similar": list(result.similar)}
            )
        self._open(result.page)
        info = {"title": result.page.title}
        if result.resolved_title:  # said here, not in the observation, which stays the paper's format
            info["resolved_title"] = result.resolved_title
        return StepResult(" ".join(result.page.sentences[:OBS_SENTENCES]), info=info)

    def _open(self, page: Page | None, pending_title: str | None = None) -> None:
        self.page = page
        self._pending_title = pending_title
        self._lookup_keyword = None
        self._lookup_list = None
        self._lookup_count = 0

    def _lookup(self, keyword: str) -> StepResult:
        if self.page is None and self._pending_title is not None:
            # First lookup after a live replay: fetch the page now (this is a new step).
            result = self.source.search_page(self._pending_title)
            self.page, self._pending_title = result.page, None
        if self.page is None:
            return StepResult(LOOKUP_WITHOUT_PAGE, info={"no_result": True})
        if self._lookup_keyword is None or self._lookup_keyword.casefold() != keyword.casefold():
            self._lookup_keyword, self._lookup_count = keyword, 0
            self._lookup_list = None
        if self._lookup_list is None:
            needle = keyword.casefold()
            self._lookup_list = [s for s in self.page.sentences if needle in s.casefold()]
        if self._lookup_count >= len(self._lookup_list):
            return StepResult(NO_MORE_RESULTS, info={"no_result": True})
        self._lookup_count += 1
        sentence = self._lookup_list[self._lookup_count - 1]
        return StepResult(f"(Result {self._lookup_count} / {len(self._lookup_list)}) {sentence}")

    # -- replaying a recorded step ---------------------------------------------
    def replay(self, action: str, recorded: str) -> StepResult:
        """Bring the episode through a step already taken (resuming a branch).

        The local corpus recomputes and notes any difference; live Wikipedia trusts the
        record and never touches the network here.
        """
        if self.source.replayable:
            result = self.step(action)
            if result.observation != recorded:
                result.info["replay_mismatch"] = {"recorded": recorded, "observed": result.observation}
            return result
        return self._replay_from_record(action, recorded)

    def _replay_from_record(self, action: str, recorded: str) -> StepResult:
        parsed = parse_action(action)
        info = {"replayed_from_record": True}
        if self.answer is not None or parsed is None:
            return StepResult(recorded, done=self.answer is not None, answer=self.answer, info=info)
        if parsed.name == "finish":
            self.answer = parsed.argument
            return StepResult(recorded, done=True, answer=self.answer, info=info)
        if parsed.name == "search" and parsed.argument and not recorded.startswith(MISS):
            self._open(None, pending_title=parsed.argument)
        elif parsed.name == "lookup" and parsed.argument and recorded.startswith("(Result "):
            if self._lookup_keyword is None or self._lookup_keyword.casefold() != parsed.argument.casefold():
                self._lookup_keyword, self._lookup_count, self._lookup_list = parsed.argument, 0, None
            self._lookup_count += 1
        return StepResult(recorded, info=info)
