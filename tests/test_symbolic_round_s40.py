"""Session 40: the reading rounds' fixes (rounds 1225-): each test names the record that was absurd."""

from __future__ import annotations

import re

from tests.test_symbolic_mock_round_s26 import _steps
from tests.test_symbolic_round_s36 import _shared


def _params(args: dict) -> dict:
    return args["params"] if isinstance(args.get("params"), dict) else args


def test_a_csv_rows_edit_corrects_a_figure_never_its_id():
    """filesystem n000-87955bb8 (seed 1225): edit_file on report-q3.csv changed "1002,Ben Carter,678.19" to
    "1003,Ben Carter,678.19": a row renumbered onto the id of the next row (1003 is Chen Wei's). An edit of a data row
    corrects one of its figures and keeps its id."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1225, 1240)):
        for tool, args, m in _steps(s):
            for edit in args.get("edits") or () if tool == "edit_file" and str(args.get("path", "")).endswith(".csv") else ():
                old, new = edit["oldText"], edit["newText"]
                if not re.match(r"\d+,", old):
                    continue
                seen += 1
                assert old.split(",")[0] == new.split(",")[0], (s.id, edit)  # the row keeps its id
                assert old != new and old.split(",")[1:-1] == new.split(",")[1:-1], (s.id, edit)  # its last figure moves
    assert seen >= 2, seen


def test_a_listing_names_no_one_item_of_what_it_lists():
    """illustrator-adobe-mcp n007-7adce754 (seed 1225): adobe_id_text(action=list_styles, style_name="Heading 1")
    answered "- Caption - Quote": a list of the styles asked with one style named, answered without it. A listing is
    sent no name of one item it lists."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1220, 1232)):
        for tool, args, m in _steps(s):
            p = _params(args)
            action = str(p.get("action") or "")
            if not action.startswith("list_"):
                continue
            seen += 1
            listed = action.split("_", 1)[1].rstrip("s")  # list_styles -> style
            named = [k for k in p if k.startswith(listed + "_") and k.endswith(("_name", "_id", "_index"))]
            assert not named, (s.id, tool, p)
    assert seen >= 3, seen


def _text_lines(out) -> dict[str, str]:
    text = out.get("result") if isinstance(out, dict) else None
    return dict(ln.split(": ", 1) for ln in text.split("\n") if ": " in ln) if isinstance(text, str) else {}


def test_a_cookie_is_set_to_expire_after_the_scenarios_present():
    """selenium-angiejones n005-c9ddf234 (seed 1226): add_cookie(expiry=1752422278), July 2025, answered at
    completed_at 2025-12-19: a cookie set to expire months ago is deleted as it is set. An expiry the call gives lies
    after the scenario's present."""
    from datetime import datetime

    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1220, 1240)):
        for tool, args, m in _steps(s):
            at = m.output.get("completed_at") if isinstance(m.output, dict) else None
            if tool != "add_cookie" or not isinstance(args.get("expiry"), int) or not isinstance(at, str):
                continue
            seen += 1
            now = datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()
            assert args["expiry"] > now, (s.id, args, at)
    assert seen >= 3, seen


def test_a_tab_opened_with_no_url_is_blank():
    """selenium-ai-agent-pypi n011-eabb1d0b (seed 1226): tab_new() with no URL answered
    url https://gallegos-morse.org/docs/getting-started: a new tab with no address opens blank."""
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(1220, 1240)):
        for tool, args, m in _steps(s):
            if tool != "tab_new" or m.is_error or _params(args).get("url"):
                continue
            lines = _text_lines(m.output)
            if "url" in lines:
                seen += 1
                assert lines["url"] == "about:blank", (s.id, m.output)
    assert seen >= 2, seen


def test_what_the_signed_in_user_makes_is_theirs():
    """git-mcp-server n008-2e43dcbf (seed 1227): get_current_user_info answered Christy Humphrey, then
    create_merge_request answered author Vickie Mercado: a merge request the signed-in user opens is authored by them."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1220, 1245)):
        me = None
        for tool, args, m in _steps(s):
            out = m.output.get("result") if isinstance(m.output, dict) else None
            if m.is_error or not isinstance(out, dict):
                continue
            if tool == "get_current_user_info" and isinstance(out.get("user"), dict):
                me = out["user"]
            made = next((v for v in out.values() if isinstance(v, dict) and isinstance(v.get("author"), str)), None)
            if me and tool.startswith("create_") and made:
                seen += 1
                assert made["author"] in (me.get("name"), me.get("login")), (s.id, me, made)
    assert seen >= 2, seen


def test_a_key_listing_shows_the_key_just_read_that_it_matches():
    """redis n001-8dbd9fe8 (seed 1227): get(rate_limit:api:203.0.113.7) answered 27, then list(rate_limit:*) answered
    four keys without it: a key the database holds is listed by a pattern it matches."""
    from fnmatch import fnmatchcase

    seen = 0
    for s in _shared("redis", seeds=range(1220, 1250)):
        held: set[str] = set()
        for tool, args, m in _steps(s):
            if m.is_error or not isinstance(m.output, dict):
                continue
            if tool == "get" and isinstance(args.get("key"), str):
                held.add(args["key"])
            elif tool == "delete":
                key = args.get("key")
                held -= set(key) if isinstance(key, list) else {key}
            elif tool in ("list", "scan_keys") and isinstance(args.get("pattern"), str) and isinstance(m.output.get("keys"), list):
                for k in held:
                    if fnmatchcase(k, args["pattern"]):
                        seen += 1
                        assert k in m.output["keys"], (s.id, k, args, m.output)
    assert seen >= 2, seen


def test_a_fixed_test_does_what_its_fix_says():
    """selenium n021-f6f3370c (seed 1227): healer_fix_test(fixedCode=<the test as it was>, fixDescription="Dismiss the
    cookie banner before clicking the quantity button"): the fixed code dismissed no banner. Fixed code carries its fix."""
    from seer.generate.symbolic.own_words import _FIX_EDITS

    seen = 0
    for s in _shared("selenium", seeds=range(1220, 1240)):
        for tool, args, m in _steps(s):
            code, fix = args.get("fixedCode"), args.get("fixDescription")
            if tool != "healer_fix_test" or not isinstance(code, str) or fix not in _FIX_EDITS:
                continue
            seen += 1
            at, new, before = _FIX_EDITS[fix]
            assert new in code, (s.id, fix, code)
    assert seen >= 3, seen
