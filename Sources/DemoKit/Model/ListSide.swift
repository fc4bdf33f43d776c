/// One of the demo's two lists.
enum ListSide: String, CaseIterable, Hashable, Sendable {
    case left, right

    /// The list across from this one.
    var other: ListSide { self == .left ? .right : .left }
}
