#if canImport(SwiftUI) && canImport(CoreTransferable)
import CoreTransferable
import SwiftUI
import ILikeToMoveItCore

@available(iOS 16, macOS 13, *)
extension DynamicViewContent {
    /// Accepts drops of `Transferable` items between the rows of a `ForEach`, places them
    /// where the user dropped them, moves them out of the lists they came from, and
    /// announces the drop to VoiceOver.
    ///
    /// ```swift
    /// List {
    ///     ForEach(birds) { bird in
    ///         Text(bird.name).draggable(bird)
    ///     }
    ///     .dropDestination(for: Bird.self, into: $birds, movingFrom: [$birds, $otherBirds], label: \.name)
    /// }
    /// ```
    ///
    /// It is SwiftUI's `dropDestination(for:action:)` of iOS 16 and macOS 13, with the
    /// placement written for you, the same as the `Providable` form
    /// (`onInsert(of:into:movingFrom:label:options:completion:)`) does it:
    ///
    /// - The items go in, in the order they were dragged, before the row that was at the drop's
    ///   index (or at the end).
    /// - With `sources` the drop is a move: each placed item leaves whichever source holds
    ///   its identity. `sources` may include `items` (a drop within the list), and two lists
    ///   may be each other's sources: the sources are written first and `items` last, each
    ///   read afresh, so every placed identity ends exactly once in `items` and no other item
    ///   is lost. Without `sources` it is a copy that skips identities `items` already has.
    /// - VoiceOver hears what happened, in the words of the announcer set with
    ///   `accessibilityMoveAnnouncer(_:)` (otherwise the locale's): "Dropped 2 items. Above
    ///   Robin." — the neighbour named with `label`, "At top." / "At bottom." at an edge.
    ///
    /// `Transferable` hands over items that are already decoded, so unlike the `Providable`
    /// form there is nothing to load and no load to fail. The index SwiftUI reports counts the
    /// `ForEach`'s data, so pass the collection the `ForEach` shows. See
    /// <doc:MovingBetweenLists>.
    ///
    /// - Parameters:
    ///   - itemType: The type to accept; the drop accepts the content types its
    ///     `transferRepresentation` imports.
    ///   - items: The list the `ForEach` shows.
    ///   - sources: The lists the items may be dragged from (`items` among them for drags
    ///     within the list), to remove them there.
    ///   - label: The text that names an item in the announcement, such as `\.name`; `nil`
    ///     names no neighbour.
    ///   - completion: Told what the drop did (inserted, removed, skipped), after the lists
    ///     were written.
    /// - Returns: The content, accepting drops.
    @MainActor
    public func dropDestination<Item: Transferable & Identifiable>(
        for itemType: Item.Type = Item.self,
        into items: Binding<[Item]>,
        movingFrom sources: [Binding<[Item]>] = [],
        label: KeyPath<Item, String>? = nil,
        completion: (@MainActor (DropOutcome<Item.ID>) -> Void)? = nil
    ) -> some DynamicViewContent where Item.ID: Sendable {
        DropAnnouncingContent(content: self) { content, context in
            content.dropDestination(for: itemType) { dropped, index in
                guard let step = items.completeDrop(
                    dropped.map { .success($0) }, at: .anchored(at: index, in: items.wrappedValue),
                    movingFrom: sources, label: label, in: context) else { return }
                completion?(step.outcome)
            }
        }
    }
}
#endif
