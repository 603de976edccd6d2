"""ReAct with the model API's tool calls ("ReAct (tool calls)", method `react_tools`).

Today's agents (LangGraph's, smolagents' ToolCallingAgent, the OpenAI Agents SDK) act through tool
calls rather than the paper's text format. This method asks the model in chat with the family's
actions as ``tools`` (`tool_calls.ActionTools`, the family's `Family.tool_calls`), its ReAct exemplars
as earlier turns (`tool_messages`), and a system prompt that asks for a thought before every call.
The reply's text is the thought, its first call the action, written as the family's action text
(``Search[Vienna]``) with the call itself on the step (`Step.tool_call`); the environment's answer is
the next tool message. Episodes end as the family's do (its finish tool, the environment's done).

On the embedded model a step is one model call: the server holds the reply to a thought and then exactly
one call of the tools (`native_tools`, a grammar; the step asks with tool_choice "required", `step_choice`),
and the call comes back as a native tool call. Elsewhere the step asks with "auto". A reply whose call is
written as text instead (a small model's habit on other servers: its thought, then the call's JSON as plain
text) is read from the text (`tool_calls.call_in_text`), and the step says so in ``info["call_in_text"]``.
A reply in prose with no call at all, asked with "auto", is the agent's final answer, as every agent
framework reads it (LangGraph's, smolagents', the OpenAI Agents SDK's): where the family answers with its
finish tool, the step is ``Finish[the reply's text]`` with ``info["answered_in_text"]`` and a note on its
card. A reply with no usable call otherwise (no text and no call, a tool that does not exist, arguments
that are not JSON or off the schema, prose in a game that no answer ends, a reply cut at its token limit)
is asked again with ``tool_choice="required"``, which the server holds to the tools' schemas (OpenAI; the
embedded llama.cpp through the same grammar, in the step's own slot, so only the new reply is read): that
model call has purpose ``held_to_schema`` and the action step says why in ``info["held_to_schema"]``. After
a reply cut at its token limit with no call, the held ask is for the call alone (`ModelRequest.call_alone`),
and the cut text is noted, not kept as a thought. Both
are counted in Evaluate's failure table. A reply that still has no usable call is sent as written, so the
environment answers it with its own "Invalid action", and counts as a bad call.

Text ReAct's small-model aid (`Generation.retry_repeats`, off with the paper's decoding) applies to the call
as it does to a text action, by the same rules (`repeat_aid.dense_wasted`, `repeat_aid.wasted_line`): a call that
repeats one that got nothing (same tool, same arguments), or answers what cannot be right, is asked again at
temperature 0.7, and the step's note says so. Where the family lists the moves that can work
(`Family.valid_moves`: WebShop's buttons, ALFWorld's commands) and every try still cannot, one greedy ask is
held to those moves (`ValidMoves.held_tools`: WebShop's `click` with its button an `enum`, ALFWorld's `act`
with its command one), the same held ask as above. A game's thought the same as the one before is not kept
(SAME_THOUGHT_NOTE), and the games' step limit counts the model's turns (`model_turns`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from react_core.models.base import LanguageModel, ModelReply, ModelRequest
from react_core.models.errors import ModelError
from react_core.prompting.method_base import Method, MethodContext, Unit, model_step, request_settings
from react_core.prompting.methods import Format
from react_core.prompting.parsing import Parsed
from react_core.prompting.repeat_aid import (
    DENSE_TRIES,
    LAST_STEP_NOTE,
    REPEAT_TEMPERATURE,
    dense_wasted,
    gives_up_answer,
    repeat_seed,
    wasted_line,
)
from react_core.prompting.tool_calls import ActionTools, ToolCallError, call_in_text, capped
from react_core.prompting.tool_messages import (
    chat_turns,
    exemplar_turns,
    held_turns,
    read_exemplars,
    read_line_exemplars,
    readable,
    task_sentence,
)
from react_core.prompting.tool_thinking import (
    GAME_REPEAT_NOTE,
    SAME_THOUGHT_NOTE,
    THINK,
    THOUGHTS_IN_A_ROW,
    model_turns,
    repeated_thought,
    thoughts_in_a_row,
)
from react_core.prompting.transcript import DenseTranscript, SparseTranscript, Transcript, count_actions
from react_core.scoring.answer_checks import finish_argument
from react_core.trajectory.steps import ModelCall, Outcome, Step, StepKind
from react_core.trajectory.task import Task

NAME = "react_tools"
HELD = "held_to_schema"  # the purpose of a call asked again with tool_choice="required"
IN_TEXT = "call_in_text"  # a step whose call was read from the reply's text
ANSWERED = "answered_in_text"  # a step whose reply was prose with no call: the final answer
CUT_NOTE = "the reply ran to its token limit"  # then its call is asked alone (see next_unit)
ANSWERED_NOTE = "the reply called no tool: its text is the final answer, as agent frameworks take it"
MAX_TOOL_TOKENS = 300  # a thought and a call's JSON: longer than a text action
# The games' one-line thought and a call: the longest of 162 replies measured (t45-webshop-g39, g39b, g39c)
# was 124 tokens. A runaway ("B079999999, ..." to the limit, 505 s under load) stops a third sooner.
GAME_TOOL_TOKENS = 200
# A held call's strings after a reply cut at its token limit with no call (a runaway, mostly inside a string).
# Longest written in the t45 batches: a WebShop query of 194 characters; ALFWorld's commands 35, HotpotQA's
# entities 89.
RUNAWAY_CHARS = 240
# The repeat aid asks a wasted call again once (text ReAct: up to 3 times), a guessed answer apart (below). A
# tool call's reply is a thought and the call's JSON, so each ask writes about twice a text step's tokens; and
# the 1.5B model in a loop mostly wrote the same call again at temperature 0.7 (2026-11-28: its loops were
# asked 3 times each, 2.1 model calls an action). Where the family lists the moves that can work (WebShop), the
# held ask follows.
TOOL_TRIES = 1
# A guessed answer on a knowledge task is asked as often as text ReAct asks it (DENSE_TRIES): a Finish ends the
# episode for good, where a wasted search costs one step of several. Asked once, 1 of the 28 guessed answers in
# t45-hotpot50d was replaced and its episode ended right; after text ReAct's up to three tries, 5 of its 20.
ANSWER_TRIES = DENSE_TRIES
# The ask again says why, in a user turn after the conversation: asked the very same prompt at 0.7 the 1.5B
# model mostly wrote the same call (batch t45-hotpot50, 2026-11-28: one question searched the same missing
# page seven times, each step's ask again writing it once more). An agent framework answers such a call
# with the tool's error; the note is that error, said before the call is made. It is not kept: the next
# step's conversation is rebuilt from the steps.
REPEAT_NOTE = "Your next call {why}. Do not make that call again: think about what else to try, then call a tool."


def step_choice(model: LanguageModel | None) -> str:
    """The tool_choice a step asks with: "required" on a model that then gives a thought and exactly one call
    in one model call (the embedded server, `OpenAIModel.one_call_tools`), "auto" elsewhere (a reply in
    words is then the final answer). The 1.5B model, left free, ended its turn after its thought on about
    half of the steps, which "auto" would have read as its answer."""
    return "required" if getattr(model, "one_call_tools", False) else "auto"


# How often to think. The knowledge tasks think before every action, as the paper's dense format does; the
# games (ALFWorld, WebShop) think where it helps, as the paper lets decision-making tasks do ("thoughts only
# need to appear sparsely ... the language model decide[s] the asynchronous occurrence of thoughts and
# actions") and as their exemplars show: most of their calls have no thought. Asked for a thought before
# every call, the 1.5B model restated the shopping instruction before each click (batch t45-webshop50: about
# 60 tokens a step where text ReAct's click wrote 5; 325 s against 87 s for the same 5 actions).
EVERY_STEP = (
    "Before every tool call, write one short thought in plain text: reason about what you know so far and what "
    "to do next. Then call exactly one tool"
)
WHERE_IT_HELPS = (
    "Where it helps, think first: call think with one short thought, reasoning about what you know so far and "
    "what to do next; otherwise call a tool at once. Call exactly one tool at a time"
)


def system_prompt(task: str, tools: ActionTools, examples: bool, sparse: bool = False) -> str:
    """The system turn: the task, how to think (`sparse`: where it helps, else before every call), how it ends."""
    finish = tools.find("finish")
    end = (
        f" When you know the answer, call {finish.api_name()} with it."
        if finish is not None
        else " Go on until the task is done."
    )
    shown = " Earlier conversations show how." if examples else ""
    notes = f"\n\n{tools.notes}" if tools.notes else ""  # an MCP server's own words about its tools
    return (
        f"{task} by calling the tools you are given, one at a time. {WHERE_IT_HELPS if sparse else EVERY_STEP}; "
        f"its result comes back as the next message.{end}{shown}{notes}"
    )


class ToolReAct(Method):
    """ReAct through tool calls: each unit is a thought (the reply's text) and one call."""

    name = NAME

    def __init__(self, family: str, prefix: str, transcript: Transcript, max_steps: int, tools: ActionTools):
        super().__init__(family, prefix, transcript, max_steps)
        self.tools = tools
        # The knowledge tasks' "Question: ..." / "Claim: ..."; the games (ALFWorld, WebShop) state their
        # task in their opening text, and step as the one-line formats do (see `at_limit`).
        self.label = transcript.label if isinstance(transcript, DenseTranscript) else ""
        if self.label:
            instruction, examples = read_exemplars(prefix, self.label)
            fallback = f"Solve a {self.label.lower()} task"
        else:
            style = "sparse" if isinstance(transcript, SparseTranscript) else "pages"
            instruction, examples = read_line_exemplars(prefix, style)
            fallback = "Solve the household task" if style == "sparse" else "Buy the product the instruction asks for"
        # The games get the think tool (see THINK), unless their tools have a tool of that name already.
        self.think = THINK if self.sparse and tools.find(THINK.name) is None else None
        if self.think is not None:
            tools = ActionTools((*tools.specs, self.think), tools.notes)
            self.tools = tools
        self.instruction = system_prompt(task_sentence(instruction, fallback), tools, bool(examples), self.sparse)
        self.examples = exemplar_turns(examples, tools, self.think.api_name() if self.think else None)

    @property
    def sparse(self) -> bool:
        """The games (no question label) think where it helps (see WHERE_IT_HELPS)."""
        return not self.label

    def task_message(self, ctx: MethodContext) -> str:
        return self.task_turn(ctx.task, ctx.opening)

    def task_turn(self, task: Task, opening: str = "") -> str:
        """The user turn that states the task: "Question: ...", or a game's opening text (its room, its page)."""
        if self.label:
            return f"{self.label}: {task.text}"
        return (opening or task.meta.get("intro") or task.text).strip()

    def messages(self, ctx: MethodContext, steps: list[Step]) -> list[dict[str, Any]]:
        return [
            {"role": "system", "content": self.instruction},
            *self.examples,
            {"role": "user", "content": self.task_message(ctx)},
            *chat_turns(steps, self.tools),
        ]

    def at_limit(self, steps: list[Step]) -> bool:
        if self.label:
            return super().at_limit(steps)
        return model_turns(steps) >= self.max_steps

    def on_limit(self, ctx: MethodContext) -> Unit:
        return super().on_limit(ctx) if self.label else Unit(ended=Outcome.STEP_LIMIT, forced=True)

    def next_unit(self, ctx: MethodContext) -> Unit:
        steps = ctx.steps
        # A person's thought at the end: act on it (a think call's thought was answered "OK.": a turn of its own).
        after_thought = bool(steps) and steps[-1].kind == StepKind.THOUGHT and not steps[-1].tool_call
        messages = self.messages(ctx, steps)
        choice = step_choice(ctx.model)
        notes: list[str] = []
        info: dict[str, Any] = {}
        # The aid: after THOUGHTS_IN_A_ROW thoughts, a game's reply acts.
        act_now = bool(self.think) and ctx.generation.retry_repeats and thoughts_in_a_row(steps) >= THOUGHTS_IN_A_ROW
        if act_now:
            notes.append(f"after {THOUGHTS_IN_A_ROW} thoughts in a row, held to an action (the small-model aid)")
        offered = self._actions_only() if act_now else None
        call, calls = self._ask(ctx, self.request_for(ctx, messages, choice, "step", offered=offered), "step")
        unit = Unit(calls=[call])
        thought = _thought(call)
        if not calls and (found := call_in_text(thought, self.tools)) is not None:
            thought, calls = found[0], [found[1]]
            info[IN_TEXT] = True
            notes.append("the call was written as text in the reply; read from it")
        action, tool_call, problem = self._action(calls, call, self.tools)
        answer = self._answer_in_words(calls, thought) if choice == "auto" else None
        if answer is not None:  # a reply in words, no call: the agent's final answer, as every framework reads it
            notes.append(f"{ANSWERED_NOTE}: {answer}")
            step = model_step(StepKind.ACTION, answer, call, notes)
            unit.steps.append(replace(step, info={ANSWERED: True}))
            return unit
        if problem is not None:
            # Hold the reply to the tools' schemas: ask again, the model now must call a tool. A reply cut at
            # its token limit with no call ran away (WebShop: "B079999999, B079999999, ..." or filler, to the
            # limit); asked for a thought and a call again, it ran away again, so its call is asked alone,
            # and the cut text is no thought (later prompts would read it).
            cut = call.finish_reason == "length" and not calls
            # A call asked alone (a game's every reply) that ran away in a string argument would run away the
            # same way asked the same way again: the held call's strings are held to RUNAWAY_CHARS.
            held_to = capped(offered or self.tools, RUNAWAY_CHARS) if cut else offered
            request = self.request_for(ctx, messages, "required", HELD, offered=held_to, call_alone=cut)
            held, held_calls = self._ask(ctx, request, HELD)
            unit.calls.append(held)
            info.pop(IN_TEXT, None)
            info[HELD] = problem
            if cut:
                notes.append(
                    f"{CUT_NOTE} ({call.tokens_out} tokens, no call), not kept as a thought: {_clipped(thought)}"
                )
                thought = ""
            held_text = _thought(held)
            if not held_calls and (found := call_in_text(held_text, self.tools)) is not None:
                held_text, held_calls = found[0], [found[1]]  # llama.cpp's reply under the calls' JSON Schema
            action, tool_call, still = self._action(held_calls, held, self.tools)
            thought = thought or held_text
            if still is None:
                notes.append(f"{problem}; asked again, held to the tools' schema")
                call = held
            else:
                notes.append(f"{problem}; held to the schema, the reply still had no usable call: {still}")
                unit.bad_calls += 1
                action = action or _as_written(held, call)
        reply = Reply(call, thought, action, tool_call)
        if tool_call is not None and not (after_thought and self.label):  # as text ReAct: a person's thought stands
            reply = self._unless_wasted(ctx, messages, unit, reply, notes)
        thought_called = self._thought_called(reply)
        if thought_called is not None:  # the think tool: the step is the thought, answered "OK." in later prompts
            if reply.thought:
                notes.append(f"the reply wrote before its think call: {_clipped(reply.thought)}")
            step = model_step(StepKind.THOUGHT, thought_called, reply.call, notes)
            unit.steps.append(replace(step, tool_call=reply.tool_call, info=info))
            return unit
        if not after_thought:
            # text ReAct's rule for a `think:` line that says the last thought again (repeat_aid.wasted_line)
            if reply.thought and self.sparse and wasted_line(steps, Parsed(thought=reply.thought)) is not None:
                notes.append(f"{SAME_THOUGHT_NOTE}: {_clipped(reply.thought)}")
            elif reply.thought:
                unit.steps.append(model_step(StepKind.THOUGHT, reply.thought, reply.call))
            elif self.label:  # the games think where it helps: a call alone is their usual step
                notes.append("the reply had no thought before its call")
        elif reply.thought:
            notes.append(f"the model wrote after your thought: {reply.thought[:200]}")
        step = model_step(StepKind.ACTION, reply.action, reply.call, notes)
        unit.steps.append(replace(step, tool_call=reply.tool_call, info=info))
        return unit

    def _answer_in_words(self, calls: list[dict[str, str]], text: str) -> str | None:
        """The finish action a reply with prose and no call stands for (``Finish[the reply's text]``), or None:
        the reply has a call (a call written as text is read as one before this), no text, the family
        ends its episodes by no answer (ALFWorld's, WebShop's: there a reply in words is asked again, held
        to the schema, since words cannot end a game), or its answer is one of a few labels the prose is not
        (FEVER's)."""
        finish = self.tools.find("finish")
        said = " ".join(text.split())
        if calls or not said or finish is None:
            return None
        field = next(iter(finish.parameters.get("properties") or {}), None)
        if field is None:
            return None
        try:
            return self.tools.to_action(finish.api_name(), json.dumps({field: said}, ensure_ascii=False))
        except ToolCallError:  # an answer held to a few labels (FEVER's): prose is not one; asked again, held
            return None

    def _unless_wasted(
        self, ctx: MethodContext, messages: list[dict[str, Any]], unit: Unit, reply: Reply, notes: list[str]
    ) -> Reply:
        """The repeat aid (`Generation.retry_repeats`) as text ReAct has it (`repeat_aid.ask_again_if_wasted`):
        a call the family's rules call wasted (it repeats a call that got nothing, same tool and arguments, or
        answers what cannot be right) is asked again at REPEAT_TEMPERATURE, seeded, TOOL_TRIES times (a knowledge
        task's guessed answer ANSWER_TRIES times), told why (REPEAT_NOTE, a user turn after the conversation); a
        usable call that is not wasted replaces it. Where the family's `moves` list what can work (WebShop's buttons,
        ALFWorld's commands), a reply they say cannot work is held to those moves at once, by one greedy ask
        (`ValidMoves.held_tools`); a repeat they allow is tried again first, and held to them when every try
        still cannot. The step's note says what was decided."""
        steps = ctx.steps
        wasted = self._wasted_rule(ctx)
        why = wasted(reply)
        if why is None:
            return reply
        if not ctx.generation.retry_repeats:
            if finish_argument(reply.action) is not None:
                notes.append(f"answer rules: the reply {why}; not asked again (the repeat aid is off)")
            return reply
        listed = self.moves is not None and self.moves.listed(steps)
        off_moves = listed and self.moves is not None and self.moves.why_not(steps, reply.action) is not None
        if off_moves:
            # A move the page or room does not offer, where the family lists the ones that can work: chosen among
            # those at once. A try at 0.7 found another move that could work but no better (batch
            # t45-webshop-g39f, goal 43: a colour clicked on the results page, then Back to Search, and the
            # model went round search, think, Back to Search to the step limit).
            chosen = self._held_to_moves(ctx, messages, unit, reply)
            if chosen is not None:
                notes.append(
                    f"the reply {why}; held to a call on one of the moves that can work here, and chose {chosen.action!r}"
                )
                return chosen
        tries = ANSWER_TRIES if self.label and finish_argument(reply.action) is not None else TOOL_TRIES
        number = count_actions(steps) + 1 if self.label else len(steps) + 1
        # an answer then gives way to an answer only
        last_step = bool(self.label) and number >= self.max_steps and self.limit_answers_nothing
        turned_down = False  # a try that searched where the guess stood at the last step
        for attempt in range(tries):
            seed = repeat_seed(ctx, number, attempt)
            note = (GAME_REPEAT_NOTE if self.think else REPEAT_NOTE).format(why=why)
            told = [*messages, {"role": "user", "content": note}]
            request = self.request_for(
                ctx, told, step_choice(ctx.model), "step", REPEAT_TEMPERATURE, seed, self._actions_only()
            )
            again, calls = self._ask(ctx, request, "step")
            unit.calls.append(again)
            retried = self._usable(again, calls, self._actions_only() or self.tools)
            if retried is not None and wasted(retried) is None:
                if gives_up_answer(reply.action, retried.action, last_step):
                    turned_down = True
                    continue
                times = "" if attempt == 0 else f" ({attempt + 1} times)"
                notes.append(f"the first reply {why}; asked again at temperature {REPEAT_TEMPERATURE}{times}")
                return retried
        times = "once" if tries == 1 else f"{tries} times"
        tried = f"the reply {why}; asked again {times} at temperature {REPEAT_TEMPERATURE}"
        chosen = self._held_to_moves(ctx, messages, unit, reply) if listed and not off_moves else None
        if chosen is None:
            last = f" ({LAST_STEP_NOTE})" if turned_down else ""
            notes.append(f"{tried}, no try did better{last}, so it stands")
            return reply
        notes.append(
            f"{tried}; then held to a call on one of the moves that can work here, and chose {chosen.action!r}"
        )
        return chosen

    def _held_to_moves(
        self, ctx: MethodContext, messages: list[dict[str, Any]], unit: Unit, reply: Reply
    ) -> Reply | None:
        """The last resort where the family lists what can work (see `_unless_wasted`): None when the reply
        can work after all, nothing is left to choose, or the held reply still cannot (a server that does not
        hold a call to its schema)."""
        moves = self.moves
        held_tools = None
        if moves is not None and moves.why_not(ctx.steps, reply.action) is not None:
            held_tools = moves.held_tools(ctx.steps, self.tools, reply.action)
        if moves is None or held_tools is None:
            return None
        # The call alone, as text ReAct's choice is a line that is one move: the standing reply's thought stays
        # the step's. Allowed a thought, the held reply wrote the step's thought again (t45-webshop-g39d: 75 tokens).
        request = self.request_for(ctx, messages, "required", HELD, 0.0, None, held_tools, call_alone=True)
        again, calls = self._ask(ctx, request, HELD)
        unit.calls.append(again)
        chosen = self._usable(again, calls, held_tools)
        if chosen is None or moves.why_not(ctx.steps, chosen.action) is not None:
            return None
        return replace(chosen, thought=reply.thought)

    def _wasted_rule(self, ctx: MethodContext) -> Callable[[Reply], str | None]:
        """Why a reply is wasted, as text ReAct's rules read its action (and, on the knowledge tasks, its thought),
        or a call the family's `moves` say cannot work here (the knowledge tasks: a search that missed before, a
        lookup that can find nothing new, a search of the page open now), as the one-line formats' rule reads
        them."""
        moves = self.moves
        if self.label:
            dense = dense_wasted(ctx.steps, ctx.task.text, self.span_answers, self.labels, moves)
            return lambda reply: dense(Parsed(thought=reply.thought, action=reply.action))

        def wasted(reply: Reply) -> str | None:
            thought = self._thought_called(reply)
            if thought is not None:  # a think call that repeats a thought since the last action
                return repeated_thought(ctx.steps, thought)
            return wasted_line(ctx.steps, Parsed(action=reply.action), moves)

        return wasted

    def _actions_only(self) -> ActionTools | None:
        """The games' tools without think, for a reply that must act; None where there is no think tool."""
        if self.think is None:
            return None
        return ActionTools(tuple(s for s in self.tools.specs if s is not self.think), self.tools.notes)

    def _thought_called(self, reply: Reply) -> str | None:
        """The thought of a reply that called the think tool (its argument on one line), else None."""
        if self.think is None or reply.tool_call is None or reply.tool_call["name"] != self.think.api_name():
            return None
        value = json.loads(reply.tool_call["arguments"]).get(self.think.plain, "")
        return " ".join(str(value).split())

    def _usable(self, call: ModelCall, calls: list[dict[str, str]], tools: ActionTools) -> Reply | None:
        """A reply read as the first one is (a call written as text included), or None when it has no usable call."""
        thought = _thought(call)
        if not calls and (found := call_in_text(thought, tools)) is not None:
            thought, calls = found[0], [found[1]]
        action, tool_call, problem = self._action(calls, call, tools)
        return None if problem is not None else Reply(call, thought, action, tool_call)

    def first_request(self, task: Task, model: LanguageModel) -> ModelRequest:
        """The request a new run's first step sends, for a warm-up to read ahead (engine.warmup)."""
        ctx = MethodContext(task=task, steps=[], model=model, session="warm-up")
        return self.request_for(ctx, self.messages(ctx, []), step_choice(model), "step")

    def request_for(
        self,
        ctx: MethodContext,
        messages: list[dict[str, Any]],
        choice: str,
        purpose: str,
        temperature: float | None = None,
        seed: int | None = None,
        offered: ActionTools | None = None,
        call_alone: bool = False,
    ) -> ModelRequest:
        tools = self.tools.schemas()  # the prompt shows the agent's tools; `offered` narrows what it may call
        if purpose == HELD:
            messages = held_turns(messages)
        return ModelRequest(
            prompt=readable(messages, tools),
            max_tokens=max(ctx.generation.max_tokens, GAME_TOOL_TOKENS if self.sparse else MAX_TOOL_TOKENS),
            temperature=ctx.generation.temperature if temperature is None else temperature,
            seed=ctx.generation.seed if seed is None else seed,
            # A held call keeps the step's slot: on the embedded server it is rendered as the step was
            # (native_tools), so it reads only what the step did not (a slot of its own read 2,600 tokens of
            # exemplars again, about 3 minutes on a loaded 2-core machine, measured).
            session=ctx.session,
            messages=tuple(messages),
            tools=tuple(tools),
            tool_choice=choice,
            held_to=tuple(offered.schemas()) if offered is not None else (),
            shared_chars=len(readable(messages[: 1 + len(self.examples)], tools)),  # system + exemplars, in every run
            # The games' reply is a call alone: their thoughts are calls of the think tool (see THINK).
            call_alone=call_alone or self.think is not None,
        )

    def _ask(self, ctx: MethodContext, request: ModelRequest, purpose: str) -> tuple[ModelCall, list[dict[str, str]]]:
        """Send `request` (from `request_for`): the call as recorded, and the reply's tool calls. An empty
        reply to a step's ask is a reply with no call, asked again held to the schema like any other (the
        1.5B model ended some WebShop steps at once, and each failed its episode)."""
        try:
            reply = ctx.model.complete(request)
        except ModelError as exc:
            if exc.kind != "empty_reply" or purpose == HELD:
                raise
            reply = ModelReply(texts=[""], model=ctx.model.name, finish_reasons=["empty"])
        written = "\n".join(
            [reply.text.strip()] + [f"→ {c.get('name')}({c.get('arguments', '')})" for c in reply.tool_calls]
        ).strip()
        call = ModelCall(
            prompt=request.prompt,
            raw_output=written,
            model=reply.model,
            purpose=purpose,
            tokens_in=reply.tokens_in,
            tokens_out=reply.tokens_out,
            latency_s=reply.latency_s,
            cache_hit=reply.cache_hit,
            cost_usd=reply.cost_usd,
            temperature=request.temperature,
            original_latency_s=reply.original_latency_s,
            request={
                **request_settings(request),
                "tool_choice": request.tool_choice,
                "tools": [t["function"]["name"] for t in request.tools],
                **({"call_alone": True} if request.call_alone else {}),
                **({"held_to": list(request.held_to)} if request.held_to else {}),
            },
            sent=reply.sent,
            finish_reason=reply.finish_reasons[0] if reply.finish_reasons else None,
            context_tokens=reply.context_tokens,
        )
        return call, list(reply.tool_calls)

    def _action(
        self, calls: list[dict[str, str]], call: ModelCall, tools: ActionTools
    ) -> tuple[str, dict[str, str] | None, str | None]:
        """(action text, the call, None) for a usable first call of `tools`; ("", None, why not) otherwise."""
        if not calls:
            return "", None, "the reply called no tool"
        first = calls[0]
        try:
            action = tools.to_action(first.get("name", ""), first.get("arguments", ""))
        except ToolCallError as exc:
            return _raw_call(first), None, str(exc)
        spec = tools.find(first.get("name", ""))
        assert spec is not None  # to_action found it
        arguments = json.dumps(json.loads(first.get("arguments") or "{}"), ensure_ascii=False)
        made = {"name": spec.api_name(), "arguments": arguments, "id": first.get("id") or f"call_{call.id}"}
        return action, made, None


@dataclass(frozen=True)
class Reply:
    """A reply with a usable call, read: its model call, thought, action text and the call (None: none usable)."""

    call: ModelCall
    thought: str
    action: str
    tool_call: dict[str, str] | None


def _thought(call: ModelCall) -> str:
    """The reply's text before its calls, on one line per paragraph as the thought a card shows."""
    return call.raw_output.split("\n→ ")[0].strip() if not call.raw_output.startswith("→ ") else ""


def _clipped(text: str, chars: int = 200) -> str:
    return text if len(text) <= chars else text[:chars] + " …"


def _raw_call(call: dict[str, str]) -> str:
    """A call that does not fit, as action text the environment will answer with "Invalid action"."""
    return " ".join(f"{call.get('name', '')}[{call.get('arguments', '')}]".split())[:500]


def _as_written(held: ModelCall, first: ModelCall) -> str:
    text = _thought(held) or _thought(first) or "(no call)"
    return " ".join(text.split())[:500]


def build_react_tools(fmt: Format, prefix_of: Callable[[str], str]) -> Method:
    """ReAct (tool calls) on a family that brings its actions as tools (`Format.tools`)."""
    if fmt.tools is None:
        raise ValueError(f"{fmt.family} has no tools for ReAct (tool calls); choose ReAct or Act.")
    method = ToolReAct(fmt.family, prefix_of("react"), fmt.transcript, fmt.max_steps, fmt.tools)
    # The repeat aid's rules, as text ReAct gets them (methods._dense_or_sparse).
    method.span_answers, method.labels, method.moves = fmt.span_answers, fmt.labels, fmt.moves
    return method
