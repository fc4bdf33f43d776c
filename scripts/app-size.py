#!/usr/bin/env python3
"""Links small iOS apps without and with the package and reports what the package adds to them.

`scripts/app-size.sh` checks the tools, builds the package in release and runs this; its
header says what is measured and why. This script, for each app of `scripts/app-size/`:
compiles the app's one source file twice (without the package, and with -D PACKAGE against
the package's modules), links each with the package's objects (the second only) and the
stand-ins, with -dead_strip, strips each with --strip-all, and reports the stripped sizes
and their difference against the app's target and ceiling; then the resource bundle.

Usage: app-size.py --sdk DIR --cache DIR --build DIR --work DIR --linker LD --strip TOOL
  --sdk     the iPhoneOS 17.4 SDK
  --cache   ios-build's cache (its resource folder and module cache)
  --build   the package's release build for arm64 iOS (…/arm64-apple-ios/release)
  --work    a folder for the apps' objects and binaries (emptied first)
  --linker  Debian's ld64.lld of lld-19 (the toolchain's refuses iOS)
  --strip   a strip tool that takes --strip-all (llvm-strip, or llvm-objcopy)
Prints Markdown. Exits 1 when a delta is above its app's ceiling; a delta above its target is
reported, not failed.
"""
import json
import os
import shutil
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = os.path.join(HERE, "app-size")
DEPLOYMENT = "15.0"  # the package's minimum (Package.swift: .iOS(.v15))
SDK_VERSION = "17.4"
FLAGS = ["-Osize", "-gnone", "-wmo"]

# What an app links: the product's modules (SwiftPM's release build, one folder per module).
# ILikeToMoveItMoves, the moves alone; ILikeToMoveIt, the moves and drag and drop (the drop-in
# for 0.x apps); ILikeToMoveItUIKit, that and the UIKit lists.
MOVES_MODULES = ["ILikeToMoveItMoves", "ILikeToMoveItCore", "ILikeToMoveItSupport"]
SWIFTUI_MODULES = ["ILikeToMoveIt", "ILikeToMoveItDropsCore"] + MOVES_MODULES
UIKIT_MODULES = SWIFTUI_MODULES + ["ILikeToMoveItUIKit", "ILikeToMoveItDataSource"]

KB = 1000
TOP = 12  # the largest source files listed
# (name, source, modules, defines, target, ceiling), in bytes of the stripped difference (KB: 1,000 B).
# A delta above its target is reported; above its ceiling the run fails, so that the size
# cannot grow unnoticed. Issue 42 set the first app's ceiling at its figure when filed, +897 KB
# (896,852 B). Each ceiling is now its app's figure of 2026-11-29 and 1% more, rounded up to
# a KB (1,024,292 B, 1,041,076 B, 1,100,360 B; resources 44,866 B): undo by identity and
# issue 42's bug fixes added about 16 KB, drops and edit-mode drags through the list session
# about 18 KB, the features of issues 44 and 45 about 75 KB (sections from one array,
# auto-scroll, a drag handle, haptics, VoiceOver's drag and drop names, three table entries in
# 49 languages), and the announcement tables' inflater and pack reader 10.8 KB of the core,
# for 187.7 KB fewer bytes of resources (the tables packed: 232,580 B before); the session's
# one key type took about 9 KB of the core back; sections from a model, the selection dragged
# as one and edit-mode drags in sections about 14 KB, one 16 KB page more for each app (the
# figures move by whole pages: 436 B more of the SwiftUI module took the second app across one).
# The UIKit app's ceiling is its figure with the UIKit and AppKit edit-mode drags handed to the
# list session (1,119,008 B) and 1% more: ILikeToMoveItUIKit and ILikeToMoveItDataSource keep
# 7.0 KB more, which took that app across one more page; the SwiftUI apps keep the same bytes.
# Benchmarks/README.md has the accounting.
# Then drag and drop moved into modules of their own (ILikeToMoveItDropsCore, and the SwiftUI
# moves into ILikeToMoveItMoves, a product of its own): the app with the two list modifiers,
# linked as an app that only reorders links it (ILikeToMoveItMoves), adds 711,004 B, and its
# ceiling is that and 1% more, 719 KB, below the 897 KB the issue set. Through ILikeToMoveIt
# that app and the drag-and-drop app keep 3.9 KB more than before the split (the `package`
# entry points the modules call across the boundary, 2.7 KB, and undo actions that keep
# their own target, 1.3 KB), which took each across one more 16 KB page: their ceilings are
# their figures and 1% more (1,044,672 B and 1,061,472 B: 1,056 KB and 1,073 KB). The UIKit
# app keeps its ceiling.
# The concrete settings took the two apps through ILikeToMoveIt back by one page for a while
# (1,028,228 B and 1,045,036 B); the session's decision as a value, the drop's undo rule and
# the selection kept as the view's set in a box (ListSelection, so that an update costs the
# same whatever the selection's size) took them across it again (1,045,672 B and
# 1,062,480 B), so their ceilings stay. Those 4.5 KB more of the core took the UIKit app
# across one more page (1,139,208 B); the concrete requests and steps and the cheaper move
# took it back across one (1,123,124 B): its ceiling is that and 1% more, 1,135 KB.
# Lower the ceilings as the redesign the issue asks for (the moves concrete over the key
# type) wins the bytes back.
# The UIKit app and the moves app through ILikeToMoveIt have no target of their own.
APPS = [
    ("SwiftUI: the two list modifiers", "SwiftUIMoves.swift", MOVES_MODULES, ["MOVES_ONLY"], 300 * KB, 719 * KB),
    ("SwiftUI: the two list modifiers, through ILikeToMoveIt", "SwiftUIMoves.swift", SWIFTUI_MODULES, [], None, 1056 * KB),
    ("SwiftUI: also drag and drop", "SwiftUIDrops.swift", SWIFTUI_MODULES, [], 450 * KB, 1073 * KB),
    ("UIKit: AccessibilityMoveableList", "UIKitTable.swift", UIKIT_MODULES, [], None, 1135 * KB),
]
RESOURCES_TARGET = 120 * KB
RESOURCES_CEILING = 46 * KB

