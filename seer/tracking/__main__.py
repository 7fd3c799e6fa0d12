"""`python -m seer.tracking log <run_dir>`: log a finished run folder to MLflow afterwards."""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seer.tracking", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    log = sub.add_parser("log", help="log a finished run folder (reads run_record.json)")
    log.add_argument("run_dirs", nargs="+", metavar="RUN_DIR")
    log.add_argument("--uri", help="tracking URI or SQLite path (default: the run's config; MLFLOW_TRACKING_URI wins)")
    log.add_argument("--experiment", help="MLflow experiment name (default: the run's)")
    log.add_argument("--force", action="store_true", help="log again even if the folder was logged to this store")
    init = sub.add_parser("init", help="create a local store's schema (before parallel jobs start)")
    init.add_argument("uri", nargs="?", default=None)
    args = parser.parse_args(argv)

    from seer.errors import SeerError

    try:
        if args.command == "log":
            from seer.tracking.later import log_later

            for run_dir in args.run_dirs:
                log_later(run_dir, uri=args.uri, experiment=args.experiment, force=args.force)
        else:
            from seer.tracking.store import ensure_store
            from seer.tracking.uri import resolve_uri

            uri = resolve_uri({"backend": "local", "uri": args.uri})
            ensure_store(uri)
            print(f"seer: store ready at {uri}")
    except SeerError as exc:
        print(f"seer: error: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    return 0


if __name__ == "__main__":
    sys.exit(main())
