"""Run bfcl-eval's own decoder and checkers on a seer BFCL export (the `bfcl` extra).

`python -m seer.export bfcl-check <export dir> [--results DIR]` scores BFCL result files
(`BFCL_v4_<category>_result.json`, lines {"id", "result": the model's text}) as BFCL's evaluator
does for a prompting model: `default_decode_ast_prompting`, then `ast_checker` (irrelevance: any
decodable call fails). Without --results it scores the oracle itself, which must pass 100%.
BFCL's own CLI (`bfcl evaluate`) knows only the categories in its package, hence this runner.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from seer.errors import SeerError
from seer.export.bfcl import CATEGORIES, VERSION_PREFIX, decode_ground_truth

MODEL_NAME = "seer-export-check"  # only read by BFCL for dotted function names; seer's names have none


def _bfcl():
    # bfcl_eval writes result/, score/ and lock folders under BFCL_PROJECT_ROOT at import time
    os.environ.setdefault("BFCL_PROJECT_ROOT", tempfile.mkdtemp(prefix="seer-bfcl-"))
    try:
        from bfcl_eval.constants.enums import Language, ReturnFormat
        from bfcl_eval.eval_checker.ast_eval.ast_checker import ast_checker
        from bfcl_eval.model_handler.utils import default_decode_ast_prompting
        from bfcl_eval.utils import extract_test_category, extract_test_category_from_id, is_function_calling_format_output
        from bfcl_eval.utils import is_empty_output, load_file
    except ImportError as exc:
        raise SeerError(f"bfcl-eval is not importable ({exc})", hint="pip install -e '.[bfcl]'") from None
    return dict(Language=Language, ReturnFormat=ReturnFormat, ast_checker=ast_checker, decode=default_decode_ast_prompting,
                category=extract_test_category, category_of_id=extract_test_category_from_id,
                well_formed=is_function_calling_format_output, empty=is_empty_output, load=load_file)


def check_category(b: dict, data_path: Path, results: dict[str, str] | None) -> dict[str, Any]:
    category = b["category"](data_path)
    data = b["load"](str(data_path), use_lock=False)
    answer_path = data_path.parent / "possible_answer" / data_path.name
    answers = {a["id"]: a["ground_truth"] for a in b["load"](str(answer_path), use_lock=False)} if answer_path.is_file() else {}
    counts = {"category": category, "entries": len(data), "valid": 0, "invalid": 0, "exceptions": 0, "errors": []}
    for d in data:
        assert b["category_of_id"](d["id"]) == category, f"{d['id']} does not route to {category}"
        text = results.get(d["id"]) if results is not None else _oracle_text(d, answers.get(d["id"]))
        try:
            ok, error = _check_one(b, category, d, text, answers.get(d["id"]))
        except Exception as exc:  # a crash inside BFCL's checker: counted apart from a wrong answer
            counts["exceptions"] += 1
            counts["errors"].append({"id": d["id"], "exception": f"{type(exc).__name__}: {exc}"})
            continue
        counts["valid" if ok else "invalid"] += 1
        if not ok:
            counts["errors"].append({"id": d["id"], "seer_id": d.get("seer", {}).get("id"), "error": error})
    return counts


def _oracle_text(d: dict[str, Any], truth: list | None) -> str:
    if not truth:
        return "[]"
    calls = [decode_ground_truth(item, d["function"]) for item in truth]
    return "[" + ", ".join(f"{f}({', '.join(f'{k}={v!r}' for k, v in a.items())})" for f, a in calls) + "]"


def _check_one(b: dict, category: str, d: dict[str, Any], text: str | None, truth: list | None) -> tuple[bool, Any]:
    if text is None:
        return False, "no result for this id"
    if "irrelevance" in category:  # BFCL's relevance_file_runner: a decodable, non-empty call list fails
        try:
            decoded = b["decode"](text, b["ReturnFormat"].PYTHON)
            called = not b["empty"](decoded)
        except Exception:
            called = False
        return (not called), ("called a function where none was needed" if called else None)
    try:
        decoded = b["decode"](text, b["ReturnFormat"].PYTHON)
    except Exception as exc:
        return False, f"BFCL could not decode the answer: {exc}"
    if not b["well_formed"](decoded):
        return False, "not in BFCL's function-call format"
    result = b["ast_checker"](d["function"], decoded, truth, b["Language"].PYTHON, category, MODEL_NAME)
    return bool(result["valid"]), result.get("error")


def check_export(out: str | Path, results: str | Path | dict[str, str] | None = None) -> list[dict[str, Any]]:
    """One count per category file in `out` (valid, invalid, exceptions, errors). `results`: a folder
    of BFCL result files, or {BFCL id: model text}; None scores the oracle."""
    b = _bfcl()
    out = Path(out)
    files = sorted(p for p in out.glob(f"{VERSION_PREFIX}_*.json") if b["category"](p, raise_error=False) in CATEGORIES)
    if not files:
        raise SeerError("no BFCL category files here", file=str(out), hint="python -m seer.export bfcl <harness> -o DIR")
    report = []
    for path in files:
        answers = results
        if isinstance(results, (str, Path)):
            rp = Path(results) / path.name.replace(".json", "_result.json")
            answers = {r["id"]: r["result"] for r in b["load"](str(rp), use_lock=False)} if rp.is_file() else {}
        report.append(check_category(b, path, answers))
    return report


def summary_line(report: list[dict[str, Any]]) -> str:
    total = sum(r["entries"] for r in report)
    valid = sum(r["valid"] for r in report)
    exc = sum(r["exceptions"] for r in report)
    per = ", ".join(f"{r['category']} {r['valid']}/{r['entries']}" for r in report)
    return f"BFCL checker: {valid}/{total} valid ({100 * valid / max(total, 1):.1f}%), {exc} exceptions ({per})"


def main(argv: list[str]) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="python -m seer.export bfcl-check", description=__doc__.split("\n\n")[0])
    p.add_argument("export", help="the folder `python -m seer.export bfcl` wrote")
    p.add_argument("--results", help="folder of BFCL_v4_<category>_result.json files (default: score the oracle)")
    p.add_argument("--json", action="store_true", help="print the full report as JSON")
    args = p.parse_args(argv)
    report = check_export(args.export, args.results)
    if args.json:
        print(json.dumps(report, indent=1, default=str))
    print(summary_line(report))
    return 0 if all(r["exceptions"] == 0 for r in report) else 1
