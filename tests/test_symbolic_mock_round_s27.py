"""Issue #12's mock reading rounds s27 (the brief's open classes, seeds 710+): what each call returns, read by a domain
engineer."""

from __future__ import annotations

import json
import re
from pathlib import Path

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.checks import objects
from seer.harness.model import Scenario
from seer.spec.load import load_spec
from tests.test_symbolic_mock_round_s26 import _shared, _steps


EXAMPLES = Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs"


def _example(name: str, seeds=range(4)) -> list[Scenario]:
    spec = load_spec(EXAMPLES / f"{name}.json")
    return [o for seed in seeds for o in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(o, Scenario)]


def _tree_nodes(node):
    yield node
    for child in node.get("children", []) if isinstance(node, dict) else []:
        yield from _tree_nodes(child)


def test_a_layer_tree_holds_layers_not_files():
    """s26/s27 brief [1]: ai_list_layers_tree ('The full layer tree including sublayers, with per-layer item counts')
    answered {"files": [{"path": ".../brand-icons.ai", "size": ...}]}: a `tree` noun was read as a folder's. A layer
    tree holds layers, each with its item count and sublayers."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(3)):
        for tool, _args, mock in _steps(s):
            if tool != "ai_list_layers_tree" or mock.is_error:
                continue
            seen += 1
            out = mock.output
            assert "files" not in out and isinstance(out.get("layers"), list) and out["layers"], out
            assert not any(str(v).endswith(".ai") for rec in objects(out) for v in rec.values()), out
            for layer in out["layers"]:
                assert isinstance(layer.get("name"), str) and isinstance(layer.get("item_count"), int), out
                assert isinstance(layer.get("sublayers"), list), out
    assert seen


def test_a_directory_tree_is_nested_entries():
    """s26 round 705 [9], s27 brief [1]: filesystem directory_tree ('a recursive tree view of files and directories as a
    JSON structure. Each entry includes name, type (file/directory), and children for directories') answered a flat
    '- /path (size: ..)' list. It answers that JSON: the folder asked for, its entries by name and type."""
    seen = 0
    for s in _shared("filesystem", seeds=range(3)):
        for tool, args, mock in _steps(s):
            if tool != "directory_tree" or mock.is_error:
                continue
            seen += 1
            tree = json.loads(mock.output["content"])
            assert tree["type"] == "directory" and tree["path"] == args["path"].rstrip("/"), tree
            for node in _tree_nodes(tree):
                assert node["type"] in ("file", "directory") and "/" not in node["name"], tree
                assert ("children" in node) == (node["type"] == "directory"), tree
    assert seen


def test_a_layer_named_by_a_list_is_that_layer():
    """s26 round 708 [10]: ae_set_layer(layer=[8]) answered {"layer": {"index": 5, "name": "Title text"}}: a list named
    after the thing (layer=[8]) was not read as naming it, as items=[72] is. The layer answered is layer 8."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(8)):
        for tool, args, mock in _steps(s):
            given = args.get("layer")
            answered = mock.output.get("layer") if isinstance(mock.output, dict) else None
            if mock.is_error or not (isinstance(given, list) and given and isinstance(given[0], int)) or not isinstance(answered, dict):
                continue
            if "index" in answered:
                seen += 1
                assert answered["index"] == given[0], (s.id, tool, args, mock.output)
    assert seen


def test_a_push_answers_no_made_up_loose_fields():
    """s26 round 708 [7]: ai_to_ae_push answered comp_size [36], a chat sentence as its `note` ('I could not reproduce the
    bug on staging'), left_out {priority: 81}, layers {region: ['eu-west-1']}: fields the outputSchema types loosely were
    drawn by their names alone. A comp size is a width and a height; a note is about the push; nothing is keyed by names
    nobody gave."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(6)):
        for tool, _args, mock in _steps(s):
            if tool != "ai_to_ae_push" or mock.is_error:
                continue
            seen += 1
            out = mock.output
            size = out.get("comp_size")
            assert size is None or len(size) == 2 and all(x >= 16 for x in size), out
            note = out.get("note")
            assert note is None or any(w in note.lower() for w in ("push", "layer", "comp", "shape", "item")), out
            for field in ("left_out", "layers"):
                assert not isinstance(out.get(field), dict) or all(
                    isinstance(v, list) and all(isinstance(x, (str, dict)) for x in v) and k.lower() not in
                    ("region", "env", "label", "team", "priority") for k, v in out[field].items()), out
    assert seen


def test_a_clusters_health_agrees_with_its_shards_and_with_itself():
    """s26 round 708 [8]: get_cluster_health(cluster=analytics) answered status green with 2 unassigned shards (green means
    every shard assigned; yellow, replicas unassigned), then general_api_request(/_cluster/health) answered another
    cluster (prod-eu-1, yellow, 3 nodes). The status fits the shards, and the raw read shows the cluster already seen."""
    checked = 0
    for s in _shared("elasticsearch-py", seeds=range(8)):
        shown = None
        for tool, args, mock in _steps(s):
            if mock.is_error:
                continue
            for rec in objects(mock.output):
                if rec.get("status") in ("green", "yellow") and isinstance(rec.get("unassigned_shards"), int):
                    checked += 1
                    assert (rec["status"] == "green") == (rec["unassigned_shards"] == 0), (s.id, tool, rec)
            if tool == "get_cluster_health":
                shown = mock.output.get("health", mock.output)
            if tool == "general_api_request" and "health" in str(args.get("path")) and shown is not None:
                body = mock.output["body"]
                assert (body["cluster_name"], body["status"]) == (shown["cluster_name"], shown["status"]), (s.id, shown, body)
    assert checked


def test_a_record_a_later_call_closes_is_open_before_it():
    """s27 brief [5]: get_issue_details answered state "closed" for the issue the next call closes; list_milestones showed
    milestone 836 "closed", then close_milestone(836). A record read before the call that closes, merges or deletes it
    is in a state that call can change."""
    checked = 0
    for s in _shared("git-mcp-server", seeds=range(6)):
        steps = _steps(s)
        for i, (tool, args, _mock) in enumerate(steps):
            verb = tool.split("_")[0]
            if verb not in ("close", "merge", "delete"):
                continue
            handles = {str(v) for v in args.values() if isinstance(v, (str, int))}
            for _tool, _args, earlier in steps[:i]:
                for rec in objects(earlier.output) if not earlier.is_error else []:
                    state = rec.get("state") or rec.get("status")
                    if isinstance(state, str) and any(str(rec.get(h)) in handles for h in ("number", "iid", "id", "key")):
                        checked += 1
                        assert state.lower() not in ("closed", "merged", "deleted"), (s.id, tool, args, rec)
    assert checked


def test_a_listed_file_keeps_its_time_and_is_deleted_after_it():
    """s27 brief [6]: list_files answered the example's q3-revenue.csv modified 2026-10-02, then delete_file of it answered
    modified_at 2025-06-22 and completed_at 2025-11-07 (the scenario's now was drawn before the example's times). A file
    reads with one modification time across the reads and the delete of it, and nothing is completed before it."""
    checked = 0
    for s in _example("storage", seeds=range(6)):
        times: dict[str, str] = {}
        for tool, _args, mock in _steps(s):
            if mock.is_error or tool.startswith(("upload", "update", "write")):
                times.clear()  # a write may change a file
                continue
            for rec in objects(mock.output):
                if isinstance(rec.get("file_id"), str) and isinstance(rec.get("modified_at"), str):
                    checked += 1
                    assert times.setdefault(rec["file_id"], rec["modified_at"]) == rec["modified_at"], (s.id, tool, rec, times)
            done = mock.output.get("completed_at") if isinstance(mock.output, dict) else None
            if isinstance(done, str):
                assert all(t <= done for t in times.values()), (s.id, tool, done, times)
    assert checked


def test_a_stream_read_answers_entries_and_an_add_its_entry_id():
    """Round 710 [2], [11] and the lead's seed 901 [11]: xreadgroup(key=stream:payments, group_name, consumer_name)
    answered 'key: ...\\ngroup_name: design\\n...entry_id: 1732829888333-0' (an echo of what it was asked) or 'key: audit:log
    \\nvalue: <a chat line>'; xadd answered 'id: xad_240hwugs' beside the entry id it handed on. XREADGROUP answers the
    stream's entries, each an id and its fields; XADD the id of the entry it added."""
    import ast

    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(8)):
        for tool, args, mock in _steps(s):
            if mock.is_error or tool not in ("xreadgroup", "xadd"):
                continue
            seen += 1
            text = mock.output["result"]
            assert "xad_" not in text and "group_name:" not in text, (s.id, tool, args, text)
            if tool == "xreadgroup":
                [[key, entries]] = ast.literal_eval(text)
                assert key == args["key"] and entries, text
                assert all(re.fullmatch(r"\d{13}-\d+", i) and isinstance(f, dict) and f for i, f in entries), text
            else:
                assert re.search(r"\b\d{13}-\d+\b", text), text
    assert seen


def test_a_layer_set_by_number_is_no_twin_of_a_listed_layer():
    """Round 710 [17]: ai_list_layers showed Background at index 0, then ai_set_layer(layer=11) answered layer 11 named
    'Background': ai_set_layer's words name no application, so its layer was drawn apart from the Illustrator layers just
    listed (and a layer=11 was not read as naming the layer). One document's layers never share a name."""
    checked = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(8)):
        named: dict[str, int] = {}
        for tool, _args, mock in _steps(s):
            if mock.is_error or not tool.startswith("ai_") or "layer" not in tool:
                continue
            for rec in objects(mock.output):
                if isinstance(rec.get("name"), str) and isinstance(rec.get("index"), int) and {"visible", "locked"} <= set(rec):
                    checked += 1
                    if "reorder" in tool or "sort" in tool:  # a layer moved is at its new place from now on (s32);
                        # ai_sort_layers answers every layer at its new place (s34)
                        named[rec["name"]] = rec["index"]
                        continue
                    assert named.setdefault(rec["name"], rec["index"]) == rec["index"], (s.id, tool, rec, named)
    assert checked
