#if canImport(UIKit) && !os(watchOS)
@preconcurrency import UIKit
import ILikeToMoveItCore
import ILikeToMoveItDataSource

/// The accessible moves of one UIKit list: a `UICollectionView` or a `UITableView`, filled by
/// a diffable data source or by a plain one.
///
/// Make one per list, keep it as long as the list (a property of its view controller), and
/// give each cell its actions with ``configure(_:for:actions:)`` where the cell is configured:
///
/// ```swift
/// moves = AccessibilityMoveableList(
///     collectionView: collectionView, dataSource: dataSource, label: { [unowned self] id in birds[id]?.name ?? "" }
/// ) { [unowned self] snapshot in
///     shelves = snapshot.sectionIdentifiers.map { Shelf(title: $0, birds: snapshot.itemIdentifiers(inSection: $0)) }
/// }
/// ```
///
/// ```swift
/// moves.configure(cell, for: id)
/// ```
///
/// <doc:UIKitLists> shows the whole view controller, and one for a table view.
///
/// Each cell then offers VoiceOver, Voice Control, Switch Control and Full Keyboard Access
/// the moves of its item, named in the language of the list's announcer: "Move up", "Move
/// down", "Move to top", "Move to bottom" (and any others given to ``configure(_:for:actions:)``,
/// such as `AccessibilityMoveAction.up(_:)` by 5), then "Move to <section>" for each other
/// section. A chosen move:
///
/// 1. is decided by the package's list session, by the item's identity, on the data source as
///    it is at that moment (so a reused cell never moves another item);
/// 2. is applied to the data source: a diffable data source gets a new snapshot, applied with
///    animation, and the app's `didMove` receives it to update its model; a plain data source's
///    app receives the move in `onMove`'s shape, and the list moves the rows on screen;
/// 3. is registered with the undo manager of the view's responder chain ("Undo Move Robin");
/// 4. scrolls the view to the item once the change is on screen and moves VoiceOver focus to
///    its cell;
/// 5. is announced ("Moved to Done. Above Swan. At top."), with the high priority on iOS 17,
///    queued behind current speech before.
///
/// With a hardware keyboard, ⌥⌘ and an arrow key move the focused item one place, ⌥⌘⇧ to the
/// edge: forward the view controller's presses with ``pressesBegan(_:)``.
///
/// A diffable data source of two or more sections is a sectioned list: "Move up" on a
/// section's first row moves the item to the bottom of the section before it, and "Move to
/// <section>" to the bottom of that section. A data source of one section is a plain list, or
/// a grid when the view shows several items per row: set ``columns`` and the cells offer the
/// grid moves (left, right, up and down a row, to start and end), left and right following
/// the view's layout direction.
///
/// What the list relies on, unobserved here (the package is compiled for iOS, not run):
/// - Cells are accessibility elements (list cells are; a custom cell that exposes several
///   subviews instead offers its actions on none of them).
/// - A diffable data source's `apply(_:animatingDifferences:completion:)` calls its completion
///   once the change is on screen, and a moved item keeps its cell, so the cell's other
///   state (selection, keyboard focus) stays with the item.
/// - The view is in a window when a move runs, so scrolling to the item makes its cell.
@MainActor
public final class AccessibilityMoveableList<ItemID: Hashable & Sendable> {
    private let hands: UIKitMoveListHands<ItemID>

    private init(view: any UIKitListView, source: ListSource<ItemID>, label: (@MainActor (ItemID) -> String)?) {
        hands = UIKitMoveListHands(view: view, source: source)
        hands.label = label
    }

    deinit {
        // The list is gone: its undo actions would do nothing, and its pending announcements
        // are stale. The hands finish on the main actor, where they live.
        let hands = hands
        Task { @MainActor in hands.disappear() }
    }

