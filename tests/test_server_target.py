"""The editor's target per file (issue 15): detection (analysis/editor/targets.py), the triple and CPU the
server hands the core, and what a user sees on an AArch64 file (one clear diagnostic while the core
does not analyse AArch64; its regions once it does)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from mcalens.analysis import api, editor
from mcalens.analysis.editor.targets import AARCH64, ARM, RISCV, X86_64, detect_target
from mcalens.server.config import apply_directive, parse_settings
from pytest_lsp import ClientServerConfig, LanguageClient

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "editors" / "data"
A64_GCC = DATA / "dot-aarch64-gcc.s"
X86_GCC = DATA / "dot-gcc.s"
GOLDEN_A64 = REPO / "tests" / "golden_aarch64"
TIMEOUT = 60.0

A64_LOOP = "loop:\n\tldr x1, [x0], #8\n\tadd x2, x2, x1\n\tsubs x3, x3, #1\n\tb.ne loop\n"


def detect(text: str, setting: str = "auto") -> Any:
    lines = editor.split_lines(text)
    directive, line = editor.parse_directive(lines)
    return detect_target(lines, setting, directive, line, editor.targets._cpu_targets())


def without_directives(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if ".arch" not in line and ".cpu" not in line)


def core_analyses_aarch64() -> bool:
    """Whether the analysis core answers for AArch64 yet (the other engineers' issue-15 work)."""
    options = api.AnalysisOptions(triple="aarch64-unknown-linux-gnu")
    return not api.analyze("add x0, x1, x2\n", cpu="neoverse-n1", options=options).failed


# ---------------------------------------------------------------------------------------------
# Detection


def test_directive_comment_setting_and_assembler_directives_in_that_order() -> None:
    x86 = X86_GCC.read_text()
    assert detect("// mcalens: target=aarch64\n" + x86).target == AARCH64
    assert detect("# mcalens: target=arm64\n" + x86).target == AARCH64
    a64 = A64_GCC.read_text()
    assert detect("// mcalens: target=x86-64\n" + a64).target == X86_64
    # The setting overrides directives and content, the file's comment overrides the setting.
    assert detect(a64, setting="x86-64").target == X86_64
    assert detect(x86, setting="aarch64").target == AARCH64
    assert detect("# mcalens: target=x86_64\n" + x86, setting="aarch64").target == X86_64
    choice = detect(a64)
    assert (choice.target, choice.line) == (AARCH64, 1) and "`.arch armv8-a`" in choice.reason
    assert detect("\t.arch_extension sve\n\tnop\n").target == AARCH64
    assert detect("\t.cpu cortex-a72\n\tnop\n").target == AARCH64
    assert detect("\t.arch i686\n\tnop\n").target == X86_64  # gas x86 also has .arch
    assert detect("\t.intel_syntax noprefix\n\tmov rax, rbx\n").target == X86_64
    # A CPU only one target has implies the target.
    assert detect("// mcalens: mcpu=neoverse-v2\n\tnop\n").target == AARCH64
    assert detect("# mcalens: mcpu=znver4\n" + A64_LOOP).target == X86_64


def test_other_targets_are_named() -> None:
    assert detect("\t.syntax unified\n\t.arch armv7-a\n\t.thumb\n\tadds r0, r0, #1\n").target == ARM
    assert detect("loop:\n\taddi a0, a0, 1\n\tbne a0, a1, loop\n").target == RISCV
    assert detect("\t.option norvc\n\tnop\n").target == RISCV


def test_content_heuristic_on_compiler_output() -> None:
    """gcc and clang AArch64 output (the acceptance goldens) without any .arch line is AArch64;
    every x86 file of the repository (examples, goldens, corpus) stays x86-64."""
    a64_files = sorted(GOLDEN_A64.glob("*/*.s"))
    assert len(a64_files) > 100
    for path in [A64_GCC, *a64_files]:
        choice = detect(without_directives(path.read_text()))
        assert choice.target == AARCH64 and "its instructions" in choice.reason, path
    a64_dirs = (GOLDEN_A64, REPO / "tests" / "golden" / "aarch64_target", REPO / "tests" / "data" / "llvm22" / "aarch64",
                REPO / "tests" / "data" / "instruments" / "aarch64",
                *(REPO / "tests" / "golden22" / cpu for cpu in ("neoverse-v3", "neoverse-n3", "cortex-x4")))
    riscv_dirs = (REPO / "tests" / "golden_riscv", REPO / "tests" / "data" / "llvm22" / "riscv")
    x86_files = [p for p in (REPO / "tests").glob("**/*.s")
                 if not any(d in p.parents for d in (*a64_dirs, *riscv_dirs)) and p != A64_GCC
                 and p.name not in ("rvv-kernels.s", "thumb2-loops.s")]  # the e2e's RISC-V and Thumb files
    x86_files += sorted((REPO / "examples").glob("*.s"))
    assert len(x86_files) > 50
    for path in x86_files:
        assert detect(path.read_text(errors="replace")).target == X86_64, path
    assert detect(A64_LOOP).target == AARCH64
    # SVE mnemonics that look like x86 ones (decb, incd) and AArch64's bl/sp are not x86 evidence.
    assert detect("\tdecb x0\n\tincd x1\n\twhilelo p0.d, x0, x1\n").target == AARCH64
    assert detect("\tstp x29, x30, [sp, -32]!\n\tmov x29, sp\n\tbl foo\n\tret\n").target == AARCH64
    assert detect("\tret\n\tret\n\tret\n").target == X86_64
    assert detect("").target == X86_64 and detect("\tnop\n\tret\n").target == X86_64


def test_directive_target_values_are_checked() -> None:
    settings, _ = parse_settings({})
    assert apply_directive(settings, {"target": "aarch64"})[1] == []
    assert apply_directive(settings, {"target": "aarch64-unknown-linux-gnu"})[1] == []
    assert apply_directive(settings, {"target": "riscv64"})[1] == []
    errors = apply_directive(settings, {"target": "mips64"})[1]
    assert errors and "mips64" in errors[0]
    settings, errors = parse_settings({"target": "mips"})
    assert settings.target == "auto" and "mcalens.target" in errors[0]
    settings, errors = parse_settings({"target": "aarch64", "aarch64": {"cpu": "neoverse-v2"}})
    assert (settings.target, settings.aarch64_cpu, errors) == ("aarch64", "neoverse-v2", [])


# ---------------------------------------------------------------------------------------------
# What the bridge hands the core, and what it makes of the answer


def test_the_triple_reaches_the_core(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    real = api.analyze

    def spy(text: str, cpu: str = "", options: api.AnalysisOptions | None = None) -> api.Analysis:
        seen.append(options.triple if options is not None else "")
        return real(text, cpu=cpu, options=options)

    monkeypatch.setattr(api, "analyze", spy)
    options = editor.AnalysisOptions(cpu="neoverse-n1", triple="aarch64-unknown-linux-gnu")
    editor.static_region("add x0, x1, x2\n", options)
    editor.static_region("nop\n", editor.AnalysisOptions())
    assert seen == ["aarch64-unknown-linux-gnu", api.DEFAULT_TRIPLE]
    # The static pass keeps the triple: a static result is never shared across targets.
    assert editor.static_options(options).triple == options.triple


def test_aarch64_file_is_one_clear_diagnostic_or_real_regions() -> None:
    structure = editor.parse_structure(A64_GCC.read_text())
    # No CPU named: the AArch64 target's default, the CLI's without -mcpu (llvm-mca's `generic`).
    assert structure.target.target == AARCH64 and structure.target_cpu == "generic"
    codes = [d.code for d in structure.diagnostics]
    assert not any(c.startswith("MCL1") or c.startswith("MCL3") for c in codes)  # no x86 errors
    if core_analyses_aarch64():
        assert structure.regions and editor.TARGET_UNAVAILABLE not in codes
        assert all(r.instructions for r in structure.regions)
        return
    assert codes == [editor.TARGET_UNAVAILABLE] and not structure.regions and not structure.instructions
    message = structure.diagnostics[0].message
    assert "AArch64 assembly" in message and "`.arch armv8-a`" in message
    assert "aarch64-unknown-linux-gnu" in message and "generic" in message
    # The core's own answer, verbatim.
    answer = api.analyze("add x0, x1, x2\n", cpu="neoverse-n1",
                         options=api.AnalysisOptions(triple="aarch64-unknown-linux-gnu", instruction_tables=True))
    first = next(m for m in answer.messages if m.strip()).removeprefix("error: ").rstrip(".")
    assert f'"{first}"' in message
    assert structure.diagnostics[0].span.line == 1  # on the .arch line


def test_cpu_lists_per_target() -> None:
    a64 = dict(editor.target_cpus(AARCH64))
    x86 = dict(editor.target_cpus(X86_64))
    assert {"neoverse-n1", "neoverse-v2", "cortex-a55", "apple-m1", "a64fx", "ampere1"} <= a64.keys()
    assert a64["apple-m1"] == "cyclone" and a64["carmel"] == ""  # carmel: no scheduling model in LLVM
    assert "skylake" in x86 and "skylake" not in a64 and "neoverse-n1" not in x86
    assert editor.known_cpu("neoverse-v2", target=AARCH64) and not editor.known_cpu("skylake", target=AARCH64)
    assert editor.cpu_target("neoverse-v2") == AARCH64 and editor.cpu_target("znver4") == X86_64


def test_aarch64_calls_and_branches_are_one_coverage_note() -> None:
    # Calls and branches as LLVM describes them (isCall), for the target's branch mnemonics: `bl` is
    # a call, `cbz` a branch, `bic` (a b... mnemonic) neither, the closing `b.ne` the loop itself.
    text = "// mcalens: target=aarch64\nloop:\n bl foo\n cbz x0, out\n add x1, x1, #1\n bic x2, x2, x3\n b.ne loop\nout:\n ret\n"
    structure = editor.parse_structure(text)
    assert [r.kind for r in structure.regions] == ["loop"]
    assert [i.flow for i in structure.regions[0].instructions] == ["call", "branch", "", "", "branch"]
    found = [(d.code, d.span.line, [r.span.line for r in d.related]) for d in structure.diagnostics
             if d.code.startswith("MCL51")]
    assert found == [(editor.BRANCH_IN_LOOP, 2, [2, 3])]  # on the header: the first instruction


# ---------------------------------------------------------------------------------------------
# The server on an AArch64 file (a real `mcalens serve` over stdio)


@pytest_lsp.fixture(config=ClientServerConfig(
    server_command=[sys.executable, "-m", "mcalens", "serve", "--debounce-ms", "20"]))
async def client(lsp_client: LanguageClient):
    lsp_client.set_configuration({"mcalens": {"cpu": "skylake"}})
    lsp_client.analysed = []  # type: ignore[attr-defined]

    @lsp_client.feature("mcalens/analysed")
    def on_analysed(client: LanguageClient, params: Any) -> None:
        client.analysed.append(_plain(params))  # type: ignore[attr-defined]

    for method in (types.WORKSPACE_INLAY_HINT_REFRESH, types.WORKSPACE_CODE_LENS_REFRESH):
        lsp_client.feature(method)(lambda client, params: None)
    capabilities = types.ClientCapabilities(workspace=types.WorkspaceClientCapabilities(configuration=True))
    await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities))
    yield
    await lsp_client.shutdown_session()


