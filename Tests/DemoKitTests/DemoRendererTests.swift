import Foundation
import Testing
@testable import DemoKit

@Suite struct DemoRendererTests {
    static let sizes: [TerminalSize] = [
        .init(columns: 80, rows: 24), .init(columns: 81, rows: 25), .init(columns: 100, rows: 30),
        .init(columns: 120, rows: 40), .init(columns: 79, rows: 24), .init(columns: 80, rows: 23),
        .init(columns: 20, rows: 5), .init(columns: 1, rows: 1), .init(columns: 0, rows: 0),
        .init(columns: 5, rows: 0), .init(columns: 0, rows: 7),
    ]

    /// States in every mode, in the languages drawn, with long and wide names.
    static func states() -> [DemoState] {
        var result: [DemoState] = []
        for language in DemoLanguage.drawn {
            let many = (1...40).map { Bird(name: "Bird number \($0) with a very long name indeed, longer than a column") }
            let wide = ["コマドリ", "アオカケス", "ショウジョウコウカンチョウ", "ニワトリ"].map { Bird(name: $0) }
            for (left, right) in [(Bird.flock, [Bird]()), (many, wide), ([], [])] {
                var state = DemoState(left: left, right: right, language: language)
                result.append(state)
                for action: DemoAction in [.step(30), .openMenu, .cancel, .toggleSelection, .pickUp, .step(-2),
                                           .cancel, .toggleHelp, .toggleHelp, .beginAdding, .type("鳥"), .cancel,
                                           .open] {
                    _ = state.reduce(action)
                    result.append(state)
                }
            }
        }
        return result
    }

    @Test(arguments: sizes)
    func framesFillTheTerminalExactly(_ size: TerminalSize) {
        Self.expectFramesFill(size, for: Self.states())
    }

    /// Every frame of every state has exactly the terminal's rows, each exactly its columns wide.
    static func expectFramesFill(
        _ size: TerminalSize, for states: [DemoState], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for state in states {
            let lines = DemoRenderer.render(state, size: size).plainLines
            #expect(lines.count == max(size.rows, 0), sourceLocation: sourceLocation)
            for line in lines {
                #expect(line.displayWidth == max(size.columns, 0), "\(line)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func smallTerminalsShowTheTooSmallMessage() {
        let state = DemoState()
        let lines = DemoRenderer.render(state, size: TerminalSize(columns: 60, rows: 15)).plainLines
        #expect(lines.contains { $0.contains("Terminal too small: 60×15") })
        let big = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(!big.contains { $0.contains("too small") })
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 101, rows: 31)])
    func listBordersStayAlignedWithJapaneseNames(_ size: TerminalSize) {
        let wide = ["コマドリ", "アオカケス", "ショウジョウコウカンチョウとても長い名前の鳥です本当に", "Owl"].map { Bird(name: $0) }
        let state = DemoState(left: wide, right: wide, language: .japanese)
        let lines = DemoRenderer.render(state, size: size).plainLines
        let half = size.columns / 2
        for row in 2...5 {
            let line = lines[row]
            // The column where the right list's border starts, counted in display columns.
            let prefix = line.prefix { _ in true }
            var column = 0
            var borderColumns: [Int] = []
            for character in prefix {
                if character == "│" { borderColumns.append(column) }
                column += DisplayWidth.of(character)
            }
            #expect(borderColumns == [0, half - 1, half, size.columns - 1], "row \(row): \(line)")
        }
    }

    @Test func focusedBirdIsShownAndScrolledIntoView() {
        let many = (1...40).map { Bird(name: "Bird \($0)") }
        var state = DemoState(left: many)
        _ = state.reduce(.step(35))
        let lines = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(lines.contains { $0.contains("36. Bird 36") })
        #expect(!lines.contains { $0.contains(" 1. Bird 1 ") })
        #expect(lines[DemoRenderer.Layout(size: .minimum).listHeight].contains("↑"))
    }

    @Test func dropMarkerAppearsInTheTargetList() {
        var state = DemoState()
        _ = state.reduce(.pickUp)
        let lines = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(lines[2].contains("▸▸ drop here"))
        #expect(lines.contains { $0.contains("Robin  ⇡ picked") })
    }

    /// Escape closes the actions menu: no panel is left, and the status line does not name
    /// the menu (such as "Actions for Robin: Move down") once it is closed.
    @Test(arguments: [DemoAction.cancel, .press(.escape)])
    func closedMenuLeavesNoLineReadingAsOpen(_ close: DemoAction) {
        var state = DemoState()
        _ = state.reduce(.openMenu)
        _ = state.reduce(.step(1))
        let open = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(open.contains { $0.contains("Actions for Robin") })
        _ = state.reduce(close)
        let lines = DemoRenderer.render(state, size: .minimum).plainLines
        let statusLine = lines[DemoRenderer.Layout(size: .minimum).statusRow]
        #expect(!lines.contains { $0.contains("Actions for") })
        #expect(!lines.contains { $0.contains("Move down") })
        #expect(statusLine.contains("Actions closed. Robin, 1 of 10, the left list."))
    }
}
