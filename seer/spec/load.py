"""Read specs in the shapes people have, and check them before anything runs on them.

Shapes accepted for one JSON file:
- a `tools/list` result: `{"tools": [...]}` (optionally with `name`, `source`, as seer's captures and
  `../shared/specs` have them);
- a bare list of tools: `[...]`;
- a JSON-RPC response: `{"jsonrpc": "2.0", "id": 1, "result": {"tools": [...]}}`.

Every problem is a `SpecError` naming the file, the tool and what is wrong.
"""

from __future__ import annotations

import json
import stat
import unicodedata
from pathlib import Path
from typing import Any, Iterable

from seer.errors import SpecError
from seer.spec.model import Spec, Tool
from seer.spec.refs import count_key
from seer.spec.schema_check import checked_schema

SPEC_SUFFIXES = (".json", ".yaml", ".yml")  # YAML: OpenAPI documents (or tools lists) written in YAML
# Files beside a spec that hold example outputs per tool: `<stem>.examples.json`.
EXAMPLES_SUFFIX = ".examples.json"
MAX_SPEC_BYTES = 64 * 1024 * 1024
# Limits that keep a hostile spec from costing unbounded time, memory or model tokens. Real MCP
# servers stay far below them (tool names: MCP says 1-128 characters; descriptions: a few KB).
MAX_NAME_CHARS = 256
MAX_DESCRIPTION_CHARS = 64 * 1024
# Bidirectional-text controls make a name display as something it is not ("Trojan Source").
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")


def load_spec(path: str | Path, *, examples: str | Path | None = None, cache_dir: str | Path | None = None) -> Spec:
    """Load one spec file. `examples` (or `<stem>.examples.json` beside it) maps tool names to outputs.
    With `cache_dir`, a spec checked before (same bytes, same loader) is read back from `cache_dir/specs`."""
    path = Path(path)
    if cache_dir is not None:
        from seer.spec.load_cache import cached_load

        side = Path(examples) if examples else path.with_name(path.name[: -len(path.suffix)] + EXAMPLES_SUFFIX)
        return cached_load(path, side if side.exists() and side != path else None, cache_dir,
                           lambda: load_spec(path, examples=examples))
    doc = read_document(path)
    name, source, raw_tools = _unwrap(doc, path)
    tools = _check_tools(raw_tools, path)
    side = Path(examples) if examples else path.with_name(path.name[: -len(path.suffix)] + EXAMPLES_SUFFIX)
    if side.exists() and side != path:
        tools = _attach_examples(tools, read_json(side), side)
    return Spec(name=name, tools=tools, source=source, path=str(path))


def spec_files(path: str | Path) -> list[Path]:
    """The spec files a path names: the file itself, or the spec files of a folder (sorted, not recursive)."""
    path = Path(path)
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix in SPEC_SUFFIXES and p.is_file()
                       and not p.name.endswith(EXAMPLES_SUFFIX))
        if not files:
            raise SpecError("folder holds no *.json spec files", file=str(path))
        return files
    if not path.exists():
        raise SpecError("no such file or folder", file=str(path), hint="check suite.paths")
    return [path]


