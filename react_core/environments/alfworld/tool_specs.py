"""ALFWorld's commands as one tool for ReAct (tool calls): `act {"command": "go to cabinet 1"}`.

One tool that takes the command as the game writes it, rather than a tool per verb: the game's
commands are free text whose objects change with the room (``take candle 3 from cabinet 3``), the
exemplars are written in them, and a 1.5B model picks one tool with one string far more reliably than
one of twelve verbs with their own fields. The call is written back as the command itself, which the
game reads as it reads text ReAct's. The episode ends when the game does; there is no finish tool.
"""

from __future__ import annotations

from react_core.prompting.tool_calls import ActionTools, ToolSpec, string_argument

ALFWORLD_TOOLS = ActionTools(
    (
        ToolSpec(
            "act",
            "act",
            "Takes one action in the household, written as the game writes it: go to {receptacle}, open "
            "{receptacle}, close {receptacle}, take {object} from {receptacle}, move {object} to {receptacle}, "
            "heat / cool / clean {object} with {appliance}, use {lamp}, examine {thing}, look, inventory.",
            string_argument("command", "one command, e.g. go to cabinet 1 or take candle 3 from cabinet 3"),
            plain="command",
            bare=True,
        ),
    )
)
