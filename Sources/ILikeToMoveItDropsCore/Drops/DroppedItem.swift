/// A loaded item ready to be placed, and the identity it stands for in the source list.
///
/// The two differ when a dragged item arrives through another representation (text decoded
/// into a fresh item, say): the drop still removes the original from its source on a move.
package struct DroppedItem<Item: Identifiable>: Identifiable {
    /// The loaded item.
    package var item: Item
    /// The identity of the original in the source list, if it came from one.
    var sourceID: Item.ID?

    /// Creates a dropped item whose original has the same identity.
    /// - Parameter item: The loaded item.
    init(_ item: Item) {
        self.init(item, sourceID: item.id)
    }

    /// Creates a dropped item standing for the original `sourceID` (`nil`: no original).
    /// - Parameters:
    ///   - item: The loaded item.
    ///   - sourceID: The original's identity in the source list, or `nil`.
    package init(_ item: Item, sourceID: Item.ID?) {
        self.item = item
        self.sourceID = sourceID
    }

    /// The loaded item's identity.
    package var id: Item.ID { item.id }
}

extension DroppedItem: Sendable where Item: Sendable, Item.ID: Sendable {}
