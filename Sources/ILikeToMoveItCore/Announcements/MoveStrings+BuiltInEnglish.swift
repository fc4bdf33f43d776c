extension MoveStrings {
    /// The English table compiled into the library: used if the bundled English resource
    /// cannot be read, and as the fallback for keys an app's table leaves out. A test checks
    /// that it says exactly what `MoveStrings-en.json` says.
    static let builtInEnglish: MoveStrings = {
        let sentences: [Key: String] = [
            .movedUp: "Moved up.",
            .movedDown: "Moved down.",
            .movedUpBy: "Moved up by {count}.",
            .movedDownBy: "Moved down by {count}.",
            .notMoved: "Not moved.",
            .above: "Above {label}.",
            .below: "Below {label}.",
            .atTop: "At top.",
            .atBottom: "At bottom.",
            .position: "Position {position} of {count}.",
            .movedItemsUp: "Moved {count} {items} up.",
            .movedItemsDown: "Moved {count} {items} down.",
            .movedItemsToTop: "Moved {count} {items} to top.",
            .movedItemsToBottom: "Moved {count} {items} to bottom.",
            .movedItems: "Moved {count} {items}.",
            .movedBack: "Moved back.",
            .movedToSection: "Moved to {label}.",
            .actionUp: "Move up",
            .actionDown: "Move down",
            .actionUpBy: "Move up by {count}",
            .actionDownBy: "Move down by {count}",
            .actionToTop: "Move to top",
            .actionToBottom: "Move to bottom",
            .actionToSection: "Move to {label}",
            .movedLeft: "Moved left.",
            .movedRight: "Moved right.",
            .movedLeftBy: "Moved left by {count}.",
            .movedRightBy: "Moved right by {count}.",
            .movedUpRow: "Moved up a row.",
            .movedDownRow: "Moved down a row.",
            .movedToStart: "Moved to start.",
            .movedToEnd: "Moved to end.",
            .movedToCell: "Moved to row {row}, column {column}.",
            .before: "Before {label}.",
            .after: "After {label}.",
            .atStart: "At start.",
            .atEnd: "At end.",
            .gridPosition: "Row {row}, column {column}.",
            .actionLeft: "Move left",
            .actionRight: "Move right",
            .actionLeftBy: "Move left by {count}",
            .actionRightBy: "Move right by {count}",
            .actionUpRow: "Move up a row",
            .actionDownRow: "Move down a row",
            .actionToStart: "Move to start",
            .actionToEnd: "Move to end",
            .droppedItems: "Dropped {count} {items}.",
            .notDropped: "Nothing dropped.",
            .dropFailed: "{count} {items} could not be dropped.",
            .movedItemsBack: "Moved {count} {items} back.",
            .removed: "Removed {label}.",
            .removedItems: "Removed {count} {items}.",
            .undoMove: "Move {label}",
            .undoMoveItems: "Move {count} {items}",
            .undoDrop: "Drop {count} {items}",
        ]
        let pluralSentences: [Key: [PluralCategory: String]] = [
            .items: [.one: "item", .other: "items"],
            .movedUpRows: [.one: "Moved up by {count} row.", .other: "Moved up by {count} rows."],
            .movedDownRows: [.one: "Moved down by {count} row.", .other: "Moved down by {count} rows."],
            .actionUpRows: [.one: "Move up by {count} row", .other: "Move up by {count} rows"],
            .actionDownRows: [.one: "Move down by {count} row", .other: "Move down by {count} rows"],
        ]
        let entries = sentences.mapValues { Entry(forms: [.other: $0]) }
            .merging(pluralSentences.mapValues(Entry.init(forms:))) { $1 }
        return MoveStrings(language: "en", separator: " ", pluralRule: PluralRule(language: "en"), entries: entries)
    }()
}
