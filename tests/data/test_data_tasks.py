"""Loading tasks: bundled, imported HotpotQA/FEVER files, the ReAct repository's question files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from react_core.data.errors import DataError
from react_core.data.tasks import get_task, load_tasks

REACT_REPO = Path(__file__).resolve().parents[3] / "shared/data/react-repo"


def test_bundled_tasks_have_stable_ids_text_and_gold():
    hotpot = load_tasks("hotpotqa")
    assert [t.id for t in hotpot[:2]] == ["hotpotqa-bundled-01", "hotpotqa-bundled-02"]
    assert all(t.family == "hotpotqa" and t.text.endswith("?") and t.gold for t in hotpot)
    assert len({t.id for t in hotpot}) == len(hotpot)
    assert get_task("fever-bundled-05").gold == "REFUTES"


def test_unknown_task_id_says_which_ids_exist():
    with pytest.raises(DataError) as err:
        get_task("hotpotqa-bundled-99")
    assert "hotpotqa-bundled-99" in err.value.cause and "hotpotqa-bundled-01" in err.value.fix


def test_unknown_family_and_missing_file_are_clear():
    with pytest.raises(DataError, match="Unknown task family"):
        load_tasks("trivia")
    with pytest.raises(DataError, match="No question file"):
        load_tasks("fever", "/no/such/claims.jsonl")


def test_fever_claims_file_gives_normalised_labels_and_evidence(tmp_path):
    path = tmp_path / "claims.jsonl"
    path.write_text(
        json.dumps({"id": 3, "label": "supports", "claim": "A is B.", "evidence": [[[1, 2, "A_-LRB-x-RRB-", 0]]]})
        + "\n\n"
        + json.dumps({"id": 4, "label": "NOT ENOUGH INFO", "claim": "C.", "evidence": [[[1, None, None, None]]]})
        + "\n"
    )
    tasks = load_tasks("fever", path)
    assert [(t.id, t.gold) for t in tasks] == [("fever-3", "SUPPORTS"), ("fever-4", "NOT ENOUGH INFO")]
    assert tasks[0].meta["evidence_pages"] == ["A (x)"]
    assert get_task("fever-4", path).text == "C."


@pytest.mark.parametrize(
    "content, message",
    [
        ('{"id": 1, "label": "MAYBE", "claim": "x"}\n', "unknown label"),
        ('{"id": 1, "label": "SUPPORTS"}\n', "'claim' is missing"),
        ('{"id": 1, "label": "SUPPORTS", "claim": "x"}\n{broken\n', "line 2"),
    ],
)
def test_malformed_claim_files_name_the_problem(tmp_path, content, message):
    path = tmp_path / "claims.jsonl"
    path.write_text(content)
    with pytest.raises(DataError, match=message):
        load_tasks("fever", path)


def test_react_repo_hotpotqa_questions_load_in_dev_order():
    path = REACT_REPO / "hotpot_dev_v1_simplified.json"
    if not path.is_file():
        pytest.skip(f"ReAct repository files not present at {REACT_REPO}")
    tasks = load_tasks("hotpotqa", path)
    assert len(tasks) == 7405
    assert tasks[1].text.startswith("What government position was held by the woman who portrayed Corliss Archer")
    assert tasks[1].gold == "Chief of Protocol" and tasks[1].meta["type"] == "bridge"
    assert get_task(tasks[5].id, path) == tasks[5]


def test_react_repo_fever_claims_load_balanced():
    path = REACT_REPO / "paper_dev.jsonl"
    if not path.is_file():
        pytest.skip(f"ReAct repository files not present at {REACT_REPO}")
    tasks = load_tasks("fever", path)
    assert len(tasks) == 9999
    assert {label: sum(t.gold == label for t in tasks) for label in ("SUPPORTS", "REFUTES", "NOT ENOUGH INFO")} == {
        "SUPPORTS": 3333,
        "REFUTES": 3333,
        "NOT ENOUGH INFO": 3333,
    }
    assert tasks[2].meta["evidence_pages"][0] == "Soul Food (film)"


@pytest.mark.parametrize(
    "family, records",
    [
        (
            "fever",
            [
                {"id": 7, "label": "SUPPORTS", "claim": "A."},
                {"id": 8, "label": "REFUTES", "claim": "B."},
                {"id": 7, "label": "REFUTES", "claim": "C."},
            ],
        ),
        ("hotpotqa", [{"_id": "x", "question": "A?"}, {"_id": "y", "question": "B?"}, {"_id": "x", "question": "C?"}]),
    ],
)
def test_a_question_file_that_repeats_an_id_is_refused_naming_the_id_and_where(tmp_path, family, records):
    path = tmp_path / "questions.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    with pytest.raises(DataError) as caught:
        load_tasks(family, path)
    assert "used more than once" in caught.value.cause and "(" in caught.value.cause
    assert ("'fever-7' (claims 0, 2)" if family == "fever" else "'hotpotqa-x' (questions 0, 2)") in caught.value.cause
    assert "own id" in caught.value.fix


def test_a_utf8_file_with_a_byte_order_mark_is_read(tmp_path):
    for name, text in (
        ("a.jsonl", '{"id": 1, "claim": "A.", "label": "SUPPORTS"}\n'),
        ("b.json", '[{"id": 1, "claim": "A.", "label": "SUPPORTS"}]'),
    ):
        path = tmp_path / name
        path.write_bytes(b"\xef\xbb\xbf" + text.encode())
        assert [t.id for t in load_tasks("fever", path)] == ["fever-1"]


@pytest.mark.parametrize(
    "name, content",
    [
        ("a.jsonl", b'{"id": 1, "claim": "A.", "label": "SUPPORTS"}\n{"id": 2, "claim": "\xff"}\n'),
        ("b.json", b'[{"id": 1, "claim": "A\xff.", "label": "SUPPORTS"}]'),
    ],
)
def test_bytes_that_are_not_utf8_are_named_by_file_and_offset(tmp_path, name, content):
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(DataError) as caught:
        load_tasks("fever", path)
    bad = content.index(b"\xff")
    assert str(path) in caught.value.cause and f"offset {bad}" in caught.value.cause


@pytest.mark.parametrize(
    "content",
    [
        "[" * 200_000 + "]" * 200_000,
        '{"a":' * 200_000 + "1" + "}" * 200_000,
        '[{"id": 1, "claim": "A.", "x": ' + "[" * 500 + "]" * 500 + "}]",
    ],
)
def test_absurd_nesting_is_a_clear_data_error(tmp_path, content):
    path = tmp_path / "deep.json"
    path.write_text(content)
    with pytest.raises(DataError, match="nested"):
        load_tasks("fever", path)


def test_an_id_that_is_not_text_or_a_number_is_refused(tmp_path):
    path = tmp_path / "claims.jsonl"
    path.write_text('{"id": {"a": 1}, "claim": "A.", "label": "SUPPORTS"}\n')
    with pytest.raises(DataError, match="not a text or number id"):
        load_tasks("fever", path)
