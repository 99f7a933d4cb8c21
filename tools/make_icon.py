"""Draws the VS Code extension icon (vscode-client/media/icon.png, 256x256 RGBA): pressure bars seen
through a lens, on the gallery banner colour. Standard library only (zlib + struct), 4x4 supersampled.

    python tools/make_icon.py [out.png]
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

SIZE = 256
SAMPLES = 4
Colour = tuple[int, int, int]
Shape = tuple[Callable[[float, float], bool], Colour]


def rounded_rect(x0: float, y0: float, x1: float, y1: float, r: float) -> Callable[[float, float], bool]:
    def inside(x: float, y: float) -> bool:
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            return False
        cx = min(max(x, x0 + r), x1 - r)
        cy = min(max(y, y0 + r), y1 - r)
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

    return inside


def ring(cx: float, cy: float, r_in: float, r_out: float) -> Callable[[float, float], bool]:
    return lambda x, y: r_in * r_in <= (x - cx) ** 2 + (y - cy) ** 2 <= r_out * r_out


def segment(x0: float, y0: float, x1: float, y1: float, width: float) -> Callable[[float, float], bool]:
    dx, dy = x1 - x0, y1 - y0
    length2 = dx * dx + dy * dy

    def inside(x: float, y: float) -> bool:
        t = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / length2))
        return math.hypot(x - (x0 + t * dx), y - (y0 + t * dy)) <= width / 2

    return inside


SHAPES: list[Shape] = [
    (rounded_rect(8, 8, 248, 248, 40), (0x1E, 0x24, 0x30)),
    (rounded_rect(38, 150, 78, 212, 7), (0x37, 0x94, 0xFF)),
    (rounded_rect(92, 112, 132, 212, 7), (0x89, 0xD1, 0x85)),
    (rounded_rect(146, 64, 186, 212, 7), (0xF0, 0xA0, 0x30)),
    (rounded_rect(30, 218, 226, 226, 3), (0x5A, 0x62, 0x72)),
    (ring(150, 100, 44, 58), (0xE8, 0xEC, 0xF2)),
    (segment(192, 142, 226, 178, 22), (0xE8, 0xEC, 0xF2)),
]


def pixel(px: int, py: int) -> bytes:
    total = [0.0, 0.0, 0.0, 0.0]
    for sy in range(SAMPLES):
        for sx in range(SAMPLES):
            x, y = px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES
            colour = None
            for inside, fill in SHAPES:  # later shapes paint over earlier ones
                if inside(x, y):
                    colour = fill
            if colour is not None:
                total[0] += colour[0]
                total[1] += colour[1]
                total[2] += colour[2]
                total[3] += 255
    n = SAMPLES * SAMPLES
    alpha = total[3] / n
    if alpha == 0:
        return b"\0\0\0\0"
    scale = 255 / total[3]  # un-premultiply: average colour of the covered samples
    return bytes((round(total[0] * scale), round(total[1] * scale), round(total[2] * scale), round(alpha)))


def png(width: int, height: int, rows: list[bytes]) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\0" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "vscode-client/media/icon.png"
    rows = [b"".join(pixel(x, y) for x in range(SIZE)) for y in range(SIZE)]
    out.write_bytes(png(SIZE, SIZE, rows))
    print(out)


if __name__ == "__main__":
    main()
