#!/usr/bin/env python3
"""Generates the CLDR plural rules of MoveStrings from Babel's copy of CLDR.

Writes Sources/ILikeToMoveItCore/Announcements/PluralRule+CLDR.swift: every distinct rule
for cardinal numbers, reduced to whole numbers, and which languages use which. Announcements
count whole numbers, so of CLDR's operands only n and i (both |count|) vary; v, w, f, t and
e are 0, and every relation on them is decided here, once.

With --cldr-json PATH (cldr-core/supplemental/plurals.json of the same CLDR release: the
cldr-json repository at tag 47.0.0, or the npm package cldr-core@47.0.0), it also writes
Tests/ILikeToMoveItCoreTests/Announcements/PluralSamples+CLDR.swift: the @integer sample
numbers CLDR publishes for each language and category, which the tests check the rules
against. Babel keeps the rules but drops the samples, so they come from CLDR's own file; the
script refuses a file whose CLDR version or rules differ from Babel's.

Usage:
    python3 scripts/generate-plural-rules.py [--cldr-json PATH] [--check]

--check writes nothing and exits 1 when a committed file differs from what would be written.

Babel is pinned below. When the running Python lacks that version, the script makes a
virtual environment in .build-plural-rules-venv/ (ignored by git), installs Babel there with
pip, and runs itself again with it; the package itself never depends on Babel.
"""
import argparse
import json
import os
import subprocess
import sys

BABEL_VERSION = "2.18.0"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build-plural-rules-venv")
RULES_PATH = os.path.join(ROOT, "Sources", "ILikeToMoveItCore", "Announcements", "PluralRule+CLDR.swift")
SAMPLES_PATH = os.path.join(ROOT, "Tests", "ILikeToMoveItCoreTests", "Announcements", "PluralSamples+CLDR.swift")
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]


def ensure_babel():
    """Imports the pinned Babel, or re-runs this script inside a venv that has it."""
    try:
        import babel
        if babel.__version__ == BABEL_VERSION:
            return
    except ImportError:
        pass
    python = os.path.join(VENV, "bin", "python")
    if os.environ.get("PLURAL_RULES_IN_VENV"):
        sys.exit(f"generate-plural-rules: babel=={BABEL_VERSION} is not importable in {VENV}")
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    installed = subprocess.run([python, "-c", "import babel; print(babel.__version__)"],
                               capture_output=True, text=True).stdout.strip()
    if installed != BABEL_VERSION:
        subprocess.check_call([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                               f"babel=={BABEL_VERSION}"])
    os.environ["PLURAL_RULES_IN_VENV"] = "1"
    os.execv(python, [python, os.path.abspath(__file__)] + sys.argv[1:])


# --- Reducing Babel's rule trees to whole numbers -------------------------------------------
#
# Babel parses a rule into a tree: ('or', (a, b)), ('and', (a, b)), ('not', (x,)),
# ('relation', ('in', expression, ('range_list', [(low, high), ...]))), where an expression is
# (operand, ()) or ('mod', ((operand, ()), ('value', (m,)))). A condition here is a list of
# conjunctions (any may hold); a conjunction is a list of relations (all must hold); a
# relation is (modulus or 0, ranges, negated) over n.

FIXED_OPERANDS = {"v": 0, "w": 0, "f": 0, "t": 0, "e": 0, "c": 0}


def value(node):
    assert node[0] == "value", node
    return node[1][0]


def relation(node):
    """A relation over n, or True/False when it does not depend on the number."""
    kind, (method, expression, range_list) = node
    assert kind == "relation" and method == "in" and range_list[0] == "range_list", node
    ranges = []
    # "1,2,3" and "1..2,3" are both 1...3: sorted, touching ranges merged.
    for low, high in sorted((value(low), value(high)) for low, high in range_list[1]):
        if ranges and low <= ranges[-1][1] + 1:
            ranges[-1] = (ranges[-1][0], max(high, ranges[-1][1]))
        else:
            ranges.append((low, high))
    if expression[0] == "mod":
        operand, modulus = expression[1][0][0], value(expression[1][1])
    else:
        operand, modulus = expression[0], 0
    if operand in FIXED_OPERANDS:
        fixed = FIXED_OPERANDS[operand] % modulus if modulus else FIXED_OPERANDS[operand]
        return any(low <= fixed <= high for low, high in ranges)
    assert operand in ("n", "i"), node
    return (modulus, tuple(ranges), False)


