#!/usr/bin/env python3
"""Counts the public symbols the package declares for an iOS app.

Reads the symbol graphs that the compiler writes for the iOS build of ILikeToMoveIt and
ILikeToMoveItUIKit (`scripts/public-api.sh` runs it) and counts each public or open symbol
once by its precise identifier, across the graphs of every module an app imports
(ILikeToMoveIt, the core, ILikeToMoveItUIKit, and their extensions of other modules' types). A symbol counts when the package declares it: its
identifier names one of our modules, or it is a member the compiler synthesizes for one of our
types (`!=` of an `Equatable` type, `hashValue`: an app sees them in the documentation), or
its source lies in one of our folders (members of our extensions of `View`, `Array`, ...).
Apple's UniformTypeIdentifiers, which the core re-exports, has none of these and is left out;
our own symbols whose signatures merely mention `UTType` are counted.

Usage: public-api.py <symbol-graph directory> [limit [uikit-limit]] [--list]
Prints the count of what `import ILikeToMoveIt` gives an app (the core re-exported with it),
the count that `import ILikeToMoveItUIKit` adds, and the count per top-level name; exits 1
when the first is above `limit` or the second above `uikit-limit`.
"""
import collections
import glob
import json
import os
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
directory = args[0]
limit = int(args[1]) if len(args) > 1 else None
uikit_limit = int(args[2]) if len(args) > 2 else None
listing = "--list" in sys.argv

own_prefixes = ("s:13ILikeToMoveIt", "s:17ILikeToMoveItCore", "s:20ILikeToMoveItSupport",
                "s:18ILikeToMoveItUIKit")
uikit_prefix = "s:18ILikeToMoveItUIKit"


def declared_by_package(symbol):
    precise = symbol["identifier"]["precise"]
    if precise.startswith(own_prefixes):
        return True
    if "::SYNTHESIZED::" in precise:
        return precise.split("::SYNTHESIZED::", 1)[1].startswith(own_prefixes)
    return "/Sources/ILikeToMoveIt" in symbol.get("location", {}).get("uri", "")


def declared_by_uikit_module(symbol):
    precise = symbol["identifier"]["precise"].split("::SYNTHESIZED::")[-1]
    return precise.startswith(uikit_prefix) or "/Sources/ILikeToMoveItUIKit/" in symbol.get("location", {}).get("uri", "")


symbols = {}
for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if symbol["kind"]["identifier"] == "swift.extension" or not declared_by_package(symbol):
            continue
        symbols[symbol["identifier"]["precise"]] = (symbol["pathComponents"], declared_by_uikit_module(symbol))

per_name = collections.defaultdict(list)
for path, _ in symbols.values():
    per_name[path[0]].append(".".join(path[1:]) or "(the type)")
uikit = sum(1 for _, in_uikit in symbols.values() if in_uikit)
main = len(symbols) - uikit
print(f"public symbols declared by the package (iOS build): {len(symbols)}")
print(f"  import ILikeToMoveIt: {main}" + (f" (limit {limit})" if limit is not None else ""))
print(f"  import ILikeToMoveItUIKit adds: {uikit}" + (f" (limit {uikit_limit})" if uikit_limit is not None else ""))
for name in sorted(per_name, key=lambda n: (-len(per_name[n]), n)):
    members = per_name[name]
    print(f"  {len(members):4} {name}" + (": " + ", ".join(sorted(members)) if listing else ""))
failed = False
if limit is not None and main > limit:
    print(f"public-api: ILikeToMoveIt has {main} public symbols, above the limit of {limit}", file=sys.stderr)
    failed = True
if uikit_limit is not None and uikit > uikit_limit:
    print(f"public-api: ILikeToMoveItUIKit adds {uikit} public symbols, above the limit of {uikit_limit}",
          file=sys.stderr)
    failed = True
if failed:
    sys.exit(1)
