"""Tool calls on the embedded model in one call (contract A): the body llama.cpp is sent for a tool-call
request, and the reply read back into OpenAI's tool_calls."""

from __future__ import annotations

import json

import pytest

from react_core.models.native_tools import CALL_START, embedded_tool_body, read_tool_reply, tool_grammar
from tests.support.gbnf_regex import gbnf_regex

SEARCH = {
    "type": "function",
    "function": {
        "name": "search",
        "description": "Searches Wikipedia.",
        "parameters": {
            "type": "object",
            "properties": {"entity": {"type": "string"}},
            "required": ["entity"],
            "additionalProperties": False,
        },
    },
}
FINISH = {
    "type": "function",
    "function": {
        "name": "finish",
        "parameters": {"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]},
    },
}
TOOLS = [SEARCH, FINISH]


def _body(**more):
    return {
        "model": "m",
        "temperature": 0.2,
        "messages": [
            {"role": "system", "content": "Answer the question."},
            {"role": "user", "content": "Where was Freddie Mercury born?"},
            {
                "role": "assistant",
                "content": "I search him.",
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "search", "arguments": '{"entity": "Freddie Mercury"}'},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "Freddie Mercury was born in Zanzibar."},
        ],
        "tools": TOOLS,
        **more,
    }


def test_the_body_goes_without_tools_its_tools_in_the_system_message_and_a_grammar_for_one_call():
    body = embedded_tool_body(_body(tool_choice="required", parallel_tool_calls=False))
    assert not {"tools", "tool_choice", "parallel_tool_calls"} & body.keys()
    assert body["model"] == "m" and body["temperature"] == 0.2  # the rest passes through
    system = body["messages"][0]
    assert system["role"] == "system" and system["content"].startswith("Answer the question.\n\n# Tools\n")
    assert json.dumps(SEARCH) in system["content"] and json.dumps(FINISH) in system["content"]
    # the template's example call, without the doubled braces its Jinja string leaves in it
    assert '<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>' in system["content"]
    assert "{{" not in system["content"]
    assert body["grammar"].startswith("root ::= thought? call\n")


def test_earlier_results_are_written_as_the_template_writes_them_and_calls_as_the_model_writes_them():
    """A call bare on the line after its thought, as the grammar has the model write it: the next prompt begins
    with the tokens the server wrote, and its slot reads only what is new (in its tags, the call was read again)."""
    messages = embedded_tool_body(_body())["messages"]
    assert messages[1:] == [
        {"role": "user", "content": "Where was Freddie Mercury born?"},
        {
            "role": "assistant",
            "content": 'I search him.\n{"name": "search", "arguments": {"entity": "Freddie Mercury"}}',
        },
        {"role": "user", "content": "<tool_response>\nFreddie Mercury was born in Zanzibar.\n</tool_response>"},
    ]


def test_results_of_several_calls_are_one_user_turn_and_a_call_without_text_starts_the_turn():
    body = _body()
    body["messages"][2]["content"] = None
    body["messages"].append({"role": "tool", "tool_call_id": "c2", "content": [{"type": "text", "text": "More."}]})
    messages = embedded_tool_body(body)["messages"]
    assert messages[2]["content"] == '{"name": "search", "arguments": {"entity": "Freddie Mercury"}}'
    assert messages[3]["content"].count("<tool_response>") == 2 and messages[3]["content"].endswith(
        "More.\n</tool_response>"
    )


def test_without_a_system_message_the_templates_own_is_used():
    body = _body()
    body["messages"] = body["messages"][1:]
    system = embedded_tool_body(body)["messages"][0]["content"]
    assert system.startswith("You are Qwen, created by Alibaba Cloud. You are a helpful assistant.\n\n# Tools")


def test_auto_lets_the_reply_end_after_its_thought_required_does_not():
    assert tool_grammar(TOOLS, required=False).startswith("root ::= thought | thought? call\n")
    assert embedded_tool_body(_body(tool_choice="auto"))["grammar"].startswith("root ::= thought | ")
    assert embedded_tool_body(_body())["grammar"].startswith("root ::= thought | "), "auto is the default"


