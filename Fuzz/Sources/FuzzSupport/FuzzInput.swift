/// Reads typed values from a fuzzer's bytes, front to back, and keeps going with zeros once
/// the bytes run out, so every input decodes to *some* scenario.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Wraps the bytes libFuzzer handed over.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Wraps the raw buffer of `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        // libFuzzer passes a valid buffer of `count` bytes (or a null pointer with count 0);
        // copying it at once keeps the pointer from escaping the callback.
        self.init(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The bytes not read yet.
    public var remaining: [UInt8] { Array(bytes[min(position, bytes.count)...]) }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A value in `0..<bound` (0 when `bound` ≤ 1).
    public mutating func int(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let value = UInt16(byte()) << 8 | UInt16(byte())
        return Int(value) % bound
    }

    /// A coin toss.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices`, which must not be empty.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(below: choices.count)]
    }

    /// A distance worth trying: small ones, zero, negatives and the extremes.
    public mutating func distance() -> Int {
        let raw = byte()
        switch raw % 8 {
        case 0: return .min
        case 1: return .max
        case 2: return -Int(raw >> 3)
        case 3: return Int.max - Int(raw >> 3)
        default: return Int(raw >> 3)
        }
    }

    /// Up to `limit` bytes, the count read first.
    public mutating func bytes(upTo limit: Int) -> [UInt8] {
        let count = int(below: limit + 1)
        var result: [UInt8] = []
        result.reserveCapacity(count)
        for _ in 0..<count where !isExhausted { result.append(byte()) }
        return result
    }
}
