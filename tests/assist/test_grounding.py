"""The grounding rules (react_core.assist.grounding for the dense families; ALFWorld's and WebShop's in
their own packages) and what they read (room_state, shop_state): each claim checked against what the
agent was shown, and the cases they must leave alone."""

from __future__ import annotations

from react_core.assist.grounding import fact_claims
from react_core.environments.alfworld.grounding import room_claims
from react_core.environments.alfworld.room_state import Room
from react_core.environments.webshop.grounding import shop_claims
from react_core.environments.webshop.shop_state import ShopView

OPENING = (
    "You are in the middle of a room. Looking quickly around you, you see a countertop 1, a countertop 2, "
    "a fridge 1, a microwave 1, and a sinkbasin 1.\nYour task is to: put a hot potato in sinkbasin."
)


def room(*moves: tuple[str, str]) -> Room:
    seen = Room.from_opening(OPENING)
    for action, observation in moves:
        seen.read(action, observation)
    return seen


AT_COUNTER = ("go to countertop 2", "On the countertop 2, you see a potato 2, and a spoon 1.")  # the paper's prompt set
AT_FRIDGE = ("go to fridge 1", "You arrive at fridge 1. The fridge 1 is closed.")
OPENED = ("open fridge 1", "You open the fridge 1. The fridge 1 is open. In it, you see a lettuce 1, and a tomato 2.")
TAKEN = ("take potato 2 from countertop 2", "You pick up the potato 2 from the countertop 2.")


def subjects(thought: str, seen: Room) -> list[str]:
    return [u.subject for u in room_claims(thought, seen)]


def test_the_room_is_read_from_actions_and_observations():
    seen = room(AT_COUNTER, AT_FRIDGE)
    assert seen.places == ["countertop 1", "countertop 2", "fridge 1", "microwave 1", "sinkbasin 1"]
    assert seen.location == "fridge 1" and seen.shown["fridge 1"] is None  # closed, never opened
    assert seen.last_seen["potato 2"] == "on countertop 2"
    seen.read(*OPENED)
    seen.read("go to countertop 2", "Nothing happens.")  # a failed move leaves the agent where it was
    assert seen.location == "fridge 1" and seen.shown["fridge 1"] == ["lettuce 1", "tomato 2"]
    seen.read(*AT_COUNTER)
    seen.read(*TAKEN)
    assert seen.holding == ["potato 2"] and seen.shown["countertop 2"] == ["spoon 1"]
    seen.read("go to sinkbasin 1", "On the sinkbasin 1, you see nothing.")
    seen.read("put potato 2 in/on sinkbasin 1", "You put the potato 2 in/on the sinkbasin 1.")
    assert seen.holding == [] and seen.shown["sinkbasin 1"] == ["potato 2"] and seen.placed == {"potato 2"}


def test_found_where_the_place_does_not_show_it_or_in_a_closed_place():
    assert subjects("Now I find a potato (2). Next, I need to take it.", room(AT_COUNTER, AT_FRIDGE, OPENED)) == [
        "potato 2"
    ]
    closed = room_claims("Now I find a potato 2.", room(AT_COUNTER, AT_FRIDGE))
    assert closed[0].reason == (
        "Claims potato 2 at fridge 1, but fridge 1 is closed and has not been opened; "
        "potato 2 was last seen on countertop 2."
    )


def test_found_where_it_is_or_while_holding_it_is_grounded():
    assert subjects("Now I find a potato (2). Next, I need to take it.", room(AT_COUNTER)) == []
    assert subjects("Now I find a potato 2 on countertop 2.", room(AT_COUNTER, AT_FRIDGE, OPENED)) == []
    assert subjects("Now I see potato 2.", room(AT_COUNTER, TAKEN, AT_FRIDGE)) == []


def test_took_heated_or_has_needs_the_object_in_hand():
    failed = room(AT_COUNTER, AT_FRIDGE, OPENED, ("take potato 2 from fridge 1", "Nothing happens."))
    assert subjects("Now I take a potato (2). Next, I need to heat it.", failed) == ["potato 2"]
    assert room_claims("Now I heat a potato 2.", failed)[0].reason == (
        "Claims to hold potato 2, but the agent holds nothing; potato 2 was last seen on countertop 2."
    )
    assert subjects("Now I take a potato (2). Next, I need to heat it.", room(AT_COUNTER, TAKEN)) == []
    assert subjects("Now I take a potato 2 from countertop 2.", room(AT_COUNTER)) == []  # said in front of it


def test_put_needs_the_place_to_show_it_or_the_object_in_hand_there():
    moved = room(AT_COUNTER, TAKEN, ("go to sinkbasin 1", "On the sinkbasin 1, you see nothing."))
    assert subjects("Now I put the potato 2 in sinkbasin 1.", moved) == []  # about to put it there
    moved.read("put potato 2 in/on sinkbasin 1", "You put the potato 2 in/on the sinkbasin 1.")
    assert subjects("Now I put the potato 2 in sinkbasin 1.", moved) == []
    assert room_claims("Now I put the potato 2 in countertop 2.", moved)[0].reason == (
        "Claims potato 2 put at countertop 2, but countertop 2 showed: a spoon 1; potato 2 was last seen on sinkbasin 1."
    )
    assert subjects("Now I put the potato 2 in microwave 1.", moved) == []  # never looked at: not judged


