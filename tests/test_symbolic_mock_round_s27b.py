"""Issue #12's mock reading round s27, second part: what the brief's open classes now answer (a page's HTML, a test
file's text, a frame track, items auto-named, a painted selection, a duplicate's own name, example times moved back
together). Written again after the first version of these checks was lost with an interrupted session."""

from __future__ import annotations

import random
from datetime import datetime
from html.parser import HTMLParser

from seer.generate.symbolic.mocks.example_times import _shift
from seer.generate.symbolic.mocks.page_html import page_html
from seer.generate.symbolic.mocks.records import _own_handle
from seer.generate.symbolic.mocks.test_files import test_file_text as file_text_of_test
from seer.harness.checks import objects
from tests.test_symbolic_mock_round_s26 import _shared, _steps


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.title = [], ""
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self._in_title = tag == "title"

    def handle_endtag(self, tag):
        self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data


def test_a_pages_source_is_html_with_the_pages_title():
    """get_dom ("Get the page HTML source") answered {"url": ...} alone: a read of a page's source is its markup."""
    page = {"url": "https://shop.example.com/pricing", "title": "Pricing | Northwind"}
    text = page_html(page, random.Random(3))
    parsed = _Tags()
    parsed.feed(text)
    assert text.startswith("<!DOCTYPE html>") and {"html", "head", "title", "body", "h1", "nav", "main"} <= set(parsed.tags)
    assert parsed.title == "Pricing | Northwind"


def test_a_test_file_holds_a_test_of_what_its_name_says():
    """s27 brief [12]: generator_read_spec(specFile=.../search.test.js) answered an Express app."""
    rng = random.Random(0)
    py = file_text_of_test("tests/test_login.py", rng)
    assert "def test_login(" in py and "/login" in py and "selenium" in py
    ts = file_text_of_test("e2e/checkout.spec.ts", rng)
    assert "@playwright/test" in ts and "page.goto('/checkout')" in ts and "test('checkout works'" in ts
    assert file_text_of_test("src/app.py", rng) is None and file_text_of_test("README.md", rng) is None


def test_example_times_moved_back_keep_their_order_and_gaps():
    """Seed 905 [8]: each example time settled on its own made the older file the newer."""
    out = {"files": [{"name": "a.csv", "modified": "2026-10-02T09:14:00Z"}, {"name": "b.csv", "modified": "2026-10-05T12:00:00Z"}],
           "expires_at": "2027-01-01T00:00:00Z"}
    before = [datetime.fromisoformat(f["modified"].replace("Z", "+00:00")) for f in out["files"]]
    _shift(out, datetime(2026, 10, 5) - datetime(2025, 10, 5))
    after = [datetime.fromisoformat(f["modified"].replace("Z", "+00:00")) for f in out["files"]]
    assert after[0] < after[1] and after[1] - after[0] == before[1] - before[0] and after[0] < before[0]
    assert out["expires_at"] == "2027-01-01T00:00:00Z" and out["files"][0]["modified"].endswith("Z")  # a time ahead stays


def test_a_made_records_own_handle_is_handed_on():
    """Seed 901 [19]: ai_add_layer(name=Artwork) answered a layer holding a field layer: 'Text', and 'Text' was handed on."""
    rec = {"index": 3, "name": "Artwork", "visible": True}
    assert _own_handle(rec, "layer", "layer", "Text") == "Artwork"
    assert _own_handle(rec, "layer", "layer_name", "Text") == "Artwork"
    assert _own_handle(rec, "layer", "layer", 7) == 3
    assert _own_handle(rec, "layer", "items", "Text") is None  # another thing's parameter


