// Re-exports the portable core; the SwiftUI glue and what UIKit shares with it (posting
// announcements, item providers, user activities) live beside this file, each file behind
// `#if canImport(...)`, so this module builds empty of UI code on Linux. UIKit lists are in
// the module ILikeToMoveItUIKit.
@_exported import ILikeToMoveItCore
