@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// Bracketed paste: the decoder reports pasted text as one event, and the demo turns it into
/// birds, never commands.
@Suite struct BracketedPasteDecodingTests {
    static let start = Array("\u{1B}[200~".utf8)
    static let end = Array("\u{1B}[201~".utf8)

    /// Feeds `bytes` split at every position into two reads and at every byte, and expects the
    /// same keys each way.
    func expectKeys(_ bytes: [UInt8], _ expected: [Key], sourceLocation: SourceLocation = #_sourceLocation) {
        var whole = KeyDecoder()
        #expect(whole.feed(bytes) == expected, "one read", sourceLocation: sourceLocation)
        #expect(!whole.hasPendingInput, sourceLocation: sourceLocation)
        for split in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
            #expect(keys == expected, "split at \(split)", sourceLocation: sourceLocation)
        }
        var byByte = KeyDecoder()
        #expect(bytes.flatMap { byByte.feed([$0]) } == expected, "byte by byte", sourceLocation: sourceLocation)
    }

    @Test func aPastedWordIsOneEventNotKeys() {
        expectKeys(Self.start + Array("Heron".utf8) + Self.end, [.paste("Heron")])
    }

    @Test func keysAroundAPasteStayKeys() {
        expectKeys(Array("j".utf8) + Self.start + Array("o\nq".utf8) + Self.end + [0x1B, 0x5B, 0x41],
                   [.character("j"), .paste("o\nq"), .up])
    }

    @Test func lineBreaksAndControlCharactersInside() {
        // CR LF, CR and LF are line breaks; a tab a space; Ctrl-C, ESC, DEL and C1 are dropped.
        expectKeys(Self.start + Array("Heron\r\nEgret\rIbis\nRail\tSnipe\u{03}\u{7F}\u{85}".utf8) + Self.end,
                   [.paste("Heron\nEgret\nIbis\nRail Snipe")])
    }

    @Test func nestedEscapesAndStartMarkersDoNotEndThePaste() {
        let inner = Array("A\u{1B}[Bb\u{1B}\u{1B}[200~c\u{1B}[20".utf8)
        expectKeys(Self.start + inner + Self.end + Array("q".utf8), [.paste("A[Bbc[20"), .character("q")])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        expectKeys(Self.start + [0x48, 0xFF, 0xE3, 0x81, 0x69] + Self.end, [.paste("H\u{FFFD}\u{FFFD}i")])
    }

    @Test func aHugePasteIsCappedAndStillEndsAtItsMarker() {
        let huge = [UInt8](repeating: UInt8(ascii: "a"), count: KeyDecoder.pasteLimit * 3)
        var decoder = KeyDecoder()
        var keys: [Key] = []
        keys += decoder.feed(Self.start)
        var offset = 0
        while offset < huge.count {
            keys += decoder.feed(huge[offset..<min(offset + 4093, huge.count)])
            offset += 4093
        }
        #expect(keys.isEmpty && decoder.isInPaste)
        keys += decoder.feed(Self.end + Array("j".utf8))
        #expect(keys == [.paste(String(repeating: "a", count: KeyDecoder.pasteLimit)), .character("j")])
        #expect(!decoder.hasPendingInput)
    }

    @Test func aPasteThatNeverEndsEndsWhenInputGoesQuiet() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Self.start + Array("Heron\nj".utf8) + Self.end.prefix(3)).isEmpty)
        #expect(decoder.hasPendingInput && decoder.isInPaste)
        // Input went quiet: the paste ends with what arrived (the half marker is not text).
        #expect(decoder.flush() == [.paste("Heron\nj")])
        #expect(!decoder.hasPendingInput)
        // Keys work again; a late end marker is an unknown sequence.
        #expect(decoder.feed(Array("j".utf8) + Self.end) == [.character("j"), .unknown])
    }

    @Test func theTerminalIsGivenBackWithBracketedPasteOff() {
        let restore = String(decoding: UnsafeBufferPointer(start: restoreSequence.utf8Start,
                                                           count: restoreSequence.utf8CodeUnitCount), as: UTF8.self)
        #expect(restore.contains(ANSI.disableBracketedPaste))
        #expect(restore.hasSuffix(ANSI.leaveAlternateScreen))
    }
}

