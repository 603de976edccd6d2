"""The project's own two-shot ALFWorld exemplars, written by playing our own games for real.

Each exemplar is a short search plan on one of our exemplar games (never an evaluation
game): which receptacle types to search, in which order. `play_exemplar` walks that plan in
the real engine — go to, open what is closed, take the object once it is seen, clean / heat
/ cool / use the lamp, put it down — and writes ``think:`` lines in the paper's wording
at the same points the paper's annotated trajectories have them. Every observation in the
written prompt is therefore exactly what the engine returned.

``python -m tools.alfworld.exemplars`` rewrites prompts/alfworld/:
``react_<task_type>.txt`` (instruction + two examples) and ``act_<task_type>.txt`` (the same
examples without the think lines and their "OK."), and ``exemplars.json`` naming the game
behind each example so a test can replay them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from react_core.prompting.prompt_import.alfworld import INSTRUCTION
from react_core.trajectory.task import Task

GAMES_DIR = Path(__file__).resolve().parents[2] / "react_core" / "data" / "alfworld_games"
PROMPTS_DIR = Path(__file__).resolve().parents[2] / "prompts" / "alfworld"

VERB = {
    "pick_clean_then_place_in_recep": ("clean", "sinkbasin"),
    "pick_heat_then_place_in_recep": ("heat", "microwave"),
    "pick_cool_then_place_in_recep": ("cool", "fridge"),
}


@dataclass(frozen=True)
class Plan:
    """Where to look: receptacle types in the order a sensible person would search them."""

    game: str  # folder relative to react_core/data/alfworld_games
    likely: tuple[str, ...]
    lamp_likely: tuple[str, ...] = ()


class Player:
    """Plays lines in the real game and keeps the transcript."""

    def __init__(self, game: str) -> None:
        from react_core.environments.alfworld.env import AlfWorldEnv

        self.env = AlfWorldEnv(warm_games=1)
        folder = GAMES_DIR / game
        self.intro = self.env.reset(
            Task(id=game, family="alfworld", text="", meta={"game_file": str(folder / "game.tw-pddl")})
        )
        self.lines: list[tuple[str, str]] = []
        self.won = False

    def do(self, line: str) -> str:
        result = self.env.step(line)
        if result.observation == "Nothing happens.":
            raise RuntimeError(f"exemplar line {line!r} did nothing")
        self.lines.append((line, result.observation))
        self.won = self.won or bool(result.success)
        return result.observation

    def think(self, text: str) -> None:
        self.do(f"think: {text}")


def _a(noun: str) -> str:
    return f"{'an' if noun[0] in 'aeiou' else 'a'} {noun}"


def _receptacles(intro: str) -> list[str]:
    seen = intro.split("you see ", 1)[1].split("\n", 1)[0].rstrip(".")
    return [r.strip().removeprefix("and ").removeprefix("a ").removeprefix("an ") for r in seen.split(", ")]


def _ranges(types: tuple[str, ...], receptacles: list[str]) -> str:
    parts = []
    for rtype in types:
        numbers = sorted(int(r.split()[-1]) for r in receptacles if r.rsplit(" ", 1)[0] == rtype)
        if numbers:
            span = f"{numbers[0]}-{numbers[-1]}" if len(numbers) > 1 else f"{numbers[0]}"
            parts.append(f"{rtype} ({span})")
    return ", ".join(parts)


def _order(types: tuple[str, ...], receptacles: list[str]) -> list[str]:
    out = []
    for rtype in types:
        out += sorted((r for r in receptacles if r.rsplit(" ", 1)[0] == rtype), key=lambda r: int(r.split()[-1]))
    return out


def _visit(p: Player, place: str) -> str:
    obs = p.do(f"go to {place}")
    if obs.endswith("is closed."):
        obs = p.do(f"open {place}")
    return obs


def _seen(name: str, obs: str) -> list[str]:
    pattern = re.compile(rf"\b{re.escape(name)} (\d+)")
    return [f"{name} {n}" for n in pattern.findall(obs.split("you see", 1)[-1])]


def _search(p: Player, name: str, places: list[str], skip: set[str] = frozenset()) -> tuple[str, str, str]:
    """Visit places until `name N` is seen (not in `skip`); return (place, 'name N', observation)."""
    for place in places:
        obs = _visit(p, place)
        for item in _seen(name, obs):
            if item not in skip:
                return place, item, obs
    raise RuntimeError(f"{name} not found in {places}")


def play_exemplar(task_type: str, plan: Plan) -> Player:
    p = Player(plan.game)
    traj = json.loads((GAMES_DIR / plan.game / "traj_data.json").read_text())
    params = traj["pddl_params"]
    obj = params["object_target"].lower()
    dest = params["parent_target"].lower()
    receptacles = _receptacles(p.intro)
    order = _order(plan.likely, receptacles)
    likely = _ranges(plan.likely, receptacles)

    if task_type == "look_at_obj_in_light":
        p.think(f"To solve the task, I need to find and take {_a(obj)}, then find and use a desklamp.")
    elif task_type == "pick_two_obj_and_place":
        p.think(
            f"To solve the task, I need to find and take the first {obj}, then put it in/on {dest}, "
            f"then find and take the second {obj}, then put it in/on {dest}."
        )
    elif task_type in VERB:
        verb, tool = VERB[task_type]
        p.think(
            f"To solve the task, I need to find and take {_a(obj)}, then {verb} it with {tool}, "
            f"then put it in/on {dest}."
        )
    else:
        p.think(f"To solve the task, I need to find and take {_a(obj)}, then put it in/on {dest}.")
    first = "the first " if task_type == "pick_two_obj_and_place" else ("an " if obj[0] in "aeiou" else "a ")
    p.think(
        f"First I need to find {first}{obj}. {_a(obj).capitalize()} is more likely to appear in {likely}. "
        f"I can check one by one, starting with {order[0]}."
    )
    place, item, found_obs = _search(p, obj, order)
    n = item.split()[-1]
    p.think(f"Now I find {first}{obj} ({n}). Next, I need to take it.")
    p.do(f"take {item} from {place}")

    target = _order((dest,), receptacles)[0] if dest else ""
    if task_type == "look_at_obj_in_light":
        lamp_order = _order(plan.lamp_likely, receptacles)
        p.think(
            f"Now I take {_a(obj)} ({n}). Next, I need to find a desklamp. A desklamp is more likely "
            f"to appear in {_ranges(plan.lamp_likely, receptacles)}. I can check one by one, "
            f"starting with {lamp_order[0]}."
        )
        _, lamp, _ = _search(p, "desklamp", lamp_order)
        p.think(f"Now I find a desklamp ({lamp.split()[-1]}). Next, I need to use it.")
        p.do(f"use {lamp}")
        return p
    if task_type in VERB:
        verb, tool = VERB[task_type]
        tool_place = _order((tool,), receptacles)[0]
        p.think(f"Now I take {_a(obj)} ({n}). Next, I need to go to {tool} ({tool_place.split()[-1]}) and {verb} it.")
        p.do(f"go to {tool_place}")
        p.do(f"{verb} {item} with {tool_place}")
        p.think(f"Now I {verb} {_a(obj)} ({n}). Next, I need to put it in/on {target}.")
    else:
        p.think(f"Now I take {first}{obj} ({n}). Next, I need to put it in/on {target}.")
    _visit(p, target)
    p.do(f"move {item} to {target}")
    if task_type != "pick_two_obj_and_place":
        return p

    if len(_seen(obj, found_obs)) > 1:
        p.think(
            f"Now I put the first {obj} in {target}. Next, I need to find the second {obj}. "
            f"I saw another one on {place}, so I can directly go there."
        )
        rest = [place]
    else:
        rest = order[order.index(place) + 1 :]
        p.think(
            f"Now I put the first {obj} in {target}. Next, I need to find the second {obj}. "
            f"I have not checked {rest[0]} and the places after it yet, so I continue with {rest[0]}."
        )
    place2, item2, _ = _search(p, obj, rest, skip={item})
    n2 = item2.split()[-1]
    p.think(f"Now I find the second {obj} ({n2}). Next, I need to take it.")
    p.do(f"take {item2} from {place2}")
    p.think(f"Now I take the second {obj} ({n2}). Next, I need to put it in/on {target}.")
    _visit(p, target)
    p.do(f"move {item2} to {target}")
    return p


def render(player: Player, with_thoughts: bool = True) -> str:
    """Intro, then '> line' / observation pairs, as in the paper's prompt files."""
    out = [player.intro]
    for line, obs in player.lines:
        if line.startswith("think:") and not with_thoughts:
            continue
        out.append(f"> {line}")
        out.append(obs)
    return "\n".join(out) + "\n"


