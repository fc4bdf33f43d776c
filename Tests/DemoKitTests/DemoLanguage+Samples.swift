@testable import DemoKit

extension DemoLanguage {
    /// The two languages of the demo's own words: English, and Japanese.
    static let ownWords: [DemoLanguage] = [.english, .japanese]

    /// The languages the renderer tests draw: the two of the demo's own words, and some
    /// whose announcements and menus are right to left (Arabic, Urdu), in combining scripts
    /// (Hindi, Thai) or wide (Chinese).
    static let drawn: [DemoLanguage] = ownWords + ["ar", "ur", "hi", "th", "zh-Hans"].compactMap(DemoLanguage.init(resolving:))
}

extension DemoLanguage {
    /// The shipped language of `tag`, which the test names as the package resolves it.
    static func shipped(_ tag: String) -> DemoLanguage {
        guard let language = DemoLanguage(resolving: tag) else { fatalError("no shipped table serves \(tag)") }
        return language
    }
}
