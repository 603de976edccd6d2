"""The small-model aid: a greedy reply that repeats a failed action, or answers what cannot be the
answer (react_core.scoring.answer_checks), is asked once more at T=0.7;
the paper's decoding (the default of `Generation`, and `--paper-decoding`) never does."""

from __future__ import annotations

from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.prompting.method_base import Generation
from react_core.prompting.repeat_aid import wasted_repeat
from react_core.trajectory.steps import Author, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel

TASK = Task("t", "hotpotqa", "Where was the singer born?", gold="Zanzibar")


def steps(*pairs: tuple[str, str, dict]) -> list[Step]:
    out = []
    for action, observation, info in pairs:
        out += [
            Step(StepKind.ACTION, action, Author.MODEL),
            Step(StepKind.OBSERVATION, observation, Author.ENVIRONMENT, info=info),
        ]
    return out


def test_a_repeat_is_wasted_after_an_empty_search_or_right_after_itself_but_lookup_goes_on():
    failed = steps(
        ("Search[Nicolas Cage]", "Could not find Nicolas Cage. Similar: ['Deadfall']", {"similar": ["Deadfall"]})
    )
    assert wasted_repeat(failed, "search[nicolas  cage]")
    assert not wasted_repeat(failed, "Search[Deadfall]")
    found = steps(("Search[Queen]", "Queen are a rock band.", {}), ("Search[Freddie]", "Freddie was...", {}))
    assert wasted_repeat(found, "Search[Freddie]") and not wasted_repeat(found, "Search[Queen]")
    looked = steps(("Lookup[born]", "(Result 1 / 2) born in Zanzibar", {}))
    assert not wasted_repeat(looked, "Lookup[born]")


class NotFound(EchoEnv):
    def step(self, action):
        result = super().step(action)
        if action.startswith("Search[Nicolas"):
            result.observation, result.info = (
                "Could not find Nicolas Cage. Similar: ['Deadfall']",
                {"similar": ["Deadfall"]},
            )
        if action == "Search[Freddie]":
            result.observation, result.info = "Freddie Mercury was born in Zanzibar.", {"title": "Freddie Mercury"}
        return result


def run(retry: bool, replies: list[str]) -> tuple[Trajectory, ScriptedModel]:
    model = ScriptedModel(replies)
    engine = Engine(
        Trajectory.start(TASK, "react"),
        make_method("react", "hotpotqa", prefix="", max_steps=3),
        model,
        NotFound(),
        generation=Generation(retry_repeats=retry),
    )
    engine.run(max_units=2)
    return engine.trajectory, model


def test_react_asks_again_at_a_higher_temperature_when_it_repeats_a_failed_search():
    replies = [
        " Find him.\nAction 1: Search[Nicolas Cage]",
        " Again.\nAction 2: Search[Nicolas Cage]",
        " Try the similar page.\nAction 2: Search[Deadfall]",
    ]
    trajectory, model = run(True, replies)
    actions = [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION]
    assert actions == ["Search[Nicolas Cage]", "Search[Deadfall]"]
    assert model.requests[2].temperature == 0.7 and model.requests[2].seed is not None
    assert any("asked again at temperature 0.7" in n for s in trajectory.steps_of() for n in s.notes)


def test_the_papers_decoding_keeps_the_repeat():
    replies = [" Find him.\nAction 1: Search[Nicolas Cage]", " Again.\nAction 2: Search[Nicolas Cage]"]
    trajectory, model = run(False, replies)
    assert [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION] == ["Search[Nicolas Cage]"] * 2
    assert len(model.requests) == 2


def test_a_decision_making_agent_that_repeats_its_last_thought_is_asked_again():
    from react_core.engine import catalog
    from react_core.engine.assemble import new_engine

    task = catalog.load_tasks("webshop")[0]
    same = " think[I need to find the shoes.]"
    model = ScriptedModel([same, same, " search[running shoes]"])
    engine = new_engine(task, "react", model, generation=Generation(retry_repeats=True))
    engine.run(max_units=2)
    kinds = [s.kind for s in engine.trajectory.steps_of()]
    assert kinds == [StepKind.THOUGHT, StepKind.ACTION, StepKind.OBSERVATION]
    assert model.requests[2].temperature == 0.7


