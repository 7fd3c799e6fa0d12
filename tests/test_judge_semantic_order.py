"""Call order beyond data flow: calls against the order the text asks for them, and a call whose
values only a later call's output or a later turn gives; clean records in the text's order pass."""

from __future__ import annotations

from seer.judge.semantic import SemanticJudge
from seer.judge.semantic_order import against_text_order, clause_positions, known_only_later
from seer.spec.model import Spec, Tool
from tests.calibrate_fixtures import scenario


def _spec() -> Spec:
    def tool(name, description, props):
        return Tool(name=name, description=description, inputSchema={"type": "object", "properties": props})
    return Spec(name="docs", tools=[
        tool("open_document", "Open an Illustrator document from a file.", {"path": {"type": "string"}}),
        tool("save_document", "Save the active Illustrator document.", {"path": {"type": "string"}}),
        tool("list_documents", "List recent documents.", {}),
        tool("export_png", "Export the artboard as a PNG image.", {"path": {"type": "string"}})])


def test_clauses_belong_to_a_call_only_when_it_clearly_fits_them_best():
    assert clause_positions([[1.0, 0.2], [0.1, 0.9]], 2) == {0: [0], 1: [1]}
    assert clause_positions([[1.0, 0.9], [0.1, 0.5]], 2) == {}  # neither clause is clearly one call's
    assert against_text_order(["save", "open"], [[0.1, 1.0], [1.0, 0.1]])
    assert not against_text_order(["open", "save"], [[1.0, 0.1], [0.1, 1.0]])


def test_a_value_only_a_later_output_or_turn_gives_is_an_order_defect():
    later = [{"objects": [{"uuid": "539fabb6-cb8f"}]}]
    assert known_only_later({"uuids": ["539fabb6-cb8f", "d8d67cd3-2335"]}, "find the objects.", [], later,
                            "align the uuids d8d67cd3-2335 left.")
    # a value said so far, or in an earlier output (also inside a text result), is known in time
    assert not known_only_later({"uuids": ["539fabb6-cb8f"]}, "align 539fabb6-cb8f.", [], later, "")
    assert not known_only_later({"index": "orders-1"}, "get the index.", [{"result": "- orders-1 (docs: 5)"}],
                                [{"index": "orders-1"}], "")
    # given only by a later turn, with no later output holding any of it: not an ordering defect
    assert not known_only_later({"name": "d8d67cd3"}, "x.", [], later, "use d8d67cd3.")


def test_the_judge_lowers_ordering_for_calls_against_the_texts_order_and_not_for_clean_records():
    spec = _spec()
    text = "Open the Illustrator document from the file /home/a/poster.ai, then save the active Illustrator document."
    out = {"document": {"path": "/home/a/poster.ai"}}
    clean = scenario("c", [(text, [("open_document", {"path": "/home/a/poster.ai"}, out),
                                   ("save_document", {"path": "/home/a/poster.ai"}, out)])])
    swapped = scenario("s", [(text, [("save_document", {"path": "/home/a/poster.ai"}, out),
                                     ("open_document", {"path": "/home/a/poster.ai"}, out)])])
    (c,) = SemanticJudge().judge(spec, [clean])
    (s,) = SemanticJudge().judge(spec, [swapped])
    assert c.tool_call.ordering == 10 and "ordering" not in c.reasons
    assert s.tool_call.ordering < 10 and "asks for first" in s.reasons["ordering"]
