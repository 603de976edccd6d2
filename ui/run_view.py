"""The widgets of one run: controls, the trajectory, steering, branches, diff, exports.

Used by the Run page (one run, full width) and by Compare (one run per column, compact).
Widget keys carry the run's key, so several runs can share a page.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from react_core.assist.diagnosis import Flag, diagnose, flags_by_position, steer_flag
from react_core.engine import catalog
from react_core.storage.export import to_markdown, to_text
from react_core.trajectory.trajectory import StepKind, Trajectory
from ui import card_cache, effect_view, exemplar_view, run_session, steer_hints, style
from ui import view_model as vm
from ui.plain_text import md
from ui.run_session import RunSession

RECENT_GROUPS = 20  # steps shown before "Show earlier steps"


def task_header(task, opening: str = "") -> None:
    family = catalog.family(task.family)
    label = family.noun.capitalize()
    st.html(
        f'<div class="rx-task-label">{label} · {vm.esc(task.id)}</div><div class="rx-task">{vm.esc(task.text)}</div>'
    )
    # WebShop's opening page is the instruction again and a Search button: shown, it read twice.
    if opening.strip() and family.style != "pages":
        st.html(f'<div class="rx-opening">{vm.esc(opening.strip())}</div>')


def reopened_note(trajectory: Trajectory) -> None:
    """A trajectory opened from History or the demo is not the sidebar's task: say which one is shown."""
    noun = catalog.family(trajectory.task.family).noun
    text = " ".join(trajectory.task.text.split())
    text = text if len(text) <= 120 else text[:120] + "…"
    st.caption(
        f"Showing a reopened trajectory: the {noun} “{md(text)}”. The sidebar's task is not used until you "
        f"change it; choose a task there to start a new run."
    )


def game_state(run: RunSession) -> None:
    """ALFWorld: where the agent is, what it holds, and the commands the game accepts now.
    WebShop: the page the shopper is on, its buttons, and what was bought for what score."""
    trajectory = run.trajectory
    if trajectory is None or not catalog.family(trajectory.task.family).sparse:
        return
    info = next((s.info for s in reversed(trajectory.steps_of()) if s.kind == StepKind.OBSERVATION and s.info), {})
    if catalog.family(trajectory.task.family).style == "pages":
        _shop_state(info)
        return
    commands = info.get("admissible_commands")
    if commands is None and run.engine is not None:
        commands = getattr(run.engine.env, "admissible_commands", None)
    location = info.get("location") or "start"
    inventory = ", ".join(info.get("inventory") or []) or "nothing"
    st.caption(
        f"Location: {md(location)} · Holding: {md(inventory)}"
        + (f" · Progress: {info['progress']:.0%}" if "progress" in info else "")
        + (" · task completed" if info.get("won") else "")
    )
    if commands:
        with st.expander(f"Commands the game accepts now ({len(commands)})"):
            st.text("\n".join(commands))


def _shop_state(info: dict) -> None:
    bought = info.get("purchased")
    if bought:
        chosen = ", ".join(f"{k}: {v}" for k, v in bought.get("options", {}).items()) or "no options"
        st.caption(f"Bought {md(bought.get('asin', '?'))} ({md(chosen)}) · score {info.get('reward', 0):.2f}")
        return
    st.caption(f"Page: {md(str(info.get('page') or 'search'))}")
    buttons = info.get("clickables") or []
    if buttons:
        with st.expander(f"Buttons on this page ({len(buttons)})"):
            st.text("\n".join(buttons))


def wait_for_step_in_flight(runs: list[RunSession]) -> None:
    """After Stop, the step already asked of the model still lands: redraw when it does."""
    if not any(r.in_flight for r in runs):
        return

    @st.fragment(run_every=0.5)
    def _watch() -> None:
        flying = [r for r in runs if r.in_flight]
        if not flying:
            st.rerun(scope="app")
        for run in flying:  # e.g. a click elsewhere reran the page mid-step: keep showing its progress
            style.WorkingLine("Finishing the step in flight…", run.live.snapshot() if run.live else None)

    _watch()


def messages(run: RunSession) -> None:
    if run.error:
        st.error(md(run.error), icon=":material/warning:")
    if run.warning:
        st.warning(md(run.warning))
    if run.notice:
        st.info(md(run.notice))


# ----- controls -------------------------------------------------------------------------------
def _request_step(run: RunSession) -> None:
    run.clear_messages()
    run.step_requested = True


