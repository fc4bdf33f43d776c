// swift-tools-version: 6.1
// 6.1, not the library's 6.0: ordo-one/benchmark's `MallocInterposer` is a package trait, and
// traits need tools version 6.1. No app builds this package, so its requirement is its own.
import PackageDescription

// Benchmarks live in their own package so that an app adding ILikeToMoveIt never fetches
// ordo-one/benchmark. `run.sh` builds both executables in release and prints the table.

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

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
            swiftSettings: swiftSettings
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