def test_a_required_call_may_begin_with_a_thought_with_nothing_at_all_or_must_be_the_call_alone():
    assert tool_grammar(TOOLS).startswith("root ::= thought? call\n")
    assert tool_grammar(TOOLS, thought="or_silent").startswith("root ::= ( thought? call )?\n")
    assert tool_grammar(TOOLS, thought="none").startswith("root ::= call\n")
    assert tool_grammar(TOOLS, required=False, thought="none").startswith("root ::= thought | thought? call")
    assert embedded_tool_body(_body(tool_choice="required"), thought="none")["grammar"].startswith("root ::= call\n")
    with pytest.raises(ValueError, match="thought is one of"):
        tool_grammar(TOOLS, thought="sometimes")


def test_a_named_function_is_the_only_call_the_grammar_allows():
    grammar = embedded_tool_body(_body(tool_choice={"type": "function", "function": {"name": "finish"}}))["grammar"]
    assert grammar.startswith("root ::= thought? call") and '\\"finish\\"' in grammar and '\\"search\\"' not in grammar


def test_a_call_held_to_narrower_schemas_keeps_the_prompt_its_step_had_so_the_server_s_cache_holds():
    """WebShop's last resort holds the click to the page's moves (an `enum`). Sent with those narrowed tools in
    the system message, the prompt differed from its first line and was read again from the start (1,500
    tokens, 112 s a call on the 2-core machine); now the prompt shows the step's tools and only the grammar
    is narrowed."""
    finish_of = {
        "type": "function",
        "function": {
            "name": "finish",
            "parameters": {
                "type": "object",
                "properties": {"answer": {"type": "string", "enum": ["Zanzibar", "London"]}},
                "required": ["answer"],
            },
        },
    }
    step = embedded_tool_body(_body(tool_choice="required"))
    held = embedded_tool_body(_body(tool_choice="required"), held_to=[finish_of])
    assert held["messages"] == step["messages"]  # the same prompt, word for word
    assert '\\"Zanzibar\\"' in held["grammar"] and '\\"search\\"' not in held["grammar"]
    assert '\\"Zanzibar\\"' not in step["grammar"] and '\\"search\\"' in step["grammar"]


def test_none_and_a_constraint_of_the_callers_own_get_no_grammar():
    assert "grammar" not in embedded_tool_body(_body(tool_choice="none"))
    assert "# Tools" not in embedded_tool_body(_body(tool_choice="none"))["messages"][0]["content"]
    own = embedded_tool_body(_body(json_schema={"type": "object"}))
    assert "grammar" not in own and own["json_schema"] == {"type": "object"}
    assert "grammar" not in embedded_tool_body({"messages": [{"role": "user", "content": "hi"}]})


def test_the_grammar_holds_arguments_to_the_common_json_schema_subset():
    tool = {
        "type": "function",
        "function": {
            "name": "book",
            "parameters": {
                "type": "object",
                "properties": {
                    "city": {"type": "string", "enum": ["Paris", "Zürich"]},
                    "nights": {"type": "integer"},
                    "budget": {"type": "number"},
                    "pets": {"type": "boolean"},
                    "guests": {
                        "type": "array",
                        "items": {"type": "object", "properties": {"name": {"type": "string"}}},
                    },
                    "note": {"type": ["string", "null"]},
                    "extra": {"$ref": "#/defs/x"},
                },
                "required": ["city", "nights"],
            },
        },
    }
    grammar = tool_grammar([tool])
    rules = dict(line.split(" ::= ", 1) for line in grammar.splitlines())
    assert rules["args-book-city"] == '"\\"Paris\\"" | "\\"Zürich\\""'
    assert rules["args-book-nights"] == "integer" and rules["args-book-budget"] == "number"
    assert rules["args-book-pets"] == "boolean" and rules["args-book-extra"] == "value"  # $ref: any JSON value
    assert rules["args-book-guests"].startswith('"[" ws ( args-book-guests-item ws')
    assert rules["args-book-note"] == "args-book-note-string | args-book-note-null"
    # required members in order; each optional one may follow, with its comma
    assert rules["args-book"].startswith('"{" ws "\\"city\\"" ":" ws args-book-city ws "," ws "\\"nights\\""')
    assert '( ws "," ws "\\"pets\\"" ":" ws args-book-pets )?' in rules["args-book"]
    # every rule used is defined
    used = {word for body in rules.values() for word in body.replace("(", " ").replace(")", " ").split()}
    names = {w for w in used if w.replace("-", "").isalnum() and not w.startswith('"') and w not in ("|",)}
    assert names <= rules.keys(), names - rules.keys()


