#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
extension UTType: Codable {
    /// Encodes the type as its identifier, a single string.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Decodes a type from its identifier.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.typeMismatch` if the value is not a string;
    ///   `DecodingError.dataCorrupted` naming the identifier if no such type is known
    ///   (declare or register it) and it is not a well-formed dynamic identifier.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(identifier)' is not a known type identifier. Declare it in the Info.plist (UTExportedTypeDeclarations) and register it with UTType.register(_:) before decoding."
            )
        }
        self = type
    }
}
#endif
