"""The MCP proxy's side of contract B: asking the workbench run about a call, and telling it the result.

Standard library only (the proxy is a small process an agent starts). The run's root URL comes from
``$REACT_WORKBENCH_RUN_URL``; `ask` waits for the person's decision (a hold may last), `tell` does not
wait long. Both raise `WorkbenchUnreachable` with a sentence when the run cannot be reached or answers
with an error, and the proxy decides what that means for the call (mcp_proxy).

On a re-run the run may answer a call from its recording (decision ``taped``, with ``reply``: the JSON-RPC
answer the agent got then, ``{"result": ...}`` or ``{"error": ...}``): the proxy gives it to the agent and the
server never sees the call (react_core.endpoint.tape_mcp). An older proxy reads ``taped`` as no decision, and
so never runs a write it was not asked to.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any

RUN_URL_ENV = "REACT_WORKBENCH_RUN_URL"
DECISION_WAIT_S = 3600.0  # a held call waits for the person; the run's own hold limit answers first
RESULT_WAIT_S = 10.0
_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # the run is local: no $http_proxy


class WorkbenchUnreachable(Exception):
    """The run could not be asked or told: its sentence says why."""


@dataclass(frozen=True)
class Decision:
    approve: bool
    arguments: dict[str, Any]
    message: str
    taped: dict[str, Any] | None = None  # a re-run's recorded answer: the agent gets it, the server is not called


@dataclass(frozen=True)
class Workbench:
    """One run of the workbench, at its root URL (``http://127.0.0.1:PORT/s/<run>/<token>``)."""

    root: str
    decision_wait_s: float = DECISION_WAIT_S

    def ask(self, call: dict[str, Any]) -> Decision:
        """The person's decision on a call (contract B's /mcp/call body), after any hold."""
        answer = self._post("mcp/call", call, self.decision_wait_s)
        decision = answer.get("decision")
        arguments = answer.get("arguments", call.get("arguments", {}))
        reply = answer.get("reply")
        taped = decision == "taped" and isinstance(reply, dict) and ("result" in reply or "error" in reply)
        if not (decision in ("approve", "reject") or taped) or not isinstance(arguments, dict):
            raise WorkbenchUnreachable(f"the workbench answered something that is not a decision: {str(answer)[:200]}")
        message = str(answer.get("message") or "")
        if taped and isinstance(reply, dict):
            return Decision(False, arguments, message, {k: reply[k] for k in ("result", "error") if k in reply})
        return Decision(decision == "approve", arguments, message)

    def tell(self, call_id: str, content: list[Any], is_error: bool, reply: dict[str, Any] | None = None) -> None:
        """Record a call's result on the run; `reply`: the server's JSON-RPC answer as the agent gets it (its
        ``result`` or ``error``), kept whole so that a re-run can give it again without calling the server."""
        body: dict[str, Any] = {"call_id": call_id, "content": content, "is_error": is_error}
        if reply is not None:
            body["reply"] = {k: reply[k] for k in ("result", "error") if k in reply}
        self._post("mcp/result", body, RESULT_WAIT_S)

    def _post(self, route: str, body: dict[str, Any], wait_s: float) -> dict[str, Any]:
        url = f"{self.root.rstrip('/')}/{route}"
        data = json.dumps(body, ensure_ascii=False).encode()
        request = urllib.request.Request(url, data, {"Content-Type": "application/json"}, method="POST")
        try:
            with _DIRECT.open(request, timeout=wait_s) as reply:
                value = json.loads(reply.read() or b"null")
        except urllib.error.HTTPError as exc:
            raise WorkbenchUnreachable(f"the workbench answered {exc.code}: {_error_message(exc)}") from None
        except (urllib.error.URLError, OSError) as exc:
            why = getattr(exc, "reason", exc)
            raise WorkbenchUnreachable(f"the workbench at {self.root} could not be reached ({why})") from None
        except ValueError:
            raise WorkbenchUnreachable("the workbench's answer is not JSON") from None
        if not isinstance(value, dict):
            raise WorkbenchUnreachable("the workbench's answer is not a JSON object")
        return value


def _error_message(exc: urllib.error.HTTPError) -> str:
    try:
        body = json.loads(exc.read() or b"null")
        return str(body["error"]["message"])[:300]
    except (ValueError, KeyError, TypeError, OSError):
        return str(exc.reason)