def test_yes_or_no_is_an_off_type_answer_only_to_a_question_that_is_not_yes_or_no():
    from react_core.scoring.answer_checks import off_type_answer

    assert off_type_answer("Who was known by his stage name Aladin?", "Finish[no]")
    assert off_type_answer("Which writer was from England, Henry Roth or Robert Erskine Childers?", "Finish[ Yes. ]")
    assert not off_type_answer("Are Random House Tower and 888 7th Avenue both used for real estate?", "Finish[no]")
    assert not off_type_answer("Were Scott Derrickson and Ed Wood of the same nationality?", "Finish[yes]")
    assert not off_type_answer("Who was known by his stage name Aladin?", "Finish[Eenasul Fateh]")
    assert not off_type_answer("Who was known by his stage name Aladin?", "Search[no]")


def test_a_name_is_an_off_type_answer_to_a_yes_no_question_unless_it_offers_a_choice():
    from react_core.scoring.answer_checks import off_type_answer

    why = off_type_answer(
        "Are Random House Tower and 888 7th Avenue both used for real estate?",
        "Finish[Random House Tower and 888 7th Avenue]",
    )
    assert why and "yes/no question" in why
    assert not off_type_answer(
        "Is Central Illinois Regional Airport or Jacksonville International Airport further east?",
        "Finish[Jacksonville International Airport]",
    )


def test_restating_the_question_or_saying_unknown_is_an_off_type_answer():
    from react_core.scoring.answer_checks import off_type_answer

    question = (
        "What is the name of the fight song of the university whose main campus is in Lawrence, Kansas "
        "and whose branch campuses are in the Kansas City metropolitan area?"
    )
    assert "words of the question" in off_type_answer(question, "Finish[the fight song of the university]")
    assert not off_type_answer(question, "Finish[Kansas Song]")
    assert "no answer was found" in off_type_answer(
        "Under which Vice President did Alfred Balk serve?", "Finish[Unknown.]"
    )
    # A choice names its options: answering with one of them is the point.
    assert not off_type_answer(
        "Which band, Letters to Cleo or Screaming Trees, had more members?", "Finish[Letters to Cleo]"
    )
    assert not off_type_answer("What is the name of the fight song?", "Finish[]")  # the step limit's empty answer


def test_a_question_that_asks_for_a_year_or_a_count_needs_a_number_in_its_answer():
    from react_core.scoring.answer_checks import off_type_answer

    question = (
        "Seven Brief Lessons on Physics was written by an Italian physicist that has worked in France since what year?"
    )
    assert "no number" in off_type_answer(question, "Finish[Carlo Rovelli]")
    assert not off_type_answer(question, "Finish[2000]")
    assert not off_type_answer("How many novels are in the series?", "Finish[fifteen]")
    assert not off_type_answer(
        "Which came first, the year of the Eurovision contest or the Beatles?", "Finish[the Beatles]"
    )


def test_a_lookup_that_found_nothing_is_wasted_until_a_new_page_opens():
    exhausted = steps(
        (
            "Search[Mikhail Gorbachev]",
            "Mikhail Gorbachev is a former Soviet statesman.",
            {"title": "Mikhail Gorbachev"},
        ),
        ("Lookup[forum]", "No more results.", {"no_result": True}),
    )
    assert wasted_repeat(exhausted, "Lookup[forum]") and not wasted_repeat(exhausted, "Lookup[Forum Party]")
    missed_search = exhausted + steps(
        ("Search[World Forum]", "Could not find World Forum. Similar: []", {"similar": []})
    )
    assert wasted_repeat(missed_search, "Lookup[forum]")  # a failed search leaves the same page open
    new_page = exhausted + steps(
        ("Search[Gorbachev Foundation]", "The Gorbachev Foundation ...", {"title": "Gorbachev Foundation"})
    )
    assert not wasted_repeat(new_page, "Lookup[forum]")
    no_page = steps(("Lookup[named]", "No page is open to look up in. Use search[entity] first.", {"no_result": True}))
    assert wasted_repeat(no_page, "Lookup[named]")


