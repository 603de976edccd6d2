"""WebShop data: the bundled shop, its tasks, the exemplar prompts and the official-file importer."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from react_core.data.errors import DataError
from react_core.data.webshop import bundled_exemplar_task, catalogue_for, load_webshop_tasks
from react_core.data.webshop.bundled import bundled_catalogue, bundled_instructions
from react_core.data.webshop.official import parse_pricing, price_limit
from react_core.environments.webshop import PROMPT_FILES, WebShopEnv, score_purchase
from react_core.environments.webshop.prompts import parse_exemplar
from react_core.environments.webshop.search import SearchIndex
from react_core.prompting.prompt_import.webshop import load_original_prompt

# -- the bundled shop ---------------------------------------------------------------------------


def test_the_bundled_shop_has_300_complete_products_over_five_categories():
    catalogue = bundled_catalogue()
    assert len(catalogue) >= 300
    assert set(Counter(p.category for p in catalogue.products)) == {
        "beauty",
        "grocery",
        "fashion",
        "electronics",
        "home",
    }
    for p in catalogue.products:
        assert len(p.asin) == 10 and p.asin.startswith("B0") and p.asin.isupper()
        assert p.title and p.price > 0 and p.price_tag == f"${p.price:.2f}"
        assert p.product_type and " › " in p.product_category and p.attributes and p.options
        assert p.description and p.features and 2 <= len(p.reviews) <= 3
        assert all(v == v.lower() for values in p.options.values() for v in values)


def test_the_bundled_files_stay_small():
    from react_core.data.webshop.bundled import INSTRUCTIONS_FILE, PRODUCTS_FILE

    assert PRODUCTS_FILE.stat().st_size + INSTRUCTIONS_FILE.stat().st_size < 600_000


def test_sixty_and_more_bundled_tasks_labelled_as_the_projects_own_data():
    tasks = load_webshop_tasks()
    assert len(tasks) >= 60
    assert [t.id for t in tasks] == [f"webshop-bundled-{i:03d}" for i in range(1, len(tasks) + 1)]
    for task in tasks:
        assert task.family == "webshop" and task.text == task.meta["goal"]["instruction"]
        assert task.gold == task.meta["goal"]["asin"]
        assert task.meta["source"] == "bundled" and "not the official WebShop data" in task.meta["data"]
        assert "price lower than" in task.text and task.meta["goal"]["price_upper"] > 0


def test_every_instruction_is_solvable_its_target_scores_one():
    catalogue = bundled_catalogue()
    for _, _, goal in bundled_instructions():
        target = catalogue.get(goal.asin)
        chosen = {target.option_name_of(v): v for v in goal.options}
        assert None not in chosen, goal
        assert score_purchase(target, chosen, goal).score == 1.0, goal


def test_every_target_is_found_by_searching_its_kind_and_attributes():
    index = SearchIndex(bundled_catalogue())
    for _, _, goal in bundled_instructions():
        assert goal.asin in index.search(" ".join([goal.product_type, *goal.attributes]))


def test_the_exemplar_instruction_is_not_a_task():
    exemplar = bundled_exemplar_task()
    assert exemplar.id not in {t.id for t in load_webshop_tasks()}
    assert exemplar.text not in {t.text for t in load_webshop_tasks()}


# -- the prompts ----------------------------------------------------------------------------------


@pytest.mark.parametrize("method", ["react", "act"])
def test_the_exemplar_replays_exactly_and_ends_in_a_purchase_scoring_one(method):
    opening, turns = parse_exemplar(PROMPT_FILES[method].read_text(encoding="utf-8"))
    env = WebShopEnv()
    assert env.reset(bundled_exemplar_task()) == opening
    for i, (action, recorded) in enumerate(turns):
        result = env.step(action)
        if recorded is None:  # the last action, Buy Now, shown without its score as in the paper
            assert i == len(turns) - 1 and action == "click[Buy Now]"
        else:
            assert result.observation == recorded, action
    assert result.done and result.success and result.info["reward"] == 1.0
    assert len(turns) <= 15


def test_act_is_react_without_the_think_steps():
    _, react = parse_exemplar(PROMPT_FILES["react"].read_text(encoding="utf-8"))
    _, act = parse_exemplar(PROMPT_FILES["act"].read_text(encoding="utf-8"))
    assert any(a.startswith("think[") and o == "OK." for a, o in react)
    assert act == [(a, o) for a, o in react if not a.startswith("think[")]


def test_the_papers_prompt_loads_from_the_notebook_or_a_text_file(tmp_path):
    notebook = {
        "cells": [
            {"cell_type": "code", "source": ["x = 1\n"]},
            {"cell_type": "code", "source": ['prompt1 = """Webshop \nInstruction: ..."""\n']},
            {"cell_type": "code", "source": ['prompt1_actonly = """Act only"""']},
        ]
    }
    (tmp_path / "WebShop.ipynb").write_text(json.dumps(notebook))
    assert load_original_prompt(tmp_path / "WebShop.ipynb") == "Webshop \nInstruction: ..."
    assert load_original_prompt(tmp_path / "WebShop.ipynb", "act") == "Act only"
    (tmp_path / "prompt.txt").write_text("Webshop \nplain")
    assert load_original_prompt(tmp_path / "prompt.txt") == "Webshop \nplain"


# -- the official files ------------------------------------------------------------------------------

PRODUCTS = [
    {
        "asin": "B078GWRC1J",
        "name": "Bright Citrus Deodorant by Earth Mama, 3-Ounce",
        "full_description": "Gentle.",
        "small_description": ["Safe for sensitive skin", "Calendula"],
        "pricing": "$10.99",
        "customization_options": {
            "Scent": [{"value": "Bright Citrus", "image": None}, {"value": "Calming Lavender", "image": None}],
            "Size": [{"value": "3 Ounce (Pack of 1)", "image": None}],
            "Color": None,
        },
        "category": "beauty",
        "query": "Deodorant ",
        "product_category": "Beauty & Personal Care › Deodorants",
        "images": ["x.jpg"],
    },
    {
        "asin": "B08KBVJ4XN",
        "name": "Mountain Sage Deodorant",
        "full_description": "Oak.",
        "small_description": "Aluminum free",
        "pricing": "$15.95 - $21.00",
        "customization_options": None,
        "category": "beauty",
        "query": "deodorant",
        "product_category": "Beauty & Personal Care › Deodorants",
        "images": ["y.jpg"],
    },
    {"asin": "nan", "name": "broken", "pricing": "", "customization_options": None},
    {"asin": "B078GWRC1J", "name": "duplicate", "pricing": "$1.00", "customization_options": None},
    {"asin": "B000NOPRICE", "name": "asin too long", "pricing": None, "customization_options": None},
    {
        "asin": "B0NOPRICE1",
        "name": "No price",
        "full_description": "",
        "small_description": [],
        "pricing": None,
        "customization_options": None,
        "category": "x",
        "query": "thing",
        "product_category": "X",
    },
]
ATTRIBUTES = {
    "B078GWRC1J": {
        "attributes": ["sensitive skin", "long lasting"],
        "instruction": "i need a deodorant for sensitive skin",
        "instruction_attributes": ["sensitive skin"],
    },
    "B08KBVJ4XN": {"attributes": ["aluminum free"]},
}
HUMAN = {
    "B078GWRC1J": [
        {
            "instruction": "i would like a 3 ounce bottle of bright citrus deodorant for sensitive skin.",
            "instruction_attributes": ["sensitive skin"],
            "instruction_options": ["bright citrus", "3 ounce (pack of 1)"],
        },
        {"instruction": "no attributes, skipped", "instruction_attributes": [], "instruction_options": []},
    ]
}


@pytest.fixture
def official_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    for name, data in (
        ("items_shuffle_1000.json", PRODUCTS),
        ("items_ins_v2_1000.json", ATTRIBUTES),
        ("items_human_ins.json", HUMAN),
    ):
        (tmp_path / name).write_text(json.dumps(data), encoding="utf-8")
    return tmp_path


def test_official_products_are_read_as_the_original_engine_reads_them(official_dir):
    task = load_webshop_tasks(official_dir)[0]
    catalogue = catalogue_for(task)
    assert [p.asin for p in catalogue.products] == ["B078GWRC1J", "B08KBVJ4XN", "B0NOPRICE1"]
    earth = catalogue.get("b078gwrc1j")
    assert earth.options == {"scent": ("bright citrus", "calming lavender"), "size": ("3 ounce (pack of 1)",)}
    assert earth.features == ("Safe for sensitive skin", "Calendula") and earth.description == "Gentle."
    assert earth.attributes == ("sensitive skin", "long lasting") and earth.product_type == "deodorant"
    assert (earth.price, earth.price_tag) == (10.99, "$10.99")
    sage = catalogue.get("B08KBVJ4XN")
    assert sage.price_tag == "$15.95 to $21.0" and 15.95 <= sage.price <= 21.0
    assert sage.features == ("Aluminum free",)
    no_price = catalogue.get("B0NOPRICE1")
    assert (no_price.price, no_price.price_tag, no_price.attributes) == (100.0, "$100.0", ("DUMMY_ATTR",))


def test_official_human_goals_become_tasks_with_a_price_limit(official_dir):
    tasks = load_webshop_tasks(official_dir)
    assert len(tasks) == 1  # the goal without attributes is skipped
    task = tasks[0]
    assert task.id == "webshop-official-human-0001" and task.gold == "B078GWRC1J"
    assert task.meta["source"] == "official"
    goal = task.meta["goal"]
    assert goal["price_upper"] in (20.0, 30.0, 40.0, 50.0)
    assert task.text == (
        "i would like a 3 ounce bottle of bright citrus deodorant for sensitive skin"
        f", and price lower than {goal['price_upper']:.2f} dollars"
    )
    assert load_webshop_tasks(official_dir)[0].text == task.text  # the same files give the same tasks


def test_an_official_task_plays_to_a_full_score(official_dir):
    task = load_webshop_tasks(official_dir)[0]
    env = WebShopEnv()
    env.reset(task)
    assert "[B078GWRC1J]" in env.step("search[bright citrus deodorant]").observation
    env.step("click[b078gwrc1j]")
    assert "scent [bright citrus][calming lavender]" in env.observation()
    env.step("click[bright citrus]")
    env.step("click[3 ounce (pack of 1)]")
    result = env.step("click[Buy Now]")
    assert result.success and result.info["reward"] == 1.0
    # an official catalogue's search index is kept on disk under REACT_HOME, to be reopened
    assert list((official_dir / "home" / "webshop").glob("index-porter-official-*.sqlite"))


def test_synthetic_goals_take_one_goal_per_option_combination(official_dir):
    tasks = load_webshop_tasks(official_dir, goals="synthetic")  # in WebShop's shuffled order
    assert sorted(t.meta["goal"]["options"] for t in tasks) == [
        ["bright citrus", "3 ounce (pack of 1)"],
        ["calming lavender", "3 ounce (pack of 1)"],
    ]
    # the option names travel with the values: the original's reward compares (name, value) pairs
    assert all(t.meta["goal"]["option_names"] == ["scent", "size"] for t in tasks)
    assert {t.text.split(", and size: ")[0] for t in tasks} == {
        "i need a deodorant for sensitive skin with scent: bright citrus",
        "i need a deodorant for sensitive skin with scent: calming lavender",
    }


def test_missing_official_files_say_what_to_download(tmp_path):
    with pytest.raises(DataError, match=r"items_shuffle_1000.json"):
        load_webshop_tasks(tmp_path)
    with pytest.raises(DataError, match="No folder"):
        load_webshop_tasks(tmp_path / "nowhere")


def test_pricing_and_price_limit_rules():
    assert parse_pricing("$12.99") == ([12.99], "$12.99")
    assert parse_pricing("$1,299.00") == ([1299.0], "$1299.0")
    assert parse_pricing(None) == ([100.0], "$100.0")
    import random

    assert price_limit(10.99, random.Random(0)) in (30.0, 40.0, 50.0)  # larger of two of 20/30/40/50
    assert price_limit(985.0, random.Random(0)) is None  # fewer than two steps above