def test_frame_tracks_paint_and_auto_names_answer_what_they_did():
    """ai_track_frames answered frames named like web pages; ai_auto_name_items one item record (round 712 [18]); ai_set_style
    a style record (round 711 [1]); ai_duplicate_layer(new_name=X) a layer named like one listed before."""
    seen = {"track": 0, "auto": 0, "paint": 0, "duplicate": 0}
    for s in _shared("illustrator-mograph-mcp", seeds=range(8)):
        steps = _steps(s)
        for i, (tool, args, mock) in enumerate(steps):
            out = mock.output
            if mock.is_error or not isinstance(out, dict):
                continue
            if tool == "ai_track_frames" and isinstance(args.get("first"), int) and isinstance(args.get("last"), int):
                seen["track"] += 1
                lo, hi = sorted((args["first"], args["last"]))
                assert out["tracks"] and all(lo <= f["frame"] <= hi for t in out["tracks"] for f in t["frames"]), out
            if tool == "ai_auto_name_items" and "renamed" in out:
                seen["auto"] += 1
                assert out["count"] == len(out["renamed"]) and all(r["from"].startswith("<") and r["to"] for r in out["renamed"])
            if tool == "ai_set_style" and "items" in out:
                seen["paint"] += 1
                painted = {k: v for k, v in args.items() if k in ("fill", "stroke", "fill_color", "stroke_color")}
                assert out["painted"] == len(out["items"]) and all(item[k] == v for item in out["items"] for k, v in painted.items())
            if tool.endswith("duplicate_layer") and isinstance(args.get("new_name"), str):
                seen["duplicate"] += 1
                listed = {r.get("name") for _t, _a, m in steps[:i] for r in objects(m.output) if {"visible", "locked"} <= set(r)}
                assert out["layer"]["name"] == args["new_name"] and args["new_name"] not in listed, (s.id, args, listed)
    assert seen["duplicate"] >= 2 and sum(seen.values()) >= 4, seen


def test_a_diff_is_a_unified_diff_whose_counts_are_its_own():
    """Round 911 [15]: git_diff answered {"diff": "lock", "filesChanged": 30, "insertions": 80}: the "(e.g., lock files)" of
    excludedFiles' description was read as an example of "the diff". A diff is a unified diff of the paths asked, in
    their language, and its counts are the diff's."""
    from seer.generate.symbolic.mocks.diff_counts import diff_counts_agree

    seen = 0
    for s in _shared("git", seeds=range(4)):
        for tool, args, mock in _steps(s):
            if tool != "git_diff" or mock.is_error:
                continue
            seen += 1
            diff = mock.output["diff"]
            assert diff.startswith("diff --git a/") and "\n@@ " in diff, mock.output
            files = {ln.split(" b/")[-1] for ln in diff.splitlines() if ln.startswith("diff --git")}
            assert mock.output["filesChanged"] == len(files), mock.output
            asked = [p for p in args.get("paths") or [] if "." in p]
            assert not asked or files & set(asked), (args, files)
    assert seen >= 4
    out = {"diff": "diff --git a/src/app.py b/src/app.py\n--- a/src/app.py\n+++ b/src/app.py\n@@ -7,3 +7,3 @@\n x\n-retries: 3\n+retries: 5\n x\n",
           "filesChanged": 30, "insertions": 80, "deletions": 9}
    diff_counts_agree({"paths": ["cmd/server.go"]}, out)
    assert "a/cmd/server.go" in out["diff"] and "retries" not in out["diff"] and "\n-\t" in out["diff"]
    assert (out["filesChanged"], out["insertions"], out["deletions"]) == (1, 1, 1)


def test_a_number_is_on_its_defaults_scale_and_a_pixel_size_is_a_render_size():
    """Round 912 [7]: ai_see_document(max_dim=4) (default 1024) "render the document using the max dim 4"; [18]
    wait_for(timeout=500) beside a default of 10000 ms. A number with a default of any size is drawn on its scale."""
    from seer.generate.symbolic.scalars import number_value

    dims = [number_value({"type": "integer", "default": 1024}, ["max", "dim"], True, random.Random(i)) for i in range(40)]
    waits = [number_value({"type": "number", "default": 10000}, ["timeout"], False, random.Random(i)) for i in range(40)]
    assert all(256 <= d <= 4096 for d in dims) and {512, 1024, 2048} & set(dims), dims
    assert all(2500 <= w <= 40000 for w in waits), waits


