"""The options a shopping instruction names, read from its words (`asked_options`)."""

from __future__ import annotations

from react_core.environments.webshop.asked import asked_options

SIZES = {"size": ("7", "8", "8.5", "large", "x-large")}


def test_an_option_the_instruction_says_is_asked_for_by_its_kind():
    options = {"color": ("black white", "grey"), "size": ("7", "8", "8.5")}
    said = "i want running shoes, in grey color, in size 8.5, and price lower than 90.00 dollars"
    assert asked_options(said, options) == {"color": "grey", "size": "8.5"}


def test_a_value_inside_a_longer_word_or_number_is_not_asked_for():
    assert asked_options("socks for women, price lower than 70.00 dollars", {"fit": ("men",), "size": ("70",)}) == {}
    assert asked_options("size: 8.5", SIZES) == {"size": "8.5"}  # not the "8" inside it
    assert asked_options("a size 7 shoe under $7.50", SIZES) == {"size": "7"}


def test_of_two_values_named_at_once_the_longer_is_the_one_asked_for():
    assert asked_options("with color: red, and size: x-large", SIZES) == {"size": "x-large"}  # not "large"
    assert asked_options("Color: RED BLACK", {"color": ("black", "red black")}) == {"color": "red black"}


def test_an_instruction_that_names_no_option_asks_for_none():
    assert asked_options("a scented candle under 60 dollars", {"scent": ("lavender",), "size": ("", " ")}) == {}
