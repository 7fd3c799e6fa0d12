"""The random agent's argument values satisfy the tools' input schemas."""

from __future__ import annotations

import random

import pytest
from jsonschema import validators

from seer.agents.values import random_value
from seer.spec.load import load_spec
from tests.conftest import SHARED_SPECS

TRICKY = {
    "type": "object",
    "properties": {
        "mode": {"enum": ["fast", "slow"]},
        "count": {"type": "integer", "minimum": 5, "maximum": 7},
        "ratio": {"type": "number", "minimum": 0.5, "maximum": 0.6},
        "when": {"type": "string", "format": "date-time"},
        "tags": {"type": "array", "items": {"type": "string", "minLength": 3}, "minItems": 1, "maxItems": 2},
        "target": {"anyOf": [{"type": "null"}, {"type": "object", "properties": {"id": {"type": "string"}},
                                                "required": ["id"]}]},
        "fixed": {"const": 3},
        "code": {"type": "string", "minLength": 6, "maxLength": 8},
        "nested": {"type": "object", "properties": {"deep": {"type": "array", "items": {"type": "boolean"}}},
                   "required": ["deep"]},
    },
    "required": ["mode", "count", "ratio", "when", "tags", "target", "fixed", "code", "nested"],
}


def _valid(schema, value) -> bool:
    return validators.validator_for(schema)(schema).is_valid(value)


def test_tricky_schema_values_are_valid_and_seeded():
    for seed in range(30):
        value = random_value(TRICKY, random.Random(seed))
        assert _valid(TRICKY, value), value
        assert value == random_value(TRICKY, random.Random(seed))


@pytest.mark.skipif(not SHARED_SPECS.is_dir(), reason="../shared/specs is not beside this checkout")
def test_values_are_valid_for_every_tool_of_the_real_specs():
    for path in sorted(SHARED_SPECS.glob("*.json")):
        for tool in load_spec(path).tools:
            for seed in range(3):
                value = random_value(tool.input_schema, random.Random(seed))
                assert _valid(tool.input_schema, value), (path.name, tool.name, value)
