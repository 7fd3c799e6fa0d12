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
