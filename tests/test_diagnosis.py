"""Where to steer: each rule of react_core.diagnosis on a hand-made branch, and the Figure 5 demo."""
from __future__ import annotations

from react_core.demos import load_figure5
from react_core.diagnosis import diagnose, first_flag
from react_core.task import Task
from react_core.trajectory import Author, Step, StepKind, Trajectory

QUESTION = Task("q1", "hotpotqa", "Where was the lead singer of Queen born?", gold="Zanzibar")
GAME = Task("g1", "alfworld", "find two cellphone and put them in ottoman")
OPENING = "You are in the middle of a room. You see a drawer 1, a ottoman 1, and a shelf 1."


def branch(task: Task, *steps: tuple[str, str], opening: str = "", max_steps: int | None = None) -> Trajectory:
    """A trajectory whose active branch holds `steps`, each (kind, text)."""
    trajectory = Trajectory.start(task, "react", {"max_steps": max_steps} if max_steps else {})
    trajectory.opening = opening
    for kind, text in steps:
        author = Author.ENVIRONMENT if kind == "observation" else Author.MODEL
        trajectory.append(Step(StepKind(kind), text, author))
    return trajectory


def kinds(trajectory: Trajectory) -> list[tuple[str, int]]:
    return [(f.kind, f.position) for f in diagnose(trajectory)]


def test_a_clean_branch_has_no_flags():
    t = branch(QUESTION, ("thought", "I need Queen."), ("action", "Search[Queen (band)]"),
               ("observation", "Queen are a British rock band. Their singer was Freddie Mercury."),
               ("action", "Search[Freddie Mercury]"), ("observation", "Freddie Mercury was born in Zanzibar."),
               ("action", "Finish[Zanzibar]"), ("observation", "Episode finished."))
    assert diagnose(t) == []
    assert first_flag(t) is None


def test_the_same_action_twice_in_a_row_is_a_loop():
    t = branch(GAME, ("action", "go to drawer 1"), ("observation", "You arrive at drawer 1."),
               ("action", "Go to  drawer 1"), ("observation", "Nothing changes."), opening=OPENING)
    assert kinds(t) == [("loop", 2)]
    assert "previous" in diagnose(t)[0].reason


def test_any_action_taken_a_third_time_is_a_loop():
    steps = []
    for place in ("drawer 1", "shelf 1", "drawer 1", "shelf 1", "drawer 1"):
        steps += [("action", f"go to {place}"), ("observation", f"You arrive at {place}.")]
    t = branch(GAME, *steps, opening=OPENING)
    assert kinds(t) == [("loop", 8)]
    assert "3 times" in diagnose(t)[0].reason


def test_a_search_that_found_nothing_is_flagged():
    t = branch(QUESTION, ("action", "Search[Qeen band]"),
               ("observation", "Could not find Qeen band. Similar: ['Queen (band)']."),
               ("action", "Search[Freddie]"), ("observation", "There were no results matching the query."))
    assert kinds(t) == [("empty_search", 0), ("empty_search", 2)]


def test_a_title_searched_before_is_flagged_once_even_when_not_back_to_back():
    t = branch(QUESTION, ("action", "Search[Queen (band)]"), ("observation", "Queen are a band."),
               ("action", "Lookup[singer]"), ("observation", "(Result 1 / 1) Freddie Mercury."),
               ("action", "Search[queen (band)]"), ("observation", "Queen are a band."))
    assert kinds(t) == [("repeated_search", 4)]


def test_invalid_actions_of_both_environments_are_flagged():
    wiki = branch(QUESTION, ("action", "Ask[someone]"), ("observation", "Invalid action: Ask[someone]"))
    game = branch(GAME, ("action", "take cellphone 1 from drawer 1"), ("observation", "Nothing happens."),
                  opening=OPENING)
    assert kinds(wiki) == [("invalid_action", 0)]
    assert kinds(game) == [("invalid_action", 0)]
    assert "Nothing happens." in diagnose(game)[0].reason


def test_a_thought_naming_an_object_no_observation_showed_is_flagged():
    t = branch(GAME, ("action", "go to ottoman 1"),
               ("observation", "On the ottoman 1, you see a creditcard 3, and a pillow 1."),
               ("thought", "Now I find the first cellphone (3). The pillow 1 and drawer (1-4) can wait."),
               opening=OPENING)
    assert kinds(t) == [("unseen_object", 2)]
    assert "cellphone 3" in diagnose(t)[0].reason


def test_an_object_seen_in_the_opening_or_an_earlier_observation_is_not_flagged():
    t = branch(GAME, ("thought", "First I check drawer 1 and shelf (1), step 2 is the ottoman."),
               ("action", "go to drawer 1"), ("observation", "In it, you see a cellphone 2."),
               ("thought", "Now I find the first cellphone (2)."), opening=OPENING)
    assert diagnose(t) == []


def test_knowledge_thoughts_are_not_checked_for_unseen_names():
    t = branch(QUESTION, ("thought", "I should search Freddie Mercury 2 and Brian May 3."))
    assert diagnose(t) == []


def test_an_answer_found_in_no_observation_is_flagged_for_answer_families_only():
    unsupported = branch(QUESTION, ("action", "Search[Queen (band)]"), ("observation", "Queen are a band."),
                         ("action", "Finish[Malta]"), ("observation", "Episode finished."))
    supported = branch(QUESTION, ("action", "Search[Freddie Mercury]"), ("observation", "Born in Zanzibar, 1946."),
                       ("action", "Finish[zanzibar]"))
    yes_no = branch(QUESTION, ("action", "Finish[yes]"))
    claim = branch(Task("c1", "fever", "Queen is a band."), ("action", "Finish[SUPPORTS]"))
    assert kinds(unsupported) == [("unsupported_answer", 2)]
    assert "Malta" in diagnose(unsupported)[0].reason
    assert diagnose(supported) == diagnose(yes_no) == diagnose(claim) == []


def test_actions_within_two_steps_of_the_limit_are_flagged():
    steps = []
    for i in range(1, 6):
        steps += [("action", f"Lookup[clue {i}]"), ("observation", f"(Result 1 / 1) clue {i}.")]
    t = branch(QUESTION, *steps, max_steps=5)
    assert kinds(t) == [("step_limit", 4), ("step_limit", 6), ("step_limit", 8)]
    assert diagnose(t)[-1].reason == "Step 5 of 5: 0 left before the step limit."


def test_the_figure5_demo_is_flagged_first_at_its_cellphone_thought():
    demo = load_figure5()
    flag = first_flag(demo.trajectory)
    assert flag is not None and flag.kind == "unseen_object"
    assert flag.position == demo.edits[0].position  # the thought the paper's fix edits
    assert demo.trajectory.steps_of()[flag.position].text.startswith("Now I find the first cellphone (3)")
    assert "cellphone 3" in flag.reason
