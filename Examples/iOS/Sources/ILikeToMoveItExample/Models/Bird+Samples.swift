import Foundation

extension Bird {
    /// Eight birds, named in the language the app runs in: most screens start with these.
    public static let flock: [Bird] = [
        String(localized: "Robin", comment: "A bird in the sample lists."),
        String(localized: "Blue Jay", comment: "A bird in the sample lists."),
        String(localized: "Chicken", comment: "A bird in the sample lists."),
        String(localized: "Cardinal", comment: "A bird in the sample lists."),
        String(localized: "Goose", comment: "A bird in the sample lists."),
        String(localized: "Swan", comment: "A bird in the sample lists."),
        String(localized: "Sparrow", comment: "A bird in the sample lists."),
        String(localized: "Owl", comment: "A bird in the sample lists."),
    ].map { Bird(name: $0) }

    /// The flock and eight more, enough to scroll: "Move to bottom" then has to bring the
    /// moved bird's row on screen before VoiceOver can focus it.
    static let longFlock: [Bird] = flock + [
        String(localized: "Wren", comment: "A bird in the sample lists."),
        String(localized: "Magpie", comment: "A bird in the sample lists."),
        String(localized: "Heron", comment: "A bird in the sample lists."),
        String(localized: "Puffin", comment: "A bird in the sample lists."),
        String(localized: "Kingfisher", comment: "A bird in the sample lists."),
        String(localized: "Starling", comment: "A bird in the sample lists."),
        String(localized: "Woodpecker", comment: "A bird in the sample lists."),
        String(localized: "Blackbird", comment: "A bird in the sample lists."),
    ].map { Bird(name: $0) }
}
