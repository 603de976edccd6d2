"""The project's own WebShop catalogue and instructions (bundled/*.jsonl).

Written for this workbench by ``python -m tools.webshop.generate`` (seeded, so it rewrites
the same files): invented brands and products in five categories, and instructions in plain
shopper's words whose target product scores 1.0. It is NOT the official WebShop data (which
was scraped from amazon.com); see `official.py` to use that when you have it.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from react_core.data.webshop.model import Catalogue, Goal, product_from_dict

BUNDLED_DIR = Path(__file__).parent / "bundled"
PRODUCTS_FILE = BUNDLED_DIR / "products.jsonl"
INSTRUCTIONS_FILE = BUNDLED_DIR / "instructions.jsonl"
CATALOGUE_NAME = "bundled"
# The instruction behind the prompts' one-shot exemplar: never among the tasks.
EXEMPLAR_SPLIT = "exemplar"


def _lines(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@lru_cache(maxsize=1)
def bundled_catalogue() -> Catalogue:
    return Catalogue((product_from_dict(r) for r in _lines(PRODUCTS_FILE)), CATALOGUE_NAME)


def bundled_instructions() -> list[tuple[str, str, Goal]]:
    """(id, split, goal) for every bundled instruction, in file order."""
    return [(r["id"], r["split"], Goal.from_dict(r["goal"])) for r in _lines(INSTRUCTIONS_FILE)]
