"""The shop's records: products with their buying options, and the goals that instructions state.

One model serves the project's bundled catalogue and the official WebShop files, so the
environment and the reward never need to know where a product came from. Field names follow
what the reward reads (WebShop's `goal.py`): a product's `product_type` is the original's
``query`` (the product class it was collected under, e.g. "deodorant"), its
`product_category` the store's breadcrumb ("Beauty & Personal Care › Personal Care › ...").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Review:
    title: str
    score: int  # 1..5
    body: str


@dataclass(frozen=True)
class Product:
    """One product page. Option values are lower case, as the original shop shows them."""

    asin: str
    title: str
    # The price the reward compares with the instruction's limit; `price_tag` is what the
    # pages show ("$10.99", or "$10.99 to $15.99" for a range in the official data).
    price: float
    price_tag: str
    category: str
    product_type: str
    product_category: str
    attributes: tuple[str, ...]
    # option name -> its values, in page order (e.g. "scent" -> ("bright citrus", ...)).
    options: dict[str, tuple[str, ...]] = field(default_factory=dict)
    description: str = ""
    features: tuple[str, ...] = ()
    reviews: tuple[Review, ...] = ()
    rating: str = "N.A."  # the original never loaded ratings; its pages always say N.A.

    def __hash__(self) -> int:
        return hash(self.asin)

    def option_name_of(self, value: str) -> str | None:
        """Which option (e.g. "size") offers `value`; None when the product has no such value."""
        for name, values in self.options.items():
            if value in values:
                return name
        return None

    def search_text(self) -> str:
        """What the search index holds for this product, as the original's index did:
        title, description, first feature line and the options ("size: a, b, and color: c")."""
        options = ", and ".join(f"{name}: {', '.join(values)}" for name, values in self.options.items())
        first_feature = self.features[0] if self.features else ""
        return " ".join([self.title, self.description, first_feature, options]).lower()


@dataclass(frozen=True)
class Goal:
    """What one instruction asks for, in the terms WebShop's reward scores.

    `attributes` and `options` are the instruction's annotated attributes and option values;
    `price_upper` the stated price limit; `product_type`, `product_category` and `name` (the
    target's title) feed the product-type part of the reward.
    """

    asin: str
    instruction: str
    attributes: tuple[str, ...]
    options: tuple[str, ...]
    price_upper: float
    product_type: str
    product_category: str
    name: str
    category: str = ""
    # The option names beside `options`, for synthetic goals only: the original keeps those goals'
    # options as a {name: value} dict and its reward compares (name, value) pairs (see reward.py).
    option_names: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        record = {
            "asin": self.asin,
            "instruction": self.instruction,
            "attributes": list(self.attributes),
            "options": list(self.options),
            "price_upper": self.price_upper,
            "product_type": self.product_type,
            "product_category": self.product_category,
            "name": self.name,
            "category": self.category,
        }
        if self.option_names:
            record["option_names"] = list(self.option_names)
        return record

    @classmethod
    def from_dict(cls, record: dict[str, Any]) -> Goal:
        return cls(
            asin=record["asin"],
            instruction=record["instruction"],
            attributes=tuple(record["attributes"]),
            options=tuple(record["options"]),
            price_upper=float(record["price_upper"]),
            product_type=record["product_type"],
            product_category=record["product_category"],
            name=record["name"],
            category=record.get("category", ""),
            option_names=tuple(record.get("option_names", ())),
        )


class Catalogue:
    """The products of one shop, by asin, in their file order (the search index's tie order)."""

    def __init__(self, products: Iterable[Product], name: str, cache_key: str | None = None) -> None:
        self.name = name
        # Set for large catalogues read from files: names the search index file kept on disk.
        self.cache_key = cache_key
        self.products: list[Product] = []
        self._by_asin: dict[str, Product] = {}
        for product in products:
            if product.asin not in self._by_asin:  # the original keeps the first of duplicates
                self._by_asin[product.asin] = product
                self.products.append(product)

    def __len__(self) -> int:
        return len(self.products)

    def get(self, asin: str) -> Product | None:
        return self._by_asin.get(asin.upper())


def product_to_dict(product: Product) -> dict[str, Any]:
    return {
        "asin": product.asin,
        "title": product.title,
        "price": product.price,
        "price_tag": product.price_tag,
        "category": product.category,
        "product_type": product.product_type,
        "product_category": product.product_category,
        "attributes": list(product.attributes),
        "options": {k: list(v) for k, v in product.options.items()},
        "description": product.description,
        "features": list(product.features),
        "reviews": [{"title": r.title, "score": r.score, "body": r.body} for r in product.reviews],
        "rating": product.rating,
    }


def product_from_dict(record: dict[str, Any]) -> Product:
    return Product(
        asin=record["asin"],
        title=record["title"],
        price=float(record["price"]),
        price_tag=record.get("price_tag") or f"${record['price']:.2f}",
        category=record["category"],
        product_type=record["product_type"],
        product_category=record["product_category"],
        attributes=tuple(record["attributes"]),
        options={k: tuple(v) for k, v in record.get("options", {}).items()},
        description=record.get("description", ""),
        features=tuple(record.get("features", ())),
        reviews=tuple(Review(r["title"], int(r["score"]), r["body"]) for r in record.get("reviews", ())),
        rating=record.get("rating", "N.A."),
    )
