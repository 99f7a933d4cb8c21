#!/usr/bin/env python3
"""LLVM 19.1.7's own llvm-mca regression tests, run through llvm-mca-19 and mcalens side by side.

`fetch` downloads Debian's source package `llvm-toolchain-19` with a private apt configuration (a
`deb-src` sources list built from the `deb` lines this machine is configured with, and private
lists and cache directories: nothing on the system changes) and unpacks only
`llvm/test/tools/llvm-mca/` into `<cache>/llvm-mca-tests/`. The test files are read there, never
copied into the repository.

`run` (the default) parses every `RUN:` line of every test file in the chosen folders (`X86`,
`AArch64`, `RISCV`, `JSON` and the generic tests at the top), keeps the commands that run llvm-mca (the
`FileCheck` half of a pipe is dropped), and runs each with the same arguments through `llvm-mca-19`
and through mcalens plus `--no-banner --no-notes` (which drop the one line mcalens adds to the text
output and mcalens' own notes on stderr; `--banner` / `--notes` keep them). It compares stdout,
stderr and exit status, prints a table per folder and groups the differences into classes (the
first differing line with its digits folded, or the first error message). mcalens' notes are
counted apart: each command runs once more without `--no-notes`, and the lines that adds are
mcalens' notes (column "mcalens notes", and their own classes; `--no-count-notes` skips the run).

    python tools/llvm_tests.py fetch [--cache DIR]
    python tools/llvm_tests.py run [--cache DIR] [--jobs 2] [--filter X86/Skylake] [--show-diff 3] [--json]

The cache directory defaults to /tmp/llvmsrc; when another one is chosen, /tmp/llvmsrc/llvm-mca-tests
is made a symbolic link to it so the tests have one stable path. llvm-mca-19's results are cached
under `<cache>/reference/` (keyed by its version, the arguments and the input's bytes), so a rerun
after a change to mcalens only runs mcalens again. Without LLVM 19 the tool says so and exits 2.

mcalens always runs with `--llvm-version N`, N the release the reference's `--version` names
(`--llvm-version` says it instead), never mcalens' default: `--llvm-mca llvm-mca-22` runs the same
inputs through llvm-mca-22 and mcalens with `--llvm-version 22` (a stderr line saying a release is not
exact yet would be left out of the comparison; the cache key includes the reference's `--version`).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import difflib
import hashlib
import json
import os
import queue
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from llvm_release import ReleaseUnknown, reference_release

ROOT = Path(__file__).resolve().parent.parent
STABLE = Path("/tmp/llvmsrc")
TESTS_SUBDIR = "llvm-mca-tests"
PACKAGE = "llvm-toolchain-19"
UPSTREAM_VERSION = "19.1.7"
LLVM_MCA = "llvm-mca-19"
REFERENCE = [LLVM_MCA]  # the reference program of this run (--llvm-mca)
LLVM_BIN = Path("/usr/lib/llvm-19/bin")
DEFAULT_FOLDERS = ("X86", "AArch64", "RISCV", "JSON", "generic")
TIMEOUT = 300


# --------------------------------------------------------------------------------------------
# fetch


@dataclass(frozen=True)
class AptSource:
    uri: str
    suite: str
    components: tuple[str, ...]
    signed_by: str


def _one_line_sources(text: str) -> list[AptSource]:
    found: list[AptSource] = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line.startswith("deb "):
            continue
        options = ""
        rest = line[4:].strip()
        if rest.startswith("["):
            options, _, rest = rest[1:].partition("]")
        words = rest.split()
        if len(words) < 3:
            continue
        signed = re.search(r"signed-by=(\S+)", options)
        found.append(AptSource(words[0], words[1], tuple(words[2:]), signed.group(1) if signed else ""))
    return found


def _deb822_sources(text: str) -> list[AptSource]:
    found: list[AptSource] = []
    for stanza in re.split(r"\n\s*\n", text):
        fields: dict[str, str] = {}
        for raw in stanza.splitlines():
            if raw.startswith("#") or ":" not in raw:
                continue
            key, _, value = raw.partition(":")
            fields[key.strip().lower()] = value.strip()
        if "deb" not in fields.get("types", "").split() or fields.get("enabled", "yes").lower() == "no":
            continue
        for uri in fields.get("uris", "").split():
            for suite in fields.get("suites", "").split():
                found.append(
                    AptSource(
                        uri, suite, tuple(fields.get("components", "").split()), fields.get("signed-by", "")
                    )
                )
    return found


def configured_sources(etc: Path = Path("/etc/apt")) -> list[AptSource]:
    """The Debian archives among this machine's `deb` sources (the files apt itself reads)."""
    found: list[AptSource] = []
    main_list = etc / "sources.list"
    if main_list.is_file():
        found += _one_line_sources(main_list.read_text(encoding="utf-8", errors="replace"))
    parts = etc / "sources.list.d"
    if parts.is_dir():
        for path in sorted(parts.iterdir()):
            text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
            if path.suffix == ".list":
                found += _one_line_sources(text)
            elif path.suffix == ".sources":
                found += _deb822_sources(text)
    # Only Debian's own archives carry llvm-toolchain-19's source; third-party repositories are left out.
    return [s for s in found if re.search(r"/debian(-security)?/?$", s.uri) and "main" in s.components]


