"""ALFWorld as a react_core Environment: the real text game, set up as in the ReAct paper.

- `reset(task)` returns the game's opening text as the paper's code hands it over: no
  TextWorld banner, one newline before the goal ("You are in ... a toilet 1.\\nYour task is to: ...").
- `step("think: ...")` answers "OK." and leaves the game untouched.
- Any other action goes to the game verbatim; what the game does not understand gets the
  game's own "Nothing happens.". One convenience: the paper's prompts (an older ALFWorld) say
  "put X in/on Y" where alfworld 0.4.2 says "move X to Y"; that form is translated, and the
  translation is reported in info["translated_to"], never silent.
- success is the game's won flag; done is won (the engine never declares a loss — the step
  limit belongs to the agent loop).
- `strip_arrival=True` (only with the paper's prompt set): observations lose the game's
  leading "You arrive at X. " sentence, as the paper's notebook did (`process_ob`), because the
  paper's exemplars show "The fridge 1 is closed." where alfworld 0.4.2 says "You arrive at
  fridge 1. The fridge 1 is closed.". See `paper_observation`.
- every step's info carries AgentBoard's progress rate (see progress.py): info["progress"] in
  [0, 1], never falling within an episode, and info["subgoals_reached"] of info["subgoals"].
- `replay(action, recorded)` steps for real and reports any difference from the recorded
  observation in info["replay_mismatch"].
"""

from __future__ import annotations

import re
from collections import OrderedDict
from pathlib import Path

from react_core.environments.alfworld.game import GameState, WarmGame
from react_core.environments.alfworld.progress import ProgressTracker
from react_core.environments.base import StepResult
from react_core.trajectory.task import Task

BANNER = "-= Welcome to TextWorld, ALFRED! =-"
THINK_PREFIX = "think:"
ARRIVAL = "You arrive at "
_PUT = re.compile(r"^put (?P<obj>.+?) (?:in/on|in|on) (?P<recep>.+)$")


def intro_text(feedback: str) -> str:
    """The opening text as the paper's code hands it to the model.

    ReAct's alfworld notebook drops the banner paragraph and joins the rest with single
    newlines: "You are in the middle of a room. ...\nYour task is to: ...".
    """
    paragraphs = [p for p in feedback.strip().split("\n\n") if p.strip() and p.strip() != BANNER]
    return "\n".join(paragraphs)


def paper_observation(observation: str) -> str:
    """The observation as the paper's code handed it to the model with its own prompts.

    ReAct's alfworld.ipynb: ``if ob.startswith('You arrive at loc '): ob = ob[ob.find('. ')+2:]``,
    i.e. it drops everything up to and including the first ". " of an arrival message. Its
    ALFWorld said "You arrive at loc 5."; alfworld 0.4.2 names the place ("You arrive at
    cabinet 1."), so the test here is "You arrive at ". An arrival message with nothing after
    its first sentence is kept whole (the notebook's `find` would return -1 and cut one letter).
    """
    if observation.startswith(ARRIVAL):
        cut = observation.find(". ")
        if cut >= 0:
            return observation[cut + 2 :]
    return observation


def game_file_of(task: Task) -> Path:
    path = Path(task.meta["game_file"])
    return path / "game.tw-pddl" if path.is_dir() else path


class AlfWorldEnv:
    """One episode at a time over warm games (the last `warm_games` games stay loaded)."""

    name = "alfworld"

    def __init__(self, warm_games: int = 4, *, strip_arrival: bool = False) -> None:
        self.strip_arrival = strip_arrival  # the paper's prompt set: see `paper_observation`
        self._warm: OrderedDict[str, WarmGame] = OrderedDict()
        self._warm_limit = warm_games
        self._game: WarmGame | None = None
        self._last: GameState | None = None
        self._progress: ProgressTracker | None = None
        self.steps_taken = 0

    # -- Environment protocol -------------------------------------------------------------

    def reset(self, task: Task) -> str:
        self._game = self._warm_game(game_file_of(task))
        self._last = self._game.reset()
        self._progress = ProgressTracker.begin(
            task.meta.get("task_type", ""), task.meta.get("pddl_params") or {}, self._last.facts
        )
        self.steps_taken = 0
        return intro_text(self._last.feedback)

    def step(self, action: str) -> StepResult:
        if self._game is None or self._last is None:
            return StepResult(observation="Invalid action: no game is running; reset with a task first.", info={})
        action = action.strip()
        self.steps_taken += 1
        if action.lower().startswith(THINK_PREFIX):
            return self._result("OK.", {})
        command, info = action, {}
        translated = self._translate(action)
        if translated:
            command, info = translated, {"translated_to": translated}
        self._last = self._game.step(command)
        feedback = self._last.feedback
        return self._result(paper_observation(feedback) if self.strip_arrival else feedback, info)

    def replay(self, action: str, recorded: str) -> StepResult:
        result = self.step(action)
        if result.observation.strip() != recorded.strip():
            result.info["replay_mismatch"] = (
                f"Step {self.steps_taken} ({action!r}) was recorded as {recorded!r} "
                f"but the game now answers {result.observation!r}."
            )
        return result

    # -- helpers --------------------------------------------------------------------------

    @property
    def admissible_commands(self) -> list[str]:
        return list(self._last.admissible_commands) if self._last else []

    @property
    def progress(self) -> float:
        return self._progress.value if self._progress else 0.0

    def _result(self, observation: str, info: dict) -> StepResult:
        state, tracker = self._last, self._progress
        assert state is not None and tracker is not None, "reset() sets both before any step"
        tracker.update(state.facts, state.won)
        info.update(
            {
                "admissible_commands": list(state.admissible_commands),
                "location": state.location,
                "inventory": list(state.inventory),
                "won": state.won,
                "progress": round(tracker.value, 4),
                "subgoals_reached": list(tracker.reached),
                "subgoals": tracker.names,
            }
        )
        return StepResult(observation=observation, done=state.won, success=state.won, info=info)

    def _translate(self, action: str) -> str | None:
        """'put X in/on Y' (the paper's wording) -> 'move X to Y' when only the latter is valid."""
        match = _PUT.match(action)
        if not match or action in self.admissible_commands:
            return None
        move = f"move {match['obj']} to {match['recep']}"
        return move if move in self.admissible_commands else None

    def _warm_game(self, game_file: Path) -> WarmGame:
        key = str(game_file.resolve())
        if key in self._warm:
            self._warm.move_to_end(key)
            return self._warm[key]
        game = WarmGame(game_file)
        self._warm[key] = game
        if len(self._warm) > self._warm_limit:
            self._warm.popitem(last=False)
        return game
