/// Drives a ``ListSession`` for a user interface: keeps the list and settings of the latest
/// update, sends each event to the session with them, and carries out the effects the session
/// decides — undo actions through the update's ``UndoRegistrar``, announcement timers through
/// ``ListTimers``, and the rest through the interface's ``ListHands``.
///
/// The SwiftUI and UIKit layers each own one per list and give it their hands; rows report
/// their events here by identity as they have it (`AnyHashable`), and the list's box
/// (``ListBox``) tells whether it has the list's identity type. A row whose identity has
/// another type is a developer's mistake that compiles: it moves nothing and is reported
/// through ``ListHands/reportMisuse(_:)``.
///
/// ```swift
/// let driver = ListSessionDriver(hands: hands)
/// let box = SessionListBox(list, moves: AccessibleMoves(id: \.id))
/// driver.update(box, settings: settings, undo: undoManager)   // every update, box.list replaced
/// driver.move(.list(.up), on: AnyHashable(crow.id))           // a row's action
/// ```
@MainActor
package final class ListSessionDriver {
    // Exclusive access: no property here is checked at run time (each check of an access to
    // a class's stored property costs about 100 instructions, 250 with its thread-local
    // lookup; a move made fifteen). Every property but the session and the settings is read
    // or written in one instant, with no call out of the driver while the access lasts (no
    // closure of the app's, no hands), so no two accesses can overlap. The session's accesses,
    // and the settings' while the session decides with them, last while the list is written
    // through the app's closures: each goes through `withSession(_:)` (and `update`, which
    // replaces the settings, checks the same flag), which stops an access that begins while
    // one lasts, as the run-time check would.
    @exclusivity(unchecked) private var session: ListSession
    /// Whether an access to ``session`` is under way (see ``withSession(_:)``).
    @exclusivity(unchecked) private var sessionInUse = false
    /// The list as the latest update has it, boxed; `nil` before the first, when events do
    /// nothing.
    @exclusivity(unchecked) private var list: (any ListBox)?
    @exclusivity(unchecked) private var settings = ListSettings()
    /// The undo manager of the latest update.
    @exclusivity(unchecked) private weak var undo: (any UndoRegistrar)?
    /// Every undo manager this list registered actions with, to forget them when it goes away.
    @exclusivity(unchecked) private var registrars: [WeakRegistrar] = []
    /// Whether ``undo`` is among ``registrars``, so that registering an action need not look.
    @exclusivity(unchecked) private var undoIsRemembered = false
    /// What the list's undo actions are registered for, and removed by. Not the driver: an
    /// undo manager does not retain the target of an action, and an action may outlive the
    /// driver (a drop destination with no view of its own to say it left the screen), so each
    /// action keeps this alive itself. Run after the driver went away, it does nothing.
    private let undoTarget = UndoTarget()
    @exclusivity(unchecked) private weak var hands: (any ListHands)?
    private let timers: any ListTimers
    /// The announcement timers started and not yet fired or cancelled: one or two at a time,
    /// so a list, not a dictionary that hashes each token.
    @exclusivity(unchecked) private var running: [(token: AnnouncementScheduler.Token, timer: ListTimer)] = []

    /// A driver for one list.
    ///
    /// - Parameters:
    ///   - hands: Carries out what only the user interface can; held weakly.
    ///   - timers: Starts the announcements' timers; `Task.sleep` by default.
    ///   - announcements: Decides when announcements are posted.
    package init(
        hands: (any ListHands)?, timers: (any ListTimers)? = nil, announcements: AnnouncementScheduler = AnnouncementScheduler()
    ) {
        session = ListSession(announcements: announcements)
        self.hands = hands
        self.timers = timers ?? TaskTimers()
    }

    /// Takes the list (in its box), settings and undo manager of a new update; events from now
    /// on use them. A user interface hands over the same box each time, with the update's list.
    ///
    /// The undo manager is remembered, so that when the list goes away the actions registered
    /// by the driver with it are removed: those of its moves and of the drops into it, which
    /// are changes its session carried out (``ListEvent/change(_:)``).
    package func update(_ list: any ListBox, settings: ListSettings, undo: (any UndoRegistrar)?) {
        // The session borrows the settings in place while it decides (see `decideWithList`).
        precondition(!sessionInUse, Self.reentry)
        self.list = list
        self.settings = settings
        if undo !== self.undo {
            self.undo = undo
            undoIsRemembered = false
        }
        rememberUndo()
        send(.update)
    }

    /// Adds the latest update's undo manager to those whose actions registered by the driver
    /// are removed when the list goes away, once.
    private func rememberUndo() {
        guard !undoIsRemembered, let undo else { return }
        undoIsRemembered = true
        for remembered in registrars where remembered.registrar === undo { return }
        registrars.append(WeakRegistrar(undo))
    }

    /// Sends an event to the session and carries out the effects it decides.
    ///
    /// - Returns: What the session decided; nothing before the first update.
    @discardableResult
    package func send(_ event: ListEvent) -> ListDecision {
        guard list != nil else { return ListDecision() }
        let decision = withSession { session in session.decideWithoutList(event) ?? decideWithList(event, &session) }
        carryOut(decision.effects)
        return decision
    }

    /// Decides an event that reads or writes the list. Apart from ``send(_:)``, so that
    /// events decided without the list do not hold the list.
    @inline(never)
    private func decideWithList(_ event: ListEvent, _ session: inout ListSession) -> ListDecision {
        guard let list else { return ListDecision() }
        return Self.decide(event, in: list, settings: &settings, session: &session)
    }

    /// Decides `event` with `settings` borrowed where the driver keeps them: read from the
    /// driver, they would be copied for the call (six reference counts). Nothing replaces them
    /// while the session decides: ``update(_:settings:undo:)`` stops then, as every access to
    /// the session does.
    private static func decide(
        _ event: ListEvent, in list: any ListBox, settings: inout ListSettings, session: inout ListSession
    ) -> ListDecision {
        session.decideWithList(event, in: list, settings: settings)
    }

    /// Runs `body` with the session, as the one access to it under way.
    ///
    /// An access that begins while another lasts is the app's code, run by a write of the
    /// list (a binding's setter, a snapshot applying), reaching the driver again: the driver
    /// stops there, as the run-time exclusivity check would, naming the mistake. (That check
    /// is off for the session, see its declaration: this flag costs a few instructions.)
    @inline(__always)
    private func withSession<Result>(_ body: (inout ListSession) -> Result) -> Result {
        precondition(!sessionInUse, Self.reentry)
        sessionInUse = true
        defer { sessionInUse = false }
        return body(&session)
    }

    /// What stops the app when the driver is reached again while its session decides.
    private static let reentry =
        "A moveable list's driver was reached again while its session decided an event: code run by writing "
        + "the list (a binding's setter, the app's onMove) called back into the list before returning."

    // MARK: Rows

    /// A row's chosen move on the item with identity `id`.
    ///
    /// - Returns: The item focused afterwards, if any.
    @discardableResult
    package func move(_ move: RowMove, on id: AnyHashable) -> AnyHashable? {
        let decision = send(.move(move, on: id))
        // The session does nothing for a row of another identity type; say why.
        if decision.effects.isEmpty { _ = isIdentity(id) }
        return decision.focus
    }

    /// The actions of the row of the item with identity `id` as its list is now, named in the
    /// language of the settings' announcer (see ``RowSetup/menu(rowActions:section:strings:labelLimit:)``);
    /// empty before the first update or for an identity of another type.
    ///
    /// - Parameters:
    ///   - id: The row's item.
    ///   - rowActions: The actions the row was given.
    package func menu(for id: AnyHashable, rowActions: [AccessibilityMoveAction]) -> [RowSetup.Entry] {
        guard let list, isIdentity(id) else { return [] }
        let announcer = settings.announcer
        let (setup, section) = withSession { session in
            (session.rowSetup(of: list, settings: settings), session.section(of: id, in: list))
        }
        return setup.menu(
            rowActions: rowActions, section: section, strings: announcer.strings, labelLimit: announcer.labelLimit)
    }

    /// An entry chosen from the menu a row listed earlier (``menu(for:rowActions:)``): carries
    /// out the entry the row's menu offers now for it (see ``RowSetup/entry(matching:in:)``),
    /// so an action listed before the list changed does what its name says, or nothing.
    ///
    /// - Returns: Whether the menu still offers the entry (`false`: nothing was done).
    @discardableResult
    package func choose(_ chosen: RowSetup.Entry, on id: AnyHashable, rowActions: [AccessibilityMoveAction]) -> Bool {
        guard let entry = RowSetup.entry(matching: chosen, in: menu(for: id, rowActions: rowActions)) else { return false }
        move(entry.move, on: id)
        return true
    }

    /// A key pressed on the row of the item with identity `id`.
    ///
    /// - Returns: Whether the key moved the item (`false` leaves it to the system).
    package func key(_ key: MoveArrowKey, modifiers: MoveKeyModifiers, on id: AnyHashable) -> Bool {
        guard let list,
              let move = withSession({ $0.keyboardMove(for: key, modifiers: modifiers, in: list, settings: settings) })
        else { return false }
        self.move(move, on: id)
        return true
    }

    /// A pointer began dragging the row of the item with identity `id`.
    ///
    /// - Returns: The drag, to report at its end; `nil` when the list does not reorder by
    ///   pointer.
    package func beginDrag(_ id: AnyHashable) -> PointerDrag? {
        guard list != nil else { return nil }
        return send(.beginDrag(isIdentity(id) ? id : nil)).drag
    }

    /// The dragging pointer entered the row of the item with identity `id`.
    package func enterDrag(_ id: AnyHashable) {
        guard isIdentity(id) else { return }
        send(.enterDrag(id))
    }

    /// The drag was dropped on a row or between rows.
    ///
    /// - Returns: Whether a drag of the list was under way (so the drop is taken).
    package func drop() -> Bool {
        let wasDragging = isDragging
        send(.drop)
        return wasDragging
    }

    /// Whether a drag of the list's items is under way.
    package var isDragging: Bool { withSession { $0.isDragging } }

    /// The identities of the list's items in order, as keys, as the latest update has them;
    /// empty before the first. What a pointer drag's auto-scroll steps through.
    ///
    /// - Complexity: O(*n*).
    package var identities: [MoveKey] {
        guard let list else { return [] }
        return withSession { $0.identities(in: list) }
    }

    /// The identity of `element`, as the list's moves read it; `nil` when `element` is not an
    /// item of the list's type.
    package func identity(of element: Any) -> AnyHashable? {
        guard let list else { return nil }
        return withSession { $0.key(of: element, in: list) }
    }

    /// A row asks whether to take focus for `request`; `true` once per request, for its item.
    package func claimFocus(_ request: MoveFocusTracker.Request) -> Bool {
        send(.claimFocus(request)).focusClaimed
    }

    /// The focus request pending for the row of the item with identity `id`, if any.
    package func pendingFocus(for id: AnyHashable) -> MoveFocusTracker.Request? {
        withSession { $0.pendingFocus(for: id) }
    }

    /// The index of the section of the row of the item with identity `id`; `nil` outside a
    /// sectioned list.
    package func section(of id: AnyHashable) -> Int? {
        guard let list else { return nil }
        return withSession { $0.section(of: id, in: list) }
    }

    /// What the rows draw now (see ``RowSetup``).
    package var rowSetup: RowSetup {
        guard let list else { return RowSetup(shape: .list) }
        return withSession { $0.rowSetup(of: list, settings: settings) }
    }

    /// The screen reader finished the announcement posted with `token`.
    package func announcementFinished(_ token: AnnouncementScheduler.Token, spoken: Bool) {
        send(.announcementFinished(token, spoken: spoken))
    }

    // MARK: Effects

    private func carryOut(_ effects: [ListEffect]) {
        // By index, switching on the element in place: `for effect in effects` copies each
        // whole effect first (about 130 instructions an effect, 650 a move).
        for index in effects.indices {
            switch effects[index] {
            // Written out for each: a helper taking the event to send builds it at every
            // registration, not when the action runs (185 instructions more a move).
            case let .registerUndo(request, name):
                guard let undo else { continue }
                rememberUndo()
                let target = undoTarget
                undo.registerUndo(withTarget: target, named: name) { [weak self] in
                    withExtendedLifetime(target) { _ = self?.send(.undo(request)) }
                }
            case let .registerChange(change, name):
                guard let undo else { continue }
                rememberUndo()
                let target = undoTarget
                undo.registerUndo(withTarget: target, named: name) { [weak self] in
                    withExtendedLifetime(target) { _ = self?.send(.change(change)) }
                }
            case .forgetUndo:
                rememberUndo()
                for registrar in registrars { registrar.registrar?.removeAllActions(withTarget: undoTarget) }
                registrars.removeAll()
                undoIsRemembered = false
            case let .scroll(id):
                hands?.scroll(to: id)
            case let .focus(request):
                hands?.focus(request)
            case let .startTimer(delay, token):
                let timer = timers.start(after: delay) { [weak self] in
                    guard let self else { return }
                    running.removeAll { $0.token == token }
                    send(.timerFired(token))
                }
                running.append((token, timer))
            case let .cancelTimer(token):
                if let index = running.firstIndex(where: { $0.token == token }) {
                    running.remove(at: index).timer.cancel()
                }
            case let .post(text, queued, priority, token):
                hands?.post(text, queued: queued, priority: priority, token: token)
            case let .feedback(feedback):
                hands?.feedback(feedback)
            }
        }
    }

    /// Whether the row's identity has the list's identity type; `false` after reporting the
    /// mistake (or before the first update).
    private func isIdentity(_ id: AnyHashable) -> Bool {
        guard let list else { return false }
        if list.identifies(id) { return true }
        hands?.reportMisuse(
            "A row marked accessibilityMoveable(_:) is identified by a \(type(of: id.base)), but its list "
                + "identifies items by \(list.identityTypeName): the row's moves do nothing. Give the row the "
                + "item itself, or the same value the list identifies it by.")
        return false
    }
}

/// A registrar held weakly.
/// The target of a list's undo actions (see `ListSessionDriver.undoTarget`).
private final class UndoTarget {}

private struct WeakRegistrar {
    weak var registrar: (any UndoRegistrar)?

    init(_ registrar: any UndoRegistrar) {
        self.registrar = registrar
    }
}
