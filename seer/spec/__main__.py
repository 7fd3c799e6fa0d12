"""`python -m seer.spec diff OLD NEW` and `python -m seer.spec lint SPEC...`.

diff: two spec files or captures (`--server '{...}'` re-captures a live server, refreshed, as NEW).
lint: text, JSON or SARIF 2.1.0 (`--format sarif -o lint.sarif` in a server's CI); `--run <run folder>`
checks the predicted difficulty against that run's judged figures; `--fail-on` sets the exit status.
Exit 0: done (no finding at or above --fail-on); 1: findings at or above it; 2: bad input.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

from seer.errors import SeerError

_ORDER = {"note": 0, "warning": 1, "error": 2}


def _diff(args: argparse.Namespace) -> int:
    from seer.spec.diff import diff_specs, format_diff
    from seer.spec.load import load_spec

    old = load_spec(args.old)
    if args.server:
        from seer.spec.suite import ensure_capture

        try:
            server = json.loads(args.server)
        except ValueError as exc:
            raise SeerError(f"--server is not a JSON object: {exc}") from None
        server = {**server, "refresh": True}
        with tempfile.TemporaryDirectory() as tmp:
            new = load_spec(ensure_capture(server, Path(args.captures or tmp)))
    elif args.new:
        new = load_spec(args.new)
    else:
        raise SeerError("give the NEW spec, or --server to re-capture one")
    d = diff_specs(old, new)
    text = d.model_dump_json(indent=1) if args.format == "json" else format_diff(d)
    _emit(text, args.output)
    return 0


def _lint(args: argparse.Namespace) -> int:
    from seer.spec.lint import lint_spec
    from seer.spec.lint_output import check_sarif, judged_tc, to_json, to_sarif, to_text
    from seer.spec.load import load_spec

    rows = _run_tool_rows(args.run) if args.run else []
    reports = []
    for path in args.specs:
        spec = load_spec(path)
        reports.append(lint_spec(spec, judged_tc(rows, spec.name) or None))
    if args.format == "sarif":
        doc = to_sarif(reports, base=args.base)
        check_sarif(doc)  # never hand CI a log it cannot read
        text = json.dumps(doc, indent=1, ensure_ascii=False)
    else:
        text = to_json(reports) if args.format == "json" else to_text(reports)
    _emit(text, args.output)
    if args.fail_on == "never":
        return 0
    worst = max((_ORDER[f.level] for r in reports for f in r.findings), default=-1)
    return 1 if worst >= _ORDER[args.fail_on] else 0


def _run_tool_rows(run: str) -> list:
    path = Path(run) / "analysis.json" if Path(run).is_dir() else Path(run)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SeerError(f"cannot read the run's analysis: {exc}", file=str(path)) from None
    return list((doc.get("complexity") or {}).get("tool_rows") or [])


def _emit(text: str, output: str | None) -> None:
    if output:
        Path(output).write_text(text + "\n", encoding="utf-8")
        return
    try:
        print(text)
    except BrokenPipeError:  # `| head`: the reader has what it wanted
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - keeps the interpreter's final flush quiet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seer.spec", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("diff", help="what changed between two versions of a spec")
    d.add_argument("old")
    d.add_argument("new", nargs="?")
    d.add_argument("--server", help='a suite.servers entry as JSON, re-captured (refresh) as the new spec')
    d.add_argument("--captures", help="folder to keep the fresh capture in (default: a temporary one)")
    d.add_argument("--format", choices=["text", "json"], default="text")
    d.add_argument("-o", "--output")
    lint = sub.add_parser("lint", help="where agents will stumble on a spec")
    lint.add_argument("specs", nargs="+")
    lint.add_argument("--format", choices=["text", "json", "sarif"], default="text")
    lint.add_argument("-o", "--output")
    lint.add_argument("--run", help="a run folder (or its analysis.json): check predicted difficulty against judged TC")
    lint.add_argument("--base", help="SARIF file URIs are relative to this folder (default: the current one)")
    lint.add_argument("--fail-on", choices=["error", "warning", "note", "never"], default="never")
    args = parser.parse_args(argv)
    try:
        return _diff(args) if args.cmd == "diff" else _lint(args)
    except SeerError as exc:
        print(f"seer: error: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code


if __name__ == "__main__":
    sys.exit(main())