options = {}
args = sys.argv[1:]
while args:
    flag = args.pop(0)
    if not flag.startswith("--") or not args:
        sys.exit(__doc__)
    options[flag[2:]] = args.pop(0)
if set(options) != {"sdk", "cache", "build", "work", "linker", "strip"}:
    sys.exit(__doc__)
sdk, cache, build, work = (os.path.abspath(options[key]) for key in ("sdk", "cache", "build", "work"))
target = f"arm64-apple-ios{DEPLOYMENT}"


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"app-size: failed: {' '.join(command[:3])} …")
    return result.stdout


def tool_beside_swift(name):
    return os.path.join(os.path.dirname(os.path.realpath(shutil.which("swiftc"))), name)


def stand_ins():
    """Archives of the stand-ins (scripts/app-size/stand-ins.c) in a folder the linker
    searches, named as the libraries they stand for."""
    folder = os.path.join(work, "stand-ins")
    os.makedirs(folder)
    clang = tool_beside_swift("clang")
    ar = tool_beside_swift("llvm-ar")
    source = os.path.join(SOURCES, "stand-ins.c")
    libraries = {"clang_rt.ios": None}
    # Each library the Swift objects may name for some deployment target (an iOS 15 one names
    # swiftCompatibility56; the others cost nothing when nothing asks for them).
    for name in ["swiftCompatibility50", "swiftCompatibility51", "swiftCompatibility56",
                 "swiftCompatibilityConcurrency", "swiftCompatibilityDynamicReplacements",
                 "swiftCompatibilityPacks"]:
        libraries[name] = f"_swift_FORCE_LOAD_$_{name}"
    for library, symbol in libraries.items():
        obj = os.path.join(folder, library + ".o")
        define = [f'-DFORCE_LOAD="{symbol}"'] if symbol else []
        run([clang, "-target", target, "-isysroot", sdk, "-Os", "-c", source, "-o", obj] + define)
        run([ar, "rcs", "--format=darwin", os.path.join(folder, f"lib{library}.a"), obj])
        os.remove(obj)
    return folder


def package_objects(modules):
    """The objects of the modules' current sources, as SwiftPM's output file maps name them
    (objects left behind by a file since moved or deleted are not linked)."""
    found = []
    for module in modules:
        path = os.path.join(build, f"{module}.build", "output-file-map.json")
        with open(path, encoding="utf-8") as file:
            entries = json.load(file)
        for source, outputs in entries.items():
            obj = outputs.get("object")
            if source and obj:
                if not os.path.exists(obj):
                    sys.exit(f"app-size: {obj} is missing: the build did not write it")
                found.append(obj)
    return found


def compile_app(source, name, with_package, defines=()):
    obj = os.path.join(work, name + ".o")
    command = [
        "swiftc", "-target", target, "-sdk", sdk,
        "-resource-dir", os.path.join(cache, "resource-dir"),
        "-module-cache-path", os.path.join(cache, "module-cache-ios17.4"),
        "-swift-version", "6", "-parse-as-library", "-module-name", "SizeApp",
        *FLAGS, "-c", os.path.join(SOURCES, source), "-o", obj,
    ]
    if with_package:
        command += ["-D", "PACKAGE", "-I", os.path.join(build, "Modules")]
        for define in defines:
            command += ["-D", define]
    run(command)
    return obj


