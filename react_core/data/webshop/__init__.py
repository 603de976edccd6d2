"""WebShop data: the project's bundled shop and an importer for the official WebShop files.

`load_webshop_tasks(source)` gives Tasks; `catalogue_for(task)` the shop a task is played in.
The records (`Product`, `Goal`, `Catalogue`) live in `model.py`.
"""

from react_core.data.webshop.model import Catalogue, Goal, Product, Review
from react_core.data.webshop.tasks import bundled_exemplar_task, catalogue_for, goal_of, load_webshop_tasks

__all__ = [
    "Catalogue",
    "Goal",
    "Product",
    "Review",
    "bundled_exemplar_task",
    "catalogue_for",
    "goal_of",
    "load_webshop_tasks",
]