# The pair used for each task type: two exemplar games and where to look in each.
PLANS: dict[str, list[Plan]] = {
    "pick_and_place_simple": [
        Plan(
            "exemplars/pick_and_place_simple-Candle-None-Drawer-bathroom/trial_seed101",
            ("cabinet", "countertop", "toilet"),
        ),
        Plan(
            "exemplars/pick_and_place_simple-CellPhone-None-SideTable-livingroom/trial_seed102",
            ("sofa", "dresser", "drawer", "coffeetable", "armchair"),
        ),
    ],
    "pick_clean_then_place_in_recep": [
        Plan(
            "exemplars/pick_clean_then_place_in_recep-DishSponge-None-Drawer-bathroom/trial_seed103",
            ("countertop", "bathtubbasin", "sinkbasin", "cabinet"),
        ),
        Plan(
            "exemplars/pick_clean_then_place_in_recep-Knife-None-CounterTop-kitchen/trial_seed102",
            ("countertop", "drawer"),
        ),
    ],
    "pick_heat_then_place_in_recep": [
        Plan(
            "exemplars/pick_heat_then_place_in_recep-Apple-None-DiningTable-kitchen/trial_seed101",
            ("countertop", "fridge", "diningtable"),
        ),
        Plan(
            "exemplars/pick_heat_then_place_in_recep-Plate-None-DiningTable-kitchen/trial_seed103",
            ("countertop", "sinkbasin", "cabinet"),
        ),
    ],
    "pick_cool_then_place_in_recep": [
        Plan(
            "exemplars/pick_cool_then_place_in_recep-Plate-None-CounterTop-kitchen/trial_seed103",
            ("shelf", "diningtable", "sinkbasin", "cabinet"),
        ),
        Plan(
            "exemplars/pick_cool_then_place_in_recep-Tomato-None-DiningTable-kitchen/trial_seed102",
            ("countertop", "garbagecan", "sinkbasin"),
        ),
    ],
    "look_at_obj_in_light": [
        Plan(
            "exemplars/look_at_obj_in_light-Pillow-None-DeskLamp-bedroom/trial_seed102",
            ("bed", "armchair"),
            lamp_likely=("sidetable", "desk"),
        ),
        Plan(
            "exemplars/look_at_obj_in_light-Vase-None-DeskLamp-bedroom/trial_seed101",
            ("sidetable", "dresser", "shelf"),
            lamp_likely=("desk", "sidetable"),
        ),
    ],
    "pick_two_obj_and_place": [
        Plan(
            "exemplars/pick_two_obj_and_place-SaltShaker-None-Drawer-kitchen/trial_seed101",
            ("countertop", "shelf", "cabinet"),
        ),
        Plan(
            "exemplars/pick_two_obj_and_place-TissueBox-None-Cabinet-bathroom/trial_seed102",
            ("toilet", "drawer", "countertop"),
        ),
    ],
}


def build_all(plans: dict[str, list[Plan]], out_dir: Path = PROMPTS_DIR) -> dict:
    out_dir.mkdir(parents=True, exist_ok=True)
    index = {}
    for task_type, pair in plans.items():
        players = [play_exemplar(task_type, plan) for plan in pair]
        for player, plan in zip(players, pair):
            if not player.won:
                raise RuntimeError(f"exemplar on {plan.game} did not win")
        for method, thoughts in (("react", True), ("act", False)):
            text = INSTRUCTION + "".join(render(p, thoughts) for p in players)
            (out_dir / f"{method}_{task_type}.txt").write_text(text, encoding="utf-8")
        index[task_type] = [plan.game for plan in pair]
    (out_dir / "exemplars.json").write_text(json.dumps(index, indent=1) + "\n")
    return index


if __name__ == "__main__":
    print(build_all(PLANS))
