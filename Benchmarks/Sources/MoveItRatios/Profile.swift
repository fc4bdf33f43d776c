import BenchmarkWorkloads
import ILikeToMoveItCore

/// `MoveItRatios profile NAME`: runs one workload a few times without timing, for
/// `valgrind --tool=callgrind`, which counts instructions the same way on every run.
enum Profile {
    static let names = [
        "p1-hint", "p1-apply", "p1-swap", "p1-nohint", "p1-scan", "p2", "p2-singles", "p3-conforms", "p3-extension", "p3-mime", "p3-register-shallow",
        "p3-register-chain", "p4-library", "p4-direct", "p5",
    ]

    static func run(_ name: String) async throws {
        switch name {
        case "p1-hint":
            var rows = Row.list(count: SingleMove.count)
            var moves = SingleMove.moves()
            for move in 0..<1_000 {
                consume(SingleMove.wholeMove(&rows, moves: &moves, id: SingleMove.start, down: move.isMultiple(of: 2)))
            }
        case "p1-apply":
            var rows = Row.list(count: SingleMove.count)
            var position = SingleMove.start
            for move in 0..<1_000 {
                position = SingleMove.offsetMove(&rows, from: position, down: move.isMultiple(of: 2))!
            }
        case "p1-swap":
            var rows = Row.list(count: SingleMove.count)
            var position = SingleMove.start
            for move in 0..<1_000 {
                position = SingleMove.swap(&rows, at: position, down: move.isMultiple(of: 2))
            }
        case "p1-nohint":
            var rows = Row.list(count: SingleMove.count)
            var position = SingleMove.start
            for move in 0..<4 {
                position = SingleMove.unhinted(&rows, id: SingleMove.start, at: position, down: move.isMultiple(of: 2))!
            }
        case "p1-scan":
            let rows = Row.list(count: SingleMove.count)
            for _ in 0..<4 { consume(SingleMove.scan(rows, id: SingleMove.start)) }
        case "p2-singles":
            var rows = Row.list(count: SelectionMove.count)
            consume(SelectionMove.singleMoves(&rows, ids: SelectionMove.ids))
        case "p2":
            var rows = Row.list(count: SelectionMove.count)
            consume(SelectionMove.library(&rows, ids: Set(SelectionMove.ids)))
        case "p3-conforms":
            var count = 0
            for _ in 0..<1_000 {
                for (type, supertype) in TypeLookups.pairs where type.conforms(to: supertype) { count += 1 }
            }
            consume(count)
        case "p3-extension":
            for _ in 0..<1_000 {
                for tag in TypeLookups.extensions { consume(UTType(filenameExtension: tag)) }
            }
        case "p3-mime":
            for _ in 0..<1_000 {
                for tag in TypeLookups.mimeTypes { consume(UTType(mimeType: tag)) }
            }
        #if !canImport(UniformTypeIdentifiers)
        case "p3-register-shallow":
            try UTType.register(TypeLookups.shallowDeclarations(prefix: "com.example.shallow"))
        case "p3-register-chain":
            try UTType.register(TypeLookups.chainDeclarations(prefix: "com.example.chain"))
        #endif
        case "p4-library", "p4-direct":
            ProviderLoad.declareCardType()
            let payloads = ProviderLoad.payloads(count: 1_000)
            let providers = ProviderLoad.providers(for: payloads)
            if name == "p4-library" {
                consume(try await ProviderLoad.library(providers))
            } else {
                consume(try ProviderLoad.direct(payloads))
            }
        case "p5":
            for _ in 0..<1_000 {
                for sample in Announcements.samples { consume(Announcements.wholeMove(sample)) }
            }
        default:
            print("Unknown workload \(name); one of: \(names.joined(separator: ", "))")
        }
    }
}
