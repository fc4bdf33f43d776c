@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type with more content types than a derived `Transferable` representation has slots.
struct Wide: Codable, Providable {
    static let writableTypes = (0..<20).map { UTType(exportedAs: "com.example.wide.out\($0)", conformingTo: .data) }
    static let readableTypes = (0..<20).map { UTType(exportedAs: "com.example.wide.in\($0)", conformingTo: .data) }
    func data(type: UTType) throws -> Data? { Data(type.identifier.utf8) }
    init() {}
    init?(type: UTType, data: Data) throws {}
}

/// The slots of the `Transferable` representation derived from a `Providable` description:
/// their order (which decides fidelity on export and preference on import), their bounds,
/// and that a value goes out and back through them as it does through an item provider.
@Suite struct TransferSlotsTests {
    @Test func slotsListTheWritableTypesThenTheReadableTypesInOrder() {
        #expect(TransferSlots<Nest>.slots == [
            .export(.nest), .export(.bird), .export(.json), .export(.utf8PlainText),
            .import(.nest), .import(.bird), .import(.plainText),
        ])
        #expect(TransferSlots<Bird>.slots == [.export(.bird), .import(.bird), .import(.plainText)])
    }

    @Test(arguments: [-1, 7, 31, 32, Int.max, Int.min])
    func slotsOutsideTheTypesAreUnused(index: Int) {
        #expect(TransferSlots<Nest>.slot(index) == .unused)
    }

    @Test func aTypeWithMoreTypesThanSlotsOffersItsWritableTypesFirst() {
        let slots = TransferSlots<Wide>.slots
        #expect(slots.count == TransferSlots<Wide>.capacity)
        #expect(Array(slots.prefix(20)) == Wide.writableTypes.map { .export($0) })
        #expect(Array(slots.dropFirst(20)) == Wide.readableTypes.prefix(12).map { .import($0) })
    }

    /// What a drag exports in each slot is what the item provider carries for that type.
    @Test func everyExportCarriesTheItemProvidersBytes() async throws {
        let nest = Nest(owner: "Wren", eggs: 2)
        for case let .export(type) in TransferSlots<Nest>.slots {
            let exported = try TransferSlots<Nest>.export(nest, as: type)
            let provided = try await nest.itemProvider.loadData(for: type)
            if type == .nest || type == .json {
                // JSON: the encoder's key order may differ from one encoding to the next.
                let decoder = JSONDecoder()
                #expect(try decoder.decode(Nest.self, from: exported) == decoder.decode(Nest.self, from: provided))
            } else {
                #expect(exported == provided, "\(type.identifier)")
            }
        }
    }

    /// Each exported type goes back through the first import slot that reads it, as a drop
    /// reads the first representation it can.
    @Test func exportedValuesComeBackThroughTheFirstSlotThatReadsThem() throws {
        let nest = Nest(owner: "Wren", eggs: 2)
        var back: [String: Nest] = [:]
        for case let .export(type) in TransferSlots<Nest>.slots {
            let reader = TransferSlots<Nest>.slots.lazy.compactMap { slot -> UTType? in
                if case let .import(readable) = slot, type.conforms(to: readable) { return readable }
                return nil
            }.first
            guard let reader else { continue }
            back[type.identifier] = try TransferSlots<Nest>.import(TransferSlots<Nest>.export(nest, as: type), as: reader)
        }
        #expect(back == [
            UTType.nest.identifier: nest,
            UTType.bird.identifier: Nest(owner: "Wren", eggs: 0),
            UTType.utf8PlainText.identifier: Nest(owner: "Wren's nest", eggs: 0),
        ])
    }

    @Test func aDeclinedConversionFailsWithAnErrorNamingTheType() throws {
        let declined = #expect(throws: ItemProviderError.self) {
            try TransferSlots<Picky>.import(Data("3".utf8), as: .json)
        }
        #expect(declined?.code == .unsupportedType)
        #expect(declined?.errorDescription != nil)
        let missing = #expect(throws: ItemProviderError.self) {
            try TransferSlots<Picky>.export(Picky(value: 3), as: .json)
        }
        #expect(missing?.code == .loadFailed)
        #expect(throws: Picky.PickyError.self) { try TransferSlots<Picky>.import(Data("three".utf8), as: .egg) }
        #expect(try TransferSlots<Picky>.import(Data("3".utf8), as: .egg) == Picky(value: 3))
    }
}
