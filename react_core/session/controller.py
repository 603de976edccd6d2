"""One run's lifecycle without a browser: a `SteppedRun` (react_core.session.stepping: the engine, the
steps, Stop, Run until) and every change a person makes to it: steer, resume with another model, switch
or delete a branch, play a step, take it back, hand over to the model, and Try N times. Each returns
what it made (the new branch, the job) or None, and says why in the run's `messages`.

The Run page keeps one controller per run in the browser's session and draws it; Compare's columns
are controllers too, and the CLI's `run` drives one from the terminal.
"""

from __future__ import annotations

import time
from dataclasses import replace

from react_core.assist.effect import DEFAULT_CONFIDENCE, DEFAULT_N, DEFAULT_TEMPERATURE
from react_core.assist.effect_estimate import CallPace
from react_core.assist.effect_job import EffectJob
from react_core.common.errors import describe
from react_core.engine import catalog, tool_steering
from react_core.engine.assemble import method_for
from react_core.engine.model_switch import run_with_for
from react_core.models.config import ModelConfig
from react_core.prompting.step_labels import describe_change
from react_core.session import phase as phases
from react_core.session.stepping import NO_SETUP, RESUME_HINT, RESUMING, SteppedRun
from react_core.session.tries import start_tries
from react_core.trajectory import steering
from react_core.trajectory.steering import (
    DeleteBranch,
    HandOver,
    ResumeWith,
    Steering,
    SwitchBranch,
    TakeBack,
    change_at,
)
from react_core.trajectory.steps import Author, Branch, Outcome

STOP_FIRST = "Stop the run first: the tries and the run would share the environment."


