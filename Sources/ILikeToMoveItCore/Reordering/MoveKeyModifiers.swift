/// The modifier keys held with an arrow key.
///
/// A set of flags with the few `OptionSet` operations the moves use, rather than `OptionSet`
/// itself: that conformance brings every `SetAlgebra` requirement into the objects an app
/// links (about 15 KB for this type), and nothing here needs more than these.
package struct MoveKeyModifiers: Equatable, Sendable, ExpressibleByArrayLiteral {
    private(set) var rawValue: Int

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The union of the modifiers listed.
    package init(arrayLiteral modifiers: MoveKeyModifiers...) {
        self.init(rawValue: modifiers.reduce(0) { $0 | $1.rawValue })
    }

    /// ⇧
    package static var shift: Self { Self(rawValue: 1 << 0) }
    /// ⌃
    package static var control: Self { Self(rawValue: 1 << 1) }
    /// ⌥
    package static var option: Self { Self(rawValue: 1 << 2) }
    /// ⌘
    package static var command: Self { Self(rawValue: 1 << 3) }

    /// Whether every modifier of `other` is held.
    func contains(_ other: Self) -> Bool {
        rawValue & other.rawValue == other.rawValue
    }

    /// Adds the modifiers of `other`.
    package mutating func insert(_ other: Self) {
        rawValue |= other.rawValue
    }
}
