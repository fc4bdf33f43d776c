import Foundation
import UniformTypeIdentifiers

/// A bird in the example's lists.
public struct Bird: Identifiable, Hashable, Codable, Sendable {
    public var id: UUID
    public var name: String

    public init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }
}

extension UTType {
    /// The example's own type, declared under `UTExportedTypeDeclarations` in Info.plist.
    static let bird = UTType(exportedAs: "com.example.ilikemoveit.bird", conformingTo: .data)
}
