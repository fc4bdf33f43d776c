import ILikeToMoveItCore

/// Parses the lines of a demo script into actions.
///
/// One command per line; words are separated by spaces; `#` starts a comment; blank lines are
/// skipped. The commands are listed in `Usage.text`.
enum ScriptParser {
    /// A line that is not a command, and why.
    struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The action on `line`, nil for a blank or comment line.
    ///
    /// - Throws: `ParseError` naming the unknown command or the bad argument. (Untyped: the
    ///   Apple SDKs that scripts/apple-builds.sh compiles against predate typed throws.)
    static func parse(_ line: String) throws -> DemoAction? {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let command = words.first?.lowercased() else { return nil }
        let arguments = Array(words.dropFirst())

        switch command {
        case "focus":
            try expect(arguments, count: 1...2, usage: "focus left|right [N]")
            return .focus(try side(arguments[0]), position: try arguments.count > 1 ? number(arguments[1]) : nil)
        case "move":
            try expect(arguments, count: 1...2,
                       usage: "move up|down|left|right [N], move top|bottom|start|end, move other, move section K")
            let distance = try arguments.count > 1 ? number(arguments[1]) : 1
            switch arguments[0].lowercased() {
            case "up": return .move(.up(distance))
            case "down": return .move(.down(distance))
            case "top" where arguments.count == 1: return .move(.toTop)
            case "bottom" where arguments.count == 1: return .move(.toBottom)
            case "other" where arguments.count == 1: return .moveToOtherList
            case "left": return .gridMove(.left(distance))
            case "right": return .gridMove(.right(distance))
            case "start" where arguments.count == 1: return .gridMove(.toStart)
            case "end" where arguments.count == 1: return .gridMove(.toEnd)
            case "section" where arguments.count == 2: return .moveToSection(distance)
            default:
                throw ParseError(message: "'move \(arguments.joined(separator: " "))' is not a move; "
                    + "use move up|down [N], move top|bottom, move other, in the grid view "
                    + "move left|right [N], move start|end, or in the sections view move section K")
            }
        case "view":
            try expect(arguments, count: 1...1, usage: "view grid|sections|list")
            switch arguments[0].lowercased() {
            case "grid": return .showGrid(true)
            case "sections": return .showSections(true)
            case "list", "lists": return .showGrid(false)
            default: throw ParseError(message: "'\(arguments[0])' is not a view; use grid, sections or list")
            }
        case "columns":
            try expect(arguments, count: 1...1, usage: "columns N")
            return .setColumns(try number(arguments[0]))
        case "direction":
            try expect(arguments, count: 1...1, usage: "direction ltr|rtl")
            switch arguments[0].lowercased() {
            case "ltr": return .setRightToLeft(false)
            case "rtl": return .setRightToLeft(true)
            default: throw ParseError(message: "'\(arguments[0])' is not a reading direction; use ltr or rtl")
            }
        case "language":
            try expect(arguments, count: 1...1, usage: "language TAG|next")
            if arguments[0].lowercased() == "next" { return .nextLanguage }
            guard let language = DemoLanguage(resolving: arguments[0]) else {
                throw ParseError(message: DemoLanguage.unknown(arguments[0]))
            }
            return .setLanguage(language)
        case "press":
            try expect(arguments, count: 1...1, usage: "press KEY, e.g. press alt+shift+left")
            return .press(try key(arguments[0]))
        case "target":
            try expect(arguments, count: 2...2, usage: "target left|right N|end")
            let target = try side(arguments[0])
            if arguments[1].lowercased() == "end" { return .target(target, position: nil) }
            return .target(target, position: try number(arguments[1]))
        case "add":
            let name = content.trimmedWhitespace.dropFirst(command.count).trimmedWhitespace
            guard !name.isEmpty else { throw ParseError(message: "'add' needs a bird's name, e.g. add Kestrel") }
            return .add(name)
        case "paste":
            var text = content.trimmedWhitespace.dropFirst(command.count).trimmedWhitespace
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
            guard !text.isEmpty else {
                throw ParseError(message: "'paste' needs text, e.g. paste \"Heron\\nEgret\"")
            }
            return .press(.paste(unescaped(text)))
        case "select": try expect(arguments, count: 0...0, usage: "select"); return .toggleSelection
        case "pick": try expect(arguments, count: 0...0, usage: "pick"); return .pickUp
        case "drop": try expect(arguments, count: 0...0, usage: "drop"); return .drop
        case "cancel": try expect(arguments, count: 0...0, usage: "cancel"); return .cancel
        case "open": try expect(arguments, count: 0...0, usage: "open"); return .open
        case "undo": try expect(arguments, count: 0...0, usage: "undo"); return .undo
        case "redo": try expect(arguments, count: 0...0, usage: "redo"); return .redo
        case "show": try expect(arguments, count: 0...0, usage: "show"); return .show
        case "menu": try expect(arguments, count: 0...0, usage: "menu"); return .listActions
        default:
            throw ParseError(message: "unknown command '\(words[0])'; commands are focus, move, select, pick, "
                + "target, drop, cancel, add, paste, open, undo, redo, menu, show, view, columns, direction, language, press")
        }
    }

    private static func expect(_ arguments: [String], count: ClosedRange<Int>, usage: String) throws {
        guard count.contains(arguments.count) else {
            throw ParseError(message: "wrong number of arguments; usage: \(usage)")
        }
    }

    private static func side(_ word: String) throws -> ListSide {
        guard let side = ListSide(rawValue: word.lowercased()) else {
            throw ParseError(message: "'\(word)' is not a list; use left or right")
        }
        return side
    }

    /// The names `press` accepts, besides a single character.
    private static let keyNames: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pageup": .pageUp, "pagedown": .pageDown, "enter": .enter, "tab": .tab, "escape": .escape,
        "esc": .escape, "space": .character(" "), "backspace": .backspace,
    ]

    /// A key as `press` names it: `alt+up`, `shift+alt+left`, `ctrl+down`, `tab`, `[`, `v`.
    /// Modifiers go with arrow keys only, as a terminal sends them.
    private static func key(_ word: String) throws -> Key {
        if word.count == 1, let character = word.first { return .character(character) }
        var parts = word.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.popLast(), !last.isEmpty else {
            throw ParseError(message: "'\(word)' is not a key")
        }
        var modifiers: KeyModifiers = []
        for part in parts {
            switch part.lowercased() {
            case "alt", "option", "opt": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            case "ctrl", "control": modifiers.insert(.control)
            case "meta": modifiers.insert(.meta)
            default: throw ParseError(message: "'\(part)' is not a modifier; use alt, shift, ctrl or meta")
            }
        }
        let key: Key
        if let named = keyNames[last.lowercased()] {
            key = named
        } else if last.count == 1, let character = last.first {
            key = .character(character)
        } else {
            throw ParseError(message: "'\(last)' is not a key; use a character, an arrow (up, down, left, right), "
                + "home, end, pageup, pagedown, enter, tab, escape, space or backspace")
        }
        guard !modifiers.isEmpty else { return key }
        guard let arrow = ArrowKey.allCases.first(where: { $0.key == key }) else {
            throw ParseError(message: "'\(word)': modifiers go with arrow keys only")
        }
        return .modifiedArrow(arrow, modifiers)
    }

    /// `TEXT` of `paste "TEXT"`: `\n` is a line break, `\t` a tab, `\\` a backslash.
    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    private static func number(_ word: String) throws -> Int {
        guard let value = Int(word) else {
            throw ParseError(message: "'\(word)' is not a whole number")
        }
        return value
    }
}
