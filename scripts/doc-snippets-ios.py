#!/usr/bin/env python3
"""Compiles every Swift block of the README and of the DocC articles for iOS, as it stands.

Each document becomes a module of its own in a generated package (`.build-snippets/`, which
git ignores), compiled by ../shared/tools/ios-build against the iOS 17.4 SDK in Swift 6 mode:

- the declarations of its blocks (types, extensions, functions, at the outer level of a
  block) are placed at file scope, in the order the document gives them, each once: so a
  block uses the types as the document declares them in an earlier block, and nothing else;
- the statements of each block are the body of a function of their own, in which the
  document's own `let`s and `var`s are local;
- `#sourceLocation` points every line at the document, so an error names the article and its
  line.

What is a declaration is decided at the outer level of a block (brace depth 0), by a scanner
that follows strings (escapes and interpolations), multi-line and raw strings and comments
across lines, so that neither a brace nor a keyword inside them counts; attributes on lines of
their own go with what follows, a line starting with `.` continues the chunk before it, and a
`#if` … `#endif` region is one chunk, a declaration when its first line of code is one.

A block with `.package(` is skipped: it belongs in an app's Package.swift. So is a block with
`@Test`: a test of an app's lists, which needs Swift Testing, which the SDK does not have (the
Linux tests compile and run those, see check-doc-examples.py). The module imports
Foundation, SwiftUI, UniformTypeIdentifiers and ILikeToMoveIt, as an app that uses the
package does. A document that needs another module says so in a block (`import CoreData`):
imports are declarations, placed at file scope; the module of one of the package's other
products (`import ILikeToMoveItTypeDeclarations`, `import ILikeToMoveItUIKit`) is also added
to the document's target.

The rules an article follows so that its blocks compile here: each type it uses is declared
in one of its blocks, once (the same declaration everywhere it is used); a SwiftUI modifier is
shown inside a complete view, since a fragment such as `.onDrag { bird.provider }` has
nothing to attach to; a member such as `static var transferRepresentation` is shown inside
its type or extension; a block's statements use only what the block itself or a declaration
of the document defines.

The README's steps, the UIKit article and the flat-sections recipe of "Getting started" (the
block with `accessibilityMoveableSections($todos, by:`) are also compiled as copied: each
block is a file of its own, with nothing but the block's lines, so it must write the imports
it needs; the
blocks of one document share a module, as the files of one app do (the table view of the
UIKit article uses the `Bird` of an earlier block). Those modules are named `Alone…`. Their
blocks must be declarations only: a file of an app cannot hold statements.

Usage: doc-snippets-ios.py [--generate-only] [--only=NAME[,NAME...]] [repository root].
`--only` compiles the documents whose file name contains one of the NAMEs (all are still
generated). Exit status 1 when a block does not compile; SKIPPED (status 0) without the iOS
17.4 SDK.
"""
import glob
import os
import re
import shutil
import subprocess
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
generate_only = "--generate-only" in sys.argv
only = [name for a in sys.argv[1:] if a.startswith("--only=") for name in a[len("--only="):].split(",") if name]
root = os.path.abspath(args[0] if args else ".")
out = os.path.join(root, ".build-snippets")

DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|final|open|nonisolated)\s+)*"
    r"(?:struct|class|enum|extension|protocol|func|typealias|actor|import)\b")
ATTRIBUTE_ONLY = re.compile(r"^@[\w.]+(?:\([^)]*\))?\s*$")


def blocks(text):
    """The Swift code blocks of a Markdown text, with the line (1-based) of their first line."""
    for match in re.finditer(r"^([ \t]*)```swift[ \t]*\n(.*?)^[ \t]*```[ \t]*$", text, re.S | re.M):
        indent = len(match.group(1))
        lines = [line[indent:] for line in match.group(2).rstrip("\n").split("\n")]
        yield text.count("\n", 0, match.start()) + 2, lines


