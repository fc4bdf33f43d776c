#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ILikeToMoveItCore

extension DemoState {
    /// What `undo()` takes back.
    enum UndoEntry: Sendable {
        /// A move within a list: the list's `MoveController` undoes it, by identity.
        case move(ListSide)
        /// A change between lists (a drop, a new bird): both lists as they were.
        case lists(left: [Bird], right: [Bird])
    }

    /// Why a drop was started, which decides what is announced when it lands.
    enum DropPurpose: Hashable, Sendable {
        case drop
        case moveToOtherList
        case add
    }

    /// A drop session waiting for its loads.
    struct PendingDrop: Sendable {
        var session: DropSession<Bird, ListSide>
        var purpose: DropPurpose
    }

    /// The localised name of a move action, from the core.
    func moveName(_ action: AccessibilityMoveAction) -> String {
        action.name(language: language.rawValue)
    }

    /// Moves the focused bird (or, when it is part of a selection in its list, every selected
    /// bird of that list) through the list's `MoveController`.
    mutating func move(_ bird: Bird, _ action: AccessibilityMoveAction) -> [DemoEffect] {
        let side = focusedSide
        let selected = Set(self[side].lazy.map(\.id).filter(selection.contains))
        let request: MoveRequest<Bird.ID> = selected.count > 1 && selected.contains(bird.id)
            ? .selection(selected, action) : .item(bird.id, action)
        let output = self[controller: side].handle(request)
        if output.didMove { pushUndo(.move(side)) }
        focus(on: bird.id, in: side)
        return [.announce(output.text)]
    }

    /// Moves the focused bird to the end of the other list: a drag and drop in one step.
    mutating func moveToOtherList(_ bird: Bird) -> [DemoEffect] {
        var session = DropSession<Bird, ListSide>(pickingUp: [bird.id], from: focusedSide)
        session.aim(at: focusedSide.other, .end)
        return startDrop(session, purpose: .moveToOtherList)
    }

    /// Adds a bird named by `text`: the text is offered as UTF-8 plain text by an item
    /// provider, read as a `Bird` by conformance to plain text, and dropped at the end of the
    /// focused list like text dragged in from another app.
    mutating func add(_ text: String) -> [DemoEffect] {
        guard !text.trimmedWhitespace.isEmpty else { return [.reject(strings.nameMissing)] }
        var session = DropSession<Bird, ListSide>(pickingUp: [], from: nil, operation: .copy)
        session.aim(at: focusedSide, .end)
        return startDrop(session, purpose: .add, providers: [Bird.textProvider(text)])
    }

    /// Lets go of `session` and asks for its providers to be loaded (by default the item
    /// providers of the picked-up birds, so a move round-trips through their encoding).
    mutating func startDrop(
        _ session: DropSession<Bird, ListSide>, purpose: DropPurpose, providers: [ItemProvider]? = nil
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
        let before = UndoEntry.lists(left: self[.left], right: self[.right])
        var lists: [ListSide: [Bird]] = [.left: self[.left], .right: self[.right]]
        guard let outcome = pending.session.complete(in: &lists) else {
            pending.session.cancel()
            return [.reject(strings.dropCancelled)]
        }
        for side in ListSide.allCases { self[side] = lists[side] ?? [] }
        var effects = outcome.failures.map { DemoEffect.reject($0.description) }
        guard let destination = pending.session.destination, !outcome.inserted.isEmpty else {
            return effects.isEmpty ? [.reject(strings.dropCancelled)] : effects
        }
        pushUndo(before)
        let landed = outcome.inserted.compactMap { id in self[destination].first { $0.id == id } }
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
        } catch {
            return [.reject("\(bird.name): \(error)")]
        }
        setMode(.detail(title: strings.detailTitle, lines: lines))
        return [.announce(strings.opened(bird.name)), .output(lines)]
    }

    /// Takes back the latest move, drop or addition.
    mutating func undo() -> [DemoEffect] {
        guard let entry = popUndo() else { return [.reject(strings.nothingToUndo)] }
        switch entry {
        case .move(let side):
            guard let output = self[controller: side].undo() else { return [.reject(strings.nothingToUndo)] }
            if let id = output.focus { focus(on: id, in: side) }
            return [.announce(strings.sentences(strings.undone, output.text))]
        case .lists(let left, let right):
            self[.left] = left
            self[.right] = right
            return [.announce(strings.undone)]
        }
    }

    /// Focuses the bird with `id` in `side`, wherever it is now.
    mutating func focus(on id: Bird.ID, in side: ListSide) {
        if let position = self[side].firstIndex(where: { $0.id == id }) { setFocus(side, position: position) }
    }
}
