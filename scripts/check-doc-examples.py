#!/usr/bin/env python3
"""Checks that every Swift code block of the documentation is compiled somewhere.

Each ```swift block of the DocC catalogs' articles (ILikeToMoveIt's, ILikeToMoveItUIKit's and
ILikeToMoveItAppKit's)
must appear, line for line (allowing a common indentation), in one of the files that compile
it:

- Tests/ILikeToMoveItCoreTests/Documentation/*.swift: portable examples, run by `swift test`;
- Examples/iOS/Sources/ILikeToMoveItAPIChecks/DocumentationSnippets.swift: SwiftUI examples,
  compiled for iOS by ios-build;
- Examples/iOS/Sources/ILikeToMoveItMacExample/DocumentationSnippets.swift: the AppKit
  article's examples, compiled for macOS by ios-build (scripts/apple-builds.sh).

A one-line block (a call shape such as `.onDrag { bird.provider }`) may appear inside a
longer line. Package manifest fragments (blocks with `.package(`) are not checked: they
belong in an app's Package.swift. Neither is a block that only declares a conformance with an
empty body, such as

    @available(iOS 16, macOS 13, *)
    extension Bird: Transferable {}

which has nothing to run, cannot be copied into the Linux tests (whose `Bird` types are nested
in their suites) nor beside the example app's own `Bird`, and is compiled with the rest of its
article by doc-snippets-ios.py.

The `import` lines a block starts with are left out of the comparison: they say what the
block's file imports (each block of the UIKit article compiles alone, as a file of its own; see
doc-snippets-ios.py), and the compiled copies import at their top instead. A block of imports
only is not checked.

The README's blocks are checked differently: they are the quick start an app developer
copies, one app's first file (imports, a `Bird`, its conformance to `RepresentedProvidable`,
two views), which neither the Linux tests (which have a `Bird` of their own and no SwiftUI) nor
the example app (whose `Bird` it would clash with) can hold. doc-snippets-ios.py compiles them
for iOS exactly as written, as one module, which is what a copy here would prove; so the README
is read here only to say how many blocks it has.

Usage: check-doc-examples.py [repository root]; exit status 1 on a mismatch.
"""
import glob
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "."
readme = os.path.join(root, "README.md")
documents = sorted(glob.glob(os.path.join(root, "Sources", "ILikeToMoveIt", "ILikeToMoveIt.docc", "*.md"))
                   + glob.glob(os.path.join(root, "Sources", "ILikeToMoveItUIKit", "ILikeToMoveItUIKit.docc", "*.md"))
                   + glob.glob(os.path.join(root, "Sources", "ILikeToMoveItAppKit", "ILikeToMoveItAppKit.docc", "*.md")))
compiled = sorted(glob.glob(os.path.join(root, "Tests", "ILikeToMoveItCoreTests", "Documentation", "*.swift")))
compiled.append(os.path.join(root, "Examples", "iOS", "Sources", "ILikeToMoveItAPIChecks", "DocumentationSnippets.swift"))
compiled.append(os.path.join(root, "Examples", "iOS", "Sources", "ILikeToMoveItMacExample", "DocumentationSnippets.swift"))

sources = {}
for path in compiled:
    if os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            sources[path] = file.read().split("\n")


def blocks(text):
    """The Swift code blocks of a Markdown text, with the line each starts on."""
    for match in re.finditer(r"^([ \t]*)```swift[ \t]*\n(.*?)^[ \t]*```[ \t]*$", text, re.S | re.M):
        indent = len(match.group(1))
        lines = [line[indent:] for line in match.group(2).rstrip("\n").split("\n")]
        yield text.count("\n", 0, match.start()) + 2, lines


EMPTY_CONFORMANCE = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*extension\s+[\w.]+\s*:\s*[\w.,\s&]+\{\s*\}\s*$")


def only_empty_conformances(block):
    """Whether the block declares conformances with empty bodies and nothing else."""
    code = " ".join(line.strip() for line in block if line.strip() and not line.strip().startswith("//"))
    return bool(code) and all(EMPTY_CONFORMANCE.match(part) for part in re.split(r"(?<=\})\s+", code))


def without_leading_imports(block):
    """The block without the `import` lines it starts with and the blank lines after them."""
    start = 0
    while start < len(block) and (re.match(r"\s*import\s+\w+\s*$", block[start]) or not block[start].strip()):
        start += 1
    return block[start:] if start and any(re.match(r"\s*import\s", line) for line in block[:start]) else block


def occurs(block, lines):
    """Whether `block` occurs in `lines` as consecutive lines under one common indentation."""
    if len(block) == 1:
        return any(block[0].strip() in line for line in lines)
    first = block[0]
    for start, line in enumerate(lines):
        if not line.endswith(first) or line[: len(line) - len(first)].strip():
            continue
        indent = line[: len(line) - len(first)]
        candidate = lines[start : start + len(block)]
        if len(candidate) == len(block) and all(
            (have == indent + want) or (not want and not have.strip()) for have, want in zip(candidate, block)
        ):
            return True
    return False


missing = 0
count = 0
for document in documents:
    if not os.path.exists(document):
        continue
    with open(document, encoding="utf-8") as file:
        text = file.read()
    for line_number, block in blocks(text):
        block = without_leading_imports(block)
        if not block or any(".package(" in line for line in block) or only_empty_conformances(block):
            continue
        count += 1
        if not any(occurs(block, lines) for lines in sources.values()):
            missing += 1
            print(f"{os.path.relpath(document, root)}:{line_number}: this Swift block is not in any compiled file:")
            print("    " + "\n    ".join(block[:6]) + ("\n    ..." if len(block) > 6 else ""))

readme_blocks = 0
if os.path.exists(readme):
    with open(readme, encoding="utf-8") as file:
        readme_blocks = sum(1 for _ in blocks(file.read()))
print(f"check-doc-examples: {count} Swift blocks of the articles, {missing} not compiled anywhere;"
      f" the README's {readme_blocks} are compiled for iOS by doc-snippets-ios.py", file=sys.stderr)
sys.exit(1 if missing else 0)
