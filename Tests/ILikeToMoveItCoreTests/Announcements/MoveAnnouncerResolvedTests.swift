@testable import ILikeToMoveItCore
import Testing

/// Which announcer a SwiftUI list speaks with and which table names its rows' actions: one
/// rule, so names and announcements are always in one language.
@Suite struct MoveAnnouncerResolvedTests {
    /// With no announcer set, the view's locale picks the shipped table (English when none),
    /// whatever the user's preferred languages say.
    @Test(arguments: [("ja_JP", "ja"), ("ja", "ja"), ("ja-JP", "ja"), ("en_GB", "en"), ("fr_FR", "en"), ("", "en")])
    func theViewsLocalePicksTheTable(locale: String, language: String) {
        let announcer = MoveAnnouncer.resolved(set: nil, localeIdentifier: locale)
        #expect(announcer.strings.language == language)
        #expect(!announcer.includesPosition)
        #expect(announcer.text(for: MoveAnnouncement(movement: .moved(.up, distance: 1)))
            == MoveAnnouncer(strings: .forLanguage(language)).text(for: MoveAnnouncement(movement: .moved(.up, distance: 1))))
    }

    /// An announcer the app set wins, and its table names the actions too: a Japanese
    /// announcer in an English view names "上へ移動", not "Move up".
    @Test func anAnnouncerTheAppSetNamesTheActionsToo() {
        let set = MoveAnnouncer(strings: .japanese, includesPosition: true)
        let resolved = MoveAnnouncer.resolved(set: set, localeIdentifier: "en_US")
        #expect(resolved.strings.language == "ja")
        #expect(resolved.includesPosition)
        let name = RowMove.list(.up).name(strings: resolved.strings)
        #expect(name == AccessibilityMoveAction.up.name(strings: .japanese))
        #expect(name != AccessibilityMoveAction.up.name(strings: .english))
    }

    /// Names and announcements come from one table for every locale and either choice.
    @Test func namesAndAnnouncementsShareOneLanguage() {
        for set in [nil, MoveAnnouncer(strings: .english), MoveAnnouncer(strings: .japanese)] {
            for locale in ["en_US", "ja_JP", "de"] {
                let resolved = MoveAnnouncer.resolved(set: set, localeIdentifier: locale)
                let expected = set?.strings.language ?? MoveStrings.forLanguage(locale).language
                #expect(resolved.strings.language == expected, "\(locale)")
            }
        }
    }
}
