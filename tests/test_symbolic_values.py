"""Issue #12's value checks on the symbolic engine: values of well-known kinds are plausible
(>= 99% of arguments and of mock fields), no filesystem path where no path belongs, a call
that names an entity gets the same value back (>= 99%), on small fixture specs shaped like real
published MCP servers (tests/fixtures/kinds) and on the shared real specs."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from seer import kinds
from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.checks import check_scenario
from seer.harness.io import dumps
from seer.harness.model import Discard, Scenario
from seer.kinds.audit import audit
from seer.kinds.sql import statement_type
from seer.spec.load import load_spec

REPO = Path(__file__).resolve().parents[1]
FIXTURES = sorted((REPO / "tests" / "fixtures" / "kinds").glob("*.json"))
SHARED = REPO.parent / "shared" / "specs"
SHARED_FILES = sorted(SHARED.glob("*.json")) if SHARED.is_dir() else []
_RUNS: dict[str, tuple] = {}


def run(path: Path, seed: int = 0):
    key = f"{path}:{seed}"
    if key not in _RUNS:
        spec = load_spec(path)
        out = list(SymbolicEngine().generate(spec, GenerationPlan(seed=seed)))
        _RUNS[key] = (spec, [o for o in out if isinstance(o, Scenario)], [o for o in out if isinstance(o, Discard)])
    return _RUNS[key]


def calls(scenarios, tool):
    for s in scenarios:
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == tool:
                yield c.arguments, m


def assert_values_real(spec, scenarios):
    a = audit(spec, scenarios)
    assert a.arg_share is None or a.arg_share >= 0.99, a.failures[:5]
    assert a.mock_share is None or a.mock_share >= 0.99, a.failures[:5]
    assert a.path_leaks == 0, [f for f in a.failures if "path in" in f[2]][:5]
    assert a.agreement is None or a.agreement >= 0.99, a.failures[:5]
    return a


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_fixture_values_are_real_and_the_harness_still_holds(path):
    spec, scenarios, discards = run(path)
    assert not discards, [d.reason for d in discards[:3]]
    assert not any(check_scenario(spec, s) for s in scenarios)
    assert {c.tool for s in scenarios for c in s.expected_tools} == set(spec.tool_names)
    assert_values_real(spec, scenarios)


def test_fixtures_exercise_the_well_known_kinds():
    """The figures above are not vacuous: the fixtures put well-known kinds in many places."""
    checked = args = 0
    seen: set[str] = set()
    for path in FIXTURES:
        spec, scenarios, _ = run(path)
        a = audit(spec, scenarios)
        checked += a.arg_checked + a.mock_checked
        args += a.arg_checked
        # the kinds a fixture exercises, over two seeds: an optional parameter (kubectl's labelSelector) is
        # drawn for ~30% of calls, so one seed's plans may leave it out by chance
        for s in scenarios + run(path, 1)[1]:
            for c in s.expected_tools:
                tool = spec.tool(c.tool)
                for k, v in c.arguments.items():
                    sub = (tool.input_schema.get("properties") or {}).get(k, {})
                    seen.add(kinds.infer(k, sub, tool_name=tool.name, tool_description=tool.description))
    assert args >= 100 and checked >= 400, (args, checked)
    assert {"timezone", "time", "sql", "sql_dml", "sql_ddl", "owner", "repo", "branch", "label_selector", "cron",
            "css_selector", "xpath", "url", "latitude", "longitude", "jql", "cql", "issue_key"} <= seen, seen


@pytest.mark.parametrize("path", SHARED_FILES, ids=[p.stem for p in SHARED_FILES])
def test_shared_spec_values_are_real(path):
    spec, scenarios, _ = run(path)
    assert_values_real(spec, scenarios)


@pytest.mark.skipif(not SHARED_FILES, reason="../shared/specs is absent")
def test_shared_specs_are_measured():
    assert len(SHARED_FILES) >= 5


def _fixture(stem):
    return run(next(p for p in FIXTURES if p.stem == stem))


def test_time_server_returns_real_zones_datetimes_and_weekdays():
    spec, scenarios, _ = _fixture("time")
    current = list(calls(scenarios, "get_current_time"))
    assert current
    for args, mock in current:
        if mock.is_error:
            continue
        out = mock.output
        assert out["timezone"] == args["timezone"] and kinds.plausible("timezone", out["timezone"])
        moment = datetime.fromisoformat(out["datetime"])
        assert moment.strftime("%A") == out["day_of_week"]
        assert out["is_dst"] == bool(moment.dst()) or moment.utcoffset() is not None
    for args, mock in calls(scenarios, "convert_time"):
        assert kinds.plausible("time", args["time"]) and kinds.plausible("timezone", args["source_timezone"])
        assert args["source_timezone"] != args["target_timezone"]
        if not mock.is_error:
            assert mock.output["source"]["datetime"][11:16] == args["time"]


def test_sqlite_queries_are_sql_over_the_worlds_tables_and_return_rows():
    spec, scenarios, _ = _fixture("sqlite")
    reads = [(a, m) for a, m in calls(scenarios, "read_query") if not m.is_error]
    assert reads
    for args, mock in reads:
        assert statement_type(args["query"]) == "select"
        rows = mock.output["rows"]
        assert isinstance(rows, list)
        for row in rows:
            assert set(row) <= set(args["query"].replace(",", " ").split()) | {"n"}
    for args, _ in calls(scenarios, "write_query"):
        assert statement_type(args["query"]) == "dml"
    for args, _ in calls(scenarios, "create_table"):
        assert statement_type(args["query"]) == "ddl"
    for args, mock in calls(scenarios, "describe_table"):
        if not mock.is_error:
            assert mock.output["table"] == args["table_name"] and mock.output["columns"]


def test_code_host_values_name_repos_and_owners_not_paths():
    spec, scenarios, _ = _fixture("github")
    for s in scenarios:
        for c in s.expected_tools:
            if "owner" in c.arguments:
                assert kinds.plausible("owner", c.arguments["owner"]) and kinds.plausible("repo", c.arguments["repo"])
            if "path" in c.arguments:
                assert not c.arguments["path"].startswith("/")
    for args, mock in calls(scenarios, "get_file_contents"):
        if not mock.is_error and "content" in mock.output:
            assert mock.output["path"] == args["path"] and mock.output["content"].strip()


def test_cluster_values_follow_kubernetes_grammar():
    spec, scenarios, _ = _fixture("kubernetes")
    for s in scenarios:
        for c in s.expected_tools:
            if "labelSelector" in c.arguments:
                assert kinds.plausible("label_selector", c.arguments["labelSelector"])
            if "schedule" in c.arguments:
                assert kinds.plausible("cron", c.arguments["schedule"])
            if "namespace" in c.arguments:
                assert kinds.plausible("k8s_namespace", c.arguments["namespace"])


def test_listings_count_what_they_list_and_reads_return_the_named_record():
    for path in FIXTURES:
        spec, scenarios, _ = run(path)
        for s in scenarios:
            for c, m in zip(s.expected_tools, s.mock_outputs):
                out = m.output
                if isinstance(out, dict) and "total" in out:
                    listed = [v for v in out.values() if isinstance(v, list)]
                    assert listed and out["total"] == len(listed[0]), (s.id, c.tool)


def test_a_write_is_what_a_later_read_returns():
    spec, scenarios, _ = _fixture("github")
    pairs = 0
    for s in scenarios:
        made = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "create_issue" and not m.is_error:
                made[m.output["issue"]["number"]] = c.arguments["title"]
            if c.tool == "get_issue" and c.arguments["issue_number"] in made and not m.is_error:
                pairs += 1
                assert m.output["issue"]["title"] == made[c.arguments["issue_number"]]
    assert pairs >= 1


def test_same_seed_same_bytes_on_a_fixture():
    path = next(p for p in FIXTURES if p.stem == "sqlite")
    spec = load_spec(path)
    a = [dumps(o) for o in SymbolicEngine().generate(spec, GenerationPlan(seed=3)) if isinstance(o, Scenario)]
    b = [dumps(o) for o in SymbolicEngine().generate(spec, GenerationPlan(seed=3)) if isinstance(o, Scenario)]
    assert a == b and json.loads(a[0])


def test_the_audit_catches_the_filler_issue_12_found():
    """The measure can fail: plant the issue's own defects in a clean harness and count them."""
    spec, scenarios, _ = _fixture("time")
    clean = audit(spec, scenarios)
    broken = [s.model_copy(deep=True) for s in scenarios]
    planted = 0
    for s in broken:
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "get_current_time" and not m.is_error:
                m.output["timezone"] = "/home/jules/projects/invoice-2041.pdf"  # a path, a wrong zone, a disagreement
                m.output["day_of_week"] = "2024-05-01"
                planted += 1
            if c.tool == "convert_time":
                c.arguments["source_timezone"] = "meadow"
    bad = audit(spec, broken)
    assert planted and bad.path_leaks >= planted and clean.path_leaks == 0
    assert bad.mock_plausible <= clean.mock_plausible - 2 * planted
    assert bad.entity_agree <= clean.entity_agree - planted
    assert bad.arg_share < clean.arg_share or clean.arg_checked == 0


