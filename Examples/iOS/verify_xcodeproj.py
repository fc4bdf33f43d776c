#!/usr/bin/env python3
"""Checks ILikeToMoveItExample.xcodeproj without Xcode.

Reads the project back with the `pbxproj` library (mod-pbxproj) after `kin` (a grammar of the
project.pbxproj format, Xcode 16 objects included) has accepted its syntax, and checks what
the app needs to build and run:

- exactly one native target, an iOS application (SDK iphoneos, deployment target iOS 15);
- its folder-synchronised groups are the example package's two source folders, which exist
  and hold Swift files (in subfolders too): one `@main`, and no `import ILikeToMoveItExample`
  outside `#if SWIFT_PACKAGE` (the app target compiles those sources itself);
- one local package reference whose relative path resolves to the repository root, a folder
  whose Package.swift declares the ILikeToMoveIt and ILikeToMoveItUIKit library products;
- a product dependency on each of the two from that package, listed by the target and linked
  in its Frameworks phase;
- INFOPLIST_FILE, in every configuration, names a property list that exists and declares
  the bird type the sources export (UTExportedTypeDeclarations), the activity type a bird
  carries (NSUserActivityTypes) and multiple scenes;
- the Resources phase copies an asset catalog whose app icon set (ASSETCATALOG_COMPILER_APPICON_NAME,
  in every configuration) holds a 1024 x 1024 opaque PNG, and whose accent colour, when one
  is named, exists;
- the Resources phase copies a string catalog, in the project's development language, that
  every other language of the project (knownRegions) translates fully, with the same format
  specifiers; it holds every key the sources pass to `Text("…")`, `Button("…")`,
  `String(localized: "…")` and the other localising calls in LOCALIZING_CALLS (and a
  transfer's `announcement: "…"`), and no key the sources do not use;
- the shared scheme builds and runs that target;
- with ILIKEMOVEIT set to the package's `ilikemoveit` executable, its `check-plist` finds
  nothing to report in that Info.plist for the exported types.

Usage: verify_xcodeproj.py [PROJECT.xcodeproj]     exit status 1 when a check fails
       verify_xcodeproj.py --self-test             breaks copies of the project in known ways
                                                   and expects each check to catch its break
"""
import json
import os
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

from pbxproj import XcodeProject

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_PROJECT = os.path.join(HERE, "ILikeToMoveItExample.xcodeproj")
# The example package's targets whose sources the app target compiles.
EXPECTED_SOURCE_FOLDERS = {"Sources/ILikeToMoveItExample", "Sources/ILikeToMoveItExampleApp"}
# The package's products the app uses: the library, and its UIKit module for the UIKit screen.
PRODUCTS = ["ILikeToMoveIt", "ILikeToMoveItUIKit"]
# Calls whose first argument, a string literal, is a localization key (a LocalizedStringKey
# or a String.LocalizationValue). A view of the app's own that takes a LocalizedStringKey
# (ScreenHint) is listed too. `Text(verbatim:)` and a String variable are not keys.
LOCALIZING_CALLS = ["Text", "Button", "Label", "Section", "Toggle", "Picker", "navigationTitle",
                    "accessibilityLabel", "accessibilityHint", "help", "ScreenHint",
                    "AccessibilityMoveTransfer", "NSLocalizedString", "String(localized:",
                    # An AccessibilityMoveTransfer's announcement, looked up as its name is.
                    "announcement:"]
# The format specifiers Xcode writes for interpolations (String: %@, Int: %lld, Double: %lf…).
SPECIFIER = r"%(?:\d+\$)?(?:@|lld|llu|ld|lu|d|u|lf|f|c|s)"


def string_literal(source, start):
    """The string literal opening at source[start] ('"'), as text pieces and None for each
    interpolation, and the index after it."""
    pieces, text, i = [], "", start + 1
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "'": "'", "0": "\0"}
    while i < len(source):
        c = source[i]
        if c == '"':
            return pieces + [text], i + 1
        if c == "\\" and source[i + 1] == "(":
            pieces += [text, None]
            text, depth, i = "", 1, i + 2
            while depth:
                depth += {"(": 1, ")": -1}.get(source[i], 0)
                i += 1
            continue
        if c == "\\":
            text += escapes.get(source[i + 1], source[i + 1])
            i += 2
            continue
        text += c
        i += 1
    return pieces + [text], i


