"""Layering: only the server knows LSP; views never see the simulator; the server reaches analysis only
through the editor layer (analysis/editor/), which knows no LSP and calls the api from one module; the
core imports no target package; no import cycles between layers (ARCHITECTURE.md, "Target layer")."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LSP_PACKAGES = ("pygls", "lsprotocol", "pytest_lsp")


def imported_modules(path: Path) -> list[tuple[str, int]]:
    """Absolute names of every module `path` imports (relative imports resolved against its folder)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = _package_of(path)
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((module, node.lineno))
            found += [(f"{module}.{alias.name}", node.lineno) for alias in node.names]
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", "") == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.args[0].value, node.lineno))
    return found


def _package_of(path: Path) -> str:
    """The package a relative import in `path` is resolved against: its folder (a module's
    package; a package's own `__init__.py` is in that package's folder too)."""
    parts = list(path.relative_to(ROOT).parent.parts)
    mapping = {"analysis": "mcalens.analysis", "server": "mcalens.server", "models": "mcalens.models"}
    head = mapping.get(parts[0], parts[0])
    return ".".join([head, *parts[1:]])


def python_files(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


@pytest.mark.parametrize("path", python_files("analysis"), ids=lambda p: str(p.relative_to(ROOT)))
def test_analysis_never_imports_lsp(path: Path) -> None:
    bad = [(m, line) for m, line in imported_modules(path) if m.split(".")[0] in LSP_PACKAGES]
    assert not bad, f"{path.relative_to(ROOT)} imports LSP packages: {bad}"


# The simulator's records views may read: the trace, the static instruction descriptors and the
# target's hardware rules (data beside the ISA: which registers carry what, views/verdict.py).
SIM_RECORDS = ("mcalens.analysis.sim.trace", "mcalens.analysis.sim.instr_desc", "mcalens.analysis.sim.hardware_rules")


@pytest.mark.parametrize("path", python_files("analysis/views"), ids=lambda p: str(p.relative_to(ROOT)))
def test_views_never_import_the_simulator(path: Path) -> None:
    bad = [
        (m, line)
        for m, line in imported_modules(path)
        if (m == "mcalens.analysis.sim" or m.startswith("mcalens.analysis.sim."))
        and not any(m == r or m.startswith(r + ".") for r in SIM_RECORDS)
    ]
    assert not bad, f"{path.relative_to(ROOT)} imports the simulator: {bad}"


# What any server file may import from analysis/: the editor layer (plain data and the calls that
# make it) and the contract modules its values carry (Diagnostic, Span). Nothing else: the server
# translates the editor layer's values to LSP and back, it analyses nothing itself.
EDITOR = "mcalens.analysis.editor"
CONTRACTS = {EDITOR, "mcalens.analysis.diagnostics", "mcalens.analysis.source"}


def test_target_detection_imports_nothing_from_mcalens() -> None:
    """analysis/target_detect.py reads text only (the CLI's target hint imports it on its error path)."""
    modules = [m for m, _ in imported_modules(ROOT / "analysis" / "target_detect.py")]
    assert modules and not [m for m in modules if m.startswith("mcalens")], modules


@pytest.mark.parametrize("path", python_files("server"), ids=lambda p: str(p.relative_to(ROOT)))
def test_server_reaches_analysis_only_through_the_editor_layer(path: Path) -> None:
    bad = [
        (m, line)
        for m, line in imported_modules(path)
        if m.startswith("mcalens.analysis") and not any(m == c or m.startswith(c + ".") for c in CONTRACTS)
    ]
    assert not bad, f"{path.relative_to(ROOT)} calls mcalens.analysis outside the editor layer: {bad}"


@pytest.mark.parametrize("path", python_files("analysis/editor"), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_editor_layer_knows_no_server_and_no_lsp(path: Path) -> None:
    bad = [(m, line) for m, line in imported_modules(path)
           if m.split(".")[0] in LSP_PACKAGES or m == "mcalens.server" or m.startswith("mcalens.server.")]
    assert not bad, f"{path.relative_to(ROOT)} imports the server or LSP: {bad}"


# The editor layer calls the analysis core's api from one module (editor/core.py), so a change of the
# api's signatures is adapted there alone.
API = "mcalens.analysis.api"


@pytest.mark.parametrize("path", python_files("analysis/editor"), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_editor_layer_calls_the_api_from_one_module(path: Path) -> None:
    calls = [(m, line) for m, line in imported_modules(path) if m == API or m.startswith(API + ".")]
    assert path.name == "core.py" or not calls, f"{path.relative_to(ROOT)} imports the api outside core.py: {calls}"


def test_the_editor_layer_is_walked() -> None:
    """Guard against a vacuous pass: editor/core.py does import the api, and the server the editor."""
    assert any(m == API for m, _ in imported_modules(ROOT / "analysis" / "editor" / "core.py"))
    assert any(m.startswith(EDITOR) for m, _ in imported_modules(ROOT / "server" / "server.py"))


def test_the_walk_sees_imports() -> None:
    """Guard against a vacuous pass: the server's own files do import pygls."""
    modules = {m for m, _ in imported_modules(ROOT / "server" / "server.py")}
    assert "pygls.lsp.server" in modules
    assert any(m.startswith("mcalens.analysis.diagnostics") for m in modules)


def test_the_walk_resolves_relative_imports() -> None:
    """Relative imports (nearly all of analysis/) resolve against the importing module's package:
    `from .options import SimOptions` in sim/pipeline.py is mcalens.analysis.sim.options, and
    `from ..isa import Isa` is mcalens.analysis.isa (a package's __init__ likewise)."""
    modules = {m for m, _ in imported_modules(ROOT / "analysis" / "sim" / "pipeline.py")}
    assert {"mcalens.analysis.sim.options", "mcalens.analysis.sim.options.SimOptions",
            "mcalens.analysis.isa"} <= modules
    assert _package_of(ROOT / "analysis" / "sim" / "__init__.py") == "mcalens.analysis.sim"
    views = {m for m, _ in imported_modules(ROOT / "analysis" / "views" / "verdict.py")}
    assert "mcalens.analysis.sim.trace" in views


# -- the target layer ---------------------------------------------------------------------------------
# The core: every analysis module outside analysis/targets/<name>/ except the x86-host tools
# (measure/, calibrate/: they assemble and run x86 code on this machine). It reaches a target only
# through the registry in analysis/targets/target.py, which imports the target's package by name.
TARGETS = "mcalens.analysis.targets"
HOST_TOOLS = ("analysis/measure", "analysis/calibrate")


def _target_packages() -> list[str]:
    return sorted(p.name for p in (ROOT / "analysis" / "targets").iterdir() if (p / "__init__.py").exists())


def core_files() -> list[Path]:
    targets = ROOT / "analysis" / "targets"
    return [
        path for path in python_files("analysis")
        if not (targets in path.parents and path.parent != targets)
        and not any(ROOT / tool in path.parents for tool in HOST_TOOLS)
    ]


@pytest.mark.parametrize("path", core_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_core_imports_no_target_package(path: Path) -> None:
    """Also type-only imports: the core names no target's types either."""
    packages = tuple(f"{TARGETS}.{name}" for name in _target_packages())
    bad = [(m, line) for m, line in imported_modules(path) if m in packages or m.startswith(tuple(p + "." for p in packages))]
    assert not bad, f"{path.relative_to(ROOT)} imports a target package directly (use targets.target): {bad}"


@pytest.mark.parametrize("path", python_files("analysis"), ids=lambda p: str(p.relative_to(ROOT)))
def test_analysis_never_imports_the_server(path: Path) -> None:
    bad = [(m, line) for m, line in imported_modules(path) if m == "mcalens.server" or m.startswith("mcalens.server.")]
    assert not bad, f"{path.relative_to(ROOT)} imports the language server: {bad}"


# The roles a target is made of (targets/target.py) and what each holds: a new target folder provides
# them all, from its own subclasses of the role classes (ARCHITECTURE.md "Target layer").
TARGET_ROLES = {
    "": ("name", "models_dir", "syntax", "directives", "assembler", "instr_analysis", "printer", "encoder",
         "subtarget", "load_isa", "triple_mode", "march", "triple_for_march", "for_triple"),
    "syntax": ("line_comments", "statement_separators", "statement_comments", "comment_string", "default_syntax",
               "parse_instruction", "fast_line", "clear_caches", "stateful_lines", "line_state"),
    "directives": ("platform", "data_directives", "directives_exact", "known_directives", "directive_problem",
                   "dialect_directive"),
    "assembler": ("resolve", "resolve_failure", "expand", "emits_nothing", "code_modes", "local_labels", "label_errors", "assembler_rewrite",
                  "sequence_checker"),
    "instr_analysis": ("is_branch", "branch_label", "falls_through"),
    "printer": ("print_variants", "register_prefix", "print_inst", "print_variant"),
    "encoder": ("emitter", "decoder", "length_changing_prefix", "predecoder", "branch_offsets_from_start"),
    "subtarget": ("default_cpu", "cpu_name", "feature_checker", "warning_checker", "directive_errors", "instruments",
                  "compiled_code_cpu", "cpu_refusal"),
}


def _role_classes() -> dict[str, type]:
    from mcalens.analysis.targets import target

    return {"": target.Target, "syntax": target.Syntax, "directives": target.Directives,
            "assembler": target.Assembler, "instr_analysis": target.InstrAnalysis, "printer": target.Printer,
            "encoder": target.Encoder, "subtarget": target.Subtarget}


def test_the_roles_list_what_targets_provide() -> None:
    """TARGET_ROLES above is each role class's member list (kept in step with target.py)."""
    for role, cls in _role_classes().items():
        declared = {name for name in vars(cls) if not name.startswith("_")} | set(cls.__annotations__)
        assert declared == set(TARGET_ROLES[role]), role


def _flavours(name: str) -> list[object]:
    """TARGET and the flavours its for_triple gives for its own triples (AArch64: Apple)."""
    from mcalens.analysis.targets.target import _ARCH_WORDS, _ARCHES, get_target

    target = get_target(name)
    triples = [f"{arch}-apple-macos" for arch in (*_ARCHES.get(name, ()), *_ARCH_WORDS.get(name, ()))]
    return [target, *{id(f): f for f in (target.for_triple(t) for t in triples) if f is not target}.values()]


@pytest.mark.parametrize("name", _target_packages())
def test_every_target_folder_provides_the_roles(name: str) -> None:
    """Each role is an instance of its role class (so no abstract member is left: the object could
    not have been made), and every data member the role class only declares is set."""
    from mcalens.analysis.targets.target import get_target

    for target in _flavours(name):
        missing = []
        for role, cls in _role_classes().items():
            holder = getattr(target, role) if role else target
            if not isinstance(holder, cls):
                missing.append(role)
                continue
            missing += [f"{role}.{member}" for member in TARGET_ROLES[role] if not hasattr(holder, member)]
        assert not missing, f"targets/{name}/target.py: TARGET lacks {missing}"
    assert get_target(name).name == name


def test_the_core_probes_no_target_member() -> None:
    """Every member has a default in its role's base or is required: the core asks, never probes
    (`getattr(target, ...)`, `hasattr(target, ...)`)."""
    import re

    probe = re.compile(r"\b(?:getattr|hasattr)\(\s*[\w.]*target\b")
    bad = [(str(path.relative_to(ROOT)), n) for path in (*python_files("analysis"), *python_files("server"))
           for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if probe.search(line)]
    assert not bad, bad


# -- import cycles ------------------------------------------------------------------------------------
ROOTS = {"analysis": "mcalens.analysis", "server": "mcalens.server"}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    rest = parts[1:-1] if parts[-1] == "__init__" else parts[1:]
    return ".".join([ROOTS[parts[0]], *rest])


def _runtime_graph() -> dict[str, set[str]]:
    """module -> the project modules it imports when it runs (function-local imports included,
    `if TYPE_CHECKING:` blocks left out: they never execute)."""
    files = {_module_name(path): path for folder in ROOTS for path in python_files(folder)}
    graph: dict[str, set[str]] = {}
    for module, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        type_only = {
            id(inner)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for inner in ast.walk(node)
        }
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in type_only:
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
                else:
                    base = node.module or ""
                for alias in node.names:
                    found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in files else base)
        graph[module] = {m for m in found if m in files and m != module}
    return graph


def _layer(module: str) -> str:
    """The layer a module belongs to: a sub-package of analysis/ (targets/<name>/ each its own),
    the targets interface, each top-level analysis module on its own, or the server."""
    parts = module.split(".")
    if parts[1] == "server":
        return "server"
    rest = parts[2:]
    if not rest:
        return "analysis"
    if rest[0] == "targets":
        return "targets" if len(rest) < 2 or rest[1] == "target" else f"targets.{rest[1]}"
    return rest[0]


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one node (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph.get(successor, ())))))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_cycles() -> None:
    """Guard against a vacuous pass."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles_between_layers() -> None:
    """frontend, machine, sim, views, output, targets (interface), targets/<name>, each top-level
    module (api, cli, isa, ...) and the server import each other in one direction only."""
    layers: dict[str, set[str]] = {}
    for module, imports in _runtime_graph().items():
        layers.setdefault(_layer(module), set()).update(_layer(m) for m in imports if _layer(m) != _layer(module))
    assert not cycles(layers)
    assert "frontend" in layers["targets.x86"]  # the walk sees the layers


def test_no_import_cycles_between_modules() -> None:
    """No module cycle either, not even closed by a function-local import: the cut ones stay cut
    (verdict/waits <-> api, sim/inorder <-> sim/pipeline, server/actions, features <-> server,
    sim/instr_desc <-> sim/hardware: the descriptor builder calls sim/hardware_adjust.py)."""
    assert cycles(_runtime_graph()) == []


# The one function allowed past 200 lines: the out-of-order driver loop (ARCHITECTURE.md, "Why one
# driver loop is longer than 200 lines", has the measurement that keeps its cycle inline).
LONG_FUNCTION_LIMIT = 200
DRIVER_LOOP = ("analysis/sim/pipeline.py", "run_out_of_order")
DRIVER_LOOP_LIMIT = 400


def function_lengths(folder: str) -> list[tuple[str, str, int]]:
    """(file relative to the package root, function name, lines from `def` to its last line) for
    every function and method, nested ones included, under `folder`."""
    out: list[tuple[str, str, int]] = []
    for path in python_files(folder):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                assert node.end_lineno is not None
                out.append((path.relative_to(ROOT).as_posix(), node.name, node.end_lineno - node.lineno + 1))
    return out


@pytest.mark.parametrize("folder", ["analysis", "server"])
def test_no_function_is_longer_than_200_lines(folder: str) -> None:
    """Functions stay short enough to read; the one named driver loop may reach 400 lines."""
    too_long = [(f, name, n) for f, name, n in function_lengths(folder)
                if n > (DRIVER_LOOP_LIMIT if (f, name) == DRIVER_LOOP else LONG_FUNCTION_LIMIT)]
    assert not too_long, f"functions longer than {LONG_FUNCTION_LIMIT} lines: {too_long}"


def test_the_length_walk_sees_functions() -> None:
    """Guard against a vacuous pass: the walk finds the driver loop and nested functions."""
    lengths = {(f, name): n for f, name, n in function_lengths("analysis")}
    assert lengths[DRIVER_LOOP] > LONG_FUNCTION_LIMIT
    assert ("analysis/sim/dispatch.py", "dispatch") in lengths  # a stage hook (a closure)


# Below the target layer nothing names an ISA: the simulator and the views read opcodes and
# registers only through data (the model, the ISA, the target's fact files: mca_rules.json,
# hardware_rules.json). Checked against every opcode and register name of the shipped ISAs.
ISA_FREE_FOLDERS = ("analysis/sim", "analysis/views")


def _isa_names() -> tuple[frozenset[str], frozenset[str]]:
    """(opcode names, lower-case register names) of every shipped ISA."""
    from mcalens.analysis.isa import load_isa

    opcodes: set[str] = set()
    registers: set[str] = set()
    for path in sorted((ROOT / "models").glob("*/isa.json.gz")):
        isa = load_isa(path.parent.name)
        opcodes.update(isa.opcodes)
        registers.update(name.lower() for name in isa.registers)
    return frozenset(opcodes), frozenset(registers)


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the string constants that are statements of their own (docstrings)."""
    return {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)}