def negate(item):
    if isinstance(item, bool):
        return not item
    modulus, ranges, negated = item
    return (modulus, ranges, not negated)


def reduce(node):
    """The condition of `node` for whole numbers, as a list of conjunctions."""
    kind = node[0]
    if kind == "or":
        return [c for child in node[1] for c in reduce(child)]
    if kind == "and":
        result = [[]]
        for child in node[1]:
            result = [left + right for left in result for right in reduce(child)]
        return result
    if kind == "not":
        inner = node[1][0]
        assert inner[0] == "relation", node
        item = negate(relation(inner))
    else:
        item = relation(node)
    if item is True:
        return [[]]
    if item is False:
        return []
    return [[item]]


def holds(condition, n):
    def one(item):
        modulus, ranges, negated = item
        x = n % modulus if modulus else n
        return any(low <= x <= high for low, high in ranges) != negated
    return any(all(one(item) for item in conjunction) for conjunction in condition)


def category(conditions, n):
    for name, condition in conditions:
        if holds(condition, n):
            return name
    return "other"


# Every number a rule can tell apart: the relations compare n, or n modulo 10, 100, 1000,
# 100000 or 1000000, with ranges below 100000; these cover each residue pattern that occurs.
CANDIDATES = sorted(set(range(0, 2200))
                    | {k * 10 ** e + r for e in (3, 4, 5, 6) for k in range(1, 10) for r in range(0, 130)}
                    | {k * 1000 for k in range(1, 1200)})


# --- Babel's data ----------------------------------------------------------------------------

def babel_rules():
    """(rules by language tag, aliases, CLDR version)."""
    from babel import Locale, localedata
    from babel.core import get_cldr_version, get_global

    identifiers = sorted(localedata.locale_identifiers())
    by_tag = {}
    for identifier in identifiers:
        if identifier == "root":
            continue
        parts = identifier.split("_")
        language = parts[0]
        rule = Locale.parse(identifier).plural_form
        if len(parts) == 1:
            by_tag[language] = rule
    for identifier in identifiers:
        parts = identifier.split("_")
        if len(parts) == 1 or identifier == "root":
            continue
        rule = Locale.parse(identifier).plural_form
        # A region whose rule differs from its language's (pt_PT and the regions that
        # inherit from it). Script subtags never change the rule in CLDR 47; check it.
        if language_rule := by_tag.get(parts[0]):
            if rule.rules != language_rule.rules:
                assert len(parts) == 2 and len(parts[1]) in (2, 3), identifier
                by_tag[f"{parts[0]}-{parts[1]}".lower()] = rule
    aliases = {}
    for alias, target in sorted(get_global("language_aliases").items()):
        target_language = target.split("_")[0]
        if len(alias) == 2 and alias not in by_tag and target_language in by_tag:
            assert by_tag[target_language].rules == Locale.parse(target).plural_form.rules, alias
            aliases[alias] = target_language
    return by_tag, aliases, get_cldr_version()


REDUCED = {}


def reduced(rule):
    """The categories of a Babel rule, its whole-number categories and its conditions."""
    key = tuple(sorted(rule.rules.items()))
    if key not in REDUCED:
        REDUCED[key] = reduce_rule(rule)
    return REDUCED[key]


def reduce_rule(rule):
    names = sorted(rule.tags | {"other"}, key=CATEGORIES.index)
    conditions = []
    for name, tree in sorted(rule.abstract, key=lambda item: CATEGORIES.index(item[0])):
        condition = reduce(tree)
        if condition:
            conditions.append((name, condition))
    for n in CANDIDATES:
        expected = rule(n)
        assert category(conditions, n) == expected, (rule.rules, n, expected)
    whole = sorted({category(conditions, n) for n in CANDIDATES}, key=CATEGORIES.index)
    return tuple(names), tuple(whole), tuple((name, tuple(tuple(c) for c in cond)) for name, cond in conditions)


