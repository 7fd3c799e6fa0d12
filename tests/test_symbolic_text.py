"""The symbolic engine's words: requests a person would write, true rationales, earned negatives, tool cards.

Measured on the shared specs (skipped when absent) and on small specs of our own
(tests/fixtures/text, plus the kinds fixtures): copied description runs, how prompts open,
parameter identifiers, duplicated words, rationales against the data flow, negatives.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from seer.analysis.tool_cards import tool_cards_md
from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.generate.symbolic.cards import profile_spec
from seer.generate.symbolic.phrasing import action
from seer.harness.checks import check_scenario, found, leaves, norm_text
from seer.harness.model import Scenario
from seer.pipeline.tool_cards import write_tool_cards
from seer.spec.load import load_spec

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "specs"
FIXTURES = sorted((REPO / "tests" / "fixtures" / "text").glob("*.json")) + sorted((REPO / "tests" / "fixtures" / "kinds").glob("*.json"))
SHARED_FILES = sorted(SHARED.glob("*.json")) if SHARED.is_dir() else []
_WORD = re.compile(r"[a-z0-9']+")
_IDENT = re.compile(r"^(?:[a-z0-9]+_[a-z0-9_]+|[a-z]+[a-z0-9]*[A-Z][A-Za-z0-9]*)$")
GIVEAWAYS = ("tell me if something is missing", "don't have every detail", "ask me if you need", "let me know what you need")


def harness(path: Path, seed: int = 0) -> tuple:
    spec = load_spec(path)
    out = [o for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(o, Scenario)]
    return spec, out


def runs_of(text: str, n: int = 7) -> set[tuple[str, ...]]:
    ws = _WORD.findall(text.lower())
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def copy_share(spec, scenarios) -> float:
    """Share of prompts holding a run of seven or more words of a tool description."""
    desc = set().union(*(runs_of(t.description) for t in spec.tools))
    prompts = [s.prompt for s in scenarios]
    return sum(bool(runs_of(p) & desc) for p in prompts) / len(prompts)


def opening(text: str) -> str:
    return " ".join(_WORD.findall(text.lower())[:2])


def top5_share(prompts: list[str]) -> float:
    counts = Counter(opening(p) for p in prompts)
    return sum(n for _, n in counts.most_common(5)) / len(prompts)


def identifiers(spec) -> set[str]:
    """Parameter names a person would never type: snake_case and camelCase ones."""
    names: set[str] = set()

    def walk(schema):
        if isinstance(schema, dict):
            for k, v in (schema.get("properties") or {}).items():
                if _IDENT.match(k):
                    names.add(k)
                walk(v)
            for v in schema.values():
                if isinstance(v, (dict, list)):
                    walk(v)
        elif isinstance(schema, list):
            for v in schema:
                walk(v)
    for t in spec.tools:
        walk(t.input_schema)
    return names


def user_texts(s: Scenario) -> list[str]:
    return [s.prompt, *(t.user for t in s.conversation)]


def named_identifiers(spec, scenarios) -> list[tuple[str, str]]:
    """(identifier, text) where a parameter identifier appears in the user's words outside the
    values the user states (a value may legitimately contain anything)."""
    idents = identifiers(spec)
    out = []
    for s in scenarios:
        values = {str(v) for c in s.expected_tools for v in leaves(c.arguments)}
        for text in user_texts(s):
            for v in sorted(values, key=len, reverse=True):
                if len(v) >= 3:
                    text = text.replace(v, " ")
            out += [(w, text) for w in re.findall(r"[A-Za-z0-9_]+", text) if w in idents]
    return out


def duplicated_words(scenarios) -> list[str]:
    """Texts with a word said twice in a row ("the the", "hover the over" is caught by phrasing). The two
    must match in case too: "the After Effects effects" is a product name and its effects, not a stutter."""
    bad = []
    for s in scenarios:
        values = {str(v) for c in s.expected_tools for v in leaves(c.arguments)}
        for text in user_texts(s):
            for v in values:
                if len(v) >= 2:
                    text = text.replace(v, " § ")
            text = re.sub(r'"[^"]*"', " § ", text)  # a quoted output value ("btn btn-primary", a class list) is no stutter
            if re.search(r"\b([A-Za-z]{2,})\s+\1\b", text):
                bad.append(text)
    return bad


def rationale_truth(scenarios) -> tuple[int, int]:
    """(true, made) claims "uses the X returned by Y": true when an argument of the call equals
    a value found in the output of an earlier call of Y."""
    made = true = 0
    for s in scenarios:
        for i, call in enumerate(s.expected_tools):
            for src_tool in re.findall(r"returned by ([A-Za-z0-9_.-]+)", call.rationale):
                made += 1
                outs = {v for j in range(i) if s.expected_tools[j].tool == src_tool
                        for v in leaves(s.mock_outputs[j].output) if not isinstance(v, bool)}
                true += any(v in outs for v in leaves(call.arguments) if not isinstance(v, bool))
    return true, made


ALL = [*SHARED_FILES, *FIXTURES]


@pytest.fixture(scope="module")
def harnesses():
    return {p.stem + ("@shared" if p.parent == SHARED else ""): harness(p) for p in ALL}


def test_fixtures_are_present():
    assert len(FIXTURES) >= 3


@pytest.mark.parametrize("path", ALL, ids=[p.stem for p in ALL])
def test_harness_properties_still_hold(path, harnesses):
    spec, scenarios = harnesses[path.stem + ("@shared" if path.parent == SHARED else "")]
    problems = {s.id: check_scenario(spec, s) for s in scenarios}
    assert not any(problems.values()), {k: v for k, v in problems.items() if v}
    used = {c.tool for s in scenarios for c in s.expected_tools}
    assert used == set(spec.tool_names)


def test_prompts_copy_no_description_runs(harnesses):
    for name, (spec, scenarios) in harnesses.items():
        assert copy_share(spec, scenarios) <= 0.05, name


def test_prompts_open_in_many_ways(harnesses):
    pooled = [s.prompt for _, scenarios in harnesses.values() for s in scenarios]
    assert top5_share(pooled) <= 0.25


@pytest.mark.slow
def test_each_spec_opens_in_many_ways():
    for path in ALL:  # a spec of its own, over four seeds, where that gives enough prompts to count
        prompts = [s.prompt for seed in range(4) for s in harness(path, seed)[1]]
        if len(prompts) >= 100:
            assert top5_share(prompts) <= 0.25, path.stem


def test_no_parameter_identifiers_in_user_words(harnesses):
    for name, (spec, scenarios) in harnesses.items():
        assert not named_identifiers(spec, scenarios)[:3], name


def test_no_duplicated_words(harnesses):
    for name, (_, scenarios) in harnesses.items():
        assert not duplicated_words(scenarios)[:3], name


def test_rationales_are_true(harnesses):
    true = made = 0
    for _, scenarios in harnesses.values():
        t, m = rationale_truth(scenarios)
        true, made = true + t, made + m
    assert made > 20 and true == made, (true, made)


def test_missing_info_gives_nothing_away_and_holds_a_value_back(harnesses):
    seen = 0
    for _, (_, scenarios) in harnesses.items():
        for s in (s for s in scenarios if s.kind == "missing_info"):
            seen += 1
            first = s.conversation[0].user.lower()
            assert not any(g in first for g in GIVEAWAYS), first
            second = norm_text(s.conversation[1].user)
            held = [v for v in leaves(s.expected_tools[0].arguments) if not isinstance(v, bool) and found(v, second)]
            # the answer gives a value the request held back; a stated value may recur inside it (context type prd, then
            # the source .../docs/prd.md)
            longest = [v for v in held if not any(v != w and str(v) in str(w) for w in held)]
            assert longest and not any(found(v, norm_text(first)) for v in longest), (first, s.conversation[1].user)
    assert seen >= 10


def test_errors_are_followed_by_a_next_step(harnesses):
    errors = retried = 0
    for _, (_, scenarios) in harnesses.items():
        for s in (s for s in scenarios if s.kind == "error"):
            errors += 1
            bad = next(i for i, m in enumerate(s.mock_outputs) if m.is_error)
            later = s.expected_tools[bad + 1:]
            if later:
                retried += 1
                assert later[0].tool == s.expected_tools[bad].tool
                transient = s.mock_outputs[bad].output["error"]["code"] == 503  # the same call again is the fix
                assert transient or later[0].arguments != s.expected_tools[bad].arguments
                assert not s.mock_outputs[bad + 1].is_error
            else:  # no fix exists: a refusal the agent must report (s45: or a browser's own refusal, no account to refuse
                error = s.mock_outputs[bad].output["error"]  # by: no window, no dialog, no page behind, no session)
                assert error["code"] in (403, 409) or re.match(r"(no such (window|alert)|cannot go|session not created)",
                                                               error["message"]), error
    assert errors >= 10 and retried / errors >= 0.8, (retried, errors)


def test_no_tool_requests_sit_near_the_domain(harnesses):
    jokes = ("joke", "haiku", "pizza", "poem", "recipe", "weather", "calories", "haircut")
    for name, (spec, scenarios) in harnesses.items():
        for s in (s for s in scenarios if s.kind == "no_tool"):
            assert not any(j in s.prompt.lower() for j in jokes), s.prompt
    redis = harnesses.get("redis@shared")
    if redis is not None:
        asks = " ".join(s.prompt.lower() for s in redis[1] if s.kind == "no_tool")
        assert any(w in asks for w in ("replica", "snapshot", "memory", "client", "persistence", "publish", "redis", "cache", "key"))


def test_later_turns_react_with_different_words(harnesses):
    openers = Counter()
    for _, (_, scenarios) in harnesses.items():
        for s in scenarios:
            for t in s.conversation[1:]:
                openers[opening(t.user)] += 1
    total = sum(openers.values())
    assert total >= 50 and max(openers.values()) / total <= 0.15, openers.most_common(5)


def test_verb_phrases_of_awkward_tool_names():
    spec = load_spec(REPO / "tests" / "fixtures" / "text" / "cluster_ops.json")
    acts = {p.name: action(p) for p in profile_spec(spec)}
    assert acts["port_forward"].verb == "forward" and "port" in acts["port_forward"].obj
    assert acts["exec_in_pod"].verb == "run"
    web = {p.name: action(p) for p in profile_spec(load_spec(REPO / "tests" / "fixtures" / "text" / "web_actions.json"))}
    assert web["hover"].verb == "hover over" and web["go_back"].verb.startswith("go back")
    billing = {p.name: action(p) for p in profile_spec(load_spec(REPO / "tests" / "fixtures" / "text" / "billing_api.json"))}
    assert "error" not in billing["getInvoice"].obj.lower() and billing["getInvoiceList"].verb == "get" and "invoices" in billing["getInvoiceList"].obj


def test_tool_cards_are_written_and_reported(tmp_path):
    spec = load_spec(REPO / "tests" / "fixtures" / "text" / "billing_api.json")
    path = write_tool_cards(SymbolicEngine(), [spec], tmp_path)
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert [r["tool"] for r in rows] == spec.tool_names
    for r in rows:
        assert all(r[k].strip() for k in ("what_it_does", "what_it_needs", "why_its_used", "enterprise_context")), r
    md = tool_cards_md(tmp_path)
    assert "## Tool cards" in md and "| getInvoiceList |" in md
    assert write_tool_cards(object(), [spec], tmp_path / "none") is None


def test_titles_and_follow_ups_are_about_the_scenario(harnesses):
    for name, (_, scenarios) in harnesses.items():
        normal = [s for s in scenarios if s.kind == "normal"]
        assert len({s.title for s in normal}) >= 0.5 * len(normal), name
        for s in scenarios:
            assert "did that involve" not in (s.follow_up or "") and "the item" not in s.title.lower(), (s.title, s.follow_up)
            assert not re.search(r"\b(\w+) \1\b", s.title.lower()), s.title


CANDIDATES = REPO.parent / "shared" / "specs-candidates"
CANDIDATE_FILES = sorted(CANDIDATES.glob("*.json")) if CANDIDATES.is_dir() else []


@pytest.mark.slow
@pytest.mark.parametrize("path", CANDIDATE_FILES, ids=[p.stem for p in CANDIDATE_FILES])
def test_unseen_specs_read_like_requests(path):
    spec, scenarios = harness(path)
    assert copy_share(spec, scenarios) <= 0.05
    assert not named_identifiers(spec, scenarios)[:3]
    assert not duplicated_words(scenarios)[:3]
    true, made = rationale_truth(scenarios)
    assert true == made


# --- review of issue 12: reactions, follow-ups, negatives, titles --------------------------------

def test_a_listed_pick_is_named_by_its_title_not_its_id():
    import random
    from seer.generate.symbolic.mocks import pick_info
    from seer.generate.symbolic.text import react
    output = {"issues": [{"id": "iss_aaaaaaaa", "title": "Fix login timeout"}, {"id": "iss_bbbbbbbb", "title": "Ship dark mode"}]}
    for seed in range(8):
        text = react("iss_bbbbbbbb", output, True, random.Random(seed), "issues", pick_info(output, "iss_bbbbbbbb"))
        assert "Ship dark mode" in text and "iss_bbbbbbbb" not in text, text


def test_a_reaction_never_hands_back_what_the_user_said():
    import random
    from seer.generate.symbolic.text import react
    output = {"result": {"by": "css", "text": "Save changes"}}
    for seed in range(8):
        text = react("css", output, False, random.Random(seed), "", None, "find the element by css")
        assert "css" not in text and "Save changes" in text, text


def test_a_refusal_is_followed_by_a_question_about_the_refusal():
    import random
    from seer.generate.symbolic.text import follow_up
    p = next(p for p in profile_spec(load_spec(FIXTURES[0])) if not p.read)
    asked = {follow_up(p, "x", random.Random(s), failed=True) for s in range(12)}
    assert not any("undo" in q or "change" in q for q in asked), asked


def test_a_merge_request_server_serves_a_pull_request_and_a_raw_api_serves_admin_rights():
    from seer.spec.model import Spec
    from seer.generate.symbolic.negatives import near_misses
    def spec(tools):
        return Spec(name="x", source={"path": "t"}, tools=[{"name": n, "description": d, "inputSchema": {"type": "object", "properties": props}}
                                                for n, d, props in tools])
    git = profile_spec(spec([("create_merge_request", "Create a merge request on a git repository branch.", {"title": {"type": "string"}}),
                             ("list_commits", "List commits of a git repository.", {"branch": {"type": "string"}})]))
    assert not any("pull request" in r for r in near_misses(git, "git-mcp-server"))
    es = profile_spec(spec([("search_documents", "Search documents in an Elasticsearch index.", {"index": {"type": "string"}}),
                            ("general_api_request", "Perform a general HTTP API request.",
                             {"method": {"type": "string"}, "path": {"type": "string"}})]))
    misses = near_misses(es, "elasticsearch-py")
    assert misses and not any("admin" in r or "access" in r or "Snapshot" in r for r in misses), misses
    assert not any("Elasticsearch Py" in r for r in misses)


def test_titles_name_no_bare_number_or_id():
    from seer.generate.symbolic.describe import nameable
    assert not nameable(817) and not nameable("iss_qhn8af82") and not nameable("1714932735.590276")
    assert nameable("fix/login-timeout") and nameable("Roboto-Bold")


ACTIONS_SPEC = REPO / "tests" / "fixtures" / "actions" / "multi_action.json"


def _op_clause(p, value: str) -> str:
    import random

    from seer.generate.symbolic.text import clause

    op = next(x for x in p.params if x.name in ("action", "mode", "op"))
    return clause(p, random.Random(0), [("$." + ".".join(op.path), value)])


def test_a_multi_action_tool_is_asked_for_by_the_action_it_sends():
    """'undo the last change (action redo)', 'put keyframes on a property (op delete)', 'run a mouse action
    (action rightclick)': the request said one thing, the call did another. The action is the verb."""
    from seer.generate.symbolic.describe import title

    tools = {p.name: p for p in profile_spec(load_spec(ACTIONS_SPEC))}
    expect = {("undo", "redo"): "redo the last change", ("git_rebase", "abort"): "abort the rebase",
              ("git_rebase", "skip"): "skip the current commit in the rebase",
              ("keyframes", "delete"): "delete the keyframes on a property", ("interact", "rightclick"): "right-click an element",
              ("interact", "hover"): "hover over an element", ("media", "list_bin"): "list the media bins",
              ("media", "move_to_bin"): "move the media to a bin", ("media", "set_in_out"): "set the in and out points of the media",
              ("manage_document", "save_as"): "save the document under a new name",
              ("manage_document", "export_pdf"): "export the document as PDF"}
    for (tool, value), said in expect.items():
        assert _op_clause(tools[tool], value) == said, (tool, value)
    assert _op_clause(tools["git_reset"], "hard") == "reset the HEAD (mode hard)"  # a manner of resetting, no other verb
    assert title([tools["undo"]], None, [{"action": "redo"}]).startswith("Redo the last change")


