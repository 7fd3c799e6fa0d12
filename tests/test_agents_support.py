"""Small hand-made spec and harness records for the agents, serve and export tests."""

from __future__ import annotations

import json
from pathlib import Path

from seer.harness.io import write_jsonl
from seer.harness.model import ExpectedCall, MockOutput, Provenance, Scenario, Turn
from seer.spec.model import Spec, Tool

TOOLS = [
    Tool(name="list_files", description="List the files in a folder.", inputSchema={
        "type": "object", "properties": {"path": {"type": "string"}, "limit": {"type": "integer", "default": 50}},
        "required": ["path"]}),
    Tool(name="read_file", description="Read a file.", inputSchema={
        "type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"],
        "additionalProperties": False}),
    Tool(name="send_message", description="Send a message to a channel.", inputSchema={
        "type": "object", "properties": {"channel": {"type": "string"}, "text": {"type": "string"},
                                         "urgent": {"type": "boolean"}},
        "required": ["channel", "text"]}),
    Tool(name="db.query", description="Run a read-only SQL query.", inputSchema={
        "type": "object", "properties": {"sql": {"type": "string"}, "max_rows": {"type": "number"}},
        "required": ["sql"]}),
]
SPEC = Spec(name="tiny", tools=TOOLS)


def _prov() -> Provenance:
    return Provenance(engine="hand", seed=0, spec_sha256=SPEC.sha256, seer_version="test")


def chain() -> Scenario:
    """Two turns: list then read (turn 0), then send a message citing the file (turn 1)."""
    return Scenario(
        id="tiny-chain", spec="tiny", tier="complex", title="Read the newest report and share it",
        category="files", novelty_reason="chain", prompt="List /srv/reports and read report.txt, then post it.",
        expected_tools=[
            ExpectedCall(tool="list_files", arguments={"path": "/srv/reports"}, accept={"limit": [None, 10]}),
            ExpectedCall(tool="read_file", arguments={"path": "/srv/reports/report.txt"}),
            ExpectedCall(tool="send_message", arguments={"channel": "ops", "text": "Report: all green"},
                         accept={"urgent": [None, False]}),
        ],
        mock_outputs=[MockOutput(output={"files": ["report.txt"]}), MockOutput(output="all green"),
                      MockOutput(output={"ok": True, "ts": "1700000000.1"})],
        conversation=[Turn(user="List /srv/reports and read report.txt.", calls=[0, 1]),
                      Turn(user="Post 'Report: all green' to ops.", calls=[2])],
        provenance=_prov())


def single() -> Scenario:
    return Scenario(
        id="tiny-query", spec="tiny", tier="simple", title="Count users", category="db", novelty_reason="dotted name",
        prompt="How many users are there? Use SELECT count(*) FROM users, max 1 row.",
        expected_tools=[ExpectedCall(tool="db.query", arguments={"sql": "SELECT count(*) FROM users", "max_rows": 1})],
        mock_outputs=[MockOutput(output={"rows": [[42]]})],
        conversation=[Turn(user="How many users are there? Use SELECT count(*) FROM users, max 1 row.", calls=[0])],
        provenance=_prov())


def no_tool() -> Scenario:
    return Scenario(
        id="tiny-none", spec="tiny", tier="simple", kind="no_tool", title="Weather", category="negative",
        novelty_reason="no tool", prompt="What's the weather in Paris?", expected_tools=[], mock_outputs=[],
        conversation=[Turn(user="What's the weather in Paris?", calls=[])], provenance=_prov())


def missing_info() -> Scenario:
    return Scenario(
        id="tiny-ask", spec="tiny", tier="simple", kind="missing_info", title="Read a file", category="negative",
        novelty_reason="ask first", prompt="Read the file for me.",
        expected_tools=[ExpectedCall(tool="read_file", arguments={"path": "/etc/motd"})],
        mock_outputs=[MockOutput(output="welcome")],
        conversation=[Turn(user="Read the file for me.", calls=[]), Turn(user="It's /etc/motd.", calls=[0])],
        provenance=_prov())


def all_scenarios() -> list[Scenario]:
    return [chain(), single(), no_tool(), missing_info()]


def write_spec(folder: Path, tools: list[Tool] | None = None) -> Path:
    """The tiny spec as a JSON file in `folder` (the run folder's `specs/` or a suite folder)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "tiny.json"
    path.write_text(json.dumps({"name": "tiny", "tools": [t.wire() for t in (TOOLS if tools is None else tools)]}))
    return path


def write_run(folder: Path, with_spec: bool = True) -> Path:
    """A run folder as generation leaves it: harness.jsonl with every record, and specs/tiny.json."""
    folder.mkdir(parents=True, exist_ok=True)
    write_jsonl(folder / "harness.jsonl", all_scenarios())
    if with_spec:
        write_spec(folder / "specs")
    return folder / "harness.jsonl"
