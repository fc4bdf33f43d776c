#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@preconcurrency import AppKit
import ILikeToMoveIt
import ILikeToMoveItCore
import ILikeToMoveItDataSource

/// The AppKit hands of one moveable list, whatever its data source: it forwards the rows'
/// actions and the keys to the core's `ListSessionDriver`, which decides everything, and
/// carries out what the driver asks of the user interface — scrolling the view, selecting the
/// moved item and telling VoiceOver about it, posting announcements through the app's one
/// poster, registering undo actions with the undo manager of the view's responder chain.
///
/// Before each event it hands the driver the list over the data source as it is now and the
/// settings of the view as it is now (see ``refresh()``), so nothing here is ever stale: the
/// list reads the data source when the session asks.
///
/// The platform adapters left in the AppKit layer, each a translation the core cannot make
/// (everything else is forwarding):
/// - The view's `userInterfaceLayoutDirection` becomes the grid's `ReadingDirection`.
/// - Focus goes to the item once the data source's change is on screen: when the snapshot's
///   apply completes (or the rows have moved), the view scrolls the least amount that shows
///   the item, selects it when it may be selected (in an AppKit table the keyboard focus is the
///   selection, and VoiceOver follows it), and posts `.focusedUIElementChanged` for the view
///   the app gave the item's actions to, else the item's row view or collection view item's
///   view. A view that does not exist then takes the request when it is configured next, on
///   the next turn of the main run loop, if it still shows the item; the core lets one view
///   claim each request once.
/// - A row's actions are listed when the app configures its view, so after a move the moved
///   item's view lists them again (its section may have changed), and an action chosen from an
///   older list is matched by name to the row's actions now (`ListSessionDriver.choose`).
/// - Keys: the list watches the key-down events of the app (a local event monitor) and takes
///   those pressed while the view or a view inside it is its window's first responder (not
///   while a cell's text is being edited: the field editor keeps its keys); an
///   event's special key and modifier flags become the core's arrow and modifiers, and the item
///   keys act on is the selected one (when exactly one is selected).
/// - Announcements: AppKit has no notification for the end of an announcement (the macOS 14.0
///   SDK's `NSAccessibilityConstants.h` declares none), so none is reported to the driver, and
///   the core's scheduler makes no retries on the Mac; a newer move's announcement replaces a
///   pending one, as on every platform.
///
/// What this relies on, none of it observed here (the layer is compiled, not run):
/// - `apply(_:animatingDifferences:completion:)` calls its completion once, when the change is
///   on screen; a table's rows are in their new places when `endUpdates()` returns;
///   `performBatchUpdates(_:completionHandler:)` calls its handler once.
/// - VoiceOver reads a row's custom actions from the view the app configures (a table's row
///   view, a table cell view, a collection view item's view) in its Actions menu (⌃⌥⌘Space).
/// - `.focusedUIElementChanged` with the item's view as its element, after the selection
///   changed, brings VoiceOver there.
/// - An `NSAccessibilityCustomAction`'s target is called on the main thread.
@MainActor
final class AppKitMoveListHands<ItemID: Hashable & Sendable>: ListHands {
    private weak var view: (any AppKitListView)?
    private let source: ListSource<ItemID>
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
    /// The view each item's actions were last given to, held weakly: one entry per view that
    /// shows an item, and entries of views gone until the next pruning.
    private var configured: [ItemID: WeakView] = [:]
    /// How many entries `configured` may hold before those of views gone are removed.
    private var pruneLimit = 64
    /// The app's key-down monitor, while the list watches keys.
    private var keyMonitor: Any?