def test_description_examples_are_read():
    from seer.kinds.described import described_values

    assert described_values("Type of resource (e.g., pods, deployments, services, etc.)") == ("pods", "deployments", "services")
    assert described_values("Issue type (e.g. 'Task', 'Bug', 'Story')") == ("Task", "Bug", "Story")
    assert described_values("Travel mode (driving, walking, bicycling, transit)")[0] == "driving"
    assert described_values("Time to convert in 24-hour format (HH:MM)") == ()


def test_a_pick_says_how_the_user_can_single_it_out():
    from seer.generate.symbolic.mocks import pick_info

    listing = {"issues": [{"number": 7, "title": "Fix login", "created_at": "2025-01-02T10:00:00Z"},
                          {"number": 9, "title": "Add export", "created_at": "2025-03-04T10:00:00Z"}]}
    info = pick_info(listing, 9)
    assert info["peers"] == 1 and ("title", "Add export") in info["distinct"] and info["order"] == ("newest", "created_at")
    assert pick_info(listing, 7)["order"] == ("oldest", "created_at")
    assert pick_info({"issue": {"number": 3}}, 3)["peers"] == 0


def test_every_specific_kind_is_plausible_on_the_fixtures():
    """Beyond the issue's well-known list: every value whose kind the catalogue can name (a
    branch, a k8s name, a JQL query, a log line...) looks like that kind in >= 99% of places."""
    from seer.kinds.audit import _fields, _json_type, _spec_words

    ok = seen = 0
    misses = []
    for path in FIXTURES:
        spec, scenarios, _ = run(path)
        for s in scenarios:
            for c, m in zip(s.expected_tools, s.mock_outputs):
                tool = spec.tool(c.tool)
                leaves = list(_fields(c.arguments, tool.input_schema))
                leaves += [] if m.is_error else list(_fields(m.output, tool.output_schema or {}))
                for name, sch, v in leaves:
                    if str(v) in _spec_words(sch) or isinstance(v, bool):
                        continue
                    kind = kinds.infer(name, sch if sch.get("type") else {**sch, "type": _json_type(v)},
                                       tool_name=tool.name, tool_description=tool.description)
                    if kind in kinds.FALLBACKS:
                        continue
                    seen += 1
                    ok += kinds.plausible(kind, v)
                    if not kinds.plausible(kind, v):
                        misses.append((c.tool, name, kind, v))
    assert seen >= 1000 and ok / seen >= 0.99, (ok, seen, misses[:5])


