"""The semantic judge (seer/judge/semantic*.py): each check lowers its own dimension with a reason
on a record that has the defect, and leaves the right record alone."""

from __future__ import annotations

import pytest

from seer.calibrate.runner import dimension_scores
from seer.judge.base import build_judge
from seer.judge.semantic import SemanticJudge
from seer.judge.semantic_args import misattached
from seer.judge.semantic_intent import ToolIndex, text_actions
from seer.spec.model import Spec, Tool
from tests.calibrate_fixtures import kv_spec, scenario


def judged(sc, spec=None, profile="lenient"):
    return list(SemanticJudge("semantic", profile).judge(spec or kv_spec(), [sc]))


def test_registered_kind_with_its_own_key_per_profile():
    from types import SimpleNamespace

    j = build_judge(SimpleNamespace(kind="semantic", name="semantic", profile="lenient"))
    assert isinstance(j, SemanticJudge) and j.name == "semantic"
    assert SemanticJudge("semantic", "strict").key != j.key != SemanticJudge("semantic2").key


def test_a_delete_where_the_user_asked_to_see_loses_selection():
    sc = scenario("see-but-delete", [("Show me the value stored under the key cart:7:items.",
                                      [("kv_delete", {"key": "cart:7:items"}, {"deleted": True})])])
    (j,) = judged(sc)
    assert j.tool_call.selection < 10 and "kv_delete" in j.reasons["selection"]
    right = scenario("see", [("Show me the value stored under the key cart:7:items.",
                              [("kv_get", {"key": "cart:7:items"}, {"key": "cart:7:items", "value": "3 items"})])])
    assert judged(right)[0].tool_call.selection == 10


def test_a_real_tool_the_text_does_not_call_for_loses_selection():
    sc = scenario("rename-not-asked", [("Open a login session for the user ann.",
                                        [("create_cart", {"owner": "ann"}, {"cart_id": "crt-1", "owner": "ann"})])])
    (j,) = judged(sc)
    assert j.tool_call.selection < 10 and "does not call for create_cart" in j.reasons["selection"]


def test_actions_are_read_where_a_clause_asks_for_them():
    assert text_actions("Could you delete the key a:1?") == {"delete"}
    assert text_actions("Open the commit history, limit set to 5") == set()  # "commit" is a noun here, "set to" names a value
    assert text_actions("List the keys, then remove the first one") == {"look", "delete"}


def test_a_value_under_the_parameter_the_text_does_not_give_it_to():
    text = "set the key user:1:name to the value alice."
    assert misattached({"key": "alice", "value": "user:1:name"}, ["key", "value", "ttl_seconds"], text, "kv_set")
    assert not misattached({"key": "user:1:name", "value": "alice"}, ["key", "value", "ttl_seconds"], text, "kv_set")
    # "the new key" says more than "key": a value given as the new key under `key` is misplaced
    text = "rename the key cart:7:items, with cart:8:items as the new key."
    assert misattached({"key": "cart:8:items", "new_key": "cart:7:items"}, ["key", "new_key"], text, "kv_rename")


def test_a_pick_from_a_list_that_is_not_the_one_the_text_names():
    listing = {"keys": [{"key": "user:1:name", "owner": "ann"}, {"key": "user:2:name", "owner": "bob"}]}
    sc = scenario("pick", [("List the keys matching user:*.", [("kv_list", {"pattern": "user:*"}, listing)]),
                           ("Show me the value of the one whose owner is bob.",
                            [("kv_get", {"key": "user:1:name"}, {"key": "user:1:name", "value": "Ann"})])])
    j = judged(sc)[1]
    assert j.argument.value_accuracy < 10 and "singles out" in j.reasons["argument.value_accuracy"]


def test_an_id_from_a_call_that_does_not_return_that_kind_of_thing():
    sc = scenario("ids", [("Open a login session for the user ann, then create a shopping cart for the owner ann, "
                           "then add the item apple-pie to that cart.",
                           [("create_session", {"user": "ann"}, {"session_id": "ses-1", "user": "ann"}),
                            ("create_cart", {"owner": "ann"}, {"cart_id": "crt-2", "owner": "ann"}),
                            ("add_item", {"cart_id": "ses-1", "item": "apple-pie"}, {"cart_id": "ses-1", "items": ["apple-pie"]})])])
    (j,) = judged(sc)
    assert j.argument.value_accuracy < 10 and "cart_id" in j.reasons["argument.value_accuracy"]


