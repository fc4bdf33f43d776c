import ILikeToMoveItSupport
/// Reports configuration problems once each, however often the code that finds them runs
/// (SwiftUI rebuilds drop destinations on every body evaluation).
///
/// ```swift
/// let reporter = DiagnosticReporter { message in logger.warning("\(message)") }
/// ```
public final class DiagnosticReporter: Sendable {
    /// Writes each new message to standard error, prefixed with the package name.
    public static let standardError = DiagnosticReporter { message in
        var stream = StandardErrorStream()
        print("ILikeToMoveIt: \(message)", to: &stream)
    }

    private let sink: @Sendable (String) -> Void
    private let reported = Locked<Set<String>>([])

    /// Creates a reporter.
    /// - Parameter sink: Receives each distinct message the first time it is reported.
    public init(_ sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    /// Passes `message` to the sink unless this reporter has already reported it.
    /// - Parameter message: The problem and what to do about it.
    /// - Returns: `true` when the message was new and passed on.
    @discardableResult
    public func report(_ message: String) -> Bool {
        let isNew = reported.withLock { $0.insert(message).inserted }
        if isNew { sink(message) }
        return isNew
    }
}
