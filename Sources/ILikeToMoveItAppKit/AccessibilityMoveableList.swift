#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@preconcurrency import AppKit
import ILikeToMoveItCore
import ILikeToMoveItDataSource

/// The accessible moves of one AppKit list: an `NSTableView` or an `NSCollectionView`, filled
/// by a diffable data source or by a plain one.
///
/// Make one per list, keep it as long as the list (a property of its view controller), and
/// give each row its actions with ``configure(_:for:actions:)`` where the row is configured:
///
/// ```swift
/// moves = AccessibilityMoveableList(
///     tableView: tableView, dataSource: dataSource, label: { [unowned self] id in birds[id]?.name ?? "" }
/// ) { [unowned self] snapshot in
///     shelves = snapshot.sectionIdentifiers.map { Shelf(title: $0, birds: snapshot.itemIdentifiers(inSection: $0)) }
/// }
/// ```
///
/// ```swift
/// moves.configure(rowView, for: id)
/// ```
///
/// <doc:AppKitLists> shows the whole view controller, and one for a collection view.
///
/// Each row then offers VoiceOver (in its Actions menu, ⌃⌥⌘Space), Voice Control and Switch
/// Control the moves of its item, named in the language of the list's announcer: "Move up",
/// "Move down", "Move to top", "Move to bottom" (and any others given to
/// ``configure(_:for:actions:)``, such as `AccessibilityMoveAction.up(_:)` by 5), then
/// "Move to <section>" for each other section. A chosen move:
///
/// 1. is decided by the package's list session, by the item's identity, on the data source as
///    it is at that moment (so a reused row view never moves another item);
/// 2. is applied to the data source: a diffable data source gets a new snapshot, applied with
///    animation, and the app's `didMove` receives it to update its model; a plain data source's
///    app receives the move in `onMove`'s shape, and the list moves the rows on screen;
/// 3. is registered with the undo manager of the view's responder chain ("Undo Move Robin"
///    in the Edit menu);
/// 4. scrolls the view to the item once the change is on screen, selects it, and tells
///    VoiceOver that focus is on it;
/// 5. is announced ("Moved to Done. Above Swan. At top.") with AppKit's high priority.
///
/// While the view (or a view inside it) has keyboard focus, ⌥⌘ and an arrow key move the
/// selected item one place, ⌥⌘⇧ to the edge: the list watches the app's key-down events
/// itself, as long as it exists.
///
/// A diffable data source of two or more sections is a sectioned list: "Move up" on a
/// section's first row moves the item to the bottom of the section before it, and "Move to
/// <section>" to the bottom of that section. A data source of one section is a plain list, or
/// a grid when a collection view shows several items per row: set ``columns`` and the rows
/// offer the grid moves (left, right, up and down a row, to start and end), left and right
/// following the view's layout direction.
///
/// What the list relies on, unobserved here (the package is compiled for macOS, not run):
/// - The views given to ``configure(_:for:actions:)`` are the accessibility elements VoiceOver
///   reads (a table's row view, a table cell view, a collection view item's view).
/// - A diffable data source's `apply(_:animatingDifferences:completion:)` calls its completion
///   once the change is on screen, and a moved item keeps its view.
/// - AppKit reports no end of an announcement, so an announcement VoiceOver did not speak is
///   not posted again, as it is on iOS.
@MainActor
public final class AccessibilityMoveableList<ItemID: Hashable & Sendable> {
    private let hands: AppKitMoveListHands<ItemID>

    private init(view: any AppKitListView, source: ListSource<ItemID>, label: (@MainActor (ItemID) -> String)?) {
        hands = AppKitMoveListHands(view: view, source: source)
        hands.label = label
    }

    deinit {
        // The list is gone: its undo actions would do nothing, its pending announcements are
        // stale, and it watches keys no more. The hands finish on the main actor.
        let hands = hands
        Task { @MainActor in hands.disappear() }
    }

