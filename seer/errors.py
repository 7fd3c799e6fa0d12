"""Errors users can act on. Each names the file, the tool (when there is one) and the problem.

The CLI turns a `SeerError` into one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations


class SeerError(Exception):
    """A problem with the user's input or configuration, reported as one line."""

    exit_code = 2

    def __init__(self, problem: str, *, file: str | None = None, tool: str | None = None, hint: str | None = None):
        self.problem = problem
        self.file = file
        self.tool = tool
        self.hint = hint
        super().__init__(self.one_line())

    def one_line(self) -> str:
        where = []
        if self.file:
            where.append(str(self.file))
        if self.tool:
            where.append(f"tool {self.tool!r}")
        head = ": ".join(where)
        text = f"{head}: {self.problem}" if head else self.problem
        if self.hint:
            text += f" ({self.hint})"
        # one line, whatever the spec put in names or messages
        return " ".join(text.split())


class SpecError(SeerError):
    """A spec that cannot be read or used."""


class ConfigError(SeerError):
    """A configuration that cannot run (missing key, unknown engine, ...)."""


class RunAborted(SeerError):
    """The run cannot go on (a model endpoint went away, the user pressed Ctrl-C); what was saved stays."""

    exit_code = 1
