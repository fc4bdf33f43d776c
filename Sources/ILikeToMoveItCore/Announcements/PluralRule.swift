/// How a language picks a ``PluralCategory`` for a whole number: a CLDR plural rule.
///
/// The rules are data, generated from CLDR by `scripts/generate-plural-rules.py` into
/// `PluralRule+CLDR.swift`. CLDR writes a rule with the operands of a decimal number (n, i, v,
/// w, f, t, e); announcements only count whole numbers, where v, w, f, t and e are 0 and
/// n = i = |count|, so each rule is kept as conditions on n alone: for each category in turn,
/// a condition holds when any of its conjunctions does, and a conjunction when all its
/// relations do. A number that no condition takes is `other`.
package struct PluralRule: Hashable, Sendable {
    /// Every category CLDR gives the language, including those only fractions take (Russian
    /// `other`, Czech `many`).
    package let categories: PluralCategories
    /// The categories some whole number takes: the forms a table must give.
    package let wholeNumberCategories: PluralCategories
    /// The conditions, checked in order.
    let conditions: [Condition]

    /// A category and when a number takes it.
    struct Condition: Hashable, Sendable {
        let category: PluralCategory
        /// Conjunctions of relations; the condition holds when one of them holds entirely.
        let anyOf: [[Relation]]

        init(_ category: PluralCategory, anyOf: [[Relation]]) {
            self.category = category
            self.anyOf = anyOf
        }

        func holds(for n: UInt) -> Bool {
            anyOf.contains { $0.allSatisfy { $0.holds(for: n) } }
        }
    }

    /// `n in ranges`, `n mod m in ranges`, or their negation (CLDR's `=` and `!=`).
    struct Relation: Hashable, Sendable {
        /// The divisor, or 0 to compare the number itself.
        let modulus: UInt
        let ranges: [ClosedRange<UInt>]
        let negated: Bool

        static func n(in ranges: [ClosedRange<UInt>]) -> Relation {
            Relation(modulus: 0, ranges: ranges, negated: false)
        }

        static func n(notIn ranges: [ClosedRange<UInt>]) -> Relation {
            Relation(modulus: 0, ranges: ranges, negated: true)
        }

        static func mod(_ modulus: UInt, in ranges: [ClosedRange<UInt>]) -> Relation {
            Relation(modulus: modulus, ranges: ranges, negated: false)
        }

        static func mod(_ modulus: UInt, notIn ranges: [ClosedRange<UInt>]) -> Relation {
            Relation(modulus: modulus, ranges: ranges, negated: true)
        }

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
    package func category(for count: Int) -> PluralCategory {
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
    package static var otherOnly: PluralRule { cldrRules[0] }

    /// The rule CLDR gives a language, or ``otherOnly`` when CLDR has none for it.
    ///
    /// - Parameter language: A language tag or locale identifier (`"ru"`, `"pt-PT"`,
    ///   `"sr_Latn_RS"`, `"zh-Hant"`); see ``init(cldrLanguage:)``.
    package init(language: String) {
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
    package init?(cldrLanguage language: String) {
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
    /// The smallest whole numbers that take one of `categories`, for messages: up to `limit`
    /// of 0 … 199, 1000, 10 000, 100 000 and 1 000 000 (French needs `many` for a million).
    ///
    /// - Complexity: O(1): at most 204 numbers are tried.
    package func examples(of categories: PluralCategories, limit: Int = 4) -> [Int] {
        let candidates = Array(0...199) + [1000, 10_000, 100_000, 1_000_000]
        return Array(candidates.lazy.filter { categories.contains(PluralCategories(category(for: $0))) }.prefix(limit))
    }
}
