"""Where to steer: each rule of react_core.assist.diagnosis on a hand-made branch, the Figure 5 demo, and which
flag "Steer here" opens."""

from __future__ import annotations

from react_core.assist.diagnosis import diagnose, first_flag, steer_flag
from react_core.engine.demos import load_figure5
from react_core.trajectory.steps import Author, Outcome, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory

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
    t = branch(
        QUESTION,
        ("thought", "I need Queen."),
        ("action", "Search[Queen (band)]"),
        ("observation", "Queen are a British rock band. Their singer was Freddie Mercury."),
        ("action", "Search[Freddie Mercury]"),
        ("observation", "Freddie Mercury was born in Zanzibar."),
        ("action", "Finish[Zanzibar]"),
        ("observation", "Episode finished."),
    )
    assert diagnose(t) == []
    assert first_flag(t) is None


def test_the_same_action_twice_in_a_row_is_a_loop():
    t = branch(
        GAME,
        ("action", "go to drawer 1"),
        ("observation", "You arrive at drawer 1."),
        ("action", "Go to  drawer 1"),
        ("observation", "Nothing changes."),
        opening=OPENING,
    )
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
    t = branch(
        QUESTION,
        ("action", "Search[Qeen band]"),
        ("observation", "Could not find Qeen band. Similar: ['Queen (band)']."),
        ("action", "Search[Freddie]"),
        ("observation", "There were no results matching the query."),
    )
    assert kinds(t) == [("empty_search", 0), ("empty_search", 2)]


def test_a_title_searched_before_is_flagged_once_even_when_not_back_to_back():
    t = branch(
        QUESTION,
        ("action", "Search[Queen (band)]"),
        ("observation", "Queen are a band."),
        ("action", "Lookup[singer]"),
        ("observation", "(Result 1 / 1) Freddie Mercury."),
        ("action", "Search[queen (band)]"),
        ("observation", "Queen are a band."),
    )
    assert kinds(t) == [("repeated_search", 4)]


def test_invalid_actions_of_both_environments_are_flagged():
    wiki = branch(QUESTION, ("action", "Ask[someone]"), ("observation", "Invalid action: Ask[someone]"))
    game = branch(
        GAME, ("action", "take cellphone 1 from drawer 1"), ("observation", "Nothing happens."), opening=OPENING
    )
    assert kinds(wiki) == [("invalid_action", 0)]
    assert kinds(game) == [("invalid_action", 0)]
    assert "Nothing happens." in diagnose(game)[0].reason


def test_a_thought_naming_an_object_no_observation_showed_is_flagged():
    t = branch(
        GAME,
        ("action", "go to ottoman 1"),
        ("observation", "On the ottoman 1, you see a creditcard 3, and a pillow 1."),
        ("thought", "Now I find the first cellphone (3). The pillow 1 and drawer (1-4) can wait."),
        opening=OPENING,
    )
    assert kinds(t) == [("unseen_object", 2)]
    assert "cellphone 3" in diagnose(t)[0].reason


def test_an_object_seen_in_the_opening_or_an_earlier_observation_is_not_flagged():
    t = branch(
        GAME,
        ("thought", "First I check drawer 1 and shelf (1), step 2 is the ottoman."),
        ("action", "go to drawer 1"),
        ("observation", "In it, you see a cellphone 2."),
        ("thought", "Now I find the first cellphone (2)."),
        opening=OPENING,
    )
    assert diagnose(t) == []


def test_knowledge_thoughts_are_not_checked_for_unseen_names():
    t = branch(QUESTION, ("thought", "I should search Freddie Mercury 2 and Brian May 3."))
    assert diagnose(t) == []


