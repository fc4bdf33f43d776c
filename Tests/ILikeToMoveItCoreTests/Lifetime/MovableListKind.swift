import Testing

/// The collections a move can run on, each reaching a different path of the moves: an
/// `Array`, a `ContiguousArray` and an `ArraySlice` (indices not from zero) have their
/// elements moved in place with raw pointers; ``WrappedList`` exposes its storage for
/// writing, for reading only, or not at all.
enum MovableListKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case array
    case contiguousArray
    case arraySlice
    case wrappedWritable
    case wrappedReadable
    case wrappedHidden

    var testDescription: String { rawValue }

    /// Runs `check` with a function that makes a list of this kind from elements; `padding`
    /// surrounds a slice's elements in its base array.
    func run<Check: MovableListCheck>(_ check: Check, padding: [Check.Element]) {
        switch self {
        case .array: check { $0 }
        case .contiguousArray: check { ContiguousArray($0) }
        case .arraySlice: check { (padding + $0 + padding)[padding.count..<(padding.count + $0.count)] }
        case .wrappedWritable: check { WrappedList($0, storage: .writable) }
        case .wrappedReadable: check { WrappedList($0, storage: .readable) }
        case .wrappedHidden: check { WrappedList($0, storage: .hidden) }
        }
    }
}

extension MovableListKind {
    /// Runs the check that `make` builds, for lists of each length in `lengths`, on tracked
    /// elements made for that run (and two more as a slice's padding), then expects every
    /// instance still alive to be one of those: the check created and destroyed nothing.
    func runForEachLength<Element: TrackedListItem, Check: MovableListCheck>(
        _ lengths: ClosedRange<Int>, of _: Element.Type,
        _ make: (_ items: [Element], _ tracker: LifetimeTracker) -> Check
    ) where Check.Element == Element {
        for length in lengths {
            withLifetimeTracking { tracker in
                let items = Element.list(0..<length, tracker: tracker)
                let padding = Element.list(100..<102, tracker: tracker)
                run(make(items, tracker), padding: padding)
                #expect(tracker.liveInstances == length + padding.count, "\(self): a move created or destroyed an instance")
            }
        }
    }
}

/// A check that runs on any kind of list (Swift has no generic closures, so it is a type).
protocol MovableListCheck {
    associatedtype Element
    func callAsFunction<List: MutableCollection & RangeReplaceableCollection>(
        _ make: ([Element]) -> List
    ) where List.Element == Element
}
