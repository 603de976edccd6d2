"""Official WebShop goals come in WebShop's own order, and a task set can pick the synthetic ones."""

from pathlib import Path

import pytest

from react_core.evaluation.tasksets import load_set

OFFICIAL = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "webshop-official"


@pytest.mark.skipif(not OFFICIAL.is_dir(), reason="../shared/data/webshop-official is not on this machine")
def test_a_set_ending_in_synthetic_gives_the_generated_goals_shuffled_as_webshop_does():
    tasks = load_set(f"webshop:{OFFICIAL}#synthetic")
    assert len(tasks) == 6910  # one per option combination of the 415 annotated products
    assert tasks[0].id.endswith("-0001") and tasks[0].meta["goals"] == "synthetic"
    # Shuffled, not in product order: the first goals belong to different products.
    assert len({t.gold for t in tasks[:10]}) >= 8
    # The same files always give the same order.
    assert [t.id for t in load_set(f"webshop:{OFFICIAL}#synthetic", limit=5)] == [t.id for t in tasks[:5]]
    assert [t.text for t in load_set(f"webshop:{OFFICIAL}#synthetic", limit=5)] == [t.text for t in tasks[:5]]
