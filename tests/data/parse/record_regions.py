"""Re-record what llvm-mca 19 says about each region-marker case: `python record_regions.py`.

For every `regions/*.s` it writes `regions/*.expected.json` with the exit code, the stderr lines
and, per printed region, its index, header name and instruction count (run with -iterations=1 so
"Instructions:" is the region's size). tests/test_regions.py compares find_regions against these.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent / "regions"
HEADER = re.compile(r"^\[(\d+)\] Code Region(?: - (.*))?$")
COUNT = re.compile(r"^Instructions:\s+(\d+)$")


def record(path: Path) -> dict:
    run = subprocess.run(
        ["llvm-mca-19", "-mtriple=x86_64", "-mcpu=skylake", "-iterations=1", path.name],
        cwd=path.parent, capture_output=True, text=True, check=False,
    )
    regions: list[dict] = []
    pending_header: dict | None = None
    for line in run.stdout.split("\n"):
        header = HEADER.match(line)
        if header is not None:
            pending_header = {"index": int(header.group(1)), "name": header.group(2) or "", "header": True}
            continue
        count = COUNT.match(line)
        if count is not None:
            region = pending_header or {"index": 0, "name": "", "header": False}
            region["n_instructions"] = int(count.group(1))
            regions.append(region)
            pending_header = None
    return {"rc": run.returncode, "stderr": run.stderr.splitlines(), "regions": regions}


def main() -> int:
    for path in sorted(HERE.glob("*.s")):
        expected = record(path)
        path.with_suffix(".expected.json").write_text(json.dumps(expected, indent=1) + "\n")
        print(path.name, expected["rc"], len(expected["regions"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
