import Foundation
@testable import ILikeToMoveItCore
import Testing

/// One page per shipped language with everything the package says in it, for one native
/// read: `Docs/LanguageReview/<tag>.md`, written and checked by `LanguageReviewPagesTests`
/// (`scripts/language-review-pages.sh --write` writes them after a table changes).
///
/// It shows the table's words (``LanguageTerms``), its undo names inside the language's Undo
/// and Redo frames, what one action of each kind announces (``LanguageSamples``), the names
/// of a list's, a grid's and a row's menu, and every sentence that says a count, at the
/// counts ``LanguageChecks/readCounts``, each with the plural form it picks.
struct LanguageReviewPage {
    let tag: String
    let strings: MoveStrings
    let terms: LanguageTerms
    /// The phrase-like label of the language's review test.
    let phrase: String
    /// The language's English name, as the translators' guide names it.
    let name: String

    /// Where the pages are, relative to the checkout's root.
    static let folder = "Docs/LanguageReview"

    init(tag: String) throws {
        self.tag = tag
        strings = try MoveStrings(jsonData: MoveStrings.shippedData(tag) ?? Data())
        terms = LanguageTerms.byTag[tag] ?? LanguageTerms(
            move: "", drop: "", top: "", bottom: "", start: "", end: "", undo: "%@", redo: "%@", frames: .ours
        )
        phrase = try Self.phrase(of: tag)
        name = try Self.englishName(of: tag)
    }

