@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// Which key does what in the sections view.
@Suite struct SectionKeyTests {
    static func state(sections: Bool) -> DemoState {
        var state = DemoState()
        if sections { _ = state.reduce(.showSections(true)) }
        return state
    }

    @Test func keysMapToActions() {
        let lists = Self.state(sections: false)
        #expect(lists.action(for: .character("S")) == .toggleSectionsView)
        let state = Self.state(sections: true)
        #expect(state.action(for: .character("S")) == .toggleSectionsView)
        #expect(state.action(for: .down) == .step(1))
        #expect(state.action(for: .character("k")) == .step(-1))
        #expect(state.action(for: .character("u")) == .move(.up))
        #expect(state.action(for: .character("D")) == .move(.down(5)))
        #expect(state.action(for: .character("t")) == .move(.toTop))
        #expect(state.action(for: .modifiedArrow(.up, .alt)) == .move(.up))
        #expect(state.action(for: .modifiedArrow(.down, [.alt, .shift])) == .move(.toBottom))
        #expect(state.action(for: .character("<")) == nil)
        #expect(state.action(for: .tab) == .switchList)
    }

    @Test func theSectionsAndTheGridAreShownOneAtATime() {
        var state = Self.state(sections: true)
        #expect(state.view == .sections)
        _ = state.reduce(.toggleGridView)
        #expect(state.view == .grid)
        _ = state.reduce(.toggleSectionsView)
        #expect(state.view == .sections)
        #expect(state.reduce(.showGrid(false)) == [.announce("Both lists shown.")])
        #expect(state.view == .lists)
    }

    @Test func arrowsGoDownTheViewAcrossSections() {
        var state = Self.state(sections: true)  // To see 4, Seen 3, Favourites 3
        _ = state.reduce(.focus(.left, position: 3))
        #expect(state.status == "Chicken, 4 of 4 in To see, the left list.")
        _ = state.reduce(.step(1))
        #expect(state.status == "Goose, 1 of 3 in Seen, the left list.")
        _ = state.reduce(.stepToEdge(top: false))
        #expect(state.status == "Owl, 3 of 3 in Favourites, the left list.")
        _ = state.reduce(.step(-100))
        #expect(state.focusedBird?.name == "Robin")
    }
}

/// The sections view on screen.
@Suite struct SectionRendererTests {
    static func states() -> [DemoState] {
        var result: [DemoState] = []
        let many = (1...40).map { Bird(name: "Bird number \($0) with a very long name indeed, longer than the screen is wide") }
        let wide = ["コマドリ", "アオカケス", "ショウジョウコウカンチョウ", "ニワトリ"].map { Bird(name: $0) }
        for language in DemoLanguage.drawn {
            for (left, right) in [(Bird.flock, [Bird]()), (many, wide), ([], []), ([Bird(name: "Owl")], [])] {
                var state = DemoState(left: left, right: right, language: language, view: .sections)
                result.append(state)
                for action: DemoAction in [.stepToEdge(top: false), .move(.up), .openMenu, .cancel, .switchList,
                                           .toggleSelection, .toggleHelp] {
                    _ = state.reduce(action)
                    result.append(state)
                }
            }
        }
        return result
    }

    @Test(arguments: DemoRendererTests.sizes)
    func framesFillTheTerminalExactly(_ size: TerminalSize) {
        DemoRendererTests.expectFramesFill(size, for: Self.states())
    }

