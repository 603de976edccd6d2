"""ALFWorld's commands: which ones the game takes where the agent is, and the repeat aid's last resort there.

The game lists the commands it takes in the room as it stands (textworld's admissible commands, every step's
`info["admissible_commands"]`, react_core.environments.alfworld.env). A command off that list gets "Nothing
happens." and changes nothing: a place the room does not have ("go to cabinet 18" in a room with ten), an
object not there, the place the agent stands at. The 1.5B model walked on through such places one number at a
time (batch t45-alfworld7: 85 of 154 tool calls and 74 of 185 text actions got "Nothing happens."); each such
command is new, so the repeat rule alone does not see it.

`COMMANDS` is the family's `Family.valid_moves` (the protocol react_core.prompting.method_base.ValidMoves),
as WebShop's buttons are: a command off the list is asked again (text ReAct) or at once (tool calls) held to
a choice among the commands the game takes that go somewhere or open something, or that are the model's own
command on its own object written another way, or, for a take of a thing in sight, put down what the agent holds
(text ReAct: `ModelRequest.choices`; ReAct (tool calls): `act` with its command an `enum`). The model still
chooses; the step's note says it was held.
"""

from __future__ import annotations

import re
from functools import partial

from react_core.prompting.method_base import MethodContext, Unit
from react_core.prompting.parsing import Parsed
from react_core.prompting.repeat_aid import PAGE_TRIES, REPEAT_TEMPERATURE, choose_among
from react_core.prompting.tool_calls import ActionTools, held_to_values
from react_core.prompting.transcript import LineTranscript
from react_core.trajectory.steps import ModelCall, Step, last_observation

# The paper's exemplars write "put X in/on Y"; the game may take it as "move X to Y" (AlfWorldEnv translates).
_PUT = re.compile(r"^put (?P<obj>.+?) (?:in|on|in/on) (?P<recep>.+)$")
# What the last resort may choose for the model: going somewhere and opening something (they move nothing and
# take nothing), and the model's own verb on its own object (its command written another way: "take book from
# desk 1" for "take book 1 from desk 1"). Never another object's take, use, heat, cool or clean, and a move only of
# what the agent holds, to put it down for a take (below): held to every command the game took, the 1.5B model,
# which had "found" a book that was not there, took the alarm clock beside it, and then could take nothing else
# (batch t45-alfworld9, both methods).
_LOOKING = ("go", "open")
# The agent carries one thing at a time: a take while it holds something gets "Nothing happens.", and the game
# then takes "move <what it holds> to <where it is>" (only then). Holding the wrong thing (a vase, a pillow), the
# 1.5B model wrote the take of the right one, was held to going somewhere, and went round to the step limit (the
# t45-alfworld batches: such takes refused 15 times in 7 of 29 text ReAct episodes, 8 times in 8 of 28 tool-call
# episodes). So the last resort of a take of a thing in sight may also put down what the agent holds.


class RoomCommands:
    """ALFWorld's valid moves: the commands the game takes where the agent is (see the module's docstring)."""

    def listed(self, steps: list[Step]) -> bool:
        return admissible(steps) is not None

    def why_not(self, steps: list[Step], action: str) -> str | None:
        return off_list(steps, action)

    def choose(
        self, ctx: MethodContext, unit: Unit, call: ModelCall, parsed: Parsed, transcript: LineTranscript
    ) -> tuple[ModelCall, Parsed]:
        return choose_a_command(ctx, unit, call, parsed, transcript)

    def held_tools(self, steps: list[Step], tools: ActionTools, action: str) -> ActionTools | None:
        return held_command(steps, tools, action)


COMMANDS = RoomCommands()


def admissible(steps: list[Step]) -> list[str] | None:
    """The commands the game takes now (the last observation's `info["admissible_commands"]`); None when the
    last observation does not list them (a person's observation, a recorded run read back without them)."""
    last = last_observation(steps)
    listed = last.info.get("admissible_commands") if last is not None else None
    return [str(c) for c in listed] if isinstance(listed, list) and listed else None


def off_list(steps: list[Step], action: str) -> str | None:
    """Why `action` gets "Nothing happens.": it is no command the game takes where the agent is. None when it is
    one (written "put X in/on Y" for the game's "move X to Y" too), a thought, or the list is not known."""
    commands = admissible(steps)
    said = " ".join(action.split()).lower()
    if commands is None or not said or said.startswith("think"):
        return None
    taken = {" ".join(c.split()).lower() for c in commands}
    put = _PUT.match(said)
    if said in taken or (put is not None and f"move {put['obj']} to {put['recep']}" in taken):
        return None
    return f"wrote {action.strip()!r}, which the game does not take here (it would answer 'Nothing happens.')"


def useful(steps: list[Step], action: str) -> list[str]:
    """The commands the last resort offers instead of `action`: of those the game takes now, the ones that go
    somewhere or open something, `action`'s own verb on its own object (see _LOOKING), and for a take of a thing
    in sight, putting down what the agent holds where it is (see _LOOKING's note)."""
    wanted = _verb_and_object(action)
    last = last_observation(steps)
    # A take of a thing in sight, refused: the hands are full (a thing not in sight: nothing to put down for)
    puts_down = wanted[0] == "take" and bool(wanted[1]) and last is not None and wanted[1] in last.text.lower()
    return [
        c
        for c in admissible(steps) or []
        if c.split()[0].lower() in _LOOKING
        or (wanted[1] and _verb_and_object(c) == wanted)
        or (puts_down and c.split()[0].lower() == "move")
    ]


def _verb_and_object(command: str) -> tuple[str, str]:
    """("take", "book") from "take book 1 from desk 1"; "put" is the game's "move"; ("", "") for nothing."""
    words = command.lower().split()
    if not words:
        return "", ""
    verb = "move" if words[0] == "put" else words[0]
    thing = next((w for w in words[1:] if not w.isdigit() and w not in ("to", "at", "a", "the")), "")
    return verb, thing


def choose_a_command(
    ctx: MethodContext, unit: Unit, call: ModelCall, parsed: Parsed, transcript: LineTranscript
) -> tuple[ModelCall, Parsed]:
    """Text ReAct's last resort: after the tries at temperature 0.7, one greedy ask held to a line that is one
    of the `useful` commands (`ModelRequest.choices`; a server that does not follow it is checked again)."""
    why = off_list(ctx.steps, parsed.action) if parsed.action and parsed.thought is None else None
    choices = tuple(f" {command}" for command in useful(ctx.steps, parsed.action or ""))
    if not ctx.generation.retry_repeats or why is None or not choices:
        return call, parsed
    chose = (
        f"the reply {why} (asked again {PAGE_TRIES} times at temperature {REPEAT_TEMPERATURE}); then asked to "
        f"choose one of the {len(choices)} commands the game takes here"
    )
    cannot = partial(off_list, ctx.steps)
    return choose_among(ctx, unit, call, parsed, transcript.stops(ctx.steps), transcript.parse, choices, cannot, chose)


def held_command(steps: list[Step], tools: ActionTools, action: str) -> ActionTools | None:
    """The tool-call agent's last resort for `action`: ALFWorld's `act` with its command an `enum` of the `useful`
    commands. None when there are none or the tools have no such plain tool."""
    act = tools.find("act")
    return held_to_values(act, tuple(useful(steps, action))) if act is not None else None
