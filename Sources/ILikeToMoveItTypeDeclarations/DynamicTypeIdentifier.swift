/// Encodes and decodes the `dyn.a…` identifiers of dynamic types.
///
/// A dynamic identifier carries what is known about a type nobody declared: its tag and the
/// type it was required to conform to. The payload is a string of `key=value` pairs after a
/// `?`, separated by `:`, such as `?0=6:1=sql` (conforms to `public.data`, filename extension
/// `sql`). Well-known keys and values are abbreviated to one character from a fixed table
/// (`0` conformance, `1` filename extension, `3` MIME type, `6` `public.data`, …). The payload
/// bytes (UTF-8) are then written five bits at a time, most significant first, with the
/// alphabet `abcdefghkmnpqrstuvwxyz0123456789`, and prefixed with `dyn.a`.
///
/// Within keys and values, `\`, `:`, `=`, `,` and `?` are escaped with a backslash, as is a
/// one-character value that would read as an abbreviation. Several parents are listed in one
/// value, separated by `,`.
package enum DynamicTypeIdentifier {
    /// What a dynamic identifier says.
    package struct Contents: Hashable, Sendable {
        /// The identifiers the type conforms to.
        package var conformsTo: [String]
        /// Tags by tag class, in the order they appear.
        package var tags: [String: [String]]
    }

    static let prefix = "dyn.a"

    /// The abbreviations: position in this table ↔ the hexadecimal digit written instead.
    private static let abbreviations = [
        "UTTypeConformsTo",
        TypeTagClassName.filenameExtension,
        "com.apple.ostype",
        TypeTagClassName.mimeType,
        "com.apple.nspboard-type",
        "public.url-scheme",
        "public.data",
        "public.text",
        "public.plain-text",
        "public.utf16-plain-text",
        "com.apple.traditional-mac-plain-text",
        "public.image",
        "public.video",
        "public.audio",
        "public.directory",
        "public.folder",
    ]
    // The payload is handled as Unicode scalars, not characters: a combining mark after a
    // separator would otherwise merge with it into one character and hide it.
    private static let symbols = Array("0123456789ABCDEF".unicodeScalars)
    private static let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789".utf8)
    private static let escaped: Set<Unicode.Scalar> = ["\\", ":", "=", ",", "?"]

    /// The dynamic identifier for a tag.
    ///
    /// - Parameters:
    ///   - tag: The tag, for example `sql`.
    ///   - tagClass: The tag class, for example `public.filename-extension`.
    ///   - conformsTo: The identifier the type must conform to, if any.
    /// - Returns: An identifier starting with `dyn.a`.
    /// - Complexity: O(*n*) in the length of the inputs.
    static func encode(tag: String, tagClass: String, conformsTo: String?) -> String {
        encode(tags: [(tagClass, tag)], conformsTo: conformsTo.map { [$0] } ?? [])
    }

    /// The dynamic identifier for several tags and parents.
    ///
    /// - Parameters:
    ///   - tags: Tag classes and tags, in the order to write them.
    ///   - conformsTo: The identifiers the type conforms to, possibly none.
    /// - Returns: An identifier starting with `dyn.a`.
    /// - Complexity: O(*n*) in the length of the inputs.
    package static func encode(tags: [(tagClass: String, tag: String)], conformsTo: [String]) -> String {
        var pairs: [String] = []
        if !conformsTo.isEmpty {
            pairs.append(symbol(for: abbreviations[0]) + "=" + conformsTo.map(value).joined(separator: ","))
        }
        for (tagClass, tag) in tags {
            pairs.append(value(tagClass) + "=" + value(tag))
        }
        let payload = Array(("?" + pairs.joined(separator: ":")).utf8)
        return prefix + base32(payload)
    }

    /// What a dynamic identifier says, or `nil` if it is not a well-formed one.
    ///
    /// Never traps: wrong prefixes, characters outside the alphabet, stray bits, invalid
    /// UTF-8, missing `?`, pairs without `=`, empty keys and dangling escapes all give `nil`.
    ///
    /// - Parameter identifier: A candidate identifier.
    /// - Returns: The parents and tags it encodes.
    /// - Complexity: O(*n*) in the length of the identifier.
    package static func decode(_ identifier: String) -> Contents? {
        guard identifier.hasPrefix(prefix) else { return nil }
        let encoded = identifier.utf8.dropFirst(prefix.utf8.count)
        guard !encoded.isEmpty, let bytes = unbase32(encoded),
              let payload = utf8Text(bytes).map({ Array($0.unicodeScalars) }),
              payload.first == "?"
        else { return nil }
        var contents = Contents(conformsTo: [], tags: [:])
        var sawTag = false
        for pair in split(payload.dropFirst(), on: ":") {
            let sides = split(pair, on: "=")
            guard sides.count == 2, let key = unescape(sides[0]), !key.isEmpty else { return nil }
            let values = split(sides[1], on: ",")
            var decoded: [String] = []
            for value in values {
                guard let text = unescape(value), !text.isEmpty else { return nil }
                decoded.append(text)
            }
            if key == abbreviations[0] {
                contents.conformsTo += decoded
            } else {
                contents.tags[key, default: []] += decoded
                sawTag = true
            }
        }
        return sawTag ? contents : nil
    }

    // MARK: Payload text

    private static func symbol(for abbreviation: String) -> String {
        guard let index = abbreviations.firstIndex(of: abbreviation) else { return abbreviation }
        return String(Character(symbols[index]))
    }

    /// A key or value as written in the payload: abbreviated when possible, else escaped.
    private static func value(_ text: String) -> String {
        if abbreviations.contains(text) { return symbol(for: text) }
        var result = ""
        if text.unicodeScalars.count == 1, let only = text.unicodeScalars.first, symbols.contains(only) {
            result.unicodeScalars.append("\\")
        }
        for scalar in text.unicodeScalars {
            if escaped.contains(scalar) { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Splits on a separator that is not escaped, keeping escapes for ``unescape(_:)``.
    private static func split(_ text: ArraySlice<Unicode.Scalar>, on separator: Unicode.Scalar) -> [ArraySlice<Unicode.Scalar>] {
        var parts: [ArraySlice<Unicode.Scalar>] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if text[index] == separator {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        parts.append(text[start...])
        return parts
    }

    /// A written key or value as text: expands an abbreviation, removes escapes; `nil` for a
    /// dangling backslash.
    private static func unescape(_ text: ArraySlice<Unicode.Scalar>) -> String? {
        if text.count == 1, let only = text.first, let index = symbols.firstIndex(of: only) {
            return abbreviations[index]
        }
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in text {
            if escaping {
                result.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
            }
        }
        return escaping ? nil : String(result)
    }

    /// The text of UTF-8 bytes, or `nil` if they are not valid UTF-8.
    private static func utf8Text(_ bytes: [UInt8]) -> String? {
        // `String(validating:as:)` needs iOS 18; decoding replaces invalid sequences, which
        // changes the bytes, so comparing them back detects invalid input.
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    // MARK: Base 32

    private static func base32(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 8 + 4) / 5)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = (buffer << 8) | UInt32(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                output.append(alphabet[Int((buffer >> UInt32(bits)) & 0x1F)])
            }
            buffer &= (1 << UInt32(bits)) - 1
        }
        if bits > 0 {
            output.append(alphabet[Int((buffer << UInt32(5 - bits)) & 0x1F)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of a base-32 text; `nil` for a character outside the alphabet, a length
    /// no encoding produces, or non-zero padding bits.
    private static func unbase32(_ text: Substring.UTF8View) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count * 5 / 8)
        var buffer: UInt32 = 0
        var bits = 0
        for character in text {
            guard let value = alphabet.firstIndex(of: character) else { return nil }
            buffer = (buffer << 5) | UInt32(value)
            bits += 5
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
            buffer &= (1 << UInt32(bits)) - 1
        }
        guard bits < 5, buffer == 0 else { return nil }
        return bytes
    }
}
