"""The parser on messy output seen from real models: it never raises and says what it fixed."""

from __future__ import annotations

import pytest

from react_core.prompting.parsing import (
    normalise_action,
    parse_action_only,
    parse_answer_only,
    parse_command_line,
    parse_reasoning_answer,
    parse_thought_action,
)


def test_clean_reply():
    p = parse_thought_action(" I need to search X.\nAction 2: Search[X]", 2)
    assert (p.thought, p.action, p.notes) == ("I need to search X.", "Search[X]", [])


@pytest.mark.parametrize(
    "raw, action, note",
    [
        (" t\nAction 3: search[X]", "Search[X]", "read as 'Search'"),
        (" t\nAction 3: FINISH[yes]", "Finish[yes]", "read as 'Finish'"),
        (" t\nAction: Search[X]", "Search[X]", "no step number"),
        (" t\nAction 7: Search[X]", "Search[X]", "numbered the action 7"),
        (" t\nAction 3: Search[X] because it is relevant", "Search[X]", "text after the action"),
        (" t\nAction 3: Search[X]\nAction 4: Lookup[Y]", "Search[X]", "extra action discarded: Action 4: Lookup[Y]"),
        (" t\nAction 3: Search[X]\nObservation 3: made up", "Search[X]", "wrote an Observation itself"),
        (" t\nAction 3: Finish[Paris]\n\nQuestion: next one?", "Finish[Paris]", "a new question"),
        (" t\nAction 3: Search[New York", "Search[New York]", "closing bracket"),
        (" t\nAction 3: Search[Alien [film]]", "Search[Alien [film]]", None),
    ],
)
def test_oddities_are_fixed_and_noted(raw, action, note):
    p = parse_thought_action(raw, 3)
    assert p.thought == "t" and p.action == action
    if note:
        assert any(note in n for n in p.notes), p.notes
    else:
        assert p.notes == []


def test_no_action_at_all():
    p = parse_thought_action(" I think the answer is 42.", 1)
    assert p.thought == "I think the answer is 42." and p.action is None


def test_repeated_thought_label_and_multiline_thought():
    p = parse_thought_action("Thought 1: first part\nsecond part\nAction 1: Search[X]", 1)
    assert p.thought == "first part second part" and "model repeated the Thought label" in p.notes


def test_empty_reply_never_raises():
    p = parse_thought_action("", 1)
    assert p.thought is None and p.action is None and "model wrote no thought" in p.notes


def test_action_only():
    assert parse_action_only(" Search[X]\nObservation 1: made up").action == "Search[X]"
    p = parse_action_only("Action 2: lookup[year]")
    assert p.action == "Lookup[year]" and "model repeated the Action label" in p.notes
    assert parse_action_only("  \n").action is None
    assert parse_action_only("go somewhere").action == "go somewhere"  # the environment will call it invalid


def test_reasoning_and_answer():
    p = parse_reasoning_answer(" Let's think step by step. A is B.\nSo C.\nAnswer: C\n")
    assert p.thought == "Let's think step by step. A is B. So C." and p.action == "Finish[C]"
    p = parse_reasoning_answer(" I am not sure.")
    assert p.action == "Finish[]" and "no 'Answer:'" in p.notes[0]


def test_answer_only():
    assert parse_answer_only(" Danube\nQuestion: next").action == "Finish[Danube]"
    assert parse_answer_only("").action == "Finish[]"


def test_alfworld_lines():
    assert parse_command_line(" think: I need a mug.").thought == "I need a mug."
    assert parse_command_line(" go to cabinet 1").action == "go to cabinet 1"
    p = parse_command_line("> open fridge 1\n> take apple 1")
    assert p.action == "open fridge 1" and "1 more line(s) discarded" in p.notes


def test_normalise_action_leaves_unknown_text_for_the_environment():
    assert normalise_action("jump around") == ("jump around", [])
    assert normalise_action("Search[ X ]")[0] == "Search[X]"


def test_a_long_ramble_after_the_action_is_one_note_not_one_per_line():
    ramble = "\n".join(["{", '  "question": "What is the Mersey Estuary?",', '  "answer": "an estuary"', "}"])
    p = parse_thought_action(f" Done.\nAction 4: Finish[Kansas Song]\n{ramble}", 4)
    assert p.action == "Finish[Kansas Song]"
    assert p.notes == ["text after the action discarded: '{' and 3 more lines"]


def test_only_a_line_that_starts_with_answer_is_the_answer():
    # "The short answer: ..." mid-sentence is reasoning, not the answer line.
    p = parse_reasoning_answer(" The short answer: it depends on the year.\nAnswer: no\n")
    assert p.action == "Finish[no]" and p.thought == "The short answer: it depends on the year."
    p = parse_reasoning_answer(" So the final answer: Paris, I think.\n  answer:REFUTES")
    assert p.action == "Finish[REFUTES]"
    p = parse_reasoning_answer(" The answer: maybe. Nothing more.")
    assert p.action == "Finish[]" and "no 'Answer:'" in p.notes[0]


def test_a_webshop_thought_cut_at_the_token_limit_is_still_a_thought():
    from react_core.prompting.parsing import parse_shop_line

    parsed = parse_shop_line(" think[B0IV05G3LR, B0HUIXMNWF and B0DKGHRG8P are running shoes with")
    assert parsed.action is None and parsed.thought.startswith("B0IV05G3LR")
    assert any("cut off" in note for note in parsed.notes)
    assert parse_shop_line("Action: think[Buy the grey pair.]").thought == "Buy the grey pair."
    assert parse_shop_line(" click[Buy Now]").action == "click[Buy Now]"
