"""The LLVM releases mcalens ships model sets for, and where a (target, release) set's files are.

Layout (models/SCHEMA.md): `models/<target>/` is the LLVM 19 set, as it always was; each later
release has `models/<target>/llvm<N>/` with the files its exporters wrote that differ from 19's,
and a `release.json` naming the release and the files it shares with the 19 set (byte-identical
data, stored once). `release_file` is the one place that turns (target, release, file name) into a
path; `release_models_dir` gives the directory string the loaders take (`Target.models_dir`).

A release is *exact* when every engine difference between its llvm-mca and 19's is modelled; the
CLI warns on stderr when a release that is not exact is selected (docs/llvm-releases.md lists what
is missing), and the default release is the newest exact one (22; both shipped releases are exact).
"""

from __future__ import annotations

import os

RELEASES: tuple[str, ...] = ("19", "22")  # the majors `--llvm-version` accepts
FULL_VERSIONS: dict[str, str] = {"19": "19.1.7", "22": "22.1.8"}  # the llvm-mca each set matches
BASE_RELEASE = "19"  # models/<target>/ itself
# `-mcpu=help`'s exit status (measured: `llvm-mca-19 -mtriple=x86_64 -mcpu=help </dev/null` exits 1,
# llvm-mca-22 exits 0 after the same listing).
CPU_HELP_STATUS: dict[str, int] = {"19": 1, "22": 0}
EXACT_RELEASES: frozenset[str] = frozenset({"19", "22"})
DEFAULT_RELEASE = "22"  # the newest exact release
MANIFEST = "release.json"
# `mcalens measure` and `mcalens calibrate` predict and fit with LLVM 19's models: the shipped measured
# models (models/x86-64/measured/) and their probes were fitted over 19's, and 22's set has none yet.
# They have no --llvm-version option yet; this names their release instead of the default.
MEASURE_RELEASE = BASE_RELEASE


# The engine behaviours a release's `release.json` may list under "engine" (docs/llvm-releases.md);
# 19's llvm-mca has none of them. The simulator and views ask `model_engine(model)`, never the
# version number.
ENGINE_OVERLAP_WORKLIST = "overlap-worklist"  # issue order for partially overlapping groups
# Instruction Info's RThroughput rounded half up to two decimals before printing (22 prints 0.125
# as 0.13; 19 printed the double as it is, 0.12).
ENGINE_RTHROUGHPUT_ROUNDED = "rthroughput-rounded"
# Instruction Info's Latency column left-justified to six characters (22 prints `1386  7.00`
# where 19 printed `1386   7.00`; shorter latencies print the same in both).
ENGINE_LATENCY_JUSTIFIED = "latency-justified"
# llvm-mca's generic InstrumentManager is on for every target (PR 155420): the `LLVM-MCA-LATENCY <n>`
# instrument, and an error for any other unknown `LLVM-MCA-<KIND>` comment (-disable-im turns it off).
ENGINE_INSTRUMENT_LATENCY = "instrument-latency"
# The assembly lexer hands llvm-mca a comment's text after the whole comment string (LLVM 19 kept all
# but its first character): AArch64's `// LLVM-MCA-BEGIN` is a region marker, `// LLVM-MCA-<KIND>`
# an instrument (measured with llvm-mca-22: the error points at column 3 of `// LLVM-MCA-FOO`).
ENGINE_COMMENT_TEXT_WHOLE = "comment-text-whole"
# -show-encoding prints the instruction as parsed: 22's CodeEmitter no longer relaxes short
# branches and symbolic imm8 forms first (`jl -90` is `7c 00`; 19 printed `0f 8c 00 00 00 00`).
ENGINE_ENCODING_UNRELAXED = "encoding-unrelaxed"
# -instruction-tables takes none|normal|full (PR 130574; `full` adds the bypass latency, resources and
# opcode name columns); 19's is a boolean ("'full' is invalid value for boolean argument!").
ENGINE_INSTRUCTION_TABLES_LEVELS = "instruction-tables-levels"
# -json carries the bottleneck analysis ("BottleneckAnalysis", PR 90056) when the view is on; 19's
# -json leaves it out (mcalens then adds it only with --json-extras).
ENGINE_BOTTLENECK_JSON = "bottleneck-json"
# MCSchedModel::getReciprocalThroughput (Instruction Info's RThroughput) counts the cycles a resource
# is held, ReleaseAtCycle - AcquireAtCycle, where 19 counted ReleaseAtCycle; a resource held for no
# cycle is skipped like one with ReleaseAtCycle 0. Only models with an AcquireAtCycle show it (LLVM
# 22's SiFive7 `[VLEN512SiFive7VL, 2, 1]`: 1.00, 19's rule 2.00; measured with llvm-mca-22).
ENGINE_RTHROUGHPUT_HELD = "rthroughput-held-cycles"
# X86's assembler names APX's prefixes when %ah..%dh meet an instruction that needs one: 22 says
# "can't encode 'ah' in an instruction requiring EVEX/REX2/REX prefix", 19 "... requiring REX prefix"
# (measured: `movzbl %ah, %r8d` through llvm-mca-19 and llvm-mca-22).
ENGINE_REX_MESSAGE_APX = "rex-message-apx"
ENGINE_FEATURES: frozenset[str] = frozenset({ENGINE_OVERLAP_WORKLIST, ENGINE_RTHROUGHPUT_ROUNDED,
                                             ENGINE_LATENCY_JUSTIFIED, ENGINE_INSTRUMENT_LATENCY,
                                             ENGINE_COMMENT_TEXT_WHOLE, ENGINE_ENCODING_UNRELAXED,
                                             ENGINE_INSTRUCTION_TABLES_LEVELS, ENGINE_BOTTLENECK_JSON,
                                             ENGINE_RTHROUGHPUT_HELD, ENGINE_REX_MESSAGE_APX})


