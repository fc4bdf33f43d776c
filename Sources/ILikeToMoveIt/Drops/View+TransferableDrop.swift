#if canImport(SwiftUI) && canImport(CoreTransferable)
import CoreTransferable
import SwiftUI
import ILikeToMoveItCore

@available(iOS 16, macOS 13, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Accepts drops of `Transferable` items anywhere on the view and places them in `items`
    /// at `target`, moving them out of the lists they came from, and announces the drop to
    /// VoiceOver.
    ///
    /// ```swift
    /// Text("Drop birds here")
    ///     .dropDestination(for: Bird.self, into: $birds, at: .end, movingFrom: [$otherBirds], label: \.name)
    /// ```
    ///
    /// It is SwiftUI's `dropDestination(for:action:isTargeted:)` of iOS 16 and macOS 13 for a
    /// list's placeholder, header or any other view that stands for a place in the list; the
    /// place is a ``DropTarget``, an anchor that stays right however the list changes. It
    /// places, moves and announces as the `ForEach` form,
    /// `dropDestination(for:into:movingFrom:label:completion:)`, does. The drop counts as
    /// successful (SwiftUI's action returns `true`) when at least one item was placed; a drop
    /// whose every item the list already has, on a copy, is refused.
    ///
    /// - Parameters:
    ///   - itemType: The type to accept.
    ///   - items: The list to place the items in.
    ///   - target: Where; the end by default.
    ///   - sources: The lists the items may be dragged from (`items` among them for drags
    ///     within the list), to remove them there.
    ///   - label: The text that names an item in the announcement; `nil` names no neighbour.
    ///   - isTargeted: Called with `true` when a drag enters the view, `false` when it leaves.
    ///   - completion: Told what the drop did, after the lists were written.
    /// - Returns: A view that accepts drops.
    @MainActor
    public func dropDestination<Item: Transferable & Identifiable>(
        for itemType: Item.Type = Item.self,
        into items: Binding<[Item]>,
        at target: DropTarget<Item.ID> = .end,
        movingFrom sources: [Binding<[Item]>] = [],
        label: KeyPath<Item, String>? = nil,
        isTargeted: @escaping (Bool) -> Void = { _ in },
        completion: (@MainActor (DropOutcome<Item.ID>) -> Void)? = nil
    ) -> some View where Item.ID: Sendable {
        DropAnnouncingView(content: self) { content, context in
            content.dropDestination(for: itemType, action: { dropped, _ in
                guard let step = items.completeDrop(
                    dropped.map { .success($0) }, at: target, movingFrom: sources, label: label, in: context)
                else { return false }
                completion?(step.outcome)
                return step.isAccepted
            }, isTargeted: isTargeted)
        }
    }
}
#endif