def localization_keys(source):
    """The keys the source passes to LOCALIZING_CALLS: for each, a regular expression that a
    catalog key matches (an interpolation matches any format specifier), and the literal as
    written, for messages."""
    names = "|".join(re.escape(call[:-len("(localized:")]) + r"\(\s*localized:" if call.endswith("(localized:")
                     else r"\b" + re.escape(call) if call.endswith(":")
                     else r"\b" + re.escape(call) + r"\(" for call in LOCALIZING_CALLS)
    for match in re.finditer(r"(?:" + names + r")\s*\"", source):
        if source.startswith('"""', match.end() - 1):
            continue
        pieces, _ = string_literal(source, match.end() - 1)
        yield ("".join(SPECIFIER if piece is None else re.escape(piece) for piece in pieces),
               "".join("\\(…)" if piece is None else piece for piece in pieces))


def png_size(path):
    """(width, height, colour type) of a PNG file, or None when it is not one."""
    with open(path, "rb") as file:
        head = file.read(29)
    if len(head) < 29 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", head[16:24])
    return width, height, head[25]


def swift_files_in(folder):
    """The Swift files in a folder and its subfolders, as a synchronised group holds them."""
    found = []
    for directory, subdirectories, names in os.walk(folder):
        subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
        found += [os.path.join(directory, name) for name in sorted(names) if name.endswith(".swift")]
    return found