# --- Swift output ---------------------------------------------------------------------------
#
# Each rule is written twice: in CLDR's syntax over n, as a comment for people, and as the
# numbers that PluralRule.rules(cldr:) reads, for the compiler. Written as Swift values (nested
# arrays of conditions and ranges), the rules were built by code at run time that took most of
# the 58 KB of objects this file compiled to for iOS; an array of numbers is data.

def cldr_ranges(ranges):
    return ",".join(f"{low}" if low == high else f"{low}..{high}" for low, high in ranges)


def cldr_relation(item):
    modulus, ranges, negated = item
    operand = f"n % {modulus}" if modulus else "n"
    return f"{operand} {'!=' if negated else '='} {cldr_ranges(ranges)}"


def cldr_condition(name, condition):
    return f"{name}: " + " or ".join(" and ".join(cldr_relation(r) for r in c) for c in condition)


def category_bits(names):
    return sum(1 << CATEGORIES.index(name) for name in names)


def rule_numbers(names, whole, conditions):
    """The numbers of a rule, in the order PluralRule.rules(cldr:) reads them."""
    numbers = [category_bits(names), category_bits(whole), len(conditions)]
    for name, condition in conditions:
        numbers += [CATEGORIES.index(name), len(condition)]
        for conjunction in condition:
            numbers.append(len(conjunction))
            for modulus, ranges, negated in conjunction:
                numbers += [modulus, int(negated), len(ranges)]
                for low, high in ranges:
                    numbers += [low, high]
    assert all(0 <= number < 2 ** 32 for number in numbers)
    return numbers


def header(version, sources):
    return (
        f"// Generated by scripts/generate-plural-rules.py from CLDR {version} ({sources}).\n"
        "// Do not edit by hand: change the script and run `python3 scripts/generate-plural-rules.py"
        " --cldr-json PATH`\n"
        "// (see the script for PATH). CLDR data: Copyright © Unicode, Inc., Unicode License v3.\n"
    )


def rules_file(by_tag, aliases, version):
    distinct = []
    index = {}
    for tag in sorted(by_tag):
        key = reduced(by_tag[tag])
        if key not in index:
            index[key] = len(distinct)
            distinct.append(key)
    # The root rule (other only) first, so its index is 0.
    root = (("other",), ("other",), ())
    if root in distinct:
        distinct.remove(root)
    distinct.insert(0, root)
    index = {key: i for i, key in enumerate(distinct)}
    users = {i: [] for i in range(len(distinct))}
    for tag in sorted(by_tag):
        users[index[reduced(by_tag[tag])]].append(tag)

    out = [header(version, f"Babel {BABEL_VERSION}")]
    out.append("""
extension PluralRule {
    /// Every distinct CLDR rule, reduced to whole numbers; the first is CLDR's root rule. Each is
    /// shown in CLDR's syntax over n, with the categories CLDR gives the language and those some
    /// whole number takes, then given as the numbers that ``rules(cldr:)`` reads.
    static let cldrRules = rules(cldr: [
""")
    for i, (names, whole, conditions) in enumerate(distinct):
        tags = users[i]
        shown = ", ".join(tags[:12]) + (f" and {len(tags) - 12} more" if len(tags) > 12 else "")
        out.append(f"        // {i}: {shown or 'root'}\n")
        out.append(f"        //   categories: {' '.join(names)}; wholeNumberCategories: {' '.join(whole)}\n")
        for name, condition in conditions:
            out.append(f"        //   {cldr_condition(name, condition)}\n")
        numbers = [str(n) for n in rule_numbers(names, whole, conditions)]
        line = "       "
        for number in numbers:
            if len(line) + len(number) + 2 > 100:
                out.append(line + "\n")
                line = "       "
            line += f" {number},"
        out.append(line + "\n")
    out.append("    ])\n\n")
    # The index is text that PluralRule.cldrIndex(_:) reads when it is first used: written as a
    # dictionary literal, its 300-odd entries were built by code that took about 30 KB of the
    # objects an iOS app links.
    out.append("    /// The index in ``cldrRules`` of each language, and of each region whose rule differs\n")
    out.append("    /// from its language's, as a lowercased tag (`\"ru\"`, `\"pt-pt\"`), read from the text\n")
    out.append("    /// below by ``cldrIndex(_:)``.\n")
    out.append("    static let cldrRuleIndex = cldrIndex(\"\"\"\n")
    tags = sorted(by_tag)
    for start in range(0, len(tags), 8):
        row = ", ".join(f"\"{tag}\": {index[reduced(by_tag[tag])]}" for tag in tags[start:start + 8])
        out.append(f"        {row},\n")
    out.append("        \"\"\")\n\n")
    out.append("    /// Deprecated language codes CLDR still accepts, and the language each stands for.\n")
    out.append("    static let cldrLanguageAliases: [String: String] = [\n")
    out.append("        " + ", ".join(f"\"{a}\": \"{t}\"" for a, t in sorted(aliases.items())) + ",\n")
    out.append("    ]\n}\n")
    return "".join(out)


