// swift-tools-version:6.0
import PackageDescription
import Foundation

// GTK's header folders, from pkg-config, for the app's targets only. They are
// passed as plain -I flags rather than through a `pkgConfig:` system library:
// SwiftPM evaluates every pkg-config system library of a dependency package
// (used or not), and GLib's pkg-config file carries -pthread, which SwiftPM
// refuses in dependencies with a warning. Unsafe flags are refused per
// product, and no library product contains these targets, so a package that
// depends on CollectionLayout or CollectionRendering never sees them.
func includeFlags(pkgConfig module: String) -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I", module]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
}
let gtkIncludes = includeFlags(pkgConfig: "gtk+-3.0")
let gtkSwift: [SwiftSetting] = [.unsafeFlags(gtkIncludes.flatMap { ["-Xcc", $0] })]

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
        // GTK 3 for the app (libgtk-3-dev); its header folders come from gtkIncludes.
        .systemLibrary(name: "CGtk"),
        // Cairo, Pango and GdkPixbuf for the renderer: no GTK, no flags (see shim.h).
        .systemLibrary(name: "CRendering"),
        // Pictures drawn through a projective map, pixel by pixel (plain C, no flags: the
        // library stays usable as a dependency; release builds optimise it).
        .target(name: "CProjection"),
        .target(name: "CollectionRendering", dependencies: ["CollectionLayout", "CRendering", "CProjection"]),
        // The canvas's accessible object: GObject subclasses are plain C.
        .target(
            name: "CanvasAccessibility", dependencies: ["CGtk"],
            cSettings: [.unsafeFlags(gtkIncludes)]
        ),
        // The canvas's X window: whether a frame draws straight into it, and whether it lost pixels.
        .target(
            name: "CanvasWindow", dependencies: ["CGtk"],
            cSettings: [.unsafeFlags(gtkIncludes)]
        ),
        .executableTarget(
            name: "LayoutPlayground",
            dependencies: [
                "CollectionLayout", "CollectionRendering", "CGtk", "CanvasAccessibility", "CanvasWindow",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: gtkSwift
        ),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout"]),
        .testTarget(
            name: "CollectionRenderingTests",
            // CGtk: GdkPixbuf writes the pictures of the picture-folder tests.
            dependencies: ["CollectionRendering", "CollectionLayout", "CRendering", "CGtk"],
            exclude: ["References"],
            swiftSettings: gtkSwift
        ),
        .testTarget(
            // CGtk: GdkPixbuf writes the pictures of the picture-folder tests.
            name: "LayoutPlaygroundTests", dependencies: ["CollectionLayout", "LayoutPlayground", "CGtk"],
            // The screen-reader probes, the drop tests' drag source and the browser probe
            // run from the source tree, with the system's Python.
            exclude: ["UI/AccessibilityProbe.py", "UI/DragSource.py", "Export/BrowserProbe.py",
                      "UI/ScreenReaderSession.py", "UI/FlowBoxReference.py"],
            swiftSettings: gtkSwift
        ),
    ],
    swiftLanguageModes: [.v6]
)
