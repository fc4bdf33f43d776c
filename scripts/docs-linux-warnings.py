#!/usr/bin/env python3
"""Sorts the DocC warnings of a Linux build of the documentation.

Built on Linux, the module ILikeToMoveIt has no SwiftUI or UIKit layer, so the catalog's
links to that layer (``SwiftUI/View/accessibilityMoveable(_:actions:)``, the extension page
of `NSItemProvider`, ...) cannot resolve. This script reads the diagnostics file that
`docc convert --diagnostics-file` wrote and lets through only the warnings about a link or
page whose symbol is declared in the Apple layer: its last path component's name (or, for a
module or type, the name itself) is declared or extended in a Swift file of that layer's
folder. Any other warning fails the run, as it would on a machine with an iOS SDK.

The test is by name, so a mistyped link to an Apple-layer symbol passes here; the build with
an iOS SDK checks those links exactly.

Usage: docs-linux-warnings.py <diagnostics.json> <Apple layer folders, comma-separated>   exit status 1 when
some warning is not explained by the missing Apple layer.
"""
import glob
import json
import os
import re
import sys

diagnostics_path, layers = sys.argv[1], sys.argv[2].split(",")

# Names the Apple layer declares or extends, and the frameworks it builds on.
names = {"SwiftUI", "UIKit", "AppKit", "Foundation", "UniformTypeIdentifiers"}
declaration = re.compile(
    r"\b(?:func|var|let|struct|class|enum|protocol|typealias|extension)\s+([A-Za-z_][A-Za-z0-9_]*)")
for path in [path for layer in layers for path in glob.glob(os.path.join(layer, "**", "*.swift"), recursive=True)]:
    with open(path, encoding="utf-8") as file:
        text = file.read()
    names.update(declaration.findall(text))
    if re.search(r"\binit\s*[?!]?\s*[(<]", text):
        names.add("init")

link = re.compile(r"``([^`]+)``")


def link_at(source, line, column):
    """The symbol link (``...``) of `source` that covers the given 1-based position."""
    path = source[len("file://"):] if source.startswith("file://") else source
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read().split("\n")[line - 1]
    except (OSError, IndexError):
        return None
    for match in link.finditer(text):
        if match.start() <= column - 1 <= match.end():
            return match.group(1)
    return None


def base_name(component):
    """`loadItems(_:options:)-osuk` -> `loadItems`; `init(activity:)` -> `init`."""
    return re.split(r"[(\-]", component, maxsplit=1)[0]


with open(diagnostics_path, encoding="utf-8") as file:
    diagnostics = json.load(file)["diagnostics"]

expected, unexpected = [], []
for diagnostic in diagnostics:
    if diagnostic.get("severity") not in ("warning", "error"):
        continue
    where = diagnostic.get("source", "?")
    start = diagnostic.get("range", {}).get("start", {})
    target = link_at(where, start.get("line", 0), start.get("column", 0)) if start else None
    location = f"{os.path.relpath(where[7:]) if where.startswith('file://') else where}:{start.get('line', '?')}"
    if target and base_name(target.split("/")[-1]) in names:
        expected.append((location, target))
    else:
        unexpected.append((location, diagnostic.get("summary", "").split("\n")[0]))

for location, summary in unexpected:
    print(f"{location}: warning: {summary}")
print(f"docs-linux-warnings: {len(expected)} warning(s) about links to the Apple layer, which the "
      f"Linux build lacks; {len(unexpected)} other warning(s)", file=sys.stderr)
sys.exit(1 if unexpected else 0)
