"""Tool calls on the embedded llama.cpp model in one model call: a thought, then one call, held by a grammar.

Qwen2.5 (the embedded model) calls a tool by writing ``<tool_call>{"name": ..., "arguments": {...}}</tool_call>``
after its text, as its chat template (Hermes' format) says. Sent with ``tools``, llama.cpp renders that
template; but the 1.5B model, after its thought, ended its turn (``<|im_end|>``, greedy: 52% against a
``<tool_call>`` outside its five likeliest tokens) or wrote the call's JSON bare, so about half of the steps
were asked again. And llama.cpp refuses a grammar of one's own beside ``tools`` ("Cannot use custom grammar
constraints with tools"). So the body sent here has no ``tools``: they are rendered into the system message
as the template renders them (its example call without the doubled braces the template leaves in it), tool
results as the template writes them, and a GBNF ``grammar`` holds the reply to "free text, then one call of
one of the tools, its JSON bare on the next line (the model's habit), its arguments held to the tool's schema"
(`schema_grammar`). Earlier calls are written back bare too, so the server's cache holds them (`thought_rules`).
The reply, text, is read back into OpenAI's ``tool_calls`` by `read_tool_reply`.

    body = embedded_tool_body({"messages": [...], "tools": [...], "tool_choice": "required"})
    content, tool_calls = read_tool_reply(reply_text, tools)

Pure functions over OpenAI chat bodies (plain dicts): the workbench's own agent (`openai_requests`) and the
steering endpoint, which forwards people's agents' raw bodies, both use them.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from react_core.models.schema_grammar import SchemaRules, literal

CALL_OPEN = "<tool_call>"
CALL_CLOSE = "</tool_call>"
DEFAULT_SYSTEM = "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."  # the template's own
# The template's words, its example call with single braces (the template's `{{` is printed as is).
TOOLS_INTRO = (
    "\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
    "You are provided with function signatures within <tools></tools> XML tags:\n<tools>"
)
TOOLS_OUTRO = (
    "\n</tools>\n\nFor each function call, return a json object with function name and arguments within "
    '<tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}'
    "\n</tool_call>"
)
_PASSED_OVER = ("tools", "tool_choice", "parallel_tool_calls")
_OWN_CONSTRAINT = ("grammar", "json_schema", "response_format")  # a caller's own: kept, no grammar of ours
# A thought: any text but the call's opening tag or a control token, at most a few paragraphs (a model that
# never calls is stopped by its token limit; the grammar keeps its lines from running on forever), ending in one
# newline before the call. No line of it begins with "{" or a space: a line that begins with "{" is the call.
# The 1.5B model, after its thought, mostly wrote the call's JSON bare, without the tags (its habit: issue
# 45); held to the tagged call only, it wrote that JSON as a paragraph of the thought and then, made to call,
# called something else (a lookup for the search it had written: 3 of 4 steps of a HotpotQA question,
# 2026-11-28). So the call is the bare JSON on the line after the thought, and earlier calls are written back the
# same way (`_written_call`): the next prompt then begins with the very tokens the server wrote, and its slot
# reads only what is new. Written back in their tags, as the template writes them, every call was read again:
# on a WebShop goal the step after a think call read 92 new tokens where text ReAct reads 8 (2026-11-29).
# "<|" is no thought's: llama.cpp matches a control token's text against the grammar, and the model, held from
# ending its turn after its thought, wrote `<|im_start|>` three times before its call (HotpotQA, 2026-11-29).
THOUGHT_LINES = 4


def thought_rules(lines: int = THOUGHT_LINES) -> str:
    """GBNF for a thought of at most `lines` lines (see above)."""
    more = f' ( "\\n"{{1,2}} line ){{0,{lines - 1}}}' if lines > 1 else ""
    return (
        f'thought ::= line{more} "\\n"\n'
        'line ::= ( [^<{ \\n] | "<" [^t<|\\n] ) ( [^<\\n] | "<" [^t<|\\n] | "<t" [^o<\\n] )*'
    )


# How a reply held to one call may begin (`tool_grammar`'s `thought`): a thought or not ("optional"); that, or
# nothing at all, the turn ended at once ("or_silent", see SILENT); the call at once, no thought ("none").
THOUGHT_MODES = ("optional", "or_silent", "none")
# Held to "a thought, then a call", the 1.5B model on a game's step after "You have clicked black." most
# wanted to end its turn at once (`<|im_end|>`, p = 0.50), and the grammar, which forbade that, made it
# write its next likeliest start: "I" (0.19), then "I'm sorry, but I can't assist with that.", then the
# call (WebShop, batch t45-webshop50b: such filler before 5 of 27 calls, up to 124 tokens). Its wish to
# end before writing anything is its way to say it has nothing to think: a required call of a person's agent
# may end so ("or_silent", react_core.endpoint.embedded_calls), and its call is then asked alone ("none"), in
# the same slot, which still holds the whole prompt. (The workbench's own agent on the games asks for the call
# alone, its thoughts being calls of a think tool: react_core.prompting.tool_agent.)
SILENT = "or_silent"
# A call asked alone always begins `{"name": "`. llama.cpp writes a grammar's forced tokens one pass each (the
# 4 of them about 0.2 s at 4 at once on this machine), where the same 4 read as the prompt's last cost one pass
# with the rest. So the workbench's own agent begins such a call in the request, as the assistant turn's text
# (`open_call`): llama.cpp goes on from the tool's name, and its reply, whole or streamed, is that turn's text
# and what it wrote after it: the whole call.
CALL_START = '{"name": "'


def embedded_tool_body(
    body: dict[str, Any],
    thought: str = "optional",
    held_to: list[dict[str, Any]] | None = None,
    open_call: bool = False,
) -> dict[str, Any]:
    """`body` (OpenAI chat completions, with `tools`) as the embedded llama.cpp server is sent it: without
    `tools`, `tool_choice` and `parallel_tool_calls`; the tools in the system message; earlier tool calls and
    tool results as the chat template writes them; and a `grammar` for the reply: a thought, then exactly one
    call (`tool_choice` "required" or a named function), or a thought and at most one call ("auto"); with
    `thought` (THOUGHT_MODES) saying how a required call's reply may begin, and a thought at most THOUGHT_LINES
    lines long. `held_to`: narrower schemas of
    the same tools that the grammar holds the call to, while the prompt shows `tools` (ModelRequest.held_to). A body
    without tools, or with tool_choice "none", is sent without a grammar. A body with a constraint of its own
    (`grammar`, `json_schema`, `response_format`) keeps it and gets no grammar. Other fields pass through.
    `open_call`: a required call asked alone is begun in the request (CALL_START), the reply going on from it."""
    tools = _functions(body.get("tools") or [])
    choice = body.get("tool_choice") or "auto"
    out = {k: v for k, v in body.items() if k not in _PASSED_OVER}
    out["messages"] = _rendered(list(body.get("messages") or []), tools if choice != "none" else [])
    if not tools or choice == "none" or any(k in body for k in _OWN_CONSTRAINT):
        return out
    if isinstance(choice, dict):  # {"type": "function", "function": {"name": ...}}: that one, required
        named = (choice.get("function") or {}).get("name")
        tools = [t for t in tools if _function(t).get("name") == named] or tools
        choice = "required"
    if held_to:
        tools = _functions(held_to)
    last = out["messages"][-1] if out["messages"] else {}
    continues = last.get("role") == "assistant" and bool(last.get("content"))  # llama.cpp goes on with that turn
    opened = open_call and thought == "none" and choice == "required" and not continues
    if opened:
        out["messages"].append({"role": "assistant", "content": CALL_START})
    out["grammar"] = tool_grammar(
        tools, required=choice == "required", thought=thought, continues=continues, opened=opened
    )
    return out


def _functions(tools: list[Any]) -> list[dict[str, Any]]:
    """The function tools of an OpenAI `tools` list (a tool with no type is a function)."""
    return [t for t in tools if isinstance(t, dict) and t.get("type", "function") == "function"]


def tool_grammar(
    tools: list[dict[str, Any]],
    required: bool = True,
    thought: str = "optional",
    continues: bool = False,
    opened: bool = False,
) -> str:
    """GBNF: an optional thought (at most THOUGHT_LINES lines), then one call of one of `tools` (or, not
    `required`, maybe none), its JSON bare on the line after the thought (see `thought_rules`).
    A required call's reply may also
    be nothing at all (`thought` "or_silent", see SILENT), or must be the call alone ("none"). `continues`: the
    request ends in an assistant turn's text (a person's thought the step acts on), which the reply goes on
    with, so it begins on a new line. `opened`: the request began the call (CALL_START): the reply is the call
    from its tool's name on."""
    if thought not in THOUGHT_MODES:
        raise ValueError(f"thought is one of {', '.join(THOUGHT_MODES)}, not {thought!r}")
    rules = SchemaRules()
    calls = []
    for tool in tools:
        function = _function(tool)
        name = str(function.get("name", ""))
        parameters = function.get("parameters")
        if not isinstance(parameters, dict) or parameters.get("type", "object") != "object":
            parameters = {"type": "object"}  # anything else: a JSON object, validated by the caller
        arguments = rules.rule_for(parameters, f"args-{name}")
        written = '{"name": ' + json.dumps(name, ensure_ascii=False) + ', "arguments": '
        opening = literal(written.removeprefix(CALL_START) if opened else written)
        calls.append(f'{opening} ws {arguments} ws "}}"')
    if required:
        begins = {"optional": "thought? call", "or_silent": "( thought? call )?", "none": "call"}[thought]
    else:
        begins = "thought | thought? call"
    if continues:  # the reply goes on with the turn's text: a new line, as the call is written back after it
        begins = f'"\\n" ( {begins} )'
    root = f"root ::= {begins}"
    return "\n".join(
        [
            root,
            # the call bare, as the model writes it and as `_written_call` writes it back
            f"call ::= {' | '.join(calls)}",
            thought_rules(),
            rules.text(),
        ]
    )


