"""Model loading: YAML files (models/SCHEMA.md) -> CpuModel + positioned diagnostics.

Finds a model by CPU or model name in user directories (`--model-dir`, MCALENS_MODEL_PATH) and
then the shipped models, validates it node by node so every problem points at a line and column
of the YAML file, applies `inherit:` overrides, and keeps the compiled result in the on-disk cache
(model_cache). Nothing here raises on bad input: problems are Diagnostics with MCL4xx codes.

Codes: MCL400 unreadable file, MCL401 unknown CPU/model, MCL403 YAML syntax, MCL404 missing
field, MCL405 wrong type or value, MCL406 unknown resource, MCL407 unknown class or opcode,
MCL408 duplicate name, MCL409 bad `inherit` (also `inherit: skylake@22` naming another release than
the run's `target_dir` set, or an unknown one), MCL410 unsupported schema, MCL411 unknown key
(warning), MCL412 over a size limit. A user file that lists a shipped CPU name shadows the shipped
model on purpose.

A model file can come from a cloned repository (an editor's workspace settings), so loading is
bounded: a user file holds at most MAX_MODEL_BYTES, its header (the fields before the first
section) at most MAX_HEADER_CHARS, its YAML nests at most MAX_NESTING collections deep and has at
most MAX_NODES nodes with aliases expanded (libyaml's composer recurses in C: 100,000 nested `[`
crash the process), and an `inherit:` chain is at most MAX_INHERIT_DEPTH files long. Each is a
positioned MCL409/MCL412 diagnostic, never an exception; time and memory stay linear in the
file's size.
"""

from __future__ import annotations

import gc
import os
import re
import stat
import time
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..cache import store
from ..diagnostics import Diagnostic, Severity
from ..lazy_re import lazy_compile
from ..source import Span
from . import model_cache
from .model import (
    Condition,
    CpuModel,
    FrontEndModel,
    HardwareModel,
    PredicateRule,
    ProcResource,
    ReadAdvance,
    RegisterClassCost,
    RegisterFileDesc,
    ResourceUse,
    SchedClass,
    UopCacheModel,
    VariantClass,
    VariantRule,
    WriteLatency,
)

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

SCHEMA_VERSION = 1
TARGET_DIR = "x86-64"

# Limits on user model files (shipped files are trusted and exempt from the first); see the module
# docstring. The largest shipped model (sapphirerapids) is 1.06 MB with 127k YAML nodes nested 8 deep.
MAX_MODEL_BYTES = 4 << 20
MAX_HEADER_CHARS = 256 << 10
MAX_NESTING = 32
MAX_NODES = 1_000_000
MAX_INHERIT_DEPTH = 32
CODE_LIMIT = "MCL412"

# PyYAML is imported on first use only (`_yaml()`): a run whose model and headers come from the
# compiled cache never pays for it (start-up, issue 17). The node classes below are bound then too;
# the builder only meets nodes after `_yaml()` has run.
_Loader: Any = None
_Node: Any = None
_MapNode: Any = None
_SeqNode: Any = None
_ScalarNode: Any = None


def _yaml() -> Any:
    """The `yaml` module, importing it (and binding the loader and node classes) on first call."""
    global _Loader, _Node, _MapNode, _SeqNode, _ScalarNode
    import yaml

    if _Loader is None:
        try:  # libyaml is ~10x faster; fall back to the pure-Python composer without it.
            from yaml import CSafeLoader as loader
        except ImportError:  # pragma: no cover - depends on how PyYAML was built
            from yaml import SafeLoader as loader  # type: ignore[assignment]
        _Loader = loader
        _Node, _MapNode, _SeqNode, _ScalarNode = yaml.Node, yaml.MappingNode, yaml.SequenceNode, yaml.ScalarNode
    return yaml

# Top-level sections after the header; the header (name, cpus, inherit) is read without them.
_HEAVY_SECTION = lazy_compile(
    r"^(?:parameters|extra|resources|classes|variants|predicates|instructions|frontend|hardware):", re.M)
_TOP_KEYS = frozenset(
    {"schema", "name", "target", "cpus", "source", "inherit", "parameters", "extra", "resources", "classes",
     "variants", "predicates", "instructions", "frontend", "hardware"}
)
_PARAMETERS = {
    "issue_width": "issue_width",
    "micro_op_buffer_size": "micro_op_buffer_size",
    "loop_micro_op_buffer_size": "loop_micro_op_buffer_size",
    "load_latency": "load_latency",
    "high_latency": "high_latency",
    "mispredict_penalty": "mispredict_penalty",
}
# Bounds of LLVM 19's MCSchedule.h fields, so a user model cannot ask for more than LLVM can express
# (a latency of 10^9 made the simulator run for minutes and gigabytes): write latencies are int16_t,
# NumMicroOps is 13 bits (two values reserved), ReleaseAtCycle/AcquireAtCycle are uint16_t, and
# llvm-mca keeps the units of a resource in a 64-bit mask. Other integers stay below 2^31.
_MAX_LATENCY = 32767
_MIN_LATENCY = -32768  # MCWriteLatencyEntry::Cycles is an int16_t; any negative value means "unknown"
_MAX_UOPS = (1 << 13) - 3
_MAX_RESOURCE_CYCLES = 65535
_MAX_UNITS = 64
_MAX_SIZE = 1 << 20  # buffer, queue and register-file sizes, issue and retire widths
_INT_MAX = (1 << 31) - 1

_PREDICATE_KINDS = {
    "zero_idiom": "zero_idioms",
    "dependency_breaking": "dependency_breaking",
    "optimizable_move": "optimizable_moves",
}
_CLASS_KEYS = frozenset(
    {"uops", "writes", "resources", "read_advance", "begin_group", "end_group", "retire_ooo", "unsupported",
     "opcodes"}
)
_CONDITION_KEYS = frozenset(
    {"same_regs", "diff_regs", "imm_in", "reg_in", "imm_not_in", "reg_not_in", "is_expr", "flags_set", "flags_clear",
     "num_operands_in", "num_operands_not_in", "reg_repeated", "reg_not_repeated"}
)
# flags_set / flags_clear name MCInst flag bits (McInst.flags, LLVM's X86 IP_* prefix flags).
_FLAG_BITS = {"repne": 4, "rep": 8, "lock": 16, "notrack": 32}


# ---------------------------------------------------------------------------------------------
# Finding model files


@dataclass(frozen=True, slots=True)
class ModelFile:
    """What the header of one model file says (read without parsing the whole file)."""

    path: str  # spelled as pathlib spells it (str(Path(...)))
    name: str
    cpus: tuple[str, ...]
    inherit: str | None
    kind: str = "llvm"  # "llvm" | "measured" (source.kind) | "user" (inherits, or not generated from LLVM)


def shipped_dir(target_dir: str = TARGET_DIR) -> Path:
    """The shipped models of a target (`Target.models_dir`: "x86-64", "aarch64")."""
    from pathlib import Path

    return Path(_shipped_path(target_dir))


def _shipped_path(target_dir: str) -> str:
    from mcalens.models import MODELS_PATH

    return os.path.join(MODELS_PATH, target_dir)


def _spelled(paths: Iterable[str | Path]) -> list[str]:
    """Each path as pathlib spells it (str(Path(p)): no doubled or trailing slashes, no "." parts).
    PERF: the directories are strings, so a run without user directories never imports pathlib
    (~2 ms of start-up, issue 17)."""
    paths = list(paths)
    if not paths:
        return []
    from pathlib import Path

    return [str(Path(p)) for p in paths]


def search_dirs(search_path: Iterable[str | Path] | None = None, target_dir: str = TARGET_DIR) -> list[str]:
    """User directories first (arguments, then MCALENS_MODEL_PATH), the target's shipped models last."""
    env = os.environ.get("MCALENS_MODEL_PATH", "")
    dirs = _spelled([*(search_path or ()), *(p for p in env.split(os.pathsep) if p)])
    shipped = _shipped_path(target_dir)
    dirs.append(shipped)
    dirs.append(os.path.join(shipped, "measured"))  # measured models (mcalens calibrate), after LLVM's
    return dirs


