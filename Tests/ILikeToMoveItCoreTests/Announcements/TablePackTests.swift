@testable import ILikeToMoveItCore
import Testing

/// Reading one table's stream out of a pack (``TablePack``), and packs that are malformed.
@Suite struct TablePackTests {
    /// A pack of two tables: "aa", an empty stream (`[0x03, 0x00]`), and "b", a stored "x".
    static let pack: [UInt8] = Array("MST1".utf8) + [0, 2]
        + [2] + Array("aa".utf8) + [0, 0, 0, 2]
        + [1] + Array("b".utf8) + [0, 0, 0, 6]
        + [0x03, 0x00] + [0x01, 0x01, 0x00, 0xFE, 0xFF, 0x78]

    @Test func findsEachTablesStream() throws {
        #expect(try TablePack.stream(of: "aa", in: Self.pack) == [0x03, 0x00])
        #expect(try TablePack.stream(of: "b", in: Self.pack) == [0x01, 0x01, 0x00, 0xFE, 0xFF, 0x78])
        #expect(try Inflater.inflate(TablePack.stream(of: "b", in: Self.pack)) == Array("x".utf8))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var pack: [UInt8]
        var error: PackedTableError
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "nothing", pack: [], error: .notATablePack),
        Case(name: "another format", pack: Array("MST2".utf8) + pack.dropFirst(4), error: .notATablePack),
        Case(name: "no count", pack: Array("MST1".utf8), error: .notATablePack),
        Case(name: "an index cut in an entry", pack: Array(pack.prefix(12)), error: .indexCutShort),
        Case(name: "an index cut before an entry", pack: Array(pack.prefix(13)), error: .indexCutShort),
        Case(name: "a byte after the streams", pack: pack + [0], error: .lengthsDisagree),
        Case(name: "a stream cut short", pack: Array(pack.dropLast()), error: .lengthsDisagree),
        Case(name: "a length beyond the pack", pack: Array(pack.prefix(9)) + [0xFF, 0xFF, 0xFF, 0xFF] + pack.dropFirst(13),
             error: .lengthsDisagree),
        Case(name: "no such table", pack: pack, error: .noTable),
    ]

    @Test(arguments: cases)
    func isRefused(testCase: Case) {
        #expect(throws: testCase.error) { try TablePack.stream(of: "cy", in: testCase.pack) }
    }
}
