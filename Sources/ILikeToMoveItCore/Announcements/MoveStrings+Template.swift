extension MoveStrings {
    /// A template parsed once, so rendering only appends pieces.
    struct Template: Equatable, Sendable {
        enum Piece: Equatable, Sendable {
            case text(String)
            case count
            case label
            case position
            /// A grid cell's one-based row: a number that picks no plural form.
            case row
            /// A grid cell's one-based column in reading order: a number that picks no plural form.
            case column
            /// The table's noun for what the list holds, in the plural form of `{count}`.
            case items
        }

        let pieces: [Piece]
        /// The first word of letters between braces that names no placeholder, such as a
        /// misspelt `{cuont}`: kept as text here, refused in an app's table.
        let unknownPlaceholder: String?

        /// Parses `{count}`, `{label}`, `{position}`, `{row}`, `{column}` and `{items}`; any other
        /// brace is literal text.
        init(_ source: String) {
            var pieces: [Piece] = []
            var unknown: String?
            var literal = ""
            var rest = Substring(source)
            while let open = rest.firstIndex(of: "{") {
                literal += rest[..<open]
                let tail = rest[rest.index(after: open)...]
                let name = tail.firstIndex(of: "}").map { tail[..<$0] } ?? ""
                let piece: Piece? =
                    switch name {
                    case "count": .count
                    case "label": .label
                    case "position": .position
                    case "row": .row
                    case "column": .column
                    case "items": .items
                    default: nil
                    }
                if let piece {
                    if !literal.isEmpty { pieces.append(.text(literal)) }
                    literal = ""
                    pieces.append(piece)
                    rest = tail[tail.index(after: name.endIndex)...]
                } else {
                    if unknown == nil, !name.isEmpty, name.allSatisfy(\.isLetter) { unknown = String(name) }
                    literal += "{"
                    rest = tail
                }
            }
            literal += rest
            if !literal.isEmpty { pieces.append(.text(literal)) }
            self.pieces = pieces
            self.unknownPlaceholder = unknown
        }

        /// What the placeholders of one rendering say.
        struct Values {
            var count = 1
            var label = ""
            var position = 0
            var row = 0
            var column = 0

            /// The values of a grid cell's sentence (``MoveStrings/Key/movedToCell``,
            /// ``MoveStrings/Key/gridPosition``). Tables written before `{row}` and `{column}`
            /// existed say the row as `{position}` and the column as `{count}` in these two
            /// entries, so those say the same numbers here, and the column picks the plural
            /// form of such a table's entry as it always did.
            static func cell(row: Int, column: Int) -> Values {
                Values(count: column, position: row, row: row, column: column)
            }
        }

        func render(into output: inout String, _ values: Values, items: Template? = nil) {
            for piece in pieces {
                switch piece {
                case .text(let text): output += text
                case .count: output += String(values.count)
                case .label: output += values.label
                case .position: output += String(values.position)
                case .row: output += String(values.row)
                case .column: output += String(values.column)
                // The noun is rendered without a noun of its own: an `{items}` in it says nothing.
                case .items: items?.render(into: &output, values)
                }
            }
        }

        /// Whether the template names the list's noun.
        var namesItems: Bool { pieces.contains(.items) }
    }

    /// One entry: a template per plural category, `other` always present.
    struct Entry: Equatable, Sendable {
        let other: Template
        /// The template of each category the entry gives, at the category's ``PluralCategory/index``;
        /// `nil` for one it leaves to ``other``. (An array, so that finding a form is an index,
        /// not a hash of the category's name.)
        private let byCategory: [Template?]

        /// An entry without an `other` form uses its `one` form as `other`, or else its first
        /// form in ``PluralCategory`` order, so the choice is the same in every run (a
        /// dictionary's own order is not); an entry without forms says nothing.
        init(forms source: [PluralCategory: String]) {
            let templates = PluralCategory.allCases.map { source[$0].map(Template.init) }
            byCategory = templates
            other = templates[PluralCategory.other.index] ?? templates[PluralCategory.one.index]
                ?? templates.lazy.compactMap { $0 }.first ?? Template("")
        }

        func template(for category: PluralCategory) -> Template {
            byCategory[category.index] ?? other
        }
    }

    /// A table's entries by key, held in an array at each key's ``Key/index``, so that finding
    /// one is an index, not a hash of the key's name.
    struct Entries: Equatable, Sendable {
        private var byKey: [Entry?]

        init(_ entries: [Key: Entry] = [:]) {
            byKey = Array(repeating: nil, count: Key.allCases.count)
            for (key, entry) in entries { byKey[key.index] = entry }
        }

        subscript(key: Key) -> Entry? {
            get { byKey[key.index] }
            set { byKey[key.index] = newValue }
        }

        /// These entries, with each of `entries` in place of the one of its key.
        func replacing(with entries: [Key: Entry]) -> Entries {
            var replaced = self
            for (key, entry) in entries { replaced[key] = entry }
            return replaced
        }
    }
}

extension MoveStrings.Key {
    /// The key's place among ``allCases``, from 0.
    ///
    /// A case of an enum without payloads is stored as its index in declaration order (Swift's
    /// type layout gives such an enum of up to 256 cases one byte, holding that index), so the
    /// index is read there, not found by hashing the key's name.
    var index: Int {
        Int(unsafeBitCast(self, to: UInt8.self))
    }
}

extension PluralCategory {
    /// The category's place among ``allCases``, from 0.
    var index: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
