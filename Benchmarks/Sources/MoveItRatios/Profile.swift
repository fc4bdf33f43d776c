import BenchmarkWorkloads
import ILikeToMoveItCore

/// `MoveItRatios profile NAME`: runs one workload without timing, for
/// `valgrind --tool=callgrind`, which counts instructions the same way on every run.
///
/// Each workload prepares its list, then runs its operations inside ``measured(_:)``, and
/// prints how many it ran: `run.sh --callgrind` collects only inside `measured` and divides.
enum Profile {
    static let names = [
        "move-1k", "move-1m", "move-binding-1m", "floor-1k", "floor-binding-1m",
        "first-move-binding-1m", "first-move-key-path-binding-1m", "first-move-handed-over-1m",
        "first-move-key-path-handed-over-1m", "finding-floor-binding-1m",
        "selection", "selection-floor", "drop", "drop-direct", "drop-setup",
    ]

    @MainActor
    static func run(_ name: String) throws {
        switch name {
        case "move-1k", "move-1m", "move-binding-1m":
            let count = name == "move-1k" ? SessionMove.shortCount : SessionMove.count
            let list = SessionMove.list(count: count, access: name == "move-binding-1m" ? .binding : .handedOver)
            let id = SessionMove.middle(of: count)
            consume(list.move(.down, on: id))  // the first move finds the row; the others are told where
            let moves = name == "move-binding-1m" ? 4 : 1_000
            measured { for move in 0..<moves { consume(SessionMove.library(list, id: id, down: !move.isMultiple(of: 2))) } }
            report(moves, "moves")
        case "floor-1k", "floor-binding-1m":
            let access: ListAccess = name == "floor-1k" ? .handedOver : .binding
            let storage = ListStorage(Row.list(count: name == "floor-1k" ? SessionMove.shortCount : SessionMove.count))
            let middle = SessionMove.middle(of: storage.items.count)
            let moves = name == "floor-1k" ? 1_000 : 4
            measured {
                for move in 0..<moves {
                    let down = move.isMultiple(of: 2)
                    consume(SessionMove.floor(storage, access: access, at: down ? middle : middle + 1, down: down))
                }
            }
            report(moves, "moves")
        case "first-move-binding-1m", "first-move-key-path-binding-1m", "first-move-handed-over-1m",
             "first-move-key-path-handed-over-1m":
            let list = SessionMove.list(
                count: SessionMove.count, access: name.contains("handed-over") ? .handedOver : .binding,
                identities: name.contains("key-path") ? .keyPath : .id)
            measured {
                for move in 0..<4 {
                    let (id, down) = SessionMove.firstMoveRow(move)
                    consume(SessionMove.library(list, id: id, down: down))
                }
            }
            report(4, "moves")
        case "finding-floor-binding-1m":
            let storage = ListStorage(Row.list(count: SessionMove.count))
            measured {
                for move in 0..<4 {
                    let (id, down) = SessionMove.firstMoveRow(move)
                    consume(SessionMove.findingFloor(storage, access: .binding, id: id, down: down))
                }
            }
            report(4, "moves")
        case "selection":
            let list = SessionSelection.list()
            measured { consume(SessionSelection.library(list)) }
            precondition(list.storage.items.prefix(SessionSelection.selected).map(\.id) == SessionSelection.ids)
            report(1, "selection move")
        case "selection-floor":
            let storage = ListStorage(Row.list(count: SessionSelection.count))
            let ids = Set(SessionSelection.ids)
            measured { consume(SessionSelection.floor(storage, ids: ids)) }
            report(1, "selection move")
        case "drop", "drop-direct", "drop-setup":
            ProviderLoad.declareCardType()
            let payloads = ProviderLoad.payloads(count: 1_000)
            let providers = ProviderLoad.providers(for: payloads)
            // The loads run on other threads, which `--toggle-collect` does not follow:
            // `run.sh --callgrind` counts the whole process and subtracts `drop-setup`.
            if name == "drop" {
                try measured { consume(try blocking { await ProviderLoad.library(providers) }) }
            } else if name == "drop-direct" {
                try measured { consume(try ProviderLoad.direct(payloads)) }
            }
            report(1_000, "cards")
        default:
            print("Unknown workload \(name); one of: \(names.joined(separator: ", "))")
        }
    }

    private static func report(_ operations: Int, _ unit: String) {
        print("operations: \(operations) \(unit)")
    }
}

/// The part of a workload that callgrind counts (`--toggle-collect=*measured*`).
@inline(never)
func measured(_ body: () throws -> Void) rethrows {
    try body()
}
