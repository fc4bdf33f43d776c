import Testing
@testable import DemoKit

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Robin", 5), ("", 0), ("コマドリ", 8), ("Blue Jay", 8), ("鳥 bird", 7),
        ("e\u{301}", 1), ("👍", 2), ("❤️", 2), ("ｱ", 1), ("ＡＢ", 4), ("\u{1B}[2J", 3),
    ])
    func widths(_ text: String, _ expected: Int) {
        #expect(text.displayWidth == expected)
    }

    @Test(arguments: ["Robin", "コマドリとスズメ", "a鳥b鳥c", "👍👍x", "", "e\u{301}e\u{301}"])
    func paddingGivesExactWidths(_ text: String) {
        for width in 0...12 {
            let padded = text.padded(toWidth: width)
            #expect(padded.displayWidth == width, "\(text) at \(width)")
            #expect(text.truncated(toWidth: width).displayWidth <= width)
        }
    }

    @Test func truncationMarksTheCut() {
        #expect("Cardinal".truncated(toWidth: 5) == "Card…")
        #expect("コマドリ".truncated(toWidth: 4) == "コ…")
        #expect("Owl".truncated(toWidth: 3) == "Owl")
    }

    @Test func sanitizingRemovesControlCharacters() {
        let hostile = "Rob\u{1B}[2Jin\nNew\tline\u{7F}"
        #expect(!hostile.sanitizedForTerminal.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(hostile.sanitizedForTerminal.count == hostile.count)
    }
}

@Suite struct FrameTests {
    @Test func everyLineHasTheFrameWidthWithWideCharacters() {
        var frame = Frame(size: TerminalSize(columns: 10, rows: 3))
        frame.write("鳥鳥鳥鳥鳥鳥", row: 0, column: 0)
        frame.write("ab鳥", row: 1, column: 7)
        frame.write("x", row: 2, column: 3)
        for line in frame.plainLines { #expect(line.displayWidth == 10) }
        #expect(frame.plainLines[0] == "鳥鳥鳥鳥鳥")
        #expect(frame.plainLines[1] == "       ab ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = Frame(size: TerminalSize(columns: 6, rows: 2))
        frame.write("鳥鳥鳥", row: 0, column: 0)
        frame.write("x", row: 0, column: 1)
        #expect(frame.plainLines[0] == " x鳥鳥")
        frame.write("鳥鳥鳥", row: 1, column: 0)
        frame.write("y", row: 1, column: 2)
        #expect(frame.plainLines[1] == "鳥y 鳥")
        for line in frame.plainLines { #expect(line.displayWidth == 6) }
    }

    @Test func writesOutsideAreIgnored() {
        var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
        frame.write("hello", row: 5, column: 0)
        frame.write("hello", row: -1, column: 0)
        frame.write("hello", row: 0, column: 9)
        frame.write("hello", row: 0, column: -2)
        #expect(frame.plainLines == ["    "])
    }
}

@Suite struct DisplayWidthTableTests {
    @Test(arguments: [DisplayWidth.zeroWidthRanges, DisplayWidth.wideRanges])
    func tablesAreSortedAndDisjoint(_ ranges: [ClosedRange<UInt32>]) {
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(earlier.upperBound < later.lowerBound, "\(earlier) and \(later)")
        }
    }

    /// The binary search gives what a linear scan of the same tables gives: at every range
    /// edge and its neighbours, and at every 5th scalar up to the end of plane 3.
    @Test func binarySearchMatchesALinearScan() {
        let edges = (DisplayWidth.zeroWidthRanges + DisplayWidth.wideRanges).flatMap { range in
            [range.lowerBound - 1, range.lowerBound, range.upperBound, range.upperBound + 1]
        }
        for value in edges + Array(stride(from: UInt32(0x300), through: 0x3FFFF, by: 5)) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = DisplayWidth.zeroWidthRanges.contains { $0.contains(value) } ? 0
                : value >= 0x1100 && DisplayWidth.wideRanges.contains { $0.contains(value) } ? 2 : 1
            if DisplayWidth.of(scalar) != expected {
                Issue.record("U+\(String(value, radix: 16)): \(DisplayWidth.of(scalar)) instead of \(expected)")
                return
            }
        }
    }
}
