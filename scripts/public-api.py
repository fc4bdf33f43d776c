#!/usr/bin/env python3
"""Counts the public symbols the package declares for an iOS app, and for a Mac app's AppKit lists.

Reads the symbol graphs that the compiler writes for the iOS build of ILikeToMoveIt and
ILikeToMoveItUIKit (`scripts/public-api.sh` runs it) and counts each public or open symbol
once by its precise identifier, across the graphs of every module an app imports
(ILikeToMoveIt, the moves and the two cores it re-exports, ILikeToMoveItUIKit, and their
extensions of other modules' types). A symbol counts when the package declares it: its
identifier names one of our modules, or it is a member the compiler synthesizes for one of our
types (`!=` of an `Equatable` type, `hashValue`: an app sees them in the documentation), or
its source lies in one of our folders (members of our extensions of `View`, `Array`, ...).
Apple's UniformTypeIdentifiers, which the core re-exports, has none of these and is left out;
our own symbols whose signatures merely mention `UTType` are counted.

With `--appkit DIR`, it also reads the symbol graphs of the macOS build of ILikeToMoveItAppKit
in DIR and counts what `import ILikeToMoveItAppKit` adds (the symbols that module declares; what
it re-exports is counted above, as iOS sees it).

Usage: public-api.py <symbol-graph directory> [limit [uikit-limit [appkit-limit]]] [--appkit DIR] [--list]
Prints the count of what `import ILikeToMoveIt` gives an app (the moves and cores re-exported
with it) and how many of those the moves-only `import ILikeToMoveItMoves` gives,
the counts that `import ILikeToMoveItUIKit` and `import ILikeToMoveItAppKit` add, and the count
per top-level name; exits 1 when the first is above `limit`, the second above `uikit-limit` or
the third above `appkit-limit`.
"""
import collections
import glob
import json
import os
import sys

argv = sys.argv[1:]
appkit_directory = None
if "--appkit" in argv:
    at = argv.index("--appkit")
    appkit_directory = argv[at + 1]
    del argv[at:at + 2]
args = [a for a in argv if not a.startswith("--")]
directory = args[0]
limit = int(args[1]) if len(args) > 1 else None
uikit_limit = int(args[2]) if len(args) > 2 else None
appkit_limit = int(args[3]) if len(args) > 3 else None
listing = "--list" in argv

own_prefixes = (
    "s:13ILikeToMoveIt", "s:18ILikeToMoveItMoves", "s:17ILikeToMoveItCore", "s:22ILikeToMoveItDropsCore",
    "s:20ILikeToMoveItSupport",
)
uikit_prefix = "s:18ILikeToMoveItUIKit"
appkit_prefix = "s:19ILikeToMoveItAppKit"


def owner_of(symbol):
    """The precise identifier of the symbol, or of the type a synthesized member belongs to."""
    return symbol["identifier"]["precise"].split("::SYNTHESIZED::", 1)[-1]


def declaring_module(symbol):
    """Which of the package's imports declares the symbol: "ILikeToMoveItUIKit", "ILikeToMoveIt"
    (the module with the moves, the cores and the lock it re-exports), or None for a symbol not
    ours."""
    precise = symbol["identifier"]["precise"]
    synthesized = "::SYNTHESIZED::" in precise
    owner = owner_of(symbol)
    if owner.startswith(uikit_prefix):
        return "ILikeToMoveItUIKit"
    if owner.startswith(appkit_prefix):
        return "ILikeToMoveItAppKit"
    if owner.startswith(own_prefixes):
        return "ILikeToMoveIt"
    if synthesized:
        return None
    uri = symbol.get("location", {}).get("uri", "")
    if "/Sources/ILikeToMoveItUIKit/" in uri:
        return "ILikeToMoveItUIKit"
    if "/Sources/ILikeToMoveItAppKit/" in uri:
        return "ILikeToMoveItAppKit"
    return "ILikeToMoveIt" if "/Sources/ILikeToMoveIt" in uri else None


def in_moves_product(symbol):
    """Whether the moves-only product (`import ILikeToMoveItMoves`) declares the symbol too:
    ILikeToMoveItMoves, the core and the lock, not drag and drop."""
    if owner_of(symbol).startswith(("s:18ILikeToMoveItMoves", "s:17ILikeToMoveItCore", "s:20ILikeToMoveItSupport")):
        return True
    uri = symbol.get("location", {}).get("uri", "")
    return any(f"/Sources/{module}/" in uri for module in ("ILikeToMoveItMoves", "ILikeToMoveItCore"))


symbols = {}
moves_only = set()


def read(directory, modules):
    """Adds the public symbols of the graphs in `directory` that one of `modules` declares."""
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            module = declaring_module(symbol)
            if symbol["kind"]["identifier"] == "swift.extension" or module not in modules:
                continue
            symbols[symbol["identifier"]["precise"]] = (symbol["pathComponents"], module)
            if module == "ILikeToMoveIt" and in_moves_product(symbol):
                moves_only.add(symbol["identifier"]["precise"])


read(directory, ("ILikeToMoveIt", "ILikeToMoveItUIKit"))
if appkit_directory is not None:
    read(appkit_directory, ("ILikeToMoveItAppKit",))

per_name = collections.defaultdict(list)
for path, _ in symbols.values():
    per_name[path[0]].append(".".join(path[1:]) or "(the type)")
uikit = sum(1 for _, module in symbols.values() if module == "ILikeToMoveItUIKit")
appkit = sum(1 for _, module in symbols.values() if module == "ILikeToMoveItAppKit")
main = len(symbols) - uikit - appkit
print(f"public symbols declared by the package (iOS build; AppKit's from the macOS build): {len(symbols)}")
print(f"  import ILikeToMoveIt: {main}" + (f" (limit {limit})" if limit is not None else ""))
print(f"    of which import ILikeToMoveItMoves gives: {len(moves_only)}")
print(f"  import ILikeToMoveItUIKit adds: {uikit}" + (f" (limit {uikit_limit})" if uikit_limit is not None else ""))
if appkit_directory is not None:
    print(f"  import ILikeToMoveItAppKit adds: {appkit}"
          + (f" (limit {appkit_limit})" if appkit_limit is not None else ""))
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
if appkit_directory is not None and appkit_limit is not None and appkit > appkit_limit:
    print(f"public-api: ILikeToMoveItAppKit adds {appkit} public symbols, above the limit of {appkit_limit}",
          file=sys.stderr)
    failed = True
if failed:
    sys.exit(1)
