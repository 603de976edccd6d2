"""The step flags measured: how many each rule raises, on right and on failing trajectories.

Run: .venv/bin/python bench/bench_flags.py [--batch ID ...] [--json FILE ...] [--show KIND]

Reads, with no model call:
- the few-shot exemplars (the project's prompts/ and, when ../shared is present, the paper's
  own prompts): hand-written, right trajectories, so every grounding flag on them is a false flag;
- the Figure 5 demo (a real failing ReAct run of the embedded model);
- the evaluation batches named with --batch (every one in REACT_HOME's evaluation.sqlite3 when
  none is named) and trajectory JSON files given with --json.
Prints flags per rule for each source, and every flag of kind --show (default: ungrounded and
unseen_object) with its thought, for checking by hand.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from react_core.assist.diagnosis import diagnose, steer_flag
from react_core.engine.demos import load_figure5
from react_core.trajectory.steps import Author, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory

ROOT = Path(__file__).resolve().parents[1]
PAPER = ROOT.parent / "shared" / "data" / "react-repo" / "prompts"
THOUGHT_KINDS = ("ungrounded", "unseen_object")


def _trajectory(family: str, task: str, opening: str, steps: list[tuple[str, str]]) -> Trajectory:
    trajectory = Trajectory.start(Task("exemplar", family, task), "react", {"max_steps": 10_000})
    trajectory.opening = opening
    for kind, text in steps:
        author = Author.ENVIRONMENT if kind == "observation" else Author.MODEL
        trajectory.append(Step(StepKind(kind), text.strip(), author))
    return trajectory


def alfworld_exemplar(text: str) -> Trajectory:
    """`> think: ...` / `OK.` / `> action` / observation lines, after the opening lines."""
    opening, steps = [], []
    for line in text.strip().splitlines():
        if line.startswith("> think:"):
            steps.append(("thought", line[len("> think:") :]))
        elif line.startswith(">"):
            steps.append(("action", line[1:]))
        elif line.strip() == "OK." and steps and steps[-1][0] == "thought":
            continue
        elif steps:
            steps.append(("observation", line))
        else:
            opening.append(line)
    task = next((line.split(":", 1)[1] for line in opening if line.startswith("Your task is to:")), "")
    return _trajectory("alfworld", task.strip(), "\n".join(opening), steps)


def knowledge_exemplar(family: str, text: str) -> Trajectory:
    """`Question:`/`Claim:` then numbered Thought / Action / Observation lines."""
    steps, task = [], ""
    for line in text.strip().splitlines():
        head = re.match(r"^(Question|Claim|Thought|Action|Observation)(?: \d+)?:\s*(.*)$", line)
        if not head:
            continue
        kind, body = head.group(1).lower(), head.group(2)
        if kind in ("question", "claim"):
            task = body
        else:
            steps.append((kind, body))
    return _trajectory(family, task, "", steps)


def webshop_exemplar(text: str) -> Trajectory:
    """`Action: think[...]`, `Action: x`, `Observation:` blocks (several lines each)."""
    steps, instruction = [], ""
    lines = text.strip().splitlines()
    if "Instruction:" in lines:
        instruction = lines[lines.index("Instruction:") + 1]
    for block in re.split(r"\n(?=Action: |Observation:)", text.strip()):
        if block.startswith("Action: think["):
            steps.append(("thought", block[len("Action: think[") :].strip().rstrip("]")))
        elif block.startswith("Action: "):
            steps.append(("action", block[len("Action: ") :]))
        elif block.startswith("Observation:") and steps and steps[-1][0] == "action":
            steps.append(("observation", block[len("Observation:") :]))
    return _trajectory("webshop", instruction, "", steps)


def project_exemplars() -> dict[str, list[Trajectory]]:
    found: dict[str, list[Trajectory]] = {"alfworld": [], "hotpotqa": [], "fever": [], "webshop": []}
    for path in sorted((ROOT / "prompts" / "alfworld").glob("react_*.txt")):
        for chunk in path.read_text().split("You are in the middle")[1:]:
            found["alfworld"].append(alfworld_exemplar("You are in the middle" + chunk))
    for family, head in (("hotpotqa", "Question:"), ("fever", "Claim:")):
        text = (ROOT / "prompts" / family / "react.txt").read_text()
        found[family] += [knowledge_exemplar(family, head + c) for c in text.split(head)[1:]]
    text = (ROOT / "prompts" / "webshop" / "react.txt").read_text()
    found["webshop"] += [webshop_exemplar("WebShop" + c) for c in text.split("\nWebShop")[1:]] or [
        webshop_exemplar(text)
    ]
    return found


def paper_exemplars() -> dict[str, list[Trajectory]]:
    if not PAPER.is_dir():
        print(f"(the paper's prompts are not at {PAPER}; skipped)")
        return {}
    alfworld = json.loads((PAPER / "alfworld_3prompts.json").read_text())
    hotpot = json.loads((PAPER / "prompts_naive.json").read_text())["webthink_simple6"]
    fever = json.loads((PAPER / "fever.json").read_text())["webthink_simple3"]
    return {
        "alfworld": [alfworld_exemplar(v) for k, v in alfworld.items() if k.startswith("react_")],
        "hotpotqa": [knowledge_exemplar("hotpotqa", "Question:" + c) for c in hotpot.split("Question:")[1:]],
        "fever": [knowledge_exemplar("fever", "Claim:" + c) for c in fever.split("Claim:")[1:]],
    }


def stored(batches: list[str], files: list[str]) -> dict[str, list[Trajectory]]:
    found: dict[str, list[Trajectory]] = {}
    for file in files:
        found.setdefault("json files", []).append(Trajectory.from_json(Path(file).read_text()))
    try:
        from react_core.evaluation.results import ResultsStore

        store = ResultsStore()
        for batch in batches or list(store.batches()["batch_id"]):
            found[f"batch {batch}"] = store.trajectories(batch)
    except Exception as exc:  # no results database here: say so and measure the rest
        print(f"(no stored batches read: {exc})")
    return found


def report(name: str, trajectories: list[Trajectory], show: tuple[str, ...]) -> None:
    kinds: Counter[str] = Counter()
    thoughts = steered_on_thought = 0
    for trajectory in trajectories:
        steps = trajectory.steps_of()
        thoughts += sum(1 for s in steps if s.kind == StepKind.THOUGHT)
        flags = diagnose(trajectory)
        kinds.update(flag.kind for flag in flags)
        target = steer_flag(trajectory, flags=flags)
        steered_on_thought += bool(target and target.kind in THOUGHT_KINDS)
        if target is not None and trajectory.task.id != "exemplar":
            print(
                f"    Steer here [{trajectory.task.id}]: step {target.position} {target.kind}: "
                f"{steps[target.position].text[:100]!r}"
            )
        for flag in flags:
            if flag.kind in show:
                print(
                    f"    [{trajectory.task.family} {trajectory.task.id} step {flag.position}] {flag.kind}: "
                    f"{steps[flag.position].text[:110]!r}\n        {flag.reason}"
                )
    summary = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items())) or "no flags"
    print(
        f"{name}: {len(trajectories)} trajectories, {thoughts} thoughts; {summary}; "
        f"Steer here on a thought flag in {steered_on_thought}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--batch", action="append", default=[], help="an evaluation batch id (repeatable)")
    parser.add_argument("--json", action="append", default=[], help="a trajectory JSON file (repeatable)")
    parser.add_argument("--show", action="append", default=[], help="list every flag of this kind")
    args = parser.parse_args()
    show = tuple(args.show) or THOUGHT_KINDS
    for source, groups in (("project exemplars", project_exemplars()), ("paper exemplars", paper_exemplars())):
        for family, trajectories in groups.items():
            report(f"{source} / {family}", trajectories, show)
    report("Figure 5 demo", [load_figure5().trajectory], show)
    for name, trajectories in stored(args.batch, args.json).items():
        report(name, trajectories, show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
