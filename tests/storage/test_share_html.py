"""The one-file share (react_core.storage.share_html): every branch with its steps, who wrote each,
its flags, its score and its diff against its parent, in one HTML file that runs no script, loads
nothing from elsewhere and shows text from models and tools as the characters it is."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from react_core.data.tasks import get_task
from react_core.engine.assemble import new_engine
from react_core.storage.share_html import share_html
from react_core.trajectory.trajectory import Trajectory
from tests.support.family_runs import HINT, hotpotqa, steered_hotpotqa
from tests.support.scripted_model import ScriptedModel

SCRIPT = "<script>window.__pwned = 1</script>"
QUOTES = '" onmouseover="window.__pwned=2" x=\''
CLOSE = "</script><img src=http://example.com/x.png onerror=alert(1)>"
# The tags the share writes itself; anything else in the file came from data and was not escaped.
OWN_TAGS = {
    "html", "head", "meta", "title", "style", "body", "main", "header", "h1", "h2", "h3", "div", "span", "p",
    "table", "thead", "tbody", "tr", "th", "td", "input", "label", "nav", "section", "footer", "br",
}  # fmt: skip


class Tags(HTMLParser):
    """Every start tag with its attributes, as a browser's parser sees the file."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def tags_of(document: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = Tags()
    parser.feed(document)
    return parser.tags


def panels(document: str) -> dict[str, str]:
    """Each branch's section, by the branch name in its heading."""
    found = re.findall(r'<section class="rx-panel" id="rx-panel-\d+"><h2>Branch (.*?)</h2>(.*?)</section>', document)
    return dict(found)


def hostile() -> Trajectory:
    """A run whose model wrote markup, quotes and a script's end tag, and a branch named like markup
    (as an imported file may name one)."""
    engine = new_engine(
        get_task("hotpotqa-bundled-01"),
        "react",
        ScriptedModel([f" {SCRIPT} I say {QUOTES}\nAction 1: Search[{CLOSE}]", " Give up.\nAction 2: Finish[x]"]),
    )
    engine.run()
    trajectory = engine.trajectory
    trajectory.branch().name = '<b onclick="x">main</b>'
    return trajectory


def test_every_branch_is_a_panel_with_its_steps_author_score_and_flags():
    engine, original, steered = steered_hotpotqa()
    document = share_html(engine.trajectory, made_by="a test")
    names = {b.id: b.name for b in engine.trajectory.branches.values()}
    shown = panels(document)
    assert list(shown) == [names[original], names[steered]]
    assert "It is not there. I will guess." in shown[names[original]]
    assert HINT in shown[names[steered]] and "edited by a person" in shown[names[steered]]
    assert "model scripted" in shown[names[steered]], "a model's step names the model that wrote it"
    assert "answer Tanzania · wrong" in shown[names[original]]
    assert "answer Zanzibar · correct · em 1 · f1 1" in shown[names[steered]]
    # The failed search is flagged on its step, in both branches (the steered one shares it).
    assert shown[names[original]].count("search found nothing") == 1
    assert 'class="rx-card rx-flagged"' in shown[names[steered]]


def test_the_current_branch_is_the_one_shown_first_and_the_header_scores_each():
    engine, _, steered = steered_hotpotqa()
    document = share_html(engine.trajectory, made_by="a test")
    checked = [attrs["id"] for tag, attrs in tags_of(document) if tag == "input" and "checked" in attrs]
    order = list(panels(document))
    assert checked == [f"rx-pick-{order.index(engine.trajectory.branches[steered].name)}"]
    header = document.split("<header>")[1].split("</header>")[0]
    assert "edited Thought 2" in header, "the change in the app's numbering, as the Branches tab says it"
    assert header.count("rx-right") == 1 and header.count("rx-wrong") == 1
    assert "Expected answer: Zanzibar" in header and "method react" in header


def test_each_fork_is_diffed_against_its_parent_from_the_first_difference():
    engine, original, steered = steered_hotpotqa()
    shown = panels(share_html(engine.trajectory, made_by="a test"))
    first, fork = shown[engine.trajectory.branches[original].name], shown[engine.trajectory.branches[steered].name]
    assert "<table" not in first, "the first branch has no parent to differ from"
    diff = fork.split("<h3>Against main</h3>")[1]
    rows = re.findall(r'<tr class="(rx-[a-z -]+)">', diff)
    assert rows[:3] == ["rx-same"] * 3 and rows[3] == "rx-changed rx-first-diff"
    assert "First difference at row 4; 6 of 9 rows differ" in diff


