"""Answers that cannot be right for the question asked, so the repeat aid asks again.

A small model that found nothing gives up in a few recognisable ways: it copies the yes/no
exemplar's answer, answers a yes/no question with a name, restates the question ("the fight
song of the university"), or writes "unknown". Each rule was measured on the 7,405 questions
of HotpotQA's dev set (hotpot_dev_v1_simplified.json):
- a question that opens with an auxiliary ("Are ...", "Was ...") and offers no choice ("or")
  has yes or no as its answer 444 times in 457; a question with any other opener 6 times in 6,882;
- an answer other than yes/no is words of its own question 54 times in 5,990 when the question
  offers no choice ("or", "between");
- a question that asks "what year", "which date", "how many" (and no choice) has a number in
  its answer (digits or a number word) 567 times in 571;
- no answer is "unknown", "none", "not found" or the like;
- an answer other than yes/no is, by HotpotQA's design, a span of its Wikipedia paragraphs (40 of
  the 41 such answers among the 50 shared questions appear there word for word), so a ReAct or
  Act answer that appears in no page the agent read is a guess: in one batch (`hotpotqa-v2`) 15
  ReAct answers appeared in no observation and none was right, against 8 of 21 that did; over
  three batches, 15 answers were found only as a title in a "Similar" list (never opened), 1 right.
The rules above judge free answers (HotpotQA), never labels: a FEVER claim may hold the word "supports".
A label family (FEVER) has one rule of its own, `invalid_label`: the answer must be one of its labels as
the paper scores them (`normalize_answer(answer) == normalize_answer(label)`); anything else ("NOT
SUPPORTS", "TRUE", an empty Finish the model wrote itself) can never score. And `unsupported_verdict`:
a SUPPORTS whose claim has `UNREAD_WORDS` (3) or more words (stop words aside, compared by their first 5
letters) in no page read is a guess. Measured (bench/bench_fever_rules.py): in batch
`fever-shared-before` (ReAct, the 1.5B model, its first 43 claims) it fired on 0 of 10 right SUPPORTS
answers and 11 of 13 wrong ones; on the 440 shared claims, reading only
the page a search for the claim's subject finds (368 found one), it would fire on 28 of 116 SUPPORTS
claims, 37 of 115 REFUTES and 57 of 137 NOT ENOUGH INFO: when it fires, the claim is more often not
supported than supported, never a certainty, so it asks again and never overrules.
And `silent_verdict`: a SUPPORTS or REFUTES whose own thought says what was read is silent on the claim
("X does not mention Y. So the claim is supported."). In `fever-shared-before` (ReAct, its first 55 claims) it
fired once, on a wrong SUPPORTS (which `unsupported_verdict` catches too), and on none of the 16 right
SUPPORTS or REFUTES: a thin sample, kept because it judges what the thought says of the page, never a
fact it states ("does not star"), and judges REFUTES, which `unsupported_verdict` cannot.
And `unfounded_silence`, the other side of it: a NOT ENOUGH INFO whose thought says the page is silent on
something ("but nothing about journalism") that a page read holds word for word ("his music journalism"). In
`fever-shared-after-v1` (ReAct, 100 claims, the exemplars that first showed NOT ENOUGH INFO after one page)
it fired on 9 NOT ENOUGH INFO answers, 8 of them wrong; on the shared claims 301 to 440 (a development slice,
kept apart from the first 100 the results document reports) on 11, 7 wrong. With the exemplars that look a word up before NOT ENOUGH INFO the thought names the whole claim
("Nothing on the page says whether ...") and the rule seldom fires (once in those 140, on a right answer,
 which then stands unless a try answers otherwise).
When a rule fires, `repeat_aid.ask_again_if_wasted` asks again (up to 3 times); the first answer stands when
every try breaks a rule too, so an answer the rules misjudge costs calls, not the answer
(unless a try gives another answer the rules pass).
"""

from __future__ import annotations

import re

from react_core.scoring.metrics import normalize_answer
from react_core.trajectory.steps import Step, StepKind