@Suite struct PasteStateTests {
    /// Runs `action` and the loads it starts.
    func run(_ state: inout DemoState, _ actions: DemoAction...) async -> [DemoEffect] {
        var effects: [DemoEffect] = []
        for action in actions { effects += await state.dispatch(action) }
        return effects
    }

    @Test func pastingHeronAddsOneBirdAndRunsNoCommand() async {
        var state = DemoState()
        let effects = await run(&state, .press(.paste("Heron")))
        #expect(effects == [.announce("Added Heron to the left list.")])
        #expect(state[.left].map(\.name) == Bird.flock.map(\.name) + ["Heron"])
        #expect(state[.right].isEmpty)
        #expect(state.mode == .browsing, "o would have opened a pane")
        #expect(state.focusedBird?.name == "Heron")
        #expect(state.history.undoStack.count == 1)
    }

    @Test func twoLinesAddTwoBirdsAndOneUndoTakesThemBack() async {
        var state = DemoState()
        #expect(await run(&state, .press(.paste("Heron\nEgret\n\n"))) == [.announce("Added Heron, Egret to the left list.")])
        #expect(state[.left].suffix(2).map(\.name) == ["Heron", "Egret"])
        #expect(await run(&state, .undo) == [.announce("Undid the last change. Removed 2 items.")])
        #expect(state[.left] == DemoState()[.left])
    }

    @Test func oneLineIntoTheAddPromptIsTypedThere() async {
        var state = DemoState()
        _ = await run(&state, .press(.character("n")), .press(.character("G")), .press(.paste("reat egret\n")))
        #expect(state.mode == .adding("Great egret"))
        #expect(state[.left] == DemoState()[.left])
        _ = await run(&state, .press(.enter))
        #expect(state[.left].last?.name == "Great egret")
    }

    @Test func twoLinesIntoTheAddPromptAreTwoBirds() async {
        var state = DemoState()
        let effects = await run(&state, .press(.character("n")), .press(.character("G")), .press(.paste("reat egret\nRail")))
        #expect(effects.last == .announce("Added Great egret, Rail to the left list."))
        #expect(state.mode == .browsing)
        #expect(state[.left].suffix(2).map(\.name) == ["Great egret", "Rail"])
    }

    @Test func aPasteClosesTheMenuAndTheGridTakesItToo() async {
        var state = DemoState()
        _ = await run(&state, .openMenu, .press(.paste("j\nq")))
        #expect(state.mode == .browsing)
        #expect(state[.left].suffix(2).map(\.name) == ["j", "q"])
        _ = await run(&state, .toggleGridView, .focus(.right, position: nil), .press(.paste("u")))
        #expect(state[.right].map(\.name) == ["u"])
    }

    @Test func aPasteWhileCarryingIsRefused() async {
        var state = DemoState()
        let effects = await run(&state, .pickUp, .press(.paste("Heron")))
        #expect(effects.last == .reject("Already carrying birds: Enter drops them, Escape cancels."))
        #expect(state[.left] == DemoState()[.left])
    }

    @Test func aLongPasteAddsTheFirstLinesAndSaysHowManyWereLeftOut() async {
        var state = DemoState(left: [])
        let lines = (1...25).map { "Bird \($0) " + String(repeating: "x", count: 60) }
        let effects = await run(&state, .press(.paste(lines.joined(separator: "\n"))))
        #expect(effects.first == .reject("A paste adds its first 20 lines; 5 left out."))
        #expect(state[.left].count == DemoState.pasteBirdLimit)
        #expect(state[.left].allSatisfy { $0.name.count == DemoState.nameLimit })
    }

    @Test func aScriptCanPaste() async {
        let outcome = await ScriptRunner.run("""
            paste "Heron\\nEgret"   # as the terminal sends it: birds, not keys
            undo
            """, from: DemoState(left: []))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.output.prefix(2) == ["Added Heron, Egret to the left list.", "Undid the last change. Removed 2 items."])
    }
}