def _start(run: RunSession) -> None:
    run.clear_messages()
    run.running = True


def stop(run: RunSession) -> None:
    """Stop a run: no further steps, and a step in flight is cancelled (nothing of it is written)."""
    run.running = run.step_requested = False
    if run.stop_step_in_flight():
        run.notice = run_session.STOPPED
    else:
        run.notice = "Stopped between steps; nothing was lost. Step or run on when you are ready."


def controls(run: RunSession, *, compact: bool = False, ready: bool = True, playable: bool = False) -> None:
    """Step / Run to end (Resume) / Stop / Reset, and (`playable`, the Run page) the "Play it
    yourself" switch, which puts the play form in place of Step and Run. The step itself is taken
    by `run_session.tick`.

    `ready` False (no task chosen and nothing on the page): Step and Run are disabled."""
    trajectory = run.trajectory
    finished = (trajectory is not None and trajectory.branch().finished) or (trajectory is None and not ready)
    resumable = trajectory is not None and bool(trajectory.branch().step_ids) and not finished
    k = run.key
    playing = playable and run_session.playing(run)
    row = st.container(horizontal=True, gap="small", vertical_alignment="center")
    with row:
        if not playing:
            st.button(
                "Step",
                key=f"{k}:step",
                icon=":material/skip_next:",
                type="primary",
                on_click=_request_step,
                args=(run,),
                disabled=busy(run) or finished,
            )  # no tooltip: it stayed over the
            # page for the whole step, since the pointer rests on the button it just clicked
            st.button(
                "Resume" if resumable and trajectory.branch().parent_id else "Run to end",
                key=f"{k}:run",
                icon=":material/play_arrow:",
                disabled=busy(run) or finished,
                on_click=_start,
                args=(run,),
            )
        st.button("Stop", key=f"{k}:stop", icon=":material/stop:", disabled=not busy(run), on_click=stop, args=(run,))
        st.button(
            "Reset",
            key=f"{k}:reset",
            icon=":material/restart_alt:",
            on_click=_reset,
            args=(run,),
            help="Start again on the chosen task (this run stays in History)",
        )
        if playable:
            st.toggle(
                "Play it yourself",
                key=run_session.play_key(run),
                on_change=_play_switched,
                args=(run,),
                help="Write the agent's next steps yourself; the environment answers them. The model's steps "
                'so far stay (you take over); "Let the model continue" hands back.',
            )
        if not compact:
            st.caption(_status_line(run))


def _play_switched(run: RunSession) -> None:
    if run_session.playing(run):  # taking over: a run to the end stops here (a step in flight still lands)
        run.running = run.step_requested = False
    run.clear_messages()


def busy(run: RunSession) -> bool:
    """A step is asked for, running, or about to be taken by this very script run (it steps after
    drawing the page): the page must not offer Step again or say nothing has started."""
    return run.running or run.in_flight or run.step_requested


def _reset(run: RunSession) -> None:
    run_session.reset(run)


def _status_line(run: RunSession) -> str:
    trajectory = run.trajectory
    if trajectory is None:
        return "Starting…" if busy(run) else "Not started"
    branch = trajectory.branch()
    totals = trajectory.totals()
    actions = sum(1 for i in branch.step_ids if trajectory.steps[i].kind == StepKind.ACTION)
    done = vm.count(actions, "action")
    if catalog.family(trajectory.task.family).sparse:  # ALFWorld's think: turns are steps too ("0 actions" misled)
        thoughts = sum(1 for i in branch.step_ids if trajectory.steps[i].kind == StepKind.THOUGHT)
        done = f"{vm.count(thoughts, 'thought')}, {done}"
    state = "running…" if run.running else vm.branch_state(branch)
    return (
        f"Branch **{md(branch.name)}** · {md(state)} · {done} · "
        f"{totals['tokens_in'] + totals['tokens_out']:,} tokens · {totals['latency_s']:.1f} s model time"
    )


