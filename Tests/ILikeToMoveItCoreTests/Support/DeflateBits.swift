/// A DEFLATE bit stream written by hand, for the inflater's tests of input no compressor
/// writes: numbers least significant bit first, Huffman codes most significant bit first
/// (RFC 1951 section 3.1.1), packed from the lowest bit of each byte.
///
/// ```swift
/// let stream = DeflateBits().number(1, bits: 1).number(1, bits: 2).fixed(256).bytes  // [0x03, 0x00]
/// ```
struct DeflateBits {
    private(set) var bytes: [UInt8] = []
    private var bitCount = 0

    /// Appends one bit.
    private mutating func append(_ bit: Int) {
        if bitCount % 8 == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(bit & 1) << UInt8(bitCount % 8)
        bitCount += 1
    }

    /// Adds a number of `bits` bits, its lowest bit first.
    func number(_ value: Int, bits: Int) -> Self {
        var copy = self
        for index in 0..<bits { copy.append(value >> index) }
        return copy
    }

    /// Adds a Huffman code of `length` bits, its highest bit first.
    func code(_ value: Int, length: Int) -> Self {
        var copy = self
        for index in (0..<length).reversed() { copy.append(value >> index) }
        return copy
    }

    /// Adds a literal/length symbol in the fixed code of RFC 1951 section 3.2.6 (0…287).
    func fixed(_ symbol: Int) -> Self {
        switch symbol {
        case ..<144: code(0x30 + symbol, length: 8)
        case ..<256: code(0x190 + symbol - 144, length: 9)
        case ..<280: code(symbol - 256, length: 7)
        default: code(0xC0 + symbol - 280, length: 8)
        }
    }

    /// Adds the header of a block: whether it is the last, and its type (0 stored, 1 fixed
    /// codes, 2 dynamic codes, 3 reserved).
    func block(final: Bool, type: Int) -> Self {
        number(final ? 1 : 0, bits: 1).number(type, bits: 2)
    }

    /// Adds the start of a dynamic block's header: the numbers of literal/length codes
    /// (257…288), of distance codes (1…32) and the code-length code's lengths, given in the
    /// header's order (16, 17, 18, 0, 8, 7, …).
    func dynamicHeader(literals: Int, distances: Int, lengthCodeLengths: [Int]) -> Self {
        lengthCodeLengths.reduce(
            number(literals - 257, bits: 5).number(distances - 1, bits: 5).number(lengthCodeLengths.count - 4, bits: 4)
        ) { $0.number($1, bits: 3) }
    }
}
