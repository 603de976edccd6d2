"""react_core, the workbench without its app: the public API a plugin author and a script use.

    from react_core import Family, Flag, StepResult, Task   # a family of your own (a plugin file)

    from react_core import find_task, new_engine, open_model, score_branch   # a script: one episode
    engine = new_engine(find_task("hotpotqa", "hotpotqa-bundled-01"), "react", open_model())
    engine.run()
    print(score_branch(engine.trajectory).em)

Only the names in `__all__` are public; every other module may change. They are imported on first
use (PEP 562), so `import react_core` stays cheap: a plugin's child process imports react_core
modules and must start fast, and nothing here loads the engine, a model or an environment until a
name asks for it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the same names, for type checkers and editors
    from react_core.assist.diagnosis import diagnose
    from react_core.common.errors import WorkbenchError
    from react_core.engine.assemble import new_engine, open_engine
    from react_core.engine.breakpoints import BreakpointError, parse_conditions
    from react_core.engine.catalog import (
        all_families,
        family,
        find_task,
        load_tasks,
        make_env,
        make_method,
        score,
        score_branch,
    )
    from react_core.engine.engine import Engine, EngineError, ReplayReport, StepReport
    from react_core.engine.run_until import RunUntil
    from react_core.environments.base import (
        EnvChoice,
        Environment,
        Family,
        FlagRule,
        StepResult,
        Style,
        WikiBackend,
        replay_step,
    )
    from react_core.models.base import LanguageModel, ModelReply, ModelRequest
    from react_core.models.config import ModelConfig, load_config
    from react_core.models.factory import open_model
    from react_core.prompting.method_base import Method
    from react_core.scoring.metrics import Score, Scoring
    from react_core.traces.live import LiveExport
    from react_core.traces.otlp_file import trajectory_to_otlp, write_otlp_json
    from react_core.trajectory.errors import TrajectoryError
    from react_core.trajectory.flags import Flag
    from react_core.trajectory.run_with import RunWith
    from react_core.trajectory.steering import (
        Change,
        DeleteBranch,
        DeleteThought,
        EditThought,
        HandOver,
        InsertThought,
        OverrideObservation,
        ReplaceAction,
        ResumeWith,
        Steering,
        SwitchBranch,
        TakeBack,
    )
    from react_core.trajectory.steps import Author, Branch, Outcome, Step, StepKind
    from react_core.trajectory.task import Task
    from react_core.trajectory.trajectory import Trajectory

# Each public name and the module it lives in.
_HOMES: dict[str, str] = {
    # the environment contract and a family's settings
    "Environment": "react_core.environments.base",
    "StepResult": "react_core.environments.base",
    "EnvChoice": "react_core.environments.base",
    "replay_step": "react_core.environments.base",
    "Family": "react_core.environments.base",
    "Style": "react_core.environments.base",
    "WikiBackend": "react_core.environments.base",
    "Task": "react_core.trajectory.task",
    # scoring
    "Score": "react_core.scoring.metrics",
    "Scoring": "react_core.scoring.metrics",
    # the trajectory and the changes a person makes to it
    "Trajectory": "react_core.trajectory.trajectory",
    "Step": "react_core.trajectory.steps",
    "StepKind": "react_core.trajectory.steps",
    "Author": "react_core.trajectory.steps",
    "Outcome": "react_core.trajectory.steps",
    "Branch": "react_core.trajectory.steps",
    "TrajectoryError": "react_core.trajectory.errors",
    # a family's own flags (Family.flags): what its rule returns
    "Flag": "react_core.trajectory.flags",
    "FlagRule": "react_core.environments.base",
    "Steering": "react_core.trajectory.steering",
    "Change": "react_core.trajectory.steering",
    "EditThought": "react_core.trajectory.steering",
    "DeleteThought": "react_core.trajectory.steering",
    "InsertThought": "react_core.trajectory.steering",
    "ReplaceAction": "react_core.trajectory.steering",
    "OverrideObservation": "react_core.trajectory.steering",
    "SwitchBranch": "react_core.trajectory.steering",
    "DeleteBranch": "react_core.trajectory.steering",
    "TakeBack": "react_core.trajectory.steering",
    "HandOver": "react_core.trajectory.steering",
    "ResumeWith": "react_core.trajectory.steering",  # another model from step k, as a RunWith
    "RunWith": "react_core.trajectory.run_with",
    # models
    "LanguageModel": "react_core.models.base",
    "ModelRequest": "react_core.models.base",
    "ModelReply": "react_core.models.base",
    "ModelConfig": "react_core.models.config",
    "load_config": "react_core.models.config",
    "open_model": "react_core.models.factory",
    # the engine, and making a method, an environment, an engine
    "Engine": "react_core.engine.engine",
    "StepReport": "react_core.engine.engine",
    "ReplayReport": "react_core.engine.engine",
    "EngineError": "react_core.engine.engine",
    "Method": "react_core.prompting.method_base",
    "make_method": "react_core.engine.catalog",
    "make_env": "react_core.engine.catalog",
    "family": "react_core.engine.catalog",
    "all_families": "react_core.engine.catalog",
    "load_tasks": "react_core.engine.catalog",
    "find_task": "react_core.engine.catalog",
    "score": "react_core.engine.catalog",
    "score_branch": "react_core.engine.catalog",
    "new_engine": "react_core.engine.assemble",
    # Run until: step an engine until a breakpoint holds, e.g.
    # RunUntil(parse_conditions(["action:Finish["]), diagnose).run(engine)
    "RunUntil": "react_core.engine.run_until",
    "parse_conditions": "react_core.engine.breakpoints",
    "BreakpointError": "react_core.engine.breakpoints",
    "diagnose": "react_core.assist.diagnosis",
    "open_engine": "react_core.engine.assemble",
    # what a caller catches: every error the workbench raises on purpose is one (with cause and fix),
    # besides TrajectoryError and EngineError above, whose message says it all
    "WorkbenchError": "react_core.common.errors",
    # runs as OpenTelemetry traces: OTLP JSON files, and a run sent live as it steps
    # (LiveExport(url).offer(engine.trajectory) after each step, .finish and .flush at the end)
    "trajectory_to_otlp": "react_core.traces.otlp_file",
    "write_otlp_json": "react_core.traces.otlp_file",
    "LiveExport": "react_core.traces.live",
}

__all__ = [  # every key of _HOMES (tests/project/test_public_api.py checks it)
    "Author",
    "Branch",
    "BreakpointError",
    "Change",
    "DeleteBranch",
    "DeleteThought",
    "EditThought",
    "Engine",
    "EngineError",
    "EnvChoice",
    "Environment",
    "Family",
    "Flag",
    "FlagRule",
    "HandOver",
    "InsertThought",
    "LanguageModel",
    "LiveExport",
    "Method",
    "ModelConfig",
    "ModelReply",
    "ModelRequest",
    "Outcome",
    "OverrideObservation",
    "ReplaceAction",
    "ReplayReport",
    "ResumeWith",
    "RunUntil",
    "RunWith",
    "Score",
    "Scoring",
    "Steering",
    "Step",
    "StepKind",
    "StepReport",
    "StepResult",
    "Style",
    "SwitchBranch",
    "TakeBack",
    "Task",
    "Trajectory",
    "TrajectoryError",
    "WikiBackend",
    "WorkbenchError",
    "all_families",
    "diagnose",
    "family",
    "find_task",
    "load_config",
    "load_tasks",
    "make_env",
    "make_method",
    "new_engine",
    "open_engine",
    "open_model",
    "parse_conditions",
    "replay_step",
    "score",
    "score_branch",
    "trajectory_to_otlp",
    "write_otlp_json",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'react_core' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value  # the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