# ----- trajectory -----------------------------------------------------------------------------
def trajectory(run: RunSession, *, compact: bool = False) -> Callable[[], None]:
    """Draw the branch's cards; returns what draws the cards of a step taken afterwards.

    The page takes its steps after this draw (run_session.tick). Calling the returned function
    right after a step puts the new card in place at once; the page's rerun then redraws the
    rest (status line, flags, verdict) a little later."""
    trajectory = run.trajectory
    if trajectory is None or not trajectory.branch().step_ids:
        # One slot: the first card replaces this line, so Compare never shows "on its way" above a card
        # while another column takes its step in the same script run.
        tail = st.empty()
        tail.caption(
            "The first step is on its way…"
            if busy(run)
            else "No steps yet. Write the first one below."
            if run_session.playing(run)
            else "No steps yet. Press **Step** for one thought / action / observation, or **Run to end**."
        )
        return _new_cards_after(run, tail, -1, compact)
    family = trajectory.task.family
    groups = vm.group_steps(trajectory)
    flags = diagnose(trajectory)
    by_position = flags_by_position(flags)
    target = steer_flag(trajectory, flags=flags)  # the root cause, not the first symptom; None on a win
    target_group = next((g for g in groups if target and g.first_position <= target.position <= g.last_position), None)
    hidden = len(groups) - RECENT_GROUPS
    if hidden > 0 and not run.show_all and not any(g.first_position == run.steer_at for g in groups[:hidden]):
        # A long trajectory opens on its latest steps; the earlier ones are one click away.
        st.button(
            f"Show {hidden} earlier step{'s' if hidden != 1 else ''}",
            key=f"{run.key}:show_all",
            type="tertiary",
            icon=":material/unfold_more:",
            on_click=setattr,
            args=(run, "show_all", True),
        )
        if target_group is not None and target_group not in groups[hidden:]:
            steer_hints.hidden_flag_note(run, target, target_group)
        groups = groups[hidden:]
    elif hidden > 0:
        st.button(
            "Show only the latest steps",
            key=f"{run.key}:show_recent",
            type="tertiary",
            icon=":material/unfold_less:",
            on_click=setattr,
            args=(run, "show_all", False),
        )
    for group in groups:
        st.html(card_cache.group_html(group, family, compact, by_position))  # finished cards are built once
        _group_buttons(run, group, compact, target if group is target_group else None)
        if run.steer_at == group.first_position:
            steering_editor(run, group, by_position)
    tail = st.empty()
    verdict_banner(trajectory)
    effect_view.panel(run)
    return _new_cards_after(run, tail, groups[-1].last_position, compact)


def _new_cards_after(run: RunSession, tail, drawn: int, compact: bool) -> Callable[[], None]:
    def draw() -> None:
        trajectory = run.trajectory
        if trajectory is None:
            return
        new = [g for g in vm.group_steps(trajectory) if g.first_position > drawn]
        if not new:
            return
        flags = flags_by_position(diagnose(trajectory))
        with tail.container():
            for group in new:
                st.html(card_cache.group_html(group, trajectory.task.family, compact, flags))

    return draw


def _toggle(run: RunSession, attr: str, value: int) -> None:
    setattr(run, attr, None if getattr(run, attr) == value else value)


def _group_buttons(run: RunSession, group: vm.StepGroup, compact: bool, target: Flag | None = None) -> None:
    # One small button per card: it opens this step's panel (steering and the exact prompt).
    # Fewer widgets per card keep a long trajectory quick to redraw. The card of the flag to fix
    # first (diagnosis.steer_flag) also gets "Steer here", which opens the editor on the flagged step.
    if target is not None and run.steer_at != group.first_position:
        row = st.container(horizontal=True, gap="small")
        with row:
            steer_hints.steer_here_button(run, group, target)
            _steer_button(run, group)
        return
    _steer_button(run, group)


def _steer_button(run: RunSession, group: vm.StepGroup) -> None:
    st.button(
        "Steer",
        key=f"{run.key}:{group.first_position}:steer",
        type="tertiary",
        icon=":material/edit:",
        on_click=_toggle,
        args=(run, "steer_at", group.first_position),
        help="Edit, delete or insert a thought, replace the action, or see the exact prompt",
    )


def _prompt_view(group: vm.StepGroup) -> None:
    for title, call in _prompt_titles(group):
        with st.expander(title, expanded=False):
            st.caption(f"{md(call.model)} · temperature {call.temperature} · {len(call.prompt):,} characters")
            st.code(call.prompt, language=None, wrap_lines=True, height=360)
            st.caption("Model output")
            st.code(call.raw_output or "(empty)", language=None, wrap_lines=True)


