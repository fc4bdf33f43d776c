#!/usr/bin/env python3
"""Checks the files a published Swift package ships beside its code.

    scripts/check-package-files.py              check this repository
    scripts/check-package-files.py --self-test  break copies of it and expect each break caught

Run by scripts/check-package-files.sh (which installs PyYAML, and actionlint for the
workflows, into a git-ignored virtual environment) and so by .ci/run. It checks:

- Sources/ILikeToMoveItMoves/PrivacyInfo.xcprivacy: an XML property list whose root has exactly the
  four privacy-manifest keys with their types; no tracking, no tracking domains, no collected
  data; each accessed-API entry names a known required-reason category with reason codes; the
  categories declared are exactly those whose APIs the sources of the targets an app links use
  (ILikeToMoveItMoves, ILikeToMoveItCore, ILikeToMoveItSupport, which every product links, and
  ILikeToMoveIt, ILikeToMoveItDropsCore, ILikeToMoveItUIKit, ILikeToMoveItAppKit and
  ILikeToMoveItDataSource, which link ILikeToMoveItMoves and so its manifest); and
  Package.swift copies the file into the ILikeToMoveItMoves target's resources.
- .spi.yml: at most 1,000 bytes (the Swift Package Index ignores a larger one), version 1, only
  the keys the index reads, known platforms, schemes that Xcode generates for this package,
  documentation targets that Package.swift declares, and an iOS configuration that documents
  ILikeToMoveIt.
- .github/workflows/*.yml: every repository path a `run:` step names exists (scripts, folders,
  the Xcode project), so does every `working-directory` and local action, the Xcode schemes
  exist, and `-only-testing:` names a test target.

Exits 1 with one line per problem.
"""

import glob
import os
import plistlib
import re
import shlex
import shutil
import sys
import tempfile

import yaml

PRIVACY_MANIFEST = "Sources/ILikeToMoveItMoves/PrivacyInfo.xcprivacy"
# The targets an app links through the ILikeToMoveItMoves, ILikeToMoveIt, ILikeToMoveItUIKit and
# ILikeToMoveItAppKit products (each brings ILikeToMoveItMoves, and with it the manifest); the
# demo, the Info.plist checker (ILikeToMoveItTypeDeclarations) and the portable UTType (not built
# on Apple platforms) are not.
LINKED_TARGETS = [
    "ILikeToMoveItMoves", "ILikeToMoveItCore", "ILikeToMoveItSupport", "ILikeToMoveIt", "ILikeToMoveItDropsCore",
    "ILikeToMoveItUIKit", "ILikeToMoveItAppKit", "ILikeToMoveItDataSource",
]

# Apple's required-reason API categories, and the names by which Swift code reaches each
# (Foundation's names and the C functions; @AppStorage and @SceneStorage store in UserDefaults).
REQUIRED_REASON_APIS = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": [
        r"\bcreationDate\b", r"\bmodificationDate\b", r"\bfileModificationDate\b",
        r"\bcontentModificationDate(Key)?\b", r"\bcreationDateKey\b", r"\battributesOfItem\b",
        r"\b(f|l)?getattrlist(bulk|at)?\s*\(", r"\b(f|l)?stat(at)?\s*\(",
    ],
    "NSPrivacyAccessedAPICategorySystemBootTime": [
        r"\bsystemUptime\b", r"\bmach_absolute_time\b",
    ],
    "NSPrivacyAccessedAPICategoryDiskSpace": [
        r"\bvolumeAvailableCapacity\w*", r"\bvolumeTotalCapacity\w*", r"\bsystemFreeSize\b",
        r"\bsystemSize\b", r"\bf?statv?fs\s*\(",
    ],
    "NSPrivacyAccessedAPICategoryActiveKeyboards": [
        r"\bactiveInputModes\b",
    ],
    "NSPrivacyAccessedAPICategoryUserDefaults": [
        r"\b(NS)?UserDefaults\b", r"@AppStorage\b", r"@SceneStorage\b",
    ],
}
REASON_CODE = re.compile(r"^[0-9A-F]{4}\.1$")
PRIVACY_KEYS = {
    "NSPrivacyTracking": bool,
    "NSPrivacyTrackingDomains": list,
    "NSPrivacyCollectedDataTypes": list,
    "NSPrivacyAccessedAPITypes": list,
}

