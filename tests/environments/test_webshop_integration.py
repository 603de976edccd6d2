"""WebShop through the whole workbench: the catalogue entry, the paper's page transcript, the
engine's ReAct loop with thoughts as their own steps, scoring by reward, steering and replay."""

from __future__ import annotations

from typing import Any

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.trajectory.steering import InsertThought, Steering
from react_core.trajectory.steps import Outcome, StepKind
from tests.support.scripted_model import ScriptedModel
from tests.support.webshop_goals import one_kind_named

TASK = catalog.load_tasks("webshop")[0]
GOAL = TASK.meta["goal"]


def buying_the_target() -> list[str]:
    """What a careful shopper writes: a thought, a search by the product's name, the product,
    each wanted option, then Buy Now (each reply is one line after "Action:")."""
    return [
        " think[I should search for the product the instruction describes.]",
        f" search[{GOAL['name']}]",
        f" click[{TASK.gold}]",
        *[f" click[{option}]" for option in GOAL["options"]],
        " click[Buy Now]",
    ]


def test_the_catalogue_lists_webshop_with_the_papers_settings():
    family = catalog.family("webshop")
    assert family.step_limit == 15 and family.methods == ("react", "act", "react_tools") and family.table == "Table 4"
    assert len(catalog.load_tasks("webshop")) >= 60 and "not the official" in TASK.meta["data"]


def test_the_catalogue_hands_webshops_buttons_to_its_methods_and_no_other_familys():
    """WebShop's button rules live in its package (environments/webshop/buttons.py) and reach the
    methods as the family's `valid_moves`: prompting never imports a family."""
    from react_core.environments.webshop.buttons import BUTTONS

    assert catalog.family("webshop").valid_moves is BUTTONS
    assert {catalog.make_method(m, "webshop").moves for m in ("react", "act")} == {BUTTONS}
    alfworld = catalog.make_method("react", "alfworld", task_type="pick_and_place_simple").moves
    assert alfworld is not None and alfworld is not BUTTONS  # its own: the game's commands
    assert catalog.make_method("react", "hotpotqa").moves is None


def test_a_page_listing_buttons_gets_no_button_rule_in_a_family_without_valid_moves():
    """The same page in a family with no `valid_moves` (ALFWorld's one-line format): a click on no
    button is taken as written, not asked again, since only the family knows its pages."""
    from react_core.prompting.method_base import Generation, MethodContext
    from react_core.trajectory.steps import Author, Step

    page = Step(StepKind.OBSERVATION, "[B0X]", Author.ENVIRONMENT, info={"page": "results", "clickables": ["B0X"]})

    def next_action(family: str, model: ScriptedModel) -> str:
        task_type = "pick_and_place_simple" if family == "alfworld" else None
        method = catalog.make_method("act", family, task_type=task_type)
        context = MethodContext(TASK, [page], model, "s", generation=Generation(retry_repeats=True))
        return method.next_unit(context).steps[-1].text

    model = ScriptedModel([" click[a title]", " click[B0X]"])
    assert next_action("webshop", model) == "click[B0X]"  # asked again: "a title" is no button of this page
    model = ScriptedModel([" click[a title]", " click[B0X]"])
    assert next_action("alfworld", model) == "click[a title]" and len(model.requests) == 1


def test_a_react_episode_buys_the_target_and_scores_one():
    model = ScriptedModel(buying_the_target())
    engine = new_engine(TASK, "react", model)
    branch = engine.run()
    steps = engine.trajectory.steps_of()
    assert steps[0].kind == StepKind.THOUGHT  # think[...] is a thought, not a shop action
    assert branch.outcome == Outcome.ANSWERED and branch.answer.startswith(TASK.gold)
    scored = catalog.score_branch(engine.trajectory)
    assert scored.as_dict() == {"score": 1.0, "success": True, "correct": True}
    # The model saw the paper's format: the opening page, Action / Observation, thoughts answered OK.
    last = model.requests[-1].prompt
    assert "Action: think[I should search" in last and "Observation: OK." in last
    assert last.rstrip().endswith("Action:") and "[Back to Search]" in last


