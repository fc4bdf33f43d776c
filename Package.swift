// swift-tools-version: 6.0
// Swift 6.0 (Xcode 16.0) is the stated minimum: the manifest uses nothing newer, and CI's
// Xcode 16.0 job (.github/workflows/ci.yml) builds the library and the example with it. The
// tests need Swift 6.1 (errors returned by `#expect(throws:)`, task groups whose result type
// is inferred); the nested Benchmarks package needs 6.1 for package traits.
import PackageDescription

// The library has no third-party dependencies, and neither does this manifest: what only the
// benchmarks need lives in the nested package `Benchmarks/`, so an app that adds
// ILikeToMoveIt never fetches anything else.

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

// Where Apple's UniformTypeIdentifiers is missing, the core uses the package's own UTType.
let portableUTTypePlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "ILikeToMoveIt",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        // Everything for SwiftUI apps: the accessible moves and drag and drop of an app's own
        // types. The drop-in for apps of ILikeToMoveIt 0.x.
        .library(name: "ILikeToMoveIt", targets: ["ILikeToMoveIt"]),
        // The accessible moves of SwiftUI lists alone, without drag and drop: what an app that
        // only reorders links (ILikeToMoveIt re-exports it).
        .library(name: "ILikeToMoveItMoves", targets: ["ILikeToMoveItMoves"]),
        // UIKit lists (collection and table views) on the same moves; re-exports ILikeToMoveIt.
        // Its own product so that an app whose lists are SwiftUI does not link it.
        .library(name: "ILikeToMoveItUIKit", targets: ["ILikeToMoveItUIKit"]),
        // AppKit lists (table and collection views) on the same moves; re-exports ILikeToMoveIt.
        // Its own product so that a Mac app whose lists are SwiftUI does not link it.
        .library(name: "ILikeToMoveItAppKit", targets: ["ILikeToMoveItAppKit"]),
        // For tools, not apps: reading and checking the type declarations of an Info.plist.
        .library(name: "ILikeToMoveItTypeDeclarations", targets: ["ILikeToMoveItTypeDeclarations"]),
    ],
    targets: [
        // Portable logic of the moves: the list session, the moves, undo, announcements and
        // their tables. Imports neither SwiftUI nor UIKit; tested on Linux. On Apple platforms
        // it re-exports Apple's UTType; elsewhere the portable one, which only those platforms
        // link.
        .target(
            name: "ILikeToMoveItCore",
            dependencies: [
                "ILikeToMoveItSupport",
                .target(name: "ILikeToMoveItUTType", condition: .when(platforms: portableUTTypePlatforms)),
            ],
            // Translators edit the readable tables in Translations/ (with their guide,
            // TRANSLATING.md); an app copies only Resources/MoveStrings.tables, the same tables
            // minified and compressed, which scripts/pack-strings.py writes from them.
            exclude: ["Translations"],
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        // Portable logic of drag and drop: providers, loading, drops into lists, user
        // activities. A module of its own so that an app that only reorders does not link it.
        .target(
            name: "ILikeToMoveItDropsCore",
            dependencies: ["ILikeToMoveItCore", "ILikeToMoveItSupport"],
            swiftSettings: swiftSettings
        ),
        // The portable UTType with Apple's API: the system types, conformance, tags, and the
        // registration of an app's declarations. Built where UniformTypeIdentifiers is missing.
        .target(
            name: "ILikeToMoveItUTType",
            dependencies: ["ILikeToMoveItSupport", "ILikeToMoveItTypeDeclarations"],
            swiftSettings: swiftSettings
        ),
        // Type declarations as an Info.plist states them: XML and binary property-list
        // reading, validation, the type graph, and the checker. Linked by the portable UTType
        // and the command-line checker, never by an app on Apple platforms.
        .target(
            name: "ILikeToMoveItTypeDeclarations",
            swiftSettings: swiftSettings
        ),
        // A lock the other targets share (iOS 15 has no Synchronization.Mutex).
        .target(
            name: "ILikeToMoveItSupport",
            swiftSettings: swiftSettings
        ),
        // The SwiftUI moves: re-exports the core and holds the SwiftUI glue of the moves and what
        // the other UI layers share with it (posting announcements), every file of which sits
        // behind `#if canImport(...)` so the module builds empty on Linux. Its privacy manifest
        // speaks for what an app links from this package (this target, the cores and the
        // support lock; the other targets use no API that needs a reason);
        // scripts/check-package-files.py checks it against them.
        .target(
            name: "ILikeToMoveItMoves",
            dependencies: ["ILikeToMoveItCore", "ILikeToMoveItSupport"],
            resources: [.copy("PrivacyInfo.xcprivacy")],
            swiftSettings: swiftSettings
        ),
        // The umbrella: re-exports the moves and the drops core, and holds the SwiftUI glue of
        // drag and drop and what UIKit lists share with it (item providers, user activities),
        // each file behind `#if canImport(...)`.
        .target(
            name: "ILikeToMoveIt",
            dependencies: ["ILikeToMoveItMoves", "ILikeToMoveItDropsCore", "ILikeToMoveItCore", "ILikeToMoveItSupport"],
            swiftSettings: swiftSettings
        ),
        // UIKit lists: the hands of the core's list session for collection and table views,
        // behind `#if canImport(UIKit)`, and a re-export of ILikeToMoveIt. A module of its
        // own, as each UI framework gets one, so that an app whose lists are all SwiftUI does
        // not link it.
        .target(
            name: "ILikeToMoveItUIKit",
            dependencies: ["ILikeToMoveIt", "ILikeToMoveItMoves", "ILikeToMoveItDropsCore", "ILikeToMoveItCore", "ILikeToMoveItDataSource"],
            swiftSettings: swiftSettings
        ),
        // AppKit lists: the hands of the core's list session for table and collection views,
        // every file behind `#if canImport(AppKit) && !targetEnvironment(macCatalyst)` (a
        // Catalyst app's lists are UIKit's), and a re-export of ILikeToMoveIt. A module of its
        // own, beside the UIKit one, so that an app links only the framework it uses.
        .target(
            name: "ILikeToMoveItAppKit",
            dependencies: ["ILikeToMoveIt", "ILikeToMoveItMoves", "ILikeToMoveItDropsCore", "ILikeToMoveItCore", "ILikeToMoveItDataSource"],
            swiftSettings: swiftSettings
        ),
        // Portable: a list that a data source holds as identifiers (`IdentifierList`), and the
        // row moves a view makes of an `onMove`-shaped move, which the UIKit and AppKit lists
        // move through the session; tested on Linux. A target of its own so that only those
        // layers link it, not every app.
        .target(
            name: "ILikeToMoveItDataSource",
            dependencies: ["ILikeToMoveItCore", "ILikeToMoveItDropsCore"],
            swiftSettings: swiftSettings
        ),
        // The terminal demo: try every capability on Linux.
        .target(
            name: "DemoKit",
            dependencies: ["ILikeToMoveItCore", "ILikeToMoveItDropsCore", "ILikeToMoveItTypeDeclarations"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "ilikemoveit",
            dependencies: ["DemoKit"],
            swiftSettings: swiftSettings
        ),
        // The core's tests; DemoKit for the demo's own types that they drive beside the core
        // (CarriedItems, MoveHistory).
        .testTarget(
            name: "ILikeToMoveItCoreTests",
            dependencies: [
                "ILikeToMoveItCore", "ILikeToMoveItDropsCore", "ILikeToMoveItDataSource", "ILikeToMoveItSupport", "ILikeToMoveItTypeDeclarations",
                "DemoKit",
                .target(name: "ILikeToMoveItUTType", condition: .when(platforms: portableUTTypePlatforms)),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DemoKitTests",
            dependencies: ["DemoKit", "ILikeToMoveItTypeDeclarations"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
