"""Print the reliability figures: how much hostile input was fed in, how many tracebacks came out
(any exception other than the package's own error for that input), and how many steps were lost.

    .venv/bin/python tools/reliability_report.py [--replies 2000] [--files 500] [--episodes 40]

Everything runs locally: a fake OpenAI-compatible server on 127.0.0.1, temporary files, no model.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from react_core.data import fever, hotpotqa
from react_core.data.errors import DataError
from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.models.base import ModelRequest
from react_core.models.errors import ModelError
from react_core.models.openai_model import OpenAIModel
from react_core.prompting import parsing
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.models.test_models_faults import FAULTS
from tests.support.echo_env import EchoEnv
from tests.support.fake_openai_server import FakeOpenAIServer

WORDS = [
    "Thought",
    "Action",
    "Observation",
    "Finish[",
    "Search[",
    "Lookup[",
    "]",
    "[",
    "\n",
    ":",
    " 1",
    " 2",
    "Answer:",
    "think:",
    "go to",
    "Question:",
    "\ud83d",
    "\x00",
    "\x1b[31m",
    "![x](http://host/b.png)",
    "é",
]
# Faults for whole episodes: each hits one request, then the episode goes on (as a user pressing Step again).
EPISODE_FAULTS = [
    dict(status=500, message="Boom."),
    dict(status=429, message="Slow down."),
    dict(fault="cut"),
    dict(fault="html"),
    dict(fault="truncated"),
    dict(raw_body="{not json"),
    dict(status=400, message="maximum context length exceeded"),
]


def reply(rng: random.Random) -> str:
    return "".join(
        rng.choice(WORDS) if rng.random() < 0.7 else chr(rng.randrange(1, 0x2FFF)) for _ in range(rng.randrange(0, 30))
    )


def parser_figures(count: int, rng: random.Random) -> tuple[int, int]:
    tracebacks = 0
    for _ in range(count):
        text = reply(rng)
        for parse in (
            lambda t: parsing.parse_thought_action(t, 3),
            parsing.parse_action_only,
            parsing.parse_reasoning_answer,
            parsing.parse_answer_only,
            parsing.parse_command_line,
        ):
            try:
                parse(text)
            except Exception:
                tracebacks += 1
    return count, tracebacks


def fault_figures() -> tuple[int, int]:
    tracebacks = 0
    for _, script, _, _ in FAULTS:
        with FakeOpenAIServer(models=("fake-model",)) as server:
            script(server)
            try:
                OpenAIModel(
                    base_url=server.base_url, model="fake-model", timeout_s=1, retries=2, backoff_s=0.01
                ).complete(ModelRequest("Q:"))
            except ModelError as exc:
                tracebacks += not (exc.cause and exc.fix)
            except Exception:
                tracebacks += 1
    return len(FAULTS), tracebacks


def file_figures(count: int, rng: random.Random, folder: Path) -> tuple[int, int, int]:
    tracebacks = refused = 0
    good = Trajectory.start(Task("q", "hotpotqa", "Who?"), "react", {"model": "m"}).to_dict()
    for index in range(count):
        path = folder / f"q{index}.{'json' if index % 2 else 'jsonl'}"
        records = [
            {
                rng.choice(["id", "_id", "claim", "question", "label", "context"]): rng.choice(
                    [None, 1, "x", [], {}, [["t", ["s"]]], "SUPPORTS", reply(rng)]
                )
                for _ in range(3)
            }
            for _ in range(3)
        ]
        raw = json.dumps(records) if index % 2 else "\n".join(map(json.dumps, records))
        data = raw.encode("utf-8", "surrogatepass")
        if index % 5 == 0:
            data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60)))
        path.write_bytes(data)
        for read in (hotpotqa.read_tasks, fever.read_tasks):
            try:
                read(path)
            except DataError:
                refused += 1
            except Exception:
                tracebacks += 1
        mutated = json.loads(json.dumps(good))
        key = rng.choice(list(mutated))
        mutated[key] = rng.choice([None, 1e20, "tomorrow", [], {}, -1, reply(rng)])
        try:
            Trajectory.from_dict(mutated)
        except TrajectoryError:
            refused += 1
        except Exception:
            tracebacks += 1
    return count * 3, refused, tracebacks


def episode_figures(count: int, rng: random.Random, folder: Path) -> tuple[int, int, int, int]:
    """Episodes against the fake server with faults mixed in; every step in memory must be in the store."""
    store = TrajectoryStore(folder / "history.sqlite3")
    steps = lost = faults = tracebacks = 0
    with FakeOpenAIServer(models=("fake-model",)) as server:
        model = OpenAIModel(base_url=server.base_url, model="fake-model", timeout_s=2, retries=0)
        for index in range(count):
            engine = Engine(
                Trajectory.start(Task(f"q{index}", "hotpotqa", "Who?"), "react", {"model": "fake"}),
                make_method("react", "hotpotqa", prefix=""),
                model,
                EchoEnv(),
                sink=store,
            )
            for _ in range(6):
                server.script.clear()
                if rng.random() < 0.4:
                    server.script.append(_scripted(rng.choice(EPISODE_FAULTS)))
                    faults += 1
                else:
                    query = rng.choice(["a", "b", "half an emoji \ud83d"])
                    server.reply(f" {reply(rng)}\nAction 1: Search[{query}]")
                try:
                    engine.step()
                except (ModelError, TrajectoryError):
                    pass
                except Exception:
                    tracebacks += 1
            memory = engine.trajectory.steps_of()
            steps += len(memory)
            try:
                saved = store.load(engine.trajectory.id).steps_of() if memory else []
            except Exception:
                saved, tracebacks = [], tracebacks + 1
            lost += len(memory) - len(saved)
    return steps, faults, lost, tracebacks


def _scripted(options: dict):
    from tests.support.fake_openai_server import Scripted

    return Scripted(texts=[" x\nAction 1: Search[a]"], **options)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replies", type=int, default=2000)
    parser.add_argument("--files", type=int, default=500)
    parser.add_argument("--episodes", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        replies, parse_tb = parser_figures(args.replies, rng)
        faults, fault_tb = fault_figures()
        files, refused, file_tb = file_figures(args.files, rng, Path(tmp))
        steps, episode_faults, lost, episode_tb = episode_figures(args.episodes, rng, Path(tmp))
    print(f"replies parsed (5 parsers each):      {replies}  tracebacks: {parse_tb}")
    print(f"server faults (each kind once):       {faults}  tracebacks or errors without cause/fix: {fault_tb}")
    print(f"question and trajectory files read:   {files}  refused clearly: {refused}  tracebacks: {file_tb}")
    print(
        f"episodes: {args.episodes}, faults injected: {episode_faults}, steps taken: {steps}, "
        f"steps lost: {lost}, tracebacks: {episode_tb}"
    )
    total = parse_tb + fault_tb + file_tb + episode_tb
    print(f"TOTAL tracebacks: {total}, steps lost: {lost}")
    return 0 if total == 0 and lost == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
