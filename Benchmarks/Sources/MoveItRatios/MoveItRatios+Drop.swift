import BenchmarkWorkloads
import ILikeToMoveItCore
import Foundation

extension MoveItRatios {
    /// A drop's loading: ten thousand cards loaded through providers, as a drop on a list
    /// loads them, against decoding the same payloads.
    static func dropLoad() async throws -> [Verdict] {
        ProviderLoad.declareCardType()
        let payloads = ProviderLoad.payloads()
        let providers = ProviderLoad.providers(for: payloads)
        // Sampled alternately, so that a change in the machine's load weighs on both alike.
        var loaded: [Result<Card, ItemProviderError>] = []
        var decoded: [Card] = []
        var libraryTimes: [Double] = []
        var directTimes: [Double] = []
        for round in 0..<13 {
            var start = ContinuousClock.now
            loaded = await ProviderLoad.library(providers)
            let library = (ContinuousClock.now - start).nanoseconds
            start = ContinuousClock.now
            decoded = try ProviderLoad.direct(payloads)
            let direct = (ContinuousClock.now - start).nanoseconds
            if round >= 2 {
                libraryTimes.append(library)
                directTimes.append(direct)
            }
        }
        let library = libraryTimes.median
        let direct = directTimes.median
        let values = try loaded.map { try $0.get() }
        precondition(values == decoded && decoded.count == ProviderLoad.count, "drop: the two ways disagree")

        let payloadBytes = Double(payloads.reduce(0) { $0 + $1.count })
        let libraryPeak = try PeakMemory.measure(mode: "library")
        let directPeak = try PeakMemory.measure(mode: "direct")
        let held = HeldMemory.bytes(of: decoded) ?? 0
        return [
            .within("drop: load 10,000 Codable items", factor: 1.3, library: library, baseline: direct,
                    baselineName: "JSONDecoder directly"),
            // What the providers add on top of a direct decode is the loader's own cost, and
            // the target. The peaks themselves are shown for reference: the decoded cards
            // take 2.06× their JSON whichever way they are decoded (each card's title, notes
            // and tags are heap allocations of their own).
            Verdict(
                name: "drop: peak memory over direct decoding", target: "≤ 0.3× payload bytes",
                measured: "\((libraryPeak - directPeak).bytes) more than directly; payloads \(payloadBytes.bytes)",
                ratio: "\(((libraryPeak - directPeak) / payloadBytes).formatted)× payload",
                passes: libraryPeak - directPeak <= 0.3 * payloadBytes),
            Verdict(
                name: "drop: peak memory while loading", target: "none: the payload bytes",
                measured: "\(libraryPeak.bytes) vs \(directPeak.bytes) directly; payloads \(payloadBytes.bytes)",
                ratio: "\((libraryPeak / payloadBytes).formatted)× payload", passes: nil),
            Verdict(
                name: "drop: the decoded cards alone, held", target: "none: the payload bytes",
                measured: "\(held.bytes); payloads \(payloadBytes.bytes)",
                ratio: "\((held / payloadBytes).formatted)× payload", passes: nil),
        ]
    }
}

extension Double {
    var bytes: String {
        self >= 1_048_576 ? "\((self / 1_048_576).formatted) MiB" : "\((self / 1_024).formatted) KiB"
    }
}
