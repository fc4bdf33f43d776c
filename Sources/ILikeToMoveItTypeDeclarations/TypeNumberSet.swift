/// A set of type numbers (see ``TypeRecord/number``), stored as bits.
///
/// Each type in a ``TypeGraph`` has a small number of its own, so the set of a type's
/// ancestors fits in a few machine words and a conformance check is one bit test instead of
/// hashing an identifier. A set takes one bit per number up to its largest member, so
/// copying it to a child costs far less than copying a set of identifiers.
package struct TypeNumberSet: Hashable, Sendable {
    private var words: [UInt64] = []

    /// The empty set.
    init() {}

    /// Whether `number` is in the set; `false` for negative numbers.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func contains(_ number: Int) -> Bool {
        guard number >= 0 else { return false }
        let word = number &>> 6
        return word < words.count && words[word] & (1 &<< UInt64(number & 63)) != 0
    }

    /// Adds `number`; negative numbers are ignored.
    ///
    /// - Complexity: O(1) amortised, O(*m* / 64) when the set grows to hold number *m*.
    mutating func insert(_ number: Int) {
        guard number >= 0 else { return }
        let word = number &>> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 &<< UInt64(number & 63)
    }

    /// Adds every member of `other`.
    ///
    /// - Complexity: O(*m* / 64), *m* being the largest number in either set.
    mutating func formUnion(_ other: TypeNumberSet) {
        if words.isEmpty {
            // Share the other set's words: a type with one parent copies them only when it
            // adds the parent's own number.
            words = other.words
            return
        }
        if words.count < other.words.count {
            words.append(contentsOf: repeatElement(0, count: other.words.count - words.count))
        }
        for index in other.words.indices { words[index] |= other.words[index] }
    }

    /// Calls `body` with every member, in increasing order.
    ///
    /// - Complexity: O(*m* / 64 + *k*) for *k* members, *m* being the largest.
    package func forEach(_ body: (Int) throws -> Void) rethrows {
        for (index, word) in words.enumerated() {
            var remaining = word
            while remaining != 0 {
                try body(index &<< 6 | remaining.trailingZeroBitCount)
                remaining &= remaining &- 1
            }
        }
    }
}