def _prompt_titles(group: vm.StepGroup) -> list[tuple[str, object]]:
    """One distinct title per call of a card: what each call wrote, and its order when that repeats
    (an ALFWorld card can hold a think: call and a command call, both of step i)."""
    titled = []
    for call in group.calls:
        wrote = [p.step.kind.value for p in group.items if p.step.call_id == call.id]
        title = f"Exact prompt of step {group.number}"
        if call.purpose == "action_only":
            title += " (asked again for the action)"
        elif wrote and len(group.calls) > 1:
            title += f", for the {' and '.join(dict.fromkeys(wrote))}"
        titled.append([title, call])
    counts: dict[str, int] = {}
    for item in titled:
        counts[item[0]] = counts.get(item[0], 0) + 1
    seen: dict[str, int] = {}
    for item in titled:
        if counts[item[0]] > 1:
            seen[item[0]] = seen.get(item[0], 0) + 1
            item[0] = f"{item[0]} (call {seen[item[0]]} of {counts[item[0]]})"
    return [(title, call) for title, call in titled]


def verdict_banner(trajectory: Trajectory) -> None:
    judged = vm.verdict(trajectory)
    if judged.state == "running":
        return
    gold = f" Gold: {md(judged.gold)}." if judged.gold else ""
    text = md(judged.text)  # the model's answer or error: shown as written, never as Markdown
    # "Task not completed." or "Bought ...: score 0.50." is a sentence of its own: its period goes before
    # the verdict ("Task not completed — wrong."); a model's answer keeps every character it wrote.
    lead = md(judged.text[:-1]) if judged.text.endswith(".") and not judged.text.startswith("Answer:") else text
    if judged.state == "error":
        st.error(text, icon=":material/error:")
    elif judged.correct is True:
        st.success(f"{lead} — correct.{gold}", icon=":material/check_circle:")
    elif judged.correct is False:
        st.error(f"{lead} — wrong.{gold}", icon=":material/cancel:")
    else:
        st.info(f"{text} (no gold answer to compare with)")


# ----- playing --------------------------------------------------------------------------------
def play_form(run: RunSession, method: str, family: str | None) -> None:
    """ "Play it yourself": the person writes the next thought and action (the action alone for Act),
    the environment answers, and the card above shows it marked "written by you". Undo takes the
    last played step back; "Let the model continue" hands the branch to the model. A finished
    branch offers "Use as exemplar" right here. `method` and `family` are the sidebar's, used
    until a trajectory exists."""
    trajectory = run.trajectory
    if trajectory is not None:
        method, family = trajectory.method, trajectory.task.family
    k = run.key
    with st.container(border=True, key=f"{k}-play"):
        if not run_session.can_play(method):
            st.info(
                f"Play it yourself works with ReAct and Act, whose exemplars are steps a person can write; "
                f"this run is {md(catalog.method_label(method))}. Choose ReAct or Act in the sidebar."
            )
            return
        if family is None:
            st.caption("Choose a task in the sidebar first.")
            return
        fam = catalog.family(family)
        steps = trajectory.steps_of() if trajectory is not None else []
        if trajectory is not None and trajectory.branch().finished:
            st.markdown(
                "**This branch has finished.** Save it as a few-shot exemplar below; then choose your "
                "set in the sidebar's Prompts and step the model with it."
            )
            _play_buttons(run, finished=True)
            exemplar_view.use_as_exemplar(run)
            return
        number = sum(1 for s in steps if s.kind == StepKind.ACTION) + 1
        dense = fam.style == "dense"
        st.markdown(f"**Your step {number}**" if dense else "**Your next turn**")
        limit = (
            run.engine.method.max_steps
            if run.engine is not None and run.engine.trajectory is trajectory
            else ((run.setup.max_steps if run.setup else None) or fam.step_limit)
        )
        st.caption(
            f"Written by you. The environment answers your action as it answers the model's, invalid "
            f"actions included; the step limit ({limit}) and finishing work as for the model."
        )
        with st.form(f"{k}:play:form", border=False, enter_to_submit=True):
            ends_in_thought = bool(steps) and steps[-1].kind == StepKind.THOUGHT
            if method == "react" and not (dense and ends_in_thought):
                st.text_input(
                    f"Thought {number}" if dense else "Thought (optional: a turn of its own)",
                    key=f"{k}:play:thought",
                    placeholder="What you know so far and what to do next",
                )
            st.text_input(
                f"Action {number}" if dense else "Action",
                key=f"{k}:play:action",
                placeholder="Search[entity], Lookup[keyword] or Finish[answer]"
                if fam.wikipedia
                else "One line, as the environment reads it",
            )
            st.form_submit_button(
                "Take this step",
                key=f"{k}:play:go",
                type="primary",
                icon=":material/edit_note:",
                on_click=_play,
                args=(run,),
            )
        _play_buttons(run, finished=False)
        if run.play_error:
            st.error(md(run.play_error), icon=":material/warning:")


