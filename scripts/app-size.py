#!/usr/bin/env python3
"""Reports the object bytes of what an iOS app links from the package, and checks a limit.

Reads the output file maps that SwiftPM writes for each module of a build (so objects left
behind by a file that was since moved or deleted are not counted) and sums the sizes of the
objects they name. `scripts/app-size.sh` builds the modules and runs it.

Usage: app-size.py --limit BYTES [--top N] NAME=DIR [NAME=DIR ...]
  NAME=DIR   a build to report: NAME is its column heading, DIR the folder that holds the
             modules' `<Module>.build` folders (…/arm64-apple-ios/debug). The first build is
             the one the limit applies to.
Prints Markdown: the total per module for each build, then the largest objects of the first
build with their size in the others. Exits 1 when the first build's total is above the limit.
"""
import json
import os
import sys

MODULES = ["ILikeToMoveIt", "ILikeToMoveItCore", "ILikeToMoveItSupport"]

args = sys.argv[1:]
limit = None
top = 15
builds = []
while args:
    arg = args.pop(0)
    if arg == "--limit":
        limit = int(args.pop(0))
    elif arg == "--top":
        top = int(args.pop(0))
    else:
        name, _, directory = arg.partition("=")
        builds.append((name, directory))
if limit is None or not builds:
    sys.exit(__doc__)


def objects(directory, module):
    """The objects of a module's current sources: {source file name: bytes}."""
    path = os.path.join(directory, f"{module}.build", "output-file-map.json")
    with open(path, encoding="utf-8") as file:
        entries = json.load(file)
    found = {}
    for source, outputs in entries.items():
        if not source or "object" not in outputs:
            continue
        if not os.path.exists(outputs["object"]):
            sys.exit(f"app-size: {outputs['object']} is missing: the build did not write it")
        found[os.path.basename(source)] = os.path.getsize(outputs["object"])
    return found


def megabytes(count):
    return f"{count / 1_000_000:.2f} MB"


sizes = {name: {module: objects(directory, module) for module in MODULES} for name, directory in builds}
names = [name for name, _ in builds]

print("| Module | " + " | ".join(names) + " |")
print("|---|" + "---:|" * len(names))
totals = {name: 0 for name in names}
for module in MODULES:
    cells = []
    for name in names:
        files = sizes[name][module]
        totals[name] += sum(files.values())
        cells.append(f"{sum(files.values()):,} B ({len(files)} objects)")
    print(f"| {module} | " + " | ".join(cells) + " |")
print("| **Total** | " + " | ".join(f"**{megabytes(totals[name])}** ({totals[name]:,} B)" for name in names) + " |")
print()

first = names[0]
largest = sorted(
    ((size, module, source) for module in MODULES for source, size in sizes[first][module].items()),
    reverse=True,
)[:top]
print(f"Largest objects ({first}):")
print()
print("| Object | Module | " + " | ".join(names) + " |")
print("|---|---|" + "---:|" * len(names))
for _, module, source in largest:
    cells = [f"{sizes[name][module][source]:,}" if source in sizes[name][module] else "–" for name in names]
    print(f"| {source}.o | {module} | " + " | ".join(cells) + " |")
print()

verdict = "pass" if totals[first] <= limit else "FAIL"
print(f"Target: {first} total ≤ {megabytes(limit)}: {megabytes(totals[first])}, {verdict}")
sys.exit(0 if verdict == "pass" else 1)
