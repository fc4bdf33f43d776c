@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// The demo speaks every language the package ships: `--language TAG` starts in one, `L` and
/// the script's `language` switch at run time, and announcements and action names come from
/// the core's table of that language, while the demo's own words stay English (Japanese in
/// Japanese).
@Suite struct DemoLanguageTests {
    /// The message of a tag no shipped table serves.
    static func unknownMessage(_ tag: String) -> String {
        "no shipped table serves '\(tag)'; the package ships " + MoveStrings.shippedLanguages.joined(separator: ", ")
            + "; other tags of their languages, such as pt, es-MX or zh-Hant-HK, read one of them"
    }

    @Test func theDemoSpeaksEveryShippedLanguage() {
        #expect(DemoLanguage.all.map(\.tag) == MoveStrings.shippedLanguages)
        for language in DemoLanguage.all {
            #expect(language.strings.language == language.tag)
            #expect(DemoLanguage.names[language.tag] != nil, "name \(language.tag) in DemoLanguage.names")
        }
        #expect(Set(DemoLanguage.names.keys) == Set(MoveStrings.shippedLanguages))
    }

    struct Resolution: CustomTestStringConvertible, Sendable {
        let identifier: String
        let tag: String?
        var testDescription: String { identifier.isEmpty ? "(empty)" : identifier }
    }

    /// Any tag the package resolves starts the demo in the table the package would speak; a
    /// tag no table serves (where an app would speak English) is no language of the demo.
    @Test(arguments: [
        Resolution(identifier: "pt-PT", tag: "pt-PT"), Resolution(identifier: "pt", tag: "pt-BR"),
        Resolution(identifier: "pt_BR", tag: "pt-BR"), Resolution(identifier: "pt-AO", tag: "pt-PT"),
        Resolution(identifier: "zh-Hant-HK", tag: "zh-Hant"), Resolution(identifier: "zh-TW", tag: "zh-Hant"),
        Resolution(identifier: "zh-CN", tag: "zh-Hans"), Resolution(identifier: "zh", tag: "zh-Hans"),
        Resolution(identifier: "es-419", tag: "es-419"), Resolution(identifier: "es-MX", tag: "es-419"),
        Resolution(identifier: "es-ES", tag: "es"), Resolution(identifier: "iw", tag: "he"),
        Resolution(identifier: "no", tag: "nb"), Resolution(identifier: "en-GB", tag: "en"),
        Resolution(identifier: "DE", tag: "de"), Resolution(identifier: "ja_JP", tag: "ja"),
        Resolution(identifier: "ar-EG", tag: "ar"), Resolution(identifier: "ur-PK", tag: "ur"),
        Resolution(identifier: "sr-Latn", tag: nil), Resolution(identifier: "hi-Latn", tag: nil),
        Resolution(identifier: "ga", tag: nil), Resolution(identifier: "xx", tag: nil),
        Resolution(identifier: "Base", tag: nil), Resolution(identifier: "", tag: nil),
    ])
    func resolvesAsThePackageDoes(_ resolution: Resolution) {
        #expect(DemoLanguage(resolving: resolution.identifier)?.tag == resolution.tag)
        if let tag = resolution.tag {
            #expect(MoveStrings.shippedLanguage(for: resolution.identifier) == tag)
        }
    }

    @Test func nextCyclesThroughEveryLanguageAndWraps() {
        var language = DemoLanguage.all[0]
        var seen: [String] = []
        for _ in DemoLanguage.all {
            seen.append(language.tag)
            language = language.next
        }
        #expect(seen == MoveStrings.shippedLanguages)
        #expect(language == DemoLanguage.all[0])
        #expect(DemoLanguage.english.next.tag == "es")
    }

    /// `L` cycles through every language: each switch says the language, the next move is
    /// announced by its table and the actions menu names its moves in it.
    @Test func pressingLSwitchesThroughEveryLanguage() {
        var state = DemoState()
        var language = DemoLanguage.english
        for _ in DemoLanguage.all {
            language = language.next
            let effects = state.reduce(state.action(for: .character("L")) ?? .quit)
            #expect(state.language == language)
            #expect(effects == [.announce(state.strings.nowSpeaking(language))])
            #expect(state.status == state.strings.nowSpeaking(language))
            let names = state.menuEntries.map(state.name(of:))
            #expect(names.dropLast() == DemoState.menuMoves.map { $0.name(strings: language.strings) })
            #expect(names.last == state.strings.moveToOtherList)
        }
        #expect(state.language == .english)
        #expect(DemoRenderer.render(state, size: .minimum).plainLines[0].contains("[en]"))
    }

