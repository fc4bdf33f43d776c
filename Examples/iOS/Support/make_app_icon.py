#!/usr/bin/env python3
"""Draws the example app's icon: three list rows on a teal-to-blue ground, the middle one
lifted out of line in orange, with the up and down chevrons of a move beside it.

Writes Assets.xcassets/AppIcon.appiconset/AppIcon.png (1024 x 1024, opaque RGB, as the App
Store wants it; Xcode 14 and later derive every other size from it). Only the standard
library: shapes are signed distance functions, so edges are anti-aliased without
supersampling, and the PNG is written with zlib. The output is the same on every run.

Usage: python3 Support/make_app_icon.py
"""
import math
import os
import struct
import zlib

SIZE = 1024
HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "Assets.xcassets", "AppIcon.appiconset", "AppIcon.png")

TOP = (20, 184, 166)      # teal
BOTTOM = (30, 64, 175)    # blue
ROW = (255, 255, 255)
LIFTED = (251, 146, 60)   # orange
SHADOW = (15, 23, 42)


def rounded_rect(x, y, cx, cy, half_w, half_h, radius):
    """Signed distance from (x, y) to a rounded rectangle centred on (cx, cy)."""
    qx = abs(x - cx) - (half_w - radius)
    qy = abs(y - cy) - (half_h - radius)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def segment(x, y, ax, ay, bx, by, half_thickness):
    """Signed distance from (x, y) to a line from a to b with round caps."""
    px, py, dx, dy = x - ax, y - ay, bx - ax, by - ay
    t = max(0.0, min(1.0, (px * dx + py * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - dx * t, py - dy * t) - half_thickness


def coverage(distance):
    """How much of a pixel a shape covers, from the distance to its edge (anti-aliasing)."""
    return max(0.0, min(1.0, 0.5 - distance))


def blend(colour, over, alpha):
    return tuple(c + (o - c) * alpha for c, o in zip(colour, over))


# The rows: (centre x, centre y, colour); the middle one is lifted to the right.
ROWS = [(512, 330, ROW), (572, 512, LIFTED), (512, 694, ROW)]
HALF_W, HALF_H, RADIUS = 250, 64, 64
# The move's chevrons, left of the lifted row: one pointing up, one down.
CHEVRONS = [
    ((190, 478), (230, 438), (270, 478)),
    ((190, 546), (230, 586), (270, 546)),
]
STROKE = 14


def pixel(x, y):
    t = y / (SIZE - 1)
    colour = tuple(a + (b - a) * t for a, b in zip(TOP, BOTTOM))
    # A soft shadow under the lifted row.
    lifted_x, lifted_y, _ = ROWS[1]
    shadow = rounded_rect(x, y, lifted_x + 6, lifted_y + 22, HALF_W, HALF_H, RADIUS)
    colour = blend(colour, SHADOW, 0.35 * max(0.0, min(1.0, (24 - shadow) / 48)))
    for cx, cy, fill in ROWS:
        alpha = coverage(rounded_rect(x, y, cx, cy, HALF_W, HALF_H, RADIUS))
        if alpha:
            colour = blend(colour, fill, alpha * (1.0 if fill == LIFTED else 0.92))
    for a, b, c in CHEVRONS:
        distance = min(segment(x, y, *a, *b, STROKE), segment(x, y, *b, *c, STROKE))
        alpha = coverage(distance)
        if alpha:
            colour = blend(colour, ROW, alpha)
    return bytes(max(0, min(255, round(c))) for c in colour)


def png(width, height, rows):
    """A PNG of 8-bit RGB rows (each prefixed with filter type 0)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    raw = b"".join(b"\x00" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    rows = [b"".join(pixel(x + 0.5, y + 0.5) for x in range(SIZE)) for y in range(SIZE)]
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "wb") as file:
        file.write(png(SIZE, SIZE, rows))
    print(f"wrote {os.path.relpath(OUTPUT)}")


if __name__ == "__main__":
    main()