def test_a_tool_whose_parameters_are_no_object_schema_takes_any_json_object():
    odd = {"type": "function", "function": {"name": "odd", "parameters": {"type": "string"}}}
    bare = {"type": "function", "function": {"name": "bare"}}
    rules = dict(line.split(" ::= ", 1) for line in tool_grammar([odd, bare]).splitlines())
    assert rules["args-odd"] == "object" and rules["args-bare"] == "object" and "value" in rules


def test_a_reply_is_read_as_its_thought_and_one_native_call():
    content, calls = read_tool_reply(
        'Freddie was born in Zanzibar.\n<tool_call>\n{"name": "finish", "arguments": {"answer": "Zanzibar"}}\n</tool_call>',
        TOOLS,
    )
    assert content == "Freddie was born in Zanzibar."
    assert calls == [
        {
            "id": calls[0]["id"],
            "type": "function",
            "function": {"name": "finish", "arguments": '{"answer": "Zanzibar"}'},
        }
    ]
    assert calls[0]["id"].startswith("call_")


def test_awkward_thoughts_and_arguments_are_read_whole():
    thought = 'If x < 3 then {"a": 1} is "odd" — café, 東京, 🙂'
    arguments = {"entity": 'The "Best" <of> {Tokyo} 東京'}
    text = f"{thought}\n<tool_call>\n{json.dumps({'name': 'search', 'arguments': arguments}, ensure_ascii=False)}\n</tool_call>"
    content, calls = read_tool_reply(text, TOOLS)
    assert content == thought and json.loads(calls[0]["function"]["arguments"]) == arguments
    # the same thought rendered back into a later request, untouched
    body = _body()
    body["messages"][2]["content"] = thought
    assert embedded_tool_body(body)["messages"][2]["content"].startswith(thought + '\n{"name": "search"')


def test_a_call_without_a_thought_a_missing_closing_tag_and_arguments_as_json_text_are_read():
    content, calls = read_tool_reply('<tool_call>\n{"name": "search", "arguments": "{\\"entity\\": \\"X\\"}"}', TOOLS)
    assert content is None and calls[0]["function"] == {"name": "search", "arguments": '{"entity": "X"}'}


def test_a_reply_without_a_readable_call_is_all_content():
    assert read_tool_reply("  Just words.  ", TOOLS) == ("Just words.", [])
    cut = 'Thinking.\n<tool_call>\n{"name": "search", "argum'  # cut at the token limit
    assert read_tool_reply(cut, TOOLS) == (cut, [])
    unknown = 'T.\n<tool_call>\n{"name": "web_search", "arguments": {}}\n</tool_call>'
    assert read_tool_reply(unknown, TOOLS) == (unknown, [])


def test_two_calls_are_two_calls_with_ids_of_their_own_and_the_same_reply_gets_the_same_ids():
    one = '{"name": "search", "arguments": {"entity": "A"}}'
    two = '{"name": "search", "arguments": {"entity": "B"}}'
    text = f"T.\n<tool_call>\n{one}\n</tool_call>\n<tool_call>\n{two}\n</tool_call>"
    _, calls = read_tool_reply(text, TOOLS)
    assert [json.loads(c["function"]["arguments"])["entity"] for c in calls] == ["A", "B"]
    assert calls[0]["id"] != calls[1]["id"] and read_tool_reply(text, TOOLS)[1] == calls


