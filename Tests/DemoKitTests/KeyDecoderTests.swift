import Testing
@testable import DemoKit

@Suite struct KeyDecoderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let chunks: [[UInt8]]
        let flushes: Bool
        let expected: [Key]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "arrow keys (CSI)", chunks: [[0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44]],
             flushes: false, expected: [.up, .down, .right, .left]),
        Case(name: "arrow keys (SS3, application mode)", chunks: [[0x1B, 0x4F, 0x41], [0x1B, 0x4F, 0x44]],
             flushes: false, expected: [.up, .left]),
        Case(name: "arrow split across reads", chunks: [[0x1B], [0x5B], [0x41]], flushes: false, expected: [.up]),
        Case(name: "lone escape needs a flush", chunks: [[0x1B]], flushes: true, expected: [.escape]),
        Case(name: "lone escape without a flush is pending", chunks: [[0x1B]], flushes: false, expected: []),
        Case(name: "escape then a letter (Alt+key) is Escape and the letter", chunks: [[0x1B, 0x71]],
             flushes: false, expected: [.escape, .character("q")]),
        Case(name: "double escape", chunks: [[0x1B, 0x1B]], flushes: true, expected: [.escape, .escape]),
        Case(name: "incomplete CSI flushed", chunks: [[0x1B, 0x5B]], flushes: true, expected: [.escape, .character("[")]),
        Case(name: "Shift-Tab", chunks: [[0x1B, 0x5B, 0x5A]], flushes: false, expected: [.backTab]),
        Case(name: "modified arrow (Shift-Up)", chunks: [Array("\u{1B}[1;2A".utf8)], flushes: false,
             expected: [.modifiedArrow(.up, .shift)]),
        Case(name: "page and delete keys", chunks: [Array("\u{1B}[5~\u{1B}[6~\u{1B}[3~".utf8)],
             flushes: false, expected: [.pageUp, .pageDown, .delete]),
        Case(name: "home and end, three encodings", chunks: [Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~".utf8)],
             flushes: false, expected: [.home, .end, .home, .end]),
        Case(name: "unknown function key", chunks: [Array("\u{1B}[15~".utf8)], flushes: false, expected: [.unknown]),
        Case(name: "enter, tab, backspace, Ctrl-C", chunks: [[0x0D, 0x09, 0x7F, 0x03]], flushes: false,
             expected: [.enter, .tab, .backspace, .interrupt]),
        Case(name: "control letter", chunks: [[0x01]], flushes: false, expected: [.control("a")]),
        Case(name: "UTF-8 kana split across reads", chunks: [[0xE3, 0x81], [0x82]], flushes: false,
             expected: [.character("あ")]),
        Case(name: "invalid UTF-8 lead byte", chunks: [[0xFF, 0x61]], flushes: false, expected: [.unknown, .character("a")]),
        Case(name: "invalid continuation", chunks: [[0xE3, 0x41, 0x42]], flushes: false,
             expected: [.unknown, .character("A"), .character("B")]),
        Case(name: "truncated UTF-8 flushed", chunks: [[0xE3, 0x81]], flushes: true, expected: [.unknown]),
        Case(name: "overlong UTF-8 (a slash in three bytes)", chunks: [[0xE0, 0x80, 0xAF, 0x61]], flushes: false,
             expected: [.unknown, .unknown, .unknown, .character("a")]),
        Case(name: "UTF-8 of a surrogate", chunks: [[0xED, 0xA0, 0x80]], flushes: false,
             expected: [.unknown, .unknown, .unknown]),
        Case(name: "UTF-8 beyond U+10FFFF", chunks: [[0xF4, 0x90, 0x80, 0x80]], flushes: false,
             expected: [.unknown, .unknown, .unknown, .unknown]),
        Case(name: "four-byte UTF-8 (an emoji)", chunks: [[0xF0, 0x9F, 0x90], [0xA6]], flushes: false,
             expected: [.character("🐦")]),
    ]

    @Test(arguments: cases)
    func decodes(_ testCase: Case) {
        var decoder = KeyDecoder()
        var keys = testCase.chunks.flatMap { decoder.feed($0) }
        if testCase.flushes { keys += decoder.flush() }
        #expect(keys == testCase.expected)
    }

    @Test func everyByteSplitGivesTheSameKeys() {
        let input = Array("k\u{1B}[Aあ\u{1B}OB\u{1B}[3~z".utf8)
        var whole = KeyDecoder()
        let expected = whole.feed(input)
        #expect(expected == [.character("k"), .up, .character("あ"), .down, .delete, .character("z")])
        for split in 0...input.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(input[..<split]) + decoder.feed(input[split...])
            #expect(keys == expected, "split at \(split)")
            #expect(!decoder.hasPendingInput)
        }
    }
}
