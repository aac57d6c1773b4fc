import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// Cell pictures and text layouts are made once and reused.
@Suite struct CachingTests {
    @Test func repeatedItemsShareTheirPicture() {
        // 40 tags cycling through 4 texts of one colour: 4 pictures, not 40.
        let texts = ["Swift", "GTK", "Cairo", "Pango"]
        let items = (0..<40).map { DatasetItem(title: texts[$0 % 4], color: RGBColor(red: 0.2, green: 0.4, blue: 0.8)) }
        let renderer = SceneRenderer(dataset: Dataset(sections: [DatasetSection(items: items)]), style: .layout(.flow),
                                     options: pixelOptions)
        let elements = (0..<40).map { i in
            LayoutAttributes(indexPath: IndexPath(item: i), center: Point(x: 50 + Double(i % 8) * 100, y: 20 + Double(i / 8) * 40),
                             size: Size(width: 80, height: 32))
        }
        _ = render(renderer, elements, viewport: Size(width: 800, height: 200))
        #expect(renderer.statistics.cellPicturesPainted == 4)
        // Items without a colour take their position's palette colour: 10 slots.
        let plain = SceneRenderer(dataset: .placeholder(count: 1).repeated(toCount: 40), style: .layout(.flow),
                                  options: pixelOptions)
        _ = render(plain, elements, viewport: Size(width: 800, height: 200))
        #expect(plain.statistics.cellPicturesPainted == 10)
    }

    @Test func drawingTheSameFrameTwicePaintsEachCellOnce() throws {
        let viewport = Size(width: 480, height: 300)
        let layout = try cardsLayout(viewport: viewport, count: 20)
        let renderer = SceneRenderer(dataset: .placeholder(count: 20), style: .layout(.cards))
        let offset = Point(x: layout.pitch * 3.4, y: 0)
        let elements = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        _ = render(renderer, elements, offset: offset, viewport: viewport)
        let layouts = renderer.statistics.textLayoutsCreated
        _ = render(renderer, elements, offset: offset, viewport: viewport)
        let stats = renderer.statistics
        #expect(renderer.painter.paintCount == elements.count)
        #expect(stats.cellPicturesPainted == elements.count && stats.cellPictureHits == elements.count)
        #expect(stats.cellPictureHitRatio == 0.5)
        #expect(stats.textLayoutsCreated == layouts && layouts > 0)
        // Scrolling on within the same scale keeps reusing the pictures.
        for step in 1...10 {
            let o = Point(x: offset.x + Double(step), y: 0)
            _ = render(renderer, layout.elements(in: Rect(origin: o, size: viewport), offset: o),
                       offset: o, viewport: viewport)
        }
        #expect(renderer.statistics.cellPicturesPainted == elements.count)
        #expect(renderer.statistics.cellPictureHitRatio > 0.9)
    }

    @Test func wheelRowsArePaintedOnceWhileTurning() {
        let viewport = Size(width: 400, height: 400)
        let renderer = SceneRenderer(dataset: .placeholder(count: 10), style: .layout(.wheel), options: pixelOptions)
        for step in stride(from: 0.0, to: 1.0, by: 0.1) {
            _ = render(renderer, wheelElements(viewport: viewport, step: step), viewport: viewport)
        }
        // Magnification steps (1, 1.5) may give a row a second picture.
        #expect(renderer.painter.paintCount <= 2 * 10)
        #expect(renderer.statistics.cellPictureHitRatio > 0.6)
    }

    @Test func pendingPicturesShowPlaceholdersUntilInserted() throws {
        let url = writeTestPicture(to: temporaryDirectory().appendingPathComponent("p.png"), width: 64, height: 64)
        let dataset = Dataset(sections: [DatasetSection(items: [DatasetItem(imagePath: url.path)])])
        var options = pixelOptions
        options.pictureLoading = .cachedOnly
        options.drawsBackground = false
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.cards), options: options)
        let card = [LayoutAttributes(indexPath: IndexPath(item: 0), frame: Rect(x: 40, y: 40, width: 100, height: 100))]
        let viewport = Size(width: 180, height: 180)
        let before = render(renderer, card, viewport: viewport)
        #expect(renderer.pendingPicturePaths == [url.path])
        // The app decodes off the frame, then inserts on the drawing thread.
        renderer.imageCache.insert(try DecodedPicture.decode(path: url.path), forPath: url.path)
        let after = render(renderer, card, viewport: viewport)
        #expect(renderer.pendingPicturePaths.isEmpty)
        #expect(renderer.painter.paintCount == 2)
        // The placeholder is neutral grey; the picture's top-left quadrant is red.
        let p = argb(before, 60, 60), q = argb(after, 60, 60)
        #expect(abs(p[1] - p[3]) < 30)
        #expect(q[1] > 200 && q[3] < 80)
    }
}