    @Test func theSectionsShowTheFocusedListAcrossTheScreen() {
        var state = DemoState(view: .sections)
        _ = state.reduce(.focus(.left, position: 4))
        let lines = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(lines[1].hasPrefix("┌") && lines[1].contains("Left list (10) — sections"))
        #expect(Array(lines[2...14]) == [
            "│ To see (4)                                                                   │",
            "│     1. Robin                                                                 │",
            "│     2. Blue Jay                                                              │",
            "│     3. Cardinal                                                              │",
            "│     4. Chicken                                                               │",
            "│ Seen (3)                                                                     │",
            "│     1. Goose                                                                 │",
            "│     2. Swan                                                                  │",
            "│     3. Crow                                                                  │",
            "│ Favourites (3)                                                               │",
            "│     1. Finch                                                                 │",
            "│     2. Sparrow                                                               │",
            "│     3. Owl                                                                   │",
        ])
        #expect(lines.contains { $0.contains("Tab: Right list (0)") })
        #expect(lines[lines.count - 1].contains("move across sections"))
        #expect(state.status == "Goose, 1 of 3 in Seen, the left list.")
    }

    @Test func theFocusedBirdIsInverseAndScrolledIntoView() {
        var state = DemoState(left: (1...60).map { Bird(name: "Bird \($0)") }, view: .sections)
        _ = state.reduce(.stepToEdge(top: false))
        let frame = DemoRenderer.render(state, size: .minimum)
        let lines = frame.plainLines
        #expect(lines.contains { $0.contains("20. Bird 60") })
        #expect(!lines.contains { $0.contains("To see (20)") })
        #expect(lines.contains { $0.contains("↑") })
        let styled = frame.styledLines.joined()
        #expect(styled.contains(Frame.Style.inverse.escape + "     20. Bird 60"))
    }

    @Test func anEmptySectionAndAnEmptyListSaySo() {
        var state = DemoState(left: [Bird(name: "Owl")], view: .sections)
        var lines = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(lines[2].contains("To see (1)") && lines[4].contains("Seen (0)") && lines[5].contains("(empty)"))
        _ = state.reduce(.switchList)
        lines = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(lines[1].contains("Right list (0)"))
        #expect(lines.filter { $0.contains("(empty)") }.count == 3)
        #expect(state.reduce(.move(.down)) == [.reject("The right list is empty.")])
        #expect(state.reduce(.moveToSection(1)) == [.reject("The right list is empty.")])
    }

    @Test func japaneseNamesTheSections() {
        let state = DemoState(language: .japanese, view: .sections)
        let lines = DemoRenderer.render(state, size: .minimum).plainLines
        #expect(lines[1].contains("左のリスト (10) — セクション"))
        #expect(lines[2].contains("見たい鳥 (4)") && lines[7].contains("見た鳥 (3)") && lines[11].contains("お気に入り (3)"))
        for line in lines { #expect(line.displayWidth == 80) }
    }
}

/// Sectioned moves go through the core and share one history with list and grid moves.
@Suite struct SectionSessionTests {
    /// The sections the demo starts with, as the core sees them.
    static func sections(_ birds: [Bird] = Bird.flock, language: DemoLanguage = .english) -> [DemoSection] {
        let names = DemoStrings(language: language).sectionNames
        return [DemoSection(name: names[0], birds: Array(birds[0..<4])), DemoSection(name: names[1], birds: Array(birds[4..<7])),
                DemoSection(name: names[2], birds: Array(birds[7...]))]
    }

