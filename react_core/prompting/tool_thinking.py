"""How ReAct (tool calls) thinks on the games (ALFWorld, WebShop): through a `think` tool, as the paper's formats
make a thought an action there, and the small-model aid's rules for its thoughts. Pure names and functions over
steps; `tool_agent` uses them.
"""

from __future__ import annotations

from react_core.prompting.tool_calls import ToolSpec, string_argument
from react_core.trajectory.steps import Step, StepKind

# The games think through a tool, as the paper's formats for them make a thought an action (WebShop's
# `think[...]`, ALFWorld's `think: ...`, each answered "OK."), so that the model decides between thinking and
# acting as text ReAct does: at the call's name. Left to write its thought as the reply's text, the 1.5B model
# thought before nearly every call: its first token was never `<tool_call>` among its 8 likeliest, and after
# "You have clicked large." it began a thought ("I", p = 0.81) where text ReAct clicked on (batch
# t45-webshop-g39d: 60 tokens a step against text ReAct's 25, 2.2 times its seconds an action).
# A game's thought is at most this many characters (about 125 tokens): the 1.5B model's longest real one was 409
# (batches t45-webshop50c, t45-alfworld6, t45-note19); the grammar stops a runaway there.
THOUGHT_CHARS = 500
THINK = ToolSpec(
    "think",
    "think",
    "Think before acting, where it helps: one short thought about what you know so far and what to do next. "
    "It changes nothing; it answers OK.",
    string_argument("thought", "one short thought", lengths=(1, THOUGHT_CHARS)),
    plain="thought",
)

# A game's thought the same as the one before is not kept as a step (its model call keeps it): the 1.5B model
# wrote one line again before call after call (ALFWorld, batch t45-alfworld7: 37 of 148 thoughts), and each
# copy kept in the conversation is one more for it to copy. Text ReAct asks such a `think:` again instead; here
# the call after it is what the reply is for.
SAME_THOUGHT_NOTE = "the same thought as the one before, not kept"
# On the games the ask again is held to the actions (not think): asked to "think about what else to try", the
# 1.5B model called think, which the aid then took as the step, and clicked the same wrong button next (batch
# t45-webshop-g39e: 3 of 12 goals to the step limit so). Held to an action, a wasted one is chosen among the
# moves that can work after (`tool_agent.ToolReAct._held_to_moves`).
GAME_REPEAT_NOTE = "Your next call {why}. Do not make that call again: call another action."
# With the aid on, a game's third thought in a row is held to an action: the paper's exemplars never think
# more than twice in a row (ALFWorld's open with two), and the 1.5B model, given a think tool, thought in circles
# ("I need to try a different size." / "... price range." / "... fit." / ...) to the step limit (t45-webshop-g39e).
THOUGHTS_IN_A_ROW = 2


def model_turns(steps: list[Step]) -> int:
    """The games' step limit counts the model's turns, as text ReAct's does (each ``think:`` line and each
    action is a reply of its own there) and as agent frameworks count theirs (LangGraph's recursion limit): a
    thought written as the text of the reply that makes the next call is one turn with it. Counted as steps,
    such thoughts halved the games' actions (ALFWorld, batch t45-alfworld7: every tool-call episode stopped at
    25 to 27 actions of a 50-step limit, where text ReAct took up to 47). A thought of its own (a think call, a
    person's) is a turn."""
    turns = 0
    for index, step in enumerate(steps):
        if step.kind == StepKind.OBSERVATION:
            continue
        after = steps[index + 1] if index + 1 < len(steps) else None
        same_reply = (
            step.kind == StepKind.THOUGHT
            and after is not None
            and after.kind == StepKind.ACTION
            and step.call_id is not None
            and after.call_id == step.call_id
        )
        turns += 0 if same_reply else 1
    return turns


def repeated_thought(steps: list[Step], thought: str) -> str | None:
    """Why a game's think call is wasted: it says again a thought written since the last action."""
    said = " ".join(thought.split())
    for step in reversed(steps):
        if step.kind == StepKind.ACTION:
            return None
        if step.kind == StepKind.THOUGHT and " ".join(step.text.split()) == said:
            return f"repeated 'think: {said}', which got nothing new"
    return None


def thoughts_in_a_row(steps: list[Step]) -> int:
    """How many thoughts end the steps, one after another."""
    count = 0
    for step in reversed(steps):
        if step.kind != StepKind.THOUGHT:
            break
        count += 1
    return count
