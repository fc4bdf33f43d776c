@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// Which key does what in the grid view, and how terminal modifiers reach the core's mapping.
@Suite struct GridKeyTests {
    static func state(grid: Bool, rightToLeft: Bool = false) -> DemoState {
        var state = DemoState()
        if grid { _ = state.reduce(.showGrid(true)) }
        if rightToLeft { _ = state.reduce(.setRightToLeft(true)) }
        return state
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let grid: Bool
        var rightToLeft = false
        let key: Key
        let expected: DemoAction?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "v shows the grid", grid: false, key: .character("v"), expected: .toggleGridView),
        Case(name: "v shows the lists again", grid: true, key: .character("v"), expected: .toggleGridView),
        Case(name: "Alt+Right moves right in the grid", grid: true, key: .modifiedArrow(.right, .alt),
             expected: .gridMove(.right)),
        Case(name: "Alt+Up moves up a row", grid: true, key: .modifiedArrow(.up, .alt), expected: .gridMove(.up)),
        Case(name: "Alt+Shift+Down moves to the end", grid: true, key: .modifiedArrow(.down, [.alt, .shift]),
             expected: .gridMove(.toEnd)),
        Case(name: "Alt+Shift+Left moves to the start", grid: true, key: .modifiedArrow(.left, [.alt, .shift]),
             expected: .gridMove(.toStart)),
        Case(name: "Alt+Shift+Left moves to the end right to left", grid: true, rightToLeft: true,
             key: .modifiedArrow(.left, [.alt, .shift]), expected: .gridMove(.toEnd)),
        Case(name: "Alt+Left stays a screen direction right to left", grid: true, rightToLeft: true,
             key: .modifiedArrow(.left, .alt), expected: .gridMove(.left)),
        Case(name: "Alt+Up moves up in the list", grid: false, key: .modifiedArrow(.up, .alt), expected: .move(.up)),
        Case(name: "Alt+Shift+Down moves to the bottom of the list", grid: false,
             key: .modifiedArrow(.down, [.alt, .shift]), expected: .move(.toBottom)),
        Case(name: "Alt+Left in the list is the plain arrow", grid: false, key: .modifiedArrow(.left, .alt),
             expected: .focus(.left, position: nil)),
        Case(name: "Ctrl+Alt+Up is no move: the plain arrow", grid: true, key: .modifiedArrow(.up, [.control, .alt]),
             expected: .focusCell(.up)),
        Case(name: "Shift+Down is the plain arrow", grid: false, key: .modifiedArrow(.down, .shift), expected: .step(1)),
        Case(name: "arrows go from cell to cell", grid: true, key: .left, expected: .focusCell(.left)),
        Case(name: "j goes down a row", grid: true, key: .character("j"), expected: .focusCell(.down)),
        Case(name: "arrows still step the list", grid: false, key: .down, expected: .step(1)),
        Case(name: "< moves left", grid: true, key: .character("<"), expected: .gridMove(.left)),
        Case(name: "> moves right", grid: true, key: .character(">"), expected: .gridMove(.right)),
        Case(name: "u moves up a row", grid: true, key: .character("u"), expected: .gridMove(.up)),
        Case(name: "b moves to the end", grid: true, key: .character("b"), expected: .gridMove(.toEnd)),
        Case(name: "[ takes a column away", grid: true, key: .character("["), expected: .changeColumns(by: -1)),
        Case(name: "] adds a column", grid: true, key: .character("]"), expected: .changeColumns(by: 1)),
        Case(name: "r swaps the reading direction", grid: true, key: .character("r"), expected: .toggleReadingDirection),
        Case(name: "[ does nothing in the list view", grid: false, key: .character("["), expected: nil),
        Case(name: "Z redoes", grid: true, key: .character("Z"), expected: .redo),
        Case(name: "Tab shows the other list's grid", grid: true, key: .tab, expected: .switchList),
    ]

    @Test(arguments: cases)
    func keysMapToActions(_ testCase: Case) {
        let state = Self.state(grid: testCase.grid, rightToLeft: testCase.rightToLeft)
        #expect(state.action(for: testCase.key) == testCase.expected)
    }

    @Test func modifiedArrowsAreArrowsInTheMenuAndNothingInThePrompt() {
        var state = Self.state(grid: true)
        _ = state.reduce(.openMenu)
        #expect(state.action(for: .modifiedArrow(.down, .alt)) == .step(1))
        _ = state.reduce(.cancel)
        _ = state.reduce(.beginAdding)
        #expect(state.action(for: .modifiedArrow(.down, .alt)) == nil)
    }

    @Test func arrowsMoveFocusAsGridMovesWould() {
        var state = Self.state(grid: true)  // 10 birds, 3 columns: 0 1 2 / 3 4 5 / 6 7 8 / 9
        _ = state.reduce(.focus(.left, position: 5))
        _ = state.reduce(.focusCell(.down))
        #expect(state.focusedPosition(in: .left) == 8)
        _ = state.reduce(.focusCell(.down))  // the last row is too short: the last bird
        #expect(state.focusedPosition(in: .left) == 9)
        _ = state.reduce(.focusCell(.right))
        #expect(state.focusedPosition(in: .left) == 9)
        _ = state.reduce(.focusCell(.up))
        #expect(state.focusedPosition(in: .left) == 6)
        _ = state.reduce(.setRightToLeft(true))
        _ = state.reduce(.focusCell(.left))  // right to left: left is towards the end
        #expect(state.focusedPosition(in: .left) == 7)
        #expect(state.status == "Finch, row 3, column 2, the left list.")
    }

    @Test func columnKeysClampAndScriptsAreTold() {
        var state = Self.state(grid: true)
        for _ in 0..<10 { _ = state.reduce(.changeColumns(by: 1)) }
        #expect(state.grid.columns == 6)
        #expect(state.status == "6 columns.")
        for _ in 0..<10 { _ = state.reduce(.changeColumns(by: -1)) }
        #expect(state.grid.columns == 1)
        #expect(state.status == "1 column.")
        #expect(state.reduce(.setColumns(7)) == [.reject("A grid has 1 to 6 columns, not 7.")])
        #expect(state.reduce(.changeColumns(by: .min)) == [.announce("1 column.")])
        #expect(state.reduce(.changeColumns(by: .max)) == [.announce("6 columns.")])
    }

    /// Birds that fit in one row of the grid get the moves along it only, from the core's
    /// `MoveLayout`, and Alt+Up is no move there (the arrow keeps moving focus).
    @Test func aGridWhoseBirdsFitInOneRowOffersOnlyTheMovesAlongIt() {
        func state(birds: Int) -> DemoState {
            DemoState(left: Array(Bird.flock.prefix(birds)), grid: DemoGrid(columns: 6), view: .grid)
        }
        func gridMoves(_ state: DemoState) -> [GridMoveAction] {
            state.menuEntries.compactMap { entry in
                if case .row(let row) = entry, case .grid(let action) = row.move { action } else { nil }
            }
        }
        #expect(gridMoves(state(birds: 4)) == [.left, .right, .toStart, .toEnd])
        #expect(gridMoves(state(birds: 7)) == GridMoveAction.standard)
        #expect(state(birds: 4).action(for: .modifiedArrow(.up, .alt)) == .focusCell(.up), "the plain arrow")
        #expect(state(birds: 7).action(for: .modifiedArrow(.up, .alt)) == .gridMove(.up))
        #expect(state(birds: 4).action(for: .modifiedArrow(.right, .alt)) == .gridMove(.right))
    }

    @Test func theGridMenuOffersTheCoresGridMoves() {
        for language in DemoLanguage.all {
            var state = DemoState(language: language)
            _ = state.reduce(.showGrid(true))
            let names = state.menuEntries.map(state.name(of:))
            #expect(names.dropLast() == GridMoveAction.standard.map { $0.name(language: language.tag) })
        }
        var state = Self.state(grid: true)
        #expect(state.menuEntries.map(state.name(of:)) == [
            "Move left", "Move right", "Move up a row", "Move down a row", "Move to start", "Move to end",
            "Move to the other list",
        ])
        _ = state.reduce(.openMenu)
        let effects = state.reduce(.chooseMenuEntry(1))
        #expect(effects == [.announce("Moved right. After Blue Jay. Row 1, column 2.")])
        #expect(state[.left].map(\.name).prefix(2) == ["Blue Jay", "Robin"])
    }
}