def _prefix_tests(tree: ast.AST) -> set[int]:
    """ids of the string constants a name is tested against as its beginning: `x.startswith(C)` (C
    alone or in a tuple), `x[:n] == C`, `x[:n] in (C, ...)`, `x[0] == C`."""
    found: set[int] = set()

    def strings(node: ast.AST) -> list[ast.Constant]:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [node]
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return [e for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
        return []

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in ("startswith", "removeprefix"):
            for arg in node.args:
                found.update(id(c) for c in strings(arg))
        elif isinstance(node, ast.Compare) and isinstance(node.left, ast.Subscript):
            for comparator in node.comparators:
                found.update(id(c) for c in strings(comparator))
    return found


def isa_names_in(source: str, opcodes: frozenset[str], registers: frozenset[str]) -> list[tuple[int, str]]:
    """(line, string) of the string constants in `source` (docstrings aside) that name an opcode or
    a register (any case, `%` or not), or that a name is tested to begin with when some opcode or
    register begins so (`startswith("PUSH")`, `name[:3] == "XMM"`)."""
    tree = ast.parse(source)
    skip, prefixes = _docstrings(tree), _prefix_tests(tree)
    starts = {name[:k].lower() for name in (*opcodes, *registers) for k in range(1, len(name))}
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str) or id(node) in skip:
            continue
        text = node.value.strip().lstrip("%")
        if text and (text in opcodes or text.lower() in registers
                     or (id(node) in prefixes and text.lower() in starts)):
            out.append((node.lineno, node.value))
    return out


