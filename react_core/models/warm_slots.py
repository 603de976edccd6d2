"""The embedded llama.cpp server's slots: a trajectory keeps its slot, a new one starts from its
prompt's saved prefix, and prompts are read (and saved) before the run that needs them.

Reading a prompt takes 20-80 s on two cores; restoring a saved slot file takes under a second.
So every slot a new trajectory gets is filled from the longest saved prefix of its prompt, and
`warm` reads the likely prompts ahead, giving way to a person's call (person_first.py).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from react_core.models import priority, slot_files
from react_core.models.errors import ModelError
from react_core.models.native_tools import RENDERING
from react_core.models.person_first import giving_way, sleep
from react_core.models.slots import SlotMap

if TYPE_CHECKING:
    import openai

    from react_core.models.base import ModelRequest


@dataclass(frozen=True)
class WarmReport:
    """What `OpenAIModel.warm` did: the slot, the prompt's tokens, how many came from a saved file."""

    slot: int
    tokens: int
    restored: int
    seconds: float


class WarmSlots:
    """One server's slots and the prefixes saved for them; OpenAIModel holds one for the embedded server."""

    def __init__(self, slots: SlotMap, root_url: str, slot_dir: Path | None) -> None:
        self.slots = slots
        self.root_url = root_url  # the server's own routes (slot files) are beside /v1, not under it
        # The folder the server saves slot files in, where known; plus the files this object saved.
        self.slot_dir = slot_dir
        self._saved: set[str] = set()
        self._slot_prefix: dict[int, str] = {}  # slot -> the saved prefix it was last filled from
        self._to_save: dict[str, tuple[int, str]] = {}  # session -> (its slot, the file to save it as)
        self._lock = threading.Lock()

    def slot_for(
        self,
        session: str,
        prompt: str,
        model: str,
        timeout_s: float,
        shared: str | None = None,
        passing: bool = False,
    ) -> int:
        """The slot `session` keeps; a session new to it starts from its prompt's saved prefix.
        `shared`: the part of `prompt` every run of it shares, saved after this request (`saved_after`)
        when no file holds it yet; the text methods' prefixes are saved ahead instead (`warm`)."""
        slot, fresh = self.slots.assign(session, background=priority.background_kind() is not None, passing=passing)
        if fresh:
            self._start_from_saved(slot, prompt, model, timeout_s)
            if shared and prompt.startswith(shared):
                name = slot_files.name_for(model, shared, slots=self.slots.slots)
                if self._slot_prefix.get(slot) != name and name not in self._saved:
                    with self._lock:
                        self._to_save[session] = (slot, name)
        return slot

    def saved_after(self, session: str | None, timeout_s: float) -> None:
        """After `session`'s request was answered: save its slot under the shared part's name, where
        `slot_for` found none saved. A failed save only means the next run reads the prefix itself."""
        with self._lock:
            pending = self._to_save.pop(session, None) if session is not None else None
        if pending is None:
            return
        slot, name = pending
        try:
            if slot_files.save(self.root_url, slot, name, timeout_s):
                self._saved.add(name)
                self._slot_prefix[slot] = name
        except Exception:  # a cache, never a failed step
            return

    def _start_from_saved(self, slot: int, prompt: str, model: str, timeout_s: float) -> None:
        """Restore `prompt`'s saved prefix into `slot` (under a second, where reading it takes
        20-80 s on two cores), unless the slot already starts with it."""
        names = set(self._saved)
        if self.slot_dir is not None and self.slot_dir.is_dir():
            names.update(path.name for path in self.slot_dir.glob("warm-*.bin"))
        name = slot_files.prefix_file(model, prompt, names, slots=self.slots.slots)
        if name is None:
            self._slot_prefix.pop(slot, None)  # the slot fills with this prompt, no saved prefix
            return
        if self._slot_prefix.get(slot) == name:
            return
        if slot_files.restore(self.root_url, slot, name, timeout_s):
            self._slot_prefix[slot] = name
        else:
            self._slot_prefix.pop(slot, None)

    def warm(
        self,
        client: openai.OpenAI,
        model: str,
        prompt: str,
        key: str,
        *,
        ahead: bool,
        priority_key: str | None,
        timeout_s: float,
        to_error: Callable[[Exception], ModelError],
        read: Callable[[int], int] | None = None,
    ) -> WarmReport | None:
        """See OpenAIModel.warm. `to_error` maps a failed read to the model's ModelError. `read`: reads
        the prompt into a slot itself and returns its tokens (a chat request the server renders, whose
        text `prompt` is only its key); ahead, it waits for a quiet moment but is not broken off."""
        filename = slot_files.name_for(model, key, slots=self.slots.slots)
        # Where the slot folder is ours the disk says (a file saved earlier may since be gone); elsewhere
        # only what this process saved is known.
        on_disk = (self.slot_dir / filename).exists() if self.slot_dir is not None else filename in self._saved
        if ahead and on_disk:
            return None
        started = time.perf_counter()
        slot = self.slots.next_slot()
        # Where the slot folder is known, a missing file is not asked for: the server answers it with a
        # 400 and an "Unable to restore slot" line in its log, which reads like a fault. Elsewhere
        # (a server of the user's) only asking tells whether it has the file.
        could_be_there = on_disk or self.slot_dir is None
        restored = slot_files.restore(self.root_url, slot, filename, timeout_s) if could_be_there and not ahead else 0
        try:
            if read is not None:
                if ahead and priority_key is not None:
                    with (
                        priority.background(priority.READ_AHEAD),
                        priority.background_work(priority_key, priority.READ_AHEAD),
                    ):
                        priority.hold_for_people(priority_key, sleep, quiet_s=priority.READ_AHEAD_QUIET_S)
                        tokens = read(slot)
                else:
                    tokens = read(slot)
            elif ahead and priority_key is not None:
                with (
                    priority.background(priority.READ_AHEAD),
                    priority.background_work(priority_key, priority.READ_AHEAD),
                ):
                    tokens = self._read_after_people(client, model, priority_key, prompt, slot, timeout_s)
            else:
                reply = client.completions.create(**_read_args(model, prompt, slot, timeout_s))
                tokens = reply.usage.prompt_tokens if reply.usage else 0
        except Exception as exc:
            raise to_error(exc) from None
        if not restored:
            slot_files.save(self.root_url, slot, filename, timeout_s)
        self._saved.add(filename)
        self._slot_prefix[slot] = filename
        return WarmReport(slot, tokens, restored, time.perf_counter() - started)

    def _read_after_people(
        self, client: openai.OpenAI, model: str, key: str, prompt: str, slot: int, timeout_s: float
    ) -> int:
        """Read `prompt` into `slot` (its token count), closing the stream whenever a person's call
        waits and reading on after it: what was read stays in the slot, so nothing is read twice."""
        while True:
            priority.hold_for_people(key, sleep, quiet_s=priority.READ_AHEAD_QUIET_S)
            args = _read_args(model, prompt, slot, timeout_s)
            # the progress opens the stream at once, so it can be closed while the server reads
            args["extra_body"]["return_progress"] = True
            raw = client.completions.create(stream=True, stream_options={"include_usage": True}, **args)
            tokens = 0
            try:
                with giving_way(key, raw.close) as yielded:
                    for chunk in raw:
                        usage = getattr(chunk, "usage", None)
                        if usage is not None:
                            tokens = usage.prompt_tokens
                return tokens
            except Exception:
                if not yielded.is_set():
                    raise