def test_text_from_models_and_tools_is_shown_as_text_never_as_markup():
    document = share_html(hostile(), made_by="a test")
    assert "&lt;script&gt;window.__pwned = 1&lt;/script&gt;" in document
    assert "&lt;/script&gt;&lt;img src=http://example.com/x.png onerror=alert(1)&gt;" in document
    assert "&quot; onmouseover=&quot;window.__pwned=2&quot; x=&#x27;" in document
    assert "&lt;b onclick=&quot;x&quot;&gt;main&lt;/b&gt;" in document, "a branch name is data too"
    found = tags_of(document)
    assert {tag for tag, _ in found} <= OWN_TAGS
    handlers = [(tag, name) for tag, attrs in found for name in attrs if name.startswith("on")]
    assert handlers == []
    assert "<script" not in document.lower(), "the file runs no script at all"


def test_nothing_is_loaded_from_elsewhere():
    document = share_html(hostile(), made_by="a test")
    links = [(tag, name, value) for tag, attrs in tags_of(document) for name, value in attrs.items()]
    assert not [x for x in links if x[1] in ("src", "href", "srcset", "action", "poster", "data")]
    assert not re.search(r"url\(|@import", document.split("</style>")[0]), "no fonts or images fetched by the styles"
    assert "http://example.com/x.png" in document, "a URL in the text stays, as text"


def test_a_trajectory_of_a_family_not_installed_here_is_still_shared_unscored():
    trajectory = Trajectory.from_json(hotpotqa(win=False).to_json().replace('"hotpotqa"', '"their-family"'))
    document = share_html(trajectory, made_by="a test")
    assert "It is not there. I will guess." in document
    assert "not scored: Unknown task family &#x27;their-family&#x27;" in document
    assert "Flags not computed" in document


def test_the_footer_says_which_workbench_made_it_and_how():
    from importlib.metadata import version

    footer = share_html(hotpotqa(), made_by="History's Share as HTML").split("<footer>")[1]
    assert f"ReAct workbench {version('react-workbench')}" in footer
    assert "History&#x27;s Share as HTML" in footer and "no script" in footer


def test_a_branch_resumed_with_another_model_says_so_where_it_starts():
    """Resumed from Thought 2 with model-b (not run here: the note stands where its steps will come)."""
    from react_core.engine.assemble import open_engine
    from react_core.trajectory.run_with import RunWith
    from react_core.trajectory.steering import ResumeWith

    engine = open_engine(hotpotqa(win=False), ScriptedModel([]))
    engine.steering.apply(ResumeWith(3, RunWith("model-b", provider="openai-compatible", temperature=0.7)))
    shown = panels(share_html(engine.trajectory, made_by="a test"))
    assert "from here" not in shown["main"]
    before, after = shown["main.1"].split('<div class="rx-switch-note">from here: model-b · T 0.7</div>')
    assert "Observation 1<span" in before and "Thought 2<span" not in before and "rx-card" not in after


def test_an_overridden_observation_is_marked_as_a_persons_in_the_cards_and_the_diff():
    from react_core.engine.assemble import open_engine
    from react_core.trajectory.steering import OverrideObservation

    engine = open_engine(hotpotqa(win=False), ScriptedModel([]))
    engine.steering.apply(OverrideObservation(2, "Queen's singer was Freddie Mercury, born in Zanzibar."))
    shown = panels(share_html(engine.trajectory, made_by="a test"))
    mark = "written by a person in the environment&#x27;s place"
    assert mark not in shown["main"]
    assert shown["main.1"].count(mark) >= 2  # on its card and on its row of the diff


def test_a_thought_deleted_on_a_fork_reads_deleted_on_this_branch_as_on_the_branches_tab():
    from react_core.engine.assemble import open_engine
    from react_core.trajectory.steering import DeleteThought

    trajectory = hostile()
    trajectory.branch().name = "main"
    engine = open_engine(trajectory, ScriptedModel([]))
    engine.steering.apply(DeleteThought(0))  # the model's first thought, the one with a <script> in it
    fork = panels(share_html(engine.trajectory, made_by="a test"))[engine.trajectory.branch().name]
    diff = fork.split("<h3>Against main</h3>")[1]
    first = diff.split("<tr class=")[1]  # row 1 (the header row has no class)
    assert first.startswith('"rx-changed rx-first-diff"')
    assert '<span class="rx-deleted-gap">— deleted on this branch</span>' in first
    assert "&lt;script&gt;window.__pwned = 1&lt;/script&gt;" in first, "the deleted thought, on the parent's side"
    assert diff.count("deleted on this branch") == 1, "steps a branch never took are no deletion"
    assert "<script" not in diff.lower()
