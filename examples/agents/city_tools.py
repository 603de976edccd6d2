"""The two tools every example agent here has, as plain functions; each agent wraps them in its own
framework's tool decorator. Deterministic and local. Each call is written down (to the file named by
$AGENT_TOOL_LOG, one JSON line a call, else to stderr), so you see exactly what YOUR tool received,
e.g. after you edited the call in the workbench.
"""

from __future__ import annotations

import json
import os
import sys

POPULATION = {"paris": 2_102_650, "tokyo": 13_960_000, "lagos": 15_388_000, "lima": 10_151_000}
FACTORS = {("km", "mi"): 0.621371, ("mi", "km"): 1.609344, ("kg", "lb"): 2.204623, ("lb", "kg"): 0.453592}


def record(tool: str, **arguments: object) -> None:
    line = json.dumps({"tool": tool, "arguments": arguments})
    log = os.environ.get("AGENT_TOOL_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as out:
            out.write(line + "\n")
    else:
        print(f"[tool] {line}", file=sys.stderr)


def lookup_population(city: str) -> str:
    record("lookup_population", city=city)
    found = POPULATION.get(city.strip().lower())
    if found is None:
        return f"No figure for {city!r}. Known cities: {', '.join(c.title() for c in POPULATION)}."
    return f"{city.strip().title()} has {found:,} inhabitants."


def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    record("convert_units", value=value, from_unit=from_unit, to_unit=to_unit)
    factor = FACTORS.get((from_unit.strip().lower(), to_unit.strip().lower()))
    if factor is None:
        return f"Cannot convert {from_unit} to {to_unit}; known: {', '.join(f'{a}->{b}' for a, b in FACTORS)}."
    return f"{value:g} {from_unit} = {value * factor:.2f} {to_unit}"