    /// The moves of a collection view filled by a diffable data source.
    ///
    /// ```swift
    /// let grid = AccessibilityMoveableList(collectionView: collectionView, dataSource: gridDataSource) { snapshot in
    ///     birds = snapshot.itemIdentifiers.compactMap { id in birds.first { $0.id == id } }
    /// }
    /// ```
    ///
    /// After each move (and each undo or redo of one) the list applies a snapshot in which the
    /// sections whose items changed are rebuilt, then hands it to `didMove`: update the model
    /// your snapshots come from there, as you would in `reorderingHandlers.didReorder`. Other
    /// sections, and the snapshot's section identifiers, are left as they are.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; held weakly.
    ///   - dataSource: Its data source; held weakly.
    ///   - sectionName: A section's name, spoken when an item moves into it and in the names
    ///     of the actions that move items there ("Move to Done"); by default the section
    ///     identifier's description. Not used for a data source of one section.
    ///   - label: The text naming an item in announcements ("Above Robin") and undo actions
    ///     ("Undo Move Robin"); `nil` names none.
    ///   - didMove: Receives the snapshot the list applied after a move.
    public convenience init<SectionID: Hashable & Sendable>(
        collectionView: UICollectionView, dataSource: UICollectionViewDiffableDataSource<SectionID, ItemID>,
        sectionName: @escaping @MainActor (SectionID) -> String = { "\($0)" },
        label: (@MainActor (ItemID) -> String)? = nil,
        didMove: @escaping @MainActor (NSDiffableDataSourceSnapshot<SectionID, ItemID>) -> Void
    ) {
        self.init(
            view: collectionView,
            source: .diffable(dataSource, view: collectionView, sectionName: sectionName, didMove: didMove), label: label)
    }

    /// The moves of a table view filled by a diffable data source; the same as the collection
    /// view's (see ``init(collectionView:dataSource:sectionName:label:didMove:)``).
    ///
    /// ```swift
    /// let table = AccessibilityMoveableList(tableView: tableView, dataSource: tableDataSource) { snapshot in
    ///     birds = snapshot.itemIdentifiers.compactMap { id in birds.first { $0.id == id } }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - tableView: The table view; held weakly.
    ///   - dataSource: Its data source; held weakly.
    ///   - sectionName: A section's name, spoken when an item moves into it and in the names
    ///     of the actions that move items there; by default the section identifier's
    ///     description. Not used for a data source of one section.
    ///   - label: The text naming an item in announcements and undo actions; `nil` names none.
    ///   - didMove: Receives the snapshot the list applied after a move.
    public convenience init<SectionID: Hashable & Sendable>(
        tableView: UITableView, dataSource: UITableViewDiffableDataSource<SectionID, ItemID>,
        sectionName: @escaping @MainActor (SectionID) -> String = { "\($0)" },
        label: (@MainActor (ItemID) -> String)? = nil,
        didMove: @escaping @MainActor (NSDiffableDataSourceSnapshot<SectionID, ItemID>) -> Void
    ) {
        self.init(
            view: tableView, source: .diffable(dataSource, view: tableView, sectionName: sectionName, didMove: didMove),
            label: label)
    }

    /// The moves of the rows of one section of a table view whose data source is your own:
    /// you reorder your model, the list moves the rows on screen.
    ///
    /// ```swift
    /// lazy var moves = AccessibilityMoveableList(
    ///     tableView: tableView, items: { [unowned self] in birds.map(\.id) },
    ///     label: { [unowned self] id in birds.first { $0.id == id }?.name ?? "" }
    /// ) { [unowned self] source, destination in
    ///     birds.move(fromOffsets: source, toOffset: destination)
    /// }
    /// ```
    ///
    /// `move` receives each change in the shape of SwiftUI's `onMove` and of
    /// `move(fromOffsets:toOffset:)`: update your model there, and only the model. The list
    /// then moves the rows with `moveRow(at:to:)` in one batch of updates.
    ///
    /// - Parameters:
    ///   - tableView: The table view; held weakly.
    ///   - section: The section the rows are in.
    ///   - items: The identities of the rows, in order, as your model has them now.
    ///   - label: The text naming an item in announcements and undo actions; `nil` names none.
    ///   - move: Applies a move to your model, with the semantics of
    ///     `move(fromOffsets:toOffset:)`.
    public convenience init(
        tableView: UITableView, section: Int = 0, items: @escaping @MainActor () -> [ItemID],
        label: (@MainActor (ItemID) -> String)? = nil,
        move: @escaping @MainActor (_ source: IndexSet, _ destination: Int) -> Void
    ) {
        self.init(view: tableView, source: .plain(view: tableView, section: section, items: items, move: move), label: label)
    }

