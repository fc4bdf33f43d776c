// swift-tools-version: 6.1
import PackageDescription

// The library has no third-party dependencies, and neither does this manifest: what only the
// benchmarks need lives in the nested package `Benchmarks/`, so an app that adds
// ILikeToMoveIt never fetches anything else.

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ILikeToMoveIt",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "ILikeToMoveIt", targets: ["ILikeToMoveIt"]),
    ],
    targets: [
        // Portable logic: moves, announcements, type identifiers, providers, drops, activities.
        // Imports neither SwiftUI nor UIKit; tested on Linux.
        .target(
            name: "ILikeToMoveItCore",
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        // The umbrella: re-exports the core and holds the SwiftUI/UIKit glue, every file of
        // which sits behind `#if canImport(...)` so the module builds empty on Linux.
        .target(
            name: "ILikeToMoveIt",
            dependencies: ["ILikeToMoveItCore"],
            swiftSettings: swiftSettings
        ),
        // The terminal demo: try every capability on Linux.
        .target(
            name: "DemoKit",
            dependencies: ["ILikeToMoveItCore"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "ilikemoveit",
            dependencies: ["DemoKit"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ILikeToMoveItCoreTests",
            dependencies: ["ILikeToMoveItCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DemoKitTests",
            dependencies: ["DemoKit"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
