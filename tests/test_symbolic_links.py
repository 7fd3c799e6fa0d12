"""Data-flow links carry only what the producer returns; one person's home folder per scenario."""

import json
import re

from seer.generate.symbolic.cards import profile_spec
from seer.generate.symbolic.graph import Graph
from seer.generate.symbolic.homes import rehome
from seer.spec.load import load_spec
from tests.test_symbolic_engine import run


def _spec(tmp_path, tools):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"name": "s", "tools": tools}))
    return load_spec(path)


def _tool(name, desc, props, required=()):
    return {"name": name, "description": desc, "inputSchema": {"type": "object", "properties": props, "required": list(required)}}


def test_a_link_needs_the_producer_to_return_that_thing(tmp_path):
    s = {"type": "string"}
    spec = _spec(tmp_path, [
        _tool("git_diff", "Shows differences between branches or commits.", {"repo_path": s, "target": s}, ["repo_path"]),
        _tool("git_list_branches", "List the branches of a repository.", {"repo_path": s}, ["repo_path"]),
        _tool("git_checkout", "Switch to a branch.", {"repo_path": s, "branch_name": s}, ["repo_path", "branch_name"]),
        _tool("git_create_branch", "Create a new branch.", {"repo_path": s, "branch_name": s}, ["repo_path", "branch_name"])])
    g = Graph(profile_spec(spec))
    into = {e.producer for e in g.producers("git_checkout", "branch_name")}
    assert "git_diff" not in into  # a diff "between branches" hands no branch on
    assert "git_list_branches" in into
    assert not g.producers("git_create_branch", "branch_name")  # a new branch's name is new, never a listed branch's


def test_rehome_moves_every_home_path_to_one_user():
    node = {"a": "/home/lena/projects/x/a.py", "b": ["see /home/alice/projects/y/b.md"], "c": "/homework/z"}
    out = rehome(node, "lena")
    assert out == {"a": "/home/lena/projects/x/a.py", "b": ["see /home/lena/projects/y/b.md"], "c": "/homework/z"}


def test_a_scenario_names_one_users_home(tmp_path):
    s = {"type": "string", "description": "Absolute path of the file"}
    spec = _spec(tmp_path, [
        _tool("read_file", "Read a file.", {"path": s}, ["path"]),
        _tool("write_file", "Write a file.", {"path": s, "content": {"type": "string"}}, ["path", "content"]),
        _tool("move_file", "Move a file.", {"source": s, "destination": s}, ["source", "destination"])])
    scenarios, _ = run(spec)
    homes = [set(re.findall(r"/home/([a-z]+)/", json.dumps([x.model_dump() for x in sc.expected_tools]
                                                              + [m.model_dump() for m in sc.mock_outputs])))
             for sc in scenarios]
    assert any(homes) and all(len(h) <= 1 for h in homes)


def test_a_write_is_not_fed_what_another_read_returned_and_a_keys_value_fits_the_key(tmp_path):
    """GET queue:emails, then SET order:2025:4267 to that email job: a write's payload is not handed on from a read
    (what to write is the user's), and a stored value follows its key (an order's JSON, a rate limit's count).
    "List the .ffx animation presets this install can reach" is a listing of presets, not of "this install"."""
    from seer.generate.symbolic.phrasing import action

    s = {"type": "string"}
    spec = _spec(tmp_path, [
        _tool("get", "Get value by key from Redis", {"key": {"type": "string", "description": "Redis key to retrieve"}}, ["key"]),
        _tool("set", "Set a Redis key-value pair with optional expiration",
              {"key": {"type": "string", "description": "Redis key"}, "value": {"type": "string", "description": "Value to store"}},
              ["key", "value"]),
        _tool("list", "List Redis keys matching a pattern", {"pattern": s}),
        _tool("ae_list_presets", "List the .ffx animation presets this install can reach, with full paths.", {"filter": s})])
    profiles = profile_spec(spec)
    assert not Graph(profiles).producers("set", "value")
    assert "presets" in action(next(p for p in profiles if p.name == "ae_list_presets")).obj
    stored = 0
    for seed in range(3):
        scenarios, _ = run(spec, seed=seed)
        for sc in scenarios:
            for c in sc.expected_tools:
                key, value = c.arguments.get("key", ""), c.arguments.get("value")
                if c.tool == "set" and key.startswith(("order:", "user:", "cart:")) and sc.kind != "error":
                    stored += 1
                    json.loads(value)  # an order, a profile, a cart: JSON, not a chat sentence
    assert stored
