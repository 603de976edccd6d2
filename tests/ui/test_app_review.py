"""The Review page: a History selection's failed episodes one after another, a step and a category
marked, Next / Previous, counts, the categories editor, an empty queue, an episode deleted
meanwhile, a fix opened on the Run page, and a batch's review started on the Evaluate page."""

from __future__ import annotations

import pytest

from react_core.storage.review_queue import ReviewQueue
from react_core.storage.reviews import ReviewStore
from react_core.storage.store import TrajectoryStore
from tests.support import family_runs
from tests.ui.test_app_common import click, errors, infos, open_page, run_state

pytestmark = pytest.mark.usefixtures("app_home")
REVIEW_PAGE = "pages/6_Review.py"


def saved(app_home, *trajectories):
    history = TrajectoryStore(app_home / "history.sqlite3")
    for trajectory in trajectories:
        history.save(trajectory)
    return history


def review_from_history(app_home, *trajectories, stay: bool = True):
    """Select the trajectories on the History page and press Review the selection. The page switch
    lasts one run in AppTest; `stay` keeps the test on the page it switched to."""
    saved(app_home, *trajectories)
    at = open_page("pages/4_History.py")
    for trajectory in trajectories:
        at.checkbox(key=f"history:{trajectory.id}:select").check().run()
    click(at, "history:review")
    if stay and current_page(at).endswith("6_Review.py"):
        at.switch_page(REVIEW_PAGE).run()
    return at


def current_page(at) -> str:
    return str(at._registered_pages[at._finished_page_script_hash]["script_path"])


def heading(at) -> str:
    """Which episode the page shows: "Episode 2 of 5"."""
    return next(h.value for h in at.main.subheader if h.value.startswith("Episode"))


def mark(at, position: int, step: int, category: str):
    review_id = at.session_state["_review"]["id"]
    key = f"review:{review_id}:{position}"
    at.selectbox(key=f"{key}:step").set_value(step).run()
    at.radio(key=f"{key}:category").set_value(category).run()
    return click(at, "review:mark")


def test_a_selection_is_reviewed_one_episode_after_another_and_counted(app_home):
    first, second = family_runs.hotpotqa(win=False), family_runs.hotpotqa(win=False)
    at = review_from_history(app_home, first, second, stay=False)
    assert current_page(at).endswith("6_Review.py")
    assert any("Review started: 2 episodes" in s.value for s in at.success)
    at.switch_page(REVIEW_PAGE).run()
    assert heading(at) == "Episode 1 of 2"
    assert any("scored wrong" in m.value for m in at.markdown)
    mark(at, 0, 3, "wrong reasoning")
    assert heading(at) == "Episode 2 of 2"
    assert at.table[0].value["episodes"].to_dict() == {"wrong reasoning": 1}
    click(at, "review:previous")
    assert any("Already marked wrong reasoning at Thought 2" in i.replace("\\", "") for i in infos(at))
    click(at, "review:next")
    click(at, "review:skip")
    assert any("You reached the end of this review" in s.value for s in at.success)
    store = ReviewStore(app_home / "reviews.sqlite3")
    queue = ReviewQueue(store, at.session_state["_review"]["id"])
    assert [a.status for a in queue.annotations.values()] == ["marked", "skipped"]


def test_marking_without_a_category_says_what_to_choose_and_stays(app_home):
    at = review_from_history(app_home, family_runs.hotpotqa(win=False))
    click(at, "review:mark")
    assert any("Choose the step where it went wrong and a category" in w.value for w in at.warning)
    assert heading(at) == "Episode 1 of 1"


def test_a_selection_with_nothing_failed_says_why_no_review_started(app_home):
    won = family_runs.hotpotqa()
    at = review_from_history(app_home, won)
    assert current_page(at).endswith("4_History.py")
    assert any("no failed or flagged episodes to review (1 succeeded with no flag)" in i for i in infos(at))
    assert ReviewStore(app_home / "reviews.sqlite3").reviews() == []


