"""Writes ALFWorld games in the engine's own format, seeded, each checked solvable by the planner.

A game is a folder with ``game.tw-pddl`` (JSON: pddl_domain, grammar, pddl_problem, solvable,
walkthrough) and ``traj_data.json`` (task_type, pddl_params), exactly what
``alfworld.agents.environment.AlfredTWEnv`` loads (the official data also keeps the problem in
``initial_state.pddl``; the engine does not read it, so we do not duplicate it).
The PDDL domain, the text grammar and the goal formulas are the ones shipped in the
``alfworld`` wheel; this module only invents the household (rooms, receptacles, objects)
and picks a task in it.

Run ``python -m tools.alfworld.generator OUT_DIR --per-type 11`` to write a
suite; the bundled suite in ``react_core/data/alfworld_games/bundled`` was written that way.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

from react_core.environments.alfworld.engine_check import require_engine
from react_core.environments.alfworld.task_types import TASK_TYPES
from tools.alfworld import household as hh

MIN_RECEPTACLES, MAX_RECEPTACLES = 15, 40


@dataclass
class Scene:
    """A room: receptacle ids by type, objects as (id, type, receptacle id)."""

    room: str
    receptacles: dict[str, list[str]] = field(default_factory=dict)
    objects: list[tuple[str, str, str]] = field(default_factory=list)
    params: dict[str, object] = field(default_factory=dict)


class Unsuitable(Exception):
    """This seed drew a room where the task cannot be posed; the caller draws again."""


def _tables():
    import alfworld.gen.constants as constants

    contain = {r: set(objs) for r, objs in constants.VAL_RECEPTACLE_OBJECTS.items()}
    actions = {k: set(v) for k, v in constants.VAL_ACTION_OBJECTS.items()}
    return contain, actions


def _receptacle_id(rtype: str, n: int) -> str:
    if rtype in hh.PART_NAMED:
        return f"{hh.PART_NAMED[rtype]}_bar_{n:02d}_bar_{rtype}"
    return f"{rtype}_bar_{n:02d}"


def _draw_receptacles(rng: random.Random, room: str) -> dict[str, list[str]]:
    for _ in range(100):
        counts = {t: rng.randint(lo, hi) for t, (lo, hi) in hh.ROOM_RECEPTACLES[room].items()}
        if MIN_RECEPTACLES <= sum(counts.values()) <= MAX_RECEPTACLES:
            return {t: [_receptacle_id(t, i + 1) for i in range(n)] for t, n in counts.items() if n}
    raise Unsuitable(f"no {room} with {MIN_RECEPTACLES}-{MAX_RECEPTACLES} receptacles")


def _pick_task(rng: random.Random, task_type: str, scene: Scene, contain, actions) -> dict:
    """Choose the target object type and destination receptacle type for the task."""
    need = {
        "pick_clean_then_place_in_recep": actions["Cleanable"],
        "pick_heat_then_place_in_recep": actions["Heatable"],
        "pick_cool_then_place_in_recep": actions["Coolable"],
    }.get(task_type)
    present = set(scene.receptacles)
    if task_type == "pick_clean_then_place_in_recep" and "SinkBasin" not in present:
        raise Unsuitable("no sink basin")
    if task_type == "look_at_obj_in_light":
        if not present & set(hh.LAMP_RECEPTACLES):
            raise Unsuitable("no place for a desk lamp")
        candidates = [o for o in hh.ROOM_OBJECTS[scene.room] if any(o in contain.get(r, ()) for r in present)]
        obj = rng.choice(sorted(candidates))
        return {
            "object_target": obj,
            "parent_target": "",
            "mrecep_target": "",
            "toggle_target": hh.LAMP_TYPE,
            "object_sliced": False,
        }
    pairs = []
    for obj in hh.ROOM_OBJECTS[scene.room]:
        if need is not None and obj not in need:
            continue
        for recep in present - hh.NOT_A_DESTINATION:
            if obj not in contain.get(recep, ()):
                continue
            if task_type == "pick_cool_then_place_in_recep" and recep == "Fridge":
                continue
            # The object must also have somewhere else to start from.
            if not any(obj in contain.get(r, ()) for r in present - {recep}):
                continue
            pairs.append((obj, recep))
    if not pairs:
        raise Unsuitable("no object/receptacle pair for this task in this room")
    obj, recep = rng.choice(sorted(pairs))
    return {
        "object_target": obj,
        "parent_target": recep,
        "mrecep_target": "",
        "toggle_target": "",
        "object_sliced": False,
    }


def _place_objects(rng: random.Random, scene: Scene, task_type: str, contain) -> None:
    params = scene.params
    target, dest = params["object_target"], params["parent_target"]
    counter: dict[str, int] = {}

    def add(otype: str, allowed: list[str]) -> None:
        counter[otype] = counter.get(otype, 0) + 1
        recep_type = rng.choice(allowed)
        recep = rng.choice(scene.receptacles[recep_type])
        scene.objects.append((f"{otype}_bar_{counter[otype]:02d}", otype, recep))

    def homes(otype: str, avoid: str = "") -> list[str]:
        return sorted(r for r in scene.receptacles if otype in contain.get(r, ()) and r != avoid)

    n_target = rng.randint(2, 4) if task_type == "pick_two_obj_and_place" else rng.randint(1, 3)
    for _ in range(n_target):
        # Targets never start in a destination-type receptacle, so the goal is not already met.
        add(target, homes(target, avoid=dest))
    if task_type == "look_at_obj_in_light":
        lamp_homes = sorted(set(hh.LAMP_RECEPTACLES) & set(scene.receptacles))
        add(hh.LAMP_TYPE, lamp_homes)
    pool = [o for o in hh.ROOM_OBJECTS[scene.room] if o != target and homes(o)]
    for _ in range(rng.randint(12, 30)):
        otype = rng.choice(pool)
        add(otype, homes(otype))


def _problem_text(scene: Scene, task_type: str, seed_name: str, contain, actions) -> str:
    import alfworld.gen.goal_library as goals

    recs = [(rid, rtype) for rtype, ids in sorted(scene.receptacles.items()) for rid in ids]
    otypes = sorted({t for _, t, _ in scene.objects})
    rtypes = sorted(scene.receptacles)
    loc = {rid: f"loc_bar_{i + 1:02d}" for i, (rid, _) in enumerate(recs)}
    lines = [f"(define (problem plan_{seed_name})", "(:domain alfred)", "(:objects", "  agent1 - agent"]
    lines += [f"  {t}Type - otype" for t in otypes]
    lines += [f"  {t}Type - rtype" for t in rtypes]
    lines += [f"  {oid} - object" for oid, _, _ in scene.objects]
    lines += [f"  {rid} - receptacle" for rid, _ in recs]
    lines += ["  loc_bar_start - location"] + [f"  {loc[rid]} - location" for rid, _ in recs]
    lines += [")", "(:init", "  (atLocation agent1 loc_bar_start)"]
    for rid, rtype in recs:
        lines.append(f"  (receptacleAtLocation {rid} {loc[rid]})")
        lines.append(f"  (receptacleType {rid} {rtype}Type)")
        if rtype in hh.OPENABLE:
            lines.append(f"  (openable {rid})")
    for oid, otype, rid in scene.objects:
        facts = [
            f"(objectType {oid} {otype}Type)",
            f"(inReceptacle {oid} {rid})",
            f"(objectAtLocation {oid} {loc[rid]})",
        ]
        if otype in actions["Toggleable"]:
            facts.append(f"(toggleable {oid})")
        else:
            facts.append(f"(pickupable {oid})")
        for prop, table in (
            ("cleanable", "Cleanable"),
            ("heatable", "Heatable"),
            ("coolable", "Coolable"),
            ("sliceable", "Sliceable"),
        ):
            if otype in actions[table]:
                facts.append(f"({prop} {oid})")
        lines.append("  " + " ".join(facts))
    for rtype in rtypes:
        for otype in otypes:
            if otype in contain.get(rtype, ()):
                lines.append(f"  (canContain {rtype}Type {otype}Type)")
    lines.append(")")
    p = scene.params
    goal = goals.gdict[task_type]["pddl"].format(
        obj=p["object_target"], recep=p["parent_target"], toggle=p["toggle_target"], mrecep=p["mrecep_target"]
    )
    lines.append(goal.replace("#", "-").strip())
    return "\n".join(lines) + "\n"


def _task_text(rng: random.Random, task_type: str, params: dict) -> str:
    import alfworld.gen.goal_library as goals

    template = rng.choice(goals.gdict[task_type]["templates"])
    return template.format(
        obj=params["object_target"].lower(),
        recep=params["parent_target"].lower(),
        toggle=params["toggle_target"].lower(),
        mrecep="",
    )


PLAN_TIMEOUT_S = 120


def plan_with_timeout(gamedata: dict, timeout_s: float = PLAN_TIMEOUT_S) -> list[str] | None:
    """plan_and_check in a child process: fast-downward can search for very long on a rare
    problem and cannot be interrupted from Python, so such a draw is dropped instead."""
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(1) as pool:
        pending = pool.apply_async(plan_and_check, (gamedata,))
        try:
            return pending.get(timeout_s)
        except multiprocessing.TimeoutError:
            return None


def plan_and_check(gamedata: dict) -> list[str] | None:
    """Ask the engine's planner (fast-downward) for a plan, then play it: the plan if it wins."""
    import textworld
    from alfworld.agents.environment.alfred_tw_env import AlfredDemangler
    from textworld.envs import PddlEnv

    env = AlfredDemangler(PddlEnv(textworld.EnvInfos(won=True, policy_commands=True)))
    env.load(gamedata)
    state = env.reset()
    plan = list(state["policy_commands"] or [])
    if not plan or state["won"]:
        return None
    env = AlfredDemangler(PddlEnv(textworld.EnvInfos(won=True)))
    env.load(gamedata)
    env.reset()
    for command in plan:
        state, _, _done = env.step(command)
        if state.feedback == "Nothing happens.":
            return None
    return plan if state["won"] else None


