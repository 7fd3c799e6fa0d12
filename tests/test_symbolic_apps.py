"""A plan stays in one app of a suite (apps.py)."""

from __future__ import annotations

from tests.test_symbolic_domain import _scenarios, _tool  # one spec fixture for the symbolic tests


def test_open_class_a_plan_stays_in_one_app_of_a_suite(tmp_path):
    """Rounds 501/800 (open until s26): fonts listed in Illustrator for an InDesign style; page items listed in
    Illustrator, then markers read on an After Effects comp, then an Illustrator item released: a suite's tools
    (`ai_`, `ae_`, `adobe_ps_`) are planned with tools of the same app, or of none."""
    from seer.generate.symbolic.apps import app_of

    assert app_of("ai_list_items") == "ai" and app_of("adobe_ps_selection") == "ps" and app_of("ae_markers") == "ae"
    assert app_of("ai_to_ae_push") == "" and app_of("adobe_open_file") == ""
    tools = []
    for app, things in (("ai", ("layers", "artboards", "swatches", "items")), ("ae", ("comps", "markers", "layers", "effects"))):
        for thing in things:
            tools += [_tool(f"{app}_list_{thing}", f"List the {thing}.", {}, []),
                      _tool(f"{app}_rename_{thing[:-1]}", f"Rename a {thing[:-1]}.",
                            {"name": {"type": "string"}, "new_name": {"type": "string"}}, ["name", "new_name"])]
    mixed = [[c.tool for c in s.expected_tools] for s in _scenarios(tmp_path, tools, seeds=range(4))]
    assert any(len(t) >= 3 for t in mixed)
    for called in mixed:
        assert len({app_of(t) for t in called} - {""}) <= 1, called




def test_round_811_an_app_less_root_keeps_the_app_of_its_first_helper(tmp_path):
    """Round 811 [15]: adobe_run_jsx(app=indesign) -> adobe_id_image (InDesign) -> adobe_ps_filter (Photoshop): the plan
    took InDesign from its second call and still added a Photoshop call. Every call added keeps the plan's app."""
    from seer.generate.symbolic.apps import app_of

    tools = [_tool("adobe_run_jsx", "Run a JSX script in an Adobe app.", {"code": {"type": "string"}}, ["code"]),
             _tool("adobe_open_file", "Open a file in its Adobe app.", {"path": {"type": "string"}}, ["path"]),
             _tool("adobe_list_apps", "List the Adobe apps installed.", {}, []),
             _tool("adobe_get_doc_info", "Get the active document's details.", {}, [])]
    for app in ("id", "ps", "ai"):
        for thing in ("image", "filter", "layer", "text"):
            tools.append(_tool(f"adobe_{app}_{thing}", f"Work with the {thing}s of the document.", {"name": {"type": "string"}}, []))
    for s in _scenarios(tmp_path, tools, seeds=range(16)):
        called = [c.tool for c in s.expected_tools]
        assert len({app_of(t) for t in called} - {""}) <= 1, called
