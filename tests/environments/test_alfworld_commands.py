"""ALFWorld's valid moves (`Family.valid_moves`): the commands the real game takes where the agent is. A command
off that list ("go to cabinet 18" in a room with fewer, the place the agent stands at) is asked again with the
aid on, then held to a choice among the commands the game takes; both methods get it, text ReAct as a choice of
lines, ReAct (tool calls) as `act` with its command an `enum`. The paper's decoding takes it as written."""

from __future__ import annotations

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.environments.alfworld import list_games
from react_core.environments.alfworld.commands import COMMANDS, admissible, off_list, useful
from react_core.prompting.method_base import Generation
from react_core.prompting.repeat_aid import PAGE_TRIES
from react_core.prompting.tool_agent import HELD
from react_core.trajectory.steps import Author, Step, StepKind
from tests.support.scripted_model import ScriptedModel
from tests.support.scripted_model import tool_call_reply as _reply

AID = Generation(retry_repeats=True)
PAPER = Generation(retry_repeats=False)
NOWHERE = "go to cabinet 99"  # no room of the bundled games has 99 cabinets


def _game():
    return next(t for t in list_games("bundled") if t.meta["task_type"] == "pick_and_place_simple")


def _actions(engine) -> list[Step]:
    return [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION]


def _after_look() -> tuple[list[Step], list[str]]:
    """A real game's steps after "look", and the commands it takes then."""
    engine = new_engine(_game(), "act", ScriptedModel([" look"]))
    engine.run(max_units=1)
    steps = engine.trajectory.steps_of()
    return steps, admissible(steps) or []


def test_both_methods_on_alfworld_get_the_game_s_commands_as_their_valid_moves():
    assert catalog.make_method("react", "alfworld", task_type="pick_and_place_simple").moves is COMMANDS
    assert catalog.make_method("react_tools", "alfworld", task_type="pick_and_place_simple").moves is COMMANDS


def test_a_command_the_game_does_not_take_is_named_and_one_it_takes_is_not():
    steps, commands = _after_look()
    go = next(c for c in commands if c.startswith("go to "))
    assert off_list(steps, go) is None and off_list(steps, f"  {go.upper()} ") is None  # as the game reads it
    assert off_list(steps, NOWHERE) == (
        "wrote 'go to cabinet 99', which the game does not take here (it would answer 'Nothing happens.')"
    )
    assert off_list(steps, "think: where could the candle be?") is None
    assert off_list([], NOWHERE) is None  # nothing listed yet: no judgement
    person = [*steps, Step(StepKind.OBSERVATION, "A person's own observation.", Author.HUMAN_OVERRIDE)]
    assert off_list(person, NOWHERE) is None
    offered = useful(steps, NOWHERE)
    assert "look" in commands and "look" not in offered and offered
    assert all(c.startswith(("go to ", "open ")) for c in offered)  # it goes somewhere or opens something


def test_the_last_resort_never_takes_another_object_than_the_model_named_nor_moves_one_but_to_put_it_down():
    """Held to every command the game took, the 1.5B model, which had "found" a book that was not there, took
    the alarm clock beside it and then could take nothing else (t45-alfworld9, both methods)."""
    listed = [
        "go to desk 1",
        "go to cabinet 1",
        "open cabinet 1",
        "take alarmclock 2 from desk 1",
        "take book 1 from desk 1",
        "move pen 1 to desk 1",
        "examine desk 1",
        "look",
        "inventory",
    ]
    steps = [Step(StepKind.OBSERVATION, "x", Author.ENVIRONMENT, info={"admissible_commands": listed})]
    looking = ["go to desk 1", "go to cabinet 1", "open cabinet 1"]
    put_down = "move pen 1 to desk 1"  # the game takes a move only of what the agent holds
    assert useful(steps, "go to cabinet 99") == looking
    in_sight = [
        Step(
            StepKind.OBSERVATION,
            "On the desk 1, you see a book 1, and a cd 2.",
            Author.ENVIRONMENT,
            info={"admissible_commands": listed},
        )
    ]
    assert useful(in_sight, "take cd 2 from desk 1") == [*looking, put_down]
    assert useful(in_sight, "take book from desk 1") == [*looking, "take book 1 from desk 1", put_down]  # its own
    assert useful(steps, "take cd 2 from desk 1") == looking, "a thing not in sight: nothing to put down for"
    assert useful(steps, "put pen 1 in/on desk 2") == [*looking, put_down]
    assert useful(steps, "use desklamp 1") == looking


