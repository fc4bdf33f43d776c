@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The callback forms apps of the original package use: `(Item?, Error?)`, called once per
/// provider, with `nil` and ``ProvidableError/unsupportedUTTypeIdentifier`` where the
/// original reported it, and a clear error otherwise.
@Suite struct CompatibilityCallbackTests {
    /// What one callback received.
    enum Call: Equatable, CustomStringConvertible {
        case item(String)
        case unsupported
        case other(String)

        init(_ item: (some Any)?, _ error: (any Error)?) {
            switch (item, error) {
            case let (item?, nil): self = .item("\(item)")
            case (nil, let error as ProvidableError) where error == .unsupportedUTTypeIdentifier: self = .unsupported
            case let (nil, error?): self = .other(String(describing: type(of: error)))
            default: self = .other("item and error together, or neither")
            }
        }

        var description: String {
            switch self {
            case let .item(item): item
            case .unsupported: "unsupported"
            case let .other(what): what
            }
        }
    }

    /// A last provider that always loads: delivery is in provider order, exactly once per
    /// provider, so when its call arrives every earlier call (and any duplicate of one)
    /// has arrived too. No waiting on a clock.
    static let sentinel = provider((.egg, "0"))

    /// Loads `providers` plus the sentinel with `start` and returns the calls before the
    /// sentinel's.
    @MainActor
    func calls(
        _ providers: [ItemProvider],
        start: ([ItemProvider], @escaping @MainActor @Sendable (Call) -> Void) -> Void
    ) async -> [Call] {
        let (stream, continuation) = AsyncStream.makeStream(of: Call.self)
        start(providers + [Self.sentinel]) { continuation.yield($0) }
        var calls: [Call] = []
        for await call in stream {
            if call == .item("Picky(value: 0)") && calls.count == providers.count { break }
            calls.append(call)
        }
        return calls
    }

    @Test @MainActor func aDeclinedTypeIsReportedAsTheOriginalError() async {
        // Picky reads JSON but its init?(type:data:) returns nil for it.
        let received = await calls([provider((.json, "{}")), provider((.egg, "7"))]) { providers, record in
            providers.loadItems(Picky.self) { picky, error in record(Call(picky, error)) }
        }
        #expect(received == [.unsupported, .item("Picky(value: 7)")])
        #expect(ProvidableError.unsupportedUTTypeIdentifier.errorDescription?.isEmpty == false)
    }

    @Test @MainActor func otherFailuresKeepTheirDetailedError() async {
        let received = await calls([provider((.nest, "x")), provider((.egg, "not a number"))]) { providers, record in
            providers.loadItems(Picky.self, completionHandler: { picky, error in record(Call(picky, error)) })
        }
        #expect(received == [.other("ItemProviderError"), .other("ItemProviderError")])
    }

    @Test @MainActor func theStaticLoadCallsBackWithTheItemOrNil() async {
        // Separate loads promise no order between them, so take the first two calls as a
        // set; exactly-once is the batch path's, checked above with a sentinel.
        let (stream, continuation) = AsyncStream.makeStream(of: Call.self)
        for provider in [provider((.egg, "3")), provider((.json, "[]"))] {
            Picky.load(from: provider) { picky, error in continuation.yield(Call(picky, error)) }
        }
        var received: [Call] = []
        for await call in stream {
            received.append(call)
            if received.count == 2 { break }
        }
        #expect(received.contains(.item("Picky(value: 3)")) && received.contains(.unsupported))
    }

    @Test @MainActor func aWriterWithoutDataIsReportedAsTheOriginalError() async {
        // data(type:) returns nil for a type Picky does not write.
        let item = Picky(value: 5)
        let bare = ItemProvider()
        bare.registerDataRepresentation(for: .egg) { try item.exportedData(type: .json) }
        let received = await calls([bare]) { providers, record in
            providers.loadItems(Picky.self) { picky, error in record(Call(picky, error)) }
        }
        #expect(received == [.unsupported])
    }

    @Test func theResultFormsNameTheTypes() async {
        let results = await [provider((.json, "{}"))].loadItemResults(Picky.self)
        guard case .failure(let error) = results.first, error.code == .unsupportedType else {
            Issue.record("expected unsupportedType, got \(results)")
            return
        }
        #expect(error.itemType == "Picky" && error.contentType == "public.json")
    }
}
