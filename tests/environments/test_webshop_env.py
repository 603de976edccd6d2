"""The WebShop environment on the bundled shop: the paper's actions, pages and purchase."""

from __future__ import annotations

import pytest

from react_core.data.webshop import catalogue_for, load_webshop_tasks
from react_core.environments.base import Environment
from react_core.environments.webshop import MAX_STEPS, WebShopEnv
from react_core.environments.webshop.search import SearchIndex
from tests.support.webshop_goals import one_kind_named

TASKS = load_webshop_tasks()
TASK = TASKS[0]
GOAL = TASK.meta["goal"]
CATALOGUE = catalogue_for(TASK)
TARGET = CATALOGUE.get(GOAL["asin"])
QUERY = " ".join([GOAL["product_type"], *GOAL["attributes"]])


@pytest.fixture
def env() -> WebShopEnv:
    env = WebShopEnv()
    env.reset(TASK)
    return env


def open_target(env: WebShopEnv) -> None:
    """Search and open the target, which is among the first page's ten (printed or not)."""
    env.step(f"search[{QUERY}]")
    assert TARGET.asin in env.clickables()
    env.step(f"click[{TARGET.asin}]")


def test_it_satisfies_the_environment_contract_and_the_papers_step_limit():
    assert isinstance(WebShopEnv(), Environment)
    assert MAX_STEPS == 15


def test_reset_shows_the_instruction_page():
    env = WebShopEnv()
    assert env.reset(TASK) == f"WebShop\nInstruction:\n{TASK.text}\n[Search]"


def test_search_prints_three_of_the_pages_ten_results_as_the_papers_notebook(env):
    obs = env.step(f"search[{QUERY}]").observation
    lines = obs.split("\n")
    assert lines[0] == "[Back to Search]"
    assert lines[1].startswith("Page 1 (Total results: ")
    assert lines[2] == "[Next >]"  # printed, as the page has it; no "< Prev" on page 1
    ten = SearchIndex(CATALOGUE).search(QUERY)[:10]
    assert lines[3:] == [
        x for asin in ten[:3] for x in (f"[{asin}]", CATALOGUE.get(asin).title, CATALOGUE.get(asin).price_tag)
    ]
    # the seven not printed are still on the page the notebook read, so they can be clicked
    assert env.clickables() == ["Back to Search", *ten] and len(ten) == 10
    assert not env.step(f"click[{ten[9]}]").info.get("invalid")


def test_at_most_fifty_results_and_no_paging_as_in_the_papers_runs(env):
    env.step("search[socks shoes towels sheets tea]")
    first = env.observation()
    assert "(Total results: 50)" in first
    # The notebook answers Next > with "Invalid action!" (its "ad hoc page limitation").
    for button in ("Next >", "< Prev"):
        result = env.step(f"click[{button}]")
        assert result.observation == "Invalid action!" and result.info["invalid"]
        assert env.observation() == first


def test_search_stems_and_drops_stop_words_as_the_original_lucene_index():
    index = SearchIndex(CATALOGUE)
    assert index.search("wool socks") == index.search("the wool sock for a")
    assert index.search("of the and") == []


def test_product_ids_are_clicked_in_any_case(env):
    env.step(f"search[{QUERY}]")
    asin = env.clickables()[-1]
    obs = env.step(f"click[{asin.lower()}]").observation
    assert obs.split("\n")[:2] == ["[Back to Search]", "[< Prev]"]
    assert CATALOGUE.get(asin).title in obs


def test_item_page_shows_options_title_price_rating_and_buttons(env):
    open_target(env)
    lines = env.observation().split("\n")
    options = [f"{name} " + "".join(f"[{v}]" for v in values) for name, values in TARGET.options.items()]
    assert lines == [
        "[Back to Search]",
        "[< Prev]",
        *options,
        TARGET.title,
        f"Price: {TARGET.price_tag}",
        "Rating: N.A.",
        "[Description]",
        "[Features]",
        "[Reviews]",
        "[Buy Now]",
    ]