@pytest.mark.skipif(not (SHARED / "slack.json").is_file(), reason="../shared/specs/slack.json is absent")
def test_a_carried_value_keeps_its_producers_channel():
    """A reaction to a posted message goes in the channel it was posted in (issue 12 review #3)."""
    import random

    from seer.generate.symbolic.args import World, make_arguments
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.mocks import Need, make_mock
    from seer.spec.load import load_spec

    profiles = {p.name: p for p in profile_spec(load_spec(SHARED / "slack.json"))}
    post, react = profiles["slack_post_message"], profiles["slack_add_reaction"]
    ts = next(q for q in react.params if q.name == "timestamp")
    for seed in range(8):
        rng, world = random.Random(seed), World()
        posted = make_arguments(post, 0, world, rng)
        mock = make_mock(post, posted, [Need(1, ts, None)], world, rng)
        world.stated[("channel", "id")] = "C0OTHERCHAN"  # another channel came up in between
        reaction = make_arguments(react, 1, world, rng)
        assert reaction["timestamp"] in json.dumps(mock.output)
        assert reaction["channel_id"] == posted["channel_id"], (posted, reaction)


def test_ranges_are_ordered_and_locators_follow_their_strategy():
    import random

    from seer.generate.symbolic.args import _order_ranges
    from seer.generate.symbolic.values import ValueMaker

    args = {"start_timestamp": "2026-06-29T11:00:00Z", "end_timestamp": "2025-09-05T17:30:00Z", "min_score": 9, "max_score": 3}
    _order_ranges(args, {})
    assert args["start_timestamp"] < args["end_timestamp"] and args["min_score"] < args["max_score"]
    schema = {"type": "object", "required": ["by", "value"], "properties": {
        "by": {"type": "string", "enum": ["id", "css", "xpath", "name", "tag", "class"]}, "value": {"type": "string"}}}
    for seed in range(30):
        out = ValueMaker(random.Random(seed)).make(schema)
        if out["by"] == "css":
            assert kinds.plausible("css_selector", out["value"]), out
        elif out["by"] == "xpath":
            assert out["value"].startswith(("/", "(")), out
        else:
            assert " " not in out["value"] and "." not in out["value"], out


