"""The likeliest first prompt, read when the model is prepared, so a fresh install's first Step only writes.

`models setup` (which the first `make run` does before the page opens) builds the server and the
weights; then, for the embedded model, it has the server read the Run page's default prompt (the
first family's first task with ReAct: about 1,900 tokens of exemplars, 30-70 s on two cores) and
saves what it read in a slot file, which every later start restores in under a second. The
launcher (`react-workbench app`) then hands the running server, prompt already read, to the app it
becomes, so even the server's start is not waited for.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from react_core.engine import warmup
from react_core.models import factory
from react_core.models.config import load_config


def _enabled() -> bool:
    return os.environ.get("REACT_WARMUP", "1") != "0" and load_config().is_embedded


def save_first_prompt(say: Callable[[str], None]) -> int:
    """Read and save the default first prompt's cache, unless saved already; 0 (a failure here is
    said but never fails the setup: the app reads the prompt itself then)."""
    if not _enabled():
        return 0
    config = load_config()
    try:
        likely = warmup.likely_first_prompts(1)
        if not likely:
            return 0
        task, method = likely[0]
        _, shared = warmup.first_prompt(task, method)
        if factory.saved_prompt(config, shared).exists():
            say(f"prompt cache: {task.family} {method} saved already")
            return 0
        started = time.perf_counter()
        report = warmup.warm_first_prompt(factory.open_model(config), task, method)
    except Exception as exc:  # the app reads the prompt itself then
        from react_core.common.errors import describe

        say(f"prompt cache: not saved ({describe(exc)}); the app reads the prompt when it opens")
        return 0
    if report is not None:
        say(
            f"prompt cache: the {task.family} {method} prompt ({report.tokens:,} tokens) read and saved "
            f"in {time.perf_counter() - started:.0f} s"
        )
    return 0


def hand_over_server(say: Callable[[str], None]) -> dict[str, str]:
    """For the launcher about to exec the app: the embedded server started (if setup did not leave
    it running), the default first prompt in its next slot, and the environment that hands it over."""
    if not _enabled():
        return {}
    config = load_config()
    try:
        likely = warmup.likely_first_prompts(1)
        model = factory.open_model(config)
        if likely:
            warmup.warm_first_prompt(model, *likely[0])
        return factory.hand_over_embedded(config)
    except Exception as exc:
        from react_core.common.errors import describe

        say(f"model server: not started ahead ({describe(exc)}); the app starts it")
        return {}