def _plain(value: Any) -> Any:
    if hasattr(value, "_asdict"):
        return {k: _plain(v) for k, v in value._asdict().items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


async def _full(client: LanguageClient, uri: str, version: int, cpu: str | None = None) -> dict[str, Any]:
    async def seen() -> dict[str, Any]:
        while True:
            for item in client.analysed:  # type: ignore[attr-defined]
                if item["uri"] == uri and item["version"] == version and item["phase"] == "full" and (
                        cpu is None or item["cpu"] == cpu):
                    return item
            await asyncio.sleep(0.02)

    return await asyncio.wait_for(seen(), TIMEOUT)


def _open(client: LanguageClient, uri: str, text: str, language: str = "asm", version: int = 1) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id=language, version=version, text=text)))


@pytest.mark.asyncio
async def test_server_on_an_aarch64_file(client: LanguageClient, tmp_path: Path) -> None:
    text = A64_GCC.read_text()
    uri = (tmp_path / "dot.S").as_uri()
    _open(client, uri, text, language="arm64")
    done = await _full(client, uri, 1)
    assert (done["target"], done["cpu"]) == (AARCH64, "generic")  # mcalens.cpu=skylake is x86's
    await asyncio.sleep(0.1)
    diagnostics = client.diagnostics[uri]
    lines = len(text.splitlines())
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=lines, character=0))))
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    if core_analyses_aarch64():
        assert done["regions"] >= 2 and lenses
        assert all("generic (cortex-a510 model, AArch64 default)" in lens.command.title for lens in lenses)
        assert not any(str(d.code).startswith("MCL1") for d in diagnostics)
    else:
        # ONE diagnostic, naming the target and the core's answer; no x86 errors, no hints, no lens.
        assert [d.code for d in diagnostics] == [editor.TARGET_UNAVAILABLE]
        assert "AArch64 assembly" in diagnostics[0].message and "generic" in diagnostics[0].message
        assert diagnostics[0].range.start.line == 1
        assert not hints and not lenses

    # The CPU picker lists the file's target's CPUs; Select CPU takes only those.
    cpus = {c["cpu"] for c in _plain(await client.protocol.send_request_async("mcalens/listCpus", {"uri": uri}))}
    assert {"neoverse-n1", "neoverse-v2", "cortex-a55"} <= cpus and "skylake" not in cpus
    x86_cpus = {c["cpu"] for c in _plain(await client.protocol.send_request_async("mcalens/listCpus", None))}
    assert "skylake" in x86_cpus and "neoverse-n1" not in x86_cpus
    bad = _plain(await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.setCpu", arguments=[uri, "skylake"])))
    assert "unknown CPU 'skylake' for AArch64 files" in bad["error"]
    good = _plain(await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="mcalens.setCpu", arguments=[uri, "neoverse-v2"])))
    assert good["cpu"] == "neoverse-v2"
    assert (await _full(client, uri, 1, cpu="neoverse-v2"))["target"] == AARCH64

    # The same file declared x86-64 by a comment is parsed as x86: x86 errors, the x86 CPU.
    uri2 = (tmp_path / "declared.s").as_uri()
    _open(client, uri2, "# mcalens: target=x86-64\n" + text)
    done = await _full(client, uri2, 1)
    assert (done["target"], done["cpu"]) == (X86_64, "skylake")
    await asyncio.sleep(0.1)
    assert any(str(d.code).startswith("MCL1") or str(d.code).startswith("MCL3")
               for d in client.diagnostics[uri2])

    # An x86 file next to it is unchanged: x86-64, mcalens.cpu, hints.
    uri3 = (tmp_path / "x86.s").as_uri()
    _open(client, uri3, X86_GCC.read_text())
    done = await _full(client, uri3, 1)
    assert (done["target"], done["cpu"]) == (X86_64, "skylake") and done["regions"] >= 1


