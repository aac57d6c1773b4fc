import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// `ViewExporter`: PNG, SVG and PDF files and the errors it reports.
@Suite struct ExportTests {
    let viewport = Size(width: 480, height: 300)

    func exporter(dataset: Dataset = .placeholder(count: 6), showsText: Bool = true) -> ViewExporter {
        ViewExporter(renderer: SceneRenderer(dataset: dataset, style: .layout(.cards),
                                             options: RenderOptions(showsText: showsText)))
    }

    func frame() throws -> [LayoutAttributes] {
        let layout = try cardsLayout(viewport: viewport, count: 6)
        return layout.elements(in: Rect(origin: .zero, size: viewport), offset: .zero)
    }

    func header(of url: URL, count: Int) throws -> String {
        let data = try Data(contentsOf: url)
        return String(decoding: data.prefix(count), as: UTF8.self)
    }

    @Test(arguments: [ImageFormat.svg, .pdf, .png])
    func writesAValidFile(format: ImageFormat) throws {
        let url = temporaryDirectory().appendingPathComponent("view.\(format.rawValue)")
        try exporter().render(elements: frame(), viewport: viewport, to: url.path, scale: 2)
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        #expect(size > 500)
        switch format {
        case .pdf: #expect(try header(of: url, count: 4) == "%PDF")
        case .svg: #expect(try header(of: url, count: 200).contains("<svg"))
        case .png:
            #expect(try Data(contentsOf: url).prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            let image = loadPNG(url)!
            #expect(image.width == 960 && image.height == 600)
        }
    }

    @Test func vectorExportOfAWheelFrame() throws {
        let url = temporaryDirectory().appendingPathComponent("wheel.pdf")
        let wheel = ViewExporter(renderer: SceneRenderer(dataset: .placeholder(count: 10), style: .layout(.wheel)))
        let view = Size(width: 400, height: 400)
        try wheel.render(elements: wheelElements(viewport: view, step: 0.3), viewport: view, to: url.path)
        #expect(try header(of: url, count: 4) == "%PDF")
        // More strips than rows: the turned rows are cut into several.
        let rows = wheelElements(viewport: view, step: 0.3).filter { !$0.isHidden }.count
        #expect(wheel.renderer.statistics.perspectiveStrips > rows)
    }

    @Test func formatComesFromTheExtension() {
        #expect(ImageFormat(path: "/tmp/a.PNG") == .png)
        #expect(ImageFormat(path: "out.svg") == .svg)
        #expect(ImageFormat(path: "x.pdf") == .pdf)
        #expect(ImageFormat(path: "x.bmp") == nil)
        #expect(ImageFormat(path: "dir.png/file") == nil)
    }

    @Test func unknownFormatIsAnError() throws {
        #expect(throws: RenderError.unsupportedFormat(path: "/tmp/view.bmp")) {
            try exporter().render(elements: frame(), viewport: viewport, to: "/tmp/view.bmp")
        }
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func unwritablePathIsAnErrorNamingIt(ext: String) throws {
        let path = "/nonexistent-directory/view.\(ext)"
        let elements = try frame()
        do {
            try exporter().render(elements: elements, viewport: viewport, to: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(path))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func emptyViewportIsAnError() throws {
        #expect(throws: RenderError.self) {
            try exporter().render(elements: [], viewport: Size(width: 0, height: 10), to: "/tmp/x.png")
        }
    }

    @Test func missingImageIsAnErrorNamingThePath() throws {
        let missing = "/nonexistent-directory/picture-\(UUID().uuidString).jpg"
        let dataset = Dataset(sections: [DatasetSection(items: [DatasetItem(imagePath: missing)])])
        let url = temporaryDirectory().appendingPathComponent("view.png")
        let elements = try frame()
        do {
            try exporter(dataset: dataset).render(elements: elements, viewport: viewport, to: url.path)
            Issue.record("expected an error")
        } catch {
            guard case .unreadableImage(let path, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == missing)
            #expect(error.description == "cannot read image '\(missing)': no such file")
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
