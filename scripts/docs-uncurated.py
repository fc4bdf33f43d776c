#!/usr/bin/env python3
"""Lists the symbols of a DocC archive that no topic group curates.

DocC files every symbol that no `## Topics` section names into a generated group of its
parent page ("Structures", "Instance Properties", ...). This script reads the archive's
render JSON and prints each symbol found in such a generated group, with the page it sits
on. Generated "Default Implementations" groups are left out: they list members that
protocols provide (`!=`, `hashValue`, ...), which are not this package's API.

With --linux (an archive of the Linux build), what is public only on Linux is left out: the
package's stand-ins for Apple's `UTType` and `UTTagClass` and their members, and the portable
`ItemProvider` with `Providable.itemProvider`, which return it (on Apple platforms apps drag
`NSItemProvider`s, and those two are SPI). The catalog documents the module as an iOS app sees
it.

Usage: docs-uncurated.py [--linux] <archive>   exit status 1 when something is uncurated.
"""
import glob
import json
import os
import sys

arguments = sys.argv[1:]
linux = "--linux" in arguments
archive = [argument for argument in arguments if argument != "--linux"][0]
linux_only = ("UTType", "UTTagClass", "ItemProvider")
linux_only_members = ("Providable/itemProvider",)
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
            path = identifier.split("/documentation/", 1)[1]
            within = path.split("/", 1)[1] if "/" in path else ""
            if linux and (within.split("/")[0] in linux_only or within in linux_only_members):
                continue
            found.append((page["identifier"]["url"].split("/documentation/", 1)[1], section["title"], path))

for parent, title, identifier in found:
    print(f"uncurated: {identifier} (in the generated group '{title}' of {parent})")
print(f"docs-uncurated: {len(found)} uncurated symbol(s) in {len(pages)} pages", file=sys.stderr)
if found:
    print("docs-uncurated: list each one under a '### ' group of the '## Topics' section of its parent's "
          "page: Sources/ILikeToMoveIt/ILikeToMoveIt.docc/<Parent>.md (nested types: "
          "<Parent>-<Nested>.md; extended types: <Module>-<Type>.md, such as SwiftUI-View.md), "
          "or ILikeToMoveIt.md for a new top-level type.", file=sys.stderr)
sys.exit(1 if found else 0)