@pytest.mark.asyncio
async def test_aarch64_cpu_setting(client: LanguageClient, tmp_path: Path) -> None:
    client.set_configuration({"mcalens": {"cpu": "skylake", "aarch64": {"cpu": "cortex-a55"}}})
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await asyncio.sleep(0.2)
    uri = (tmp_path / "loop.s").as_uri()
    _open(client, uri, A64_LOOP)
    done = await _full(client, uri, 1)
    assert (done["target"], done["cpu"]) == (AARCH64, "cortex-a55")
    # mcalens.cpu naming an AArch64 CPU applies to AArch64 files; x86 files keep x86's default.
    client.set_configuration({"mcalens": {"cpu": "neoverse-v1"}})
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await _full(client, uri, 1, cpu="neoverse-v1")
    uri2 = (tmp_path / "x86.s").as_uri()
    _open(client, uri2, X86_GCC.read_text())
    assert (await _full(client, uri2, 1))["cpu"] == "skylake"


def test_source_lines_read_as_text_match_the_parser() -> None:
    """Non-x86 files get their `.file`/`.loc` C source lines from the text; on an x86 gcc -g file
    that reading agrees with the one from the parsed statements, line for line."""
    text = X86_GCC.read_text()
    structure = editor.parse_structure(text)
    by_parser = {i.span.line: i.source for i in structure.instructions if i.source is not None}
    assert len(by_parser) > 20
    by_text = editor.structure._source_lines_by_text(editor.split_lines(text), {i.span.line for i in structure.instructions})
    assert by_text == by_parser
    a64 = editor.split_lines(A64_GCC.read_text())
    fmadd = next(k for k, line in enumerate(a64) if line.strip().startswith("fmadd"))
    assert editor.structure._source_lines_by_text(a64, {fmadd}) == {fmadd: ("dot.c", 5)}


