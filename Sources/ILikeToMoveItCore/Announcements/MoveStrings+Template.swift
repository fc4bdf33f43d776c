extension MoveStrings {
    /// A template parsed once, so rendering only appends pieces.
    struct Template: Hashable, Sendable {
        enum Piece: Hashable, Sendable {
            case text(String)
            case count
            case label
            case position
            /// The table's noun for what the list holds, in the plural form of `{count}`.
            case items
        }

        let pieces: [Piece]

        /// Parses `{count}`, `{label}` and `{position}`; any other brace is literal text.
        init(_ source: String) {
            var pieces: [Piece] = []
            var literal = ""
            var rest = Substring(source)
            while let open = rest.firstIndex(of: "{") {
                literal += rest[..<open]
                let tail = rest[open...]
                let placeholder: (Piece, Int)? =
                    if tail.hasPrefix("{count}") { (.count, 7) }
                    else if tail.hasPrefix("{label}") { (.label, 7) }
                    else if tail.hasPrefix("{position}") { (.position, 10) }
                    else if tail.hasPrefix("{items}") { (.items, 7) }
                    else { nil }
                if let (piece, length) = placeholder {
                    if !literal.isEmpty { pieces.append(.text(literal)) }
                    literal = ""
                    pieces.append(piece)
                    rest = tail.dropFirst(length)
                } else {
                    literal += "{"
                    rest = tail.dropFirst()
                }
            }
            literal += rest
            if !literal.isEmpty { pieces.append(.text(literal)) }
            self.pieces = pieces
        }

        func render(into output: inout String, count: Int, label: String, position: Int, items: Template? = nil) {
            for piece in pieces {
                switch piece {
                case .text(let text): output += text
                case .count: output += String(count)
                case .label: output += label
                case .position: output += String(position)
                // The noun is rendered without a noun of its own: an `{items}` in it says nothing.
                case .items: items?.render(into: &output, count: count, label: label, position: position)
                }
            }
        }

        /// Whether the template names the list's noun.
        var namesItems: Bool { pieces.contains(.items) }
    }

    /// One entry: a template per plural category, `other` always present.
    struct Entry: Hashable, Sendable {
        let other: Template
        let forms: [PluralCategory: Template]

        init(forms source: [PluralCategory: String]) {
            let templates = source.mapValues(Template.init)
            self.forms = templates
            self.other = templates[.other] ?? Template("")
        }

        func template(for category: PluralCategory) -> Template {
            category == .other ? other : forms[category] ?? other
        }
    }
}
