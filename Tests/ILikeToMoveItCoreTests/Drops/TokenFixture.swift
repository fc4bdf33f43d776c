@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UTType {
    static let token = UTType(exportedAs: "com.example.token", conformingTo: .data)
}

/// A small identifiable item for drop tests.
struct Token: Codable, Hashable, Identifiable, RepresentedProvidable, CustomStringConvertible {
    var id: Int

    static var representations: [Provided] {
        [.codable(contentType: .token)]
    }

    var description: String { "#\(id)" }
}

extension Array where Element == Token {
    init(ids: [Int]) { self = ids.map(Token.init(id:)) }
    var ids: [Int] { map(\.id) }
}
