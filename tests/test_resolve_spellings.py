"""The shipped spelling table agrees with what our parser makes of the probes today.

isa_spellings.json is derived by parsing LLVM's probe spellings with `parse.parse_text`; if the
parser's representation drifts (register names, symbol text, operand kinds), keys built now would no
longer match the shipped ones. Rebuild a sample and compare.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis.isa import load_isa, read_json_file
from mcalens.analysis.targets.x86.spellings import (
    build_tables,
    form_at,
    tables_for,
    tables_from_json,
    tables_to_json,
)


@pytest.fixture(scope="module")
def isa():
    return load_isa()


@pytest.fixture(scope="module")
def probes(isa):
    return read_json_file(Path(isa.directory) / "isa_probes.json")["probes"]


def test_sample_rebuild_matches_shipped_table(isa, probes):
    sample = probes[::150]
    rebuilt = build_tables(isa, sample)
    shipped = tables_for(isa)
    assert len(rebuilt.keys) > 1000
    missing = [key for key in rebuilt.keys if key not in shipped.keys]
    assert missing == []
    differ = [
        key
        for key, index in rebuilt.keys.items()
        if form_at(rebuilt.forms, index).opcode != form_at(shipped.forms, shipped.keys[key]).opcode
    ]
    assert len(differ) <= len(rebuilt.keys) // 200, differ[:10]


def test_json_round_trip(isa, probes):
    tables = build_tables(isa, probes[::400])
    again = tables_from_json(tables_to_json(tables, isa), isa)
    assert again.keys == tables.keys
    assert [form_at(again.forms, i) for i in range(len(again.forms))] == tables.forms
