/// Says what a move did, in the words of a ``MoveStrings`` table: "Moved up by 3. Above
/// Robin. At top."
///
/// The default announcer speaks the user's preferred language when the package ships it
/// (English and Japanese), English otherwise. Pick a table, add the position, or shorten the
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
    /// per field. Immutable; a setter replaces it.
    private final class Storage: Sendable {
        let strings: MoveStrings
        let includesPosition: Bool
        let labelLimit: Int
        let render: (@Sendable (MoveAnnouncement) -> String)?

        init(
            strings: MoveStrings,
            includesPosition: Bool,
            labelLimit: Int,
            render: (@Sendable (MoveAnnouncement) -> String)?
        ) {
            self.strings = strings
            self.includesPosition = includesPosition
            self.labelLimit = labelLimit
            self.render = render
        }
    }

    private var storage: Storage

    /// The table the sentences come from (ignored by an announcer made with a closure).
    package var strings: MoveStrings {
        get { storage.strings }
        set { storage = Storage(strings: newValue, includesPosition: includesPosition, labelLimit: labelLimit, render: storage.render) }
    }
    /// Whether to end each announcement with "Position 3 of 10.". Off by default.
    package var includesPosition: Bool {
        get { storage.includesPosition }
        set { storage = Storage(strings: strings, includesPosition: newValue, labelLimit: labelLimit, render: storage.render) }
    }
    /// The longest a neighbour's label may be, in characters, before it is shortened.
    @usableFromInline package var labelLimit: Int {
        get { storage.labelLimit }
        set { storage = Storage(strings: strings, includesPosition: includesPosition, labelLimit: newValue, render: storage.render) }
    }

    /// Creates an announcer that words announcements with a strings table.
    ///
    /// - Parameters:
    ///   - strings: The table; by default the user's preferred language among those the
    ///     package ships, English otherwise.
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
        self.storage = Storage(strings: strings, includesPosition: includesPosition, labelLimit: labelLimit, render: nil)
    }

    /// Creates an announcer that renders every announcement with a closure.
    ///
    /// - Parameters:
    ///   - includesPosition: Passed on for the closure's use in ``MoveAnnouncement/position``;
    ///     the announcement always carries the position.
    ///   - labelLimit: The longest a label may be before it reaches the closure.
    ///   - render: Returns the text to speak.
    package init(
        includesPosition: Bool = false,
        labelLimit: Int = MoveLabel.defaultLimit,
        render: @escaping @Sendable (MoveAnnouncement) -> String
    ) {
        self.storage = Storage(strings: .english, includesPosition: includesPosition, labelLimit: labelLimit, render: render)
    }

    /// The announcer used when none is given: the user's preferred language among those the
    /// package ships (English otherwise), without the position.
    public static let `default` = MoveAnnouncer()

    /// The text to speak for an announcement.
    ///
    /// - Parameter announcement: What happened.
    /// - Returns: Sentences joined by the table's separator, for example
    ///   "Moved up by 3. Above Robin. At top.".
    /// - Complexity: O(length of the result).
    @usableFromInline package func text(for announcement: MoveAnnouncement) -> String {
        let storage = storage
        if let render = storage.render { return render(announcement) }
        let strings = storage.strings
        var output = ""
        output.reserveCapacity(64)
        let separator = strings.separator
        switch announcement.movement {
        case .notMoved:
            strings.append(.notMoved, to: &output)
        case .movedToSection(let section):
            strings.append(.movedToSection, to: &output, label: section)
        case .moved(.up, 1):
            strings.append(.movedUp, to: &output)
        case .moved(.down, 1):
            strings.append(.movedDown, to: &output)
        case .moved(.up, let distance):
            strings.append(.movedUpBy, to: &output, count: distance)
        case .moved(.down, let distance):
            strings.append(.movedDownBy, to: &output, count: distance)
        case .movedItems(let count, let destination):
            let key: MoveStrings.Key =
                switch destination {
                case .up: .movedItemsUp
                case .down: .movedItemsDown
                case .top: .movedItemsToTop
                case .bottom: .movedItemsToBottom
                case .offset: .movedItems
                }
            strings.append(key, to: &output, count: count)
        }
        switch announcement.neighbour {
        case .above(let label) where !label.isEmpty:
            output += separator
            strings.append(.above, to: &output, label: label)
        case .below(let label) where !label.isEmpty:
            output += separator
            strings.append(.below, to: &output, label: label)
        default:
            break
        }
        if let edge = announcement.edge {
            output += separator
            strings.append(edge == .top ? .atTop : .atBottom, to: &output)
        }
        if storage.includesPosition, let position = announcement.position {
            output += separator
            strings.append(.position, to: &output, count: position.count, position: position.index)
        }
        return output
    }
}
