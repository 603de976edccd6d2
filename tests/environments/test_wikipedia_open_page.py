"""The Wikipedia families' valid moves on the page open now (`Family.valid_moves`): a lookup whose sentences on
the page were all read ("No more results.") gets nothing new there, on any visit to it, any lookup with no page
open gets "No page is open", and a search of the page open now shows the paragraph already read. With the aid on,
ReAct (tool calls) holds such a lookup at once to a `search`: the 1.5B model otherwise made the same lookup five
times in a row, to its step limit, where its thought said it would search (batch t45-hotpot50c). The paper's
decoding takes it as written."""

from __future__ import annotations

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.environments.wikipedia.moves import MOVES
from react_core.environments.wikipedia.open_page import looked_up_in_vain, searched_open_page
from react_core.prompting.method_base import Generation
from react_core.prompting.tool_agent import HELD
from react_core.trajectory.steps import Author, Step, StepKind
from tests.support.scripted_model import ScriptedModel
from tests.support.scripted_model import tool_call_reply as _reply

AID = Generation(retry_repeats=True)
PAPER = Generation(retry_repeats=False)
QUEEN = _reply("I search the band.", "search", {"entity": "Queen (band)"})
NOWHERE = _reply("I look up its singer's blood type.", "lookup", {"keyword": "blood type"})


def _task():
    return catalog.find_task("hotpotqa", "hotpotqa-bundled-01")  # Bohemian Rhapsody's singer, on the local pages


def _steps(*pairs: tuple[str, str, dict]) -> list[Step]:
    steps = []
    for action, observation, info in pairs:
        steps.append(Step(StepKind.ACTION, action, Author.MODEL))
        steps.append(Step(StepKind.OBSERVATION, observation, Author.ENVIRONMENT, info=info))
    return steps


def _actions(engine) -> list[Step]:
    return [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION]


PAGE = ("Search[Queen (band)]", "Queen are a British rock band.", {"title": "Queen (band)"})
NOTHING = ("Lookup[Blood Type]", "No more results.", {"no_result": True})


def test_a_lookup_that_found_nothing_on_this_page_cannot_work_again_until_a_search_opens_another():
    steps = _steps(PAGE, NOTHING)
    assert MOVES.listed(steps)
    assert looked_up_in_vain(steps, "Lookup[blood type]") == (
        "looked up 'blood type' again, whose sentences on this page were all read"
    ), "keywords compared case folded, as the environment does"
    assert MOVES.why_not(steps, "Lookup[blood type]") is not None
    assert looked_up_in_vain(steps, "Lookup[singer]") is None, "another keyword may find something"
    assert looked_up_in_vain(steps, "Search[Freddie Mercury]") is None
    missed = (
        "Search[rhapsody singer]",
        "Could not find rhapsody singer. Similar: ['Freddie Mercury'].",
        {"similar": ["Freddie Mercury"]},
    )
    assert looked_up_in_vain(_steps(PAGE, NOTHING, missed), "Lookup[blood type]") is not None, (
        "a search that missed leaves the page open"
    )
    another = ("Search[Freddie Mercury]", "Freddie Mercury was a singer.", {"title": "Freddie Mercury"})
    assert looked_up_in_vain(_steps(PAGE, NOTHING, another), "Lookup[blood type]") is None
    assert not MOVES.listed(_steps(PAGE, NOTHING, another))
    went_round = _steps(PAGE, NOTHING, another, PAGE)
    assert looked_up_in_vain(went_round, "Lookup[blood type]") is not None, (
        "the same page opened again holds the same sentences: its lookups start over at ones already read"
    )
    assert MOVES.listed(went_round)


def test_a_lookup_with_no_page_open_cannot_work():
    assert looked_up_in_vain([], "Lookup[born]") == "looked up 'born' with no page open"
    found = ("Lookup[singer]", "(Result 1 / 2) Freddie Mercury was its singer.", {})
    assert looked_up_in_vain(_steps(PAGE, found), "Lookup[singer]") is None, "a lookup that found one finds the next"


