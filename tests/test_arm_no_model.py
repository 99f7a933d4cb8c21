"""llvm-mca's "no scheduling model" answer for 32-bit Arm CPUs: the normalised triple it names and
the itineraries note, byte for byte.

Expected stderr recorded with (status 1, empty stdout, the same bytes from llvm-mca-22):
    llvm-mca-19 -mtriple=<triple> -mcpu=<cpu> t.s
"""

from __future__ import annotations

import pytest
from mcalens.analysis.cli import run
from mcalens.analysis.machine.llvm_names import cpus_with_itineraries, normalize_triple

LOOP = "add r0, r1, r2\n"


@pytest.mark.parametrize(("triple", "cpu", "err"), [
    ("thumbv7m-none-eabi", "generic",
     "error: unable to find instruction-level scheduling information for target triple "
     "'thumbv7m-unknown-none-eabi' and cpu 'generic'.\n"
     "note: cpu 'generic' provides itineraries. However, instruction itineraries are currently unsupported.\n"),
    ("thumbv7m-none-eabi", "cortex-m0",
     "error: unable to find instruction-level scheduling information for target triple "
     "'thumbv7m-unknown-none-eabi' and cpu 'cortex-m0'.\n"
     "note: cpu 'cortex-m0' provides itineraries. However, instruction itineraries are currently unsupported.\n"),
    ("armv7a", "cortex-a53",
     "error: unable to find instruction-level scheduling information for target triple 'armv7a' and cpu "
     "'cortex-a53'.\n"),
])
@pytest.mark.parametrize("release", ["19", "22"])
def test_no_scheduling_model_as_llvm_mca(triple: str, cpu: str, err: str, release: str) -> None:
    code, out, got = run([f"-mtriple={triple}", f"-mcpu={cpu}", f"--llvm-version={release}", "--no-notes"],
                         stdin_text=LOOP)
    assert (code, out, got) == (1, "", err)


def test_cpus_with_itineraries_from_the_exporter() -> None:
    # llvm-mca-19 (and -22) print the note for exactly these of the names without a model
    found = cpus_with_itineraries("arm")
    assert {"generic", "cortex-m0", "cortex-m0plus", "cortex-a8", "cortex-a7", "cortex-a5", "cortex-r5"} <= found
    assert not found & {"cortex-a53", "arm7tdmi", "cortex-m23", "xscale", "cortex-m4"}
    assert cpus_with_itineraries("arm/llvm22") == found


@pytest.mark.parametrize(("triple", "normalised"), [
    # llvm-mca-19 -mtriple=<triple> -mcpu=generic: the triple its error names
    ("thumbv7m-none-eabi", "thumbv7m-unknown-none-eabi"),
    ("armv7a-linux-gnueabihf", "armv7a-unknown-linux-gnueabihf"),
    ("thumbv8.1m.main-none-eabi", "thumbv8.1m.main-unknown-none-eabi"),
    ("arm-eabi", "arm-unknown-unknown-eabi"),
    ("arm--eabi", "arm-unknown-unknown-eabi"),
    ("arm-none-linux-gnueabi", "arm-none-linux-gnueabi"),
    ("armv7-unknown-unknown", "armv7-unknown-unknown"),
    ("armv7-apple-ios", "armv7-apple-ios"),
    ("thumbv7-m.main-none-none-eabi", "thumbv7-m.main-none-eabi-none"),
    ("thumb", "thumb"),
    ("x86_64-linux-gnu", "x86_64-unknown-linux-gnu"),
    ("aarch64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"),
])
def test_triple_normalised_as_llvm(triple: str, normalised: str) -> None:
    assert normalize_triple(triple) == normalised
