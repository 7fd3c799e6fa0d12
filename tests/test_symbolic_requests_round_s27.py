"""Issue #12's requests rounds, session 27 (seeds 805-819): what the user says, what the oracle calls with, which
tools chain. Each test names the absurd class it keeps out of a strict domain reading."""

from __future__ import annotations

from tests.test_symbolic_domain import _scenarios, _tool  # one spec fixture for the symbolic tests
from tests.test_symbolic_requests_round_s25 import _calls  # (the asking turn's words, the arguments) per call of a tool


def test_round_805_nothing_to_go_forward_to_and_a_render_is_said_as_one(tmp_path):
    """Round 805 (read-only, fixed after): open_browser -> type_into_element -> navigate_forward (a browser just
    launched has no page ahead: launching it is no navigation); adobe_ae_render "Add composition to After Effects render
    queue and start rendering" asked "Add the composition into .../lower-thirds.mp4" (a render, said as one)."""
    import json

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.phrasing import action
    from seer.spec.load import load_spec

    session = {"session_id": {"type": "string"}}
    tools = [_tool("open_browser", "Launch a new browser session.", {"browser": {"type": "string", "enum": ["chrome", "firefox"]}}, []),
             _tool("type_into_element", "Type text into an element.", dict(session, index={"type": "integer"}, text={"type": "string"}),
                   ["session_id", "index", "text"]),
             _tool("navigate_forward", "Navigate forward one step in the browser history.", session, ["session_id"]),
             _tool("navigate_back", "Navigate back one step in the browser history.", session, ["session_id"])]
    for s in _scenarios(tmp_path, tools, seeds=range(8)):
        called = [c.tool for c in s.expected_tools]
        if "open_browser" in called:
            assert not {"navigate_forward", "navigate_back"} & set(called), called
    path = tmp_path / "ae.json"
    path.write_text(json.dumps({"name": "f", "tools": [_tool("adobe_ae_render", "Add composition to After Effects render queue and "
                                                             "start rendering.", {"output_path": {"type": "string"}}, ["output_path"])]}))
    (p,) = profile_spec(load_spec(path))
    assert action(p).verb == "render", action(p)
