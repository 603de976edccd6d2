"""Going through a review: which episode is shown, marking or skipping it, moving on, and counts.

Every action is written to the store at once, so a closed tab or a restart resumes where the
person left off. Past the last episode the queue is finished (`current` is None); Previous goes
back into it.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Iterable

import pandas as pd

from react_core.storage.reviews import MARKED, SKIPPED, Annotation, Review, ReviewError, ReviewItem, ReviewStore

EXPORT_COLUMNS = [
    "review_id",
    "review",
    "position",
    "batch_id",
    "trajectory_id",
    "branch_id",
    "task_id",
    "method",
    "model",
    "why",
    "status",
    "step",
    "category",
    "note",
    "at",
]


class ReviewQueue:
    def __init__(self, store: ReviewStore, review_id: str) -> None:
        self.store = store
        self.review: Review = store.load(review_id)
        self.annotations = store.annotations(review_id)
        self.position = min(max(self.review.position, 0), len(self.review.items))

    @property
    def items(self) -> tuple[ReviewItem, ...]:
        return self.review.items

    @property
    def current(self) -> ReviewItem | None:
        return self.items[self.position] if self.position < len(self.items) else None

    @property
    def finished(self) -> bool:
        return self.current is None

    def annotation(self, item: ReviewItem | None = None) -> Annotation | None:
        item = item or self.current
        return self.annotations.get(item.key) if item else None

    @property
    def done(self) -> int:
        """Episodes marked or skipped."""
        return sum(1 for item in self.items if item.key in self.annotations)

    def first_open(self) -> int:
        """The first episode with no annotation yet (the end when every one has one)."""
        return next((i for i, item in enumerate(self.items) if item.key not in self.annotations), len(self.items))

    def go_to(self, position: int) -> None:
        self.position = min(max(position, 0), len(self.items))
        self.store.set_position(self.review.id, self.position)

    def next(self) -> None:
        self.go_to(self.position + 1)

    def previous(self) -> None:
        self.go_to(self.position - 1)

    def mark(self, step: int, category: str, note: str = "") -> Annotation:
        """Record where the shown episode went wrong and why, then move to the next one."""
        return self._record(MARKED, step, category, note)

    def skip(self, note: str = "") -> Annotation:
        """Record that the shown episode was looked at and passed over, then move on."""
        return self._record(SKIPPED, None, None, note)

    def _record(self, status: str, step: int | None, category: str | None, note: str) -> Annotation:
        item = self.current
        if item is None:
            raise ReviewError("The review is finished.", "Go back with Previous to change an annotation.")
        saved = self.store.annotate(
            Annotation(self.review.id, item.trajectory_id, item.branch_id, status, step, category, note.strip())
        )
        self.annotations[item.key] = saved
        self.next()
        return saved

    def counts(self) -> Counter:
        return category_counts(self.annotations.values())

    def frame(self) -> pd.DataFrame:
        return annotations_frame(self.review, self.annotations)


def category_counts(annotations: Iterable[Annotation]) -> Counter:
    """Marked episodes per category; skipped ones are not a category and are not counted here."""
    return Counter(a.category for a in annotations if a.status == MARKED and a.category)


def annotations_frame(review: Review, annotations: dict[tuple[str, str], Annotation]) -> pd.DataFrame:
    """One row per annotated episode, in the review's order, with what identifies the episode."""
    rows = []
    for position, item in enumerate(review.items):
        found = annotations.get(item.key)
        if found is None:
            continue
        rows.append(
            {
                "review_id": review.id,
                "review": review.title,
                "position": position + 1,
                "batch_id": item.batch_id,
                "trajectory_id": item.trajectory_id,
                "branch_id": item.branch_id,
                "task_id": item.task_id,
                "method": item.method,
                "model": item.model,
                "why": item.why,
                "status": found.status,
                "step": found.step,
                "category": found.category,
                "note": found.note,
                "at": found.at,
            }
        )
    frame = pd.DataFrame(rows, columns=EXPORT_COLUMNS)
    return frame.astype({"step": "Int64"})  # a skipped episode has no step: a gap, not 0


def to_csv(frame: pd.DataFrame) -> bytes:
    return frame.to_csv(index=False).encode("utf-8")


def to_parquet(frame: pd.DataFrame) -> bytes:
    buffer = io.BytesIO()
    frame.to_parquet(buffer, index=False)
    return buffer.getvalue()
