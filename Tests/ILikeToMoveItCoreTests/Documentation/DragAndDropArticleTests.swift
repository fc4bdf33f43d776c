@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `UTType.bird` is declared in the test target's provider fixtures with exactly the line the
// articles show: `static let bird = UTType(exportedAs: "com.example.bird", conformingTo: .data)`.

extension UTType {
    static let feather = UTType(exportedAs: "com.example.feather", conformingTo: .data)
}

/// The portable examples of "Drag and drop of custom types", each run and checked against the
/// result the article states.
@Suite struct DragAndDropArticleTests {
    struct Bird: Identifiable, Hashable, Codable, Sendable, Providable {
        var id = UUID()
        var name: String

        init(name: String) {
            self.name = name
        }

        static let writableTypes: [UTType] = [.bird, .utf8PlainText]
        static let readableTypes: [UTType] = [.bird, .plainText]

        func data(type: UTType) throws -> Data? {
            switch type {
            case .bird: try JSONEncoder().encode(self)
            case .utf8PlainText: Data(name.utf8)
            default: nil
            }
        }

        init?(type: UTType, data: Data) throws {
            switch type {
            case .bird: self = try JSONDecoder().decode(Bird.self, from: data)
            case .plainText: self.init(name: String(decoding: data, as: UTF8.self))
            default: return nil
            }
        }
    }

    struct Feather: Hashable, Codable, Sendable, RepresentedProvidable {
        var colour: String

        static var representations: [Provided] {
            [
                .codable(contentType: .feather),
                .plainText(exporting: \.colour),
            ]
        }
    }

    struct Note: Hashable, Codable, Sendable, RepresentedProvidable {
        var text: String

        static var representations: [Provided] {
            [.plainText(exporting: \.text, importing: { Note(text: $0) })]
        }
    }

    @Test func aBirdTravelsThroughItsProvider() async throws {
        let robin = Bird(name: "Robin")
        let provider = robin.provider
        // provider.registeredTypeIdentifiers == ["com.example.bird", "public.utf8-plain-text"]

        let copy = try await provider.loadItem(Bird.self)
        // copy == robin: the bird was read from "com.example.bird", the first type Bird reads

        #expect(provider.registeredTypeIdentifiers == ["com.example.bird", "public.utf8-plain-text"])
        #expect(copy == robin)
    }

    @Test func textFromAnotherAppBecomesABird() async throws {
        let crow = try await Note(text: "Crow").provider.loadItem(Bird.self)
        // crow.name == "Crow": public.utf8-plain-text conforms to public.plain-text

        #expect(Note(text: "Crow").provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(crow.name == "Crow")
    }

    @Test func manyProvidersKeepTheirOrder() async throws {
        let providers = [Bird(name: "Robin").provider, Note(text: "Crow").provider, Bird(name: "Swan").provider]

        let results = await providers.loadItemResults(Bird.self)
        let birds = results.compactMap { try? $0.get() }
        // birds.map(\.name) == ["Robin", "Crow", "Swan"], whatever order the loads finish in

        #expect(birds.map(\.name) == ["Robin", "Crow", "Swan"])
    }

    @Test func failuresAreValuesThatExplainThemselves() async throws {
        let limit = ProvidableLoadOptions(maximumPayloadSize: 40)
        let results = await [Note(text: "Crow").provider, Bird(name: "Robin").provider]
            .loadItemResults(Bird.self, options: limit)
        // results[0] is .success(Crow); results[1] is a failure with the code .payloadTooLarge

        #expect(try results[0].get().name == "Crow")
        guard case .failure(let error) = results[1], error.code == .payloadTooLarge else {
            Issue.record("expected payloadTooLarge, got \(results[1])")
            return
        }
        #expect(error.itemType == "Bird")
        #expect(error.failureReason?.contains("Bird") == true)
        #expect(error.errorDescription == "The item is too large to be used here.")
    }

    @Test func aRepresentedTypeDerivesItsTypes() throws {
        // Feather.writableTypes == [.feather, .utf8PlainText]
        // Feather.readableTypes == [.feather]
        let text = try Feather(colour: "blue").data(type: .utf8PlainText)
        // text == Data("blue".utf8)

        #expect(Feather.writableTypes == [.feather, .utf8PlainText])
        #expect(Feather.readableTypes == [.feather])
        #expect(text == Data("blue".utf8))
    }
}
