"""A reply that quotes an observation only another episode saw is reported: the server mixed requests."""

from react_core.data.tasks import get_task
from react_core.engine.assemble import new_engine
from react_core.evaluation.leaks import find_leaks
from react_core.trajectory.steps import StepKind
from tests.support.family_runs import hotpotqa
from tests.support.scripted_model import ScriptedModel


def _episode_replying(reply: str):
    engine = new_engine(get_task("hotpotqa-bundled-02"), "react", ScriptedModel([reply]))
    engine.run()
    return engine.trajectory


def test_a_reply_quoting_another_episodes_page_is_a_leak_and_its_own_page_is_not():
    reader = hotpotqa(win=True)  # searched Queen (band) and Freddie Mercury
    page = next(s.text for s in reader.steps_of() if s.kind == StepKind.OBSERVATION)
    leaked = _episode_replying(f" {page[:80]}\nAction 1: Finish[Queen]")
    clean = _episode_replying(" I know this one.\nAction 1: Finish[Queen]")

    leaks = find_leaks([reader, leaked, clean])

    assert [(leak.episode, leak.source) for leak in leaks] == [(leaked.id, reader.id)]
    assert leaks[0].quoted in page
