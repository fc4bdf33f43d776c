#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ILikeToMoveItCore
import ILikeToMoveItDropsCore
import ILikeToMoveItTypeDeclarations

/// A to-do card, dragged as JSON under a type of its own.
public struct Card: Codable, Hashable, Sendable, RepresentedProvidable {
    public var id: Int
    public var title: String
    public var notes: String
    public var tags: [String]
    public var priority: Int
    public var done: Bool

    public static var representations: [Provided] {
        [.codable(contentType: ProviderLoad.cardType)]
    }

    public init(id: Int) {
        self.id = id
        self.title = "Card number \(id)"
        self.notes = "Bring the blue folder to the meeting on Thursday and ask about the budget for item \(id)."
        self.tags = ["work", "meeting", "budget"]
        self.priority = id % 5
        self.done = id.isMultiple(of: 3)
    }
}

/// A drop's loading: `count` cards loaded through item providers, against decoding the same
/// payloads.
public enum ProviderLoad {
    public static let count = 10_000

    public static let cardType = UTType(exportedAs: "com.example.bench.card", conformingTo: .json)

    /// Declares the card type, as an app's Info.plist would, before any provider is made.
    public static func declareCardType() {
        #if !canImport(UniformTypeIdentifiers)
        try? UTType.register([TypeDeclaration(identifier: "com.example.bench.card", conformsTo: ["public.json"])])
        #endif
    }

    /// The JSON payload of each card, encoded once.
    public static func payloads(count: Int = count) -> [Data] {
        let encoder = JSONEncoder()
        return (0..<count).map { try! encoder.encode(Card(id: $0)) }
    }

    /// One provider per payload, each offering its bytes under the card type, as a drop does.
    public static func providers(for payloads: [Data]) -> [ItemProvider] {
        payloads.map { payload in
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: cardType) { payload }
            return provider
        }
    }

    /// Loads every card through its provider, as a drop on a list does: the SwiftUI drop
    /// modifiers hand the providers to `DropLoads`, whose task awaits
    /// `ItemLoader.results(from:)`, which `loadItemResults(_:)` calls directly (the task
    /// itself runs on the main actor, which this synchronous executable keeps busy). Returns
    /// the outcomes, as the drop hands them to the app.
    @inline(never)
    public static func library(_ providers: [ItemProvider]) async -> [Result<Card, ItemProviderError>] {
        await providers.loadItemResults(Card.self)
    }

    /// Baseline: decodes the same payloads directly, one `JSONDecoder` for all.
    @inline(never)
    public static func direct(_ payloads: [Data]) throws -> [Card] {
        let decoder = JSONDecoder()
        return try payloads.map { try decoder.decode(Card.self, from: $0) }
    }
}