def private_sources_list(sources: list[AptSource]) -> str:
    lines = []
    for source in sources:
        option = f"[signed-by={source.signed_by}] " if source.signed_by else ""
        lines.append(f"deb-src {option}{source.uri} {source.suite} main\n")
    return "".join(lines)


def apt_options(apt_dir: Path) -> list[str]:
    return [
        "-o", f"Dir::Etc::SourceList={apt_dir / 'sources.list'}",
        "-o", "Dir::Etc::SourceParts=/dev/null",
        "-o", f"Dir::State::Lists={apt_dir / 'lists'}",
        "-o", f"Dir::Cache={apt_dir / 'cache'}",
        # The private directories belong to whoever runs this; apt's sandbox user could not write them.
        "-o", "APT::Sandbox::User=" + (os.environ.get("USER") or "root"),
        "-o", "Debug::NoLocking=1",
    ]  # fmt: skip


def tests_dir(cache: Path) -> Path:
    return cache / TESTS_SUBDIR


def fetch(cache: Path, *, quiet: bool = False) -> Path:
    """Download and unpack llvm-mca's tests into `<cache>/llvm-mca-tests`; return that directory."""
    target = tests_dir(cache)
    stamp = target / ".mcalens-source"
    if stamp.is_file():
        if not quiet:
            print(f"LLVM {UPSTREAM_VERSION} llvm-mca tests already at {target}", file=sys.stderr)
        _link_stable(cache)
        return target
    if shutil.which("apt-get") is None:
        raise SystemExit("llvm_tests: apt-get is needed to fetch Debian's llvm-toolchain-19 source package")
    sources = configured_sources()
    if not sources:
        raise SystemExit("llvm_tests: no Debian archive found in /etc/apt/sources.list or sources.list.d/")
    apt_dir = cache / "apt"
    for sub in ("lists/partial", "cache/archives/partial"):
        (apt_dir / sub).mkdir(parents=True, exist_ok=True)
    (apt_dir / "sources.list").write_text(private_sources_list(sources), encoding="utf-8")
    options = apt_options(apt_dir)
    print(f"apt-get update with the private sources list {apt_dir / 'sources.list'}", file=sys.stderr)
    subprocess.run(["apt-get", *options, "-q", "update"], check=True, stdout=sys.stderr)
    download = cache / "download"
    download.mkdir(parents=True, exist_ok=True)
    tarball = _orig_tarball(download)
    if tarball is None:
        print(f"apt-get source --download-only {PACKAGE} into {download}", file=sys.stderr)
        subprocess.run(
            ["apt-get", *options, "-q", "source", "--download-only", PACKAGE],
            cwd=download, check=True, stdout=sys.stderr,
        )  # fmt: skip
        tarball = _orig_tarball(download)
    if tarball is None:
        raise SystemExit(f"llvm_tests: no {PACKAGE}_{UPSTREAM_VERSION}.orig.tar.* in {download}")
    print(f"unpacking llvm/test/tools/llvm-mca/ from {tarball.name}", file=sys.stderr)
    with tempfile.TemporaryDirectory(dir=cache) as scratch:
        subprocess.run(
            ["tar", "-x", "-f", str(tarball), "-C", scratch, "--wildcards", "*/llvm/test/tools/llvm-mca/*"],
            check=True,
        )  # fmt: skip
        unpacked = sorted(Path(scratch).glob("*/llvm/test/tools/llvm-mca"))
        if not unpacked:
            raise SystemExit(f"llvm_tests: {tarball.name} has no llvm/test/tools/llvm-mca/")
        if target.exists():
            shutil.rmtree(target)
        shutil.move(str(unpacked[0]), str(target))
    stamp.write_text(f"{tarball.name}\n", encoding="utf-8")
    _link_stable(cache)
    if not quiet:
        print(f"LLVM {UPSTREAM_VERSION} llvm-mca tests at {target}", file=sys.stderr)
    return target