def test_choosing_an_option_answers_you_have_clicked_and_marks_it_on_the_page(env):
    open_target(env)
    values = next(iter(TARGET.options.values()))
    assert env.step(f"click[{values[-1]}]").observation == f"You have clicked {values[-1]}."
    assert f"[[{values[-1]}]]" in env.observation()
    env.step(f"click[{values[0]}]")  # choosing again replaces the choice
    assert f"[[{values[0]}]]" in env.observation() and f"[[{values[-1]}]]" not in env.observation()


def test_a_product_page_says_its_options_by_kind_and_which_are_chosen_and_moves_leave_chosen_kinds_out():
    """What the repeat aid reads (buttons.py): a second option of a kind chosen already moves nothing on.
    The goal's instruction names one kind's option (a scent); the other kind (a size) it leaves open."""
    task, target, named, other = one_kind_named()
    env = WebShopEnv()
    env.reset(task)
    env.step(f"search[{target.title}]")
    env.step(f"click[{target.asin}]")
    kinds = {kind: list(values) for kind, values in target.options.items()}
    info = env.step("click[Description]").info
    assert "options" not in info  # a sub page offers no option
    info = env.step("click[< Prev]").info
    assert info["options"] == kinds and info["chosen"] == {}
    named_kind = next(kind for kind in kinds if kind != other)
    assert info["asked"] == {named_kind: named}
    assert info["moves"] == [named]  # the option the instruction names comes before anything else
    info = env.step(f"click[{named}]").info
    assert info["chosen"] == {named_kind: named}
    assert info["moves"] == [*kinds[other], "Buy Now"]  # the kind left open, and Buy Now
    assert set(kinds[named_kind]) <= set(info["clickables"])  # still clickable: a second one replaces the first


def test_a_product_page_names_the_options_its_instruction_asks_for_read_from_the_words_alone(env):
    """The agent reads the instruction too: the options it names come from its words, never from the goal's
    annotation. Until each named kind is chosen, the named options are the moves, not Buy Now."""
    open_target(env)
    env.step("click[Description]")
    info = env.step("click[< Prev]").info  # back on the product page
    asked = info["asked"]
    assert sorted(asked.values()) == sorted(GOAL["options"])  # this instruction says both, in its own words
    assert info["moves"] == list(asked.values())
    first_kind, first = next(iter(asked.items()))
    info = env.step(f"click[{first}]").info
    assert info["moves"] == [v for k, v in asked.items() if k != first_kind]
    for value in asked.values():
        info = env.step(f"click[{value}]").info
    assert info["moves"] == ["Buy Now"]


@pytest.mark.parametrize(
    "button, expected",
    [
        ("Description", lambda p: [p.description]),
        ("Features", lambda p: list(p.features)),
        ("Reviews", lambda p: [x for r in p.reviews for x in (f'"{r.title}"', str(r.score), r.body)]),
    ],
)
def test_sub_pages_and_prev_back_to_the_item(env, button, expected):
    open_target(env)
    item = env.observation()
    obs = env.step(f"click[{button}]").observation
    assert obs.split("\n") == ["[Back to Search]", "[< Prev]", *expected(TARGET)]
    assert env.step("click[< Prev]").observation == item


def test_prev_from_an_item_returns_to_its_results_page(env):
    results = env.step(f"search[{QUERY}]").observation
    env.step(f"click[{env.clickables()[-1]}]")
    assert env.step("click[< Prev]").observation == results


def test_back_to_search_returns_to_the_instruction_page_from_anywhere(env):
    start = env.observation()
    open_target(env)
    env.step("click[Features]")
    assert env.step("click[Back to Search]").observation == start
    assert env.step(f"search[{QUERY}]").observation.startswith("[Back to Search]\nPage 1")


