@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// What a VoiceOver user hears in one language, in the situations a reader of that language
/// reviews: each performed through the package's own moves, drops and undo, with the shipped
/// table of one tag.
///
/// The items are named by a Latin name ("Robin", and other birds) and by a phrase, as an
/// app's items may be (a to-do such as "Buy oat milk", or the language's own phrase), so the
/// reviewer hears how a name and a phrase sit in each sentence. Each language's test file
/// (`<Tag>AnnouncementTests.swift`) writes out what every sample says.
///
/// ```swift
/// let said = LanguageSamples(language: "ja", phrase: "牛乳を買う")
/// said.listMoveUp   // "3個上に移動しました。「Robin」の上です。一番上です。"
/// ```
struct LanguageSamples {
    /// A list move up by 3 to the top, naming Robin, now below the item:
    /// "Moved up by 3. Above Robin. At top."
    let listMoveUp: String
    /// Robin moved down by one, naming the phrase, now above it, with the position:
    /// "Moved down. Below Buy oat milk. Position 2 of 3."
    let listMoveDown: String
    /// In a grid of three columns (Robin Jay Swan / phrase Goose Finch), Finch moved up a row,
    /// with the position: "Moved up a row. Before Swan. Row 1, column 3."
    let gridMove: String
    /// In the same grid, Swan moved right into the next row, where it lands after the phrase:
    /// "Moved to row 2, column 1. After Buy oat milk."
    let gridMoveToCell: String
    /// Two selected items moved up: "Moved 2 items up. At top."
    let groupMoveOfTwo: String
    /// Five selected items moved to the bottom: "Moved 5 items to bottom."
    let groupMoveOfFive: String
    /// The phrase moved from the section "To do" to the section "Done", where it lands at the
    /// bottom, below Swan: "Moved to Done. Below Swan. At bottom."
    let sectionMove: String
    /// Two items dropped in front of Robin, and one whose data could not be read:
    /// "Dropped 2 items. Above Robin. At top. 1 item could not be dropped."
    let drop: String
    /// The undo of sending the phrase to another list, which brings it back above Jay:
    /// "Moved back. Above Jay."
    let undoneTransfer: String
    /// The names of a list's actions, as the actions menu lists them: "Move up", "Move down",
    /// "Move up by 5", "Move down by 2", "Move to top", "Move to bottom", "Move to Done".
    let listActionNames: [String]
    /// The names of a grid's actions: "Move left", "Move right by 2", "Move up a row",
    /// "Move down by 3 rows", "Move to start", "Move to end".
    let gridActionNames: [String]
    /// The names of undo actions, as the Edit menu shows them after "Undo": "Move Buy oat
    /// milk", "Move 1 item" (one item the list names no label for), "Move 3 items", "Drop 2
    /// items".
    let undoActionNames: [String]

    /// An item of the samples: an identity and a label.
    struct Item: Identifiable, Hashable, Sendable {
        let id: Int
        let name: String
    }

    /// Performs every sample with the shipped table of `language`, each with a new
    /// ``AccessibleMoves`` on new lists.
    ///
    /// - Parameters:
    ///   - language: A shipped table's tag, such as `"ja"`; a tag the package ships no table
    ///     for records an issue (the samples are then in the table `forLanguage` picks).
    ///   - phrase: The phrase-like label; an English to-do by default.
    ///   - sourceLocation: Where a missing table is reported.
    init(language: String, phrase: String = "Buy oat milk", sourceLocation: SourceLocation = #_sourceLocation) {
        let strings = MoveStrings.forLanguage(language)
        if strings.language != language {
            Issue.record("No shipped table for \(language): add MoveStrings-\(language).json and run scripts/pack-strings.py", sourceLocation: sourceLocation)
        }
        let plain = MoveAnnouncer(strings: strings)
        let positioned = MoveAnnouncer(strings: strings, includesPosition: true)
        func moves(_ announcer: MoveAnnouncer) -> AccessibleMoves<Item, Int> {
            AccessibleMoves(label: \.name, announcer: announcer)
        }
        let names = ["Robin", "Jay", "Swan", phrase, "Goose", "Finch", "Wren", "Owl"]
        let items = names.enumerated().map { Item(id: $0.offset, name: $0.element) }
        let (robin, jay, swan, thing, goose, finch) = (items[0], items[1], items[2], items[3], items[4], items[5])

        var list = [robin, jay, swan, thing]
        var list1 = moves(plain)
        listMoveUp = list1.perform(.item(thing.id, .up(3)), on: &list).text

        list = [robin, thing, jay]
        var list2 = moves(positioned)
        listMoveDown = list2.perform(.item(robin.id, .down), on: &list).text

        let layout = GridMoveLayout(columns: 3)
        list = Array(items.prefix(6))
        var grid1 = moves(positioned)
        gridMove = grid1.perform(.grid(finch.id, .up, in: layout), on: &list).text
        list = Array(items.prefix(6))
        var grid2 = moves(positioned)
        gridMoveToCell = grid2.perform(.grid(swan.id, .right, in: layout), on: &list).text

        list = items
        var group1 = moves(plain)
        groupMoveOfTwo = group1.perform(.selection([jay.id, swan.id], .up), on: &list).text
        list = items
        var group2 = moves(plain)
        groupMoveOfFive = group2.perform(.selection([robin.id, jay.id, swan.id, thing.id, goose.id], .toBottom), on: &list).text

        var shelves = [Shelf(name: "To do", items: [robin, thing]), Shelf(name: "Done", items: [swan])]
        var sections = moves(plain)
        sectionMove = sections.perform(.item(thing.id, toSection: 1), in: &shelves, items: \.items, name: \.name).text

        var target = [robin, jay]
        var source = [goose, finch]
        let dropped: [Result<Item, ItemProviderError>] = [
            .success(goose), .success(finch), .failure(ItemProviderError.unsupportedType(itemType: "Item", type: "public.data")),
        ]
        drop = DropPlanner.drop(
            dropped, into: ListAccessor(get: { target }, set: { target = $0 }), at: .before(robin.id),
            movingFrom: [ListAccessor(get: { source }, set: { source = $0 })], label: \.name, announcer: plain
        ).announcement ?? ""

        var left = [robin, thing, jay]
        var right: [Item] = []
        var transfers = moves(plain)
        let sent = transfers.perform(.transfer(thing.id, before: nil, announcement: ""), on: &left, other: &right)
        undoneTransfer = sent.inverse.map { transfers.perform($0, on: &left, other: &right).text } ?? ""

        let listActions: [AccessibilityMoveAction] = [.up, .down, .up(5), .down(2), .toTop, .toBottom]
        listActionNames = listActions.map { $0.name(strings: strings) } + [strings.sectionActionName("Done")]
        let gridActions: [GridMoveAction] = [.left, .right(2), .up, .down(rows: 3), .toStart, .toEnd]
        gridActionNames = gridActions.map { $0.name(strings: strings) }
        undoActionNames = [
            strings.undoActionName(for: MoveStep<Int>.Subject.item(label: phrase)),
            strings.undoActionName(for: MoveStep<Int>.Subject.item(label: nil)),
            strings.undoActionName(for: MoveStep<Int>.Subject.items(3)),
            strings.undoDropActionName(count: 2),
        ]
    }

    /// A section of the sectioned sample: a name and its items.
    private struct Shelf {
        var name: String
        var items: [Item]
    }
}
