"""Which release mcalens should match when a tool compares it with a given llvm-mca (or llvm-mc) binary.

mcalens' default release is the newest one (`releases.DEFAULT_RELEASE`); a tool that runs a reference
binary instead matches that binary: `--llvm-version N` when the caller says so, else the release its
`--version` names ("Debian LLVM version 19.1.7" -> "19"). A binary naming no release mcalens ships is
refused rather than compared with the default's numbers.
"""

from __future__ import annotations

import subprocess

from mcalens.analysis.machine.releases import check_release, release_of_llvm_version


class ReleaseUnknown(RuntimeError):
    """The reference binary's version names no release mcalens has a model set for."""


def binary_release(binary: str) -> str:
    """The release major `binary --version` names; ReleaseUnknown when it names none (or cannot run)."""
    try:
        done = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError) as exc:
        raise ReleaseUnknown(f"{binary} --version failed ({exc}); pass --llvm-version 19|22") from None
    release = release_of_llvm_version(done.stdout)
    if release is None:
        first = (done.stdout.strip().splitlines() or ["no output"])[0]
        raise ReleaseUnknown(f"{binary} --version names no release mcalens matches ({first!r}); "
                             "pass --llvm-version 19|22")
    return release


def reference_release(binary: str, given: str | None) -> str:
    """`given` (checked) when the caller named a release, else the one `binary` is."""
    return check_release(given) if given else binary_release(binary)
