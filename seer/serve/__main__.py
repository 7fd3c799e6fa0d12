"""`python -m seer.serve <harness> [--scenario ID] [--spec NAME] [--transport stdio|http] [--port N]`

Serves the spec's tools over stdio (default) or streamable HTTP (http://HOST:PORT/mcp) and answers
tools/call from the harness's mock outputs. `--calls FILE` appends every call and its answer as
JSON lines, so an external agent's calls can be inspected or scored afterwards.
"""

from __future__ import annotations

import argparse
import sys

from seer.errors import SeerError


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m seer.serve", description="Serve a harness's mocks over MCP.")
    p.add_argument("harness", help="harness.jsonl (the specs come from its run folder's specs/ or --suite)")
    p.add_argument("--scenario", help="serve this scenario's mocks (each expected call answered once)")
    p.add_argument("--spec", help="which spec to serve when the harness has several and no --scenario")
    p.add_argument("--suite", action="append", default=[], help="spec file or folder (repeatable)")
    p.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8765)
    p.add_argument("--calls", help="append each call and its answer to this JSONL file")
    return p.parse_args(argv)


def prepare(args: argparse.Namespace):
    from seer.agents.evaluate import load_harness
    from seer.agents.specs import resolve_specs
    from seer.serve.mock_server import build_server, mock_book

    scenarios = load_harness(args.harness)
    if args.scenario is not None:
        chosen = [s for s in scenarios if s.id == args.scenario]
        if not chosen:
            raise SeerError(f"no scenario with id {args.scenario!r}", file=args.harness)
        name = chosen[0].spec
    else:
        names = sorted({s.spec for s in scenarios})
        if args.spec is None and len(names) > 1:
            raise SeerError(f"the harness has {len(names)} specs ({', '.join(names)}): choose one with --spec",
                            file=args.harness)
        name = args.spec or names[0]
        if name not in names:
            raise SeerError(f"no spec named {name!r} in this harness (has {', '.join(names)})", file=args.harness)
    wanted = [s for s in scenarios if s.spec == name]
    spec = resolve_specs(args.harness, wanted, args.suite)[name]
    on_call = _call_log(args.calls) if args.calls else None
    return build_server(spec, mock_book(spec, wanted, args.scenario), on_call=on_call)


def _call_log(path: str):
    from seer.harness.io import JsonlWriter

    writer = JsonlWriter(path)

    def log(call, result) -> None:
        writer.write({"call": call.model_dump(mode="json"), "result": result.model_dump(mode="json")})

    return log


async def serve_stdio(server) -> None:
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


def serve_http(server, host: str, port: int) -> None:
    import uvicorn

    app = server.streamable_http_app(host=host)
    uvicorn.run(app, host=host, port=port, log_level="warning")


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    try:
        server = prepare(args)
    except SeerError as exc:
        print(f"seer: error: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    if args.transport == "http":
        print(f"seer.serve: MCP over streamable HTTP at http://{args.host}:{args.port}/mcp", file=sys.stderr)
        serve_http(server, args.host, args.port)
    else:
        import anyio

        anyio.run(serve_stdio, server)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
