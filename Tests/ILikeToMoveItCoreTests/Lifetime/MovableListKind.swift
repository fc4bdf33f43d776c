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

    /// Runs `check` on `items` in a list of this kind; `padding` surrounds a slice's elements
    /// in its base array.
    func run<Check: MovableListCheck, Element: TrackedListItem>(
        _ check: Check, on items: [Element], tracker: LifetimeTracker, padding: [Element]
    ) {
        let context = "\(self)"
        switch self {
        case .array: check(items, tracker: tracker, context: context) { $0 }
        case .contiguousArray: check(items, tracker: tracker, context: context) { ContiguousArray($0) }
        case .arraySlice:
            check(items, tracker: tracker, context: context) {
                (padding + $0 + padding)[padding.count..<(padding.count + $0.count)]
            }
        case .wrappedWritable: check(items, tracker: tracker, context: context) { WrappedList($0, storage: .writable) }
        case .wrappedReadable: check(items, tracker: tracker, context: context) { WrappedList($0, storage: .readable) }
        case .wrappedHidden: check(items, tracker: tracker, context: context) { WrappedList($0, storage: .hidden) }
        }
    }
}

extension MovableListKind {
    /// Runs `check` on lists of each length in `lengths`, of the kind of element given, made
    /// for that run (and two more as a slice's padding), then expects every instance still
    /// alive to be one of those: the check created and destroyed nothing.
    func runForEachLength<Check: MovableListCheck>(_ lengths: ClosedRange<Int>, of element: TrackedElementKind, _ check: Check) {
        switch element {
        case .object: runForEachLength(lengths, of: LifetimeTracked<Int>.self, check)
        case .record: runForEachLength(lengths, of: TrackedRecord.self, check)
        }
    }

    private func runForEachLength<Element: TrackedListItem, Check: MovableListCheck>(
        _ lengths: ClosedRange<Int>, of _: Element.Type, _ check: Check
    ) {
        for length in lengths {
            withLifetimeTracking { tracker in
                let items = Element.list(0..<length, tracker: tracker)
                let padding = Element.list(100..<102, tracker: tracker)
                run(check, on: items, tracker: tracker, padding: padding)
                #expect(tracker.liveInstances == length + padding.count, "\(self): a move created or destroyed an instance")
            }
        }
    }
}

/// A check that runs on any kind of list and element (Swift has no generic closures, so it
/// is a type): `make` builds the list from `items`; `context` names the kind of list.
protocol MovableListCheck {
    func callAsFunction<Element: TrackedListItem, List: MutableCollection & RangeReplaceableCollection>(
        _ items: [Element], tracker: LifetimeTracker, context: String, _ make: ([Element]) -> List
    ) where List.Element == Element
}