def iter_spec_paths(paths: Iterable[str | Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        out.extend(spec_files(p))
    return out


def read_document(path: Path) -> Any:
    """A spec document: JSON, or YAML by suffix; an OpenAPI 3.x document becomes seer's capture shape."""
    from seer.spec.openapi import is_openapi, to_capture
    from seer.spec.yaml_read import read_yaml

    doc = read_yaml(path) if path.suffix.lower() in (".yaml", ".yml") else read_json(path)
    if isinstance(doc, dict) and "swagger" in doc and "tools" not in doc:
        raise SpecError(f"Swagger {doc.get('swagger')!r} is not supported: convert it to OpenAPI 3.x first", file=str(path))
    return to_capture(doc, str(path)) if is_openapi(doc) else doc


def read_json(path: Path) -> Any:
    """A JSON document from `path`: a regular file, UTF-8 (BOM allowed), at most MAX_SPEC_BYTES."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # /dev/zero or a FIFO would never end
            raise SpecError("not a regular file", file=str(path))
        with path.open("rb") as fh:
            data = fh.read(MAX_SPEC_BYTES + 1)  # bounded even if the file grows after stat
    except OSError as exc:
        raise SpecError(f"cannot read: {exc.strerror}", file=str(path)) from None
    if len(data) > MAX_SPEC_BYTES:
        raise SpecError(f"file is over the {MAX_SPEC_BYTES} byte limit", file=str(path))
    try:
        text = data.decode("utf-8-sig")  # -sig: files saved with a BOM are still JSON
    except UnicodeDecodeError as exc:
        raise SpecError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", file=str(path)) from None
    if not text.strip():
        raise SpecError("file is empty", file=str(path))
    try:
        doc = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise SpecError(f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})", file=str(path)) from None
    except ValueError as exc:  # NaN / Infinity: Python accepts them, JSON does not
        raise SpecError(f"not valid JSON: {exc}", file=str(path)) from None
    except RecursionError:
        raise SpecError("JSON nests too deeply to read", file=str(path)) from None
    if "\\u" in text:
        _check_unicode(doc, path)
    return doc


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _check_unicode(doc: Any, path: Path) -> None:
    """A `\\udXXX` escape without its pair decodes to a lone surrogate that no UTF-8 writer accepts."""
    try:
        json.dumps(doc, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise SpecError("holds an unpaired surrogate escape (\\ud800-\\udfff): not valid Unicode text",
                        file=str(path)) from None


def _unwrap(doc: Any, path: Path) -> tuple[str, dict[str, Any], list[Any]]:
    name = None
    source: dict[str, Any] = {}
    if isinstance(doc, dict) and "result" in doc and ("jsonrpc" in doc or "id" in doc):
        doc = doc["result"]
    elif isinstance(doc, dict) and "error" in doc and "jsonrpc" in doc:
        raise SpecError(f"is a JSON-RPC error response, not a tools/list result: {doc['error']!r:.200}", file=str(path))
    if isinstance(doc, list):
        tools = doc
    elif isinstance(doc, dict) and "tools" in doc:
        tools = doc["tools"]
        if isinstance(doc.get("name"), str) and doc["name"].strip():
            name = doc["name"].strip()
        if isinstance(doc.get("source"), dict):
            source = doc["source"]
    else:
        raise SpecError(
            "unrecognised shape: expected {\"tools\": [...]}, a list of tools, or a JSON-RPC response with result.tools",
            file=str(path),
        )
    if not isinstance(tools, list):
        raise SpecError(f"\"tools\" must be a list, found {type(tools).__name__}", file=str(path))
    if not tools:
        raise SpecError("spec has no tools", file=str(path))
    if name is None:
        server = source.get("serverInfo") if isinstance(source.get("serverInfo"), dict) else {}
        name = server.get("name") if isinstance(server.get("name"), str) and server.get("name") else _stem(path)
    return _clean_name(name, path), source, tools


def _stem(path: Path) -> str:
    stem = path.name
    for suffix in (".tools.json", ".json"):
        if stem.endswith(suffix):
            return stem[: -len(suffix)]
    return stem


def _clean_name(name: str, path: Path) -> str:
    problem = _name_problem(name)
    if problem:
        raise SpecError(f"spec name {problem}", file=str(path), hint='set a plain "name" in the file')
    return name


def _name_problem(name: str) -> str | None:
    """What makes `name` unusable as a spec or tool name, or None. Names are data: any script,
    spaces, '/', '..' or 'con' are kept as they are; only what breaks display or lines is refused."""
    if len(name) > MAX_NAME_CHARS:
        return f"is {len(name)} characters long, over the {MAX_NAME_CHARS} limit"
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in name):
        return "contains control characters (NUL, newline, ...)"
    if any(ch in _BIDI_CONTROLS for ch in name):
        return "contains bidirectional text controls (it would display differently from what it is)"
    return None


def _check_tools(raw_tools: list[Any], path: Path) -> list[Tool]:
    tools: list[Tool] = []
    seen: set[str] = set()
    for i, raw in enumerate(raw_tools):
        if not isinstance(raw, dict):
            raise SpecError(f"tools[{i}] is a {type(raw).__name__}, not an object", file=str(path))
        name = raw.get("name")
        if not isinstance(name, str) or not name.strip():
            raise SpecError(f"tools[{i}] has no name", file=str(path))
        problem = _name_problem(name)
        if problem:
            shown = name[:80].encode("unicode_escape").decode()
            raise SpecError(f"tool name {problem}", file=str(path), tool=shown)
        if name in seen:
            raise SpecError("tool name appears more than once", file=str(path), tool=name)
        seen.add(name)
        if "inputSchema" not in raw:
            raise SpecError("tool has no inputSchema", file=str(path), tool=name)
        tools.append(_check_tool(raw, path))
    return tools


def _check_tool(raw: dict[str, Any], path: Path) -> Tool:
    name = raw["name"]
    schema = raw["inputSchema"]
    if not isinstance(schema, dict):
        raise SpecError(f"inputSchema is a {type(schema).__name__}, not an object", file=str(path), tool=name)
    if schema.get("type", "object") not in ("object", ["object"]):
        raise SpecError(f"inputSchema must have type \"object\", found {schema.get('type')!r}", file=str(path), tool=name)
    resolved_in = checked_schema(schema, "inputSchema", str(path), name)
    out_schema = raw.get("outputSchema")
    resolved_out = None
    if out_schema is not None:
        if not isinstance(out_schema, dict):
            raise SpecError("outputSchema is not an object", file=str(path), tool=name)
        resolved_out = checked_schema(out_schema, "outputSchema", str(path), name)
    description = raw.get("description") or ""
    if not isinstance(description, str):
        raise SpecError("description is not a string", file=str(path), tool=name)
    if len(description) > MAX_DESCRIPTION_CHARS:
        raise SpecError(f"description is {len(description)} characters, over the {MAX_DESCRIPTION_CHARS} limit",
                        file=str(path), tool=name, hint="a tool description this long is not a real one")
    examples = raw.get("examples") or raw.get("outputExamples") or []
    if not isinstance(examples, list):
        examples = [examples]
    title = raw.get("title") if isinstance(raw.get("title"), str) else None
    annotations = raw.get("annotations") if isinstance(raw.get("annotations"), dict) else None
    return Tool(name=name, title=title, description=description, input_schema=resolved_in,
                output_schema=resolved_out, annotations=annotations, examples=examples,
                input_refs=count_key(schema, "$ref"))


def _attach_examples(tools: list[Tool], doc: Any, side: Path) -> list[Tool]:
    if not isinstance(doc, dict):
        raise SpecError("examples file must map tool names to lists of example outputs", file=str(side))
    names = {t.name for t in tools}
    unknown = sorted(set(doc) - names)
    if unknown:
        raise SpecError(f"examples for tools the spec does not have: {', '.join(unknown[:5])}", file=str(side))
    return add_examples(tools, doc)


def add_examples(tools: list[Tool], mapping: dict[str, Any]) -> list[Tool]:
    """`tools` with the example outputs of `mapping` (tool name -> output or list of outputs) appended."""
    out = []
    for t in tools:
        extra = mapping.get(t.name)
        if extra is None:
            out.append(t)
            continue
        extra = extra if isinstance(extra, list) else [extra]
        out.append(t.model_copy(update={"examples": list(t.examples) + extra}))
    return out
