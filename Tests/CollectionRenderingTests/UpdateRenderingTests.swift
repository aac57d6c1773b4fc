import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// An animated batch update drawn with the public `UpdateRenderer`: every
/// element shows its own item, leaving ones the data they had.
@Suite struct UpdateRenderingTests {
    let viewport = Size(width: 400, height: 200)
    let colors = ["#ff0000", "#00ff00", "#0000ff", "#ffff00"]

    var before: Dataset {
        Dataset(sections: [DatasetSection(items: colors.enumerated().map {
            DatasetItem(size: Size(width: 80, height: 80), color: RGBColor(hex: $0.element), id: "item-\($0.offset)")
        })])
    }

    /// The animator for `batch` on a flow of 80-point squares.
    func animator(_ batch: String) throws -> (UpdateAnimator, Dataset) {
        let old = try FlowLayout(assignments: [])
        old.prepare(before.context(viewport: viewport))
        let result = try BatchUpdate(parsing: batch).apply(to: before)
        let new = try FlowLayout(assignments: [])
        new.prepare(result.dataset.context(viewport: viewport))
        let animator = UpdateAnimator(old: old, oldDataset: before, oldOffset: .zero, new: new,
                                      newDataset: result.dataset, newOffset: .zero,
                                      mapping: result.mapping, viewport: viewport)
        return (animator, result.dataset)
    }

    func draw(_ frames: UpdateRenderer, _ animator: UpdateAnimator, at t: Double) -> CairoImage {
        let image = CairoImage(width: Int(viewport.width), height: Int(viewport.height))!
        image.withContext { cr in frames.draw(animator, at: t, into: cr) }
        return image
    }

    /// The strongest channel at an element's centre: "r", "g", "b" or "y".
    func hue(_ image: CairoImage, at element: AnimatedElement) -> String {
        let c = element.attributes.center
        let p = image.pixel(x: Int(c.x), y: Int(c.y))
        if p.r > 40, p.g > 40, p.b < 20 { return "y" }
        return p.r > p.g && p.r > p.b ? "r" : p.g > p.b ? "g" : "b"
    }

    @Test func aDeletedItemFadesOutWithItsOwnContent() throws {
        let (animator, after) = try animator("delete 0")
        var options = pixelOptions
        options.drawsBackground = false
        let frames = UpdateRenderer(oldDataset: before, newDataset: after, style: .plain, options: options)
        let frame = animator.elements(at: 0.5)
        let leaving = try #require(frame.first { $0.change == .disappears })
        #expect(leaving.attributes.indexPath == IndexPath(item: 0))
        let image = draw(frames, animator, at: 0.5)
        // Red, the deleted item: not green, which index 0 names after the update.
        #expect(hue(image, at: leaving) == "r")
        // The items that stay show themselves at their places in between.
        for element in frame where element.change == .survives && element.attributes.category == .cell {
            let expected = ["g", "b", "y"][element.attributes.indexPath.item]
            #expect(hue(image, at: element) == expected)
        }
    }

    @Test func anInsertedItemAppearsWithTheNewData() throws {
        let (animator, _) = try animator("insert 1")
        let inserted = DatasetItem(size: Size(width: 80, height: 80), color: RGBColor(hex: "#00ffff"), id: "new")
        var sections = try BatchUpdate(parsing: "insert 1").apply(to: before).dataset.sections
        sections[0].items[1] = inserted
        var options = pixelOptions
        options.drawsBackground = false
        let frames = UpdateRenderer(oldDataset: before, newDataset: Dataset(sections: sections),
                                    style: .plain, options: options)
        let image = draw(frames, animator, at: 1)
        let arriving = try #require(animator.elements(at: 1).first { $0.change == .appears })
        let c = arriving.attributes.center
        let p = image.pixel(x: Int(c.x), y: Int(c.y))
        #expect(p.g > 200 && p.b > 200 && p.r < 40)
    }

    @Test func anUpdateFrameIsWrittenToAFile() throws {
        let (animator, after) = try animator("delete 0; move 2 0")
        let frames = UpdateRenderer(oldDataset: before, newDataset: after, style: .layout(.flow))
        let url = outputDirectory.appendingPathComponent("update-frame.png")
        try? FileManager.default.removeItem(at: url)
        try frames.export(animator, at: 0.5, to: url.path)
        let image = try #require(loadPNG(url))
        #expect(image.width == 400 && image.height == 200)
        #expect(throws: RenderError.self) { try frames.export(animator, at: 0.5, to: "/tmp/frame.bmp") }
    }
}
