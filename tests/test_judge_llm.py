"""The LLM judge against the fake OpenAI-compatible server on 127.0.0.1: verdicts parsed into the
rubric, malformed verdicts retried then unscored (never zero), k samples with their spread."""

from __future__ import annotations


import pytest

from seer.config import JudgeConfig
from seer.judge.aggregate import summarize
from seer.judge.base import build_judge
from seer.judge.llm_judge import LLMJudge, render_messages
from seer.judge.model import ARG_SUBDIMENSIONS, COH_ASPECTS, TC_DIMENSIONS
from tests.fakeserver import FakeServer, Reply
from tests.test_judge_records import COMMENT_MOCK, ISSUE_MOCK, clean_chain, create, scenario, tracker_spec


def verdict(**low) -> dict:
    """A full-marks verdict with some scores lowered: verdict(value_accuracy=4, logical_flow=2)."""
    def s(name, full):
        score = low.get(name, full)
        return {"score": score, "reason": f"{name} looks right" if score == full else f"{name} defect: wrong value"}
    return {"tool_call": {d: s(d, 10) for d in TC_DIMENSIONS},
            "arguments": {d: s(d, 10) for d in ARG_SUBDIMENSIONS},
            "coherence": {a: s(a, 3) for a in COH_ASPECTS},
            "labels": low.get("labels", [])}


def record_of(req) -> str:
    """The record a judge request is about (from its first user message: repairs come later)."""
    first = next(m["content"] for m in req.messages if m["role"] == "user")
    return first.split("Record: ")[1].split("\n")[0]


def cfg(server: FakeServer, **kw) -> JudgeConfig:
    base = dict(name="fake_judge", kind="llm", model="openai/fake-judge", api_base=server.url, api_key_env=None,
                retries=1, backoff_s=0.001, timeout_s=5.0, concurrency=4, max_tries=3)
    return JudgeConfig(**{**base, **kw})


def judge_all(judge, records):
    return list(judge.judge(tracker_spec(), records))


def test_verdict_is_parsed_into_every_dimension_with_reasons_and_the_cascade():
    with FakeServer(lambda req: Reply.json(verdict(argument=6, type_correctness=5, value_accuracy=8, logical_flow=2,
                                                   labels=["contradiction"]))) as srv:
        j = judge_all(build_judge(cfg(srv)), [clean_chain()])[0]
        req = srv.requests[0]
    assert j.scored and j.record_id == "s1#0" and j.judge == "fake_judge" and j.samples == 1
    assert j.tool_call.argument == 6 and j.tool_call.selection == 10
    assert j.argument.type_correctness == 5 and j.argument.value_accuracy == 5  # capped by the cascade
    assert j.coherence.logical_flow == 2 and j.labels == ["contradiction"]
    assert set(j.reasons) == {*TC_DIMENSIONS, *(f"argument.{d}" for d in ARG_SUBDIMENSIONS), *(f"coherence.{a}" for a in COH_ASPECTS)}
    assert "defect" in j.reasons["argument.type_correctness"] and j.usage["tokens_in"] > 0
    # temperature 0 by default; the rubric and the record are in the prompt
    assert req.body["temperature"] == 0.0
    assert "The cascade" in req.system and "value_accuracy" in req.system
    assert "Record: s1#0" in req.last_user and "ISS-4821" in req.last_user


def test_malformed_verdict_is_retried_then_scored():
    with FakeServer() as srv:
        srv.script(Reply.malformed(), Reply.json(verdict(usage=7)))
        j = judge_all(build_judge(cfg(srv)), [clean_chain()])[0]
        assert srv.count == 2 and srv.requests[1].tries == 1  # the errors were fed back once
    assert j.scored and j.tool_call.usage == 7 and j.usage["tries"] == 2


@pytest.mark.parametrize("bad", [
    Reply.malformed(),
    Reply.json({**verdict(), "tool_call": {**verdict()["tool_call"], "selection": {"score": 14, "reason": "x"}}}),
    Reply.json(verdict(ordering=3) | {"tool_call": {**verdict(ordering=3)["tool_call"], "ordering": {"score": 3, "reason": " "}}}),
])
def test_invalid_verdict_after_max_tries_is_unscored_never_zero(bad):
    with FakeServer(lambda req: bad) as srv:
        js = judge_all(build_judge(cfg(srv, max_tries=2)), [clean_chain(), scenario([create()], [ISSUE_MOCK], sid="s2")])
        assert srv.count == 4  # two records, two tries each
    assert [j.status for j in js] == ["unscored", "unscored"]
    assert all(j.tool_call is None and j.coherence is None and "no valid verdict after 2 tries" in j.unscored_reason for j in js)
    s = summarize(js)
    assert s.unscored == 2 and s.scored == 0 and s.tc is None
    assert s.usage["tries"] == 4 and s.usage["tokens_in"] > 0  # what the failed verdicts cost is counted