def read_tool_reply(text: str, tools: list[dict[str, Any]]) -> tuple[str | None, list[dict[str, Any]]]:
    """The reply's content (its text before the first call, stripped; None if empty) and its tool calls in
    OpenAI's shape, read from ``<tool_call>{json}</tool_call>`` (the last one's closing tag may be missing),
    or from a reply that ends in one call's JSON bare on lines of its own, as the grammar lets the model
    write it. A call whose JSON cannot be read, or that names no tool of `tools`, is no call: the whole text
    is then the content, so nothing the model wrote is lost and the caller sees a reply without a usable call."""
    known = {_function(t).get("name") for t in tools}
    start = text.find(CALL_OPEN)
    if start < 0:
        return _bare_call(text, known)
    calls: list[dict[str, Any]] = []
    for index, piece in enumerate(text[start:].split(CALL_OPEN)[1:]):
        found = _call_in(piece.split(CALL_CLOSE)[0])
        if found is None or found[0] not in known:
            return _content(text), []
        name, arguments = found
        calls.append(
            {"id": _call_id(text, index), "type": "function", "function": {"name": name, "arguments": arguments}}
        )
    return _content(text[:start]), calls


def _bare_call(text: str, known: set[Any]) -> tuple[str | None, list[dict[str, Any]]]:
    """A reply without tags: its text before a call's JSON that ends it, bare on lines of its own
    (``{"name": ..., "arguments": {...}}``), and that call; else the whole text, no call."""
    for start in [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]:
        if not text.startswith("{", start):
            continue
        found = _call_in(text[start:])
        if found is not None and found[0] in known:
            name, arguments = found
            call = {"id": _call_id(text, 0), "type": "function", "function": {"name": name, "arguments": arguments}}
            return _content(text[:start]), [call]
    return _content(text), []


