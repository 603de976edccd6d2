"""Building local corpora: normalisation, both HotpotQA layouts, FEVER's dump, atomic writes, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from react_core.cli.main import main as cli
from react_core.data import fever, hotpotqa
from react_core.data.corpus import Corpus, build_corpus
from react_core.data.errors import DataError
from react_core.data.pages import Page, display_title, normalize_title
from react_core.environments.wikipedia import make_env

SHARED_HF = Path(__file__).resolve().parents[3] / "shared/data/hotpotqa/hotpot_dev_distractor_first50.hf.json"

# Two questions in the official list layout, written for this test.
LIST_LAYOUT = [
    {
        "_id": "q1",
        "question": "Which city is the home of the Lantern Festival of Orvo?",
        "answer": "Orvo Town",
        "type": "bridge",
        "level": "easy",
        "supporting_facts": [["Lantern Festival of Orvo", 0], ["Orvo Town", 1]],
        "context": [
            [
                "Lantern Festival of Orvo",
                ["The Lantern Festival of Orvo is held each spring.", " It takes place in Orvo Town."],
            ],
            [
                "Orvo Town",
                ["Orvo Town is a small town.", " It lies on the Pell River.", " The Pell River floods each April."],
            ],
        ],
    },
    {
        "_id": "q2",
        "question": "Is the Pell River longer than the Ansel River?",
        "answer": "no",
        "type": "comparison",
        "level": "hard",
        "supporting_facts": [["Orvo Town", 1]],
        "context": [
            ["Orvo Town", ["Orvo Town is a small town.", " It lies on the Pell River."]],
            ["Ansel_River", ["The Ansel River is long.", " It has three dams."]],
        ],
    },
]


def test_titles_normalise_case_underscores_entities_and_fever_tokens():
    assert display_title("Soul_Food_-LRB-film-RRB-") == "Soul Food (film)"
    assert display_title("Star_Wars-COLON-_Episode_IV") == "Star Wars: Episode IV"
    assert normalize_title("Tom &amp; Jerry") == normalize_title("tom & jerry")
    assert normalize_title("  Marie_Curie ") == "marie curie"


def test_build_writes_pages_and_skips_repeated_titles(tmp_path):
    pages = [Page("A b", ("One.", "Two.")), Page("a_B", ("Dup.",)), Page("C", ("Three.",))]
    report = build_corpus(pages, tmp_path / "c.sqlite", ["test"])
    assert (report.pages, report.duplicates) == (2, 1)
    corpus = Corpus(tmp_path / "c.sqlite")
    assert corpus.page("A B").sentences == ("One.", "Two.")
    assert len(corpus) == 2 and corpus.titles() == ["A b", "C"]


def test_a_failed_build_leaves_the_old_corpus_untouched_and_no_temp_files(tmp_path):
    dest = tmp_path / "c.sqlite"
    build_corpus([Page("Old", ("Kept.",))], dest)
    before = dest.read_bytes()

    def broken():
        yield Page("New", ("x.",))
        raise DataError("boom", "fix it")

    with pytest.raises(DataError):
        build_corpus(broken(), dest)
    assert dest.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.sqlite"]


def test_official_list_layout_is_imported(tmp_path):
    path = tmp_path / "hotpot_list.json"
    path.write_text(json.dumps(LIST_LAYOUT))
    pages = list(hotpotqa.read_pages(path))
    assert pages[0] == Page(
        "Lantern Festival of Orvo",
        ("The Lantern Festival of Orvo is held each spring.", "It takes place in Orvo Town."),
    )
    assert "Ansel River" in {p.title for p in pages}  # underscores become spaces
    tasks = hotpotqa.read_tasks(path)
    assert [(t.id, t.gold, t.meta["type"]) for t in tasks] == [
        ("hotpotqa-q1", "Orvo Town", "bridge"),
        ("hotpotqa-q2", "no", "comparison"),
    ]
    assert tasks[0].meta["supporting_pages"] == ["Lantern Festival of Orvo", "Orvo Town"]


def test_list_layout_corpus_supports_search_similar_and_lookup(tmp_path):
    src = tmp_path / "hotpot_list.json"
    src.write_text(json.dumps(LIST_LAYOUT))
    assert cli(["corpus", "build", "--hotpotqa", str(src), "--out", str(tmp_path / "h.sqlite")]) == 0
    env = make_env(corpus_path=tmp_path / "h.sqlite")
    assert env.step("search[orvo town]").observation == (
        "Orvo Town is a small town. It lies on the Pell River. The Pell River floods each April."
    )
    assert env.step("lookup[Pell]").observation == "(Result 1 / 2) It lies on the Pell River."
    assert env.step("lookup[Pell]").observation == "(Result 2 / 2) The Pell River floods each April."
    assert env.step("lookup[Pell]").observation == "No more results."
    assert env.step("search[Pell River]").info["similar"][0] == "Orvo Town"


@pytest.mark.parametrize(
    "broken, message",
    [
        ('[{"question": "q", "context": 5}]', "neither a list nor a dict"),
        ('[{"question": "q", "context": [["t"]]}]', "[title, [sentences]]"),
        ("[1, 2]", "not an object"),
        ('[{"question": ', "not valid JSON"),
        ("hello", "neither a JSON list nor JSON lines"),
    ],
)
def test_malformed_hotpotqa_files_say_what_is_wrong_and_write_nothing(tmp_path, capsys, broken, message):
    src = tmp_path / "bad.json"
    src.write_text(broken)
    out = tmp_path / "out.sqlite"
    assert cli(["corpus", "build", "--hotpotqa", str(src), "--out", str(out)]) == 1
    assert message in capsys.readouterr().err
    assert not out.exists() and sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]


def test_fever_wiki_dump_pages_keep_only_evidence_pages(tmp_path):
    wiki = tmp_path / "wiki-pages"
    wiki.mkdir()
    records = [
        {"id": "", "text": "", "lines": ""},
        {
            "id": "Soul_Food_-LRB-film-RRB-",
            "text": "...",
            "lines": "0\tSoul Food is a 1997 American film produced by Kenneth `` Babyface '' Edmonds .\tKenneth\n"
            "1\tIt was released by Fox 2000 Pictures .\n2\t",
        },
        {"id": "Unrelated_page", "text": "x", "lines": "0\tNothing to see here .\n"},
    ]
    (wiki / "wiki-001.jsonl").write_text("\n".join(json.dumps(r) for r in records) + "\n")
    claims = tmp_path / "claims.jsonl"
    claims.write_text(
        json.dumps(
            {
                "id": 7,
                "label": "SUPPORTS",
                "claim": "Fox 2000 Pictures released Soul Food.",
                "evidence": [[[1, 2, "Soul_Food_-LRB-film-RRB-", 1]]],
            }
        )
        + "\n"
    )
    pages = list(fever.read_wiki_pages(wiki, ["Soul Food (film)"]))
    assert pages == [
        Page(
            "Soul Food (film)",
            (
                'Soul Food is a 1997 American film produced by Kenneth "Babyface" Edmonds.',
                "It was released by Fox 2000 Pictures.",
            ),
        )
    ]
    out = tmp_path / "fever.sqlite"
    assert cli(["corpus", "build", "--fever-wiki", str(wiki), "--fever-claims", str(claims), "--out", str(out)]) == 0
    env = make_env(corpus_path=out)
    assert env.step("search[Soul_Food_-LRB-film-RRB-]").observation.startswith("Soul Food is a 1997")
    assert env.step("search[Unrelated page]").observation.startswith("Could not find")


def test_fever_claims_alone_are_refused_with_advice(tmp_path, capsys):
    claims = tmp_path / "claims.jsonl"
    claims.write_text(json.dumps({"id": 1, "label": "REFUTES", "claim": "x"}) + "\n")
    assert cli(["corpus", "build", "--fever-claims", str(claims), "--out", str(tmp_path / "o.sqlite")]) == 1
    assert "--fever-wiki" in capsys.readouterr().err


def test_build_without_sources_is_refused(tmp_path, capsys):
    assert cli(["corpus", "build", "--out", str(tmp_path / "o.sqlite")]) == 1
    assert "No sources" in capsys.readouterr().err


def test_bundled_and_hotpotqa_sources_combine(tmp_path):
    src = tmp_path / "hotpot_list.json"
    src.write_text(json.dumps(LIST_LAYOUT))
    out = tmp_path / "both.sqlite"
    assert cli(["corpus", "build", "--bundled", "--hotpotqa", str(src), "--out", str(out)]) == 0
    corpus = Corpus(out)
    assert corpus.page("Marie Curie") and corpus.page("Orvo Town")


def test_download_without_network_says_so_quickly(tmp_path, monkeypatch, capsys):
    import requests

    def offline(*args, **kwargs):
        raise requests.ConnectionError("Name or service not known")

    monkeypatch.setattr(requests, "get", offline)
    assert cli(["corpus", "download", "--dest", str(tmp_path)]) == 1
    assert "No network connection" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


@pytest.fixture(scope="module")
def shared_corpus(tmp_path_factory):
    if not SHARED_HF.is_file():
        pytest.skip(f"HotpotQA sample not present at {SHARED_HF}")
    out = tmp_path_factory.mktemp("shared") / "hotpot50.sqlite"
    build_corpus(hotpotqa.read_pages(SHARED_HF), out, ["hotpotqa-sample"])
    return out


def test_shared_hf_layout_sample_imports_all_questions_and_pages(shared_corpus):
    tasks = hotpotqa.read_tasks(SHARED_HF)
    assert len(tasks) == 50
    assert tasks[0].text == "Were Scott Derrickson and Ed Wood of the same nationality?" and tasks[0].gold == "yes"
    assert tasks[0].meta["supporting_pages"] == ["Scott Derrickson", "Ed Wood"]
    assert 450 <= len(Corpus(shared_corpus)) <= 500


def test_shared_sample_search_similar_and_lookup(shared_corpus):
    env = make_env(corpus_path=shared_corpus)
    obs = env.step("Search[Scott Derrickson]").observation
    assert obs.startswith("Scott Derrickson (born July 16, 1966) is an American director, screenwriter and producer.")
    assert env.step("lookup[horror]").observation.startswith("(Result 1 / 1) He is best known for directing horror")
    result = env.step("search[Derrickson]")
    assert result.observation.startswith("Could not find Derrickson. Similar: ['Scott Derrickson'")
    # every gold supporting page is findable by its exact title
    for task in hotpotqa.read_tasks(SHARED_HF):
        for title in task.meta["supporting_pages"]:
            assert not env.step(f"search[{title}]").observation.startswith("Could not find"), title