    /// After a switch, moves are said in the new language, by the core's table; the demo's
    /// own words follow Japanese in Japanese and are English otherwise.
    @Test func aSwitchChangesWhatTheNextMoveSays() {
        var state = DemoState()
        _ = state.reduce(.focus(.left, position: 4))
        #expect(state.reduce(.move(.up)) == [.announce("Moved up. Above Chicken.")])
        #expect(state.reduce(.setLanguage(.shipped("de"))) == [.announce("Now speaking German — Deutsch (de).")])
        let german = MoveAnnouncer(strings: .forLanguage("de"))
        var reference = state[.left]
        var moves = AccessibleMoves<Bird, Bird.ID>(label: \.name, announcer: german)
        let expected = moves.perform(.item(reference[3].id, .up), on: &reference).text
        #expect(state.reduce(.move(.up)) == [.announce(expected)])
        #expect(state.reduce(.toggleSelection) == [.announce("Selected Goose. 1 bird selected.")])
        #expect(DemoRenderer.render(state, size: .minimum).plainLines[0].contains("[de]"))

        #expect(state.reduce(.setLanguage(.japanese)) == [.announce("日本語（ja）で読み上げます。")])
        #expect(state.listLines[0].hasPrefix("左のリスト: "))
        #expect(state.sections.names == DemoStrings(language: .japanese).sectionNames)
        _ = state.reduce(.setLanguage(.shipped("ko")))
        #expect(state.listLines[0].hasPrefix("Left list: "))
        #expect(state.sections.names == ["To see", "Seen", "Favourites"])
    }

    /// Switching keeps every bird where it is, its section, the selection and the focus.
    @Test func aSwitchChangesNothingElse() {
        var state = DemoState(view: .sections)
        _ = state.reduce(.focus(.left, position: 5))
        _ = state.reduce(.toggleSelection)
        let before = (state[.left], state[.right], state.selection, state.focusedBird, state.view)
        let rows = state.sections.rows(of: state[.left])
        _ = state.reduce(.setLanguage(.japanese))
        _ = state.reduce(.nextLanguage)
        #expect(state[.left] == before.0 && state[.right] == before.1 && state.selection == before.2)
        #expect(state.focusedBird == before.3 && state.view == before.4)
        #expect(state.sections.rows(of: state[.left]) == rows)
    }

