"""WebShop's reward (goal.py) on worked examples computed by hand from its definition.

score = r_type * (attributes matched + options matched + [price <= limit])
                 / (goal attributes + goal options + 1)
"""

from __future__ import annotations

import pytest

from react_core.data.webshop.model import Goal, Product
from react_core.environments.webshop.fuzzy import fuzzy_match, token_set_ratio
from react_core.environments.webshop.nouns import title_nouns
from react_core.environments.webshop.reward import normalize_color, options_matched, score_purchase, type_reward

DEODORANTS = "Beauty & Personal Care › Personal Care › Deodorants"
DEODORANT = Product(
    asin="B0TEST0001",
    title="Earthly Bright Citrus Deodorant for Sensitive Skin",
    price=10.99,
    price_tag="$10.99",
    category="beauty",
    product_type="deodorant",
    product_category=DEODORANTS,
    attributes=("aluminum free", "long lasting"),
    options={"scent": ("bright citrus", "lavender"), "size": ("3 ounce (pack of 1)", "3 ounce (pack of 2)")},
    description="A natural deodorant.",
    features=("Gentle all day.",),
)


def goal(**changes) -> Goal:
    fields = dict(
        asin="B0TEST0001",
        instruction="i need a deodorant",
        attributes=("aluminum free",),
        options=(),
        price_upper=50.0,
        product_type="deodorant",
        product_category=DEODORANTS,
        name=DEODORANT.title,
    )
    fields.update(changes)
    return Goal(**fields)


# -- the whole score --------------------------------------------------------------------------


def test_everything_matched_scores_exactly_one():
    g = goal(attributes=("aluminum free", "long lasting"), options=("bright citrus", "3 ounce (pack of 1)"))
    reward = score_purchase(DEODORANT, {"scent": "bright citrus", "size": "3 ounce (pack of 1)"}, g)
    assert reward.score == 1.0 and reward.r_type == 1.0


def test_worked_example_four_of_six():
    # attributes: "aluminum free" is a product attribute (1); "sensitive skin" is no attribute but
    # is in the title (1); "vegan" is nowhere (0).  options: "bright citrus" was not chosen
    # (lavender was) (0); "3 ounce (pack of 1)" was (1).  price 10.99 <= 50 (1).
    # (2 + 1 + 1) / (3 + 2 + 1) = 4/6, times r_type 1.0.
    g = goal(attributes=("aluminum free", "sensitive skin", "vegan"), options=("bright citrus", "3 ounce (pack of 1)"))
    reward = score_purchase(DEODORANT, {"scent": "lavender", "size": "3 ounce (pack of 1)"}, g)
    assert (reward.attributes_matched, reward.options_matched, reward.r_price) == (2, 1, True)
    assert reward.score == pytest.approx(4 / 6)
    assert reward.r_attribute == pytest.approx(2 / 3) and reward.r_option == pytest.approx(1 / 2)


def test_price_over_the_limit_loses_its_share():
    # (1 attribute + 0 options + 0 price) / (1 + 0 + 1) = 0.5
    reward = score_purchase(DEODORANT, {}, goal(price_upper=10.0))
    assert reward.r_price is False and reward.score == pytest.approx(0.5)
    assert reward.r_option is None  # no goal options: the option part is absent, not zero


def test_the_price_paid_can_differ_from_the_list_price():
    assert score_purchase(DEODORANT, {}, goal(price_upper=20.0), price=25.0).score == pytest.approx(0.5)


def test_no_options_chosen_when_the_goal_names_two():
    # (1 + 0 + 1) / (1 + 2 + 1) = 0.5
    reward = score_purchase(DEODORANT, {}, goal(options=("lavender", "3 ounce (pack of 2)")))
    assert reward.score == pytest.approx(0.5)


def test_attributes_are_found_in_features_and_description_too():
    g = goal(attributes=("gentle all day", "natural deodorant"))
    assert score_purchase(DEODORANT, {}, g).attributes_matched == 2


# -- r_type -------------------------------------------------------------------------------------


def test_same_product_type_keeps_r_type_one():
    assert type_reward(DEODORANT, goal())[:2] == (1.0, True)


def test_no_shared_title_noun_zeroes_the_score_even_with_everything_else_matched():
    g = goal(product_type="socks", product_category="Clothing › Socks", name="Cedar Wool Socks for Hiking")
    # the product's nouns {earthly, deodorant, skin} share none of {cedar, wool, socks, hiking}
    r_type, query, category, title = type_reward(DEODORANT, g)
    assert (r_type, query, category, title) == (0.0, False, False, 0.0)
    assert score_purchase(DEODORANT, {}, g).score == 0.0


