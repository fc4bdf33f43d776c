#if canImport(UIKit) && !os(watchOS)
@preconcurrency import UIKit
import ILikeToMoveIt
import ILikeToMoveItCore
import ILikeToMoveItDataSource

/// The UIKit hands of one moveable list, whatever its data source: it forwards the cells'
/// actions and the keys to the core's `ListSessionDriver`, which decides everything, and
/// carries out what the driver asks of the user interface — scrolling the view, moving
/// VoiceOver focus to the moved item's cell, posting announcements through the app's one
/// poster, registering undo actions with the undo manager of the view's responder chain.
///
/// Before each event it hands the driver the list over the data source as it is now and the
/// settings of the view as it is now (see ``refresh(shown:)``), so nothing here is ever stale: the
/// list reads the data source when the session asks.
///
/// The platform adapters left in the UIKit layer, each a translation the core cannot make
/// (everything else is forwarding):
/// - The view's `effectiveUserInterfaceLayoutDirection` becomes the grid's `ReadingDirection`.
/// - Focus goes to the cell once the data source's change is on screen: when the snapshot's
///   apply (or the rows' batch update) completes, the view scrolls the least amount that shows
///   the item, lays out, and `UIAccessibility.post(notification: .layoutChanged, argument:)`
///   names the item's cell. A cell that does not exist then (the view is not in a window)
///   takes the request when it is configured next, on the next turn of the main run loop, if
///   it still shows the item; the core lets one cell claim each request once.
/// - A cell's actions are listed when the app configures the cell, so after a move the moved
///   item's cell lists them again (its section may have changed), and an action chosen from
///   an older list is matched by name to the row's actions now (`ListSessionDriver.choose`).
/// - Keys: `UIKey`'s code and modifier flags become the core's arrow and modifiers; the item
///   keys act on is that of the cell holding keyboard focus (`UIFocusSystem`), else that of
///   the cell holding VoiceOver focus.
///
/// What this relies on, none of it observed here (the layer is compiled, not run):
/// - `apply(_:animatingDifferences:completion:)` and `performBatchUpdates(_:completion:)` call
///   their completion once, when the change is on screen; a moved item keeps its cell.
/// - After `scrollRectToVisible(_:animated: false)` and `layoutIfNeeded()` the item's cell
///   exists (the view is in a window).
/// - `.layoutChanged` with a cell as its argument moves VoiceOver there (`UIAccessibilityConstants.h`).
/// - A cell's `accessibilityCustomActions` returns what was set, so the app's own actions are
///   told from ours by their class.
/// - Assistive technologies perform custom actions on the main thread.
@MainActor
final class UIKitMoveListHands<ItemID: Hashable & Sendable>: ListHands {
    private(set) weak var view: (any UIKitListView)?
    let source: ListSource<ItemID>
    private lazy var driver = ListSessionDriver(hands: self)
    /// The list of the latest refresh with its moves, which the driver reads; `nil` before the first.
    private var box: SessionListBox<IdentifierList<ItemID>>?

    /// Names items in announcements and undo actions; `nil` names none.
    var label: (@MainActor (ItemID) -> String)?
    /// The grid's columns; `nil` for a list.
    var columns: Int?
    /// The announcer the app set; `nil` for the default.
    var announcer: MoveAnnouncer?

    /// How many changes of the data source are being shown (a snapshot applying, rows moving).
    private var updating = 0
    /// The item to scroll to once the view shows the change.
    private var scrollTarget: ItemID?
    /// The focus request to carry out once the view shows the change.
    private var focusRequest: MoveFocusTracker.Request?

    init(view: any UIKitListView, source: ListSource<ItemID>) {
        self.view = view
        self.source = source
    }

    /// Hands the driver the list over the data source, the settings of the view as it is now,
    /// and the undo manager of its responder chain; `shown` when the view already shows the
    /// change the next event makes.
    func refresh(shown: Bool = false) {
        hand(source.list(label, updates(shown: shown)))
    }

    /// What a write tells the hands, and whether the view already shows its change.
    private func updates(shown: Bool) -> ListUpdates {
        ListUpdates(
            begin: { [weak self] in self?.updating += 1 },
            end: { [weak self] in
                guard let self else { return }
                updating -= 1
                deliverFocus()
            },
            shown: shown)
    }

