"""Capture `tools/list` from a live MCP server with the official `mcp` SDK.

Over stdio (a command and its args) or streamable HTTP (a URL and headers). The capture is
saved as `{"name", "source": {...provenance...}, "tools": [...]}`, a shape `load_spec` reads.
Provenance names the server (serverInfo), the protocol version, the time and the command or
URL; never an environment value or a header value, which may be secrets.

`mcp` is imported inside functions: importing seer must stay fast.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

from pydantic import BaseModel, Field, ValidationError

from seer.errors import SpecError

MAX_PAGES = 1000  # a server whose cursor never ends is a broken server, not a big one


class ServerTarget(BaseModel):
    """Where a live server is and how to reach it (the validated form of config's ServerConfig)."""

    name: str = "server"
    transport: Literal["stdio", "http"]
    command: list[str] = Field(default_factory=list)  # executable + args (stdio)
    url: str | None = None  # streamable HTTP endpoint
    env_vars: list[str] = Field(default_factory=list)  # names passed through to a stdio server
    header_env: dict[str, str] = Field(default_factory=dict)  # header -> env var holding its value
    refresh: bool = False
    timeout_s: float = Field(default=30.0, gt=0, le=600)

    @classmethod
    def from_config(cls, cfg: Any) -> "ServerTarget":
        get = cfg.get if isinstance(cfg, dict) else (lambda k, d=None: getattr(cfg, k, d))
        name = str(get("name") or "server")
        command, url = get("command"), get("url")
        if bool(command) == bool(url):
            raise SpecError("give exactly one of command (stdio) or url (streamable HTTP)", file=f"server {name!r}")
        base = dict(name=name, env_vars=list(get("env_vars") or []), header_env=dict(get("header_env") or {}),
                    refresh=bool(get("refresh", False)), timeout_s=float(get("timeout_s") or 30.0))
        try:
            if command:
                return cls(transport="stdio", command=[str(command), *[str(a) for a in get("args") or []]], **base)
            return cls(transport="http", url=str(url), **base)
        except ValidationError as exc:
            err = exc.errors()[0]
            field = ".".join(str(p) for p in err["loc"])
            raise SpecError(f"{field}: {err['msg']}", file=f"server {name!r}") from None

    def where(self) -> list[str] | str:
        """What provenance records about the target: the command line, or the URL, without credentials."""
        return public_command(self.command) if self.transport == "stdio" else public_url(self.url or "")

    @property
    def where_key(self) -> str:
        return "command" if self.transport == "stdio" else "url"


_SECRET_FLAG = re.compile(r"^--?[\w-]*(key|token|secret|password|passwd|auth|credential)[\w-]*", re.IGNORECASE)


def public_command(command: list[str]) -> list[str]:
    """`command` with the values of secret-looking flags (`--api-key X`, `--token=X`) replaced by ***."""
    out: list[str] = []
    hide_next = False
    for arg in command:
        flag = _SECRET_FLAG.match(arg)
        if hide_next and not arg.startswith("-"):
            out.append("***")
        elif flag and "=" in arg:
            out.append(arg.split("=", 1)[0] + "=***")
        else:
            out.append(arg)
        hide_next = bool(flag) and "=" not in arg
    return out


def public_url(url: str) -> str:
    """`url` without user:password and without its query string (tokens often ride there)."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def capture_tools(target: ServerTarget) -> dict[str, Any]:
    """Connect, initialize, page through `tools/list`; return the capture document."""
    import anyio

    secrets = _secret_values(target)
    with tempfile.TemporaryFile(mode="w+", encoding="utf-8", errors="replace") as errlog:
        try:
            return anyio.run(_capture, target, errlog)
        except SpecError:
            raise
        except BaseException as exc:  # noqa: BLE001 - every failure becomes one line naming the server
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                raise
            raise _explain(target, exc, _tail(errlog), secrets) from None


async def _capture(target: ServerTarget, errlog) -> dict[str, Any]:
    import anyio
    from mcp import Client

    with anyio.fail_after(target.timeout_s):
        async with Client(_transport(target, errlog), read_timeout_seconds=target.timeout_s, cache=None) as client:
            tools: list[dict[str, Any]] = []
            cursor: str | None = None
            seen: set[str] = set()
            for _ in range(MAX_PAGES):
                page = await client.list_tools(cursor=cursor)
                tools.extend(t.model_dump(by_alias=True, mode="json", exclude_none=True) for t in page.tools)
                cursor = page.next_cursor
                if not cursor:
                    break
                if cursor in seen:
                    raise SpecError(f"tools/list repeats cursor {cursor[:40]!r}: pagination never ends",
                                    file=f"server {target.name!r}")
                seen.add(cursor)
            else:
                raise SpecError(f"tools/list still paging after {MAX_PAGES} pages", file=f"server {target.name!r}")
            info = client.server_info
            server_info = info.model_dump(mode="json", exclude_none=True) if info is not None else {}
            protocol = client.protocol_version
    source = {"serverInfo": server_info, "protocolVersion": protocol,
              "capturedAt": datetime.now(timezone.utc).isoformat(timespec="seconds"),
              "transport": target.transport, target.where_key: target.where()}
    return {"name": target.name if target.name != "server" else (server_info.get("name") or "server"),
            "source": source, "tools": tools}


def _transport(target: ServerTarget, errlog):
    """The SDK transport for `target`; env and header values are read here and go nowhere else."""
    if target.transport == "stdio":
        from mcp.client.stdio import StdioServerParameters, stdio_client

        env = {name: _env(name, target) for name in target.env_vars}
        params = StdioServerParameters(command=target.command[0], args=target.command[1:], env=env or None)
        return stdio_client(params, errlog=errlog)
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    headers = {header: _env(var, target) for header, var in target.header_env.items()}
    return streamable_http_client(target.url or "", http_client=create_mcp_http_client(headers=headers or None))


def _env(name: str, target: ServerTarget) -> str:
    value = os.environ.get(name)
    if value is None:
        raise SpecError(f"environment variable {name} is not set", file=f"server {target.name!r}",
                        hint="export it before running, or remove it from the server's config")
    return value


def _secret_values(target: ServerTarget) -> list[str]:
    names = list(target.env_vars) + list(target.header_env.values())
    return [v for v in (os.environ.get(n) for n in names) if v and len(v) >= 4]


def _tail(errlog) -> str:
    """The last non-empty line the server wrote to stderr (often the reason it died)."""
    try:
        errlog.flush()
        errlog.seek(0)
        lines = [ln.strip() for ln in errlog.read()[-4000:].splitlines() if ln.strip()]
    except (OSError, ValueError):
        return ""
    return lines[-1][:200] if lines else ""


def _leaf(exc: BaseException) -> BaseException:
    """The first real error inside nested exception groups (anyio task groups wrap them)."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


def _explain(target: ServerTarget, exc: BaseException, stderr_tail: str, secrets: list[str]) -> SpecError:
    leaf = _leaf(exc)
    if isinstance(leaf, SpecError):
        return leaf
    where = f"server {target.name!r}"
    what = " ".join(public_command(target.command)) if target.transport == "stdio" else public_url(target.url or "")
    if isinstance(leaf, TimeoutError):
        problem = f"no answer to initialize/tools/list within {target.timeout_s:g}s from {what}"
        hint = "check that it is an MCP server on this transport, or raise timeout_s"
    elif isinstance(leaf, FileNotFoundError):
        problem = f"cannot start {target.command[0]!r}: command not found"
        hint = "check the command and PATH"
    elif isinstance(leaf, OSError) and target.transport == "stdio":
        problem = f"cannot start {target.command[0]!r}: {leaf.strerror or leaf}"
        hint = "check the command"
    elif type(leaf).__name__ in ("ConnectError", "ConnectTimeout"):
        problem = f"cannot connect to {what}"
        hint = "is the server running and the URL right?"
    else:
        detail = str(leaf) or type(leaf).__name__
        problem = f"capture from {what} failed: {type(leaf).__name__}: {detail[:200]}"
        hint = "the server may have exited or refused the MCP handshake"
    if stderr_tail:
        problem += f"; server stderr: {stderr_tail}"
    for value in secrets:  # a server may echo its token back; it never reaches our message
        problem = problem.replace(value, "***")
    return SpecError(problem, file=where, hint=hint)


def capture_to_file(target: ServerTarget, path: str | Path) -> dict[str, Any]:
    """Capture `target` and write the document to `path` atomically (no torn capture is ever reused)."""
    doc = capture_tools(target)
    if not doc["tools"]:
        raise SpecError("server lists no tools", file=f"server {target.name!r}")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return doc


def print_summary(doc: dict[str, Any], path: Path, stream=sys.stdout) -> None:
    info = doc["source"].get("serverInfo") or {}
    print(f"captured {len(doc['tools'])} tools from {info.get('name', '?')} {info.get('version', '')}".rstrip()
          + f" (protocol {doc['source'].get('protocolVersion')}) -> {path}", file=stream)
