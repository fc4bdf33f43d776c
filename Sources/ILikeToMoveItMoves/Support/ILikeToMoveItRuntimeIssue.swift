#if canImport(os)
import os
#endif

/// Tells the developer at run time about a mistake that compiles but cannot work, such as a
/// row identified by another type than its list: a fault in the log under the subsystem that
/// Xcode shows as a runtime issue, once per message, so the app keeps running.
enum ILikeToMoveItRuntimeIssue {
    /// The messages reported already.
    @MainActor private static var reported: Set<String> = []

    /// Reports `message` the first time it is given.
    @MainActor static func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        #if canImport(os)
        os_log(.fault, log: OSLog(subsystem: "com.apple.runtime-issues", category: "ILikeToMoveIt"), "%{public}@", message)
        #endif
    }
}
