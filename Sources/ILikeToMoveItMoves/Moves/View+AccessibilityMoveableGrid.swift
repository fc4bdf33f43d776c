#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Applies the moves of the cells inside this view marked `accessibilityMoveable(_:actions:)`
    /// to `items` laid out in a grid of `columns` columns, such as a `LazyVGrid`: each cell
    /// offers move left, move right, move up a row, move down a row, move to start and move
    /// to end, announced in grid terms ("Moved right. After Robin."). While the items fit in
    /// one row (`columns: .max` for a horizontal stack) or one column, a cell offers only the
    /// moves along it; a cell's own `actions` become their grid counterparts.
    ///
    /// ```swift
    /// LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
    ///     ForEach(birds) { bird in
    ///         Text(bird.name).accessibilityMoveable(bird)
    ///     }
    /// }
    /// .accessibilityMoveableGrid($birds, columns: 3, label: \.name)
    /// ```
    ///
    /// Pass the number of columns the grid shows; left and right follow the environment's
    /// layout direction. Focus, announcements and undo are those of a list, told in grid
    /// terms. See <doc:ReorderingGridsAndStacks>.
    ///
    /// - Parameters:
    ///   - items: The grid's items in reading order, identified by their `id`.
    ///   - columns: The number of columns; less than 1 counts as 1.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    /// - Returns: A view that applies accessible grid moves.
    @MainActor
    public func accessibilityMoveableGrid<Items>(
        _ items: Binding<Items>, columns: Int, label: KeyPath<Items.Element, String>? = nil
    ) -> some View where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable {
        modifier(AccessibilityMoveListModifier(
            list: ItemsList<Items, Items.Element.ID>(items), identify: { $0.id }, label: label, grid: .columns(columns)))
    }

    /// Accessible grid moves for a grid that fills its `rows` rows first, such as a
    /// `LazyHGrid`: up and down move along a column, left and right by whole columns.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHGrid(rows: Array(repeating: GridItem(), count: 2)) {
    ///         ForEach(birds) { bird in
    ///             Text(bird.name).accessibilityMoveable(bird)
    ///         }
    ///     }
    ///     .accessibilityMoveableGrid($birds, rows: 2, label: \.name)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - items: The grid's items in order, identified by their `id`.
    ///   - rows: The number of rows; less than 1 counts as 1.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    /// - Returns: A view that applies accessible grid moves.
    @MainActor
    public func accessibilityMoveableGrid<Items>(
        _ items: Binding<Items>, rows: Int, label: KeyPath<Items.Element, String>? = nil
    ) -> some View where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable {
        modifier(AccessibilityMoveListModifier(
            list: ItemsList<Items, Items.Element.ID>(items), identify: { $0.id }, label: label, grid: .rows(rows)))
    }
}
#endif
