"""The structural judge on hand-made records: each known defect lowers exactly its own dimension,
in both profiles; clean records score full marks."""

from __future__ import annotations

import pytest

from seer.judge.base import build_judge
from seer.judge.model import ARG_SUBDIMENSIONS, COH_ASPECTS, Judgment
from seer.judge.structural import StructuralJudge
from tests.test_judge_records import COMMENT_MOCK, ISSUE_MOCK, PROMPT, clean_chain, comment, create, scenario, tracker_spec

PROFILES = ("lenient", "strict")


def lowered(j: Judgment) -> set[str]:
    """Every dimension, sub-dimension and aspect below full marks (the TC argument dimension is
    implied by its sub-dimensions and checked to agree with them)."""
    out = {d for d in ("selection", "ordering", "usage") if getattr(j.tool_call, d) < 10}
    out |= {f"argument.{d}" for d in ARG_SUBDIMENSIONS if getattr(j.argument, d) < 10}
    out |= {f"coherence.{a}" for a in COH_ASPECTS if getattr(j.coherence, a) < 3}
    assert (j.tool_call.argument < 10) == any(x.startswith("argument.") for x in out), j
    return out


def judge_one(sc, profile: str) -> list[Judgment]:
    return list(StructuralJudge(f"structural_{profile}", profile).judge(tracker_spec(), [sc]))


SET_PROMPT = "Store the session token abc123xyz under key session:42 so that it expires after 10 minutes."
READ_PROMPT = "Show me the contents of /srv/app/config.yaml please."

DEFECTS = {
    # defect name: (record, index of the judged turn, the one thing it must lower)
    "invented tool": (lambda: scenario([create(), ("post_comment", comment()[1])], [ISSUE_MOCK, COMMENT_MOCK]), 0, "selection"),
    "missing required argument": (lambda: scenario([create(), ("add_comment", {"issue_id": "ISS-4821"})], [ISSUE_MOCK, COMMENT_MOCK]), 0, "argument.completeness"),
    "missing implied optional argument": (lambda: scenario([("set_key", {"key": "session:42", "value": "abc123xyz"})], [{"ok": True}], SET_PROMPT), 0, "argument.completeness"),
    "wrong value": (lambda: scenario([create(repo="acme/gadgets"), comment()], [ISSUE_MOCK, COMMENT_MOCK]), 0, "argument.value_accuracy"),
    "extra irrelevant argument": (lambda: scenario([("read_file", {"path": "/srv/app/config.yaml", "head": 25})], [{"content": "port: 80"}], READ_PROMPT), 0, "argument.relevancy"),
    "broken chain": (lambda: scenario([create(), comment(issue_id="ISS-9999")], [ISSUE_MOCK, COMMENT_MOCK]), 0, "argument.consistency"),
    "reversed order": (lambda: scenario([comment(), create()], [COMMENT_MOCK, ISSUE_MOCK]), 0, "ordering"),
    "duplicated call": (lambda: scenario([create(), create(), comment()], [ISSUE_MOCK, ISSUE_MOCK, COMMENT_MOCK]), 0, "usage"),
    "first turn replies to nothing": (lambda: scenario([create(), comment()], [ISSUE_MOCK, COMMENT_MOCK], "Thanks! " + PROMPT), 0, "coherence.logical_flow"),
    "turn repeats an earlier turn": (lambda: scenario(
        [create(), comment()], [ISSUE_MOCK, COMMENT_MOCK],
        turns=[(PROMPT, [0]), (PROMPT, [1])]), 1, "coherence.logical_flow"),
    "later turn ignores earlier outputs": (lambda: scenario(
        [create(), comment()], [ISSUE_MOCK, COMMENT_MOCK],
        turns=[("In repo acme/widgets, open an issue titled 'Login button broken'.", [0]),
               ("Now write 'Seen on Safari 17' under that issue.", [1])]), 1, "coherence.context_retention"),
}

