#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ILikeToMoveItCore
@_spi(PortableProviders) import ILikeToMoveItDropsCore

extension DemoState {
    /// What `undo()` takes back.
    enum UndoEntry: Sendable {
        /// What a list's session registered for a move (or for its undo or redo): the request,
        /// and the other list it goes to, if any; handed back to that list's session as
        /// `.undo`, with the list in the shape it was registered through.
        case session(ListSide, MoveRequest<Bird.ID>, transfer: Int?, DemoList.Shape)
        /// A change between lists (a drop, a new bird): what takes it back by identity, on the
        /// lists as they are when it is undone, the left list first.
        case lists(ListsEdit<Bird>)
    }

    /// One undo (or redo) action, as an undo manager holds it: what it does, and its name.
    struct UndoAction: Sendable {
        var entry: UndoEntry
        /// The name an app's Edit menu shows after "Undo" or "Redo": the session's ("Move
        /// Robin"), or "Drop 2 items" for a drop.
        var name: String
    }

    /// Why a drop was started, which decides what is announced when it lands.
    enum DropPurpose: Hashable, Sendable {
        case drop
        case moveToOtherList
        case add
    }

    /// A drop session waiting for its loads.
    struct PendingDrop: Sendable {
        var session: CarriedItems<Bird, ListSide>
        var purpose: DropPurpose
    }

    /// Adds a bird named by `text`: the text is offered as UTF-8 plain text by an item
    /// provider, read as a `Bird` by conformance to plain text, and dropped at the end of the
    /// focused list like text dragged in from another app.
    mutating func add(_ text: String) -> [DemoEffect] {
        add([text])
    }

    /// Adds a bird for each of `names`, in order, in one drop (so one undo takes them all
    /// back): each name is its own plain-text item provider, as `add(_:)` makes.
    mutating func add(_ names: [String]) -> [DemoEffect] {
        let names = names.filter { !$0.trimmedWhitespace.isEmpty }
        guard !names.isEmpty else { return [.reject(strings.nameMissing)] }
        var session = CarriedItems<Bird, ListSide>(pickingUp: [], from: nil, operation: .copy)
        session.aim(at: focusedSide, .end)
        return startDrop(session, purpose: .add, providers: names.map(Bird.textProvider))
    }

    /// Lets go of `session` and asks for its providers to be loaded (by default the item
    /// providers of the picked-up birds, so a move round-trips through their encoding).
    mutating func startDrop(
        _ session: CarriedItems<Bird, ListSide>, purpose: DropPurpose, providers: [ItemProvider]? = nil
    ) -> [DemoEffect] {
        var session = session
        let all = ListSide.allCases.flatMap { self[$0] }
        let providers = providers ?? session.pickedUp.compactMap { id in
            all.first { $0.id == id }?.itemProvider
        }
        guard session.drop(loading: providers.count) else { return [.reject(strings.nothingPicked)] }
        setPendingDrop(PendingDrop(session: session, purpose: purpose))
        return [.load(DemoLoad(providers: providers))]
    }

    /// Places the loaded birds of the pending drop, against the lists as they are now.
    ///
    /// - Parameter results: One result per provider of the `.load` effect, in order.
    /// - Returns: The announcement of what landed, and a rejection for each failed load.
    mutating func receive(_ results: [Result<Bird, ItemProviderError>]) -> [DemoEffect] {
        guard var pending = pendingDrop else { return [] }
        setPendingDrop(nil)
        pending.session.receive(results)
        let before = [self[.left], self[.right]]
        var lists: [ListSide: [Bird]] = [.left: self[.left], .right: self[.right]]
        guard let outcome = pending.session.complete(in: &lists) else {
            pending.session.cancel()
            return [.reject(strings.dropCancelled)]
        }
        for side in ListSide.allCases { self[side] = lists[side] ?? [] }
        var effects = outcome.failures.map { DemoEffect.reject("item \($0.index + 1): \($0.error.developerDescription)") }
        guard let destination = pending.session.destination, !outcome.inserted.isEmpty else {
            return effects.isEmpty ? [.reject(strings.dropCancelled)] : effects
        }
        let landed = outcome.inserted.compactMap { id in self[destination].first { $0.id == id } }
        if let edit = ListsEdit(before: before, after: [self[.left], self[.right]]) {
            var history = history
            let name = language.strings.undoDropActionName(count: landed.count)
            history.record(UndoAction(entry: .lists(edit), name: name))
            setHistory(history)
        }
        if let first = landed.first { focus(on: first.id, in: destination) }
        let names = landed.map(\.name)
        let announcement = switch pending.purpose {
        case .drop: strings.dropped(names, in: destination)
        case .moveToOtherList: strings.movedToOtherList(names.joined(separator: ", "), to: destination)
        case .add: strings.added(names.joined(separator: ", "), to: destination)
        }
        effects.insert(.announce(announcement), at: 0)
        return effects
    }