class Checker:
    def __init__(self, project_dir):
        self.project_dir = project_dir
        self.source_root = os.path.dirname(project_dir)
        self.failures = []
        self.texts = {}

    def check(self, condition, message):
        print(("ok:   " if condition else "FAIL: ") + message)
        if not condition:
            self.failures.append(message)
        return condition

    def resolve(self, relative):
        return os.path.normpath(os.path.join(self.source_root, relative))

    def text(self, path):
        """The text of a Swift file, read once however many checks look at it."""
        if path not in self.texts:
            with open(path, encoding="utf-8") as file:
                self.texts[path] = file.read()
        return self.texts[path]

    def example_sources(self):
        """The text of each Swift file in the example package's source folders."""
        return [self.text(path) for folder in sorted(EXPECTED_SOURCE_FOLDERS)
                for path in swift_files_in(self.resolve(folder))]

    def run(self):
        pbxproj_path = os.path.join(self.project_dir, "project.pbxproj")
        if not self.check(os.path.isfile(pbxproj_path), f"{pbxproj_path} exists"):
            return self.failures
        kin = shutil.which("kin") or os.path.join(os.path.dirname(sys.executable), "kin")
        result = subprocess.run([kin, pbxproj_path], capture_output=True, text=True)
        output = (result.stdout + result.stderr).strip()
        if not self.check(result.returncode == 0 and output == "CORRECT",
                          f"kin accepts project.pbxproj ({output.splitlines()[-1] if output else 'no output'})"):
            return self.failures
        project = XcodeProject.load(pbxproj_path)
        self.check(str(project.objectVersion) == "77", f"objectVersion is 77 (Xcode 16), found {project.objectVersion}")
        target = self.check_target(project)
        if target is None:
            return self.failures
        self.check_sources(project, target)
        self.check_package(project, target)
        self.check_info_plist(project, target)
        self.check_resources(project, target)
        self.check_scheme(target)
        return self.failures

    def settings(self, project, configuration_list):
        """Build settings per configuration name."""
        found = {}
        for identifier in project.objects[configuration_list].buildConfigurations:
            configuration = project.objects[identifier]
            settings = configuration.buildSettings
            found[configuration.name] = {key: settings[key] for key in settings.get_keys()}
        return found

    def check_target(self, project):
        targets = project.objects.get_objects_in_section("PBXNativeTarget")
        if not self.check(len(targets) == 1, f"exactly one native target (found {len(targets)})"):
            return None
        target = targets[0]
        self.check(target.productType == "com.apple.product-type.application",
                   f"target {target.name} is an application ({target.productType})")
        root = project.objects[project.rootObject]
        project_settings = self.settings(project, root.buildConfigurationList)
        target_settings = self.settings(project, target.buildConfigurationList)
        for name in ("Debug", "Release"):
            merged = dict(project_settings.get(name, {}))
            merged.update(target_settings.get(name, {}))
            self.check(merged.get("SDKROOT") == "iphoneos", f"{name}: SDKROOT is iphoneos")
            self.check(str(merged.get("IPHONEOS_DEPLOYMENT_TARGET")) == "15.0", f"{name}: deploys to iOS 15.0")
        return target

    def check_sources(self, project, target):
        main_group = project.objects[project.objects[project.rootObject].mainGroup]
        paths = set()
        swift_files = []
        for identifier in target.fileSystemSynchronizedGroups or []:
            group = project.objects[identifier]
            self.check(group.isa == "PBXFileSystemSynchronizedRootGroup",
                       f"{group.path}: a folder-synchronised group")
            self.check(group.sourceTree == "<group>" and identifier in main_group.children,
                       f"{group.path}: in the main group, relative to the project folder")
            folder = self.resolve(group.path)
            files = swift_files_in(folder)
            self.check(bool(files), f"{group.path}: a folder holding Swift files ({len(files)})")
            paths.add(group.path)
            swift_files += files
        self.check(paths == EXPECTED_SOURCE_FOLDERS,
                   f"synchronised folders are {sorted(EXPECTED_SOURCE_FOLDERS)} (found {sorted(paths)})")
        mains = [path for path in swift_files if re.search(r"^@main\b", self.text(path), re.M)]
        self.check(len(mains) == 1, f"the sources hold one @main, the app's @main ({[os.path.basename(m) for m in mains]})")
        for path in swift_files:
            lines = self.text(path).splitlines()
            for number, line in enumerate(lines):
                if line.strip() == "import ILikeToMoveItExample":
                    guarded = number > 0 and lines[number - 1].strip() == "#if SWIFT_PACKAGE"
                    self.check(guarded, f"{os.path.basename(path)}:{number + 1}: the example module's import "
                                        "is compiled only by SwiftPM (#if SWIFT_PACKAGE)")

    def check_package(self, project, target):
        root = project.objects[project.rootObject]
        references = [project.objects[i] for i in (root.packageReferences or [])]
        local = [r for r in references if r.isa == "XCLocalSwiftPackageReference"]
        if not self.check(len(references) == 1 and len(local) == 1,
                          f"one package reference, local (found {[r.isa for r in references]})"):
            return
        reference = local[0]
        folder = self.resolve(reference.relativePath)
        manifest = os.path.join(folder, "Package.swift")
        text = open(manifest, encoding="utf-8").read() if os.path.isfile(manifest) else ""
        for product in PRODUCTS:
            self.check(bool(re.search(r'\.library\(\s*name:\s*"' + product + '"', text)),
                       f"package path {reference.relativePath} resolves to a package declaring the {product} library ({folder})")
        top = subprocess.run(["git", "-C", self.source_root, "rev-parse", "--show-toplevel"],
                             capture_output=True, text=True)
        if top.returncode == 0:
            self.check(os.path.realpath(folder) == os.path.realpath(top.stdout.strip()),
                       f"package path {reference.relativePath} is the repository root")
        dependencies = [project.objects[i] for i in (target.packageProductDependencies or [])]
        for product in PRODUCTS:
            named = [d for d in dependencies if d.productName == product]
            if not self.check(len(named) == 1, f"the target depends on product {product} "
                                               f"(found {[d.productName for d in dependencies]})"):
                continue
            dependency = named[0]
            self.check(dependency.package == reference.get_id(), f"product {product} comes from the local package")
            linked = False
            for phase_id in target.buildPhases:
                phase = project.objects[phase_id]
                if phase.isa != "PBXFrameworksBuildPhase":
                    continue
                for file_id in phase.files:
                    build_file = project.objects[file_id]
                    linked |= build_file["productRef"] == dependency.get_id() if "productRef" in build_file else False
            self.check(linked, f"the target links {product} (Frameworks phase)")

    def check_info_plist(self, project, target):
        sources = "".join(self.example_sources())
        exported = set(re.findall(r'UTType\(exportedAs:\s*"([^"]+)"', sources))
        activities = set(re.findall(r'static let activityType\s*=\s*"([^"]+)"', sources))
        for name, settings in self.settings(project, target.buildConfigurationList).items():
            relative = settings.get("INFOPLIST_FILE")
            path = self.resolve(relative) if relative else ""
            if not self.check(bool(relative) and os.path.isfile(path), f"{name}: INFOPLIST_FILE {relative} exists"):
                continue
            with open(path, "rb") as file:
                info = plistlib.load(file)
            declared = {d.get("UTTypeIdentifier") for d in info.get("UTExportedTypeDeclarations", [])}
            self.check(bool(exported) and exported <= declared,
                       f"{name}: UTExportedTypeDeclarations declares {sorted(exported)} (found {sorted(declared)})")
            listed = set(info.get("NSUserActivityTypes", []))
            self.check(bool(activities) and activities <= listed,
                       f"{name}: NSUserActivityTypes lists {sorted(activities)} (found {sorted(listed)})")
            scenes = info.get("UIApplicationSceneManifest", {}).get("UIApplicationSupportsMultipleScenes")
            self.check(scenes is True, f"{name}: UIApplicationSupportsMultipleScenes is true")
            # The package's own Info.plist checker, when CI has built it: each declaration
            # well formed, conforming to public.data, and every exported type declared.
            checker = os.environ.get("ILIKEMOVEIT")
            if checker:
                result = subprocess.run([checker, "check-plist", path] + sorted(exported),
                                        capture_output=True, text=True)
                report = (result.stdout + result.stderr).strip().replace("\n", " ")
                self.check(result.returncode == 0, f"{name}: ilikemoveit check-plist: {report}")

    def file_paths(self, project):
        """The path of every file reference, resolved through the groups that hold it."""
        parents = {}
        for group in project.objects.get_objects_in_section("PBXGroup", "PBXVariantGroup"):
            for child in group.children or []:
                parents[child] = group
        def path_of(identifier):
            item = project.objects[identifier]
            own = item.path if "path" in item else ""
            if item.sourceTree != "<group>" or identifier not in parents:
                return own or ""
            return os.path.join(path_of(parents[identifier].get_id()), own)
        return {ref.get_id(): self.resolve(path_of(ref.get_id()))
                for ref in project.objects.get_objects_in_section("PBXFileReference")}

    def check_resources(self, project, target):
        paths = self.file_paths(project)
        resources = {}
        for phase_id in target.buildPhases:
            phase = project.objects[phase_id]
            if phase.isa == "PBXResourcesBuildPhase":
                for file_id in phase.files:
                    build_file = project.objects[file_id]
                    if "fileRef" in build_file:
                        reference = project.objects[build_file.fileRef]
                        resources.setdefault(reference.lastKnownFileType, []).append(paths[build_file.fileRef])
        catalogs = resources.get("folder.assetcatalog", [])
        if self.check(len(catalogs) == 1 and os.path.isdir(catalogs[0]),
                      f"the Resources phase copies one asset catalog, which exists ({catalogs})"):
            self.check_asset_catalog(project, target, catalogs[0])
        strings = resources.get("text.json.xcstrings", [])
        if self.check(len(strings) == 1 and os.path.isfile(strings[0]),
                      f"the Resources phase copies one string catalog, which exists ({strings})"):
            self.check_string_catalog(project, strings[0])

    def check_asset_catalog(self, project, target, catalog):
        name = os.path.basename(catalog)
        for configuration, settings in self.settings(project, target.buildConfigurationList).items():
            icon = settings.get("ASSETCATALOG_COMPILER_APPICON_NAME")
            folder = os.path.join(catalog, f"{icon}.appiconset")
            if not self.check(bool(icon) and os.path.isdir(folder),
                              f"{configuration}: the app icon {icon} is an icon set in {name}"):
                continue
            with open(os.path.join(folder, "Contents.json"), encoding="utf-8") as file:
                images = json.load(file).get("images", [])
            large = [image for image in images if image.get("size") == "1024x1024" and image.get("filename")]
            size = png_size(os.path.join(folder, large[0]["filename"])) if large and os.path.isfile(
                os.path.join(folder, large[0]["filename"])) else None
            # Colour type 2 is RGB without alpha: App Store icons must be opaque.
            self.check(size == (1024, 1024, 2),
                       f"{configuration}: {icon} holds a 1024 x 1024 opaque PNG (found {size})")
            accent = settings.get("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME")
            if accent:
                self.check(os.path.isfile(os.path.join(catalog, f"{accent}.colorset", "Contents.json")),
                           f"{configuration}: the accent colour {accent} is a colour set in {name}")

    def check_string_catalog(self, project, path):
        name = os.path.basename(path)
        try:
            with open(path, encoding="utf-8") as file:
                catalog = json.load(file)
        except ValueError as error:
            self.check(False, f"{name} is JSON ({error})")
            return
        root = project.objects[project.rootObject]
        source_language = root.developmentRegion
        self.check(catalog.get("sourceLanguage") == source_language,
                   f"{name}: its source language is the project's, {source_language} ({catalog.get('sourceLanguage')})")
        languages = sorted(set(root.knownRegions) - {source_language, "Base"})
        self.check(bool(languages), f"{name}: the project knows a language besides {source_language} ({languages})")
        strings = catalog.get("strings", {})
        for language in languages:
            missing, mismatched = [], []
            for key, entry in strings.items():
                if entry.get("shouldTranslate") is False:
                    continue
                units = self.string_units(entry.get("localizations", {}).get(language, {}))
                if not units or any(unit.get("state") != "translated" for unit in units):
                    missing.append(key)
                elif any(sorted(re.findall(SPECIFIER, unit.get("value", ""))) != sorted(re.findall(SPECIFIER, key))
                         for unit in units):
                    mismatched.append(key)
            self.check(not missing, f"{name}: every key is translated into {language} (missing: {missing[:5]})")
            self.check(not mismatched, f"{name}: {language} keeps each key's format specifiers (not: {mismatched[:5]})")
        patterns = {}
        for source in self.example_sources():
            patterns.update(localization_keys(source))
        unmatched = sorted(text for p, text in patterns.items() if not any(re.fullmatch(p, key) for key in strings))
        unused = sorted(key for key in strings if not any(re.fullmatch(p, key) for p in patterns))
        self.check(bool(patterns) and not unmatched,
                   f"{name}: holds each of the {len(patterns)} keys the sources use (missing: {unmatched[:5]})")
        self.check(not unused, f"{name}: holds no key the sources do not use (unused: {unused[:5]})")

    @staticmethod
    def string_units(localization):
        """The string units of a localization: one, or one per plural or device variation."""
        if "stringUnit" in localization:
            return [localization["stringUnit"]]
        units = []
        for variations in localization.get("variations", {}).values():
            for variation in variations.values():
                units += Checker.string_units(variation)
        return units

    def check_scheme(self, target):
        path = os.path.join(self.project_dir, "xcshareddata", "xcschemes", "ILikeToMoveItExample.xcscheme")
        if not self.check(os.path.isfile(path), "a shared scheme exists"):
            return
        tree = ElementTree.parse(path)
        launch = tree.findall("./LaunchAction/BuildableProductRunnable/BuildableReference")
        build = tree.findall("./BuildAction/BuildActionEntries/BuildActionEntry/BuildableReference")
        container = "container:" + os.path.basename(self.project_dir)
        ok = all(r.get("BlueprintIdentifier") == target.get_id() and r.get("ReferencedContainer") == container
                 for r in launch + build) and launch and build
        self.check(bool(ok), "the shared scheme builds and runs the app target")


