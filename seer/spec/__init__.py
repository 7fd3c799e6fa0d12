"""Spec ingestion: files, folders, suites and live MCP servers, and schema complexity."""

from seer.spec.complexity import SpecComplexity, ToolComplexity, spec_complexity, tool_complexity
from seer.spec.load import iter_spec_paths, load_spec, spec_files
from seer.spec.model import Spec, Tool
from seer.spec.suite import SuiteResult, load_suite

__all__ = ["Spec", "Tool", "load_spec", "load_suite", "SuiteResult", "spec_files", "iter_spec_paths", "spec_complexity",
           "tool_complexity", "SpecComplexity", "ToolComplexity"]