def test_buying_the_target_with_the_goal_options_scores_one_and_ends(env):
    open_target(env)
    for value in GOAL["options"]:
        env.step(f"click[{value}]")
    result = env.step("click[Buy Now]")
    assert result.done and result.success is True
    assert result.observation == "Your score (min 0.0, max 1.0): 1.0"
    assert result.info["reward"] == 1.0
    assert result.info["purchased"] == {
        "asin": TARGET.asin,
        "options": {TARGET.option_name_of(v): v for v in GOAL["options"]},
    }


def test_buying_without_options_scores_less_and_is_no_success(env):
    open_target(env)
    result = env.step("click[buy now]")
    n_attr, n_opt = len(GOAL["attributes"]), len(GOAL["options"])
    assert result.done and result.success is False
    assert result.info["reward"] == pytest.approx((n_attr + 1) / (n_attr + n_opt + 1))
    assert result.info["purchased"]["options"] == {}


def test_after_the_purchase_every_action_is_invalid_and_the_episode_stays_done(env):
    open_target(env)
    env.step("click[Buy Now]")
    result = env.step("click[Back to Search]")
    assert result.observation == "Invalid action!" and result.done


@pytest.mark.parametrize(
    "action",
    [
        "search[]",
        "click[]",
        "buy[this]",
        "hello",
        "click[Buy Now]",
        "click[Next >]",
        "click[B0NOTREAL1]",
        "click[Description]",
        "click[< Prev]",
        "search[socks",
    ],
)
def test_invalid_actions_on_the_search_page_answer_invalid_and_change_nothing(env, action):
    before = env.observation()
    result = env.step(action)
    assert result.observation == "Invalid action!" and not result.done and result.info["invalid"]
    assert env.observation() == before


def test_a_product_not_on_this_page_and_a_second_search_are_invalid(env):
    env.step(f"search[{QUERY}]")
    listed = env.clickables()
    other = next(p.asin for p in CATALOGUE.products if p.asin not in listed)
    assert env.step(f"click[{other}]").observation == "Invalid action!"
    # as in the paper's runs, searching needs the search page (click[Back to Search] first)
    assert env.step("search[anything]").observation == "Invalid action!"


def test_an_option_of_another_product_is_invalid_on_this_item(env):
    open_target(env)
    foreign = next(
        v for p in CATALOGUE.products for vs in p.options.values() for v in vs if TARGET.option_name_of(v) is None
    )
    assert env.step(f"click[{foreign}]").observation == "Invalid action!"


def test_think_answers_ok_and_leaves_the_page_alone(env):
    before = env.observation()
    assert env.step("think[I should search for the product first.]").observation == "OK."
    assert env.observation() == before


def test_stepping_before_reset_never_raises():
    result = WebShopEnv().step("search[socks]")
    assert result.observation.startswith("Invalid action!")


def test_replay_reproduces_every_page_and_reports_mismatches():
    actions = [
        f"search[{QUERY}]",
        f"click[{TARGET.asin}]",
        "click[Reviews]",
        "click[< Prev]",
        *(f"click[{v}]" for v in GOAL["options"]),
        "click[Buy Now]",
    ]
    first = WebShopEnv()
    first.reset(TASK)
    recorded = [first.step(a).observation for a in actions]
    assert "Invalid action!" not in recorded  # the target is on the first results page
    second = WebShopEnv()
    second.reset(TASK)
    results = [second.replay(a, obs) for a, obs in zip(actions, recorded)]
    assert all("replay_mismatch" not in r.info for r in results)
    assert [r.observation for r in results] == recorded
    assert results[-1].done and results[-1].info["reward"] == 1.0
    third = WebShopEnv()
    third.reset(TASK)
    mismatch = third.replay(actions[0], "something else").info["replay_mismatch"]
    assert mismatch == {"recorded": "something else", "observed": recorded[0]}


def test_reset_starts_a_fresh_episode(env):
    open_target(env)
    env.step("click[Buy Now]")
    assert env.reset(TASKS[1]) == f"WebShop\nInstruction:\n{TASKS[1].text}\n[Search]"
    assert env.step("search[socks]").done is False