def expand(samples):
    """The whole numbers listed in an @integer sample text ("0, 2~16, 100, …")."""
    numbers = []
    for item in samples.split(","):
        item = item.strip()
        if not item or item == "…" or "c" in item or "e" in item:
            continue  # "1c6" is a compact exponent, not a plain whole number
        if "~" in item:
            low, high = (int(x) for x in item.split("~"))
            numbers.extend(range(low, high + 1))
        else:
            numbers.append(int(item))
    return numbers


def samples_file(path, by_tag, aliases, version):
    from babel.plural import PluralRule as BabelRule

    with open(path, encoding="utf-8") as file:
        data = json.load(file)["supplemental"]
    if str(data["version"]["_cldrVersion"]) != str(version):
        sys.exit(f"generate-plural-rules: {path} is CLDR {data['version']['_cldrVersion']}, Babel has CLDR {version}")
    rows = []
    for tag, entries in sorted(data["plurals-type-cardinal"].items()):
        ours = tag.lower()
        if ours not in by_tag and ours not in aliases:
            continue  # a language Babel has no locale for (such as "ars"); not in the table
        rule = by_tag[aliases.get(ours, ours)]
        conditions = {}
        for key, text in entries.items():
            name = key.rsplit("-", 1)[1]
            condition, _, samples = text.partition("@integer")
            conditions[name] = text.split("@")[0].strip()
            if samples:
                numbers = expand(samples.split("@decimal")[0])
                if numbers:
                    rows.append((tag, name, numbers))
        parsed = BabelRule({k: v for k, v in conditions.items() if k != "other"})
        if sorted(parsed.abstract) != sorted(rule.abstract):
            sys.exit(f"generate-plural-rules: the rules of {tag} in {path} differ from Babel's")
    out = [header(version, "cldr-core supplemental/plurals.json")]
    out.append("""
/// The whole numbers CLDR lists as samples (`@integer`) of each language's plural categories,
/// ranges expanded; `…` and compact exponents (`1c6`) are left out.
enum PluralSamples {
    static let cldr: [(language: String, category: String, numbers: [Int])] = [
""")
    for tag, name, numbers in rows:
        out.append(f"        (\"{tag}\", \"{name}\", {json.dumps(numbers)}),\n")
    out.append("    ]\n}\n")
    return "".join(out)


def write(path, text, check):
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    if check:
        if old != text:
            print(f"generate-plural-rules: {os.path.relpath(path, ROOT)} is out of date")
            return False
        return True
    if old != text:
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        print(f"generate-plural-rules: wrote {os.path.relpath(path, ROOT)}")
    else:
        print(f"generate-plural-rules: {os.path.relpath(path, ROOT)} is up to date")
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cldr-json", help="cldr-core supplemental/plurals.json of the same CLDR release")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file is out of date")
    args = parser.parse_args()
    ensure_babel()
    by_tag, aliases, version = babel_rules()
    ok = write(RULES_PATH, rules_file(by_tag, aliases, version), args.check)
    if args.cldr_json:
        ok = write(SAMPLES_PATH, samples_file(args.cldr_json, by_tag, aliases, version), args.check) and ok
    rules = {reduced(rule) for rule in by_tag.values()}
    print(f"generate-plural-rules: CLDR {version}, Babel {BABEL_VERSION}: {len(by_tag)} tags, "
          f"{len(aliases)} aliases, {len(rules | {(('other',), ('other',), ())})} distinct rules")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