    /// Hands the driver `list`, with the settings of the view as it is now and the undo
    /// manager of its responder chain.
    private func hand(_ list: IdentifierList<ItemID>) {
        guard let view else { return }
        let layout = MoveLayout.columns(
            columns, readingDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        let settings = ListSettings(
            label: list.labelKeyPath, announcer: MoveAnnouncer.resolved(set: announcer), layout: layout)
        driver.update(
            SessionListBox.update(&box, with: list, moves: AccessibleMoves(id: \.id)), settings: settings,
            undo: view.undoManager)
    }

    /// The list went away: pending announcements are dropped and its undo actions forgotten.
    func disappear() {
        driver.send(.disappear)
        AccessibilityAnnouncementPoster.shared.forget(self)
    }

    // MARK: Cells

    /// Gives `cell` the actions of the item `id`, after any actions of the app's own, and lets
    /// it take the focus of a move still waiting for it.
    func configure(_ cell: UIView, for id: ItemID, actions: [AccessibilityMoveAction]) {
        refresh()
        let entries = driver.menu(for: AnyHashable(id), rowActions: actions)
        let ours = entries.map { entry in
            AccessibilityMoveCustomAction(entry: entry, item: AnyHashable(id), rowActions: actions) { [weak self] in
                self?.choose(entry, on: id, actions: actions) ?? false
            }
        }
        let others = (cell.accessibilityCustomActions ?? []).filter { !($0 is AccessibilityMoveCustomAction) }
        cell.accessibilityCustomActions = others + ours
        describeDragAndDrop(of: cell, for: id)
        if let view { describeDropPoint(of: view) }
        if let request = driver.pendingFocus(for: AnyHashable(id)) {
            // The cell is being configured for display: claim once it is in the view.
            Task { @MainActor [weak self, weak cell] in
                guard let self, let cell, shows(id, in: cell) else { return }
                claim(request, for: cell)
            }
        }
    }

    /// A cell's action was chosen: the entry listed for the item when the cell was configured.
    private func choose(_ entry: RowSetup.Entry, on id: ItemID, actions: [AccessibilityMoveAction]) -> Bool {
        refresh()
        return driver.choose(entry, on: AnyHashable(id), rowActions: actions)
    }

    /// Lists the actions of the item a cell shows again, with the actions it was given.
    private func refreshActions(of cell: UIView, for id: ItemID) {
        let ours = (cell.accessibilityCustomActions ?? []).lazy.compactMap { $0 as? AccessibilityMoveCustomAction }
        guard let first = ours.first, first.item == AnyHashable(id) else { return }
        configure(cell, for: id, actions: first.rowActions)
    }

    /// Whether `cell` is the cell of this view that shows the item `id` now.
    private func shows(_ id: ItemID, in cell: UIView) -> Bool {
        guard let indexPath = view?.listIndexPath(of: cell) else { return false }
        return source.item(indexPath) == id
    }

    // MARK: Edit mode

    /// The row the user dragged in edit mode from `source` to `destination`, which the view
    /// already shows: performed by the session, written without moving the rows again.
    func moveRow(at source: IndexPath, to destination: IndexPath) {
        guard let from = self.source.row(source), let to = self.source.row(destination) else { return }
        refresh(shown: true)
        sendShown(.moveRow(from: from, to: to))
    }

    /// The view reordered its diffable data source by itself, from the sections `before` to
    /// those it holds now: one row's move is performed by the session on the sections as they
    /// were, so it becomes a step like the others, and the app is handed the snapshot; any
    /// other change is only handed to the app.
    func didReorder(from before: [[ItemID]], to after: [[ItemID]]) {
        guard let reordered = source.reordered, let (from, to) = RowPlace.onlyMove(from: before, to: after) else {
            source.changed?()
            return
        }
        hand(reordered(before, label, updates(shown: true)))
        // A move the session did not make wrote nothing: the app still learns the snapshot.
        if sendShown(.moveRow(from: from, to: to)).isEmpty { source.changed?() }
    }

    /// Sends an event whose change the view already shows. The view finishes its drag after
    /// this returns, so scrolling and focus wait for the next turn of the main run loop, as
    /// they wait for a snapshot to apply; then the driver is handed the list as it is, which
    /// an undo writes as any move.
    @discardableResult
    private func sendShown(_ event: ListEvent) -> [ListEffect] {
        updating += 1
        let effects = driver.send(event).effects
        Task { @MainActor [weak self] in
            guard let self else { return }
            updating -= 1
            deliverFocus()
        }
        refresh()
        return effects
    }

    // MARK: Keys

    /// A key pressed while an item of the list has keyboard or VoiceOver focus; whether it
    /// moved the item.
    func press(_ key: MoveArrowKey, modifiers: MoveKeyModifiers) -> Bool {
        guard let id = focusedItem() else { return false }
        refresh()
        return driver.key(key, modifiers: modifiers, on: AnyHashable(id))
    }

    /// The item of the cell that holds keyboard focus, else of the one VoiceOver is on.
    private func focusedItem() -> ItemID? {
        guard let view else { return nil }
        let keyboard = UIFocusSystem.focusSystem(for: view)?.focusedItem as? UIView
        let voiceOver = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView
        for focused in [keyboard, voiceOver] {
            if let cell = view.listCell(containing: focused), let indexPath = view.listIndexPath(of: cell),
               let id = source.item(indexPath) {
                return id
            }
        }
        return nil
    }

    // MARK: ListHands

    func scroll(to id: AnyHashable) {
        scrollTarget = id.base as? ItemID
    }

    func focus(_ request: MoveFocusTracker.Request) {
        focusRequest = request
        deliverFocus()
    }

    /// Once the view shows every change: scrolls to the item, describes where the visible
    /// cells now stand for VoiceOver's drag and drop, then moves VoiceOver focus to the item's
    /// cell and lists the cell's actions again.
    private func deliverFocus() {
        guard updating == 0, let view else { return }
        if let id = scrollTarget {
            scrollTarget = nil
            if let indexPath = source.place(id) { view.reveal(indexPath) }
        }
        describeVisibleCells()
        guard let request = focusRequest else { return }
        focusRequest = nil
        guard let id = request.id.base as? ItemID, let indexPath = source.place(id),
              let cell = view.listCell(at: indexPath)
        else { return }
        refreshActions(of: cell, for: id)
        claim(request, for: cell)
    }

    /// Moves VoiceOver focus to `cell` when the core says the request is still to be taken.
    private func claim(_ request: MoveFocusTracker.Request, for cell: UIView) {
        guard driver.claimFocus(request) else { return }
        UIAccessibility.post(notification: .layoutChanged, argument: cell)
    }
}

extension UIKitMoveListHands: AccessibilityAnnouncementOwner {
    package func announcementFinished(_ token: AnnouncementScheduler.Token, spoken: Bool) {
        driver.announcementFinished(token, spoken: spoken)
    }
}
#endif
