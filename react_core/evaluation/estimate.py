"""How long a batch will take, said before it starts.

On this machine's own model server (the embedded llama.cpp one) the batch's time is work: per
method, the tokens a typical episode reads and writes (medians of the stored episodes of the same
family, method and model), at the pace this server was measured to read and write
(`models.throughput`), shared out over the cores that the machine's current load leaves, times the
factor by which this server's recent batches outlasted their own work (`calibrate`, after every
batch). Run several at once on a CPU, episodes do not finish sooner: on 2 cores, 4 at once took
1.5x to 1.8x their work (`bench/bench_estimate.py`), where an earlier guess of a 1.8x gain made
a 50-episode batch's estimate 2.3x short. Issue 37 found the first estimate (wall seconds of
stored episodes divided by the episodes at once) said "about 2 min" for a batch that took 24 min.

Elsewhere (a remote endpoint serves many at once) an episode's time is the median of the stored
episodes' wall seconds, divided by the episodes run at once. With nothing stored, a rough default
measured once here. Never less than the longest episode: an estimate, and said to be one.
"""

from __future__ import annotations

import os
import statistics
from dataclasses import dataclass

from react_core.assist.effect_estimate import CallPace
from react_core.engine import catalog
from react_core.evaluation.results import EpisodeResult, EpisodeTokens, ResultsStore
from react_core.models import throughput
from react_core.models.config import ModelConfig

ROUGH_FALLBACK = 60  # a family or method measured nowhere (each family's own: `Family.rough_seconds`)


@dataclass(frozen=True)
class MethodEstimate:
    method: str
    episodes: int  # left to run
    seconds: float  # an episode
    measured: int  # stored episodes behind `seconds`; 0 when it is the rough default
    exemplars_s: float = 0.0  # reading the method's exemplars once first (a local server without them saved)


# How much longer a batch takes than its episodes' work at the measured pace, until a batch on this
# server has measured it: one at a time, the calls' own overheads; several at once, 1.5x to 1.8x
# (three batches of 10 to 40 episodes, 4 at once, bundled HotpotQA, quiet 2-core machine).
DEFAULT_FACTOR = {1: 1.2, 2: 1.7}


@dataclass(frozen=True)
class Pace:
    """A local server's pace for this estimate: its measured rates, the machine's cores and load, the
    threads the server runs with (the cores other work leaves: `models.threads`), and
    how much longer than their work its batches take (`factor`, measured over `factor_batches`)."""

    rates: throughput.Rates
    cores: int
    load: float
    threads: int | None = None  # None: every core
    factor: float = DEFAULT_FACTOR[2]
    factor_batches: int = 0  # 0: the stated default
    key: str = ""  # the server's name in throughput.json, where `calibrate` keeps what a batch measured

    @property
    def share(self) -> float:
        """The part of a quiet machine's pace the server gets: its threads' part of the cores, each
        sharing a core with the load that other work brings."""
        threads = self.threads or self.cores
        return threads / self.cores * throughput.cpu_share(self.load, self.cores, threads)

    def words(self) -> str:
        measured = f"measured over {self.rates.calls} calls" if self.rates.calls else "a stated default: none measured"
        threads = self.threads or self.cores
        batches = (
            f"median of {self.factor_batches} batch{'es' if self.factor_batches > 1 else ''} here"
            if self.factor_batches
            # said in full: a person who just ran a batch of 2 read "until a batch here measures it" and wondered
            else "a stated default until a batch here measures it: one of more episodes than run at once, "
            "not answered from the cache"
        )
        return (
            f"this server reads {self.rates.read_tps:.0f} and writes {self.rates.write_tps:.0f} tokens/s on a quiet "
            f"machine ({measured}); load {self.load:.1f} on {self.cores} cores, {threads} server "
            f"thread{'s' if threads > 1 else ''}: {self.share:.0%} of that; a batch takes {self.factor:.1f}x "
            f"its episodes' work ({batches})"
        )


