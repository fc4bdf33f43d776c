#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// Another list that a moveable list's rows can send their item to, as an accessibility
/// action ("Move to Favourites"): the way to move between two lists without dragging.
///
/// ```swift
/// .accessibilityMoveableList($birds, label: \.name, transfers: [
///     AccessibilityMoveTransfer("Move to Favourites", announcement: "Moved to Favourites.", items: $favourites)
/// ])
/// ```
///
/// The action's name and the announcement are both looked up in your app's strings (the
/// `Localizable` table of the main bundle, in the language of the app's user interface), the
/// way `String(localized:)` looks them up; string literals, as above, are extracted for
/// translation.
///
/// The move is a ``MoveRequest/transfer(_:before:announcement:)``: an item the other list
/// already has stays where it is, focus goes to the item that took its place, and the
/// environment's `UndoManager` can take it back. The other list must be another binding
/// than the list's own. See <doc:MovingBetweenLists>.
public struct AccessibilityMoveTransfer<Items>
where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable, Items.Element.ID: Sendable {
    /// The action's name, localised.
    package let name: Text
    /// What is announced after the move, localised.
    package let announcement: String
    /// The other list.
    package let items: Binding<Items>
    /// Where the item goes in the other list.
    package let placement: DropTarget<Items.Element.ID>

    /// Creates a transfer whose name and announcement are looked up in the app's strings.
    ///
    /// - Parameters:
    ///   - name: The action's name, looked up in the app's localised strings.
    ///   - announcement: What is announced after the move, looked up in the app's localised
    ///     strings.
    ///   - items: The other list.
    ///   - placement: Where the item goes in the other list; at its end by default.
    public init(
        _ name: String.LocalizationValue, announcement: String.LocalizationValue, items: Binding<Items>,
        at placement: DropTarget<Items.Element.ID> = .end
    ) {
        self.name = Text(String(localized: name))
        self.announcement = String(localized: announcement)
        self.items = items
        self.placement = placement
    }

    /// The transfer as the core's list performs it.
    @MainActor
    var listTransfer: ItemsList<Items, Items.Element.ID>.Transfer {
        let items = self.items
        return ItemsList.Transfer(
            get: { items.wrappedValue }, set: { items.wrappedValue = $0 }, placement: placement,
            announcement: announcement, identify: { $0.id })
    }
}
#endif
