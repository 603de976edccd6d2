"""The Wikipedia environment on the bundled corpus: the paper's actions and observation strings."""

from __future__ import annotations

import pytest

from react_core.common.errors import EnvironmentFailure
from react_core.data.bundled import read_bundled_pages
from react_core.data.corpus import build_corpus
from react_core.data.tasks import load_tasks
from react_core.environments.base import Environment
from react_core.environments.wikipedia import WikipediaEnv, make_env
from react_core.environments.wikipedia.actions import parse_action


@pytest.fixture(scope="module")
def corpus_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("corpus") / "bundled.sqlite"
    build_corpus(read_bundled_pages(), path, ["bundled"])
    return path


@pytest.fixture
def env(corpus_path) -> WikipediaEnv:
    env = make_env(corpus_path=corpus_path)
    env.reset(None)
    return env


def test_it_satisfies_the_environment_contract(env):
    assert isinstance(env, Environment)
    assert env.reset(load_tasks("hotpotqa")[0]) == ""


def test_default_env_builds_the_bundled_corpus_into_react_home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path))
    env = make_env()
    assert env.step("search[Vistula]").observation.startswith("The Vistula is the longest river in Poland")
    assert list((tmp_path / "corpus").glob("bundled-*.sqlite"))


def test_search_hit_returns_the_first_five_sentences(env):
    page = next(p for p in read_bundled_pages() if p.title == "Marie Curie")
    result = env.step("Search[Marie Curie]")
    assert result.observation == " ".join(page.sentences[:5])
    assert not result.done and result.info["title"] == "Marie Curie"


@pytest.mark.parametrize("query", ["marie curie", "MARIE_CURIE", "Marie  Curie ", "Marie&#32;Curie"])
def test_titles_match_regardless_of_case_underscores_spacing_entities(env, query):
    assert env.step(f"search[{query}]").observation.startswith("Marie Curie (born Maria")


def test_search_miss_lists_similar_titles_in_the_papers_format(env):
    obs = env.step("search[Psycho]").observation
    assert obs.startswith("Could not find Psycho. Similar: [") and obs.endswith("].")
    assert "'Psycho (1960 film)'" in obs and "'Psycho (novel)'" in obs


def test_similar_titles_are_at_most_five(env):
    result = env.step("search[river in Europe that flows into a sea]")
    assert result.observation.startswith("Could not find")
    assert 1 <= len(result.info["similar"]) <= 5


def test_a_misspelt_title_suggests_the_right_page_first(env):
    result = env.step("search[Marie Cuire]")
    assert result.info["similar"][0] == "Marie Curie"
    assert env.step("search[Kilimanjaro mount]").info["similar"][0] == "Mount Kilimanjaro"


def test_lookup_walks_through_matching_sentences_then_says_no_more(env):
    env.step("search[Marie Curie]")
    results = [env.step("lookup[nobel]") for _ in range(4)]
    seen = [r.observation for r in results]
    assert seen[0].startswith("(Result 1 / 3) Curie shared the 1903 Nobel Prize in Physics")
    assert seen[1].startswith("(Result 2 / 3) She received the Nobel Prize in Chemistry")
    assert seen[2].startswith("(Result 3 / 3) She was the first woman")
    assert seen[3] == "No more results."
    # Marked in the info (never in the text), so the repeat aid knows asking again finds nothing.
    assert results[3].info == {"no_result": True} and not results[2].info


def test_lookup_is_case_insensitive_and_a_new_keyword_starts_over(env):
    env.step("search[Marie Curie]")
    assert env.step("Lookup[NOBEL]").observation.startswith("(Result 1 / 3)")
    assert env.step("lookup[polonium]").observation.startswith("(Result 1 / 2)")
    assert env.step("lookup[Nobel]").observation.startswith("(Result 1 / 3)")


def test_a_new_search_resets_lookup(env):
    env.step("search[Marie Curie]")
    env.step("lookup[nobel]")
    env.step("search[Warsaw]")
    assert env.step("lookup[Curie]").observation == (
        "(Result 1 / 1) The physicist and chemist Marie Curie was born in the city in 1867."
    )


