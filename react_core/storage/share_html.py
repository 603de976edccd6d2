"""A trajectory as one self-contained HTML file: every branch, its steps, flags, score and diff
against its parent, readable offline in any browser and on paper.

    html = share_html(trajectory, made_by="python -m react_core trace html")

The file has no script and loads nothing: styles are inline, fonts are the system's, and the branch
switcher is radio buttons and CSS (share_style.switcher_css). Text from models, tools and imported
files is escaped everywhere (share_branch.esc), so a `<script>` in a thought is shown as text.
"""

from __future__ import annotations

from datetime import datetime
from importlib.metadata import PackageNotFoundError, version

from react_core.prompting.step_labels import describe_change
from react_core.storage.share_branch import branch_flags, cards, diff, esc, score_text
from react_core.storage.share_style import CSS, switcher_css
from react_core.trajectory.steps import Branch
from react_core.trajectory.trajectory import Trajectory


def workbench_version() -> str:
    try:
        return version("react-workbench")
    except PackageNotFoundError:  # a checkout run without `pip install`
        return "(version unknown: not installed)"


def branch_order(trajectory: Trajectory) -> list[tuple[int, Branch]]:
    """Branches depth-first from the first one, each with its depth, oldest child first."""
    order: list[tuple[int, Branch]] = []
    seen: set[str] = set()

    def visit(branch: Branch, depth: int) -> None:
        seen.add(branch.id)
        order.append((depth, branch))
        for child in sorted(trajectory.children(branch.id), key=lambda b: b.created_at):
            if child.id not in seen:
                visit(child, depth + 1)

    roots = [b for b in trajectory.branches.values() if b.parent_id not in trajectory.branches]
    for root in sorted(roots, key=lambda b: b.created_at):
        visit(root, 0)
    return order


def _title(trajectory: Trajectory) -> str:
    """The History title; "…" where it is the task's text cut short."""
    title = trajectory.title or trajectory.task.text[:80]
    cut = len(title) < len(trajectory.task.text) and trajectory.task.text.startswith(title)
    return title.rstrip() + "…" if cut else title


def _stamp(seconds: float) -> str:
    return datetime.fromtimestamp(seconds).strftime("%Y-%m-%d %H:%M")


def _header(
    trajectory: Trajectory, branches: list[tuple[int, Branch]], scores: dict[str, tuple[str, bool | None]]
) -> str:
    task, settings = trajectory.task, trajectory.model
    facts = " · ".join(
        esc(part)
        for part in (
            task.family,
            task.id,
            f"method {trajectory.method}",
            f"model {settings.get('model') or '?'}",
            f"started {_stamp(trajectory.created_at)}",
            f"saved {_stamp(trajectory.updated_at)}",
        )
    )
    gold = f'<div class="rx-facts">Expected answer: {esc(task.gold)}</div>' if task.gold else ""
    opening = f'<div class="rx-opening">{esc(trajectory.opening.strip())}</div>' if trajectory.opening.strip() else ""
    rows = []
    for depth, branch in branches:
        text, correct = scores[branch.id]
        mark = {True: ' <span class="rx-right">✓</span>', False: ' <span class="rx-wrong">✗</span>', None: ""}[correct]
        rows.append(
            f"<tr><td>{'&nbsp;' * 4 * depth}{'└ ' if depth else ''}{esc(branch.name)}</td>"
            f"<td>{esc(describe_change(trajectory, branch))}</td><td>{esc(text)}{mark}</td></tr>"
        )
    return (
        f"<header><h1>{esc(_title(trajectory))}</h1>"
        f'<div class="rx-task-label">{esc(task.family)} task</div><div class="rx-task">{esc(task.text)}</div>'
        f'<div class="rx-facts">{facts}</div>{gold}{opening}'
        f'<h2>Branches</h2><table class="rx-scores"><thead><tr><th>Branch</th><th>Change</th><th>Outcome and score</th>'
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table></header>"
    )


def _panel(trajectory: Trajectory, index: int, branch: Branch, score: str) -> str:
    flags, problem = branch_flags(trajectory, branch.id)
    note = f'<p class="rx-quiet">{esc(problem)}</p>' if problem else ""
    count = sum(len(f) for f in flags.values())
    flagged = f" · {count} flag{'s' if count != 1 else ''}" if count else ""
    return (
        f'<section class="rx-panel" id="rx-panel-{index}"><h2>Branch {esc(branch.name)}</h2>'
        f'<p class="rx-facts">{esc(describe_change(trajectory, branch))} · {esc(score)}{esc(flagged)}</p>{note}'
        f"{cards(trajectory, branch, flags)}{diff(trajectory, branch)}</section>"
    )


def share_html(trajectory: Trajectory, made_by: str) -> str:
    """The whole document; `made_by` says where it was made ("History", "python -m react_core trace html")."""
    branches = branch_order(trajectory)
    scores = {branch.id: score_text(trajectory, branch) for _, branch in branches}
    shown = next((i for i, (_, b) in enumerate(branches) if b.id == trajectory.active_branch), 0)
    picks = "".join(
        f'<input type="radio" class="rx-pick" name="rx-branch" id="rx-pick-{i}"{" checked" if i == shown else ""}>'
        for i in range(len(branches))
    )
    tabs = "".join(f'<label for="rx-pick-{i}">{esc(b.name)}</label>' for i, (_, b) in enumerate(branches))
    panels = "".join(_panel(trajectory, i, b, scores[b.id][0]) for i, (_, b) in enumerate(branches))
    footer = (
        f"<footer>Made with the ReAct workbench {esc(workbench_version())} ({esc(made_by)}) on "
        f"{_stamp(datetime.now().timestamp())} from trajectory {esc(trajectory.id)}. One file: no script, "
        f"nothing loaded from elsewhere; each branch shows its steps, who wrote each, its flags (heuristic "
        f"checks: look here, not a verdict) and its diff against the branch it was forked from.</footer>"
    )
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(_title(trajectory))} · ReAct workbench</title>"
        f"<style>{CSS}{switcher_css(len(branches))}</style></head><body><main>"
        f'{_header(trajectory, branches, scores)}<h2>Steps</h2><div class="rx-quiet">Choose a branch:</div>'
        f'{picks}<nav class="rx-tabs">{tabs}</nav>{panels}{footer}</main></body></html>\n'
    )
