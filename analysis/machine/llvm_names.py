"""The names LLVM 19 knows per target (`-mcpu=help`), "did you mean" suggestions and `--version` text.

`models/<target>/llvm_cpu_help.txt` (x86-64, aarch64) is llvm-mca-19's `-mcpu=help` listing for
that target, recorded verbatim by
`tools/record_llvm_cpu_help.py`: the CLI prints it for `-mcpu=help` / `-mattr=help`, tells a CPU
LLVM knows but has no scheduling model for (`k8`) from an unknown name (`zen4`), and checks
`-mattr` feature names the way LLVM does (an unknown one is a warning, and ignored).
"""

from __future__ import annotations

import re
from functools import cache

from ..lazy_re import lazy_compile

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up, issue 17)
if TYPE_CHECKING:
    from pathlib import Path

HELP_FILE = "llvm_cpu_help.txt"
LLVM_VERSION = "19.1.7"
_ENTRY = lazy_compile(r"^  (\S+)\s+- ")


DEFAULT_MODELS_DIR = "x86-64"


def _models_dir(models_dir: str = DEFAULT_MODELS_DIR) -> Path:
    from pathlib import Path

    from mcalens.models import MODELS_PATH

    return Path(MODELS_PATH) / models_dir


@cache
def cpu_help_text(models_dir: str = DEFAULT_MODELS_DIR) -> str:
    """The release's llvm-mca `-mcpu=help` text for a target (written to stderr; `models_dir` is a
    release directory, machine/releases.py), or "" when the file is missing."""
    from pathlib import Path

    from .releases import models_file

    try:
        return Path(models_file(models_dir, HELP_FILE)).read_text(encoding="utf-8")
    except OSError:
        return ""


@cache
def _sections(models_dir: str = DEFAULT_MODELS_DIR) -> tuple[tuple[str, ...], tuple[str, ...]]:
    cpus: list[str] = []
    features: list[str] = []
    current: list[str] | None = None
    for line in cpu_help_text(models_dir).splitlines():
        if line.startswith("Available CPUs"):
            current = cpus
        elif line.startswith("Available features"):
            current = features
        elif current is not None and (match := _ENTRY.match(line)):
            current.append(match.group(1))
    return tuple(cpus), tuple(features)


def llvm_cpus(models_dir: str = DEFAULT_MODELS_DIR) -> tuple[str, ...]:
    """Every `-mcpu` name LLVM 19 accepts for a target (with or without a scheduling model)."""
    return _sections(models_dir)[0]


def llvm_features(models_dir: str = DEFAULT_MODELS_DIR) -> tuple[str, ...]:
    """Every subtarget feature name LLVM 19 accepts in `-mattr` for a target."""
    return _sections(models_dir)[1]


def unknown_features(mattr: str, models_dir: str = DEFAULT_MODELS_DIR) -> list[str]:
    """The `-mattr` items LLVM would warn about, as it spells them (`+foo`, `-foo`).

    Items are comma-separated; empty items are ignored; an item without a sign means `+`.
    """
    if not mattr.strip(" \t,"):
        return []  # nothing to check: the feature list is not even read (start-up, issue 17)
    known = set(llvm_features(models_dir))
    out = []
    for item in mattr.split(","):
        item = item.strip()
        if not item:
            continue
        signed = item if item[0] in "+-" else f"+{item}"
        if signed[1:] not in known and signed != "+help":
            out.append(signed)
    return out


def did_you_mean(word: str, candidates: list[str] | tuple[str, ...]) -> str | None:
    """The closest candidate to a mistyped word, or None when nothing is close."""
    import difflib  # only for a diagnostic (start-up, issue 17)

    found = difflib.get_close_matches(word, candidates, n=1, cutoff=0.6)
    if found:
        return found[0]
    # Prefixes and digit-renamed families: zen4 -> znver4, skx -> skylake-avx512 are not guessed.
    digits = re.sub(r"\D", "", word)
    stem = re.sub(r"[\d\W_]", "", word)
    if digits and stem:
        same_digits = [c for c in candidates if re.sub(r"\D", "", c) == digits and c[0] == word[0]]
        if len(same_digits) == 1:
            return same_digits[0]
    return None


def releases_line() -> str:
    """`--version`'s line of the releases mcalens has model sets for, the default one named:
    `  releases: 19.1.7 (the default), 22.1.8 (not exact yet); --llvm-version 19|22 selects`."""
    from .releases import DEFAULT_RELEASE, FULL_VERSIONS, RELEASES, is_exact

    names = [FULL_VERSIONS[r] + (" (the default)" if r == DEFAULT_RELEASE else "")
             + ("" if is_exact(r) else " (not exact yet)") for r in RELEASES]
    return f"  releases: {', '.join(names)}; --llvm-version {'|'.join(RELEASES)} selects"


