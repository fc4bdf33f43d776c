/// What one event of a list did, as its ``ListSession`` decides it: the effects for the user
/// interface to carry out, in order, and what the event's sender asked to know — the item
/// the step focuses, the drag a pointer began, whether a row's focus claim was granted.
///
/// ```swift
/// let decision = session.decide(.move(.list(.up), on: crow.id), in: box, settings: settings)
/// decision.focus     // crow.id: the step's item
/// decision.effects   // [.registerUndo(…), .scroll(to: crow.id), .focus(…), .startTimer(…)]
/// ```
package struct ListDecision: Equatable {
    /// What the user interface does next, in order.
    package var effects: [ListEffect]
    /// The pointer drag a ``ListEvent/beginDrag(_:)`` began, to report at its end with
    /// ``ListEvent/endDrag(_:)``; `nil` for every other event.
    package var drag: PointerDrag?
    /// Whether the row that sent ``ListEvent/claimFocus(_:)`` takes focus for its request now
    /// (once per request, while no newer one superseded it); `false` for every other event.
    package var focusClaimed: Bool

    /// A decision that carries out `effects`, answering `drag` and `focusClaimed`.
    package init(_ effects: [ListEffect] = [], drag: PointerDrag? = nil, focusClaimed: Bool = false) {
        self.effects = effects
        self.drag = drag
        self.focusClaimed = focusClaimed
    }

    /// The item the event focuses (a move, an undo, a drag), which its last
    /// ``ListEffect/focus(_:)`` effect names (an edit-mode drag of rows of several sections
    /// makes a step, and a focus effect, for each); `nil` when it focuses none. Read from
    /// that effect, not kept beside it, so the two cannot disagree (a second copy of the key,
    /// carried up through the layers, measured 455 instructions more a move).
    package var focus: AnyHashable? {
        for case let .focus(request) in effects.reversed() { return request.id }
        return nil
    }
}
