"""The mock MCP server, through the official SDK's client: tools/list gives the spec's tools,
tools/call gives the scenario's mocks, anything else an error result."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import anyio
import pytest

from seer.harness.io import read_raw
from seer.serve.__main__ import main as serve_main
from tests.test_agents_support import SPEC, write_run

REPO = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONPATH": str(REPO)}


@pytest.fixture
def harness(tmp_path) -> Path:
    return write_run(tmp_path)


def stdio(harness: Path, *args: str):
    from mcp import StdioServerParameters

    return StdioServerParameters(command=sys.executable, args=["-m", "seer.serve", str(harness), *args],
                                 env=ENV, cwd=str(REPO))


async def talk(server) -> dict:
    from mcp import Client

    async with Client(server, read_timeout_seconds=30) as client:
        listed = await client.list_tools()
        read = await client.call_tool("read_file", {"path": "/srv/reports/report.txt"})
        listing = await client.call_tool("list_files", {"path": "/srv/reports"})
        again = await client.call_tool("read_file", {"path": "/srv/reports/report.txt"})
        wrong = await client.call_tool("read_file", {"path": "/etc/shadow"})
        bad = await client.call_tool("list_files", {"path": "/srv", "limit": "ten"})
        missing = await client.call_tool("send_message", {"channel": "ops"})
        unknown = await client.call_tool("rm_rf", {})
        dotted = await client.call_tool("db.query", {"sql": "select 1"})
    return dict(listed=listed, read=read, listing=listing, again=again, wrong=wrong, unknown=unknown, dotted=dotted,
                bad=bad, missing=missing)


def check(out: dict) -> None:
    tools = {t.name: t for t in out["listed"].tools}
    assert list(tools) == SPEC.tool_names  # exact names, dotted one included
    for t in SPEC.tools:
        assert tools[t.name].description == t.description
        assert tools[t.name].input_schema == t.input_schema
    assert out["read"].is_error is False and out["read"].content[0].text == "all green"
    assert out["listing"].structured_content is None  # the tool has no outputSchema: text content only
    assert json.loads(out["listing"].content[0].text) == {"files": ["report.txt"]}
    assert out["again"].is_error and "already done" in out["again"].content[0].text  # each expected call once
    assert out["bad"].is_error and json.loads(out["bad"].content[0].text) == {
        "error": "Invalid arguments for list_files: 'limit' must be of type integer (got \"ten\")"}
    assert out["missing"].is_error and "missing required argument 'text'" in out["missing"].content[0].text
    assert out["wrong"].is_error and "/etc/shadow" in out["wrong"].content[0].text
    assert out["unknown"].is_error and "Unknown tool" in out["unknown"].content[0].text
    assert out["dotted"].is_error  # a tool of the spec, but not this scenario's call


def test_stdio_serves_the_scenario(harness, tmp_path):
    calls = tmp_path / "calls.jsonl"
    out = anyio.run(talk, stdio(harness, "--scenario", "tiny-chain", "--calls", str(calls)))
    check(out)
    logged = list(read_raw(calls))
    assert [c["call"]["tool"] for c in logged] == ["read_file", "list_files", "read_file", "read_file", "list_files",
                                                   "send_message", "rm_rf", "db.query"]
    assert logged[0]["result"]["matched"] == 1


def test_stdio_without_scenario_answers_from_every_scenario_of_the_spec(harness):
    async def go():
        from mcp import Client

        async with Client(stdio(harness), read_timeout_seconds=30) as client:
            first = await client.call_tool("db.query", {"sql": "SELECT count(*) FROM users", "max_rows": 1})
            motd = await client.call_tool("read_file", {"path": "/etc/motd"})
            return first, motd

    first, motd = anyio.run(go)
    assert json.loads(first.content[0].text) == {"rows": [[42]]} and motd.content[0].text == "welcome"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.slow
def test_streamable_http_serves_the_scenario(harness):
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "seer.serve", str(harness), "--scenario", "tiny-chain",
                             "--transport", "http", "--port", str(port)], env=ENV, cwd=str(REPO),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert proc.poll() is None, proc.stderr.read().decode()
            time.sleep(0.1)
        check(anyio.run(talk, f"http://127.0.0.1:{port}/mcp"))
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_structured_content_only_where_an_output_schema_exists():
    import mcp_types as types

    from seer.agents.model import ToolResult
    from seer.serve.answers import tool_result
    from seer.spec.model import Tool

    result = ToolResult(call_id="c", tool="t", output={"n": 1})
    typed = Tool(name="t", description="d", inputSchema={"type": "object"},
                 outputSchema={"type": "object", "properties": {"n": {"type": "integer"}}})
    assert tool_result(types, typed, result).structured_content == {"n": 1}
    assert tool_result(types, SPEC.tool("list_files"), result).structured_content is None


def test_bad_arguments_are_one_line_errors(harness, capsys):
    assert serve_main([str(harness), "--scenario", "nope"]) == 2
    assert "no scenario with id 'nope'" in capsys.readouterr().err
    assert serve_main([str(harness), "--spec", "other"]) == 2
    assert serve_main([str(harness.parent / "missing.jsonl")]) == 2
