// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "LayoutPlaygroundBenchmarks",
    dependencies: [
        .package(name: "LayoutPlayground", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Writes the pictures of the folder benchmarks (GdkPixbuf, linked through CollectionRendering).
        .target(name: "CPixbufWriter", path: "Benchmarks/CPixbufWriter"),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CollectionLayout", package: "LayoutPlayground"),
                .product(name: "CollectionRendering", package: "LayoutPlayground"),
                "CPixbufWriter",
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
