import BenchmarkWorkloads
import ILikeToMoveItCore
import ILikeToMoveItDropsCore
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
        let libraryPeak = try PeakMemory.measure(mode: "library", count: ProviderLoad.count)
        let directPeak = try PeakMemory.measure(mode: "direct", count: ProviderLoad.count)
        // The same at four times the cards: what grows with the drop, apart from what a
        // process pays once to load anything concurrently.
        let larger = 4 * ProviderLoad.count
        let largerPayloadBytes = Double(ProviderLoad.payloads(count: larger).reduce(0) { $0 + $1.count })
        let largerLibraryPeak = try PeakMemory.measure(mode: "library", count: larger)
        let largerDirectPeak = try PeakMemory.measure(mode: "direct", count: larger)
        let extraPerPayloadByte = ((largerLibraryPeak - libraryPeak) - (largerDirectPeak - directPeak))
            / (largerPayloadBytes - payloadBytes)
        let onceOnly = (libraryPeak - directPeak) - extraPerPayloadByte * payloadBytes
        let held = HeldMemory.bytes(of: decoded) ?? 0
        return [
            .within("drop: load 10,000 Codable items", factor: 1.3, library: library, baseline: direct,
                    baselineName: "JSONDecoder directly"),
            // What the providers add on top of a direct decode, per byte of payload, is the
            // loader's own cost, and the target: the growth of the extra peak from 10,000 to
            // 40,000 cards over the growth of their payloads. What a process pays once, however
            // many items it loads (the concurrency runtime's worker threads, the task group), is
            // shown apart; an app pays it for any `async` work. The peaks themselves are shown
            // for reference: the decoded cards take 2.06× their JSON whichever way they are
            // decoded (each card's title, notes and tags are heap allocations of their own).
            Verdict(
                name: "drop: peak memory over direct decoding, per payload byte", target: "≤ 0.3× payload bytes",
                measured: "\(((largerLibraryPeak - libraryPeak) - (largerDirectPeak - directPeak)).signedBytes) than directly"
                    + " for \((largerPayloadBytes - payloadBytes).bytes) more payload (30,000 cards)",
                ratio: "\(extraPerPayloadByte.formatted)× payload",
                passes: extraPerPayloadByte <= 0.3),
            Verdict(
                name: "drop: peak memory over direct decoding, paid once", target: "none: the payload bytes",
                measured: "\(onceOnly.signedBytes) than directly, whatever the count; payloads \(payloadBytes.bytes)",
                ratio: "\((onceOnly / payloadBytes).formatted)× payload", passes: nil),
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

    /// "48.0 KiB more" or "48.0 KiB less".
    var signedBytes: String {
        self >= 0 ? "\(bytes) more" : "\((-self).bytes) less"
    }
}
