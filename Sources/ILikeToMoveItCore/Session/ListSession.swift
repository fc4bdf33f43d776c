import Foundation  // IndexSet, which FoundationEssentials lacks

/// Everything one moveable list decides, whatever user interface shows it: turns each event of
/// the list (a row's move, a key, a pointer's drag, an undo or redo, the list going away, an
/// announcement's timer or end) into the change to the list and the effects to carry out, in
/// order.
///
/// A user interface keeps one session per list and only forwards: it sends each event to
/// ``decide(_:in:settings:)`` with the list's box (``ListBox``, holding the list of its latest
/// update) and the settings of that update, and carries out the ``ListEffect``s of the
/// ``ListDecision`` the session returns (registering undo actions, scrolling, moving focus,
/// timers, posting to the screen reader); the decision also answers what the event's sender
/// asked (the item focused, a drag begun, a focus claim granted). The SwiftUI, UIKit and
/// AppKit layers do this through ``ListSessionDriver``; the terminal demo does it itself; the
/// tests drive the session directly.
///
/// ```swift
/// var birds = [robin, jay, swan, crow]
/// let list = SessionListBox(
///     ItemsList<[Bird], Bird.ID>(get: { birds }, set: { items, _ in birds = items }), moves: AccessibleMoves(id: \.id))
/// var session = ListSession()
/// let settings = ListSettings(label: \Bird.name, announcer: MoveAnnouncer(strings: .english))
/// let decision = session.decide(.move(.list(.up), on: crow.id), in: list, settings: settings)
/// // birds: robin, jay, crow, swan; decision.focus: crow.id
/// // decision.effects: [.registerUndo(place crow at 3, actionName: "Move Crow"),
/// //  .scroll(to: crow.id), .focus(crow, #1), .startTimer(after: 0.5, #1)]
/// //  — then "Moved up. Above Swan." is posted
/// ```
///
/// The rules, each tested on Linux:
/// - **One path.** A row's action, a key, a selection, a transfer to another list, a move
///   to another section, a pointer drop, a drag in edit mode, an undo and a redo are each one
///   request performed by the list's ``AccessibleMoves`` on the list as it is now, and one
///   step; a drop into the list is one change, undone and announced the same way.
/// - **Effects in order.** The list is written first (by the ``SessionList``), then the
///   step's inverse is registered (only when something changed), the list scrolls to the
///   item to focus and focus is asked for, and the announcement is scheduled: posted once
///   focus has settled, posted again when the screen reader dropped it, dropped when a newer
///   move supersedes it (``AnnouncementScheduler``).
/// - **One undo policy.** An undo or redo performs its request on the list and with the
///   settings the session is handed when the user undoes, told in the view's current terms
///   (a grid move undone after the grid changed columns says the new row and column); what
///   it registers is its redo.
/// - **Every change is an event.** Drops (``ListEvent/change(_:)``), the list's own drags in
///   edit mode (``ListEvent/reorder(_:to:)``), a new update and a row's focus claim go
///   through ``decide(_:in:settings:)`` like a move; the only state read outside it is the
///   index of each item's section, read once per update when a row first asks.
/// - **Feedback follows the drag.** A drag that begins, each new place the list shows the
///   dragged item in, and a drop the list takes are each felt once (``DragFeedback``): the
///   pick-up before the drag is handed over, the new place after it is shown, the drop
///   before the drop's step.
/// - **A list that goes away** puts a dragged item back, drops announcements not yet
///   spoken and the focus request no row took, and forgets its undo actions, which would
///   otherwise do nothing when chosen.
///
/// The session is concrete: it names items by keys (``MoveKey``) and reaches the list only
/// through its box, so no code of its own is generic over the app's list.
package struct ListSession {
    /// Which item should take focus next.
    private var focus = MoveFocusTracker()
    /// When the announcements are posted.
    private var announcements: AnnouncementScheduler
    /// The pointer drag under way, if any.
    private var reorder = PointerReorder<MoveKey>()
    /// For each item, its section, read from the list once per update when a row asks;
    /// `nil` until then.
    private var sections: [MoveKey: Int]?

    /// A session whose announcements `announcements` schedules. Each event's box gives the
    /// session the list and its moves; each event's settings give the moves their label and
    /// announcer.
    package init(announcements: AnnouncementScheduler = AnnouncementScheduler()) {
        self.announcements = announcements
    }

    /// Decides what one event of the list does: writes the change it makes into the list in
    /// `box` and returns what it did: the effects for the user interface to carry out, and
    /// its answer.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - box: The list as the latest update has it, with its moves; its list is written
    ///     when a request changes it.
    ///   - settings: The latest update's label, announcer, layout, selection and dragging.
    /// - Returns: What the event did: the effects for the user interface to carry out, in
    ///   order, and what its sender asked to know (the item focused, a drag begun, a focus
    ///   claim granted).
    /// - Complexity: That of the request (see ``AccessibleMoves/perform(_:on:)``), plus
    ///   O(*n*) to read identities for pointer events.
    @discardableResult
    package mutating func decide(_ event: ListEvent, in box: any ListBox, settings: ListSettings) -> ListDecision {
        decideWithoutList(event) ?? decideWithList(event, in: box, settings: settings)
    }

    /// Decides an event that reads or writes the list: one ``decideWithoutList(_:)`` left
    /// undecided (it decides nothing for the others). A driver, which has sent the event to
    /// ``decideWithoutList(_:)`` already, calls it directly.
    package mutating func decideWithList(_ event: ListEvent, in box: any ListBox, settings: ListSettings) -> ListDecision {
        switch event {
        case let .move(move, key):
            guard let (request, step) = box.perform(move, on: key, settings: settings) else { return ListDecision() }
            // A row whose identity has another type than the list's finds no item; it changes
            // and says nothing (its driver reports the mistake). Told apart only then, so that
            // a move does not pay for a second cast of its key.
            if step.isEmpty, step.focus == nil, !box.identifies(key) { return ListDecision() }
            return decision(of: step, transfer: request.transfer, in: box, settings: settings)
        case let .undo(undo):
            guard let recorded = undo.request(forIdentityType: box.identityType) else { return ListDecision() }
            let request = ListRequest(recorded.kind.expressed(in: settings.layout.grid), transfer: recorded.transfer)
            return decision(of: box.perform(request, settings: settings), transfer: request.transfer, in: box, settings: settings)
        case let .reorder(offsets, destination):
            guard let request = MoveRequest.reorder(offsets, to: destination, in: box.identities()) else {
                return ListDecision()
            }
            return decision(of: box.perform(ListRequest(request), settings: settings), transfer: nil, in: box, settings: settings)
        case let .reorderShown(offsets, destination, shown):
            return reorderShown(offsets, to: destination, among: shown, in: box, settings: settings)
        case let .moveRow(from, to):
            return moveRow(from: from, to: to, in: box, settings: settings)
        case let .beginDrag(key):
            return beginDrag(key, in: box, settings: settings)
        case let .enterDrag(key):
            return enterDrag(key, in: box, settings: settings)
        case .drop:
            let wasDragging = reorder.isDragging
            var dropped = decision(of: reorder.drop(in: box.identities(), id: \.self), in: box, settings: settings)
            if wasDragging { dropped.effects.insert(.feedback(.drop), at: 0) }
            return dropped
        case let .endDrag(drag):
            return decision(of: reorder.end(drag, in: box.identities(), id: \.self), in: box, settings: settings)
        case .disappear:
            var left = reorder.isDragging
                ? decision(of: reorder.stop(in: box.identities(), id: \.self), in: box, settings: settings)
                : ListDecision()
            focus.cancel()
            left.effects += announcing { $0.cancel($1) }
            left.effects.append(.forgetUndo)
            return left
        case .change, .update, .claimFocus, .timerFired, .announcementFinished:
            return ListDecision()  // Decided without the list (`decideWithoutList`).
        }
    }

    /// Decides an event that neither reads nor writes the list (a drop's change, which writes
    /// lists of its own; a new update; a focus claim; an announcement's timer or end), or
    /// returns `nil` for one that does, for ``decide(_:in:settings:)``.
    ///
    /// A driver sends such events here without handing over the list.
    package mutating func decideWithoutList(_ event: ListEvent) -> ListDecision? {
        switch event {
        case let .change(change):
            let outcome = change.perform()
            let undo = outcome.inverse.map { [ListEffect.registerChange($0, actionName: outcome.actionName)] } ?? []
            return ListDecision(undo + (outcome.text.isEmpty ? [] : announcing { $0.announce(outcome.text, $1) }))
        case .update:
            sections = nil
            return ListDecision()
        case let .claimFocus(request):
            return ListDecision(focusClaimed: focus.claim(request))
        case let .timerFired(token):
            return ListDecision(announcing { $0.timerFired(token, $1) })
        case let .announcementFinished(token, spoken):
            return ListDecision(announcing { $0.didFinish(token, spoken: spoken, $1) })
        case .move, .undo, .reorder, .reorderShown, .moveRow, .beginDrag, .enterDrag, .drop, .endDrag, .disappear:
            return nil
        }
    }

    /// What a pointer's drag of the item `key` names does when it begins: picked up when the
    /// list reorders live and the app allows dragging.
    private mutating func beginDrag(_ key: MoveKey?, in box: any ListBox, settings: ListSettings) -> ListDecision {
        guard settings.dragging, box.reordersLive else { return ListDecision() }
        let (drag, action) = reorder.begin(
            dragging: key.flatMap { box.identifies($0) ? $0 : nil }, in: box.identities(), id: \.self,
            selection: settings.selection.keys)
        var began = decision(of: action, in: box, settings: settings)
        if reorder.isDragging { began.effects.append(.feedback(.pickUp)) }
        began.drag = drag
        return began
    }

    /// What the dragging pointer entering the item `key` names does: the list shows the
    /// dragged item there.
    private mutating func enterDrag(_ key: MoveKey, in box: any ListBox, settings: ListSettings) -> ListDecision {
        guard box.identifies(key) else { return ListDecision() }
        let action = reorder.enter(key, in: box.identities(), id: \.self)
        var entered = decision(of: action, in: box, settings: settings)
        if action != nil { entered.effects.append(.feedback(.newPlace)) }
        return entered
    }

    /// What the pointer reordering's action does: nothing more for a live move, which is shown
    /// in the list at once with no undo step, focus change or announcement; what any step does
    /// for the drop's step, for the move the list already shows.
    private mutating func decision(
        of action: PointerReorder<MoveKey>.Action?, in box: any ListBox, settings: ListSettings
    ) -> ListDecision {
        switch action {
        case nil:
            return ListDecision()
        case let .show(move)?:
            box.show(move)
            return ListDecision()
        case let .commit(key, move)?:
            return decision(of: box.commitDrop(key, move: move, settings: settings), transfer: nil, in: box, settings: settings)
        case let .gather(key, move, selection)?:
            let step = Self.gathering(key, moved: move, selection: selection, in: box, settings: settings)
            return decision(of: step, transfer: nil, in: box, settings: settings)
        }
    }

    /// The effects of an edit-mode drag counted among `shown`, the rows a `ForEach` shows
    /// (``ListEvent/reorderShown(_:to:among:)``), focusing the item of its last step.
    private mutating func reorderShown(
        _ offsets: IndexSet, to destination: Int, among shown: [AnyHashable], in box: any ListBox,
        settings: ListSettings
    ) -> ListDecision {
        guard shown.allSatisfy(box.identifies),
              let request = MoveRequest.reorder(offsets, to: destination, in: shown) else { return ListDecision() }
        guard box.sectionNames != nil, case let .restore(runs, _) = request.kind else {
            return decision(of: box.perform(ListRequest(request), settings: settings), transfer: nil, in: box, settings: settings)
        }
        // Sections place one item at a time: the first of each run where the run goes,
        // each other right after the one before it.
        var placed = ListDecision()
        for run in runs {
            for (index, key) in run.items.enumerated() {
                let placement = index == 0
                    ? run.placement
                    : MovePlacement(after: run.items[index - 1], before: nil, offset: run.placement.offset + index)
                let step = box.perform(ListRequest(.place(key, placement)), settings: settings)
                placed.effects += effects(of: step, transfer: nil, in: box, settings: settings)
            }
        }
        return placed
    }

    /// What a row dragged in edit mode does, handed over by its list
    /// (``ListEvent/moveRow(from:to:)``): the item at `from` goes where it stands at `to`
    /// once moved, placed after the row that will precede it there, else before the one that
    /// will follow it (a place, in its section, as an undo's is), so the step is worded,
    /// focused and undone as a row's move is.
    private mutating func moveRow(
        from: RowPlace, to: RowPlace, in box: any ListBox, settings: ListSettings
    ) -> ListDecision {
        var rows = box.rows()
        let names = box.sectionNames
        guard names.map({ $0.count == rows.count }) ?? (rows.count == 1), from != to,
              rows.indices.contains(from.section), rows[from.section].indices.contains(from.row),
              rows.indices.contains(to.section)
        else { return ListDecision() }
        let key = rows[from.section].remove(at: from.row)
        guard to.row >= 0, to.row <= rows[to.section].count else { return ListDecision() }
        let section = rows[to.section]
        let placement = MovePlacement(
            after: to.row > 0 ? section[to.row - 1] : nil, before: to.row < section.count ? section[to.row] : nil,
            offset: to.row)
        // The section is named by index: the list is the one the drag saw.
        let request = ListRequest(
            names == nil ? .place(key, placement) : .placeInSection(key, placement, section: nil, index: to.section))
        return decision(of: box.perform(request, settings: settings), transfer: nil, in: box, settings: settings)
    }

    /// The step of a drop that carried a selection: the dragged item `key` is where the drag
    /// left it (`moved`, its net change, is shown); the other selected items join it there,
    /// in their order, those that stood before it above it and the others below, and the
    /// whole change from the order before the drag is one step, as a drag of those rows in
    /// edit mode is (``MoveRequest/reorder(_:to:in:)``): one undo puts every item back by
    /// identity, and the text says how many moved.
    ///
    /// The list is put back as the drag found it (the dragged item's move undone) and the
    /// request is performed on it, so that the list is written once more, with the result.
    ///
    /// - Complexity: O(*n*).
    private static func gathering(
        _ key: MoveKey, moved: OffsetMove, selection: Set<MoveKey>, in box: any ListBox, settings: ListSettings
    ) -> ListStep {
        let shown = box.identities()
        guard shown.indices.contains(moved.to), shown[moved.to] == key else { return box.unchanged }
        // How many unselected items stand before the dragged one where it was dropped.
        let othersBefore = shown[..<moved.to].lazy.filter { !selection.contains($0) }.count
        box.show(moved.inverted)
        let before = box.identities()
        var offsets = IndexSet()
        var destination = 0
        var othersSeen = 0
        for (offset, identity) in before.enumerated() {
            if selection.contains(identity) {
                offsets.insert(offset)
            } else {
                othersSeen += 1
                if othersSeen == othersBefore { destination = offset + 1 }
            }
        }
        guard var request = MoveRequest.reorder(offsets, to: destination, in: before) else { return box.unchanged }
        if case let .restore(runs, _) = request.kind { request = MoveRequest(.restore(runs, focus: key)) }
        return box.perform(ListRequest(request), settings: settings)
    }

    /// What a step does: its effects (``effects(of:transfer:in:settings:)``), focusing its item.
    @inline(__always)
    private mutating func decision(
        of step: ListStep, transfer: Int?, in box: any ListBox, settings: ListSettings
    ) -> ListDecision {
        ListDecision(effects(of: step, transfer: transfer, in: box, settings: settings))
    }

    /// The effects of a step, in order: its undo (when something changed), scrolling to and
    /// focusing its item, and its announcement, in the terms of the settings' layout (an item
    /// brought back from another list into a grid is said before or after its neighbour).
    private mutating func effects(
        of step: ListStep, transfer: Int?, in box: any ListBox, settings: ListSettings
    ) -> [ListEffect] {
        // One array, made once: undo, scroll and focus, and at most a cancelled timer and a new one.
        var effects: [ListEffect] = []
        effects.reserveCapacity(5)
        if let inverse = step.inverse {
            let name = settings.announcer.strings.undoActionName(for: step.subject)
            effects.append(.registerUndo(
                ListUndo(ListRequest(inverse, transfer: transfer), identityType: box.identityType), actionName: name))
        }
        if let key = step.focus {
            effects.append(.scroll(to: key))
            effects.append(.focus(focus.request(key)))
        }
        let text = step.text(in: settings.layout.grid)
        let priority = announcements.priority
        announcements.announce(text) { effects.append(ListEffect($0, priority: priority)) }
        return effects
    }

    /// The effects that carry out what the announcement scheduler decides in `decide`, in
    /// order: `decide` hands the scheduler's actions to the sink it is given.
    @inline(__always)
    private mutating func announcing(
        _ decide: (inout AnnouncementScheduler, (AnnouncementScheduler.Action) -> Void) -> Void
    ) -> [ListEffect] {
        var effects: [ListEffect] = []
        let priority = announcements.priority
        decide(&announcements) { effects.append(ListEffect($0, priority: priority)) }
        return effects
    }
}

