"""A scenario's SQL database: a few tables with rows in an in-memory SQLite, so a SELECT the
engine writes filters on values that exist and its mock is the real result; an INSERT, UPDATE
or DELETE changes the rows a later SELECT sees; a CREATE TABLE adds a table `describe_table`
then describes. Created lazily: scenarios that never touch SQL pay nothing."""

from __future__ import annotations

import random
import sqlite3
from typing import Any

from seer import kinds
from seer.kinds import sql as S

ROWS = 8
POOL = 48
_POOLS: dict[str, list[list[Any]]] = {}


def _pool(table: str) -> list[list[Any]]:
    """Candidate rows of a table (all columns but id), made once per process from a fixed seed:
    each scenario samples its own rows from them, cheaply and the same way on every run."""
    if table not in _POOLS:
        rng = random.Random(f"seer-sql-pool:{table}")
        cols = S.columns(table)[1:]
        _POOLS[table] = [[SqlWorld._value(table, n, t, samples, rng) for n, t, samples in cols] for _ in range(POOL)]
    return _POOLS[table]


class SqlWorld:
    def __init__(self, rng: random.Random):
        self.db = sqlite3.connect(":memory:")
        self.tables: list[str] = sorted(rng.sample(sorted(S.TABLES), 3))
        for table in self.tables:
            cols = S.columns(table)
            self.db.execute(S.create(table, cols))
            rows = [[i, *row] for i, row in enumerate(rng.sample(_pool(table), ROWS), start=1)]
            self.db.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(cols))})", rows)

    @staticmethod
    def _value(table: str, name: str, sql_type: str, samples: tuple, rng: random.Random) -> Any:
        if samples:
            return rng.choice(samples)
        if name.endswith("_id"):
            return rng.randint(1, ROWS)
        kind = S.COLUMN_KINDS.get(name) or kinds.infer(name, {"type": "number" if sql_type in ("REAL", "INTEGER") else "string"})
        if kind == "salary":
            return float(rng.randrange(42_000, 140_000, 500))
        if kind == "stock":
            return rng.randint(0, 240)
        value = kinds.KINDS[kind].make(rng, "") if kind in kinds.KINDS else rng.randint(1, 100)  # no schema to bend to
        return round(value, 2) if isinstance(value, float) else value

    def columns(self, table: str) -> list[tuple[str, str, tuple]]:
        info = self.db.execute(f"PRAGMA table_info({table})").fetchall()
        rows = self.db.execute(f"SELECT * FROM {table} LIMIT 6").fetchall()
        return [(c[1], c[2], tuple(r[k] for r in rows if r[k] is not None)) for k, c in enumerate(info)]

    def statement(self, kind: str, rng: random.Random, table: str | None = None) -> str:
        table = table if table in self.tables else rng.choice(self.tables)
        cols = self.columns(table)
        if kind == "sql_ddl":
            new = rng.choice([t for t in ("audit_log", "feedback", "invoices", "shipments", "sessions") if t not in self.tables])
            return S.create(new, [("id", "INTEGER", ()), ("created_at", "TEXT", ()), (rng.choice(("amount", "score")), "REAL", ()),
                                  (rng.choice(("note", "status", "label")), "TEXT", ())])
        if kind == "sql_dml":
            if rng.random() < 0.4:
                return S.insert(table, cols, rng)
            return S.update(table, cols, rng, ROWS) if rng.random() < 0.7 else S.delete(table, rng, ROWS)  # rows that exist
        return S.select(table, cols, rng)

    def run(self, query: str) -> dict[str, Any]:
        """The statement's result as the SQLite server reports it: rows for a SELECT, the rows
        changed for DML, a confirmation for DDL; an error message when SQLite refuses it."""
        try:
            cur = self.db.execute(query)
        except sqlite3.Error as exc:
            return {"error": str(exc)}
        if cur.description:
            names = [d[0] for d in cur.description]
            return {"rows": [dict(zip(names, r)) for r in cur.fetchall()]}
        if query.split(None, 1)[0].upper() in ("CREATE", "DROP", "ALTER"):
            self.tables = sorted(r[0] for r in self.db.execute("SELECT name FROM sqlite_master WHERE type='table'"))
            return {"message": "Table created successfully" if query.lstrip().upper().startswith("CREATE") else "Done"}
        return {"affected_rows": cur.rowcount}

    def describe(self, table: str) -> list[dict[str, Any]]:
        return [{"cid": c[0], "name": c[1], "type": c[2], "notnull": c[3], "dflt_value": c[4], "pk": c[5]}
                for c in self.db.execute(f"PRAGMA table_info({table})").fetchall()]
