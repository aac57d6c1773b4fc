// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "LayoutPlaygroundBenchmarks",
    dependencies: [
        .package(name: "LayoutPlayground", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // GdkPixbuf, to write the pictures the picture-folder benchmark reads.
        .systemLibrary(name: "CPixbuf", path: "Benchmarks/CPixbuf", pkgConfig: "gdk-pixbuf-2.0"),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CollectionLayout", package: "LayoutPlayground"),
                .product(name: "CollectionRendering", package: "LayoutPlayground"),
                "CPixbuf",
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
