/// One row of a list: what the move benchmarks reorder.
public struct Row: Hashable, Identifiable, Sendable {
    public let id: Int
    public var title: String

    public init(id: Int) {
        self.id = id
        self.title = "Row \(id)"  // short enough to be stored inline, so rows allocate nothing
    }

    /// `count` rows with ids `0 ..< count`, in order.
    public static func list(count: Int) -> [Row] {
        (0..<count).map(Row.init(id:))
    }
}

extension Array {
    /// A copy with a buffer of its own, so that timing a mutation never includes the copy.
    public func uniqueCopy() -> [Element] {
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
