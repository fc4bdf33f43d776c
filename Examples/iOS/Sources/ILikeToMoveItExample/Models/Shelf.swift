import Foundation

/// A section of the "Sections" screen: a named group of birds.
struct Shelf: Identifiable, Sendable {
    let id: UUID
    /// Spoken when a bird moves into this section, and in the action that moves it here
    /// ("Move to Pond"): already in the app's language.
    var name: String
    var birds: [Bird]

    init(id: UUID = UUID(), name: String, birds: [Bird]) {
        self.id = id
        self.name = name
        self.birds = birds
    }

    /// Three sections: two with birds, one empty.
    static let samples: [Shelf] = [
        Shelf(name: String(localized: "Garden", comment: "A section of birds."), birds: Array(Bird.flock.prefix(4))),
        Shelf(name: String(localized: "Pond", comment: "A section of birds."), birds: Array(Bird.flock.dropFirst(4))),
        Shelf(name: String(localized: "Seen today", comment: "A section of birds."), birds: []),
    ]
}