@dataclass(frozen=True)
class BatchEstimate:
    methods: tuple[MethodEstimate, ...]
    at_once: int
    pace: Pace | None = None  # a local server: `seconds` of each method are work on a quiet machine

    @property
    def episodes(self) -> int:
        return sum(m.episodes for m in self.methods)

    @property
    def seconds(self) -> float:
        at_once = max(1, min(self.at_once, self.episodes))
        if self.pace is None:
            shared = sum(m.episodes * m.seconds for m in self.methods) / at_once
            return max([shared, *(m.seconds for m in self.methods if m.episodes)])
        slow = 1.0 / self.pace.share
        first = sum(m.exemplars_s for m in self.methods if m.episodes) * slow  # before the episodes start
        shared = sum(m.episodes * m.seconds for m in self.methods) * self.pace.factor * slow
        return first + max([shared, *(m.seconds * slow for m in self.methods if m.episodes)])

    def line(self) -> str:
        """ "Estimated time: about 8 min for 10 episodes, 2 at a time; an episode: ReAct ~30 s (median
        of 12 stored), Act ~20 s (rough default: none stored for this model)."""
        left = [m for m in self.methods if m.episodes]
        measured = [
            f"{catalog.method_label(m.method)} ~{m.seconds:.0f} s (median of {m.measured} stored)"
            for m in left
            if m.measured
        ]
        rough = [f"{catalog.method_label(m.method)} ~{m.seconds:.0f} s" for m in left if not m.measured]
        if rough:
            plural = "s" if len(rough) > 1 else ""
            measured.append(f"{', '.join(rough)} (rough default{plural}: none stored for this model)")
        at_once = max(1, min(self.at_once, self.episodes))
        reading = sum(m.exemplars_s for m in self.methods if m.episodes)
        pace = f" ({self.pace.words()})" if self.pace is not None else ""
        if reading and self.pace is not None:
            pace += f", first reading the exemplars once (~{duration(reading / self.pace.share)})"
        alone = ", alone on a quiet machine" if self.pace is not None else ""
        return (
            f"Estimated time: about {duration(self.seconds)} for {self.episodes} episodes, {at_once} at a time{pace}; "
            f"an episode{alone}: {', '.join(measured)}."
        )


