#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A ``Providable`` type's content types laid out as the fixed slots of a `Transferable`
/// representation, and the conversions each slot runs.
///
/// `TransferRepresentationBuilder` takes a fixed list of representations, with no loop and
/// no `if`, while a type's content types are known only when its description is read. So the
/// Apple layer declares ``capacity`` slots, one `DataRepresentation` each, and asks this type
/// what slot *n* is: the writable types first, in order (the first is the highest fidelity
/// a drag offers), then the readable types, in order (the first that a drop offers is the
/// one read), then unused slots, which neither export nor import. The conversions are the
/// type's own `data(type:)` and `init?(type:data:)`, so a `Transferable` drag carries exactly
/// the bytes an `NSItemProvider` drag carries.
///
/// ```swift
/// TransferSlots<Bird>.slot(0)   // .export(.bird)
/// TransferSlots<Bird>.slot(2)   // .import(.bird)
/// ```
package enum TransferSlots<Item: Providable> {
    /// What one slot does.
    package enum Slot: Equatable, Sendable {
        /// Writes this type, from `data(type:)`.
        case export(UTType)
        /// Reads this type (and, by conformance, the types conforming to it), through
        /// `init?(type:data:)`.
        case `import`(UTType)
        /// Does nothing.
        case unused
    }

    /// The number of slots the Apple layer declares. A type with more writable and readable
    /// types than that in all offers the first ones: every writable type before any readable
    /// one, each list in its order.
    static var capacity: Int { 32 }

    /// The slot at `index`; ``Slot/unused`` past the type's types, for a negative index and
    /// from ``capacity`` on.
    ///
    /// - Parameter index: The slot's position.
    /// - Returns: What the slot does.
    /// - Complexity: O(1) for a ``RepresentedProvidable`` type (its lists are cached);
    ///   otherwise what reading `writableTypes` and `readableTypes` costs.
    package static func slot(_ index: Int) -> Slot {
        guard index >= 0, index < capacity else { return .unused }
        let writable = Item.writableTypes
        if index < writable.count { return .export(writable[index]) }
        let readable = Item.readableTypes
        let offset = index - writable.count
        return offset < readable.count ? .import(readable[offset]) : .unused
    }

    /// The slots a type uses, in order.
    static var slots: [Slot] {
        (0..<capacity).map(slot).filter { $0 != .unused }
    }

    /// The bytes of `item` as `type`.
    ///
    /// - Throws: What `data(type:)` throws, or an ``ItemProviderError`` with code
    ///   ``ItemProviderError/Code/loadFailed`` naming the type when it returns `nil`.
    package static func export(_ item: Item, as type: UTType) throws -> Data {
        guard let data = try item.data(type: type) else {
            throw ItemProviderError.noData(itemType: String(describing: Item.self), type: type.identifier)
        }
        return data
    }

    /// An item read from bytes of `type`.
    ///
    /// - Throws: What `init?(type:data:)` throws, or an ``ItemProviderError`` with code
    ///   ``ItemProviderError/Code/unsupportedType`` naming the type when it returns `nil`.
    package static func `import`(_ data: Data, as type: UTType) throws -> Item {
        guard let item = try Item(type: type, data: data) else {
            throw ItemProviderError.unsupportedType(itemType: String(describing: Item.self), type: type.identifier)
        }
        return item
    }
}
