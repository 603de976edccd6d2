"""Bundled WebShop goals picked by what their instruction names, for tests of the options rules."""

from __future__ import annotations

from react_core.data.webshop import catalogue_for, load_webshop_tasks
from react_core.data.webshop.model import Product
from react_core.environments.webshop.asked import asked_options
from react_core.trajectory.task import Task


def one_kind_named() -> tuple[Task, Product, str, str]:
    """The first bundled goal whose target offers two kinds of option and whose instruction names one:
    (task, target product, the named option, the other kind)."""
    for task in load_webshop_tasks():
        goal = task.meta["goal"]
        product = catalogue_for(task).get(goal["asin"])
        if product is None or len(product.options) != 2:
            continue
        asked = asked_options(goal["instruction"], product.options)
        if len(asked) == 1:
            (value,) = asked.values()
            other = next(k for k in product.options if k not in asked)
            return task, product, value, other
    raise AssertionError("no bundled goal names one of two kinds of option")