SPI_MAX_BYTES = 1000
SPI_TOP_KEYS = {"version", "builder", "external_links"}
SPI_CONFIG_KEYS = {"platform", "swift_version", "image", "scheme", "target", "documentation_targets"}
SPI_PLATFORMS = {"ios", "macos-spm", "macos-xcodebuild", "visionos", "tvos", "watchos", "linux", "wasm", "android"}


class Manifest:
    """What the checks need from Package.swift, read as text (no toolchain needed)."""

    def __init__(self, root):
        self.text = read(os.path.join(root, "Package.swift"))
        self.name = re.search(r'Package\(\s*name:\s*"([^"]+)"', self.text).group(1)
        self.products = re.findall(r'\.library\(\s*name:\s*"([^"]+)"', self.text)
        self.targets = {}
        for match in re.finditer(r'\.(target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"', self.text):
            self.targets[match.group(2)] = match.group(1)
        # Xcode makes a scheme per product, the executables included, and one for the whole
        # package when it has several products.
        executables = [name for name, kind in self.targets.items() if kind == "executableTarget"]
        self.schemes = set(self.products) | set(executables) | {f"{self.name}-Package"}

    def target_block(self, name):
        """The manifest text of one target's declaration, up to the next declaration."""
        match = re.search(r'\.(target|executableTarget|testTarget)\(\s*name:\s*"%s"' % re.escape(name), self.text)
        if not match:
            return None
        following = re.search(r'\.(target|executableTarget|testTarget)\(', self.text[match.end():])
        end = match.end() + following.start() if following else len(self.text)
        return self.text[match.start():end]


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def check_privacy_manifest(root, manifest, problems):
    path = os.path.join(root, PRIVACY_MANIFEST)
    if not os.path.isfile(path):
        problems.append(f"{PRIVACY_MANIFEST}: missing")
        return
    with open(path, "rb") as file:
        data = file.read()
    if not data.lstrip().startswith(b"<?xml"):
        problems.append(f"{PRIVACY_MANIFEST}: not an XML property list")
    try:
        plist = plistlib.loads(data, fmt=plistlib.FMT_XML)
    except Exception as error:  # plistlib raises several types for bad input
        problems.append(f"{PRIVACY_MANIFEST}: not a property list ({error})")
        return
    if not isinstance(plist, dict):
        problems.append(f"{PRIVACY_MANIFEST}: the root is not a dictionary")
        return
    if set(plist) != set(PRIVACY_KEYS):
        missing = sorted(set(PRIVACY_KEYS) - set(plist))
        extra = sorted(set(plist) - set(PRIVACY_KEYS))
        problems.append(f"{PRIVACY_MANIFEST}: keys missing {missing}, unexpected {extra}")
    for key, kind in PRIVACY_KEYS.items():
        if key in plist and not isinstance(plist[key], kind):
            problems.append(f"{PRIVACY_MANIFEST}: {key} is {type(plist[key]).__name__}, not {kind.__name__}")
    if plist.get("NSPrivacyTracking") is not False:
        problems.append(f"{PRIVACY_MANIFEST}: NSPrivacyTracking must be false: the package tracks no one")
    if plist.get("NSPrivacyTrackingDomains") != []:
        problems.append(f"{PRIVACY_MANIFEST}: NSPrivacyTrackingDomains must be empty: the package contacts no domain")
    if plist.get("NSPrivacyCollectedDataTypes") != []:
        problems.append(f"{PRIVACY_MANIFEST}: NSPrivacyCollectedDataTypes must be empty: the package collects no data")

    declared = set()
    entries = plist.get("NSPrivacyAccessedAPITypes")
    for index, entry in enumerate(entries if isinstance(entries, list) else []):
        where = f"{PRIVACY_MANIFEST}: NSPrivacyAccessedAPITypes[{index}]"
        if not isinstance(entry, dict) or set(entry) != {"NSPrivacyAccessedAPIType", "NSPrivacyAccessedAPITypeReasons"}:
            problems.append(f"{where}: must be a dictionary of NSPrivacyAccessedAPIType and NSPrivacyAccessedAPITypeReasons")
            continue
        category = entry["NSPrivacyAccessedAPIType"]
        if category not in REQUIRED_REASON_APIS:
            problems.append(f"{where}: unknown category {category!r}")
        elif category in declared:
            problems.append(f"{where}: {category} declared twice")
        declared.add(category)
        reasons = entry["NSPrivacyAccessedAPITypeReasons"]
        if not isinstance(reasons, list) or not reasons or not all(isinstance(r, str) and REASON_CODE.match(r) for r in reasons):
            problems.append(f"{where}: NSPrivacyAccessedAPITypeReasons must list reason codes such as C617.1")

    used = required_reason_uses(root)
    for category in sorted(set(used) - declared):
        first = used[category][0]
        problems.append(f"{PRIVACY_MANIFEST}: {category} is used ({first}) but not declared")
    for category in sorted(declared & set(REQUIRED_REASON_APIS) - set(used)):
        problems.append(f"{PRIVACY_MANIFEST}: {category} is declared but no linked source uses it")

    block = manifest.target_block("ILikeToMoveItMoves")
    if block is None or not re.search(r'resources:\s*\[[^\]]*\.copy\("PrivacyInfo\.xcprivacy"\)', block):
        problems.append('Package.swift: the ILikeToMoveItMoves target must have resources: [.copy("PrivacyInfo.xcprivacy")]')


