// swift-tools-version:6.0
import PackageDescription

// GTK's header folders, for the app's targets only: the folders Debian and
// Ubuntu install libgtk-3-dev's headers in (what `pkg-config --cflags-only-I
// gtk+-3.0` prints there), fixed by the architecture this manifest is built
// for. Nothing is run or looked up while the manifest is evaluated: SwiftPM
// caches an evaluation across builds and checkouts, so a result read from the
// system would outlive installing GTK. Without the headers, the app's C
// headers stop on one line that says to run `bash .ci/install-deps`.
//
// They are passed as plain -I flags rather than through a `pkgConfig:` system
// library: SwiftPM evaluates every pkg-config system library of a dependency
// package (used or not), and GLib's pkg-config file carries -pthread, which
// SwiftPM refuses in dependencies with a warning. Unsafe flags are refused per
// product, and no library product contains these targets, so a package that
// depends on CollectionLayout or CollectionRendering never sees them.
#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#elseif arch(arm)
let multiarch = "arm-linux-gnueabihf"
#elseif arch(i386)
let multiarch = "i386-linux-gnu"
#elseif arch(powerpc64le)
let multiarch = "powerpc64le-linux-gnu"
#elseif arch(s390x)
let multiarch = "s390x-linux-gnu"
#elseif arch(riscv64)
let multiarch = "riscv64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif
let gtkIncludes: [String] = [
    "/usr/include/gtk-3.0", "/usr/include/pango-1.0", "/usr/include/glib-2.0",
    "/usr/lib/\(multiarch)/glib-2.0/include", "/usr/include/harfbuzz", "/usr/include/freetype2",
    "/usr/include/libpng16", "/usr/include/libmount", "/usr/include/blkid", "/usr/include/fribidi",
    "/usr/include/cairo", "/usr/include/pixman-1", "/usr/include/gdk-pixbuf-2.0", "/usr/include/\(multiarch)",
    "/usr/include/gio-unix-2.0", "/usr/include/atk-1.0", "/usr/include/at-spi2-atk/2.0",
    "/usr/include/at-spi-2.0", "/usr/include/dbus-1.0", "/usr/lib/\(multiarch)/dbus-1.0/include",
].map { "-I" + $0 }
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
            // run from the source tree, with the system's Python; the Android stub's Java
            // sources are compiled by the Android export's tests with javac.
            exclude: ["UI/AccessibilityProbe.py", "UI/DragSource.py", "Export/BrowserProbe.py", "Export/AndroidStub",
                      "UI/ScreenReaderSession.py", "UI/FlowBoxReference.py"],
            swiftSettings: gtkSwift
        ),
    ],
    swiftLanguageModes: [.v6]
)