    /// The moves of the items of one section of a collection view whose data source is your
    /// own; the same as the table view's (see ``init(tableView:section:items:label:move:)``),
    /// the items moved on screen with `moveItem(at:to:)`.
    ///
    /// ```swift
    /// let plain = AccessibilityMoveableList(
    ///     collectionView: collectionView, section: 0, items: { birds.map(\.id) }
    /// ) { source, destination in
    ///     birds.move(fromOffsets: source, toOffset: destination)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; held weakly.
    ///   - section: The section the items are in.
    ///   - items: The identities of the items, in order, as your model has them now.
    ///   - label: The text naming an item in announcements and undo actions; `nil` names none.
    ///   - move: Applies a move to your model, with the semantics of
    ///     `move(fromOffsets:toOffset:)`.
    public convenience init(
        collectionView: UICollectionView, section: Int = 0, items: @escaping @MainActor () -> [ItemID],
        label: (@MainActor (ItemID) -> String)? = nil,
        move: @escaping @MainActor (_ source: IndexSet, _ destination: Int) -> Void
    ) {
        self.init(
            view: collectionView, source: .plain(view: collectionView, section: section, items: items, move: move), label: label)
    }

    /// The number of columns of a grid: items laid out several to a row (a compositional
    /// layout whose groups hold several items) get the grid moves; `nil`, the default, for a
    /// list of one item per row.
    ///
    /// ```swift
    /// grid.columns = 3
    /// ```
    ///
    /// Set it whenever the layout changes its number of columns. Left and right follow the
    /// view's `effectiveUserInterfaceLayoutDirection`. Grid moves apply to a data source of
    /// one section; a data source of several sections moves its items through the sections.
    public var columns: Int? {
        get { hands.columns }
        set { hands.columns = newValue }
    }

    /// The announcer that words the list's announcements and names the cells' actions and the
    /// undo actions; `nil`, the default, for the language of the app's user interface.
    ///
    /// ```swift
    /// grid.announcer = MoveAnnouncer(strings: .english, includesPosition: true)
    /// ```
    public var announcer: MoveAnnouncer? {
        get { hands.announcer }
        set { hands.announcer = newValue }
    }

    /// Gives a cell the moves of the item it shows, as accessibility custom actions.
    ///
    /// Call it wherever the cell is configured for an item (a cell registration's handler, a
    /// diffable data source's cell provider, `tableView(_:cellForRowAt:)`):
    ///
    /// ```swift
    /// moves.configure(cell, for: id)
    /// ```
    ///
    /// The actions carry the item's identity, so a cell reused for another item acts on the
    /// item it shows when it was last configured.
    ///
    /// When the view starts drags (a `dragDelegate` with `dragInteractionEnabled`, or an
    /// enabled `UIDragInteraction`), the cell also describes its item's drag source to
    /// VoiceOver, named by the list's `label` ("Drag Robin"); when the view takes drops (a
    /// `dropDelegate`, or a `UIDropInteraction`) and has an `accessibilityLabel`, a drop point
    /// at the cell's place named by it ("Drop into Groceries"). The drop itself is the drop
    /// delegate's, as any drop. They are listed after the cell's own custom
    /// actions, which are kept, and replace the ones this list gave it before. The cell of an
    /// item that was just moved lists its actions again by itself; configure cells again when
    /// sections are renamed.
    ///
    /// - Parameters:
    ///   - cell: The cell (a `UICollectionViewCell` or a `UITableViewCell`); it must be the
    ///     accessibility element VoiceOver reads.
    ///   - item: The identity of the item the cell shows.
    ///   - actions: The moves to offer, in order; in a grid, each becomes its grid counterpart
    ///     and left and right come first.
    public func configure(
        _ cell: UIView, for item: ItemID, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) {
        hands.configure(cell, for: item, actions: actions)
    }

