"""`check_reachable(config)`: can this model answer, asked before anything depends on it?

Switching a branch to another model at step k forks a branch; a model that cannot answer should
say so first, while nothing has changed, so the person picks another. An endpoint is asked for
its model list (no tokens spent); the embedded model needs its weights and server binary on disk
(starting it would take a minute, so that is left to the first step).
"""

from __future__ import annotations

import openai

from react_core.models.config import ModelConfig
from react_core.models.errors import ModelError
from react_core.models.openai_errors import to_model_error
from react_core.models.server_build import find_server_binary
from react_core.models.urls import without_credentials
from react_core.models.weights import spec_for, weights_path

PROBE_TIMEOUT_S = 10.0


def check_reachable(config: ModelConfig, timeout_s: float = PROBE_TIMEOUT_S) -> str:
    """The name the model answers as; raises ModelError saying what is wrong and what to do."""
    if config.is_embedded:
        spec = spec_for(config.embedded_size)
        if not weights_path(spec).exists():
            raise ModelError(
                "weights",
                f"The embedded {config.embedded_size.upper()} model's weights are not on this machine.",
                f"Run `python -m react_core models setup --size {config.embedded_size}` once while online, "
                "or pick another model.",
            )
        find_server_binary()
        return f"embedded:{spec.model_name}"
    url = without_credentials(config.base_url or "")
    client = openai.OpenAI(
        base_url=config.base_url, api_key=config.api_key or "not-needed", timeout=timeout_s, max_retries=0
    )
    try:
        listed = [m.id for m in client.models.list().data]
    except openai.NotFoundError:  # a server without a model list: reachable, the name is taken as given
        listed = []
    except Exception as exc:
        error = to_model_error(
            exc, base_url=url, model=config.model or "(first listed)", timeout_s=timeout_s, secret=config.api_key
        )
        error.fix = f"{error.fix} Or pick another model."
        raise error from None
    finally:
        client.close()
    if config.model and listed and config.model not in listed:
        raise ModelError(
            "unknown_model",
            f"{url} does not serve a model named {config.model!r} (it lists {', '.join(listed[:5])}).",
            "Check the model name, or pick another model.",
        )
    if config.model:
        return config.model
    if not listed:
        raise ModelError("unknown_model", f"{url} lists no models.", "Name the model, or pick another model.")
    return listed[0]
