#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bird in one of the demo's two lists: the item type of the original example app.
struct Bird: Identifiable, Hashable, Codable, Sendable {
    var id: UUID
    var name: String

    init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }

    /// The birds the left list starts with.
    static let flock: [Bird] = [
        "Robin", "Blue Jay", "Cardinal", "Chicken", "Goose",
        "Swan", "Crow", "Finch", "Sparrow", "Owl",
    ].map { Bird(name: $0) }
}
