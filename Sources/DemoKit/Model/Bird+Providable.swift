#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ILikeToMoveItCore
@_spi(PortableProviders) import ILikeToMoveItDropsCore

extension UTType {
    /// The demo's own content type for a bird: its JSON encoding.
    static let bird = UTType(exportedAs: "com.example.ilikemoveit.bird", conformingTo: .data)
}

/// Birds travel between the lists, and arrive from typed text, through item providers, as
/// they would between apps.
extension Bird: Providable {
    static let writableTypes: [UTType] = [.bird]

    /// A bird can be read from its JSON, or made from any plain text (its name).
    static let readableTypes: [UTType] = [.bird, .plainText]

    func data(type: UTType) throws -> Data? {
        guard type == .bird else { return nil }
        return try JSONEncoder().encode(self)
    }

    init?(type: UTType, data: Data) throws {
        if type == .bird {
            self = try JSONDecoder().decode(Bird.self, from: data)
        } else if type.conforms(to: .plainText) {
            // Pasted text is user data: control characters (escapes, newlines) become spaces.
            let name = String(decoding: data, as: UTF8.self).sanitizedForTerminal.trimmedWhitespace
            guard !name.isEmpty else { return nil }
            self.init(name: String(name.prefix(DemoState.nameLimit)))
        } else {
            return nil
        }
    }

    /// A provider offering `text` as UTF-8 plain text, as a text drag from another app would.
    static func textProvider(_ text: String) -> ItemProvider {
        let provider = ItemProvider(suggestedName: text)
        provider.registerDataRepresentation(for: .utf8PlainText) { Data(text.utf8) }
        return provider
    }
}