def test_an_episode_that_buys_nothing_scores_zero_at_the_step_limit():
    engine = new_engine(TASK, "act", ScriptedModel(default=" click[Next >]"))
    branch = engine.run()
    assert branch.outcome == Outcome.STEP_LIMIT
    assert catalog.score_branch(engine.trajectory).as_dict() == {"score": 0.0, "success": False, "correct": False}


def test_steering_a_thought_and_resuming_replays_every_page_exactly():
    engine = new_engine(TASK, "react", ScriptedModel(buying_the_target()[:3]))
    engine.run(max_units=3)  # thought, search, the product page
    assert [s.kind for s in engine.trajectory.steps_of()][-1] == StepKind.OBSERVATION
    Steering(engine.trajectory).apply(InsertThought(4, "Now I choose the options the instruction asks for."))
    report = engine.resume()  # reset the shop and replay the branch's search and click for real
    assert report.actions == 2 and not report.mismatches
    engine.model = ScriptedModel(buying_the_target()[3:])
    engine.run()
    assert catalog.score_branch(engine.trajectory).success is True
    assert len(engine.trajectory.branches) == 2


class Shopper:
    """A thread-safe test double for a batch: it reads which instruction the prompt ends with and
    how many actions it took so far, then writes the next line of buying that task's target."""

    name = "shopper"

    def complete(self, request):
        from react_core.models.base import ModelReply

        episode = request.prompt.rsplit("Instruction:\n", 1)[1]
        instruction = episode.split("\n", 1)[0].strip()
        task = next(t for t in catalog.load_tasks("webshop") if t.text.strip() == instruction)
        goal = task.meta["goal"]
        script = [
            f" search[{goal['name']}]",
            f" click[{task.gold}]",
            *[f" click[{o}]" for o in goal["options"]],
            " click[Buy Now]",
        ]
        if task.id.endswith("2"):  # one task in ten buys without choosing options: a partial score
            script = script[:2] + [" click[Buy Now]"]
        done = episode.count("\nAction: ")
        return ModelReply(texts=[script[min(done, len(script) - 1)]] * request.n, model=self.name)


def test_a_webshop_batch_gives_table_4_with_the_papers_rows(tmp_path):
    from react_core.evaluation import tables
    from react_core.evaluation.results import ResultsStore
    from react_core.evaluation.runner import BatchRunner, BatchSpec

    spec = BatchSpec(task_set="webshop:bundled", methods=("act",), models=("shopper",), limit=10)
    store = ResultsStore(tmp_path / "eval.sqlite3")
    report = BatchRunner(spec, results=store, model_factory=lambda _: Shopper(), concurrency=2).run()
    assert report.complete and not report.errors
    table = tables.table4(store.frame(report.batch_id))
    assert table.loc[("Act", "shopper"), "SR"] == 90.0  # 9 of 10 bought exactly what was asked
    assert 90.0 < table.loc[("Act", "shopper"), "Score"] < 100.0  # the tenth earns part of the reward
    assert table.loc[("ReAct", tables.PAPER), "Score"] == 66.6 and table.loc[("Act", tables.PAPER), "SR"] == 30.1


# -- the small-model aid on real pages, and the failure breakdown ----------------------------------


def test_an_invalid_click_is_asked_again_and_the_note_says_why():
    from react_core.prompting.method_base import Generation

    word_click = " click[crew length wool socks]"  # instruction words, not a product's id
    model = ScriptedModel([f" search[{GOAL['name']}]", word_click, f" click[{TASK.gold}]"])
    engine = new_engine(TASK, "act", model, generation=Generation(retry_repeats=True))
    engine.run(max_units=2)
    action = [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION][-1]
    assert action.text == f"click[{TASK.gold}]"
    assert any("which is not a button on this page; asked again at temperature 0.7" in n for n in action.notes)
    assert len(model.requests) == 3 and model.requests[-1].temperature == 0.7


