// The accessible moves of AppKit lists, for Mac apps that build their lists with AppKit.
// Re-exports ILikeToMoveIt, so one import gives an AppKit app the core's moves and the
// package's drag-and-drop glue too; an app whose lists are all SwiftUI imports ILikeToMoveIt
// alone and links none of this. Every file of the module sits behind the same condition, so
// it builds empty elsewhere (Linux, iOS, and Mac Catalyst, whose lists are UIKit's).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@_exported import ILikeToMoveIt
#endif