class Scanner:
    """Brace depth across the lines of a block, skipping strings and comments.

    String literals (with `\\` escapes and `\\(…)` interpolations), multi-line `\"\"\"` strings
    and raw `#"…"#` strings, `//` comments and nested `/* */` comments are followed across
    lines, so a brace inside any of them never counts and a line inside a multi-line string
    or comment is never taken for the start of a declaration or a statement.
    """

    def __init__(self):
        self.depth = 0
        self.string = None      # the closing delimiter of the string being read, or None
        self.comment = 0        # nesting of /* */ comments
        self.interpolation = []  # for each open \\( in a string: (its delimiter, the depth before it)

    @property
    def inside(self):
        """Whether the next line starts inside a string or a comment."""
        return self.string is not None or self.comment > 0

    def scan(self, line):
        i = 0
        while i < len(line):
            if self.comment:
                if line.startswith("*/", i):
                    self.comment -= 1
                    i += 2
                elif line.startswith("/*", i):
                    self.comment += 1
                    i += 2
                else:
                    i += 1
            elif self.string is not None:
                escape = "\\" + "#" * self.string.count("#")   # \ in a string, \# in a #"raw"# one
                if line.startswith(escape + "(", i):
                    self.interpolation.append((self.string, self.depth))
                    self.string = None
                    self.depth += 1
                    i += len(escape) + 1
                elif line.startswith(escape, i):
                    i += len(escape) + 1
                elif line.startswith(self.string, i):
                    i += len(self.string)
                    self.string = None
                else:
                    i += 1
            else:
                match = re.match(r'(#*)("""|")', line[i:])
                if match:
                    self.string = match.group(2) + match.group(1)
                    i += match.end()
                elif line.startswith("//", i):
                    break
                elif line.startswith("/*", i):
                    self.comment = 1
                    i += 2
                else:
                    c = line[i]
                    if c in "{([":
                        self.depth += 1
                    elif c in "})]":
                        self.depth -= 1
                        if c == ")" and self.interpolation and self.interpolation[-1][1] == self.depth:
                            self.string = self.interpolation.pop()[0]
                    i += 1
        if self.string is not None and self.string.startswith('"') and not self.string.startswith('"""'):
            self.string = None  # a one-line string ends with its line (an unterminated one is the compiler's to report)


def split(start, lines):
    """The block's declarations and statements, as chunks of (document line, text).

    A `#if` … `#endif` region at the outer level is one chunk, a declaration when its first
    line of code is one (`#if canImport(CoreData)` around `import CoreData`).
    """
    chunks = []  # (kind, [(line_number, text)])
    scanner = Scanner()
    pending_attributes = []
    region = 0   # nesting of #if at the outer level
    for offset, line in enumerate(lines):
        number = start + offset
        stripped = line.strip()
        starts_inside = scanner.inside
        if scanner.depth == 0 and not starts_inside and region == 0:
            if ATTRIBUTE_ONLY.match(stripped):
                pending_attributes.append((number, line))
                continue
            code = stripped
            if stripped.startswith("#if"):
                following = [l.strip() for l in lines[offset + 1:] if l.strip() and not l.strip().startswith(("#", "//", "@"))]
                code = following[0] if following else ""
            if stripped.startswith(".") and chunks:
                kind = chunks[-1][0]          # a modifier continues the chunk before
            elif DECLARATION.match(code):
                kind = "declaration"
                chunks.append((kind, []))
            elif not chunks or chunks[-1][0] != "statement" or not stripped:
                kind = "statement"
                if stripped or not chunks:
                    chunks.append((kind, []))
            else:
                kind = "statement"
            chunks[-1][1].extend(pending_attributes)
            pending_attributes = []
        if scanner.depth == 0 and not starts_inside:
            if re.match(r"#if\b", stripped):
                region += 1
            elif re.match(r"#endif\b", stripped):
                region -= 1
        chunks[-1][1].append((number, line))
        scanner.scan(line)
    return chunks


