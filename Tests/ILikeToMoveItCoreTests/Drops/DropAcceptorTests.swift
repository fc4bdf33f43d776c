import ILikeToMoveItCore
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
    static let quiet: DiagnosticReporter? = nil

    @Test func eachProviderBecomesTheFirstTypeItSatisfies() async throws {
        let acceptor = DropAcceptor<Dropped>(.accept(Nest.self, as: Dropped.nest), .accept(Bird.self, as: Dropped.bird),
                                             .accept(Picky.self, as: Dropped.picky), reporter: Self.quiet)
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
        guard case .failure(.decodingFailed(itemType: "Nest", type: "com.example.nest", _)) = results[3] else {
            Issue.record("expected a Nest decoding failure, got \(results[3])")
            return
        }
        guard case let .failure(error) = results[4] else { Issue.record("expected a failure"); return }
        #expect(error.description.hasPrefix("No representation that Nest or Bird or Picky can read"))
    }

    @Test func callbackFormKeepsOrder() async {
        let acceptor = DropAcceptor<Dropped>(.accept(Bird.self, as: Dropped.bird), .accept(Picky.self, as: Dropped.picky),
                                             reporter: Self.quiet)
        let (stream, continuation) = AsyncStream.makeStream(of: Dropped?.self)
        [Picky(value: 1).itemProvider, Bird(name: "Kite").itemProvider].loadItems(accepting: acceptor) { output, _ in
            continuation.yield(output)
        }
        var outputs: [Dropped?] = []
        for await output in stream {
            outputs.append(output)
            if outputs.count == 2 { continuation.finish() }
        }
        #expect(outputs == [.picky(Picky(value: 1)), .bird(Bird(name: "Kite"))])
    }

    @Test func readableTypesAreTheUnionInPriorityOrder() {
        let acceptor = DropAcceptor<Dropped>(.accept(Bird.self, as: Dropped.bird), .accept(Picky.self, as: Dropped.picky),
                                             reporter: Self.quiet)
        #expect(acceptor.readableTypes == [.bird, .plainText, .egg, .json])
    }

    struct OverlapCase: Sendable, CustomTestStringConvertible {
        let name: String
        let acceptor: @Sendable (DiagnosticReporter?) -> DropAcceptor<Dropped>
        let expected: [DropAcceptorDiagnostic]
        var testDescription: String { name }
    }

    static let overlapCases: [OverlapCase] = [
        .init(name: "distinct types", acceptor: { DropAcceptor(.accept(Bird.self, as: Dropped.bird), .accept(Picky.self, as: Dropped.picky), reporter: $0) },
              expected: []),
        .init(name: "same custom type and a conforming text type", acceptor: { DropAcceptor(.accept(Nest.self, as: Dropped.nest), .accept(Bird.self, as: Dropped.bird), reporter: $0) },
              expected: [.init(winner: "Nest", claimedType: "com.example.bird", loser: "Bird", shadowedType: "com.example.bird"),
                         .init(winner: "Nest", claimedType: "public.plain-text", loser: "Bird", shadowedType: "public.plain-text")]),
        .init(name: "same type twice", acceptor: { DropAcceptor(.accept(Bird.self, as: Dropped.bird), .accept(Bird.self, as: Dropped.bird), reporter: $0) },
              expected: [.init(winner: "Bird", claimedType: "com.example.bird", loser: "Bird", shadowedType: "com.example.bird"),
                         .init(winner: "Bird", claimedType: "public.plain-text", loser: "Bird", shadowedType: "public.plain-text")]),
    ]

    @Test(arguments: overlapCases)
    func findsTypesClaimingTheSameContent(_ testCase: OverlapCase) {
        #expect(testCase.acceptor(nil).diagnostics == testCase.expected)
    }

    @Test func shadowingThroughConformanceIsExplained() {
        struct AnyText: Codable, Providable {
            static let writableTypes: [UTType] = [.text]
            func data(type: UTType) throws -> Data? { nil }
            init?(type: UTType, data: Data) throws { nil }
        }
        let acceptor = DropAcceptor<Int>(.accept(AnyText.self) { _ in 0 }, .accept(Bird.self) { _ in 1 }, reporter: nil)
        #expect(acceptor.diagnostics.map(\.description) == [
            "AnyText and Bird both claim public.plain-text (it conforms to public.text, which AnyText reads); drops of it "
                + "always become AnyText, never Bird. Give each type its own exported content type (declared in "
                + "Info.plist), or drop public.plain-text from Bird.readableTypes.",
        ])
    }

    @Test func reportsEachOverlapOnce() {
        let messages = Locked<[String]>([])
        let reporter = DiagnosticReporter { message in messages.withLock { $0.append(message) } }
        for _ in 0..<5 {
            _ = DropAcceptor<Dropped>(.accept(Nest.self, as: Dropped.nest), .accept(Bird.self, as: Dropped.bird), reporter: reporter)
        }
        let reported = messages.withLock { $0 }
        #expect(reported.count == 2)
        #expect(reported.allSatisfy { $0.contains("Nest and Bird both claim") })
        #expect(!reporter.report(reported[0]))
    }
}
