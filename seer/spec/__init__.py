"""Spec ingestion: files, folders, suites, live MCP servers and OpenAPI documents; complexity, diff and lint."""

from seer.spec.complexity import SpecComplexity, ToolComplexity, spec_complexity, tool_complexity
from seer.spec.diff import SpecDiff, diff_specs
from seer.spec.lint import LintReport, lint_spec
from seer.spec.load import iter_spec_paths, load_spec, spec_files
from seer.spec.model import Spec, Tool
from seer.spec.suite import SuiteResult, load_suite

__all__ = ["Spec", "Tool", "load_spec", "load_suite", "SuiteResult", "spec_files", "iter_spec_paths", "spec_complexity",
           "tool_complexity", "SpecComplexity", "ToolComplexity", "diff_specs", "SpecDiff", "lint_spec", "LintReport"]
