"""Save a llama.cpp server slot's prompt cache to a file, and restore it (POST /slots/{id}).

What the server read of a prompt (its KV cache) survives a restart this way: restoring the few-shot
exemplars takes well under a second where reading them takes 20-80 s on two cores. The server writes
and reads the files in its `--slot-save-path` folder; only a bare file name crosses the API.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request


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