CLEAN = {
    "chain": clean_chain,
    "implied optional given (10 minutes as 600 s)": lambda: scenario(
        [("set_key", {"key": "session:42", "value": "abc123xyz", "expireSeconds": 600})], [{"ok": True}], SET_PROMPT),
    "read without extras": lambda: scenario([("read_file", {"path": "/srv/app/config.yaml"})], [{"content": "port: 80"}], READ_PROMPT),
    "multi-turn citing the earlier output": lambda: scenario(
        [create(), comment()], [ISSUE_MOCK, COMMENT_MOCK],
        turns=[("In repo acme/widgets, open an issue titled 'Login button broken'.", [0]),
               ("Now write 'Seen on Safari 17' under ISS-4821.", [1])]),
    "no_tool with no call": lambda: scenario([], [], "What's the weather in Paris tomorrow?", kind="no_tool"),
    "missing_info asks first": lambda: scenario(
        [create()], [ISSUE_MOCK], "Open an issue for me.", kind="missing_info",
        turns=[("Open an issue titled 'Login button broken'.", []), ("It is for repo acme/widgets.", [0])]),
}


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", list(CLEAN))
def test_clean_records_score_full_marks(name, profile):
    for j in judge_one(CLEAN[name](), profile):
        assert lowered(j) == set(), (name, j.reasons)
        assert j.tool_call.argument == 10 and j.labels == [] and j.reasons == {}


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", list(DEFECTS))
def test_each_defect_lowers_exactly_its_dimension(name, profile):
    make, turn, dimension = DEFECTS[name]
    js = judge_one(make(), profile)
    assert lowered(js[turn]) == {dimension}, js[turn].reasons
    assert dimension in js[turn].reasons  # the judgment says why
    for other in js[:turn] + js[turn + 1:]:
        assert lowered(other) == set(), other.reasons


def test_strict_is_all_or_nothing_lenient_gives_partial_credit():
    # one wrong call of two: lenient halves the share, strict zeroes it
    sc = scenario([create(), ("post_comment", comment()[1])], [ISSUE_MOCK, COMMENT_MOCK])
    assert judge_one(sc, "lenient")[0].tool_call.selection == 5.0
    assert judge_one(sc, "strict")[0].tool_call.selection == 0.0
    # a value that is only a reformatting of the request: lenient gives that argument half credit
    # (call 1: repo 0.5, title 1 -> 0.75), strict fails the whole call (0); the turn averages its calls
    sc = scenario([create(repo="acme widgets"), comment()], [ISSUE_MOCK, COMMENT_MOCK])
    assert judge_one(sc, "lenient")[0].argument.value_accuracy == 8.75
    assert judge_one(sc, "strict")[0].argument.value_accuracy == 5.0


@pytest.mark.parametrize("profile", PROFILES)
def test_cascade_invalid_name_and_wrong_type(profile):
    sc = scenario([create(), comment(bogus="x")], [ISSUE_MOCK, COMMENT_MOCK])
    a = judge_one(sc, profile)[0].argument
    assert a.name_validity < 10 and a.type_correctness <= a.name_validity and a.value_accuracy <= a.type_correctness
    sc = scenario([create(title=17), comment()], [ISSUE_MOCK, COMMENT_MOCK])
    a = judge_one(sc, profile)[0].argument
    assert a.name_validity == 10 and a.type_correctness < 10
    assert a.value_accuracy <= a.type_correctness and a.consistency <= a.type_correctness


def test_single_turn_normal_without_calls_lowers_selection_and_no_tool_with_calls_too():
    none = scenario([], [], "Delete the stale cache key session:42.")
    assert judge_one(none, "lenient")[0].tool_call.selection == 0
    wrong = scenario([create()], [ISSUE_MOCK], PROMPT, kind="no_tool")
    assert judge_one(wrong, "lenient")[0].tool_call.selection == 0


def test_off_topic_turn_is_labelled():
    sc = scenario([create()], [ISSUE_MOCK], turns=[(PROMPT, [0]), ("What's the weather in Paris tomorrow?", [])])
    j = judge_one(sc, "lenient")[1]
    assert j.coherence.topic_relevance == 1 and "off_topic" in j.labels


