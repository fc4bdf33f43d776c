import Testing
import ILikeToMoveItCore

@Suite struct UTTypeSmokeTests {
    @Test func utf8PlainTextConformsToPlainText() {
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(!UTType.plainText.conforms(to: .utf8PlainText))
    }
}