def version_text(targets: tuple[tuple[str, str, str], ...] = (("x86-64", DEFAULT_MODELS_DIR, ""),)) -> str:
    """`mcalens --version`: our version, the llvm-mca release we match, the targets (display name,
    models folder, how to select it) and the shipped data's versions per target."""
    from mcalens import __version__

    from .releases import BASE_RELEASE, is_exact, llvm_version_of, release_of_dir

    release = release_of_dir(targets[0][1]) if targets else BASE_RELEASE
    exactness = "compatible" if is_exact(release) else "(not exact yet: docs/llvm-releases.md)"
    lines = [f"mcalens {__version__}", f"  llvm-mca {llvm_version_of(targets[0][1]) if targets else LLVM_VERSION} "
             f"{exactness}", releases_line()]
    if any(selection for _, _, selection in targets):
        lines.append("  targets:")
        lines += [f"    {name:<8} {selection}" for name, _, selection in targets]
    for name, models_dir, _ in targets:
        models = sorted(_models_dir(models_dir).glob("*.yaml"))
        schema, llvm = "?", "?"
        if models:
            head = models[0].read_text(encoding="utf-8")[:2048]
            if m := re.search(r"^schema:\s*(\S+)", head, re.M):
                schema = m.group(1)
            if m := re.search(r"^\s+llvm_version:\s*(\S+)", head, re.M):
                llvm = m.group(1)
        lines.append(f"  CPU models: {len(models)} ({name}, schema {schema}, from LLVM {llvm})")
        try:
            import gzip  # only for --version (start-up, issue 17)

            from .releases import models_file

            with gzip.open(models_file(models_dir, "isa.json.gz"), "rt", encoding="utf-8") as handle:
                head = handle.read(400)
            fmt = re.search(r'"format":\s*(\d+)', head)
            src = re.search(r'"llvm":\s*"([^"]+)"', head)
            lines.append(f"  instruction set: {name}, format {fmt.group(1) if fmt else '?'}, "
                         f"from LLVM {src.group(1) if src else '?'}")
        except (OSError, EOFError):
            lines.append(f"  instruction set: {name} missing")
    from ..build_info import simulator_build

    lines.append(f"  build: {simulator_build()}")
    return "\n".join(lines) + "\n"


@cache
def cpus_with_itineraries(models_dir: str = DEFAULT_MODELS_DIR) -> frozenset[str]:
    """The `-mcpu` names without a scheduling model whose processor has an itinerary table
    (`cpus.json` `itineraries`, from export_sched): llvm-mca adds "note: cpu '<cpu>' provides
    itineraries. However, instruction itineraries are currently unsupported." to its error."""
    import json
    from pathlib import Path

    from .releases import models_file

    try:
        data = json.loads(Path(models_file(models_dir, "cpus.json")).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return frozenset()
    rows = data.get("cpus") if isinstance(data, dict) else None
    return frozenset(row["name"] for row in rows or () if isinstance(row, dict) and row.get("itineraries") is True
                     and isinstance(row.get("name"), str))


# Triple::normalize's component parsers, as far as the names llvm-mca's targets are given go
# (parseVendor; parseOS and parseEnvironment match a prefix, `linux`, `gnueabihf`).
_VENDORS = frozenset({"apple", "pc", "scei", "sie", "fsl", "ibm", "img", "mti", "nvidia", "csr", "amd", "mesa",
                      "suse", "oe"})
_OSES = ("none", "darwin", "dragonfly", "freebsd", "fuchsia", "ios", "kfreebsd", "linux", "lv2", "macos", "netbsd",
         "openbsd", "solaris", "uefi", "win32", "windows", "zos", "haiku", "rtems", "nacl", "aix", "cuda", "nvcl",
         "amdhsa", "ps4", "ps5", "elfiamcu", "tvos", "watchos", "bridgeos", "driverkit", "xros", "visionos",
         "mesa3d", "amdpal", "hermit", "hurd", "wasi", "emscripten", "shadermodel", "liteos", "serenity", "vulkan")
_ENVIRONMENTS = ("eabihf", "eabi", "gnuabin32", "gnuabi64", "gnueabihf", "gnueabi", "gnuf32", "gnuf64", "gnusf",
                 "gnux32", "gnu_ilp32", "code16", "gnu", "android", "musleabihf", "musleabi", "muslx32", "musl",
                 "msvc", "itanium", "cygnus", "coreclr", "simulator", "macabi", "ohos", "opencl")


def _component_fits(slot: int, component: str) -> bool:
    if slot == 1:
        return component in _VENDORS
    if slot == 2:
        return component.startswith(_OSES)
    return component.startswith(_ENVIRONMENTS)


def normalize_triple(triple: str) -> str:
    """llvm::Triple::normalize for the vendor, OS and environment words (the architecture is taken
    as written): a word in the wrong slot moves there, pushing the others right, and the gaps read
    `unknown` (`thumbv7m-none-eabi` -> `thumbv7m-unknown-none-eabi`, `arm-eabi` ->
    `arm-unknown-unknown-eabi`; `armv7a` stays `armv7a`). llvm-mca names the triple so."""
    components = triple.split("-")
    found = [True] + [index < len(components) and _component_fits(index, components[index]) for index in (1, 2, 3)]
    for slot in (1, 2, 3):
        if found[slot]:
            continue
        for index in range(1, len(components)):
            if index < 4 and found[index]:
                continue
            if not _component_fits(slot, components[index]):
                continue
            if slot < index:
                # insert left, pushing the components in the way (not the placed ones) to the right
                moving = components[index]
                components[index] = ""
                position = slot
                while moving:
                    while position < 4 and found[position]:
                        position += 1
                    if position >= len(components):
                        components.append("")
                    components[position], moving = moving, components[position]
                    position += 1
            elif slot > index:
                # push right: an empty component at its place, shifting the ones after it (not
                # the placed ones) right, until it reaches the slot
                while index < slot:
                    moving = ""
                    position = index
                    while position < len(components):
                        components[position], moving = moving, components[position]
                        if not moving:
                            break
                        position += 1
                        while position < 4 and found[position]:
                            position += 1
                    if moving:
                        components.append(moving)
                    index += 1
                    while index < 4 and found[index]:
                        index += 1
            found[slot] = True
            break
    return "-".join(part or "unknown" for part in components)
