#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UserActivityPayload {
    /// Encodes `item` into a payload of `activityType`.
    ///
    /// The item is JSON-encoded with sorted keys, so equal items give equal bytes and the
    /// content-derived identifier is stable across launches.
    ///
    /// ```swift
    /// let payload = try UserActivityPayload(item: robin, activityType: "com.example.bird", itemIdentifier: "42")
    /// payload.targetContentIdentifier // "com.example.bird/42"
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to carry.
    ///   - activityType: The activity type; must not be empty.
    ///   - itemIdentifier: A stable identifier of the item, or `nil` to derive one from its
    ///     content. An identifier that is empty, longer than 128 UTF-8 bytes or contains
    ///     control characters is replaced by the content-derived one.
    /// - Throws: ``ItemProviderError`` `.emptyActivityType`, `.activityEncodingFailed` or
    ///   `.activityPayloadTooLarge`.
    /// - Complexity: O(*n*) in the size of the encoded item.
    init<Item: Encodable>(item: Item, activityType: String, itemIdentifier: String? = nil) throws {
        let itemType = String(describing: Item.self)
        guard !activityType.isEmpty else { throw ItemProviderError.emptyActivityType(itemType: itemType) }
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(item)
        } catch {
            throw ItemProviderError.activityEncodingFailed(itemType: itemType, underlying: error)
        }
        let identifier = UserActivityIdentifier.target(
            activityType: activityType, itemIdentifier: itemIdentifier, itemData: data)
        try self.init(activityType: activityType, targetContentIdentifier: identifier, itemData: data, itemType: itemType)
    }

    /// Decodes the item, provided the payload is of `activityType`.
    ///
    /// - Parameters:
    ///   - itemType: The type to decode.
    ///   - activityType: The activity type `itemType` handles.
    /// - Returns: The item.
    /// - Throws: ``ItemProviderError`` `.emptyActivityType`, `.activityTypeMismatch`,
    ///   `.activityPayloadTooLarge` or `.activityDecodingFailed`.
    /// - Complexity: O(*n*) in the size of the encoded item.
    func decode<Item: Decodable>(_ itemType: Item.Type, activityType: String) throws -> Item {
        let name = String(describing: Item.self)
        guard !activityType.isEmpty else { throw ItemProviderError.emptyActivityType(itemType: name) }
        guard self.activityType == activityType else {
            throw ItemProviderError.activityTypeMismatch(expected: activityType, found: self.activityType, itemType: name)
        }
        guard itemData.count <= Self.maximumItemSize else {
            throw ItemProviderError.activityPayloadTooLarge(itemType: name, byteCount: itemData.count, limit: Self.maximumItemSize)
        }
        do {
            return try JSONDecoder().decode(Item.self, from: itemData)
        } catch {
            throw ItemProviderError.activityDecodingFailed(itemType: name, activityType: activityType, underlying: error)
        }
    }
}
