#if canImport(SwiftUI)
import Combine
import SwiftUI
import ILikeToMoveItCore

/// The SwiftUI hands of one moveable list, whatever shape it has (a binding, an
/// `onMove`-shaped list, sections, a grid): it forwards the rows' events, the drops into the
/// list and its own drags in edit mode to the core's `ListSessionDriver`, which decides
/// everything, and carries out what the driver asks of the user interface — scrolling with the
/// list's `ScrollViewProxy`, sending focus requests to the rows, posting announcements through
/// the app's one poster, registering undo actions with the environment's `UndoManager`, and
/// reporting misuse.
///
/// The platform adapters left in the SwiftUI layer, each a translation the core cannot make
/// (everything else is forwarding):
/// - `#available` checks: `accessibilityActions { }` on iOS 16 and macOS 13, actions chained in
///   reverse before, where VoiceOver was seen to read them last-first
///   (`AccessibilityMoveActionsModifier`); `onKeyPress` and `focusable(interactions:)` on iOS 17
///   and macOS 14 (`AccessibilityMoveKeysModifier`); announcement priorities on iOS 17
///   (`AccessibilityAnnouncementPoster`).
/// - The environment's `LayoutDirection` becomes the grid's `ReadingDirection`
///   (`AccessibilityMoveGridLines`).
/// - Live pointer moves are written inside `withAnimation` when the core says they are live.
/// - A drop proposal is `.move` or `.forbidden` as the core says whether a drag of the list
///   is under way (`DropProposal.reorder(_:)`).
/// - Rows draggable by pointer get `onDrag`/`onDrop` only when the core's row setup says so;
///   a row with a drag handle leaves `onDrag` to the handle.
/// - Auto-scroll: the pointer's place in the viewport goes to the core's `AutoScroll`
///   (`AccessibilityMoveAutoScroller`), whose steps become `scrollTo(_:anchor:)` at the edge
///   it names; its timers are `Task.sleep`s.
/// - Drag feedback the session decides is played with UIKit's feedback generators on iOS
///   (`AccessibilityMoveHaptics`).
@MainActor
final class AccessibilityMoveListHands<List: SessionList>: AnyAccessibilityMoveListHands, ListHands {
    typealias ID = List.ID

    private lazy var driver = ListSessionDriver(hands: self)
    /// The moves of the list, which identify its items, until the first update boxes them with it.
    private let moves: AccessibleMoves<List.Element, ID>
    /// The list of the latest update with its moves, which the driver reads; `nil` before the first.
    private var box: SessionListBox<List>?
    private var scrollProxy: ScrollViewProxy?
    /// The latest update's layout and label key path: the axis auto-scroll runs on, and the
    /// label a drag handle reads.
    private var layout: MoveLayout = .list
    private var label: KeyPath<List.Element, String>?
    private lazy var autoScroller = AccessibilityMoveAutoScroller { [weak self] item, edge in
        self?.scroll(toItemAt: item, edge: edge)
    }

    /// The hands of a list whose items `moves` identifies.
    init(moves: AccessibleMoves<List.Element, ID>) {
        self.moves = moves
    }

    /// Takes the values of the list view's latest update; events from now on use them.
    func update(
        _ list: List, settings: ListSettings, undoManager: UndoManager?, scrollProxy: ScrollViewProxy?
    ) {
        self.scrollProxy = scrollProxy
        layout = settings.layout
        // Cast only when it changed: a cast looks the key path's types up in the runtime.
        if label !== settings.label { label = settings.label as? KeyPath<List.Element, String> }
        driver.update(SessionListBox.update(&box, with: list, moves: moves), settings: settings, undo: undoManager)
    }

    /// What the rows draw now.
    var rowSetup: RowSetup { driver.rowSetup }

    /// The list left the screen: a dragged item goes back, pending announcements are
    /// dropped, and the list's undo actions are forgotten.
    func disappear() {
        autoScroller.stop()
        driver.send(.disappear)
        AccessibilityAnnouncementPoster.shared.forget(self)
    }

    // MARK: Rows

    override func move(_ move: RowMove, on id: AnyHashable) -> AnyHashable? {
        driver.move(move, on: id).map(AnyHashable.init)
    }

    override func key(_ key: MoveArrowKey, modifiers: MoveKeyModifiers, on id: AnyHashable) -> Bool {
        driver.key(key, modifiers: modifiers, on: id)
    }

