import Foundation
import ILikeToMoveItCore
import Testing

/// The examples of the ``MoveStrings`` page's sections on languages ("Replacing one
/// sentence", "Bringing a table for another language"), run and checked against the results
/// they state. The code inside each test is the page's code, unchanged.
@Suite struct MoveStringsLanguagesPageTests {
    @Test func replacingOneSentence() throws {
        let german = try MoveStrings.forLanguage("de").replacing("notMoved", with: "Bleibt an seinem Platz.")
        var flock = ["Robin", "Jay"]
        var moves = AccessibleMoves<String, String>(id: \.self, announcer: MoveAnnouncer(strings: german))

        let step = moves.perform(.item("Robin", .up), on: &flock)
        // step.text == "Bleibt an seinem Platz. Ganz oben."
        #expect(step.text == "Bleibt an seinem Platz. Ganz oben.")
        #expect(flock == ["Robin", "Jay"])
    }

    /// On Linux the test process runs in English and ships no Welsh table, so the default
    /// announcer stays.
    @Test func aTableTheAppShips() throws {
        var announcer = MoveAnnouncer.default
        let uiLanguage = Bundle.main.preferredLocalizations.first ?? "en"
        if uiLanguage == "cy", let url = Bundle.main.url(forResource: "MoveStrings-cy", withExtension: "json") {
            announcer = MoveAnnouncer(strings: try MoveStrings(jsonData: Data(contentsOf: url)))
        }
        var flock = ["Robin", "Jay"]
        var moves = AccessibleMoves<String, String>(id: \.self, announcer: announcer)
        #expect(moves.perform(.item("Jay", .up), on: &flock).text == "Moved up. At top.")
    }

    @Test func aWelshTable() throws {
        let welsh = try MoveStrings(jsonData: Data("""
            {
              "language": "cy",
              "separator": " ",
              "strings": {
                "movedUp": "Symudwyd i fyny.",
                "movedDown": "Symudwyd i lawr.",
                "atTop": "Ar y brig.",
                "atBottom": "Ar y gwaelod."
              }
            }
            """.utf8))
        var flock = ["Robin", "Jay", "Swan"]
        var moves = AccessibleMoves<String, String>(id: \.self, announcer: MoveAnnouncer(strings: welsh))

        let step = moves.perform(.item("Jay", .up), on: &flock)
        // step.text == "Symudwyd i fyny. Ar y brig."
        #expect(step.text == "Symudwyd i fyny. Ar y brig.")
        // A key the table leaves out is said in English.
        #expect(moves.perform(.item("Jay", .up), on: &flock).text == "Not moved. Ar y brig.")
    }
}
