"""The project's one-shot WebShop exemplars, written by playing the bundled shop for real.

``python -m tools.webshop.exemplars`` plays `STEPS` on the bundled exemplar instruction
(kept out of the tasks) and writes prompts/webshop/react.txt (with the think[...] steps,
answered "OK.") and act.txt (the same episode without them). Every observation in the files
is what the environment returned; tests/environments/test_webshop_data.py replays them.

The episode follows the paper's own exemplar (ReAct's WebShop notebook) step for step: search,
compare the three results the page prints in a thought, open the one that fits by its id in
brackets, name the options to pick in a thought, click them, buy. It is kept that short on
purpose: a 1.5B model copies the exemplar's shape, and a detour in it (an earlier version went
back with ``click[< Prev]`` to a second product) is copied as a detour.
"""

from __future__ import annotations

import argparse

from react_core.data.webshop import bundled_exemplar_task
from react_core.environments.webshop import WebShopEnv
from react_core.environments.webshop.prompts import PROMPT_FILES, render_turn

STEPS = (
    "search[crew length wool socks forest green x-large]",
    # The first result, as in the paper's exemplar: the search ranks the best match first (on the official
    # catalogue a goal's own product is the first result for most synthetic goals). An earlier version chose
    # "the cheapest" (the third); the 1.5B model copied that and opened the third result in half its episodes.
    "think[B0BU9EYCMB, B0QUTM3F59 and B05TW6OXA8 are crew length wool socks less than 50 dollars. "
    "I can check B0BU9EYCMB first.]",
    "click[B0BU9EYCMB]",
    # Name only the options to click, not all the page has: "the item has options ..." was read as a list of
    # every option, and the model then clicked each of them in turn until the step limit.
    "think[For crew length wool socks in forest green and x-large, I should click 'forest green' and "
    "'x-large', then buy it.]",
    "click[forest green]",
    "click[x-large]",
    "click[Buy Now]",
)


def play() -> tuple[str, list[tuple[str, str]], float]:
    env = WebShopEnv()
    opening = env.reset(bundled_exemplar_task())
    turns, reward = [], 0.0
    for action in STEPS:
        result = env.step(action)
        if result.info.get("invalid"):
            raise SystemExit(f"The exemplar's action {action!r} is invalid in the bundled shop.")
        turns.append((action, result.observation))
        reward = result.info.get("reward", reward)
    return opening, turns, reward


def write() -> None:
    # No options; --help says what the script does instead of doing it.
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    opening, turns, reward = play()
    if reward != 1.0:
        raise SystemExit(f"The exemplar's purchase scores {reward}, not 1.0.")
    for method, keep_thoughts in (("react", True), ("act", False)):
        text = opening + "\n\n"
        for action, observation in turns:
            if action.startswith("think[") and not keep_thoughts:
                continue
            # The purchase ends the exemplar without its score, as the paper's prompt does.
            text += render_turn(action, None if action == "click[Buy Now]" else observation)
        PROMPT_FILES[method].parent.mkdir(parents=True, exist_ok=True)
        PROMPT_FILES[method].write_text(text.rstrip("\n") + "\n", encoding="utf-8")
        print(f"wrote {PROMPT_FILES[method]}")


if __name__ == "__main__":
    write()
