"""WebShop's reward for a purchase, as `web_agent_site/engine/goal.py` defines it.

    score = r_type * (attributes matched + options matched + [price <= limit])
                     / (goal attributes + goal options + 1)

- An attribute matches when some product attribute fuzzy-matches it (token-set ratio > 85),
  or, failing that, it appears verbatim in the product's title, features or description.
- A goal option matches when some chosen option fuzzy-matches it; both are first reduced to
  the first colour word they contain ("navy blue" -> "blue"). A synthetic goal's options are,
  in the original, a {name: value} dict whose items reach the matcher as (name, value) pairs:
  such a pair is reduced to a colour only when name or value *is* a colour word, and is
  otherwise compared as its printed form, i.e. the words of name and value together
  (("size", "large") against a chosen "x-large": 83, no match; a human goal's "large": 100).
- `r_type` checks that the right kind of product was bought. It starts at 1.0, drops to 0.5
  when neither the product type ("query") matches, nor two breadcrumb categories, nor more
  than 20% of the goal title's nouns; it is 0.1 when under 10% of those nouns are shared
  and 0.0 when none is. A goal title without nouns counts as 20% shared.
The score lies in [0, 1]; an episode is a success when it is exactly 1.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from react_core.data.webshop.model import Goal, Product
from react_core.environments.webshop.fuzzy import fuzzy_match
from react_core.environments.webshop.nouns import title_nouns

# The original's colour words (normalize.py's COLOR_SET), checked in this order.
COLOR_WORDS = (
    "alabaster apricot aqua ash asphalt azure banana beige black blue blush bordeaux bronze "
    "brown burgundy camel camo caramel champagne charcoal cheetah chestnut chocolate christmas "
    "coffee cognac copper coral cranberry cream crystal dark denim eggplant elephant espresso "
    "fuchsia gold granite grape graphite grass gray green grey heather indigo ivory ivy khaki "
    "lavender lemon leopard light lilac lime magenta maroon mauve merlot midnight mint mocha "
    "multicolor mushroom mustard natural navy nude olive orange peach pewter pink plum purple "
    "rainbow red rose royal rust sand sapphire seashell silver skull slate steel stone stonewash "
    "sunflower tan taupe teal tiger turquoise violet walnut wheat white wine yellow"
).split()
CATEGORY_SEPARATOR = "›"


@dataclass(frozen=True)
class Reward:
    """The score and its parts, for the done page's details and for tests."""

    score: float
    r_type: float
    r_attribute: float
    r_option: float | None  # None when the goal names no options
    r_price: bool
    attributes_matched: int
    options_matched: int
    query_match: bool
    category_match: bool
    title_score: float


def normalize_color(text: str) -> str:
    """The first colour word contained in `text` (substring test), else `text` unchanged."""
    for color in COLOR_WORDS:
        if color in text:
            return color
    return text


def type_reward(
    product: Product, goal: Goal, nouns: Callable[[str], list[str]] = title_nouns
) -> tuple[float, bool, bool, float]:
    """(r_type, query_match, category_match, title_score) of buying `product` for `goal`."""
    query_match = product.product_type == goal.product_type
    bought = {c.strip() for c in product.product_category.split(CATEGORY_SEPARATOR)}
    wanted = {c.strip() for c in goal.product_category.split(CATEGORY_SEPARATOR)}
    category_match = len(bought & wanted) >= 2
    desired = nouns(goal.name)
    if not desired:
        title_score = 0.2
    else:
        title_score = len(set(nouns(product.title)) & set(desired)) / len(desired)
    r_type = 1.0
    if not (query_match or category_match or title_score > 0.2):
        r_type = 0.5
    if title_score < 0.1:
        r_type = 0.1
    if title_score == 0.0:
        r_type = 0.0
    return r_type, query_match, category_match, title_score


def attributes_matched(product: Product, goal: Goal) -> int:
    text_fields = (product.title.lower(), " ".join(product.features).lower(), product.description.lower())
    matched = 0
    for wanted in goal.attributes:
        if any(fuzzy_match(have, wanted) for have in product.attributes):
            matched += 1
        elif any(wanted in text for text in text_fields):
            matched += 1
    return matched


def goal_option_text(name: str, value: str) -> str:
    """What the original's matcher compares for a synthetic goal's option (name, value): the first
    colour word equal to either, else the pair as Python prints it (the matcher keeps its words)."""
    for color in COLOR_WORDS:
        if color in (name, value):
            return color
    return str((name, value))


def options_matched(chosen: list[str], wanted: list[str], wanted_names: tuple[str, ...] = ()) -> int:
    """How many `wanted` options some `chosen` option matches; with `wanted_names` (a synthetic
    goal) each wanted option is its (name, value) pair, as the original compares it."""
    chosen = [normalize_color(o) for o in chosen]
    if wanted_names:
        targets = [goal_option_text(n, v) for n, v in zip(wanted_names, wanted)]
    else:
        targets = [normalize_color(o) for o in wanted]
    return sum(1 for goal_option in targets if any(fuzzy_match(o, goal_option) for o in chosen))


def score_purchase(
    product: Product,
    options: Mapping[str, str],
    goal: Goal,
    price: float | None = None,
    nouns: Callable[[str], list[str]] = title_nouns,
) -> Reward:
    """The reward for buying `product` with the chosen `options` (name -> value) toward `goal`.

    `price` defaults to the product's own price. `nouns` extracts a title's nouns (pass a
    spaCy-based function to follow the original tagger exactly).
    """
    price = product.price if price is None else price
    r_type, query_match, category_match, title_score = type_reward(product, goal, nouns)
    r_price = price <= goal.price_upper
    n_attr = attributes_matched(product, goal)
    n_opt = options_matched(list(options.values()), list(goal.options), goal.option_names)
    denominator = len(goal.attributes) + len(goal.options) + 1
    score = (n_attr + n_opt + int(r_price)) / denominator * r_type
    return Reward(
        score=score,
        r_type=r_type,
        r_attribute=n_attr / len(goal.attributes) if goal.attributes else 0.0,
        r_option=n_opt / len(goal.options) if goal.options else None,
        r_price=r_price,
        attributes_matched=n_attr,
        options_matched=n_opt,
        query_match=query_match,
        category_match=category_match,
        title_score=title_score,
    )
