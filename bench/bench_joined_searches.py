"""How often ReAct (tool calls) opens a comparison question by searching two entities joined in one call.

    .venv/bin/python bench/bench_joined_searches.py                       # search's argument as shipped (entity)
    .venv/bin/python bench/bench_joined_searches.py --argument entity title

The 1.5B model's first thought on "Are X and Y ...?" is the exemplars' "I need to search X and Y, find ..."; a
third of its first calls then search "X and Y", which no page is titled (batch t45-hotpot50: four episodes
looped on such a search). This asks only each question's first step (greedy, the response cache off) and
counts the searches that join names ("and", "or", "vs", "&", a comma). `--argument`: names for search's one
argument to compare, each with the shipped description; the questions are written here, none from a
benchmark set, so a change judged by this stays general.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from react_core.engine import catalog
from react_core.models.config import load_config
from react_core.models.factory import open_model
from react_core.prompting.tool_agent import ToolReAct
from react_core.prompting.tool_calls import ActionTools, ToolSpec, string_argument
from react_core.trajectory.task import Task

QUESTIONS = (
    "Are Mount Kilimanjaro and Mount Kenya in the same country?",
    "Who was born first, Isaac Newton or Gottfried Leibniz?",
    "Were The Kinks and The Zombies both formed in London?",
    "Is the Danube longer than the Rhine?",
    "Which opened first, the Golden Gate Bridge or the Bay Bridge?",
    "Are Tokyo Tower and the Eiffel Tower made of the same material?",
    "Did Johannes Brahms and Richard Wagner ever live in the same city?",
    "Which magazine was started first, Vogue or Harper's Bazaar?",
    "Are the Louvre and the Musée d'Orsay on the same bank of the Seine?",
    "Were Alan Turing and John von Neumann of the same nationality?",
    "Are Lake Tahoe and Crater Lake both in California?",
    "Which has more inhabitants, Lyon or Marseille?",
    "Were Pablo Picasso and Joan Miró born in the same country?",
    "Are Nirvana and Soundgarden both from Seattle?",
    "Which was founded first, Harvard University or Yale University?",
    "Is Ridley Scott older than James Cameron?",
    "Are the Amazon River and the Orinoco River in the same continent?",
    "Did Ernest Hemingway and F. Scott Fitzgerald attend the same university?",
    "Which came out first, The Matrix or Fight Club?",
    "Are Toyota and Honda headquartered in the same city?",
    "Were Marie Curie and Pierre Curie born in the same country?",
    "Which is taller, the Burj Khalifa or the Shanghai Tower?",
    "Are Emily Brontë and Charlotte Brontë both novelists?",
    "Do the Chicago Bulls and the Chicago Cubs play the same sport?",
    "Which band formed first, Radiohead or Blur?",
    "Are Kraftwerk and Can from the same country?",
    "Was Leonardo da Vinci born before Michelangelo?",
    "Are Oxford and Cambridge on the same river?",
    "Which film did Stanley Kubrick and Arthur C. Clarke write together?",
    "Are Adidas and Puma both German companies?",
)
JOINERS = (" and ", " or ", " vs ", " & ", ",")


def with_argument(base: ToolReAct, name: str) -> ToolReAct:
    """The same method with search's argument called `name` (its exemplar calls written with it too)."""
    specs = []
    for spec in base.tools.specs:
        if spec.name == "search":
            schema = string_argument(name, spec.parameters["properties"][spec.plain]["description"])
            spec = ToolSpec(spec.name, spec.action, spec.description, schema, plain=name)
        specs.append(spec)
    return ToolReAct(base.family, base.prefix, base.transcript, base.max_steps, ActionTools(tuple(specs)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--argument", nargs="+", default=["entity"], help="names of search's argument to try")
    parser.add_argument("--model", default="embedded:1.5b")
    args = parser.parse_args()
    model = open_model(load_config({"model": args.model, "cache": False}))
    base = catalog.make_method("react_tools", "hotpotqa")
    assert isinstance(base, ToolReAct)
    for name in args.argument:
        method = with_argument(base, name)
        joined = searched = 0
        started = time.perf_counter()
        for number, question in enumerate(QUESTIONS):
            task = Task(id=f"joined-{number}", family="hotpotqa", text=question, gold=None)
            reply = model.complete(method.first_request(task, model))
            call = reply.tool_calls[0] if reply.tool_calls else {}
            if call.get("name") != "search":
                print(f"  {question[:60]!r}: no search ({call.get('name')})")
                continue
            searched += 1
            title = str(json.loads(call.get("arguments") or "{}").get(name, ""))
            if any(j in f" {title} " for j in JOINERS):
                joined += 1
                print(f"  joined: {title!r}")
        seconds = time.perf_counter() - started
        print(f"argument {name!r}: {joined} of {searched} first searches joined two names ({seconds:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
