"""An environment plugin's environment, run in a child process behind the Environment contract.

`IsolatedEnvironment` keeps `reset(task)`, `step(action)` and `replay(action, recorded)`, so the
engine, steering, replay, Compare, Evaluate and play mode use it as any environment. Each
environment instance has its own child (`python -m react_core.plugins.env_child`), started on the
first `reset` and kept for the next episodes. Each call has a time limit (`time_limit`) and its answer a size limit
(ANSWER_LIMIT). Whatever goes wrong, a hang, a crash (os._exit, a segfault, the memory killer),
an exception, an answer that is not plain data, becomes a PluginError naming the file and the
method, and the child is stopped: the next `reset` starts a fresh one, which imports the file
again (a fix takes effect without restarting the app). The engine then replays the branch's
actions, as it does on resume, so the environment is back in the same state.

Bundled families do not come here: they are trusted and stay in-process.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import weakref
from dataclasses import asdict
from pathlib import Path
from typing import Any

from react_core.environments.base import EnvChoice, Family, StepResult
from react_core.plugins.child_lines import ANSWER_LIMIT, ending, read_answers
from react_core.plugins.errors import PluginError
from react_core.trajectory.task import Task

TIME_LIMIT_ENV = "REACT_PLUGIN_TIME_LIMIT_S"
TIME_LIMIT_S = 30.0  # a call's default limit, when neither the family nor $REACT_PLUGIN_TIME_LIMIT_S sets one
START_TIME_LIMIT_S = 20.0  # importing the file and making the environment, at least (as loading a plugin)
CONTRACT_FIX = (
    "Return plain data: reset() a str, step() and replay() a react_core.environments.base.StepResult "
    "whose observation is a str, answer a str or None, done a bool, success a bool or None and info "
    "a dict of JSON values (see docs/your-own-world.md)."
)


def time_limit(family: Family) -> float:
    """Seconds one call may take: the family's `time_limit_s`, else $REACT_PLUGIN_TIME_LIMIT_S, else 30."""
    if family.time_limit_s:
        return float(family.time_limit_s)
    try:
        return float(os.environ.get(TIME_LIMIT_ENV) or TIME_LIMIT_S)
    except ValueError:
        return TIME_LIMIT_S


class _Child:
    """One running env_child: its process, and a thread reading its answers into a queue."""

    def __init__(self, source: str, family: str, cwd: Path) -> None:
        # The child finds react_core from any folder, and what this process finds (an entry point's package).
        package_root = str(Path(__file__).resolve().parents[2])
        paths = dict.fromkeys([package_root, *(p for p in sys.path if p)])
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "react_core.plugins.env_child", source, family],
            cwd=cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self.answers: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=read_answers, args=(self.proc, self.answers), daemon=True).start()
        # A child outlives nothing: it ends with its environment, or when this process exits.
        self.stop = weakref.finalize(self, _stop, self.proc)

    def ask(self, request: dict, timeout_s: float) -> dict:
        """The child's answer to one request; `_Failure` saying why there is none."""
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write((json.dumps(request) + "\n").encode("utf-8"))
            self.proc.stdin.flush()
        except OSError:
            pass  # the child has ended; reading says how
        try:
            line = self.answers.get(timeout=timeout_s)
        except queue.Empty:
            raise _Failure(f"did not answer {{method}}() within {timeout_s:g} s and was stopped") from None
        if line is None:
            raise _Failure(f"stopped during {{method}}(): its process {ending(self.proc)}")
        if len(line) > ANSWER_LIMIT:
            raise _Failure(f"answered {{method}}() with more than {ANSWER_LIMIT:,} bytes and was stopped")
        try:
            return json.loads(line)
        except ValueError:  # only answers reach this pipe; anything else means the child is broken
            raise _Failure("gave an answer to {method}() that is not JSON and was stopped") from None


class _Failure(Exception):
    """The child gave no answer; the message has a {method} slot."""


