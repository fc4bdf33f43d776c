import Foundation
@testable import ILikeToMoveItCore
import Testing

/// Checks that catch, in any table, the kinds of error the language review found by reading
/// every table back (blind back-translation; see TRANSLATING.md): two actions of one menu
/// that sound the same, top and bottom said as start and end, and drop or move said with
/// another word than the table's own. Each returns the problems it finds, one sentence each, so that a test can
/// both require none for the shipped tables and show that a broken copy is caught.
enum LanguageChecks {
    /// The counts the checks try: every count a menu is likely to offer, then large ones
    /// (plural rules change at 1 000 000 in French, Spanish, Italian, Catalan and Portuguese).
    static let counts: [Int] = Array(1...120) + [
        121, 200, 999, 1_000, 1_001, 10_000, 100_000, 1_000_000, 1_000_001, 2_000_000, 10_000_000, 1_000_000_000,
    ]

    /// The counts a reader checks by ear: each plural form of every shipped language, and the
    /// numbers where forms change.
    static let readCounts = [1, 2, 3, 5, 11, 21, 22, 101]

    /// A name as a listener tells it apart: lower case, without spaces or punctuation.
    /// Two names that are the same here differ only in case, spacing or punctuation.
    static func heard(_ text: String) -> String {
        let kept = text.lowercased().unicodeScalars.filter { scalar in
            if scalar.properties.isWhitespace { return false }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation:
                return false
            default:
                return true
            }
        }
        return String(String.UnicodeScalarView(kept))
    }

    /// Whether `text` holds `part`, compared scalar by scalar: `String.contains` matches
    /// whole characters only, and a stem ending in a consonant ("ખસેડવ") or a word followed by
    /// another once spaces are removed (Kannada "ಡ್ರಾಪ್" + "ಮಾಡ…") is not a whole character
    /// there.
    static func holds(_ text: String, _ part: String) -> Bool {
        let text = Array(text.unicodeScalars), part = Array(part.unicodeScalars)
        guard !part.isEmpty else { return true }
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { start in text[start..<(start + part.count)].elementsEqual(part) }
    }

    // MARK: - Menus

    /// The section names of the sectioned list the menus are built for.
    static let sectionNames = ["To do", "Done", "Later"]

    /// Every menu a row can show, built by ``RowSetup/menu(rowActions:section:strings:labelLimit:)``
    /// as the user interface builds it: a sectioned list's, a grid's and a single row's in
    /// both reading directions, and a single column's. Each row is given every action at
    /// once (up, down, top, bottom, and up and down by each of `counts`), so one menu holds
    /// the names of every count, and its grid counterparts (left, right, up and down by rows,
    /// start, end) in a grid.
    static func menus(_ strings: MoveStrings, counts: [Int] = counts) -> [(shape: String, names: [String])] {
        let actions: [AccessibilityMoveAction] = AccessibilityMoveAction.standard + counts.flatMap { [.up($0), .down($0)] }
        let setups: [(String, RowSetup)] = [
            ("list", RowSetup(shape: .list, sectionNames: sectionNames)),
            ("grid", RowSetup(shape: .grid(.leftToRight))),
            ("right-to-left grid", RowSetup(shape: .grid(.rightToLeft))),
            ("row", RowSetup(shape: .row(.leftToRight))),
            ("right-to-left row", RowSetup(shape: .row(.rightToLeft))),
            ("column", RowSetup(shape: .column)),
        ]
        return setups.map { shape, setup in
            let names = setup.menu(rowActions: actions, section: 0, strings: strings).compactMap { entry -> String? in
                if case let .text(name) = entry.name { return name }
                return nil
            }
            return (shape, names)
        }
    }

    /// Names in one menu that a listener cannot tell apart: the same, or differing only in
    /// case, spacing or punctuation; and names that are heard as nothing.
    static func menuCollisions(_ strings: MoveStrings, counts: [Int] = counts) -> [String] {
        var problems: [String] = []
        for (shape, names) in menus(strings, counts: counts) {
            var seen: [String: String] = [:]
            for name in names {
                let key = heard(name)
                if key.isEmpty {
                    problems.append("\(strings.language): the \(shape) menu has a name heard as nothing: “\(name)”")
                } else if let first = seen[key] {
                    problems.append("\(strings.language): the \(shape) menu offers “\(first)” and “\(name)”, which sound the same")
                } else {
                    seen[key] = name
                }
            }
        }
        return problems
    }

    // MARK: - Top and bottom are not start and end

    /// The list's edge against the grid's, key by key.
    static let edgePairs: [(list: MoveStrings.Key, grid: MoveStrings.Key)] = [
        (.actionToTop, .actionToStart), (.actionToBottom, .actionToEnd), (.atTop, .atStart), (.atBottom, .atEnd),
    ]

    /// A list's top or bottom worded as a grid's start or end: the same words, or one only
    /// adding words to the other ("to the start of the list" against "to the start").
    static func edgeProblems(_ strings: MoveStrings) -> [String] {
        edgePairs.compactMap { list, grid in
            let listSaid = strings.string(list), gridSaid = strings.string(grid)
            let a = heard(listSaid), b = heard(gridSaid)
            guard holds(a, b) || holds(b, a) else { return nil }
            return "\(strings.language): \(list.rawValue) “\(listSaid)” is \(grid.rawValue) “\(gridSaid)” with words added or none: "
                + "top and bottom need words of their own"
        }
    }

    // MARK: - Glossary

    /// The entries that say each idea of the glossary.
    static let uses: [(idea: String, keys: [MoveStrings.Key])] = [
        ("move", [.undoMove, .undoMoveItems]),
        ("drop", [.droppedItems, .notDropped, .dropFailed, .undoDrop, .dropInto]),
        ("top", [.actionToTop, .atTop, .movedItemsToTop]),
        ("bottom", [.actionToBottom, .atBottom, .movedItemsToBottom]),
        ("start", [.actionToStart, .atStart, .movedToStart]),
        ("end", [.actionToEnd, .atEnd, .movedToEnd]),
    ]

    /// Ideas a listener must never hear in each other's words.
    static let apart: [(String, String)] = [("move", "drop"), ("top", "start"), ("bottom", "end")]

    /// What an entry says, at every count a reader checks and at a million, with a label.
    static func said(_ key: MoveStrings.Key, in strings: MoveStrings) -> [String] {
        Array(Set((readCounts + [1_000_000]).map { strings.string(key, count: $0, label: "Robin", position: 1) })).sorted()
    }

    /// Entries that do not say their idea with the glossary's word, and ideas said in each
    /// other's words.
    static func glossaryProblems(_ strings: MoveStrings, terms: LanguageTerms) -> [String] {
        let words = Dictionary(uniqueKeysWithValues: terms.glossary.map { ($0.idea, $0.word) })
        func forms(_ idea: String) -> [String] { LanguageTerms.forms(words[idea] ?? "").map(heard).filter { !$0.isEmpty } }
        func keys(_ idea: String) -> [MoveStrings.Key] { uses.first { $0.idea == idea }?.keys ?? [] }
        var problems: [String] = []
        for (idea, ideaKeys) in uses {
            let ideaForms = forms(idea)
            if ideaForms.isEmpty { problems.append("\(strings.language): the glossary gives no word for \(idea)") }
            for key in ideaKeys {
                if let text = said(key, in: strings).first(where: { text in !ideaForms.contains { holds(heard(text), $0) } }) {
                    problems.append("\(strings.language): \(key.rawValue) “\(text)” does not say the glossary's \(idea) word “\(words[idea] ?? "")”")
                }
            }
        }
        // VoiceOver offers an item's drag source among its move actions: "Drag Robin" must not
        // be heard as one more move.
        if let text = said(.dragItem, in: strings).first(where: { text in forms("move").contains { holds(heard(text), $0) } }) {
            problems.append("\(strings.language): dragItem “\(text)” says the move word “\(words["move"] ?? "")”: a drag is not a move")
        }
        for (one, other) in apart {
            for (idea, against) in [(one, other), (other, one)] {
                for key in keys(against) {
                    for text in said(key, in: strings) {
                        guard let form = forms(idea).first(where: { holds(heard(text), $0) }) else { continue }
                        problems.append("\(strings.language): \(key.rawValue) “\(text)” says the \(idea) word “\(form)”, not only the \(against) word")
                        break
                    }
                }
            }
        }
        return problems
    }

    // MARK: - Frames

    /// The undo names of a table inside its Undo and Redo frames, as the Edit menu and the
    /// shake-to-undo alert show them.
    static func framed(_ name: String, in terms: LanguageTerms) -> (undo: String, redo: String) {
        (terms.undo.replacingOccurrences(of: "%@", with: name), terms.redo.replacingOccurrences(of: "%@", with: name))
    }

    /// A frame that is not one "%@" inside words.
    static func frameProblems(_ tag: String, terms: LanguageTerms) -> [String] {
        [("Undo", terms.undo), ("Redo", terms.redo)].compactMap { command, frame in
            let parts = frame.components(separatedBy: "%@")
            guard parts.count != 2 || heard(parts.joined()).isEmpty else { return nil }
            return "\(tag): the \(command) frame “\(frame)” must hold \"%@\" once, with the command's words"
        }
    }

    // MARK: - Broken copies

    /// A shipped table with some entries replaced, for showing that the checks catch a
    /// mistake: `entries` gives each key's new value, a string or a dictionary of forms.
    static func copy(of tag: String, replacing entries: [MoveStrings.Key: Any]) throws -> MoveStrings {
        let data = try #require(MoveStrings.shippedData(tag))
        var file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var strings = try #require(file["strings"] as? [String: Any])
        for (key, value) in entries { strings[key.rawValue] = value }
        file["strings"] = strings
        return try MoveStrings(jsonData: JSONSerialization.data(withJSONObject: file))
    }
}
