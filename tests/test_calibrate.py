"""Mutation calibration (seer/calibrate): each defect class changes what it claims on a small
hand-made harness, the judges are measured on the mutants, task=calibrate writes its report; a
slow test runs the calibration over the shared specs and asserts the semantic judge's targets."""

from __future__ import annotations

import json

import pytest

from seer.calibrate.mutants import DIMENSIONS, defect_classes, mutants, scalar_leaves
from seer.calibrate.runner import calibrate, dimension_scores
from seer.harness.checks import schema_errors
from seer.judge.semantic import SemanticJudge
from seer.judge.structural import StructuralJudge
from tests.calibrate_fixtures import SPEC, kv_harness, kv_spec, shared_symbolic_harnesses

CLASSES = list(defect_classes())


def _leaves(x) -> list:
    return [v for _, v in scalar_leaves(x)]


def _one_per_class():
    spec, clean = kv_spec(), {s.id: s for s in kv_harness()}
    return spec, clean, {m.defect: m for m in mutants(spec, clean.values(), seed=0, per_class=1)}


def test_every_defect_class_is_registered_with_its_dimension():
    assert len(CLASSES) == 11
    assert all(dc.dimension in DIMENSIONS for dc in defect_classes().values())


def test_mutants_are_seeded_and_valid_records():
    spec, harness = kv_spec(), kv_harness()
    a = [m.model_dump() for m in mutants(spec, harness, seed=3)]
    b = [m.model_dump() for m in mutants(spec, harness, seed=3)]
    assert a == b and {m["defect"] for m in a} == set(CLASSES)
    for m in mutants(spec, harness, seed=3):
        assert m.scenario.id == f"{m.source_id}~{m.defect}" and 0 <= m.turn < len(m.scenario.conversation)


def test_each_class_changes_what_it_claims():
    spec, clean, ms = _one_per_class()
    assert set(ms) == set(CLASSES)

    def calls(m):
        return clean[m.source_id].expected_tools, m.scenario.expected_tools

    old, new = calls(ms["wrong_tool"])
    changed = [(a, b) for a, b in zip(old, new) if a.tool != b.tool]
    assert len(changed) == 1 and spec.tool(changed[0][1].tool) is not None
    assert not schema_errors(spec.tool(changed[0][1].tool).input_schema, changed[0][1].arguments)

    old, new = calls(ms["read_write_swap"])
    (a, b), = [(a, b) for a, b in zip(old, new) if a.tool != b.tool]
    ro = lambda name: bool((spec.tool(name).annotations or {}).get("readOnlyHint"))  # noqa: E731
    assert ro(a.tool) != ro(b.tool)

    old, new = calls(ms["value_wrong_param"])
    (a, b), = [(a, b) for a, b in zip(old, new) if a.arguments != b.arguments]
    diff = [k for k in a.arguments if a.arguments[k] != b.arguments[k]]
    assert a.tool == b.tool and set(a.arguments) == set(b.arguments) and len(diff) == 2
    assert a.arguments[diff[0]] == b.arguments[diff[1]] and a.arguments[diff[1]] == b.arguments[diff[0]]

    m = ms["wrong_list_pick"]
    old, new = calls(m)
    (i, a, b), = [(i, a, b) for i, (a, b) in enumerate(zip(old, new)) if a.arguments != b.arguments]
    picked = set(_leaves(b.arguments)) - set(_leaves(a.arguments))
    assert picked and picked <= {v for k in range(i) for v in _leaves(m.scenario.mock_outputs[k].output)}

    m = ms["wrong_call_id"]
    old, new = calls(m)
    (i, a, b), = [(i, a, b) for i, (a, b) in enumerate(zip(old, new)) if a.arguments != b.arguments]
    (was,), (now,) = set(_leaves(a.arguments)) - set(_leaves(b.arguments)), set(_leaves(b.arguments)) - set(_leaves(a.arguments))
    outs = [set(_leaves(m.scenario.mock_outputs[k].output)) for k in range(i)]
    assert any(was in o for o in outs) and any(now in o and was not in o for o in outs)

    m = ms["dropped_asked_optional"]
    old, new = calls(m)
    (a, b), = [(a, b) for a, b in zip(old, new) if a.arguments != b.arguments]
    (gone,) = set(a.arguments) - set(b.arguments)
    assert gone not in (spec.tool(a.tool).input_schema.get("required") or [])
    assert str(a.arguments[gone]).lower() in m.scenario.conversation[m.turn].user.lower()

    old, new = calls(ms["emptied_required"])
    (a, b), = [(a, b) for a, b in zip(old, new) if a.arguments != b.arguments]
    (k,) = [k for k in a.arguments if a.arguments[k] != b.arguments[k]]
    assert k in spec.tool(a.tool).input_schema["required"] and b.arguments[k] in ("", [])

    old, new = calls(ms["reordered_dependency"])
    assert sorted(c.tool for c in old) == sorted(c.tool for c in new) and [c.tool for c in old] != [c.tool for c in new]

    old, new = calls(ms["duplicate_call"])
    assert len(new) == len(old) + 1 and any(new[k] == new[k + 1] for k in range(len(new) - 1))

    m = ms["later_turn_names_nothing"]
    earlier = [v for i in range(len(m.scenario.expected_tools)) if i < m.scenario.conversation[m.turn].calls[0]
               for v in _leaves(m.scenario.mock_outputs[i].output) if isinstance(v, str) and len(v) >= 3]
    assert m.turn > 0 and not any(v.lower() in m.scenario.conversation[m.turn].user.lower() for v in earlier)

    m = ms["mock_contradicts_call"]
    sc = clean[m.source_id]
    assert sc.expected_tools == m.scenario.expected_tools and sc.mock_outputs != m.scenario.mock_outputs


