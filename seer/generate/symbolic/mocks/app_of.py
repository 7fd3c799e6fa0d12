"""The design application a call works in. Round 710 [17]: ai_set_layer ("Rename a layer or change its visibility, lock or
opacity") names no application, so its layer 11 was drawn apart from the Illustrator layers ai_list_layers had just shown
(and named 'Background' like one of them). A tool whose own words name no application works in the one its name's prefix
shares with the request's other tools (ai_list_layers: "List layers in the active Illustrator document")."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.world import call_app


def app_of_call(ctx: tuple[str, str], args: dict[str, Any], plan: list[Any]) -> str:
    """call_app's answer, else the application of the plan's tools of the same name prefix (one app, else none)."""
    app = call_app(*ctx, args)
    prefix = ctx[0].split("_", 1)[0]
    if app or "_" not in ctx[0] or len(prefix) > 3:
        return app
    kin = {call_app(*q.ctx, {}) for q in plan if hasattr(q, "ctx") and q.ctx[0] != ctx[0] and q.ctx[0].split("_", 1)[0] == prefix}
    kin.discard("")
    return kin.pop() if len(kin) == 1 else app
