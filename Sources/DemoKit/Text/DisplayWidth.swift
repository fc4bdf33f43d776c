/// Terminal column widths of text, so that columns holding Japanese names or announcements
/// stay aligned.
///
/// A terminal draws most characters in one column, East Asian wide and fullwidth characters
/// (kana, kanji, hangul, fullwidth forms) and emoji in two, and combining marks, zero-width
/// joiners and variation selectors in none. The width of a grapheme cluster is the width of
/// its widest scalar, or two when it asks for emoji presentation (U+FE0F).
enum DisplayWidth {
    /// The number of terminal columns `character` occupies: 0, 1 or 2.
    ///
    /// Control characters count as 0; callers sanitise them before drawing.
    static func of(_ character: Character) -> Int {
        var widest = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { return 2 }
            widest = max(widest, of(scalar))
        }
        return widest
    }

    /// The number of terminal columns `text` occupies.
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The width of one scalar taken alone.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if isZeroWidth(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    private static func isZeroWidth(_ value: UInt32) -> Bool {
        contains(value, in: zeroWidthRanges)
    }

    private static func isWide(_ value: UInt32) -> Bool {
        value >= 0x1100 && contains(value, in: wideRanges)
    }

    /// Binary search in sorted, disjoint ranges.
    ///
    /// - Complexity: O(log n) in the number of ranges.
    private static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    // Both tables are sorted and disjoint, for the binary search.
    static let zeroWidthRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
        0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x20D0...0x20FF,
        0x3099...0x309A, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF...0xFEFF,
        0x1F3FB...0x1F3FF, 0xE0000...0xE0FFF,
    ]

    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD,
    ]
}

extension String {
    /// The number of terminal columns this string occupies.
    var displayWidth: Int { DisplayWidth.of(self) }

    /// This string cut to at most `width` columns, ending in "…" when something was cut.
    ///
    /// A wide character that would straddle the limit is left out rather than split.
    ///
    /// - Parameter width: The number of columns available; zero or less gives "".
    /// - Returns: A string whose `displayWidth` is at most `width`.
    /// - Complexity: O(n) in the length of the string.
    func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return self }
        var result = ""
        var used = 0
        for character in self {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// This string cut or padded with spaces to exactly `width` columns.
    ///
    /// - Parameter width: The number of columns to fill; zero or less gives "".
    /// - Returns: A string whose `displayWidth` is exactly `max(width, 0)`.
    func padded(toWidth width: Int) -> String {
        let cut = truncated(toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - cut.displayWidth))
    }

    /// This string with control characters (newlines, tabs, escapes) replaced by spaces, so a
    /// hostile or pasted label can never move the cursor or break a line on screen.
    var sanitizedForTerminal: String {
        String(String.UnicodeScalarView(unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) ? " " : scalar
        }))
    }
}

extension StringProtocol {
    /// This text without leading and trailing whitespace and newlines.
    var trimmedWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
