"""Reading the official WebShop files into the workbench's catalogue and goals.

The files (from the WebShop repository's setup script) and what is read from each, following
`web_agent_site/engine/engine.py` and `goal.py`:

- ``items_shuffle_1000.json`` / ``items_shuffle.json``: a JSON list of scraped products with
  ``asin``, ``name`` (the title), ``full_description``, ``small_description`` (feature lines,
  a list or one string), ``pricing`` ("$12.99", or two "$" prices for a range),
  ``customization_options`` ({name: [{"value": ..., "image": ...}], ...} or null),
  ``category``, ``query`` and ``product_category``. As the original: asins that are "nan" or
  longer than 10 characters are skipped, the first of duplicates kept, option names and
  values lower-cased with "/" shown as " | ", a missing price taken as $100.0.
- ``items_ins_v2_1000.json`` / ``items_ins_v2.json``: {asin: {"attributes": [...],
  "instruction": ..., "instruction_attributes": [...]}}; a product's attributes come from
  here (``["DUMMY_ATTR"]`` when absent), and so do the synthetic goals.
- ``items_human_ins.json``: {asin: [{"instruction", "instruction_attributes",
  "instruction_options"}, ...]}, the human-written goals the ReAct paper evaluated on;
  goals without attributes are skipped, as the original does.

Where the original draws random numbers (a price inside a range; the price limit, the larger
of two draws among the first four multiples of $10 above the price), a generator seeded with
`SEED` draws them, so the same files always give the same tasks.
"""

from __future__ import annotations

import itertools
import json
import random
import re
from decimal import Decimal
from pathlib import Path
from typing import Any

from react_core.data.errors import DataError
from react_core.data.webshop.model import Goal, Product, Review

SEED = 233
PRICE_LIMITS = [10.0 * i for i in range(1, 100)]
NO_LIMIT = 1000000.0
PRODUCT_FILES = {"1000": "items_shuffle_1000.json", "full": "items_shuffle.json"}
ATTRIBUTE_FILES = {"1000": "items_ins_v2_1000.json", "full": "items_ins_v2.json"}
HUMAN_FILE = "items_human_ins.json"


def _load_json(path: Path) -> Any:
    if not path.is_file():
        raise DataError(
            f"No WebShop file at {path}.", "Download it with the WebShop repository's setup.sh (its data/ folder)."
        )
    try:
        with path.open(encoding="utf-8") as handle:
            return json.load(handle)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DataError(f"{path} is not valid JSON ({exc}).", "Download the file again.") from exc


def parse_pricing(pricing: Any) -> tuple[list[float], str]:
    """("$12.99" -> [12.99], "$12.99"); a range keeps its first two prices; none -> $100.0."""
    if not pricing or not isinstance(pricing, str):
        return [100.0], "$100.0"
    prices = [
        float(Decimal(re.sub(r"[^\d.]", "", part))) for part in pricing.split("$")[1:] if re.sub(r"[^\d.]", "", part)
    ]
    if not prices:
        return [100.0], "$100.0"
    if len(prices) == 1:
        return prices, f"${prices[0]}"
    return prices[:2], f"${prices[0]} to ${prices[1]}"


def _options(raw: Any) -> dict[str, tuple[str, ...]]:
    options: dict[str, tuple[str, ...]] = {}
    for name, contents in (raw or {}).items():
        if contents is None:
            continue
        options[name.lower()] = tuple(c["value"].strip().replace("/", " | ").lower() for c in contents)
    return options


