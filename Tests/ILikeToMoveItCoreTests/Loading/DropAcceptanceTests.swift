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

/// Whether a drop is accepted is the core's answer (what SwiftUI's `onDrop` returns): only
/// when the loader can read one of the providers, by conformance; a refused drop starts no
/// load and applies nothing.
@Suite struct DropAcceptanceTests {
    /// Counts the loads the providers were asked for.
    final class Loads: Sendable {
        private let count = Locked(0)
        var started: Int { count.withLock { $0 } }

        /// A portable provider of `bytes` under each of `types`, counting its loads.
        func provider(_ types: [UTType], bytes: String = "Robin") -> ItemProvider {
            let provider = ItemProvider()
            for type in types {
                provider.registerDataRepresentation(for: type) { [count] in
                    count.withLock { $0 += 1 }
                    return Data(bytes.utf8)
                }
            }
            return provider
        }
    }

    @MainActor final class Applied {
        var batches: [[String]] = []
        func record(_ results: [Result<Bird, ItemProviderError>]) {
            batches.append(results.map { (try? $0.get().name) ?? "failed" })
        }
    }

    @Test func noProvidersAreRefused() {
        #expect(!ItemLoader(Bird.self).canLoadAny(of: [ItemProvider]()))
    }

    @Test @MainActor func providersOfUnrelatedTypesAreRefusedAndNothingLoads() async {
        let loads = Loads(), applied = Applied(), drops = DropLoads()
        let providers = [loads.provider([.png, .jpeg]), loads.provider([UTType(exportedAs: "com.example.nest", conformingTo: .data)])]
        #expect(!ItemLoader(Bird.self).canLoadAny(of: providers))
        #expect(drops.start(providers, loader: ItemLoader(Bird.self)) { applied.record($0) } == nil)
        await Task.yield()
        #expect(applied.batches.isEmpty && drops.runningCount == 0 && loads.started == 0)
    }

    /// `public.utf8-plain-text` satisfies a reader of `public.plain-text` (Bird reads plain
    /// text as a name): one such provider among unreadable ones is enough, and the others are
    /// failures in the outcomes.
    @Test @MainActor func oneProviderConformingToAReadableTypeIsEnough() async {
        let loads = Loads(), applied = Applied(), drops = DropLoads()
        let providers = [loads.provider([.png]), loads.provider([.utf8PlainText], bytes: "Wren")]
        #expect(ItemLoader(Bird.self).canLoadAny(of: providers))
        let task = drops.start(providers, loader: ItemLoader(Bird.self)) { applied.record($0) }
        #expect(task != nil)
        await task?.value
        #expect(applied.batches == [["failed", "Wren"]])
        #expect(loads.started == 1, "only the readable provider loads")
    }

    @Test func anAcceptorAcceptsWhatAnyOfItsTypesReads() {
        let acceptor = DropAcceptor<String>(.accept(Bird.self, as: \.name))
        let loads = Loads()
        #expect(ItemLoader(acceptor).canLoadAny(of: [loads.provider([.png]), loads.provider([.plainText])]))
        #expect(!ItemLoader(acceptor).canLoadAny(of: [loads.provider([.png])]))
    }

    /// The whole drop into lists, as the SwiftUI modifiers run it: refused, the lists are
    /// neither read for placement nor written.
    @Test @MainActor func aRefusedDropAppliesNothingToTheLists() async {
        let loads = Loads(), drops = DropLoads()
        let left = ListBox([1, 2]), right = ListBox([3])
        var placed = false
        let task = drops.start([loads.provider([.png])], loader: ItemLoader(Token.self)) { results in
            placed = true
            DropPlanner.place(results, into: right.accessor, at: .end, movingFrom: [left.accessor, right.accessor])
        }
        #expect(task == nil)
        await Task.yield()
        #expect(!placed && left.writes == 0 && right.writes == 0 && loads.started == 0)
        #expect(left.ids == [1, 2] && right.ids == [3])
    }
}
