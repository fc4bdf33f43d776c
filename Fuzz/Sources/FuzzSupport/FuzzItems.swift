import ILikeToMoveIt

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UTType {
    /// The seed's custom type.
    public static let fuzzBird = UTType(exportedAs: "com.example.bird", conformingTo: .data)
    /// A custom type read through declarative representations.
    public static let fuzzNote = UTType(exportedAs: "com.example.note", conformingTo: .json)
}

/// The seed's `Bird`, conformed by hand as the seed README does: JSON for its own type,
/// plain text read as a name.
public struct FuzzBird: Codable, Hashable, Providable {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public static let writableTypes: [UTType] = [.fuzzBird]
    public static let readableTypes: [UTType] = [.fuzzBird, .plainText]

    public func data(type: UTType) throws -> Data? {
        type == .fuzzBird ? try JSONEncoder().encode(self) : nil
    }

    public init?(type: UTType, data: Data) throws {
        switch type {
        case .fuzzBird: self = try JSONDecoder().decode(FuzzBird.self, from: data)
        case .plainText: self = FuzzBird(name: String(decoding: data, as: UTF8.self))
        default: return nil
        }
    }
}

/// A type described by representations: JSON under its own type, a title as plain text
/// (an empty text is declined).
public struct FuzzNote: Codable, Hashable, RepresentedProvidable {
    public var title: String
    public var tags: [String]

    public init(title: String, tags: [String] = []) {
        self.title = title
        self.tags = tags
    }

    public static var representations: [Provided] {
        [
            .codable(contentType: .fuzzNote),
            .plainText(exporting: \.title, importing: { $0.isEmpty ? nil : FuzzNote(title: $0) }),
        ]
    }
}
