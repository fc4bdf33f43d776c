import Foundation

extension Collection where Element: FixedWidthInteger {
    /// The new integer sort keys that make a list ordered by these keys match
    /// `move(fromOffsets: source, toOffset: destination)`, for only the items in the range the
    /// move reorders.
    ///
    /// Call it on the keys in the list's order, and give each item at an update's `offset`
    /// (counted in the list before the move, as `onMove` counts) the update's `key`:
    ///
    /// ```swift
    /// // chores ordered by `order`: Dishes 0, Laundry 1, Plants 2, Post 3
    /// let updates = chores.map(\.order).sortKeyUpdates(movingOffsets: [3], toOffset: 1)
    /// // [offset 3 → 1, offset 1 → 2, offset 2 → 3]: Dishes, Post, Laundry, Plants
    /// for (offset, key) in updates { chores[offset].order = key }
    /// ```
    ///
    /// The items between the first and the last place whose item changes take the keys that
    /// range held, in the new order, so items outside it keep theirs and keys never grow.
    /// Items whose key is already right get no update.
    ///
    /// When the keys are not strictly increasing in the list's order (repeated keys, such as
    /// new items all created with 0, or a list not sorted by them), no range can be renumbered
    /// alone: every item is numbered afresh 0, 1, 2, … in the new order (items beyond the
    /// largest key the type holds get that largest key). Offsets of `source` outside the list
    /// are ignored and `destination` is clamped into `0...count`.
    ///
    /// - Parameters:
    ///   - source: The offsets of the items that move, as `onMove` hands them.
    ///   - destination: Where they go, counted in the list before the move.
    /// - Returns: The items to re-key: each one's offset in the list before the move and its
    ///   new key, in the order of their new places; empty when the move changes nothing.
    /// - Complexity: O(*n* log *n*) in the worst case, *n* being the number of keys.
    public func sortKeyUpdates(movingOffsets source: IndexSet, toOffset destination: Int) -> [(offset: Int, key: Element)] {
        let keys = Array(self)
        let sources = IndexSetMove.sources(count: keys.count, moving: source, to: destination)
        guard let low = sources.indices.first(where: { sources[$0] != $0 }),
              let high = sources.indices.last(where: { sources[$0] != $0 })
        else { return [] }
        let range = keys[low...high].sorted()
        var newKeys = sources.map { keys[$0] }
        newKeys.replaceSubrange(low...high, with: range)
        if !newKeys.isStrictlyIncreasing {
            newKeys = sources.indices.map { Element(exactly: $0) ?? .max }
        }
        return sortKeyChanges(from: keys, to: newKeys, sources: sources)
    }
}

extension Collection where Element: BinaryFloatingPoint {
    /// The new floating-point sort keys that make a list ordered by these keys match
    /// `move(fromOffsets: source, toOffset: destination)`, for only the moved items that
    /// change place: each takes a key between its new neighbours'.
    ///
    /// ```swift
    /// // notes ordered by `rank`: 1.0, 2.0, 3.0, 4.0
    /// let updates = notes.map(\.rank).sortKeyUpdates(movingOffsets: [3], toOffset: 1)
    /// // [offset 3 → 1.5]: only the moved note changes
    /// for (offset, key) in updates { notes[offset].rank = key }
    /// ```
    ///
    /// Moved items that end up side by side share the gap evenly; an item moved to an end
    /// goes one past the key at that end. Items that did not move, and moved items that kept
    /// their place, keep their keys.
    ///
    /// Halving a gap loses precision each time: after about fifty moves into the same gap
    /// there is no key left between two neighbours. Then, and whenever the keys are not
    /// finite and strictly increasing in the list's order (repeated keys, NaN, infinities, a
    /// list not sorted by them), every item is numbered afresh 0, 1, 2, … in the new order,
    /// and the items whose key changes get updates. Offsets of `source` outside the list are
    /// ignored and `destination` is clamped into `0...count`.
    ///
    /// - Parameters:
    ///   - source: The offsets of the items that move, as `onMove` hands them.
    ///   - destination: Where they go, counted in the list before the move.
    /// - Returns: The items to re-key: each one's offset in the list before the move and its
    ///   new key, in the order of their new places; empty when the move changes nothing.
    /// - Complexity: O(*n*), *n* being the number of keys.
    public func sortKeyUpdates(movingOffsets source: IndexSet, toOffset destination: Int) -> [(offset: Int, key: Element)] {
        let keys = Array(self)
        let sources = IndexSetMove.sources(count: keys.count, moving: source, to: destination)
        guard sources.indices.contains(where: { sources[$0] != $0 }) else { return [] }
        var newKeys = sources.map { keys[$0] }
        // Re-key the moved items that changed place, run by run, between the kept neighbours.
        let rekeyed = sources.indices.map { sources[$0] != $0 && source.contains(sources[$0]) }
        var start = 0
        while start < sources.count {
            guard rekeyed[start] else {
                start += 1
                continue
            }
            var end = start
            while end + 1 < sources.count, rekeyed[end + 1] { end += 1 }
            let before = start > 0 ? newKeys[start - 1] : nil
            let after = end + 1 < sources.count ? newKeys[end + 1] : nil
            let runCount = Element(end - start + 1)
            for place in start...end {
                let step = Element(place - start + 1)
                switch (before, after) {
                case let (before?, after?): newKeys[place] = before + (after - before) * step / (runCount + 1)
                case let (before?, nil): newKeys[place] = before + step
                case let (nil, after?): newKeys[place] = after - (runCount + 1 - step)
                case (nil, nil): newKeys[place] = step - 1
                }
            }
            start = end + 1
        }
        if !newKeys.allSatisfy(\.isFinite) || !newKeys.isStrictlyIncreasing {
            newKeys = sources.indices.map { Element($0) }
        }
        return sortKeyChanges(from: keys, to: newKeys, sources: sources)
    }
}

extension Array where Element: Comparable {
    /// Whether each element is less than the next.
    var isStrictlyIncreasing: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1] < self[$0] }
    }
}

/// The items whose key changes between `keys` (in the list's order before the move) and
/// `newKeys` (in the order after it), by offset before the move, ordered by new place.
func sortKeyChanges<Key: Equatable>(from keys: [Key], to newKeys: [Key], sources: [Int]) -> [(offset: Int, key: Key)] {
    sources.indices.compactMap { place in
        keys[sources[place]] == newKeys[place] ? nil : (sources[place], newKeys[place])
    }
}
