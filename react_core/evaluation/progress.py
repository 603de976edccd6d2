"""Where a batch stands while it runs (`Progress`) and how it ended (`BatchReport`)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field


@dataclass
class Progress:
    """Where a batch stands. `eta_s` extrapolates this run's pace to the episodes left.

    `ended_at` is set once when the run ends (`end()`): from then on the elapsed time is the
    run's length, frozen, instead of growing with every look at a finished batch."""

    total: int
    finished_before: int = 0
    done_now: int = 0
    errors: int = 0
    running: int = 0
    started_at: float = field(default_factory=time.time)
    last_error: str | None = None
    ended_at: float | None = None
    estimate_s: float | None = None  # the estimate said before it started (`estimate`), for the ETA until one ends
    # Since when the batch's model calls hold for a person's step on the same server (models/priority.py);
    # None while none is held. `held_for`: the people's steps they wait for; `in_share`: episodes whose
    # call goes on meanwhile in the batch's share (priority.SHARE_AFTER_S).
    held_since: float | None = None
    held_for: int = 0
    in_share: int = 0
    # Since when the batch is paused: held, with no episode going on in its share (its pace leaves it out).
    paused_since: float | None = None
    paused_total_s: float = 0.0  # the pauses that have ended, added up
    # The episodes' expected work (seconds of one episode of its method, from the estimate): the ETA
    # weighs each episode by it, so that the short episodes ending first (Act beside ReAct) do not
    # make the rest look short too. All 0 when the runner has no estimate: then episodes count alike.
    work_total: float = 0.0  # this run's episodes
    work_ended: float = 0.0  # finished or failed
    work_running: float = 0.0
    episodes_from: float | None = None  # when the first episode started (the exemplars were read before)

    def end(self) -> None:
        """Mark the run as ended now (once; a second call keeps the first time)."""
        if self.ended_at is None:
            self.ended_at = time.time()

    @property
    def finished(self) -> int:
        return self.finished_before + self.done_now

    @property
    def elapsed_s(self) -> float:
        return (self.ended_at if self.ended_at is not None else time.time()) - self.started_at

    @property
    def per_minute(self) -> float:
        return 60.0 * self.done_now / self.elapsed_s if self.done_now and self.elapsed_s > 0 else 0.0

    @property
    def eta_s(self) -> float | None:
        """Seconds left: before an episode has ended, the estimate less the time gone; after, this run's
        pace, counting the episodes under way as half done (with 4 at once, the first to end
        comes when the other 3 are most of the way too), weighed against the estimate until the
        episodes ended outweigh those under way: the first to end is the shortest, and alone it made
        the ETA 2.5x short. Episodes are weighed by their expected work where the runner knows it
        (`work_total`)."""
        if self.total - self.finished <= 0:
            return 0.0
        now = self.ended_at if self.ended_at is not None else time.time()
        paused = self.paused_total_s + (self.paused_s or 0.0)  # a pause for a person is not the batch's work
        # The estimate less the time worked; None once the run has outlasted it: an ETA of 0:00 with
        # episodes left says nothing true (issue 43).
        planned = None
        if self.estimate_s is not None and self.estimate_s - (now - self.started_at - paused) > 0:
            planned = self.estimate_s - (now - self.started_at - paused)
        if not self.done_now:
            return planned
        if self.work_total > 0:
            left, ended, running = self.work_total - self.work_ended, self.work_ended, self.work_running
        else:
            left, ended, running = float(self.total - self.finished), float(self.done_now), float(self.running)
        under_way = min(running, left) / 2
        working_s = max(0.0, now - (self.episodes_from or self.started_at) - paused)
        observed = max(0.0, left - under_way) * working_s / max(1e-9, ended + under_way)
        if not planned:  # no estimate, or the run has outlasted it: its own pace is all there is
            return observed
        trust = ended / (ended + running) if ended + running > 0 else 1.0
        return trust * observed + (1 - trust) * planned

    @property
    def fraction(self) -> float:
        return self.finished / self.total if self.total else 1.0

    @property
    def paused_s(self) -> float | None:
        """Seconds the batch has been paused for a person's step; None while it goes on (or has ended)."""
        if self.paused_since is None or self.ended_at is not None:
            return None
        return max(0.0, time.time() - self.paused_since)

    @property
    def held_s(self) -> float | None:
        """Seconds the batch's calls have been held for people's steps; None while none is (or it ended)."""
        if self.held_since is None or self.ended_at is not None:
            return None
        return max(0.0, time.time() - self.held_since)

    def held_words(self) -> str:
        """ "held 42 s for 2 people's steps; 1 episode goes on in the batch's share", or ""."""
        held = self.held_s
        if held is None:
            return ""
        whose = "a person's step" if self.held_for <= 1 else f"{self.held_for} people's steps"
        words = f"held {_clock(held) if held >= 60 else f'{round(held)} s'} for {whose}"
        if self.in_share:
            words += f"; {self.in_share} episode{'s go' if self.in_share > 1 else ' goes'} on in the batch's share"
        return words

    def eta_words(self) -> str:
        """ "ETA 4:10", "ETA 11:00 (estimate)", or why there is none: never 0:00 with episodes left."""
        eta = self.eta_s
        if eta is not None:
            return f"ETA {_clock(eta)}" + ("" if self.done_now else " (estimate)")
        if self.estimate_s is not None and not self.done_now:
            return f"ETA unknown: past the estimate of {_clock(self.estimate_s)} with none finished yet"
        return "ETA after the first episode"

    def line(self) -> str:
        errors = f", {self.errors} errors" if self.errors else ""
        held = self.held_words()
        if (
            held and self.paused_s is not None
        ):  # no ETA: the pace before the pause says nothing about how long the person takes
            return (
                f"{held[0].upper()}{held[1:]} · {self.finished}/{self.total} episodes ({self.fraction:.0%}){errors}, "
                f"elapsed {_clock(self.elapsed_s)}"
            )
        if self.ended_at is not None:
            ended = time.strftime("%H:%M:%S", time.localtime(self.ended_at))
            return (
                f"{self.finished}/{self.total} episodes ({self.fraction:.0%}){errors}, {self.per_minute:.1f}/min, "
                f"took {_clock(self.elapsed_s)} (ended at {ended})"
            )
        return (
            f"{self.finished}/{self.total} episodes ({self.fraction:.0%}), {self.running} running{errors}, "
            f"{self.per_minute:.1f}/min, elapsed {_clock(self.elapsed_s)}, {self.eta_words()}"
            + (f" · {held}" if held else "")
        )


@dataclass
class BatchReport:
    batch_id: str
    progress: Progress
    stopped: bool
    aborted: str | None  # why the whole batch stopped early (e.g. the model is unreachable)
    errors: list[str]

    @property
    def complete(self) -> bool:
        return self.progress.finished >= self.progress.total


def _clock(seconds: float) -> str:
    seconds = round(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
