import CRendering
import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// Whole frames against committed reference images (text off).
@Suite struct ReferenceRenderTests {
    let viewport = Size(width: 480, height: 300)

    /// Six cards, the second and fifth with a picture.
    func cardsDataset(in dir: URL) -> Dataset {
        let wide = writeTestPicture(to: dir.appendingPathComponent("wide.png"), width: 300, height: 200)
        let tall = writeTestPicture(to: dir.appendingPathComponent("tall.png"), width: 120, height: 360)
        var items = (0..<6).map { DatasetItem(title: "Level \($0 + 1)") }
        items[1].imagePath = wide.path
        items[4].imagePath = tall.path
        return Dataset(sections: [DatasetSection(items: items)])
    }

    @Test func cardsAtRest() throws {
        let layout = try cardsLayout(viewport: viewport, count: 6)
        let renderer = SceneRenderer(dataset: cardsDataset(in: temporaryDirectory()), style: .layout(.cards),
                                     options: pixelOptions)
        let offset = Point(x: layout.pitch, y: 0)
        let elements = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        #expect(elements.count == 3)
        expectMatchesReference(render(renderer, elements, offset: offset, viewport: viewport), named: "cards-rest")
    }

    @Test func cardsMidScrollScaleSideCards() throws {
        let layout = try cardsLayout(viewport: viewport, count: 6)
        let renderer = SceneRenderer(dataset: cardsDataset(in: temporaryDirectory()), style: .layout(.cards),
                                     options: pixelOptions)
        let offset = Point(x: layout.pitch * 1.5, y: 0)
        let elements = layout.elements(in: Rect(origin: offset, size: viewport), offset: offset)
        let image = render(renderer, elements, offset: offset, viewport: viewport, scale: 2)
        expectMatchesReference(image, named: "cards-mid-scroll@2x")
        // Two cards share the centre, both scaled below 1: the canvas shows
        // between them at the centre line, under each card's top edge.
        let scales = elements.map(\.transform.a)
        #expect(scales.allSatisfy { $0 < 1 })
        let top = (viewport.height - 220) / 2
        let k = scales.max()!
        let centre = image.pixel(x: Int(viewport.width), y: Int((top + 8) * 2))
        #expect(centre.r < 60 && centre.g < 60, "the gap between the two centred cards shows the canvas")
        let inside = image.pixel(x: Int((viewport.width / 2 + 40) * 2), y: Int(viewport.height))
        #expect(inside.r > 60 || inside.g > 60 || inside.b > 60, "scaled card \(k) covers its centre")
    }

    /// Every element style with text off: flow pills, a header, a footer, a
    /// section panel, a waterfall card with its price bar, a stack card with
    /// its white border and placeholders for pictures not loaded yet.
    @Test func elementStyles() throws {
        let dir = temporaryDirectory()
        let picture = writeTestPicture(to: dir.appendingPathComponent("p.png"), width: 400, height: 300)
        let items = (0..<4).map { DatasetItem(title: "Tag \($0)", price: "¥\($0)9") }
        let dataset = Dataset(sections: [DatasetSection(title: "Tags", items: items)])
        let flow = SceneRenderer(dataset: dataset, style: .layout(.flow), options: pixelOptions)
        let size = Size(width: 480, height: 260)
        var elements = [
            LayoutAttributes(category: .decoration, indexPath: IndexPath(item: 0),
                             frame: Rect(x: 10, y: 40, width: 460, height: 90)),
            LayoutAttributes(category: .header, indexPath: IndexPath(item: 0),
                             frame: Rect(x: 0, y: 0, width: 480, height: 36)),
            LayoutAttributes(category: .footer, indexPath: IndexPath(item: 0),
                             frame: Rect(x: 0, y: 134, width: 480, height: 24)),
        ]
        for i in 0..<4 {
            elements.append(LayoutAttributes(indexPath: IndexPath(item: i),
                                             frame: Rect(x: 20 + Double(i) * 110, y: 70, width: 90 + Double(i) * 4,
                                                         height: 32)))
        }
        let image = render(flow, elements, viewport: size)

        let waterfallData = Dataset(sections: [DatasetSection(items: [
            DatasetItem(price: "¥99", imagePath: picture.path),
            DatasetItem(price: "¥5", imagePath: picture.path),
        ])])
        let waterfall = SceneRenderer(dataset: waterfallData, style: .layout(.waterfall), options: pixelOptions)
        let stack = SceneRenderer(dataset: waterfallData, style: .layout(.stack), options: pixelOptions)
        var pending = pixelOptions
        pending.pictureLoading = .cachedOnly
        let placeholder = SceneRenderer(dataset: waterfallData, style: .layout(.cards), options: pending)
        image.withContext { cr in
            cairo_translate(cr, 0, 160)
            let card = { (x: Double) in [LayoutAttributes(indexPath: IndexPath(item: 0),
                                                          frame: Rect(x: x, y: 10, width: 100, height: 80))] }
            for r in [waterfall, stack, placeholder] { r.options.drawsBackground = false }
            waterfall.draw(elements: card(20), offset: .zero, viewport: size, into: cr)
            stack.draw(elements: card(150), offset: .zero, viewport: size, into: cr)
            placeholder.draw(elements: card(290), offset: .zero, viewport: size, into: cr)
        }
        #expect(placeholder.pendingPicturePaths == [picture.path])
        expectMatchesReference(image, named: "element-styles")
    }
}