    @Test func theScriptSwitchesAndReportsAnUnknownTag() async {
        let outcome = await ScriptRunner.run("""
            language pt-PT
            language next
            language sr-Latn
            language
            """, from: DemoState())
        #expect(outcome.output.prefix(2) == [
            "Now speaking Portuguese (Portugal) — português (Portugal) (pt-PT).",
            "Now speaking Romanian — română (ro).",
        ])
        #expect(outcome.errors == [
            "line 3: " + Self.unknownMessage("sr-Latn"),
            "line 4: wrong number of arguments; usage: language TAG|next",
        ])
        #expect(outcome.exitCode == ScriptRunner.badLineExitCode)
    }

    /// A session in Arabic, started with `--language ar`: announcements and action names are
    /// Arabic, in logical order with the Latin names where the sentences put them, without
    /// directional marks; the grid reads right to left; the demo's own words stay English.
    @Test func aScriptedSessionInArabic() async throws {
        guard case .demo(let options) = try ArgumentParser.parse(["--language", "ar-SA"]) else {
            Issue.record("--language ar-SA is the demo")
            return
        }
        let outcome = await ScriptRunner.run("""
            focus left 4      # Goose
            move up 2
            select
            focus left 3      # Cardinal
            select
            move top
            view grid
            direction rtl
            focus left 5      # Swan
            press alt+left    # towards the end, right to left
            undo
            redo
            view list
            focus left 0
            menu
            """, from: DemoState(options: options))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.output == [
            "تم النقل لأعلى بمقدار موضعين. فوق Cardinal.",
            "Selected Goose. 1 bird selected.",
            "Selected Cardinal. 2 birds selected.",
            "تم نقل عنصرين إلى أعلى القائمة.",
            "Grid of the left list: 3 columns, left to right.",
            "Rows read right to left: left moves towards the end.",
            "تم النقل إلى الصف 3، العمود 1. بعد Crow.",
            "Undid the last change. تم النقل إلى الصف 2، العمود 3. قبل Crow.",
            "Redid the change. تم النقل إلى الصف 3، العمود 1. بعد Crow.",
            "Both lists shown.",
            "1. نقل لأعلى",
            "2. نقل لأسفل",
            "3. نقل لأعلى بمقدار 5 مواضع",
            "4. نقل لأسفل بمقدار 5 مواضع",
            "5. نقل إلى أعلى القائمة",
            "6. نقل إلى أسفل القائمة",
            "7. Move to the other list",
            "Left list: Goose, Cardinal, Robin, Blue Jay, Chicken, Crow, Swan, Finch, Sparrow, Owl",
            "Right list: (empty)",
        ])
        let marks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}", "\u{202C}",
                                          "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]
        #expect(outcome.output.allSatisfy { !$0.unicodeScalars.contains(where: marks.contains) })
    }

    /// A session in Chinese, started with `--language zh-CN` (Simplified), that switches to
    /// Traditional Chinese with `language zh-Hant-TW`: list, grid and section moves, a drop
    /// and its undo, said by the core's tables, and the demo's own words in English.
    @Test func aScriptedSessionInChinese() async throws {
        guard case .demo(let options) = try ArgumentParser.parse(["--language", "zh-CN"]) else {
            Issue.record("--language zh-CN is the demo")
            return
        }
        #expect(options.language == .shipped("zh-Hans"))
        let outcome = await ScriptRunner.run("""
            focus left 4      # Goose
            move up 2
            move down
            view grid
            focus left 7      # Finch
            move up
            move left
            view sections
            focus left 0
            move section 2
            undo
            view list
            pick
            drop
            undo
            language zh-Hant-TW
            focus left 0
            move bottom
            """, from: DemoState(options: options))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.output == [
            "已上移2个位置。位于“Cardinal”上方。",
            "已下移。位于“Cardinal”下方。",
            "Grid of the left list: 3 columns, left to right.",
            "已上移一行。位于“Chicken”之前。第2行，第2列。",
            "已左移。位于“Goose”之前。第2行，第1列。",
            "Sections of the left list: To see 4, Seen 3, Favourites 3.",
            "已移到“Favourites”。位于“Owl”下方。位于底部。",
            "Undid the last change. 已移到“To see”。位于“Blue Jay”上方。位于顶部。",
            "Both lists shown.",
            "Picked up 1 bird: Robin. Drop at the end of the right list.",
            "Dropped 1 bird in the right list: Robin.",
            "Undid the last change. 已移回原位。位于“Blue Jay”上方。位于顶部。",
            "Now speaking Chinese (Traditional) — 繁體中文 (zh-Hant).",
            "已下移9個位置。位於「Owl」下方。位於最下方。",
            "Left list: Blue Jay, Cardinal, Finch, Goose, Chicken, Swan, Crow, Sparrow, Owl, Robin",
            "Right list: (empty)",
        ])
    }

    /// `--help` says how to pick a language, that the demo's own words are English, and which
    /// tags ship; the option's lines fit 80 columns.
    @Test func theUsageTextListsTheLanguages() {
        let text = Usage.text
        #expect(text.contains("--language TAG"))
        #expect(text.contains("English, Japanese only in ja"))
        #expect(text.contains("language TAG|next"))
        let option = text.split(separator: "\n").drop { !$0.hasPrefix("  --language TAG") }
            .prefix { !$0.hasPrefix("  --speak") }
        let listed = option.drop { !$0.contains("The package ships:") }.dropFirst()
            .flatMap { $0.split(separator: " ").map(String.init) }
        #expect(listed == MoveStrings.shippedLanguages)
        for line in option {
            #expect(String(line).displayWidth <= 80, "\(line)")
        }
    }
}
