"""The Wikipedia families' valid moves (`Family.valid_moves`): a search that found nothing lists similar pages
("Could not find X. Similar: [...]"), and the same search made again gets the same answer. With the aid on,
ReAct (tool calls) holds such a search at once to a `search` whose entity is one of the similar pages not
searched yet (an `enum`): the 1.5B model otherwise made the same search up to six times in a row, to its step
limit (batch t45-hotpot50b). The paper's decoding takes it as written."""

from __future__ import annotations

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.environments.wikipedia.moves import MOVES
from react_core.environments.wikipedia.similar_pages import searched_in_vain, unsearched_similar
from react_core.prompting.method_base import Generation
from react_core.prompting.tool_agent import HELD
from react_core.trajectory.steps import Author, Step, StepKind
from tests.support.scripted_model import ScriptedModel
from tests.support.scripted_model import tool_call_reply as _reply

AID = Generation(retry_repeats=True)
PAPER = Generation(retry_repeats=False)
MISS = _reply("I search the band.", "search", {"entity": "rhapsody band singer"})


def _task():
    return catalog.find_task("hotpotqa", "hotpotqa-bundled-01")  # Bohemian Rhapsody's singer, on the local pages


def _actions(engine) -> list[Step]:
    return [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION]


def _steps(*pairs: tuple[str, str, list[str] | None]) -> list[Step]:
    steps = []
    for action, observation, similar in pairs:
        steps.append(Step(StepKind.ACTION, action, Author.MODEL))
        info = {"similar": similar} if similar is not None else {}  # a page found: no similar titles, as the env
        steps.append(Step(StepKind.OBSERVATION, observation, Author.ENVIRONMENT, info=info))
    return steps


def test_the_knowledge_families_bring_the_similar_pages_as_their_valid_moves():
    for family in ("hotpotqa", "fever", "docs"):
        assert catalog.make_method("react_tools", family).moves is MOVES


def test_after_a_miss_the_similar_pages_not_searched_yet_are_the_moves_and_a_search_that_missed_cannot_work():
    steps = _steps(
        ("Search[Queen (band)]", "Queen are a British rock band.", None),
        ("Search[rhapsody singer]", "Could not find rhapsody singer. Similar: ['Freddie Mercury', 'Queen (band)'].",
         ["Freddie Mercury", "Queen (band)"]),
    )  # fmt: skip
    assert unsearched_similar(steps) == ["Freddie Mercury"] and MOVES.listed(steps)
    assert searched_in_vain(steps, "Search[Rhapsody Singer]") == (
        "searched 'Rhapsody Singer' again, which found nothing before"
    )
    assert searched_in_vain(steps, "Search[Queen (band)]") is None, "a page it found may be read again"
    assert searched_in_vain(steps, "Lookup[born]") is None and searched_in_vain(steps, "Finish[Zanzibar]") is None
    found = [*steps, *_steps(("Search[Freddie Mercury]", "Freddie Mercury was a singer.", None))]
    assert not MOVES.listed(found), "only right after a miss"


def test_tool_calls_hold_a_search_that_missed_made_again_to_the_similar_pages():
    model = ScriptedModel([MISS, MISS, _reply("", "search", {"entity": "Queen (band)"})])
    engine = new_engine(_task(), "react_tools", model, generation=AID)
    engine.run(max_units=2)
    action = _actions(engine)[-1]
    assert action.text == "Search[Queen (band)]"
    held = model.requests[-1]
    (tool,) = held.held_to
    assert tool["function"]["name"] == "search" and held.temperature == 0.0
    assert tool["function"]["parameters"]["properties"]["entity"]["enum"] == [
        "Freddie Mercury",
        "Queen (band)",
        "The Beatles",
    ]
    assert held.tools == model.requests[0].tools  # the prompt as the step's: the server's cache holds
    assert any("held to a call on one of the moves that can work here" in n for n in action.notes)
    assert engine.trajectory.calls[action.call_id].purpose == HELD
    assert len(model.requests) == 3, "held at once: no try at 0.7 first"


def test_with_the_paper_s_decoding_the_same_search_is_made_again():
    model = ScriptedModel([MISS, MISS])
    engine = new_engine(_task(), "react_tools", model, generation=PAPER)
    engine.run(max_units=2)
    assert [a.text for a in _actions(engine)] == ["Search[rhapsody band singer]"] * 2