def test_react_asks_again_when_it_gives_up_with_no_to_a_wh_question():
    """The small model's way of giving up (copying the yes/no exemplar) is asked once more, and
    the note on the step says why; with the paper's decoding the "no" stands."""
    replies = [
        " Nothing found; I give up.\nAction 1: Finish[no]",
        " Let me look for his birthplace.\nAction 1: Search[Freddie]",
        " He was born in Zanzibar.\nAction 2: Finish[Zanzibar]",
    ]
    trajectory, _model = run(True, list(replies))
    actions = [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION]
    assert actions[0] == "Search[Freddie]"
    assert any("not a yes/no question" in n for s in trajectory.steps_of() for n in s.notes)
    trajectory, _ = run(False, list(replies))
    assert [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION] == ["Finish[no]"]


def test_an_answer_no_observation_holds_is_a_guess_but_yes_no_and_seen_words_are_not():
    from react_core.scoring.answer_checks import unsupported_answer

    seen = ["Who voiced the hedgehog?", "Jim Cummings is an American voice actor. He voiced Sonic the Hedgehog."]
    assert "appears in no page read" in unsupported_answer("Finish[The Princess and the Frog]", seen)
    assert not unsupported_answer("Finish[Sonic]", seen)
    assert not unsupported_answer("Finish[ jim  cummings. ]", seen)  # normalised as the score is
    assert not unsupported_answer("Finish[yes]", seen) and not unsupported_answer("Search[Sonic]", seen)


def test_react_asks_again_after_a_guess_on_hotpotqa_but_never_on_fevers_labels():
    guess = [
        " He was born somewhere.\nAction 1: Search[Freddie]",
        " Probably Bombay.\nAction 2: Finish[Bombay]",
        " The page says Zanzibar.\nAction 2: Finish[Zanzibar]",
    ]
    trajectory, _ = run(True, list(guess))
    assert [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION] == [
        "Search[Freddie]",
        "Finish[Zanzibar]",
    ]
    assert any("appears in no page read" in n for s in trajectory.steps_of() for n in s.notes)

    # A claim may even hold its label's word: "supports" is not words of the question there.
    claim = Task("c", "fever", "Freddie Mercury supports the claim that he was born in Zanzibar.", gold="SUPPORTS")
    model = ScriptedModel([" He was.\nAction 1: Search[Freddie]", " It says so.\nAction 2: Finish[SUPPORTS]"])
    engine = Engine(
        Trajectory.start(claim, "react"),
        make_method("react", "fever", prefix="", max_steps=3),
        model,
        NotFound(),
        generation=Generation(retry_repeats=True),
    )
    engine.run(max_units=2)
    assert [s.text for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION][-1] == "Finish[SUPPORTS]"
    assert len(model.requests) == 2


def test_a_knowledge_task_asks_up_to_three_times_then_keeps_the_first_reply():
    guesses = [
        " He was born somewhere.\nAction 1: Search[Freddie]",
        " Probably Bombay.\nAction 2: Finish[Bombay]",
        " Maybe Paris.\nAction 2: Finish[Paris]",
        " Or Rome.\nAction 2: Finish[Rome]",
        " Or Oslo.\nAction 2: Finish[Oslo]",
    ]
    trajectory, model = run(True, list(guesses))
    assert [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION][-1] == "Finish[Bombay]"
    retries = model.requests[2:]
    assert len(retries) == 3 and len({r.seed for r in retries}) == 3 and {r.temperature for r in retries} == {0.7}
    third_time = guesses[:3] + [" The page says Zanzibar.\nAction 2: Finish[Zanzibar]"]
    trajectory, _ = run(True, third_time)
    assert [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION][-1] == "Finish[Zanzibar]"
    assert any("(2 times)" in n for s in trajectory.steps_of() for n in s.notes)


