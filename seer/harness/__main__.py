"""`python -m seer.harness schema [harness|judgment]`: print the JSON Schema of seer's records."""

from __future__ import annotations

import argparse
import json
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seer.harness", description=__doc__)
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("schema", help="print the JSON Schema of a record type")
    p.add_argument("what", nargs="?", default="harness", choices=["harness", "judgment", "discard"])
    args = parser.parse_args(argv)
    if args.what == "harness":
        from seer.harness.model import Scenario as model
    elif args.what == "discard":
        from seer.harness.model import Discard as model
    else:
        from seer.judge.model import Judgment as model
    json.dump(model.model_json_schema(), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
