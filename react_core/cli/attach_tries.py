"""`react-workbench attach --rerun RUN --from-call K --tries N --check-...`: the measured effect of a change.

    react-workbench attach --rerun 3f9c0b1d2e4a --from-call 1 --args 1 '{"city": "Lima"}' \\
        --tries 3 --check-regex 'Lima' -- python my_agent.py "How many people live in the city?"

The agent is re-run N times with the change at call K (--thought, --args) and N times without it (call K
the model's own fresh reply), every live call at --temperature, and each try judged by one check:
--check-answer TEXT (the final reply equals it, normalised as the workbench scores answers),
--check-regex PATTERN (found in the final reply), or --check-py FILE (its check(final_reply, run), run
in a child process with a time limit). The estimate is printed before the first try, each try as it
ends, then successes each way, the difference with its 95% interval, and pass^k. Ctrl-C stops the
tries and keeps those done (on the recorded run in History).

Exit status: 0 when every try ran, 130 after Ctrl-C, 1 when the tries failed (the agent could not
start), 2 for bad options.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from react_core.common.text_hygiene import for_terminal


def add_tries_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("measured effect (with --rerun, --from-call and a change)")
    group.add_argument("--tries", type=int, metavar="N", help="re-run N times with the change and N times without")
    group.add_argument("--check-answer", metavar="TEXT", help="a try passes when its final reply is TEXT (normalised)")
    group.add_argument("--check-regex", metavar="PATTERN", help="a try passes when PATTERN is found in its final reply")
    group.add_argument("--check-py", metavar="FILE", help="a try passes when check(final_reply, run) in FILE says True")
    group.add_argument("--temperature", type=float, default=0.7, help="the live calls' temperature (default 0.7)")
    group.add_argument("--seed", type=int, default=0, help="try i's live calls use seed SEED+i-1 (default 0)")
    group.add_argument("--at-once", type=int, default=1, metavar="P", help="tries run at the same time (default 1)")


def wants_tries(args: argparse.Namespace) -> bool:
    return args.tries is not None or any((args.check_answer, args.check_regex, args.check_py))


def measure(args: argparse.Namespace, command: Any, config: Any) -> int:
    """Run the tries the options ask for; the exit status."""
    from react_core.cli.rerun_args import change_of, load_branch
    from react_core.endpoint.agent_checks import make_check
    from react_core.endpoint.agent_effect import AgentTries, TryPlan
    from react_core.endpoint.agent_effect_estimate import estimate_agent_tries
    from react_core.endpoint.http_server import EndpointServer
    from react_core.evaluation.estimate import call_pace
    from react_core.storage.store import TrajectoryStore

    err = sys.stderr
    if args.rerun is None or args.from_call is None or args.tries is None:
        print("--tries needs --rerun TRAJECTORY and --from-call K, and a check (--check-answer, --check-regex or "
              "--check-py).", file=err)  # fmt: skip
        return 2
    trajectory, branch_id = load_branch(args)
    change = change_of(trajectory, branch_id, args)
    if change is None:
        print("--tries measures a change: give call K's new --thought or --args.", file=err)
        return 2
    check = make_check(args.check_answer, args.check_regex, args.check_py)
    plan = TryPlan(
        trajectory, args.from_call, change, command, config, check, args.tries, args.temperature, args.seed,
        args.at_once, branch_id,
    )  # fmt: skip
    estimate = estimate_agent_tries(
        trajectory, args.from_call, args.tries, args.at_once, branch_id, pace=call_pace(config)
    )
    with EndpointServer(TrajectoryStore()).start(args.port) as server:
        _say(err, estimate.line())
        _say(err, f"each try judged by {check.describe()}; the live calls go to {config.describe()}")
        shown: list[int] = [0]

        def progress(effect: Any) -> None:
            for done in effect.tries[shown[0] :]:
                verdict = "pass" if done["passed"] else "fail"
                why = f" ({done['problem']})" if done.get("problem") else ""
                reply = done["final_reply"].replace("\n", " ")[:120]
                _say(
                    err,
                    f"try {done['index']} {done['arm']} the change: {verdict}{why} in {done['seconds']:.1f} s: {reply!r}",
                )
            shown[0] = len(effect.tries)

        tries = AgentTries(server.runs, plan, on_update=progress)
        tries.start()
        try:
            effect = tries.wait()
        except KeyboardInterrupt:
            _say(err, "stopping the tries (Ctrl-C); those done are kept")
            tries.stop()
            effect = tries.wait()
    _table(effect, sys.stdout)
    if effect.left_tape:
        _say(err, f"{effect.left_tape} tries left the recording before call {args.from_call} (a divergence): "
                  "your agent is not deterministic there, and the change was not applied in them.")  # fmt: skip
    _say(err, f"kept on trajectory {trajectory.id}")
    return {"complete": 0, "stopped": 130}.get(effect.status, 1)


def _table(effect: Any, out: TextIO) -> None:
    rows = [("", "passed", "rate (95%)", f"pass^{effect.n}")]
    for name, arm in (("with the change", effect.with_change), ("without", effect.without)):
        rate = f"{arm.interval.estimate:.2f} ({arm.interval.low:.2f}-{arm.interval.high:.2f})" if arm.n else "-"
        k = arm.pass_k()
        rows.append((name, f"{arm.passed}/{arm.n}", rate, "-" if k is None else f"{k:.2f}"))
    for row in rows:
        print(f"{row[0]:<16} {row[1]:>7} {row[2]:>17} {row[3]:>7}", file=out)
    if effect.difference is not None:
        d = effect.difference
        print(f"difference {d.estimate:+.2f} ({d.low:+.2f} to {d.high:+.2f}, 95%)", file=out)
    if effect.status != "complete":
        print(for_terminal(effect.line()), file=out)


def _say(out: TextIO, text: str) -> None:
    print(f"[workbench] {for_terminal(text)}", file=out, flush=True)