def test_tool_calls_hold_a_lookup_that_found_nothing_made_again_to_a_search_of_any_page():
    freddie = _reply("", "search", {"entity": "Freddie Mercury"})
    model = ScriptedModel([QUEEN, NOWHERE, NOWHERE, freddie])
    engine = new_engine(_task(), "react_tools", model, generation=AID)
    engine.run(max_units=3)
    actions = _actions(engine)
    assert [a.text for a in actions] == ["Search[Queen (band)]", "Lookup[blood type]", "Search[Freddie Mercury]"]
    held = model.requests[-1]
    (tool,) = held.held_to
    assert tool["function"]["name"] == "search" and held.temperature == 0.0 and held.call_alone
    assert "enum" not in tool["function"]["parameters"]["properties"]["entity"], "any page: the model names it"
    assert held.tools == model.requests[0].tools  # the prompt as the step's: the server's cache holds
    assert "held to a call on one of the moves that can work here, and chose 'Search[Freddie Mercury]'" in " | ".join(
        actions[-1].notes
    )
    assert engine.trajectory.calls[actions[-1].call_id].purpose == HELD
    assert len(model.requests) == 4, "held at once: no try at 0.7 first"
    thought = [s for s in engine.trajectory.steps_of() if s.kind == StepKind.THOUGHT][-1]
    assert thought.text == "I look up its singer's blood type.", "the held reply writes no thought of its own"


def test_with_the_paper_s_decoding_the_same_lookup_is_made_again():
    model = ScriptedModel([QUEEN, NOWHERE, NOWHERE])
    engine = new_engine(_task(), "react_tools", model, generation=PAPER)
    engine.run(max_units=3)
    assert [a.text for a in _actions(engine)][1:] == ["Lookup[blood type]"] * 2


def test_tool_calls_hold_a_lookup_made_again_after_the_same_page_was_opened_again():
    freddie = _reply("", "search", {"entity": "Freddie Mercury"})
    # The page searched again is asked again once (nothing new), and stands when the model writes it again.
    model = ScriptedModel([QUEEN, NOWHERE, QUEEN, QUEEN, NOWHERE, freddie])
    engine = new_engine(_task(), "react_tools", model, generation=AID)
    engine.run(max_units=4)
    assert [a.text for a in _actions(engine)][2:] == ["Search[Queen (band)]", "Search[Freddie Mercury]"]
    assert len(model.requests) == 6 and model.requests[-1].held_to, "the lookup held at once"


def test_a_search_of_the_page_open_now_gets_nothing_new():
    steps = _steps(PAGE, NOTHING)
    assert searched_open_page(steps, "Search[queen (band)]") == (
        "searched 'queen (band)', the page open now, which shows nothing new"
    )
    assert MOVES.why_not(steps, "Search[Queen (band)]") is not None
    assert searched_open_page(steps, "Search[Freddie Mercury]") is None
    resolved = ("Search[Queen]", "Queen are a British rock band.", {"title": "Queen (band)"})
    assert searched_open_page(_steps(resolved), "Search[Queen]") is not None, "by the text that opened it too"


def test_a_person_s_observation_of_a_search_that_found_a_page_leaves_that_page_open():
    """A person's observation keeps only the environment's own text (`info["overridden"]`), which replay still
    hands the environment: the page its search opened is open."""
    person = ("Search[Queen (band)]", "Queen: a band I like.", {"overridden": "Queen are a British rock band."})
    assert looked_up_in_vain(_steps(person), "Lookup[singer]") is None
    assert searched_open_page(_steps(person), "Search[Queen (band)]") is not None
    missed = {"overridden": "Could not find Qqzzx. Similar: []."}
    assert looked_up_in_vain(_steps(("Search[Qqzzx]", "Nothing.", missed)), "Lookup[x]") is not None


def test_a_held_lookup_that_chooses_the_page_open_now_again_is_not_taken_for_a_way_out():
    again = _reply("", "search", {"entity": "Queen (band)"})
    model = ScriptedModel([QUEEN, NOWHERE, NOWHERE, again, NOWHERE])
    engine = new_engine(_task(), "react_tools", model, generation=AID)
    engine.run(max_units=3)
    action = _actions(engine)[-1]
    assert model.requests[3].held_to and model.requests[4].temperature == 0.7, "then asked again, as a repeat is"
    assert action.text == "Lookup[blood type]", "no try did better: the reply stands, and its observation says so"
    assert "no try did better, so it stands" in " | ".join(action.notes)
