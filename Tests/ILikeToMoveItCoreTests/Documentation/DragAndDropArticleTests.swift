@testable @_spi(PortableProviders) import ILikeToMoveItCore
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

/// The examples of "Drag and drop of custom types" and "Several types on one destination",
/// each run and checked against the result the article states.
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
        let note = ItemProvider()
        note.registerDataRepresentation(for: .utf8PlainText) { Data("Crow".utf8) }

        let crow = try await note.loadItem(Bird.self)
        // crow.name == "Crow": public.utf8-plain-text conforms to public.plain-text

        #expect(crow.name == "Crow")
    }

    @Test func manyProvidersKeepTheirOrder() async throws {
        let note = ItemProvider()
        note.registerDataRepresentation(for: .utf8PlainText) { Data("Crow".utf8) }
        let providers = [Bird(name: "Robin").provider, note, Bird(name: "Swan").provider]

        let results = await providers.loadItemResults(Bird.self)
        let birds = results.compactMap { try? $0.get() }
        // birds.map(\.name) == ["Robin", "Crow", "Swan"], whatever order the loads finish in

        #expect(birds.map(\.name) == ["Robin", "Crow", "Swan"])
    }

    @Test func failuresAreValuesThatExplainThemselves() async throws {
        let empty = ItemProvider(suggestedName: "Nothing")
        let results = await [Bird(name: "Robin").provider, empty].loadItemResults(Bird.self)
        // results[0] is .success(Robin); results[1] is a failure with the code .unsupportedType

        #expect(try results[0].get().name == "Robin")
        guard case .failure(let error) = results[1], error.code == .unsupportedType, error.cause == .noReadableType else {
            Issue.record("expected noReadableType, got \(results[1])")
            return
        }
        #expect(error.itemType == "Bird")
        #expect(error.readableTypes == ["com.example.bird", "public.plain-text"])
        #expect(error.offeredTypes == [])
        #expect(error.failureReason?.contains("Bird") == true)
    }

    @Test func aRepresentedTypeDerivesItsTypes() async throws {
        // Feather.writableTypes == [.feather, .utf8PlainText]
        // Feather.readableTypes == [.feather]
        let text = try await Feather(colour: "blue").provider.loadData(for: .plainText)
        // String(decoding: text, as: UTF8.self) == "blue"

        #expect(Feather.writableTypes == [.feather, .utf8PlainText])
        #expect(Feather.readableTypes == [.feather])
        #expect(String(decoding: text, as: UTF8.self) == "blue")
    }

    enum Dropped: Sendable, Equatable {
        case bird(Bird)
        case feather(Feather)
    }

    @Test func severalTypesOnOneDestination() async throws {
        let acceptor = DropAcceptor<Dropped>(
            .accept(Feather.self, as: Dropped.feather),
            .accept(Bird.self, as: Dropped.bird)
        )
        // acceptor.readableTypes == [.feather, .bird, .plainText]

        let robin = Bird(name: "Robin")
        let providers = [Feather(colour: "red").provider, robin.provider]
        let dropped = await providers.loadItemResults(accepting: acceptor)
        // dropped: .success(.feather(red)), .success(.bird(robin)), in provider order

        #expect(acceptor.readableTypes == [.feather, .bird, .plainText])
        #expect(acceptor.diagnostics.isEmpty)
        #expect(try dropped.map { try $0.get() } == [.feather(Feather(colour: "red")), .bird(robin)])
    }

    @Test func overlappingTypesAreCaughtInATest() async throws {
        enum Pasted: Sendable {
            case bird(Bird)
            case note(Note)
        }

        let acceptor = DropAcceptor<Pasted>(
            .accept(Bird.self, as: Pasted.bird),
            .accept(Note.self, as: Pasted.note)
        )
        let note = Note(text: "Buy seed")
        let pasted = await [note.provider].loadItemResults(accepting: acceptor)
        // pasted[0] is .success(.bird(Bird(name: "Buy seed"))), never .note(note):
        // Bird, listed first, reads all plain text

        guard case .bird(let bird) = try pasted[0].get() else {
            Issue.record("expected a bird, got \(pasted[0])")
            return
        }
        #expect(bird.name == "Buy seed")
        #expect(acceptor.diagnostics.map(\.description) == [
            "Bird and Note both claim public.plain-text; drops of it always become Bird, never Note. "
                + "Give each type its own exported content type (declared in Info.plist), or drop "
                + "public.plain-text from Note.readableTypes.",
        ])
    }
}
