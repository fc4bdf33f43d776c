import ILikeToMoveItCore

/// The demo as a third set of hands for the core's `ListSession`, beside the SwiftUI and
/// UIKit layers: it sends each list's session the events of that list and carries out the
/// effects the session decides.
extension DemoState {
    /// What the demo took from carrying out a session's effects that its caller still needs.
    struct CarriedOut {
        /// What was posted to be said, in order.
        var said: [String] = []
        /// The undo action the session registered, if any.
        var registered: UndoAction?
    }

    /// The shape the view shown gives a list's moves: its sections in the sections view, one
    /// list (shown as a list or as a grid) otherwise.
    var viewShape: DemoList.Shape {
        view == .sections ? .sections(returningTo: nil) : .flat
    }

    /// The list `side` as its session reads and writes it, in `shape`, boxed with moves that
    /// identify birds by `id`: made anew for each event, so that the demo's state stays a value
    /// (the moves' one state, the moved-item hint, only makes finding a bird faster).
    func list(_ side: ListSide, _ shape: DemoList.Shape) -> SessionListBox<DemoList> {
        let list = DemoList(
            birds: self[side], other: self[side.other], otherSide: side.other, sections: sections, shape: shape,
            strings: strings)
        return SessionListBox(list, moves: AccessibleMoves(id: \.id))
    }

    /// Keeps what a session wrote into a list: both lists and the sections.
    mutating func store(_ list: DemoList, on side: ListSide) {
        self[side] = list.birds
        self[side.other] = list.other
        setSections(list.sections)
    }

    /// What a list's session is told besides its birds, from the view shown: the grid's
    /// layout and an announcer that adds the row and column in the grid view, the list's
    /// layout and plain announcer otherwise (sections are never shown as a grid), and the
    /// selection.
    func settings(for shape: DemoList.Shape) -> ListSettings {
        let inGrid = view == .grid && shape == .flat
        return ListSettings(
            label: \Bird.name, announcer: MoveAnnouncer(strings: language.strings, includesPosition: inGrid),
            layout: inGrid ? .grid(grid.layout) : .list, selection: selection)
    }

    /// A row's move of the focused bird, chosen from its menu, by a key or by a script line:
    /// an event for the focused list's session, with the list in the shape of the view shown
    /// (or in `shape`). What the session registers becomes the latest undo action.
    ///
    /// - Returns: What the session said; a rejection while carrying or for an empty list.
    mutating func rowMove(_ move: RowMove, as shape: DemoList.Shape? = nil) -> [DemoEffect] {
        if case .carrying = mode { return [.reject(strings.alreadyPicking)] }
        guard let bird = focusedBird else { return [.reject(strings.emptyList(focusedSide))] }
        let carriedOut = send(.move(move, on: bird.id), to: focusedSide, as: shape ?? viewShape)
        var history = history
        history.record(carriedOut.registered)
        setHistory(history)
        return carriedOut.said.map(DemoEffect.announce)
    }

    /// Sends `event` to the session of `side`, with the list in `shape` and the settings of
    /// the view shown, keeps what it wrote, and carries out the effects it decides, in order:
    /// an undo registration is returned to the caller (who knows whether it is a new action,
    /// a redo or an undo again), focus moves to the bird asked for, a timer fires at once
    /// (the demo speaks without waiting for focus to settle), and a post is said — and
    /// reported spoken, since the terminal shows it. Scrolling needs nothing: the screen
    /// always shows the focused bird.
    mutating func send(_ event: ListEvent, to side: ListSide, as shape: DemoList.Shape) -> CarriedOut {
        var session = self[session: side]
        let list = list(side, shape)
        let settings = settings(for: shape)
        var effects = session.decide(event, in: list, settings: settings).effects
        store(list.list, on: side)
        var carriedOut = CarriedOut()
        var next = 0
        while next < effects.count {
            let effect = effects[next]
            next += 1
            switch effect {
            case let .registerUndo(undo, name):
                guard let request = undo.request(forIdentityType: list.identityType) else { break }
                let registeredShape: DemoList.Shape = switch shape {
                case .flat: .flat
                case .sections: .sections(returningTo: list.list.movedFrom)
                }
                carriedOut.registered = UndoAction(
                    entry: .session(side, MoveRequest(request.kind), transfer: request.transfer, registeredShape), name: name)
            case let .focus(request):
                if let id = request.id.base as? Bird.ID { focus(on: id, in: side) }
            case let .startTimer(_, token):
                effects += session.decide(.timerFired(token), in: list, settings: settings).effects
            case let .post(text, _, _, token):
                carriedOut.said.append(text)
                effects += session.decide(.announcementFinished(token, spoken: true), in: list, settings: settings).effects
            case .scroll, .cancelTimer, .forgetUndo, .registerChange, .feedback:
                // Nothing to scroll; timers fire at once, so none is left to cancel; the demo's
                // lists never go away, nor does a pointer drag them; and the demo sends its
                // sessions no changes: its drops, which span both lists, keep their undo in its
                // history (`UndoEntry.lists`).
                break
            }
        }
        self[session: side] = session
        return carriedOut
    }
}