def test_an_answer_found_in_no_observation_is_flagged_for_answer_families_only():
    unsupported = branch(
        QUESTION,
        ("action", "Search[Queen (band)]"),
        ("observation", "Queen are a band."),
        ("action", "Finish[Malta]"),
        ("observation", "Episode finished."),
    )
    supported = branch(
        QUESTION,
        ("action", "Search[Freddie Mercury]"),
        ("observation", "Born in Zanzibar, 1946."),
        ("action", "Finish[zanzibar]"),
    )
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
    assert flag.reason == (
        "The thought names cellphone 3, which no observation so far has shown; "
        "ottoman 1 showed: a creditcard 3, a pillow 1."
    )  # the evidence where the agent is


# ----- grounding: a thought that claims what the current observation does not show (issue 27) -----
KITCHEN = Task("g2", "alfworld", "put a hot potato in sinkbasin")
KITCHEN_OPENING = (
    "You are in the middle of a room. Looking quickly around you, you see a cabinet 1, a countertop 1, "
    "a countertop 2, a fridge 1, a microwave 1, a sinkbasin 1, and a stoveburner 1.\n"
    "Your task is to: put a hot potato in sinkbasin."
)
FOUND_IN_FRIDGE = "Now I find a potato (2). Next, I need to take it."


def potato_in_the_fridge(*before: tuple[str, str]) -> Trajectory:
    """The issue's run: potato 2 seen on countertop 2, the agent walks on to fridge 1 (a lettuce and
    a tomato), claims the potato there, and loops on `take potato 2 from fridge 1` to the limit."""
    steps = [
        *before,
        ("thought", "To solve the task, I need to find and take a potato, then heat it, then put it in sinkbasin."),
        ("action", "go to countertop 2"),
        ("observation", "You arrive at countertop 2. On the countertop 2, you see a potato 2, and a spoon 1."),
        ("action", "go to fridge 1"),
        ("observation", "You arrive at fridge 1. The fridge 1 is closed."),
        ("action", "open fridge 1"),
        ("observation", "You open the fridge 1. The fridge 1 is open. In it, you see a lettuce 1, and a tomato 2."),
    ]
    for _ in range(3):
        steps += [
            ("thought", FOUND_IN_FRIDGE),
            ("action", "take potato 2 from fridge 1"),
            ("observation", "Nothing happens."),
        ]
    return branch(KITCHEN, *steps, opening=KITCHEN_OPENING, max_steps=50)


def test_a_thought_claiming_an_object_where_the_observation_lacks_it_is_ungrounded_and_steer_here_lands_on_it():
    t = potato_in_the_fridge()
    steps = t.steps_of()
    claim = steps.index(next(s for s in steps if s.text == FOUND_IN_FRIDGE))
    flags = diagnose(t)
    ungrounded = [f for f in flags if f.kind == "ungrounded"]
    assert ungrounded[0].position == claim
    assert ungrounded[0].reason == (
        "Claims potato 2 at fridge 1, but fridge 1 showed: a lettuce 1, a tomato 2; "
        "potato 2 was last seen on countertop 2."
    )
    assert ungrounded[0].hint == (
        "Potato 2 is not at fridge 1; it was last seen on countertop 2. Next, I need to go to countertop 2 and take it."
    )
    assert {"invalid_action", "loop"} <= {f.kind for f in flags}  # the symptoms are flagged too
    assert steer_flag(t) == ungrounded[0]


def test_steer_here_prefers_the_ungrounded_thought_to_an_earlier_symptom():
    t = potato_in_the_fridge(("action", "take knife 1 from countertop 1"), ("observation", "Nothing happens."))
    assert first_flag(t).kind == "invalid_action" and first_flag(t).position == 0
    assert steer_flag(t).kind == "ungrounded" and t.steps_of()[steer_flag(t).position].text == FOUND_IN_FRIDGE