def test_structure_from_the_core_agrees_with_the_x86_path() -> None:
    """Non-x86 files take their regions from `api.analyze` (target-neutral); fed an x86 file, that
    builder gives the same regions, key texts, straight-line code, source lines and coverage
    warnings as the x86 path (so AArch64 gets the same hints, lenses and reports once it lands)."""
    from dataclasses import replace

    text = X86_GCC.read_text()
    options = api.AnalysisOptions(instruction_tables=True, skip_unsupported=api.SKIP_ANY,
                                  views=api.ViewSelection(summary=False, resource_pressure=False))
    whole = api.analyze(text, cpu="skylake", options=options)
    everything = [i for region in whole.regions for i in region.instructions]
    loops = api.analyze(text, cpu="skylake", options=replace(options, auto_regions=True))
    choice = detect(text)
    built = editor.structure._structure_from_analysis(loops, choice, "loops", editor.split_lines(text), everything)
    parsed = editor.parse_structure(text)
    inner = [r for r in parsed.regions if r.kind == "loop"]
    assert [(r.name, r.key_text, [i.source for i in r.instructions]) for r in built.regions] == \
        [(r.name, r.key_text, [i.source for i in r.instructions]) for r in inner]
    assert built.outside is not None and parsed.outside is not None
    assert built.outside.key_text == parsed.outside.key_text
    coverage = {editor.CALL_IN_REGION, editor.BRANCH_IN_LOOP}
    assert sorted((d.code, d.span.line) for d in built.diagnostics if d.code in coverage) == \
        sorted((d.code, d.span.line) for d in parsed.diagnostics if d.code in coverage and any(
            r.contains_line(d.span.line) for r in inner))


