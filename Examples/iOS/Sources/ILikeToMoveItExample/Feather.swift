import Foundation
import UniformTypeIdentifiers

/// A feather: the example's second draggable type, which only the nest accepts.
public struct Feather: Identifiable, Hashable, Codable, Sendable {
    public var id: UUID
    public var colour: String

    public init(id: UUID = UUID(), colour: String) {
        self.id = id
        self.colour = colour
    }

    static let samples: [Feather] = ["Red", "Blue", "Speckled"].map { Feather(colour: $0) }
}

extension UTType {
    /// A feather, declared under `UTExportedTypeDeclarations` in Info.plist beside the bird.
    static let feather = UTType(exportedAs: "com.example.ilikemoveit.feather", conformingTo: .data)
}