def _orig_tarball(download: Path) -> Path | None:
    found = sorted(download.glob(f"{PACKAGE}_{UPSTREAM_VERSION}.orig.tar.*"))
    return found[0] if found else None


def _link_stable(cache: Path) -> None:
    """Make /tmp/llvmsrc/llvm-mca-tests lead to the tests wherever the cache is."""
    stable = tests_dir(STABLE)
    if cache.resolve() == STABLE.resolve() or stable.exists():
        return
    STABLE.mkdir(parents=True, exist_ok=True)
    if stable.is_symlink():
        stable.unlink()
    stable.symlink_to(tests_dir(cache).resolve())


# --------------------------------------------------------------------------------------------
# RUN lines

_RUN = re.compile(r"(?:^|[\s#;/!*])RUN:(.*)$")
_OUTPUT_PLACEHOLDER = "@OUTPUT@"


@dataclass
class Case:
    """One llvm-mca command of a test file's RUN lines, ready to run with either tool."""

    path: str  # relative to the tests directory
    line: int  # 1-based line of the RUN: that starts the command
    args: list[str]  # llvm-mca's arguments (no program name); the output file is _OUTPUT_PLACEHOLDER
    stdin: str | None  # the file fed on standard input (`< %s`), or None
    expect_failure: bool  # the RUN line says `not llvm-mca ...`
    merged_stderr: bool  # `2>&1`: llvm-lit checks both streams (both are compared here anyway)

    @property
    def folder(self) -> str:
        head, sep, _ = self.path.partition("/")
        return head if sep else "generic"


def run_commands(text: str) -> list[tuple[int, str]]:
    """The RUN: commands of a test file, continuations (`\\` at the end) joined, with their first line."""
    commands: list[tuple[int, str]] = []
    pending: list[str] = []
    start = 0
    for number, raw in enumerate(text.splitlines(), 1):
        match = _RUN.search(raw)
        if match is None:
            continue
        body = match.group(1).strip()
        if not pending:
            start = number
        if body.endswith("\\"):
            pending.append(body[:-1].strip())
            continue
        pending.append(body)
        commands.append((start, " ".join(part for part in pending if part)))
        pending = []
    if pending:
        commands.append((start, " ".join(pending)))
    return commands


def _substitute(word: str, test: Path, temp: Path) -> str:
    # %t before %s is irrelevant (different letters); %% is lit's literal percent.
    replacements = {"%s": str(test), "%S": str(test.parent), "%p": str(test.parent), "%t": str(temp / "t"),
                    "%T": str(temp), "%%": "%"}  # fmt: skip
    return re.sub(r"%[sSptT%]", lambda m: replacements[m.group(0)], word)


def parse_case(command: str, rel: str, line: int, test: Path, temp: Path) -> Case | None:
    """The llvm-mca command of a RUN line, or None when the line runs something else (cat, FileCheck)."""
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    stage: list[str] = []
    for word in words:
        if word in ("|", "&&", "||", ";"):
            break
        stage.append(word)
    expect_failure = False
    while stage and stage[0] == "not":
        expect_failure = True
        stage = stage[1:]
    if not stage or stage[0] != "llvm-mca":
        return None
    args: list[str] = []
    stdin: str | None = None
    merged = False
    rest = iter(stage[1:])
    for word in rest:
        if word == "2>&1":
            merged = True
        elif word == "<":
            stdin = _substitute(next(rest, ""), test, temp)
        elif word.startswith("<"):
            stdin = _substitute(word[1:], test, temp)
        elif word == "-o":
            target = next(rest, "")
            args += ["-o", "-" if target == "-" else _OUTPUT_PLACEHOLDER]
        elif word.startswith("-o="):
            args.append("-o=-" if word == "-o=-" else f"-o={_OUTPUT_PLACEHOLDER}")
        else:
            args.append(_substitute(word, test, temp))
    return Case(rel, line, args, stdin, expect_failure, merged)