/// The text of the grid: widths, marks, short rows and right to left.
@Suite struct GridTextTests {
    static let names = ["Robin", "Blue Jay", "Cardinal", "Chicken", "Goose"]

    @Test(arguments: [1, 2, 3, 6, 10] as [Int], [0, 1, 5, 18, 40, 78, 201] as [Int])
    func everyLineIsExactlyAsWideAsAsked(columns: Int, width: Int) {
        let wide = ["コマドリ", "ショウジョウコウカンチョウとても長い名前", "Owl", "A\u{1B}[2Jtricky\nname"]
        for names in [Self.names, wide, Array(repeating: "x", count: 13)] {
            for rightToLeft in [false, true] {
                let lines = GridText.lines(names: names, columns: columns, width: width, focused: 0,
                                           selected: [1], rightToLeft: rightToLeft)
                #expect(lines.count == (names.count + columns - 1) / columns)
                for line in lines {
                    #expect(line.displayWidth == width, "\(columns) columns, width \(width): \(line)")
                    #expect(!line.contains("\u{1B}") && !line.contains("\n"))
                }
            }
        }
    }

    @Test func threeColumnsWithTheFocusMarked() {
        let lines = GridText.lines(names: Self.names, columns: 3, width: 36, focused: 4, selected: [0])
        #expect(lines == [
            " ✓Robin       Blue Jay    Cardinal  ",
            "  Chicken   ▸ Goose                 ",
        ])
    }

    @Test func rightToLeftStartsOnTheRightAndAShortRowHugsIt() {
        let lines = GridText.lines(names: Self.names, columns: 3, width: 36, focused: 0, rightToLeft: true)
        #expect(lines == [
            "  Cardinal    Blue Jay  ▸ Robin     ",
            "              Goose       Chicken   ",
        ])
    }

    @Test func longNamesAreCutWithAnEllipsis() {
        let lines = GridText.lines(names: ["Greater Spotted Woodpecker", "ショウジョウコウカンチョウ"], columns: 2,
                                   width: 24, focused: nil)
        #expect(lines == ["  Greater …   ショウジ… "])
        #expect(lines[0].displayWidth == 24)
    }

    @Test func emptyOneAndFewerBirdsThanColumns() {
        #expect(GridText.lines(names: [], columns: 3, width: 30, focused: nil).isEmpty)
        #expect(GridText.lines(names: ["Owl"], columns: 1, width: 10, focused: 0) == ["▸ Owl     "])
        #expect(GridText.lines(names: ["Owl", "Emu"], columns: 6, width: 42, focused: 1)
            == ["  Owl  ▸ Emu  " + String(repeating: " ", count: 28)])
        #expect(GridText.lines(names: ["Owl", "Emu"], columns: 6, width: 42, focused: 1, rightToLeft: true)
            == [String(repeating: " ", count: 28) + "▸ Emu    Owl  "])
    }
}