def test_a_thought_is_prose_a_paragraph_of_the_calls_json_is_not_one():
    """The 1.5B model wrote the call's JSON bare as a paragraph of its thought, then, held to a call,
    called something else: the grammar's thought shuts that paragraph, so the call it meant comes after
    the thought, as the call."""
    thought = gbnf_regex(tool_grammar(TOOLS), "thought")
    assert thought.fullmatch("Scott Derrickson is American. I need to search Ed Wood next.\n")
    assert thought.fullmatch("First, the film.\n\nThen its director: a <b> tag, {braces} and 'quotes' are fine.\n")
    assert not thought.fullmatch("The film.\n\n"), "one newline before the call, as a call is written back"
    assert thought.fullmatch("Zürich → Genève, 10 < 20.\n")
    assert not thought.fullmatch(
        'I need to search Ed Wood.\n\n{"name": "search", "arguments": {"entity": "Ed Wood"}}\n'
    )
    assert not thought.fullmatch('I need to search Ed Wood.\n {"name": "search"}\n'), "nor after a space"
    assert not thought.fullmatch("Search it.\n<tool_call>\n"), "the opening tag ends the thought"
    assert not thought.fullmatch("one\ntwo\nthree\nfour\nfive\n"), "at most four paragraphs"
    # llama.cpp matches a control token's text against the grammar: held from ending its turn, the model wrote
    # `<|im_start|>` three times before its call.
    assert not thought.fullmatch("Ed Wood is American.\n<|im_start|>\n")
    assert not thought.fullmatch("Ed Wood is American.<|im_end|>\n")


def test_a_string_argument_s_length_is_held_where_its_schema_bounds_it():
    """The games' think tool takes a thought of 1 to 500 characters (minLength, maxLength): the 1.5B model's
    runaway ("B079999999, ..." to its token limit) stops at the most, and the call closes after it."""
    think = {
        "type": "function",
        "function": {
            "name": "think",
            "parameters": {
                "type": "object",
                "properties": {"thought": {"type": "string", "minLength": 1, "maxLength": 500}},
                "required": ["thought"],
            },
        },
    }
    root = gbnf_regex(tool_grammar([think], thought="none"), "root")
    said = lambda text: '{"name": "think", "arguments": {"thought": ' + json.dumps(text) + "}}"  # noqa: E731
    runaway = "B079999999, " * 60
    assert root.fullmatch(said("x" * 409)), "the longest real thought measured"
    assert root.fullmatch(said(runaway[:500])) and not root.fullmatch(said(runaway[:501]))
    assert not root.fullmatch(said("")), "a thought says something"
    assert root.fullmatch(said('a "quoted" word\\n')), "an escape is one character"
    assert gbnf_regex(tool_grammar(TOOLS), "thought").fullmatch(runaway + "\n"), "the knowledge tasks, agents"


def test_the_call_is_its_json_bare_after_the_thought_and_read_as_a_native_call_in_its_tags_too():
    """The model's habit is the call's JSON bare after its thought (issue 45): the grammar holds it to that
    one form, which is how earlier calls are written back; a reply in the tags (another server's, a person's
    agent's history) is read as the call all the same."""
    grammar = tool_grammar(TOOLS)
    root = gbnf_regex(grammar, "root")
    call = '{"name": "search", "arguments": {"entity": "Ed Wood"}}'
    assert root.fullmatch(f"I need to search Ed Wood.\n{call}")
    assert not root.fullmatch(f"I need to search Ed Wood.\n<tool_call>\n{call}\n</tool_call>")
    assert not root.fullmatch(f"I need to search Ed Wood.\n\n{call}")
    assert root.fullmatch(call)
    assert not root.fullmatch(f"I need to search Ed Wood.\n{call}\nAnd then more."), "the call ends the reply"
    assert not root.fullmatch('I need to search.\n{"name": "search", "arguments": {"title": "Ed Wood"}}')
    for text in (
        f"I need to search Ed Wood.\n\n{call}",
        f"I need to search Ed Wood.\n<tool_call>\n{call}\n</tool_call>",
    ):
        content, calls = read_tool_reply(text, TOOLS)
        assert content == "I need to search Ed Wood."
        assert [(c["type"], c["function"]) for c in calls] == [
            ("function", {"name": "search", "arguments": '{"entity": "Ed Wood"}'})
        ]