# A question that starts with one of these can be answered yes or no (HotpotQA's comparison
# questions all do); one that does not almost never has yes or no as its answer.
YES_NO_OPENERS = frozenset(
    "is are was were do does did can could has have had will would should shall may might must am".split()
)
# A Finish action and its answer; diagnosis and self_consistency read Finish with it too.
FINISH = re.compile(r"^\s*finish\s*\[(.*)\]\s*$", re.IGNORECASE | re.DOTALL)
_CHOICE = re.compile(r"\b(or|between)\b", re.I)
_ASKS_NUMBER = re.compile(r"\b(?:(?:what|which) (?:year|date|decade|century)|how (?:many|much|long|old))\b", re.I)
_NUMBER = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|"
    r"ninety|hundred|thousand|million|billion|dozen|first|second|third|fourth|fifth|sixth|seventh|"
    r"eighth|ninth|tenth|eleventh|twelfth|[a-z]+teenth|twentieth|century)\b",
    re.I,
)
# Ways of saying "no answer"; never a HotpotQA answer.
NON_ANSWERS = frozenset(
    normalize_answer(t)
    for t in (
        "unknown",
        "none",
        "not found",
        "no result",
        "no results",
        "nothing found",
        "no match",
        "n/a",
        "no answer",
        "not mentioned",
        "not specified",
        "unclear",
        "cannot be determined",
        "can not be determined",
        "not available",
        "not known",
        "no information",
        "not enough information",
        "i don't know",
        "i do not know",
    )
)


# FEVER's three labels, as its files and the paper's prompts spell them.
FEVER_LABELS = ("SUPPORTS", "REFUTES", "NOT ENOUGH INFO")


def label_of(answer: str | None, labels: tuple[str, ...]) -> str | None:
    """The label `answer` is, normalised as the paper scores it ("refutes." -> "REFUTES"), or None."""
    said = normalize_answer(answer or "")
    return next((label for label in labels if normalize_answer(label) == said), None)


def invalid_label(action: str, labels: tuple[str, ...]) -> str | None:
    """Why ``Finish[x]`` answers a label family with something that is none of its `labels` (an
    empty Finish the model wrote is none either), or None; None for any other action."""
    answer = finish_argument(action)
    if answer is None or label_of(answer, labels):
        return None
    return f"answered {action!r}, which is not one of the labels {', '.join(labels)}"


# At least this many of a claim's words in no page read make a SUPPORTS verdict a guess (see above).
UNREAD_WORDS = 3
# Words that say nothing about a claim's content, so a page need not hold them.
_CLAIM_STOP_WORDS = frozenset(
    "a an the is was were are be been being of in on at to for by with from and or as it its that this which who "
    "whom whose has have had did does do not no isnt wasnt doesnt didnt arent werent hasnt havent only also than "
    "then there their his her he she they them one".split()
)


def unread_claim_words(claim: str, pages: list[str]) -> list[str]:
    """The claim's words (stop words aside) that no page holds, compared by their first 5 letters
    so "flows" finds "flowed" and "American" finds "America"."""
    held = {word[:5] for page in pages for word in normalize_answer(page).split()}
    return [w for w in normalize_answer(claim).split() if w not in _CLAIM_STOP_WORDS and w[:5] not in held]


def unsupported_verdict(claim: str, action: str, pages: list[str], labels: tuple[str, ...]) -> str | None:
    """Why ``Finish[SUPPORTS]`` is a guess: `UNREAD_WORDS` or more of the claim's words appear in
    none of `pages` (the pages read so far); None otherwise, and for any other action or label."""
    if label_of(finish_argument(action), labels) != "SUPPORTS":
        return None
    unread = unread_claim_words(claim, pages)
    if len(unread) < UNREAD_WORDS:
        return None
    return f"answered {action!r}, but the claim's words {', '.join(unread)} appear in no page read"


# A thought that says the page is silent on the claim ("does not mention", "nothing about", "no
# information", the exemplars' own words): a SUPPORTS or REFUTES after it contradicts it.
_SAYS_SILENT = re.compile(
    r"\b(?:(?:does|did|do)\s*(?:not|n't)\s+mention|not\s+mentioned|no\s+mention|nothing\s+about|"
    r"no\s+information|not\s+enough\s+information|can\s*(?:not|'t)\s+tell)\b",
    re.I,
)


