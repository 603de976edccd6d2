"""The live backend with the `wikipedia` package's HTTP layer (requests.get) faked."""
from __future__ import annotations

import pytest
import requests

from react_core.environments.errors import EnvironmentFailure
from react_core.environments.wikipedia import make_env
from react_core.environments.wikipedia.live import split_sentences


class FakeResponse:
    def __init__(self, payload: dict) -> None:
        self.payload = payload

    def json(self) -> dict:
        return self.payload


class FakeWikipedia:
    """Answers the MediaWiki API calls the `wikipedia` package makes, from a tiny table."""

    def __init__(self, pages: dict[str, str], disambiguation: dict[str, list[str]] | None = None,
                 search: dict[str, list[str]] | None = None, fail: Exception | None = None) -> None:
        self.pages, self.disambiguation = pages, disambiguation or {}
        self.search, self.fail = search or {}, fail
        self.calls: list[dict] = []

    def get(self, url, params=None, headers=None, timeout=None):  # noqa: ANN001 - requests.get's shape
        self.calls.append({"params": dict(params or {}), "timeout": timeout})
        if self.fail is not None:
            raise self.fail
        params = params or {}
        if params.get("list") == "search":
            titles = self.search.get(params["srsearch"], [])
            return FakeResponse({"query": {"search": [{"title": t} for t in titles]}})
        title = params.get("titles")
        if params.get("prop") == "info|pageprops":
            if title in self.disambiguation:
                return FakeResponse({"query": {"pages": {"7": {"pageid": 7, "title": title,
                                                               "pageprops": {"disambiguation": ""}}}}})
            if title in self.pages:
                return FakeResponse({"query": {"pages": {"42": {"pageid": 42, "title": title,
                                                                "fullurl": f"https://en.wikipedia.org/wiki/{title}"}}}})
            return FakeResponse({"query": {"pages": {"-1": {"title": title, "missing": ""}}}})
        if params.get("prop") == "revisions":  # the disambiguation page's HTML
            items = "".join(f'<li><a href="/wiki/{o}">{o}</a></li>' for o in self.disambiguation[title])
            return FakeResponse({"query": {"pages": {"7": {"revisions": [{"*": f"<ul>{items}</ul>"}]}}}})
        if params.get("prop") == "extracts|revisions":
            return FakeResponse({"query": {"pages": {"42": {"extract": self.pages[title],
                                                            "revisions": [{"revid": 1, "parentid": 0}]}}}})
        raise AssertionError(f"unexpected request {params}")


MILHOUSE = ("Milhouse Mussolini Van Houten is a fictional character in The Simpsons. He is Bart's best friend. "
            "He was created by Matt Groening.\n\n== Role ==\nMilhouse was named after Richard Nixon. "
            "Milhouse wears glasses.\nHe lives in Springfield.")


@pytest.fixture
def fake(monkeypatch) -> FakeWikipedia:
    fake = FakeWikipedia(
        pages={"Milhouse Van Houten": MILHOUSE},
        disambiguation={"Mercury": ["Mercury (planet)", "Mercury (element)", "Freddie Mercury"]},
        search={"Milhouse": ["Milhouse Van Houten", "Milhouse (album)"]},
    )
    monkeypatch.setattr(requests, "get", fake.get)
    return fake


def test_a_page_gives_its_first_five_sentences_and_lookup_works(fake):
    env = make_env("live")
    obs = env.step("search[Milhouse Van Houten]").observation
    assert obs == ("Milhouse Mussolini Van Houten is a fictional character in The Simpsons. He is Bart's best "
                   "friend. He was created by Matt Groening. Milhouse was named after Richard Nixon. "
                   "Milhouse wears glasses.")
    assert env.step("lookup[Springfield]").observation == "(Result 1 / 1) He lives in Springfield."


def test_every_request_carries_a_timeout(fake):
    make_env("live").step("search[Milhouse Van Houten]")
    assert fake.calls and all(call["timeout"] is not None for call in fake.calls)


def test_a_missing_page_lists_similar_titles(fake):
    obs = make_env("live").step("search[Milhouse]").observation
    assert obs == "Could not find Milhouse. Similar: ['Milhouse Van Houten', 'Milhouse (album)']."


def test_a_disambiguation_page_lists_its_options_as_similar(fake):
    obs = make_env("live").step("search[Mercury]").observation
    assert obs == "Could not find Mercury. Similar: ['Mercury (planet)', 'Mercury (element)', 'Freddie Mercury']."


def test_a_timeout_is_a_clear_environment_failure(monkeypatch):
    fake = FakeWikipedia({}, fail=requests.ReadTimeout("read timed out"))
    monkeypatch.setattr(requests, "get", fake.get)
    with pytest.raises(EnvironmentFailure) as err:
        make_env("live").step("search[Anything]")
    assert err.value.kind == "timeout" and "local backend" in err.value.fix


def test_no_network_fails_at_once_and_then_without_calling_out_again(monkeypatch):
    fake = FakeWikipedia({}, fail=requests.ConnectionError("Name or service not known"))
    monkeypatch.setattr(requests, "get", fake.get)
    env = make_env("live")
    with pytest.raises(EnvironmentFailure) as err:
        env.step("search[Anything]")
    assert err.value.kind == "offline" and "local backend" in err.value.fix
    calls = len(fake.calls)
    with pytest.raises(EnvironmentFailure):
        env.step("search[Something else]")
    assert len(fake.calls) == calls


def test_replay_uses_the_record_and_never_the_network(monkeypatch):
    fake = FakeWikipedia({}, fail=AssertionError("replay must not touch the network"))
    monkeypatch.setattr(requests, "get", fake.get)
    env = make_env("live")
    result = env.replay("search[Milhouse Van Houten]", "recorded page text")
    assert result.observation == "recorded page text" and result.info["replayed_from_record"]
    assert env.replay("lookup[Nixon]", "(Result 1 / 1) Milhouse was named after Richard Nixon.").observation
    done = env.replay("finish[Richard Nixon]", "Episode finished.")
    assert done.done and done.answer == "Richard Nixon"
    assert fake.calls == []


def test_after_a_live_replay_the_next_lookup_fetches_the_page_and_continues(fake):
    env = make_env("live")
    env.replay("search[Milhouse Van Houten]", "recorded page text")
    env.replay("lookup[Milhouse]", "(Result 1 / 3) Milhouse Mussolini Van Houten is a fictional character in The Simpsons.")
    assert env.step("lookup[Milhouse]").observation == "(Result 2 / 3) Milhouse was named after Richard Nixon."


def test_page_text_is_split_into_sentences_without_headings():
    assert split_sentences("A b. C d!\n\n== H ==\nE f? G") == ("A b.", "C d!", "E f?", "G")