@pytest.fixture(scope="module")
def isa_names() -> tuple[frozenset[str], frozenset[str]]:
    return _isa_names()


@pytest.mark.parametrize("path", [p for folder in ISA_FREE_FOLDERS for p in python_files(folder)],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_the_simulator_and_views_name_no_opcode_or_register(path: Path, isa_names) -> None:
    found = isa_names_in(path.read_text(encoding="utf-8"), *isa_names)
    assert not found, f"{path.relative_to(ROOT)} names ISA opcodes or registers (put them in model data): {found}"


def test_the_isa_name_check_sees_names(isa_names) -> None:
    """Guard against a vacuous pass: each way of naming an ISA the simulator used to have is caught."""
    source = '''
def f(inst, name, regs):
    """A docstring may say MOV64rr, RSP and %rsp."""
    a = inst.opcode == "MOV64rr" or inst.opcode.startswith(("PUSH", "POP"))
    b = regs.index.get("RSP") or name == "%rsp" or name.startswith("V") or name[:3] in ("XMM", "YMM")
    c = name[0] == "E" or name.lower().startswith("dr") or name == "x29" or op.startswith("LDR")
    d = {"SQ": "store queue full (SQ)"}  # llvm-mca's words, not ISA names
'''
    found = sorted(text for _, text in isa_names_in(source, *isa_names))
    assert found == sorted(["MOV64rr", "PUSH", "POP", "RSP", "%rsp", "V", "XMM", "YMM", "E", "dr", "x29", "LDR"])
    assert len(isa_names[0]) > 10_000 and "rsp" in isa_names[1] and "x29" in isa_names[1]


def test_the_default_iteration_count_is_written_once() -> None:
    """`iterations` fields default to sim/options.DEFAULT_ITERATIONS by name (the CLI, the editor
    layer's options, the server's settings), never to a number of their own."""
    written = []
    for folder in ("analysis", "server"):
        for path in python_files(folder):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) \
                        and node.target.id == "iterations" and isinstance(node.value, ast.Constant):
                    written.append((path.relative_to(ROOT).as_posix(), node.lineno))
    assert not written, f"iteration counts written as numbers: {written}"
    from mcalens.analysis.editor.results import AnalysisOptions
    from mcalens.analysis.sim.options import DEFAULT_ITERATIONS, SimOptions
    from mcalens.server.config import Settings

    assert AnalysisOptions().iterations == Settings().iterations == SimOptions().iterations == DEFAULT_ITERATIONS