    /// Makes a row the user dragged in edit mode one move of the list, undone like the others.
    ///
    /// Call it from the data source's `tableView(_:moveRowAt:to:)` (in a subclass of
    /// `UITableViewDiffableDataSource`, or in your own data source) or
    /// `collectionView(_:moveItemAt:to:)`, in place of changing the snapshot or your model
    /// there:
    ///
    /// ```swift
    /// override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
    ///     moves?.moveRow(at: source, to: destination)
    /// }
    /// ```
    ///
    /// The list moves the item by its identity, as a cell's action does, and writes the
    /// change the way its moves are written: a diffable data source gets a new snapshot,
    /// applied without animation (the view already shows the row there), and `didMove`
    /// receives it; a plain data source's `move` receives the change in `onMove`'s shape, and
    /// the rows stay as the view shows them. It then registers one undo action ("Undo Move
    /// Robin"), which puts the item back after the row that preceded it (found by identity,
    /// so rows your app inserts meanwhile do not shift it), and announces the move ("Moved
    /// to Done. Above Swan.").
    ///
    /// A place outside the list (for a data source of your own, a section other than the
    /// list's; keep rows in it with `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`),
    /// or a row put back where it was, does nothing. A diffable
    /// collection view reorders its snapshot itself before it tells you: hand its
    /// transaction to ``didReorder(_:)`` instead.
    ///
    /// - Parameters:
    ///   - source: Where the row was, in the view as the data source holds it now.
    ///   - destination: Where the row stands once moved, as `tableView(_:moveRowAt:to:)` counts it.
    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        hands.moveRow(at: source, to: destination)
    }

    /// Makes a diffable collection view's own reordering one move of the list, undone like
    /// the others.
    ///
    /// Call it from the data source's `reorderingHandlers.didReorder`, in place of updating
    /// your model there:
    ///
    /// ```swift
    /// dataSource.reorderingHandlers.canReorderItem = { _ in true }
    /// dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
    ///     moves.didReorder(transaction)
    /// }
    /// ```
    ///
    /// The collection view has already applied the change to the snapshot. When it is one
    /// item's move, the list decides it by the item's identity on the snapshot as it was, as
    /// it decides a cell's action: it registers one undo action ("Undo Move Robin"), which
    /// puts the item back after the item that preceded it (found by identity), announces the
    /// move and keeps focus on the item. Either way `didMove` receives the snapshot, so your
    /// model follows it as it follows the cells' moves; a change that is not one item's move
    /// (several items at once) is handed over without an undo action of the list's.
    ///
    /// - Parameter transaction: The reordering, as `didReorder` receives it.
    public func didReorder<SectionID: Hashable & Sendable>(_ transaction: NSDiffableDataSourceTransaction<SectionID, ItemID>) {
        let sections = { (snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>) in
            snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
        }
        hands.didReorder(from: sections(transaction.initialSnapshot), to: sections(transaction.finalSnapshot))
    }

    /// Moves the focused item when the presses are ⌥⌘ with an arrow key (one place; one row
    /// in a grid) or ⌥⌘⇧ with an arrow key (to the edge the arrow points to).
    ///
    /// Forward the presses of the view controller that shows the list, and pass on the ones
    /// it leaves:
    ///
    /// ```swift
    /// override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ///     if !moves.pressesBegan(presses) {
    ///         super.pressesBegan(presses, with: event)
    ///     }
    /// }
    /// ```
    ///
    /// The focused item is the one whose cell holds keyboard focus (a collection view with
    /// `allowsFocus`, a table view with `allowsFocus` on iPadOS 15 and later), else the one
    /// VoiceOver is on. Any other key, or an arrow that asks nothing of the list's shape (left
    /// and right in a list), is left to the system.
    ///
    /// - Parameter presses: The presses that began.
    /// - Returns: Whether an item moved; `false` leaves the presses to the responder chain.
    public func pressesBegan(_ presses: Set<UIPress>) -> Bool {
        for press in presses {
            guard let key = press.key, let arrow = MoveArrowKey(key.keyCode) else { continue }
            if hands.press(arrow, modifiers: MoveKeyModifiers(key.modifierFlags)) { return true }
        }
        return false
    }
}

extension MoveArrowKey {
    /// The arrow a key is, if it is one.
    init?(_ code: UIKeyboardHIDUsage) {
        switch code {
        case .keyboardUpArrow: self = .up
        case .keyboardDownArrow: self = .down
        case .keyboardLeftArrow: self = .left
        case .keyboardRightArrow: self = .right
        default: return nil
        }
    }
}

extension MoveKeyModifiers {
    /// The modifier keys the core looks at (shift, control, option, command); the numeric-pad
    /// flag arrow keys carry, and caps lock, are not among them.
    init(_ flags: UIKeyModifierFlags) {
        self = []
        if flags.contains(.shift) { insert(.shift) }
        if flags.contains(.control) { insert(.control) }
        if flags.contains(.alternate) { insert(.option) }
        if flags.contains(.command) { insert(.command) }
    }
}
#endif
