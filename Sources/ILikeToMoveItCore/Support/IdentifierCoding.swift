/// A value written and read as its identifier string, such as a move action's `"up(3)"`:
/// the coding the action types share.
package protocol IdentifierCoded {
    /// The identifier, which is also the coded form.
    var id: String { get }
    /// The value an identifier names, or `nil` when it names none.
    init?(id: String)
    /// The identifiers accepted, for the message when decoding fails.
    static var identifierForms: String { get }
}

extension IdentifierCoded {
    /// Decodes the value from its identifier string.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the string and the accepted forms.
    package init(identifierFrom decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let value = Self(id: string) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(string)\" is not a\(Self.article) \(Self.self); expected \(Self.identifierForms)")
        }
        self = value
    }

    /// Encodes the value as its identifier string.
    package func encodeIdentifier(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }

    /// "n" before a vowel, for the message.
    private static var article: String {
        "AEIOU".contains(String(describing: Self.self).prefix(1)) ? "n" : ""
    }
}
