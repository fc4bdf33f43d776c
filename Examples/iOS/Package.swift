// swift-tools-version: 6.0
// The library's minimum, Swift 6.0 (Xcode 16.0), as the Xcode project beside it.
import PackageDescription

// The example app's code, as a package that depends on the library by path, so it builds
// against the working copy. `ILikeToMoveItExample` holds every view; the executable target
// holds only the `@main` app. ILikeToMoveItExample.xcodeproj builds the same two folders as
// an iOS app (see README.md).
//
// The package leaves out `XcodeOnly/`: the SwiftData screen needs SwiftData's `@Model`
// macro, whose plugin ships only with Xcode, so the Linux toolchain that checks this package
// cannot expand it. Xcode compiles it with the app (the project's source folder includes it),
// and the GitHub macOS jobs build that project; code that uses it is behind
// `#if !SWIFT_PACKAGE`. The `@Observable` store compiles here (ios-build names the member
// the toolchain's Observation plugin adds) with the iOS 17.4 SDK; the macOS build leaves it
// out (see Models/ChoreStore.swift).

let package = Package(
    name: "ILikeToMoveItExample",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "ILikeToMoveItExample", targets: ["ILikeToMoveItExample"]),
    ],
    dependencies: [
        // Named explicitly: a path dependency's identity is otherwise the folder's name,
        // which differs between clones.
        .package(name: "ILikeToMoveIt", path: "../.."),
    ],
    targets: [
        .target(
            name: "ILikeToMoveItExample",
            dependencies: [
                .product(name: "ILikeToMoveIt", package: "ILikeToMoveIt"),
                // The UIKit screen's list.
                .product(name: "ILikeToMoveItUIKit", package: "ILikeToMoveIt"),
            ],
            exclude: ["XcodeOnly"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
        ),
        // The Mac screen: an AppKit table view controller on ILikeToMoveItAppKit, for a Mac app
        // to show. Its code sits behind `#if canImport(AppKit)`, so the target is empty on iOS;
        // scripts/apple-builds.sh compiles it with the macOS 14.0 SDK. The iOS app's Xcode
        // project does not include it.
        .target(
            name: "ILikeToMoveItMacExample",
            dependencies: [
                "ILikeToMoveItExample",
                .product(name: "ILikeToMoveItAppKit", package: "ILikeToMoveIt"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
        ),
        // The package's documented call shapes, only compiled: a check, not part of the app.
        .target(
            name: "ILikeToMoveItAPIChecks",
            dependencies: [
                "ILikeToMoveItExample",
                .product(name: "ILikeToMoveIt", package: "ILikeToMoveIt"),
                .product(name: "ILikeToMoveItUIKit", package: "ILikeToMoveIt"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Code written as apps of the original ILikeToMoveIt 0.x write it, in Swift 5 mode
        // as theirs is: it must compile unchanged. Only compiled, like the API checks.
        .target(
            name: "ILikeToMoveItCompatibility",
            dependencies: [.product(name: "ILikeToMoveIt", package: "ILikeToMoveIt")],
            exclude: ["README.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ILikeToMoveItExampleApp",
            dependencies: ["ILikeToMoveItExample"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
