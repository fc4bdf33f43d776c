#!/usr/bin/env python3
"""Lists the symbols of a DocC archive that no topic group curates.

DocC files every symbol that no `## Topics` section names into a generated group of its
parent page ("Structures", "Instance Properties", ...). This script reads the archive's
render JSON and prints each symbol found in such a generated group, with the page it sits
on. Generated "Default Implementations" groups are left out: they list members that
protocols provide (`!=`, `hashValue`, ...), which are not this package's API.

Usage: docs-uncurated.py <archive>   exit status 1 when something is uncurated.
"""
import glob
import json
import os
import sys

archive = sys.argv[1]
pages = glob.glob(os.path.join(archive, "data", "documentation", "**", "*.json"), recursive=True)
found = []
for path in sorted(pages):
    with open(path, encoding="utf-8") as file:
        page = json.load(file)
    if page.get("metadata", {}).get("role") == "collectionGroup":
        continue  # "Equatable Implementations" and the like: inherited members
    for section in page.get("topicSections", []):
        if not section.get("generated") or section.get("title") == "Default Implementations":
            continue
        for identifier in section["identifiers"]:
            found.append((page["identifier"]["url"].split("/documentation/", 1)[1], section["title"], identifier.split("/documentation/", 1)[1]))

for parent, title, identifier in found:
    print(f"uncurated: {identifier} (in the generated group '{title}' of {parent})")
print(f"docs-uncurated: {len(found)} uncurated symbol(s) in {len(pages)} pages", file=sys.stderr)
if found:
    print("docs-uncurated: list each one under a '### ' group of the '## Topics' section of its parent's "
          "page: Sources/ILikeToMoveIt/ILikeToMoveIt.docc/<Parent>.md (nested types: "
          "<Parent>-<Nested>.md; extended types: <Module>-<Type>.md, such as SwiftUI-View.md), "
          "or ILikeToMoveIt.md for a new top-level type.", file=sys.stderr)
sys.exit(1 if found else 0)
