/// How a language picks a ``PluralCategory`` for a whole number: a CLDR plural rule.
///
/// The rules are data, generated from CLDR by `scripts/generate-plural-rules.py` into
/// `PluralRule+CLDR.swift` as numbers that ``rules(cldr:)`` reads. CLDR writes a rule with the operands of a decimal number (n, i, v,
/// w, f, t, e); announcements only count whole numbers, where v, w, f, t and e are 0 and
/// n = i = |count|, so each rule is kept as conditions on n alone: for each category in turn,
/// a condition holds when any of its conjunctions does, and a conjunction when all its
/// relations do. A number that no condition takes is `other`.
struct PluralRule: Equatable, Sendable {
    /// Every category CLDR gives the language, including those only fractions take (Russian
    /// `other`, Czech `many`).
    let categories: PluralCategories
    /// The categories some whole number takes: the forms a table must give.
    let wholeNumberCategories: PluralCategories
    /// The conditions, checked in order.
    let conditions: [Condition]

    /// A category and when a number takes it.
    struct Condition: Equatable, Sendable {
        let category: PluralCategory
        /// Conjunctions of relations; the condition holds when one of them holds entirely.
        let anyOf: [[Relation]]

        func holds(for n: UInt) -> Bool {
            anyOf.contains { $0.allSatisfy { $0.holds(for: n) } }
        }
    }

    /// `n in ranges`, `n mod m in ranges`, or their negation (CLDR's `=` and `!=`).
    struct Relation: Equatable, Sendable {
        /// The divisor, or 0 to compare the number itself.
        let modulus: UInt
        let ranges: [ClosedRange<UInt>]
        let negated: Bool

        func holds(for n: UInt) -> Bool {
            let operand = modulus == 0 ? n : n % modulus
            return ranges.contains { $0.contains(operand) } != negated
        }
    }

    /// The category of `count`.
    ///
    /// - Parameter count: Any integer, including negative ones (their magnitude decides).
    /// - Returns: The category to look up.
    /// - Complexity: O(1): a few comparisons, no allocation.
    func category(for count: Int) -> PluralCategory {
        let n = count.magnitude
        for condition in conditions where condition.holds(for: n) {
            return condition.category
        }
        return .other
    }
}

extension PluralRule {
    /// CLDR's root rule, `other` for every number: the rule of languages without plural
    /// forms (Japanese, Chinese, Korean …) and of languages CLDR does not know.
    static var otherOnly: PluralRule { cldrRules[0] }

    /// The rule CLDR gives a language, or ``otherOnly`` when CLDR has none for it.
    ///
    /// - Parameter language: A language tag or locale identifier (`"ru"`, `"pt-PT"`,
    ///   `"sr_Latn_RS"`, `"zh-Hant"`); see ``init(cldrLanguage:)``.
    init(language: String) {
        self = PluralRule(cldrLanguage: language) ?? .otherOnly
    }

    /// The rule CLDR gives a language, or nil when CLDR has none for it.
    ///
    /// The language subtag decides, after CLDR's aliases (`"iw"` is Hebrew, `"tl"` Filipino,
    /// `"no"` and `"nb"` are both Norwegian Bokmål's rule); a region decides only where CLDR
    /// gives it a rule of its own (`"pt-PT"`, and the regions that follow Portugal, differ
    /// from `"pt"` and `"pt-BR"`). Scripts (`"zh-Hant"`, `"sr-Latn"`) and extensions (`"@…"`)
    /// never change the rule. Case and `-`/`_` do not matter.
    ///
    /// - Parameter language: A language tag or locale identifier.
    init?(cldrLanguage language: String) {
        let end = language.firstIndex { $0 == "@" || $0 == "." } ?? language.endIndex
        let subtags = language[..<end].lowercased().split { $0 == "-" || $0 == "_" }
        guard let first = subtags.first else { return nil }
        let code = Self.cldrLanguageAliases[String(first)] ?? String(first)
        // The region is the first later subtag of two letters or three digits.
        let region = subtags.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        let index = region.flatMap { Self.cldrRuleIndex["\(code)-\($0)"] } ?? Self.cldrRuleIndex[code]
        guard let index else { return nil }
        self = Self.cldrRules[Int(index)]
    }
}

