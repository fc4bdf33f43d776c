#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds the `targetContentIdentifier` of an item's activity.
enum UserActivityIdentifier {
    /// The longest item identifier used as it is, in UTF-8 bytes.
    static let maximumItemIdentifierLength = 128

    /// `"<activityType>/<item part>"`, where the item part is `itemIdentifier` when it is
    /// usable (non-empty, at most 128 UTF-8 bytes, no control characters) and otherwise a
    /// content hash of `itemData`.
    static func target(activityType: String, itemIdentifier: String?, itemData: Data) -> String {
        let itemPart = itemIdentifier.flatMap(usable) ?? contentHash(of: itemData)
        return "\(activityType)/\(itemPart)"
    }

    private static func usable(_ identifier: String) -> String? {
        guard !identifier.isEmpty,
              identifier.utf8.count <= maximumItemIdentifierLength,
              !identifier.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return identifier
    }

    /// A stable 64-bit FNV-1a hash of `data`, as 16 lowercase hex digits.
    ///
    /// Stable across launches and platforms (unlike `Hasher`), which is what a window
    /// identifier needs; it is not a cryptographic hash and need not be.
    /// - Complexity: O(*n*) in the size of `data`.
    static func contentHash(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
