#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UserActivityPayload {
    /// The keys this package writes into an activity's `userInfo`.
    enum UserInfoKey {
        /// The payload format version, an `Int`.
        static let version = "ILikeToMoveIt.version"
        /// The encoded item, `Data`.
        static let item = "ILikeToMoveIt.item"
    }

    /// The entries to store in `NSUserActivity.userInfo`: the format version and the item's
    /// data, both property-list values.
    package var userInfo: [String: any Sendable] {
        [UserInfoKey.version: Self.version, UserInfoKey.item: itemData]
    }

    /// Reads a payload back from an activity's parts.
    ///
    /// Anything unexpected in `userInfo` (a missing or mistyped entry, another format
    /// version, an oversized item) is reported as an error, never trapped on.
    ///
    /// - Parameters:
    ///   - activityType: The activity's type.
    ///   - targetContentIdentifier: The activity's `targetContentIdentifier`, if any; when
    ///     absent, `activityType` stands in.
    ///   - userInfo: The activity's `userInfo`.
    ///   - itemType: The item type's name, for error messages.
    /// - Throws: ``ItemProviderError`` `.emptyActivityType`, `.missingActivityItem`,
    ///   `.unsupportedActivityVersion` or `.activityPayloadTooLarge`.
    package init(
        activityType: String,
        targetContentIdentifier: String?,
        userInfo: [AnyHashable: Any]?,
        itemType: String
    ) throws {
        guard !activityType.isEmpty else { throw ItemProviderError.emptyActivityType(itemType: itemType) }
        let info = userInfo ?? [:]
        let version = info[UserInfoKey.version]
        guard let number = version as? Int, number == Self.version else {
            guard let version else { throw ItemProviderError.missingActivityItem(activityType: activityType, itemType: itemType) }
            throw ItemProviderError.unsupportedActivityVersion(found: String(describing: version), supported: Self.version, activityType: activityType)
        }
        guard let data = info[UserInfoKey.item] as? Data else {
            throw ItemProviderError.missingActivityItem(activityType: activityType, itemType: itemType)
        }
        try self.init(
            activityType: activityType,
            targetContentIdentifier: targetContentIdentifier ?? activityType,
            itemData: data,
            itemType: itemType)
    }
}