def located(document, numbered, indent=""):
    """Lines with `#sourceLocation` directives before each run of consecutive lines."""
    result = []
    previous = None
    for number, text in numbered:
        if previous is None or number != previous + 1:
            result.append(f'#sourceLocation(file: "{document}", line: {number})')
        result.append(indent + text)
        previous = number
    result.append("#sourceLocation()")
    return result


def module_name(document):
    base = os.path.splitext(os.path.basename(document))[0]
    return "Doc" + re.sub(r"[^A-Za-z0-9]", "", base)


# The package's products other than ILikeToMoveIt that a document may import.
OTHER_PRODUCTS = ["ILikeToMoveItTypeDeclarations", "ILikeToMoveItUIKit"]

documents = [os.path.join(root, "README.md")] + sorted(
    glob.glob(os.path.join(root, "Sources", "ILikeToMoveIt", "ILikeToMoveIt.docc", "*.md"))
    + glob.glob(os.path.join(root, "Sources", "ILikeToMoveItUIKit", "ILikeToMoveItUIKit.docc", "*.md")))
modules = []      # (module name, document path, products it imports)
shutil.rmtree(os.path.join(out, "Sources"), ignore_errors=True)   # no module of a removed document
total = 0
tests = 0
for path in documents:
    if not os.path.exists(path):
        continue
    relative = os.path.relpath(path, root)
    with open(path, encoding="utf-8") as file:
        text = file.read()
    declarations, functions, seen = [], [], set()
    for start, lines in blocks(text):
        if any(".package(" in line for line in lines):
            continue
        if any(line.lstrip().startswith("@Test") for line in lines):
            tests += 1      # a test of the app's own lists: Swift Testing is not in the SDK
            continue
        total += 1
        statements = []
        for kind, numbered in split(start, lines):
            if kind == "declaration":
                key = "\n".join(t for _, t in numbered).strip()
                if key in seen:
                    continue
                seen.add(key)
                declarations += located(relative, numbered)
            else:
                statements += numbered
        if any(t.strip() and not t.strip().startswith("//") for _, t in statements):
            functions.append(f"@MainActor func snippetAtLine{start}() async throws {{")
            functions += located(relative, statements, "    ")
            functions.append("}")
    if not declarations and not functions:
        continue
    name = module_name(path)
    imported = [p for p in OTHER_PRODUCTS
                if any(re.match(rf"\s*import\s+{p}\s*$", line) for line in declarations)]
    modules.append((name, relative, imported))
    folder = os.path.join(out, "Sources", name)
    os.makedirs(folder, exist_ok=True)
    header = [
        f"// Generated by scripts/doc-snippets-ios.py from {relative}; do not edit.",
        "#if canImport(SwiftUI)",
        "import Foundation",
        "import ILikeToMoveIt",
        "import SwiftUI",
        "import UniformTypeIdentifiers",
        "",
    ]
    with open(os.path.join(folder, "Snippets.swift"), "w", encoding="utf-8") as file:
        file.write("\n".join(header + declarations + [""] + functions + ["#endif", ""]))