def test_clean_hand_made_records_score_full_marks():
    """The false-alarm side on records that are right by hand: no dimension below full."""
    spec, harness = kv_spec(), kv_harness()
    for judge in (SemanticJudge(), SemanticJudge("semantic_strict", "strict"), StructuralJudge()):
        for j in judge.judge(spec, harness):
            assert dimension_scores(j) == dict.fromkeys(DIMENSIONS, 1.0), (judge.name, j.record_id, j.reasons)


@pytest.mark.parametrize("profile", ["lenient", "strict"])
def test_semantic_judge_detects_every_class_on_the_hand_made_harness(profile):
    cal = calibrate([(kv_spec(), kv_harness())], [SemanticJudge("semantic", profile)], margin=0.05)
    (jc,) = cal.judges
    assert jc.false_alarms == 0.0
    for c in jc.classes:
        assert c.scored > 0 and c.detection == 1.0, (c.defect, [r.note for r in cal.results if r.defect == c.defect and not r.detected])
        assert c.mean_drop >= 0.05


def test_structural_judge_misses_what_only_meaning_shows_and_catches_its_own_classes():
    cal = calibrate([(kv_spec(), kv_harness())], [StructuralJudge()], margin=0.05)
    rate = {c.defect: c.detection for c in cal.judges[0].classes}
    assert rate["duplicate_call"] == rate["reordered_dependency"] == rate["later_turn_names_nothing"] == 1.0
    assert rate["wrong_tool"] == rate["read_write_swap"] == rate["value_wrong_param"] == 0.0


def test_a_miss_on_a_clean_record_already_flagged_is_counted_as_masked():
    """A judge that already scores every clean record low on argument has no room to drop: its
    argument-class misses are reported as masked (the wrong_call_id miss at HEAD sat on such a
    record), the other classes' are not, and the table says so."""
    from seer.calibrate.table import calibration_table

    class Wary(StructuralJudge):
        def judge(self, spec, scenarios):
            for j in super().judge(spec, scenarios):
                yield j.model_copy(update={"tool_call": j.tool_call.model_copy(update={"argument": 5.0})}) if j.tool_call else j

    cal = calibrate([(kv_spec(), kv_harness())], [Wary()], margin=0.05)
    rows = {c.defect: c for c in cal.judges[0].classes}
    assert rows["value_wrong_param"].detected == 0 and rows["value_wrong_param"].masked == rows["value_wrong_param"].scored > 0
    assert rows["wrong_tool"].detected == 0 and rows["wrong_tool"].masked == 0  # selection: the clean records are full
    assert "missed on a clean record already flagged" in calibration_table(cal)


