@testable import ILikeToMoveItCore
import Testing

/// DEFLATE data no compressor writes, written bit by bit (``DeflateBits``): each is refused
/// with the error that names what is wrong.
@Suite struct HostileDeflateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var input: [UInt8]
        var error: PackedTableError
        var testDescription: String { name }
    }

    static let fixedBlock = DeflateBits().block(final: true, type: 1)
    static let dynamicBlock = DeflateBits().block(final: true, type: 2)
    /// A code-length code of three symbols: 18 (a run of zeros) as `0`, 0 as `10`, 1 as `11`.
    static let zerosAndOnes = dynamicBlock.dynamicHeader(
        literals: 257, distances: 1, lengthCodeLengths: [0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2])

    static let cases = [
        Case(name: "nothing", input: [], error: .truncated),
        Case(name: "a block of the reserved type", input: DeflateBits().block(final: true, type: 3).bytes,
             error: .invalidBlockType),
        Case(name: "no final block", input: DeflateBits().block(final: false, type: 1).fixed(256).bytes, error: .truncated),
        Case(name: "a stored length that its complement contradicts", input: [0x01, 0x05, 0x00, 0x00, 0x00],
             error: .storedLengthMismatch),
        Case(name: "a stored block shorter than its length", input: [0x01, 0x05, 0x00, 0xFA, 0xFF, 0x61], error: .truncated),
        Case(name: "a copy before any output", input: fixedBlock.fixed(257).code(0, length: 5).bytes,
             error: .distanceTooFar),
        Case(name: "a copy from before the start", input: fixedBlock.fixed(0x61).fixed(257).code(1, length: 5).bytes,
             error: .distanceTooFar),
        Case(name: "the length symbol 286", input: fixedBlock.fixed(0x61).fixed(286).bytes, error: .invalidSymbol),
        Case(name: "the distance symbol 30", input: fixedBlock.fixed(0x61).fixed(257).code(30, length: 5).bytes,
             error: .invalidSymbol),
        Case(name: "287 literal/length codes", input: dynamicBlock.number(30, bits: 5).number(0, bits: 5).number(0, bits: 4).bytes,
             error: .tooManyCodes),
        Case(name: "31 distance codes", input: dynamicBlock.number(0, bits: 5).number(30, bits: 5).number(0, bits: 4).bytes,
             error: .tooManyCodes),
        Case(name: "an over-subscribed code-length code",
             input: dynamicBlock.dynamicHeader(literals: 257, distances: 1, lengthCodeLengths: [1, 1, 1, 1]).bytes,
             error: .invalidCodeLengths),
        Case(name: "an incomplete code-length code of three symbols",
             input: dynamicBlock.dynamicHeader(literals: 257, distances: 1, lengthCodeLengths: [2, 2, 2, 0]).bytes,
             error: .invalidCodeLengths),
        // 16 as `1`, 0 as `0`; the first symbol is 16.
        Case(name: "a repeat of no length",
             input: dynamicBlock.dynamicHeader(literals: 257, distances: 1, lengthCodeLengths: [1, 0, 0, 1]).code(1, length: 1).bytes,
             error: .repeatWithoutLength),
        // Two runs of 138 zeros where the header counts 258 lengths.
        Case(name: "a run past the lengths counted",
             input: zerosAndOnes.code(0, length: 1).number(127, bits: 7).code(0, length: 1).number(127, bits: 7).bytes,
             error: .codeLengthsOverrun),
        // 258 zeros: the end of block has no code.
        Case(name: "no code for the end of block",
             input: zerosAndOnes.code(0, length: 1).number(127, bits: 7).code(0, length: 1).number(109, bits: 7).bytes,
             error: .noEndOfBlock),
        // Lengths 1, 1, 1 for the literals 0, 1, 2 and 256: over-subscribed.
        Case(name: "an over-subscribed literal/length code",
             input: zerosAndOnes.code(3, length: 2).code(3, length: 2).code(3, length: 2)
                .code(0, length: 1).number(127, bits: 7).code(0, length: 1).number(104, bits: 7)
                .code(3, length: 2).code(2, length: 2).bytes,
             error: .invalidCodeLengths),
        // Only the end of block has a code, `0`; the block starts with `1` (and 14 bits more,
        // as long as the longest code).
        Case(name: "bits that start no code", input: endOfBlockOnly.code(1, length: 1).number(0, bits: 14).bytes,
             error: .invalidCode),
        // 4,100 copies of 258 bytes: a megabyte and more from 6.7 kB.
        Case(name: "more than a megabyte",
             input: (0..<4_100).reduce(fixedBlock.fixed(0x61)) { stream, _ in stream.fixed(285).code(0, length: 5) }
                .fixed(256).bytes,
             error: .outputTooLarge),
    ]

    /// A dynamic block whose literal/length code has one code, `0`, for the end of block,
    /// and whose distance code has none: what follows is the block's data.
    static let endOfBlockOnly = zerosAndOnes.code(0, length: 1).number(117, bits: 7).code(0, length: 1).number(117, bits: 7)
        .code(3, length: 2).code(2, length: 2)

    @Test(arguments: cases)
    func isRefused(testCase: Case) {
        #expect(throws: testCase.error) { try Inflater.inflate(testCase.input) }
    }

    /// A code of one symbol, or none, is a prefix code (RFC 1951 section 3.2.7): the block
    /// of ``endOfBlockOnly`` that ends at once is valid, and empty.
    @Test func aCodeOfOneSymbolIsAccepted() throws {
        #expect(try Inflater.inflate(Self.endOfBlockOnly.code(0, length: 1).bytes) == [])
    }
}
