@testable import ILikeToMoveItCore

extension MoveStep {
    /// ``focus``, as a key.
    var focusKey: MoveKey? { step.focus }
    /// What happened, before it is put into words.
    var announcement: StepAnnouncement { step.announcement }
    /// What the step moved, for the name of its undo action.
    var subject: StepSubject? { step.subject }

    /// The text to speak in the terms of the view the step is shown in.
    func text(in layout: GridMoveLayout?) -> String { step.text(in: layout) }

    /// Whether two steps made the same change with the same focus, announcement and inverse
    /// (the announcers are not compared, and no text is rendered to compare).
    func isSame(as other: Self) -> Bool {
        change == other.change && focus == other.focus && announcement == other.announcement
            && inverse?.kind == other.inverse?.kind
    }
}