def collect_cases(root: Path, folders: tuple[str, ...], pattern: str | None, temp: Path) -> list[Case]:
    cases: list[Case] = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.suffix not in (".s", ".test") or "Inputs" in path.parts:
            continue
        rel = path.relative_to(root).as_posix()
        folder = rel.split("/", 1)[0] if "/" in rel else "generic"
        if folder not in folders or (pattern and not re.search(pattern, rel)):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for line, command in run_commands(text):
            case = parse_case(command, rel, line, path, temp / f"{len(cases)}")
            if case is not None:
                cases.append(case)
    return cases


# --------------------------------------------------------------------------------------------
# running


@dataclass
class Result:
    status: int | str  # the exit status, or "timeout"
    stdout: str  # standard output, or the -o file's contents when the command writes one
    stderr: str


@dataclass
class Outcome:
    case: Case
    reference: Result
    mcalens: Result
    kinds: list[str] = field(default_factory=list)  # "stdout", "stderr", "status", "cycles"
    klass: str = ""
    notes: list[str] = field(default_factory=list)  # stderr lines only a run without --no-notes prints


def added_lines(plain: str, noted: str) -> list[str]:
    """The lines of `noted` that `plain` has not (what a run without --no-notes added)."""
    matcher = difflib.SequenceMatcher(a=plain.splitlines(), b=noted.splitlines(), autojunk=False)
    return [line for tag, _, _, j1, j2 in matcher.get_opcodes() if tag in ("insert", "replace")
            for line in noted.splitlines()[j1:j2]]  # fmt: skip


def _run_tool(program: list[str] | Worker, case: Case, temp: Path, tag: str) -> Result:
    temp.mkdir(parents=True, exist_ok=True)
    output = temp / f"out-{tag}"
    output.unlink(missing_ok=True)
    args = [a.replace(_OUTPUT_PLACEHOLDER, str(output)) for a in case.args]
    if isinstance(program, Worker):
        result = program.run(args, case.stdin)
        if output.exists():
            result.stdout = output.read_bytes().decode("utf-8", "replace")
        result.stderr = result.stderr.replace(str(output), _OUTPUT_PLACEHOLDER)
        return result
    stdin = open(case.stdin, "rb") if case.stdin else subprocess.DEVNULL  # noqa: SIM115
    try:
        # In the case's own directory: a `python -m mcalens` must not pick up a checkout's
        # `mcalens/` from the working directory, and nothing may write beside the tests.
        done = subprocess.run(
            [*program, *args], stdin=stdin, capture_output=True, timeout=TIMEOUT, check=False, cwd=temp
        )
    except subprocess.TimeoutExpired:
        return Result("timeout", "", "")
    except OSError as error:  # the file named by `< %s` is missing, or the program is
        return Result("unrunnable", "", str(error))
    finally:
        if case.stdin:
            stdin.close()  # type: ignore[union-attr]
    stdout = done.stdout.decode("utf-8", "replace")
    if output.exists():
        stdout = output.read_bytes().decode("utf-8", "replace")
    # The output file's path is the only argument that differs between the two runs.
    stderr = done.stderr.decode("utf-8", "replace").replace(str(output), _OUTPUT_PLACEHOLDER)
    return Result(done.returncode, stdout, stderr)


