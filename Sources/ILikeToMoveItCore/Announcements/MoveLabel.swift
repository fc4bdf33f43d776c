/// Makes item labels, which are user data, safe to speak inside a sentence.
///
/// Labels come from the app's items (a bird's name, a reminder's title) and may hold
/// anything: newlines, tabs, control characters, bidirectional overrides that would reverse
/// the rest of the sentence, or ten thousand characters. ``sanitize(_:limit:)``:
///
/// - turns newlines, tabs and every other whitespace or control character into a space;
/// - removes invisible formatting characters: bidirectional embeddings, overrides and
///   isolates, marks, zero-width spaces and the byte-order mark (the zero-width joiner,
///   which emoji sequences need, stays);
/// - collapses runs of spaces into one and trims both ends;
/// - keeps at most `limit` characters, ending a shortened label with "…".
///
/// An empty result means the label says nothing; announcements then omit the neighbour.
///
/// Usable from inline because `MoveAnnouncer`'s public initializer names `defaultLimit`
/// in a default argument, which an app's code evaluates.
@usableFromInline package enum MoveLabel {
    /// The default maximum length of a label in an announcement, in characters.
    @usableFromInline package static let defaultLimit = 80

    /// Returns `label` cleaned for speech.
    ///
    /// ```swift
    /// MoveLabel.sanitize("  Blue\n\tJay\u{202E} ")   // "Blue Jay"
    /// ```
    ///
    /// - Parameters:
    ///   - label: The raw label.
    ///   - limit: The maximum number of characters kept; values below 1 are treated as 1.
    /// - Returns: The cleaned label, possibly empty.
    /// - Complexity: O(min(*n*, *limit*)) where *n* is the label's length: reading stops
    ///   once the limit is reached.
    package static func sanitize(_ label: String, limit: Int = defaultLimit) -> String {
        let limit = max(1, limit)
        if isCleanASCII(label, limit: limit) { return label }
        var scalars = String.UnicodeScalarView()
        var scalarCount = 0
        var pendingSpace = false
        var truncated = false
        // A character holds at least one scalar, so once far more scalars than `limit` have
        // been kept the label will be cut: stop reading there, however long the label is.
        // Saturates, so a limit near `Int.max` (no limit, in effect) cannot overflow.
        let scalarBudget = limit < (Int.max - 8) / 8 ? limit * 8 + 8 : Int.max
        for scalar in label.unicodeScalars {
            if isRemoved(scalar) { continue }
            if isSpace(scalar) {
                pendingSpace = scalarCount > 0
                continue
            }
            if pendingSpace {
                scalars.append(" ")
                scalarCount += 1
                pendingSpace = false
            }
            scalars.append(scalar)
            scalarCount += 1
            if scalarCount > scalarBudget {
                truncated = true
                break
            }
        }
        let result = String(scalars)
        guard truncated || result.count > limit else { return result }
        var kept = result.prefix(limit - 1)
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    /// Whether `label` is printable ASCII with single inner spaces and fits: the common case,
    /// checked without looking up Unicode properties.
    private static func isCleanASCII(_ label: String, limit: Int) -> Bool {
        // Read in place (a native string's bytes are contiguous); a string whose bytes are
        // not takes the long way.
        let clean = label.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count <= limit, bytes.first != 0x20, bytes.last != 0x20 else { return false }
            var previous: UInt8 = 0
            for byte in bytes {
                guard byte >= 0x20, byte < 0x7F, !(byte == 0x20 && previous == 0x20) else { return false }
                previous = byte
            }
            return true
        }
        return clean ?? false
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
        return scalar.properties.isWhitespace
            || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .lineSeparator
            || scalar.properties.generalCategory == .paragraphSeparator
    }

    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return false }
        switch scalar.value {
        case 0x200B, 0x200C, 0x200E, 0x200F,  // zero-width space/non-joiner, LRM, RLM
            0x061C,  // Arabic letter mark
            0x202A...0x202E,  // embeddings and overrides
            0x2060...0x2064,  // word joiner, invisible operators
            0x2066...0x2069,  // isolates
            0xFEFF,  // byte-order mark
            0xFFF9...0xFFFB:  // interlinear annotation
            return true
        default:
            return false
        }
    }
}