def test_json_in_prose_or_a_bare_call_of_no_tool_is_no_call():
    text = 'The page says {"a": 1}.\n{"name": "fly", "arguments": {}}'
    assert read_tool_reply(text, TOOLS) == (text, [])
    assert read_tool_reply('{"name": "search"} and prose after', TOOLS) == ('{"name": "search"} and prose after', [])


def test_a_server_without_a_grammar_is_sent_the_narrower_schemas_as_its_tools():
    """OpenAI (or any server the workbench does not render tools for) holds a call by its `tools`: there the
    narrowed schemas are what it is sent."""
    from react_core.models.base import ModelRequest
    from react_core.models.openai_model import OpenAIModel
    from tests.support.fake_openai_server import FakeOpenAIServer

    narrowed = {**FINISH, "function": {**FINISH["function"], "description": "Only these."}}
    request = ModelRequest(
        prompt="(readable)",
        messages=({"role": "user", "content": "Where was Freddie Mercury born?"},),
        tools=tuple(TOOLS),
        tool_choice="required",
        held_to=(narrowed,),
    )
    with FakeOpenAIServer() as server:
        server.reply("", tool_calls=[{"name": "finish", "arguments": {"answer": "Zanzibar"}}])
        reply = OpenAIModel(base_url=server.base_url, model="fake-model", retries=0).complete(request)
        (sent,) = [r.body for r in server.completion_requests]
    assert sent["tools"] == [narrowed] and "grammar" not in sent
    assert reply.tool_calls[0]["name"] == "finish"


def test_a_reply_that_goes_on_with_a_persons_thought_begins_on_a_new_line_as_its_call_is_written_back():
    """After a person's thought the request ends in that assistant turn, and llama.cpp goes on with it: the call
    comes on the next line, the same text as the turn is written back later (thought, newline, call)."""
    body = _body(tool_choice="required")
    body["messages"] = body["messages"][:2] + [{"role": "assistant", "content": "I search him."}]
    sent = embedded_tool_body(body)
    assert sent["messages"][-1] == {"role": "assistant", "content": "I search him."}
    root = gbnf_regex(sent["grammar"], "root")
    call = '{"name": "search", "arguments": {"entity": "Freddie Mercury"}}'
    assert root.fullmatch("\n" + call) and root.fullmatch("\nAnd where he was born.\n" + call)
    assert not root.fullmatch(call), "not glued to the thought's last word"
    assert not embedded_tool_body(_body(tool_choice="required"))["grammar"].startswith('root ::= "\\n"')


def test_a_call_asked_alone_is_begun_in_the_request_and_the_reply_goes_on_from_the_tool_s_name():
    """llama.cpp writes a grammar's forced tokens one pass each: the `{"name": "` every call alone begins with
    is read as the end of the prompt instead. llama.cpp's reply to a request that ends in an assistant turn is
    that turn's text and what it wrote after it (whole or streamed, measured on the embedded server): the call."""
    body = _body(tool_choice="required")
    sent = embedded_tool_body(body, thought="none", open_call=True)
    assert sent["messages"][-1] == {"role": "assistant", "content": CALL_START}
    root = gbnf_regex(sent["grammar"], "root")
    rest = 'search", "arguments": {"entity": "Freddie Mercury"}}'
    assert root.fullmatch(rest) and not root.fullmatch(CALL_START + rest)
    content, calls = read_tool_reply(CALL_START + rest, TOOLS)
    assert content is None and calls[0]["function"] == {"name": "search", "arguments": '{"entity": "Freddie Mercury"}'}

    # Not begun: a reply with a thought, an answer that may be words, a person's thought to go on from, or
    # a caller that did not ask (people's agents through the endpoint).
    def begun(sent: dict) -> bool:
        return sent["messages"][-1] == {"role": "assistant", "content": CALL_START}

    assert not begun(embedded_tool_body(body, open_call=True))
    assert not begun(embedded_tool_body(_body(), thought="none", open_call=True))
    assert not begun(embedded_tool_body(body, thought="none"))
    body["messages"] = body["messages"][:2] + [{"role": "assistant", "content": "I search him."}]
    assert not begun(embedded_tool_body(body, thought="none", open_call=True))
