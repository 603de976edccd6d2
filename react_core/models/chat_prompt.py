"""How a completion-style ReAct prompt is put to a chat-only model.

ReAct is written as one growing transcript ("Thought 1: ... Action 1: ... Observation 1:
..."). A chat model is asked to continue it and to write only what comes next; the
caller's stop strings (e.g. "\\nObservation") end the step, and are also applied on our
side because not every chat server honours them.

Two layouts:
- "transcript": the whole transcript as one user message (works with every chat API,
  OpenAI included).
- "prefill": the transcript as the start of the assistant's own reply, which the model
  continues (llama.cpp, vLLM, Ollama; OpenAI does not allow it).
"""

from __future__ import annotations

import re

CHAT_LAYOUTS = ("transcript", "prefill")

INSTRUCTION = (
    "You continue a transcript of a question-answering agent that alternates Thought, Action "
    "and Observation lines. Write only the text that comes next, starting exactly where the "
    "transcript stops and keeping its format. Write the next Thought and Action only; never "
    "write an Observation yourself. Do not repeat the transcript and do not add commentary."
)


def chat_messages(prompt: str, layout: str = "transcript") -> list[dict[str, str]]:
    if layout == "prefill":
        return [
            {"role": "system", "content": INSTRUCTION},
            {"role": "user", "content": "Continue the transcript."},
            {"role": "assistant", "content": prompt},
        ]
    if layout == "transcript":
        return [
            {"role": "system", "content": INSTRUCTION},
            {"role": "user", "content": prompt},
        ]
    raise ValueError(f"chat layout must be one of {CHAT_LAYOUTS}, not {layout!r}")


_CUE = re.compile(r"(\w+) (\d+):\s*$")
_STEP_LABEL = re.compile(r"^(Thought|Action|Observation) \d+:", re.MULTILINE)


def align_chat_reply(prompt: str, reply: str, layout: str) -> str:
    """Make a chat reply read as the continuation of `prompt`, as a completion would.

    Measured on Qwen2.5-Coder-1.5B: in the "transcript" layout the model restarts the line
    it was asked to continue ("Thought 2: ..." after a prompt ending "Thought 1:"); with
    "prefill", llama.cpp returns the prefilled transcript followed by the continuation.
    So: drop an echoed transcript, drop a repeated cue label, and number the step's lines
    as the cue does.
    """
    if layout == "prefill" and reply.startswith(prompt):
        reply = reply[len(prompt) :]
    cue = _CUE.search(prompt)
    if cue is None:
        return reply
    label, number = cue.group(1), cue.group(2)
    stripped = reply.lstrip()
    repeated = re.match(rf"{re.escape(label)} \d+:", stripped)
    if repeated:
        reply = stripped[repeated.end() :]
    return _STEP_LABEL.sub(lambda m: f"{m.group(1)} {number}:", reply)


def cut_at_stops(text: str, stops: tuple[str, ...]) -> str:
    """The text up to (not including) the earliest stop string, as a completion server would."""
    cut = len(text)
    for stop in stops:
        at = text.find(stop)
        if at != -1:
            cut = min(cut, at)
    return text[:cut]
