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

    /// Three feathers, their colours in the language the app runs in.
    static let samples: [Feather] = [
        String(localized: "Red", comment: "A feather's colour."),
        String(localized: "Blue", comment: "A feather's colour."),
        String(localized: "Speckled", comment: "A feather's colour."),
    ].map { Feather(colour: $0) }
}

extension UTType {
    /// A feather, declared under `UTExportedTypeDeclarations` in Info.plist beside the bird.
    static let feather = UTType(exportedAs: "com.example.ilikemoveit.feather", conformingTo: .data)
}
