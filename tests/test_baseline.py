"""Follow the change: a baseline run keeps untouched records byte for byte, regenerates touched ones,
keeps coverage, says why for every record, nests under its baseline's MLflow run; and the replay
comparison says which scores moved."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from seer.errors import SeerError
from seer.harness.io import iter_lines
from seer.harness.model import Scenario
from seer.pipeline.baseline import load_baseline, slot
from seer.pipeline.baseline_compare import compare
from seer.spec.diff import diff_specs
from seer.spec.load import load_spec
from seer.tracking.log import baseline_parent

REPO = Path(__file__).resolve().parents[1]
VERSIONS = Path(__file__).parent / "fixtures" / "spec_versions"


def run_seer(tmp_path: Path, *overrides: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "SEER_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": os.environ.get("PYTHONPATH", str(REPO))}
    proc = subprocess.run([sys.executable, "-m", "seer", "progress=false", *overrides], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc


def lines(path: Path) -> list[str]:
    return [line for _, line in iter_lines(path)]


def tools_of(line: str) -> set[str]:
    return {c.tool for c in Scenario.model_validate_json(line).expected_tools}


def test_slot_drops_only_the_digest():
    assert slot("tasks/simple/n003-425bd9f4") == "tasks/simple/n003"
    assert slot("tasks/simple/c-get_task-0a1b2c3d") == "tasks/simple/c-get_task"
    assert slot("no-digest-here") == "no-digest-here"


def test_bad_baselines_are_one_line_errors(tmp_path):
    with pytest.raises(SeerError, match="no harness.jsonl"):
        load_baseline(tmp_path)
    (tmp_path / "harness.jsonl").write_text("")
    with pytest.raises(SeerError, match="no specs/ folder"):
        load_baseline(tmp_path)


def test_parent_run_comes_from_the_baseline_marker_of_the_same_store(tmp_path):
    (tmp_path / "mlflow_run.json").write_text(json.dumps({"run_id": "abc", "tracking_uri": "sqlite:///x.db"}))
    assert baseline_parent({"seer.baseline": str(tmp_path)}, "sqlite:///x.db") == "abc"
    assert baseline_parent({"seer.baseline": str(tmp_path)}, "sqlite:///other.db") is None  # another store
    assert baseline_parent({"seer.baseline": str(tmp_path / "nope")}, "sqlite:///x.db") is None
    assert baseline_parent({}, "sqlite:///x.db") is None


@pytest.mark.slow
def test_followed_run_keeps_untouched_records_and_regenerates_touched_ones(tmp_path):
    v1, v2 = VERSIONS / "tasks-v1.json", VERSIONS / "tasks-v2.json"
    r1, r2, r3 = tmp_path / "r1", tmp_path / "r2", tmp_path / "r3"
    run_seer(tmp_path, f"suite.paths=[{v1}]", "tracking=none", f"hydra.run.dir={r1}")
    proc = run_seer(tmp_path, f"suite.paths=[{v2}]", "tracking=none", f"hydra.run.dir={r2}", f"baseline={r1}")
    assert "baseline:" in proc.stdout
    d = diff_specs(load_spec(v1), load_spec(v2))
    old, new = lines(r1 / "harness.jsonl"), lines(r2 / "harness.jsonl")
    changes = [json.loads(line) for line in lines(r2 / "changes.jsonl")]
    by_id = {c["id"]: c for c in changes}
    old_ids = [json.loads(line)["id"] for line in old]
    assert sorted(c["id"] for c in changes if c["status"] != "added") == sorted(old_ids)  # one decision per record
    for line in old:  # every untouched record survives byte for byte; every touched one does not
        rec_id = json.loads(line)["id"]
        touched = bool(tools_of(line) & d.touched_old) or (json.loads(line)["kind"] == "no_tool" and d.added)
        assert (line in new) == (not touched), rec_id
        assert by_id[rec_id]["status"] == ("kept" if not touched else
                                           "retired" if tools_of(line) & set(d.removed) else "regenerated")
    kept = [line for line in new if line in old]
    fresh = [line for line in new if line not in old]
    assert kept and fresh
    replacing = {c["replaced_by"]: c for c in changes if c.get("replaced_by")}
    for line in fresh:  # a new record is there for a changed/new tool, a no-tool request, or coverage
        rec_id = json.loads(line)["id"]
        c = replacing.get(rec_id) or by_id[rec_id]
        assert c["status"] == ("regenerated" if rec_id in replacing else "added")
        assert tools_of(line) & d.touched_new or json.loads(line)["kind"] == "no_tool" or "coverage" in c["reason"]
    retired = [c for c in changes if c["status"] == "retired"]
    assert retired and all("delete_task" in c["tools"] for c in retired)
    used = set().union(*(tools_of(line) for line in new))
    assert used == set(load_spec(v2).tool_names)  # coverage stays 100%
    assert json.loads((r2 / "run_record.json").read_text())["tags"]["seer.baseline"] == str(r1.resolve())
    assert json.loads((r2 / "spec_diff.json").read_text())[0]["removed"] == ["delete_task"]

    # the same spec again: nothing changed, so the followed harness is the baseline's, byte for byte
    run_seer(tmp_path, f"suite.paths=[{v1}]", "tracking=none", f"hydra.run.dir={r3}", f"baseline={r1}")
    assert (r3 / "harness.jsonl").read_bytes() == (r1 / "harness.jsonl").read_bytes()
    assert {json.loads(line)["status"] for line in lines(r3 / "changes.jsonl")} == {"kept"}

    # an agent tuned to the old snapshot loses points only where the spec changed
    rows = compare(r1, r2, "stale")
    assert all(r.delta in (0, None) for r in rows if r.status == "kept")
    moved = [r for r in rows if r.delta]
    assert moved and all(r.status == "regenerated" and r.delta < 0 for r in moved)
    assert all(r.reason.startswith("uses changed tool") for r in moved)


@pytest.mark.slow
def test_followed_run_is_a_child_of_the_baseline_run_in_mlflow(tmp_path):
    db = tmp_path / "mlflow.db"
    r1, r2 = tmp_path / "r1", tmp_path / "r2"
    run_seer(tmp_path, f"suite.paths=[{VERSIONS / 'tasks-v1.json'}]", f"tracking.uri={db}", f"hydra.run.dir={r1}")
    run_seer(tmp_path, f"suite.paths=[{VERSIONS / 'tasks-v2.json'}]", f"tracking.uri={db}", f"hydra.run.dir={r2}",
             f"baseline={r1}")
    parent = json.loads((r1 / "mlflow_run.json").read_text())
    child = json.loads((r2 / "mlflow_run.json").read_text())
    from mlflow.tracking import MlflowClient

    run = MlflowClient(tracking_uri=child["tracking_uri"]).get_run(child["run_id"])
    assert run.data.tags["mlflow.parentRunId"] == parent["run_id"]
    assert json.loads((r2 / "run_record.json").read_text())["tags"]["seer.baseline.run_id"] == parent["run_id"]
    assert int(run.data.tags["seer.baseline.kept"]) >= 1


@pytest.mark.slow
def test_hand_made_change_on_a_real_spec_keeps_every_untouched_record(tmp_path, shared_specs):
    """git.json (28 tools) against a copy with git_tag removed and git_log's `grep` described anew."""
    doc = json.loads((shared_specs / "git.json").read_text())
    doc["tools"] = [t for t in doc["tools"] if t["name"] != "git_tag"]
    log = next(t for t in doc["tools"] if t["name"] == "git_log")
    log["inputSchema"]["properties"]["grep"]["description"] = "Only commits whose message matches this pattern."
    edited = tmp_path / "git.json"
    edited.write_text(json.dumps(doc))
    r1, r2 = tmp_path / "r1", tmp_path / "r2"
    run_seer(tmp_path, f"suite.paths=[{shared_specs / 'git.json'}]", "tracking=none", f"hydra.run.dir={r1}")
    run_seer(tmp_path, f"suite.paths=[{edited}]", "tracking=none", f"hydra.run.dir={r2}", f"baseline={r1}")
    d = diff_specs(load_spec(shared_specs / "git.json"), load_spec(edited))
    assert d.removed == ["git_tag"] and [t.tool for t in d.changed] == ["git_log"] and not d.added
    old, new = lines(r1 / "harness.jsonl"), lines(r2 / "harness.jsonl")
    for line in old:
        assert (line in new) == (not tools_of(line) & {"git_tag", "git_log"})
    assert set().union(*(tools_of(line) for line in new)) == set(load_spec(edited).tool_names)


