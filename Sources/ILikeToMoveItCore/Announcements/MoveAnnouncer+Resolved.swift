extension MoveAnnouncer {
    /// The announcer a SwiftUI list speaks with, and whose table names its rows' actions, so
    /// that names and announcements are always in one language.
    ///
    /// The rule: the announcer the app set (`accessibilityMoveAnnouncer(_:)`) when there is
    /// one, its table naming the actions too; otherwise the shipped table of the view's locale
    /// (the environment's `locale`, which an app can override per view), English when the
    /// package ships none for it, without the position. ``default`` follows the user's
    /// preferred languages instead; it serves code outside SwiftUI, which has no view locale.
    ///
    /// ```swift
    /// MoveAnnouncer.resolved(set: nil, localeIdentifier: "ja_JP").strings.language      // "ja"
    /// MoveAnnouncer.resolved(set: MoveAnnouncer(strings: .japanese), localeIdentifier: "en_US")
    ///     .strings.language                                                           // "ja"
    /// ```
    ///
    /// - Parameters:
    ///   - announcer: The announcer the app set, if any.
    ///   - localeIdentifier: The view's locale (`"ja_JP"`, `"en"`, `"pt-BR"`).
    /// - Returns: The announcer; the unset case returns one shared value per shipped language.
    /// - Complexity: O(1) after the first call.
    package static func resolved(set announcer: MoveAnnouncer?, localeIdentifier: String) -> MoveAnnouncer {
        if let announcer { return announcer }
        let strings = MoveStrings.forLanguage(localeIdentifier)
        return shippedAnnouncers[strings.language] ?? MoveAnnouncer(strings: strings)
    }

    /// One announcer per shipped table, so that resolving makes no new value per view update.
    private static let shippedAnnouncers: [String: MoveAnnouncer] = Dictionary(
        uniqueKeysWithValues: MoveStrings.availableLanguages.map { language in
            let strings = MoveStrings.forLanguage(language)
            return (strings.language, MoveAnnouncer(strings: strings))
        })
}
