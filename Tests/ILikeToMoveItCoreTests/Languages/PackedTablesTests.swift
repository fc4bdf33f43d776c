import Foundation
@testable import ILikeToMoveItCore
import Testing

/// What an app copies, the resource `Resources/MoveStrings.tables`, against what translators
/// edit, `Translations/MoveStrings-<tag>.json`: every table is in the pack, and inflates,
/// through the path the package reads it by, to its source, minified. After changing a
/// table, `python3 scripts/pack-strings.py` writes the pack again.
@Suite struct PackedTablesTests {
    static let translations = Checkout.root.appendingPathComponent("Sources/ILikeToMoveItCore/Translations")
    static let pack = Checkout.root.appendingPathComponent("Sources/ILikeToMoveItCore/Resources/MoveStrings.tables")

    /// The tags in the pack's index, in its order.
    static func packedTags() throws -> [String] {
        let pack = try [UInt8](Data(contentsOf: Self.pack))
        var tags: [String] = [], position = 6
        for _ in 0..<(Int(pack[4]) << 8 | Int(pack[5])) {
            let length = Int(pack[position])
            tags.append(String(decoding: pack[position + 1...position + length], as: UTF8.self))
            position += length + 5
        }
        return tags
    }

    @Test func thePackHoldsTheShippedTablesInOrder() throws {
        #expect(try Self.packedTags() == MoveStrings.shippedLanguages,
                "the pack is out of date: run python3 scripts/pack-strings.py")
    }

    @Test(arguments: MoveStrings.shippedLanguages)
    func theShippedTableSaysWhatItsSourceSays(tag: String) throws {
        let source = try Data(contentsOf: Self.translations.appendingPathComponent("MoveStrings-\(tag).json"))
        let shipped = try MoveStrings.packedData(tag)
        #expect(try JSONDecoder().decode(JSONValue.self, from: shipped) == JSONDecoder().decode(JSONValue.self, from: source),
                "MoveStrings-\(tag).json differs from the pack: run python3 scripts/pack-strings.py")
        #expect(Self.withoutWhitespace(shipped) == shipped, "the pack's \(tag) table is not minified")
        #expect(shipped.count < source.count)
    }

    /// The JSON text without the whitespace between its tokens.
    static func withoutWhitespace(_ json: Data) -> Data {
        var result = Data(), inString = false, escaped = false
        for byte in json {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                continue
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            }
            result.append(byte)
        }
        return result
    }

    /// The readable tables are not resources: an app copies only the pack.
    @Test func theSourcesAreNotShipped() throws {
        let resources = try FileManager.default.contentsOfDirectory(
            atPath: Checkout.root.appendingPathComponent("Sources/ILikeToMoveItCore/Resources").path)
        #expect(resources.filter { !$0.hasPrefix(".") } == ["MoveStrings.tables"])
    }
}