def silent_verdict(thought: str | None, action: str, labels: tuple[str, ...]) -> str | None:
    """Why ``Finish[SUPPORTS]`` or ``Finish[REFUTES]`` contradicts its own `thought`, which says what
    was read is silent on the claim (see `_SAYS_SILENT`); None otherwise, and for any other label."""
    if label_of(finish_argument(action), labels) not in ("SUPPORTS", "REFUTES") or not thought:
        return None
    said = _SAYS_SILENT.search(thought)
    if said is None:
        return None
    return f"answered {action!r} after a thought that says {said.group(0)!r}"


# What a thought says the page is silent on: "nothing about X", "does not mention X", "no information
# about X", up to the end of the clause.
_SILENT_ON = re.compile(
    r"\b(?:nothing\s+(?:about|on)|(?:does|did|do)\s*(?:not|n't)\s+(?:mention|say\s+anything\s+about)|"
    r"no\s+(?:mention|information)\s+(?:of|about|on))\s+(?P<what>[^.,;]+)",
    re.I,
)
SILENT_WORDS_HELD = 1  # at least this many words of what is "not mentioned", every one of them on a page read


def unfounded_silence(thought: str | None, action: str, pages: list[str], labels: tuple[str, ...]) -> str | None:
    """Why ``Finish[NOT ENOUGH INFO]`` rests on a misreading: its thought says a page is silent on
    something ("nothing about journalism") whose every word (stop words aside, by their first 5
    letters) is on a page read ("his music journalism for The New York Times"). None otherwise."""
    if label_of(finish_argument(action), labels) != "NOT ENOUGH INFO" or not thought:
        return None
    said = _SILENT_ON.search(thought)
    if said is None:
        return None
    words = [w for w in normalize_answer(said.group("what")).split() if w not in _CLAIM_STOP_WORDS]
    if len(words) < SILENT_WORDS_HELD or unread_claim_words(" ".join(words), pages):
        return None
    return f"answered {action!r} after a thought that says {said.group(0).strip()!r}, but a page read holds it"


def finish_argument(action: str) -> str | None:
    """The answer of a ``Finish[...]`` action, or None for any other action."""
    match = FINISH.match(action)
    return match.group(1).strip() if match else None


def appears_in(answer: str, texts: list[str]) -> bool:
    """`answer` is, after HotpotQA's normalisation, whole words of one of `texts`."""
    said = normalize_answer(answer)
    return bool(said) and any(f" {said} " in f" {normalize_answer(text)} " for text in texts)


def pages_read(steps: list[Step]) -> list[str]:
    """The observations that showed page text: a "Similar" list names titles never opened."""
    return [s.text for s in steps if s.kind == StepKind.OBSERVATION and "similar" not in s.info]


def unsupported_answer(action: str, seen: list[str]) -> str | None:
    """Why ``Finish[x]`` is a guess: `x` (not yes/no) appears in none of `seen` (the question and
    the pages read so far); None when it does, or for any other action."""
    answer = finish_argument(action)
    if not answer or normalize_answer(answer) in ("yes", "no") or appears_in(answer, seen):
        return None
    return f"answered {action!r}, which appears in no page read"


def _opens_like_yes_no(question: str) -> bool:
    words = question.strip().split(maxsplit=1)
    return bool(words) and words[0].lower().strip("\"'(") in YES_NO_OPENERS


def off_type_answer(question: str, action: str) -> str | None:
    """Why ``action`` (a Finish) answers `question` with something that cannot be its answer, or None.

    Only Finish actions with an answer are judged; an empty Finish is the step limit's, not a guess."""
    answer = finish_argument(action)
    if not answer:
        return None
    said = normalize_answer(answer)
    yes_no = said in ("yes", "no")
    choice = bool(_CHOICE.search(question))
    if yes_no and not _opens_like_yes_no(question):
        return f"answered {action!r} to a question that is not a yes/no question"
    if not yes_no and _opens_like_yes_no(question) and not choice:
        return f"answered {action!r} to a yes/no question"
    if not yes_no and _ASKS_NUMBER.search(question) and not choice and not _NUMBER.search(answer):
        return f"answered {action!r}, which has no number, to a question that asks for one"
    if said in NON_ANSWERS:
        return f"answered {action!r}, which says no answer was found"
    if not yes_no and not choice and appears_in(answer, [question]):
        return f"answered {action!r}, words of the question itself"
    return None
