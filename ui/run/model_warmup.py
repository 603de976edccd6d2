"""Warm the embedded model for the run the sidebar is about to start, from the moment the page opens.

The first step of a fresh app used to wait a minute while the server read ~2,000 tokens of
exemplars. Here a background thread (one per app process) starts the embedded server and has it
read that prompt ahead (`react_core.engine.warmup`), or restore it from the file saved last time; the
sidebar says how far it is. Only the latest sidebar choice is warmed. `REACT_WARMUP=0` turns it off.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import streamlit as st

from react_core.common.errors import describe
from react_core.engine import warmup
from ui.widgets import resources

READY = "prompt ready"  # the words a person (and bench/bench_first_step.py) waits for


@dataclass(frozen=True)
class WarmState:
    final: bool
    text: str
    started: float | None = None  # time.monotonic() when the warm-up began, while it runs


class Warmer:
    """Warms the latest wanted prompt, one at a time, in one daemon thread. Thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._wanted: tuple[str, Callable[[], Any]] | None = None
        self._states: dict[str, WarmState] = {}
        self._thread: threading.Thread | None = None
        self._later: set[str] = set()

    def later(self, signature: str, job: Callable[[], Any]) -> None:
        """Run `job` once per signature, in a thread of its own, once the wanted prompt is warm (the
        other likely prompts, saved for later runs: each read gives way to a person's call)."""
        with self._lock:
            if signature in self._later:
                return
            self._later.add(signature)
        threading.Thread(target=self._run_later, args=(job,), name="react-read-ahead", daemon=True).start()

    def _run_later(self, job: Callable[[], Any]) -> None:
        while True:
            with self._lock:
                if self._wanted is None and (self._thread is None or not self._thread.is_alive()):
                    break
            time.sleep(0.5)
        try:
            job()
        except Exception:
            pass  # a prompt not read ahead is read when it is first used

    def want(self, signature: str, job: Callable[[], Any]) -> None:
        with self._lock:
            if signature in self._states or (self._wanted and self._wanted[0] == signature):
                return  # warmed, warming or queued already
            self._wanted = (signature, job)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._work, name="react-warmup", daemon=True)
                self._thread.start()

    def state(self, signature: str) -> WarmState | None:
        with self._lock:
            state = self._states.get(signature)
            if state is not None and state.started is not None:
                return WarmState(False, f"{state.text} ({time.monotonic() - state.started:.0f} s)")
            return state

    def _work(self) -> None:
        while True:
            with self._lock:
                if self._wanted is None:
                    return
                signature, job = self._wanted
                self._wanted = None
                self._states[signature] = WarmState(False, "Reading the few-shot prompt ahead…", time.monotonic())
            try:
                report = job()
                state = WarmState(True, _ready_text(report))
            except Exception as exc:
                state = WarmState(True, f"Could not read the prompt ahead: {describe(exc)}")
            with self._lock:
                self._states[signature] = state


def _ready_text(report: Any) -> str:
    if report is None:
        return ""
    restored = f", {report.restored:,} restored from disk" if report.restored else ""
    return f"Model {READY}: {report.tokens:,} tokens read ahead in {report.seconds:.1f} s{restored}."


@st.cache_resource(show_spinner=False)
def _warmer() -> Warmer:
    return Warmer()


def warm_for(setup: Any) -> None:
    """Warm the embedded model for `setup` (the sidebar's Setup) and show how far it is."""
    if (
        setup is None
        or setup.task is None
        or not setup.config.is_embedded
        or os.environ.get("REACT_WARMUP", "1") == "0"
        or st.session_state.get(resources.MODEL_OVERRIDE)
    ):
        return
    config, task = setup.config, setup.task
    signature = "|".join(
        [resources.config_signature(config), task.family, task.id, setup.method, setup.prompt_set, str(setup.paper_dir)]
    )

    def job() -> Any:
        from react_core.models.factory import open_model  # the same server the pages use (one per settings)

        return warmup.warm_first_prompt(
            open_model(config), task, setup.method, prompt_set=setup.prompt_set, paper_dir=setup.paper_dir
        )

    def likely() -> Any:  # then the other likely prompts, saved for later runs (each gives way to a person)
        from react_core.models.factory import open_model

        return warmup.warm_likely_prompts(open_model(config))

    warmer = _warmer()
    warmer.want(signature, job)
    warmer.later(resources.config_signature(config), likely)
    state = warmer.state(signature)
    if state is not None and state.final:
        if state.text:
            st.caption(state.text)
        return

    @st.fragment(run_every=1.0)
    def _progress() -> None:  # only while warming: a finished state is drawn by the next full run
        now = warmer.state(signature)
        if now is not None and now.text:
            st.caption(now.text)

    _progress()
