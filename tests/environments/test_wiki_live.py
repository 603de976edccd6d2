"""The live backend against Wikipedia's search page (index.php?search=...), with requests.get faked."""

from __future__ import annotations

import html

import pytest
import requests

from react_core.common.errors import EnvironmentFailure
from react_core.environments.wikipedia import make_env
from react_core.environments.wikipedia.live import SEARCH_URL, page_sentences


class FakeResponse:
    def __init__(self, text: str, status_code: int = 200) -> None:
        self.text, self.status_code = text, status_code


class FakeWikipedia:
    """Answers index.php?search=X as Wikipedia does: a page (after the redirect a "go" follows),
    a disambiguation page, or a results list."""

    def __init__(
        self,
        pages: dict[str, list[str]],
        disambiguation: dict[str, list[str]] | None = None,
        search: dict[str, list[str]] | None = None,
        fail: Exception | None = None,
        redirects: dict[str, str] | None = None,
    ) -> None:
        self.pages, self.disambiguation = pages, disambiguation or {}
        self.search, self.fail, self.redirects = search or {}, fail, redirects or {}
        self.calls: list[dict] = []

    def get(self, url, params=None, headers=None, timeout=None, allow_redirects=True):
        self.calls.append(
            {"url": url, "params": dict(params or {}), "timeout": timeout, "allow_redirects": allow_redirects}
        )
        if self.fail is not None:
            raise self.fail
        assert url == SEARCH_URL
        query = params["search"]
        title = self.redirects.get(query, query)
        if title in self.pages:
            body = "".join(f"<p>{html.escape(p)}</p>" for p in self.pages[title])
            return FakeResponse(f'<html><h1 id="firstHeading">{title}</h1><div>{body}<h2>Role</h2></div></html>')
        if title in self.disambiguation:
            items = "".join(f'<li><a href="/wiki/{o}">{o}</a></li>' for o in self.disambiguation[title])
            return FakeResponse(f"<html><p><b>{title}</b> may refer to:</p><ul>{items}</ul></html>")
        key = query.strip("[]")
        hits = self.search.get(key, self.disambiguation.get(key, []))
        divs = "".join(f'<li><div class="mw-search-result-heading"><a>{t}</a></div></li>' for t in hits)
        return FakeResponse(f"<html><p>Results 1 - {len(hits)}</p><ul>{divs}</ul></html>")


MILHOUSE = [
    "Milhouse Mussolini Van Houten is a fictional character in The Simpsons. He is Bart's best friend. "
    "He was created by Matt Groening.",
    "Milhouse was named after Richard Nixon. Milhouse wears glasses.",
    "He lives in Springfield.",
    "See also",
]


@pytest.fixture
def fake(monkeypatch) -> FakeWikipedia:
    fake = FakeWikipedia(
        pages={"Milhouse Van Houten": MILHOUSE},
        redirects={"milhouse van houten": "Milhouse Van Houten"},
        disambiguation={"Mercury": ["Mercury (planet)", "Mercury (element)", "Freddie Mercury"]},
        search={"Milhouse": ["Milhouse Van Houten", "Milhouse (album)"]},
    )
    monkeypatch.setattr(requests, "get", fake.get)
    return fake


def test_a_page_gives_its_first_five_sentences_and_lookup_works(fake):
    env = make_env("live")
    obs = env.step("search[Milhouse Van Houten]").observation
    assert obs == (
        "Milhouse Mussolini Van Houten is a fictional character in The Simpsons. He is Bart's best "
        "friend. He was created by Matt Groening. Milhouse was named after Richard Nixon. "
        "Milhouse wears glasses."
    )
    assert env.step("lookup[Springfield]").observation == "(Result 1 / 1) He lives in Springfield."


def test_every_request_is_the_search_page_with_a_timeout_and_redirects_followed(fake):
    make_env("live").step("search[Milhouse Van Houten]")
    assert fake.calls and all(call["timeout"] is not None and call["allow_redirects"] for call in fake.calls)
    assert fake.calls[0]["params"] == {"search": "Milhouse Van Houten"}


def test_a_search_that_lands_on_a_page_under_another_title_says_so_in_info(fake):
    result = make_env("live").step("search[milhouse van houten]")
    assert result.observation.startswith("Milhouse Mussolini Van Houten is a fictional character")
    assert result.info["resolved_title"] == "Milhouse Van Houten" and "Milhouse Van Houten" not in result.observation


def test_a_server_error_is_a_clear_environment_failure(monkeypatch):
    monkeypatch.setattr(requests, "get", lambda *a, **k: FakeResponse("busy", status_code=503))
    with pytest.raises(EnvironmentFailure) as err:
        make_env("live").step("search[Anything]")
    assert err.value.kind == "server"


def test_a_missing_page_lists_similar_titles(fake):
    obs = make_env("live").step("search[Milhouse]").observation
    assert obs == "Could not find Milhouse. Similar: ['Milhouse Van Houten', 'Milhouse (album)']."


def test_a_disambiguation_page_searches_the_bracketed_entity_for_similar_titles(fake):
    obs = make_env("live").step("search[Mercury]").observation
    assert obs == "Could not find Mercury. Similar: ['Mercury (planet)', 'Mercury (element)', 'Freddie Mercury']."
    assert [c["params"]["search"] for c in fake.calls] == ["Mercury", "[Mercury]"]


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
    env.replay(
        "lookup[Milhouse]", "(Result 1 / 3) Milhouse Mussolini Van Houten is a fictional character in The Simpsons."
    )
    assert env.step("lookup[Milhouse]").observation == "(Result 2 / 3) Milhouse was named after Richard Nixon."


def test_page_text_is_split_into_sentences_as_wikienv_does():
    assert page_sentences(["A b. C d! E f", "G h."]) == ("A b.", "C d! E f.", "G h.")
