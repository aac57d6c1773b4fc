import Benchmark
import CPixbuf
import CRendering
import CollectionLayout
import CollectionRendering
import Foundation

// MARK: 7. A folder of 10,000 pictures

/// What a person waits for after choosing a folder of their own pictures:
/// reading it into a dataset (one header read per file, no decode),
/// preparing the waterfall for it, and the first 1080p frame, drawn with
/// placeholders as the app draws before any picture is decoded. Against it,
/// the same pictures listed by hand in dataset JSON (the only way before
/// folders could be opened), read with `Dataset.load`.
func registerPictureFolder() {
    // CPU time beside wall time: the headers are read on both cores, and on a
    // shared machine the wall time says more about the neighbours.
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
                                                warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 20)
    Benchmark("Pictures 10K read folder", configuration: configuration) { _, folder in
        blackHole(folder.read())
    } setup: {
        PictureFolderFixture.shared
    }
    Benchmark("Pictures 10K folder to first frame", configuration: configuration) { _, folder in
        folder.firstFrame(folder.read())
    } setup: {
        PictureFolderFixture.shared
    }
    Benchmark("Pictures 10K JSON to first frame", configuration: configuration) { _, folder in
        folder.firstFrame(folder.readJSON())
    } setup: {
        PictureFolderFixture.shared
    }
    Ratio.register("Ratio pictures 10K folder/JSON to first frame",
                   configuration: Ratio.configuration(maxDuration: .seconds(10), maxIterations: 10)) {
        PictureFolderFixture.shared
    } numerator: { folder in
        Ratio.nanosecondsOfOneCall { folder.firstFrame(folder.read()) }
    } denominator: { folder in
        Ratio.nanosecondsOfOneCall { folder.firstFrame(folder.readJSON()) }
    }
}

/// 10,000 small pictures (PNG and JPEG in turn, three shapes) in a folder
/// made once per machine under the temporary directory, and a dataset JSON
/// beside it listing them.
final class PictureFolderFixture: @unchecked Sendable {
    static let count = 10_000
    nonisolated(unsafe) static let shared = PictureFolderFixture()

    let folder: String
    let json: String
    private let surface: OpaquePointer

    private init() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-playground-bench-pictures").path
        folder = root + "/10k"
        json = root + "/10k.json"
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Fixtures.viewport.width),
                                             Int32(Fixtures.viewport.height))
        let made = (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? 0
        guard made != Self.count || !FileManager.default.fileExists(atPath: json) else { return }
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let shapes: [(Int32, Int32)] = [(64, 48), (48, 64), (80, 45)]
        var entries: [String] = []
        for i in 0..<Self.count {
            let (w, h) = shapes[i % shapes.count]
            let name = String(format: "IMG_%05d.%@", i + 1, i % 2 == 0 ? "png" : "jpg")
            let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, w, h)!
            gdk_pixbuf_fill(pixbuf, UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF)
            gdk_pixbuf_savev(pixbuf, folder + "/" + name, i % 2 == 0 ? "png" : "jpeg", nil, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
            entries.append("{\"title\": \"\(name.prefix(9))\", \"img\": \"10k/\(name)\", \"w\": \(w), \"h\": \(h)}")
        }
        FileManager.default.createFile(atPath: json, contents: Data(("[\n" + entries.joined(separator: ",\n") + "\n]\n").utf8))
    }

    func read() -> Dataset {
        do { return try PictureFolder.load(folder: folder) } catch { fatalError("\(error)") }
    }

    func readJSON() -> Dataset {
        do { return try Dataset.load(path: json) } catch { fatalError("\(error)") }
    }

    /// Prepares a fresh waterfall for `dataset` and draws its first frame
    /// with placeholders (nothing decoded), as the app's canvas does.
    func firstFrame(_ dataset: Dataset) {
        precondition(dataset.itemCount == Self.count, "the folder holds \(dataset.itemCount) pictures")
        let layout = Fixtures.makeLayout("waterfall")
        layout.prepare(Fixtures.context(for: "waterfall", dataset: dataset))
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.waterfall),
                                     options: RenderOptions(pictureLoading: .cachedOnly))
        let offset = layout.initialContentOffset
        let cr = cairo_create(surface)!
        renderer.draw(elements: layout.elements(in: Rect(origin: offset, size: Fixtures.viewport), offset: offset),
                      offset: offset, viewport: Fixtures.viewport, into: cr)
        cairo_destroy(cr)
        precondition(!renderer.pendingPicturePaths.isEmpty, "the frame shows placeholders")
    }
}