def test_a_fifth_of_the_nouns_without_type_or_category_match_halves_r_type():
    # goal nouns: deodorant, stick, holder, case, organizer -> 1/5 = 0.2 shared, not > 0.2
    g = goal(
        product_type="bathroom organizer",
        product_category="Home & Kitchen › Storage › Bathroom",
        name="Deodorant Stick Holder Case Organizer",
    )
    assert type_reward(DEODORANT, g) == (0.5, False, False, pytest.approx(0.2))
    # (1 attribute + 1 price) / 2 * 0.5
    assert score_purchase(DEODORANT, {}, g).score == pytest.approx(0.5)


def test_two_shared_categories_count_as_a_type_match():
    g = goal(
        product_type="antiperspirant",
        product_category="Beauty & Personal Care › Personal Care › Soaps",
        name="Deodorant Stick Holder Case Organizer",
    )
    assert type_reward(DEODORANT, g)[:3] == (1.0, False, True)


def test_under_a_tenth_of_the_nouns_gives_r_type_point_one_even_for_the_same_type():
    name = "Deodorant Tray Basket Shelf Rack Hook Bin Box Jar Lid Mat"  # 11 nouns, 1 shared
    r_type, query, _, title = type_reward(DEODORANT, goal(name=name))
    assert query and title == pytest.approx(1 / 11) and r_type == 0.1


def test_a_goal_title_without_nouns_counts_as_a_fifth_shared():
    assert type_reward(DEODORANT, goal(name="New Premium"))[3] == 0.2
    assert type_reward(DEODORANT, goal(name="New Premium"))[0] == 1.0  # the type still matches
    other = goal(name="New Premium", product_type="x", product_category="A › B")
    assert type_reward(DEODORANT, other)[0] == 0.5


def test_title_nouns_drop_function_words_adjectives_and_numbers():
    assert title_nouns("Earthly Bright Citrus Deodorant for Sensitive Skin, 3 Ounce") == [
        "earthly",
        "deodorant",
        "skin",
        "ounce",
    ]


# -- option matching and the fuzzy score ---------------------------------------------------------


def test_colours_are_reduced_to_their_first_colour_word():
    assert normalize_color("navy blue") == "blue"  # "blue" comes before "navy"
    assert normalize_color("3 ounce (pack of 1)") == "3 ounce (pack of 1)"
    g = goal(options=("navy blue",))
    assert score_purchase(DEODORANT, {"color": "sky blue"}, g).options_matched == 1


@pytest.mark.parametrize(
    "a, b, score",
    [
        ("fuzzy was a bear", "fuzzy fuzzy was a bear", 100),  # a token set inside the other
        ("large", "x-large", 100),  # "x large" contains "large"
        ("3 ounce (pack of 1)", "3 ounce (pack of 2)", 94),  # 2*16/(17+17)
        ("small", "medium", 18),  # LCS "m": 2*1/11
        ("", "anything", 0),
    ],
)
def test_token_set_ratio_worked_examples(a, b, score):
    assert token_set_ratio(a, b) == score


def test_a_match_needs_more_than_85():
    assert fuzzy_match("3 ounce (pack of 1)", "3 ounce (pack of 2)")
    assert not fuzzy_match("small", "medium")
    assert not fuzzy_match("bright citrus", "lavender")


def test_a_synthetic_goals_options_are_matched_as_name_value_pairs_as_the_original():
    # The original passes a synthetic goal's {name: value} options as (name, value) pairs: the
    # matcher reads the words of both, and only a pair holding a colour word is reduced to it.
    human = goal(options=("large",))
    synthetic = goal(options=("large",), option_names=("size",))
    assert options_matched(["x-large"], list(human.options)) == 1
    assert options_matched(["x-large"], list(synthetic.options), synthetic.option_names) == 0  # 83, not > 85
    assert options_matched(["large"], ["x-large"], ("size",)) == 1  # a subset of "size x large"
    assert options_matched(["navy blue"], ["blue"], ("color",)) == 1  # ("color", "blue") is "blue"
    assert options_matched(["navy"], ["navy blue"], ("color",)) == 1  # "navy" in "color navy blue"


def test_the_done_page_prints_the_score_as_python_prints_the_float():
    from react_core.environments.webshop.pages import done_page

    assert done_page(2 / 3) == "Your score (min 0.0, max 1.0): 0.6666666666666666"
    assert done_page(1) == "Your score (min 0.0, max 1.0): 1.0"
