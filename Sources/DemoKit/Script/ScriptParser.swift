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
    /// - Throws: `ParseError` naming the unknown command or the bad argument.
    static func parse(_ line: String) throws(ParseError) -> DemoAction? {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let command = words.first?.lowercased() else { return nil }
        let arguments = Array(words.dropFirst())

        switch command {
        case "focus":
            try expect(arguments, count: 1...2, usage: "focus left|right [N]")
            return .focus(try side(arguments[0]), position: try arguments.count > 1 ? number(arguments[1]) : nil)
        case "move":
            try expect(arguments, count: 1...2, usage: "move up|down [N], move top|bottom, move other")
            let distance = try arguments.count > 1 ? number(arguments[1]) : 1
            switch arguments[0].lowercased() {
            case "up": return .move(.up(distance))
            case "down": return .move(.down(distance))
            case "top" where arguments.count == 1: return .move(.toTop)
            case "bottom" where arguments.count == 1: return .move(.toBottom)
            case "other" where arguments.count == 1: return .moveToOtherList
            default:
                throw ParseError(message: "'move \(arguments.joined(separator: " "))' is not a move; "
                    + "use move up|down [N], move top|bottom or move other")
            }
        case "target":
            try expect(arguments, count: 2...2, usage: "target left|right N|end")
            let target = try side(arguments[0])
            if arguments[1].lowercased() == "end" { return .target(target, position: nil) }
            return .target(target, position: try number(arguments[1]))
        case "add":
            let name = content.trimmedWhitespace.dropFirst(command.count).trimmedWhitespace
            guard !name.isEmpty else { throw ParseError(message: "'add' needs a bird's name, e.g. add Kestrel") }
            return .add(name)
        case "select": try expect(arguments, count: 0...0, usage: "select"); return .toggleSelection
        case "pick": try expect(arguments, count: 0...0, usage: "pick"); return .pickUp
        case "drop": try expect(arguments, count: 0...0, usage: "drop"); return .drop
        case "cancel": try expect(arguments, count: 0...0, usage: "cancel"); return .cancel
        case "open": try expect(arguments, count: 0...0, usage: "open"); return .open
        case "undo": try expect(arguments, count: 0...0, usage: "undo"); return .undo
        case "show": try expect(arguments, count: 0...0, usage: "show"); return .show
        case "menu": try expect(arguments, count: 0...0, usage: "menu"); return .listActions
        default:
            throw ParseError(message: "unknown command '\(words[0])'; commands are focus, move, select, pick, "
                + "target, drop, cancel, add, open, undo, menu, show")
        }
    }

    private static func expect(_ arguments: [String], count: ClosedRange<Int>, usage: String) throws(ParseError) {
        guard count.contains(arguments.count) else {
            throw ParseError(message: "wrong number of arguments; usage: \(usage)")
        }
    }

    private static func side(_ word: String) throws(ParseError) -> ListSide {
        guard let side = ListSide(rawValue: word.lowercased()) else {
            throw ParseError(message: "'\(word)' is not a list; use left or right")
        }
        return side
    }

    private static func number(_ word: String) throws(ParseError) -> Int {
        guard let value = Int(word) else {
            throw ParseError(message: "'\(word)' is not a whole number")
        }
        return value
    }
}
