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
    /// - Throws: ``TablePackError`` when the pack is malformed or holds no table for `tag`.
    static func stream(of tag: String, in pack: [UInt8]) throws -> [UInt8] {
        guard pack.starts(with: "MST1".utf8), pack.count >= 6 else { throw TablePackError.notATablePack }
        let count = Int(pack[4]) << 8 | Int(pack[5])
        var position = 6, offset = 0
        var found: Range<Int>?
        for _ in 0..<count {
            guard position < pack.count, pack.count - position - 1 >= Int(pack[position]) + 4 else {
                throw TablePackError.indexCutShort
            }
            let tagEnd = position + 1 + Int(pack[position])
            let length = pack[tagEnd..<tagEnd + 4].reduce(0) { $0 << 8 | Int($1) }
            // Checked as it is added, so that no length, however large, overflows the sum.
            guard (0...pack.count - offset).contains(length) else { throw TablePackError.lengthsDisagree }
            if pack[position + 1..<tagEnd].elementsEqual(tag.utf8) { found = offset..<offset + length }
            offset += length
            position = tagEnd + 4
        }
        guard pack.count - position == offset else { throw TablePackError.lengthsDisagree }
        guard let found else { throw TablePackError.noTable(tag) }
        return Array(pack[position + found.lowerBound..<position + found.upperBound])
    }
}

/// What is wrong with a table pack that ``TablePack`` refuses.
enum TablePackError: Error, Equatable {
    /// The data does not start with the pack's header.
    case notATablePack
    /// The index ends before the number of tables it counts.
    case indexCutShort
    /// The streams' lengths do not add up to the bytes after the index.
    case lengthsDisagree
    /// The pack has no table of the tag.
    case noTable(String)
}