def _call_in(raw: str) -> tuple[str, str] | None:
    """(name, arguments as JSON text) of one call's JSON, or None."""
    try:
        data = json.loads(raw.strip())
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("name"), str):
        return None
    arguments = data.get("arguments", data.get("parameters", {}))
    if isinstance(arguments, str):  # arguments written as JSON text: kept as written when it is JSON
        try:
            json.loads(arguments)
        except ValueError:
            return None
        return data["name"], arguments
    return data["name"], json.dumps(arguments, ensure_ascii=False)


def _content(text: str) -> str | None:
    return text.strip() or None


def _call_id(text: str, index: int) -> str:
    """A call id the same reply always gets (a replay reads it again), different for each call of it."""
    return "call_" + hashlib.sha256(f"{index}\n{text}".encode()).hexdigest()[:24]


def _function(tool: dict[str, Any]) -> dict[str, Any]:
    function = tool.get("function")
    return function if isinstance(function, dict) else {}


def _rendered(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`messages` as plain system / user / assistant text turns, written as Qwen2.5's template writes them
    with tools (the tools in the system message, consecutive tool results as one user turn of
    ``<tool_response>`` blocks), but an assistant's calls as the grammar has the model write them: bare, each on
    the line after its text (`_written_call`)."""
    out: list[dict[str, Any]] = []
    if tools:
        system = _text(messages[0].get("content")) if messages and messages[0].get("role") == "system" else None
        listed = "".join("\n" + json.dumps(t, ensure_ascii=False) for t in tools)
        out.append({"role": "system", "content": (system or DEFAULT_SYSTEM) + TOOLS_INTRO + listed + TOOLS_OUTRO})
        if system is not None:
            messages = messages[1:]
    for message in messages:
        role = message.get("role")
        if role == "tool":
            block = f"<tool_response>\n{_text(message.get('content'))}\n</tool_response>"
            if out and out[-1].get("_results"):
                out[-1]["content"] += "\n" + block
            else:
                out.append({"role": "user", "content": block, "_results": True})
        elif role == "assistant" and message.get("tool_calls"):
            parts = [_text(message.get("content"))] if message.get("content") else []
            parts += [_written_call(c) for c in message["tool_calls"]]
            out.append({"role": "assistant", "content": "\n".join(parts)})
        else:
            kept = {k: v for k, v in message.items() if k in ("role", "content", "name")}
            out.append({**kept, "content": _text(message.get("content"))})
    for message in out:
        message.pop("_results", None)
    return out


def _written_call(call: dict[str, Any]) -> str:
    """An earlier call as the grammar has the model write it: its JSON bare (see `thought_rules`)."""
    inner = call.get("function")
    function: dict[str, Any] = inner if isinstance(inner, dict) else call  # OpenAI's shape, or flat
    arguments: Any = function.get("arguments", {})
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments or "{}")
        except ValueError:
            pass  # as the model wrote it, a string
    data = {"name": function.get("name", ""), "arguments": arguments}
    return json.dumps(data, ensure_ascii=False)


def _text(content: Any) -> str:
    """A message's content as text: a list of parts joined (their text parts), None as empty."""
    if content is None:
        return ""
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict) and p.get("type") == "text")
    return str(content)


