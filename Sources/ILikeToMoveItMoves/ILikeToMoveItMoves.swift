// The accessible moves of SwiftUI lists, without drag and drop: re-exports the portable core;
// the SwiftUI glue of the moves and what the other UI layers share with it (posting
// announcements) live beside this file, each file behind `#if canImport(...)`, so this module
// builds empty of UI code on Linux. ILikeToMoveIt re-exports this module with drag and drop.
@_exported import ILikeToMoveItCore