/// The grid view on screen.
@Suite struct GridRendererTests {
    static func states() -> [DemoState] {
        var result: [DemoState] = []
        let many = (1...40).map { Bird(name: "Bird number \($0) with a very long name indeed") }
        let wide = ["コマドリ", "アオカケス", "ショウジョウコウカンチョウ", "ニワトリ"].map { Bird(name: $0) }
        for language in DemoLanguage.drawn {
            for (left, right) in [(Bird.flock, [Bird]()), (many, wide), ([], []), ([Bird(name: "Owl")], [])] {
                for columns in [1, 3, 6] {
                    let grid = DemoGrid(columns: columns, rightToLeft: columns == 6)
                    var state = DemoState(left: left, right: right, language: language, grid: grid, view: .grid)
                    result.append(state)
                    for action: DemoAction in [.stepToEdge(top: false), .openMenu, .cancel, .switchList, .toggleHelp] {
                        _ = state.reduce(action)
                        result.append(state)
                    }
                }
            }
        }
        return result
    }

    @Test(arguments: DemoRendererTests.sizes)
    func framesFillTheTerminalExactly(_ size: TerminalSize) {
        DemoRendererTests.expectFramesFill(size, for: Self.states())
    }

    @Test func theGridShowsTheFocusedListAcrossTheScreen() {
        var state = DemoState()
        _ = state.reduce(.showGrid(true))
        _ = state.reduce(.focus(.left, position: 4))
        let lines = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(lines[1].contains("Left list (10) — 3 columns, left to right"))
        #expect(lines[2] == "│  Robin                     Blue Jay                  Cardinal                │")
        #expect(lines[3] == "│  Chicken                 ▸ Goose                     Swan                    │")
        #expect(lines.contains { $0.contains("Tab: Right list (0)") })
        #expect(lines.last?.contains("Alt+arrow move") == true)
    }