# One conversation of every kind of turn, written as `_rendered` writes it: its hash names the way of writing the
# messages. The embedded server's saved slot files are named by it (warm_slots.slot_prompts), so a file saved
# from another way of writing them (calls in their tags, before 2026-11-29) is not restored: its tokens part
# from the prompt soon after the tools, and each new episode read the exemplars' ~500 tokens again.
_SAMPLE_TOOL = {"type": "function", "function": {"name": "f", "description": "d", "parameters": {"type": "object"}}}
_SAMPLE: list[dict[str, Any]] = [
    {"role": "system", "content": "s"},
    {"role": "user", "content": "u"},
    {"role": "assistant", "content": "t", "tool_calls": [{"id": "1", "function": {"name": "f", "arguments": "{}"}}]},
    {"role": "tool", "tool_call_id": "1", "content": "r"},
    {"role": "tool", "tool_call_id": "2", "content": "r"},
    {"role": "assistant", "content": "a"},
]


def rendering() -> str:
    """The name of the way `_rendered` writes messages now: a hash of `_SAMPLE` as it writes it."""
    return hashlib.sha256(json.dumps(_rendered(_SAMPLE, [_SAMPLE_TOOL]), sort_keys=True).encode()).hexdigest()[:12]


RENDERING = rendering()
