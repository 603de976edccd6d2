"""The text of each shop page, in the layout of the ReAct paper's WebShop prompt.

The paper's notebook turns the shop's HTML into lines: buttons and product ids as
``[text]``, option values run together after their option name (``size [a][b]``, the chosen
one as ``[[b]]``), every other visible text on its own line, the instruction left out once
the search page is behind. Here the same lines are written directly, without the notebook's
trailing spaces:

    [Back to Search]
    Page 1 (Total results: 50)
    [Next >]
    [B0XXXXXXXX]
    Bright Citrus Deodorant by ...
    $10.99

A results page lists ten products, but the notebook prints only the first three (its parser
blanks every later id, title and price, `prod_cnt >= 3`); the other seven stay clickable, as
their ids are still on the page it read. `RESULTS_SHOWN` keeps that.
"""

from __future__ import annotations

from collections.abc import Mapping

from react_core.data.webshop.model import Product

BACK_TO_SEARCH = "Back to Search"
NEXT_PAGE = "Next >"
PREV_PAGE = "< Prev"
BUY_NOW = "Buy Now"
SUB_PAGES = ("Description", "Features", "Reviews")
SCORE_LABEL = "Your score (min 0.0, max 1.0)"
RESULTS_SHOWN = 3  # the ReAct notebook's parser prints the first three results of a page


def button(text: str) -> str:
    return f"[{text}]"


def search_page(instruction: str) -> str:
    """The opening page: the shop's name, the instruction and the search box's button."""
    return "\n".join(["WebShop", "Instruction:", instruction, button("Search")])


def results_page(products: list[Product], page: int, total: int) -> str:
    """One page of results: its first `RESULTS_SHOWN` products. "< Prev" only past page 1;
    "Next >" always, as in the original."""
    lines = [button(BACK_TO_SEARCH), f"Page {page} (Total results: {total})"]
    if page > 1:
        lines.append(button(PREV_PAGE))
    lines.append(button(NEXT_PAGE))
    for product in products[:RESULTS_SHOWN]:
        lines += [button(product.asin), product.title, product.price_tag]
    return "\n".join(lines)


def item_page(product: Product, chosen: Mapping[str, str]) -> str:
    lines = [button(BACK_TO_SEARCH), button(PREV_PAGE)]
    for name, values in product.options.items():
        shown = "".join(f"[[{v}]]" if chosen.get(name) == v else f"[{v}]" for v in values)
        lines.append(f"{name} {shown}")
    lines += [product.title, f"Price: {product.price_tag}", f"Rating: {product.rating}"]
    lines += [button(name) for name in SUB_PAGES] + [button(BUY_NOW)]
    return "\n".join(lines)


def sub_page(product: Product, which: str) -> str:
    """Description, Features (one line per feature) or Reviews ("title", score, text per review)."""
    lines = [button(BACK_TO_SEARCH), button(PREV_PAGE)]
    if which == "Description":
        lines.append(product.description)
    elif which == "Features":
        lines += list(product.features)
    else:
        for review in product.reviews:
            lines += [f'"{review.title}"', str(review.score), review.body]
    return "\n".join(line for line in lines if line.strip())


def done_page(score: float) -> str:
    """What the paper's notebook shows after Buy Now: the score alone, as Python prints the float
    (the done page renders `{{ reward }}`, so 2/3 reads 0.6666666666666666)."""
    return f"{SCORE_LABEL}: {float(score)}"


def option_clicked(value: str) -> str:
    """The notebook's answer to choosing an option (it does not reprint the page)."""
    return f"You have clicked {value}."
