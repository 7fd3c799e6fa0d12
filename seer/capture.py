"""`python -m seer.capture`: save a live MCP server's `tools/list` as a spec file seer reads.

    python -m seer.capture stdio -o out.json -- npx -y @modelcontextprotocol/server-everything
    python -m seer.capture stdio -- python my_server.py -o out.json      (a trailing -o is seer's)
    python -m seer.capture http http://127.0.0.1:8000/mcp -o out.json --header-env Authorization=MY_TOKEN

Options go before `--`; after it comes the server's command line. As a convenience, a final
`-o FILE` after the command is taken as seer's when `-o` was not given before `--` (give it
before `--` to pass `-o` to the server itself). Errors are one line, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from seer.errors import SeerError


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m seer.capture", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="transport", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("-o", "--output", help="file to write (default: print the JSON)")
    common.add_argument("--name", default="server", help="spec name (default: the server's own name)")
    common.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for the server (default 30)")
    stdio = sub.add_parser("stdio", parents=[common], help="launch a server command and talk over stdin/stdout")
    stdio.add_argument("--env-var", action="append", default=[], metavar="NAME",
                       help="pass this environment variable through to the server (repeatable)")
    stdio.add_argument("command", nargs=argparse.REMAINDER, help="-- the server's command and args")
    http = sub.add_parser("http", parents=[common], help="connect to a streamable HTTP endpoint")
    http.add_argument("url")
    http.add_argument("--header-env", action="append", default=[], metavar="HEADER=ENV_VAR",
                      help="send HEADER with the value of ENV_VAR (repeatable; the value is never saved)")
    return p


def _server_config(args: argparse.Namespace) -> dict:
    if args.transport == "stdio":
        command = list(args.command)
        if command and command[0] == "--":
            command = command[1:]
        if args.output is None and len(command) >= 3 and command[-2] in ("-o", "--output"):
            args.output = command[-1]
            command = command[:-2]
        if not command:
            raise SeerError("no server command given", hint="python -m seer.capture stdio -o out.json -- CMD ARGS...")
        return {"name": args.name, "command": command[0], "args": command[1:], "env_vars": args.env_var,
                "timeout_s": args.timeout}
    headers = {}
    for item in args.header_env:
        header, sep, var = item.partition("=")
        if not sep or not header.strip() or not var.strip():
            raise SeerError(f"--header-env wants HEADER=ENV_VAR, got {item!r}")
        headers[header.strip()] = var.strip()
    return {"name": args.name, "url": args.url, "header_env": headers, "timeout_s": args.timeout}


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from seer.spec.capture import ServerTarget, capture_to_file, capture_tools, print_summary
    from seer.spec.load import load_spec

    try:
        target = ServerTarget.from_config(_server_config(args))
        if args.output is None:
            print(json.dumps(capture_tools(target), ensure_ascii=False, indent=1))
            return 0
        out = Path(args.output)
        doc = capture_to_file(target, out)
        load_spec(out)  # what was saved must load: fail now, not at the first run
        print_summary(doc, out, stream=sys.stderr)
        return 0
    except SeerError as exc:
        print(f"seer.capture: error: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code


if __name__ == "__main__":
    sys.exit(main())