def test_an_episode_deleted_meanwhile_is_said_and_can_be_skipped(app_home):
    lost = family_runs.hotpotqa(win=False)
    at = review_from_history(app_home, lost)
    TrajectoryStore(app_home / "history.sqlite3").delete(lost.id)
    at.switch_page(REVIEW_PAGE).run()
    assert any("deleted meanwhile" in w.value for w in at.warning)
    click(at, "review:skip")
    assert any("You reached the end" in s.value for s in at.success)


def test_categories_are_the_persons_own_and_a_repeated_name_is_refused(app_home):
    at = review_from_history(app_home, family_runs.hotpotqa(win=False))
    at.text_area(key="review:categories").input("wrong page\nloop").run()
    click(at, "review:categories:save")
    review_id = at.session_state["_review"]["id"]
    assert at.radio(key=f"review:{review_id}:0:category").options == ["wrong page", "loop"]
    at.text_area(key="review:categories").input("loop\nLoop").run()
    click(at, "review:categories:save")
    said = [e.replace("\\", "") for e in errors(at)]  # as a person reads the escaped Markdown
    assert any("The category 'Loop' is listed twice" in e and "Nothing was changed" in e for e in said)
    assert ReviewStore(app_home / "reviews.sqlite3").categories() == ["wrong page", "loop"]


def test_fix_it_opens_the_reviewed_branch_on_the_run_page(app_home):
    lost = family_runs.hotpotqa(win=False)
    at = review_from_history(app_home, lost)
    click(at, "review:fix")
    assert any("Opened from a review" in str(getattr(e, "value", "")) for e in at.main)
    assert current_page(at).endswith("1_Run.py")
    shown = run_state(at).trajectory
    assert shown.id == lost.id and shown.active_branch == lost.active_branch


def test_evaluate_starts_a_review_of_the_batchs_failures(app_home):
    from react_core.evaluation.results import ResultsStore
    from tests.storage.test_reviews import _record

    results = ResultsStore(app_home / "evaluation.sqlite3")
    results.open_batch("b1", {"task_set": "hotpotqa:bundled", "methods": ["react"], "models": ["scripted"]}, 1)
    results.set_status("b1", "done")
    lost = family_runs.hotpotqa(win=False, batch="b1")
    _record(results, "b1", lost)
    at = open_page("pages/3_Evaluate.py")
    click(at, "eval:review")
    assert current_page(at).endswith("6_Review.py")
    assert any("batch b1" in m.value for m in at.caption)


def test_a_fix_saved_in_history_is_named_and_becomes_a_pair_with_the_review(app_home):
    engine, original, steered = family_runs.steered_hotpotqa()
    fixed = engine.trajectory
    saved(app_home, fixed)
    store = ReviewStore(app_home / "reviews.sqlite3")
    lost = type(fixed).from_dict(fixed.to_dict())
    lost.active_branch = original  # the episode as it was reviewed, before the fix
    from react_core.storage.review_items import item_for

    review = store.create("before the fix", "selection", [item_for(lost)])
    ReviewQueue(store, review.id).mark(3, "wrong reasoning")
    at = open_page(REVIEW_PAGE)
    click(at, "review:previous")
    branch_name = fixed.branches[steered].name
    assert any(f"Fixed on {branch_name}" in s.value.replace("\\", "") for s in at.success)
    at.toggle(key="review:pairs:on").set_value(True).run()
    assert any("1 from reviewed episodes" in m.value for m in at.markdown)
    assert "Download the pairs (zip)" in [d.proto.label for d in at.get("download_button")]


def test_another_review_can_be_picked_and_the_end_leads_back_to_what_is_left(app_home):
    first, second = family_runs.hotpotqa(win=False), family_runs.hotpotqa(win=False)
    at = review_from_history(app_home, first)
    older = at.session_state["_review"]["id"]
    at = review_from_history(app_home, second)
    assert at.selectbox(key="review:pick").value != older
    at.selectbox(key="review:pick").set_value(older).run()
    assert at.selectbox(key="review:pick").value == older
    assert at.session_state["_review"]["id"] == older
    click(at, "review:next")
    assert any("1 episode of this review has no mark yet" in c.value for c in at.caption)
    click(at, "review:first_open")
    assert heading(at) == "Episode 1 of 1"
