@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

/// The object-table reader on its own, without the structure check that normally runs first.
@Suite struct BinaryPropertyListReaderTests {
    @Test func anObjectInsideItselfIsMalformedEvenUnchecked() throws {
        // [<itself>]: the reader must refuse it, not loop.
        let data = SharedObjectPropertyListTests.plist(objects: [[0xA1, 0]])
        let plist = try #require(BinaryPropertyList(Array(data)))
        #expect(throws: BinaryPropertyList.Malformed.self) { try plist.value() }
    }

    @Test func aTrailerThatDoesNotFitIsRefused() {
        #expect(BinaryPropertyList(Array("bplist00".utf8) + [UInt8](repeating: 0, count: 32)) == nil)
        #expect(BinaryPropertyList(Array("bplist00".utf8)) == nil)
    }

    @Test func readsStringsOfBothEncodingsAndOtherValuesAsOther() throws {
        // ["hi", "é" in UTF-16, 7, true]
        let data = SharedObjectPropertyListTests.plist(objects: [
            [0xA4, 1, 2, 3, 4],
            [0x52, UInt8(ascii: "h"), UInt8(ascii: "i")],
            [0x61, 0x00, 0xE9],
            [0x10, 7],
            [0x09],
        ])
        let value = try #require(BinaryPropertyList(Array(data))).value()
        let array = try #require(value.array)
        #expect(array.map(\.string) == ["hi", "é", nil, nil])
    }
}