def test_at_the_last_step_a_guessed_answer_gives_way_to_another_answer_only():
    """A search at the last step would end the episode at the step limit with no answer, which is never
    right; the guess sometimes is. Before the last step the same search replaces it (the test above)."""

    def last_step(replies: list[str]) -> Trajectory:
        engine = Engine(
            Trajectory.start(TASK, "react"),
            make_method("react", "hotpotqa", prefix="", max_steps=2),
            ScriptedModel(replies),
            NotFound(),
            generation=Generation(retry_repeats=True),
        )
        engine.run(max_units=2)
        return engine.trajectory

    first = [" Find him.\nAction 1: Search[Freddie]", " Probably Bombay.\nAction 2: Finish[Bombay]"]
    searches = [" The band first.\nAction 2: Search[Queen]"] * 3
    trajectory = last_step(first + searches)
    action = [s for s in trajectory.steps_of() if s.kind == StepKind.ACTION][-1]
    assert action.text == "Finish[Bombay]" and trajectory.branch().finished
    notes = [n for s in trajectory.steps_of() for n in s.notes]  # text ReAct notes a reply on its thought
    assert any(
        "no try did better (at the last step only another answer could replace it), so it stands" in n for n in notes
    )
    trajectory = last_step(first + searches[:1] + [" The page says Zanzibar.\nAction 2: Finish[Zanzibar]"])
    assert [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION][-1] == "Finish[Zanzibar]"
    # every try another guess: no search was turned down, so the note does not say the rule acted
    trajectory = last_step(first + [" Maybe Paris.\nAction 2: Finish[Paris]"] * 3)
    notes = [n for s in trajectory.steps_of() for n in s.notes]
    assert any("no try did better, so it stands" in n for n in notes) and not any("last step" in n for n in notes)


def test_a_title_seen_only_in_a_similar_list_was_never_read():
    replies = [
        " Find him.\nAction 1: Search[Nicolas Cage]",
        " It must be that film.\nAction 2: Finish[Deadfall]",
        " Open it first.\nAction 2: Search[Deadfall]",
    ]
    trajectory, _ = run(True, replies)
    assert [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION] == [
        "Search[Nicolas Cage]",
        "Search[Deadfall]",
    ]


def test_an_answer_the_rules_object_to_says_what_they_decided_with_the_aid_on_or_off():
    """Issue 19: Act's Finish[Budapest] to "Into which sea ..." copies the question's words; the
    step's note says what the answer rules decided, whether or not they could ask again."""
    sea = Task("s", "hotpotqa", "Into which sea does the river that flows through Budapest drain?", gold="Black Sea")
    for retry, decided in (
        (False, "not asked again (the repeat aid is off)"),
        (True, "asked again 3 times at temperature 0.7, no try did better, so it stands"),
    ):
        model = ScriptedModel(["Finish[Budapest]"] * 4)
        engine = Engine(
            Trajectory.start(sea, "act"),
            make_method("act", "hotpotqa", prefix="", max_steps=3),
            model,
            NotFound(),
            generation=Generation(retry_repeats=retry),
        )
        engine.run(max_units=1)
        action = engine.trajectory.steps_of()[0]
        assert action.text == "Finish[Budapest]"
        assert [n for n in action.notes if "words of the question itself" in n and decided in n], action.notes
    read = ScriptedModel(["Search[Freddie]", "Finish[Zanzibar]"])  # an answer the page read holds: no note
    engine = Engine(
        Trajectory.start(TASK, "act"),
        make_method("act", "hotpotqa", prefix="", max_steps=3),
        read,
        NotFound(),
        generation=Generation(retry_repeats=False),
    )
    engine.run(max_units=2)
    assert engine.trajectory.steps_of()[-2].text == "Finish[Zanzibar]" and engine.trajectory.steps_of()[-2].notes == []


CLAIM = Task("c", "fever", "Freddie Mercury was born in Zanzibar.", gold="SUPPORTS")


def run_claim(method: str, retry: bool, replies: list[str], units: int = 2) -> tuple[Trajectory, ScriptedModel]:
    model = ScriptedModel(replies)
    engine = Engine(
        Trajectory.start(CLAIM, method),
        make_method(method, "fever", prefix="", max_steps=3),
        model,
        NotFound(),
        generation=Generation(retry_repeats=retry),
    )
    engine.run(max_units=units)
    return engine.trajectory, model


def test_a_fever_answer_outside_the_three_labels_is_asked_again_and_the_note_says_why():
    """Issue 25: `NOT SUPPORTS` is no label and can never score; the aid asks again, and the label
    a try gives stands, with a note naming the first reply."""
    replies = [
        " He was.\nAction 1: Search[Freddie]",
        " It does not say.\nAction 2: Finish[NOT SUPPORTS]",
        " The page says Zanzibar.\nAction 2: Finish[SUPPORTS]",
    ]
    trajectory, model = run_claim("react", True, replies)
    finish = [s for s in trajectory.steps_of() if s.kind == StepKind.ACTION][-1]
    assert finish.text == "Finish[SUPPORTS]" and trajectory.branch().answer == "SUPPORTS"
    assert model.requests[2].temperature == 0.7
    notes = [n for s in trajectory.steps_of() for n in s.notes]
    assert any(
        "'Finish[NOT SUPPORTS]', which is not one of the labels SUPPORTS, REFUTES, NOT ENOUGH INFO" in n
        and "asked again at temperature 0.7" in n
        for n in notes
    ), notes