def _read_header(path: str) -> ModelFile | None:
    text = _read_head(path)
    return None if text is None else _header_from_text(path, text)


def _read_head(path: str) -> str | None:
    """The text of a model file before its first heavy section (the header), None if unreadable;
    longer than MAX_HEADER_CHARS when the header is (then only a little more is read)."""
    try:
        with open(path, encoding="utf-8") as handle:
            head = handle.read(16384)
            match = _HEAVY_SECTION.search(head)
            while match is None and len(head) <= MAX_HEADER_CHARS:
                more = handle.read(65536)
                if not more:
                    break
                # A section key starts a line: search again from the last line read, not from the
                # start (searching the whole text after every read was quadratic: 30 MB took 45 s).
                start = head.rfind("\n") + 1
                head += more
                match = _HEAVY_SECTION.search(head, start)
    except (OSError, UnicodeDecodeError):
        return None
    return head[: match.start()] if match else head


def _header_from_text(path: str, text: str) -> ModelFile:
    """What a header says; a header over the limits says nothing (loading the file reports why)."""
    if len(text) > MAX_HEADER_CHARS or _yaml_shape_problem(text) is not None:
        return ModelFile(path, _stem(path), (), None, "user")
    yaml = _yaml()
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError:
        data = None
    if not isinstance(data, dict):
        return ModelFile(path, _stem(path), (), None, "user")
    name = data.get("name")
    cpus = data.get("cpus")
    inherit = data.get("inherit")
    source = data.get("source")
    source = source if isinstance(source, dict) else {}
    if source.get("kind") == "measured":
        kind = "measured"
    elif isinstance(inherit, str) or "llvm_export" not in str(source.get("generator", "")):
        kind = "user"
    else:
        kind = "llvm"
    return ModelFile(
        path,
        name if isinstance(name, str) else _stem(path),
        tuple(c for c in cpus if isinstance(c, str)) if isinstance(cpus, list) else (),
        inherit if isinstance(inherit, str) else None,
        kind,
    )


def _stem(path: str) -> str:
    """The file name without its suffix (pathlib's `stem`)."""
    return os.path.splitext(os.path.basename(path))[0]


def _is_shipped(directory: str) -> bool:
    """A directory of the models installed with mcalens (not a user's --model-dir)."""
    from mcalens.models import MODELS_PATH

    parent = os.path.dirname(directory)
    return parent == MODELS_PATH or os.path.dirname(parent) == MODELS_PATH


def _yaml_files(directory: str) -> list[tuple[str, os.stat_result]]:
    """The `*.yaml` files of `directory` (what `glob("*.yaml")` and `is_file()` keep: no dot files,
    symlinks followed) with their stat, by name; raises OSError when it cannot be listed."""
    found = []
    with os.scandir(directory) as entries:
        for entry in entries:
            name = entry.name
            if name.endswith(".yaml") and not name.startswith("."):
                try:
                    info = entry.stat()
                except OSError:
                    continue
                if stat.S_ISREG(info.st_mode):
                    found.append((name, info))
    found.sort(key=lambda item: item[0])
    return [(os.path.join(directory, name), info) for name, info in found]


def scan(search_path: Iterable[str | Path] | None = None, target_dir: str = TARGET_DIR) -> list[ModelFile]:
    """Every model file on the search path, in priority order."""
    # (file, header text; None: a settled shipped file, known by its stat, see _shipped_identity)
    heads: list[tuple[str, str | None]] = []
    tokens: list[str] = []
    for directory in search_dirs(search_path, target_dir):
        try:
            files = _yaml_files(directory)
        except OSError:
            continue
        shipped = _is_shipped(directory)
        for path, info in files:
            if shipped and _settled(info):
                # PERF: a shipped file is known by its inode, size and change times (any rewrite changes
                # st_ctime), so a run does not read the headers of every shipped model (start-up, issue 17).
                heads.append((path, None))
                tokens.append(f"{path}\0{info.st_dev}|{info.st_ino}|{info.st_size}|{info.st_mtime_ns}|"
                              f"{info.st_ctime_ns}")
                continue
            text = _read_head(path)
            if text is not None:
                heads.append((path, text))
                tokens.append(f"{path}\0{text}")
    # The parsed headers are cached under a hash of every (path, header text or stat): a run whose
    # headers are unchanged neither imports PyYAML nor parses them (start-up, issue 17).
    digest = store.content_hash("\0".join(tokens).encode())
    found = _scan_memo.get(digest)
    if found is None:
        key = f"headers-v{store.CACHE_FORMAT}-{digest}"
        hit = store.read(key)
        if isinstance(hit, list) and len(hit) == len(heads):
            found = [ModelFile(path, *row) for (path, _), row in zip(heads, hit, strict=True)]
        else:
            found = []
            for path, text in heads:
                text = _read_head(path) if text is None else text
                if text is not None:
                    found.append(_header_from_text(path, text))
            if len(found) == len(heads):  # a shipped file vanished meanwhile: parse again next time
                store.write(key, [(h.name, h.cpus, h.inherit, h.kind) for h in found])
        if len(_scan_memo) > 16:
            _scan_memo.clear()
        _scan_memo[digest] = found
    return list(found)


_scan_memo: dict[str, list[ModelFile]] = {}


def list_cpus(
    search_path: Iterable[str | Path] | None = None, *, model_dirs: Iterable[str | Path] | None = None,
    target_dir: str = TARGET_DIR,
) -> list[tuple[str, str, Path]]:
    """(cpu name, model name, file) for every CPU on the search path, sorted by CPU name.

    A CPU listed by several files belongs to the first one on the search path (user models win).
    """
    from pathlib import Path

    seen: dict[str, tuple[str, str, Path]] = {}
    for header in scan(_dirs_arg(search_path, model_dirs), target_dir):
        for cpu in header.cpus:
            if cpu not in seen:
                seen[cpu] = (cpu, header.name, Path(header.path))
    return sorted(seen.values())


def model_kinds(
    search_path: Iterable[str | Path] | None = None, *, model_dirs: Iterable[str | Path] | None = None,
    target_dir: str = TARGET_DIR,
) -> dict[str, str]:
    """Model name -> "llvm" | "measured" | "user", for every model on the search path (first wins)."""
    kinds: dict[str, str] = {}
    for header in scan(_dirs_arg(search_path, model_dirs), target_dir):
        kinds.setdefault(header.name, header.kind)
    return kinds


def _dirs_arg(search_path: Iterable[str | Path] | None, model_dirs: Iterable[str | Path] | None) -> list[str]:
    """`model_dirs` is the name the CLI layer uses for the same thing."""
    return _spelled([*(search_path or ()), *(model_dirs or ())])


def find_model_file(
    name_or_cpu: str, search_path: Iterable[str | Path] | None = None, *, exclude: Path | None = None,
    target_dir: str = TARGET_DIR,
) -> Path | None:
    """The first file on the search path whose model name or CPU list matches (user files win)."""
    found = _find_model_path(name_or_cpu, search_path, None if exclude is None else str(exclude), target_dir)
    if found is None:
        return None
    from pathlib import Path

    return Path(found)


def _find_model_path(
    name_or_cpu: str, search_path: Iterable[str | Path] | None, exclude: str | None, target_dir: str
) -> str | None:
    """find_model_file() as a string (see _spelled)."""
    return _match(scan(search_path, target_dir), name_or_cpu, exclude)


def _match(headers: list[ModelFile], name_or_cpu: str, exclude: str | None) -> str | None:
    for header in headers:
        if header.path != exclude and (header.name == name_or_cpu or name_or_cpu in header.cpus):
            return header.path
    return None


# ---------------------------------------------------------------------------------------------
# Public loading API

# (file, search path) -> (model, diagnostics, fingerprint: (path, content hash) of the file and its parents)
_Fingerprint = tuple[tuple[str, str], ...]
_memo: dict[tuple[str, tuple[str, ...]], tuple[CpuModel | None, list[Diagnostic], _Fingerprint]] = {}


