import Testing

/// A list element whose lifetime is tracked: an identity, a label to announce, and a
/// ``LifetimeTracked`` instance behind it.
protocol TrackedListItem: Identifiable, Hashable, Sendable where ID == Int {
    /// A new element with identity `id`, its instance counted by `tracker`.
    init(id: Int, tracker: LifetimeTracker)
    /// The text a move announces.
    var label: String { get }
}

extension TrackedListItem {
    /// A new element for each identity, in order.
    static func list(_ ids: some Sequence<Int>, tracker: LifetimeTracker) -> [Self] {
        ids.map { Self(id: $0, tracker: tracker) }
    }
}

/// The instance itself as the element: one reference, retained and released as it moves.
extension LifetimeTracked: TrackedListItem where Payload == Int {
    convenience init(id: Int, tracker: LifetimeTracker) {
        self.init(id, label: "Item \(id)", tracker: tracker)
    }
}

/// A value several words wide holding a tracked instance and a heap-allocated string: moving
/// it bit for bit must still leave each reference counted exactly once.
struct TrackedRecord: TrackedListItem {
    var object: LifetimeTracked<Int>
    var label: String
    var weight: Double

    var id: Int { object.payload }

    init(id: Int, tracker: LifetimeTracker) {
        object = LifetimeTracked(id, label: "Record \(id)", tracker: tracker)
        label = "Record number \(id), long enough to live on the heap"
        weight = Double(id) / 2
    }
}

/// The kinds of element the lifetime tests move.
enum TrackedElementKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// ``LifetimeTracked`` instances.
    case object
    /// ``TrackedRecord`` values.
    case record

    var testDescription: String { rawValue }
}

/// A list that is not an `Array`, with indices that do not start at zero, which exposes its
/// contiguous storage as chosen: so a test can reach each path of the moves' `replaceAll`
/// (mutable storage moved in place; readable storage gathered; no storage at all).
struct WrappedList<Element>: MutableCollection, RangeReplaceableCollection, RandomAccessCollection {
    /// Which contiguous storage the list exposes.
    enum Storage: String, CaseIterable, Sendable {
        /// Neither `withContiguousStorageIfAvailable` nor its mutable form.
        case hidden
        /// `withContiguousStorageIfAvailable` only.
        case readable
        /// Both, like an `Array`.
        case writable
    }

    private(set) var elements: [Element]
    private(set) var storage: Storage
    private let base = 10

    init() { self.init([], storage: .hidden) }

    init(_ elements: [Element], storage: Storage) {
        self.elements = elements
        self.storage = storage
    }

    var startIndex: Int { base }
    var endIndex: Int { base + elements.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }

    subscript(position: Int) -> Element {
        get { elements[position - base] }
        set { elements[position - base] = newValue }
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        elements.replaceSubrange((subrange.lowerBound - base)..<(subrange.upperBound - base), with: newElements)
    }

    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
        storage == .hidden ? nil : try elements.withUnsafeBufferPointer(body)
    }

    mutating func withContiguousMutableStorageIfAvailable<R>(
        _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
    ) rethrows -> R? {
        storage == .writable ? try elements.withUnsafeMutableBufferPointer(body) : nil
    }
}