def test_task_calibrate_writes_table_plot_metrics(tmp_path, compose):
    from seer.calibrate.task import run_calibrate
    from seer.harness.io import write_jsonl

    harness = tmp_path / "harness.jsonl"
    write_jsonl(harness, kv_harness())
    run = tmp_path / "run"
    cfg = compose("task=calibrate", f"harness={harness}", f"suite.paths=[{SPEC}]", "judge=semantic",
                  "+judge@panel.old=structural_lenient", f"run_dir={run}", f"cache_dir={tmp_path / 'cache'}",
                  "tracking=none", "progress=false")
    record = run_calibrate(cfg)
    report = (run / "report.md").read_text()
    assert "## Judge calibration" in report and "| wrong_tool (" in report and "false alarms: any dimension" in report
    assert (run / "plots" / "calibration.png").stat().st_size > 0
    assert record.metrics["calibration/semantic/wrong_tool/detection"] == 1.0
    assert record.metrics["calibration/structural_lenient/wrong_tool/detection"] == 0.0
    assert record.metrics["calibration/semantic/false_alarms"] == 0.0
    rows = [json.loads(line) for line in (run / "calibration.jsonl").read_text().splitlines()]
    assert {r["judge"] for r in rows} == {"semantic", "structural_lenient"} and all(r["note"] for r in rows)
    assert record.task == "calibrate" and "calibration.json" in record.artifacts


def test_unknown_defect_class_is_one_clear_error():
    from seer.errors import ConfigError

    with pytest.raises(ConfigError, match="unknown defect class 'typo'"):
        list(mutants(kv_spec(), kv_harness(), classes=["typo"]))


@pytest.fixture(scope="module")
def shared_harnesses():
    return shared_symbolic_harnesses()


@pytest.fixture(scope="module")
def pool_harnesses(shared_harnesses):
    from tests.calibrate_fixtures import pool_symbolic_harnesses

    return pool_symbolic_harnesses(shared_harnesses)


@pytest.fixture(scope="module")
def other_seeds():
    from tests.calibrate_fixtures import other_seed_harnesses

    return other_seed_harnesses(seeds=(1, 2, 3, 4, 5))


TOP_UP = 100  # a class with fewer mutants than this at seed 0 also gets those of seeds 1-5 (independent records)


def _assert_targets(harnesses, shared_specs, extra=()) -> None:
    """The gate of seer/calibrate/bounds.py (defaults: >= 30 mutants a class, a 95% Wilson lower bound
    >= 80% and an upper bound >= 90%; false alarms: lower bound <= 5%, upper <= 10%), false alarms over
    every clean record and over the shared specs' alone. The message carries every class's figures."""
    from seer.calibrate.bounds import Gate, false_alarm_verdict, gate_problems

    gate = Gate()
    (jc,) = calibrate(harnesses, [SemanticJudge()], margin=0.05, min_mutants=TOP_UP, extra=extra).judges
    counts = [jc.flagged_by_spec[s] for s in shared_specs if s in jc.flagged_by_spec]
    shared = (sum(k for k, _ in counts), sum(n for _, n in counts))
    figures = {c.defect: f"{c.detected}/{c.scored} ({c.records} records) >= {c.lower:.3f}" for c in jc.classes if c.scored}
    problems = gate_problems(jc, gate)
    if false_alarm_verdict(*shared, gate) not in ("met", "ok"):
        problems.append(f"false alarms on the shared specs: {false_alarm_verdict(*shared, gate)} ({shared[0]} of {shared[1]})")
    assert not problems, (problems, figures, {"false alarms": (jc.clean_flagged, jc.clean_scored), "shared": shared})