def link(name, objects, stand_in_folder, dead_strip=True):
    binary = os.path.join(work, name)
    command = [
        options["linker"], "-arch", "arm64", "-platform_version", "ios", DEPLOYMENT, SDK_VERSION,
        "-syslibroot", sdk, "-L", "/usr/lib/swift", "-L", stand_in_folder,
        "-rpath", "/usr/lib/swift", "-rpath", "@executable_path/Frameworks",
        "-lSystem", "-lclang_rt.ios", "-map", binary + ".map", "-o", binary, *objects,
        # Code from Swift 6.2 on calls the runtime's coroutine allocator where the OS has it,
        # through a weak reference; the 17.4 SDK predates it, so it is left to the loader
        # (-U), where a newer SDK would name it in libswiftCore: a few bytes of binding either way.
        "-U", "_swift_coroFrameAlloc",
    ]
    if dead_strip:
        command.insert(1, "-dead_strip")
    run(command)
    return binary


def strip(binary):
    stripped = binary + ".stripped"
    run([options["strip"], "--strip-all", binary, stripped])
    return stripped


def parts(path):
    """What a linked 64-bit Mach-O's file bytes are, {part: bytes}: the sections by kind
    (zero-fill sections take no bytes in the file), `__LINKEDIT` (the loader's binding, exports
    and the code signature) and, as the rest, the load commands and the padding of segments
    to 16 KB pages."""
    with open(path, "rb") as file:
        data = file.read()
    magic, _, _, _, ncmds = struct.unpack_from("<IiiII", data, 0)
    if magic != 0xFEEDFACF:
        sys.exit(f"app-size: {path} is not a 64-bit Mach-O file")
    found = dict.fromkeys(PARTS, 0)
    offset = 32
    for _ in range(ncmds):
        command, size = struct.unpack_from("<II", data, offset)
        if command == 0x19:  # LC_SEGMENT_64
            segment = data[offset + 8:offset + 24].rstrip(b"\0").decode()
            if segment == "__LINKEDIT":
                found["linkedit"] += struct.unpack_from("<Q", data, offset + 48)[0]
            nsects = struct.unpack_from("<I", data, offset + 64)[0]
            for index in range(nsects):
                section = offset + 72 + 80 * index
                name = data[section:section + 16].rstrip(b"\0").decode()
                length = struct.unpack_from("<Q", data, section + 40)[0]
                if struct.unpack_from("<I", data, section + 64)[0] & 0xFF in (0x1, 0xC, 0x12):
                    continue  # zero-fill
                if name in ("__text", "__stubs"):
                    found["code"] += length
                elif name.startswith("__swift5_") or name == "__constg_swiftt":
                    found["metadata"] += length
                elif segment == "__TEXT":
                    found["constant"] += length
                else:
                    found["data"] += length
        offset += size
    found["padding"] = len(data) - sum(found.values())
    return found


def linked_bytes(map_path):
    """{object file: bytes the linked app keeps of it}, from the linker's map (the sizes of
    the symbols it placed, zero-fill included; dead-stripped ones are listed apart)."""
    files, sizes, section = {}, {}, None
    with open(map_path, encoding="utf-8", errors="replace") as file:
        for line in file:
            if line.startswith("#"):
                if line.rstrip().endswith(":"):  # a part's heading, not its column headings
                    section = line[1:].strip().rstrip(":")
                continue
            if section == "Object files" and line.startswith("["):
                index, _, path = line[1:].partition("]")
                files[int(index)] = path.strip()
            elif section == "Symbols" and line.startswith("0x"):
                _, size, rest = line.split(None, 2)
                index = int(rest[1:].partition("]")[0])
                sizes[files[index]] = sizes.get(files[index], 0) + int(size, 16)
    return sizes


def module_of(path):
    """The package module an object of the build belongs to, or None."""
    parent = os.path.basename(os.path.dirname(path))
    return parent[:-len(".build")] if parent.endswith(".build") and path.startswith(build) else None


PARTS = {
    "code": "code (`__text`, `__stubs`)",
    "metadata": "Swift metadata (`__swift5_*`, `__constg_swiftt`)",
    "constant": "other `__TEXT` (constants, strings, unwind)",
    "data": "`__DATA*` (writable, GOT)",
    "linkedit": "`__LINKEDIT`",
    "padding": "headers, page padding",
}


def kb(count, sign=False):
    return f"{count / KB:+,.1f} KB" if sign else f"{count / KB:,.1f} KB"


os.makedirs(os.path.dirname(work), exist_ok=True)
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
folder = stand_ins()