def test_a_title_clicked_after_every_try_gives_way_to_a_choice_among_the_pages_products():
    """Issue 26: a small model clicks a product's title instead of its [B0...] id and repeats it at
    temperature 0.7; the last ask is constrained to the results page's own product buttons."""
    from react_core.prompting.method_base import Generation
    from react_core.prompting.repeat_aid import PAGE_TRIES

    title_click = f" click[{GOAL['name']}]"
    model = ScriptedModel([f" search[{GOAL['name']}]", *[title_click] * (1 + PAGE_TRIES), f" click[{TASK.gold}]"])
    engine = new_engine(TASK, "act", model, generation=Generation(retry_repeats=True))
    engine.run(max_units=2)
    action = [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION][-1]
    assert action.text == f"click[{TASK.gold}]"
    constrained = model.requests[-1]
    assert constrained.temperature == 0.0 and f" click[{TASK.gold}]" in constrained.choices
    assert all(choice.startswith(" click[B0") for choice in constrained.choices)  # products, never navigation
    assert any("then asked to choose one of the 10 buttons that move on from this page" in n for n in action.notes)
    # On the product page, the instruction's option chosen: the kind still open, and Buy Now.
    _, target, named, other = one_kind_named()
    model, engine = chosen_then_clicked(named, " click[crew length]")
    assert last_action(engine).text == "click[Buy Now]"
    offered = model.requests[-1].choices
    assert offered == tuple(f" click[{v}]" for v in [*target.options[other], "Buy Now"])  # not the one chosen
    assert " click[< Prev]" not in offered and " click[Description]" not in offered
    # With the paper's decoding nothing is constrained.
    model = ScriptedModel([f" search[{GOAL['name']}]", title_click])
    engine = new_engine(TASK, "act", model, generation=Generation(retry_repeats=False))
    engine.run(max_units=2)
    assert all(not r.choices for r in model.requests)


def test_a_second_option_of_a_kind_chosen_already_is_asked_again_and_then_chosen_among_the_open_kinds():
    """A 1.5B model that wrote "I should click 'A' and 'B'" of two sizes clicked both, or every size in turn
    to the step limit. A second option of a kind is wasted: asked again, then chosen among the options of
    the kinds still open and Buy Now."""
    _, target, named, other = one_kind_named()
    kind = next(k for k in target.options if k != other)
    second = next(v for v in target.options[kind] if v != named)
    model, engine = chosen_then_clicked(named, f" click[{second}]")
    action = last_action(engine)
    assert action.text == "click[Buy Now]"
    assert any(f"a second {kind}: {named!r} is chosen already" in n for n in action.notes)
    offered = model.requests[-1].choices
    assert " click[Buy Now]" in offered and not {f" click[{v}]" for v in target.options[kind]} & set(offered)
    # The choice replaced nothing: the first option stands in what was bought.
    assert engine.trajectory.steps_of()[-1].info["purchased"]["options"] == {kind: named}


def test_a_buy_now_before_the_instruction_s_options_are_chosen_is_asked_again_then_held_to_them():
    """The 1.5B model bought with a named size, colour or fit unchosen in 9 of 38 goals in tool calls and 9 of
    41 in text ReAct (t45-webshop50c). Such a Buy Now is wasted; the last resort chooses among the options the
    instruction names (here, of the two it names, the one still open)."""
    first, second = GOAL["options"]
    model, engine = chosen_then_clicked(first, " click[Buy Now]", then=(f" click[{second}]", " click[Buy Now]"))
    action = last_action(engine)
    assert action.text == f"click[{second}]"
    assert any(
        f"clicked 'Buy Now' before choosing the size {second!r}, which the instruction asks for" in n
        for n in action.notes
    )
    assert model.requests[-1].choices == (f" click[{second}]",)
    engine.run(max_units=1)  # Buy Now, with both chosen, is taken
    assert engine.trajectory.steps_of()[-1].info["purchased"]["options"] == {"color": first, "size": second}


