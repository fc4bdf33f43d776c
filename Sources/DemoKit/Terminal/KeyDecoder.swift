/// Turns the bytes read from a terminal in raw mode into key presses.
///
/// Bytes arrive in arbitrary chunks: an arrow key (`ESC [ A`) may be split across two reads,
/// and a multi-byte UTF-8 character too. The decoder keeps an incomplete tail until the next
/// `feed(_:)`. A lone `ESC` is ambiguous (the Escape key, or the start of a sequence whose rest
/// has not arrived yet): the caller waits a short time for more input and calls `flush()` when
/// none came, which reports the Escape key.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B])   // []: waiting for the rest
/// decoder.feed([0x41])         // [.up]
/// decoder.feed([0x1B])         // []: Escape, or the start of a sequence?
/// decoder.flush()              // [.escape]
/// ```
///
/// **Bracketed paste.** With the terminal's bracketed paste on (`TerminalSession` turns it
/// on), pasted text arrives between `ESC [200~` and `ESC [201~`. Everything in between is
/// text, reported as one `.paste` event when the end marker arrives, whichever reads the
/// markers and the text are split across:
///
/// - Escape sequences inside do not end the paste and are no keys: ESC and the other control
///   characters are removed (a nested start marker entirely); CR, CR LF and LF become "\n",
///   a tab a space. Invalid UTF-8 becomes U+FFFD.
/// - At most `pasteLimit` bytes are kept; the rest, up to the end marker, is dropped.
/// - A paste that never ends (the end marker was lost) would swallow every key after it, so
///   `flush()`, called when input has been quiet, ends an open paste with what arrived
///   (`TerminalSession` waits `pasteQuietTime` for it). A late end marker is then an unknown
///   sequence, ignored.
struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// The text of the paste being read, while inside one.
    private var paste: [UInt8]?

    /// The most bytes of one paste that are kept (64 KiB: far more than a list of names).
    static let pasteLimit = 64 * 1024

    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Whether bytes are waiting for more input (a lone ESC, a split sequence, an open paste).
    var hasPendingInput: Bool { !pending.isEmpty || paste != nil }

    /// Whether a paste has started and its end marker has not arrived yet.
    var isInPaste: Bool { paste != nil }

    /// Decodes as many keys as `bytes` (after what was pending) complete.
    ///
    /// - Parameter bytes: Bytes just read from the terminal.
    /// - Returns: The completed keys, in order.
    /// - Complexity: O(n) in the number of bytes.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = readPaste(from: index) else {
                    index = pending.count - Self.partialEndMarker(in: pending[index...])
                    break
                }
                keys.append(finishPaste())
                index = end
                continue
            }
            if pending[index...].starts(with: Self.pasteStart) {
                paste = []
                index += Self.pasteStart.count
                continue
            }
            guard let (key, length) = Self.decode(pending[index...]) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Moves the paste's bytes from `start` into the paste, up to the end marker.
    ///
    /// - Returns: The index after the end marker, or nil when it has not arrived; then every
    ///   byte that cannot be the start of the marker has been taken.
    private mutating func readPaste(from start: Int) -> Int? {
        let end = Self.range(of: Self.pasteEnd, in: pending[start...])
        let textEnd = end?.lowerBound ?? (pending.count - Self.partialEndMarker(in: pending[start...]))
        let room = max(0, Self.pasteLimit - (paste?.count ?? 0))
        paste?.append(contentsOf: pending[start..<textEnd].prefix(room))
        return end?.upperBound
    }

    /// The first occurrence of `marker` in `bytes`. (`firstRange(of:)` needs macOS 13.)
    private static func range(of marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Range<Int>? {
        guard bytes.count >= marker.count else { return nil }
        var index = bytes.startIndex
        while index <= bytes.endIndex - marker.count {
            if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) {
                return index..<(index + marker.count)
            }
            index += 1
        }
        return nil
    }

    /// How many bytes at the end of `bytes` could begin the end marker.
    private static func partialEndMarker(in bytes: ArraySlice<UInt8>) -> Int {
        for length in stride(from: min(pasteEnd.count - 1, bytes.count), to: 0, by: -1)
        where bytes.suffix(length).elementsEqual(pasteEnd.prefix(length)) {
            return length
        }
        return 0
    }

    /// Ends the open paste and makes its event.
    private mutating func finishPaste() -> Key {
        defer { paste = nil }
        return .paste(Self.pastedText(paste ?? []))
    }

    /// The text of a paste: UTF-8 (invalid bytes become U+FFFD), line breaks as "\n", tabs
    /// as spaces, nested start markers and other control characters removed.
    static func pastedText(_ bytes: [UInt8]) -> String {
        var bytes = bytes
        while let marker = range(of: pasteStart, in: bytes[...]) { bytes.removeSubrange(marker) }
        let text = String(decoding: bytes, as: UTF8.self)
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r": continue
            case 0x0A, 0x0D: result.append("\n")
            case 0x09: result.append(" ")
            case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// Reports what is pending as complete keys: a lone ESC becomes `.escape`, an incomplete
    /// sequence after it becomes `.escape` followed by its characters, stray bytes `.unknown`;
    /// an open paste ends with what arrived.
    ///
    /// - Returns: The keys the pending bytes stand for.
    mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        if paste != nil {
            // The bytes still pending could only begin the end marker: not text.
            return [finishPaste()]
        }
        guard let first = pending.first else { return [] }
        if first == 0x1B {
            var rest = KeyDecoder()
            return [.escape] + rest.feed(pending.dropFirst()) + rest.flushStray()
        }
        return flushStray()
    }

    private mutating func flushStray() -> [Key] {
        defer { pending.removeAll() }
        return pending.isEmpty ? [] : [.unknown]
    }

    /// Decodes one key at the start of `bytes`, or nil when more bytes are needed.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (.unknown, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return decodeUTF8(bytes)
        }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length = switch first {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0 else { return (.unknown, 1) }
        guard bytes.count >= length else { return nil }
        let sequence = bytes.prefix(length)
        // `String(validating:as:)` needs macOS 15; decoding replaces an invalid sequence
        // (overlong, a surrogate, beyond U+10FFFF), which changes the bytes.
        let text = String(decoding: sequence, as: UTF8.self)
        guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
              text.utf8.elementsEqual(sequence), let scalar = text.unicodeScalars.first
        else { return (.unknown, 1) }
        return (.character(Character(scalar)), length)
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard bytes.count >= 2 else { return nil }
        let second = bytes[bytes.startIndex + 1]
        switch second {
        case UInt8(ascii: "["): return decodeCSI(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            let key: Key = switch bytes[bytes.startIndex + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            default: .unknown
            }
            return (key, 3)
        case 0x1B:
            // ESC ESC: the first one was the Escape key on its own.
            return (.escape, 1)
        default:
            // Alt+key arrives as ESC followed by the key; the demo has no Alt bindings.
            return (.escape, 1)
        }
    }

    /// `ESC [` parameters (digits and `;`) and one final byte in 0x40...0x7E.
    private static func decodeCSI(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        var index = bytes.startIndex + 2
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        let length = index - bytes.startIndex + 1
        let parameters = String(decoding: bytes[(bytes.startIndex + 2)..<index], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false)
        let key: Key = switch (final, parameters.first ?? "") {
        case (UInt8(ascii: "A"), _): .up
        case (UInt8(ascii: "B"), _): .down
        case (UInt8(ascii: "C"), _): .right
        case (UInt8(ascii: "D"), _): .left
        case (UInt8(ascii: "H"), _): .home
        case (UInt8(ascii: "F"), _): .end
        case (UInt8(ascii: "Z"), _): .backTab
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
        case (UInt8(ascii: "~"), "3"): .delete
        case (UInt8(ascii: "~"), "5"): .pageUp
        case (UInt8(ascii: "~"), "6"): .pageDown
        default: .unknown
        }
        // `ESC [1;3A`: an arrow with modifiers (here Alt). Modified Home and End stay Home
        // and End.
        if parameters.count == 2, let modifiers = KeyModifiers(xtermParameter: parameters[1]),
           !modifiers.isEmpty, let arrow = ArrowKey.allCases.first(where: { $0.key == key }) {
            return (.modifiedArrow(arrow, modifiers), length)
        }
        return (key, length)
    }
}