@pytest.mark.slow
def test_semantic_judge_meets_the_targets_on_the_shared_specs(shared_harnesses, pool_harnesses, other_seeds):
    """Issue #14's targets, measured so that one mutant does not decide them: every class of the
    seven shared specs plus the candidate and example specs (symbolic engine, seed 0; a class with
    fewer than 100 mutants also on seeds 1-5) has >= 30 mutants and is shown >= 80% detected and not
    shown below 90%; the false alarms on the clean records, all of them and the seven shared specs'
    alone, are not shown above 5% (and shown <= 10%)."""
    _assert_targets(pool_harnesses, [spec.name for spec, _ in shared_harnesses], other_seeds)


@pytest.mark.slow
def test_semantic_judge_meets_the_targets_with_realistic_plain_word_names(shared_harnesses, pool_harnesses, other_seeds):
    """The same targets once every slug name ("amber-comet") of those harnesses is a plain-word
    name ("upstream", "Mission story"): what the symbolic engine will write (issue #12)."""
    from seer.calibrate.plain_names import plain_named

    from seer.calibrate.plain_names import dropped_name_mutants

    renamed = [(spec, plain_named(spec, scs, seed=0)) for spec, scs in pool_harnesses]
    renamed_seeds = [(spec, plain_named(spec, scs, seed=0)) for spec, scs in other_seeds]
    assert sum(a != b for (_, old), (_, new) in zip(shared_harnesses, renamed) for a, b in zip(old, new)) >= 10
    _assert_targets(renamed, [spec.name for spec, _ in shared_harnesses], renamed_seeds)
    # every renamed name the user states, dropped once (the seeded calibration above drops few of them),
    # over the pool and the other seeds (the shared specs alone have ~9: one miss decided it), by the gate
    from seer.calibrate.bounds import PASSING, Gate, class_verdict

    judge, seen, caught = SemanticJudge(), 0, []
    for (spec, old), (_, new) in zip(pool_harnesses + other_seeds, renamed + renamed_seeds):
        clean = {j.record_id: dimension_scores(j)["argument"] for j in judge.judge(spec, new)}
        for m in dropped_name_mutants(spec, old, new):
            (x,) = [j for j in judge.judge(spec, [m.scenario]) if j.turn == m.turn]
            seen += 1
            caught += [m.note] if clean[f"{m.source_id}#{m.turn}"] - dimension_scores(x)["argument"] >= 0.05 - 1e-9 else []
    assert class_verdict(len(caught), seen, Gate()) in PASSING, (len(caught), seen)


def test_plain_names_rename_a_slug_everywhere_in_its_record_and_are_seeded():
    from seer.calibrate.plain_names import SLUG, plain_named
    from tests.calibrate_fixtures import scenario

    spec = _spec_of(("find_objects", "Find objects.", {"name": {"type": "string"}}),
                    ("rename_object", "Rename an object.", {"uuid": {"type": "string"}, "new_name": {"type": "string"}}))
    sc = scenario("r", [("Find the objects named quiet-delta.",
                         [("find_objects", {"name": "quiet-delta"}, {"objects": [{"uuid": "u-1", "name": "quiet-delta"}]})]),
                        ("Good, quiet-delta it is. Rename it to amber-comet-7.",
                         [("rename_object", {"uuid": "u-1", "new_name": "amber-comet-7"}, {"name": "amber-comet-7"})])])
    (a,), (b,) = plain_named(spec, [sc], seed=1), plain_named(spec, [sc], seed=1)
    assert a == b and not SLUG.search(a.model_dump_json())
    old, new = sc.expected_tools[0].arguments["name"], a.expected_tools[0].arguments["name"]
    assert new != old and new == a.mock_outputs[0].output["objects"][0]["name"]
    assert new in a.conversation[0].user and new in a.conversation[1].user
    renamed = a.expected_tools[1].arguments["new_name"]
    assert renamed not in (new, "amber-comet-7") and a.mock_outputs[1].output["name"] == renamed
    assert a.expected_tools[1].arguments["uuid"] == "u-1"  # what is no slug stays


