"""What a call cost, from one price table in US dollars per 1M tokens (input, output).

Prices change; the table is a starting point that users override (config `prices` or
`REACT_PRICES` as JSON, e.g. '{"gpt-4o-mini": [0.15, 0.6]}'). Local models have no price.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping

# Public list prices (per 1M tokens) as of 2025; check openai.com/pricing and override when they change.
DEFAULT_PRICES: dict[str, tuple[float, float]] = {
    "gpt-4o-mini": (0.15, 0.60),
    "gpt-4o": (2.50, 10.00),
    "gpt-4.1-nano": (0.10, 0.40),
    "gpt-4.1-mini": (0.40, 1.60),
    "gpt-4.1": (2.00, 8.00),
    "gpt-4-turbo": (10.00, 30.00),
    "gpt-4": (30.00, 60.00),
    "gpt-3.5-turbo-instruct": (1.50, 2.00),
    "gpt-3.5-turbo": (0.50, 1.50),
    "o4-mini": (1.10, 4.40),
    "o3-mini": (1.10, 4.40),
    "o3": (2.00, 8.00),
    "davinci-002": (2.00, 2.00),
    "babbage-002": (0.40, 0.40),
}


def price_table(
    overrides: Mapping[str, tuple[float, float]] | None = None, env: Mapping[str, str] | None = None
) -> dict[str, tuple[float, float]]:
    """Defaults, then REACT_PRICES from the environment, then the given overrides."""
    env = os.environ if env is None else env
    table = dict(DEFAULT_PRICES)
    if env.get("REACT_PRICES"):
        try:
            table.update({k: (float(v[0]), float(v[1])) for k, v in json.loads(env["REACT_PRICES"]).items()})
        except (ValueError, TypeError, IndexError, AttributeError):
            raise ValueError(
                'REACT_PRICES must be JSON like {"gpt-4o-mini": [0.15, 0.6]} (USD per 1M tokens in, out)'
            ) from None
    if overrides:
        table.update({k: (float(v[0]), float(v[1])) for k, v in overrides.items()})
    return table


def price_for(model: str, table: Mapping[str, tuple[float, float]]) -> tuple[float, float] | None:
    """Exact name first, else the longest table name the model starts with ("gpt-4o-2024-08-06" -> "gpt-4o")."""
    if model in table:
        return table[model]
    matches = [name for name in table if model.startswith(name + "-")]
    return table[max(matches, key=len)] if matches else None


def cost_usd(model: str, tokens_in: int, tokens_out: int, table: Mapping[str, tuple[float, float]]) -> float | None:
    price = price_for(model, table)
    if price is None:
        return None
    return (tokens_in * price[0] + tokens_out * price[1]) / 1_000_000