    @Test func aScriptedSessionMovesAcrossSectionsToASectionUndoesAndRedoes() async {
        let outcome = await ScriptRunner.run("""
            view sections
            focus left 3          # Chicken, the last of To see
            move down             # into Seen, at its top
            move up               # back to the bottom of To see
            move down 2           # Seen, below Goose
            menu
            press enter           # the actions menu
            press 8               # Move to Favourites: to its bottom
            show
            undo
            undo
            redo
            move top
            press alt+shift+down  # to the bottom of Seen
            move section 0
            show
            """, from: DemoState())
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.output == [
            "Sections of the left list: To see 4, Seen 3, Favourites 3.",
            "Moved to Seen. Above Goose. At top.",
            "Moved to To see. Below Cardinal. At bottom.",
            "Moved to Seen. Above Swan.",
            "1. Move up", "2. Move down", "3. Move up by 5", "4. Move down by 5", "5. Move to top",
            "6. Move to bottom", "7. Move to To see", "8. Move to Favourites", "9. Move to the other list",
            "Moved to Favourites. Below Owl. At bottom.",
            "Left list — sections",
            "To see (3)", "    1. Robin", "    2. Blue Jay", "    3. Cardinal",
            "Seen (3)", "    1. Goose", "    2. Swan", "    3. Crow",
            "Favourites (4)", "    1. Finch", "    2. Sparrow", "    3. Owl", "  ▸ 4. Chicken",
            "Undid the last change. Moved to Seen. Above Swan.",
            "Undid the last change. Moved to To see. Below Cardinal. At bottom.",
            "Redid the change. Moved to Seen. Above Swan.",
            "Moved up. Above Goose. At top.",
            "Moved down by 3. Below Crow. At bottom.",
            "Moved to To see. Below Cardinal. At bottom.",
            "Left list — sections",
            "To see (4)", "    1. Robin", "    2. Blue Jay", "    3. Cardinal", "  ▸ 4. Chicken",
            "Seen (3)", "    1. Goose", "    2. Swan", "    3. Crow",
            "Favourites (3)", "    1. Finch", "    2. Sparrow", "    3. Owl",
            "Left list: Robin, Blue Jay, Cardinal, Chicken, Goose, Swan, Crow, Finch, Sparrow, Owl",
            "Right list: (empty)",
        ])
    }

    /// Each announcement is the core's, for the same sections, in every shipped language.
    @Test(arguments: DemoLanguage.all)
    func announcementsComeFromTheCore(_ language: DemoLanguage) async throws {
        var reference = Self.sections(language: language)
        var moves = AccessibleMoves<Bird, Bird.ID>(label: \.name, announcer: MoveAnnouncer(strings: .forLanguage(language.tag)))
        let steps: [(String, (Bird.ID) -> MoveRequest<Bird.ID>, String)] = [
            ("Chicken", { .item($0, .down) }, "move down"), ("Goose", { .item($0, .up(2)) }, "move up 2"),
            ("Owl", { .item($0, .up(5)) }, "press U"), ("Robin", { .item($0, toSection: 2) }, "move section 2"),
            ("Swan", { .item($0, .toBottom) }, "press alt+shift+down"), ("Finch", { .item($0, .down(99)) }, "move down 99"),
        ]
        var script = "view sections\n"
        var expected: [String] = []
        for (name, request, command) in steps {
            let rows = reference.flatMap(\.birds)
            let position = try #require(rows.firstIndex { $0.name == name })
            expected.append(moves.perform(request(rows[position].id), in: &reference, items: \.birds, name: \.name).text)
            script += "focus left \(position)\n\(command)\n"
        }
        script += "show\n"
        let outcome = await ScriptRunner.run(script, from: DemoState(language: language))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(Array(outcome.output.dropFirst().prefix(expected.count)) == expected)
        var shown: [String] = []
        for section in reference {
            shown.append(DemoStrings(language: language).sectionHeading(section.name, count: section.birds.count))
            shown += section.birds.isEmpty ? [DemoStrings(language: language).empty] : section.birds.map(\.name)
        }
        let printed = outcome.output.dropFirst(1 + expected.count + 1).prefix(shown.count)
        #expect(printed.map { String($0.drop { $0 == " " || $0 == "▸" || $0.isNumber || $0 == "." }) } == shown)
    }

    @Test func japaneseSession() async {
        let outcome = await ScriptRunner.run("""
            view sections
            focus left 6     # Crow, the last of Seen
            move down
            move section 0
            undo
            redo
            """, from: DemoState(language: .japanese))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.output.prefix(6) == [
            "左のリストをセクションで表示: 見たい鳥 4羽、見た鳥 3羽、お気に入り 3羽。",
            "「お気に入り」に移動しました。「Finch」の上です。一番上です。",
            "「見たい鳥」に移動しました。「Chicken」の下です。一番下です。",
            "直前の変更を元に戻しました。「お気に入り」に移動しました。「Finch」の上です。一番上です。",
            "取り消した変更をやり直しました。「見たい鳥」に移動しました。「Chicken」の下です。一番下です。",
            "左のリスト: Robin, Blue Jay, Cardinal, Chicken, Crow, Goose, Swan, Finch, Sparrow, Owl",
        ])
    }

    @Test func theMenuOffersTheOtherSectionsInBothLanguages() {
        for language in DemoLanguage.all {
            var state = DemoState(language: language, view: .sections)
            _ = state.reduce(.focus(.left, position: 5))  // Swan, in Seen
            let names = state.menuEntries.map(state.name(of:))
            let section = DemoStrings(language: language).sectionNames
            let strings = MoveStrings.forLanguage(language.tag)
            #expect(names.dropLast() == DemoState.menuMoves.map { $0.name(language: language.tag) }
                    + [strings.sectionActionName(section[0]), strings.sectionActionName(section[2])])
        }
        var state = DemoState(view: .sections)
        _ = state.reduce(.focus(.left, position: 5))
        _ = state.reduce(.openMenu)
        #expect(state.reduce(.chooseMenuEntry(6)) == [.announce("Moved to To see. Below Chicken. At bottom.")])
        let swan = state[.left].first { $0.name == "Swan" }
        #expect(swan.map { state.sections.section(of: $0.id) } == 0)
        #expect(state.sections.rows(of: state[.left]).prefix(5).map(\.name) == ["Robin", "Blue Jay", "Cardinal", "Chicken", "Swan"])
    }

    @Test func undoAndRedoWorkAcrossViews() {
        var state = DemoState()
        let start = state[.left]
        _ = state.reduce(.focus(.left, position: 3))
        _ = state.reduce(.move(.down))               // a list move: Chicken below Goose, still in To see
        _ = state.reduce(.showSections(true))
        _ = state.reduce(.focus(.left, position: 3))  // Chicken, shown last of To see
        #expect(state.focusedBird?.name == "Chicken")
        _ = state.reduce(.move(.down))               // a sectioned move: into Seen
        #expect(state.sections.section(of: start[3].id) == 1)
        _ = state.reduce(.toggleGridView)
        // Undone in the grid view: still through the sections, in their words.
        #expect(state.reduce(.undo) == [.announce("Undid the last change. Moved to To see. Below Cardinal. At bottom.")])
        #expect(state.sections.section(of: start[3].id) == 0)
        _ = state.reduce(.showGrid(false))
        _ = state.reduce(.undo)
        #expect(state[.left] == start)
        _ = state.reduce(.redo)
        _ = state.reduce(.redo)
        // The redone sectioned move puts Chicken back where it was in the list.
        #expect(state[.left].map(\.name).prefix(5) == ["Robin", "Blue Jay", "Cardinal", "Chicken", "Goose"])
        #expect(state.sections.section(of: start[3].id) == 1)
        #expect(state.reduce(.redo) == [.reject("Nothing to redo.")])
    }

    @Test func aBirdKeepsItsSectionInTheOtherListAndANewBirdIsOneToSee() async {
        var state = DemoState(view: .sections)
        _ = state.reduce(.focus(.left, position: 8))   // Sparrow, in Favourites
        _ = await state.dispatch(.moveToOtherList)
        _ = await state.dispatch(.switchList)
        _ = await state.dispatch(.add("Kestrel"))
        #expect(state.sectionLines == [
            "Right list — sections", "To see (1)", "  ▸ 1. Kestrel", "Seen (0)", "    (empty)",
            "Favourites (1)", "    1. Sparrow",
        ])
    }

    @Test func sectionOnlyCommandsAreRejectedElsewhere() async {
        let outcome = await ScriptRunner.run("""
            move section 1
            view sections
            move section 3
            pick
            move section
            view sideways
            view grid
            move section 1
            """, from: DemoState())
        #expect(outcome.errors == [
            "line 1: Moves to a section need the sections view: press S, or use 'view sections'.",
            "line 3: There are 3 sections, 0 to 2: there is no section 3.",
            "line 4: Picking up works in the list view: press S to show both lists.",
            "line 5: 'move section' is not a move; use move up|down [N], move top|bottom, move other, in the grid "
                + "view move left|right [N], move start|end, or in the sections view move section K",
            "line 6: 'sideways' is not a view; use grid, sections or list",
            "line 8: Moves to a section need the sections view: press S, or use 'view sections'.",
        ])
        #expect(outcome.exitCode == 65)
    }

    @Test func aSectionedMoveMovesTheFocusedBirdAloneAndNoOtherBirdInTheList() {
        var state = DemoState()
        // List moves reorder the list without changing sections: Robin goes below Goose.
        _ = state.reduce(.move(.down(4)))
        _ = state.reduce(.toggleSelection)
        _ = state.reduce(.showSections(true))
        _ = state.reduce(.focus(.left, position: 7))  // Finch
        _ = state.reduce(.move(.up))                  // to the bottom of Seen
        #expect(state[.left].map(\.name) == [
            "Blue Jay", "Cardinal", "Chicken", "Goose", "Robin", "Swan", "Crow", "Finch", "Sparrow", "Owl",
        ])
        #expect(state.sections.sections(of: state[.left]).map { $0.birds.map(\.name) } == [
            ["Blue Jay", "Cardinal", "Chicken", "Robin"], ["Goose", "Swan", "Crow", "Finch"], ["Sparrow", "Owl"],
        ])
    }
}

