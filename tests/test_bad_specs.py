"""Malformed and hostile specs: each is a one-line SpecError naming file, tool and problem, or loads as data."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from seer.errors import SpecError
from seer.spec.load import MAX_DESCRIPTION_CHARS, load_spec
from seer.spec.suite import load_suite

REPO = Path(__file__).resolve().parents[1]
CORPUS = Path(__file__).resolve().parent / "bad_specs"

# file -> (tool the error names or None, words the problem must carry)
ERRORS = {
    "not_json.json": (None, "not valid JSON"),
    "truncated.json": (None, "not valid JSON"),
    "empty.json": (None, "file is empty"),
    "not_utf8.json": (None, "not UTF-8"),
    "nan_number.json": (None, "NaN is not a JSON number"),
    "lone_surrogate.json": (None, "unpaired surrogate"),
    "wrong_shape_string.json": (None, "unrecognised shape"),
    "wrong_shape_object.json": (None, "unrecognised shape"),
    "jsonrpc_error.json": (None, "JSON-RPC error response"),
    "tools_not_list.json": (None, '"tools" must be a list'),
    "no_tools.json": (None, "has no tools"),
    "tool_not_object.json": (None, "tools[0] is a str"),
    "tool_no_name.json": (None, "tools[0] has no name"),
    "duplicate_names.json": ("search", "appears more than once"),
    "no_input_schema.json": ("fetch", "no inputSchema"),
    "input_schema_not_object.json": ("fetch", "inputSchema is a str"),
    "input_schema_not_type_object.json": ("fetch", 'type "object"'),
    "invalid_schema.json": ("fetch", "not a valid JSON Schema at properties/url/type"),
    "invalid_pattern.json": ("fetch", "properties/url/pattern"),
    "invalid_output_schema.json": ("search", "outputSchema is not a valid JSON Schema"),
    "description_not_string.json": ("search", "description is not a string"),
    "unresolvable_ref.json": ("create_user", "unresolvable $ref '#/$defs/User'"),
    "remote_ref.json": ("create_user", "unresolvable $ref 'https://example.com"),  # never fetched
    "ref_bomb.json": ("bomb", "expands the schema past"),
    "deep_nesting.json": ("deep", "nests deeper than 64"),
    "nul_in_name.json": ("read\\\\x00file", "control characters"),
    "newline_in_name.json": ("read\\\\nfile", "control characters"),
    "bidi_override_name.json": ("safe_\\\\u202etxt.exe", "bidirectional"),
    "examples_unknown_tool.json": (None, "delete_everything"),
}
LOADS = sorted(p.name for p in CORPUS.glob("ok_*.json"))


def test_corpus_is_complete():
    """Every file of the corpus is listed here, so none goes untested."""
    files = {p.name for p in CORPUS.glob("*.json") if not p.name.endswith(".examples.json")}
    assert files == set(ERRORS) | set(LOADS)


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_bad_spec_is_one_line_error_naming_file_tool_problem(name):
    tool, problem = ERRORS[name]
    with pytest.raises(SpecError) as info:
        load_spec(CORPUS / name)
    line = info.value.one_line()
    assert "\n" not in line and "\r" not in line
    assert name.replace(".json", "") in line  # the file (or its examples side file)
    assert problem in line
    if tool is not None:
        assert f"tool '{tool}'" in line


def _files_under(root: Path) -> set[Path]:
    return {p for p in root.rglob("*")}


def test_loading_the_corpus_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    before_corpus = {p: p.stat().st_mtime for p in CORPUS.iterdir()}
    result = load_suite({"paths": [str(CORPUS)]}, strict=False, cache_dir=tmp_path / "cache")
    assert not _files_under(tmp_path)
    assert {p: p.stat().st_mtime for p in CORPUS.iterdir()} == before_corpus
    assert sorted(Path(s.path).name for s in result.specs) == LOADS
    assert len(result.errors) == len(ERRORS)


def test_odd_names_are_kept_as_data():
    spec = load_spec(CORPUS / "ok_path_like_names.json")
    assert spec.name == "../../etc/passwd"
    assert spec.tool_names == ["../../etc/passwd", "con", "NUL.txt", "aux", "C:\\Windows\\System32", "/absolute/path"]
    intl = load_spec(CORPUS / "ok_non_ascii_names.json")
    assert intl.name == "多语言-tools"
    assert intl.tool_names == ["搜索文件", "بحث_الملفات", "חיפוש", "café_menü", "emoji_🔍"]
    assert intl.tool("بحث_الملفات").description == "ابحث في الملفات"


def test_instructions_in_descriptions_are_data():
    raw = json.loads((CORPUS / "ok_prompt_injection.json").read_text(encoding="utf-8"))
    spec = load_spec(CORPUS / "ok_prompt_injection.json")
    assert [t.description for t in spec.tools] == [t["description"] for t in raw["tools"]]  # verbatim, unexpanded
    assert "${oc.env:HOME}" in spec.tool("delete_all").description
    assert spec.tool("delete_all").input_schema == raw["tools"][1]["inputSchema"]


def test_empty_description_and_bom_load():
    spec = load_spec(CORPUS / "ok_empty_description.json")
    assert [t.description for t in spec.tools] == ["", ""]
    assert load_spec(CORPUS / "ok_bom.json").tool_names == ["search"]


def test_every_keyword_schema_loads_and_still_validates():
    tool = load_spec(CORPUS / "ok_every_keyword.json").tool("everything")
    schema = tool.input_schema
    assert tool.input_refs == 2 and "$ref" not in json.dumps(schema)  # both refs inlined
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
    good = {"count": 4, "tags": ["main", "x-y"], "pair": ["a", 1], "mode": "fast", "contact": {"email": "a@b.c", "phone": "1"}}
    assert not list(validator.iter_errors(good))
    assert list(validator.iter_errors({"count": 3}))  # not a multiple of 2
    assert list(validator.iter_errors({"count": 4, "tags": ["x"]}))  # contains no "main"


@pytest.mark.parametrize("name,instance,bad", [
    ("ok_recursive_ref.json", {"tree": {"label": "a", "children": [{"label": "b", "children": [{"label": "c"}]}]}},
     {"tree": {"label": "a", "children": [{"children": []}]}}),
    ("ok_mutual_ref.json", {"org": {"name": "x", "members": [{"email": "a@b.c", "team": {"name": "y"}}]}},
     {"org": {"members": [{"team": {"name": 3}}]}}),
    ("ok_root_ref.json", {"value": "a", "nested": {"value": "b", "nested": {}}}, {"nested": {"value": 1}}),
])
def test_recursive_refs_are_kept_where_they_recur_and_still_validate(name, instance, bad):
    schema = load_spec(CORPUS / name).tools[0].input_schema
    assert "$ref" in json.dumps(schema)  # the recursion point stays a reference
    validator = jsonschema.Draft202012Validator(schema)
    assert not list(validator.iter_errors(instance))
    assert list(validator.iter_errors(bad))


def _write(tmp_path: Path, doc) -> Path:
    path = tmp_path / "gen.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_huge_description_is_refused_with_its_size(tmp_path):
    desc = "A" * (1024 * 1024)
    path = _write(tmp_path, {"tools": [{"name": "big", "description": desc, "inputSchema": {"type": "object"}}]})
    with pytest.raises(SpecError, match=f"tool 'big': description is 1048576 characters, over the {MAX_DESCRIPTION_CHARS}"):
        load_spec(path)


def test_overlong_tool_name_is_refused_and_shortened_in_the_message(tmp_path):
    path = _write(tmp_path, {"tools": [{"name": "x" * 5000, "inputSchema": {"type": "object"}}]})
    with pytest.raises(SpecError) as info:
        load_spec(path)
    assert "5000 characters long" in str(info.value) and len(str(info.value)) < 400


def test_special_files_and_oversize_files_are_refused(tmp_path, monkeypatch):
    if Path("/dev/zero").exists():
        with pytest.raises(SpecError, match="/dev/zero: not a regular file"):
            load_spec("/dev/zero")
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(SpecError, match="not a regular file"):
        load_spec(fifo)
    monkeypatch.setattr("seer.spec.load.MAX_SPEC_BYTES", 1000)
    path = _write(tmp_path, {"tools": [{"name": "t", "description": "x" * 2000, "inputSchema": {"type": "object"}}]})
    with pytest.raises(SpecError, match="over the 1000 byte limit"):
        load_spec(path)


def test_json_nested_past_the_parser_is_an_error(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text('{"tools": ' + "[" * 200_000 + "]" * 200_000 + "}", encoding="utf-8")
    with pytest.raises(SpecError, match="nests too deeply"):
        load_spec(path)


LOAD_AND_MEASURE = """
import re, sys, time
from seer.spec.load import load_spec