@pytest.mark.slow
def test_baseline_over_a_recaptured_server(tmp_path):
    """suite.servers with refresh: true captures the source again; the run follows what it serves now."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    doc = json.loads((Path(__file__).parent / "fixtures" / "openapi" / "bookshelf.json").read_text())
    served = {"doc": doc}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802
            self.send_response(200)
            self.end_headers()
            self.wfile.write(json.dumps(served["doc"]).encode())

        def log_message(self, *args):
            pass

    srv = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{srv.server_address[1]}/openapi.json"
    r1, r2 = tmp_path / "r1", tmp_path / "r2"
    try:
        run_seer(tmp_path, "suite.paths=[]", f"suite.servers=[{{name: books, openapi: '{url}'}}]", "tracking=none",
                 f"hydra.run.dir={r1}")
        newer = json.loads(json.dumps(doc))
        del newer["paths"]["/books/{bookId}"]  # the server drops delete_book
        served["doc"] = newer
        run_seer(tmp_path, "suite.paths=[]", f"suite.servers=[{{name: books, openapi: '{url}', refresh: true}}]",
                 "tracking=none", f"hydra.run.dir={r2}", f"baseline={r1}")
    finally:
        srv.shutdown()
        srv.server_close()
    diff = json.loads((r2 / "spec_diff.json").read_text())[0]
    assert diff["removed"] == ["delete_book"] and not diff["changed"] and not diff["added"]
    changes = [json.loads(line) for line in lines(r2 / "changes.jsonl")]
    assert {c["status"] for c in changes if "delete_book" in c["tools"]} == {"retired"}
    assert all(c["status"] == "kept" for c in changes if "delete_book" not in c["tools"] and c["status"] != "added")
    new = lines(r2 / "harness.jsonl")
    assert all(line in new for line in lines(r1 / "harness.jsonl") if "delete_book" not in tools_of(line))