@Suite struct SectionOptionTests {
    @Test func theSectionsOptionParses() throws {
        #expect(try ArgumentParser.parse(["--sections", "--lang", "ja"])
            == .demo(DemoOptions(language: .japanese, showsSections: true)))
        #expect(throws: UsageError(message: "option '--sections' takes no value")) {
            try ArgumentParser.parse(["--sections=yes"])
        }
        #expect(throws: UsageError(message: "'--sections' shows another view than '--grid', '--columns' and '--rtl'; give one")) {
            try ArgumentParser.parse(["--columns", "2", "--sections"])
        }
        let state = DemoState(options: DemoOptions(showsSections: true))
        #expect((state.view == .sections) && state.view != .grid)
        #expect(state.status.contains("move across sections"))
    }

    @Test func usageDocumentsTheSections() {
        for word in ["--sections", "view grid|sections|list", "move section K", "THE SECTIONS", "Move to <section>"] {
            #expect(Usage.text.contains(word), "usage text lacks \(word)")
        }
    }
}

@Suite struct SectionRandomSessionTests {
    /// Random sessions mixing the three views: no bird is lost or duplicated, the sections
    /// view shows exactly the list's birds, focus stays in its list, and undoing everything
    /// gives back the starting lists and sections.
    @Test(arguments: [5, 25, 2026] as [UInt64])
    func randomSessionsLoseNoBirdAndUndoToTheStart(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        var state = DemoState()
        let start = state[.left]
        let startSections = state.sections.sections(of: start)
        let actions: [DemoAction] = [
            .toggleSectionsView, .toggleSectionsView, .toggleGridView, .step(1), .step(-2), .step(3),
            .stepToEdge(top: false), .switchList, .move(.up), .move(.down), .move(.up(5)), .move(.down(5)),
            .move(.toTop), .move(.toBottom), .moveToSection(0), .moveToSection(1), .moveToSection(2),
            .moveToOtherList, .undo, .redo, .undo, .toggleSelection, .press(.modifiedArrow(.up, .alt)),
            .press(.modifiedArrow(.down, [.alt, .shift])), .press(.character("D")), .openMenu, .chooseMenuEntry(6),
            .chooseMenuEntry(7), .cancel, .gridMove(.right),
        ]
        for _ in 0..<400 {
            let action = actions[Int(random.next() % UInt64(actions.count))]
            _ = await state.dispatch(action)
            let ids = (state[.left] + state[.right]).map(\.id)
            #expect(ids.count == start.count && Set(ids) == Set(start.map(\.id)), "after \(action)")
            for side in ListSide.allCases {
                let shown = state.sections.rows(of: state[side])
                #expect(shown.count == state[side].count && Set(shown) == Set(state[side]), "after \(action)")
            }
            #expect(state.focusedPosition(in: state.focusedSide) < max(state[state.focusedSide].count, 1))
        }
        _ = await state.dispatch(.cancel)
        while state.history.canUndo { _ = await state.dispatch(.undo) }
        #expect(state[.left].map(\.id) == start.map(\.id))
        #expect(state[.right].isEmpty)
        #expect(state.sections.sections(of: state[.left]) == startSections)
    }
}

@Suite struct HelpFitsTests {
    /// The help overlay shows every row whole on the smallest screen, in both languages of
    /// the demo's own words.
    @Test(arguments: DemoLanguage.ownWords)
    func everyHelpRowFitsAt80By24(_ language: DemoLanguage) {
        var state = DemoState(language: language)
        _ = state.reduce(.toggleHelp)
        let lines = DemoRenderer.render(state, size: .minimum).plainLines
        for row in state.strings.helpRows {
            #expect(lines.contains { $0.contains(row.meaning + " ") }, "\(row.meaning)")
        }
    }
}