rows = []
failed = False
for title, source, modules, defines, app_target, ceiling in APPS:
    stem = os.path.splitext(source)[0] + "".join(f"-{define}" for define in defines)
    without = link(f"{stem}-without", [compile_app(source, f"{stem}-without", False)], folder)
    app_object = compile_app(source, f"{stem}-with", True, defines)
    linked = package_objects(modules)
    with_package = link(f"{stem}-with", [app_object] + linked, folder)
    kept_all = link(f"{stem}-with-all", [app_object] + linked, folder, dead_strip=False)
    stripped = [strip(binary) for binary in (without, with_package, kept_all)]
    rows.append((title, stem, [os.path.getsize(path) for path in stripped], app_target, ceiling,
                 *(parts(path) for path in stripped)))

print("| App (arm64 iOS, -Osize, stripped) | Without | With | Delta | Target | Ceiling |")
print("|---|---:|---:|---:|---|---|")
verdicts = []
for title, _, (without, with_package, _), app_target, ceiling, _, _, _ in rows:
    delta = with_package - without
    met = "–" if app_target is None else f"≤ {kb(app_target)}: {'met' if delta <= app_target else 'not met'}"
    within = delta <= ceiling
    failed = failed or not within
    verdicts.append(f"{title}: {kb(delta, sign=True)} ({delta:+,} B), "
                    f"ceiling {kb(ceiling)}: {'pass' if within else 'FAIL'}")
    print(f"| {title} | {without:,} B | {with_package:,} B | **{kb(delta, sign=True)}** ({delta:+,} B) | "
          f"{met} | ≤ {kb(ceiling)}: {'pass' if within else 'FAIL'} |")
print()

# Where the difference lies, and what -dead_strip removed: the same app with the package
# linked without it, in section bytes (its stripped file is page-padded like the others).
print("| Delta of the stripped app | " + " | ".join(PARTS.values()) + " | -dead_strip removed |")
print("|---|" + "---:|" * (len(PARTS) + 1))
for title, _, _, _, _, before, after, kept_all in rows:
    cells = [f"{after[part] - before[part]:+,}" for part in PARTS]
    sections = [part for part in PARTS if part not in ("linkedit", "padding")]
    removed = sum(kept_all[part] for part in sections) - sum(after[part] for part in sections)
    print(f"| {title} | " + " | ".join(cells) + f" | {removed:,} B |")
print()

# What the app keeps of each module of the package, and of its largest source files: the
# linker's map of the dead-stripped link (code, data, metadata and strings; no page padding,
# no __LINKEDIT).
kept = [linked_bytes(os.path.join(work, f"{stem}-with.map")) for _, stem, *_ in rows]
print("| Kept in the app, from the linker's map | " + " | ".join(title for title, *_ in rows) + " |")
print("|---|" + "---:|" * len(rows))
for module in UIKIT_MODULES:
    cells = [sum(size for path, size in sizes.items() if module_of(path) == module) for sizes in kept]
    print(f"| {module} | " + " | ".join(f"{cell:,} B" if cell else "–" for cell in cells) + " |")
print()
largest = sorted(((size, path) for path, size in kept[0].items() if module_of(path)), reverse=True)[:TOP]
print(f"Largest source files kept in the app ({rows[0][0]}):")
print()
print("| Source file | Module | Kept |")
print("|---|---|---:|")
for size, path in largest:
    print(f"| `{os.path.basename(path)[:-len('.o')]}` | {module_of(path)} | {size:,} B |")
print()

# The resource bundles of the modules an app links (SwiftPM's `<package>_<module>.bundle`):
# the core's announcement tables, packed (MoveStrings.tables), and the privacy manifest of
# ILikeToMoveIt.
bundles = [name for module in UIKIT_MODULES
           if os.path.isdir(os.path.join(build, name := f"ILikeToMoveIt_{module}.bundle"))]
if "ILikeToMoveIt_ILikeToMoveItCore.bundle" not in bundles:
    sys.exit("app-size: the core's resource bundle is missing: the build did not write it")
files = [os.path.join(root, name) for bundle in bundles
         for root, _, names_ in os.walk(os.path.join(build, bundle)) for name in names_]
resources = sum(os.path.getsize(path) for path in files)
tables = [path for path in files if path.endswith(".tables")]
resources_within = resources <= RESOURCES_CEILING
failed = failed or not resources_within
print(f"Resources: {kb(resources)} ({resources:,} B) in {' and '.join(bundles)}, {len(files)} files, "
      f"of which the packed tables {kb(sum(map(os.path.getsize, tables)))}; "
      f"target ≤ {kb(RESOURCES_TARGET)}: {'met' if resources <= RESOURCES_TARGET else 'not met'}; "
      f"ceiling ≤ {kb(RESOURCES_CEILING)}: {'pass' if resources_within else 'FAIL'}")
for verdict in verdicts:
    print(verdict)
sys.exit(1 if failed else 0)