class Worker:
    """One persistent Python process running mcalens' own command-line entry (`mcalens.__main__.main`)
    once per command: the same code path as the `mcalens` program, without paying the interpreter's
    start-up and the model loading for every one of the ~1,300 commands."""

    def __init__(self, python: list[str]) -> None:
        self.python = python
        self.process: subprocess.Popen[bytes] | None = None

    def _start(self) -> subprocess.Popen[bytes]:
        if self.process is None or self.process.poll() is not None:
            self.process = subprocess.Popen(
                [*self.python, str(Path(__file__).resolve()), "worker"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            )  # fmt: skip
        return self.process

    def run(self, argv: list[str], stdin: str | None) -> Result:
        process = self._start()
        assert process.stdin is not None and process.stdout is not None
        timer = threading.Timer(TIMEOUT, process.kill)
        timer.start()
        try:
            process.stdin.write(json.dumps({"argv": argv, "stdin": stdin}).encode() + b"\n")
            process.stdin.flush()
            answer = process.stdout.readline()
        except OSError:
            answer = b""
        finally:
            timer.cancel()
        if not answer:
            process.kill()
            process.wait()
            self.process = None
            return Result("timeout or crash", "", "")
        return Result(**json.loads(answer))

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def worker_loop() -> int:
    """`llvm_tests.py worker`: read {"argv", "stdin"} lines, answer {"status", "stdout", "stderr"} lines."""
    import io

    from mcalens.__main__ import main as mcalens_main

    channel = sys.stdout
    for line in sys.stdin:
        request = json.loads(line)
        data = Path(request["stdin"]).read_bytes() if request["stdin"] else b""
        out, err = io.StringIO(), io.StringIO()
        saved = sys.stdin, sys.stdout, sys.stderr
        sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
        sys.stdout, sys.stderr = out, err
        try:
            status: int | str = mcalens_main(request["argv"])
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else 1
        except Exception as error:  # a crash is a result to report, not the end of the run
            status = f"crash: {type(error).__name__}: {error}"
        finally:
            sys.stdin, sys.stdout, sys.stderr = saved
        channel.write(
            json.dumps({"status": status, "stdout": out.getvalue(), "stderr": err.getvalue()}) + "\n"
        )
        channel.flush()
    return 0


def _reference_key(version: str, case: Case) -> str:
    digest = hashlib.sha256(version.encode())
    digest.update(json.dumps([case.args, case.stdin]).encode())
    for word in [*case.args, case.stdin or ""]:
        path = Path(word)
        if word.startswith("/") and path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def run_reference(case: Case, temp: Path, cache: Path | None, version: str) -> Result:
    if cache is not None:
        entry = cache / f"{_reference_key(version, case)}.json"
        if entry.is_file():
            return Result(**json.loads(entry.read_text(encoding="utf-8")))
    result = _run_tool([REFERENCE[0]], case, temp, "llvm")
    if cache is not None and result.status != "timeout":
        cache.mkdir(parents=True, exist_ok=True)
        entry.write_text(json.dumps(asdict(result)), encoding="utf-8")
    return result


_TOTAL_CYCLES = re.compile(r"^Total Cycles:\s*(\d+)", re.M)


def total_cycles(output: str) -> list[int]:
    """Every region's Total Cycles, from the text summary or from `-json`'s SummaryView objects."""
    if output.lstrip().startswith("{"):
        try:
            document = json.loads(output)
        except ValueError:
            return []
        regions = document.get("CodeRegions", []) if isinstance(document, dict) else []
        return [
            region["SummaryView"]["TotalCycles"]
            for region in regions
            if isinstance(region, dict)
            and isinstance(region.get("SummaryView"), dict)
            and "TotalCycles" in region["SummaryView"]
        ]
    return [int(value) for value in _TOTAL_CYCLES.findall(output)]


_LOCATION = re.compile(r"^(?:\S*?):\d+:\d+: ")


def _fold(line: str) -> str:
    """A line with its numbers folded and its blanks squeezed, for grouping similar differences."""
    line = re.sub(r"\s+", " ", line.strip())
    return re.sub(r"\d+(\.\d+)?", "#", line)[:110]


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error:" in line or "warning:" in line:
            return _fold(_LOCATION.sub("", line.replace(_OUTPUT_PLACEHOLDER, "<output>")))
    return _fold(stderr.splitlines()[0]) if stderr.strip() else "(nothing on stderr)"


def _first_difference(expected: str, got: str) -> tuple[int, str, str]:
    a, b = expected.splitlines(), got.splitlines()
    for index, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return index, x, y
    index = min(len(a), len(b))
    return index, a[index] if index < len(a) else "(end)", b[index] if index < len(b) else "(end)"


def _section(text: str, index: int) -> str:
    """The heading above line `index` of llvm-mca's output (its views start with a line ending in `:`)."""
    lines = text.splitlines()[:index]
    for line in reversed(lines):
        stripped = line.strip()
        if (
            stripped.endswith(":") and not stripped.startswith("[") and len(stripped) < 60
        ) or stripped.startswith('"'):
            return stripped.split('"')[1] if stripped.startswith('"') else stripped
    return "(top)"


def classify(outcome: Outcome) -> None:
    ref, got = outcome.reference, outcome.mcalens
    kinds = []
    if ref.status != got.status:
        kinds.append("status")
    if ref.stdout != got.stdout:
        kinds.append("stdout")
        if ref.status == 0 and got.status == 0 and total_cycles(ref.stdout) != total_cycles(got.stdout):
            kinds.append("cycles")
    if ref.stderr != got.stderr:
        kinds.append("stderr")
    outcome.kinds = kinds
    if not kinds:
        return
    if ref.status == 0 and got.status != 0:
        outcome.klass = f"mcalens refuses: {_first_error(got.stderr)}"
    elif ref.status != 0 and got.status == 0:
        outcome.klass = f"mcalens accepts what llvm-mca refuses: {_first_error(ref.stderr)}"
    elif "stdout" in kinds:
        index, x, y = _first_difference(ref.stdout, got.stdout)
        outcome.klass = f"stdout [{_section(ref.stdout, index)}] -{_fold(x)} +{_fold(y)}"
    elif "stderr" in kinds:
        index, x, y = _first_difference(ref.stderr, got.stderr)
        outcome.klass = f"stderr -{_fold(_LOCATION.sub('', x))} +{_fold(_LOCATION.sub('', y))}"
    else:
        outcome.klass = f"exit status {ref.status} vs {got.status}"


_RELEASE_WARNING = re.compile(r"^warning: --llvm-version \d+: mcalens does not yet model .*\n", re.M)


def _without_release_warning(result: Result) -> Result:
    """`result` without mcalens' line saying the selected release is not exact yet (the one line
    `--llvm-version` adds; everything else is compared)."""
    result.stderr = _RELEASE_WARNING.sub("", result.stderr, count=1)
    return result


def llvm_version() -> str | None:
    if shutil.which(REFERENCE[0]) is None:
        return None
    done = subprocess.run([REFERENCE[0], "--version"], capture_output=True, text=True, check=False)
    return done.stdout.strip() if done.returncode == 0 else None


def mcalens_program(option: str | None) -> list[str]:
    if option:
        return shlex.split(option)
    venv = ROOT / ".venv" / "bin" / "mcalens"
    if venv.is_file():
        return [str(venv)]
    found = shutil.which("mcalens")
    if found:
        return [found]
    return [sys.executable, "-m", "mcalens"]


# --------------------------------------------------------------------------------------------
# report

COLUMNS = ("cases", "llvm-mca accepts", "identical stdout", "different Total Cycles", "mcalens refuses",
           "llvm-mca refuses", "mcalens also refuses", "stderr differs", "exit differs",
           "mcalens notes")  # fmt: skip


def summarise(outcomes: list[Outcome], depth: int) -> dict[str, dict[str, int]]:
    table: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(COLUMNS, 0))
    for outcome in outcomes:
        parts = outcome.case.path.split("/")
        folder = "/".join(parts[: min(depth, len(parts) - 1)]) or "generic"
        for key in (folder, "all"):
            row = table[key]
            row["cases"] += 1
            accepted = outcome.reference.status == 0
            row["llvm-mca accepts"] += accepted
            row["identical stdout"] += (
                accepted and outcome.mcalens.status == 0 and "stdout" not in outcome.kinds
            )
            row["different Total Cycles"] += "cycles" in outcome.kinds
            row["mcalens refuses"] += accepted and outcome.mcalens.status != 0
            row["llvm-mca refuses"] += not accepted
            row["mcalens also refuses"] += not accepted and outcome.mcalens.status != 0
            row["stderr differs"] += "stderr" in outcome.kinds
            row["exit differs"] += "status" in outcome.kinds
            row["mcalens notes"] += bool(outcome.notes)
    return dict(table)


