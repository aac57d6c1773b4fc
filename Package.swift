// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LayoutPlayground",
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "CollectionRendering", targets: ["CollectionRendering"]),
        .executable(name: "layout-playground", targets: ["LayoutPlayground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` for CollectionLayout's DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "CollectionLayout"),
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // Pictures drawn through a projective map, pixel by pixel (plain C, no flags: the
        // library stays usable as a dependency; release builds optimise it).
        .target(name: "CProjection"),
        .target(name: "CollectionRendering", dependencies: ["CollectionLayout", "CGtk", "CProjection"]),
        // The canvas's accessible object: GObject subclasses are plain C.
        .target(name: "CanvasAccessibility", dependencies: ["CGtk"]),
        .executableTarget(
            name: "LayoutPlayground",
            dependencies: [
                "CollectionLayout", "CollectionRendering", "CGtk", "CanvasAccessibility",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout"]),
        .testTarget(
            name: "CollectionRenderingTests",
            dependencies: ["CollectionRendering", "CollectionLayout", "CGtk"],
            exclude: ["References"]
        ),
        .testTarget(
            // CGtk: GdkPixbuf writes the pictures of the picture-folder tests.
            name: "LayoutPlaygroundTests", dependencies: ["CollectionLayout", "LayoutPlayground", "CGtk"],
            // The screen-reader probes, the drop tests' drag source and the browser probe
            // run from the source tree, with the system's Python.
            exclude: ["UI/AccessibilityProbe.py", "UI/DragSource.py", "Export/BrowserProbe.py",
                      "UI/ScreenReaderSession.py", "UI/FlowBoxReference.py"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
