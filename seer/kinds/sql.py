"""SQL: SELECT queries, DDL and DML over a small table schema, checked with sqlglot.

`select`, `create`, `insert`, `update` and `delete` write statements over any table the caller
names (the symbolic engine's world passes its own tables); `make` without a table uses a
built-in one.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from seer.kinds.base import Kind, is_str, pick, register

# table -> [(column, SQL type, sample values)]
TABLES: dict[str, list[tuple[str, str, tuple]]] = {
    "customers": [("id", "INTEGER", ()), ("name", "TEXT", ()), ("email", "TEXT", ()),
                  ("country", "TEXT", ("PT", "US", "DE", "JP", "BR", "FR")), ("created_at", "TEXT", ())],
    "orders": [("id", "INTEGER", ()), ("customer_id", "INTEGER", ()), ("total", "REAL", ()),
               ("status", "TEXT", ("paid", "shipped", "refunded", "pending")), ("placed_at", "TEXT", ())],
    "products": [("id", "INTEGER", ()), ("sku", "TEXT", ("SKU-1042", "SKU-2210", "SKU-3318", "SKU-0907", "SKU-5521")),
                 ("title", "TEXT", ("Desk lamp", "USB-C cable", "Standing desk", "Noise-cancelling headphones", "Webcam")),
                 ("price", "REAL", ()), ("stock", "INTEGER", ())],
    "employees": [("id", "INTEGER", ()), ("full_name", "TEXT", ()),
                  ("department", "TEXT", ("Sales", "Engineering", "Support", "Finance", "Marketing")), ("salary", "REAL", ()),
                  ("hired_on", "TEXT", ())],
}
# columns without samples: the kind their values have
COLUMN_KINDS = {"name": "person", "full_name": "person", "email": "email", "created_at": "date", "placed_at": "date",
                "hired_on": "date", "total": "amount", "price": "amount", "salary": "salary", "stock": "stock"}


def columns(table: str) -> list[tuple[str, str, tuple]]:
    return TABLES.get(table) or [("id", "INTEGER", ()), ("name", "TEXT", ("alpha", "beta")), ("created_at", "TEXT", ("2025-05-01",))]


def _literal(col: tuple[str, str, tuple], rng: random.Random) -> str:
    name, sql_type, samples = col
    if samples:
        v = pick(rng, samples)
        return "'" + v.replace("'", "''") + "'" if isinstance(v, str) else str(v)
    return str(rng.randint(1, 500)) if sql_type == "INTEGER" else "'x'"


def select(table: str, cols: list[tuple[str, str, tuple]], rng: random.Random) -> str:
    shown = [c[0] for c in cols[: rng.randint(2, min(4, len(cols)))]]
    filt = [c for c in cols[1:] if c[2]]
    where = ""
    if filt and rng.random() < 0.7:
        col = pick(rng, filt)
        op = ">" if col[1] in ("REAL", "INTEGER") and not isinstance(col[2][0], str) else "="
        where = f" WHERE {col[0]} {op} {_literal(col, rng)}"
    order = f" ORDER BY {pick(rng, shown)}" + (" DESC" if rng.random() < 0.5 else "") if rng.random() < 0.6 else ""
    cats = [c for c in filt if c[1] == "TEXT" and len(set(c[2])) < len(c[2])]  # a column with repeats
    if rng.random() < 0.2 and cats:
        group = pick(rng, cats)[0]
        return f"SELECT {group}, COUNT(*) AS n FROM {table} GROUP BY {group} ORDER BY n DESC"
    return f"SELECT {', '.join(shown)} FROM {table}{where}{order} LIMIT {pick(rng, (5, 10, 20, 50))}"


def create(table: str, cols: list[tuple[str, str, tuple]]) -> str:
    body = ", ".join(f"{n} {t}{' PRIMARY KEY' if n == 'id' else ''}" for n, t, _ in cols)
    return f"CREATE TABLE {table} ({body})"


def insert(table: str, cols: list[tuple[str, str, tuple]], rng: random.Random) -> str:
    kept = [c for c in cols if c[0] != "id"]
    return f"INSERT INTO {table} ({', '.join(c[0] for c in kept)}) VALUES ({', '.join(_literal(c, rng) for c in kept)})"


def update(table: str, cols: list[tuple[str, str, tuple]], rng: random.Random, max_id: int = 400) -> str:
    col = pick(rng, [c for c in cols if c[0] != "id"] or cols)
    return f"UPDATE {table} SET {col[0]} = {_literal(col, rng)} WHERE id = {rng.randint(1, max_id)}"


def delete(table: str, rng: random.Random, max_id: int = 400) -> str:
    return f"DELETE FROM {table} WHERE id = {rng.randint(1, max_id)}"


@lru_cache(maxsize=4096)
def statement_type(sql: str) -> str | None:
    """"select", "ddl", "dml" or None (not one SQL statement sqlglot can parse)."""
    import logging

    import sqlglot
    from sqlglot import exp

    # a text that is no SQL ('Drop shadow') is an answer here, not a warning for the user's terminal
    logging.getLogger("sqlglot").setLevel(logging.ERROR)
    try:
        tree = sqlglot.parse_one(sql)
    except Exception:  # noqa: BLE001 - any parse error: not SQL
        return None
    if isinstance(tree, (exp.Select, exp.Union, exp.Intersect, exp.Except)) or (
            isinstance(tree, exp.With) or tree.find(exp.Select) is tree):
        return "select"
    if isinstance(tree, (exp.Create, exp.Drop, exp.Alter)) or type(tree).__name__ in ("AlterTable", "TruncateTable"):
        return "ddl"
    if isinstance(tree, (exp.Insert, exp.Update, exp.Delete, exp.Merge)):
        return "dml"
    return None


class _Sql(Kind):
    types = ("string",)
    well_known = True
    accepts: tuple[str, ...] = ("select", "ddl", "dml")

    def check(self, value: Any) -> bool:
        return is_str(value) and len(value) < 20_000 and statement_type(value.strip().rstrip(";")) in self.accepts


@register
class SqlSelect(_Sql):
    """Any SQL statement a query tool would take; a SELECT by default."""
    name = "sql"

    def make(self, rng: random.Random, hint: str = "") -> str:
        table = pick(rng, sorted(TABLES))
        return select(table, columns(table), rng)


@register
class SqlDdl(_Sql):
    name = "sql_ddl"
    accepts = ("ddl",)

    def make(self, rng: random.Random, hint: str = "") -> str:
        table = pick(rng, ("audit_log", "feedback", "invoices", "shipments", "sessions"))
        cols = [("id", "INTEGER", ()), ("created_at", "TEXT", ()), (pick(rng, ("amount", "score", "weight")), "REAL", ()),
                (pick(rng, ("note", "status", "label")), "TEXT", ())]
        return create(table, cols)


@register
class SqlDml(_Sql):
    name = "sql_dml"
    accepts = ("dml",)

    def make(self, rng: random.Random, hint: str = "") -> str:
        table = pick(rng, sorted(TABLES))
        cols = columns(table)
        return pick(rng, (insert, update))(table, cols, rng) if rng.random() < 0.8 else delete(table, rng)


@register
class TableName(Kind):
    name = "table_name"

    def make(self, rng: random.Random, hint: str = "") -> str:
        return pick(rng, sorted(TABLES))

    def check(self, value: Any) -> bool:
        return is_str(value) and value.replace("_", "").replace(".", "").isalnum()