def required_reason_uses(root):
    """Category -> ["file:line", ...] for each required-reason API in the linked targets' code."""
    uses = {}
    for target in LINKED_TARGETS:
        for path in sorted(glob.glob(os.path.join(root, "Sources", target, "**", "*.swift"), recursive=True)):
            for number, line in enumerate(read(path).splitlines(), start=1):
                code = line.split("//", 1)[0]
                for category, patterns in REQUIRED_REASON_APIS.items():
                    if any(re.search(pattern, code) for pattern in patterns):
                        uses.setdefault(category, []).append(f"{os.path.relpath(path, root)}:{number}")
    return uses


def check_spi(root, manifest, problems):
    path = os.path.join(root, ".spi.yml")
    if not os.path.isfile(path):
        problems.append(".spi.yml: missing")
        return
    if os.path.getsize(path) > SPI_MAX_BYTES:
        problems.append(f".spi.yml: {os.path.getsize(path)} bytes; the Swift Package Index reads at most {SPI_MAX_BYTES}")
    try:
        spi = yaml.safe_load(read(path))
    except yaml.YAMLError as error:
        problems.append(f".spi.yml: not YAML ({error})")
        return
    if not isinstance(spi, dict):
        problems.append(".spi.yml: the root is not a mapping")
        return
    for key in sorted(set(spi) - SPI_TOP_KEYS):
        problems.append(f".spi.yml: unknown key {key!r}")
    if spi.get("version") != 1:
        problems.append(".spi.yml: version must be 1")
    builder = spi.get("builder")
    configs = builder.get("configs") if isinstance(builder, dict) else None
    if not isinstance(configs, list) or not configs:
        problems.append(".spi.yml: builder.configs must be a non-empty list")
        return
    documents_ios = False
    for index, config in enumerate(configs):
        where = f".spi.yml: builder.configs[{index}]"
        if not isinstance(config, dict):
            problems.append(f"{where}: not a mapping")
            continue
        for key in sorted(set(config) - SPI_CONFIG_KEYS):
            problems.append(f"{where}: unknown key {key!r}")
        platform = config.get("platform")
        if platform is not None and platform not in SPI_PLATFORMS:
            problems.append(f"{where}: unknown platform {platform!r}")
        scheme = config.get("scheme")
        if scheme is not None and scheme not in manifest.schemes:
            problems.append(f"{where}: Xcode makes no scheme {scheme!r} for this package (it makes {sorted(manifest.schemes)})")
        targets = config.get("documentation_targets", [])
        if not isinstance(targets, list) or not all(isinstance(t, str) for t in targets):
            problems.append(f"{where}: documentation_targets must be a list of target names")
            continue
        for target in targets:
            if manifest.targets.get(target) != "target":
                problems.append(f"{where}: documentation target {target!r} is not a library target of Package.swift")
        if platform == "ios" and "ILikeToMoveIt" in targets:
            documents_ios = True
    if not documents_ios:
        problems.append(".spi.yml: no configuration with platform: ios documents ILikeToMoveIt")