def duration(seconds: float) -> str:
    """A rough duration in words: "40 s", "7 min", "1 h 10 min"."""
    if seconds < 60:
        return f"{max(1, round(seconds))} s"
    minutes = round(seconds / 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min" if hours else f"{minutes} min"


def rough_seconds(family: str, method: str) -> float:
    """Seconds an episode of `method` takes on the reference machine, as the family measured it
    (`Family.rough_seconds`), else `ROUGH_FALLBACK`."""
    try:
        measured = catalog.family(family).rough_seconds
    except ValueError:  # a plugin family no longer loaded
        measured = {}
    return float(measured.get(method, ROUGH_FALLBACK))


def per_episode(store: ResultsStore, family: str, method: str, model: str) -> tuple[float, int]:
    """(seconds an episode, how many stored episodes say so); (rough default, 0) with none stored."""
    measured = store.episode_seconds(family, method, model)
    if measured:
        return statistics.median(measured), len(measured)
    return rough_seconds(family, method), 0


# A quiet 2-core machine's pace for the embedded models, until this server has measured its own
# (docs/performance.md: 1.5B generation 23 tokens/s; prompt reading about 5x that).
DEFAULT_RATES = {"0.5b": throughput.Rates(300.0, 50.0), "1.5b": throughput.Rates(110.0, 23.0)}
# The rough defaults are an episode's wall seconds with 4 at once on 2 cores: 4 episodes shared the
# server, and the batch outlasted its work by the default factor, so one episode's work is this part.
ROUGH_WORK = 1 / (4 * DEFAULT_FACTOR[2])


def estimate(
    store: ResultsStore,
    family: str,
    model: str,
    left: dict[str, int],
    at_once: int,
    pace: Pace | None = None,
) -> BatchEstimate:
    """The time of `left` episodes per method (those not yet finished), `at_once` at a time. `pace`:
    the local server's (default: found for `model` when it is this machine's embedded one)."""
    pace = pace if pace is not None else local_pace(model, max(1, min(at_once, sum(left.values()))))
    methods = []
    for method, episodes in left.items():
        if pace is None:
            seconds, measured = per_episode(store, family, method, model)
        else:
            seconds, measured = work_per_episode(store, family, method, model, pace.rates)
        exemplars = 0.0 if pace is None or _exemplars_saved(family, method, model) else _exemplar_tokens(family, method)
        methods.append(
            MethodEstimate(method, episodes, seconds, measured, exemplars / pace.rates.read_tps if pace else 0.0)
        )
    return BatchEstimate(tuple(methods), at_once, pace)


def _exemplars_saved(family: str, method: str, model: str) -> bool:
    """Whether the embedded server has the method's exemplars saved (read once, then restored)."""
    try:
        from react_core.engine.warmup import saved_key
        from react_core.evaluation.episode import config_for
        from react_core.models.factory import saved_prompt

        key = saved_key(method, family)
        return not key or saved_prompt(config_for(model), key).exists()
    except Exception:
        return True  # unknown: count nothing for it


def work_per_episode(
    store: ResultsStore, family: str, method: str, model: str, rates: throughput.Rates
) -> tuple[float, int]:
    """(seconds one episode keeps a quiet server busy, stored episodes behind it): the tokens it reads
    and writes (medians) at `rates`; the rough default's share when none is stored (see `episode_work`)."""
    stored = store.episode_tokens(family, method, model)
    if not stored:
        return rough_seconds(family, method) * ROUGH_WORK, 0
    exemplars = _exemplar_tokens(family, method)
    return statistics.median(episode_work(exemplars, tokens, rates) for tokens in stored), len(stored)


def episode_work(exemplars: float, tokens: EpisodeTokens, rates: throughput.Rates) -> float:
    """Seconds one episode keeps a quiet server busy. An episode of n calls whose prompt grows from
    the exemplars P to P_n sends about n (P + P_n) / 2 tokens and reads P_n - P of them (the exemplars
    come from the saved prefix, the rest from its slot). A call held to a schema counts as reading its
    whole prompt: it runs in a spare slot, restoring or reading its prefix there, and writes under the
    schema's grammar. Counted so, with every call an episode made, a tool-call episode's wall time over
    its work is 0.85x and 0.83x text ReAct's in two stored batches (Act's 0.84x and 0.69x), where it was
    1.9x and 2.1x counted as a text episode (`bench/bench_method_work.py`)."""
    free = max(1, tokens.calls - tokens.held_calls)
    free_in = tokens.tokens_in - tokens.held_tokens_in
    read = max(0.0, 2.0 * (free_in / free - exemplars)) + 40.0 * free
    read += tokens.held_tokens_in + 40.0 * tokens.held_calls
    return read / rates.read_tps + tokens.tokens_out / rates.write_tps


def calibrate(pace: Pace, at_once: int, episodes: list[EpisodeResult], wall_s: float) -> float | None:
    """After a batch on this machine's server: keep how much longer than its episodes' work (at
    `pace`, the one estimated with) it took, `wall_s` from its first episode's start to its end, the
    pauses for a person left out. The next estimate uses the median of the latest. Nothing is kept
    for a batch too small to have run `at_once` steadily, or one the response cache answered (no
    work on the server). Returns the factor kept."""
    if not pace.key or len(episodes) <= at_once or wall_s <= 0:
        return None
    if any(e.model_seconds < 0.05 * max(1, e.calls) for e in episodes):
        return None  # answered from the response cache, in whole or in part
    exemplars = {(e.family, e.method): 0.0 for e in episodes}
    for family, method in exemplars:  # each method built once, not once an episode
        exemplars[family, method] = _exemplar_tokens(family, method)
    work = sum(episode_work(exemplars[e.family, e.method], _tokens(e), pace.rates) for e in episodes)
    if work <= 0:
        return None
    factor = wall_s * pace.share / work
    throughput.record_batch(pace.key, at_once, factor)
    return factor


def _tokens(e: EpisodeResult) -> EpisodeTokens:
    return EpisodeTokens(e.tokens_in, e.tokens_out, e.calls, e.held_calls, e.held_tokens_in)


def local_pace(model: str, at_once: int = 1) -> Pace | None:
    """This machine's embedded server's pace, for the model a batch label names, `at_once` episodes
    at a time; None for other servers."""
    try:
        from react_core.evaluation.episode import config_for
        from react_core.models.weights import spec_for

        config = config_for(model)
        if not config.is_embedded:
            return None
        key = f"embedded:{spec_for(config.embedded_size).model_name}"
        rates = throughput.measured(key)
    except Exception:
        return None
    rates = rates or DEFAULT_RATES.get(config.embedded_size, DEFAULT_RATES["1.5b"])
    factor, batches = throughput.batch_factor(key, at_once) or (DEFAULT_FACTOR[min(2, max(1, at_once))], 0)
    from react_core.models.threads import load_now, threads_for_load

    load = load_now()
    return Pace(rates, os.cpu_count() or 1, load, config.threads or threads_for_load(load), factor, batches, key)


def call_pace(config: ModelConfig | None) -> CallPace | None:
    """The pace of one call at a time on `config`'s server, for the estimates said before Try N times (the
    workbench's and the person's agent's): the embedded server's measured rates, the load now, its
    overheads; None for other servers (the recorded calls' own seconds say)."""
    if config is None or not config.is_embedded:
        return None
    pace = local_pace(f"embedded:{config.embedded_size}", 1)
    if pace is None:
        return None
    words = (
        f"this server's pace ({pace.rates.read_tps:.0f} tokens/s read, {pace.rates.write_tps:.0f} written on a "
        f"quiet machine; {pace.share:.0%} of it at load {pace.load:.1f})"
    )
    return CallPace(pace.rates.read_tps, pace.rates.write_tps, pace.share, pace.factor, words)


def _exemplar_tokens(family: str, method: str) -> float:
    """The tokens every episode of `method` on `family` shares, about (4 characters a token): what the
    server keeps as its saved prefix (`warmup.saved_key`): a text method's exemplars; a tool-call
    method's system message, tools and exemplar turns, as its requests send them."""
    try:
        from react_core.engine.warmup import saved_key

        return len(saved_key(method, family)) / 4.0
    except Exception:
        return 0.0