def _spec_of(*tools):
    from seer.spec.model import Spec, Tool

    return Spec(name="kvshop", tools=[Tool(name=n, description=d, inputSchema={"type": "object", "properties": p})
                                      for n, d, p in tools])


def test_a_dropped_optional_is_a_defect_only_where_the_user_gave_it():
    """Leaving out the schema's default changes nothing, and a value the text cites from an earlier
    output ("OK, so the name is X") was not asked for here: neither makes a mutant."""
    import random

    from tests.calibrate_fixtures import scenario

    drop = defect_classes()["dropped_asked_optional"].mutate
    spec = _spec_of(("undo", "Undo or redo the last change.", {"action": {"type": "string", "enum": ["undo", "redo"],
                                                                          "default": "undo"}}),
                    ("check", "Check text consistency.", {}),
                    ("create_frame", "Create a text frame.", {"name": {"type": "string"}, "x": {"type": "integer"}}))
    assert drop(spec, scenario("u", [("Undo the last change.", [("undo", {"action": "undo"}, {"ok": True})])]),
                random.Random(0)) is None
    carried = scenario("c", [("Check the text consistency.", [("check", {}, {"report": {"name": "rapid-pixel"}})]),
                             ("OK, so the name is rapid-pixel. Add a text frame.",
                              [("create_frame", {"name": "rapid-pixel"}, {"ok": True})])])
    assert drop(spec, carried, random.Random(0)) is None
    given = scenario("g", [("Add a text frame named rapid-pixel at x 40.",
                            [("create_frame", {"name": "rapid-pixel", "x": 40}, {"ok": True})])])
    assert drop(spec, given, random.Random(0)) is not None


def test_a_wrong_call_id_is_another_things_id_not_the_same_things_from_another_call():
    """Two calls that both list commits hand on commit hashes alike: taking one for the other is
    no defect; an id of another thing is, and a date is no id."""
    import random

    from tests.calibrate_fixtures import scenario

    swap = defect_classes()["wrong_call_id"].mutate
    spec = _spec_of(("log", "Show the commit log.", {}), ("history", "Collect history.", {}),
                    ("tag", "Tag a commit.", {"commit": {"type": "string"}}))
    same = scenario("s", [("Show the log, then collect the history.",
                           [("log", {}, {"commits": [{"hash": "860520fe541a"}], "day": "2026-05-11"}),
                            ("history", {}, {"recentCommits": [{"hash": "28519bb05bce"}]})]),
                          ("Tag it.", [("tag", {"commit": "28519bb05bce"}, {"ok": True})])])
    assert swap(spec, same, random.Random(0)) is None
    other = scenario("o", [("Show the log, then collect the history.",
                            [("log", {}, {"session": {"id": "ses_81f3"}}),
                             ("history", {}, {"recentCommits": [{"hash": "28519bb05bce"}]})]),
                           ("Tag it.", [("tag", {"commit": "28519bb05bce"}, {"ok": True})])])
    data, turn, note = swap(spec, other, random.Random(0))
    assert data["expected_tools"][2]["arguments"]["commit"] == "ses_81f3" and turn == 1


def test_wilson_bounds_and_the_gates_verdicts():
    """The Wilson interval (closed form checked here), and what the gate says of a class: too few
    mutants to measure, under the floor, shown below target, or passing."""
    import math

    from seer.calibrate.bounds import Gate, class_verdict, false_alarm_verdict, wilson

    k, n, z = 7, 8, 1.959963984540054
    p = k / n
    mid, half = (p + z * z / (2 * n)) / (1 + z * z / n), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    lo, hi = wilson(k, n)
    assert lo == pytest.approx(mid - half) and hi == pytest.approx(mid + half) and 0.5 < lo < 0.55
    assert wilson(0, 0) is None
    g = Gate()
    assert class_verdict(8, 8, g) == "too few mutants"  # 8 of 8 is no pass: it measures nothing
    assert class_verdict(30, 30, g) == "ok" and class_verdict(27, 30, g) == "under floor"
    assert class_verdict(300, 300, g) == "met" and class_verdict(250, 300, g) == "below target"
    assert class_verdict(36, 37, g) == "ok" and class_verdict(34, 37, g) == "under floor"
    assert false_alarm_verdict(4, 304, g) == "met" and false_alarm_verdict(89, 944, g) == "above target"
    assert false_alarm_verdict(3, 40, g) == "over ceiling" and false_alarm_verdict(3, 20, g) == "too few records"


