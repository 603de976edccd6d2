"""Local title resolution as Wikipedia's search "go" does it; the strict switch keeps exact titles."""

from __future__ import annotations

from pathlib import Path

import pytest

from react_core.data import hotpotqa
from react_core.data.corpus import Corpus, build_corpus, loose_title_key
from react_core.data.pages import Page
from react_core.environments.wikipedia import make_env

SHARED_HF = Path(__file__).resolve().parents[3] / "shared/data/hotpotqa/hotpot_dev_distractor_first50.hf.json"


def page(title: str) -> Page:
    return Page(title, (f"{title} is a page.", "It has a second sentence."))


@pytest.fixture(scope="module")
def corpus_path(tmp_path_factory) -> Path:
    titles = [
        "What Are Little Boys Made Of?",
        "Jawbreaker (film)",
        "Romeo + Juliet",
        "Beyoncé",
        "The Beatles",
        "Mercury (planet)",
        "Mercury (element)",
        "Ed Wood",
        "Ed Wood (film)",
    ]
    path = tmp_path_factory.mktemp("c") / "c.sqlite"
    build_corpus([page(t) for t in titles], path)
    return path


@pytest.mark.parametrize(
    "query, title",
    [
        ("What Are Little Boys Made Of", "What Are Little Boys Made Of?"),
        ("Jawbreaker", "Jawbreaker (film)"),
        ("Romeo & Juliet", "Romeo + Juliet"),
        ("Romeo and Juliet", "Romeo + Juliet"),
        ("Beyonce", "Beyoncé"),
        ("beatles", "The Beatles"),
        ("the beatles", "The Beatles"),
    ],
)
def test_a_title_written_slightly_differently_opens_the_page_and_says_so_in_info(corpus_path, query, title):
    env = make_env(corpus_path=corpus_path)
    env.reset(None)
    result = env.step(f"Search[{query}]")
    assert result.observation.startswith(f"{title} is a page.")  # the paper's observation, nothing added
    assert title not in result.observation.replace(f"{title} is a page.", "")
    assert result.info["title"] == title and result.info["resolved_title"] == title


def test_an_exact_title_is_not_reported_as_resolved(corpus_path):
    env = make_env(corpus_path=corpus_path)
    env.reset(None)
    assert "resolved_title" not in env.step("Search[Ed Wood]").info
    assert env.step("Search[ed wood]").info["resolved_title"] == "Ed Wood"


def test_an_ambiguous_title_falls_through_to_the_similar_list(corpus_path):
    env = make_env(corpus_path=corpus_path)
    env.reset(None)
    result = env.step("Search[Mercury]")
    assert result.observation.startswith("Could not find Mercury. Similar: [")
    assert {"Mercury (planet)", "Mercury (element)"} <= set(result.info["similar"])


def test_strict_matching_needs_the_exact_title(corpus_path):
    env = make_env(corpus_path=corpus_path, title_match="strict")
    env.reset(None)
    assert env.step("Search[Jawbreaker]").observation.startswith("Could not find Jawbreaker. Similar: ")
    assert env.step("Search[Romeo & Juliet]").observation.startswith("Could not find")
    assert env.step("Search[Romeo + Juliet]").observation.startswith("Romeo + Juliet is a page.")
    with pytest.raises(ValueError, match="title_match"):
        make_env(corpus_path=corpus_path, title_match="fuzzy")


def test_loose_keys():
    assert loose_title_key("Romeo + Juliet") == loose_title_key("romeo & juliet") == loose_title_key("Romeo and Juliet")
    assert loose_title_key("Spider-Man") == loose_title_key("Spiderman")
    assert loose_title_key("The") == "the"  # a title that is only "The" keeps its word


@pytest.mark.skipif(not SHARED_HF.is_file(), reason=f"{SHARED_HF} not present (../shared)")
def test_real_hotpotqa_titles_resolve(tmp_path):
    path = tmp_path / "hotpot.sqlite"
    build_corpus(hotpotqa.read_pages(SHARED_HF), path)
    corpus = Corpus(path)
    titles = set(corpus.titles())
    cases = {
        "1995-96 Manchester United FC season": "1995–96 Manchester United F.C. season",
        "Class of 92": "The Class of '92",
        "the doors vinyl box set": "The Doors: Vinyl Box Set",
        "Doctor Strange": "Doctor Strange (2016 film)",
        "Ed Wood": "Ed Wood",
    }
    for query, title in cases.items():
        assert title in titles
        found, _resolved = corpus.resolve(query)
        assert found is not None and found.title == title, query
        assert corpus.resolve(query, "strict")[0] is None or query == title
    # Two pages share the base title: no guess.
    assert {"Boots (EP)", "Boots (album)"} <= titles and corpus.resolve("Boots") == (None, None)
    # Every title, lower-cased and stripped of punctuation and diacritics, finds its own page unless
    # another title shares that key.
    keys: dict[str, list[str]] = {}
    for title in titles:
        keys.setdefault(loose_title_key(title), []).append(title)
    unique = [t for t in titles if len(keys[loose_title_key(t)]) == 1]
    assert len(unique) > 450
    for title in unique:
        variant = "".join(ch for ch in title.lower().replace("&", "and") if ch.isalnum() or ch == " ")
        found, _ = corpus.resolve(variant)
        assert found is not None and found.title == title, (variant, title)
