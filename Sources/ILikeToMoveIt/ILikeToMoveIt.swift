// Re-exports the portable core; the SwiftUI and UIKit glue lives beside this file, each file
// behind `#if canImport(...)`, so this module builds empty of UI code on Linux.
@_exported import ILikeToMoveItCore
