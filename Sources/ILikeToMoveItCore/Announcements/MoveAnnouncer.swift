/// Says what a move did, in the words of a ``MoveStrings`` table: "Moved up by 3. Above
/// Robin. At top."
///
/// The default announcer speaks the language of the app's user interface when the package
/// ships a table for it, English otherwise (see ``MoveStrings/forLanguage(_:)`` for the
/// languages). Pick a table, add the position, or shorten the
/// labels that name neighbours:
///
/// ```swift
/// let japanese = MoveAnnouncer(strings: .forLanguage("ja"))
/// let verbose = MoveAnnouncer(strings: .english, includesPosition: true)
/// ```
///
/// Give an announcer to a SwiftUI list with `accessibilityMoveAnnouncer(_:)`, or to
/// ``AccessibleMoves`` when you drive moves yourself: every ``MoveStep`` it returns is worded
/// by it, in list terms or in grid terms.
public struct MoveAnnouncer: Sendable {
    /// The announcer's settings, shared by every copy: a move result carries its announcer so
    /// the text can render later, and one reference count per copy costs far less than one
    /// per field.
    private final class Storage: Sendable {
        let strings: MoveStrings
        let includesPosition: Bool
        let labelLimit: Int

        init(strings: MoveStrings, includesPosition: Bool, labelLimit: Int) {
            self.strings = strings
            self.includesPosition = includesPosition
            self.labelLimit = labelLimit
        }
    }

    private let storage: Storage

    /// The table the sentences come from.
    package var strings: MoveStrings { storage.strings }
    /// Whether to end each announcement with "Position 3 of 10.". Off by default.
    var includesPosition: Bool { storage.includesPosition }
    /// The longest a neighbour's label may be, in characters, before it is shortened.
    package var labelLimit: Int { storage.labelLimit }

    /// Creates an announcer that words announcements with a strings table.
    ///
    /// - Parameters:
    ///   - strings: The table; by default that of the app's user interface language when
    ///     the package ships one, English otherwise.
    ///   - includesPosition: Whether to end each announcement with the item's position,
    ///     "Position 3 of 10." (in a grid, "Row 2, column 3.").
    ///   - labelLimit: The most characters of a neighbour's label that are spoken; a longer
    ///     label is shortened and ends with "…". Values below 1 count as 1. Labels are also
    ///     cleaned before they are spoken: control characters and newlines become spaces,
    ///     invisible formatting such as bidirectional overrides is removed.
    public init(
        strings: MoveStrings = .preferred,
        includesPosition: Bool = false,
        labelLimit: Int = MoveLabel.defaultLimit
    ) {
        self.storage = Storage(strings: strings, includesPosition: includesPosition, labelLimit: labelLimit)
    }

    /// The announcer used when none is given: the language of the app's user interface when
    /// the package ships a table for it (English otherwise), without the position.
    public static let `default` = MoveAnnouncer()

    /// The text to speak for an announcement.
    ///
    /// - Parameter announcement: What happened.
    /// - Returns: Sentences joined by the table's separator, for example
    ///   "Moved up by 3. Above Robin. At top.".
    /// - Complexity: O(length of the result).
    package func text(for announcement: MoveAnnouncement) -> String {
        let storage = storage
        var speech = Speech(strings: storage.strings, inGrid: false)
        switch announcement.movement {
        case .notMoved: speech.say(.notMoved)
        case .movedToSection(let section): speech.say(.movedToSection, label: section)
        case .moved(.up, let distance): speech.say(distance == 1 ? .movedUp : .movedUpBy, count: distance)
        case .moved(.down, let distance): speech.say(distance == 1 ? .movedDown : .movedDownBy, count: distance)
        case .movedItems(let count, .up): speech.say(.movedItemsUp, count: count)
        case .movedItems(let count, .down): speech.say(.movedItemsDown, count: count)
        case .movedItems(let count, .top): speech.say(.movedItemsToTop, count: count)
        case .movedItems(let count, .bottom): speech.say(.movedItemsToBottom, count: count)
        case .movedItems(let count, .offset): speech.say(.movedItems, count: count)
        }
        speech.say(announcement.neighbour)
        speech.say(announcement.edge)
        if storage.includesPosition, let position = announcement.position {
            speech.say(.position, count: position.count, position: position.index)
        }
        return speech.text
    }

    /// Sentences from a strings table, joined by its separator as they are said: what the
    /// list, grid and lists announcements share. A grid names the neighbour and the edge in
    /// reading order ("Before Robin.", "At start.") where a list says "Above Robin." and "At top.".
    struct Speech {
        let strings: MoveStrings
        let inGrid: Bool
        private(set) var text = ""
        private var isFirst = true

        init(strings: MoveStrings, inGrid: Bool) {
            self.strings = strings
            self.inGrid = inGrid
            text.reserveCapacity(64)
        }

        /// Says one sentence of the table (see ``MoveStrings/string(_:count:label:position:)``).
        mutating func say(_ key: MoveStrings.Key, count: Int = 1, label: String = "", position: Int = 0) {
            say(key, MoveStrings.Template.Values(count: count, label: label, position: position))
        }

        /// Says a grid cell's sentence, ``MoveStrings/Key/movedToCell`` or
        /// ``MoveStrings/Key/gridPosition``, whose `{row}` and `{column}` say the numbers.
        mutating func say(_ key: MoveStrings.Key, row: Int, column: Int) {
            say(key, .cell(row: row, column: column))
        }

        private mutating func say(_ key: MoveStrings.Key, _ values: MoveStrings.Template.Values) {
            if !isFirst { text += strings.separator }
            isFirst = false
            strings.append(key, to: &text, values)
        }

        /// Says "Above Robin." or "Below Robin." (in a grid "Before Robin." or "After Robin."),
        /// nothing for no neighbour or an empty label.
        mutating func say(_ neighbour: MoveAnnouncement.Neighbour?) {
            switch neighbour {
            case .above(let label)? where !label.isEmpty: say(inGrid ? .before : .above, label: label)
            case .below(let label)? where !label.isEmpty: say(inGrid ? .after : .below, label: label)
            default: break
            }
        }

        /// Says "At top." or "At bottom." (in a grid "At start." or "At end."), nothing for no edge.
        mutating func say(_ edge: MoveAnnouncement.Edge?) {
            switch edge {
            case .top?: say(inGrid ? .atStart : .atTop)
            case .bottom?: say(inGrid ? .atEnd : .atBottom)
            case nil: break
            }
        }
    }
}

extension MoveAnnouncer {
    /// The announcer a list speaks with, and whose table names its rows' actions, so that
    /// names and announcements are always in one language.
    ///
    /// The rule: the announcer the app set (`accessibilityMoveAnnouncer(_:)`) when there is
    /// one, its table naming the actions too; otherwise ``default``, which speaks the
    /// language of the app's user interface (``MoveStrings/preferred``), English when the
    /// package ships no table for it, without the position. No view's locale takes part: an
    /// app that speaks another language in one view sets an announcer there.
    ///
    /// ```swift
    /// MoveAnnouncer.resolved(set: nil).strings.language                                 // the app's UI language
    /// MoveAnnouncer.resolved(set: MoveAnnouncer(strings: .japanese)).strings.language   // "ja"
    /// ```
    ///
    /// - Parameter announcer: The announcer the app set, if any.
    /// - Returns: The announcer; without one set, the same shared value every time.
    /// - Complexity: O(1).
    package static func resolved(set announcer: MoveAnnouncer?) -> MoveAnnouncer {
        announcer ?? .default
    }
}
