"""`python -m seer.export bfcl|inspect <harness> -o <out>`: the harness in another tool's format.

bfcl: <out>/BFCL_v4_seer_<category>.json and possible_answer/ (single-turn AST categories; what
      BFCL cannot check is listed in <out>/seer_export.json); `python -m seer.export bfcl-check
      <out>` runs bfcl-eval's own checker on it (the oracle by default)
inspect: <out> if it ends in .jsonl, else <out>/inspect_dataset.jsonl (json_dataset reads it);
      `inspect eval seer/export/inspect_task.py@seer -T harness=<harness>` runs it as a Task
"""

from __future__ import annotations

import argparse
import sys

from seer.errors import SeerError


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["bfcl-check"]:
        from seer.export.bfcl_check import main as check_main

        try:
            return check_main(argv[1:])
        except SeerError as exc:
            print(f"seer: error: {exc.one_line()}", file=sys.stderr)
            return exc.exit_code
    p = argparse.ArgumentParser(prog="python -m seer.export", description="Export a harness to BFCL or inspect_ai.")
    p.add_argument("format", choices=["bfcl", "inspect"])
    p.add_argument("harness", help="harness.jsonl (specs from its run folder's specs/ or --suite)")
    p.add_argument("-o", "--out", required=True, help="output folder (or .jsonl file for inspect)")
    p.add_argument("--suite", action="append", default=[], help="spec file or folder (repeatable)")
    args = p.parse_args(argv)
    from seer.agents.evaluate import load_harness
    from seer.agents.specs import resolve_specs

    try:
        scenarios = load_harness(args.harness)
        specs = resolve_specs(args.harness, scenarios, args.suite)
        if args.format == "bfcl":
            from seer.export.bfcl import export_bfcl

            paths = export_bfcl(specs, scenarios, args.out)
        else:
            from seer.export.inspect_dataset import export_inspect

            paths = export_inspect(specs, scenarios, args.out)
    except SeerError as exc:
        print(f"seer: error: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    for path in paths:
        print(path)
    print(f"{len(scenarios)} scenarios exported as {args.format}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