    override func beginDrag(_ id: AnyHashable) -> NSItemProvider {
        guard let drag = driver.beginDrag(id) else { return NSItemProvider() }
        let end: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.driver.send(.endDrag(drag))
            if !self.driver.isDragging { self.autoScroller.stop() }
        }
        return AccessibilityMoveDragProvider { Task { @MainActor in end() } }
    }

    override func enterDrag(_ id: AnyHashable) {
        driver.enterDrag(id)
    }

    override func drop() -> Bool {
        autoScroller.stop()
        return driver.drop()
    }

    override var isDragging: Bool { driver.isDragging }

    override func dragMoved(over id: AnyHashable, at point: CGPoint, in size: CGSize) {
        guard scrollProxy != nil, driver.isDragging else { return autoScroller.stop() }
        let ids = driver.identities
        let (axis, itemsPerStep) = AutoScroll.axis(of: layout, itemCount: ids.count)
        let vertical = axis == .vertical
        autoScroller.dragMoved(
            to: Double(vertical ? point.y : point.x), length: Double(vertical ? size.height : size.width),
            over: ids.firstIndex(of: id), itemCount: ids.count, itemsPerStep: itemsPerStep)
    }

    override func label(of item: Any) -> String? {
        guard let label, let element = item as? List.Element else { return nil }
        return element[keyPath: label]
    }

    /// Brings the item at `offset` of the list's order to `edge` of the scroll view, as the
    /// auto-scroll asks.
    private func scroll(toItemAt offset: Int, edge: AutoScroll.Edge) {
        let ids = driver.identities
        // The row's own identity type, as `ForEach` identifies the row.
        guard ids.indices.contains(offset), let id = ids[offset].base as? ID else { return }
        let vertical = AutoScroll.axis(of: layout, itemCount: ids.count).axis == .vertical
        let anchor: UnitPoint = switch (edge, vertical) {
        case (.start, true): .top
        case (.end, true): .bottom
        case (.start, false): .leading
        case (.end, false): .trailing
        }
        scrollProxy?.scrollTo(id, anchor: anchor)
    }

    override func claimFocus(_ request: MoveFocusTracker.Request) -> Bool {
        driver.claimFocus(request)
    }

    override func pendingFocus(for id: AnyHashable) -> MoveFocusTracker.Request? {
        driver.pendingFocus(for: id)
    }

    override func section(of id: AnyHashable) -> Int? {
        driver.section(of: id)
    }

    override func perform(_ change: ListChange) -> Bool {
        driver.send(.change(change))
        return true
    }

    override func reorder(_ offsets: IndexSet, to destination: Int, shown: [Any]) -> Bool {
        // Counted among the rows the `ForEach` shows (a section's, in a sectioned list) when
        // they are the list's items, or bindings to them (`ForEach($shelf.birds)`); else among
        // the whole list's.
        let identities = shown.compactMap { row in
            driver.identity(of: (row as? Binding<List.Element>)?.wrappedValue ?? row)
        }
        driver.send(identities.count == shown.count
            ? .reorderShown(offsets, to: destination, among: identities) : .reorder(offsets, to: destination))
        return true
    }

    // MARK: ListHands

    func scroll(to id: AnyHashable) {
        // The row's own identity type, as `ForEach` identifies the row.
        guard let id = id.base as? ID else { return }
        scrollProxy?.scrollTo(id)
    }

    func focus(_ request: MoveFocusTracker.Request) {
        focusRequests.send(request)
    }

    func feedback(_ feedback: DragFeedback) {
        AccessibilityMoveHaptics.play(feedback)
    }
}

extension AccessibilityMoveListHands: AccessibilityAnnouncementOwner {
    func announcementFinished(_ token: AnnouncementScheduler.Token, spoken: Bool) {
        driver.announcementFinished(token, spoken: spoken)
    }
}

extension UndoManager: UndoRegistrar {
    /// Registers `handler` for `target` under `name`, as the list's undo actions are
    /// registered: the handler runs on the main actor, where the undo manager of a user
    /// interface runs its actions, and what it registers becomes the redo.
    package func registerUndo(withTarget target: AnyObject, named name: String, handler: @escaping @MainActor () -> Void) {
        registerUndo(withTarget: target) { _ in handler() }
        setActionName(name)
    }
}
#endif