def test_k_samples_are_averaged_with_their_spread():
    def responder(req):  # each sample is its own request (its own seed): answer by seed
        return Reply.json(verdict(value_accuracy=[10, 6, 8][req.body["seed"]], conciseness=[3, 3, 1][req.body["seed"]],
                                  labels=["contradiction"] if req.body["seed"] else []))

    with FakeServer(responder) as srv:
        j = judge_all(build_judge(cfg(srv, samples=3)), [clean_chain()])[0]
        assert srv.count == 3
    assert j.samples == 3 and j.argument.value_accuracy == 8 and j.coherence.conciseness == pytest.approx(7 / 3, abs=1e-3)
    assert j.spread["argument.value_accuracy"] == pytest.approx(1.633, abs=1e-3) and j.spread["selection"] == 0
    assert j.labels == ["contradiction"]  # two of three samples gave it


def test_many_records_in_order_one_per_turn_and_mixed_outcomes():
    records = [scenario([create(), *( [("add_comment", {"issue_id": "ISS-4821", "body": "b"})] )], [ISSUE_MOCK, COMMENT_MOCK],
                        turns=[("Open the issue in acme/widgets titled 'Login button broken'.", [0]), ("Comment b on ISS-4821.", [1])],
                        sid=f"m{i}") for i in range(12)]

    def responder(req):
        return Reply.malformed() if record_of(req) == "m5#1" else Reply.json(verdict())

    with FakeServer(responder) as srv:
        js = judge_all(build_judge(cfg(srv, max_tries=1)), records)
    assert [j.record_id for j in js] == [f"m{i}#{t}" for i in range(12) for t in (0, 1)]
    assert [j.record_id for j in js if not j.scored] == ["m5#1"]
    assert "Turn 1, user: Open the issue" in render_messages(tracker_spec(), records[0], 1)[1]["content"]


def test_key_follows_what_verdicts_depend_on():
    with FakeServer() as srv:
        k = LLMJudge(cfg(srv)).key
        assert LLMJudge(cfg(srv, concurrency=1, timeout_s=9)).key == k  # speed knobs: same verdicts
        assert LLMJudge(cfg(srv, model="openai/other")).key != k
        assert LLMJudge(cfg(srv, samples=3)).key != k
        assert LLMJudge(cfg(srv, temperature=0.5)).key != k


def test_missing_key_fails_before_any_work(monkeypatch):
    from seer.errors import ConfigError

    monkeypatch.delenv("GEMINI_API_KEY", raising=False)
    with pytest.raises(ConfigError, match="GEMINI_API_KEY"):
        build_judge(JudgeConfig(name="gemini_flash", kind="llm", model="gemini/gemini-2.5-flash", api_key_env="GEMINI_API_KEY"))


@pytest.mark.parametrize("entry, model", [
    ("gemini_flash", "gemini/gemini-2.5-flash"), ("qwen_replication", "openai/Qwen/Qwen3.5-122B-A10B"),
    ("openai", "openai/gpt-4.1-mini"), ("anthropic", "anthropic/claude-sonnet-4-5"),
    ("structural_lenient", None), ("structural_strict", None),
])
def test_every_judge_entry_composes(compose, entry, model):
    c = compose(f"judge={entry}")
    assert c.judge.name == entry and c.judge.model == model
    assert c.judge.kind == ("structural" if model is None else "llm")
    if model:
        assert c.judge.temperature == 0.0 and c.judge.api_key_env
    else:
        assert c.judge.profile == entry.split("_")[1]


def test_qwen_endpoint_comes_from_the_environment(compose, monkeypatch):
    monkeypatch.setenv("QWEN_API_BASE", "http://127.0.0.1:9999/v1")
    assert compose("judge=qwen_replication").judge.api_base == "http://127.0.0.1:9999/v1"
    monkeypatch.delenv("QWEN_API_BASE")
    assert compose("judge=qwen_replication").judge.api_base == "http://127.0.0.1:8000/v1"


