"""Judgment reuse: stored by (harness content, judge key); a rerun and an aggregation sweep judge once."""

from __future__ import annotations

from seer.harness.io import write_jsonl
from seer.judge.aggregate import summarize
from seer.judge.store import JudgmentStore, harness_sha
from seer.judge.structural import StructuralJudge
from seer.pipeline.judging import judge_spec
from seer.store import Store
from tests.test_judge_records import COMMENT_MOCK, ISSUE_MOCK, clean_chain, create, scenario, tracker_spec


class CountingJudge:
    """The structural judge, counting the records it is asked to judge."""

    def __init__(self, profile="lenient"):
        self.inner = StructuralJudge(f"structural_{profile}", profile)
        self.name, self.key, self.calls = self.inner.name, self.inner.key, 0

    def judge(self, spec, scenarios):
        for j in self.inner.judge(spec, scenarios):
            self.calls += 1
            yield j


def harness(tmp_path):
    records = [clean_chain(), scenario([create(repo="acme/gadgets")], [ISSUE_MOCK], sid="s2"),
               scenario([create(), ("add_comment", {"issue_id": "ISS-1"})], [ISSUE_MOCK, COMMENT_MOCK], sid="s3")]
    path = tmp_path / "harness.jsonl"
    write_jsonl(path, records)
    return path, records


def test_round_trip_and_only_finished_entries_are_read(tmp_path):
    path, records = harness(tmp_path)
    judge = StructuralJudge("structural_strict", "strict")
    js = list(judge.judge(tracker_spec(), records))
    store = JudgmentStore(tmp_path / "cache")
    sha = harness_sha(path)
    assert store.load(sha, judge.key) is None and not store.has(sha, judge.key)
    store.save(sha, judge.key, js)
    assert store.has(sha, judge.key) and store.load(sha, judge.key) == js
    assert store.load(sha, StructuralJudge("structural_lenient", "lenient").key) is None  # another judge: not reused
    assert harness_sha(records) != harness_sha(records[:2])  # the record hash follows the content


def test_rerun_and_aggregation_sweep_judge_once(tmp_path):
    path, _ = harness(tmp_path)
    judge = CountingJudge()
    summaries = {}
    for rule in ("arithmetic", "harmonic", "min"):  # what `-m aggregation=arithmetic,harmonic,min` does per job
        result = judge_spec(tracker_spec(), path, judge, Store(tmp_path / "cache"))
        summaries[rule] = summarize(result.judgments(), rule)
    assert judge.calls == 3  # three one-turn records, judged by the first job only
    assert summaries["arithmetic"].tc >= summaries["harmonic"].tc >= summaries["min"].tc
    assert summaries["arithmetic"].tc > summaries["min"].tc  # the defective records make the rules differ
    # the pipeline's entry is the one JudgmentStore reads: an analysis can re-aggregate without judging
    stored = JudgmentStore(tmp_path / "cache").load(harness_sha(path), judge.key)
    assert [j.record_id for j in stored] == ["s1#0", "s2#0", "s3#0"]
