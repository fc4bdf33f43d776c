#!/usr/bin/env python3
"""Checks that a module's symbol graphs list only the package's own declarations.

The core re-exports Apple's UniformTypeIdentifiers on Apple platforms, so a symbol graph
that takes in re-exported modules too widely lists Apple's `UTType`, `UTTagClass` and
UniformTypeIdentifiers' extensions on `URL` and `NSItemProvider` as symbols of ours. This
script fails when any symbol of the graphs was declared outside the package:

- a symbol whose USR starts with the mangled name of one of our modules
  (`s:13ILikeToMoveIt`, `s:18ILikeToMoveItMoves`, `s:17ILikeToMoveItCore`,
  `s:22ILikeToMoveItDropsCore`, `s:18ILikeToMoveItUIKit`, `s:19ILikeToMoveItAppKit`) is ours;
- a member that the compiler synthesizes (`<requirement>::SYNTHESIZED::<owner>`, such as
  `!=` on an `Equatable` type of ours) is ours when its owner is;
- any other symbol is a member of an extension on another module's type (`View`,
  `NSItemProvider`, `Array`, ...): it is ours when its source location is in one of our
  modules' folders (`Sources/ILikeToMoveIt/`, `Sources/ILikeToMoveItMoves/`,
  `Sources/ILikeToMoveItCore/`, `Sources/ILikeToMoveItDropsCore/`, `Sources/ILikeToMoveItUIKit/`,
  `Sources/ILikeToMoveItAppKit/`; Apple's symbols
  come from SDK interfaces and have no location); the extension blocks (`swift.extension`) themselves are not checked.

Usage: docs-symbol-graph-check.py <symbol-graph directory> <module>   exit status 1 on a
symbol that is not ours.
"""
import glob
import json
import os
import sys

directory, module = sys.argv[1], sys.argv[2]
own_prefixes = (
    "s:13ILikeToMoveIt", "s:18ILikeToMoveItMoves", "s:17ILikeToMoveItCore", "s:22ILikeToMoveItDropsCore",
    "s:18ILikeToMoveItUIKit", "s:19ILikeToMoveItAppKit",
)
own_folders = (
    "/Sources/ILikeToMoveIt/", "/Sources/ILikeToMoveItMoves/", "/Sources/ILikeToMoveItCore/", "/Sources/ILikeToMoveItDropsCore/",
    "/Sources/ILikeToMoveItUIKit/", "/Sources/ILikeToMoveItAppKit/",
)

graphs = sorted(glob.glob(os.path.join(directory, f"{module}.symbols.json"))
                + glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))
foreign = []
count = 0
for path in graphs:
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        if symbol["kind"]["identifier"] == "swift.extension":
            continue
        count += 1
        usr = symbol["identifier"]["precise"]
        owner = usr.split("::SYNTHESIZED::", 1)[-1]
        if owner.startswith(own_prefixes):
            continue
        if "::SYNTHESIZED::" not in usr and any(
                folder in symbol.get("location", {}).get("uri", "") for folder in own_folders):
            continue
        foreign.append((os.path.basename(path), "/".join(symbol["pathComponents"]), usr))

for graph, name, usr in foreign:
    print(f"not ours: {name} in {graph} ({usr})")
print(f"docs-symbol-graph-check: {count} symbols in {len(graphs)} graph(s) of {module}, "
      f"{len(foreign)} declared outside the package", file=sys.stderr)
sys.exit(1 if foreign or not graphs else 0)
