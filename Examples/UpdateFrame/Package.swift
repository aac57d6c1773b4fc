// swift-tools-version:6.0
import PackageDescription

// A command-line tool that draws a batch update half-way through to a PNG,
// headless: CollectionRendering needs Cairo, Pango and GdkPixbuf, not GTK.
let package = Package(
    name: "UpdateFrame",
    dependencies: [
        .package(name: "LayoutPlayground", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "UpdateFrame", dependencies: [
            .product(name: "CollectionLayout", package: "LayoutPlayground"),
            .product(name: "CollectionRendering", package: "LayoutPlayground"),
        ]),
    ]
)
