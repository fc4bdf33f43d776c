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
struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Whether bytes are waiting for more input (a lone ESC or a split sequence).
    var hasPendingInput: Bool { !pending.isEmpty }

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
            guard let (key, length) = Self.decode(pending[index...]) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Reports what is pending as complete keys: a lone ESC becomes `.escape`, an incomplete
    /// sequence after it becomes `.escape` followed by its characters, stray bytes `.unknown`.
    ///
    /// - Returns: The keys the pending bytes stand for.
    mutating func flush() -> [Key] {
        defer { pending.removeAll() }
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
