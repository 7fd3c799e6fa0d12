"""Hand-made spec and harness records shared by the judge tests (no tests here): one clean record per
builder so each defect test changes exactly one thing."""

from __future__ import annotations

from typing import Any

from seer.harness.model import ExpectedCall, MockOutput, Provenance, Scenario, Turn
from seer.spec.model import Spec, Tool

_str = {"type": "string"}


def tracker_spec() -> Spec:
    tools = [
        Tool(name="create_issue", description="Create an issue in a repository of the tracker",
             inputSchema={"type": "object", "properties": {
                 "repo": {"type": "string", "description": "owner/name of the repository"},
                 "title": {"type": "string", "description": "Issue title"},
                 "labels": {"type": "array", "items": _str, "description": "Labels to attach"}},
                 "required": ["repo", "title"]}),
        Tool(name="add_comment", description="Add a comment to an issue",
             inputSchema={"type": "object", "properties": {
                 "issue_id": {"type": "string", "description": "The issue's id"},
                 "body": {"type": "string", "description": "Comment text"}},
                 "required": ["issue_id", "body"]}),
        Tool(name="set_key", description="Store a value under a key, with optional expiration",
             inputSchema={"type": "object", "properties": {
                 "key": _str, "value": _str,
                 "expireSeconds": {"type": "number", "description": "Optional expiration time in seconds"}},
                 "required": ["key", "value"]}),
        Tool(name="read_file", description="Read the complete contents of a file from disk",
             inputSchema={"type": "object", "properties": {
                 "path": {"type": "string", "description": "Absolute path of the file"},
                 "head": {"type": "integer", "description": "If set, return only the first N lines"}},
                 "required": ["path"]}),
    ]
    return Spec(name="tracker", tools=tools)


ISSUE_MOCK = {"issue_id": "ISS-4821", "url": "https://tracker.example/ISS-4821"}
COMMENT_MOCK = {"comment_id": "C-7731", "created": True}
PROMPT = "In repo acme/widgets, open an issue titled 'Login button broken' and then comment 'Seen on Safari 17' on it."


def scenario(calls: list[tuple[str, dict[str, Any]]], mocks: list[Any], prompt: str = PROMPT,
             turns: list[tuple[str, list[int]]] | None = None, kind: str = "normal", sid: str = "s1") -> Scenario:
    return Scenario(
        id=sid, spec="tracker", tier="complex" if len(calls) > 2 else "simple", kind=kind, title="t", category="c",
        novelty_reason="n", prompt=prompt,
        expected_tools=[ExpectedCall(tool=t, arguments=a) for t, a in calls],
        mock_outputs=[MockOutput(output=m, grounding="high") for m in mocks],
        conversation=[Turn(user=u, calls=c) for u, c in (turns or [(prompt, list(range(len(calls))))])],
        provenance=Provenance(engine="hand", seed=0, spec_sha256="0" * 64, seer_version="test"),
    )


def create(repo: str = "acme/widgets", **extra: Any) -> tuple[str, dict[str, Any]]:
    return "create_issue", {"repo": repo, "title": "Login button broken", **extra}


def comment(issue_id: str = "ISS-4821", **extra: Any) -> tuple[str, dict[str, Any]]:
    return "add_comment", {"issue_id": issue_id, "body": "Seen on Safari 17", **extra}


def clean_chain() -> Scenario:
    return scenario([create(), comment()], [ISSUE_MOCK, COMMENT_MOCK])
