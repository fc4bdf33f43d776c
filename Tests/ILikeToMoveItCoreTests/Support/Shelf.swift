/// A collection that is not an Array, with indices that do not start at zero, and that
/// (like `IdentifiedArray`) only reorders through `swapAt`: the element setter traps when
/// it would change an identity, to prove the moves never overwrite one element with another.
struct Shelf<Element: Identifiable>: MutableCollection, RangeReplaceableCollection, RandomAccessCollection {
    private var storage: [Element]
    private let base = 100

    init() { storage = [] }
    init(_ elements: [Element]) { storage = elements }

    var startIndex: Int { base }
    var endIndex: Int { base + storage.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }

    subscript(position: Int) -> Element {
        get { storage[position - base] }
        set {
            precondition(newValue.id == storage[position - base].id, "Shelf elements are only reordered by swapAt")
            storage[position - base] = newValue
        }
    }

    mutating func swapAt(_ i: Int, _ j: Int) {
        storage.swapAt(i - base, j - base)
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        storage.replaceSubrange((subrange.lowerBound - base)..<(subrange.upperBound - base), with: newElements)
    }

    var elements: [Element] { storage }
}