    init(view: any AppKitListView, source: ListSource<ItemID>) {
        self.view = view
        self.source = source
        keyMonitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
            guard let self, keyDown(event) else { return event }
            return nil
        }
    }

    /// Hands the driver the list over the data source, the settings of the view as it is now,
    /// and the undo manager of its responder chain (the window's, unless a responder in the
    /// chain has its own).
    func refresh() {
        guard let view else { return }
        let updates = ListUpdates(
            begin: { [weak self] in self?.updating += 1 },
            end: { [weak self] in
                guard let self else { return }
                updating -= 1
                deliverFocus()
            })
        let list = source.list(label, updates)
        let layout = MoveLayout.columns(
            columns, readingDirection: view.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        let settings = ListSettings(
            label: list.labelKeyPath, announcer: MoveAnnouncer.resolved(set: announcer), layout: layout)
        driver.update(
            SessionListBox.update(&box, with: list, moves: AccessibleMoves(id: \.id)), settings: settings,
            undo: view.undoManager)
    }

    /// The list went away: pending announcements are dropped, its undo actions forgotten, and
    /// it stops watching keys.
    func disappear() {
        if let keyMonitor {
            NSEvent.removeMonitor(keyMonitor)
            self.keyMonitor = nil
        }
        driver.send(.disappear)
        AccessibilityAnnouncementPoster.shared.forget(self)
    }

    // MARK: Rows

    /// Gives `itemView` the actions of the item `id`, after any actions of the app's own, and
    /// lets it take the focus of a move still waiting for it.
    func configure(_ itemView: NSView, for id: ItemID, actions: [AccessibilityMoveAction]) {
        refresh()
        let entries = driver.menu(for: AnyHashable(id), rowActions: actions)
        let ours = entries.map { entry in
            AccessibilityMoveCustomAction(entry: entry, item: AnyHashable(id), rowActions: actions) { [weak self] in
                self?.choose(entry, on: id, actions: actions) ?? false
            }
        }
        let current = itemView.accessibilityCustomActions() ?? []
        // A reused view no longer shows the item it was configured for before.
        if let shown = current.lazy.compactMap({ $0 as? AccessibilityMoveCustomAction }).first?.item.base as? ItemID,
           shown != id, configured[shown]?.view === itemView {
            configured[shown] = nil
        }
        itemView.setAccessibilityCustomActions(current.filter { !($0 is AccessibilityMoveCustomAction) } + ours)
        configured[id] = WeakView(itemView)
        if configured.count > pruneLimit {
            configured = configured.filter { $0.value.view != nil }
            pruneLimit = max(64, configured.count * 2)
        }
        if let request = driver.pendingFocus(for: AnyHashable(id)) {
            // The view is being configured for display: claim once it is in the list.
            Task { @MainActor [weak self, weak itemView] in
                guard let self, let itemView, shows(id, in: itemView) else { return }
                claim(request, for: itemView)
            }
        }
    }

    /// A row's action was chosen: the entry listed for the item when its view was configured.
    private func choose(_ entry: RowSetup.Entry, on id: ItemID, actions: [AccessibilityMoveAction]) -> Bool {
        refresh()
        return driver.choose(entry, on: AnyHashable(id), rowActions: actions)
    }

    /// Lists the actions of the item a view shows again, with the actions it was given.
    private func refreshActions(of itemView: NSView, for id: ItemID) {
        let ours = (itemView.accessibilityCustomActions() ?? []).lazy.compactMap { $0 as? AccessibilityMoveCustomAction }
        guard let first = ours.first, first.item == AnyHashable(id) else { return }
        configure(itemView, for: id, actions: first.rowActions)
    }

    /// Whether `itemView` is in this list and shows the item `id` now.
    private func shows(_ id: ItemID, in itemView: NSView) -> Bool {
        guard let place = view?.listPlace(of: itemView) else { return false }
        return source.item(place) == id
    }

    /// The view to tell VoiceOver about for the item `id`: the one its actions were given to,
    /// when it still shows the item, else the item's row view or item view.
    private func element(for id: ItemID, at place: IndexPath) -> NSView? {
        if let given = configured[id]?.view, shows(id, in: given) { return given }
        return view?.listItemView(at: place)
    }

    // MARK: Drags

    /// A row the user dragged from `source` to `destination` (where it stands once moved),
    /// which the app hands over from its drop: performed by the session and moved on screen
    /// as any move is.
    func moveRow(at source: IndexPath, to destination: IndexPath) {
        guard let from = self.source.row(source), let to = self.source.row(destination) else { return }
        refresh()
        driver.send(.moveRow(from: from, to: to))
    }

    // MARK: Keys

    /// A key pressed anywhere in the app; whether it moved the selected item of this list.
    private func keyDown(_ event: NSEvent) -> Bool {
        guard let view, let window = view.window, event.window === window,
              let responder = window.firstResponder as? NSView, responder === view || responder.isDescendant(of: view),
              !(responder is NSText),
              let arrow = MoveArrowKey(event.specialKey), let place = view.selectedPlace, let id = source.item(place)
        else { return false }
        refresh()
        return driver.key(arrow, modifiers: MoveKeyModifiers(event.modifierFlags), on: AnyHashable(id))
    }

    // MARK: ListHands

    func scroll(to id: AnyHashable) {
        scrollTarget = id.base as? ItemID
    }

    func focus(_ request: MoveFocusTracker.Request) {
        focusRequest = request
        deliverFocus()
    }

    /// Once the view shows every change: scrolls to the item, selects it, then tells VoiceOver
    /// about its view and lists the view's actions again.
    private func deliverFocus() {
        guard updating == 0, let view else { return }
        if let id = scrollTarget {
            scrollTarget = nil
            if let place = source.place(id) { view.reveal(place) }
        }
        guard let request = focusRequest else { return }
        focusRequest = nil
        guard let id = request.id.base as? ItemID, let place = source.place(id) else { return }
        if view.canSelect(place) { view.select(place) }
        guard let itemView = element(for: id, at: place) else { return }
        refreshActions(of: itemView, for: id)
        claim(request, for: itemView)
    }

    /// Tells VoiceOver that focus is on `itemView` when the core says the request is still to
    /// be taken.
    private func claim(_ request: MoveFocusTracker.Request, for itemView: NSView) {
        guard driver.claimFocus(request) else { return }
        NSAccessibility.post(element: itemView, notification: .focusedUIElementChanged)
    }
}

extension AppKitMoveListHands: AccessibilityAnnouncementOwner {
    package func announcementFinished(_ token: AnnouncementScheduler.Token, spoken: Bool) {
        driver.announcementFinished(token, spoken: spoken)
    }
}

/// A view held weakly.
private struct WeakView {
    weak var view: NSView?

    init(_ view: NSView) {
        self.view = view
    }
}

extension MoveArrowKey {
    /// The arrow a key is, if it is one.
    init?(_ key: NSEvent.SpecialKey?) {
        switch key {
        case .upArrow?: self = .up
        case .downArrow?: self = .down
        case .leftArrow?: self = .left
        case .rightArrow?: self = .right
        default: return nil
        }
    }
}

extension MoveKeyModifiers {
    /// The modifier keys the core looks at (shift, control, option, command); the numeric-pad
    /// and function flags arrow keys carry, and caps lock, are not among them.
    init(_ flags: NSEvent.ModifierFlags) {
        self = []
        if flags.contains(.shift) { insert(.shift) }
        if flags.contains(.control) { insert(.control) }
        if flags.contains(.option) { insert(.option) }
        if flags.contains(.command) { insert(.command) }
    }
}
#endif
