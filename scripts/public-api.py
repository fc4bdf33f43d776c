#!/usr/bin/env python3
"""Counts the public symbols the package declares for an iOS app.

Reads the symbol graphs that the compiler writes for the iOS build of ILikeToMoveIt
(`scripts/public-api.sh` runs it) and counts each public or open symbol once by its precise
identifier, across the graphs of every module the app imports (ILikeToMoveIt, the core, and
their extensions of other modules' types). Apple's UniformTypeIdentifiers, which the core
re-exports, is left out, as are Objective-C symbols. Members the compiler synthesizes for our
types (`!=` of an `Equatable` type, `hashValue`) count: an app sees them in the documentation.

Usage: public-api.py <symbol-graph directory> [limit] [--list]
Prints the total and the count per top-level name; exits 1 when the total is above `limit`.
"""
import collections
import glob
import json
import os
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
directory = args[0]
limit = int(args[1]) if len(args) > 1 else None
listing = "--list" in sys.argv

symbols = {}
for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        precise = symbol["identifier"]["precise"]
        if "UniformTypeIdentifiers" in precise or precise.startswith("c:"):
            continue
        symbols[precise] = symbol["pathComponents"]

per_name = collections.defaultdict(list)
for path in symbols.values():
    per_name[path[0]].append(".".join(path[1:]) or "(the type)")
print(f"public symbols declared by the package (iOS build): {len(symbols)}")
for name in sorted(per_name, key=lambda n: (-len(per_name[n]), n)):
    members = per_name[name]
    print(f"  {len(members):4} {name}" + (": " + ", ".join(sorted(members)) if listing else ""))
if limit is not None and len(symbols) > limit:
    print(f"public-api: {len(symbols)} public symbols, above the limit of {limit}", file=sys.stderr)
    sys.exit(1)
