"""Where a run's calls go: the model server the run was opened with, spoken to in raw bodies.

The endpoint forwards the agent's own body (its tools, tool_choice, response_format...) rather than
rebuilding it through the workbench's LanguageModel, so what the agent asked is what the model is
asked. The embedded llama.cpp server is started on first use, as everywhere else (models.factory).
The API key goes in the Authorization header and nowhere else: error messages are scrubbed of it.
"""

from __future__ import annotations

import http.client
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from react_core.endpoint.errors import ApiError, model_error
from react_core.models.config import ModelConfig
from react_core.models.errors import ModelError
from react_core.models.urls import without_credentials

# A request that sets no max_tokens, on the embedded model: llama.cpp would write until the context is full
# (minutes of a small model repeating itself on a CPU); an agent's thought and call fit well within this.
EMBEDDED_REPLY_CAP = 1024


@dataclass(frozen=True)
class Target:
    """One model server and model: the base URL (ending in /v1), the model's name, the key."""

    base_url: str
    model: str
    api_key: str | None = field(default=None, repr=False)
    timeout_s: float = 120.0

    def describe(self) -> str:
        return f"{self.model} at {without_credentials(self.base_url)}"


class Upstream:
    """The model server of a run's config, found (and the embedded one started) on first use."""

    def __init__(self, config: ModelConfig) -> None:
        self.config = config
        self._target: Target | None = None
        self._lock = threading.Lock()

    def target(self) -> Target:
        with self._lock:
            if self._target is None:
                self._target = _target_of(self.config)
            return self._target

    def model_name(self) -> str:
        """The model's name as the agent will see it in replies (known without starting a server)."""
        if self._target is not None:
            return self._target.model
        if self.config.is_embedded:
            from react_core.models.weights import spec_for

            return spec_for(self.config.embedded_size).model_name
        return self.config.model or "default"

    @property
    def reply_cap(self) -> int | None:
        """The max_tokens a request without one gets: the embedded model only (see `EMBEDDED_REPLY_CAP`)."""
        return max(self.config.max_tokens, EMBEDDED_REPLY_CAP) if self.config.is_embedded else None

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        """POST `body` to `path` (e.g. "chat/completions") and read the whole JSON reply."""
        target = self.target()
        connection, response = _open(target, path, body)
        try:
            data = _read_all(response, target)
        finally:
            connection.close()
        try:
            parsed = json.loads(data)
        except ValueError:
            raise model_error(
                502, f"The model server ({target.describe()}) sent a reply that is not JSON.", "bad_reply"
            ) from None
        if not isinstance(parsed, dict):
            raise model_error(
                502, f"The model server ({target.describe()}) sent a reply that is not an object.", "bad_reply"
            )
        return parsed

    def stream(self, path: str, body: dict[str, Any]) -> Iterator[dict[str, Any]]:
        """POST a streamed request; each server-sent event's JSON, in order, until [DONE] or the end."""
        target = self.target()
        connection, response = _open(target, path, body)
        try:
            for line in _lines(response, target):
                if not line.startswith("data:"):
                    continue
                payload = line[5:].strip()
                if payload == "[DONE]":
                    return
                try:
                    event = json.loads(payload)
                except ValueError:
                    raise model_error(
                        502, f"The model server ({target.describe()}) streamed a piece that is not JSON.", "bad_reply"
                    ) from None
                if isinstance(event, dict) and "error" in event:
                    raise _from_error_body(502, event, target)
                if isinstance(event, dict):
                    yield event
        finally:
            connection.close()


def _target_of(config: ModelConfig) -> Target:
    if config.is_embedded:
        from react_core.models.factory import embedded_server
        from react_core.models.weights import spec_for

        try:
            server, _ = embedded_server(config)
        except ModelError as exc:
            raise model_error(502, f"The embedded model could not start: {exc}", "model_unavailable") from None
        return Target(server.base_url, spec_for(config.embedded_size).model_name, None, config.request_timeout_s)
    return Target(config.base_url or "", config.model or "", config.api_key, config.request_timeout_s)


def _open(
    target: Target, path: str, body: dict[str, Any]
) -> tuple[http.client.HTTPConnection, http.client.HTTPResponse]:
    parts = urlsplit(target.base_url)
    kind = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    connection = kind(parts.hostname or "127.0.0.1", parts.port, timeout=target.timeout_s)
    headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    if target.api_key:
        headers["Authorization"] = f"Bearer {target.api_key}"
    try:
        connection.request("POST", f"{parts.path.rstrip('/')}/{path}", json.dumps(body).encode(), headers)
        response = connection.getresponse()
    except TimeoutError:
        connection.close()
        raise _slow(target) from None
    except OSError as exc:
        connection.close()
        raise model_error(
            502,
            f"The model server ({target.describe()}) is not answering ({_scrub(str(exc), target)}); "
            "start it, or open the run with another model.",
            "model_unavailable",
        ) from None
    if response.status >= 400:
        try:
            data = _read_all(response, target)
        finally:
            connection.close()
        try:
            parsed = json.loads(data)
        except ValueError:
            parsed = None
        if isinstance(parsed, dict):
            raise _from_error_body(response.status, parsed, target)
        text = _scrub(data.decode("utf-8", "replace")[:300], target)
        raise model_error(
            502, f"The model server ({target.describe()}) answered {response.status}: {text}", "bad_reply"
        )
    return connection, response


def _from_error_body(status: int, parsed: dict[str, Any], target: Target) -> ApiError:
    """The model server's own error, passed on with its status (a 404 model, a 429 rate limit...)."""
    error = parsed.get("error")
    detail = error if isinstance(error, dict) else {"message": str(error or parsed)}
    message = _scrub(str(detail.get("message") or "no message"), target)
    code = detail.get("code")
    return ApiError(
        status,
        f"The model server said: {message}",
        str(detail.get("type") or "upstream_error"),
        str(code) if code else None,
    )


def _read_all(response: http.client.HTTPResponse, target: Target) -> bytes:
    try:
        return response.read()
    except TimeoutError:
        raise _slow(target) from None
    except (OSError, http.client.HTTPException) as exc:
        raise model_error(
            502, f"The model server ({target.describe()}) hung up mid-reply ({type(exc).__name__}).", "bad_reply"
        ) from None


def _lines(response: http.client.HTTPResponse, target: Target) -> Iterator[str]:
    while True:
        try:
            raw = response.readline()
        except TimeoutError:
            raise _slow(target) from None
        except (OSError, http.client.HTTPException) as exc:
            raise model_error(
                502, f"The model server ({target.describe()}) hung up mid-reply ({type(exc).__name__}).", "bad_reply"
            ) from None
        if not raw:
            return
        yield raw.decode("utf-8", "replace").rstrip("\r\n")


def _slow(target: Target) -> ApiError:
    return model_error(
        504,
        f"The model server ({target.describe()}) did not answer within {target.timeout_s:g} s; "
        "it may be busy or stuck. Try again, or open the run with a longer timeout.",
        "model_timeout",
    )


def _scrub(text: str, target: Target) -> str:
    """`text` without the API key, should a server or a library have echoed it."""
    return text.replace(target.api_key, "***") if target.api_key else text
