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

own_prefixes = ("s:13ILikeToMoveIt", "s:17ILikeToMoveItCore", "s:20ILikeToMoveItSupport")
uikit_prefix = "s:18ILikeToMoveItUIKit"


def declaring_module(symbol):
    """Which of the package's imports declares the symbol: "ILikeToMoveItUIKit", "ILikeToMoveIt"
    (the module with the core and the lock it re-exports), or None for a symbol not ours."""
    precise = symbol["identifier"]["precise"]
    synthesized = "::SYNTHESIZED::" in precise
    owner = precise.split("::SYNTHESIZED::", 1)[1] if synthesized else precise
    if owner.startswith(uikit_prefix):
        return "ILikeToMoveItUIKit"
    if owner.startswith(own_prefixes):
        return "ILikeToMoveIt"
    if synthesized:
        return None
    uri = symbol.get("location", {}).get("uri", "")
    if "/Sources/ILikeToMoveItUIKit/" in uri:
        return "ILikeToMoveItUIKit"
    return "ILikeToMoveIt" if "/Sources/ILikeToMoveIt" in uri else None


symbols = {}
for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        module = declaring_module(symbol)
        if symbol["kind"]["identifier"] == "swift.extension" or module is None:
            continue
        symbols[symbol["identifier"]["precise"]] = (symbol["pathComponents"], module)

per_name = collections.defaultdict(list)
for path, _ in symbols.values():
    per_name[path[0]].append(".".join(path[1:]) or "(the type)")
uikit = sum(1 for _, module in symbols.values() if module == "ILikeToMoveItUIKit")
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
