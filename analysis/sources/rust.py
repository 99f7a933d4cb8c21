"""The compile command for a Rust file: `cargo rustc` inside a Cargo package, `rustc` for a lone file.

Inside a package (a `Cargo.toml` in the file's directory or a parent) the crate the file belongs to
is built with the package's own settings: `cargo rustc --manifest-path M (--lib | --bin N |
--example N | --bench N) --release -- --emit asm=PATH -C debuginfo=1 -C codegen-units=1`. Cargo
builds the dependencies and runs build scripts and procedural macros exactly as `cargo build`
does: that is code from the package, so callers that must not run it (an untrusted workspace) set
`PlanRequest.cargo=False` and get the lone-file command. `codegen-units=1` makes rustc write one
assembly file; it can change inlining across the crate's own units (said in the notes).

A lone file: `rustc [flags] --crate-type=lib -C debuginfo=1 --emit asm=PATH --error-format=short FILE`
(`--crate-type` only when the flags give none). The flags after `--` are the user's own and are
passed through, except output options (`-o`, `--emit`, `--out-dir`, `-C incremental`, `-g`,
`-C debuginfo`), which would move or replace the assembly.
"""

from __future__ import annotations

import os
import tomllib

from .command import RUST, CommandError, CompilePlan, PlanRequest, find_upwards, which


def find_manifest(source: str) -> str | None:
    """The package's Cargo.toml: in the file's directory or the nearest parent that has one."""
    return find_upwards(source, ("Cargo.toml",))


def _target_triple(flags: list[str]) -> str:
    for index, flag in enumerate(flags):
        if flag.startswith("--target="):
            return flag.partition("=")[2]
        if flag == "--target" and index + 1 < len(flags):
            return flags[index + 1]
    return ""


def _rustc_flags(flags: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """(kept, dropped): output options are dropped (mcalens names the output)."""
    kept: list[str] = []
    dropped: list[str] = []
    index = 0
    while index < len(flags):
        flag = flags[index]
        index += 1
        value = flags[index] if index < len(flags) else ""
        if flag in ("-o", "--out-dir", "--emit") or (flag == "-C" and value.startswith(("incremental", "debuginfo"))):
            dropped += [flag, value]
            index += 1
        elif flag.startswith(("--emit=", "--out-dir=", "-Cincremental", "-Cdebuginfo", "-o")) or flag == "-g":
            dropped.append(flag)
        else:
            kept.append(flag)
    return kept, dropped


def _cargo_selection(manifest: str, source: str) -> tuple[list[str], str]:
    """The `cargo rustc` target selection for the crate `source` belongs to, and its description."""
    root = os.path.dirname(manifest)
    try:
        with open(manifest, "rb") as handle:
            data = tomllib.loads(handle.read(4 << 20).decode("utf-8", "replace"))
    except (OSError, ValueError) as exc:
        raise CommandError(f"{manifest}: not a readable Cargo.toml ({exc})") from None
    package = data.get("package")
    name = package.get("name") if isinstance(package, dict) else None
    relative = os.path.relpath(source, root).replace(os.sep, "/")
    stem = os.path.splitext(os.path.basename(source))[0]
    for kind, folder in (("--bin", "src/bin/"), ("--example", "examples/"), ("--bench", "benches/")):
        if relative.startswith(folder):
            inner = relative[len(folder):]
            target = inner.split("/", 1)[0] if "/" in inner else stem
            return [kind, target], f"{kind[2:]} {target}"
    lib = data.get("lib")
    lib_path = lib.get("path") if isinstance(lib, dict) and isinstance(lib.get("path"), str) else "src/lib.rs"
    if os.path.isfile(os.path.join(root, lib_path)):
        return ["--lib"], "the library"
    if isinstance(name, str) and os.path.isfile(os.path.join(root, "src/main.rs")):
        return ["--bin", name], f"bin {name}"
    raise CommandError(f"{manifest}: cannot tell which crate {relative} belongs to (no src/lib.rs or src/main.rs)")


def plan_rust(request: PlanRequest, source: str) -> CompilePlan:
    if not request.scratch_dir:
        raise CommandError("internal: a Rust plan needs a scratch directory for the assembly")
    output = os.path.join(request.scratch_dir, "out.s")
    manifest = find_manifest(source) if request.cargo else None
    flags = list(request.flags)
    triple = _target_triple(flags)
    if manifest is not None and not request.compiler:
        cargo = which("cargo", request.environment_path)
        if cargo is None:
            raise CommandError(f"{manifest} found but no cargo on PATH (--no-cargo compiles the file alone)")
        selection, crate = _cargo_selection(manifest, source)
        profile = [] if any(f in ("--release", "--debug") or f.startswith("--profile") for f in flags) else ["--release"]
        argv = (cargo, "rustc", "--manifest-path", manifest, *selection, *profile, "--message-format=short",
                *flags, "--", "--emit", f"asm={output}", "-C", "debuginfo=1", "-C", "codegen-units=1")
        rustc = which("rustc", request.environment_path) or "rustc"
        return CompilePlan(
            source=source, language=RUST, argv=argv, cwd=os.path.dirname(manifest),
            origin=f"Cargo.toml ({manifest}), {crate}; compiler: cargo", triple=triple, output_file=output,
            notes=("cargo builds the dependencies and runs build scripts as `cargo build` does",
                   "-C codegen-units=1 so that rustc writes one assembly file"),
            dumpmachine=(rustc, "-vV"),
        )
    if request.compiler:
        rustc = os.path.abspath(request.compiler) if os.sep in request.compiler else which(
            request.compiler, request.environment_path)
        chosen = "--compiler"
    else:
        rustc, chosen = which("rustc", request.environment_path), "default"
    if rustc is None:
        raise CommandError("no rustc on PATH; use --compiler")
    kept, dropped = _rustc_flags(tuple(flags))
    crate_type = [] if any(f.startswith("--crate-type") for f in kept) else ["--crate-type=lib"]
    argv = (rustc, *kept, *crate_type, "-C", "debuginfo=1", "--emit", f"asm={output}", "--error-format=short",
            source)
    notes = [f"dropped {' '.join(dropped)}"] if dropped else []
    cpus = tuple(flag.partition("target-cpu=")[2] for flag in (*kept, "") if "target-cpu=" in flag)
    if not any(f.startswith(("-O", "-Copt-level")) or (f == "-C" and i + 1 < len(kept)
               and kept[i + 1].startswith("opt-level")) for i, f in enumerate(kept)):
        notes.append("no -O or -C opt-level: rustc's default (opt-level 0) is analysed")
    return CompilePlan(
        source=source, language=RUST, argv=argv, cwd=os.getcwd(),
        origin=f"{'flags after --' if flags else 'no flags'}; compiler: {chosen}", triple=triple,
        output_file=output, notes=tuple(notes), compiler_cpus=cpus[-1:], dumpmachine=(rustc, *(["--target", triple] if triple else []), "-vV"),
    )
