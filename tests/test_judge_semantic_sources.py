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