@pytest.mark.skipif(not SHARED_FILES, reason="needs ../shared/specs")
def test_no_request_says_another_verb_than_its_action_on_the_shared_specs():
    from seer.generate.symbolic.actions import _operation
    from seer.generate.symbolic.values import operations

    bad = []
    for path in SHARED_FILES + sorted((SHARED.parent / "specs-candidates").glob("*.json")):
        for p in profile_spec(load_spec(path)):
            act = action(p)
            for x in p.params:
                if x.words not in (["action"], ["op"], ["operation"]):
                    continue
                for value in x.core.get("enum") or operations(x.core.get("description") or "", p.tool.description or ""):
                    said = _operation(value, act)
                    text = _op_clause(p, value)
                    if said is not None and text.split()[0] != said.split()[0]:
                        bad.append((p.name, value, text))
    assert not bad, bad[:5]


def test_a_locator_and_its_value_are_said_as_one_element():
    """'fetch the value alert-danger by class, attribute href': the locator's value was said as the thing the tool
    gets. A strategy and its value name one element ('the element with class alert-danger')."""
    import random

    from seer.generate.symbolic.cards import profile_tool
    from seer.generate.symbolic.text import clause
    from seer.spec.model import Tool

    by = {"type": "string", "enum": ["id", "css", "xpath", "name", "tag", "class"], "description": "Locator strategy to find element"}
    value = {"type": "string", "description": "Value for the locator strategy"}
    attr = profile_tool(Tool(name="get_element_attribute", description="gets the value of an attribute on an element.",
                             input_schema={"type": "object", "properties": {"by": by, "value": value, "attribute": {"type": "string"}}}))
    mouse = profile_tool(Tool(name="interact", description="performs a mouse action on an element",
                              input_schema={"type": "object", "properties": {
                                  "action": {"type": "string", "enum": ["click", "doubleclick", "rightclick", "hover"]}, "by": by, "value": value}}))
    said = clause(attr, random.Random(0), [("$.by", "class"), ("$.value", "alert-danger"), ("$.attribute", "href")])
    assert "the element with class alert-danger" in said and "the href attribute" in said, said  # the attribute named
    # (as a person names it since s43: "the href attribute", never "an attribute value of the attribute value")
    said = clause(mouse, random.Random(0), [("$.action", "doubleclick"), ("$.by", "id"), ("$.value", "submit")])
    assert said == "double-click the element with id submit", said


def test_a_placeholder_in_a_description_is_no_object_a_person_says():
    """ae_stagger "Give N layers the same animation with a progressive offset." was asked as "Give N layers"."""
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.model import Tool

    p = profile_tool(Tool(name="ae_stagger", description="Give N layers the same animation with a progressive offset.",
                          input_schema={"type": "object", "properties": {"layers": {"type": "array", "items": {"type": "integer"}}}}))
    said = f"{action(p).verb} {action(p).obj}"
    assert " N " not in f" {said} " and "stagger" in said, said
