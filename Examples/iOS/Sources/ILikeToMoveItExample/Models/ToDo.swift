import Foundation

/// A to-do of the "Sections from one array" screen: the screen keeps one array of them, and
/// each to-do's status says which section shows it.
struct ToDo: Identifiable, Hashable, Sendable {
    /// Where a to-do stands; each status is a section, in this order.
    enum Status: CaseIterable, Identifiable, Hashable, Sendable {
        case toDo, doing, done

        var id: Self { self }

        /// The section's name, spoken when a to-do moves to it and in "Move to <section>".
        var title: String {
            switch self {
            case .toDo: String(localized: "To do", comment: "A section of the to-do list: what is not started.")
            case .doing: String(localized: "Doing", comment: "A section of the to-do list: what is under way.")
            case .done: String(localized: "Done", comment: "A section of the to-do list: what is finished.")
            }
        }
    }

    let id: UUID
    var title: String
    var status: Status

    init(id: UUID = UUID(), title: String, status: Status) {
        self.id = id
        self.title = title
        self.status = status
    }

    /// The to-dos the screen starts with; no to-do is under way yet, so "Doing" starts empty.
    static let samples: [ToDo] = [
        ToDo(title: String(localized: "Hang the nest box", comment: "A to-do in the sections from one array."), status: .toDo),
        ToDo(title: String(localized: "Buy sunflower seeds", comment: "A to-do in the sections from one array."), status: .done),
        ToDo(title: String(localized: "Write down the first robin", comment: "A to-do in the sections from one array."), status: .toDo),
        ToDo(title: String(localized: "Wash the feeders", comment: "A to-do in the sections from one array."), status: .done),
    ]
}