# Each break of the shipped project that some check must catch: (what, file, old, new).
BREAKS = [
    ("a syntax error", "project.pbxproj", "objectVersion = 77;", "objectVersion = 77"),
    ("package path one level too high", "project.pbxproj", "relativePath = ../..;", "relativePath = ../../..;"),
    ("another product", "project.pbxproj", "productName = ILikeToMoveIt;", "productName = ILikeToMoveItCore;"),
    ("product not linked", "project.pbxproj",
     "\t\t\t\t4C1A00000000000000000010 /* ILikeToMoveIt in Frameworks */,\n", ""),
    ("UIKit product not linked", "project.pbxproj",
     "\t\t\t\t4C1A00000000000000000013 /* ILikeToMoveItUIKit in Frameworks */,\n", ""),
    ("UIKit product not depended on", "project.pbxproj",
     "\t\t\t\t4C1A00000000000000000031 /* ILikeToMoveItUIKit */,\n\t\t\t);", "\t\t\t);"),
    ("missing source folder", "project.pbxproj",
     "path = Sources/ILikeToMoveItExampleApp;", "path = Sources/ILikeToMoveItExampleMain;"),
    ("missing Info.plist", "project.pbxproj",
     "INFOPLIST_FILE = Support/Info.plist;", "INFOPLIST_FILE = Support/App-Info.plist;"),
    ("Info.plist without activity types", "project.pbxproj",
     "INFOPLIST_FILE = Support/Info.plist;", "INFOPLIST_FILE = .build-selftest-plist/NoActivity.plist;"),
    ("Info.plist without the feather type", "project.pbxproj",
     "INFOPLIST_FILE = Support/Info.plist;", "INFOPLIST_FILE = .build-selftest-plist/NoFeather.plist;"),
    ("asset catalog not copied", "project.pbxproj",
     "\t\t\t\t4C1A00000000000000000011 /* Assets.xcassets in Resources */,\n", ""),
    ("another app icon name", "project.pbxproj",
     "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;", "ASSETCATALOG_COMPILER_APPICON_NAME = Icon;"),
    ("string catalog without German", "project.pbxproj",
     "path = Localizable.xcstrings;", "path = ../.build-selftest-plist/NoGerman.xcstrings;"),
    ("string catalog missing a key", "project.pbxproj",
     "path = Localizable.xcstrings;", "path = ../.build-selftest-plist/MissingKey.xcstrings;"),
    ("a framework target", "project.pbxproj",
     'productType = "com.apple.product-type.application";', 'productType = "com.apple.product-type.framework";'),
    ("scheme runs another target", "xcshareddata/xcschemes/ILikeToMoveItExample.xcscheme",
     'BlueprintIdentifier = "4C1A00000000000000000080"', 'BlueprintIdentifier = "4C1A00000000000000000081"'),
]


