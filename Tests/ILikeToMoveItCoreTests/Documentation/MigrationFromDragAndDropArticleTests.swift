@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `UTType.bird` is declared in the test target's provider fixtures with the line the article
// shows. The bird below is the one of Examples/iOS/Sources/ILikeToMoveItAPIChecks/
// MigratedFromDragAndDrop.swift, which compiles the SwiftUI side of the same migration.

/// The portable examples of "Migrating from DragAndDrop", each run and checked against what
/// the article says, including the behaviour it says changes.
@Suite struct MigrationFromDragAndDropArticleTests {
    struct Bird: Identifiable, Codable, Providable {
        var id = UUID()
        let name: String

        init(name: String) {
            self.name = name
        }

        static let writableTypes: [UTType] = [.bird]
        static let readableTypes: [UTType] = [.bird, .plainText]

        func data(type: UTType) throws -> Data? {
            guard type == .bird else { return nil }
            return try JSONEncoder().encode(self)
        }

        init?(type: UTType, data: Data) throws {
            switch type {
            case .bird: self = try JSONDecoder().decode(Bird.self, from: data)
            case .plainText: self.init(name: String(decoding: data, as: UTF8.self))
            default: return nil
            }
        }
    }

    /// The shortest form.
    struct RepresentedBird: Identifiable, Codable, RepresentedProvidable {
        var id = UUID()
        let name: String

        static var representations: [Provided] {
            [
                .codable(contentType: .bird),
                .plainText(importing: { RepresentedBird(name: $0) }),
            ]
        }
    }

    @Test func theConversionsRoundTrip() throws {
        // The article's lines return early if the bird writes no JSON; that must not pass.
        var checked = false
        defer { #expect(checked, "the bird wrote no JSON") }

        let robin = Bird(name: "Robin")
        guard let json = try robin.data(type: .bird) else { return }
        let copy = try Bird(type: .bird, data: json)
        // copy?.id == robin.id: the JSON is what the wrapper's loadData sent
        let wren = try Bird(type: .plainText, data: Data("Wren".utf8))
        // wren?.name == "Wren"

        // The bytes are the bird's own Codable JSON, as the wrapper's were (compared as a
        // dictionary: JSONEncoder does not promise an order of keys).
        #expect(try JSONDecoder().decode([String: String].self, from: json) == ["id": robin.id.uuidString, "name": "Robin"])
        #expect(copy?.id == robin.id)
        #expect(copy?.name == "Robin")
        #expect(wren?.name == "Wren")
        checked = true
    }

    @Test func aTypeTheBirdDoesNotHandleIsDeclinedNotThrown() throws {
        let robin = Bird(name: "Robin")
        let text = try robin.data(type: .utf8PlainText)
        let image = try Bird(type: .png, data: Data([0x89, 0x50]))
        // text == nil and image == nil: nothing to throw, the package reports it

        #expect(text == nil)
        #expect(image == nil)
    }

    @Test func theProviderOffersTheWritableTypesInOrder() async throws {
        let robin = Bird(name: "Robin")
        let copy = try await robin.provider.loadItem(Bird.self)

        #expect(robin.provider.registeredTypeIdentifiers == ["com.example.bird"])
        #expect(copy.id == robin.id)
        #expect(copy.name == "Robin")
    }

    @Test func textIsMatchedByConformance() async throws {
        // What Notes and most text sources offer: public.utf8-plain-text, never the string
        // "public.plain-text" that the bird lists.
        let note = ItemProvider()
        note.registerDataRepresentation(for: .utf8PlainText) { Data("Crow".utf8) }
        let crow = try await note.loadItem(Bird.self)

        #expect(crow.name == "Crow")
        #expect(UTType.utf8PlainText != UTType.plainText)
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
    }

    /// The old pattern reversed the providers; the package delivers them in their order,
    /// once each, whatever order the loads finish in (here the reverse).
    @Test func callbacksComeInProviderOrderSoReversedIsDropped() async throws {
        let names = ["Robin", "Wren", "Jay"]
        let gates = GatedLoads(count: names.count)
        let providers = try names.enumerated().map { index, name in
            let provider = ItemProvider()
            let json = try JSONEncoder().encode(Bird(name: name))
            provider.registerDataRepresentation(for: .bird, loader: gates.loader(index, data: json))
            return provider
        }
        let (delivered, delivering) = AsyncStream.makeStream(of: String.self)
        let loads = providers.loadItems(Bird.self) { bird, error in
            delivering.yield(bird?.name ?? "error: \(String(describing: error))")
        }
        let finished = await gates.release(inOrder: [2, 1, 0])
        var order: [String] = []
        for await name in delivered {
            order.append(name)
            if order.count == names.count { delivering.finish() }
        }
        await loads.value

        #expect(finished == [2, 1, 0], "the loads really finished last to first")
        #expect(order == ["Robin", "Wren", "Jay"])
        #expect(order.reversed() != names, "with the old reversed(), appending would reverse the drag")
    }

    @Test func failuresAreValuesWithACode() async throws {
        let image = ItemProvider()
        image.registerDataRepresentation(for: .png) { Data([0x89, 0x50]) }
        let broken = ItemProvider()
        broken.registerDataRepresentation(for: .bird) { Data("not json".utf8) }
        let providers = [Bird(name: "Robin").provider, image, broken]

        let results = await providers.loadItemResults(Bird.self)

        #expect(results.count == 3)
        #expect((try? results[0].get())?.name == "Robin")
        guard case .failure(let unsupported) = results[1], case .failure(let damaged) = results[2] else {
            Issue.record("expected two failures, got \(results)")
            return
        }
        #expect(unsupported.code == .unsupportedType)
        #expect(damaged.code == .decodingFailed)
        #expect(unsupported.failureReason?.contains("Bird") == true)
    }

    /// The caveat the article names: JSON written before `id` was added lacks it.
    @Test func jsonWithoutTheNewIdentityNoLongerDecodes() throws {
        let old = Data(#"{"name":"Robin"}"#.utf8)

        #expect(throws: DecodingError.self) { try Bird(type: .bird, data: old) }
    }

    @Test func theRepresentedFormIsTheSameBird() async throws {
        let robin = RepresentedBird(name: "Robin")
        let json = try robin.data(type: .bird)
        let handWritten = try json.flatMap { try Bird(type: .bird, data: $0) }
        let note = ItemProvider()
        note.registerDataRepresentation(for: .utf8PlainText) { Data("Crow".utf8) }
        let crow = try await note.loadItem(RepresentedBird.self)

        #expect(RepresentedBird.writableTypes == Bird.writableTypes)
        #expect(RepresentedBird.readableTypes == Bird.readableTypes)
        #expect(try robin.data(type: .utf8PlainText) == nil)
        #expect(handWritten?.id == robin.id)
        #expect(handWritten?.name == "Robin")
        #expect(crow.name == "Crow")
    }
}
