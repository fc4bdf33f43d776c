/// A change to one or more lists that is not a row's move: a drop into a list (from the list
/// itself, another list or another app), or the undo or redo of one. A ``ListSession``
/// carries it out as it carries out a move (``ListEvent/change(_:)``): the change writes the
/// lists, then the session registers what takes it back, under its name, and schedules what
/// it says, in the order of every step.
///
/// A change is a value whose body runs when the session decides, on the lists as they are
/// then; what it returns says what happened. It is not generic: whatever the lists hold, the
/// session sees the same type.
///
/// ```swift
/// let drop = ListChange.drop(results, into: birds, at: target, movingFrom: [birds, others],
///                            label: \.name, announcer: announcer)
/// driver.send(.change(drop))
/// // birds written; then .registerChange(undo, actionName: "Drop 2 items"), and
/// // "Dropped 2 items. Above Robin." is posted once focus settles
/// ```
package struct ListChange {
    /// What a change did.
    package struct Outcome {
        /// What to say; empty says nothing.
        package var text: String
        /// The name of the undo action that takes it back ("Drop 2 items").
        package var actionName: String
        /// The change that takes it back, as the lists are when the user undoes; `nil` when
        /// nothing changed.
        package var inverse: ListChange?

        package init(text: String, actionName: String, inverse: ListChange?) {
            self.text = text
            self.actionName = actionName
            self.inverse = inverse
        }
    }

    /// Tells one change from another (an undo action registered twice is the same change).
    private final class Identity {}

    private let identity = Identity()
    private let body: () -> Outcome

    /// A change whose `body` writes the lists and says what it did.
    package init(_ body: @escaping () -> Outcome) {
        self.body = body
    }

    /// Writes the lists and returns what happened; each call writes them again, as they are
    /// then.
    func perform() -> Outcome {
        body()
    }
}

extension ListChange: Equatable {
    /// The same change: made once and copied.
    package static func == (lhs: ListChange, rhs: ListChange) -> Bool {
        lhs.identity === rhs.identity
    }
}
