"""OpenAPI 3.x documents as specs: conversion, Petstore, URL capture (a local http.server), end to end."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import anyio
import pytest

from seer.errors import SpecError
from seer.harness.io import read_raw
from seer.spec.load import load_spec
from seer.spec.model import canonical_json
from seer.spec.openapi import tool_name
from seer.spec.suite import load_suite

FIX = Path(__file__).parent / "fixtures" / "openapi"
REPO = Path(__file__).resolve().parents[1]
PETSTORE_OPS = {"updatePet", "addPet", "findPetsByStatus", "findPetsByTags", "getPetById", "updatePetWithForm",
                "deletePet", "uploadFile", "getInventory", "placeOrder", "getOrderById", "deleteOrder", "createUser",
                "createUsersWithListInput", "loginUser", "logoutUser", "getUserByName", "updateUser", "deleteUser"}


def test_bookshelf_operations_become_tools():
    spec = load_spec(FIX / "bookshelf.json")
    assert spec.name == "bookshelf" and spec.source["kind"] == "openapi"
    assert spec.tool_names == ["listBooks", "post_shelves_by_shelfId_books", "delete_book", "setTags"]
    books = spec.tool("listBooks")
    # path parameter from the path item (a $ref), query and header from the operation
    assert books.input_schema["required"] == ["shelfId"]
    assert set(books.input_schema["properties"]) == {"shelfId", "limit", "X-Request-Id"}
    assert books.input_schema["properties"]["limit"]["default"] == 20
    assert books.examples[0]["books"][0]["title"] == "Dune"
    assert books.annotations == {"readOnlyHint": True}
    add = spec.tool("post_shelves_by_shelfId_books")
    # an object body ($ref'd request body and schema) is merged in; OpenAPI 3.0 nullable becomes a type list
    assert add.input_schema["required"] == ["shelfId", "title"]
    assert add.input_schema["properties"]["subtitle"]["type"] == ["string", "null"]
    assert add.description == "Add a book to a shelf.\n\nReturns the stored book with its id."
    assert "#/components" not in canonical_json(add.input_schema) + canonical_json(add.output_schema)
    assert add.input_schema["properties"]["author"]["properties"]["mentor"] == {"$ref": "#/$defs/Author"}  # recursive
    assert add.examples == [{"id": "b3", "title": "Ulysses", "author": {"name": "James Joyce"}}]
    tags = spec.tool("setTags")
    assert tags.input_schema["properties"]["body"]["type"] == "array"  # a non-object body is one parameter
    assert tags.output_schema["properties"]["result"]["type"] == "array"  # MCP results are objects
    assert tags.examples == [{"result": ["sf", "classic"]}]
    assert spec.tool("delete_book").output_schema is None


def test_tool_names_are_valid():
    assert tool_name("getPet", "get", "/pet") == "getPet"
    assert tool_name(None, "get", "/users/{id}/posts") == "get_users_by_id_posts"
    assert tool_name("list pets (v2)", "get", "/p") == "list_pets_v2"
    assert len(tool_name(None, "post", "/" + "a" * 200)) == 64


def test_petstore_has_one_tool_per_operation():
    spec = load_spec(FIX / "petstore.yaml")
    assert set(spec.tool_names) == PETSTORE_OPS and len(spec.tools) == 19
    add = spec.tool("addPet")
    assert set(add.input_schema["required"]) == {"name", "photoUrls"}
    assert add.input_schema["properties"]["category"]["properties"]["name"]["type"] == "string"  # $ref resolved
    assert spec.tool("findPetsByStatus").input_schema["properties"]["status"]["enum"] == ["available", "pending", "sold"]
    assert spec.tool("deletePet").input_schema["properties"]["api_key"]["type"] == "string"  # header parameter
    assert spec.tool("getPetById").examples[0]["name"] == "doggie"  # assembled from the schema's examples


@pytest.mark.parametrize("doc, problem", [
    ({"openapi": "2.0", "paths": {}}, "3.x only"),
    ({"swagger": "2.0", "paths": {}}, "convert it to OpenAPI 3.x"),
    ({"openapi": "3.0.0", "info": {}, "paths": {"/a": {"get": {"operationId": "x", "parameters": [{"$ref": "#/nope"}],
                                                                "responses": {}}}}}, r"unresolvable \$ref"),
    ({"openapi": "3.0.0", "info": {}, "paths": {"/a": {"get": {"operationId": "x", "responses": {}},
                                                       "put": {"operationId": "x", "responses": {}}}}}, "two operations"),
])
def test_bad_documents_are_one_line_errors(tmp_path, doc, problem):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SpecError, match=problem) as err:
        load_spec(path)
    assert str(path) in err.value.one_line()


def test_bad_yaml_names_the_line(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("openapi: 3.0.0\npaths: {\n  /a: [\n")
    with pytest.raises(SpecError, match="not valid YAML"):
        load_spec(path)


class _Docs(BaseHTTPRequestHandler):
    body = b""
    hits = 0

    def do_GET(self):  # noqa: N802 - http.server's name
        type(self).hits += 1
        self.send_response(200)
        self.send_header("Content-Type", "application/yaml")
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, *args):
        pass


@pytest.fixture
def doc_server():
    _Docs.body = (FIX / "petstore.yaml").read_bytes()
    _Docs.hits = 0
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Docs)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv, f"http://127.0.0.1:{srv.server_address[1]}/api/v3/openapi.yaml"
    srv.shutdown()
    srv.server_close()


def test_url_is_captured_like_a_server_and_reused(tmp_path, doc_server):
    srv, url = doc_server
    suite = {"paths": [], "servers": [{"name": "petstore", "openapi": url + "?token=secret"}]}
    first = load_suite(suite, strict=True, cache_dir=tmp_path)
    assert set(first.specs[0].tool_names) == PETSTORE_OPS and first.names == ["petstore"]
    capture = tmp_path / "captures" / "petstore.json"
    saved = json.loads(capture.read_text())
    assert saved["source"]["transport"] == "openapi" and saved["source"]["url"] == url  # no query string kept
    assert "secret" not in capture.read_text()
    load_suite(suite, strict=True, cache_dir=tmp_path)
    assert _Docs.hits == 1  # reused
    suite["servers"][0]["refresh"] = True
    load_suite(suite, strict=True, cache_dir=tmp_path)
    assert _Docs.hits == 2  # captured again


def test_unreachable_url_is_one_line(tmp_path, doc_server):
    srv, url = doc_server
    port = srv.server_address[1]
    srv.shutdown()
    srv.server_close()
    with pytest.raises(SpecError, match=f"cannot fetch http://127.0.0.1:{port}"):
        load_suite({"paths": [], "servers": [{"name": "p", "openapi": url}]}, strict=True, cache_dir=tmp_path)


@pytest.mark.slow
def test_petstore_end_to_end_offline(tmp_path):
    """Generation, judging, passability (the oracle's replay) and export, unchanged, on the Petstore."""
    run = tmp_path / "run"
    env = {"SEER_CACHE_DIR": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    import os

    env = {**os.environ, **env, "PYTHONPATH": os.environ.get("PYTHONPATH", str(REPO))}
    proc = subprocess.run([sys.executable, "-m", "seer", "progress=false", f"suite.paths=[{FIX / 'petstore.yaml'}]",
                           "tracking=none", f"hydra.run.dir={run}"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    records = list(read_raw(run / "harness.jsonl"))
    used = {c["tool"] for r in records for c in r["expected_tools"]}
    assert used == PETSTORE_OPS  # coverage 100%
    assert any(m["grounding"] == "high" for r in records for m in r["mock_outputs"])  # examples ground mocks
    assert "passability: the oracle agent scores full marks on every record" in proc.stdout
    out = subprocess.run([sys.executable, "-m", "seer.export", "bfcl", str(run / "harness.jsonl"), "-o",
                          str(tmp_path / "bfcl")], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert list((tmp_path / "bfcl").glob("BFCL_*.json"))  # the export's file names are the export room's
    assert f"{len(records)} scenarios exported" in out.stdout + out.stderr
    # the mocks served over MCP: an array result (findPetsByStatus) comes back as structured {"result": [...]}
    rec = next(r for r in records if any(c["tool"] == "findPetsByStatus" for c in r["expected_tools"]))
    served = anyio.run(_call_served, run / "harness.jsonl", rec, env)
    assert served["tools"] == 19
    for call, (is_error, structured) in zip(rec["expected_tools"], served["results"]):
        assert not is_error, call["tool"]
        if call["tool"] == "findPetsByStatus":
            assert isinstance(structured["result"], list)


async def _call_served(harness: Path, rec: dict, env: dict) -> dict:
    from mcp import Client, StdioServerParameters

    params = StdioServerParameters(command=sys.executable, args=["-m", "seer.serve", str(harness), "--scenario", rec["id"]],
                                   env=env, cwd=str(REPO))
    async with Client(params, read_timeout_seconds=60) as client:
        listed = await client.list_tools()
        results = []
        for call in rec["expected_tools"]:
            out = await client.call_tool(call["tool"], call["arguments"])
            results.append((out.is_error, out.structured_content))
    return {"tools": len(listed.tools), "results": results}