extension ListSession {
    /// The move a key asks of the row of an item, if any: ⌥⌘ with an arrow key moves the item
    /// one place, ⌥⌘⇧ to the edge the arrow points to (see
    /// ``MoveShape/keyboardMove(for:modifiers:)``, whose shape is the list's now).
    ///
    /// - Returns: The move to send as ``ListEvent/move(_:on:)``; `nil` leaves the key to the
    ///   system.
    package func keyboardMove(
        for key: MoveArrowKey, modifiers: MoveKeyModifiers, in box: any ListBox, settings: ListSettings
    ) -> RowMove? {
        rowSetup(of: box, settings: settings).shape.keyboardMove(for: key, modifiers: modifiers)
    }

    /// What the list's rows draw now: their shape (a list, or the shape of the grid holding
    /// the list's items now; a sectioned list is a list), the list's transfers and sections,
    /// and whether a pointer can drag them (when the app turned dragging on and the list can
    /// show a drag live).
    package func rowSetup(of box: any ListBox, settings: ListSettings) -> RowSetup {
        let sectionNames = box.sectionNames
        return RowSetup(
            shape: sectionNames == nil ? settings.layout.shape(itemCount: box.count) : .list,
            transferCount: box.transferCount, sectionNames: sectionNames, dragging: settings.dragging && box.reordersLive)
    }

