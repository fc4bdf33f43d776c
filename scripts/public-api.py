#!/usr/bin/env python3
"""Counts the public symbols the package declares for an iOS app.

Reads the symbol graphs that the compiler writes for the iOS build of ILikeToMoveIt
(`scripts/public-api.sh` runs it) and counts each public or open symbol once by its precise
identifier, across the graphs of every module the app imports (ILikeToMoveIt, the core, and
their extensions of other modules' types). A symbol counts when the package declares it: its
identifier names one of our modules, or it is a member the compiler synthesizes for one of our
types (`!=` of an `Equatable` type, `hashValue`: an app sees them in the documentation), or
its source lies in one of our folders (members of our extensions of `View`, `Array`, ...).
Apple's UniformTypeIdentifiers, which the core re-exports, has none of these and is left out;
our own symbols whose signatures merely mention `UTType` are counted.

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

own_prefixes = ("s:13ILikeToMoveIt", "s:17ILikeToMoveItCore", "s:20ILikeToMoveItSupport")


def declared_by_package(symbol):
    precise = symbol["identifier"]["precise"]
    if precise.startswith(own_prefixes):
        return True
    if "::SYNTHESIZED::" in precise:
        return precise.split("::SYNTHESIZED::", 1)[1].startswith(own_prefixes)
    return "/Sources/ILikeToMoveIt" in symbol.get("location", {}).get("uri", "")


symbols = {}
for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if symbol["kind"]["identifier"] == "swift.extension" or not declared_by_package(symbol):
            continue
        symbols[symbol["identifier"]["precise"]] = symbol["pathComponents"]

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
