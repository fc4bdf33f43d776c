import Foundation

/// SwiftUI's `move(fromOffsets:toOffset:)`, written plainly as its documentation states it:
/// the elements at `source` are taken out, in order, and put in front of the element that was
/// at `destination` (at the end when `destination` is the count).
func referenceMove<T>(_ array: [T], fromOffsets source: IndexSet, toOffset destination: Int) -> [T] {
    let moved = array.indices.filter { source.contains($0) }.map { array[$0] }
    var rest: [T] = []
    var insertion = 0
    for index in array.indices where !source.contains(index) {
        if index < destination { insertion += 1 }
        rest.append(array[index])
    }
    rest.insert(contentsOf: moved, at: insertion)
    return rest
}

/// Every subset of `0..<count`, as index sets.
func everyIndexSet(count: Int) -> [IndexSet] {
    (0..<(1 << count)).map { mask in IndexSet((0..<count).filter { mask & (1 << $0) != 0 }) }
}

/// Every permutation of `0..<count`.
func everyPermutation(count: Int) -> [[Int]] {
    guard count > 0 else { return [[]] }
    return everyPermutation(count: count - 1).flatMap { shorter in
        (0...shorter.count).map { place in
            var longer = shorter
            longer.insert(count - 1, at: place)
            return longer
        }
    }
}