def _play_buttons(run: RunSession, finished: bool) -> None:
    k = run.key
    row = st.container(horizontal=True, gap="small")
    with row:
        st.button(
            "Undo last step",
            key=f"{k}:play:undo",
            icon=":material/undo:",
            on_click=run_session.take_back,
            args=(run,),
            disabled=not run_session.can_take_back(run),
            help="Take back the last step you played, with the environment's answer",
        )
        if not finished:
            st.button(
                "Let the model continue",
                key=f"{k}:play:handover",
                icon=":material/smart_toy:",
                on_click=run_session.hand_over,
                args=(run,),
                help="The model takes over and runs to the end (Stop ends it); your steps stay on their branch",
            )
    if finished and run.play_error:
        st.error(md(run.play_error), icon=":material/warning:")


def _play(run: RunSession) -> None:
    k = run.key
    thought = st.session_state.get(f"{k}:play:thought") or ""
    action = st.session_state.get(f"{k}:play:action") or ""
    if run_session.play_step(run, thought, action):
        st.session_state[f"{k}:play:thought"] = ""  # the next step starts empty; a refused one keeps its text
        st.session_state[f"{k}:play:action"] = ""


# ----- steering -------------------------------------------------------------------------------
def _operations(group: vm.StepGroup) -> list[tuple[str, int]]:
    ops: list[tuple[str, int]] = []
    thoughts = group.of_kind(StepKind.THOUGHT)
    actions = group.of_kind(StepKind.ACTION)
    if thoughts:
        ops += [("edit", thoughts[0].position), ("delete", thoughts[0].position)]
    if actions:
        ops.append(("replace", actions[0].position))
    ops += [("insert_before", group.first_position), ("insert_after", group.last_position)]
    return ops


def steering_editor(run: RunSession, group: vm.StepGroup, flags: dict[int, list[Flag]] | None = None) -> None:
    """The change panel of one card. Its state lives in session_state (keys from `editor_key`),
    so "Steer here" and "Suggest an edit" can choose the change and fill the text before it is drawn.
    A change that fails says why right here, beside the text it was about."""
    k = steer_hints.editor_key(run, group)
    ops = dict(_operations(group))
    if st.session_state.get(f"{k}:op") not in ops:
        st.session_state[f"{k}:op"] = next(iter(ops))
    with st.container(border=True):
        # Drafts persist while the editor is hidden (another view, another page), so nothing typed is lost.
        choice = st.segmented_control(
            f"Change step {group.number}",
            list(ops),
            format_func=run_session.OPERATIONS.get,
            key=f"{k}:op",
            required=True,
            persist_state="session",
        )
        position = ops[choice]
        step = run.trajectory.steps_of()[position]
        step_flags = (flags or {}).get(position, [])
        text = ""
        if choice == "delete":
            st.caption(
                "Deletes this thought only; the action and observation after it stay, and the model "
                "continues from there."
            )
            st.text(step.text)
        else:
            default = step.text if choice in ("edit", "replace") else ""
            hint = {
                "replace": "One line, e.g. Search[Colorado orogeny]",
                "edit": "",
            }.get(choice, "A hint for the agent, e.g. I should look for the elevation range.")
            st.session_state.setdefault(f"{k}:{choice}:text", default)
            text = st.text_area(
                "Action" if choice == "replace" else "Thought",
                key=f"{k}:{choice}:text",
                height=110 if choice != "replace" else 68,
                placeholder=hint,
                persist_state="session",
            )
            suggestion = st.session_state.get(f"{k}:suggested")
            if choice == "edit" and suggestion:
                st.caption(steer_hints.suggestion_note(suggestion))
        for flag in step_flags:
            st.caption(f"Flagged: {md(flag.reason)}")
        if run.steer_error:
            st.error(md(run.steer_error), icon=":material/warning:")
        row = st.container(horizontal=True, gap="small")
        with row:
            apply = st.button(
                "Apply",
                key=f"{k}:apply",
                type="primary",
                help="Make a new branch with this change; the original branch is kept",
            )
            apply_resume = st.button(
                "Apply and resume", key=f"{k}:apply_resume", help="Make the branch and run it to the end"
            )
            if choice == "edit" and step_flags:
                steer_hints.suggest_button(run, group, step_flags[0])
            st.button(
                "Close",
                key=f"{k}:cancel",
                type="tertiary",
                on_click=_toggle,
                args=(run, "steer_at", group.first_position),
            )
        _prompt_view(group)
    if apply or apply_resume:
        if run_session.steer(run, choice, position, text or "", resume=apply_resume):
            st.session_state.pop(f"{k}:suggested", None)
            if apply_resume:
                run.running = True
        st.rerun()


