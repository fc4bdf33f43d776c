import Foundation

/// A chore in the list kept in a model (the "List in a model" screen).
struct Chore: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String

    init(id: UUID = UUID(), title: String) {
        self.id = id
        self.title = title
    }

    /// The chores a store starts with.
    static let samples: [Chore] = [
        String(localized: "Fill the feeders", comment: "A chore in the model-backed list."),
        String(localized: "Clean the bird bath", comment: "A chore in the model-backed list."),
        String(localized: "Count the sparrows", comment: "A chore in the model-backed list."),
        String(localized: "Sweep up the husks", comment: "A chore in the model-backed list."),
        String(localized: "Put out fresh water", comment: "A chore in the model-backed list."),
    ].map { Chore(title: $0) }
}
