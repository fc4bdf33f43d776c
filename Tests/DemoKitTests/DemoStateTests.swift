@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing
@testable import DemoKit

@Suite struct DemoStateTests {
    struct KeyCase: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [DemoAction]
        let key: Key
        let expected: DemoAction?
        var testDescription: String { name }
    }

    static let keyCases: [KeyCase] = [
        KeyCase(name: "j moves focus down", setup: [], key: .character("j"), expected: .step(1)),
        KeyCase(name: "arrow up moves focus up", setup: [], key: .up, expected: .step(-1)),
        KeyCase(name: "Tab switches list", setup: [], key: .tab, expected: .switchList),
        KeyCase(name: "u moves up", setup: [], key: .character("u"), expected: .move(.up)),
        KeyCase(name: "D moves down by five", setup: [], key: .character("D"), expected: .move(.down(5))),
        KeyCase(name: "t to top", setup: [], key: .character("t"), expected: .move(.toTop)),
        KeyCase(name: "b to bottom", setup: [], key: .character("b"), expected: .move(.toBottom)),
        KeyCase(name: "Enter opens the menu", setup: [], key: .enter, expected: .openMenu),
        KeyCase(name: "Enter in the menu chooses", setup: [.openMenu], key: .enter, expected: .chooseHighlightedMenuEntry),
        KeyCase(name: "digit in the menu", setup: [.openMenu], key: .character("7"), expected: .chooseMenuEntry(6)),
        KeyCase(name: "Enter while carrying drops", setup: [.pickUp], key: .enter, expected: .drop),
        KeyCase(name: "Escape while carrying cancels", setup: [.pickUp], key: .escape, expected: .cancel),
        KeyCase(name: "j in the add prompt types", setup: [.beginAdding], key: .character("j"), expected: .type("j")),
        KeyCase(name: "q in the add prompt types", setup: [.beginAdding], key: .character("q"), expected: .type("q")),
        KeyCase(name: "q quits while browsing", setup: [], key: .character("q"), expected: .quit),
        KeyCase(name: "L speaks the next language", setup: [], key: .character("L"), expected: .nextLanguage),
        KeyCase(name: "L in the grid too", setup: [.showGrid(true)], key: .character("L"), expected: .nextLanguage),
        KeyCase(name: "L in the add prompt types", setup: [.beginAdding], key: .character("L"), expected: .type("L")),
        KeyCase(name: "q closes help", setup: [.toggleHelp], key: .character("q"), expected: .cancel),
        KeyCase(name: "Ctrl-C quits from the prompt", setup: [.beginAdding], key: .interrupt, expected: .interrupt),
        KeyCase(name: "unbound key", setup: [], key: .control("x"), expected: nil),
    ]

    @Test(arguments: keyCases)
    func keysMapToActionsByMode(_ testCase: KeyCase) {
        var state = DemoState()
        for action in testCase.setup { _ = state.reduce(action) }
        #expect(state.action(for: testCase.key) == testCase.expected)
    }

    @Test func menuEntriesAreTheCoreActionsWithTheirLocalisedNames() {
        for language in DemoLanguage.all {
            let state = DemoState(language: language)
            let names = state.menuEntries.map(state.name(of:))
            #expect(names.dropLast() == DemoState.menuMoves.map { $0.name(language: language.tag) })
            #expect(names.last == DemoStrings(language: language).moveToOtherList)
        }
        #expect(DemoState().menuEntries.map(DemoState().name(of:)) == [
            "Move up", "Move down", "Move up by 5", "Move down by 5", "Move to top", "Move to bottom",
            "Move to the other list",
        ])
    }

    @Test func choosingAMenuEntryMatchesTheDirectKey() async {
        var viaMenu = DemoState()
        var direct = DemoState()
        _ = viaMenu.reduce(.step(6))
        _ = direct.reduce(.step(6))
        _ = viaMenu.reduce(.openMenu)
        _ = viaMenu.reduce(.step(2))  // "Move up by 5"
        let menuEffects = await viaMenu.dispatch(.chooseHighlightedMenuEntry)
        let directEffects = await direct.dispatch(.move(.up(5)))
        #expect(menuEffects == directEffects)
        #expect(menuEffects == [.announce("Moved up by 5. Above Blue Jay.")])
        #expect(viaMenu[.left] == direct[.left])
        #expect(viaMenu.mode == .browsing)
    }

    @Test func focusFollowsTheMovedBird() {
        var state = DemoState()
        _ = state.reduce(.focus(.left, position: 3))
        _ = state.reduce(.move(.up(2)))
        #expect(state.focusedBird?.name == "Chicken")
        #expect(state.focusedPosition(in: .left) == 1)
        _ = state.reduce(.move(.toBottom))
        #expect(state.focusedPosition(in: .left) == 9)
        #expect(state.status == "Moved down by 8. Below Owl. At bottom.")
        #expect(state.log.suffix(2) == ["Moved up by 2. Above Blue Jay.", "Moved down by 8. Below Owl. At bottom."])
    }

    @Test func dropStartsLoadsAndPlacesNothingUntilTheyReport() {
        var state = DemoState()
        _ = state.reduce(.pickUp)
        let effects = state.reduce(.drop)
        guard case .load(let load)? = effects.first else {
            Issue.record("expected a load, got \(effects)")
            return
        }
        #expect(load.providers.count == 1)
        #expect(state[.left].count == 10 && state[.right].isEmpty)
        let robin = state[.left][0]
        let landed = state.receive([.success(robin)])
        #expect(landed == [.announce("Dropped 1 bird in the right list: Robin.")])
        #expect(state[.right] == [robin])
        #expect(!state[.left].contains(robin))
    }

    @Test func aFailedLoadLosesNothing() {
        var state = DemoState()
        let before = state[.left]
        _ = state.reduce(.pickUp)
        _ = state.reduce(.drop)
        let effects = state.receive([.failure(.cancelled(type: nil))])
        #expect(!effects.isEmpty)
        #expect(effects.allSatisfy { if case .reject = $0 { true } else { false } })
        #expect(state[.left] == before)
        #expect(state[.right].isEmpty)
    }

    /// Random sessions: whatever happens, every bird is in exactly one list, and undoing
    /// everything gives back the starting lists.
    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func randomSessionsLoseAndDuplicateNothing(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        var state = DemoState()
        let start = state
        let actions: [DemoAction] = [
            .step(1), .step(-1), .step(3), .switchList, .move(.up), .move(.down), .move(.up(5)), .move(.down(5)),
            .move(.toTop), .move(.toBottom), .moveToOtherList, .toggleSelection, .pickUp, .drop, .cancel,
            .target(.left, position: 0), .target(.right, position: nil), .target(.left, position: 3),
            .undo, .openMenu, .chooseMenuEntry(6), .chooseMenuEntry(2), .add("Kestrel"), .stepToEdge(top: false),
        ]
        for _ in 0..<300 {
            let action = actions[Int(random.next() % UInt64(actions.count))]
            _ = await state.dispatch(action)
            let birds = state[.left] + state[.right]
            let ids = birds.map(\.id)
            #expect(Set(ids).count == ids.count, "duplicated bird after \(action)")
            let originals = birds.filter { $0.name != "Kestrel" }.map(\.id)
            #expect(originals.count == start[.left].count, "lost or duplicated a bird after \(action)")
            #expect(Set(originals) == Set(start[.left].map(\.id)), "lost a bird after \(action)")
        }
        _ = await state.dispatch(.cancel)
        while state.history.canUndo { _ = await state.dispatch(.undo) }
        #expect(state[.left].map(\.id) == start[.left].map(\.id))
        #expect(state[.right].isEmpty)
    }
}