def test_a_frame_switch_without_its_strategy_names_a_frame_not_a_sentence():
    import random

    from seer.generate.symbolic.values import ValueMaker

    schema = {"type": "object", "required": ["action", "value"], "properties": {
        "action": {"type": "string", "enum": ["switch", "default"]},
        "by": {"type": "string", "enum": ["id", "css", "xpath"], "description": "Locator strategy for frame element"},
        "value": {"type": "string", "description": "Value for the locator strategy"}}}
    for seed in range(30):
        out = ValueMaker(random.Random(seed)).make(schema)
        assert " " not in out["value"] or "by" in out, out


def test_a_code_host_project_id_beside_a_platform_is_a_number():
    import random

    from seer.generate.symbolic.values import ValueMaker

    schema = {"type": "object", "required": ["platform", "project_id"], "properties": {
        "platform": {"type": "string"}, "project_id": {"title": "Project Id", "type": "string"}}}
    for seed in range(20):
        out = ValueMaker(random.Random(seed), context=("list_milestones", "List milestones for a project.")).make(schema)
        assert out["project_id"].isdigit(), out


def test_a_created_merge_request_merges_its_source_branch_into_its_target_or_the_default():
    from seer.generate.symbolic.mocks import _head_and_base

    record = {"head": "feature/dark-mode", "base": "feature/dark-mode"}
    _head_and_base(record, {"source_branch": "feature/search-filters", "title": "x"})
    assert record == {"head": "feature/search-filters", "base": "main"}
    _head_and_base(record, {"source_branch": "fix/a", "target_branch": "develop"})
    assert record == {"head": "fix/a", "base": "develop"}
    record = {"head": "main", "base": "main"}
    _head_and_base(record, {})
    assert record["base"] != record["head"]


# --- issue 12 read-through rounds: what a domain engineer found absurd --------------------------