def test_labels_count_as_the_paper_scores_them_and_act_is_asked_again_too():
    from react_core.scoring.answer_checks import FEVER_LABELS, invalid_label, label_of

    assert label_of(" refutes. ", FEVER_LABELS) == "REFUTES" and label_of('"Not enough info"', FEVER_LABELS)
    assert label_of("NOT_ENOUGH_INFO", FEVER_LABELS) is None  # the paper scores it wrong: "notenoughinfo"
    assert invalid_label("Finish[TRUE]", FEVER_LABELS) and invalid_label("Finish[]", FEVER_LABELS)
    assert not invalid_label("Search[NOT SUPPORTS]", FEVER_LABELS) and not invalid_label(
        "Finish[[SUPPORTS]]", FEVER_LABELS
    )
    trajectory, model = run_claim("act", True, ["Finish[TRUE]", "Finish[true]", "Finish[REFUTES]"], units=1)
    assert trajectory.branch().answer == "REFUTES" and len(model.requests) == 3
    assert any("(2 times)" in n for s in trajectory.steps_of() for n in s.notes)


def test_with_the_papers_decoding_an_invalid_label_stands_and_its_note_says_it_was_not_asked_again():
    trajectory, model = run_claim("act", False, ["Finish[NOT SUPPORTS]", "Finish[SUPPORTS]"], units=1)
    finish = trajectory.steps_of()[0]
    assert finish.text == "Finish[NOT SUPPORTS]" and len(model.requests) == 1
    assert [n for n in finish.notes if "not one of the labels" in n and "not asked again (the repeat aid is off)" in n]


def test_a_supports_verdict_with_three_claim_words_in_no_page_read_is_asked_again():
    """Measured in answer_checks: such a SUPPORTS was wrong 11 times in 11 in `fever-shared-before`;
    after reading the page that holds the claim's words it stands, and other labels are not judged."""
    from react_core.scoring.answer_checks import FEVER_LABELS, unsupported_verdict

    claim = "Freddie Mercury was born in Zanzibar."
    assert "freddie, mercury, born, zanzibar" in unsupported_verdict(claim, "Finish[SUPPORTS]", [], FEVER_LABELS)
    assert not unsupported_verdict(claim, "Finish[supports]", ["Freddie Mercury, born 1946 in Zanzibar"], FEVER_LABELS)
    assert not unsupported_verdict(
        claim, "Finish[SUPPORTS]", ["Freddie Mercury was a singer."], FEVER_LABELS
    )  # 2 unread
    assert not unsupported_verdict(claim, "Finish[REFUTES]", [], FEVER_LABELS)
    assert not unsupported_verdict(claim, "Finish[NOT ENOUGH INFO]", [], FEVER_LABELS)
    replies = [
        " He was.\nAction 1: Search[Nicolas Cage]",
        " So it is true.\nAction 2: Finish[SUPPORTS]",
        " Let me find him first.\nAction 2: Search[Freddie]",
        " It says so.\nAction 3: Finish[SUPPORTS]",
    ]
    trajectory, _model = run_claim("react", True, replies, units=3)
    actions = [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION]
    assert actions == ["Search[Nicolas Cage]", "Search[Freddie]", "Finish[SUPPORTS]"]
    assert any("appear in no page read; asked again" in n for s in trajectory.steps_of() for n in s.notes)


def test_a_supports_or_refutes_after_a_thought_that_the_page_is_silent_is_asked_again():
    """Issue 25: "X does not mention Y. So the claim is supported." contradicts itself; the thought's
    words, not the claim's, decide, so a thought that states a fact ("does not star") is never judged."""
    from react_core.scoring.answer_checks import FEVER_LABELS, silent_verdict

    silent = "The History of Earth does not mention microbial mat fossils. So the claim is supported."
    assert "'does not mention'" in silent_verdict(silent, "Finish[SUPPORTS]", FEVER_LABELS)
    assert silent_verdict("It says he was a singer, but nothing about India.", "Finish[refutes]", FEVER_LABELS)
    assert not silent_verdict(
        "It says he was a singer, but nothing about India.", "Finish[NOT ENOUGH INFO]", FEVER_LABELS
    )
    assert not silent_verdict(
        "Reign Over Me does not star pretzels. So the claim is refuted.", "Finish[REFUTES]", FEVER_LABELS
    )
    assert not silent_verdict(None, "Finish[SUPPORTS]", FEVER_LABELS)  # Act writes no thought
    _asked_again_then_supported(
        " The page does not mention Zanzibar. So the claim is refuted.\nAction 2: Finish[REFUTES]",
        "after a thought that says 'does not mention'; asked again",
    )