def test_remotes_are_named_once_and_a_uuid_answers_its_own_record():
    """Round 913 [11]: git_remote(mode=list) answered two remotes named 'fork'; [0] ungroup_objects(uuid=<the CTA button
    group get_groups listed>) answered an object named 'Logo' under that uuid."""
    remotes = 0
    for s in _shared("git", seeds=range(12)):
        for tool, _args, mock in _steps(s):
            if tool == "git_remote" and not mock.is_error and isinstance(mock.output.get("remotes"), list):
                names = [r["name"] for r in mock.output["remotes"]]
                remotes += 1
                assert len(names) == len(set(names)), mock.output
    assert remotes >= 5
    seen = 0
    for s in _shared("illustrator", seeds=range(6)):
        steps = _steps(s)
        for i, (tool, args, mock) in enumerate(steps):
            uuid = args.get("uuid")
            if mock.is_error or not isinstance(uuid, str) or not isinstance(mock.output.get("object"), dict):
                continue
            before = [r for _t, _a, m in steps[:i] for r in objects(m.output) if r.get("uuid") == uuid and "name" in r]
            if before:
                seen += 1
                assert mock.output["object"].get("name") == before[-1]["name"], (s.id, tool, mock.output, before[-1])
    assert seen


def test_reading_a_dockerfile_answers_its_text():
    """Round 914 [15]: read_file(path=.../deploy/Dockerfile) answered "path: ...\\nsize: 47252\\nmodified_at: ..." (its
    listing record) because a file's name was told from a folder's by a dot alone."""
    seen = 0
    for s in _shared("filesystem", seeds=(*range(8), 914)):
        for tool, args, mock in _steps(s):
            if tool in ("read_file", "read_text_file") and not mock.is_error:
                seen += 1
                assert not mock.output["content"].startswith("path: "), (s.id, args, mock.output)
                if args["path"].endswith("/Dockerfile"):
                    assert mock.output["content"].startswith("FROM "), mock.output
    assert seen >= 20


def test_extensions_to_import_are_file_extensions():
    """Round 915 [15]: ae_import_folder(path, extensions=["Rectangle 3", "Logo"]): a list of extensions took layer names."""
    import re as _re

    from seer import kinds

    kind = kinds.infer("extensions", {"type": "string"}, tool_name="ae_import_folder",
                       tool_description="Import every file in a directory in one round-trip, optionally into its own project folder.")
    assert kind == "file_extension" and kinds.plausible(kind, ".mov") and not kinds.plausible(kind, "Rectangle 3")
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(*range(6), 915)):
        for tool, args, mock in _steps(s):
            if tool == "ae_import_folder" and args.get("extensions"):
                seen += 1
                assert all(_re.fullmatch(r"\.[a-z0-9]{2,4}", x) for x in args["extensions"]), args
    assert seen


