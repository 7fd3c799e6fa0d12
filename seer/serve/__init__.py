"""Serve a harness's mocks as an MCP server (`python -m seer.serve`); imports `mcp` only when built."""