def test_one_judgment_per_turn_with_ids_and_key():
    sc = CLEAN["multi-turn citing the earlier output"]()
    judge = build_judge(type("Cfg", (), {"name": "structural_strict", "kind": "structural", "profile": "strict"})())
    js = list(judge.judge(tracker_spec(), [sc, clean_chain()]))
    assert [j.record_id for j in js] == ["s1#0", "s1#1", "s1#0"]
    assert {j.judge for j in js} == {"structural_strict"} and js[1].tools == ["add_comment"]
    assert StructuralJudge("a", "lenient").key == StructuralJudge("a", "lenient").key
    assert len({StructuralJudge("a", "lenient").key, StructuralJudge("b", "lenient").key, StructuralJudge("a", "strict").key}) == 3


def test_unknown_profile_is_a_config_error():
    from seer.errors import ConfigError

    with pytest.raises(ConfigError, match="profile"):
        StructuralJudge("x", "fuzzy")


@pytest.mark.parametrize("profile", PROFILES)
def test_request_for_an_uncalled_tool_lowers_coherence_completeness(profile):
    prompt = "In repo acme/widgets, open an issue titled 'Login button broken' and add a comment 'Seen on Safari 17' to it."
    j = judge_one(scenario([create()], [ISSUE_MOCK], prompt), profile)[0]
    assert lowered(j) == {"coherence.completeness"} and "add_comment" in j.reasons["coherence.completeness"]
    assert "missing_information" in j.labels


@pytest.mark.parametrize("profile", PROFILES)
def test_symbolic_harnesses_of_the_real_specs_score_high(shared_specs, profile):
    """A good generator's harness is mostly judged clean: the checks do not cry wolf."""
    from seer.config import GeneratorConfig
    from seer.generate.base import GenerationPlan, build_engine
    from seer.harness.model import Scenario
    from seer.judge.aggregate import summarize
    from seer.spec.load import load_spec

    engine, judge = build_engine(GeneratorConfig()), StructuralJudge(f"structural_{profile}", profile)
    js = []
    for path in sorted(shared_specs.glob("*.json")):
        spec = load_spec(path)
        js += judge.judge(spec, [s for s in engine.generate(spec, GenerationPlan(seed=0)) if isinstance(s, Scenario)])
    s = summarize(js)
    assert s.records > 100 and s.unscored == 0
    assert s.tc > 0.95 and s.coh > 0.95, s
    assert sum(s.failures.values()) < 0.15 * s.records, s.failures


def test_validators_are_compiled_once_per_tool(monkeypatch):
    from seer.judge import structural_args

    compiled = []
    real = structural_args.ToolChecks.compile.__func__
    monkeypatch.setattr(structural_args.ToolChecks, "compile",
                        classmethod(lambda cls, tool: compiled.append(tool.name) or real(cls, tool)))
    judge, spec = StructuralJudge(), tracker_spec()
    for _ in range(3):
        list(judge.judge(spec, [clean_chain(), CLEAN["read without extras"]()] * 5))
    assert sorted(compiled) == ["add_comment", "create_issue", "read_file"]


def test_named_tools_index_finds_what_a_scan_of_every_tool_finds():
    """The completeness check looks tools up by their rarest name word (linear in the spec's size):
    it must find exactly the tools a scan over every tool finds."""
    import random

    from seer.judge.structural_coherence import SpecVocabulary
    from seer.spec.model import Spec, Tool

    rng = random.Random(5)
    vocab_words = ["issue", "comment", "label", "branch", "merge", "file", "repo", "user", "team", "page"]
    tools = [Tool(name="_".join(rng.sample(vocab_words, rng.randint(1, 3))) + f"_{k}", description="",
                  inputSchema={"type": "object", "properties": {}}) for k in range(120)]
    vocab = SpecVocabulary.of(Spec(name="many", tools=tools))
    for _ in range(50):
        stems = {w[:5] for w in rng.sample(vocab_words, rng.randint(1, 6))} | {str(rng.randint(0, 119))}
        scan = sorted(n for n, ts in vocab.tool_stems.items() if len(ts) >= 2 and ts <= stems)
        assert sorted(vocab.named_tools(stems)) == scan