/// The demo drives the same `ListSession` as a list does, its undo kept in a `MoveHistory`.
@Suite struct DemoHistoryTests {
    @Test func aNoOpLeavesNoUndoStepAndUndoTakesBackTheRealMove() async {
        var state = DemoState()
        let start = state[.left]
        _ = state.reduce(.focus(.left, position: 2))
        _ = state.reduce(.move(.up))
        _ = state.reduce(.focus(.left, position: 0))
        let effects = state.reduce(.move(.up))
        #expect(effects == [.announce("Not moved. At top.")])
        #expect(state.history.undoStack.count == 1)
        _ = state.reduce(.undo)
        #expect(state[.left] == start)
        #expect(state.reduce(.undo) == [.reject("Nothing to undo.")])
    }

    @Test func movingToTheOtherListIsOneStepAndUndoBringsTheBirdBack() {
        var state = DemoState()
        let start = state[.left]
        _ = state.reduce(.focus(.left, position: 1))
        let effects = state.reduce(.moveToOtherList)
        #expect(state[.right] == [start[1]] && state[.left].count == start.count - 1)
        #expect(effects.count == 1)
        _ = state.reduce(.undo)
        #expect(state[.left] == start && state[.right].isEmpty)
        #expect(state.focusedBird == start[1])
    }
}