class UnknownRelease(ValueError):
    """A `--llvm-version` value with no model set."""


def check_release(release: str) -> str:
    """`release` as a known major ("19", "22"; "19.1.7" and "22.1.8" are accepted too)."""
    major = release.strip().partition(".")[0]
    if major not in RELEASES or (release.strip() != major and release.strip() != FULL_VERSIONS[major]):
        raise UnknownRelease(release)
    return major


def release_models_dir(target_dir: str, release: str = BASE_RELEASE) -> str:
    """The models directory (relative to mcalens/models/) of a target's set for `release`:
    "x86-64" for 19, "x86-64/llvm22" for 22. `target_dir` is the base one (`Target.models_dir`
    of the default release)."""
    major = check_release(release)
    return target_dir if major == BASE_RELEASE else f"{target_dir}/llvm{major}"


def base_target_dir(models_dir: str) -> str:
    """The target's base directory of a release directory ("x86-64/llvm22" -> "x86-64")."""
    return models_dir.partition("/")[0]


def release_of_dir(models_dir: str) -> str:
    """The release major a models directory string holds ("x86-64" -> "19")."""
    _, _, tail = models_dir.partition("/")
    return tail[len("llvm"):] if tail.startswith("llvm") else BASE_RELEASE


def _models_path() -> str:
    from mcalens.models import MODELS_PATH

    return MODELS_PATH


def shared_files(models_dir: str) -> tuple[str, ...]:
    """The file names a release directory takes from the base (19) set (its release.json)."""
    if release_of_dir(models_dir) == BASE_RELEASE:
        return ()
    return _manifest(models_dir)[1]


def _manifest(models_dir: str) -> tuple[str, tuple[str, ...], frozenset[str]]:
    """(full LLVM version, shared file names, engine behaviours) of a release directory;
    ("", (), frozenset()) when unreadable."""
    cached = _MANIFESTS.get(models_dir)
    if cached is not None:
        return cached
    from ..cache.store import json_records  # through the compiled cache: a warm run imports no json

    found: tuple[str, tuple[str, ...], frozenset[str]]
    try:
        data = json_records(os.path.join(_models_path(), models_dir, MANIFEST), "release-manifest")
        if not isinstance(data, dict):
            raise ValueError(f"{models_dir}/{MANIFEST}: not a JSON object")
        shared = data.get("shared", [])
        engine = data.get("engine", [])
        found = (str(data.get("llvm", "")),
                 tuple(s for s in shared if isinstance(s, str) and "/" not in s and s not in ("", ".", "..")),
                 frozenset(e for e in engine if e in ENGINE_FEATURES) if isinstance(engine, list) else frozenset())
    except (OSError, ValueError, AttributeError, TypeError):
        found = ("", (), frozenset())
    _MANIFESTS[models_dir] = found
    return found