def test_lookup_before_any_search_says_what_to_do(env):
    obs = env.step("lookup[river]").observation
    assert "search[entity] first" in obs


def test_a_failed_search_keeps_the_previous_page_for_lookup_like_the_original(env):
    env.step("search[Warsaw]")
    env.step("search[No Such Page Anywhere]")
    assert env.step("lookup[Vistula]").observation.startswith("(Result 1 / 1) It stands on the Vistula")


def test_finish_ends_the_episode_with_the_answer(env):
    result = env.step("Finish[ Vistula ]")
    assert (result.observation, result.done, result.answer) == ("Episode finished.", True, "Vistula")
    assert env.step("search[Warsaw]").done  # nothing happens after the end


@pytest.mark.parametrize("action", ["jump[Warsaw]", "search Warsaw", "Warsaw", "", "search[]", "lookup[ ]"])
def test_anything_else_is_an_invalid_action(env, action):
    result = env.step(action)
    assert result.observation == f"Invalid action: {action.strip()}"
    assert not result.done


@pytest.mark.parametrize("action", ["SEARCH[Warsaw]", "  search[Warsaw]  ", "Search[Warsaw", "Search [Warsaw]"])
def test_action_names_in_any_case_trimmed_and_missing_bracket_are_accepted(env, action):
    assert env.step(action).observation.startswith("Warsaw is the capital")


def test_parse_action_keeps_brackets_inside_the_argument():
    assert parse_action("Search[Psycho (1960 film)]").argument == "Psycho (1960 film)"
    assert parse_action("search[a [b] c]").argument == "a [b] c"


def test_replay_recomputes_and_flags_a_mismatch(env):
    first = env.step("search[Warsaw]").observation
    env.reset(None)
    assert "replay_mismatch" not in env.replay("search[Warsaw]", first).info
    env.reset(None)
    result = env.replay("search[Warsaw]", "something the corpus no longer says")
    assert result.info["replay_mismatch"]["recorded"] == "something the corpus no longer says"
    assert result.observation == first


def test_replay_restores_lookup_position(env):
    env.replay("search[Marie Curie]", "")
    env.replay("lookup[nobel]", "")
    assert env.step("lookup[nobel]").observation.startswith("(Result 2 / 3)")


def test_every_bundled_task_names_pages_that_exist(env):
    titles = {p.title for p in read_bundled_pages()}
    for task in load_tasks("hotpotqa") + load_tasks("fever"):
        pages = task.meta.get("supporting_pages", task.meta.get("evidence_pages"))
        assert set(pages) <= titles, task.id


def test_bundled_questions_cover_both_types_and_their_answers_are_grounded():
    pages = {p.title: p.text.casefold() for p in read_bundled_pages()}
    tasks = load_tasks("hotpotqa")
    assert len(tasks) >= 15 and {t.meta["type"] for t in tasks} == {"bridge", "comparison"}
    for task in tasks:
        if task.meta["type"] == "bridge":  # the answer is written on a supporting page
            text = " ".join(pages[t] for t in task.meta["supporting_pages"])
            assert task.gold.casefold() in text, task.id
        elif task.gold not in ("yes", "no"):  # a comparison picks one of the two it names
            assert task.gold.casefold() in task.text.casefold(), task.id


def test_bundled_claims_cover_all_three_labels():
    claims = load_tasks("fever")
    assert len(claims) >= 10
    assert {c.gold for c in claims} == {"SUPPORTS", "REFUTES", "NOT ENOUGH INFO"}


def test_a_missing_corpus_file_fails_with_cause_and_fix(tmp_path):
    with pytest.raises(EnvironmentFailure) as err:
        make_env(corpus_path=tmp_path / "nope.sqlite")
    assert err.value.kind == "corpus_missing" and "build" in err.value.fix


def test_a_file_that_is_not_a_corpus_fails_clearly(tmp_path):
    bad = tmp_path / "bad.sqlite"
    bad.write_text("hello")
    with pytest.raises(EnvironmentFailure) as err:
        make_env(corpus_path=bad)
    assert err.value.kind == "corpus_malformed"


def test_unknown_backend_is_refused():
    with pytest.raises(ValueError, match="local, live"):
        make_env(backend="carrier-pigeon")
