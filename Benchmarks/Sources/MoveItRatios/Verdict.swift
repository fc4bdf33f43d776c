/// One line of the table: a workload, its baseline and target, what was measured and
/// whether the target holds.
struct Verdict {
    let name: String
    let target: String
    let measured: String
    let ratio: String
    /// Whether the target holds; `nil` for a ratio without a target.
    let passes: Bool?

    /// A target of the form "at most `factor`× the baseline's time".
    static func within(_ name: String, factor: Double, library: Double, baseline: Double, baselineName: String) -> Verdict {
        let ratio = library / baseline
        return Verdict(
            name: name, target: "≤ \(factor.formatted)× \(baselineName)",
            measured: "\(library.duration) vs \(baseline.duration)", ratio: "\(ratio.formatted)×",
            passes: ratio <= factor)
    }

    /// A ratio shown without a target.
    static func ratio(_ name: String, library: Double, baseline: Double, baselineName: String) -> Verdict {
        Verdict(
            name: name, target: "none: \(baselineName)", measured: "\(library.duration) vs \(baseline.duration)",
            ratio: "\((library / baseline).formatted)×", passes: nil)
    }
}

extension Double {
    /// Three significant digits at most, no exponent.
    var formatted: String {
        let magnitude = abs(self)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        var scaled = (self * pow10(decimals)).rounded() / pow10(decimals)
        if scaled == -0 { scaled = 0 }
        var text = decimals == 0 ? String(Int(scaled)) : String(scaled)
        if text.contains("."), decimals > 0 {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            text = parts[0] + "." + String(parts[1].prefix(decimals))
        }
        return text
    }

    /// A time in nanoseconds, in the unit that reads best.
    var duration: String {
        switch self {
        case ..<1_000: "\(formatted) ns"
        case ..<1_000_000: "\((self / 1_000).formatted) µs"
        case ..<1_000_000_000: "\((self / 1_000_000).formatted) ms"
        default: "\((self / 1_000_000_000).formatted) s"
        }
    }

    private func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}

/// Prints verdicts as a Markdown table.
func printTable(_ verdicts: [Verdict]) {
    print("| Workload | Baseline, and the ratio's target | Measured (workload vs baseline) | Ratio | Result |")
    print("|---|---|---|---|---|")
    for verdict in verdicts {
        print("| \(verdict.name) | \(verdict.target) | \(verdict.measured) | \(verdict.ratio) | \(verdict.passes.map { $0 ? "pass" : "FAIL" } ?? "for reference") |")
    }
}