    /// The moves of a table view filled by a diffable data source.
    ///
    /// ```swift
    /// let table = AccessibilityMoveableList(tableView: tableView, dataSource: tableDataSource) { snapshot in
    ///     birds = snapshot.itemIdentifiers.compactMap { id in birds.first { $0.id == id } }
    /// }
    /// ```
    ///
    /// After each move (and each undo or redo of one) the list applies a snapshot in which the
    /// sections whose items changed are rebuilt, then hands it to `didMove`: update the model
    /// your snapshots come from there. Other sections, and the snapshot's section identifiers,
    /// are left as they are.
    ///
    /// - Parameters:
    ///   - tableView: The table view; held weakly.
    ///   - dataSource: Its data source; held weakly.
    ///   - sectionName: A section's name, spoken when an item moves into it and in the names
    ///     of the actions that move items there ("Move to Done"); by default the section
    ///     identifier's description. Not used for a data source of one section.
    ///   - label: The text naming an item in announcements ("Above Robin") and undo actions
    ///     ("Undo Move Robin"); `nil` names none.
    ///   - didMove: Receives the snapshot the list applied after a move.
    public convenience init<SectionID: Hashable & Sendable>(
        tableView: NSTableView, dataSource: NSTableViewDiffableDataSource<SectionID, ItemID>,
        sectionName: @escaping @MainActor (SectionID) -> String = { "\($0)" },
        label: (@MainActor (ItemID) -> String)? = nil,
        didMove: @escaping @MainActor (NSDiffableDataSourceSnapshot<SectionID, ItemID>) -> Void
    ) {
        self.init(view: tableView, source: .diffable(dataSource, sectionName: sectionName, didMove: didMove), label: label)
    }

    /// The moves of a collection view filled by a diffable data source; the same as the table
    /// view's (see ``init(tableView:dataSource:sectionName:label:didMove:)``).
    ///
    /// ```swift
    /// let grid = AccessibilityMoveableList(collectionView: collectionView, dataSource: gridDataSource) { snapshot in
    ///     birds = snapshot.itemIdentifiers.compactMap { id in birds.first { $0.id == id } }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; held weakly.
    ///   - dataSource: Its data source; held weakly.
    ///   - sectionName: A section's name, spoken when an item moves into it and in the names
    ///     of the actions that move items there; by default the section identifier's
    ///     description. Not used for a data source of one section.
    ///   - label: The text naming an item in announcements and undo actions; `nil` names none.
    ///   - didMove: Receives the snapshot the list applied after a move.
    public convenience init<SectionID: Hashable & Sendable>(
        collectionView: NSCollectionView, dataSource: NSCollectionViewDiffableDataSource<SectionID, ItemID>,
        sectionName: @escaping @MainActor (SectionID) -> String = { "\($0)" },
        label: (@MainActor (ItemID) -> String)? = nil,
        didMove: @escaping @MainActor (NSDiffableDataSourceSnapshot<SectionID, ItemID>) -> Void
    ) {
        self.init(
            view: collectionView, source: .diffable(dataSource, sectionName: sectionName, didMove: didMove), label: label)
    }

    /// The moves of the rows of a table view whose data source is your own: you reorder your
    /// model, the list moves the rows on screen.
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
    /// then moves the rows with `moveRow(at:to:)` between `beginUpdates()` and `endUpdates()`.
    ///
    /// - Parameters:
    ///   - tableView: The table view; held weakly.
    ///   - items: The identities of the rows, in order, as your model has them now.
    ///   - label: The text naming an item in announcements and undo actions; `nil` names none.
    ///   - move: Applies a move to your model, with the semantics of
    ///     `move(fromOffsets:toOffset:)`.
    public convenience init(
        tableView: NSTableView, items: @escaping @MainActor () -> [ItemID],
        label: (@MainActor (ItemID) -> String)? = nil,
        move: @escaping @MainActor (_ source: IndexSet, _ destination: Int) -> Void
    ) {
        self.init(view: tableView, source: .plain(view: tableView, section: 0, items: items, move: move), label: label)
    }