def check_workflows(root, manifest, problems):
    paths = sorted(glob.glob(os.path.join(root, ".github", "workflows", "*.yml")))
    if not paths:
        problems.append(".github/workflows: no workflow")
    for path in paths:
        name = os.path.relpath(path, root)
        try:
            workflow = yaml.safe_load(read(path))
        except yaml.YAMLError as error:
            problems.append(f"{name}: not YAML ({error})")
            continue
        jobs = workflow.get("jobs") if isinstance(workflow, dict) else None
        if not isinstance(jobs, dict) or not jobs:
            problems.append(f"{name}: no jobs")
            continue
        for job_name, job in jobs.items():
            defaults = ((job.get("defaults") or {}).get("run") or {}) if isinstance(job, dict) else {}
            for index, step in enumerate(job.get("steps", []) if isinstance(job, dict) else []):
                where = f"{name}: jobs.{job_name}.steps[{index}]"
                directory = step.get("working-directory", defaults.get("working-directory", "."))
                if "${{" not in directory and not os.path.isdir(os.path.join(root, directory)):
                    problems.append(f"{where}: working-directory {directory!r} does not exist")
                    continue
                uses = step.get("uses", "")
                if uses.startswith("./") and not os.path.exists(os.path.join(root, uses)):
                    problems.append(f"{where}: local action {uses!r} does not exist")
                if "run" in step:
                    check_run(root, os.path.join(root, directory), manifest, step["run"], where, problems)


def check_run(root, directory, manifest, script, where, problems):
    try:
        # punctuation_chars: `$(tool args)`, pipes and redirections split off the words.
        lexer = shlex.shlex(script, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        words = list(lexer)
    except ValueError:
        words = script.split()
    top_level = set(os.listdir(root))
    for word in words:
        if "$" in word or "://" in word or word.startswith("-") or "/" not in word and not word.startswith("."):
            continue
        relative = word[2:] if word.startswith("./") else word
        first = relative.split("/", 1)[0]
        if not word.startswith("./") and first not in top_level:
            continue  # not a repository path (generic/platform=iOS, /usr/bin/python3, ...)
        if not glob.glob(os.path.join(directory, relative)):
            problems.append(f"{where}: runs with {word!r}, which is not in the repository")

    # xcodebuild's schemes and test targets.
    for index, word in enumerate(words[:-1]):
        if word != "-scheme" or "$" in words[index + 1]:
            continue
        scheme = words[index + 1]
        if "-project" in words:
            project = words[words.index("-project") + 1]
            shared = os.path.join(directory, project, "xcshareddata", "xcschemes", f"{scheme}.xcscheme")
            if not os.path.isfile(shared):
                problems.append(f"{where}: {project} has no shared scheme {scheme!r}")
        elif scheme not in manifest.schemes:
            problems.append(f"{where}: Xcode makes no scheme {scheme!r} for this package (it makes {sorted(manifest.schemes)})")
    for word in words:
        match = re.match(r"-(only|skip)-testing:([^/]+)", word)
        if match and manifest.targets.get(match.group(2)) != "testTarget":
            problems.append(f"{where}: {word} names no test target of Package.swift")


def check(root):
    problems = []
    manifest = Manifest(root)
    check_privacy_manifest(root, manifest, problems)
    check_spi(root, manifest, problems)
    check_workflows(root, manifest, problems)
    return problems


# --- self-test -------------------------------------------------------------------------------

def edit(path, old, new):
    text = read(path)
    if old not in text:
        raise SystemExit(f"self-test: {old!r} is not in {path}; update the self-test")
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace(old, new, 1))


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def first_workflow(root):
    return sorted(glob.glob(os.path.join(root, ".github", "workflows", "*.yml")))[0]


