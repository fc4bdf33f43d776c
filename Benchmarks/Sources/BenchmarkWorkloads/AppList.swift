import ILikeToMoveItCore

/// Where an app keeps a list its `Binding` reads and writes: `@State`'s storage, or a
/// model's stored property.
public final class ListStorage<Items> {
    public var items: Items

    public init(_ items: Items) {
        self.items = items
    }
}

/// How the session reaches the list.
public enum ListAccess: Sendable {
    /// As through a SwiftUI `Binding`, what every app runs: `get` returns the stored array, a
    /// second reference to its buffer, so the session's first write copies the whole array
    /// (copy on write), and `set` replaces the stored array (whose old buffer is freed).
    /// `Binding` has no in-place write, so an app's own write through it copies as well.
    case binding
    /// Handed over: `get` takes the array out of the storage and `set` puts it back, so the
    /// session writes an array nobody else references, in place. No app runs this; it
    /// leaves out the binding's copy to show what the session itself costs.
    case handedOver
}

/// One moveable list as `accessibilityMoveableList($rows, label: \.title)` sets it up: the
/// real `ListSessionDriver` over an `ItemsList`, identified by `{ $0.id }`, built in generic
/// code as the SwiftUI layer builds it (see `makeDriver`), with hands, timers and an undo
/// manager that only record (what SwiftUI, VoiceOver and `UndoManager` then do is theirs).
///
/// Each ``move(_:on:)`` is what one row action costs the app: the update SwiftUI makes
/// before it, the move with its text (undo registration, focus, the announcement
/// scheduled), then the announcement's timer firing and the screen reader finishing it.
@MainActor
public final class AppList {
    public let storage: ListStorage<[Row]>
    private let driver: ListSessionDriver
    private let list: ItemsList<[Row], Int>
    /// The list's box, as the SwiftUI layer's hands keep it: given the list at each update.
    private let box: SessionListBox<ItemsList<[Row], Int>>
    private let settings: ListSettings
    private let hands: RecordingHands
    private let timers = ManualTimers()
    private let undo = CountingUndo()

    /// How the list's items are identified, as the SwiftUI layer's modifiers do it.
    public enum Identities: String, Sendable {
        /// `{ $0.id }`: the lists of `Identifiable` items (a binding, a grid, sections).
        case id
        /// The key path the app names (`id: \.id`): the `onMove`-shaped lists, whose session
        /// reads the identity in place where the items store it.
        case keyPath
    }

    /// A list of `rows`, reached as `access` says, identified as `identities` says, with
    /// `selection` selected.
    public init(_ rows: [Row], access: ListAccess, identities: Identities = .id, selection: Set<Int> = []) {
        storage = ListStorage(rows)
        let hands = RecordingHands()
        self.hands = hands
        (driver, list, box) = makeDriver(storage, access: access, identities: identities, id: \Row.id, hands: hands, timers: timers)
        settings = ListSettings(label: \Row.title, announcer: MoveAnnouncer(strings: .english), selection: selection)
        hands.driverFinished = { [unowned driver] token in driver.announcementFinished(token, spoken: true) }
    }

    /// One row action on the row of `id`, as the SwiftUI layer hands it over.
    ///
    /// - Returns: The length of the text posted.
    @discardableResult
    public func move(_ action: AccessibilityMoveAction, on id: Int) -> Int {
        update(driver, box: box, with: list, settings: settings, undo: undo)
        driver.move(.list(action), on: AnyHashable(id))
        timers.fireAll()
        return hands.finishSpeaking()
    }

    /// How many undo actions the moves registered.
    public var undoCount: Int { undo.count }
}

/// Builds the driver, the list and its box as the SwiftUI layer does: in generic code the app's types
/// are only passed to at run time (the layer's modifiers are not inlinable), so the identity
/// closure `{ $0.id }` and the binding's `get` and `set` are generic closures, called through
/// the element's witness tables. `@_semantics(...specialize.generic.never)` and
/// `@inline(never)` keep the optimiser from specialising them for `Row` here, which it
/// could not do in an app either.
@MainActor @inline(never) @_semantics("optimize.sil.specialize.generic.never")
func makeDriver<Items: MutableCollection & RangeReplaceableCollection>(
    _ storage: ListStorage<Items>, access: ListAccess, identities: AppList.Identities, id: KeyPath<Items.Element, Items.Element.ID>,
    hands: any ListHands, timers: any ListTimers
) -> (ListSessionDriver, ItemsList<Items, Items.Element.ID>, SessionListBox<ItemsList<Items, Items.Element.ID>>)
where Items.Element: Identifiable {
    let list: ItemsList<Items, Items.Element.ID>
    switch access {
    case .binding:
        list = ItemsList(get: { storage.items }, set: { items, _ in storage.items = items })
    case .handedOver:
        list = ItemsList(
            get: {
                var taken = Items()
                swap(&taken, &storage.items)
                return taken
            },
            set: { items, _ in storage.items = items })
    }
    let moves = switch identities {
    case .id: AccessibleMoves<Items.Element, Items.Element.ID>(identify: { $0.id }, label: nil, announcer: .default)
    case .keyPath: AccessibleMoves(id: id)
    }
    return (ListSessionDriver(hands: hands, timers: timers), list, SessionListBox(list, moves: moves))
}

/// Hands the driver an update's list in its box, as the SwiftUI layer's hands do, in generic
/// code (see ``makeDriver(_:access:identities:id:hands:timers:)``).
@MainActor @inline(never) @_semantics("optimize.sil.specialize.generic.never")
func update<List: SessionList>(
    _ driver: ListSessionDriver, box: SessionListBox<List>, with list: List, settings: ListSettings,
    undo: any UndoRegistrar
) {
    box.list = list
    driver.update(box, settings: settings, undo: undo)
}

/// Hands that keep what the session asks of the user interface, and play a screen reader
/// that finishes each post at once.
@MainActor
final class RecordingHands: ListHands {
    var driverFinished: ((AnnouncementScheduler.Token) -> Void)?
    private var pending: (text: String, token: AnnouncementScheduler.Token)?
    private(set) var focused: AnyHashable?

    func scroll(to id: AnyHashable) {}
    func focus(_ request: MoveFocusTracker.Request) { focused = request.id }
    func post(_ text: String, queued: Bool, priority: AnnouncementPriority, token: AnnouncementScheduler.Token) {
        pending = (text, token)
    }
    func reportMisuse(_ message: String) { fatalError(message) }

    /// The screen reader finished the post waiting, if any; returns its length.
    func finishSpeaking() -> Int {
        guard let (text, token) = pending else { return 0 }
        pending = nil
        driverFinished?(token)
        return text.utf8.count
    }
}

/// Timers that fire when the benchmark says: after each move, as the half second an app
/// waits passes.
@MainActor
final class ManualTimers: ListTimers {
    private var pending: [Int: @MainActor () -> Void] = [:]
    private var started = 0

    func start(after seconds: Double, _ fire: @escaping @MainActor () -> Void) -> ListTimer {
        started += 1
        let number = started
        pending[number] = fire
        return ListTimer { [weak self] in self?.pending[number] = nil }
    }

    func fireAll() {
        while let (number, fire) = pending.first {
            pending[number] = nil
            fire()
        }
    }
}

/// An undo manager that counts registrations.
@MainActor
final class CountingUndo: UndoRegistrar {
    private(set) var count = 0

    func registerUndo(withTarget target: AnyObject, named name: String, handler: @escaping @MainActor () -> Void) {
        count += 1
    }

    func removeAllActions(withTarget target: Any) {}
}