    /// Whether a pointer drag of the list's items is under way (so its rows accept the drop).
    package var isDragging: Bool { reorder.isDragging }

    /// The keys of the list's items in order (see ``ListBox/identities()``). Read through the
    /// session, as every read of the box is, so that a driver's check of its access to the
    /// session covers the box too (see ``SessionListBox/moves``).
    ///
    /// - Complexity: O(*n*).
    package func identities(in box: any ListBox) -> [MoveKey] {
        box.identities()
    }

    /// The identity of `element` as a key, as the list's moves read it; `nil` when `element`
    /// is not an item of the list's type (see ``identities(in:)`` for why through the session).
    package func key(of element: Any, in box: any ListBox) -> MoveKey? {
        box.key(of: element)
    }

    /// The request pending for the row of the item with identity `id`, if any (a row that
    /// appears late, in a lazy list, takes it).
    package func pendingFocus(for id: AnyHashable) -> MoveFocusTracker.Request? {
        focus.pending(for: id)
    }

    /// The index of the section that holds the item `key` names (the first, when several
    /// do); `nil` for a list without sections or an item it does not hold.
    ///
    /// - Complexity: O(*n*) the first time after ``ListEvent/update``, O(1) after; that of the
    ///   list's own lookup for a list that finds sections at once
    ///   (``SessionList/sectionOfItem``).
    package mutating func section(of key: MoveKey, in box: any ListBox) -> Int? {
        box.section(of: key, read: &sections)
    }
}

extension MoveLayout {
    /// The grid's layout; `nil` for a list.
    package var grid: GridMoveLayout? {
        guard case let .grid(grid) = self else { return nil }
        return grid
    }
}