def _read_args(model: str, prompt: str, slot: int, timeout_s: float) -> dict[str, Any]:
    """A request that only reads `prompt` into `slot` (one token written), keeping it there."""
    return {
        "model": model,
        "prompt": prompt,
        "max_tokens": 1,
        "temperature": 0.0,
        "timeout": timeout_s,
        "extra_body": {"id_slot": slot, "cache_prompt": True},
    }


# A tool-call request's text `prompt` stands for what is rendered from its messages and tools: by the
# server (tools sent as they are), or on the embedded server by the workbench (native_tools, one rendering
# for a step and its held ask alike, in the way `RENDERING` names). Each kind is matched against its own saved
# prefixes.
_TOOLS_MARK, _RENDERED_MARK = "[sent with tools]\n", f"[tools rendered by the workbench: {RENDERING}]\n"


def slot_prompts(request: ModelRequest, rendered_here: bool) -> tuple[str, str | None]:
    """(the text a new session's slot is matched against saved prefixes by, the part of it every run
    shares or None). A text prompt is itself and is saved ahead (`WarmSlots.warm`)."""
    if not request.tools:
        return request.prompt, None
    mark = _RENDERED_MARK if rendered_here else _TOOLS_MARK
    shared = mark + request.prompt[: request.shared_chars] if request.shared_chars > 0 else None
    return mark + request.prompt, shared
