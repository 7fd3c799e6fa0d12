"""Live capture: a tiny MCP server (official SDK) that the test writes and starts, over stdio and HTTP."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from seer.errors import SpecError
from seer.spec.capture import ServerTarget, capture_to_file, public_command, public_url
from seer.spec.load import load_spec
from seer.spec.suite import load_suite

REPO = Path(__file__).resolve().parents[1]

# A low-level SDK server with 5 tools served 2 per page, so capture must follow the cursor.
# Over HTTP it demands `Authorization: Bearer <SEER_TEST_TOKEN>`; over stdio it reports in its
# version whether SEER_TEST_TOKEN reached it (env pass-through), never the value.
SERVER = textwrap.dedent('''
    import os, sys
    import mcp_types as types
    from mcp.server.lowlevel.server import Server

    TOOLS = [
        types.Tool(name="get_weather", description="Current weather for a city.",
                   input_schema={"type": "object", "properties": {"city": {"type": "string"},
                                 "units": {"enum": ["metric", "imperial"]}}, "required": ["city"]},
                   output_schema={"type": "object", "properties": {"temp": {"type": "number"}}, "required": ["temp"]}),
        types.Tool(name="add_event", description="Add a calendar event.",
                   input_schema={"type": "object", "$defs": {"when": {"type": "string", "format": "date-time"}},
                                 "properties": {"title": {"type": "string"}, "start": {"$ref": "#/$defs/when"}},
                                 "required": ["title", "start"]}),
    ] + [types.Tool(name=f"tool_{i}", description=f"Filler tool {i}.",
                    input_schema={"type": "object", "properties": {"x": {"type": "integer"}}}) for i in range(3)]
    PAGE = 2

    MODE = os.environ.get("SEER_TEST_MODE", "")

    async def list_tools(ctx, params):
        if MODE == "empty":
            return types.ListToolsResult(tools=[])
        if MODE == "loop":  # a broken server whose cursor never ends
            return types.ListToolsResult(tools=TOOLS[:1], next_cursor="again")
        start = int(params.cursor) if params is not None and params.cursor else 0
        end = start + PAGE
        return types.ListToolsResult(tools=TOOLS[start:end], next_cursor=str(end) if end < len(TOOLS) else None)

    version = "1.0-with-token" if os.environ.get("SEER_TEST_TOKEN") else "1.0"
    server = Server("weather-test", version=version, on_list_tools=list_tools)

    def guarded(app, token):
        async def wrapper(scope, receive, send):
            if scope["type"] == "http":
                headers = dict(scope.get("headers") or [])
                if headers.get(b"authorization", b"").decode() != f"Bearer {token}":
                    await send({"type": "http.response.start", "status": 401, "headers": []})
                    await send({"type": "http.response.body", "body": b"unauthorized"})
                    return
            await app(scope, receive, send)
        return wrapper

    if __name__ == "__main__":
        if sys.argv[1:2] == ["http"]:
            import uvicorn
            app = guarded(server.streamable_http_app(), os.environ["SEER_TEST_TOKEN"])
            uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), log_level="error")
        else:
            import anyio
            from mcp.server.stdio import stdio_server

            async def main():
                async with stdio_server() as (r, w):
                    await server.run(r, w, server.create_initialization_options())
            anyio.run(main)
''')


@pytest.fixture()
def server_script(tmp_path: Path) -> Path:
    path = tmp_path / "weather_server.py"
    path.write_text(SERVER, encoding="utf-8")
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture()
def http_server(server_script: Path, monkeypatch):
    token = "canary-token-5f1e9a"
    monkeypatch.setenv("SEER_TEST_TOKEN", token)
    port = _free_port()
    proc = subprocess.Popen([sys.executable, str(server_script), "http", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=dict(os.environ))
    try:
        deadline = time.monotonic() + 20
        while True:  # bounded wait for the port to open
            if proc.poll() is not None:
                pytest.fail(f"test server exited: {proc.stderr.read().decode()[-500:]}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("test server did not open its port within 20 s")
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp", token
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


def _stdio(script: Path, **kw) -> ServerTarget:
    return ServerTarget.from_config({"name": "weather", "command": sys.executable, "args": [str(script)], **kw})


def test_stdio_capture_pages_through_tools_and_records_provenance(server_script, tmp_path, monkeypatch):
    monkeypatch.setenv("SEER_TEST_TOKEN", "canary-env-3c7d")
    out = tmp_path / "captures" / "weather.json"
    target = ServerTarget.from_config({"name": "weather", "command": sys.executable, "timeout_s": 20,
                                       "args": [str(server_script), "--api-key", "canary-arg-9z0"],
                                       "env_vars": ["SEER_TEST_TOKEN"]})
    capture_to_file(target, out)
    spec = load_spec(out)
    assert spec.name == "weather"
    assert spec.tool_names == ["get_weather", "add_event", "tool_0", "tool_1", "tool_2"]  # all 3 pages, in order
    source = spec.source
    assert source["serverInfo"] == {"name": "weather-test", "version": "1.0-with-token"}  # env reached the server
    assert source["transport"] == "stdio"
    assert source["command"] == [sys.executable, str(server_script), "--api-key", "***"]
    assert source["protocolVersion"] and source["capturedAt"].endswith("+00:00")
    assert spec.tool("get_weather").output_schema == {"type": "object", "properties": {"temp": {"type": "number"}},
                                                      "required": ["temp"]}
    assert spec.tool("add_event").input_schema["properties"]["start"] == {"type": "string", "format": "date-time"}
    saved = out.read_text(encoding="utf-8")
    assert "canary-env-3c7d" not in saved and "canary-arg-9z0" not in saved


def test_http_capture_sends_header_from_env_and_never_saves_it(http_server, tmp_path):
    url, token = http_server
    out = tmp_path / "weather_http.json"
    target = ServerTarget.from_config({"name": "weather-http", "url": url + "?api_key=in-query-secret",
                                       "header_env": {"Authorization": "SEER_TEST_BEARER"}, "timeout_s": 20})
    os.environ["SEER_TEST_BEARER"] = f"Bearer {token}"
    try:
        capture_to_file(target, out)
    finally:
        del os.environ["SEER_TEST_BEARER"]
    text = out.read_text(encoding="utf-8")
    assert token not in text and "in-query-secret" not in text
    spec = load_spec(out)
    assert len(spec.tools) == 5
    assert spec.source["transport"] == "http" and spec.source["url"] == url


def test_http_capture_without_the_header_is_one_clear_error(http_server):
    url, token = http_server
    with pytest.raises(SpecError) as info:
        capture_to_file(ServerTarget.from_config({"name": "weather-http", "url": url, "timeout_s": 20}), "/nonexistent/x.json")
    line = info.value.one_line()
    assert "weather-http" in line and "\n" not in line and token not in line


def test_capture_failures_name_the_server_and_what_to_do(tmp_path):
    missing = ServerTarget.from_config({"name": "gone", "command": "seer-no-such-command-xyz", "timeout_s": 10})
    with pytest.raises(SpecError, match="gone.*command not found"):
        capture_to_file(missing, tmp_path / "a.json")
    dies = ServerTarget.from_config({"name": "dies", "command": sys.executable, "timeout_s": 10,
                                     "args": ["-c", "import sys; print('fatal: no config file', file=sys.stderr); sys.exit(3)"]})
    with pytest.raises(SpecError, match="fatal: no config file"):  # the server's last stderr line is quoted
        capture_to_file(dies, tmp_path / "b.json")
    silent = ServerTarget.from_config({"name": "silent", "command": sys.executable, "timeout_s": 1.5,
                                       "args": ["-c", "import time; time.sleep(30)"]})
    with pytest.raises(SpecError, match="no answer .* within 1.5s"):
        capture_to_file(silent, tmp_path / "c.json")
    unset = ServerTarget.from_config({"name": "needs-env", "command": sys.executable, "env_vars": ["SEER_UNSET_VAR_Q"]})
    with pytest.raises(SpecError, match="SEER_UNSET_VAR_Q is not set"):
        capture_to_file(unset, tmp_path / "d.json")
    assert not list(tmp_path.iterdir())  # nothing half-written


@pytest.mark.parametrize("mode,problem", [("empty", "server lists no tools"), ("loop", "repeats cursor 'again'")])
def test_broken_listings_are_errors(server_script, tmp_path, monkeypatch, mode, problem):
    monkeypatch.setenv("SEER_TEST_MODE", mode)
    with pytest.raises(SpecError, match=problem):
        capture_to_file(_stdio(server_script, env_vars=["SEER_TEST_MODE"], timeout_s=20), tmp_path / "x.json")
    assert not (tmp_path / "x.json").exists()


def test_server_config_needs_exactly_one_of_command_and_url():
    with pytest.raises(SpecError, match="exactly one"):
        ServerTarget.from_config({"name": "x"})
    with pytest.raises(SpecError, match="exactly one"):
        ServerTarget.from_config({"name": "x", "command": "a", "url": "http://b"})
    with pytest.raises(SpecError, match="timeout_s"):
        ServerTarget.from_config({"name": "x", "command": "a", "timeout_s": -1})


def test_public_url_drops_credentials_and_query():
    assert public_url("https://user:pw@host.example:8443/mcp?token=abc#f") == "https://host.example:8443/mcp"


def test_public_command_hides_secret_flag_values():
    command = ["srv", "--api-key", "K1", "--token=T2", "--verbose", "-p", "8080", "--auth-header", "Bearer x", "db.sqlite"]
    assert public_command(command) == ["srv", "--api-key", "***", "--token=***", "--verbose", "-p", "8080",
                                       "--auth-header", "***", "db.sqlite"]


def test_suite_captures_a_server_once_then_reuses_it(server_script, tmp_path):
    server = {"name": "weather", "command": sys.executable, "args": [str(server_script)], "timeout_s": 20}
    suite = {"paths": [str(REPO / "seer" / "examples" / "specs" / "notes.json")], "servers": [server]}
    first = load_suite(suite, strict=True, cache_dir=tmp_path)
    assert first.names == ["notes-kb", "weather"]
    capture = tmp_path / "captures" / "weather.json"
    stamp = json.loads(capture.read_text())["source"]["capturedAt"]
    os.utime(capture, (1, 1))
    second = load_suite(suite, strict=True, cache_dir=tmp_path)  # reused: not captured again
    assert second.names == first.names and capture.stat().st_mtime == 1
    assert json.loads(capture.read_text())["source"]["capturedAt"] == stamp
    load_suite({"servers": [{**server, "refresh": True}]}, strict=True, cache_dir=tmp_path)
    assert capture.stat().st_mtime > 1  # refresh captures again
    os.utime(capture, (1, 1))
    moved = {**server, "args": [str(server_script), "--unused-flag"]}
    load_suite({"servers": [moved]}, strict=True, cache_dir=tmp_path)
    assert capture.stat().st_mtime > 1  # a changed command is a different server: captured again


def test_suite_reports_a_dead_server_and_keeps_the_files(tmp_path):
    suite = {"paths": [str(REPO / "seer" / "examples" / "specs" / "notes.json")],
             "servers": [{"name": "gone", "command": "seer-no-such-command-xyz", "timeout_s": 5}]}
    result = load_suite(suite, strict=False, cache_dir=tmp_path)
    assert result.names == ["notes-kb"]
    assert len(result.errors) == 1 and "gone" in result.errors[0].one_line()
    with pytest.raises(SpecError, match="gone"):
        load_suite(suite, strict=True, cache_dir=tmp_path)
    with pytest.raises(SpecError, match="letters, digits"):
        load_suite({"servers": [{"name": "../escape", "command": "x"}]}, strict=True, cache_dir=tmp_path)


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "seer.capture", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=60)


def test_cli_stdio_writes_a_spec_seer_reads(server_script, tmp_path):
    run = _cli("stdio", "--name", "wx", "-o", "out.json", "--", sys.executable, str(server_script), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "captured 5 tools from weather-test 1.0" in run.stderr
    assert load_spec(tmp_path / "out.json").name == "wx"
    # the brief's spelling: a trailing -o after the command is seer's
    run = _cli("stdio", "--", sys.executable, str(server_script), "-o", "trailing.json", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert load_spec(tmp_path / "trailing.json").name == "weather-test"  # default: the server's own name


def test_cli_http_with_header_env(http_server, tmp_path):
    url, token = http_server
    env_name = "SEER_TEST_BEARER_CLI"
    os.environ[env_name] = f"Bearer {token}"
    try:
        run = _cli("http", url, "-o", "h.json", "--header-env", f"Authorization={env_name}", cwd=tmp_path)
    finally:
        del os.environ[env_name]
    assert run.returncode == 0, run.stderr
    assert token not in (tmp_path / "h.json").read_text() and token not in run.stderr + run.stdout


def test_cli_errors_are_one_line_with_exit_2(tmp_path):
    run = _cli("stdio", "-o", "x.json", "--", "seer-no-such-command-xyz", cwd=tmp_path)
    assert run.returncode == 2
    assert run.stderr.strip().count("\n") == 0 and "Traceback" not in run.stderr
    assert run.stderr.startswith("seer.capture: error:") and "command not found" in run.stderr
    run = _cli("http", "http://127.0.0.1:9/mcp", "--header-env", "Authorization", cwd=tmp_path)
    assert run.returncode == 2 and "HEADER=ENV_VAR" in run.stderr


@pytest.mark.slow
def test_seer_run_on_a_live_server_from_config(server_script, tmp_path):
    """`suite.servers=[...]` on the command line: captured into the cache, then generated and judged."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    server = f"{{name:weather,command:{sys.executable},args:[{server_script}],timeout_s:30}}"
    run = subprocess.run([sys.executable, "-m", "seer", "tracking=none", "progress=false", "suite.paths=[]",
                          f"suite.servers=[{server}]", f"cache_dir={tmp_path / 'cache'}",
                          f"hydra.run.dir={tmp_path / 'run'}"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert load_spec(tmp_path / "cache" / "captures" / "weather.json").source["serverInfo"]["name"] == "weather-test"
    harness = [json.loads(line) for line in (tmp_path / "run" / "harness.jsonl").read_text().splitlines()]
    used = {call["tool"] for record in harness for call in record["expected_tools"]}
    assert {r["spec"] for r in harness} == {"weather"} and len(used) == 5