def test_lens_and_report_name_the_cpu_model_and_target() -> None:
    """The CPU is always named with the model used when it borrows another's, and with the target
    when the file is not x86-64."""
    from dataclasses import replace

    from mcalens.server import hover, report

    structure = editor.parse_structure(X86_GCC.read_text())
    region = structure.regions[0]
    result = editor.analyze_region(region.key_text, editor.AnalysisOptions(cpu="cascadelake"))
    assert (result.cpu, result.model) == ("cascadelake", "skylake-avx512")
    assert hover.lens_title(result, region).endswith("· cascadelake (skylake-avx512 model) · LLVM 22.1.8")
    assert report.report_text(region, result).startswith(
        "[mcalens] region 0 (loop .L3 (lines 30-45)) on cascadelake (skylake-avx512 model)")
    own = editor.analyze_region(region.key_text, editor.AnalysisOptions(cpu="skylake"))
    assert hover.lens_title(own, region).endswith("· skylake · LLVM 22.1.8")  # the default release
    a64 = replace(own, cpu="apple-m1", model="cyclone")
    assert report.cpu_text(a64, "apple-m1 (AArch64)") == "apple-m1 (cyclone model, AArch64)"
    assert report.cpu_text(replace(own, cpu="neoverse-n1", model="neoverse-n1"),
                           "neoverse-n1 (AArch64 default)") == "neoverse-n1 (AArch64 default)"
