/// How an announcement treats speech already under way, on platforms that let an
/// announcement say so (iOS 17 and macOS 14 and later through the announcement priority of an
/// attributed string; earlier macOS through AppKit's announcement priority levels).
///
/// The platform glue translates each case to the platform's own value one to one; which case
/// is used is decided by ``AnnouncementScheduler`` (its `priority`), where a Linux test sees it.
/// iOS 15 and 16 have no priorities, only queueing: there the scheduler's
/// ``AnnouncementScheduler/queued`` applies instead.
package enum AnnouncementPriority: Hashable, Sendable, CaseIterable {
    /// Queued: spoken once current speech has finished; later speech, such as a focus
    /// change, may cut it off.
    case low
    /// Interrupts current speech and may itself be interrupted.
    case `default`
    /// Interrupts current speech and is not interrupted once it has started.
    case high
}
