@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type described declaratively, proxying to the hand-written `Bird` as well.
struct Nest: Codable, Hashable, RepresentedProvidable {
    var owner: String
    var eggs: Int

    static var representations: [Provided] {
        [
            .codable(contentType: .nest),
            .proxy(Bird.self, exporting: { Bird(name: $0.owner) }, importing: { Nest(owner: $0.name, eggs: 0) }),
            .data(contentType: .json, exporting: { try JSONEncoder().encode($0) }),
            .plainText(exporting: { "\($0.owner)'s nest" }),
        ]
    }
}

/// A proxy chain that returns to where it started.
struct Loop: Codable, RepresentedProvidable {
    static var representations: [Provided] {
        [
            .codable(contentType: .egg),
            .proxy(Loop.self, exporting: { $0 }, importing: { $0 }),
            .proxy(Pool.self, exporting: { _ in Pool() }, importing: { _ in Loop() }),
        ]
    }
}

struct Pool: Codable, RepresentedProvidable {
    static var representations: [ProvidableRepresentation<Pool>] {
        [.proxy(Loop.self, exporting: { _ in Loop() }, importing: { _ in Pool() })]
    }
}

@Suite struct RepresentedProvidableTests {
    @Test func derivesTypesInDeclarationOrder() {
        #expect(Nest.writableTypes == [.nest, .bird, .json, .utf8PlainText])
        #expect(Nest.readableTypes == [.nest, .bird, .plainText])
    }

    @Test func roundTripsThroughItsOwnType() async throws {
        let nest = Nest(owner: "Robin", eggs: 3)
        #expect(try await nest.itemProvider.loadItem(Nest.self) == nest)
    }

    @Test func exportsEveryDeclaredType() async throws {
        let provider = Nest(owner: "Wren", eggs: 2).itemProvider
        let text = try await provider.loadData(for: .plainText)
        #expect(String(decoding: text, as: UTF8.self) == "Wren's nest")
        let json = try await provider.loadData(for: .json)
        #expect(try JSONDecoder().decode(Nest.self, from: json) == Nest(owner: "Wren", eggs: 2))
    }

    @Test func interoperatesWithHandWrittenConformances() async throws {
        // A nest dragged onto a bird list arrives as its owner; a bird dropped on nests makes one.
        #expect(try await Nest(owner: "Swan", eggs: 1).itemProvider.loadItem(Bird.self) == Bird(name: "Swan"))
        #expect(try await Bird(name: "Crow").itemProvider.loadItem(Nest.self) == Nest(owner: "Crow", eggs: 0))
        // Text reaches the nest through Bird's own plain-text reading.
        #expect(try await provider((.utf8PlainText, "Jay")).loadItem(Nest.self) == Nest(owner: "Jay", eggs: 0))
    }

    @Test func cyclicProxiesContributeNothing() {
        #expect(Loop.writableTypes == [.egg])
        #expect(Loop.readableTypes == [.egg])
        #expect(Pool.writableTypes == [.egg])
    }

    @Test func oneDirectionRepresentationsKeepDeclarationOrder() async throws {
        struct Flexible: Codable, Equatable, RepresentedProvidable {
            var mark = 1
            static var representations: [ProvidableRepresentation<Flexible>] {
                [
                    .codable(contentType: .egg),
                    .data(contentType: .bird, importing: { _ in Flexible(mark: 2) }),
                    .data(contentType: .json) { _ in Data("{}".utf8) },
                    .data(contentType: .text, exporting: { _ in Data() }),
                ]
            }
        }
        #expect(Flexible.writableTypes == [.egg, .json, .text])
        #expect(Flexible.readableTypes == [.egg, .bird])
        // The trailing closure is the exporter: JSON is written, never read.
        let json = try await Flexible().itemProvider.loadData(for: .json)
        #expect(String(decoding: json, as: UTF8.self) == "{}")
        #expect(try await provider((.bird, "anything")).loadItem(Flexible.self) == Flexible(mark: 2))
    }
}
