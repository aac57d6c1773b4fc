// swift-tools-version:6.0
import PackageDescription

// A command-line tool that uses only CollectionLayout: no drawing, no GTK.
let package = Package(
    name: "LayoutSummary",
    dependencies: [
        // The Layout Playground checkout this example lives in. `name:` lets the
        // products below say "LayoutPlayground" whatever the folder is called.
        .package(name: "LayoutPlayground", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "LayoutSummary", dependencies: [
            .product(name: "CollectionLayout", package: "LayoutPlayground"),
        ]),
    ]
)
