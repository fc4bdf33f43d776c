import Testing
@testable import DemoKit

/// The escape sequences of modified arrows, as xterm-style terminals send them.
@Suite struct ModifiedArrowDecodingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let sequence: String
        let expected: [Key]
        // Character by character: `replacing(_:with:)` needs macOS 13.
        var testDescription: String { sequence.map { $0 == "\u{1B}" ? "ESC " : String($0) }.joined() }
    }

    static let cases: [Case] = [
        Case(sequence: "\u{1B}[1;3A", expected: [.modifiedArrow(.up, .alt)]),
        Case(sequence: "\u{1B}[1;3B", expected: [.modifiedArrow(.down, .alt)]),
        Case(sequence: "\u{1B}[1;3C", expected: [.modifiedArrow(.right, .alt)]),
        Case(sequence: "\u{1B}[1;3D", expected: [.modifiedArrow(.left, .alt)]),
        Case(sequence: "\u{1B}[1;4D", expected: [.modifiedArrow(.left, [.alt, .shift])]),
        Case(sequence: "\u{1B}[1;2A", expected: [.modifiedArrow(.up, .shift)]),
        Case(sequence: "\u{1B}[1;5A", expected: [.modifiedArrow(.up, .control)]),
        Case(sequence: "\u{1B}[1;7C", expected: [.modifiedArrow(.right, [.control, .alt])]),
        Case(sequence: "\u{1B}[1;9B", expected: [.modifiedArrow(.down, .meta)]),
        // A modifier parameter of 1 means none; modified Home and End stay Home and End.
        Case(sequence: "\u{1B}[1;1A", expected: [.up]),
        Case(sequence: "\u{1B}[1;3H\u{1B}[1;2F", expected: [.home, .end]),
        Case(sequence: "\u{1B}[1;A", expected: [.up]),
        Case(sequence: "\u{1B}[1;3Aq", expected: [.modifiedArrow(.up, .alt), .character("q")]),
    ]

    @Test(arguments: cases)
    func decodes(_ testCase: Case) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array(testCase.sequence.utf8)) == testCase.expected)
        #expect(!decoder.hasPendingInput)
    }

    @Test func aModifiedArrowSplitAcrossReadsIsOneKey() {
        let bytes = Array("\u{1B}[1;4C".utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let first = decoder.feed(bytes[..<split])
            #expect(first.isEmpty, "split at \(split)")
            #expect(decoder.feed(bytes[split...]) == [.modifiedArrow(.right, [.shift, .alt])], "split at \(split)")
        }
    }
}