def print_table(table: dict[str, dict[str, int]]) -> None:
    print("| folder | " + " | ".join(COLUMNS) + " |")
    print("|---" * (len(COLUMNS) + 1) + "|")
    for folder in sorted(table, key=lambda name: (name == "all", name)):
        row = table[folder]
        cells = []
        for column in COLUMNS:
            value = row[column]
            if column == "identical stdout" and row["llvm-mca accepts"]:
                cells.append(f"{value} ({100 * value / row['llvm-mca accepts']:.1f}%)")
            else:
                cells.append(str(value))
        print(f"| {folder} | " + " | ".join(cells) + " |")


def print_classes(outcomes: list[Outcome], limit: int) -> None:
    groups: dict[str, list[Outcome]] = defaultdict(list)
    for outcome in outcomes:
        if outcome.klass:
            groups[outcome.klass].append(outcome)
    if not groups:
        print("\nNo differences.")
        return
    print(f"\nClasses of difference ({len(groups)}; the first {min(limit, len(groups))} by size):")
    for klass, members in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))[:limit]:
        first = members[0].case
        folders = Counter(m.case.folder for m in members)
        where = ", ".join(f"{name} {count}" for name, count in folders.most_common())
        print(f"  {len(members):5d}  {klass}\n         ({where}; e.g. {first.path}:{first.line})")