    @Test func theFocusedRowIsScrolledIntoView() {
        let grid = DemoGrid(columns: 2)
        var state = DemoState(left: (1...60).map { Bird(name: "Bird \($0)") }, grid: grid, view: .grid)
        _ = state.reduce(.stepToEdge(top: false))
        let lines = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(lines.contains { $0.contains("▸ Bird 60") })
        #expect(!lines.contains { $0.contains(" Bird 1 ") })
        #expect(lines.contains { $0.contains("↑") })
    }

    @Test func anEmptyListSaysSo() {
        var state = DemoState()
        _ = state.reduce(.showGrid(true))
        _ = state.reduce(.switchList)
        let lines = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(lines[1].contains("Right list (0)"))
        #expect(lines[2].contains("(empty)"))
        #expect(state.reduce(.gridMove(.right)) == [.reject("The right list is empty.")])
    }
}

/// Grid moves go through the core and share one history with list moves.
@Suite struct GridSessionTests {
    /// The text the core says for a grid move of `name` in `birds`, with row and column.
    static func coreText(
        _ action: GridMoveAction, of name: String, in birds: [Bird], columns: Int = 3,
        rightToLeft: Bool = false, language: String = "en"
    ) throws -> String {
        let bird = try #require(birds.first { $0.name == name })
        var copy = birds
        var moves = AccessibleMoves<Bird, Bird.ID>(
            label: \.name, announcer: MoveAnnouncer(strings: .forLanguage(language), includesPosition: true))
        let layout = GridMoveLayout(columns: columns, readingDirection: rightToLeft ? .rightToLeft : .leftToRight)
        return moves.perform(.grid(bird.id, action, in: layout), on: &copy).text
    }