def test_times_never_lie_after_the_scenarios_now():
    from datetime import timezone

    from seer.generate.symbolic.clock import settle, settle_value, thread_order

    now = datetime(2025, 6, 1, 12, 0, tzinfo=timezone.utc)
    later = "2026-03-01T10:00:00Z"
    moved = settle_value(later, now)
    assert moved == settle_value(later, now) and datetime.fromisoformat(moved.replace("Z", "+00:00")) <= now
    assert settle_value("2025-01-02T00:00:00Z", now) == "2025-01-02T00:00:00Z"  # the past stays
    assert float(settle_value("1799999999.123456", now)) <= now.timestamp()
    node = {"created_at": later, "due_date": "2026-01-01"}
    settle(node, now)
    assert node["created_at"] <= "2025-06-01" and node["due_date"] == "2026-01-01"  # a due date may lie ahead
    out = {"replies": [{"ts": "1700000000.000001"}, {"ts": "1700000001.000002"}]}
    thread_order(out, {"thread_ts": "1740000000.000000"}, now)
    stamps = [float(r["ts"]) for r in out["replies"]]
    assert 1740000000 < stamps[0] < stamps[1] <= now.timestamp()


@pytest.mark.skipif(not SHARED_FILES, reason="../shared/specs is absent")
def test_a_folder_lists_its_own_entries_and_a_thing_of_no_shape_gets_no_invented_record():
    spec, scenarios, _ = run(SHARED / "filesystem.json")
    listed = 0
    for args, mock in calls(scenarios, "list_directory"):
        if not mock.is_error:
            text = json.dumps(mock.output)
            for line in mock.output["content"].splitlines()[:-1]:
                listed += 1
                assert line[2:].startswith(args["path"].rstrip("/") + "/"), (args, text)
    assert listed
    spec, scenarios, _ = run(SHARED / "illustrator.json")
    for args, mock in calls(scenarios, "undo"):  # an undo's receipt says what was undone, no "mobile-undo"
        assert "name" not in json.dumps(mock.output) or "name" in json.dumps(args)


def test_redis_keys_fit_their_command_and_vectors_their_index():
    import random

    from seer.generate.symbolic.args import make_arguments
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.world import World

    spec = load_spec(REPO / "tests" / "fixtures" / "kinds" / "redis_ops.json")
    ps = {p.name: p for p in profile_spec(spec)}
    for seed in range(6):
        world = World()
        made = make_arguments(ps["create_index"], 0, world, random.Random(seed))
        vec = make_arguments(ps["store_vector"], 1, world, random.Random(seed))
        assert len(vec["vector"]) == made["dim"]
        assert make_arguments(ps["lrange"], 0, World(), random.Random(seed))["name"] in ("queue:emails", "jobs:pending", "notifications:user:1042")
        hset = make_arguments(ps["hset"], 3, World(), random.Random(seed))  # a field of that kind of hash (s34): a product
        fields = ("price", "stock", "name") if hset["name"].startswith("product") else (  # has a price, never a last_login
            "status", "email", "last_login", "score", "name", "plan", "full_name") if not hset["name"].startswith("session") \
            else ("user_id", "created_at", "expires_at")  # a session: whose it is and when it starts and ends (s35)
        assert hset["key"] in fields, hset


def test_agent_nouns_are_people_and_a_commits_parents_are_hashes():
    """Round 28: a git tag record's `tagger` was a tag name ("release-2026.11"); git log's parents were "payments-parent"."""
    git = dict(tool_name="git_tag", tool_description="Manage git tags: list, create, delete or verify a tag")
    for name in ("tagger", "committer", "approver", "created_by", "mergedBy"):
        assert kinds.infer(name, {"type": "string"}, **git) == "person", name
    assert kinds.infer("sort_by", {"type": "string"}, **git) != "person"
    log = dict(tool_name="git_log", tool_description="Show the git commit log of a repository")
    assert kinds.infer("parent", {"type": "string"}, **log) == "sha"
    assert kinds.infer("parents", {"type": "string", "description": "Parent commit hashes."}, **log) == "sha"