class IsolatedEnvironment:
    """The environment of a plugin family, in its own child process; failures are PluginErrors."""

    def __init__(self, source: str, family: Family, origin: str, task: Task, choice: EnvChoice) -> None:
        self.name = family.name
        self.source = source  # "file:PATH" or "entry:MODULE:ATTR", for the child
        self.family = family.name
        self.origin = origin  # the file or entry point, as messages name it
        self.task = task
        self.choice = choice
        self.time_limit_s = time_limit(family)
        self.cwd = Path(source[5:]).parent if source.startswith("file:") else Path.cwd()
        self._child: _Child | None = None
        self._lock = threading.Lock()

    def reset(self, task: Task) -> str:
        with self._lock:
            if self._child is None:  # the first episode, or the first after a failure stopped the child
                self._start()
            return str(self._call("reset", {"op": "reset", "task": self._plain_task(task)}))

    def step(self, action: str) -> StepResult:
        with self._lock:
            return StepResult(**self._call("step", {"op": "step", "action": action}))

    def replay(self, action: str, recorded: str) -> StepResult:
        with self._lock:
            return StepResult(**self._call("replay", {"op": "replay", "action": action, "recorded": recorded}))

    def close(self) -> None:
        """Stop the child now (it is stopped anyway when this object is collected)."""
        with self._lock:
            self._stop_child()

    # ----- the child ---------------------------------------------------------------------------------
    def _start(self) -> None:
        """A fresh child that has imported the file and made the environment."""
        try:
            self._child = _Child(self.source, self.family, self.cwd)
        except OSError as exc:
            raise PluginError(
                f"The environment plugin {self.origin} could not start its process: {exc}.",
                "Check that the workbench's Python can run, then step again.",
            ) from exc
        self._call(
            "environment",
            {"op": "make", "task": self._plain_task(self.task), "choice": asdict(self.choice)},
            max(self.time_limit_s, START_TIME_LIMIT_S),
        )

    def _call(self, method: str, request: dict, timeout_s: float | None = None) -> Any:
        if self._child is None:
            raise PluginError(
                f"The environment plugin {self.origin} was stopped after a failure.",
                "Reset it before stepping: the engine does so itself on the next step.",
            )
        try:
            reply = self._child.ask(request, timeout_s or self.time_limit_s)
        except _Failure as failure:
            self._stop_child()
            raise PluginError(
                f"The environment plugin {self.origin} {str(failure).format(method=method)}.", self._fix(method)
            ) from None
        if "error" in reply:
            self._stop_child()  # its state is unknown; the next reset imports the file afresh
            if reply.get("fix") == "contract":
                raise PluginError(f"The environment plugin {self.origin}: {reply['error']}.", CONTRACT_FIX)
            if method == "environment":
                raise PluginError(
                    f"The environment plugin {self.origin} could not make its environment: {reply['error']}.",
                    "Fix its environment function (or the file's import), then step again; your saved runs are kept.",
                )
            raise PluginError(
                f"The environment plugin {self.origin} raised in {method}(): {reply['error']}.", self._fix(method)
            )
        return reply["value"]

    def _fix(self, method: str) -> str:
        where = "its environment function" if method == "environment" else f"{method}() in that file"
        return f"Fix {where}, then step again: a fresh process replays this branch's actions. Your saved runs are kept."

    def _plain_task(self, task: Task) -> dict:
        plain = asdict(task)
        try:
            json.dumps(plain)
        except (TypeError, ValueError):
            raise PluginError(
                f"The environment plugin {self.origin}: the task {task.id} holds values that are not "
                "plain data (its meta must be JSON: str, numbers, bool, None, lists and dicts).",
                "Make load() give such tasks, then load the plugin again.",
            ) from None
        return plain

    def _stop_child(self) -> None:
        if self._child is not None:
            self._child.stop()
            self._child = None


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.kill()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass
    try:
        if proc.stdin is not None:
            proc.stdin.close()
    except OSError:
        pass
