"""Semantic judge: where a carried value may come from, and what counts as citing an earlier
output (false alarms and misses the calibration found on the example and shared specs)."""

from __future__ import annotations

from seer.judge.semantic_flow import wrong_source


def test_a_container_that_counts_the_things_is_no_source_of_their_ids():
    """list_notebooks 'with their ids and how many notes each holds' returns notebook ids, not
    note ids: update_note(note_id=<a notebook's id>) takes the wrong call's id while search_notes
    returns the notes (the calibration's notes-kb wrong_call_id misses). A tool whose first
    sentence is about the thing (get_selection's 'selected objects') stays a fine source."""
    earlier = [("list_notebooks", "List the user's notebooks with their ids and how many notes each holds.",
                {"notebooks": [{"id": "not_85t5hxj5", "name": "Project Apollo", "note_count": 20}]}),
               ("search_notes", "Full-text search over note titles and bodies, optionally limited to one notebook or tag.",
                {"results": [{"id": "not_jxx7ekqk", "title": "Open incidents: checklist"}], "total": 1})]
    assert wrong_source("note_id", "not_85t5hxj5", earlier, "", "update_note")
    assert wrong_source("note_id", "not_jxx7ekqk", earlier, "", "update_note") is None
    assert wrong_source("notebook_id", "not_85t5hxj5", earlier, "", "search_notes") is None


def test_a_short_value_said_after_its_key_is_a_citation():
    """'Great, ref e1 it is.' cites the earlier output's ref e1 (two characters: too short to count
    bare, selenium/complex/n003 #1 was flagged 'cites no value from earlier outputs'); a bare 'e1'
    or the key without the value cites nothing."""
    from seer.judge.structural import StructuralJudge
    from tests.calibrate_fixtures import kv_spec, scenario

    def retention(text: str) -> float:
        sc = scenario("r", [("List the keys matching user:*.", [("kv_list", {"pattern": "user:*"},
                                                                   {"keys": [{"key": "user:1:name"}], "ref": "e1"})]),
                            (text, [("kv_get", {"key": "user:1:name"}, {"key": "user:1:name", "value": "ann"})])])
        (_, j) = StructuralJudge().judge(kv_spec(), [sc])
        return j.coherence.context_retention

    assert retention("Great, ref e1 it is. Now show me the value stored under it.") == 3.0
    assert retention("Great, the REF E1 it is. Now show me the value stored under it.") == 3.0
    assert retention("Great, e1 it is. Now show me the value stored under it.") < 3.0
    assert retention("Great, ref e12 it is. Now show me the value stored under it.") < 3.0


def test_an_empty_object_is_empty_only_where_its_schema_wants_something_in_it():
    """tab_list(params={}) of a spec whose `params` is a required object with no properties is
    the right call (selenium-ai-agent-pypi: 10 such clean records flagged 'required params is
    empty'); an object whose schema requires a field, or an emptied string, is still empty."""
    from seer.judge.semantic import SemanticJudge
    from seer.spec.model import Spec, Tool
    from tests.calibrate_fixtures import scenario

    def spec(params: dict) -> Spec:
        return Spec(name="tabs", tools=[Tool(name="tab_list", description="List the open browser tabs.",
                                             inputSchema={"type": "object", "required": ["params", "title"],
                                                          "properties": {"params": params, "title": {"type": "string"}}})])

    def completeness(sp: Spec, args: dict) -> float:
        sc = scenario("t", [("List the open browser tabs with the title Inbox.", [("tab_list", args, {"tabs": []})])])
        (j,) = SemanticJudge().judge(sp, [sc])
        return j.argument.completeness

    free = spec({"type": "object", "properties": {}, "description": "Parameters for listing tabs."})
    assert completeness(free, {"params": {}, "title": "Inbox"}) == 10.0
    assert completeness(free, {"params": {}, "title": ""}) < 10.0
    needs = spec({"type": "object", "properties": {"window": {"type": "string"}}, "required": ["window"]})
    assert completeness(needs, {"params": {}, "title": "Inbox"}) < 10.0


def test_a_field_of_a_text_result_is_cited_like_a_json_field():
    """A tool that answers text ('status: passed\\npage_name: Shopping') holds fields as a JSON
    record does: 'Good, status: passed' and 'the page name is Shopping' cite them (24 clean records
    of two candidate specs were flagged 'cites no value from earlier outputs'); a turn that says none
    of them still cites nothing."""
    from seer.judge.structural import StructuralJudge
    from tests.calibrate_fixtures import kv_spec, scenario

    def retention(text: str) -> float:
        sc = scenario("r", [("List the keys matching user:*.", [("kv_list", {"pattern": "user:*"},
                                                                   {"result": "status: passed\npage_name: Shopping\nref: e340"})]),
                            (text, [("kv_get", {"key": "user:1:name"}, {"key": "user:1:name", "value": "ann"})])])
        (_, j) = StructuralJudge().judge(kv_spec(), [sc])
        return j.coherence.context_retention

    assert retention("Good, status: passed. Now show me the value of user:1:name.") == 3.0
    assert retention("So the page name is Shopping. Now show me the value of user:1:name.") == 3.0
    assert retention("OK, ref e340 it is. Now show me the value of user:1:name.") == 3.0
    assert retention("Thanks. Now show me the value of user:1:name.") < 3.0


def test_a_short_value_picked_from_the_wrong_element_is_a_wrong_pick():
    """'the one with path /shop' singles out the csrftoken cookie; add_cookie(path='/') took the
    path of another element (a one-character value escaped the check: selenium-angiejones
    wrong_list_pick misses). The singled-out element's own value stays right."""
    from seer.judge.semantic_flow import wrong_pick

    cookies = {"cookies": [{"name": "csrftoken", "domain": "shop.example.com", "path": "/shop"},
                           {"name": "theme", "domain": "shop.example.com", "path": "/"},
                           {"name": "cart_id", "domain": "app.acme.io", "path": "/"}]}
    told = "show me cookies.\nthe first of the three cookies, the one with path /shop, is what i mean."
    assert wrong_pick("/", [cookies], told, "path")
    assert wrong_pick("/shop", [cookies], told, "path") is None
    assert wrong_pick("/", [cookies], "show me cookies.\nadd a cookie at path / please.", "path") is None


def test_a_templates_stand_in_is_no_value_a_user_gives():
    """get(key='your_key_here') (the lead's paper-pipeline Redis record, scored 0.922) is a stand-in,
    stated in the text or not: value_accuracy drops; a real key does not."""
    from seer.judge.semantic import SemanticJudge
    from tests.calibrate_fixtures import kv_spec, scenario

    def accuracy(key: str) -> float:
        sc = scenario("t", [(f"Show me the value stored under the key {key}.",
                             [("kv_get", {"key": key}, {"key": key, "value": "ann"})])])
        (j,) = SemanticJudge().judge(kv_spec(), [sc])
        return j.argument.value_accuracy

    assert accuracy("your_key_here") < 10.0 and accuracy("another_key_here") < 10.0
    assert accuracy("user:42:name") == 10.0
