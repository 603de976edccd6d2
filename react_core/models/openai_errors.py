"""Translate the `openai` package's exceptions into ModelError kinds with a cause and a fix.

Servers word the same failure differently (OpenAI, vLLM, llama.cpp, Ollama), so the
context-overflow and unknown-model checks look at the status code and a few phrases.
Every message passes through `scrub` so an API key a server echoes back never leaks.
"""

from __future__ import annotations

import json
import re

import httpx2
import openai

from react_core.models.errors import ModelError

_CONTEXT_WORDS = re.compile(
    r"context[ _](length|size|window)|maximum context|too many tokens|exceed_context|prompt is too long",
    re.IGNORECASE,
)
# A refusal that names one of the settings a person can change (OpenAI's "'stop' ... invalid", llama.cpp's
# "n_probs", "max_tokens must be ..."), as opposed to one about how the request was built.
_SETTING_WORDS = re.compile(
    r"\b(stop|max_tokens|max_completion_tokens|n|n_probs|seed|temperature|top_p|top_k|logprobs|"
    r"presence_penalty|frequency_penalty)\b",
    re.IGNORECASE,
)
_CHAT_ONLY_WORDS = re.compile(r"chat model|not supported in the v1/completions|use (the )?chat", re.IGNORECASE)


def scrub(text: str, secret: str | None) -> str:
    """Remove the key (and anything that looks like an OpenAI key) from text shown or stored."""
    if secret:
        text = text.replace(secret, "[key hidden]")
    return re.sub(r"sk-[A-Za-z0-9_\-*]{8,}", "[key hidden]", text)


def server_message(exc: openai.APIStatusError) -> str:
    """The server's own error text, short."""
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])[:400]
        if isinstance(inner, str):
            return inner[:400]
    return str(exc.message)[:400]


def says_chat_only(exc: Exception) -> bool:
    """True when a completions call was refused because the model only does chat."""
    return isinstance(exc, (openai.NotFoundError, openai.BadRequestError)) and bool(
        _CHAT_ONLY_WORDS.search(server_message(exc))
    )


def to_model_error(exc: Exception, *, base_url: str, model: str, timeout_s: float, secret: str | None) -> ModelError:
    """One ModelError for any failure of a call to `base_url`."""
    error = _classify(exc, base_url=base_url, model=model, timeout_s=timeout_s)
    error.cause = scrub(error.cause, secret)
    error.fix = scrub(error.fix, secret)
    error.args = (f"{error.cause} — {error.fix}",)
    return error


def _classify(exc: Exception, *, base_url: str, model: str, timeout_s: float) -> ModelError:
    # Order matters: APITimeoutError is a subclass of APIConnectionError.
    # The raw httpx2 errors come from reading a stream, which the openai client does not wrap.
    if isinstance(exc, (openai.APITimeoutError, httpx2.TimeoutException)):
        return ModelError(
            "timeout",
            f"{base_url} did not answer within {timeout_s:g} s.",
            "Raise the timeout (REACT_TIMEOUT), shorten the prompt, or try again when the server is less busy.",
            retryable=False,
        )
    if isinstance(exc, openai.APIConnectionError):
        return ModelError(
            "unreachable",
            f"Cannot reach the model server at {base_url}.",
            "Check that the server is running and the base URL (OPENAI_BASE_URL) is right, "
            "or unset OPENAI_BASE_URL to use the embedded model.",
        )
    if isinstance(exc, httpx2.TransportError):
        return ModelError(
            "server",
            f"The connection to {base_url} broke while the reply was arriving ({type(exc).__name__}).",
            "Try again; if it keeps happening, check the server's log or a proxy's limits.",
            retryable=True,
        )
    if isinstance(exc, json.JSONDecodeError):
        return ModelError(
            "server",
            f"{base_url} sent a reply that is not valid JSON ({exc.msg}).",
            "Check that the base URL points at an OpenAI-compatible API (it usually ends in /v1); "
            "if it does, check the server's log.",
        )
    if not isinstance(exc, openai.APIStatusError):
        return ModelError(
            "server",
            f"Unexpected failure talking to {base_url}: {type(exc).__name__}: {exc}",
            "Try again; if it persists, check the server's log.",
        )
    status = exc.status_code
    message = server_message(exc)
    if status in (401, 403):
        return ModelError(
            "auth",
            f"{base_url} refused the API key (HTTP {status}: {message}).",
            "Set a valid key in OPENAI_API_KEY (or in the app's settings) with access to this model.",
        )
    if status == 429:
        if "quota" in message.lower() or "billing" in message.lower():
            return ModelError(
                "rate_limit",
                f"{base_url} says the account is out of quota: {message}",
                "Add credit or raise the quota for this key, then resume the run.",
            )
        return ModelError(
            "rate_limit",
            f"{base_url} is rate-limiting requests (HTTP 429: {message}).",
            "Wait a minute and resume, or lower the request rate (fewer parallel runs).",
            retryable=True,
        )
    if _CONTEXT_WORDS.search(message) and status in (400, 413, 422, 500):
        # The server's own words ("try increasing it") name settings the user may not have: quote
        # them as a finished sentence, then say what can be done here.
        return ModelError(
            "context_overflow",
            f'The prompt is longer than the model\'s context (the server said: "{message.strip().rstrip(".")}").',
            "Continue from a shorter trajectory (steer an earlier step to fork a branch) or choose a "
            "model with a larger context; for the embedded model, restart it with a larger "
            "REACT_CTX_PER_SLOT.",
        )
    if status == 404:
        if "model" in message.lower():
            return ModelError(
                "unknown_model",
                f"{base_url} does not serve the model {model!r}: {message}",
                "Pick a model the endpoint lists (REACT_MODEL), or check spelling and access.",
            )
        return ModelError(
            "server",
            f"{base_url} has no such API route (HTTP 404: {message}).",
            "Check the base URL; OpenAI-compatible servers usually end in /v1.",
        )
    if status >= 500:
        return ModelError(
            "server",
            f"The model server at {base_url} failed (HTTP {status}: {message}).",
            "Try again shortly; if it persists, check the server's log.",
            retryable=True,
        )
    if _SETTING_WORDS.search(message):
        return ModelError(
            "server",
            f"{base_url} rejected the request (HTTP {status}: {message}).",
            "Check the model settings (stop strings, max tokens, n, seed) against what this server accepts.",
        )
    # Not about a setting (llama.cpp's "Failed to initialize samplers" for a grammar it could not start):
    # the request as the workbench built it; the person's settings are not to blame.
    return ModelError(
        "server",
        f"{base_url} could not handle the request (HTTP {status}: {message}).",
        "This is the server's answer to how the workbench asked, not to your settings; the trajectory is "
        "unchanged. Try again; if it repeats, check the server's log (the embedded model's is logs/llama-server.log "
        "in the workbench's folder) and report it.",
    )
