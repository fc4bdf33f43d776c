import Foundation
import UniformTypeIdentifiers

/// A bird in one of the example's lists.
public struct Bird: Identifiable, Hashable, Codable, Sendable {
    public var id: UUID
    public var name: String

    public init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }

    static let flock: [Bird] = ["Robin", "Blue Jay", "Chicken", "Cardinal", "Goose", "Swan", "Sparrow", "Owl"]
        .map { Bird(name: $0) }
}

extension UTType {
    /// The example's own type, declared under `UTExportedTypeDeclarations` in Info.plist.
    static let bird = UTType(exportedAs: "com.example.ilikemoveit.bird", conformingTo: .data)
}