class RunController(SteppedRun):
    """A run and the changes a person makes to it (see the module's docstring)."""

    # ----- playing ------------------------------------------------------------------------------
    def play(self, thought: str, action: str) -> bool:
        """Take one step the person wrote; False (with why, at `play`) when it could not. No model is
        asked, so it runs at once."""
        self.clear_messages()
        if self.in_flight or self.running or self.trying:
            self.messages.error(
                "The model or its tries are working on this run; wait, or press Stop, then play.", "play"
            )
            return False
        if self.setup is None and self.engine is None:
            self.messages.error(NO_SETUP, "play")
            return False
        try:
            engine = self.ensure_engine(for_play=True)
            started = time.perf_counter()
            report = engine.play(action, thought=thought)
        except Exception as exc:  # the text that could not be played stays in the boxes, with why
            self.messages.error(self.explain(exc), "play")
            return False
        self.last_step_s = time.perf_counter() - started
        self._after_step(engine)
        if report.branch.outcome == Outcome.STEP_LIMIT:
            played = any(s.author == Author.HUMAN_PLAY for s in report.steps)
            self.messages.notice(
                "The step limit was reached, so the episode ended as it does for the model"
                + ("." if played else " (before your step, which was not played).")
            )
        return True

    def take_back(self) -> bool:
        """Undo the person's last played step (the environment is replayed before the next one)."""
        self.clear_messages()
        try:
            self.steering().apply(TakeBack())
        except Exception as exc:
            self.messages.error(describe(exc), "play")
            return False
        self.messages.notice("Took back your last step.")
        return True

    def can_take_back(self) -> bool:
        """The branch ends in a step the person played (what take_back takes back)."""
        trajectory = self.trajectory
        if trajectory is None:
            return False
        written = [s for s in trajectory.steps_of() if s.author not in (Author.ENVIRONMENT, Author.ENGINE)]
        return bool(written) and written[-1].author == Author.HUMAN_PLAY

    def hand_over(self) -> bool:
        """ "Let the model continue": the played branch stays as it is; the model runs on (on a new
        branch when the person wrote its last step) until it finishes or stop()."""
        self.clear_messages()
        trajectory = self.trajectory
        try:
            before = trajectory.active_branch if trajectory is not None else None
            if trajectory is not None:
                method_for(trajectory)  # no exemplars yet: say so before a branch is forked for the model
            branch = self.steering().apply(HandOver()) if trajectory is not None else None
        except Exception as exc:
            self.messages.error(self.explain(exc), "play")
            return False
        self.move(phases.RUN_TO_END)
        if trajectory is not None and branch is not None and branch.id != before:
            self.messages.notice(
                f"New branch {branch.name}: {describe_change(trajectory, branch)}. Your branch is kept; "
                "the model continues here."
            )
        return True

    # ----- Try N times --------------------------------------------------------------------------
    def try_n_times(
        self,
        n: int = DEFAULT_N,
        temperature: float = DEFAULT_TEMPERATURE,
        confidence: float = DEFAULT_CONFIDENCE,
        max_steps: int | None = None,
        stop_when_decided: bool = True,
        pace: CallPace | None = None,
    ) -> EffectJob | None:
        """Measure the active branch's edit in the background (react_core.assist.effect_job: N tries
        each way, on a copy); None (with why) when it cannot start. `merge_tries` takes in what is done."""
        trajectory = self.trajectory
        self.clear_messages()
        if trajectory is None:
            self.messages.error("There is no trajectory to measure yet.")
            return None
        if self.trying:
            self.messages.error("Tries are already running on this trajectory; stop them first.")
            return None
        if self.running or self.in_flight:
            self.messages.error(STOP_FIRST)
            return None
        setup = self.setup
        try:
            if setup is None or setup.config is None:
                raise ValueError("Choose a valid model in the sidebar first.")
            model = self.resources.open_model(setup.config)
            job, notice = start_tries(
                trajectory, model, self.branch_models(), n, temperature, confidence, max_steps, stop_when_decided, pace
            )
        except Exception as exc:  # a branch that cannot be measured, or no model: say why
            self.messages.error(describe(exc))
            return None
        self.background = job
        self.messages.notice(notice)
        return job

    def merge_tries(self, job: EffectJob) -> bool:
        """Take the tries `job` finished since the last call into the open trajectory, and keep it in
        History; True when something was added."""
        trajectory = self.shown()
        if not job.merge_into(trajectory):
            return False
        if self.resources.store is not None:
            self.resources.store.save(trajectory)
        return True

    # ----- steering -----------------------------------------------------------------------------
    def steering(self) -> Steering:
        """The engine's steering when the run has an engine on this trajectory, else the same kind
        of object over the trajectory alone (just reopened: no model or environment needed to steer)."""
        if self.engine is not None and self.engine.trajectory is self.trajectory:
            chosen = self.engine.steering
        else:
            chosen = Steering(self.shown(), self.resources.saving)
        chosen.check_action = _action_check(chosen.trajectory.task.family)
        return chosen

    def steer(
        self,
        operation: str,
        position: int,
        text: str = "",
        resume: bool = False,
        call: tuple[str, str] | None = None,
    ) -> Branch | None:
        """Fork a new branch with one human change; the original branch keeps every step. `call`: a
        replaced action as a tool call (tool, arguments as JSON), checked against the tool's schema.
        The new branch; None when the change cannot be made (why is said at `steer`). `resume`: only
        what the notice says; the caller runs on."""
        trajectory = self.trajectory
        if trajectory is None:
            self.messages.error("There is no trajectory to steer yet.")
            return None
        was_running = self.running
        self.move(phases.END_RUN)  # a change while running stops the run; the in-flight step was already kept
        self.clear_messages()
        try:
            family = trajectory.task.family
            change = (
                tool_steering.call_change(family, position, *call) if call else change_at(operation, position, text)
            )
            branch = self.steering().apply(change)
        except Exception as exc:
            self.messages.error(describe(exc), "steer")
            return None
        stopped = " The run was stopped so you could steer." if was_running else ""
        then = RESUMING if resume else RESUME_HINT
        self.messages.notice(
            f"New branch {branch.name}: {describe_change(trajectory, branch)}. The original branch is kept."
            f"{stopped} {then}"
        )
        return branch

    def resume_with(
        self, config: ModelConfig, prompt_set: str, position: int, name: str | None = None
    ) -> Branch | None:
        """Fork at `position` and run on with another model, temperature or prompt set ("what would
        another model have done from here?"). The model is checked first: one that cannot answer is
        said at `switch` and nothing changes, so another can be picked."""
        trajectory = self.trajectory
        if trajectory is None:
            self.messages.error("There is no trajectory to resume yet.")
            return None
        self.move(phases.END_RUN)
        self.clear_messages()
        try:
            name = name or self.resources.reachable_name(config)
            settings = run_with_for(config, prompt_set=prompt_set, at=position, name=name)
            branch = self.steering().apply(ResumeWith(position, settings))
        except Exception as exc:  # unreachable, unknown name, same settings: say so; nothing was changed
            self.messages.error(describe(exc), "switch")
            return None
        self.switch_configs[replace(settings, at=0)] = config
        self.messages.notice(
            f"New branch {branch.name}: {describe_change(trajectory, branch)}. The original branch is kept. {RESUMING}"
        )
        self.move(phases.RUN_TO_END)
        return branch

    def switch_branch(self, branch_id: str) -> Branch | None:
        self.move(phases.END_RUN)
        self.clear_messages()
        try:
            branch = self.steering().apply(SwitchBranch(branch_id))
        except Exception as exc:
            self.messages.error(describe(exc))
            return None
        self.messages.notice(f"Switched to branch {branch.name}.")
        return branch

    def delete_branch(self, branch_id: str) -> str | None:
        """Delete a branch and those forked from it; its name, or None (with why)."""
        self.clear_messages()
        try:
            if branch_id == self.shown().active_branch:
                self.move(phases.END_RUN)
            name = self.steering().apply(DeleteBranch(branch_id))
        except Exception as exc:
            self.messages.error(describe(exc))
            return None
        self.messages.notice(f"Deleted branch {name} and the branches forked from it.")
        return name


def _action_check(family: str) -> steering.ActionCheck | None:
    """The family's check of a replaced action (a tools family's schema); none for a family gone."""
    try:
        return catalog.family(family).check_action
    except ValueError:
        return None
