"""OpenAPI 3.x documents as specs: one tool per operation, like an MCP server's `tools/list`.

- name: the operationId, else method + path, made a valid MCP tool name (letters, digits, `_`, `-`);
- description: summary and description of the operation;
- inputSchema: an object whose properties are the path, query and header parameters and the JSON
  request body (an object body's properties are merged in; any other body is one `body` property),
  with the document's `$ref` resolved (component schemas travel as `$defs` and load resolves them);
- outputSchema: the JSON schema of the first 2xx (else `default`) response (a result that is not an
  object is wrapped as `{"result": ...}`, since MCP's structured content is an object);
- examples: that response's `example` / `examples` (so mocks are grounded "high").

`to_capture` returns seer's capture shape (`name`, `source`, `tools`), so everything downstream
(generation, judging, replay, export, serving mocks over MCP) works unchanged.
"""

from __future__ import annotations

import re
from typing import Any

from seer.errors import SpecError

METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")
_NAME_OK = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def is_openapi(doc: Any) -> bool:
    return isinstance(doc, dict) and isinstance(doc.get("openapi"), str) and isinstance(doc.get("paths"), dict)


def tool_name(operation_id: Any, method: str, path: str) -> str:
    """The operationId when it is a valid tool name, else a valid name made from it or from method + path."""
    if isinstance(operation_id, str) and _NAME_OK.match(operation_id):
        return operation_id
    raw = operation_id if isinstance(operation_id, str) and operation_id.strip() else f"{method}_{path}"
    name = re.sub(r"[^A-Za-z0-9_-]+", "_", raw.replace("{", "by_").replace("}", ""))
    name = re.sub(r"_{2,}", "_", name).strip("_")
    return (name or method)[:64]


