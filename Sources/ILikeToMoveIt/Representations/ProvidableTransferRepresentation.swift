#if canImport(CoreTransferable)
import CoreTransferable
import Foundation
import ILikeToMoveItCore

/// What ``CoreTransferable/Transferable/providableTransferRepresentation`` returns: one
/// `DataRepresentation` per content type of the ``Providable`` description, in 32 slots (see
/// the core's `TransferSlots`), highest fidelity first.
@available(iOS 16, macOS 13, *)
struct ProvidableTransferRepresentation<Item: Providable & Transferable>: TransferRepresentation {
    /// The data representations, one per content type, highest fidelity first.
    var body: some TransferRepresentation<Item> {
        ProvidableTransferSlotGroup<Item>(first: 0)
        ProvidableTransferSlotGroup<Item>(first: 8)
        ProvidableTransferSlotGroup<Item>(first: 16)
        ProvidableTransferSlotGroup<Item>(first: 24)
    }
}

@available(iOS 16, macOS 13, *)
extension Transferable where Self: Providable {
    /// The representation derived from the type's ``Providable`` description
    /// (``providableTransferRepresentation``): a ``Providable`` type that conforms to
    /// `Transferable` needs to write nothing more.
    ///
    /// ```swift
    /// @available(iOS 16, macOS 13, *)
    /// extension Bird: Transferable {}
    /// ```
    ///
    /// Write `transferRepresentation` yourself to use another one; yours is used instead.
    public static var transferRepresentation: some TransferRepresentation<Self> {
        providableTransferRepresentation
    }

    /// The `Transferable` representation of a ``Providable`` type, derived from its content
    /// types and conversions: one declaration serves `onDrag { bird.provider }` on iOS 15 and
    /// `draggable(bird)` or `dropDestination(for:)` on iOS 16 and later.
    ///
    /// A ``Providable`` type that also conforms to `Transferable` gets it as its
    /// ``transferRepresentation`` with nothing more to write; a type described with
    /// ``RepresentedProvidable`` declares its representations once:
    ///
    /// ```swift
    /// extension Bird: RepresentedProvidable {
    ///     static var representations: [Provided] {
    ///         [
    ///             .codable(contentType: .bird),
    ///             .plainText(exporting: \.name, importing: { Bird(name: $0) }),
    ///         ]
    ///     }
    /// }
    ///
    /// @available(iOS 16, macOS 13, *)
    /// extension Bird: Transferable {}
    /// ```
    ///
    /// It declares one `DataRepresentation` per content type, in the order the type lists them:
    /// every type of ``Providable/writableTypes`` (exported, the first the highest fidelity),
    /// then every type of ``Providable/readableTypes`` (imported, and anything conforming to
    /// them, the first offered by a drop being read). Exporting calls ``Providable/data(type:)``
    /// and importing ``Providable/init(type:data:)``, so a `Transferable` drag carries the same
    /// bytes as an `NSItemProvider` drag and either side reads the other's. A conversion that
    /// returns `nil` fails the transfer with an ``ItemProviderError`` that names the type. Up
    /// to 32 content types in all are offered (the writable ones first).
    ///
    /// To add representations of your own, write `transferRepresentation` and include this
    /// one where its priority belongs:
    ///
    /// ```swift
    /// static var transferRepresentation: some TransferRepresentation {
    ///     providableTransferRepresentation
    ///     ProxyRepresentation(exporting: \.name)
    /// }
    /// ```
    public static var providableTransferRepresentation: some TransferRepresentation<Self> {
        ProvidableTransferRepresentation<Self>()
    }
}

/// Eight consecutive slots (see the core's `TransferSlots`): the builder takes at most ten
/// representations per block, so the slots come in groups.
@available(iOS 16, macOS 13, *)
struct ProvidableTransferSlotGroup<Item: Providable & Transferable>: TransferRepresentation {
    let first: Int

    var body: some TransferRepresentation<Item> {
        ProvidableTransferSlot<Item>(index: first)
        ProvidableTransferSlot<Item>(index: first + 1)
        ProvidableTransferSlot<Item>(index: first + 2)
        ProvidableTransferSlot<Item>(index: first + 3)
        ProvidableTransferSlot<Item>(index: first + 4)
        ProvidableTransferSlot<Item>(index: first + 5)
        ProvidableTransferSlot<Item>(index: first + 6)
        ProvidableTransferSlot<Item>(index: first + 7)
    }
}

/// One slot: a `DataRepresentation` that exports or imports the slot's type, or, for an
/// unused slot, one whose export is switched off by its exporting condition (every slot
/// must be of the same type, and the builder has no `if`).
@available(iOS 16, macOS 13, *)
struct ProvidableTransferSlot<Item: Providable & Transferable>: TransferRepresentation {
    let index: Int

    var body: some TransferRepresentation<Item> {
        let slot = TransferSlots<Item>.slot(index)
        representation(slot).exportingCondition { _ in slot != .unused }
    }

    private func representation(_ slot: TransferSlots<Item>.Slot) -> DataRepresentation<Item> {
        switch slot {
        case let .export(type):
            DataRepresentation(exportedContentType: type) { item in try TransferSlots<Item>.export(item, as: type) }
        case let .import(type):
            DataRepresentation(importedContentType: type) { data in try TransferSlots<Item>.import(data, as: type) }
        case .unused:
            DataRepresentation(exportedContentType: .data) { _ in Data() }
        }
    }
}
#endif