def load_model(
    name_or_cpu: str,
    *,
    search_path: Iterable[str | Path] | None = None,
    model_dirs: Iterable[str | Path] | None = None,
    target_dir: str = TARGET_DIR,
) -> tuple[CpuModel | None, list[Diagnostic]]:
    """The model for a CPU name (any alias) or model name of the target whose models are in
    `target_dir` (under mcalens/models/), with diagnostics; None if unusable."""
    dirs = _dirs_arg(search_path, model_dirs)
    path = _find_model_path(name_or_cpu, dirs, None, target_dir)
    if path is None:
        known = ", ".join(sorted({c for c, _, _ in list_cpus(dirs, target_dir=target_dir)})[:12])
        message = f"unknown CPU or model '{name_or_cpu}'"
        if known:
            message += f" (known: {known}, ...; see --list-cpus)"
        return None, [Diagnostic(Span(0, 0, 0), Severity.ERROR, "MCL401", message)]
    return _load_model_file(path, dirs, target_dir)


def load_model_file(
    path: str | Path, *, search_path: Iterable[str | Path] | None = None, target_dir: str = TARGET_DIR
) -> tuple[CpuModel | None, list[Diagnostic]]:
    """Load and validate one model file (the server calls this when a model file is saved); an
    `inherit:` is looked up on the search path and among `target_dir`'s shipped models."""
    return _load_model_file(_spelled([path])[0], _spelled(search_path or ()), target_dir)


def _load_model_file(path: str, dirs: list[str], target_dir: str) -> tuple[CpuModel | None, list[Diagnostic]]:
    """load_model_file() for a path and directories spelled as pathlib spells them (_spelled)."""
    memo_key = (os.path.realpath(path),
                tuple(dirs) + ((f"target:{target_dir}",) if target_dir != TARGET_DIR else ()))
    cached = _memo.get(memo_key)
    # Content hashes, not mtimes: two saves within one timestamp tick must not look unchanged.
    if cached is not None and cached[2] and cached[2] == _fingerprint(cached[2]):
        return cached[0], list(cached[1])
    model, diags, deps = _load_path(path, dirs, (), target_dir)
    _memo[memo_key] = (model, diags, deps)
    return model, list(diags)


def _clear_memo() -> None:
    _memo.clear()


# The server calls `load_model.cache_clear()` after a model file changes on disk.
load_model.cache_clear = _clear_memo  # type: ignore[attr-defined]


def _fingerprint(deps: _Fingerprint) -> _Fingerprint:
    return tuple((name, _file_hash(name)) for name, _ in deps)


def _read_bytes(path: str, limit: int | None = None) -> bytes:
    """The file's bytes; with a `limit`, at most limit + 1 of them (more means: over the limit)."""
    with open(path, "rb") as handle:
        return handle.read() if limit is None else handle.read(limit + 1)


def _byte_limit(resolved: str) -> int | None:
    """MAX_MODEL_BYTES for a user file, None (no limit) for a shipped one."""
    return None if _is_shipped(os.path.dirname(resolved)) else MAX_MODEL_BYTES


def _yaml_shape_problem(text: str) -> tuple[int, int, str] | None:
    """(line, column, message) where `text` nests deeper than MAX_NESTING or reaches MAX_NODES
    nodes with aliases expanded, else None (also for invalid YAML: composing reports that, at the
    same event, before it could go deeper). libyaml's event parser keeps an explicit stack, so
    this pass is safe where its composer (recursive C) would crash on deep nesting."""
    yaml = _yaml()
    starts = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
    ends = (yaml.SequenceEndEvent, yaml.MappingEndEvent)
    alias, scalar = yaml.AliasEvent, yaml.ScalarEvent
    nodes = 0
    sizes: dict[str, int] = {}  # anchor -> nodes of its node, its aliases expanded
    open_nodes: list[tuple[str | None, int]] = []  # (anchor, nodes before it)
    try:
        for event in yaml.parse(text, Loader=_Loader):
            kind = type(event)
            if kind is scalar:
                nodes += 1
                if event.anchor is not None:
                    sizes[event.anchor] = 1
            elif kind is alias:
                nodes += sizes.get(event.anchor, 1)
            elif kind in starts:
                if len(open_nodes) >= MAX_NESTING:
                    mark = event.start_mark
                    return mark.line, mark.column, f"collections nested deeper than {MAX_NESTING} levels"
                open_nodes.append((event.anchor, nodes))
                nodes += 1
            elif kind in ends:
                anchor, before = open_nodes.pop()
                if anchor is not None:
                    sizes[anchor] = nodes - before
            else:
                continue
            if nodes > MAX_NODES:
                mark = event.start_mark
                return mark.line, mark.column, f"more than {MAX_NODES:,} YAML nodes (aliases expanded)"
    except yaml.YAMLError:
        return None
    return None


class _NoCollection:
    """No cyclic garbage collection while a model's node tree and objects are built: every
    allocation is kept, and the collector's passes over the growing heap made composing a file of
    100,000 resources 4x slower (quadratic)."""

    def __enter__(self) -> None:
        self.enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, *_: object) -> None:
        if self.enabled:
            gc.enable()


def _load_path(
    path: str, dirs: list[str], stack: tuple[str, ...], target_dir: str = TARGET_DIR,
    headers: list[ModelFile] | None = None,
) -> tuple[CpuModel | None, list[Diagnostic], _Fingerprint]:
    """Load `path` (and what it inherits), through the compiled cache; also returns the fingerprint.
    `headers`: the search path's scan, made once for a whole `inherit:` chain (scanning again per
    link read every header of the directories once per link)."""
    file = path
    resolved = os.path.realpath(path)
    digest = _shipped_identity(resolved)
    limit = _byte_limit(resolved)
    data = None
    if digest is None:
        try:
            data = _read_bytes(path, limit)
        except OSError as error:
            return None, [Diagnostic(Span(0, 0, 0), Severity.ERROR, "MCL400", f"cannot read model file: {error}",
                                     file=file)], ()
        if limit is not None and len(data) > limit:
            return None, [_too_large(path, file)], ((resolved, _file_hash(resolved)),)
        digest = store.content_hash(data)
    own = (resolved, digest)
    # The same user file makes a different model in each target's and release's set (`inherit:`
    # resolves there: LLVM 22's skylake is not 19's), so the set is part of its cache key.
    key = model_cache.entry_key(digest if target_dir == TARGET_DIR else f"{digest}-{target_dir.replace('/', '-')}")
    hit = model_cache.read_model(key)
    if hit is not None:
        model, warnings, dep_hashes = hit
        if isinstance(model, CpuModel) and _deps_unchanged(dep_hashes):
            model.path = file
            deps = (own, *dep_hashes)
            return model, [d if d.file else replace(d, file=file) for d in warnings], deps

    try:
        if data is None:
            data = _read_bytes(path)
    except OSError as error:
        return None, [Diagnostic(Span(0, 0, 0), Severity.ERROR, "MCL400", f"cannot read model file: {error}",
                                 file=file)], ()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        return None, [Diagnostic(Span(0, 0, 0), Severity.ERROR, "MCL400", f"model file is not UTF-8: {error}",
                                 file=file)], (own,)
    heavy = _HEAVY_SECTION.search(text)
    if (heavy.start() if heavy else len(text)) > MAX_HEADER_CHARS:
        return None, [Diagnostic(Span(0, 0, 1), Severity.ERROR, CODE_LIMIT,
                                 f"the header (the fields before parameters:, resources:, ...) is longer than "
                                 f"{MAX_HEADER_CHARS // 1024} KiB", file=file)], (own,)
    shape = _yaml_shape_problem(text) if limit is not None else None
    if shape is not None:
        line, col, problem = shape
        return None, [Diagnostic(Span(line, col, col + 1), Severity.ERROR, CODE_LIMIT, f"model file: {problem}",
                                 file=file)], (own,)
    with _NoCollection():
        return _compose_and_build(text, path, file, resolved, own, key, dirs, stack, target_dir, headers)