    /// The moves of the items of one section of a collection view whose data source is your
    /// own; the same as the table view's (see ``init(tableView:items:label:move:)``), the
    /// items moved on screen with `moveItem(at:to:)` in one batch of updates.
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
        collectionView: NSCollectionView, section: Int = 0, items: @escaping @MainActor () -> [ItemID],
        label: (@MainActor (ItemID) -> String)? = nil,
        move: @escaping @MainActor (_ source: IndexSet, _ destination: Int) -> Void
    ) {
        self.init(
            view: collectionView, source: .plain(view: collectionView, section: section, items: items, move: move),
            label: label)
    }

    /// The number of columns of a grid: a collection view whose layout shows several items to
    /// a row (a grid or flow layout) gets the grid moves; `nil`, the default, for a list of
    /// one item per row.
    ///
    /// ```swift
    /// grid.columns = 3
    /// ```
    ///
    /// Set it whenever the layout changes its number of columns. Left and right follow the
    /// view's `userInterfaceLayoutDirection`. Grid moves apply to a data source of one section;
    /// a data source of several sections moves its items through the sections.
    public var columns: Int? {
        get { hands.columns }
        set { hands.columns = newValue }
    }

    /// The announcer that words the list's announcements and names the rows' actions and the
    /// undo actions; `nil`, the default, for the language of the app's user interface.
    ///
    /// ```swift
    /// grid.announcer = MoveAnnouncer(strings: .english, includesPosition: true)
    /// ```
    public var announcer: MoveAnnouncer? {
        get { hands.announcer }
        set { hands.announcer = newValue }
    }

    /// Makes a row the user dragged within the list one move of the list, undone like the
    /// others.
    ///
    /// Call it from the drop that reorders your rows (`tableView(_:acceptDrop:row:dropOperation:)`
    /// or `collectionView(_:acceptDrop:indexPath:dropOperation:)`), in place of changing your
    /// model and moving the rows there. AppKit counts the drop's row before the dragged row
    /// leaves its place; `destination` is where the row stands once moved:
    ///
    /// ```swift
    /// let destination = row > source ? row - 1 : row
    /// moves.moveRow(at: IndexPath(item: source, section: 0), to: IndexPath(item: destination, section: 0))
    /// ```
    ///
    /// <doc:AppKitLists> shows a table view's data source that does it.
    ///
    /// The list moves the item by its identity, as a row's action does, and writes the change
    /// the way its moves are written: a diffable data source gets a new snapshot and `didMove`
    /// receives it; a plain data source's `move` receives the change in `onMove`'s shape, and
    /// the list moves the rows on screen. It then registers one undo action ("Undo Move
    /// Robin" in the Edit menu), which puts the item back after the row that preceded it
    /// (found by identity, so rows your app inserts meanwhile do not shift it), selects the
    /// item and announces the move. A place outside the list (for a collection view's data
    /// source of your own, a section other than the list's), or a row put back where it was,
    /// does nothing.
    ///
    /// - Parameters:
    ///   - source: Where the row is, in the list as the data source holds it now: the
    ///     section and the row in it (a collection view's index path; for a table view,
    ///     section 0 and the table's row, or, with a diffable data source of several
    ///     sections, the snapshot's section and the item's offset in it).
    ///   - destination: Where the row stands once moved, counted the same way.
    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        hands.moveRow(at: source, to: destination)
    }

    /// Gives a row the moves of the item it shows, as accessibility custom actions.
    ///
    /// Call it wherever the row's view is configured for an item: a table's
    /// `tableView(_:didAdd:forRow:)` with the row view (VoiceOver moves through a table by
    /// rows), a diffable data source's cell or item provider, `tableView(_:viewFor:row:)`, or
    /// `collectionView(_:itemForRepresentedObjectAt:)` with the item's `view`:
    ///
    /// ```swift
    /// moves.configure(rowView, for: id)
    /// ```
    ///
    /// The actions carry the item's identity, so a view reused for another item acts on the
    /// item it shows when it was last configured. They are listed after the view's own custom
    /// actions, which are kept, and replace the ones this list gave it before. The view of an
    /// item that was just moved lists its actions again by itself; configure views again when
    /// sections are renamed.
    ///
    /// - Parameters:
    ///   - view: The view VoiceOver reads for the item: a row view (`NSTableRowView`), a
    ///     table cell view, or a collection view item's view.
    ///   - item: The identity of the item the view shows.
    ///   - actions: The moves to offer, in order; in a grid, each becomes its grid counterpart
    ///     and left and right come first.
    public func configure(
        _ view: NSView, for item: ItemID, actions: [AccessibilityMoveAction] = [.up, .down, .toTop, .toBottom]
    ) {
        hands.configure(view, for: item, actions: actions)
    }
}
#endif
