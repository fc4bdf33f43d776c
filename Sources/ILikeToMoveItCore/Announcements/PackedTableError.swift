/// What keeps a shipped table from being read: its resource and index (``TablePack``), or
/// its DEFLATE stream (``Inflater``). One type for both, as the package reads them together.
enum PackedTableError: Error {
    // The pack.

    /// The package has no resource `MoveStrings.tables`, or it cannot be read.
    case missing
    /// The data does not start with the pack's header.
    case notATablePack
    /// The index ends before the number of tables it counts.
    case indexCutShort
    /// The streams' lengths do not add up to the bytes after the index.
    case lengthsDisagree
    /// The pack has no table of the tag.
    case noTable

    // The table's DEFLATE stream.

    /// The data ends before its final block does.
    case truncated
    /// A block header gives the reserved block type 3.
    case invalidBlockType
    /// A stored block's length and its complement disagree.
    case storedLengthMismatch
    /// A dynamic header counts more than 286 literal/length codes or 30 distance codes.
    case tooManyCodes
    /// A dynamic header's code lengths make no prefix code (some bit strings would be the
    /// code of two symbols, or none, in a code of more than one symbol).
    case invalidCodeLengths
    /// A dynamic header repeats the previous code length before giving one.
    case repeatWithoutLength
    /// A dynamic header repeats a code length past the number of codes it counts.
    case codeLengthsOverrun
    /// A dynamic header gives no code to the end-of-block symbol.
    case noEndOfBlock
    /// Bits that start no code of the block.
    case invalidCode
    /// A length symbol 286 or 287, or a distance symbol 30 or 31, which valid data never has.
    case invalidSymbol
    /// A copy from further back than the start of the output.
    case distanceTooFar
    /// The output would be longer than the limit given.
    case outputTooLarge
    /// Bytes follow the final block.
    case trailingData
}
