import BenchmarkWorkloads
import ILikeToMoveItCore

extension MoveItRatios {
    /// P3: conformance, tag lookups, and registering a thousand declared types.
    static func typeIdentifiers() -> [Verdict] {
        let stopwatch = Stopwatch()
        let pairs = TypeLookups.pairs
        let rounds = 20_000

        let conforms = stopwatch.nanoseconds(operations: rounds * pairs.count) {
            var count = 0
            for _ in 0..<rounds {
                for (type, supertype) in pairs where type.conforms(to: supertype) { count += 1 }
            }
            consume(count)
        }
        let extensions = TypeLookups.extensions
        let byExtension = stopwatch.nanoseconds(operations: 2_000 * extensions.count) {
            for _ in 0..<2_000 {
                for tag in extensions { consume(UTType(filenameExtension: tag)) }
            }
        }
        let mimeTypes = TypeLookups.mimeTypes
        let byMIMEType = stopwatch.nanoseconds(operations: 2_000 * mimeTypes.count) {
            for _ in 0..<2_000 {
                for tag in mimeTypes { consume(UTType(mimeType: tag)) }
            }
        }
        var verdicts: [Verdict] = [
            .atMost("P3 conforms(to:)", nanoseconds: 100, measured: conforms),
            .atMost("P3 UTType(filenameExtension:)", nanoseconds: 300, measured: byExtension),
            .atMost("P3 UTType(mimeType:)", nanoseconds: 300, measured: byMIMEType),
        ]
        #if !canImport(UniformTypeIdentifiers)
        // Every sample registers new identifiers: registering the same declaration again is a no-op.
        var round = 0
        let shallow = Stopwatch(warmUps: 1, samples: 9).nanoseconds(prepare: {
            round += 1
            return TypeLookups.shallowDeclarations(prefix: "com.example.shallow\(round)")
        }) { declarations in
            try! UTType.register(declarations)
        }
        let chain = Stopwatch(warmUps: 1, samples: 5).nanoseconds(prepare: {
            round += 1
            return TypeLookups.chainDeclarations(prefix: "com.example.chain\(round)")
        }) { declarations in
            try! UTType.register(declarations)
        }
        precondition(UTType("com.example.chain\(round).c999")!.conforms(to: UTType("com.example.chain\(round).c0")!))
        verdicts += [
            .atMost("P3 register 1,000 types (families of 10)", nanoseconds: 10_000_000, measured: shallow),
            .atMost("P3 register 1,000 types (one chain)", nanoseconds: 10_000_000, measured: chain),
        ]
        #endif
        return verdicts
    }
}