_MANIFESTS: dict[str, tuple[str, tuple[str, ...], frozenset[str]]] = {}


def release_engine(target_dir: str, release: str) -> frozenset[str]:
    """The engine behaviours of a target's set for `release` (its release.json "engine"; none for 19
    or an unknown release)."""
    try:
        models_dir = release_models_dir(target_dir, release)
    except UnknownRelease:
        return frozenset()
    if release_of_dir(models_dir) == BASE_RELEASE:
        return frozenset()
    return _manifest(models_dir)[2]


def directory_engine(directory: str | None) -> frozenset[str]:
    """The engine behaviours of the release whose files are in `directory`, a path ending in a
    release directory (".../models/x86-64/llvm22", the `Isa.directory` of that release; the base set's
    ".../models/x86-64" has none)."""
    if not directory:
        return frozenset()
    head, tail = os.path.split(os.path.normpath(directory))
    if not tail.startswith("llvm") or tail[len("llvm"):] not in RELEASES:
        return frozenset()
    return release_engine(os.path.basename(head), tail[len("llvm"):])


def model_engine(model: object) -> frozenset[str]:
    """The engine behaviours of the release a model's numbers come from: its `source:
    llvm_version` (a user model that inherits a shipped one carries the parent's) and its target."""
    source = getattr(model, "source", None)
    target = getattr(model, "target", "")
    version = str(source.get("llvm_version", "")) if isinstance(source, dict) else ""
    if not version or not isinstance(target, str) or not target:
        return frozenset()
    return release_engine(target.partition("/")[0], version.strip())


def release_file(target_dir: str, release: str, name: str) -> str:
    """The path of file `name` of a target's set for `release`: the release directory's own file,
    else the base (19) file when the release shares it, else the release directory's path (which
    does not exist: the caller reports the missing file as it would any other)."""
    return models_file(release_models_dir(target_dir, release), name)


def models_file(models_dir: str, name: str) -> str:
    """`release_file` for a models directory string (what the loaders carry)."""
    root = _models_path()
    own = os.path.join(root, models_dir, name)
    if release_of_dir(models_dir) == BASE_RELEASE or os.path.exists(own):
        return own
    if name in shared_files(models_dir):
        return os.path.join(root, base_target_dir(models_dir), name)
    return own


def shared_path(path: str) -> str | None:
    """For a path inside a shipped release directory (`.../models/x86-64/llvm22/NAME`) naming a file
    that release shares with the 19 set: the 19 set's file; else None."""
    directory, name = os.path.split(path)
    parent, release_part = os.path.split(directory)
    root = _models_path()
    if not release_part.startswith("llvm") or os.path.dirname(parent) != root:
        return None
    models_dir = f"{os.path.basename(parent)}/{release_part}"
    if release_of_dir(models_dir) not in RELEASES or name not in shared_files(models_dir):
        return None
    return os.path.join(parent, name)


def llvm_version_of(models_dir: str) -> str:
    """The full LLVM version a models directory's data comes from ("19.1.7", "22.1.8")."""
    release = release_of_dir(models_dir)
    if release != BASE_RELEASE:
        version = _manifest(models_dir)[0]
        if version:
            return version
    return FULL_VERSIONS.get(release, release)


def release_of_llvm_version(version_text: str) -> str | None:
    """The release major an LLVM tool's `--version` output names ("Debian LLVM version 22.1.8" ->
    "22"), or None when it names none mcalens has a model set for. The comparison tools use it to
    match mcalens' release to the llvm-mca they run, instead of mcalens' default."""
    for word in version_text.split():
        major, dot, _ = word.partition(".")
        if dot and major in RELEASES and word == FULL_VERSIONS[major]:
            return major
    return None


def is_exact(release: str) -> bool:
    return check_release(release) in EXACT_RELEASES


def inexact_warning(release: str) -> str:
    """The stderr line for a selected release whose engine differences are not all modelled."""
    major = check_release(release)
    return (f"warning: --llvm-version {major}: mcalens does not yet model every difference between "
            f"llvm-mca {FULL_VERSIONS[major]} and {FULL_VERSIONS[BASE_RELEASE]} (docs/llvm-releases.md "
            f"lists them); numbers can differ from llvm-mca-{major}'s")