def test_not_enough_info_after_a_thought_that_misreads_the_page_as_silent_is_asked_again():
    """Issue 25: "It says he was a writer, but nothing about journalism" over a page that says "his music
    journalism" is a misreading; in batch fever-shared-after-v1 such a NOT ENOUGH INFO was wrong 8 times
    in 9 (bench/bench_fever_rules.py). Silence on words no page holds is not judged."""
    from react_core.scoring.answer_checks import FEVER_LABELS, unfounded_silence

    page = ["He is best known for his books and his music journalism for The New York Times."]
    misread = "It says Palmer was a writer, but nothing about journalism. So there is not enough information."
    assert "'nothing about journalism'" in unfounded_silence(misread, "Finish[NOT ENOUGH INFO]", page, FEVER_LABELS)
    assert not unfounded_silence(
        "It says he wrote books, but nothing about the violin.", "Finish[NOT ENOUGH INFO]", page, FEVER_LABELS
    )
    assert not unfounded_silence(misread, "Finish[REFUTES]", page, FEVER_LABELS)  # other labels: silent_verdict
    assert not unfounded_silence(None, "Finish[NOT ENOUGH INFO]", page, FEVER_LABELS)  # Act writes no thought
    _asked_again_then_supported(
        " It says he was a singer, but nothing about Zanzibar. So not enough info.\nAction 2: Finish[NOT ENOUGH INFO]",
        "'nothing about Zanzibar', but a page read holds it; asked again",
    )


def _asked_again_then_supported(second_reply: str, note: str) -> None:
    """ReAct on a claim whose page says "born in Zanzibar": `second_reply` breaks a FEVER rule, so it is
    asked again at 0.7, the try's SUPPORTS stands, and a step's note holds `note`."""
    replies = [
        " I need to search him.\nAction 1: Search[Freddie]",
        second_reply,
        " It says he was born in Zanzibar. So the claim is supported.\nAction 2: Finish[SUPPORTS]",
    ]
    trajectory, model = run_claim("react", True, replies)
    assert trajectory.branch().answer == "SUPPORTS" and model.requests[2].temperature == 0.7
    assert any(note in n for s in trajectory.steps_of() for n in s.notes)


def test_an_action_taken_again_from_the_same_observation_goes_round_and_is_wasted_on_the_games():
    """The 1.5B model went "go to bed 1", "go to cabinet 2", "go to cabinet 1", ... to the step limit in 4 of 6
    ALFWorld games with either method (t45-alfworld10): each move new to the repeat rule, but each taken from
    where it was taken before, so it leads where it led."""
    from react_core.prompting.parsing import Parsed
    from react_core.prompting.repeat_aid import wasted_line, went_round

    bed = "You arrive at bed 1. On the bed 1, you see a baseballbat 2, and a laptop 1."
    cabinet = "You arrive at cabinet 2. The cabinet 2 is open. In it, you see a cloth 1."
    walked = steps(("go to bed 1", bed, {}), ("go to cabinet 2", cabinet, {}), ("go to bed 1", bed, {}))
    assert went_round(walked, "go to cabinet 2")  # from the bed, as before
    assert wasted_line(walked, Parsed(action="go to cabinet 2")) == (
        "repeated 'go to cabinet 2' from where it was taken before, which goes round"
    )
    assert not went_round(walked, "go to cabinet 1")  # somewhere new
    assert not went_round(walked, "take baseballbat 2 from bed 1")
    assert not went_round(walked[:2], "go to bed 1")  # the first action came from the room's opening, not a step
    nothing = steps(("go to desk 1", "Nothing happens.", {}), ("open drawer 1", "Nothing happens.", {}))
    assert not went_round(nothing, "go to desk 1")  # "Nothing happens." tells nothing of where the agent is