class _Doc:
    """One OpenAPI document: local `$ref` lookups (`#/components/...`), component schemas as `$defs`."""

    def __init__(self, doc: dict[str, Any], where: str):
        self.doc = doc
        self.where = where

    def deref(self, node: Any, seen: tuple[str, ...] = ()) -> Any:
        """`node` with a top-level `$ref` to a parameter, body, response or example followed."""
        while isinstance(node, dict) and isinstance(node.get("$ref"), str):
            ref = node["$ref"]
            if ref in seen:
                raise SpecError(f"$ref {ref!r} refers to itself", file=self.where)
            seen += (ref,)
            node = self.pointer(ref)
        return node

    def pointer(self, ref: str) -> Any:
        if not ref.startswith("#/"):
            raise SpecError(f"only local $ref are supported in OpenAPI documents, found {ref!r}", file=self.where)
        node: Any = self.doc
        for part in ref[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(node, dict) or part not in node:
                raise SpecError(f"unresolvable $ref {ref!r}", file=self.where)
            node = node[part]
        return node

    def schema(self, schema: Any) -> dict[str, Any]:
        """A JSON Schema with component refs rewritten to `#/$defs/...` and the definitions it needs attached."""
        if not isinstance(schema, dict):
            return {}
        defs: dict[str, Any] = {}
        out = self._rewrite(schema, defs)
        if defs:
            out = {**out, "$defs": defs}
        return out

    def _rewrite(self, node: Any, defs: dict[str, Any]) -> Any:
        if isinstance(node, list):
            return [self._rewrite(v, defs) for v in node]
        if not isinstance(node, dict):
            return node
        out = {}
        for key, value in node.items():
            if key in ("properties", "patternProperties", "$defs") and isinstance(value, dict):
                out[key] = {k: self._rewrite(v, defs) for k, v in value.items()}  # keys here are names, not keywords
            elif key == "$ref" and isinstance(value, str) and value.startswith("#/components/schemas/"):
                name = value.rsplit("/", 1)[1]
                if name not in defs:
                    defs[name] = {}  # placeholder first: a recursive schema stops here
                    defs[name] = self._rewrite(self.pointer(value), defs)
                out[key] = f"#/$defs/{name}"
            elif key == "nullable" and value is True and isinstance(node.get("type"), str):
                continue  # OpenAPI 3.0's nullable becomes a type list below
            elif key == "type" and node.get("nullable") is True and isinstance(value, str):
                out[key] = [value, "null"]
            elif key in ("example", "xml", "discriminator", "externalDocs"):
                continue  # OpenAPI-only keywords: not JSON Schema (3.0's `example` is kept in tool examples)
            else:
                out[key] = self._rewrite(value, defs)
        return out


def _json_media(content: Any) -> dict[str, Any] | None:
    if not isinstance(content, dict):
        return None
    for mime in ("application/json", *sorted(content)):
        if mime == "application/json" or mime.endswith("+json") or mime == "*/*":
            media = content.get(mime)
            if isinstance(media, dict):
                return media
    return None


def _examples(media: dict[str, Any], doc: _Doc) -> list[Any]:
    if "example" in media:
        return [media["example"]]
    out = []
    for ex in (media.get("examples") or {}).values():
        ex = doc.deref(ex)
        if isinstance(ex, dict) and "value" in ex:
            out.append(ex["value"])
    if not out:
        built = _schema_example(doc, media.get("schema"), 0)
        if built not in (None, {}, []):
            out.append(built)
    return out



def _schema_example(doc: _Doc, schema: Any, depth: int) -> Any:
    """An example assembled from the `example` of a schema's parts (as Petstore writes them), or None."""
    schema = doc.deref(schema)
    if not isinstance(schema, dict) or depth > 8:
        return None
    if "example" in schema:
        return schema["example"]
    if schema.get("type") == "array" or "items" in schema:
        item = _schema_example(doc, schema.get("items"), depth + 1)
        return [item] if item not in (None, {}) else []
    props = schema.get("properties")
    if isinstance(props, dict):
        out = {}
        for name, sub in props.items():
            value = _schema_example(doc, sub, depth + 1)
            if value is not None:
                out[name] = value
        return out
    return None


def _operation_tool(doc: _Doc, path: str, method: str, op: dict[str, Any], shared: list[Any]) -> dict[str, Any]:
    name = tool_name(op.get("operationId"), method, path)
    props: dict[str, Any] = {}
    required: list[str] = []
    params = {}
    for p in [doc.deref(x) for x in shared] + [doc.deref(x) for x in op.get("parameters") or []]:
        if isinstance(p, dict) and p.get("in") in ("path", "query", "header") and isinstance(p.get("name"), str):
            params[(p["in"], p["name"])] = p  # an operation's parameter overrides the path item's
    for (where, pname), p in params.items():
        key = pname if pname not in props else f"{pname}_{where}"
        schema = doc.schema(p.get("schema") or {"type": "string"})
        if p.get("description") and "description" not in schema:
            schema = {**schema, "description": p["description"]}
        props[key] = schema
        if p.get("required") or where == "path":
            required.append(key)
    body = doc.deref(op.get("requestBody"))
    media = _json_media(body.get("content")) if isinstance(body, dict) else None
    defs: dict[str, Any] = {}
    if media is not None:
        schema = doc.schema(media.get("schema") or {})
        defs.update(schema.pop("$defs", {}))
        target = doc.deref(schema) if "$ref" not in schema else defs.get(schema["$ref"].rsplit("/", 1)[1], {})
        inner = target.get("properties") if isinstance(target, dict) else None
        if isinstance(inner, dict) and inner and not set(inner) & set(props):
            props.update(inner)
            required += [r for r in target.get("required") or [] if r in inner and body.get("required", False)]
        else:
            props["body"] = schema if not body.get("description") else {**schema, "description": body["description"]}
            if body.get("required"):
                required.append("body")
    for sub in props.values():
        defs.update(sub.pop("$defs", {}) if isinstance(sub, dict) else {})
    input_schema: dict[str, Any] = {"type": "object", "properties": props}
    if required:
        input_schema["required"] = list(dict.fromkeys(required))
    if defs:
        input_schema["$defs"] = defs
    tool: dict[str, Any] = {"name": name, "description": _describe(op, method, path), "inputSchema": input_schema}
    out_media = _success_media(doc, op)
    if out_media is not None:
        wrap = False
        if isinstance(out_media.get("schema"), dict):
            out_schema = doc.schema(out_media["schema"])
            # MCP's structured content is an object: other results ride as {"result": ...}, as FastMCP does
            wrap = not _is_object(doc, out_media["schema"])
            if wrap:
                defs = out_schema.pop("$defs", None)
                out_schema = {"type": "object", "properties": {"result": out_schema}, "required": ["result"],
                              **({"$defs": defs} if defs else {})}
            tool["outputSchema"] = out_schema
        examples = [{"result": e} if wrap else e for e in _examples(out_media, doc)]
        examples = [e for e in examples if _fits(tool.get("outputSchema"), e)]
        if examples:
            tool["examples"] = examples
    if method in ("get", "head", "options"):
        tool["annotations"] = {"readOnlyHint": True}
    elif method == "delete":
        tool["annotations"] = {"destructiveHint": True}
    return tool


def _is_object(doc: _Doc, schema: Any) -> bool:
    schema = doc.deref(schema)
    return isinstance(schema, dict) and (schema.get("type") == "object" or
                                         ("type" not in schema and isinstance(schema.get("properties"), dict)))


def _fits(schema: dict[str, Any] | None, value: Any) -> bool:
    """Whether an example output validates against the output schema (a wrong example would mislead mocks)."""
    if schema is None:
        return True
    from jsonschema import Draft202012Validator

    try:
        return Draft202012Validator(schema).is_valid(value)
    except Exception:  # noqa: BLE001 - a schema jsonschema cannot use: keep no example rather than fail
        return False


def _describe(op: dict[str, Any], method: str, path: str) -> str:
    parts = [str(op[k]).strip() for k in ("summary", "description") if isinstance(op.get(k), str) and op[k].strip()]
    text = "\n\n".join(dict.fromkeys(parts))
    return text or f"{method.upper()} {path}"


def _success_media(doc: _Doc, op: dict[str, Any]) -> dict[str, Any] | None:
    responses = op.get("responses") or {}
    codes = sorted(str(c) for c in responses if str(c).startswith("2")) + (["default"] if "default" in responses else [])
    for code in codes:
        resp = doc.deref(responses.get(code))
        media = _json_media(resp.get("content")) if isinstance(resp, dict) else None
        if media is not None:
            return media
    return None


def to_capture(raw: dict[str, Any], where: str) -> dict[str, Any]:
    """An OpenAPI 3.x document as seer's capture shape (`name`, `source`, `tools`)."""
    version = raw.get("openapi", "")
    if not str(version).startswith("3."):
        raise SpecError(f"OpenAPI {version!r} is not supported (3.x only; convert Swagger 2.0 first)", file=where)
    doc = _Doc(raw, where)
    tools: list[dict[str, Any]] = []
    seen: dict[str, str] = {}
    for path, item in raw["paths"].items():
        item = doc.deref(item)
        if not isinstance(item, dict):
            continue
        for method in METHODS:
            op = item.get(method)
            if not isinstance(op, dict):
                continue
            tool = _operation_tool(doc, str(path), method, op, item.get("parameters") or [])
            if tool["name"] in seen:
                raise SpecError(f"two operations make the tool name {tool['name']!r} ({seen[tool['name']]} and "
                                f"{method.upper()} {path})", file=where, hint="give them distinct operationIds")
            seen[tool["name"]] = f"{method.upper()} {path}"
            tools.append(tool)
    info = raw.get("info") if isinstance(raw.get("info"), dict) else {}
    title = str(info.get("title") or "openapi")
    name = re.sub(r"[^a-z0-9_.]+", "-", title.strip().lower()).strip("-.") or "openapi"
    source = {"kind": "openapi", "openapi": version, "title": title, "version": str(info.get("version", ""))}
    return {"name": name, "source": source, "tools": tools}
