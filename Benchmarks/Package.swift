// swift-tools-version: 6.1
// 6.1, not the library's 6.0: ordo-one/benchmark's `MallocInterposer` is a package trait, and
// traits need tools version 6.1. No app builds this package, so its requirement is its own.
import Foundation
import PackageDescription

// Benchmarks live in their own package so that an app adding ILikeToMoveIt never fetches
// ordo-one/benchmark. `run.sh` builds both executables in release and prints the table.

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

// The workloads drive the list session exactly as the SwiftUI layer does, through the core's
// `package` declarations (`ListSessionDriver`, `ItemsList`, `ItemLoader`), which stay out of
// the library's public API. To see them, the workloads' module is compiled as a member of the
// library's package: its package name is the identity SwiftPM gives the dependency at `..`
// (the name of the checkout's directory, lowercased, other characters than letters and
// digits made `_`), passed after SwiftPM's own, which it overrides.
let libraryPackageName: String = {
    let directory = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent
    let name = String(directory.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    return name.first?.isNumber == true ? "_" + name : name
}()

let package = Package(
    name: "ILikeToMoveItBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ILikeToMoveIt", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The workloads and their baselines, shared by both executables below.
        .target(
            name: "BenchmarkWorkloads",
            dependencies: [
                .product(name: "ILikeToMoveIt", package: "ILikeToMoveIt"),
                .product(name: "ILikeToMoveItTypeDeclarations", package: "ILikeToMoveIt"),
            ],
            packageAccess: false,  // SwiftPM passes no package name of its own then
            swiftSettings: swiftSettings + [.unsafeFlags(["-package-name", libraryPackageName])]
        ),
        // Every workload under ordo-one/benchmark: wall clock, instructions, mallocs, peak memory.
        .executableTarget(
            name: "MoveItBenchmarks",
            dependencies: [
                "BenchmarkWorkloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/MoveItBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Each target next to its baseline, timed in the same process: the ratio table.
        .executableTarget(
            name: "MoveItRatios",
            dependencies: ["BenchmarkWorkloads"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