    @Test func aScriptedGridSessionMovesUndoesAndRedoes() async throws {
        let outcome = await ScriptRunner.run("""
            view grid
            focus left 1          # Blue Jay
            move down             # a row down
            press alt+right       # Alt+Right: one place right
            show
            undo
            show
            redo
            """, from: DemoState())
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.output == [
            "Grid of the left list: 3 columns, left to right.",
            "Moved down a row. After Goose. Row 2, column 2.",
            "Moved right. After Swan. Row 2, column 3.",
            "Left list — 3 columns, left to right",
            "  Robin                     Cardinal                  Chicken",
            "  Goose                     Swan                    ▸ Blue Jay",
            "  Crow                      Finch                     Sparrow",
            "  Owl",
            "Undid the last change. Moved left. Before Swan. Row 2, column 2.",
            "Left list — 3 columns, left to right",
            "  Robin                     Cardinal                  Chicken",
            "  Goose                   ▸ Blue Jay                  Swan",
            "  Crow                      Finch                     Sparrow",
            "  Owl",
            "Redid the change. Moved right. After Swan. Row 2, column 3.",
            "Left list: Robin, Cardinal, Chicken, Goose, Swan, Blue Jay, Crow, Finch, Sparrow, Owl",
            "Right list: (empty)",
        ])
    }

    @Test(arguments: MoveStrings.shippedLanguages, [false, true])
    func gridAnnouncementsComeFromTheCore(_ language: String, rightToLeft: Bool) async throws {
        let demoLanguage = try #require(DemoLanguage(resolving: language))
        var reference = Bird.flock
        var expected: [String] = []
        var script = "view grid\ncolumns 4\ndirection \(rightToLeft ? "rtl" : "ltr")\n"
        let steps: [(String, GridMoveAction, String)] = [
            ("Goose", .left, "move left"), ("Goose", .down, "move down"), ("Robin", .right(2), "move right 2"),
            ("Owl", .up(rows: 2), "move up 2"), ("Crow", .toEnd, "move end"), ("Crow", .toStart, "move start"),
            ("Finch", .right, "press alt+right"), ("Finch", .toEnd, "press alt+shift+down"),
        ]
        for (name, action, command) in steps {
            expected.append(try Self.coreText(action, of: name, in: reference, columns: 4, rightToLeft: rightToLeft,
                                              language: language))
            let position = try #require(reference.firstIndex { $0.name == name })
            let id = reference[position].id
            var moves = AccessibleMoves<Bird, Bird.ID>()
            moves.perform(
                .grid(id, action, in: GridMoveLayout(columns: 4, readingDirection: rightToLeft ? .rightToLeft : .leftToRight)),
                on: &reference)
            script += "focus left \(position)\n\(command)\n"
        }
        let outcome = await ScriptRunner.run(script, from: DemoState(left: Bird.flock, language: demoLanguage))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(Array(outcome.output.dropFirst(3).prefix(expected.count)) == expected)
        #expect(outcome.output.suffix(2) == DemoState(left: reference, language: demoLanguage).listLines)
    }

    @Test func undoAndRedoWorkAcrossBothViews() async {
        var state = DemoState()
        let start = state[.left]
        _ = state.reduce(.focus(.left, position: 3))
        _ = state.reduce(.move(.up))                 // a list move: Chicken above Cardinal
        _ = state.reduce(.toggleGridView)
        _ = state.reduce(.gridMove(.down))           // a grid move: Chicken a row down
        _ = state.reduce(.toggleGridView)
        let moved = state[.left]
        #expect(state.history.undoStack.count == 2)
        // Each undo and redo is told in the words of the view shown when it happens.
        #expect(state.reduce(.undo) == [.announce("Undid the last change. Moved up by 3. Above Cardinal.")])
        _ = state.reduce(.toggleGridView)
        #expect(state.reduce(.undo) == [.announce("Undid the last change. Moved to row 2, column 1. After Cardinal.")])
        #expect(state[.left] == start)
        #expect(state.focusedBird?.name == "Chicken")
        #expect(state.reduce(.redo) == [.announce("Redid the change. Moved to row 1, column 3. Before Cardinal.")])
        _ = state.reduce(.toggleGridView)
        #expect(state.reduce(.redo) == [.announce("Redid the change. Moved down by 3. Below Swan.")])
        #expect(state[.left] == moved)
        #expect(state.reduce(.redo) == [.reject("Nothing to redo.")])
    }

    @Test func aGridMoveThatChangesNothingLeavesNoUndoStep() {
        var state = DemoState()
        _ = state.reduce(.showGrid(true))
        let effects = state.reduce(.gridMove(.up))
        #expect(effects == [.announce("Not moved. At start. Row 1, column 1.")])
        #expect(!state.history.canUndo)
    }

    @Test func gridOnlyActionsAreRejectedInTheListView() async {
        let outcome = await ScriptRunner.run("""
            move left
            press alt+right
            view grid
            pick
            columns 0
            direction sideways
            press hyper+up
            """, from: DemoState())
        #expect(outcome.errors == [
            "line 1: Left and right moves and cell focus need the grid view: press v, or use 'view grid'.",
            "line 4: Picking up works in the list view: press v to show both lists.",
            "line 5: A grid has 1 to 6 columns, not 0.",
            "line 6: 'sideways' is not a reading direction; use ltr or rtl",
            "line 7: 'hyper' is not a modifier; use alt, shift, ctrl or meta",
        ])
        #expect(outcome.exitCode == 65)
        // Alt+Right in the list view is the plain arrow: it focuses the right list, which
        // the grid then shows.
        #expect(outcome.output.first == "Grid of the right list: 3 columns, left to right.")
    }
}

