/// A decoder of raw DEFLATE data (RFC 1951), the form the announcement tables ship in
/// (`Resources/MoveStrings.tables`, written by `scripts/pack-strings.py`).
///
/// It decodes the three kinds of block (stored, fixed Huffman codes, dynamic Huffman codes),
/// the same on every platform, and trusts nothing it reads: a stream that ends early, code
/// lengths that make no prefix code, a distance reaching before the output, an output above
/// the limit or bytes after the final block throw a ``PackedTableError``. Every step consumes
/// input, so every input ends in a result or an error.
///
/// Huffman codes are decoded a bit at a time against the number of codes of each length
/// (canonical codes, RFC 1951 section 3.2.2): a few lines instead of lookup tables, and fast
/// enough for tables of a few kilobytes, each decoded once per process.
struct Inflater {
    private let input: [UInt8]
    private let limit: Int
    /// The next byte of `input` to load into `bitBuffer`.
    private var position = 0
    /// Bits loaded and not consumed yet, the next one lowest; fewer than 8 between reads.
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// Decodes one raw DEFLATE stream.
    ///
    /// - Parameters:
    ///   - input: The stream: its blocks up to the one marked final, and nothing after it.
    ///   - limit: The most bytes the output may have; 1 MiB unless given.
    /// - Returns: The decoded bytes.
    /// - Throws: ``PackedTableError`` saying what is wrong with the input.
    static func inflate(_ input: [UInt8], limit: Int = 1 << 20) throws -> [UInt8] {
        var inflater = Inflater(input: input, limit: limit)
        var isFinal = false
        while !isFinal {
            isFinal = try inflater.bits(1) == 1
            switch try inflater.bits(2) {
            case 0: try inflater.copyStoredBlock()
            case 1: try inflater.decodeBlock(fixedCodes)
            case 2: try inflater.decodeBlock(inflater.readDynamicCodes())
            default: throw PackedTableError.invalidBlockType
            }
        }
        guard inflater.position == input.count else {
            throw PackedTableError.trailingData
        }
        return inflater.output
    }

    private init(input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
    }

