"""Save a llama.cpp server slot's prompt cache to a file, and restore it (POST /slots/{id}).

What the server read of a prompt (its KV cache) survives a restart this way: restoring the few-shot
exemplars takes well under a second where reading them takes 20-80 s on two cores. The server writes
and reads the files in its `--slot-save-path` folder; only a bare file name crosses the API.

A file is only read back by a server with as many slots as the one that wrote it: llama.cpp writes the
KV cache's stream count (`--parallel`, one stream a slot) into it and refuses another ("n_stream
mismatch" in its log, "Unable to restore slot" to the caller). So the slot count is part of a file's name:
a batch at concurrency 2 (3 slots) and the app (5 slots) keep a file each, rather than each failing on
the other's and overwriting it (measured 2026-11-28: every new episode of both read its exemplars cold).
"""

from __future__ import annotations

import hashlib
import json
import re
import urllib.error
import urllib.request
from collections.abc import Iterable

_NAME = re.compile(r"^warm-(\d+)-[0-9a-f]{32}\.bin$")


def name_for(model: str, key: str, *, slots: int) -> str:
    """The file a prompt prefix `key` is saved in by a server with `slots` slots; it carries the prefix's
    length, so a later prompt can be matched against every saved prefix (`prefix_file`) without keeping
    their texts."""
    digest = hashlib.sha256(f"{model}\n{slots}\n{key}".encode()).hexdigest()[:32]
    return f"warm-{len(key)}-{digest}.bin"


def prefix_file(model: str, prompt: str, names: Iterable[str], *, slots: int) -> str | None:
    """Of the saved files `names`, the one whose prefix `prompt` starts with (the longest) that a server
    with `slots` slots can read; None if none."""
    best: tuple[int, str] | None = None
    for name in names:
        match = _NAME.match(name)
        if match is None:
            continue
        length = int(match.group(1))
        if (
            length <= len(prompt)
            and name_for(model, prompt[:length], slots=slots) == name
            and (best is None or length > best[0])
        ):
            best = (length, name)
    return best[1] if best else None


def save(root_url: str, slot: int, filename: str, timeout_s: float = 60.0) -> int:
    """Write slot `slot`'s cached tokens to `filename`; returns how many were saved."""
    return int(_post(root_url, slot, "save", filename, timeout_s).get("n_saved", 0))


def restore(root_url: str, slot: int, filename: str, timeout_s: float = 60.0) -> int:
    """Load `filename` into slot `slot`; returns the tokens restored, 0 when there is no such file
    (or the server cannot read it: the caller then reads the prompt itself)."""
    try:
        return int(_post(root_url, slot, "restore", filename, timeout_s).get("n_restored", 0))
    except (urllib.error.HTTPError, ValueError):
        return 0


def _post(root_url: str, slot: int, action: str, filename: str, timeout_s: float) -> dict:
    request = urllib.request.Request(
        f"{root_url.rstrip('/')}/slots/{slot}?action={action}",
        data=json.dumps({"filename": filename}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=timeout_s) as reply:
        return json.loads(reply.read() or b"{}")