@Suite struct GridOptionTests {
    @Test func gridOptionsParse() throws {
        #expect(try ArgumentParser.parse(["--grid"]) == .demo(DemoOptions(showsGrid: true)))
        #expect(try ArgumentParser.parse(["--columns", "5"]) == .demo(DemoOptions(showsGrid: true, columns: 5)))
        #expect(try ArgumentParser.parse(["--rtl", "--columns=2"])
            == .demo(DemoOptions(showsGrid: true, columns: 2, rightToLeft: true)))
        #expect(throws: UsageError(message: "'7' is not a number of columns for --columns; use 1 to 6")) {
            try ArgumentParser.parse(["--columns", "7"])
        }
        #expect(throws: UsageError(message: "option '--grid' takes no value")) {
            try ArgumentParser.parse(["--grid=yes"])
        }
    }

    @Test func optionsMakeTheStartingState() {
        let state = DemoState(options: DemoOptions(showsGrid: true, columns: 5, rightToLeft: true))
        #expect((state.view == .grid) && state.grid.columns == 5 && state.grid.isRightToLeft)
        #expect(DemoState(options: DemoOptions()).view == .lists)
    }

    @Test func usageDocumentsTheGrid() {
        for word in ["--grid", "--columns", "--rtl", "view grid|sections|list", "columns N", "direction ltr|rtl",
                     "move left|right", "press KEY", "redo", "ESC [1;3A", "Alt+arrow", "Alt+Shift+arrow"] {
            #expect(Usage.text.contains(word), "usage text lacks \(word)")
        }
        for row in DemoStrings(language: .english).helpRows {
            #expect(Usage.text.contains(row.meaning))
        }
    }
}

@Suite struct GridRandomSessionTests {
    /// Random sessions mixing both views: no bird is lost or duplicated, focus stays in its
    /// list, and undoing everything gives back the starting lists.
    @Test(arguments: [7, 18, 2026] as [UInt64])
    func randomSessionsAcrossViewsLoseNothingAndUndoToTheStart(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        var state = DemoState()
        let start = state[.left]
        let actions: [DemoAction] = [
            .toggleGridView, .changeColumns(by: 1), .changeColumns(by: -2), .toggleReadingDirection,
            .focusCell(.up), .focusCell(.down), .focusCell(.left), .focusCell(.right), .switchList,
            .gridMove(.left), .gridMove(.right(3)), .gridMove(.up), .gridMove(.down(rows: 2)), .gridMove(.toStart),
            .gridMove(.toEnd), .move(.up), .move(.down(5)), .moveToOtherList, .undo, .redo, .toggleSelection,
            .press(.modifiedArrow(.left, .alt)), .press(.modifiedArrow(.down, [.alt, .shift])), .openMenu,
            .chooseMenuEntry(3), .cancel,
        ]
        for _ in 0..<300 {
            let action = actions[Int(random.next() % UInt64(actions.count))]
            _ = await state.dispatch(action)
            let ids = (state[.left] + state[.right]).map(\.id)
            #expect(ids.count == start.count && Set(ids) == Set(start.map(\.id)), "after \(action)")
            #expect(state.focusedPosition(in: state.focusedSide) < max(state[state.focusedSide].count, 1))
            #expect(DemoGrid.columnRange.contains(state.grid.columns))
        }
        _ = await state.dispatch(.cancel)
        while state.history.canUndo { _ = await state.dispatch(.undo) }
        #expect(state[.left].map(\.id) == start.map(\.id))
        #expect(state[.right].isEmpty)
    }
}
