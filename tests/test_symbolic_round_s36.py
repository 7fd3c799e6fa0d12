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
