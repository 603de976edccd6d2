"""A card's Prompt panel: what produced the step, exactly as sent. For each model call behind the
card: the prompt (or the chat messages), stop strings and sampling settings, the raw reply before
parsing, token counts, how much of the context window it used and what was cut, and the request as
a JSON download. Everything from the model or a tool is shown in st.code blocks (escaped, with a
copy button), never as Markdown."""

from __future__ import annotations

import json
from collections import Counter

import streamlit as st

from react_core.trajectory import call_record
from react_core.trajectory.steps import ModelCall
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md


def _open_key(run: RunSession) -> str:
    return f"{run.key}:prompt_at"


def is_open(run: RunSession, group: vm.StepGroup) -> bool:
    return st.session_state.get(_open_key(run)) == group.first_position


def toggle(run: RunSession, position: int) -> None:
    """Open the Prompt panel of the card that starts at `position`, or close it when open there."""
    key = _open_key(run)
    st.session_state[key] = None if st.session_state.get(key) == position else position


def prompt_button(run: RunSession, group: vm.StepGroup) -> None:
    """The card's "Prompt" opener; only cards the model wrote have one (a person's steps had no call)."""
    if not group.calls:
        return
    st.button(
        "Prompt",
        key=f"{run.key}:{group.first_position}:prompt",
        type="tertiary",
        icon=":material/data_object:",
        on_click=toggle,
        args=(run, group.first_position),
        help="The exact prompt, settings and raw reply behind this step",
    )


def panel(run: RunSession, group: vm.StepGroup) -> None:
    with st.container(border=True, key=f"{run.key}:{group.first_position}:prompt_panel"):
        for index, (title, call) in enumerate(titled_calls(group)):
            if index:
                st.divider()
            _call(run, group, index, title, call)


def _call(run: RunSession, group: vm.StepGroup, index: int, title: str, call: ModelCall) -> None:
    api = call_record.api_of(call)
    how = {"completion": "completion API", "chat": "chat API"}.get(api, "")
    cached = "answered from the response cache (the request as first sent)" if call.cache_hit else ""
    st.markdown(f"**{md(title)}**")
    st.caption(" · ".join(md(part) for part in (call.model, how, cached) if part))
    st.caption(md(call_record.settings_line(call)))
    if not call_record.recorded(call):
        st.caption(
            "Stop strings and sampling settings were not recorded for this step (it was run before they "
            "were kept); the prompt and the reply below are exactly as recorded."
        )
    st.caption(md(call_record.context_line(call)))
    for sentence in call_record.cuts(call):
        st.caption(md(sentence))
    chat = call_record.messages(call)
    if chat is None:
        st.caption(f"Prompt · {len(call.prompt):,} characters")
        st.code(call.prompt, language=None, wrap_lines=True, height=360)
        _task_part(run, call.prompt)
    else:
        for message in chat:
            st.caption(f"Message: {md(message['role'])} · {len(message['content']):,} characters")
            st.code(
                message["content"] or "(no text)",
                language=None,
                wrap_lines=True,
                height=360 if len(message["content"]) > 2000 else None,
            )
            if message.get("tool_calls"):  # a tool-call agent's earlier call, as sent
                st.code(json.dumps(message["tool_calls"], indent=1, ensure_ascii=False), language="json")
    _tools_sent(call)
    st.caption("Raw reply, before parsing")
    st.code(call.raw_output or "(empty)", language=None, wrap_lines=True)
    for number, sample in enumerate(call.samples[1:], start=2):
        st.caption(f"Sample {number} of {len(call.samples)}")
        st.code(sample or "(empty)", language=None, wrap_lines=True)
    st.download_button(
        "Download the request (JSON)",
        call_record.request_json(call),
        file_name=f"step-{group.number}-call-{index + 1}.json",
        mime="application/json",
        key=f"{run.key}:{group.first_position}:{index}:request_json",
        type="tertiary",
        icon=":material/download:",
        on_click="ignore",
    )


def _tools_sent(call: ModelCall) -> None:
    """The tools the request gave the model, as sent (the chat API's `tools`), or the grammar the embedded
    server's reply was held by in their place (react_core.models.native_tools; a JSON Schema in runs
    recorded before)."""
    sent = call.sent or {}
    tools = sent.get("tools")
    if isinstance(tools, list) and tools:
        names = ", ".join(str((t.get("function") or {}).get("name", "?")) for t in tools if isinstance(t, dict))
        choice = f" · tool_choice: {sent['tool_choice']}" if sent.get("tool_choice") else ""
        st.caption(md(f"Tools sent · {len(tools)}: {names}{choice}"))
        shown = json.dumps(tools, indent=1, ensure_ascii=False)
        st.code(shown, language="json", wrap_lines=True, height=320 if shown.count("\n") > 24 else None)
    grammar = sent.get("grammar")
    if isinstance(grammar, str) and grammar.startswith("root ::= thought"):  # native_tools' tool-call grammar
        st.caption(
            "No `tools` were sent with this request: they are in the system message above, written as the "
            "model's chat template writes them, and the reply was held by this grammar to a thought and a "
            "call, which was read back as a native tool call"
        )
        st.code(grammar, language=None, height=320 if grammar.count("\n") > 24 else None)
    schema = sent.get("json_schema")
    if schema is not None:
        st.caption(
            "No tools were sent with this request: the reply was held to this JSON Schema of the calls "
            "(a grammar), so the model wrote the call's JSON as text, which was read as its call"
        )
        st.code(json.dumps(schema, indent=1, ensure_ascii=False), language="json", height=360)


def _task_part(run: RunSession, prompt: str) -> None:
    """The prompt's end, after the exemplars: the task and the steps so far, where a step's prompt differs."""
    trajectory = run.trajectory
    if trajectory is None:
        return
    start = call_record.task_start(prompt, [trajectory.opening, trajectory.task.text])
    if start is None:
        return
    st.caption(f"Its end, after {start:,} characters of exemplars: this task and its steps so far")
    st.code(prompt[start:], language=None, wrap_lines=True, height=240 if len(prompt) - start > 1500 else None)


def titled_calls(group: vm.StepGroup) -> list[tuple[str, ModelCall]]:
    """One distinct title per call of a card: what each call wrote, and its order when that repeats
    (an ALFWorld card can hold a think: call and a command call, both of step i)."""
    titles: list[str] = []
    for call in group.calls:
        wrote = [p.step.kind.value for p in group.items if p.step.call_id == call.id]
        title = f"Exact prompt of step {group.number}"
        if call.set_aside_for:
            title += ", its reply set aside (asked again)"
        elif call.purpose == "action_only":
            title += " (asked again for the action)"
        elif wrote and len(group.calls) > 1:
            title += f", for the {' and '.join(dict.fromkeys(wrote))}"
        titles.append(title)
    counts = Counter(titles)
    seen: Counter[str] = Counter()
    titled: list[tuple[str, ModelCall]] = []
    for title, call in zip(titles, group.calls):
        if counts[title] > 1:
            seen[title] += 1
            title = f"{title} (call {seen[title]} of {counts[title]})"
        titled.append((title, call))
    return titled
