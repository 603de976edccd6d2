"""Example tools file: a calculator and a unit converter, for a ReAct agent that must do sums.

Load it with `REACT_PLUGINS=examples/tools/calculator.py`, `--plugin examples/tools/calculator.py`,
or the app's sidebar ("Your tools and environments"). Each public function is a tool: the agent
writes `Calculator[2 * (3 + 4)]` or `Convert[12 km to mi]`, and what the function returns is the
observation. Helpers start with `_`, so they are not tools.
"""

import ast
import operator

NAME = "calculator"  # the family's name (task ids start with it)
LABEL = "Calculator"
STEP_LIMIT = 6
TASKS = [  # questions the family offers; your own can be typed in the app or given with --question
    {"question": "A marathon is 42.195 km. How many miles is that, rounded to one decimal?", "gold": "26.2"},
    {"question": "What is 17% of 2340?", "gold": "397.8"},
    {
        "question": "A recipe needs 3 pounds of flour. How many kilograms is that, rounded to two decimals?",
        "gold": "1.36",
    },
    {"question": "How many seconds are there in 3.5 hours?", "gold": "12600"},
]

_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
    ast.Mod: operator.mod,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
}
_FACTORS = {  # to one base unit per kind
    "km": 1000.0,
    "m": 1.0,
    "cm": 0.01,
    "mi": 1609.344,
    "ft": 0.3048,
    "in": 0.0254,
    "kg": 1.0,
    "g": 0.001,
    "lb": 0.45359237,
    "oz": 0.028349523125,
    "h": 3600.0,
    "min": 60.0,
    "s": 1.0,
}
_KIND = {
    "km": "length",
    "m": "length",
    "cm": "length",
    "mi": "length",
    "ft": "length",
    "in": "length",
    "kg": "mass",
    "g": "mass",
    "lb": "mass",
    "oz": "mass",
    "h": "time",
    "min": "time",
    "s": "time",
}


_NAMES = {  # what a model writes for a unit, beside the short symbols ("42.195 km to miles")
    "kilometer": "km",
    "kilometre": "km",
    "meter": "m",
    "metre": "m",
    "centimeter": "cm",
    "centimetre": "cm",
    "mile": "mi",
    "foot": "ft",
    "feet": "ft",
    "inch": "in",
    "inches": "in",
    "kilogram": "kg",
    "gram": "g",
    "pound": "lb",
    "lbs": "lb",
    "ounce": "oz",
    "hour": "h",
    "hr": "h",
    "minute": "min",
    "second": "s",
    "sec": "s",
}


def _unit(word: str) -> str:
    """The short symbol for a unit word: 'miles' -> 'mi', 'Hours' -> 'h'; an unknown word unchanged."""
    word = word.strip(".").lower()
    for candidate in (word, word[:-1] if word.endswith("s") else word):  # "mins", "hours"
        if candidate in _FACTORS:
            return candidate
        if candidate in _NAMES:
            return _NAMES[candidate]
    return word


def _evaluate(node: ast.AST) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        return _OPERATORS[type(node.op)](_evaluate(node.left), _evaluate(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPERATORS:
        return _OPERATORS[type(node.op)](_evaluate(node.operand))
    raise ValueError(f"only numbers and + - * / % ** ( ) are allowed, not {ast.dump(node)[:40]}")


def _number(value: float) -> str:
    return f"{value:.10g}"


def calculator(expression: str) -> str:
    """evaluates an arithmetic expression with + - * / % ** and parentheses, e.g. Calculator[0.17 * 2340]."""
    return _number(_evaluate(ast.parse(expression.replace(",", ""), mode="eval").body))


def convert(query: str) -> str:
    """converts a quantity between units of length (km m cm mi ft in), mass (kg g lb oz) or time (h min s), e.g. Convert[12 km to mi]; full names such as miles or hours also work."""
    amount, unit, _to, target = query.replace(",", "").split()
    unit, target = _unit(unit), _unit(target)
    unknown = [name for name in (unit, target) if name not in _FACTORS]
    if unknown:  # named, so the agent knows which word to change ("miles", not "km")
        raise ValueError(f"unknown unit {unknown[0]!r}; use one of {' '.join(_FACTORS)}")
    if _KIND[unit] != _KIND[target]:
        raise ValueError(f"cannot convert {_KIND[unit]} ({unit}) to {_KIND[target]} ({target})")
    return f"{_number(float(amount) * _FACTORS[unit] / _FACTORS[target])} {target}"