# ----- branches -------------------------------------------------------------------------------
def branches(run: RunSession) -> None:
    trajectory = run.trajectory
    if trajectory is None:
        st.caption("No trajectory yet.")
        return
    k = run.key
    for depth, branch in effect_view.without_trials(vm.branch_tree(trajectory)):
        active = branch.id == trajectory.active_branch
        actions = sum(1 for i in branch.step_ids if trajectory.steps[i].kind == StepKind.ACTION)
        change = vm.describe_change(trajectory, branch)
        judged = vm.verdict(trajectory, branch.id)
        mark = {
            True: ' · <span style="color:#2e7d4f">✓ correct</span>',
            False: ' · <span style="color:#b3261e">✗ wrong</span>',
        }.get(judged.correct, "")
        indent = "&nbsp;" * 6 * depth + ("└ " if depth else "")
        row = st.container(horizontal=True, gap="small", vertical_alignment="center")
        with row:
            st.html(
                f'<div class="rx-tree">{indent}<b>{vm.esc(branch.name)}</b>{" ◀ current" if active else ""} · '
                f"{vm.esc(change)} · {vm.count(actions, 'action')} · {vm.esc(vm.branch_state(branch))}{mark}</div>"
            )
            if not active:
                st.button(
                    "Switch",
                    key=f"{k}:br:{branch.id}:switch",
                    type="tertiary",
                    on_click=run_session.switch_branch,
                    args=(run, branch.id),
                )
            if not active and not branch.finished:
                st.button(
                    "Continue",
                    key=f"{k}:br:{branch.id}:continue",
                    type="tertiary",
                    on_click=_continue,
                    args=(run, branch.id),
                )
            if len(trajectory.branches) > 1 and branch.parent_id:
                st.button(
                    "Delete",
                    key=f"{k}:br:{branch.id}:delete",
                    type="tertiary",
                    on_click=_ask_delete,
                    args=(run, branch.id),
                )
        if run.confirm_delete == branch.id:
            _confirm_delete(run, branch)
    exemplar_view.use_as_exemplar(run)  # a finished current branch can become a few-shot exemplar
    effect_view.trial_groups(run)
    if len(trajectory.branches) > 1:
        st.divider()
        diff(run)


def _ask_delete(run: RunSession, branch_id: str) -> None:
    run.confirm_delete = branch_id


def _confirm_delete(run: RunSession, branch) -> None:
    """Deleting cannot be undone: say what goes, and ask once more."""
    trajectory = run.trajectory
    below = vm.descendants(trajectory, branch.id)
    also = f" and the {vm.count(len(below), 'branch')} forked from it" if below else ""
    k = run.key
    with st.container(border=True):
        st.warning(
            f"Delete branch {md(branch.name)}{also}? This cannot be undone; the other branches stay.",
            icon=":material/delete:",
        )
        row = st.container(horizontal=True, gap="small")
        with row:
            st.button(
                "Delete for good",
                key=f"{k}:br:{branch.id}:delete_yes",
                type="primary",
                on_click=_delete,
                args=(run, branch.id),
            )
            st.button("Keep it", key=f"{k}:br:{branch.id}:delete_no", on_click=_keep, args=(run,))


def _delete(run: RunSession, branch_id: str) -> None:
    run.confirm_delete = None
    run_session.delete_branch(run, branch_id)


def _keep(run: RunSession) -> None:
    run.confirm_delete = None


def _continue(run: RunSession, branch_id: str) -> None:
    run_session.switch_branch(run, branch_id)
    if run.error is None:
        run.running = True


