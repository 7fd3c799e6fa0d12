"""Session 36: the reading rounds' fixes (rounds 1069-): each test names the record that was absurd."""

from __future__ import annotations

import re

from tests.test_symbolic_mock_round_s26 import _shared, _steps


def _lines(out) -> dict[str, str]:
    text = out.get("result") if isinstance(out, dict) else None
    return dict(line.split(": ", 1) for line in text.split("\n") if ": " in line) if isinstance(text, str) else {}


def test_a_session_reads_back_the_start_its_create_said():
    """selenium-mcp-selenium-pypi n002-4bca9ce2 (seed 1069): create_session answered started_at 10:45 (now), and
    get_session_info of that session a step later started_at 08:00: one session, one start."""
    pairs = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1066, 1076)):
        started: dict[str, str] = {}
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            lines = _lines(m.output)
            sid, at = lines.get("session_id"), lines.get("started_at")
            if not (sid and at):
                continue
            if tool == "create_session":
                started[sid] = at
            elif sid in started:
                pairs += 1
                assert at == started[sid], (s.id, tool, started[sid], at)
    assert pairs >= 1, "no session created and read back over ten seeds"


def test_leaving_the_frames_answers_the_main_page():
    """selenium-mcp-selenium-pypi n002-4bca9ce2 (seed 1069): frame(action=default), "back to the main page", answered
    frame 2 "onboarding-frame" with contents "Add to cart"."""
    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1060, 1080)):
        for tool, args, m in _steps(s):
            if tool == "frame" and args.get("action") in ("default", "parent") and not m.is_error:
                seen += 1
                lines = _lines(m.output)
                assert "index" not in lines and "name" not in lines, (s.id, m.output)
                assert re.search(r"main page|parent frame", m.output["result"]), (s.id, m.output)
    assert seen >= 1, "no frame(action=default) over twenty seeds"


def test_a_follow_up_never_asks_what_depends_on_a_person():
    """git-mcp-server n000-6e6f35ea (seed 1071): after update_issue, "Is there anything else that depends on "Omar
    Cole"?": the issue's author is no thing in place; a follow-up names what was written, never who wrote it."""
    from seer.harness.checks import objects

    asked = 0
    for s in _shared("git-mcp-server", seeds=range(1068, 1076)):
        people = {v for m in s.mock_outputs for rec in objects(m.output) for k, v in rec.items()
                  if isinstance(v, str) and k in ("author", "assignee", "creator", "owner", "reporter", "user", "username")}
        quoted = re.findall(r'"([^"]+)"|depends on (.+)\?$|confirm (.+) is ', s.follow_up or "")
        asked += bool(quoted)
        for q in quoted:
            assert not ({x for x in q if x} & people), (s.id, s.follow_up)
    assert asked >= 3, "fewer than three follow-ups quoted a value over eight seeds"


def test_an_element_found_by_another_locator_is_another_element():
    """selenium-angiejones n006-6674e56c (seed 1071): get_element_attribute(class alert-danger), then
    get_element_text(class btn-primary) answered one element holding both, with "attribute": "value" left over from the
    first call: an element found by another locator is another element, and one found by the same locator the same."""
    from seer.harness.checks import objects

    seen = same = 0
    for s in _shared("selenium-angiejones", seeds=range(1066, 1080)):
        found: dict[tuple, dict] = {}
        used: set[tuple] = set()
        for tool, args, m in _steps(s):
            if m.is_error or not isinstance(args.get("by"), str) or not isinstance(args.get("value"), str):
                continue
            seen += any(u != (args["by"], args["value"]) for u in used) and any("tag" in r for r in objects(m.output))
            used.add((args["by"], args["value"]))
            for rec in objects(m.output):
                if rec.get("by") == args["by"] and rec.get("value") == args["value"] and "tag" in rec:
                    assert "attribute" not in rec or "attribute" in args, (s.id, tool, rec)
                    here = (args["by"], args["value"])
                    if here in found:
                        same += 1
                        assert (found[here]["tag"], found[here].get("ref")) == (rec["tag"], rec.get("ref")), (s.id, found[here], rec)
                    others = [r for k, r in found.items() if k != here]
                    for other in others:
                        assert other.get("ref") != rec.get("ref") or "ref" not in rec, (s.id, other, rec)
                    found[here] = rec
    assert seen >= 1, "no request found two elements by two locators over fourteen seeds"


def test_text_placed_in_a_design_is_design_copy():
    """illustrator n003-9b6877f1 (seed 1071): create_path_text(contents="The backup completed for the analytics
    cluster.") on a poster's divider line: the text a design tool places says what posters say."""
    from seer.kinds.words import SENTENCES

    said = []
    for name in ("illustrator", "illustrator-mograph-mcp", "illustrator-adobe-mcp"):
        for s in _shared(name, seeds=range(1069, 1073)):
            for tool, args, m in _steps(s):
                flat = args.get("params", args) if isinstance(args.get("params", args), dict) else args
                said += [(s.id, tool, v) for k, v in flat.items() if k in ("contents", "content", "text") and isinstance(v, str)]
    assert len(said) >= 5, said
    assert not [x for x in said if x[2].split("\n")[0] in SENTENCES], [x for x in said if x[2].split("\n")[0] in SENTENCES]
