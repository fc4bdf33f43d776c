// The accessible moves of UIKit lists, for apps that build their lists with UIKit. Re-exports
// ILikeToMoveIt, so one import gives a UIKit app the core's moves and the package's
// drag-and-drop glue too; an app whose lists are all SwiftUI imports ILikeToMoveIt alone and
// links none of this. Every other file of the module sits behind `#if canImport(UIKit)`, so it
// builds empty elsewhere.
@_exported import ILikeToMoveIt
