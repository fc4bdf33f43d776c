@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UTType {
    static let bird = UTType(exportedAs: "com.example.bird", conformingTo: .data)
    static let nest = UTType(exportedAs: "com.example.nest", conformingTo: .data)
    static let egg = UTType(exportedAs: "com.example.egg", conformingTo: .data)
}

/// The seed's type, conformed as the seed README does (with a synchronous `data(type:)`).
struct Bird: Codable, Hashable {
    let name: String
}

extension Bird: Providable {
    static let writableTypes: [UTType] = [.bird]

    static let readableTypes: [UTType] = [.bird, .plainText]

    func data(type: UTType) throws -> Data? {
        switch type {
        case .bird:
            return try JSONEncoder().encode(self)
        default:
            return nil
        }
    }

    init?(type: UTType, data: Data) throws {
        switch type {
        case .bird:
            self = try JSONDecoder().decode(Bird.self, from: data)
        case .plainText:
            let string = String(decoding: data, as: UTF8.self)
            self = Bird(name: string)
        default:
            return nil
        }
    }
}

/// A type that lists a readable type its initializer then declines.
struct Picky: Codable, Hashable, Providable {
    var value: Int
    static let writableTypes: [UTType] = [.egg]
    static let readableTypes: [UTType] = [.egg, .json]

    func data(type: UTType) throws -> Data? { type == .egg ? Data("\(value)".utf8) : nil }

    init(value: Int) { self.value = value }

    init?(type: UTType, data: Data) throws {
        guard type == .egg else { return nil }
        guard let value = Int(String(decoding: data, as: UTF8.self)) else {
            throw PickyError.notANumber(String(decoding: data, as: UTF8.self))
        }
        self.value = value
    }

    enum PickyError: Error, CustomStringConvertible {
        case notANumber(String)
        var description: String {
            switch self { case let .notANumber(text): "\"\(text)\" is not a number" }
        }
    }
}

/// Makes a provider from (type, bytes) pairs, highest fidelity first.
func provider(_ representations: (UTType, String)...) -> ItemProvider {
    let provider = ItemProvider()
    for (type, text) in representations {
        provider.registerDataRepresentation(for: type) { Data(text.utf8) }
    }
    return provider
}
