#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Providable {
    /// Decodes an item from a negotiated payload, turning every failure into an
    /// ``ItemProviderError`` that names the item type and the content type.
    ///
    /// This is the decoding step every loader shares (the portable provider and the
    /// `NSItemProvider` bridge): check the size limit, call `init?(type:data:)`, explain a
    /// `nil` or a thrown error.
    ///
    /// - Parameters:
    ///   - data: The payload.
    ///   - type: The readable type that was negotiated (``TypeMatch/readableType``).
    ///   - options: The limits to apply.
    /// - Returns: The item.
    /// - Throws: ``ItemProviderError`` `.payloadTooLarge`, `.decodingFailed` or `.unsupportedType`.
    /// - Complexity: The size check is O(1); decoding costs what `init?(type:data:)` costs.
    static func item(from data: Data, type: UTType, options: ProvidableLoadOptions = .init()) throws -> Self {
        let limit = max(0, options.maximumPayloadSize)
        guard data.count <= limit else {
            throw ItemProviderError.payloadTooLarge(
                itemType: providableName, type: type.identifier, byteCount: data.count, limit: limit)
        }
        let item: Self?
        do {
            item = try Self(type: type, data: data)
        } catch {
            throw ItemProviderError.decodingFailed(itemType: providableName, type: type.identifier, underlying: error)
        }
        guard let item else {
            throw ItemProviderError.unsupportedType(itemType: providableName, type: type.identifier)
        }
        return item
    }

    /// The item's bytes in `type`, with failures explained.
    ///
    /// - Parameter type: One of ``writableTypes``.
    /// - Returns: The bytes.
    /// - Throws: ``ItemProviderError`` `.encodingFailed` or `.noData`.
    func exportedData(type: UTType) throws -> Data {
        let data: Data?
        do {
            data = try self.data(type: type)
        } catch {
            throw ItemProviderError.encodingFailed(itemType: Self.providableName, type: type.identifier, underlying: error)
        }
        guard let data else {
            throw ItemProviderError.noData(itemType: Self.providableName, type: type.identifier)
        }
        return data
    }
}