def peak_kb():  # VmHWM: this process's peak resident memory (ru_maxrss would count the parent's)
    return int(re.search(r"VmHWM:\\s+(\\d+)", open("/proc/self/status").read()).group(1))

load_spec(sys.argv[2])  # warm up: imports and caches count in the baseline, not in the load
base = peak_kb()
t = time.perf_counter()
spec = load_spec(sys.argv[1])
print(len(spec.tools), time.perf_counter() - t, base, peak_kb())
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads VmHWM from /proc")
def test_five_thousand_tools_load_in_bounded_memory(tmp_path):
    # every tool distinct (names, descriptions, bounds), so no cache flatters the figure
    tools = [{"name": f"tool_{i:04d}", "description": f"Operation number {i} on the {i % 7}th resource kind.",
              "inputSchema": {"type": "object", "properties": {
                  f"id_{i}": {"type": "string", "description": f"Id of resource {i}."},
                  "limit": {"type": "integer", "minimum": 1, "maximum": 100 + i},
                  "mode": {"enum": ["fast", "safe", f"mode_{i}"]},
                  "filter": {"type": "object", "properties": {"tag": {"type": "string", "description": f"Tag {i}."},
                                                              "after": {"type": "string", "format": "date"}}},
              }, "required": [f"id_{i}"]}} for i in range(5000)]
    path = _write(tmp_path, {"tools": tools})
    # a fresh process, so that its peak resident memory is the load's and nothing else's
    run = subprocess.run([sys.executable, "-c", LOAD_AND_MEASURE, str(path), str(CORPUS / "ok_every_keyword.json")], capture_output=True, text=True,
                         timeout=300, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert run.returncode == 0, run.stderr[-2000:]
    count, seconds, base_kb, peak_kb = run.stdout.split()
    assert int(count) == 5000
    grown_mb = (int(peak_kb) - int(base_kb)) / 1024
    size_mb = path.stat().st_size / 1e6
    # memory, not time, is asserted: the spec is parsed once and never copied per tool
    assert grown_mb < 40 * size_mb, f"grew {grown_mb:.0f} MB for a {size_mb:.1f} MB file"
    print(f"5,000 tools: {float(seconds):.2f} s, memory +{grown_mb:.1f} MB (peak RSS {int(peak_kb) / 1024:.0f} MB), "
          f"file {size_mb:.1f} MB")


# ---- end to end through `python -m seer` (needs the pipeline and the symbolic engine) ----

def _seer(tmp_path: Path, *overrides: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO), "SEER_CACHE_DIR": str(tmp_path / "cache")}
    return subprocess.run([sys.executable, "-m", "seer", "tracking=none", "progress=false",
                           f"hydra.run.dir={tmp_path / 'run'}", *overrides],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_cli_bad_spec_exits_2_with_one_line(tmp_path):
    run = _seer(tmp_path, f"suite.paths=[{CORPUS / 'duplicate_names.json'}]", "strict=true")
    assert run.returncode == 2, run.stderr[-2000:]
    assert "Traceback" not in run.stderr
    lines = [ln for ln in run.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "duplicate_names.json" in lines[0] and "tool 'search'" in lines[0]


@pytest.mark.slow
def test_cli_lone_bad_spec_without_strict_still_exits_2_naming_it(tmp_path):
    run = _seer(tmp_path, f"suite.paths=[{CORPUS / 'not_json.json'}]")
    assert run.returncode == 2, run.stderr[-2000:]
    assert "Traceback" not in run.stderr and "not_json.json: not valid JSON" in run.stderr


@pytest.mark.slow
def test_cli_suite_skips_a_bad_spec_unless_strict(tmp_path):
    good = REPO / "seer" / "examples" / "specs" / "notes.json"
    bad = CORPUS / "unresolvable_ref.json"
    run = _seer(tmp_path, f"suite.paths=[{good},{bad}]")
    assert run.returncode == 0, run.stderr[-2000:]
    assert "unresolvable_ref.json" in run.stderr and "Traceback" not in run.stderr
    specs = {json.loads(line)["spec"] for line in (tmp_path / "run" / "harness.jsonl").read_text().splitlines()}
    assert specs == {"notes-kb"}
    (tmp_path / "strict").mkdir()
    strict = _seer(tmp_path / "strict", f"suite.paths=[{good},{bad}]", "strict=true")
    assert strict.returncode == 2 and "unresolvable_ref.json" in strict.stderr and "Traceback" not in strict.stderr


@pytest.mark.slow
def test_cli_hostile_names_write_nothing_outside_the_run(tmp_path):
    (tmp_path / "work").mkdir()
    passwd = Path("/etc/passwd")
    before = passwd.stat().st_mtime if passwd.exists() else None
    run = _seer(tmp_path / "work", f"suite.paths=[{CORPUS / 'ok_path_like_names.json'},{CORPUS / 'ok_prompt_injection.json'}]")
    assert run.returncode == 0, run.stderr[-2000:]
    written = {p.relative_to(tmp_path / "work").parts[0] for p in (tmp_path / "work").rglob("*") if p.is_file()}
    assert written <= {"run", "cache", "outputs"}, written
    assert not (tmp_path / "etc").exists() and not (tmp_path / "work" / "etc").exists()
    assert (passwd.stat().st_mtime if passwd.exists() else None) == before
