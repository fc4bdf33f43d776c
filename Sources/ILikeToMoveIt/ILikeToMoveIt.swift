// Re-exports the accessible moves (ILikeToMoveItMoves, with the portable core) and the portable
// drag and drop (ILikeToMoveItDropsCore); the SwiftUI glue of drag and drop and what UIKit
// lists share with it (item providers, user activities) live beside this file, each file
// behind `#if canImport(...)`, so this module builds empty of UI code on Linux. UIKit lists
// are in the module ILikeToMoveItUIKit.
@_exported import ILikeToMoveItMoves
@_exported import ILikeToMoveItDropsCore
