extension MoveStrings {
    /// The English table compiled into the library: used if the bundled English resource
    /// cannot be read, and as the fallback for keys an app's table leaves out. A test checks
    /// that it says exactly what `MoveStrings-en.json` says.
    package static let builtInEnglish = MoveStrings(
        language: "en",
        separator: " ",
        pluralRule: PluralRule(language: "en"),
        completeTemplates: [
            .movedUp: [.other: "Moved up."],
            .movedDown: [.other: "Moved down."],
            .movedUpBy: [.other: "Moved up by {count}."],
            .movedDownBy: [.other: "Moved down by {count}."],
            .notMoved: [.other: "Not moved."],
            .above: [.other: "Above {label}."],
            .below: [.other: "Below {label}."],
            .atTop: [.other: "At top."],
            .atBottom: [.other: "At bottom."],
            .position: [.other: "Position {position} of {count}."],
            .items: [.one: "item", .other: "items"],
            .movedItemsUp: [.other: "Moved {count} {items} up."],
            .movedItemsDown: [.other: "Moved {count} {items} down."],
            .movedItemsToTop: [.other: "Moved {count} {items} to top."],
            .movedItemsToBottom: [.other: "Moved {count} {items} to bottom."],
            .movedItems: [.other: "Moved {count} {items}."],
            .movedBack: [.other: "Moved back."],
            .movedToSection: [.other: "Moved to {label}."],
            .actionUp: [.other: "Move up"],
            .actionDown: [.other: "Move down"],
            .actionUpBy: [.other: "Move up by {count}"],
            .actionDownBy: [.other: "Move down by {count}"],
            .actionToTop: [.other: "Move to top"],
            .actionToBottom: [.other: "Move to bottom"],
            .actionToSection: [.other: "Move to {label}"],
            .movedLeft: [.other: "Moved left."],
            .movedRight: [.other: "Moved right."],
            .movedLeftBy: [.other: "Moved left by {count}."],
            .movedRightBy: [.other: "Moved right by {count}."],
            .movedUpRow: [.other: "Moved up a row."],
            .movedDownRow: [.other: "Moved down a row."],
            .movedUpRows: [.one: "Moved up by {count} row.", .other: "Moved up by {count} rows."],
            .movedDownRows: [.one: "Moved down by {count} row.", .other: "Moved down by {count} rows."],
            .movedToStart: [.other: "Moved to start."],
            .movedToEnd: [.other: "Moved to end."],
            .movedToCell: [.other: "Moved to row {position}, column {count}."],
            .before: [.other: "Before {label}."],
            .after: [.other: "After {label}."],
            .atStart: [.other: "At start."],
            .atEnd: [.other: "At end."],
            .gridPosition: [.other: "Row {position}, column {count}."],
            .actionLeft: [.other: "Move left"],
            .actionRight: [.other: "Move right"],
            .actionLeftBy: [.other: "Move left by {count}"],
            .actionRightBy: [.other: "Move right by {count}"],
            .actionUpRow: [.other: "Move up a row"],
            .actionDownRow: [.other: "Move down a row"],
            .actionUpRows: [.one: "Move up by {count} row", .other: "Move up by {count} rows"],
            .actionDownRows: [.one: "Move down by {count} row", .other: "Move down by {count} rows"],
            .actionToStart: [.other: "Move to start"],
            .actionToEnd: [.other: "Move to end"],
            .droppedItems: [.other: "Dropped {count} {items}."],
            .notDropped: [.other: "Nothing dropped."],
            .dropFailed: [.other: "{count} {items} could not be dropped."],
            .movedItemsBack: [.other: "Moved {count} {items} back."],
            .removed: [.other: "Removed {label}."],
            .removedItems: [.other: "Removed {count} {items}."],
        ]
    )

    /// Creates a table that needs no fallback (every key present).
    init(language: String, separator: String, pluralRule: PluralRule, completeTemplates: [Key: [PluralCategory: String]]) {
        self.language = language
        self.separator = separator
        self.pluralRule = pluralRule
        self.entries = completeTemplates.mapValues { Entry(forms: $0) }
    }
}