BREAKS = [
    ("tracking turned on",
     lambda r: edit(os.path.join(r, PRIVACY_MANIFEST), "<key>NSPrivacyTracking</key>\n\t<false/>", "<key>NSPrivacyTracking</key>\n\t<true/>")),
    ("a key missing",
     lambda r: edit(os.path.join(r, PRIVACY_MANIFEST), "<key>NSPrivacyCollectedDataTypes</key>\n\t<array/>\n", "")),
    ("not a property list",
     lambda r: edit(os.path.join(r, PRIVACY_MANIFEST), "</dict>", "")),
    ("UserDefaults used, not declared",
     lambda r: write(os.path.join(r, "Sources", "ILikeToMoveItCore", "Zz.swift"), "let zz = UserDefaults.standard\n")),
    ("file timestamps used, not declared",
     lambda r: write(os.path.join(r, "Sources", "ILikeToMoveItSupport", "Zz.swift"), "let zz = try url.resourceValues(forKeys: [.contentModificationDateKey])\n")),
    ("resource not declared",
     lambda r: edit(os.path.join(r, "Package.swift"), '.copy("PrivacyInfo.xcprivacy")', "")),
    (".spi.yml without iOS",
     lambda r: edit(os.path.join(r, ".spi.yml"), "platform: ios", "platform: linux")),
    (".spi.yml documenting a missing target",
     lambda r: edit(os.path.join(r, ".spi.yml"), "documentation_targets: [ILikeToMoveIt, ILikeToMoveItUIKit]", "documentation_targets: [ILikeToMoveIt, Birds]")),
    (".spi.yml unknown key",
     lambda r: edit(os.path.join(r, ".spi.yml"), "version: 1", "version: 1\ndocumentation: yes")),
    ("workflow runs a missing script",
     lambda r: edit(first_workflow(r), ".ci/run 2>&1", ".ci/run-all 2>&1")),
    ("workflow builds a missing scheme",
     lambda r: edit(first_workflow(r), "-scheme ILikeToMoveItExample", "-scheme ILikeToMoveItDemo")),
    ("workflow tests a missing test target",
     lambda r: edit(first_workflow(r), "-only-testing:ILikeToMoveItCoreTests", "-only-testing:CoreTests")),
]


def copy_repository(root, destination):
    ignore = shutil.ignore_patterns(".git", ".build", ".build-*", ".build_*", ".swiftpm", "*.doccarchive")
    shutil.copytree(root, destination, ignore=ignore, symlinks=True)


def self_test(root):
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        for index, (name, breaking) in enumerate(BREAKS):
            copy = os.path.join(scratch, str(index))
            copy_repository(root, copy)
            breaking(copy)
            problems = check(copy)
            print(f"self-test: {name}: {'caught: ' + problems[0] if problems else 'NOT CAUGHT'}")
            if not problems:
                failures.append(name)
    if failures:
        print(f"self-test: {len(failures)} break(s) not caught", file=sys.stderr)
        return 1
    print(f"self-test: all {len(BREAKS)} breaks caught")
    return 0


def main(arguments):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if arguments == ["--self-test"]:
        return self_test(root)
    if arguments:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    problems = check(root)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-package-files: {len(problems)} problem(s)")
        return 1
    print("check-package-files: PrivacyInfo.xcprivacy, .spi.yml and .github/workflows are consistent with the package")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
