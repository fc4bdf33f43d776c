// swift-tools-version: 6.0
// 6.0, the library's own minimum: nothing here needs newer. No app builds this package;
// `Fuzz/run.sh` builds and runs it.
import PackageDescription

// libFuzzer targets for ILikeToMoveIt, kept out of the library's manifest so that nobody who
// depends on the library builds them. Each executable is one fuzzer; build and run them all
// with `Fuzz/run.sh`, which passes `-sanitize=fuzzer,address`; each `main.swift` hands over to
// libFuzzer through `runFuzzer`.

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let fuzzers = [
    "FuzzTypeDeclarations", "FuzzProvidable", "FuzzDynamicIdentifiers", "FuzzMoves", "FuzzUserActivity",
    "FuzzAccessibleMoves", "FuzzLoader", "FuzzUndoByIdentity", "FuzzInflate",
]

let package = Package(
    name: "ILikeToMoveItFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ILikeToMoveIt", path: ".."),
    ],
    targets: [
        // Declares libFuzzer's `LLVMFuzzerRunDriver`, which `-sanitize=fuzzer` links in.
        .target(name: "FuzzerDriver"),
        // The driver, the byte reader and the item types every fuzzer shares.
        .target(
            name: "FuzzSupport",
            dependencies: ["FuzzerDriver", .product(name: "ILikeToMoveIt", package: "ILikeToMoveIt")],
            swiftSettings: swiftSettings
        ),
    ] + fuzzers.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzSupport",
                .product(name: "ILikeToMoveIt", package: "ILikeToMoveIt"),
                .product(name: "ILikeToMoveItTypeDeclarations", package: "ILikeToMoveIt"),
            ],
            swiftSettings: swiftSettings
        )
    },
    swiftLanguageModes: [.v6]
)
