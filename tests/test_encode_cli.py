"""-show-encoding through the CLI: columns, JSON (unchanged, as llvm-mca 19), and the fallback
when an instruction cannot be encoded. Byte-exact reports against llvm-mca-19 are the golden cases
`tests/golden/*/encoding_*`."""

from __future__ import annotations

import pytest
from mcalens.analysis import api
from mcalens.analysis.cli import parse_args, run

SOURCE = "movl (%rdi), %eax\nmfence\njne .L1\n.L1:\n"


def test_option_sets_the_analysis_flag() -> None:
    assert parse_args(["-show-encoding"]).analysis.show_encoding
    assert not parse_args(["-show-encoding=false"]).analysis.show_encoding
    assert not parse_args([]).analysis.show_encoding


def test_text_has_the_size_and_encoding_columns() -> None:
    code, out, err = run(["--llvm-version", "19", "-show-encoding", "--no-banner", "-"], stdin_text=SOURCE)  # 19 relaxes jne
    assert code == 0, err
    assert "[7]: Encoding Size\n" in out
    assert "[1]    [2]    [3]    [4]    [5]    [6]    [7]    Encodings:                    Instructions:\n" in out
    rows = [line for line in out.splitlines() if line.endswith(("%eax", "mfence", ".L1"))]
    # Size, then the bytes padded to 30 columns, then the instruction (jne is relaxed to rel32).
    assert rows[0].endswith("2     8b 07                         movl\t(%rdi), %eax")
    assert rows[1].endswith("3     0f ae f0                      mfence")
    assert rows[2].endswith("6     0f 85 00 00 00 00             jne\t.L1")


def test_without_the_flag_there_are_no_encoding_columns() -> None:
    code, out, _ = run(["--no-banner", "-"], stdin_text=SOURCE)
    assert code == 0
    assert "Encoding" not in out


def test_json_is_unchanged_like_llvm_mca() -> None:
    plain = run(["-json", "-"], stdin_text=SOURCE)
    with_encoding = run(["-json", "-show-encoding", "-"], stdin_text=SOURCE)
    assert with_encoding == plain


def test_unencodable_instruction_is_shown_empty_with_a_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    from mcalens.analysis.targets.x86 import encode as encoder

    real = encoder.encode
    monkeypatch.setattr(encoder, "encode", lambda inst, *a, **k: None if inst.opcode == "MFENCE" else real(inst, *a, **k))
    code, out, err = run(["--llvm-version", "19", "-show-encoding", "--no-banner", "-"], stdin_text=SOURCE)  # 19 relaxes jne
    assert code == 0
    row = next(line for line in out.splitlines() if line.endswith("mfence"))
    assert row.endswith("U      0     " + " " * 30 + "mfence")
    assert "warning: mcalens cannot encode this instruction" in err
    assert "note: instruction: \tmfence" in err
    analysis = api.analyze(SOURCE, options=api.AnalysisOptions(show_encoding=True))
    assert [d.code for d in analysis.diagnostics] == [api.CODE_UNENCODABLE]
