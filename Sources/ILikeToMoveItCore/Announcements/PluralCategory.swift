/// A CLDR plural category: which grammatical form a number takes in a language.
///
/// Which categories a language has, and which number takes which, is decided by its
/// ``PluralRule``. Russian, for example, says "1 элемент" (`one`), "2 элемента" (`few`) and
/// "5 элементов" (`many`).
enum PluralCategory: String, Hashable, Sendable, CaseIterable {
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
///
/// A set of flags with the few `OptionSet` operations the tables use, rather than `OptionSet`
/// itself: that conformance brings every `SetAlgebra` requirement into the objects an app
/// links, and nothing here needs more than these.
struct PluralCategories: Equatable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// One bit per category, in `PluralCategory` order.
    private var bits: UInt8

    /// The empty set.
    init() {
        bits = 0
    }

    init(_ category: PluralCategory) {
        bits = 1 << PluralCategory.allCases.firstIndex(of: category)!
    }

    /// The union of the sets listed.
    init(_ sets: [PluralCategories]) {
        bits = sets.reduce(0) { $0 | $1.bits }
    }

    /// The union of the sets listed.
    init(arrayLiteral sets: PluralCategories...) {
        self.init(sets)
    }

    static var zero: PluralCategories { PluralCategories(.zero) }
    static var one: PluralCategories { PluralCategories(.one) }
    static var two: PluralCategories { PluralCategories(.two) }
    static var few: PluralCategories { PluralCategories(.few) }
    static var many: PluralCategories { PluralCategories(.many) }
    static var other: PluralCategories { PluralCategories(.other) }

    /// Whether the set has no category.
    var isEmpty: Bool { bits == 0 }

    /// Whether every category of `other` is in the set.
    func contains(_ other: PluralCategories) -> Bool {
        bits & other.bits == other.bits
    }

    /// The categories of the set that `other` does not have.
    func subtracting(_ other: PluralCategories) -> PluralCategories {
        var result = self
        result.bits &= ~other.bits
        return result
    }

    /// Adds the categories of `other`.
    mutating func insert(_ other: PluralCategories) {
        bits |= other.bits
    }

    /// The categories in the set, in ``PluralCategory`` order.
    var categories: [PluralCategory] {
        PluralCategory.allCases.filter { contains(PluralCategories($0)) }
    }

    /// The names, quoted and joined for a message: `"one", "few" and "many"`.
    var description: String { listed() }

    /// The quoted names, each followed by what `detail` says of its category, joined for a
    /// message: `"one", "few" and "many"`; `"none"` for an empty set.
    func listed(_ detail: (PluralCategory) -> String = { _ in "" }) -> String {
        let names = categories.map { "\"\($0.rawValue)\"" + detail($0) }
        guard names.count > 1 else { return names.first ?? "none" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