def test_server_errors_become_unscored_records_not_zeros():
    with FakeServer(lambda req: Reply.error(500)) as srv:
        js = judge_all(build_judge(cfg(srv, retries=1)), [clean_chain()])
    assert js[0].status == "unscored" and js[0].tool_call is None
    assert "transport" in js[0].unscored_reason


def _with_reason(v: dict, group: str, name: str, score: float, reason: str) -> dict:
    return {**v, group: {**v[group], name: {"score": score, "reason": reason}}}


# what the local 1.5B model wrote beside 3/3 (issue 14): a defect named, in the rubric's own words
COPIED = "The turn does not follow from what came before"


@pytest.mark.parametrize("reason", [COPIED, "The call omits the expiry the user asked for"])
def test_reason_naming_a_defect_beside_full_marks_is_re_asked_then_unscored(reason):
    bad = _with_reason(verdict(), "coherence", "logical_flow", 3, reason)
    with FakeServer(lambda req: Reply.json(bad)) as srv:
        js = judge_all(build_judge(cfg(srv, max_tries=2)), [clean_chain(), scenario([create()], [ISSUE_MOCK], sid="s2")])
        retries = [r for r in srv.requests if r.tries == 1]
        assert srv.count == 4 and len(retries) == 2  # flagged and re-asked once per record
        fed_back = retries[0].messages[-1]["content"]
    assert "coherence.logical_flow" in fed_back
    assert [j.status for j in js] == ["unscored", "unscored"] and all(j.coherence is None for j in js)
    assert all("beside full marks" in j.unscored_reason or "copies the rubric" in j.unscored_reason for j in js)


def test_a_flagged_verdict_that_is_fixed_on_re_asking_is_scored():
    with FakeServer() as srv:
        srv.script(Reply.json(_with_reason(verdict(), "coherence", "logical_flow", 3, COPIED)),
                   Reply.json(verdict(logical_flow=2)))
        j = judge_all(build_judge(cfg(srv)), [clean_chain()])[0]
    assert j.scored and j.coherence.logical_flow == 2 and j.usage["tries"] == 2


@pytest.mark.parametrize("reason", ["The arguments are correct.", "the value comes from an earlier mock output"])
def test_a_lowered_score_whose_reason_names_no_defect_is_flagged(reason):
    bad = _with_reason(verdict(value_accuracy=10), "arguments", "value_accuracy", 6, reason)
    with FakeServer(lambda req: Reply.json(bad)) as srv:
        j = judge_all(build_judge(cfg(srv, max_tries=1)), [clean_chain()])[0]
    assert not j.scored and "names no defect" in j.unscored_reason


def test_full_argument_score_beside_a_failed_sub_dimension_is_reconciled():
    # argument 10 while value_accuracy is 4 and type_correctness 7 (which caps consistency at 7)
    v = verdict(value_accuracy=4, type_correctness=7)
    with FakeServer(lambda req: Reply.json(v)) as srv:
        j = judge_all(build_judge(cfg(srv)), [clean_chain()])[0]
    assert j.scored and j.argument.value_accuracy == 4 and j.argument.consistency == 7
    assert j.tool_call.argument == pytest.approx((10 + 7 + 10 + 4 + 10 + 7) / 6, abs=1e-4)
    assert "reconciled" in j.reasons["reconciled"] and j.usage["reconciled"] == 1.0


def test_argument_in_agreement_with_its_sub_dimensions_is_kept():
    with FakeServer(lambda req: Reply.json(verdict(argument=7, value_accuracy=6))) as srv:
        j = judge_all(build_judge(cfg(srv)), [clean_chain()])[0]
    assert j.tool_call.argument == 7 and "reconciled" not in j.reasons and "reconciled" not in j.usage


def test_a_lowered_argument_score_with_every_sub_dimension_full_is_re_asked():
    with FakeServer() as srv:
        srv.script(Reply.json(verdict(argument=6)), Reply.json(verdict(argument=6, relevancy=5)))
        j = judge_all(build_judge(cfg(srv)), [clean_chain()])[0]
        fed_back = srv.requests[1].messages[-1]["content"]
    assert "every argument sub-dimension is 10" in fed_back
    assert j.scored and j.tool_call.argument == 6 and j.argument.relevancy == 5