def self_test():
    """Breaks copies of the project beside it (so relative paths still resolve) and expects a
    failure for each; the copies live in folders that .gitignore ignores (.build-*)."""
    plist_dir = os.path.join(HERE, ".build-selftest-plist")
    os.makedirs(plist_dir, exist_ok=True)
    def write_plist(name, change):
        with open(os.path.join(HERE, "Support", "Info.plist"), "rb") as file:
            info = plistlib.load(file)
        change(info)
        with open(os.path.join(plist_dir, name), "wb") as file:
            plistlib.dump(info, file)

    write_plist("NoActivity.plist", lambda info: info.pop("NSUserActivityTypes"))
    write_plist("NoFeather.plist", lambda info: info.__setitem__("UTExportedTypeDeclarations", [
        d for d in info["UTExportedTypeDeclarations"] if not d["UTTypeIdentifier"].endswith(".feather")]))
    def write_catalog(name, change):
        with open(os.path.join(HERE, "Support", "Localizable.xcstrings"), encoding="utf-8") as file:
            catalog = json.load(file)
        change(catalog["strings"])
        with open(os.path.join(plist_dir, name), "w", encoding="utf-8") as file:
            json.dump(catalog, file)

    write_catalog("NoGerman.xcstrings", lambda strings: strings["Drop here"].pop("localizations"))
    write_catalog("MissingKey.xcstrings", lambda strings: strings.pop("Drop here"))
    missed = []
    try:
        for what, name, old, new in BREAKS:
            copy = os.path.join(HERE, ".build-selftest.xcodeproj")
            shutil.rmtree(copy, ignore_errors=True)
            shutil.copytree(DEFAULT_PROJECT, copy)
            path = os.path.join(copy, name)
            text = open(path, encoding="utf-8").read()
            if old not in text:
                print(f"SELF-TEST: the break '{what}' no longer applies: {old!r} not found")
                missed.append(what)
                continue
            open(path, "w", encoding="utf-8").write(text.replace(old, new))
            # The scheme's container name follows the copy's name; keep it consistent.
            scheme = os.path.join(copy, "xcshareddata", "xcschemes", "ILikeToMoveItExample.xcscheme")
            scheme_text = open(scheme, encoding="utf-8").read()
            open(scheme, "w", encoding="utf-8").write(scheme_text.replace(
                "container:ILikeToMoveItExample.xcodeproj", "container:.build-selftest.xcodeproj"))
            print(f"-- broken: {what}")
            failures = Checker(copy).run()
            if failures:
                print(f"caught: {what} ({len(failures)} failing check(s))")
            else:
                print(f"SELF-TEST: nothing caught '{what}'")
                missed.append(what)
    finally:
        shutil.rmtree(os.path.join(HERE, ".build-selftest.xcodeproj"), ignore_errors=True)
        shutil.rmtree(plist_dir, ignore_errors=True)
    if missed:
        print(f"SELF-TEST FAILED: not caught: {missed}")
        return 1
    print(f"self-test: all {len(BREAKS)} breaks caught")
    return 0


def main(arguments):
    if arguments[:1] == ["--self-test"]:
        return self_test()
    project = os.path.abspath(arguments[0]) if arguments else DEFAULT_PROJECT
    failures = Checker(project).run()
    if failures:
        print(f"{os.path.basename(project)}: {len(failures)} check(s) failed")
        return 1
    print(f"{os.path.basename(project)}: every check passed (not built: no Xcode here)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
