#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// Another list that a moveable list's rows can send their item to, as an accessibility
/// action ("Move to Favourites"): the way to move between two lists without dragging.
///
/// ```swift
/// List {
///     ForEach(birds) { bird in
///         Text(bird.name).accessibilityMoveable(bird)
///     }
/// }
/// .accessibilityMoveableList($birds, label: \.name, destinations: [
///     AccessibilityMoveDestination("Move to Favourites", announcement: "Moved to Favourites.", items: $favourites)
/// ])
/// ```
///
/// The move goes through the core's drop planning: the item leaves its list only once it
/// is placed, and an item whose identity the other list already has is not duplicated (it
/// then stays where it is). Focus goes to the item that took its place, the announcement is
/// posted as for moves, and the environment's `UndoManager` can take it back.
public struct AccessibilityMoveDestination<Items>
where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable, Items.Element.ID: Sendable {
    /// The action's name.
    public let name: Text
    /// What is announced after the move.
    public let announcement: String
    /// The other list.
    public let items: Binding<Items>
    /// Where the item goes in the other list.
    public let placement: DropTarget<Items.Element.ID>

    /// Creates a destination with a localised action name.
    ///
    /// - Parameters:
    ///   - name: The action's name, looked up in the app's strings ("Move to Favourites").
    ///   - announcement: What VoiceOver says afterwards, already localised.
    ///   - items: The other list.
    ///   - placement: Where the item goes there; the end by default.
    public init(
        _ name: LocalizedStringKey,
        announcement: String,
        items: Binding<Items>,
        at placement: DropTarget<Items.Element.ID> = .end
    ) {
        self.init(name: Text(name), announcement: announcement, items: items, at: placement)
    }

    /// Creates a destination whose name is a `Text`.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - announcement: What VoiceOver says afterwards, already localised.
    ///   - items: The other list.
    ///   - placement: Where the item goes there; the end by default.
    public init(
        name: Text,
        announcement: String,
        items: Binding<Items>,
        at placement: DropTarget<Items.Element.ID> = .end
    ) {
        self.name = name
        self.announcement = announcement
        self.items = items
        self.placement = placement
    }
}
#endif
