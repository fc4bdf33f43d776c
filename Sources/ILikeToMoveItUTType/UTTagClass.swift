#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
/// A class of tags, such as filename extensions or MIME types, mirroring Apple's `UTTagClass`.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    /// The tag class identifier, for example `public.filename-extension`.
    public let rawValue: String

    /// Creates a tag class from its identifier.
    ///
    /// - Parameter rawValue: The tag class identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Filename extensions such as `txt`, without the leading dot.
    public static let filenameExtension = UTTagClass(rawValue: TypeTagClassName.filenameExtension)

    /// MIME types such as `text/plain`.
    public static let mimeType = UTTagClass(rawValue: TypeTagClassName.mimeType)
}

extension UTTagClass: CustomStringConvertible, CustomDebugStringConvertible {
    /// The tag class identifier.
    public var description: String { rawValue }

    /// The tag class identifier.
    public var debugDescription: String { rawValue }
}

extension UTTagClass: Codable {
    /// Encodes the tag class identifier as a single string.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Decodes a tag class from a single string.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` if the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }
}
#endif