extension PluralRule {
    /// Reads the rules that `PluralRule+CLDR.swift` gives as numbers, one rule after another:
    /// the bits of its ``categories`` and of its ``wholeNumberCategories`` (bit *i* for the
    /// *i*-th ``PluralCategory``), the number of conditions, and for each condition the index
    /// of its category and the number of conjunctions; for each conjunction the number of
    /// relations, and for each relation its modulus (0 for n itself), 1 for `!=` or 0 for `=`,
    /// the number of ranges and the bounds of each.
    ///
    /// Numbers are data; the same rules as Swift values (arrays of conditions of arrays of
    /// ranges) are built by code, which took most of the rules' size in an app. The numbers
    /// are generated, and every rule is tested against CLDR's samples.
    static func rules(cldr numbers: [UInt32]) -> [PluralRule] {
        var position = 0
        func number() -> Int {
            defer { position += 1 }
            return Int(numbers[position])
        }
        func categories() -> PluralCategories {
            let bits = number()
            var categories = PluralCategories()
            for (bit, category) in PluralCategory.allCases.enumerated() where bits & 1 << bit != 0 {
                categories.insert(PluralCategories(category))
            }
            return categories
        }
        var rules: [PluralRule] = []
        while position < numbers.count {
            let all = categories(), whole = categories()
            var conditions: [Condition] = []
            for _ in 0..<number() {
                let category = PluralCategory.allCases[number()]
                var anyOf: [[Relation]] = []
                for _ in 0..<number() {
                    var relations: [Relation] = []
                    for _ in 0..<number() {
                        let modulus = UInt(number()), negated = number() == 1
                        var ranges: [ClosedRange<UInt>] = []
                        for _ in 0..<number() {
                            let low = UInt(number())
                            ranges.append(low...UInt(number()))
                        }
                        relations.append(Relation(modulus: modulus, ranges: ranges, negated: negated))
                    }
                    anyOf.append(relations)
                }
                conditions.append(Condition(category: category, anyOf: anyOf))
            }
            rules.append(PluralRule(categories: all, wholeNumberCategories: whole, conditions: conditions))
        }
        return rules
    }

    /// Reads the generated index of languages, `"ru": 5, "pt-pt": 9, …`, into a dictionary.
    ///
    /// The index is text rather than a dictionary literal because such a literal is built by
    /// code, one entry after another, which would make it the largest part of the rules in
    /// an app; this loop over the text's bytes is small. The text is generated, and every
    /// entry is tested.
    static func cldrIndex(_ text: String) -> [String: UInt8] {
        var index: [String: UInt8] = [:]
        var tag: [UInt8] = [], rule: UInt8 = 0, inTag = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): inTag.toggle()
            case _ where inTag: tag.append(byte)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): rule = rule * 10 + (byte - UInt8(ascii: "0"))
            case UInt8(ascii: ","):
                index[String(decoding: tag, as: UTF8.self)] = rule
                tag.removeAll()
                rule = 0
            default: break
            }
        }
        return index
    }
}

extension PluralRule {
    /// The smallest whole numbers that take one of `categories`, for messages: up to `limit`
    /// of 0 … 199, 1000, 10 000, 100 000 and 1 000 000 (French needs `many` for a million).
    ///
    /// - Complexity: O(1): at most 204 numbers are tried.
    func examples(of categories: PluralCategories, limit: Int = 4) -> [Int] {
        let candidates = Array(0...199) + [1000, 10_000, 100_000, 1_000_000]
        return Array(candidates.lazy.filter { categories.contains(PluralCategories(category(for: $0))) }.prefix(limit))
    }
}
