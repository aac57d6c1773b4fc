import CGtk
import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// Pictures decode at the size they are drawn, not at the file's size, and
/// again larger when they are drawn larger.
@Suite struct PictureSizeTests {
    @Test func aLargePictureDecodesAtTheBoxItIsDrawnInto() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = writeTestPicture(to: dir.appendingPathComponent("wide.png"), width: 2000, height: 1000).path
        // A 300×200 box: 400 px wide as it is, 600 px tall were it turned by its EXIF orientation.
        let small = try DecodedPicture.decode(path: path, filling: Size(width: 300, height: 200))
        #expect((small.width, small.height) == (1024, 512))
        #expect(small.isReduced)
        let tiny = try DecodedPicture.decode(path: path, filling: Size(width: 20, height: 10))
        #expect((tiny.width, tiny.height) == (64, 32))
        // A box larger than the file: the file as it is.
        let whole = try DecodedPicture.decode(path: path, filling: Size(width: 1500, height: 1500))
        #expect((whole.width, whole.height) == (2000, 1000))
        #expect(!whole.isReduced)
    }

    @Test func theRendererAsksForEachPictureAtItsDrawnBoxAndAgainWhenDrawnLarger() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = writeTestPicture(to: dir.appendingPathComponent("p.png"), width: 1600, height: 1600).path
        let dataset = Dataset(sections: [DatasetSection(items: [DatasetItem(imagePath: path)])])
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.cards),
                                     options: RenderOptions(showsText: false, pictureLoading: .cachedOnly))
        func card(_ side: Double) -> [LayoutAttributes] {
            [LayoutAttributes(indexPath: IndexPath(item: 0), frame: Rect(x: 10, y: 10, width: side, height: side))]
        }
        _ = render(renderer, card(100), viewport: Size(width: 600, height: 600), scale: 2)
        #expect(renderer.pendingPicturePaths == [path])
        let box = try #require(renderer.pendingPictureBoxes[path])
        #expect(box == Size(width: 200, height: 200))
        renderer.imageCache.insert(try DecodedPicture.decode(path: path, filling: box), forPath: path)
        #expect(renderer.imageCache.statistics.decoded == 0)

        // Drawn as large again: the 256-pixel decode still covers it.
        _ = render(renderer, card(100), viewport: Size(width: 600, height: 600), scale: 2)
        #expect(renderer.pendingPicturePaths.isEmpty)
        // Drawn larger: the picture shows meanwhile and is asked for at the new box.
        _ = render(renderer, card(250), viewport: Size(width: 600, height: 600), scale: 2)
        #expect(renderer.pendingPicturePaths == [path])
        #expect(renderer.pendingPictureBoxes[path] == Size(width: 500, height: 500))
        let larger = try DecodedPicture.decode(path: path, filling: Size(width: 500, height: 500))
        #expect((larger.width, larger.height) == (512, 512))
        renderer.imageCache.insert(larger, forPath: path)
        _ = render(renderer, card(250), viewport: Size(width: 600, height: 600), scale: 2)
        #expect(renderer.pendingPicturePaths.isEmpty)
        // Nothing was ever decoded on the drawing thread.
        #expect(renderer.imageCache.statistics.decoded == 0)
    }

    @Test func anEvictedPictureShowsItsPlaceholderAndIsAskedForAgainNotDecodedWhileDrawing() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = writeTestPicture(to: dir.appendingPathComponent("a.png"), width: 200, height: 200).path
        let b = writeTestPicture(to: dir.appendingPathComponent("b.png"), width: 200, height: 200).path
        let dataset = Dataset(sections: [DatasetSection(items: [DatasetItem(imagePath: a), DatasetItem(imagePath: b)])])
        // Room for one decoded picture (200×200×4 bytes) at a time.
        let cache = ImageCache(budget: 200 * 200 * 4 + 100)
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.cards),
                                     options: RenderOptions(showsText: false, pictureLoading: .cachedOnly), imageCache: cache)
        let cards = [LayoutAttributes(indexPath: IndexPath(item: 0), frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                     LayoutAttributes(indexPath: IndexPath(item: 1), frame: Rect(x: 110, y: 0, width: 100, height: 100))]
        cache.insert(try DecodedPicture.decode(path: a), forPath: a)
        cache.insert(try DecodedPicture.decode(path: b), forPath: b)
        #expect(!cache.isCached(a) && cache.isCached(b) && cache.hasLoaded(a))
        _ = render(renderer, cards, viewport: Size(width: 220, height: 100))
        #expect(renderer.pendingPicturePaths == [a])
        #expect(cache.statistics.decoded == 0, "nothing decoded on the drawing thread")
    }

    /// Pictures in view that do not fit the budget together all show once
    /// each has been decoded, and stay: a picture that arrives does not
    /// evict one the last frame showed. (A 4000×3000 window of the shop's
    /// 30 large pictures once decoded them in a loop and never came to rest.)
    @Test func picturesInViewBeyondTheBudgetAllShowAndStay() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let paths = (0..<6).map { writeTestPicture(to: dir.appendingPathComponent("\($0).png"), width: 200, height: 200).path }
        let dataset = Dataset(sections: [DatasetSection(items: paths.map { DatasetItem(imagePath: $0) })])
        // Room for two of the six.
        let cache = ImageCache(budget: 2 * 200 * 200 * 4 + 100)
        let renderer = SceneRenderer(dataset: dataset, style: .layout(.cards),
                                     options: RenderOptions(showsText: false, pictureLoading: .cachedOnly), imageCache: cache)
        let cards = paths.indices.map {
            LayoutAttributes(indexPath: IndexPath(item: $0), frame: Rect(x: Double($0) * 110, y: 0, width: 100, height: 100))
        }
        // The loader: one picture arrives between two frames, as decodes finish.
        var rounds = 0
        repeat {
            _ = render(renderer, cards, viewport: Size(width: 660, height: 100))
            if let path = renderer.pendingPicturePaths.first {
                cache.insert(try DecodedPicture.decode(path: path, filling: renderer.pendingPictureBoxes[path]!), forPath: path)
            }
            rounds += 1
        } while !renderer.pendingPicturePaths.isEmpty && rounds < 30
        #expect(rounds == paths.count + 1, "each picture asked for until it came, then all shown: \(rounds) rounds")
        for _ in 0..<3 {
            _ = render(renderer, cards, viewport: Size(width: 660, height: 100))
            #expect(renderer.pendingPicturePaths.isEmpty, "nothing asked for again while all stay in view")
        }
        #expect(paths.allSatisfy(cache.isCached))
        // Out of view, they go as others arrive: the budget holds again.
        let others = (0..<2).map { writeTestPicture(to: dir.appendingPathComponent("o\($0).png"), width: 200, height: 200).path }
        _ = render(renderer, [], viewport: Size(width: 660, height: 100))
        for path in others { cache.insert(try DecodedPicture.decode(path: path), forPath: path) }
        #expect(cache.byteCount <= 2 * 200 * 200 * 4 + 100)
    }
}
