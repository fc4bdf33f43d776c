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
import ILikeToMoveItCore

// The announcement priority and `AccessibilityNotification` come with the iOS 17 SDK, whose
// Accessibility module has a higher version than iOS 16's (checked: 452.10 in the iOS 17.4
// SDK, 387.10.10 in the iOS 16.5 SDK, which lacks both). Built against an older SDK, only the
// queued path is compiled; an SDK that has the API under a version below 400 would do the
// same, which still announces. On the Mac, AppKit's own announcement, which has had
// priorities since macOS 10.9, is used on every version, so the Mac has one path.
#if canImport(Accessibility, _version: 400) && canImport(UIKit)
@preconcurrency import Accessibility
#endif

/// Something that posts announcements through the app's one poster and hears, by its own
/// token, whether each was spoken.
@MainActor
package protocol AccessibilityAnnouncementOwner: AnyObject {
    /// The screen reader finished the announcement posted with `token`, spoken or not.
    func announcementFinished(_ token: AnnouncementScheduler.Token, spoken: Bool)
}

extension ListHands where Self: AccessibilityAnnouncementOwner {
    /// A list's announcements go through the app's one poster, which reports each end back
    /// to the list.
    package func post(_ text: String, queued: Bool, priority: AnnouncementPriority, token: AnnouncementScheduler.Token) {
        AccessibilityAnnouncementPoster.shared.post(text, queued: queued, priority: priority, token: token, from: self)
    }

    /// A list's misuse is reported as a runtime issue.
    package func reportMisuse(_ message: String) {
        ILikeToMoveItRuntimeIssue.report(message)
    }
}

/// The app's one poster of announcements to the screen reader: every moveable list and every
/// drop destination posts through it, and it hands each finish report to the owner of the
/// post it finishes, by token (the core's `AnnouncementRouter` matches reports, which carry
/// only the text, to posts), so two lists that say the same words never take each other's
/// reports.
///
/// Only the posting lives here; when to post, retry or give up, and with which priority or
/// queueing, is decided by the core's `AnnouncementScheduler`. Each platform gets the
/// strongest way it has to be heard:
///
/// - iOS 17 and later: `AccessibilityNotification.Announcement` with an `AttributedString`
///   whose `accessibilitySpeechAnnouncementPriority` is the scheduler's priority (high: it
///   interrupts and, once started, a focus change cannot cut it off).
/// - iOS 15 and 16: `UIAccessibility.post(notification: .announcement, …)` with an
///   attributed string whose `accessibilitySpeechQueueAnnouncement` asks VoiceOver to queue
///   the text behind current speech instead of cutting it.
/// - macOS (SwiftUI and AppKit lists alike): `NSAccessibility.post(element:notification:userInfo:)`
///   for the application element, as `NSAccessibilityConstants.h` asks, with
///   `.announcementRequested`, the text under `.announcement` and AppKit's priority level
///   for the scheduler's priority under `.priority`.
///
/// On iOS the `announcementDidFinishNotification`, whose `announcementWasSuccessfulUserInfoKey`
/// says whether the text was spoken, is passed back for the scheduler's retries. AppKit
/// declares no such notification (none in the macOS 14.0 SDK), so nothing is passed back and
/// there are no retries on macOS.
@MainActor
package final class AccessibilityAnnouncementPoster: NSObject {
    /// The poster of the app.
    package static let shared = AccessibilityAnnouncementPoster()

    private var router = AnnouncementRouter<ObjectIdentifier>()
    private var owners: [ObjectIdentifier: WeakOwner] = [:]

    private struct WeakOwner {
        weak var owner: (any AccessibilityAnnouncementOwner)?
    }

    override private init() {
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
        Task { @MainActor [weak self] in self?.finished(text: text, spoken: spoken) }
    }
    #endif

    /// Hands a finish report to the owner of the post it finishes.
    private func finished(text: String, spoken: Bool) {
        guard let (owner, token) = router.finished(text: text) else { return }
        owners[owner]?.owner?.announcementFinished(token, spoken: spoken)
    }

    /// Forgets the posts of an owner that goes away.
    package func forget(_ owner: any AccessibilityAnnouncementOwner) {
        let id = ObjectIdentifier(owner)
        router.forget(id)
        owners[id] = nil
    }

    /// Posts `text` for `owner` under its `token`, with `priority` where the platform has
    /// announcement priorities, and queued behind current speech when `queued` is true where
    /// it has only queueing.
    func post(
        _ text: String, queued: Bool, priority: AnnouncementPriority, token: AnnouncementScheduler.Token,
        from owner: any AccessibilityAnnouncementOwner
    ) {
        let id = ObjectIdentifier(owner)
        owners[id] = WeakOwner(owner: owner)
        router.posted(text, by: id, token: token)
        #if canImport(Accessibility, _version: 400) && canImport(UIKit)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            var announcement = AttributedString(text)
            announcement.accessibilitySpeechAnnouncementPriority = priority.attributeValue
            AccessibilityNotification.Announcement(announcement).post()
            return
        }
        #endif
        #if canImport(UIKit)
        let announcement = NSAttributedString(
            string: text, attributes: [.accessibilitySpeechQueueAnnouncement: queued])
        UIAccessibility.post(notification: .announcement, argument: announcement)
        #elseif canImport(AppKit)
        NSAccessibility.post(
            element: NSApplication.shared,
            notification: .announcementRequested,
            userInfo: [.announcement: text, .priority: priority.appKitLevel.rawValue])
        #endif
    }
}

extension AnnouncementPriority {
    #if canImport(Accessibility, _version: 400) && canImport(UIKit)
    /// The same priority as the attributed-string value of iOS 17.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    var attributeValue: AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.AnnouncementPriority {
        switch self {
        case .low: .low
        case .default: .default
        case .high: .high
        }
    }
    #endif

    #if canImport(AppKit) && !canImport(UIKit)
    /// The same priority as AppKit's level (low, medium, high).
    var appKitLevel: NSAccessibilityPriorityLevel {
        switch self {
        case .low: .low
        case .default: .medium
        case .high: .high
        }
    }
    #endif
}
#endif
