#!/usr/bin/env python3
"""Reports the object bytes of what an iOS app links from the package, against a target and a ceiling.

Reads the output file maps that SwiftPM writes for each module of a build (so objects left
behind by a file that was since moved or deleted are not counted) and sums the sizes of the
objects they name. `scripts/app-size.sh` builds the modules and runs it.

Usage: app-size.py --target BYTES --ceiling BYTES [--top N] NAME=DIR [NAME=DIR ...]
  --target   the size the package aims for (issue 31: 2.0 MB), reported as met or not
  --ceiling  the size the package must not grow past: the run fails above it
  NAME=DIR   a build to report: NAME is its column heading, DIR the folder that holds the
             modules' `<Module>.build` folders (…/arm64-apple-ios/debug). The first build is
             the one the target and the ceiling apply to. A build may have one object per
             module (`-num-threads 0`) instead of one per source file.
Prints Markdown: the total per module for each build, with how much of it is the objects'
sections (code, data and Swift metadata, what the linker copies into an app; the rest is
symbol tables and relocations, which it does not), then what ILikeToMoveItUIKit and the
ILikeToMoveItDataSource it depends on add for a UIKit app (outside the total: an app whose
lists are SwiftUI links neither), then the largest objects of the first build with their
size in the other builds that have one object per source file. Exits 1 when the first
build's total is above the ceiling; a total above the target is reported, not failed, so
that CI keeps the size from growing while the target is still to be reached.
"""
import json
import os
import struct
import sys

MODULES = ["ILikeToMoveIt", "ILikeToMoveItCore", "ILikeToMoveItSupport"]
# What a UIKit app links besides: reported below the total, not in it.
ADDED_BY_UIKIT = ["ILikeToMoveItUIKit", "ILikeToMoveItDataSource"]

args = sys.argv[1:]
target = None
ceiling = None
top = 15
builds = []
while args:
    arg = args.pop(0)
    if arg == "--target":
        target = int(args.pop(0))
    elif arg == "--ceiling":
        ceiling = int(args.pop(0))
    elif arg == "--top":
        top = int(args.pop(0))
    else:
        name, _, directory = arg.partition("=")
        builds.append((name, directory))
if target is None or ceiling is None or not builds:
    sys.exit(__doc__)


def objects(directory, module):
    """The objects of a module's current sources, {source file name: (bytes, section bytes)};
    for a build that wrote one object for the module (`-num-threads 0`), that object, under
    the module's name."""
    path = os.path.join(directory, f"{module}.build", "output-file-map.json")
    with open(path, encoding="utf-8") as file:
        entries = json.load(file)
    per_file = {source: outputs["object"] for source, outputs in entries.items() if source and "object" in outputs}
    whole = entries.get("", {}).get("object")
    if whole and os.path.exists(whole) and not any(os.path.exists(obj) for obj in per_file.values()):
        per_file = {module: whole}
    found = {}
    for source, obj in per_file.items():
        if not os.path.exists(obj):
            sys.exit(f"app-size: {obj} is missing: the build did not write it")
        found[os.path.basename(source)] = (os.path.getsize(obj), section_bytes(obj))
    return found


def section_bytes(path):
    """The bytes of a 64-bit Mach-O object's sections that an app's binary takes: all but
    zero-fill sections (no bytes in the file) and the linker's own input (`__LD`, such as
    `__compact_unwind`, which it turns into a much smaller table)."""
    with open(path, "rb") as file:
        data = file.read()
    magic, _, _, _, ncmds, _, _, _ = struct.unpack_from("<IiiIIIII", data, 0)
    if magic != 0xFEEDFACF:
        sys.exit(f"app-size: {path} is not a 64-bit Mach-O object")
    total, offset = 0, 32
    for _ in range(ncmds):
        command, size = struct.unpack_from("<II", data, offset)
        if command == 0x19:  # LC_SEGMENT_64
            nsects = struct.unpack_from("<I", data, offset + 64)[0]
            for index in range(nsects):
                section = offset + 72 + 80 * index
                segment = data[section + 16:section + 32].rstrip(b"\0")
                length = struct.unpack_from("<Q", data, section + 40)[0]
                kind = struct.unpack_from("<I", data, section + 64)[0] & 0xFF
                if segment != b"__LD" and kind not in (0x1, 0xC, 0x12):  # zero-fill kinds
                    total += length
        offset += size
    return total


def count_objects(files):
    return "1 object" if len(files) == 1 else f"{len(files)} objects"


def megabytes(count):
    return f"{count / 1_000_000:.2f} MB"


sizes = {name: {module: objects(directory, module) for module in MODULES} for name, directory in builds}
names = [name for name, _ in builds]

print("| Module | " + " | ".join(names) + " |")
print("|---|" + "---:|" * len(names))
totals = {name: 0 for name in names}
sections = {name: 0 for name in names}
for module in MODULES:
    cells = []
    for name in names:
        files = sizes[name][module]
        objects_bytes = sum(size for size, _ in files.values())
        totals[name] += objects_bytes
        sections[name] += sum(kept for _, kept in files.values())
        cells.append(f"{objects_bytes:,} B ({count_objects(files)})")
    print(f"| {module} | " + " | ".join(cells) + " |")
print("| **Total** | " + " | ".join(f"**{megabytes(totals[name])}** ({totals[name]:,} B)" for name in names) + " |")
print("| of which sections | " + " | ".join(f"{megabytes(sections[name])} ({sections[name]:,} B)" for name in names) + " |")
for module in ADDED_BY_UIKIT:
    cells = []
    for _, directory in builds:
        files = objects(directory, module)
        cells.append(f"{sum(size for size, _ in files.values()):,} B ({count_objects(files)})")
    print(f"| {module} (a UIKit app adds it; not in the total) | " + " | ".join(cells) + " |")
print()

first = names[0]
# The largest objects, in the builds that have one object per source file.
split = [name for name in names if any(len(sizes[name][module]) > 1 for module in MODULES)]
largest = sorted(
    ((size, module, source) for module in MODULES for source, (size, _) in sizes[first][module].items()),
    reverse=True,
)[:top]
print(f"Largest objects ({first}):")
print()
print("| Object | Module | " + " | ".join(split) + " |")
print("|---|---|" + "---:|" * len(split))
for _, module, source in largest:
    cells = [f"{sizes[name][module][source][0]:,}" if source in sizes[name][module] else "–" for name in split]
    print(f"| {source}.o | {module} | " + " | ".join(cells) + " |")
print()

met = "met" if totals[first] <= target else "not met"
print(f"Target: {first} total ≤ {megabytes(target)}: {megabytes(totals[first])}, {met}")
verdict = "pass" if totals[first] <= ceiling else "FAIL"
print(f"Ceiling: {first} total ≤ {megabytes(ceiling)}: {megabytes(totals[first])}, {verdict}")
sys.exit(0 if verdict == "pass" else 1)