def _too_large(path: str, file: str) -> Diagnostic:
    try:
        size = f"{os.stat(path).st_size / 1048576:.1f} MiB"
    except OSError:
        size = "larger"
    return Diagnostic(Span(0, 0, 0), Severity.ERROR, CODE_LIMIT,
                      f"model file is {size}: user model files are read up to {MAX_MODEL_BYTES >> 20} MiB "
                      "(the largest shipped model is about 1 MiB)", file=file)


def _inherit_release_problem(value: str, target_dir: str) -> str | None:
    """`inherit: skylake@22` names the LLVM release whose model it inherits (docs: models/SCHEMA.md);
    the message when that release is unknown or is not the one this run loads (`--llvm-version`,
    `mcalens.llvmVersion`), else None. A plain `inherit: skylake` is the run's release's model."""
    from .releases import FULL_VERSIONS, RELEASES, UnknownRelease, check_release, release_of_dir

    name, at, release = value.partition("@")
    if not at:
        return None
    try:
        major = check_release(release)
    except UnknownRelease:
        return (f"inherit: '{value}': '{release}' is not an LLVM release mcalens has models for "
                f"({', '.join(RELEASES)}; e.g. {name}@{RELEASES[-1]})")
    loaded = release_of_dir(target_dir)
    if major != loaded:
        return (f"inherit: '{value}' inherits LLVM {FULL_VERSIONS[major]}'s '{name}', but this run uses LLVM "
                f"{FULL_VERSIONS.get(loaded, loaded)}'s models: select --llvm-version {major} "
                f"(editor: mcalens.llvmVersion) to use this model")
    return None


def _compose_and_build(
    text: str, path: str, file: str, resolved: str, own: tuple[str, str], key: str, dirs: list[str],
    stack: tuple[str, ...], target_dir: str, headers: list[ModelFile] | None,
) -> tuple[CpuModel | None, list[Diagnostic], _Fingerprint]:
    """The rest of _load_path: compose the YAML, load what it inherits, build and cache the model."""
    yaml = _yaml()
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line, col = (mark.line, mark.column) if mark is not None else (0, 0)
        problem = getattr(error, "problem", None) or str(error)
        return None, [Diagnostic(Span(line, col, col + 1), Severity.ERROR, "MCL403", f"invalid YAML: {problem}",
                                 file=file)], (own,)

    builder = _Builder(file)
    base: CpuModel | None = None
    dep_hashes: list[tuple[str, str]] = []
    deps: list[tuple[str, str]] = [own]
    inherit_node = _get(root, "inherit") if isinstance(root, _MapNode) else None
    if inherit_node is not None:
        target = _scalar(inherit_node)
        release_problem = _inherit_release_problem(target, target_dir) if isinstance(target, str) else None
        if isinstance(target, str):
            target = target.partition("@")[0]
        if not isinstance(target, str):
            builder.error(inherit_node, "MCL409", "inherit: expects a model or CPU name")
        elif release_problem is not None:
            builder.error(inherit_node, "MCL409", release_problem)
        else:
            if headers is None:
                headers = scan(dirs, target_dir)
            parent = _match(headers, target, path)
            if parent is None:
                builder.error(inherit_node, "MCL409", f"inherit: no model or CPU named '{target}'")
            elif os.path.realpath(parent) in stack or os.path.realpath(parent) == resolved:
                builder.error(inherit_node, "MCL409", f"inherit: '{target}' inherits back from this file (cycle)")
            elif len(stack) + 1 >= MAX_INHERIT_DEPTH:
                builder.error(inherit_node, "MCL409", f"inherit: '{target}' would make a chain of more than "
                                                      f"{MAX_INHERIT_DEPTH} model files (the limit)")
            else:
                base, parent_diags, parent_deps = _load_path(parent, dirs, (*stack, resolved), target_dir, headers)
                if base is None:
                    builder.error(inherit_node, "MCL409", f"inherit: model '{target}' ({parent}) does not load")
                    builder.diags.extend(parent_diags)
                else:
                    deps.extend(parent_deps)
                    dep_hashes.extend(parent_deps)
    if root is None:
        builder.error(None, "MCL404", "empty model file")
        return None, builder.diags, tuple(deps)
    model = builder.build(root, base, inherit_node is not None)
    if model is not None and not builder.has_errors():
        model.path = file
        # Stored without this file's path: the same content may be loaded from elsewhere.
        warnings = [replace(d, file=None) if d.file == file else d for d in builder.diags]
        model_cache.write_model(key, model, warnings, tuple(dep_hashes))
    return (model if not builder.has_errors() else None), builder.diags, tuple(deps)


def _file_hash(path: str) -> str:
    """What a model file's compiled cache entry and fingerprint are keyed by: its content hash, or for
    a shipped model its identity (_shipped_identity); "" when it cannot be read."""
    identity = _shipped_identity(path)
    if identity is not None:
        return identity
    limit = _byte_limit(path)
    try:
        data = _read_bytes(path, limit)
    except OSError:
        return ""
    if limit is not None and len(data) > limit:  # not read whole; it does not load whatever it holds
        try:
            info = os.stat(path)
        except OSError:
            return ""
        return f"over-limit-{info.st_size}-{info.st_mtime_ns}"
    return store.content_hash(data)


def _shipped_identity(path: str) -> str | None:
    """For a settled file (resolved path) among the shipped models: "id-" + a digest of where it is and
    of its inode, size and change times, else None (use the content hash). PERF: hashing a shipped
    model's ~0.8 MB took ~1 ms of every start (issue 17). Settled = last changed more than
    _SETTLED_NS ago: a write within one timestamp tick of the previous one (same size) keeps the
    times, so a recently changed file is hashed, and any later write gives it new times."""
    if not _is_shipped(os.path.dirname(path)):
        return None
    try:
        info = os.stat(path)
    except OSError:
        return None
    if not _settled(info):
        return None
    identity = f"{path}|{info.st_dev}|{info.st_ino}|{info.st_size}|{info.st_mtime_ns}|{info.st_ctime_ns}"
    return f"id-{store.content_hash(identity.encode())}"


_SETTLED_NS = 2_000_000_000


def _settled(info: os.stat_result) -> bool:
    return time.time_ns() - max(info.st_mtime_ns, info.st_ctime_ns) > _SETTLED_NS


def _deps_unchanged(dep_hashes: object) -> bool:
    """An inheriting model's cache entry is valid only if its parents are byte-identical."""
    if not isinstance(dep_hashes, tuple):
        return False
    return all(
        isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str) and _file_hash(item[0]) == item[1]
        for item in dep_hashes
    )


# ---------------------------------------------------------------------------------------------
# Node helpers


def _span(node: _Node | None) -> Span:
    if node is None:
        return Span(0, 0, 0)
    start, end = node.start_mark, node.end_mark
    stop = end.column if end.line == start.line and end.column > start.column else start.column + 1
    return Span(start.line, start.column, stop)


_INT_TAG = "tag:yaml.org,2002:int"
_STR_TAG = "tag:yaml.org,2002:str"
_BOOL_TAG = "tag:yaml.org,2002:bool"
_NULL_TAG = "tag:yaml.org,2002:null"
_FLOAT_TAG = "tag:yaml.org,2002:float"


def _scalar(node: _Node) -> object:
    """Plain value of a scalar node (safe: tags other than the core schema stay strings)."""
    if not isinstance(node, _ScalarNode):
        return _NOT_SCALAR
    tag = node.tag
    value = node.value
    if tag == _INT_TAG:
        try:
            return int(value.replace("_", ""), 0)
        except ValueError:
            try:
                return int(value.replace("_", ""))
            except ValueError:
                return value
    if tag == _BOOL_TAG:
        return value.lower() in ("true", "yes", "on", "y")
    if tag == _NULL_TAG:
        return None
    if tag == _FLOAT_TAG:
        try:
            return float(value)
        except ValueError:
            return value
    return value


_NOT_SCALAR = object()