def print_notes(outcomes: list[Outcome], limit: int) -> None:
    """mcalens' own notes (what --no-notes drops), grouped like the differences."""
    groups: dict[str, list[Outcome]] = defaultdict(list)
    for outcome in outcomes:
        for line in outcome.notes:
            if line.startswith("note:") or ": note: " in line:
                key = _fold(_LOCATION.sub("", line.replace(_OUTPUT_PLACEHOLDER, "<output>")))
                groups[key].append(outcome)
                break
    if not groups:
        return
    print(f"\nmcalens' own notes (dropped by --no-notes; {sum(len(m) for m in groups.values())} commands):")
    for klass, members in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))[:limit]:
        first = members[0].case
        print(f"  {len(members):5d}  {klass}\n         (e.g. {first.path}:{first.line})")


def print_diffs(outcomes: list[Outcome], count: int) -> None:
    seen: set[str] = set()
    shown = 0
    for outcome in outcomes:
        if not outcome.klass or outcome.klass in seen or shown >= count:
            continue
        seen.add(outcome.klass)
        shown += 1
        case = outcome.case
        print(
            f"\n=== {case.path}:{case.line}: llvm-mca {shlex.join(case.args)}"
            + (" < input" if case.stdin else "")
        )
        print(f"exit status: llvm-mca {outcome.reference.status}, mcalens {outcome.mcalens.status}")
        for name in ("stdout", "stderr"):
            a = getattr(outcome.reference, name).splitlines()
            b = getattr(outcome.mcalens, name).splitlines()
            diff = list(difflib.unified_diff(a, b, f"llvm-mca {name}", f"mcalens {name}", n=2, lineterm=""))
            for line in diff[:60]:
                print(line)
            if len(diff) > 60:
                print(f"... ({len(diff) - 60} more diff lines)")


