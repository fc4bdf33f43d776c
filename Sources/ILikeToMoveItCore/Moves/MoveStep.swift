/// What one ``MoveRequest`` did, and what the user interface does about it: the item to
/// focus and the text to speak. The list was already changed in place.
///
/// ```swift
/// let step = moves.perform(.item(crow.id, .up), on: &birds)
/// step.focus    // crow.id
/// step.text     // "Moved up. Above Swan."
/// step.inverse  // the request that puts crow back
/// ```
///
/// Every move makes one: a row's action, a selection, a grid move, a transfer to another
/// list, a pointer drop, an undo or a redo. A step also carries its ``inverse``, the request
/// that takes it back, which a SwiftUI list registers with the `UndoManager`; a request
/// that moved nothing has none, and registers no undo.
public struct MoveStep<ID: Hashable> {
    package typealias Change = StepChange
    package typealias Announcement = StepAnnouncement
    package typealias Subject = StepSubject

    /// The step, its items named by keys: what the package's own code reads.
    package let step: ListStep

    package init(_ step: ListStep) {
        self.step = step
    }

    /// How the lists changed.
    package var change: Change { step.change }
    /// The item that should hold accessibility focus: the moved item (also when it could
    /// not move), the first item of a selection, the item that took a transferred item's
    /// place; `nil` when there is none (the item was not in the list).
    public var focus: ID? { step.focus?.identity(as: ID.self) }
    /// The request that takes the change back, to perform with the same ``AccessibleMoves``
    /// on the same list (and the other list, for a transfer); `nil` exactly when nothing
    /// changed: the item was already at the edge, the distance was not positive, or the item
    /// was not in the list.
    ///
    /// It finds items by identity in the list as it is when it runs, so it survives the app's
    /// own edits: each moved item goes back right after the item that preceded it, else right
    /// before the item that followed it, else to its old offset, clamped (with Robin, Jay, Crow
    /// moved to Robin, Crow, Jay and Owl inserted at the top since, undo gives Owl, Robin, Jay,
    /// Crow).
    ///
    /// Undo is performing it, and the inverse of that step is the redo:
    ///
    /// ```swift
    /// let step = moves.perform(.item(crow.id, .up), on: &birds)   // robin, jay, crow, swan
    /// if let undo = step.inverse {
    ///     let undone = moves.perform(undo, on: &birds)             // robin, jay, swan, crow
    ///     undone.text                                              // "Moved down. Below Swan. At bottom."
    ///     undone.inverse                                           // the redo
    /// }
    /// ```
    public var inverse: MoveRequest<ID>? {
        guard let inverse = step.inverse else { return nil }
        return MoveRequest(inverse)
    }

    /// The text to speak, such as "Moved up. Above Swan.", worded on each access by the
    /// announcer of the ``AccessibleMoves`` that made the step; empty when nothing should be
    /// said (an undone transfer: VoiceOver reads the item it focuses).
    ///
    /// - Complexity: O(*m*), *m* being the length of the text.
    public var text: String {
        step.announcement.text(with: step.announcer)
    }

    /// Whether nothing changed (then ``inverse`` is `nil`).
    var isEmpty: Bool { step.isEmpty }
}

/// What one request did, its items named by keys: a ``MoveStep`` without its identity type,
/// which is what the moves return to a ``SessionList`` and the session reads. (A value of a
/// generic type, even one whose parts do not depend on its parameter, is copied and destroyed
/// in unspecialised code through its type's value witnesses, looked up in the runtime.)
package struct ListStep {
    /// How the lists changed.
    package let change: StepChange
    /// The item that should hold accessibility focus (see ``MoveStep/focus``).
    package let focus: MoveKey?
    /// What happened, before it is put into words.
    package let announcement: StepAnnouncement
    /// What takes the change back (see ``MoveStep/inverse``); `nil` exactly when nothing
    /// changed.
    package let inverse: MoveRequestKind?
    /// Renders the text.
    let announcer: MoveAnnouncer
    /// What the step moved, for the name of its undo action ("Move Robin", "Move 3 items");
    /// `nil` when nothing changed.
    package let subject: StepSubject?

    @inline(__always)
    init(
        change: StepChange, focus: MoveKey?, announcement: StepAnnouncement, inverse: MoveRequestKind?,
        announcer: MoveAnnouncer, subject: StepSubject? = nil
    ) {
        self.change = change
        self.focus = focus
        self.announcement = announcement
        self.inverse = change == .none ? nil : inverse
        self.announcer = announcer
        self.subject = change == .none ? nil : subject
    }

    /// Whether nothing changed (then ``inverse`` is `nil`).
    var isEmpty: Bool { change == .none }
}

// Its focus key and its inverse's keys wrap values of `ID` only.
extension MoveStep: @unchecked Sendable where ID: Sendable {}

/// How the lists changed.
package enum StepChange: Equatable, Sendable {
    /// Nothing changed.
    case none
    /// One element of the list moved.
    case offset(OffsetMove)
    /// The list was reordered: for each new offset, the old one.
    case permutation(MovePermutation)
    /// The element at `from` left the list and went to offset `to` of the other list.
    case transferred(from: Int, to: Int)
    /// The element at `from` of the other list came back to offset `to` of the list.
    case transferredBack(from: Int, to: Int)
    /// The element at offset `from` of section `fromSection` went to offset `to` of section
    /// `toSection` (possibly the same section) of a sectioned list.
    case sections(fromSection: Int, from: Int, toSection: Int, to: Int)
}

/// What to say, before it is put into words: in the terms of the view the move happened
/// in, rendered by the list builder or the grid builder of ``MoveAnnouncer``.
package enum StepAnnouncement: Equatable, Sendable {
    /// A move in a list, in list terms ("Moved up. Above Swan.").
    case list(MoveAnnouncement)
    /// A move in a grid, in grid terms ("Moved right. After Jay.").
    case grid(GridMoveAnnouncement)
    /// Items that arrived in a list or left it, such as an item brought back from another
    /// list ("Moved back. Below Crow."); told in grid terms when it carries a layout.
    case lists(ListsAnnouncement)
    /// Text given with the request (a transfer), spoken as it is; empty says nothing.
    case given(String)
}

extension StepAnnouncement {
    /// The words `announcer` gives it.
    func text(with announcer: MoveAnnouncer) -> String {
        switch self {
        case let .list(announcement): announcer.text(for: announcement)
        case let .grid(announcement): announcer.text(for: announcement)
        case let .lists(announcement): announcer.text(for: announcement)
        case let .given(text): text
        }
    }
}

/// What a step moved, as the name of its undo action says it.
package enum StepSubject: Equatable, Sendable {
    /// One item, with its cleaned label (`nil` when the list names no items).
    case item(label: String?)
    /// Several items: how many changed place.
    case items(Int)
}