def diff(run: RunSession) -> None:
    """Two branches side by side; by default the current one against the original (root) branch,
    which is what a person steering wants to see: what all the changes did, not just the last."""
    trajectory = run.trajectory
    names = {b.id: b.name for _, b in vm.branch_tree(trajectory)}
    ids = list(names)
    active = trajectory.active_branch
    root = vm.root_of(trajectory, active)
    base = root if root != active else next((b.id for b in trajectory.children(active)), None)
    base = base or next((i for i in ids if i != active), active)
    cols = st.columns(2)
    left = cols[0].selectbox(
        "Compare branch",
        ids,
        index=ids.index(base) if base in ids else 0,
        format_func=names.get,
        key=f"{run.key}:diff:left",
    )
    right = cols[1].selectbox(
        "with branch", ids, index=ids.index(active), format_func=names.get, key=f"{run.key}:diff:right"
    )
    diff_table(
        trajectory.steps_of(left),
        trajectory.steps_of(right),
        (names[left], vm.verdict(trajectory, left).text),
        (names[right], vm.verdict(trajectory, right).text),
    )


def diff_table(left: list, right: list, left_side: tuple[str, str], right_side: tuple[str, str]) -> None:
    """A step-by-step diff of two step lists: the first difference marked, each side's outcome above.

    `left_side` and `right_side` are (name, outcome) pairs; every text is escaped."""
    rows = vm.align_steps(left, right)
    if not rows:
        st.caption("Both sides are empty.")
        return
    first = vm.first_divergence(rows)
    body = []
    for i, row in enumerate(rows):
        cls = "rx-same" if row.same else "rx-changed"
        mark = ""
        if i == first:
            cls += " rx-first-diff"
            mark = '<div class="rx-first-mark">first difference</div>'
        body.append(
            f'<tr class="{cls}"><td class="rx-n">{row.position + 1}{mark}</td>'
            f'<td class="rx-side">{_cell(row.left)}</td><td class="rx-side">{_cell(row.right)}</td></tr>'
        )
    heads = "".join(
        f'<th>{vm.esc(name)}<div class="rx-outcome">{vm.esc(outcome)}</div></th>'
        for name, outcome in (left_side, right_side)
    )
    st.html(f'<table class="rx-diff"><tr><th class="rx-n">#</th>{heads}</tr>{"".join(body)}</table>')
    changed = sum(1 for r in rows if not r.same)
    if first is None:
        st.caption("The two sides are the same.")
    else:
        where = f"{md(vm.step_label(left, first))} / {md(vm.step_label(right, first))}"
        st.caption(
            f"First difference at row {first + 1} ({where}); {changed} of {len(rows)} rows differ; "
            f"shared steps are grey."
        )


def _cell(step) -> str:
    if step is None:
        return "—"
    author = vm.AUTHOR_BADGE.get(step.author)
    mark = f' <span class="rx-badge rx-{step.author.value}">{vm.esc(author)}</span>' if author else ""
    return f'<span class="rx-kind">{step.kind.value}</span>{vm.esc(vm.cut(step.text))}{mark}'


# ----- exports --------------------------------------------------------------------------------
def exports(trajectory: Trajectory, key: str) -> None:
    name = f"{trajectory.task.id}-{trajectory.method}-{trajectory.branch().name}"  # text and Markdown: one branch
    every = len(trajectory.branches)
    whole = f"{trajectory.task.id}-{trajectory.method}" + (f"-{every}-branches" if every > 1 else "")
    row = st.container(horizontal=True, gap="small")
    with row:
        st.download_button(
            "JSON",
            trajectory.to_json(),
            file_name=f"{whole}.json",
            mime="application/json",
            key=f"{key}:dl:json",
            icon=":material/download:",
            on_click="ignore",
            help="The whole trajectory with every branch; import it on the History page",
        )
        st.download_button(
            "Paper transcript",
            to_text(trajectory),
            file_name=f"{name}.txt",
            mime="text/plain",
            key=f"{key}:dl:txt",
            icon=":material/download:",
            on_click="ignore",
        )
        st.download_button(
            "Markdown",
            to_markdown(trajectory),
            file_name=f"{name}.md",
            mime="text/markdown",
            key=f"{key}:dl:md",
            icon=":material/download:",
            on_click="ignore",
        )


def transcript(run: RunSession) -> None:
    trajectory = run.trajectory
    if trajectory is None:
        st.caption("No trajectory yet.")
        return
    st.caption("The current branch exactly as the model sees it (without the few-shot examples).")
    st.code(to_text(trajectory), language=None, wrap_lines=True)
    exports(trajectory, run.key)
