import ILikeToMoveItCore
import ILikeToMoveItDropsCore
@_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `UTType.bird` and `UTType.feather` are declared in the test target (the provider fixtures and
// DragAndDropArticleTests.swift) with the lines the article shows.

/// The portable examples of "Several types on one destination", with the article's own types,
/// each run and checked against the result the article states.
@Suite struct SeveralTypesArticleTests {
    struct Bird: Identifiable, Hashable, Codable, Sendable, RepresentedProvidable {
        var id = UUID()
        var name: String

        static var representations: [Provided] {
            [
                .codable(contentType: .bird),
                .plainText(exporting: \.name, importing: { Bird(name: $0) }),
            ]
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

    enum Dropped: Sendable, Equatable {
        case bird(Bird)
        case feather(Feather)
    }

    struct Note: Hashable, Codable, Sendable, RepresentedProvidable {
        var text: String

        static var representations: [Provided] {
            [.plainText(exporting: \.text, importing: { Note(text: $0) })]
        }
    }

    enum Pasted: Sendable {
        case bird(Bird)
        case note(Note)
    }

    @Test func theTypesReadWhatTheArticleSays() {
        #expect(Bird.writableTypes == [.bird, .utf8PlainText])
        #expect(Bird.readableTypes == [.bird, .plainText])
        #expect(Feather.readableTypes == [.feather])
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

    /// What the article says would happen with `Bird` first.
    @Test func birdFirstTurnsAFeatherIntoABird() async throws {
        let acceptor = DropAcceptor<Dropped>(
            .accept(Bird.self, as: Dropped.bird),
            .accept(Feather.self, as: Dropped.feather)
        )
        let dropped = await [Feather(colour: "red").provider].loadItemResults(accepting: acceptor)

        guard case .bird(let bird) = try dropped[0].get() else {
            Issue.record("expected a bird, got \(dropped[0])")
            return
        }
        #expect(bird.name == "red")
    }

    @Test func overlappingTypesAreCaughtInATest() async throws {
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