def test_a_take_while_the_agent_holds_something_may_put_it_down_where_it_is():
    """The agent carries one thing: holding a vase, the take of the cloth it looked for gets "Nothing happens.",
    and held to going somewhere the 1.5B model went round to its step limit (t45-alfworld12)."""
    listed = ["go to cabinet 1", "go to desk 1", "move vase 2 to cabinet 2", "examine cabinet 2", "close cabinet 2"]
    steps = [
        Step(
            StepKind.OBSERVATION, "In it, you see a cloth 1.", Author.ENVIRONMENT, info={"admissible_commands": listed}
        )
    ]
    assert off_list(steps, "take cloth 1 from cabinet 2") is not None
    assert "move vase 2 to cabinet 2" in useful(steps, "take cloth 1 from cabinet 2")


def test_the_paper_s_put_in_on_is_taken_where_the_game_takes_its_move_to():
    steps, _ = _after_look()
    listed = [
        *steps[:-1],
        Step(
            StepKind.OBSERVATION, "x", Author.ENVIRONMENT, info={"admissible_commands": ["move candle 1 to drawer 2"]}
        ),
    ]
    assert off_list(listed, "put candle 1 in/on drawer 2") is None
    assert off_list(listed, "put candle 1 in drawer 2") is None
    assert off_list(listed, "put candle 1 in drawer 3") is not None


def test_text_react_asks_a_command_off_the_list_again_then_holds_it_to_a_choice_of_the_game_s_commands():
    _, commands = _after_look()
    chosen = next(c for c in commands if c.startswith("go to "))
    model = ScriptedModel([" look", *[f" {NOWHERE}"] * (1 + PAGE_TRIES), f" {chosen}"])
    engine = new_engine(_game(), "react", model, generation=AID)
    engine.run(max_units=2)
    action = _actions(engine)[-1]
    assert action.text == chosen
    held = model.requests[-1]
    assert held.temperature == 0.0 and f" {chosen}" in held.choices and " look" not in held.choices
    assert [r.temperature for r in model.requests[2:-1]] == [0.7] * PAGE_TRIES
    notes = " | ".join(action.notes)
    assert "the reply wrote 'go to cabinet 99', which the game does not take here" in notes
    assert f"then asked to choose one of the {len(held.choices)} commands the game takes here" in notes
    assert engine.trajectory.steps_of()[-1].text != "Nothing happens."


def test_tool_calls_hold_a_command_off_the_list_to_act_with_an_enum_of_the_game_s_commands():
    _, commands = _after_look()
    chosen = next(c for c in commands if c.startswith("go to "))
    off = _reply("I will try the next cabinet.", "act", {"command": NOWHERE})
    model = ScriptedModel([_reply("", "act", {"command": "look"}), off, _reply("", "act", {"command": chosen})])
    engine = new_engine(_game(), "react_tools", model, generation=AID)
    engine.run(max_units=2)
    action = _actions(engine)[-1]
    assert action.text == chosen
    held = model.requests[-1]
    (tool,) = held.held_to
    enum = tool["function"]["parameters"]["properties"]["command"]["enum"]
    assert held.tool_choice == "required" and held.temperature == 0.0 and chosen in enum and "look" not in enum
    assert held.tools == model.requests[0].tools  # the prompt as the step's: the server's cache holds
    assert "does not take here (it would answer 'Nothing happens.'); held to a call on one of the moves" in " | ".join(
        action.notes
    )
    assert engine.trajectory.calls[action.call_id].purpose == HELD


def test_with_the_paper_s_decoding_a_command_off_the_list_is_taken_and_the_game_says_nothing_happens():
    model = ScriptedModel([" look", f" {NOWHERE}"])
    engine = new_engine(_game(), "react", model, generation=PAPER)
    engine.run(max_units=2)
    assert _actions(engine)[-1].text == NOWHERE and len(model.requests) == 2
    assert engine.trajectory.steps_of()[-1].text == "Nothing happens."