def test_the_option_the_instruction_names_may_replace_another_of_its_kind():
    """Choosing the option the instruction names is never a wasted second option: it mends a wrong first."""
    from react_core.prompting.method_base import Generation

    task, target, named, other = one_kind_named()
    kind = next(k for k in target.options if k != other)
    wrong = next(v for v in target.options[kind] if v != named)
    script = [f" search[{target.title}]", f" click[{target.asin}]", f" click[{wrong}]", f" click[{named}]"]
    engine = new_engine(task, "act", ScriptedModel(script), generation=Generation(retry_repeats=True))
    engine.run(max_units=4)
    assert last_action(engine).text == f"click[{named}]" and not last_action(engine).notes
    assert engine.trajectory.steps_of()[-1].text == f"You have clicked {named}."


def test_a_click_before_any_page_is_asked_again_since_the_episode_opens_on_the_search_page():
    """The tool-call agent's first action was, in 3 of 13 goals, a click on a product id from the exemplar's
    results: there is no product on the search page an episode opens with."""
    from react_core.prompting.method_base import Generation

    model = ScriptedModel([" click[B0QUTM3F59]", f" search[{GOAL['name']}]"])
    engine = new_engine(TASK, "act", model, generation=Generation(retry_repeats=True))
    engine.run(max_units=1)
    action = [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION][-1]
    assert action.text == f"search[{GOAL['name']}]"
    assert any("which is not a button on this page; asked again" in n for n in action.notes)


def chosen_then_clicked(
    chosen: str, wasted: str, then: tuple[str, ...] = (" click[Buy Now]",)
) -> tuple[ScriptedModel, Any]:
    """Act with the aid on: the target opened, `chosen` clicked, then `wasted` written on every try before
    `then`; the model and the engine after four units. The goal is the bundled one whose instruction names
    `chosen` (the first goal, or `one_kind_named`'s)."""
    from react_core.prompting.method_base import Generation
    from react_core.prompting.repeat_aid import PAGE_TRIES

    task = next(t for t in catalog.load_tasks("webshop") if chosen in t.meta["goal"]["options"])
    goal = task.meta["goal"]
    script = [f" search[{goal['name']}]", f" click[{task.gold}]", f" click[{chosen}]", *[wasted] * (1 + PAGE_TRIES)]
    model = ScriptedModel([*script, *then])
    engine = new_engine(task, "act", model, generation=Generation(retry_repeats=True))
    engine.run(max_units=4)
    return model, engine


def last_action(engine: Any) -> Any:
    return [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION][-1]


def test_with_the_papers_decoding_the_invalid_click_is_taken_as_it_came():
    from react_core.prompting.method_base import Generation

    model = ScriptedModel([f" search[{GOAL['name']}]", " click[crew length wool socks]"])
    engine = new_engine(TASK, "act", model, generation=Generation(retry_repeats=False))
    engine.run(max_units=2)
    steps = engine.trajectory.steps_of()
    assert steps[-2].text == "click[crew length wool socks]" and steps[-1].text == "Invalid action!"
    assert len(model.requests) == 2


def test_the_failure_breakdown_names_invalid_clicks_and_a_loop_on_them():
    from react_core.evaluation.failures import failure_flags

    model = ScriptedModel([f" search[{GOAL['name']}]"], default=" click[wool socks]")
    engine = new_engine(TASK, "act", model)
    engine.run()
    flags = failure_flags(engine.trajectory, False)
    assert {"step_limit", "loop", "invalid_action", "invalid_click", "invalid_loop"} <= set(flags)
    one_bad = new_engine(
        TASK, "act", ScriptedModel([f" search[{GOAL['name']}]", " click[wool socks]", *buying_the_target()[2:]])
    )
    one_bad.run()
    flags = failure_flags(one_bad.trajectory, True)
    assert "invalid_click" in flags and "invalid_loop" not in flags
