"""Draw the site's icons (two playing cards on the site's teal): an SVG and the 192 and 512 px PNGs
of the web app manifest, rasterised here with the standard library only (no image library).

Usage: python scripts/tools/icons.py [OUT_DIR]   (default docs/assets/icons; the outputs are committed)
The picture fills the square (a "maskable" icon: the cards stay inside the central safe circle).
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEAL = (0x00, 0x69, 0x5C)
WHITE = (0xFF, 0xFF, 0xFF)
EDGE = (0xB0, 0xBE, 0xC5)
RED = (0xC6, 0x28, 0x28)
BLACK = (0x21, 0x21, 0x21)
# Each card: centre, half width, half height, corner radius, rotation in degrees (unit square).
CARDS = [((0.40, 0.52), 0.17, 0.24, 0.03, -14.0), ((0.60, 0.49), 0.17, 0.24, 0.03, 10.0)]
BORDER = 0.008
CLUB = (-0.075, -0.03)  # the club's centre on the first card (the second card covers its right side)


def local(x: float, y: float, card: tuple) -> tuple[float, float]:
    (cx, cy), _, _, _, angle = card
    a = math.radians(-angle)
    dx, dy = x - cx, y - cy
    return dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)


def rounded(px: float, py: float, hw: float, hh: float, r: float) -> float:
    qx, qy = abs(px) - (hw - r), abs(py) - (hh - r)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


def colour(x: float, y: float) -> tuple[int, int, int]:
    out = TEAL
    for index, card in enumerate(CARDS):
        px, py = local(x, y, card)
        d = rounded(px, py, card[1], card[2], card[3])
        if d < 0:
            out = EDGE if d > -BORDER else WHITE
            if index == 0:  # a club: three leaves and a stem
                px, py = px - CLUB[0], py - CLUB[1]
                leaves = [(0.0, -0.045), (-0.04, 0.01), (0.04, 0.01)]
                if any(math.hypot(px - lx, py - ly) < 0.036 for lx, ly in leaves) or (
                    abs(px) < 0.009 and 0.0 < py < 0.085
                ):
                    out = BLACK
            elif abs(px) / 0.075 + abs(py) / 0.105 < 1:  # a diamond
                out = RED
    return out


def png(size: int) -> bytes:
    samples = ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75))
    rows = []
    for j in range(size):
        row = bytearray(b"\x00")
        for i in range(size):
            acc = [0, 0, 0]
            for sx, sy in samples:
                c = colour((i + sx) / size, (j + sy) / size)
                acc = [a + b for a, b in zip(acc, c)]
            row += bytes(round(a / len(samples)) for a in acc)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def svg() -> str:
    def hexc(c: tuple[int, int, int]) -> str:
        return "#{:02x}{:02x}{:02x}".format(*c)

    parts = [f'<rect width="512" height="512" fill="{hexc(TEAL)}"/>']
    for index, ((cx, cy), hw, hh, r, angle) in enumerate(CARDS):
        x, y, w, h = (cx - hw) * 512, (cy - hh) * 512, 2 * hw * 512, 2 * hh * 512
        t = f'rotate({angle:g} {cx * 512:g} {cy * 512:g})'
        parts.append(f'<g transform="{t}"><rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" '
                     f'rx="{r * 512:g}" fill="{hexc(WHITE)}" stroke="{hexc(EDGE)}" '
                     f'stroke-width="{BORDER * 512:g}"/>')
        X, Y = cx * 512, cy * 512
        if index == 0:
            X, Y = X + CLUB[0] * 512, Y + CLUB[1] * 512
            for lx, ly in [(0.0, -0.045), (-0.04, 0.01), (0.04, 0.01)]:
                parts.append(f'<circle cx="{X + lx * 512:g}" cy="{Y + ly * 512:g}" r="{0.036 * 512:g}" '
                             f'fill="{hexc(BLACK)}"/>')
            parts.append(f'<rect x="{X - 0.009 * 512:g}" y="{Y:g}" width="{0.018 * 512:g}" '
                         f'height="{0.085 * 512:g}" fill="{hexc(BLACK)}"/>')
        else:
            dx, dy = 0.075 * 512, 0.105 * 512
            parts.append(f'<path d="M{X:g} {Y - dy:g}L{X + dx:g} {Y:g}L{X:g} {Y + dy:g}L{X - dx:g} {Y:g}Z" '
                         f'fill="{hexc(RED)}"/>')
        parts.append("</g>")
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">' + "".join(parts) + "</svg>\n")


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "assets" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    (out / "icon.svg").write_text(svg(), encoding="utf-8")
    for size in (192, 512):
        (out / f"icon-{size}.png").write_bytes(png(size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
