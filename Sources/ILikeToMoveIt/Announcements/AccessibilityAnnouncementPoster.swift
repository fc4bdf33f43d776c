// The iOS 15 and 16 SDKs declare UIKit's notification names and attribute keys without
// Sendable annotations; later SDKs add them.
#if canImport(UIKit)
import Foundation
@preconcurrency import UIKit
#elseif canImport(AppKit)
@preconcurrency import AppKit
import Foundation
#endif

#if canImport(UIKit) || canImport(AppKit)
/// Posts announcements to the screen reader and reports when the platform says one finished.
///
/// Only the posting lives here; when to post, retry or give up is decided by the core's
/// `AnnouncementScheduler` (see ``AnnouncementDriver``).
///
/// - UIKit: `UIAccessibility.post(notification: .announcement, …)` with an attributed string
///   whose `accessibilitySpeechQueueAnnouncement` asks VoiceOver to queue the text behind
///   current speech (iOS 11+) instead of cutting it, and the
///   `announcementDidFinishNotification`, whose `announcementWasSuccessfulUserInfoKey` says
///   whether it was spoken.
/// - AppKit: `NSAccessibility.post(element:notification:userInfo:)` with
///   `.announcementRequested`; a queued announcement asks for medium priority (spoken after
///   current speech), an interrupting one for high. AppKit reports no finish, so there are
///   no retries on macOS.
@MainActor
final class AccessibilityAnnouncementPoster: NSObject {
    /// Called on the main actor with the announced text and whether it was spoken.
    var onFinish: ((_ text: String, _ spoken: Bool) -> Void)?

    override init() {
        super.init()
        #if canImport(UIKit)
        // A selector-based observer is removed automatically when the poster goes away.
        NotificationCenter.default.addObserver(
            self, selector: #selector(announcementDidFinish(_:)),
            name: UIAccessibility.announcementDidFinishNotification, object: nil)
        #endif
    }

    #if canImport(UIKit)
    /// Receives the finish report on whatever thread posts it and hops to the main actor.
    @objc nonisolated private func announcementDidFinish(_ notification: Notification) {
        let info = notification.userInfo
        let text = info?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? ""
        let spoken = info?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? Bool ?? false
        Task { @MainActor [weak self] in self?.onFinish?(text, spoken) }
    }
    #endif

    /// Posts `text`, queued behind current speech when `queued` is true.
    func post(_ text: String, queued: Bool) {
        #if canImport(UIKit)
        let announcement = NSAttributedString(
            string: text, attributes: [.accessibilitySpeechQueueAnnouncement: queued])
        UIAccessibility.post(notification: .announcement, argument: announcement)
        #elseif canImport(AppKit)
        let priority: NSAccessibilityPriorityLevel = queued ? .medium : .high
        NSAccessibility.post(
            element: NSApplication.shared,
            notification: .announcementRequested,
            userInfo: [.announcement: text, .priority: priority.rawValue])
        #endif
    }
}
#endif
