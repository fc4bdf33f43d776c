/// The package's announcement tables as it ships them, in one resource
/// (`Resources/MoveStrings.tables`, written by `scripts/pack-strings.py` from the JSON files
/// translators edit): each table minified and compressed on its own as raw DEFLATE, behind
/// an index, so that only the language asked for is read and inflated.
///
/// The format, numbers big-endian: `"MST1"`; the number of tables (2 bytes); for each table
/// the length of its tag (1 byte), the tag (ASCII) and the length of its stream (4 bytes);
/// then the streams in the index's order, up to the end of the file.
enum TablePack {
    /// The compressed table of a language.
    ///
    /// - Parameters:
    ///   - tag: The table's tag, such as `"pt-BR"`.
    ///   - pack: The whole resource.
    /// - Returns: The table's raw DEFLATE stream.
    /// - Throws: ``PackedTableError`` when the pack is malformed or holds no table for `tag`.
    static func stream(of tag: String, in pack: [UInt8]) throws -> [UInt8] {
        /// The big-endian number in `count` bytes from `start`, which the caller has checked are there.
        func number(at start: Int, count: Int) -> Int {
            pack[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
        }
        guard pack.count >= 6, number(at: 0, count: 4) == 0x4D53_5431 else { throw PackedTableError.notATablePack }  // "MST1"
        var position = 6, offset = 0
        var found: Range<Int>?
        for _ in 0..<number(at: 4, count: 2) {
            guard position < pack.count, pack.count - position - 5 >= Int(pack[position]) else {
                throw PackedTableError.indexCutShort
            }
            let tagEnd = position + 1 + Int(pack[position])
            let length = number(at: tagEnd, count: 4)
            // Checked as it is added, so that no length, however large, overflows the sum.
            guard (0...pack.count - offset).contains(length) else { throw PackedTableError.lengthsDisagree }
            if String(decoding: pack[position + 1..<tagEnd], as: UTF8.self) == tag { found = offset..<offset + length }
            offset += length
            position = tagEnd + 4
        }
        guard pack.count - position == offset else { throw PackedTableError.lengthsDisagree }
        guard let found else { throw PackedTableError.noTable }
        return Array(pack[position + found.lowerBound..<position + found.upperBound])
    }
}