# Documents whose blocks must each compile alone, as a file of its own with its own imports:
# every block, or only those holding the text given (a recipe an article presents as whole).
ALONE = [
    ("README.md", None),
    (os.path.join("Sources", "ILikeToMoveItUIKit", "ILikeToMoveItUIKit.docc", "UIKitLists.md"), None),
    (os.path.join("Sources", "ILikeToMoveIt", "ILikeToMoveIt.docc", "GettingStartedWithAccessibleMoves.md"),
     "accessibilityMoveableSections($todos, by:"),
]
alone_problems = []
for relative, holding in ALONE:
    path = os.path.join(root, relative)
    if not os.path.exists(path):
        continue
    with open(path, encoding="utf-8") as file:
        text = file.read()
    name = "Alone" + module_name(path)[len("Doc"):]
    folder = os.path.join(out, "Sources", name)
    os.makedirs(folder, exist_ok=True)
    imported, seen, files = set(), set(), 0
    for start, lines in blocks(text):
        if any(".package(" in line for line in lines) or any(line.lstrip().startswith("@Test") for line in lines):
            continue
        if holding is not None and not any(holding in line for line in lines):
            continue
        key = "\n".join(lines).strip()
        if key in seen:
            continue
        seen.add(key)
        if any(kind == "statement" and any(t.strip() and not t.strip().startswith("//") for _, t in numbered)
               for kind, numbered in split(start, lines)):
            alone_problems.append(f"{relative}:{start}: this block has statements; as a file of an app it cannot")
            continue
        for line in lines:
            match = re.match(r"\s*import\s+(\w+)\s*$", line)
            if match and match.group(1) in OTHER_PRODUCTS:
                imported.add(match.group(1))
        files += 1
        with open(os.path.join(folder, f"BlockAtLine{start}.swift"), "w", encoding="utf-8") as file:
            file.write("\n".join(located(relative, list(enumerate(lines, start)))) + "\n")
    if holding is not None and not files:
        alone_problems.append(f"{relative}: no block holds `{holding}`, the recipe compiled alone")
    if files:
        modules.append((name, relative, sorted(imported)))
        total += files

targets = ",\n".join(
    f'        .target(name: "{m}", dependencies: ['
    + ", ".join(f'.product(name: "{p}", package: "ILikeToMoveIt")' for p in ["ILikeToMoveIt"] + imported)
    + "])"
    for m, _, imported in modules)
with open(os.path.join(out, "Package.swift"), "w", encoding="utf-8") as file:
    file.write(f"""// swift-tools-version: 6.0
// Generated by scripts/doc-snippets-ios.py: the documentation's Swift blocks, one module per document.
import PackageDescription

let package = Package(
    name: "DocumentationSnippets",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(name: "ILikeToMoveIt", path: "..")],
    targets: [
{targets}
    ],
    swiftLanguageModes: [.v6]
)
""")
print(f"doc-snippets-ios: {total} Swift blocks in {len(modules)} documents"
      f" ({tests} Swift Testing blocks left to the Linux tests)", file=sys.stderr)
for problem in alone_problems:
    print(problem)
if alone_problems:
    sys.exit(1)
if generate_only:
    sys.exit(0)

cache = os.environ.get("IOS_BUILD_CACHE", os.path.expanduser("~/.cache/ios-build"))
if not os.path.isfile(os.path.join(cache, "iPhoneOS17.4.sdk", ".complete")):   # as build-docs.sh checks
    print("SKIPPED: doc snippets for iOS (no iOS 17.4 SDK from ios-build on this machine;"
          " see ../shared/tools/ios-build/README.md)")
    sys.exit(0)
tool = os.environ.get("IOS_BUILD", os.path.join(root, "..", "shared", "tools", "ios-build", "ios-build"))
if not os.access(tool, os.X_OK):
    print(f"SKIPPED: doc snippets for iOS (no ios-build tool at {tool})")
    sys.exit(0)
# One build per document, so that every document's errors are reported (a build stops at the
# first module that fails); the library is compiled once, by the first.
errors = []
failed = []
compiled = 0
for module, relative, _ in modules:
    if only and not any(name in os.path.basename(relative) for name in only):
        continue
    compiled += 1
    command = [tool, "--sdk", "ios17.4", "--language-mode", "6", "--package", out, "--target", module]
    result = subprocess.run(command, capture_output=True, text=True)
    found = sorted({line for line in (result.stdout + result.stderr).split("\n") if ": error:" in line})
    errors += found
    if result.returncode != 0:
        failed.append(module)
        if not found:
            print(f"{module}: the build failed:\n" + result.stdout[-3000:] + result.stderr[-3000:])
for line in errors:
    print(line.replace(out + "/", "").replace(root + "/", ""))
if failed:
    print(f"doc-snippets-ios: {len(errors)} errors in {len(failed)} of {compiled} documents", file=sys.stderr)
    sys.exit(1)
print(f"doc-snippets-ios: every block of {compiled} documents compiles for iOS 17.4 (Swift 6 mode)", file=sys.stderr)