@pytest.mark.parametrize("reason, score, full, problem", [
    ("No redundant calls; nothing missing.", 10, 10, None),
    ("No call is needed: no tool of the spec can serve the request.", 10, 10, None),
    ("get_item is called twice with identical arguments", 6, 10, None),
    ("issue_id ISS-1 is not the id create_issue returned (ISS-4821)", 4, 10, None),
    ("every required argument is present", 10, 10, None),
    ("The turn follows from what came before", 3, 3, "copies the rubric"),
    ("It is fine.", 2, 3, "names no defect"),
    ("The call is missing the required key argument.", 10, 10, "beside full marks"),
])
def test_reason_checks(reason, score, full, problem):
    from seer.judge.llm_verdict import reason_problem

    found = reason_problem(reason, score, full)
    assert (found is None) if problem is None else (problem in found)


@pytest.mark.parametrize("reason, problem", [
    ("The user did not specify a limit, so leaving it out is right.", None),
    ("No limit was requested and the call leaves it out.", None),
    ("The call does not set the expiry the user asked for.", "beside full marks"),
])
def test_what_the_user_did_not_ask_for_is_not_a_defect(reason, problem):
    from seer.judge.llm_verdict import reason_problem

    found = reason_problem(reason, 10, 10)
    assert (found is None) if problem is None else (problem in found)


def test_the_local_model_judge_composes_for_one_record_at_a_time(compose, monkeypatch):
    monkeypatch.delenv("SEER_LLAMACPP_API_BASE", raising=False)
    monkeypatch.delenv("SEER_LLAMACPP_MODEL", raising=False)
    c = compose("judge=local_qwen").judge
    assert c.kind == "llm" and c.model == "openai/qwen2.5-coder-1.5b" and c.api_base == "http://127.0.0.1:8089/v1"
    assert c.concurrency == 1 and c.temperature == 0.0 and c.response_format == "json_schema" and not c.api_key_env


def test_calibrating_an_llm_judge_asks_only_for_each_mutants_defective_turn():
    """Every record is a request for an LLM judge: the clean records once each, and of a mutant
    only the turn that carries its defect (not its untouched turns)."""
    from seer.calibrate.mutants import mutants
    from seer.calibrate.runner import calibrate
    from tests.calibrate_fixtures import kv_harness, kv_spec

    spec, clean = kv_spec(), kv_harness()
    ms = list(mutants(spec, clean, per_class=1))
    with FakeServer(lambda req: Reply.json(verdict())) as srv:
        cal = calibrate([(spec, clean)], [build_judge(cfg(srv))], per_class=1)
        asked = sorted(record_of(r) for r in srv.requests)
    want = sorted([f"{s.id}#{t}" for s in clean for t in range(len(s.conversation))]
                  + [f"{m.scenario.id}#{m.turn}" for m in ms])
    assert asked == want and len(cal.results) == len(ms)
    assert all(r.detected is False for r in cal.results)  # full marks everywhere: nothing detected


def test_verdict_scores_are_integer_ranges_a_grammar_can_bound():
    """A JSON-Schema grammar (llama.cpp) enforces an integer's range but not a number's: the local
    1.5B model wrote 10 for every 1-3 coherence aspect. Scores are integers in their range."""
    from seer.judge.llm_verdict import Verdict

    defs = Verdict.model_json_schema()["$defs"]
    assert defs["Score3"]["properties"]["score"] == {"maximum": 3, "minimum": 1, "title": "Score", "type": "integer"}
    assert defs["Score10"]["properties"]["score"]["type"] == "integer"
    with pytest.raises(ValueError):
        Verdict.model_validate({**verdict(), "coherence": {a: {"score": 10, "reason": "x"} for a in COH_ASPECTS}})


def test_a_verdict_request_bounds_its_reply_and_every_reason():
    """A small local model wrote a 1,400-token verdict and was still going: the request caps the
    reply, and the schema (a grammar on llama.cpp) bounds every reason; a longer reason is re-asked."""
    long_reason = verdict(value_accuracy=4)
    long_reason["arguments"]["value_accuracy"]["reason"] = "value_accuracy defect: wrong value " + "and so on " * 40
    replies = iter([Reply.json(long_reason), Reply.json(verdict(value_accuracy=4))])
    with FakeServer(lambda req: next(replies)) as srv:
        j = judge_all(build_judge(cfg(srv, response_format="json_schema")), [clean_chain()])[0]
        first, second = srv.requests[0], srv.requests[1]
    assert 0 < first.body["max_tokens"] <= 1200
    schema = first.body["response_format"]["json_schema"]["schema"]
    assert schema["$defs"]["Score10"]["properties"]["reason"]["maxLength"] <= 200
    assert schema["$defs"]["Score3"]["properties"]["reason"]["maxLength"] <= 200
    assert second.tries == 1 and j.scored and j.argument.value_accuracy == 4
