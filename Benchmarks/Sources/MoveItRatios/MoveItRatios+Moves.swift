import BenchmarkWorkloads

extension MoveItRatios {
    /// A row moved by one place with its text, as an app's list moves it (``AppList``).
    @MainActor
    static func sessionMoves() -> [Verdict] {
        let long = SessionMove.count, short = SessionMove.shortCount
        let batch = 2_000, bindingMoves = 4

        // The row in the middle moved down and up in turn: the list is back in order after
        // each pair, and every move finds the row where the last one left it.
        func moves(_ list: AppList, count: Int, _ times: Int = batch) -> () -> Void {
            {
                for move in 0..<times {
                    consume(SessionMove.library(list, id: SessionMove.middle(of: count), down: move.isMultiple(of: 2)))
                }
            }
        }
        func floors(_ storage: ListStorage<[Row]>, access: ListAccess, _ times: Int = batch) -> () -> Void {
            let middle = SessionMove.middle(of: storage.items.count)
            return {
                for move in 0..<times {
                    let down = move.isMultiple(of: 2)
                    consume(SessionMove.floor(storage, access: access, at: down ? middle : middle + 1, down: down))
                }
            }
        }
        // Two rows moved in turn, so each move finds its row without the hint (which names
        // the other): the first move of an item, as after the user moved another one.
        func firstMoves(_ list: AppList) -> () -> Void {
            {
                for move in 0..<bindingMoves {
                    let (id, down) = SessionMove.firstMoveRow(move)
                    consume(SessionMove.library(list, id: id, down: down))
                }
            }
        }
        func findingFloors(_ storage: ListStorage<[Row]>) -> () -> Void {
            {
                for move in 0..<bindingMoves {
                    let (id, down) = SessionMove.firstMoveRow(move)
                    consume(SessionMove.findingFloor(storage, access: .binding, id: id, down: down))
                }
            }
        }

        let stopwatch = Stopwatch()
        let slow = Stopwatch(warmUps: 1, samples: 5)
        let longHandedOver = SessionMove.list(count: long, access: .handedOver)
        let shortHandedOver = SessionMove.list(count: short, access: .handedOver)
        let longBound = SessionMove.list(count: long, access: .binding)
        let keyPathBound = SessionMove.list(count: long, access: .binding, identities: .keyPath)
        let shortStorage = ListStorage(Row.list(count: short))
        let longStorage = ListStorage(Row.list(count: long))

        let alone = stopwatch.compare(library: (batch, moves(longHandedOver, count: long)), baseline: (batch, moves(shortHandedOver, count: short)))
        let overFloor = stopwatch.compare(
            library: (batch, moves(shortHandedOver, count: short)), baseline: (batch, floors(shortStorage, access: .handedOver)))
        let bound = slow.compare(
            library: (bindingMoves, moves(longBound, count: long, bindingMoves)),
            baseline: (bindingMoves, floors(longStorage, access: .binding, bindingMoves)))
        let copy = slow.compare(
            library: (bindingMoves, { for move in 0..<bindingMoves { SessionMove.bindingWrite(longStorage, at: long / 2, down: move.isMultiple(of: 2)) } }),
            baseline: (batch, moves(longHandedOver, count: long)))
        let first = slow.compare(library: (bindingMoves, firstMoves(longBound)), baseline: (bindingMoves, findingFloors(longStorage)))
        let firstByKeyPath = slow.compare(
            library: (bindingMoves, firstMoves(keyPathBound)), baseline: (bindingMoves, findingFloors(longStorage)))
        for list in [longHandedOver, longBound, keyPathBound] {
            precondition(list.storage.items.indices.allSatisfy { list.storage.items[$0].id == $0 }, "moves left a list out of order")
        }
        precondition(longStorage.items.indices.allSatisfy { longStorage.items[$0].id == $0 }, "floors left the list out of order")

        return [
            .within("move with its text, n = 1M, handed over", factor: 2, library: alone.library,
                    baseline: alone.baseline, baselineName: "the same at n = 1k"),
            .within("move with its text, n = 1k, handed over", factor: 20, library: overFloor.library,
                    baseline: overFloor.baseline, baselineName: "swapAt + one sentence"),
            .within("move with its text, n = 1M, through a binding", factor: 1.5, library: bound.library,
                    baseline: bound.baseline, baselineName: "swapAt through the binding + one sentence"),
            .ratio("the binding's write alone (read, swapAt, write back), n = 1M", library: copy.library,
                   baseline: copy.baseline, baselineName: "the move with its text, n = 1M, handed over"),
            .ratio("first move of a row with its text, n = 1M, through a binding, { $0.id }", library: first.library,
                   baseline: first.baseline, baselineName: "firstIndex + swapAt through the binding + one sentence"),
            .ratio("the same, identified by a key path (onMove lists)", library: firstByKeyPath.library,
                   baseline: firstByKeyPath.baseline, baselineName: "the same"),
        ]
    }
}