def generate_game(task_type: str, seed: int, out_root: Path) -> Path:
    """Write one solvable game of `task_type` drawn from `seed` under `out_root`; return its folder."""
    require_engine()
    from alfworld.info import ALFRED_PDDL_PATH, ALFRED_TWL2_PATH

    contain, actions = _tables()
    domain = Path(ALFRED_PDDL_PATH).read_text()
    grammar = Path(ALFRED_TWL2_PATH).read_text()
    for attempt in range(50):
        # Each attempt has its own derived seed, so a game is reproducible from (type, seed).
        rng = random.Random(f"{task_type}:{seed}:{attempt}")
        room = rng.choice(hh.TASK_ROOMS[task_type])
        try:
            scene = Scene(room=room, receptacles=_draw_receptacles(rng, room))
            scene.params = _pick_task(rng, task_type, scene, contain, actions)
            _place_objects(rng, scene, task_type, contain)
        except Unsuitable:
            continue
        p = scene.params
        name = f"{task_type}-{p['object_target']}-None-{p['parent_target'] or p['toggle_target']}-{room}"
        trial = f"trial_seed{seed}"
        gamedata = {
            "pddl_domain": domain,
            "grammar": grammar.replace("UNKNOWN GOAL", _task_text(rng, task_type, p)),
            "pddl_problem": _problem_text(scene, task_type, f"{room}_{seed}", contain, actions),
            "solvable": False,
            "walkthrough": None,
        }
        plan = plan_with_timeout(gamedata)
        if plan is None:
            continue
        gamedata["solvable"], gamedata["walkthrough"] = True, plan
        folder = out_root / name / trial
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "game.tw-pddl").write_text(json.dumps(gamedata))
        traj = {
            "task_id": trial,
            "task_type": task_type,
            "pddl_params": p,
            "scene": {
                "room": room,
                "seed": seed,
                "attempt": attempt,
                "receptacles": sum(len(v) for v in scene.receptacles.values()),
                "objects": len(scene.objects),
            },
        }
        (folder / "traj_data.json").write_text(json.dumps(traj, indent=1))
        return folder
    raise RuntimeError(f"no solvable {task_type} game from seed {seed} after 50 draws")


def generate_suite(out_root: Path, per_type: int, first_seed: int = 1) -> list[Path]:
    """`per_type` games of each of the six task types, seeds first_seed.. first_seed+per_type-1."""
    folders = []
    for task_type in TASK_TYPES:
        for seed in range(first_seed, first_seed + per_type):
            folders.append(generate_game(task_type, seed, out_root))
    return folders


def main() -> None:
    parser = argparse.ArgumentParser(description="Write a suite of solvable ALFWorld games.")
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--per-type", type=int, default=11)
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args()
    start = time.perf_counter()
    folders = generate_suite(args.out_dir, args.per_type, args.first_seed)
    elapsed = time.perf_counter() - start
    print(f"wrote {len(folders)} games to {args.out_dir} in {elapsed:.1f} s ({len(folders) / elapsed:.2f} games/s)")


if __name__ == "__main__":
    main()
