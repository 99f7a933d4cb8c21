"""The compiled ISA / resolver-table cache: same results as parsing the shipped JSON, and any cache
trouble (corrupt entry, unwritable directory) falls back to the normal load silently."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcalens.analysis import isa as isa_mod
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.syntax import Instruction
from mcalens.analysis.targets.x86 import spellings
from mcalens.analysis.targets.x86.resolve import resolve

SOURCE = """\
vmovups (%rdi,%rax,4), %ymm0
vfmadd231ps (%rsi,%rax,4), %ymm0, %ymm1
addq $8, %rax
cmpq %rdx, %rax
jne .L1
lock addl $1, (%rbx)
vaddps %zmm1, %zmm2, %zmm3 {%k1} {z}
shll %cl, %eax
notanop %eax
.intel_syntax noprefix
mov eax, dword ptr [rbx + 8]
push [rbx]
"""


def _fresh(monkeypatch: pytest.MonkeyPatch) -> isa_mod.Isa:
    """load_isa() as a new process would run it (no in-process memo)."""
    monkeypatch.setattr(isa_mod, "_LOADED", {})
    return isa_mod.load_isa()


def _uncached(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> tuple[isa_mod.Isa, object]:
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(tmp_path / "reference"))
    isa = _fresh(monkeypatch)
    return isa, spellings.tables_for(isa)


def _resolved(isa: isa_mod.Isa) -> list[object]:
    instrs = [s for s in parse_text(SOURCE).statements if isinstance(s, Instruction)]
    assert len(instrs) >= 10
    return [(mc, [(d.code, d.message) for d in diags]) for mc, diags in (resolve(i, isa) for i in instrs)]


def _assert_same(a: isa_mod.Isa, b: isa_mod.Isa) -> None:
    assert a is not b
    assert a.target == b.target
    assert a.opcodes == b.opcodes
    assert list(a.opcodes) == list(b.opcodes)
    assert a.registers == b.registers
    assert list(a.registers) == list(b.registers)
    assert a.register_classes == b.register_classes
    assert a.opcode_order == b.opcode_order
    assert a.print_data == b.print_data
    assert a.flag_prefixes == b.flag_prefixes
    assert a.source == b.source
    assert a.directory == b.directory


def _entries(directory: Path, prefix: str) -> list[Path]:
    return sorted(directory.glob(f"{prefix}-*.records"))


def test_cached_load_equals_uncached(monkeypatch, tmp_path):
    reference, reference_tables = _uncached(monkeypatch, tmp_path)
    expected = _resolved(reference)
    cache = tmp_path / "cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(cache))
    cold = _fresh(monkeypatch)  # parses the JSON and writes the entries
    assert _entries(cache, "isa") and _entries(cache, "spellings") == []
    cold_tables = spellings.tables_for(cold)
    assert len(_entries(cache, "spellings")) == 1
    warm = _fresh(monkeypatch)  # from the cache
    _assert_same(reference, warm)
    _assert_same(cold, warm)
    assert warm.cache == {}
    warm_tables = spellings.tables_for(warm)
    for tables in (cold_tables, warm_tables):
        assert tables.keys == reference_tables.keys
        assert tables.mnemonics == reference_tables.mnemonics
        assert tables.asm_to_llvm == reference_tables.asm_to_llvm
        assert len(tables.forms) == len(reference_tables.forms)
    assert _resolved(warm) == expected
    assert _resolved(cold) == expected
    first = range(50)
    decoded = [spellings.form_at(warm_tables.forms, i) for i in first]
    assert decoded == [spellings.form_at(reference_tables.forms, i) for i in first]


def test_cache_hit_decodes_opcodes_on_demand(monkeypatch, tmp_path):
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(tmp_path))
    cold = _fresh(monkeypatch)
    spellings.tables_for(cold)  # writes the spelling tables' entry
    warm = _fresh(monkeypatch)
    assert isinstance(warm.opcodes, isa_mod.PackedTable)
    assert warm.opcodes._built == {}  # nothing decoded by loading
    add = warm.opcodes["ADD32rr"]
    assert add == cold.opcodes["ADD32rr"]
    assert warm.opcodes.get("ADD32rr") is add  # decoded once, then shared
    assert list(warm.opcodes._built) == ["ADD32rr"]
    assert "SUB32rr" in warm.opcodes and "NOT_AN_OPCODE" not in warm.opcodes
    assert warm.opcodes.get("NOT_AN_OPCODE") is None
    with pytest.raises(KeyError):
        warm.opcodes["NOT_AN_OPCODE"]
    with pytest.raises(AttributeError):
        add.name = "X"  # still frozen
    assert warm.print_data.get("ADD32rr") == cold.print_data.get("ADD32rr")
    tables = spellings.tables_for(warm)
    assert tables.forms._decoded == {} and tables.keys._keys == {}  # nothing decoded by loading


@pytest.mark.parametrize("garbage", [b"", b"not a pickle", b"\x80\x05\x95truncated", b"MCLREC01" + bytes(40)])
def test_corrupt_entries_are_ignored_and_rewritten(monkeypatch, tmp_path, garbage):
    reference, _ = _uncached(monkeypatch, tmp_path)
    expected = _resolved(reference)
    cache = tmp_path / "cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(cache))
    spellings.tables_for(_fresh(monkeypatch))
    paths = _entries(cache, "isa") + _entries(cache, "spellings")
    assert len(paths) == 2
    for path in paths:
        path.write_bytes(garbage)
    isa = _fresh(monkeypatch)
    _assert_same(reference, isa)
    assert _resolved(isa) == expected
    for path in paths:
        assert path.stat().st_size > 1000  # rewritten by the fallback load


def test_wrong_payload_is_a_miss(monkeypatch, tmp_path):
    from mcalens.analysis.cache import record_file

    reference, _ = _uncached(monkeypatch, tmp_path)
    cache = tmp_path / "cache"
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(cache))
    _fresh(monkeypatch)
    [path] = _entries(cache, "isa")
    path.write_bytes(record_file.build({"not": "an isa"}, {"other": {"a": b"b"}}, {}))
    _assert_same(reference, _fresh(monkeypatch))
    truncated = record_file.build({}, {}, {})
    path.write_bytes(path.read_bytes()[:-1] if path.stat().st_size > len(truncated) else truncated[:-1])
    _assert_same(reference, _fresh(monkeypatch))


def test_unwritable_cache_dir_still_loads(monkeypatch, tmp_path):
    reference, _ = _uncached(monkeypatch, tmp_path)
    expected = _resolved(reference)
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache directory should be")
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(blocker / "sub"))
    isa = _fresh(monkeypatch)
    _assert_same(reference, isa)
    assert _resolved(isa) == expected
    assert blocker.is_file()


def test_copy_in_another_directory_loads_the_same(monkeypatch, tmp_path):
    """The key is the file's identity (store.file_identity): a copy elsewhere gets its own
    entry, with its own directory recorded (matching probes are looked up beside it)."""
    import shutil

    source = isa_mod.model_directory("x86-64")
    copy = tmp_path / "model"
    copy.mkdir()
    shutil.copy(source / "isa.json.gz", copy / "isa.json.gz")
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(isa_mod, "_LOADED", {})
    shipped = isa_mod.load_isa()
    copied = isa_mod.load_isa(directory=copy)
    assert copied.directory == str(copy) and shipped.directory == str(source)
    assert copied.opcodes == shipped.opcodes
    assert len(_entries(tmp_path / "cache", "isa")) == 2
    monkeypatch.setattr(isa_mod, "_LOADED", {})
    assert isa_mod.load_isa(directory=copy).opcodes == shipped.opcodes  # from its entry
    assert len(_entries(tmp_path / "cache", "isa")) == 2


def test_edited_file_misses(monkeypatch, tmp_path):
    """Writing the ISA file (new content, or the same bytes again) changes its identity: a new entry."""
    import shutil

    source = isa_mod.model_directory("x86-64")
    copy = tmp_path / "model"
    copy.mkdir()
    shutil.copy(source / "isa.json.gz", copy / "isa.json.gz")
    monkeypatch.setenv("MCALENS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(isa_mod, "_LOADED", {})
    first = isa_mod.load_isa(directory=copy)
    (copy / "isa.json.gz").write_bytes((source / "isa.json.gz").read_bytes())
    monkeypatch.setattr(isa_mod, "_LOADED", {})
    second = isa_mod.load_isa(directory=copy)
    assert len(_entries(tmp_path / "cache", "isa")) == 2
    assert second.opcodes == first.opcodes