def read_products(
    products_path: Path | str, attributes_path: Path | str | None = None, num_products: int | None = None
) -> list[Product]:
    """The products of an official items file, with attributes from an items_ins file."""
    raw = _load_json(Path(products_path))
    if not isinstance(raw, list):
        raise DataError(f"{products_path} is not a list of products.", "Give an items_shuffle*.json file.")
    attributes = _load_json(Path(attributes_path)) if attributes_path else {}
    if num_products is not None:
        raw = raw[:num_products]
    products, seen = [], set()
    for record in raw:
        asin = str(record.get("asin", "nan"))
        if asin == "nan" or len(asin) > 10 or asin in seen:
            continue
        seen.add(asin)
        prices, tag = parse_pricing(record.get("pricing"))
        # A range is priced somewhere inside it; seeded by the asin so it never changes.
        price = prices[0] if len(prices) == 1 else random.Random(asin).uniform(*prices[:2])
        features = record.get("small_description") or []
        features = features if isinstance(features, list) else [features]
        reviews = tuple(
            Review(
                str(r.get("title", "")),
                int(r.get("score", r.get("stars", 0)) or 0),
                str(r.get("body", r.get("review", ""))),
            )
            for r in record.get("Reviews", [])
        )
        products.append(
            Product(
                asin=asin,
                title=str(record.get("name", "")),
                price=price,
                price_tag=tag,
                category=str(record.get("category", "")),
                product_type=str(record.get("query", "")).lower().strip(),
                product_category=str(record.get("product_category", "")),
                attributes=tuple(attributes.get(asin, {}).get("attributes") or ["DUMMY_ATTR"]),
                options=_options(record.get("customization_options")),
                description=str(record.get("full_description") or ""),
                features=tuple(str(f) for f in features),
                reviews=reviews,
            )
        )
    return products


def price_limit(price: float, rng: random.Random) -> float | None:
    """The instruction's limit: the larger of two of the first four $10 steps above the price."""
    steps = [p for p in PRICE_LIMITS if p > price][:4]
    if len(steps) < 2:
        return None
    return max(rng.sample(steps, 2))


def _with_price(text: str, product: Product, rng: random.Random) -> tuple[str, float]:
    limit = price_limit(product.price, rng)
    if limit is None:
        return text, NO_LIMIT
    return f"{text}, and price lower than {limit:.2f} dollars", limit


def human_goals(products: list[Product], human_path: Path | str) -> list[Goal]:
    """Goals from items_human_ins.json for the products given, in product order."""
    annotations = _load_json(Path(human_path))
    rng, goals = random.Random(SEED), []
    for product in products:
        for entry in annotations.get(product.asin, []):
            attributes = entry.get("instruction_attributes") or []
            if not attributes:
                continue
            text, limit = _with_price(str(entry["instruction"]).strip("."), product, rng)
            goals.append(_goal(product, text, attributes, entry.get("instruction_options") or [], limit))
    return goals


def synthetic_goals(products: list[Product], attributes_path: Path | str) -> list[Goal]:
    """Goals from items_ins_v2: one per combination of the product's options, as the original."""
    annotations = _load_json(Path(attributes_path))
    rng, goals = random.Random(SEED), []
    for product in products:
        entry = annotations.get(product.asin) or {}
        if not entry.get("instruction") or not entry.get("instruction_attributes"):
            continue
        names = sorted(product.options)
        for combination in itertools.product(*(product.options[n] for n in names)):
            chosen = ", and ".join(f"{n}: {v}" for n, v in zip(names, combination))
            base = entry["instruction"] + (f" with {chosen}" if chosen else "")
            text, limit = _with_price(base, product, rng)
            goals.append(_goal(product, text, entry["instruction_attributes"], list(combination), limit, names))
    return goals


def shuffle_as_webshop(goals: list) -> None:
    """Shuffle in place as WebShop's server does (``random.seed(233); random.shuffle(goals)``)."""
    random.Random(SEED).shuffle(goals)


def _goal(
    product: Product, text: str, attributes: list, options: list, limit: float, option_names: list | tuple = ()
) -> Goal:
    return Goal(
        asin=product.asin,
        instruction=text,
        attributes=tuple(attributes),
        options=tuple(str(o) for o in options),
        price_upper=limit,
        product_type=product.product_type,
        product_category=product.product_category,
        name=product.title,
        category=product.category,
        option_names=tuple(option_names),
    )
