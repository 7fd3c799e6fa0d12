"""Judging step: every record of one spec's harness through one judge, into the store.

Keyed by (harness content, judge config): a rerun or a sweep over aggregation rules reads the
judgments instead of judging again. Judgments are appended as they come; an interrupted run
judges only the records it had not finished.
"""

from __future__ import annotations

from pathlib import Path

from seer.harness.io import JsonlWriter, read_jsonl
from seer.harness.model import Scenario
from seer.judge.base import Judge
from seer.judge.model import Judgment
from seer.spec.model import Spec
from seer.pipeline.status import transport_failure_in
from seer.store import Store, file_sha256


class JudgingResult:
    def __init__(self, judge: Judge, path: Path, reused: bool, judged: int, transient: list | None = None):
        self.judge = judge
        self.transient = transient or []  # unscored for a transport failure: not written, a rerun judges them again
        self.path = path
        self.reused = reused
        self.judged = judged  # judgments made by this run (0 when reused)

    def judgments(self):
        return read_jsonl(self.path, Judgment)


def judge_spec(spec: Spec, harness_path: Path, judge: Judge, store: Store, progress=None) -> JudgingResult:
    entry = store.judging(file_sha256(harness_path), judge.key)
    if entry.done:
        return JudgingResult(judge, entry.path, reused=True, judged=0)
    with entry.locked():
        if entry.done:
            return JudgingResult(judge, entry.path, reused=True, judged=0)
        finished: dict[str, set[int]] = {}
        for j in read_jsonl(entry.path, Judgment):
            finished.setdefault(j.scenario_id, set()).add(j.turn)

        def todo():
            for scenario in read_jsonl(harness_path, Scenario):
                done_turns = finished.get(scenario.id, set())
                if len(done_turns) < len(scenario.conversation):
                    yield scenario

        judged, transient = 0, []
        with JsonlWriter(entry.path) as out:
            for judgment in judge.judge(spec, todo()):
                if judgment.turn in finished.get(judgment.scenario_id, ()):
                    continue  # a turn finished before the interruption
                if judgment.status == "unscored" and transport_failure_in(judgment.unscored_reason):
                    transient.append(judgment)  # the endpoint failed, not the verdict: left open for a rerun
                    continue
                out.write(judgment)
                judged += 1
                if progress is not None:
                    progress.update(1)
        if not transient:
            entry.mark_done()
    return JudgingResult(judge, entry.path, reused=False, judged=judged, transient=transient)