    /// The next `count` bits (at most 16) as a number, the first read the lowest.
    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw PackedTableError.truncated }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    /// Throws unless `count` more bytes fit in the output.
    private func reserve(_ count: Int) throws {
        guard count <= limit - output.count else { throw PackedTableError.outputTooLarge }
    }

    /// A stored block: from the next byte boundary, its length, the length's complement, and
    /// as many bytes, copied as they are.
    private mutating func copyStoredBlock() throws {
        // The bits left over belong to the last byte loaded: the block's length starts at the next.
        bitBuffer = 0
        bitCount = 0
        guard input.count - position >= 4 else { throw PackedTableError.truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length ^ complement == 0xFFFF else { throw PackedTableError.storedLengthMismatch }
        position += 4
        guard input.count - position >= length else { throw PackedTableError.truncated }
        try reserve(length)
        output += input[position..<position + length]
        position += length
    }

    /// A compressed block, up to its end-of-block symbol: literal bytes, and copies of
    /// `length` bytes from `distance` bytes back (RFC 1951 section 3.2.5).
    private mutating func decodeBlock(_ codes: (literals: HuffmanCode, distances: HuffmanCode)) throws {
        while true {
            let symbol = try decode(codes.literals)
            if symbol < 256 {
                try reserve(1)
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            guard symbol < 286 else { throw PackedTableError.invalidSymbol }
            let (lengthBase, lengthBits) = Self.range(of: symbol - 257, first: 3, step: 4)
            let length = try lengthBase + bits(lengthBits)
            let distanceSymbol = try decode(codes.distances)
            guard distanceSymbol < 30 else { throw PackedTableError.invalidSymbol }
            let (distanceBase, distanceBits) = Self.range(of: distanceSymbol, first: 1, step: 2)
            let distance = try distanceBase + bits(distanceBits)
            guard distance <= output.count else { throw PackedTableError.distanceTooFar }
            try reserve(length)
            // Byte by byte: a copy may overlap what it writes (distance 1 repeats one byte).
            for from in output.count - distance..<output.count - distance + length {
                output.append(output[from])
            }
        }
    }

    /// The next symbol of `code`, its bits read from the most significant.
    private mutating func decode(_ code: HuffmanCode) throws -> Int {
        // `value` is the bits read so far; `first` the first code of their length, which
        // `value` never falls below, and `index` the place of that code's symbol.
        var value = 0, first = 0, index = 0
        for length in 1...15 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - first < count { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw PackedTableError.invalidCode
    }

    /// A dynamic block's header: the code-length code, then the code lengths of the
    /// literal/length and distance codes (RFC 1951 section 3.2.7).
    private mutating func readDynamicCodes() throws -> (literals: HuffmanCode, distances: HuffmanCode) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, lengthCodeCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw PackedTableError.tooManyCodes }
        var lengthCodeLengths = [Int](repeating: 0, count: 19)
        for symbol in Self.lengthCodeOrder.prefix(lengthCodeCount) {
            lengthCodeLengths[symbol] = try bits(3)
        }
        let lengthCode = HuffmanCode(lengths: lengthCodeLengths)
        guard lengthCode.isPrefixCode else { throw PackedTableError.invalidCodeLengths }
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            let (repeated, times): (Int, Int)
            switch symbol {
            case 16:
                guard let previous = lengths.last else { throw PackedTableError.repeatWithoutLength }
                (repeated, times) = try (previous, 3 + bits(2))
            case 17: (repeated, times) = try (0, 3 + bits(3))
            case 18: (repeated, times) = try (0, 11 + bits(7))
            default: (repeated, times) = (symbol, 1)
            }
            guard times <= literalCount + distanceCount - lengths.count else { throw PackedTableError.codeLengthsOverrun }
            lengths += repeatElement(repeated, count: times)
        }
        guard lengths[256] > 0 else { throw PackedTableError.noEndOfBlock }
        let literals = HuffmanCode(lengths: Array(lengths[..<literalCount]))
        let distances = HuffmanCode(lengths: Array(lengths[literalCount...]))
        guard literals.isPrefixCode, distances.isPrefixCode else { throw PackedTableError.invalidCodeLengths }
        return (literals, distances)
    }

    /// The order in which a dynamic header gives the code-length code's lengths.
    private static let lengthCodeOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The smallest length (`first` 3, `step` 4, `index` counted from symbol 257) or distance
    /// (`first` 1, `step` 2) a symbol stands for, and the number of extra bits that add to it
    /// (RFC 1951 section 3.2.5): the first 2 × `step` symbols stand for `first` and on, with
    /// none; then each `step` symbols take one extra bit more; length symbol 285 is 258.
    private static func range(of index: Int, first: Int, step: Int) -> (base: Int, extraBits: Int) {
        if index < 2 * step { return (first + index, 0) }
        if index == 28 && step == 4 { return (258, 0) }
        let extraBits = index / step - 1
        return ((step + index % step) << extraBits + first, extraBits)
    }

    /// The codes of a fixed-code block (RFC 1951 section 3.2.6). The distance code has 32
    /// codes of 5 bits, of which 30 and 31 never occur in valid data.
    private static let fixedCodes: (literals: HuffmanCode, distances: HuffmanCode) = {
        var lengths = [Int](repeating: 8, count: 288)
        lengths.replaceSubrange(144..<256, with: repeatElement(9, count: 112))
        lengths.replaceSubrange(256..<280, with: repeatElement(7, count: 24))
        return (HuffmanCode(lengths: lengths), HuffmanCode(lengths: Array(repeating: 5, count: 32)))
    }()
}

/// A canonical Huffman code, given by the code length of each symbol (0 for a symbol
/// without a code): the number of codes of each length, and the symbols in code order.
private struct HuffmanCode {
    /// The number of codes of each length, 1…15 (index 0 counts the symbols without a code).
    var counts = [Int](repeating: 0, count: 16)
    /// The symbols that have a code, shorter codes first, by symbol within a length.
    var symbols: [Int]
    /// Whether the lengths make a prefix code: no bit string is the code of two symbols, and
    /// every bit string starts a code, except in a code of one symbol or none (RFC 1951
    /// section 3.2.7 allows one distance code, or none when a block copies nothing).
    let isPrefixCode: Bool

    /// - Parameter lengths: Each symbol's code length, 0…15.
    init(lengths: [Int]) {
        for length in lengths { counts[length] += 1 }
        // Codes of each length not taken yet: below 0 once a length is over-subscribed (and
        // then at every longer length), above 0 at the end when the code is incomplete.
        var unused = 1
        for length in 1...15 { unused = unused << 1 - counts[length] }
        isPrefixCode = unused == 0 || unused > 0 && lengths.count - counts[0] <= 1
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count - counts[0])
        for (symbol, length) in lengths.enumerated() where length > 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }
}
