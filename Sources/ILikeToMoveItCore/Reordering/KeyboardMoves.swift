/// An arrow key, as a keyboard handler reports it.
package enum MoveArrowKey: Hashable, Sendable, CaseIterable {
    case up
    case down
    case left
    case right
}

/// The modifier keys held with an arrow key.
package struct MoveKeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// ⇧
    package static let shift = Self(rawValue: 1 << 0)
    /// ⌃
    package static let control = Self(rawValue: 1 << 1)
    /// ⌥
    package static let option = Self(rawValue: 1 << 2)
    /// ⌘
    package static let command = Self(rawValue: 1 << 3)
}
