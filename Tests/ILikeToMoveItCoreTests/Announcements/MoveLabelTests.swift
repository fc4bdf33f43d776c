@testable import ILikeToMoveItCore
import Testing

@Suite struct MoveLabelTests {
    @Test(arguments: [
        ("Robin", "Robin"),
        ("  Blue \n\t Jay  ", "Blue Jay"),
        ("line\u{2028}separator\u{2029}", "line separator"),
        ("\u{202E}evil\u{202C} \u{2067}isolate\u{2069}", "evil isolate"),
        ("zero\u{200B}width\u{FEFF}", "zerowidth"),
        ("bell\u{7}and\u{0}null", "bell and null"),
        ("👩‍💻 coder", "👩‍💻 coder"),
        ("e\u{301}clair", "e\u{301}clair"),
        ("", ""),
        (" \n\t\r ", ""),
        ("\u{202E}", ""),
    ])
    func sanitising(raw: String, expected: String) {
        #expect(MoveLabel.sanitize(raw) == expected)
    }

    @Test(arguments: [1, 2, 5, 80])
    func longLabelsAreCutToTheLimitWithAnEllipsis(limit: Int) {
        let long = String(repeating: "🐦", count: 10_000)
        let cut = MoveLabel.sanitize(long, limit: limit)
        #expect(cut.count == limit)
        #expect(cut.last == "…")
    }

    @Test func aLabelExactlyAtTheLimitIsKept() {
        #expect(MoveLabel.sanitize("abcde", limit: 5) == "abcde")
        #expect(MoveLabel.sanitize("abcdef", limit: 5) == "abcd…")
        #expect(MoveLabel.sanitize("abc  def", limit: 5) == "abc…", "no space before the ellipsis")
        #expect(MoveLabel.sanitize("abc", limit: Int.min) == "…")
    }

    @Test func combiningMarksDoNotCountAsCharacters() {
        let accented = String(repeating: "e\u{301}\u{302}\u{303}", count: 100)
        #expect(MoveLabel.sanitize(accented, limit: 10).count == 10)
    }
}