def test_steer_here_stays_on_the_first_failed_action_when_the_agent_was_stuck_before_the_thought():
    """From a real run: the put from the microwave fails, then the agent invents garbagecans."""
    t = branch(
        Task("g3", "alfworld", "heat some apple and put it in garbagecan"),
        ("action", "go to countertop 1"),
        ("observation", "On the countertop 1, you see a apple 1."),
        ("action", "take apple 1 from countertop 1"),
        ("observation", "You pick up the apple 1 from the countertop 1."),
        ("action", "go to microwave 1"),
        ("observation", "You arrive at microwave 1. The microwave 1 is closed."),
        ("action", "put apple 1 in garbagecan 1"),
        ("observation", "Nothing happens."),
        ("thought", "The apple 1 did not go into the garbagecan 1. I need to check another garbagecan."),
        ("action", "go to garbagecan 2"),
        ("observation", "Nothing happens."),
        ("thought", "The apple 1 did not go into the garbagecan 2."),
        opening="You are in the middle of a room. Looking quickly around you, you see a countertop 1, "
        "a garbagecan 1, and a microwave 1.",
    )
    assert [f.kind for f in diagnose(t)] == ["invalid_action", "invalid_action", "unseen_object"]
    assert steer_flag(t).position == 6 and steer_flag(t).kind == "invalid_action"


def test_a_branch_that_succeeded_offers_no_steer_here_though_its_flags_still_show():
    t = branch(
        GAME,
        ("action", "go to drawer 1"),
        ("observation", "You arrive at drawer 1."),
        ("action", "go to drawer 1"),
        ("observation", "Nothing changes."),
        opening=OPENING,
    )
    assert kinds(t) == [("loop", 2)] and steer_flag(t) is not None
    t.branch().outcome, t.branch().success = Outcome.ANSWERED, True
    assert kinds(t) == [("loop", 2)] and steer_flag(t) is None


def test_the_figure5_demo_flags_the_later_cellphone_thoughts_at_places_that_do_not_show_it():
    demo = load_figure5()
    steps = demo.trajectory.steps_of()
    ungrounded = [f for f in diagnose(demo.trajectory) if f.kind == "ungrounded"]
    assert [steps[f.position].text for f in ungrounded] == [
        "Now I find the second cellphone (3). Next, I need to take it."
    ] * 5
    assert ungrounded[0].reason == (
        "Claims cellphone 3 at shelf 7, but shelf 7 showed: a plate 2; cellphone 3 was last seen on ottoman 1."
    )
    assert ungrounded[0].hint.startswith("Cellphone 3 is the one I put on ottoman 1. No other cellphone has been seen")
    assert steer_flag(demo.trajectory).kind == "unseen_object"  # the first hallucination stays the place to steer


def test_a_knowledge_thought_stating_a_year_no_page_read_shows_is_ungrounded():
    t = branch(
        QUESTION,
        ("thought", "I need to search Freddie Mercury, born in 1923 maybe."),
        ("action", "Search[Freddie Mercury]"),
        ("observation", "Freddie Mercury (5 September 1946 – 24 November 1991) was born in Zanzibar."),
        ("thought", "Freddie Mercury was born in 1923 in Zanzibar."),
        ("action", "Finish[Zanzibar]"),
    )
    assert kinds(t) == [("ungrounded", 3)]
    assert diagnose(t)[0].reason == "States 1923, which no observation so far contains."


def test_an_answer_computed_from_a_tool_result_is_not_an_answer_in_no_page_read(plugins):
    from react_core.engine import catalog
    from tests.support.plugins import CALCULATOR, LAMPS

    plugins(CALCULATOR, LAMPS)
    marathon = branch(
        catalog.load_tasks("calculator")[0],
        ("thought", "Convert the marathon to miles."),
        ("action", "Convert[42.195 km to mi]"),
        ("observation", "26.21875746"),
        ("thought", "Rounded to one decimal that is 26.2."),
        ("action", "Finish[26.2]"),
    )
    assert [f.kind for f in diagnose(marathon)] == []
    # nor does the repeat aid ask again for it; on HotpotQA both still apply
    assert not catalog.make_method("react", "calculator").span_answers
    assert catalog.make_method("react", "hotpotqa").span_answers
    assert not catalog.family("lamps").answers_from_pages and catalog.family("docs").answers_from_pages
