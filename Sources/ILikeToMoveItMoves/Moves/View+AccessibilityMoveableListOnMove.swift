#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Gives the rows inside this view marked `accessibilityMoveable(_:actions:)` accessible
    /// moves for a list the app reorders itself, such as a SwiftData `@Query` or a Core Data
    /// `@FetchRequest`: each move reaches the app as `onMove(perform:)` hands it, the offsets
    /// of the items that move and where they go.
    ///
    /// ```swift
    /// List {
    ///     ForEach(chores) { chore in
    ///         Text(chore.title).accessibilityMoveable(chore)
    ///     }
    /// }
    /// .accessibilityMoveableList(chores, id: \.id, label: \.title) { source, destination in
    ///     let ordered = chores.sorted { $0.order < $1.order }
    ///     for (offset, key) in ordered.map(\.order).sortKeyUpdates(movingOffsets: source, toOffset: destination) {
    ///         ordered[offset].order = key
    ///     }
    /// }
    /// ```
    ///
    /// The core's ``AccessibleMoves`` decides each move on a copy of `items` as this update has
    /// them, with the moves already handed to `perform` since then applied (so a second quick
    /// move, before SwiftUI updates the view, moves the item it names), exactly as for a
    /// binding: the item is found by identity, the moved item keeps focus and the move is announced ("Moved up. Above
    /// Laundry."). `perform` gets the move with the semantics of
    /// `move(fromOffsets:toOffset:)`: `destination` counts in the list before the move. Undo
    /// (the environment's `UndoManager`) calls `perform` with the move that takes it back,
    /// worked out on the list as it is when the user undoes.
    ///
    /// Each move is one call of `perform`, its undo and its redo too. A selected row moves the
    /// selection with it when the selected items stand together in the list; for a scattered
    /// selection one `move(fromOffsets:toOffset:)` could not keep the gaps of a move up by
    /// places, nor put the items back on undo, so the row moves alone. A second move (or an
    /// undo) can come before SwiftUI updates the view and is counted in the list the previous
    /// call left: read the order where it is kept now (the sort keys, as above, or the model's
    /// array), not from an array that SwiftUI has not updated since. <doc:ListsInModels> has
    /// recipes for SwiftData, Core Data and an `@Observable` model.
    ///
    /// Rows are not draggable by pointer in such a list (`accessibilityMoveDragging()` does
    /// nothing here); keep SwiftUI's `onMove` for that.
    ///
    /// - Parameters:
    ///   - items: The list's items in the order shown; only read.
    ///   - id: The key path to each item's identity, the one its row passes to
    ///     `accessibilityMoveable`.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - selection: The list's selection, if any: acting on a selected row moves every
    ///     selected item together, keeping their order, when they stand together in the list.
    ///   - perform: Applies a move: the offsets of the items that move, and the offset they go
    ///     to, counted in the list before the move.
    /// - Returns: A view that offers accessible moves and hands them to `perform`.
    @MainActor
    public func accessibilityMoveableList<Items: RandomAccessCollection, ID: Hashable>(
        _ items: Items, id: KeyPath<Items.Element, ID>, label: KeyPath<Items.Element, String>? = nil,
        selection: Binding<Set<ID>>? = nil, perform: @escaping (_ source: IndexSet, _ destination: Int) -> Void
    ) -> some View {
        modifier(AccessibilityMoveListModifier(
            list: OnMoveList<Items, ID>(items: items, move: perform), id: id, label: label,
            selection: selection))
    }

    /// Accessible grid moves for a grid the app reorders itself, laid out in `columns` columns
    /// (a `LazyVGrid`): the moves of ``accessibilityMoveableGrid(_:columns:label:)`` handed to
    /// `perform` in `onMove`'s shape, as
    /// ``accessibilityMoveableList(_:id:label:selection:perform:)`` does for a list.
    ///
    /// ```swift
    /// LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
    ///     ForEach(photos) { photo in
    ///         PhotoCell(photo).accessibilityMoveable(photo)
    ///     }
    /// }
    /// .accessibilityMoveableGrid(photos, id: \.id, columns: 3, label: \.title) { source, destination in
    ///     album.movePhotos(fromOffsets: source, toOffset: destination)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - items: The grid's items in reading order; only read.
    ///   - id: The key path to each item's identity.
    ///   - columns: The number of columns; less than 1 counts as 1.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - perform: Applies a move: the offsets of the items that move, and the offset they go
    ///     to, counted in the list before the move.
    /// - Returns: A view that offers accessible grid moves and hands them to `perform`.
    @MainActor
    public func accessibilityMoveableGrid<Items: RandomAccessCollection, ID: Hashable>(
        _ items: Items, id: KeyPath<Items.Element, ID>, columns: Int, label: KeyPath<Items.Element, String>? = nil,
        perform: @escaping (_ source: IndexSet, _ destination: Int) -> Void
    ) -> some View {
        modifier(AccessibilityMoveListModifier(
            list: OnMoveList<Items, ID>(items: items, move: perform), id: id, label: label,
            grid: .columns(columns)))
    }

    /// Accessible grid moves for a grid the app reorders itself that fills its `rows` rows
    /// first (a `LazyHGrid`), handed to `perform` in `onMove`'s shape.
    ///
    /// ```swift
    /// LazyHGrid(rows: Array(repeating: GridItem(), count: 2)) {
    ///     ForEach(photos) { photo in
    ///         PhotoCell(photo).accessibilityMoveable(photo)
    ///     }
    /// }
    /// .accessibilityMoveableGrid(photos, id: \.id, rows: 2, label: \.title) { source, destination in
    ///     album.movePhotos(fromOffsets: source, toOffset: destination)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - items: The grid's items in order; only read.
    ///   - id: The key path to each item's identity.
    ///   - rows: The number of rows; less than 1 counts as 1.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - perform: Applies a move: the offsets of the items that move, and the offset they go
    ///     to, counted in the list before the move.
    /// - Returns: A view that offers accessible grid moves and hands them to `perform`.
    @MainActor
    public func accessibilityMoveableGrid<Items: RandomAccessCollection, ID: Hashable>(
        _ items: Items, id: KeyPath<Items.Element, ID>, rows: Int, label: KeyPath<Items.Element, String>? = nil,
        perform: @escaping (_ source: IndexSet, _ destination: Int) -> Void
    ) -> some View {
        modifier(AccessibilityMoveListModifier(
            list: OnMoveList<Items, ID>(items: items, move: perform), id: id, label: label,
            grid: .rows(rows)))
    }
}
#endif