def _get(node: _MapNode, key: str) -> _Node | None:
    for k, v in node.value:
        if isinstance(k, _ScalarNode) and k.value == key:
            return v
    return None


class _Builder:
    """Builds one CpuModel from a composed node tree, collecting diagnostics."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.diags: list[Diagnostic] = []
        self.assigned: set[str] = set()
        # Equal entries and entry tuples are shared: fewer objects to build, pickle and unpickle.
        self.interned: dict[object, object] = {}

    def intern_tuple(self, value: tuple) -> tuple:
        return self.interned.setdefault(value, value)  # type: ignore[return-value]

    # -- diagnostics
    def error(self, node: _Node | None, code: str, message: str) -> None:
        self.diags.append(Diagnostic(_span(node), Severity.ERROR, code, message, file=self.file))

    def warning(self, node: _Node | None, code: str, message: str) -> None:
        self.diags.append(Diagnostic(_span(node), Severity.WARNING, code, message, file=self.file))

    def has_errors(self) -> bool:
        return any(d.severity == Severity.ERROR for d in self.diags)

    # -- typed accessors
    def mapping(self, node: _Node, what: str) -> list[tuple[str, _Node, _Node]] | None:
        if not isinstance(node, _MapNode):
            self.error(node, "MCL405", f"{what}: expected a mapping")
            return None
        out = []
        seen: dict[str, _Node] = {}
        for k, v in node.value:
            key = _scalar(k)
            if isinstance(key, int) and not isinstance(key, bool):
                key = str(key)
            if not isinstance(key, str):
                self.error(k, "MCL405", f"{what}: keys must be names")
                continue
            if key in seen:
                self.error(k, "MCL408", f"{what}: duplicate key '{key}'")
                continue
            seen[key] = k
            out.append((key, k, v))
        return out

    def sequence(self, node: _Node, what: str) -> list[_Node] | None:
        if not isinstance(node, _SeqNode):
            self.error(node, "MCL405", f"{what}: expected a list")
            return None
        return node.value

    def integer(
        self, node: _Node, what: str, minimum: int | None = None, maximum: int = _INT_MAX
    ) -> int | None:
        value = _scalar(node)
        if not isinstance(value, int) or isinstance(value, bool):
            self.error(node, "MCL405", f"{what}: expected an integer")
            return None
        if minimum is not None and value < minimum:
            self.error(node, "MCL405", f"{what}: must be >= {minimum}, got {value}")
            return None
        if value > maximum:
            self.error(node, "MCL405", f"{what}: must be <= {maximum} (the largest LLVM's tables hold), got {value}")
            return None
        return value

    def string(self, node: _Node, what: str) -> str | None:
        value = _scalar(node)
        if not isinstance(value, str) or not value:
            self.error(node, "MCL405", f"{what}: expected a name")
            return None
        return value

    def boolean(self, node: _Node, what: str) -> bool | None:
        value = _scalar(node)
        if not isinstance(value, bool):
            self.error(node, "MCL405", f"{what}: expected true or false")
            return None
        return value

    def names(self, node: _Node, what: str) -> list[tuple[str, _Node]]:
        if type(node) is _SeqNode:  # PERF: opcode lists are most of a model's scalars
            items = node.value
            if all(type(x) is _ScalarNode and x.tag == _STR_TAG and x.value for x in items):
                return [(x.value, x) for x in items]
        items = self.sequence(node, what)
        if items is None:
            return []
        out = []
        for item in items:
            name = self.string(item, what)
            if name is not None:
                out.append((name, item))
        return out

    # -- the model
    def build(self, root: _Node, base: CpuModel | None, inherits: bool) -> CpuModel | None:
        top = self.mapping(root, "model file")
        if top is None:
            return None
        sections = {key: (k, v) for key, k, v in top}
        for key, k, _ in top:
            if key not in _TOP_KEYS:
                self.warning(k, "MCL411", f"unknown top-level key '{key}' (ignored)")

        schema = sections.get("schema")
        if schema is None:
            self.error(root, "MCL404", "missing required field 'schema'")
        else:
            version = self.integer(schema[1], "schema")
            if version is not None and version != SCHEMA_VERSION:
                self.error(schema[1], "MCL410", f"unsupported schema {version} (this mcalens reads {SCHEMA_VERSION})")
        name_entry = sections.get("name")
        name = self.string(name_entry[1], "name") if name_entry else None
        if name_entry is None:
            self.error(root, "MCL404", "missing required field 'name'")
        cpus: list[str] = []
        if "cpus" in sections:
            cpus = [c for c, _ in self.names(sections["cpus"][1], "cpus")]
        elif not inherits:
            self.error(root, "MCL404", "missing required field 'cpus'")
        if inherits and base is None:
            return None

        if base is not None:
            model = _copy_model(base)
            model.name = name or base.name
            model.cpus = tuple(dict.fromkeys((*cpus, *(() if cpus else base.cpus))))
        else:
            model = CpuModel(name=name or "", target="x86-64", cpus=tuple(cpus), issue_width=1, micro_op_buffer_size=0)
        if "target" in sections:
            target = self.string(sections["target"][1], "target")
            if target:
                model.target = target
        if "source" in sections:
            source = self.mapping(sections["source"][1], "source")
            if source is not None:
                own = {key: str(_scalar(v)) for key, _, v in source if isinstance(v, _ScalarNode)}
                # An inheriting model's data is its parent's release: keep the parent's llvm_version
                # unless the file names one (model_engine reads it: 22's printing and issue rules).
                inherited = {"llvm_version": base.source["llvm_version"]} if (
                    base is not None and "llvm_version" in base.source) else {}
                model.source = {**inherited, **own}
        # Which kind of model this is (reports say it): LLVM's generated tables, a measured model
        # (`source: {kind: measured}`), or any other user model.
        if model.source.get("kind") == "measured":
            model.kind = "measured"
        elif base is not None or "llvm_export" not in model.source.get("generator", ""):
            model.kind = "user"
        else:
            model.kind = "llvm"

        if "parameters" in sections:
            self.parameters(sections["parameters"][1], model, require=base is None)
        elif base is None:
            self.error(root, "MCL404", "missing required field 'parameters'")
        if "extra" in sections:
            self.extra(sections["extra"][1], model)
        if "resources" in sections:
            self.resources(sections["resources"][1], model, overriding=base is not None)
        elif base is None:
            self.error(root, "MCL404", "missing required field 'resources'")
        by_name = {r.name: r for r in model.resources}
        if "classes" in sections:
            self.classes(sections["classes"][1], model, by_name)
        elif base is None:
            self.error(root, "MCL404", "missing required field 'classes'")
        if "variants" in sections:
            self.variants(sections["variants"][1], model)
        if "predicates" in sections:
            self.predicates(sections["predicates"][1], model)
        if "instructions" in sections:
            self.instructions(sections["instructions"][1], model, by_name)
        if "frontend" in sections:
            self.frontend(sections["frontend"][1], model)
        if "hardware" in sections:
            self.hardware(sections["hardware"][1], model)
        if model.load_queue is not None and model.load_queue not in by_name:
            self.error(sections.get("extra", (root, root))[1], "MCL406", f"load_queue: unknown resource '{model.load_queue}'")
        if model.store_queue is not None and model.store_queue not in by_name:
            self.error(sections.get("extra", (root, root))[1], "MCL406",
                       f"store_queue: unknown resource '{model.store_queue}'")
        return model

    def parameters(self, node: _Node, model: CpuModel, require: bool) -> None:
        items = self.mapping(node, "parameters")
        if items is None:
            return
        given = set()
        for key, k, v in items:
            attr = _PARAMETERS.get(key)
            if attr is None:
                self.warning(k, "MCL411", f"parameters: unknown key '{key}' (ignored)")
                continue
            value = self.integer(v, f"parameters.{key}", 1 if key == "issue_width" else 0, _MAX_SIZE)
            if value is not None:
                setattr(model, attr, value)
                given.add(key)
        if require:
            for key in ("issue_width", "micro_op_buffer_size"):
                if key not in given and not any(k == key for k, _, _ in items):
                    self.error(node, "MCL404", f"parameters: missing required field '{key}'")

    def extra(self, node: _Node, model: CpuModel) -> None:
        items = self.mapping(node, "extra")
        if items is None:
            return
        for key, k, v in items:
            if key in ("reorder_buffer_size", "max_retire_per_cycle"):
                value = self.integer(v, f"extra.{key}", 0, _MAX_SIZE)
                if value is not None:
                    setattr(model, key, value)
            elif key in ("load_queue", "store_queue"):
                value = _scalar(v)
                if value is not None and not isinstance(value, str):
                    self.error(v, "MCL405", f"extra.{key}: expected a resource name or null")
                else:
                    setattr(model, key, value)
            elif key == "register_files":
                files = self.sequence(v, "extra.register_files")
                if files is not None:
                    model.register_files = tuple(rf for rf in (self.register_file(f) for f in files) if rf)
            else:
                self.warning(k, "MCL411", f"extra: unknown key '{key}' (ignored)")

    def frontend(self, node: _Node, model: CpuModel) -> None:
        """`frontend:` (mcalens only): null removes an inherited front end; keys override it."""
        if isinstance(node, _ScalarNode) and _scalar(node) is None:
            model.frontend = None
            return
        items = self.mapping(node, "frontend")
        if items is None:
            return
        base = model.frontend
        values: dict[str, object] = {}
        for key, k, v in items:
            if key == "source":
                values[key] = str(_scalar(v)) if isinstance(v, _ScalarNode) else ""
            elif key == "uop_cache":
                values[key] = self.uop_cache(v, base.uop_cache if base else None)
            elif key in _FRONTEND_INTS:
                value = self.integer(v, f"frontend.{key}", _FRONTEND_INTS[key])
                if value is not None:
                    values[key] = value
            else:
                self.warning(k, "MCL411", f"frontend: unknown key '{key}' (ignored)")
        if base is None:
            for key in ("delivery_width", "uop_queue"):
                if key not in values:
                    self.error(node, "MCL404", f"frontend: missing required field '{key}'")
                    return
            model.frontend = FrontEndModel(**values)  # type: ignore[arg-type]
        else:
            model.frontend = replace(base, **values)

    def hardware(self, node: _Node, model: CpuModel) -> None:
        """`hardware:` (mcalens only): null removes inherited behaviours; keys override them."""
        if isinstance(node, _ScalarNode) and _scalar(node) is None:
            model.hardware = None
            return
        items = self.mapping(node, "hardware")
        if items is None:
            return
        values: dict[str, object] = {}
        for key, k, v in items:
            if key in ("source", "alu_group"):
                values[key] = str(_scalar(v)) if isinstance(v, _ScalarNode) else ""
            elif key in ("stack_engine", "memory_dependences", "mov_fusion", "move_dependences",
                         "memory_values_same", "vector_upper_dirty", "store_alu",
                         "alu_wakeup_load_ops", "stores_out_of_order"):
                flag = self.boolean(v, f"hardware.{key}")
                if flag is not None:
                    values[key] = flag
            elif key in ("load_op_advance", "store_forwarding", "store_forwarding_gpr", "load_latency",
                         "stack_sync_latency", "store_forwarding_gpr_moved", "alu_wakeup", "cmov_flags_latency",
                         "store_forwarding_offset", "store_forwarding_fail", "sse_merge_latency", "sse_merge_window",
                         "store_forwarding_narrow"):
                # a store-forwarding figure may be -1 (not measured)
                value = self.integer(v, f"hardware.{key}", -1 if key.startswith("store_forwarding") else 0)
                if value is not None:
                    values[key] = value
            else:
                self.warning(k, "MCL411", f"hardware: unknown key '{key}' (ignored)")
        model.hardware = replace(model.hardware or HardwareModel(), **values)  # type: ignore[arg-type]

    def uop_cache(self, node: _Node, base: UopCacheModel | None) -> UopCacheModel | None:
        if isinstance(node, _ScalarNode) and _scalar(node) is None:
            return None
        items = self.mapping(node, "frontend.uop_cache")
        if items is None:
            return base
        values: dict[str, int] = {}
        for key, k, v in items:
            if key not in UopCacheModel.__dataclass_fields__:
                self.warning(k, "MCL411", f"frontend.uop_cache: unknown key '{key}' (ignored)")
                continue
            value = self.integer(v, f"frontend.uop_cache.{key}", 0 if key == "switch_penalty" else 1)
            if value is not None:
                values[key] = value
        return replace(base or UopCacheModel(), **values)

    def register_file(self, node: _Node) -> RegisterFileDesc | None:
        items = self.mapping(node, "register file")
        if items is None:
            return None
        fields = {key: v for key, _, v in items}
        if "name" not in fields:
            self.error(node, "MCL404", "register file: missing required field 'name'")
            return None
        name = self.string(fields["name"], "register file name")
        physical = self.integer(fields["physical_registers"], "physical_registers", 0, _MAX_SIZE) if "physical_registers" in fields else 0
        moves = (self.integer(fields["max_moves_eliminated_per_cycle"], "max_moves_eliminated_per_cycle", 0)
                 if "max_moves_eliminated_per_cycle" in fields else 0)
        zero_only = (self.boolean(fields["allow_zero_move_elimination_only"], "allow_zero_move_elimination_only")
                     if "allow_zero_move_elimination_only" in fields else False)
        classes: list[RegisterClassCost] = []
        entries = (self.sequence(fields["classes"], "register file classes") or []) if "classes" in fields else []
        for entry in entries:
            cost_items = self.mapping(entry, "register class cost")
            if cost_items is None:
                continue
            cf = {key: v for key, _, v in cost_items}
            if "class" not in cf:
                self.error(entry, "MCL404", "register class cost: missing required field 'class'")
                continue
            reg_class = self.string(cf["class"], "class")
            cost = self.integer(cf["cost"], "cost", 0) if "cost" in cf else 1
            elim = self.boolean(cf["allow_move_elimination"], "allow_move_elimination") if "allow_move_elimination" in cf else False
            if reg_class is not None and cost is not None:
                classes.append(RegisterClassCost(reg_class, cost, bool(elim)))
        if name is None or physical is None or moves is None:
            return None
        return RegisterFileDesc(name, physical, tuple(classes), moves, bool(zero_only))

    def resources(self, node: _Node, model: CpuModel, overriding: bool) -> None:
        entries = self.sequence(node, "resources")
        if entries is None:
            return
        table: list[ProcResource] = list(model.resources)
        position = {r.name: i for i, r in enumerate(table)}
        pending: list[tuple[int, str | None, list[tuple[str, _Node]], _Node | None]] = []
        for entry in entries:
            items = self.mapping(entry, "resource")
            if items is None:
                continue
            fields = {key: (k, v) for key, k, v in items}
            for key, k, _ in items:
                if key not in ("name", "units", "buffer_size", "super", "members"):
                    self.warning(k, "MCL411", f"resource: unknown key '{key}' (ignored)")
            if "name" not in fields:
                self.error(entry, "MCL404", "resource: missing required field 'name'")
                continue
            name = self.string(fields["name"][1], "resource name")
            if name is None:
                continue
            units = self.integer(fields["units"][1], f"{name}.units", 1, _MAX_UNITS) if "units" in fields else None
            buffer_size = self.integer(fields["buffer_size"][1], f"{name}.buffer_size", -1, _MAX_SIZE) if "buffer_size" in fields else None
            members = self.names(fields["members"][1], f"{name}.members") if "members" in fields else []
            super_node = fields["super"][1] if "super" in fields else None
            super_name = _scalar(super_node) if super_node is not None else None
            if super_node is not None and super_name is not None and not isinstance(super_name, str):
                self.error(super_node, "MCL405", f"{name}.super: expected a resource name")
                super_name = None
            if name in position:
                index = position[name]
                if not overriding or index >= len(model.resources):
                    self.error(fields["name"][1], "MCL408", f"duplicate resource '{name}'")
                    continue
                old = table[index]
                table[index] = replace(
                    old,
                    units=units if units is not None else (0 if members and old.members else old.units),
                    buffer_size=buffer_size if buffer_size is not None else old.buffer_size,
                )
                if members and old.members:  # a group's members may be replaced (measured models)
                    pending.append((index, old.super_resource, members, None))
                continue
            if units is None and not members:
                if "units" not in fields:  # an invalid value was already reported
                    self.error(entry, "MCL404", f"resource '{name}': missing required field 'units'")
                continue
            position[name] = len(table)
            table.append(ProcResource(name, len(table) + 1, units or 0,
                                      -1 if buffer_size is None else buffer_size, None, ()))
            pending.append((len(table) - 1, super_name, members, super_node))
        # Second pass: references may point forward in the table.
        for index, super_name, members, super_node in pending:
            res = table[index]
            member_names = []
            for member, member_node in members:
                if member not in position:
                    self.error(member_node, "MCL406", f"{res.name}.members: unknown resource '{member}'")
                else:
                    member_names.append(member)
            if super_name is not None and super_name not in position:
                self.error(super_node, "MCL406", f"{res.name}.super: unknown resource '{super_name}'")
                super_name = None
            units = res.units
            if member_names and not units:
                units = sum(table[position[m]].units for m in member_names)
            table[index] = replace(res, units=units, super_resource=super_name, members=tuple(member_names))
        model.resources = tuple(table)

    def resource_uses(self, node: _Node, what: str, by_name: dict[str, ProcResource]) -> tuple[ResourceUse, ...]:
        # PERF: generated files are well formed; this check-and-intern loop took resource lists
        # from 0.20 s to 0.05 s per model (cProfile, skylake) and shares equal entries in the cache.
        if type(node) is _SeqNode:
            fast = []
            interned = self.interned
            for item in node.value:
                parts = item.value if type(item) is _SeqNode else None
                if parts is None or len(parts) != 2:
                    break
                name_node, release_node = parts
                if (type(name_node) is not _ScalarNode or name_node.tag != _STR_TAG or name_node.value not in by_name
                        or type(release_node) is not _ScalarNode or release_node.tag != _INT_TAG
                        or not release_node.value.isdigit() or len(release_node.value) > 4):  # big: checked below
                    break
                key = (name_node.value, int(release_node.value))
                use = interned.get(key)
                if use is None:
                    use = interned[key] = ResourceUse(key[0], key[1])
                fast.append(use)
            else:
                return self.intern_tuple(tuple(fast))
        out = []
        for item in self.sequence(node, what) or ():
            parts = self.sequence(item, what)
            if parts is None:
                continue
            if len(parts) not in (2, 3):
                self.error(item, "MCL405", f"{what}: expected [resource, release] or [resource, release, acquire]")
                continue
            name = self.string(parts[0], f"{what} resource")
            release = self.integer(parts[1], f"{what} release cycles", 0, _MAX_RESOURCE_CYCLES)
            acquire = self.integer(parts[2], f"{what} acquire cycles", 0, _MAX_RESOURCE_CYCLES) if len(parts) == 3 else 0
            if name is not None and name not in by_name:
                self.error(parts[0], "MCL406", f"{what}: unknown resource '{name}'")
                continue
            if name is None or release is None or acquire is None:
                continue
            out.append(ResourceUse(name, release, acquire))
        return self.intern_tuple(tuple(out))

    def writes(self, node: _Node, what: str) -> tuple[WriteLatency, ...]:
        # A negative latency is LLVM's "unknown latency" (TableGen `Latency = -1`, e.g. AArch64
        # cyclone's WriteSys; Cortex-M85's low-overhead-loop ends write -2): llvm-mca then uses the
        # instruction's MaxLatency (instr_desc._max_latency). MCWriteLatencyEntry holds an int16.
        out = []
        for item in self.sequence(node, what) or ():
            if isinstance(item, _SeqNode):
                if len(item.value) != 2:
                    self.error(item, "MCL405", f"{what}: expected cycles or [cycles, write_id]")
                    continue
                cycles = self.integer(item.value[0], f"{what} cycles", _MIN_LATENCY, _MAX_LATENCY)
                write_id = self.integer(item.value[1], f"{what} write_id", 0)
            else:
                cycles = self.integer(item, f"{what} cycles", _MIN_LATENCY, _MAX_LATENCY)
                write_id = 0
            if cycles is not None and write_id is not None:
                out.append(WriteLatency(cycles, write_id))
        return self.intern_tuple(tuple(out))

    def read_advances(self, node: _Node, what: str) -> tuple[ReadAdvance, ...]:
        out = []
        for item in self.sequence(node, what) or ():
            parts = self.sequence(item, what)
            if parts is None:
                continue
            if len(parts) not in (2, 3):
                self.error(item, "MCL405", f"{what}: expected [use_index, cycles] or [use_index, cycles, write_id]")
                continue
            use = self.integer(parts[0], f"{what} use index", 0)
            cycles = self.integer(parts[1], f"{what} cycles", -_MAX_LATENCY, _MAX_LATENCY)  # negative = later, as in LLVM
            write_id = self.integer(parts[2], f"{what} write_id", 0) if len(parts) == 3 else 0
            if use is not None and cycles is not None and write_id is not None:
                out.append(ReadAdvance(use, cycles, write_id))
        return self.intern_tuple(tuple(out))

    def sched_class(self, name: str, node: _Node, by_name: dict[str, ProcResource],
                    base: SchedClass | None = None,
                    key_node: _Node | None = None) -> tuple[SchedClass | None, list[tuple[str, _Node]]]:
        items = self.mapping(node, f"class {name}")
        if items is None:
            return None, []
        fields = {key: v for key, _, v in items}
        for key, k, _ in items:
            if key not in _CLASS_KEYS:
                self.warning(k, "MCL411", f"class {name}: unknown key '{key}' (ignored)")
        opcodes = self.names(fields["opcodes"], f"{name}.opcodes") if "opcodes" in fields else []
        unsupported = self.boolean(fields["unsupported"], f"{name}.unsupported") if "unsupported" in fields else False
        if unsupported:
            return SchedClass(name, 0, unsupported=True), opcodes
        if "uops" in fields:
            uops = self.integer(fields["uops"], f"{name}.uops", 0, _MAX_UOPS)
        elif base is not None:
            uops = base.uops
        else:
            self.error(key_node or node, "MCL404", f"class {name}: missing required field 'uops'")
            uops = None
        flags = {}
        for flag in ("begin_group", "end_group", "retire_ooo"):
            if flag in fields:
                flags[flag] = bool(self.boolean(fields[flag], f"{name}.{flag}"))
            else:
                flags[flag] = getattr(base, flag) if base is not None else False
        cls = SchedClass(
            name=name,
            uops=uops if uops is not None else 0,
            writes=self.writes(fields["writes"], f"{name}.writes") if "writes" in fields else (base.writes if base else ()),
            resources=(self.resource_uses(fields["resources"], f"{name}.resources", by_name)
                       if "resources" in fields else (base.resources if base else ())),
            read_advances=(self.read_advances(fields["read_advance"], f"{name}.read_advance")
                           if "read_advance" in fields else (base.read_advances if base else ())),
            **flags,
        )
        return cls, opcodes

    def classes(self, node: _Node, model: CpuModel, by_name: dict[str, ProcResource]) -> None:
        items = self.mapping(node, "classes")
        if items is None:
            return
        for name, k, v in items:
            cls, opcodes = self.sched_class(name, v, by_name, key_node=k)
            if cls is None:
                continue
            model.classes[name] = cls
            for opcode, opcode_node in opcodes:
                self.assign(model, opcode, name, opcode_node)

    def assign(self, model: CpuModel, opcode: str, cls: str, node: _Node) -> None:
        """Opcodes listed twice in one file are an error; an inheriting file may move an opcode."""
        if opcode in self.assigned:
            self.error(node, "MCL408", f"opcode {opcode} is already in class {model.opcode_class[opcode]}")
            return
        self.assigned.add(opcode)
        model.opcode_class[opcode] = cls

    def condition(self, node: _Node, what: str) -> Condition | None:
        items = self.mapping(node, what)
        if items is None:
            return None
        parts: dict[str, object] = {}
        ok = True
        for key, k, v in items:
            if key not in _CONDITION_KEYS:
                self.error(k, "MCL405", f"{what}: unknown test '{key}'")
                ok = False
            elif key in ("same_regs", "diff_regs"):
                pairs = []
                for pair in self.sequence(v, f"{what}.{key}") or ():
                    values = self.sequence(pair, f"{what}.{key}")
                    if values is None or len(values) != 2:
                        self.error(pair, "MCL405", f"{what}.{key}: expected [i, j] operand pairs")
                        ok = False
                        continue
                    i, j = self.integer(values[0], key, 0), self.integer(values[1], key, 0)
                    if i is None or j is None:
                        ok = False
                        continue
                    pairs.append((i, j))
                parts[key] = tuple(pairs)
            elif key in ("is_expr", "reg_repeated", "reg_not_repeated"):
                indices = []
                for item in self.sequence(v, f"{what}.{key}") or ():
                    index = self.integer(item, key, 0)
                    if index is None:
                        ok = False
                    else:
                        indices.append(index)
                parts[key] = tuple(indices)
            elif key in ("num_operands_in", "num_operands_not_in"):
                counts = [self.integer(item, f"{what}.{key}", 0) for item in self.sequence(v, f"{what}.{key}") or ()]
                if any(c is None for c in counts):
                    ok = False
                    continue
                parts[key] = frozenset(c for c in counts if c is not None)
            elif key in ("flags_set", "flags_clear"):
                mask = 0
                for item in self.sequence(v, f"{what}.{key}") or ():
                    flag = _scalar(item)
                    if not isinstance(flag, str) or flag not in _FLAG_BITS:
                        known = ", ".join(_FLAG_BITS)
                        self.error(item, "MCL405", f"{what}.{key}: expected flag names ({known}), got '{flag}'")
                        ok = False
                        continue
                    mask |= _FLAG_BITS[flag]
                parts["flags_all" if key == "flags_set" else "flags_none"] = mask
            else:
                tests = []
                for op_key, op_k, op_v in self.mapping(v, f"{what}.{key}") or ():
                    try:
                        index = int(op_key)
                    except ValueError:
                        self.error(op_k, "MCL405", f"{what}.{key}: operand index expected, got '{op_key}'")
                        ok = False
                        continue
                    values = self.sequence(op_v, f"{what}.{key}")
                    if values is None:
                        ok = False
                        continue
                    if key.startswith("imm"):
                        numbers = [self.integer(x, f"{what}.{key}") for x in values]
                        if any(n is None for n in numbers):
                            ok = False
                            continue
                        tests.append((index, frozenset(numbers)))
                    else:
                        regs = [_scalar(x) for x in values]
                        if any(r is not None and not isinstance(r, str) for r in regs):
                            self.error(op_v, "MCL405", f"{what}.{key}: expected register names or null")
                            ok = False
                            continue
                        tests.append((index, frozenset(regs)))
                parts[key] = tuple(sorted(tests, key=lambda t: t[0]))
        return Condition(**parts) if ok else None  # type: ignore[arg-type]

    def variants(self, node: _Node, model: CpuModel) -> None:
        items = self.mapping(node, "variants")
        if items is None:
            return
        pending: list[tuple[_Node, str]] = []
        for name, _, v in items:
            fields = {key: fv for key, _, fv in self.mapping(v, f"variant {name}") or ()}
            if "rules" not in fields:
                self.error(v, "MCL404", f"variant {name}: missing required field 'rules'")
                continue
            rules = []
            for rule in self.sequence(fields["rules"], f"{name}.rules") or ():
                rule_fields = {key: rv for key, _, rv in self.mapping(rule, f"{name} rule") or ()}
                if "class" not in rule_fields:
                    self.error(rule, "MCL404", f"{name} rule: missing required field 'class'")
                    continue
                when = self.condition(rule_fields["when"], f"{name} rule when") if "when" in rule_fields else Condition()
                target = _scalar(rule_fields["class"])
                if target is not None and not isinstance(target, str):
                    self.error(rule_fields["class"], "MCL405", f"{name} rule: class must be a name or null")
                    continue
                if when is None:
                    continue
                if target is not None:
                    pending.append((rule_fields["class"], target))
                rules.append(VariantRule(when, target))
            model.variants[name] = VariantClass(name, tuple(rules))
            for opcode, opcode_node in (self.names(fields["opcodes"], f"{name}.opcodes") if "opcodes" in fields else ()):
                self.assign(model, opcode, name, opcode_node)
        for target_node, target in pending:
            if target not in model.classes and target not in model.variants:
                self.error(target_node, "MCL407", f"variant rule: unknown class '{target}'")

    def predicates(self, node: _Node, model: CpuModel) -> None:
        for kind, k, v in self.mapping(node, "predicates") or ():
            attr = _PREDICATE_KINDS.get(kind)
            if attr is None:
                self.warning(k, "MCL411", f"predicates: unknown kind '{kind}' (ignored)")
                continue
            table: dict[str, tuple[PredicateRule, ...]] = dict(getattr(model, attr))
            for opcode, _, rules_node in self.mapping(v, f"predicates.{kind}") or ():
                rules = []
                for rule in self.sequence(rules_node, f"{kind}.{opcode}") or ():
                    fields = {key: rv for key, _, rv in self.mapping(rule, f"{kind}.{opcode} rule") or ()}
                    when = self.condition(fields["when"], f"{kind}.{opcode} when") if "when" in fields else Condition()
                    mask: list[int] = []
                    for bit in (self.sequence(fields["mask"], f"{kind}.{opcode} mask") or ()) if "mask" in fields else ():
                        value = self.integer(bit, "mask", 0)
                        if value is not None:
                            mask.append(value)
                    if when is not None:
                        rules.append(PredicateRule(when, tuple(mask)))
                table[opcode] = tuple(rules)
            setattr(model, attr, table)

    def instructions(self, node: _Node, model: CpuModel, by_name: dict[str, ProcResource]) -> None:
        """Per-opcode overrides: the opcode gets a private copy of its class with the changes."""
        for opcode, k, v in self.mapping(node, "instructions") or ():
            current = model.opcode_class.get(opcode)
            if current is None:
                self.error(k, "MCL407", f"instructions: opcode '{opcode}' has no class in this model")
                continue
            base = model.classes.get(current)
            if base is None:
                self.error(k, "MCL407", f"instructions: '{opcode}' has a variant class ({current}); override the "
                                        "classes its rules pick instead")
                continue
            private = f"{opcode}@{model.name}"
            cls, extra_opcodes = self.sched_class(private, v, by_name, base=replace(base, unsupported=False))
            if extra_opcodes:
                self.warning(v, "MCL411", "instructions: 'opcodes' is ignored in an override")
            if cls is not None:
                model.classes[private] = cls
                model.opcode_class[opcode] = private


# frontend: integer keys and their minimum values.
_FRONTEND_INTS = {
    "delivery_width": 1, "uop_queue": 1, "fetch_bytes": 1, "predecode_width": 1, "instruction_queue": 1,
    "lcp_penalty": 0, "decoders": 1, "complex_decoder_uops": 1, "legacy_uops_per_cycle": 1,
    "msrom_uops_per_cycle": 1, "loop_stream_detector": 0,
}


def _copy_model(base: CpuModel) -> CpuModel:
    """A copy whose dicts can be changed without touching `base` (classes themselves are frozen)."""
    return replace(
        base,
        classes=dict(base.classes),
        variants=dict(base.variants),
        opcode_class=dict(base.opcode_class),
        zero_idioms=dict(base.zero_idioms),
        dependency_breaking=dict(base.dependency_breaking),
        optimizable_moves=dict(base.optimizable_moves),
        source=dict(base.source),
    )