    /// Opens the focused bird's detail the way a new window would: the bird becomes a
    /// user-activity payload, the payload travels as an activity's parts (type, target
    /// identifier, `userInfo`), and the detail shows the bird read back from them.
    mutating func open() -> [DemoEffect] {
        guard let bird = focusedBird else { return [.reject(strings.emptyList(focusedSide))] }
        let lines: [String]
        do {
            let sent = try bird.userActivityPayload()
            let userInfo = Dictionary(uniqueKeysWithValues: sent.userInfo.map { (AnyHashable($0.key), $0.value as Any) })
            let received = try UserActivityPayload(
                activityType: sent.activityType, targetContentIdentifier: sent.targetContentIdentifier,
                userInfo: userInfo, itemType: "Bird")
            let opened = try Bird(userActivityPayload: received)
            lines = [
                "\(strings.nameLabel): \(opened.name)",
                "\(strings.identifierLabel): \(opened.id)",
                "\(strings.activityTypeLabel): \(received.activityType)",
                "\(strings.windowLabel): \(received.targetContentIdentifier)",
                "\(strings.payloadLabel): \(received.itemData.count) bytes",
                String(decoding: received.itemData, as: UTF8.self),
            ]
        } catch let error as ItemProviderError {
            return [.reject("\(bird.name): \(error.developerDescription)")]
        } catch {
            return [.reject("\(bird.name): \(error)")]
        }
        setMode(.detail(title: strings.detailTitle, lines: lines))
        return [.announce(strings.opened(bird.name)), .output(lines)]
    }

    /// Takes back the latest move (in a list, a grid or sections), drop or addition.
    mutating func undo() -> [DemoEffect] {
        var history = history
        let effects = history.undo { action in replay(action, saying: strings.undone, undoing: true) }
        setHistory(history)
        return effects ?? [.reject(strings.nothingToUndo)]
    }

    /// Does again what the latest undo took back.
    mutating func redo() -> [DemoEffect] {
        var history = history
        let effects = history.redo { action in replay(action, saying: strings.redone, undoing: false) }
        setHistory(history)
        return effects ?? [.reject(strings.nothingToRedo)]
    }

    /// Performs one undo or redo action; returns what to say (`sentence`, then what changed)
    /// and the action that takes it back again: for a move, what its session registered
    /// while performing it (the undo manager's rule: what an undo registers is the redo, what
    /// a redo registers is undoable again).
    private mutating func replay(
        _ action: UndoAction, saying sentence: String, undoing: Bool
    ) -> ([DemoEffect], inverse: UndoAction?) {
        switch action.entry {
        case let .session(side, request, transfer, shape):
            let undo = ListUndo(ListRequest(request, transfer: transfer), for: Bird.ID.self)
            let carriedOut = send(.undo(undo), to: side, as: shape)
            return ([.announce(strings.sentences([sentence] + carriedOut.said))], carriedOut.registered)
        case let .lists(edit):
            let (text, inverse) = apply(edit, undoing: undoing)
            return ([.announce(strings.sentences(sentence, text))], inverse.map { UndoAction(entry: .lists($0), name: action.name) })
        }
    }

    /// Carries out the undo (or redo) of a change between lists on both lists as they are
    /// now, by identity; returns what changed, in the words of the view shown, and what takes
    /// it back (nothing when it changed nothing). Focus goes to the first bird that came back
    /// (or to the bird that took the place of those that left).
    private mutating func apply(_ edit: ListsEdit<Bird>, undoing: Bool) -> (String, ListsEdit<Bird>?) {
        var lists = [self[.left], self[.right]]
        let announcer = MoveAnnouncer(strings: language.strings, includesPosition: view == .grid)
        let (change, inverse) = edit.apply(
            to: &lists, label: \.name, labelLimit: announcer.labelLimit, returning: undoing,
            layout: (view == .grid) ? grid.layout : nil)
        self[.left] = lists[0]
        self[.right] = lists[1]
        if let target = change.focus { focus(on: target.id, in: target.list == 0 ? .left : .right) }
        return (announcer.text(for: change.announcement), inverse)
    }

    /// Focuses the bird with `id` in `side`, wherever it is now.
    mutating func focus(on id: Bird.ID, in side: ListSide) {
        if let position = self[side].firstIndex(where: { $0.id == id }) { setFocus(side, position: position) }
    }
}