def test_a_list_range_answers_the_elements_from_start_to_stop():
    """Round 917 [5]: lrange(jobs:pending, start=10, stop=10) answered three elements: LRANGE's stop is included and
    a range of one index is one element."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=(*range(4), 917)):
        for tool, args, mock in _steps(s):
            if tool != "lrange" or mock.is_error or not isinstance(mock.output.get("result"), list):
                continue
            seen += 1
            assert len(mock.output["result"]) <= args["stop"] - args["start"] + 1 or args["stop"] == -1, (args, mock.output)
            if args["start"] == args["stop"]:
                assert len(mock.output["result"]) <= 1, (args, mock.output)
    assert seen >= 3


def test_a_patterned_number_has_no_leading_zero():
    """The run's own tickets spec: link_tickets(to_key='LGL-0'), create_ticket answered LGL-087, get_ticket(QJN-0971):
    a key pattern ^[A-Z]{2,6}-[0-9]+$ drew numbers with leading zeros. A fixed-width \\d{4} keeps its zeros."""
    from seer.kinds.regex_gen import string_for_pattern

    keys = [string_for_pattern(r"^[A-Z]{2,6}-[0-9]+$", random.Random(i)) for i in range(200)]
    assert all(not k.split("-")[1].startswith("0") for k in keys), [k for k in keys if k.split("-")[1].startswith("0")]
    pins = [string_for_pattern(r"^\d{4}$", random.Random(i)) for i in range(200)]
    assert any(p.startswith("0") for p in pins) and all(len(p) == 4 for p in pins)


def test_footage_is_interpreted_with_an_alpha_mode_and_a_few_loops():
    """Round 918 [3]: ae_interpret_footage(loop=98, alpha="Icon set") ("Change how AE interprets a footage item: conform
    frame rate, loop count, alpha mode")."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(*range(8), 918)):
        for tool, args, _mock in _steps(s):
            if tool == "ae_interpret_footage":
                seen += 1
                assert args.get("alpha") in (None, "straight", "premultiplied", "ignore"), args
                assert args.get("loop") is None or 1 <= args["loop"] <= 10, args
    assert seen


def test_a_commit_is_the_given_authors_and_holds_the_given_files():
    """Round 919 [14]: git_commit(author={name: Misty Huynh}, filesToStage=[data/config.yaml, reports/README.md])
    answered author 'Daryl Duran' and committedFiles [deploy/users.csv, main.py]."""
    seen = 0
    for s in _shared("git", seeds=(*range(8), 919)):
        for tool, args, mock in _steps(s):
            if tool != "git_commit" or mock.is_error:
                continue
            author = args.get("author")
            if isinstance(author, dict) and isinstance(mock.output.get("author"), str):
                seen += 1
                assert mock.output["author"] == author["name"], (args, mock.output)
            if args.get("filesToStage") and isinstance(mock.output.get("committedFiles"), list):
                seen += 1
                assert mock.output["committedFiles"] == args["filesToStage"], (args, mock.output)
    assert seen >= 2


def test_modules_to_reload_are_python_modules():
    """Round 919 [17]: dev_reload(modules=["Body copy"]) "Reload the backend code in place"."""
    import re as _re

    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(*range(8), 919)):
        for tool, args, _mock in _steps(s):
            if tool == "dev_reload" and args.get("modules"):
                seen += 1
                assert all(_re.fullmatch(r"[a-z_]+(?:\.[a-z_]+)*", m) for m in args["modules"]), args
    assert seen


def test_no_path_where_the_field_names_none_over_the_shared_specs():
    """Issue #12: no filesystem path in a field that names no path. The audit counted ae_preview's movie
    (/tmp/ae-preview/main-comp-preview.mp4, the file it rendered) and git_worktree's added (the worktree's folder) as
    leaks: both fields name a path; their kinds say so now, and no real leak is left on these specs."""
    from seer.kinds.audit import audit

    for name in ("illustrator-mograph-mcp", "git"):
        scenarios = _shared(name, seeds=range(3))
        spec = _spec(name)
        report = audit(spec, scenarios)
        assert report.path_leaks == 0, [f for f in report.failures if str(f[2]).startswith("path in")]


def _spec(name: str):
    from pathlib import Path

    from seer.spec.load import load_spec

    shared = Path(__file__).resolve().parents[2] / "shared"
    return load_spec(next(p for d in ("specs", "specs-candidates") if (p := shared / d / f"{name}.json").exists()))


def test_a_new_repository_starts_on_main():
    """Rounds 915 [4], 920 [17]: git_init answered initialBranch 'fix/login-timeout', 'hotfix/payment-rounding'."""
    seen = 0
    for s in _shared("git", seeds=(*range(8), 920)):
        for tool, args, mock in _steps(s):
            if tool == "git_init" and not mock.is_error and "initialBranch" in mock.output:
                seen += 1
                assert mock.output["initialBranch"] == (args.get("initialBranch") or "main"), (args, mock.output)
    assert seen