def run(args: argparse.Namespace) -> int:
    version = llvm_version()
    if version is None:
        print(f"llvm_tests: {REFERENCE[0]} is not on PATH; LLVM 19 is needed as the reference (or the llvm-mca given with --llvm-mca).", file=sys.stderr)
        return 2
    root = tests_dir(args.cache)
    if not (root / ".mcalens-source").is_file():
        root = fetch(args.cache)
    print(f"tests: {root}", file=sys.stderr)
    folders = tuple(args.folders.split(",")) if args.folders else DEFAULT_FOLDERS
    # The banner line (`# mcalens: -mcpu=...`) is mcalens' one documented addition to the text output.
    banner = [] if args.banner else ["--no-banner"]
    quiet = [] if args.notes else ["--no-notes"]
    try:
        release = ["--llvm-version", reference_release(REFERENCE[0], args.llvm_version)]
    except ReleaseUnknown as exc:
        print(f"llvm_tests: {exc}", file=sys.stderr)
        return 2
    count_notes = bool(quiet) and not args.no_count_notes
    workers: queue.Queue[Worker] = queue.Queue()
    if args.in_process:
        python = shlex.split(args.python) if args.python else [str(ROOT / ".venv" / "bin" / "python")]
        for _ in range(max(1, args.jobs)):
            workers.put(Worker(python))
        described = f"{shlex.join(python)} running mcalens.__main__.main in {max(1, args.jobs)} worker(s)"
    else:
        program = mcalens_program(args.mcalens)
        described = shlex.join(program)
    reference_cache = None if args.no_cache else args.cache / "reference"
    with tempfile.TemporaryDirectory(prefix="llvm-tests-") as scratch:
        temp = Path(scratch)
        cases = collect_cases(root, folders, args.filter, temp)
        for case in cases:
            case.args += shlex.split(args.add_args)
        print(
            f"{len(cases)} llvm-mca commands; mcalens is {described} {shlex.join([*banner, *quiet])}",
            file=sys.stderr,
        )

        def one(index_case: tuple[int, Case]) -> Outcome:
            index, case = index_case
            work = temp / str(index)
            reference = run_reference(case, work, reference_cache, version)

            def mcalens(options: list[str], tag: str) -> Result:
                ours = Case(case.path, case.line, [*release, *options, *case.args], case.stdin,
                            case.expect_failure, case.merged_stderr)  # fmt: skip
                if not args.in_process:
                    return _without_release_warning(_run_tool(program, ours, work, tag))
                worker = workers.get()
                try:
                    return _without_release_warning(_run_tool(worker, ours, work, tag))
                finally:
                    workers.put(worker)

            outcome = Outcome(case, reference, mcalens([*banner, *quiet], "mcalens"))
            if count_notes:
                outcome.notes = added_lines(outcome.mcalens.stderr, mcalens(banner, "mcalens-notes").stderr)
            classify(outcome)
            return outcome

        try:
            with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
                outcomes = list(pool.map(one, enumerate(cases)))
        finally:
            while not workers.empty():
                workers.get().close()
    table = summarise(outcomes, args.depth)
    document = {
        "llvm": version.splitlines()[0] if version else "",
        "tests": str(root),
        "table": table,
        "cases": [
            {"path": o.case.path, "line": o.case.line, "args": o.case.args, "stdin": bool(o.case.stdin),
             "expect_failure": o.case.expect_failure, "llvm_mca_status": o.reference.status,
             "mcalens_status": o.mcalens.status, "differs": o.kinds, "class": o.klass, "notes": o.notes}
            for o in outcomes
        ],
    }  # fmt: skip
    if args.save:
        args.save.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    if args.json:
        json.dump(document, sys.stdout, indent=1)
        print()
        return 0
    print_table(table)
    print_classes(outcomes, args.classes)
    print_notes(outcomes, args.classes)
    if args.show_diff:
        print_diffs(outcomes, args.show_diff)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("command", nargs="?", default="run", choices=("fetch", "run", "worker"))
    parser.add_argument(
        "--cache", type=Path, default=STABLE, help="where the tests are unpacked (default %(default)s)"
    )
    parser.add_argument("--jobs", "-j", type=int, default=2, help="commands run at once (default 2)")
    parser.add_argument("--filter", help="a regular expression the test's path must match (e.g. X86/Skylake)")
    parser.add_argument(
        "--folders", help=f"comma-separated top folders (default {','.join(DEFAULT_FOLDERS)})"
    )
    parser.add_argument("--depth", type=int, default=1, help="path components per table row (2: per CPU)")
    parser.add_argument(
        "--show-diff", type=int, default=0, metavar="N", help="print the diff of N classes' first case"
    )
    parser.add_argument("--classes", type=int, default=40, help="how many classes of difference to list")
    parser.add_argument("--json", action="store_true", help="print the table and every case as JSON")
    parser.add_argument("--mcalens", help="the mcalens command (default .venv/bin/mcalens)")
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="run mcalens' entry point in persistent worker processes (no start-up per command)",
    )
    parser.add_argument("--python", help="the worker's interpreter command (default .venv/bin/python)")
    parser.add_argument("--save", type=Path, help="also write the JSON document to this file")
    parser.add_argument("--banner", action="store_true", help="do not pass --no-banner to mcalens")
    parser.add_argument(
        "--notes", action="store_true", help="do not pass --no-notes to mcalens (compare with its notes)"
    )
    parser.add_argument(
        "--no-count-notes", action="store_true", help="skip the second mcalens run that counts its notes"
    )
    parser.add_argument(
        "--no-cache", action="store_true", help="rerun llvm-mca-19 instead of reading its cached results"
    )
    parser.add_argument("--add-args", default="", metavar="ARGS",
                        help="options added to every llvm-mca command of the tests, for both tools "
                             "(e.g. --add-args=-show-encoding)")
    parser.add_argument("--llvm-mca", default=LLVM_MCA, help="the reference program (default %(default)s)")
    parser.add_argument("--llvm-version", help="pass --llvm-version N to mcalens (default: the release the "
                        "--llvm-mca program's --version names)")
    args = parser.parse_args(argv)
    REFERENCE[0] = args.llvm_mca
    if args.command == "worker":
        return worker_loop()
    if args.command == "fetch":
        print(tests_dir(args.cache) if fetch(args.cache).is_dir() else "")
        return 0
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
