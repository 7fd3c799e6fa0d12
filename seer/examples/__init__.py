"""The project's own small example specs, shipped in the package.

`pkg://seer.examples/specs` in `suite.paths` names the folder `specs/` here (resolved with
importlib.resources), so the default `python -m seer` run works on a fresh install.
"""
