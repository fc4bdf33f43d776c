import BenchmarkWorkloads
import ILikeToMoveItCore
import Foundation

/// Peak memory of loading the cards, measured in a fresh process so that no memory freed by
/// an earlier benchmark is reused unseen: the growth of the peak resident set size (VmHWM)
/// while loading, after the payloads and providers exist. Linux only; elsewhere it reads 0.
enum PeakMemory {
    /// Runs this executable as `peak-memory mode count` and returns the bytes it reports.
    static func measure(mode: String, count: Int) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["peak-memory", mode, String(count)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let bytes = Double(text) else { throw PeakMemoryError(output: text) }
        return bytes
    }

    /// The child's side: prepares the payloads, resets the peak, loads, prints the growth.
    static func child(mode: String, count: Int) async throws {
        ProviderLoad.declareCardType()
        let payloads = ProviderLoad.payloads(count: count)
        let providers = ProviderLoad.providers(for: payloads)
        resetPeak()
        let before = statusBytes("VmRSS")
        let peak: Int
        switch mode {
        case "library":
            let results = await ProviderLoad.library(providers)
            peak = statusBytes("VmHWM")
            precondition(results.count == payloads.count)
            consume(results)
        case "direct":
            let cards = try ProviderLoad.direct(payloads)
            peak = statusBytes("VmHWM")
            precondition(cards.count == payloads.count)
            consume(cards)
        default: throw PeakMemoryError(output: "unknown mode \(mode)")
        }
        consume(providers)
        print(max(0, peak - before))
    }

    /// Writing 5 to clear_refs resets VmHWM to the current resident set size.
    private static func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    private static func statusBytes(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1_024
        }
        return 0
    }
}

struct PeakMemoryError: Error, CustomStringConvertible {
    let output: String
    var description: String { "peak-memory child printed \"\(output)\" instead of a byte count" }
}
