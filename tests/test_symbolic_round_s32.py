"""Session 32: the speed step's exactness (memoised verdicts, one-walk leaves) and the reading rounds' fixes."""

from __future__ import annotations

from seer.harness.checks import keyed_leaves, leaves, objects
from seer.kinds.fit import valid


def test_memoised_verdict_keeps_the_type_of_a_scalar():
    schema = {"type": "integer", "minimum": 0}
    assert valid(schema, 1)
    assert not valid(schema, True)  # True == 1 and hash(True) == hash(1): the memo must not confuse them
    assert valid(schema, 1)
    assert not valid(schema, 1.5)
    enum = {"enum": [1, "a"]}
    assert valid(enum, 1) and valid(enum, "a") and not valid(enum, "b") and not valid(enum, 2)


def test_leaves_and_objects_keep_document_order():
    doc = {"a": 1, "b": {"c": None, "d": [2, {"e": "x"}, [3]]}, "f": "y"}
    assert leaves(doc) == [1, 2, "x", 3, "y"]
    assert leaves(doc, keys=True) == ["a", 1, "b", "c", "d", 2, "e", "x", 3, "f", "y"]
    assert leaves("s") == ["s"] and leaves(None) == []
    assert objects(doc) == [doc, doc["b"], doc["b"]["d"][1]]
    assert list(keyed_leaves(doc))[:2] == [("a", 1), ("c", None)]
