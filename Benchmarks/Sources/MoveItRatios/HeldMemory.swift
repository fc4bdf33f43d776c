import BenchmarkWorkloads
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The heap memory that decoded cards occupy once decoding is over: the floor under any way
/// of loading them, since a loader must at least return them.
///
/// Counted exactly, allocation by allocation, with glibc's `malloc_usable_size` (plus the
/// 8-byte chunk header glibc keeps before each block): the array of cards, and each card's
/// title, notes, tags array and tag strings when they live on the heap. Reading where a
/// string keeps its bytes relies on the layout of native Swift strings on 64-bit platforms
/// (small strings are stored inline and cost nothing here), which is why this is a benchmark
/// diagnostic and not library code. Linux only; elsewhere it returns `nil`.
enum HeldMemory {
    static func bytes(of cards: [Card]) -> Double? {
        #if canImport(Glibc)
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size") else { return nil }
        typealias UsableSize = @convention(c) (UnsafeRawPointer?) -> Int
        let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
        let chunkHeader = 8

        func heapBytes(_ string: String) -> Int {
            // The second word of a native string: bit 61 marks a small (inline) string, bit 63
            // an immortal literal; otherwise the low 60 bits address its storage object.
            let word = unsafeBitCast(string, to: (UInt64, UInt64).self).1
            guard word & (1 << 61) == 0, word & (1 << 63) == 0 else { return 0 }
            return usableSize(UnsafeRawPointer(bitPattern: UInt(word & 0x0FFF_FFFF_FFFF_FFFF))) + chunkHeader
        }
        func heapBytes<Element>(_ array: [Element]) -> Int {
            array.isEmpty ? 0 : usableSize(unsafeBitCast(array, to: UnsafeRawPointer.self)) + chunkHeader
        }

        var total = heapBytes(cards)
        for card in cards {
            total += heapBytes(card.title) + heapBytes(card.notes) + heapBytes(card.tags)
            total += card.tags.reduce(0) { $0 + heapBytes($1) }
        }
        return Double(total)
        #else
        return nil
        #endif
    }
}
