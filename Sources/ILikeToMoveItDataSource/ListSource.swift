import Foundation
import ILikeToMoveItCore

/// How the UIKit and AppKit hands of a moveable list reach its data source: the core's list
/// over its identifiers, and the two ways between an item and its place in the view (an index
/// path; a table's row in section 0). Made once, by the initializer that knows the data
/// source's concrete type; every read is of the data source as it is at that moment.
@MainActor
package struct ListSource<ItemID: Hashable & Sendable> {
    /// The core's list over the data source, naming items with `label`; `updates` is the
    /// hands' way to learn when a change is on screen.
    package let list: (_ label: ((ItemID) -> String)?, _ updates: ListUpdates) -> IdentifierList<ItemID>
    /// Where the item is shown now.
    package let place: (ItemID) -> IndexPath?
    /// Which item is shown at a place now.
    package let item: (IndexPath) -> ItemID?
    /// A place in the view as the core counts it (the section among the list's, the row in
    /// it); `nil` for a place outside the list.
    package let row: (IndexPath) -> RowPlace?
    /// For a data source whose view reorders it by itself (a diffable collection view's own
    /// reordering): the core's list as the view showed it before, `before` (the identities of
    /// each section); its write finds the data source already holding the change, so it only
    /// tells the app. `nil` for other data sources.
    package let reordered: ((_ before: [[ItemID]], _ label: ((ItemID) -> String)?, _ updates: ListUpdates) -> IdentifierList<ItemID>)?
    /// Tells the app the data source as it is now, after a change its view made by itself
    /// that is not one row's move (a diffable data source's `didMove`); `nil` with
    /// ``reordered``.
    package let changed: (() -> Void)?

    package init(
        list: @escaping (_ label: ((ItemID) -> String)?, _ updates: ListUpdates) -> IdentifierList<ItemID>,
        place: @escaping (ItemID) -> IndexPath?, item: @escaping (IndexPath) -> ItemID?,
        row: @escaping (IndexPath) -> RowPlace?,
        reordered: ((_ before: [[ItemID]], _ label: ((ItemID) -> String)?, _ updates: ListUpdates) -> IdentifierList<ItemID>)? = nil,
        changed: (() -> Void)? = nil
    ) {
        self.list = list
        self.place = place
        self.item = item
        self.row = row
        self.reordered = reordered
        self.changed = changed
    }
}

/// What a data source's write tells the hands: a change is about to be shown, and it is done
/// (the snapshot applied or the rows moved), so focus can go to the moved item; and what the
/// hands tell the write: whether the view already shows the change.
@MainActor
package struct ListUpdates {
    package let begin: @MainActor () -> Void
    package let end: @MainActor () -> Void
    /// Whether the view already shows the change the write makes (a row the user dragged in
    /// edit mode): a snapshot is applied without animation, and rows are not moved again.
    package let shown: Bool

    package init(begin: @escaping @MainActor () -> Void, end: @escaping @MainActor () -> Void, shown: Bool = false) {
        self.begin = begin
        self.end = end
        self.shown = shown
    }
}