    /// The phrase the language's review test passes to ``LanguageSamples``.
    static func phrase(of tag: String) throws -> String {
        let folder = Checkout.root.appendingPathComponent("Tests/ILikeToMoveItCoreTests/Languages")
        let marker = "LanguageSamples(language: \"\(tag)\", phrase: \""
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix("AnnouncementTests.swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if let start = text.range(of: marker), let end = text[start.upperBound...].firstIndex(of: "\"") {
                return String(text[start.upperBound..<end])
            }
        }
        return "Buy oat milk"
    }

    /// The language's name in the translators' guide's table of plural forms, with the
    /// variant a regional or script subtag names ("Portuguese (Brazil)").
    static func englishName(of tag: String) throws -> String {
        let lines = try Checkout.text("Sources/ILikeToMoveItCore/Translations/TRANSLATING.md").split(separator: "\n")
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| Language | Tag | Forms for whole numbers |") }) else { return tag }
        let row = lines[header...].dropFirst(2).prefix { $0.hasPrefix("|") }.first { line in
            line.split(separator: "|").dropFirst().first.map { $0.contains("`\(tag)`") } == true
        }
        guard let row, let name = row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) else { return tag }
        let variants = ["Hans": "Simplified", "Hant": "Traditional", "BR": "Brazil", "PT": "Portugal", "419": "Latin America"]
        guard let subtag = tag.split(separator: "-").dropFirst().first, let variant = variants[String(subtag)] else { return name }
        return "\(name) (\(variant))"
    }

    // MARK: - The page

    var text: String {
        var lines: [String] = []
        func add(_ line: String = "") { lines.append(line) }
        let forms = strings.pluralRule.wholeNumberCategories.categories.map(\.rawValue)

        add("# \(name) (`\(tag)`): everything the package says")
        add()
        add("<!-- Generated from MoveStrings-\(tag).json by LanguageReviewPagesTests; do not edit. "
            + "Change the table, then run scripts/language-review-pages.sh --write. -->")
        add()
        add("One native read of this page reviews the whole table `Sources/ILikeToMoveItCore/Translations/MoveStrings-\(tag).json`. "
            + "Items are named “Robin” (an app's Latin name) and “\(phrase)” (a phrase); sections are “To do” and “Done”. "
            + "Read as a VoiceOver user hears:")
        add()
        add("- **Listen, don't just read.** Each announcement is spoken once, while the user listens for something else. "
            + "Play the lines through VoiceOver's voice for the language: a line that reads well can still be misheard.")
        add("- **Read undo names in their frame.** The Edit menu and the shake-to-undo alert show them inside the system's "
            + "Undo and Redo, as in “Undo and redo” below, never alone.")
        add("- **Top and bottom are not start and end.** A list says top and bottom, a grid start and end; "
            + "the words below must say which.")
        add()
        add("## The table's words")
        add()
        add("| idea | word in this table |")
        add("|---|---|")
        for (idea, word) in terms.glossary {
            add("| \(idea) | \(word.split(separator: "|").joined(separator: " / ")) |")
        }
        add()
        add("Check that each word means the idea, in every line below that says it: a drop is a drop, never insert, "
            + "add or paste. A word ending in … is a stem the table says with several endings.")
        add()
        add("Plural forms for whole numbers: \(forms.joined(separator: ", ")). "
            + "Each count below is followed by the form it picks.")
        add()

        add("## Undo and redo")
        add()
        add("The system's frames: Undo “\(terms.undo)”, Redo “\(terms.redo)” (\(Self.source(terms.frames))).")
        add()
        let singleNames: [(String, String)] = [
            ("the move of Robin", strings.undoActionName(for: MoveStep<Int>.Subject.item(label: "Robin"))),
            ("the move of “\(phrase)”", strings.undoActionName(for: MoveStep<Int>.Subject.item(label: phrase))),
        ]
        for (what, undoName) in singleNames {
            let framed = LanguageChecks.framed(undoName, in: terms)
            add("- \(what): \(framed.undo) · \(framed.redo)")
        }
        for (what, name) in [("the move of", { (n: Int) in strings.undoActionName(for: MoveStep<Int>.Subject.items(n)) }),
                             ("the drop of", { (n: Int) in strings.undoDropActionName(count: n) })] {
            for count in LanguageChecks.readCounts {
                let framed = LanguageChecks.framed(name(count), in: terms)
                add("- \(what) \(count) (\(form(count))): \(framed.undo) · \(framed.redo)")
            }
        }
        add()

        add("## After one action of each kind")
        add()
        let said = LanguageSamples(language: tag, phrase: phrase)
        for (what, announcement) in [
            ("A list item moved up by 3 to the top, now above Robin", said.listMoveUp),
            ("Robin moved down by one, now below the phrase, with its position", said.listMoveDown),
            ("A grid item moved up a row, with its position", said.gridMove),
            ("A grid item moved right, into the next row", said.gridMoveToCell),
            ("Two selected items moved up", said.groupMoveOfTwo),
            ("Five selected items moved to the bottom", said.groupMoveOfFive),
            ("The phrase moved from “To do” to the section “Done”", said.sectionMove),
            ("Two items dropped above Robin, and one that could not be read", said.drop),
            ("An undo that brought the phrase back from another list", said.undoneTransfer),
        ] {
            add("- \(what): \(announcement)")
        }
        add()

        add("## Sentences without a count")
        add()
        let robin = "Robin"
        for key in Self.fixedKeys {
            let line = key == .movedToCell || key == .gridPosition
                ? strings.string(key, row: 2, column: 3) : strings.string(key, label: [.movedToSection, .actionToSection, .dropInto].contains(key) ? "Done" : robin)
            add("- \(key.rawValue): \(line)")
        }
        add()

        add("## Menus")
        add()
        add("What a row offers when it is given up, down, up and down by 3, top and bottom, in a list with the sections "
            + "“To do” and “Done”, in a grid, and in a single row:")
        add()
        let base = menus(count: 3)
        for (shape, names) in base {
            add("- \(shape): \(names.joined(separator: " · "))")
        }
        add()
        add("The names that say a count, in the same menus given up and down by each count "
            + "(a count of 1 is said by the one-place names above):")
        add()
        let fixed = Set(menus(count: 1).flatMap(\.names))
        for count in LanguageChecks.readCounts where count > 1 {
            let counted = menus(count: count).flatMap(\.names).filter { !fixed.contains($0) }
            add("- \(count) (\(form(count))): \(counted.joined(separator: " · "))")
        }
        add()

        add("## Sentences at each count")
        add()
        for (what, sentence) in countedSentences {
            add("### \(what)")
            add()
            for count in LanguageChecks.readCounts {
                add("- \(count) (\(form(count))): \(sentence(count))")
            }
            add()
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The names of a list's, a grid's and a single row's menu, built by the package's
    /// `RowSetup.menu` for a row given up, down, up and down by `count`, top and bottom.
    func menus(count: Int) -> [(shape: String, names: [String])] {
        let actions: [AccessibilityMoveAction] = [.up, .down, .up(count), .down(count), .toTop, .toBottom]
        return [
            ("list", RowSetup(shape: .list, sectionNames: ["To do", "Done"])),
            ("grid", RowSetup(shape: .grid(.leftToRight))),
            ("single row", RowSetup(shape: .row(.leftToRight))),
        ].map { shape, setup in
            (shape, setup.menu(rowActions: actions, section: 0, strings: strings).compactMap { entry -> String? in
                if case let .text(name) = entry.name { return name }
                return nil
            })
        }
    }

    /// The plural form a count picks.
    func form(_ count: Int) -> String { strings.pluralRule.category(for: count).rawValue }

    /// Sentences that say no count, in the order of the guide's key lists.
    static let fixedKeys: [MoveStrings.Key] = [
        .movedUp, .movedDown, .notMoved, .above, .below, .atTop, .atBottom, .movedBack, .movedToSection, .actionToSection,
        .movedLeft, .movedRight, .movedUpRow, .movedDownRow, .movedToStart, .movedToEnd, .movedToCell,
        .before, .after, .atStart, .atEnd, .gridPosition, .notDropped, .removed, .dragItem, .dropInto, .reorderControl,
    ]

    /// Every sentence that says a count, as the package words it for that count (a move by
    /// one place says the one-place sentence).
    var countedSentences: [(String, (Int) -> String)] {
        let s = strings
        func grid(_ action: @escaping (Int) -> GridMoveAction) -> (Int) -> String {
            { count in let wording = action(count).wording; return s.string(wording.done, count: wording.count) }
        }
        return [
            ("List: moved up by the count", { s.string($0 == 1 ? .movedUp : .movedUpBy, count: $0) }),
            ("List: moved down by the count", { s.string($0 == 1 ? .movedDown : .movedDownBy, count: $0) }),
            ("List: the item's position (first of the count)", { s.string(.position, count: $0, position: 1) }),
            ("Grid: moved left by the count", grid { .left($0) }),
            ("Grid: moved right by the count", grid { .right($0) }),
            ("Grid: moved up by the count of rows", grid { .up(rows: $0) }),
            ("Grid: moved down by the count of rows", grid { .down(rows: $0) }),
            ("Selection: the count of items moved up", { s.string(.movedItemsUp, count: $0) }),
            ("Selection: the count of items moved down", { s.string(.movedItemsDown, count: $0) }),
            ("Selection: the count of items moved to the top", { s.string(.movedItemsToTop, count: $0) }),
            ("Selection: the count of items moved to the bottom", { s.string(.movedItemsToBottom, count: $0) }),
            ("Selection: the count of items moved to a place the user picked", { s.string(.movedItems, count: $0) }),
            ("Drop: the count of items dropped", { s.string(.droppedItems, count: $0) }),
            ("Drop: the count of items that could not be dropped", { s.string(.dropFailed, count: $0) }),
            ("Undo: the count of items moved back", { s.string(.movedItemsBack, count: $0) }),
            ("Undo: the count of added items removed", { s.string(.removedItems, count: $0) }),
        ]
    }

    /// What a frame source says on the page.
    static func source(_ source: LanguageTerms.FrameSource) -> String {
        switch source {
        case .documented: "Apple's documented English"
        case .review: "both as the language review quotes iOS; not yet checked on a device"
        case .reviewUndo: "Undo as the language review quotes iOS, Redo our own rendering; check both on a device"
        case .ours: "our own rendering, not taken from iOS: check both on a device set to the language"
        }
    }
}
