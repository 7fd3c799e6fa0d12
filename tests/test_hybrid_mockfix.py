"""Repairs of a small model's mock outputs seen on a real 1.5B model (experiments/real_model)."""

from seer.generate.hybrid import mockfix


def test_a_wrapper_named_after_the_tool_is_removed_unless_the_example_has_it():
    assert mockfix.unwrap({"delete": {"deleted": 2}}, "delete", {"deleted": 2}) == {"deleted": 2}
    assert mockfix.unwrap({"delete": {"deleted": 2}}, "delete", {"delete": {"deleted": 2}}) == {"delete": {"deleted": 2}}
    assert mockfix.unwrap({"deleted": 2}, "delete", {"deleted": 2}) == {"deleted": 2}


def test_an_echo_field_of_the_example_carries_the_models_argument():
    example = {"ok": True, "key": "session:8f3a2c", "result": "OK"}
    got = {"key": "session:6a516861", "value": "hi", "ok": True}
    fixed = mockfix.echo_arguments(got, example, {"key": "session:8f3a2c", "value": "x"}, {"key": "session:8f3a2c", "value": "hi"})
    assert fixed == {"key": "session:8f3a2c", "value": "hi", "ok": True}
    other = mockfix.echo_arguments({"key": "a", "n": 1}, {"n": 1}, {"key": "b"}, {"key": "c"})
    assert other == {"key": "a", "n": 1}  # the example does not echo key: left alone


def test_the_items_label_used_as_data_is_a_problem_unless_the_plan_has_it():
    item = "redis/complex/n000-9a585e2b"
    assert mockfix.label_problems("call_0", {"keys": ["complex:n000-9a585e2b"]}, item)
    assert mockfix.label_problems("turn_0", "Write the turns of redis/complex/n000-9a585e2b.", item)
    assert not mockfix.label_problems("call_0", {"keys": ["user:1"]}, item)
    assert not mockfix.label_problems("call_0", {"id": "9a585e2b"}, item, allowed='example {"id": "9a585e2b"}')
