@testable import ILikeToMoveItCore
import Testing

/// Which announcer a list speaks with and which table names its rows' actions: one rule, so
/// names and announcements are always in one language.
@Suite struct MoveAnnouncerResolvedTests {
    /// With no announcer set, the app's UI language picks the table (``MoveAnnouncer/default``).
    @Test func withoutAnAnnouncerTheAppsLanguageSpeaks() {
        let expected = MoveStrings.shipped(AppLanguages.current().table(among: MoveStrings.shippedLanguages))
        let resolved = MoveAnnouncer.resolved(set: nil)
        #expect(resolved.strings.language == expected?.language)
        #expect(!resolved.includesPosition)
        #expect(resolved.text(for: MoveAnnouncement(movement: .moved(.up, distance: 1)))
            == MoveAnnouncer.default.text(for: MoveAnnouncement(movement: .moved(.up, distance: 1))))
    }

    /// An announcer the app set wins, and its table names the actions too: a Japanese
    /// announcer in an English app names "上に移動", not "Move up".
    @Test func anAnnouncerTheAppSetNamesTheActionsToo() {
        let set = MoveAnnouncer(strings: .japanese, includesPosition: true)
        let resolved = MoveAnnouncer.resolved(set: set)
        #expect(resolved.strings.language == "ja")
        #expect(resolved.includesPosition)
        let name = RowMove.list(.up).name(strings: resolved.strings)
        #expect(name == AccessibilityMoveAction.up.name(strings: .japanese))
        #expect(name != AccessibilityMoveAction.up.name(strings: .english))
    }

    /// Names and announcements come from one table for either choice.
    @Test func namesAndAnnouncementsShareOneLanguage() {
        for set in [nil, MoveAnnouncer(strings: .english), MoveAnnouncer(strings: .japanese)] {
            let resolved = MoveAnnouncer.resolved(set: set)
            #expect(resolved.strings.language == (set ?? .default).strings.language)
        }
    }
}
