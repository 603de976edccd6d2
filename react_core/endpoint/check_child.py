"""The child process that runs a person's check of a try; standard library only.

    python -m react_core.endpoint.check_child FILE < TRY_JSON   # JSON: {"passed": bool} or {"error": ...}

The file's ``check(final_reply, run)`` runs here, never in the workbench: an exception, a hang or a crash
ends this process only (react_core.plugins.child bounds its time and output). What it prints goes to a
bounded sink; the JSON answer is the only thing written to the real stdout.
"""

from __future__ import annotations

import json
import sys

from react_core.plugins.tool_child import BoundedSink, _error, load


def judge(path: str, outcome: dict) -> dict:
    module = load(path)
    check = getattr(module, "check", None)
    if not callable(check):
        return {"error": f"{path} defines no function check(final_reply, run)"}
    result = check(outcome.get("final_reply", ""), outcome)
    if type(result).__name__ == "bool_":  # numpy's bool, from a check that compares arrays
        result = bool(result)
    if not isinstance(result, bool):
        return {"error": f"check() returned {type(result).__name__}, not True or False"}
    return {"passed": result}


def main(argv: list[str]) -> int:
    outcome = json.loads(sys.stdin.read() or "{}")
    out = sys.stdout
    sys.stdout = sys.stderr = BoundedSink()
    try:
        answer = judge(argv[0], outcome)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt from user code too
        answer = {"error": _error(exc)}
    out.write(json.dumps(answer))
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