def test_plans_negations_places_unnumbered_objects_and_the_middle_of_the_room_are_left_alone():
    fridge = room(AT_COUNTER, AT_FRIDGE, OPENED)
    for thought in (
        "I need to find a potato 2.",
        "Next, I need to take potato 2 from countertop 2.",
        "I do not see potato 2 here.",
        "Now I find a potato. Next, I need to take it.",
        "Now I find fridge 1 is open.",
        "The potato 2 is on countertop 2.",
    ):
        assert subjects(thought, fridge) == [], thought
    assert subjects("Now I find a potato 2.", room()) == []  # nowhere yet: nothing to compare with


def test_a_fact_is_ungrounded_only_as_a_plain_statement_with_a_figure_or_quoted_name_no_page_holds():
    pages = [
        "Where was the singer of Queen born?",
        "Freddie Mercury (5 September 1946 – 24 November 1991) was born "
        "in Zanzibar. The album A Night at the Opera sold 1,200,000 copies.",
    ]
    assert [u.subject for u in fact_claims('He was born in 1923. The album "Jazz" sold well.', pages)] == [
        "1923",
        "Jazz",
    ]
    for thought in (
        "He was born in 1946.",
        "The album sold 1200000 copies.",
        'He sang on "A Night at the Opera".',
        "Maybe he was born in 1923.",
        "I need to search 1923 births.",
        "Was he born in 1923?",
        "He had 4 siblings and 12 cats.",
        "He toured in the 1980s.",
    ):  # plans, guesses, small numbers, decades
        assert fact_claims(thought, pages) == [], thought


RESULTS = (
    "[Back to Search]\nPage 1 (Total results: 50)\n[Next >]\n[B0AAAAAAA1]\nWool Socks, Medium\n$12.49\n"
    "[B0BBBBBBB2]\nCotton Socks\n$9.99"
)
ITEM = (
    "[Back to Search]\n[< Prev]\ncolor [forest green][navy]\nsize [medium][large]\nWool Socks, Medium\n"
    "Price: $12.49\nRating: N.A.\n[Buy Now]"
)


def shop() -> ShopView:
    view = ShopView(instruction="wool socks in forest green, size x-large, price lower than 50.00 dollars")
    view.read("search[wool socks]", RESULTS)
    view.read("click[B0AAAAAAA1]", ITEM)
    view.read("click[forest green]", "You have clicked forest green.")  # the page stays the item page
    return view


def test_a_shop_thought_naming_a_price_option_or_product_the_pages_do_not_show_is_ungrounded():
    view = shop()
    assert view.item == "B0AAAAAAA1" and view.options["size"] == ["medium", "large"]
    claims = shop_claims(
        "B0AAAAAAA1 costs $10.95 and has the options 'forest green' and 'x-large'. B0CCCCCCC3 is cheaper.", view
    )
    assert [u.subject for u in claims] == ["B0CCCCCCC3", "$10.95", "x-large"]
    assert "B0AAAAAAA1 costs" not in claims[1].reason and "no page so far has shown" in claims[1].reason
    title_word = shop_claims("B0AAAAAAA1 is $12.49 with the options 'forest green' and 'wool socks'.", view)
    assert [u.subject for u in title_word] == ["wool socks"]  # on the page, but in the title: no option
    mismatch = shop_claims("B0BBBBBBB2 is $12.49.", view)
    assert mismatch[0].reason == "Names $12.49 for B0BBBBBBB2, but its page shows $9.99."


def test_a_shop_thought_that_matches_the_pages_or_only_plans_is_left_alone():
    view = shop()
    for thought in (
        "B0AAAAAAA1 is wool socks for $12.49 with the options 'forest green' and 'large'. It seems good.",
        "It has the options 'size large' and 'navy'.",
        "It costs $12.49, less than $50.",
        "I should look for size 'x-large' options.",
        "B0AAAAAAA1 has no 'x-large' option.",
    ):
        assert shop_claims(thought, view) == [], thought


SIZES = (
    '[Back to Search]\n[< Prev]\nsize [16" x 16"][28" x 28"][40" x 40"]\nThrow Pillow Cover, 16" X 16"\n'
    "Price: $14.95\nRating: N.A.\n[Buy Now]"
)


def test_inch_marks_inside_a_quoted_option_are_not_quotes():
    """A real thought on the official WebShop (walk3): it listed the page's sizes, and the double quotes
    of the inch marks were read as quoted names ('x 28', 'x 16' three times): ten flags on a thought that
    named only offered options."""
    view = ShopView(instruction='decorative pillows, size: 28" x 28"')
    view.read("click[B0743JKHBV]", SIZES)
    thought = "The item has options '28\" x 28\"', '16\" x 16\"', '40\" x 40\"'. It also has the option '28 x 28'."
    assert shop_claims(thought, view) == []
    wrong = shop_claims("It has the options '30\" x 30\"' and '30\" x 30\"'.", view)
    assert [u.subject for u in wrong] == ['30" x 30"']  # a size not offered: one flag, however often named