def test_a_rare_class_is_topped_up_with_distinct_mutants_of_its_records():
    """Below min_mutants over all the harnesses, a class gets more mutants of the records that offer
    it (distinct ones, at most per_record each); the others keep one a record, and the table says
    how many mutants and records a class had and its interval."""
    from seer.calibrate.table import calibration_table

    base = calibrate([(kv_spec(), kv_harness())], [StructuralJudge()], margin=0.05)
    more = calibrate([(kv_spec(), kv_harness())], [StructuralJudge()], margin=0.05, min_mutants=10**6, per_record=3)
    b = {c.defect: c for c in base.judges[0].classes}
    m = {c.defect: c for c in more.judges[0].classes}
    assert all(c.records == c.scored for c in b.values())  # one mutant a record
    grown = [d for d in m if m[d].scored > b[d].scored]
    assert grown and all(m[d].records == b[d].records and m[d].scored <= 3 * m[d].records for d in m)
    ids = [r.record_id for r in more.results]
    assert len(ids) == len(set(ids))
    made = list(mutants(kv_spec(), kv_harness(), min_mutants=10**6, per_record=3))
    content = [(m.defect, m.source_id, m.scenario.model_dump_json(include={"expected_tools", "mock_outputs", "conversation"}))
               for m in made]
    assert len(set(content)) == len(content) and len(made) == len(more.results)
    # enough of a class already: no top-up (min_mutants reached)
    same = calibrate([(kv_spec(), kv_harness())], [StructuralJudge()], margin=0.05, min_mutants=1, per_record=3)
    assert [r.record_id for r in same.results] == [r.record_id for r in base.results]
    table = calibration_table(more)
    d = grown[0]
    assert f"{m[d].detected} of {m[d].scored}, {m[d].records} records" in table and "too few mutants" in table
    assert f"[{m[d].lower:.1%}, {m[d].upper:.1%}]" in table


def test_a_rare_class_takes_the_mutants_of_extra_records_which_are_no_false_alarms():
    """`extra` harnesses (other seeds) give a class short of min_mutants more independent records:
    their mutants join its rate, their clean records are judged only as those mutants' sources and
    count in no false-alarm figure; a record the harness already has adds nothing."""
    spec = kv_spec()
    other = [s.model_copy(update={"id": f"{s.id}-b"}) for s in kv_harness()]
    base = calibrate([(spec, kv_harness())], [StructuralJudge()], margin=0.05)
    more = calibrate([(spec, kv_harness())], [StructuralJudge()], margin=0.05, min_mutants=10**6, extra=[(spec, other)])
    b, m = base.judges[0], more.judges[0]
    assert [c.scored for c in m.classes] == [2 * c.scored for c in b.classes]
    assert [c.records for c in m.classes] == [2 * c.records for c in b.classes]
    assert (m.clean_scored, m.clean_flagged, m.flagged_by_spec) == (b.clean_scored, b.clean_flagged, b.flagged_by_spec)
    same = calibrate([(spec, kv_harness())], [StructuralJudge()], margin=0.05, min_mutants=10**6, extra=[(spec, kv_harness())])
    assert [c.scored for c in same.judges[0].classes] == [c.scored for c in b.classes]
    enough = calibrate([(spec, kv_harness())], [StructuralJudge()], margin=0.05, min_mutants=1, extra=[(spec, other)])
    assert [c.scored for c in enough.judges[0].classes] == [c.scored for c in b.classes]
