@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import ILikeToMoveItSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

enum Dropped: Sendable, Hashable {
    case bird(Bird)
    case nest(Nest)
    case picky(Picky)
}

@Suite struct DropAcceptorTests {
    @Test func eachProviderBecomesTheFirstTypeItSatisfies() async throws {
        let acceptor = DropAcceptor<Dropped>(.accept(Nest.self, as: Dropped.nest), .accept(Bird.self, as: Dropped.bird),
                                             .accept(Picky.self, as: Dropped.picky))
        let providers = [
            Bird(name: "Robin").itemProvider, // Nest also reads birds, and comes first
            Nest(owner: "Swan", eggs: 2).itemProvider,
            Picky(value: 7).itemProvider,
            provider((.nest, "not json")),
            provider((.data, "nothing anyone reads")),
        ]
        let results = await providers.loadItemResults(accepting: acceptor)
        #expect(try results[0].get() == .nest(Nest(owner: "Robin", eggs: 0)))
        #expect(try results[1].get() == .nest(Nest(owner: "Swan", eggs: 2)))
        #expect(try results[2].get() == .picky(Picky(value: 7)))
        guard case let .failure(decoding) = results[3], decoding.code == .decodingFailed,
              decoding.itemType == "Nest", decoding.contentType == "com.example.nest" else {
            Issue.record("expected a Nest decoding failure, got \(results[3])")
            return
        }
        guard case let .failure(error) = results[4] else { Issue.record("expected a failure"); return }
        #expect(error.developerDescription.hasPrefix("No representation that Nest or Bird or Picky can read"))
    }

    @Test func oneProviderFormTakesTheFirstTypeItSatisfies() async throws {
        let acceptor = DropAcceptor<Dropped>(.accept(Bird.self, as: Dropped.bird), .accept(Picky.self, as: Dropped.picky))
        #expect(try await Picky(value: 1).itemProvider.loadItem(accepting: acceptor) == .picky(Picky(value: 1)))
        #expect(try await Bird(name: "Kite").itemProvider.loadItem(accepting: acceptor) == .bird(Bird(name: "Kite")))
    }

    @Test func readableTypesAreTheUnionInPriorityOrder() {
        let acceptor = DropAcceptor<Dropped>(.accept(Bird.self, as: Dropped.bird), .accept(Picky.self, as: Dropped.picky))
        #expect(acceptor.readableTypes == [.bird, .plainText, .egg, .json])
    }

    struct OverlapCase: Sendable, CustomTestStringConvertible {
        let name: String
        let acceptor: @Sendable () -> DropAcceptor<Dropped>
        let expected: [DropAcceptorDiagnostic]
        var testDescription: String { name }
    }

    static let overlapCases: [OverlapCase] = [
        .init(name: "distinct types", acceptor: { DropAcceptor(.accept(Bird.self, as: Dropped.bird), .accept(Picky.self, as: Dropped.picky)) },
              expected: []),
        .init(name: "same custom type and a conforming text type", acceptor: { DropAcceptor(.accept(Nest.self, as: Dropped.nest), .accept(Bird.self, as: Dropped.bird)) },
              expected: [.init(winner: "Nest", claimedType: "com.example.bird", loser: "Bird", shadowedType: "com.example.bird"),
                         .init(winner: "Nest", claimedType: "public.plain-text", loser: "Bird", shadowedType: "public.plain-text")]),
        .init(name: "same type twice", acceptor: { DropAcceptor(.accept(Bird.self, as: Dropped.bird), .accept(Bird.self, as: Dropped.bird)) },
              expected: [.init(winner: "Bird", claimedType: "com.example.bird", loser: "Bird", shadowedType: "com.example.bird"),
                         .init(winner: "Bird", claimedType: "public.plain-text", loser: "Bird", shadowedType: "public.plain-text")]),
    ]

    @Test(arguments: overlapCases)
    func findsTypesClaimingTheSameContent(_ testCase: OverlapCase) {
        #expect(testCase.acceptor().diagnostics == testCase.expected)
    }

    @Test func shadowingThroughConformanceIsExplained() {
        struct AnyText: Codable, Providable {
            static let writableTypes: [UTType] = [.text]
            func data(type: UTType) throws -> Data? { nil }
            init?(type: UTType, data: Data) throws { nil }
        }
        let acceptor = DropAcceptor<Int>(.accept(AnyText.self) { _ in 0 }, .accept(Bird.self) { _ in 1 })
        #expect(acceptor.diagnostics.map(\.description) == [
            "AnyText and Bird both claim public.plain-text (it conforms to public.text, which AnyText reads); drops of it "
                + "always become AnyText, never Bird. Give each type its own exported content type (declared in "
                + "Info.plist), or drop public.plain-text from Bird.readableTypes.",
        ])
    }
}
