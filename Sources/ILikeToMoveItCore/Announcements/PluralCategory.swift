/// A CLDR plural category: which grammatical form a number takes in a language.
///
/// Which categories a language has, and which number takes which, is decided by its
/// ``PluralRule``. Russian, for example, says "1 элемент" (`one`), "2 элемента" (`few`) and
/// "5 элементов" (`many`).
package enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    /// The form for zero, in languages that have one (Arabic, Welsh, Latvian).
    case zero
    /// The singular form (English "1 item"); in some languages also 21, 31 … (Russian).
    case one
    /// The dual form, in languages that have one (Arabic, Hebrew, Slovenian, Welsh, Irish).
    case two
    /// The paucal form (for example Russian and Polish 2–4, 22–24 …).
    case few
    /// The form for many, in languages that have one (Russian 5–20, Arabic 11–99).
    case many
    /// The general form; every language has it, and every plural entry gives it.
    case other
}

/// A set of ``PluralCategory`` values, listed in the order zero, one, two, few, many, other.
package struct PluralCategories: OptionSet, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package init(_ category: PluralCategory) {
        // One bit per category, in `PluralCategory` order.
        self.init(rawValue: 1 << PluralCategory.allCases.firstIndex(of: category)!)
    }

    package static let zero = PluralCategories(.zero)
    package static let one = PluralCategories(.one)
    package static let two = PluralCategories(.two)
    package static let few = PluralCategories(.few)
    package static let many = PluralCategories(.many)
    package static let other = PluralCategories(.other)

    /// The categories in the set, in ``PluralCategory`` order.
    package var categories: [PluralCategory] {
        PluralCategory.allCases.filter { contains(PluralCategories($0)) }
    }

    /// The names, quoted and joined for a message: `"one", "few" and "many"`.
    package var description: String { listed() }

    /// The quoted names, each followed by what `detail` says of its category, joined for a
    /// message: `"one", "few" and "many"`; `"none"` for an empty set.
    package func listed(_ detail: (PluralCategory) -> String = { _ in "" }) -> String {
        let names = categories.map { "\"\($0.rawValue)\"" + detail($0) }
        guard names.count > 1 else { return names.first ?? "none" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