def test_an_emptied_required_value_and_a_given_optional_left_out_cost_completeness():
    sc = scenario("empty", [("Set the key user:42:name to the value alice with a ttl seconds of 300.",
                             [("kv_set", {"key": "", "value": "alice", "ttl_seconds": 300}, {"ok": True})])])
    (j,) = judged(sc)
    assert j.argument.completeness < 10 and "required key is empty" in j.reasons["argument.completeness"]
    sc = scenario("dropped", [("Set the key user:42:name to the value alice with a ttl seconds of 300.",
                               [("kv_set", {"key": "user:42:name", "value": "alice"}, {"ok": True})])])
    (j,) = judged(sc)
    assert j.argument.completeness < 10 and "300" in j.reasons["argument.completeness"]


def test_a_mock_that_contradicts_its_call_costs_logical_flow():
    sc = scenario("mock", [("Delete the key session:9:token.",
                            [("kv_delete", {"key": "session:9:token"}, {"deleted": True, "key": "session:4:token"})])])
    (j,) = judged(sc)
    assert j.coherence.logical_flow < 3 and "session:4:token" in j.reasons["coherence.logical_flow"]
    assert "non_sequitur" in j.labels


def test_a_value_that_does_not_look_like_its_kind():
    spec = Spec(name="web", tools=[Tool(name="fetch_page", description="Fetch a web page by its URL.",
                                        inputSchema={"type": "object", "properties": {"url": {"type": "string"}},
                                                     "required": ["url"]})])
    sc = scenario("kind", [("Fetch the page at not a url at all please.",
                            [("fetch_page", {"url": "not a url at all"}, {"status": 200})])])
    (j,) = judged(sc, spec)
    assert j.argument.value_accuracy < 10 and "does not look like a url" in j.reasons["argument.value_accuracy"]


def test_strict_profile_is_all_or_nothing():
    sc = scenario("see-but-delete", [("Show me the value stored under the key cart:7:items.",
                                      [("kv_delete", {"key": "cart:7:items"}, {"deleted": True})])])
    (j,) = judged(sc, profile="strict")
    assert j.tool_call.selection == 0.0


def test_retry_turn_takes_its_request_from_the_turn_it_retries():
    """An error scenario's retry ("Use cart:8 instead.") names no action: the earlier turn that
    called the same tool is the request, so the retry is not charged a wrong tool."""
    sc = scenario("retry", [("Delete the key cart:7:items.",
                             [("kv_delete", {"key": "cart:7:items"}, {"error": "no such key"})]),
                            ("Hmm, it must be cart:8:items. Use that instead.",
                             [("kv_delete", {"key": "cart:8:items"}, {"deleted": True, "key": "cart:8:items"})])])
    assert dimension_scores(judged(sc)[1])["selection"] == 1.0


def test_tool_index_scores_only_tools_sharing_a_distinctive_word():
    """The cost of a query is its own words' postings: a word most tools share has none (it still
    counts in the score of the tools scored)."""
    tools = [Tool(name=f"get_widget_{k}", description=f"Get widget number {k} of the shop.",
                  inputSchema={"type": "object", "properties": {}}) for k in range(40)]
    tools.append(Tool(name="delete_gadget", description="Delete a gadget.", inputSchema={"type": "object", "properties": {}}))
    index = ToolIndex.of(Spec(name="many", tools=tools))
    assert "widge" not in index.postings and index.postings["gadge"] == [40]
    (fit, _), = index.assigned_fits("Please delete the gadget.", ["delete_gadget"])
    (wrong, _), = index.assigned_fits("Please delete the gadget.", ["get_widget_3"])
    assert fit == 1.0 and wrong < 0.6


@pytest.mark.parametrize("profile", ["lenient", "strict"])
def test_every_record_gets_the_judges_name_and_key(profile):
    from tests.calibrate_fixtures import kv_harness

    judge = SemanticJudge(f"semantic_{profile}", profile)
    js = list(judge.judge(kv_spec(), kv_harness()))
    assert js and all(j.judge == judge.name and j.judge_key == judge.key for j in js)
